// verdict: true
// petrify: instances=1 places=21 transitions=14
// A thread creates and joins another thread.
#include <pthread.h>
extern void reach_error(void);

int x = 0;

void *inner(void *arg) { x = 5; return 0; }

void *outer(void *arg) {
  pthread_t t;
  pthread_create(&t, 0, inner, 0);
  pthread_join(t, 0);
  if (x != 5) reach_error();
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, outer, 0);
  return 0;
}
