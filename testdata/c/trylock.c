// verdict: true
// petrify: instances=1 places=35 transitions=32
// pthread_mutex_trylock returns 0 only when it took the lock.
#include <pthread.h>
extern void reach_error(void);

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int inside = 0;

void *worker(void *arg) {
  if (pthread_mutex_trylock(&m) == 0) {
    inside++;
    if (inside != 1) reach_error();
    inside--;
    pthread_mutex_unlock(&m);
  }
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  return 0;
}
