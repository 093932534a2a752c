// verdict: true
// petrify: instances=2 places=32 transitions=29
// Thread ids kept in an array; the joins match them by id. With one instance the loop needs a second one.
#include <pthread.h>
extern void reach_error(void);

int done = 0;
pthread_mutex_t m;

void *work(void *arg) {
  pthread_mutex_lock(&m);
  done++;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[2];
  pthread_mutex_init(&m, 0);
  for (int i = 0; i < 2; i++) {
    pthread_create(&t[i], 0, work, 0);
  }
  for (int i = 0; i < 2; i++) {
    pthread_join(t[i], 0);
  }
  if (done != 2) {
    reach_error();
  }
  return 0;
}
