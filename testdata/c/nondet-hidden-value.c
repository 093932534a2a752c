// verdict: false
// petrify: instances=1 places=7 transitions=6
// The error needs the input 3, which no constant of a comparison suggests (only 6, and 5, 7 around it): a search
// with sampled inputs finds no error here and must not conclude TRUE.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x * 2 == 6) {
    reach_error();
  }
  return 0;
}
