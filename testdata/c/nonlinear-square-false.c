// verdict: false
// petrify: instances=1 places=7 transitions=7
// A square of an input: SMTInterpol, the trace solver, rejects the non-linear term x * x; the trace is decided by
// the Hoare-triple solver (Z3), whose model x = 3 is the counterexample.
extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main(void) {
  unsigned int x = __VERIFIER_nondet_uint();
  if (x < 100 && x * x == 9) reach_error();
  return 0;
}
