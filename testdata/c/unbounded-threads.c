// verdict: unknown
// petrify: instances=1 places=8 transitions=5
// Threads are created without bound: every instance bound is insufficient.
#include <pthread.h>
extern void reach_error(void);

int x = 0;

void *work(void *arg) { return 0; }

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
