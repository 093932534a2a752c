// verdict: false
// petrify: instances=3 places=28 transitions=21
// Workers are created without bound and each counts itself in atomically; the error needs three of them. With
// two instances the bound is reached before the error: a proof for pairs of workers must not be found.
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int count = 0;

void *work(void *arg) {
  __VERIFIER_atomic_begin();
  count = count + 1;
  __VERIFIER_atomic_end();
  if (count > 2) {
    reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
