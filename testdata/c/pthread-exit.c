// verdict: true
// petrify: instances=1 places=14 transitions=10
// pthread_exit terminates the thread, which can then be joined; the code after it never runs.
#include <pthread.h>
extern void reach_error(void);

int x = 0;

void *worker(void *arg) {
  x = 1;
  pthread_exit(0);
  x = 2;
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, worker, 0);
  pthread_join(t, 0);
  if (x != 1) reach_error();
  return 0;
}
