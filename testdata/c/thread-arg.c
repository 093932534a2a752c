// verdict: false
// petrify: instances=2 places=48 transitions=43
// The argument of pthread_create reaches the thread's parameter; each instance has its own locals.
#include <pthread.h>
extern void reach_error(void);

int sum = 0;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

void *add(void *arg) {
  int mine = (int) (long) arg;
  pthread_mutex_lock(&m);
  sum = sum + mine;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, add, (void *) 1);
  pthread_create(&t2, 0, add, (void *) 2);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (sum == 3) reach_error();
  return 0;
}
