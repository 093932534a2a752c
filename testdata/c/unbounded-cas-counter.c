// verdict: true
// petrify: instances=2 places=48 transitions=59 unbounded
// Workers, created without bound, raise or lower a shared counter by compare-and-swap; a lowering one raises a
// flag. A worker that raised the counter checks that it still stands above the value it read, unless some worker
// lowered it. The thread-modular proof needs the check itself as one candidate: after the swap, "lowered or the
// counter above what I read" — a disjunction the proof for two workers splits by interleaving.
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

unsigned counter = 0;
int lowered = 0;

void *work(void *arg) {
  unsigned seen = 0;
  unsigned next = 0;
  int swapped = 0;
  if (__VERIFIER_nondet_int()) {
    do {
      seen = counter;
      if (seen == 4294967295u) {
        return 0;
      }
      next = seen + 1;
      __VERIFIER_atomic_begin();
      if (counter == seen) {
        counter = next;
        swapped = 1;
      }
      __VERIFIER_atomic_end();
    } while (!swapped);
    __VERIFIER_atomic_begin();
    if (!(lowered || counter > seen)) {
      reach_error();
    }
    __VERIFIER_atomic_end();
  } else {
    do {
      seen = counter;
      if (seen == 0) {
        return 0;
      }
      next = seen - 1;
      __VERIFIER_atomic_begin();
      if (counter == seen) {
        counter = next;
        lowered = 1;
        swapped = 1;
      }
      __VERIFIER_atomic_end();
    } while (!swapped);
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
