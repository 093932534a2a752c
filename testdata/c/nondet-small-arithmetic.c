// verdict: true
// petrify: instances=1 places=10 transitions=9
// An input in [0, 7] used in arithmetic and as an array index: the exact search splits it into its 8 members
// (explicit.inputValues ≥ 8), which it would not do for the whole range of an int (nondet-hidden-value.c).
extern void reach_error(void);
extern void abort(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int a[8] = {0, 1, 4, 9, 16, 25, 36, 49};

int main(void) {
  unsigned int k = __VERIFIER_nondet_uint();
  if (k > 7) abort();
  if (a[k] != k * k) reach_error();
  return 0;
}
