// verdict: true
// petrify: instances=1 places=37 transitions=34
// A __VERIFIER_atomic_ function with a branch runs as one step (test-and-set lock).
#include <pthread.h>
extern void reach_error(void);

int flag = 0;
int inside = 0;

void __VERIFIER_atomic_acquire(int *got) {
  if (flag == 0) {
    flag = 1;
    *got = 1;
  } else {
    *got = 0;
  }
}

void *worker(void *arg) {
  int got = 0;
  while (!got) {
    __VERIFIER_atomic_acquire(&got);
  }
  inside++;
  if (inside != 1) {
    reach_error();
  }
  inside--;
  flag = 0;
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  return 0;
}
