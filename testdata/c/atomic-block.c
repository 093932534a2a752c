// verdict: true
// petrify: instances=1 places=22 transitions=17
// Increments inside __VERIFIER_atomic_begin/end are not lost.
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int x = 0;

void *inc(void *arg) {
  __VERIFIER_atomic_begin();
  int t = x;
  x = t + 1;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, inc, 0);
  pthread_create(&b, 0, inc, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (x != 2) {
    reach_error();
  }
  return 0;
}
