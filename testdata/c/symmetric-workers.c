// verdict: true
// petrify: instances=3 places=42 transitions=35
// Three instances of one worker, created by one pthread_create in a loop and never joined, increment a counter
// under a mutex: interchangeable instances (the mutex holds the owner's id, which the symmetry permutes too).
#include <pthread.h>
extern void reach_error(void);

int c = 0;
pthread_mutex_t m;

void *work(void *arg) {
  pthread_mutex_lock(&m);
  int seen = c;
  c = seen + 1;
  if (c > 3) {
    reach_error();
  }
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_mutex_init(&m, 0);
  for (int i = 0; i < 3; i++) {
    pthread_create(&t, 0, work, 0);
  }
  return 0;
}
