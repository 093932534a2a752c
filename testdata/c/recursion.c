// verdict: unknown
// petrify: unsupported=recursive call
// Recursion cannot be inlined.
extern void reach_error(void);

int fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }

int main(void) {
  if (fact(3) != 6) reach_error();
  return 0;
}
