// verdict: true
// petrify: instances=1 places=9 transitions=11
// Nondeterministic values lie in the range of their type.
extern void reach_error(void);
extern unsigned char __VERIFIER_nondet_uchar(void);
extern short __VERIFIER_nondet_short(void);
extern _Bool __VERIFIER_nondet_bool(void);

int main(void) {
  unsigned char c = __VERIFIER_nondet_uchar();
  short s = __VERIFIER_nondet_short();
  _Bool b = __VERIFIER_nondet_bool();
  if (c > 255 || s < -32768 || s > 32767 || b > 1) reach_error();
  return 0;
}
