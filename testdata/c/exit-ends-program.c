// verdict: true
// petrify: instances=1 places=11 transitions=6
// exit() ends the whole program: the worker that is joined never observes stop == 1 after exit.
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);

int stop = 0;

void *worker(void *arg) {
  stop = 1;
  exit(0);
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  reach_error();
  return 0;
}
