// verdict: true
// Unboundedly many identical threads (pthread_create in while (1)) take an atomic test-and-set lock around a
// counter: at most one thread is inside, for every number of threads (counting: a Karp-Miller search proves it).
#include <pthread.h>
extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int lock = 0;
int inside = 0;

void *work(void *arg) {
  int got = 0;
  while (!got) {
    __VERIFIER_atomic_begin();
    if (lock == 0) {
      lock = 1;
      got = 1;
    }
    __VERIFIER_atomic_end();
  }
  inside = inside + 1;
  if (inside != 1) {
    reach_error();
  }
  inside = inside - 1;
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
