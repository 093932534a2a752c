// verdict: true
// petrify: instances=2 places=32 transitions=31 unbounded
// Workers are created without bound; the first to take the claim (atomically) becomes the only writer. No
// instance bound is sufficient, but the proof needs only pairs of workers: a thread-modular proof (each pair of
// instances, the main thread and the shared variables; a third instance interferes) shows it for any number.
#include <pthread.h>
extern void reach_error(void);

extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

int claimed = 0;
int writers = 0;

void *work(void *arg) {
  int mine = 0;
  __VERIFIER_atomic_begin();
  if (claimed == 0) {
    claimed = 1;
    mine = 1;
  }
  __VERIFIER_atomic_end();
  if (mine) {
    writers = writers + 1;
    if (writers != 1) {
      reach_error();
    }
    writers = writers - 1;
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
