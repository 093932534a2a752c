// verdict: true
// petrify: instances=1 places=10 transitions=7 unbounded
// Threads are created without bound: every instance bound is insufficient. Each thread reads an input, so
// counting the threads (finite data only) does not apply either; no reach_error is called, and the thread-modular
// proof over pairs of instances shows that for any number of them.
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int x = 0;

void *work(void *arg) {
  x = x + __VERIFIER_nondet_int();
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
