// verdict: false
// petrify: instances=1 places=7 transitions=7
// A bit test on a nondeterministic value: the error is reachable (x = 2 or 3).
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  if ((x & 2) == 2 && (x | 1) == 3) {
    reach_error();
  }
  return 0;
}
