// verdict: unknown
// petrify: unsupported=floating-point
// Floating-point arithmetic is not modelled.
extern void reach_error(void);

int main(void) {
  double d = 0.5;
  if (d * 2 != 1.0) reach_error();
  return 0;
}
