// verdict: true
// Two instances of one worker raise and lower a shared flag inside a critical section;
// each checks on entry that nobody else holds the flag.
#include <pthread.h>

extern void reach_error(void);

int busy = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *worker(void *arg) {
  pthread_mutex_lock(&m);
  if (busy != 0) reach_error();
  busy = 1;
  busy = 0;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, worker, 0);
  pthread_create(&t2, 0, worker, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
