// verdict: true
// petrify: instances=1 places=12 transitions=11
// __VERIFIER_assume and assume_abort_if_not cut executions.
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  __VERIFIER_assume(x > 0);
  assume_abort_if_not(y > x);
  if (y <= 0) reach_error();
  return 0;
}
