// verdict: true
// main hands a value to one worker under a mutex; the worker checks it once it is marked ready.
#include <pthread.h>

extern void reach_error(void);

int data = 0;
int ready = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (ready == 1 && data != 42) reach_error();
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_mutex_lock(&m);
  data = 42;
  ready = 1;
  pthread_mutex_unlock(&m);
  pthread_join(t, 0);
  return 0;
}
