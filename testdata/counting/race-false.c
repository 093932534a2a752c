// verdict: false
// The lock of spinlock.c, but test and set are two steps: several of the unboundedly many threads can
// see the lock free, and a third thread inside is an error (it needs three threads at once). The count of threads
// inside changes atomically, so that it stays within 0..2 (finite data).
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int lock = 0;
int inside = 0;

void *work(void *arg) {
  while (lock != 0) {
  }
  lock = 1;
  __VERIFIER_atomic_begin();
  if (inside < 2) {
    inside = inside + 1;
  } else {
    reach_error();
  }
  __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin();
  inside = inside - 1;
  __VERIFIER_atomic_end();
  lock = 0;
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
