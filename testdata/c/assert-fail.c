// verdict: false
// petrify: instances=1 places=7 transitions=6
// assert() from assert.h calls __assert_fail, an error like reach_error.
#include <assert.h>
extern int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x != 2);
  return 0;
}
