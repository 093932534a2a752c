// verdict: unknown
// Unboundedly many threads each count one more in a global: the counters' control (the values of the globals)
// is infinite, so the Karp-Miller search over thread counts does not end; it gives up at its node budget.
#include <pthread.h>
extern void reach_error(void);

int n = 0;

void *work(void *arg) {
  n = n + 1;
  return 0;
}

int main(void) {
  pthread_t t;
  while (1) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
