// verdict: true
// petrify: instances=1 places=16 transitions=16
// A non-thread function is inlined at each call; its locals are per call.
extern void reach_error(void);

int g = 0;

int add(int a, int b) {
  int r = a + b;
  g = g + 1;
  return r;
}

int main(void) {
  int x = add(1, 2);
  int y = add(x, 4);
  if (y != 7 || g != 2) reach_error();
  return 0;
}
