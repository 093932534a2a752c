// verdict: true
// petrify: instances=1 places=28 transitions=23
// Two workers increment a shared counter under a mutex; main checks the sum after joining both.
#include <pthread.h>

extern void reach_error(void);

int counter = 0;
pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&lock);
  counter = counter + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, worker, 0);
  pthread_create(&b, 0, worker, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  if (counter != 2) {
    reach_error();
  }
  return 0;
}
