// verdict: false
// petrify: instances=3 places=43 transitions=40
// As nondet-bounded-threads.c, but the check fails for one value of the input only: n == 2 (x == 2 after the
// joins). The exact search over input intervals finds it, and its counterexample carries the input 2.
#include <pthread.h>
extern void reach_error(void);
extern void abort(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int x = 0;
pthread_mutex_t m;

void *work(void *arg) {
  pthread_mutex_lock(&m);
  x = x + 1;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t t[3];
  int n = __VERIFIER_nondet_uint();
  if (n < 1 || n > 3) abort();
  for (int i = 0; i < n; i++) {
    pthread_create(&t[i], 0, work, 0);
  }
  for (int i = 0; i < n; i++) {
    pthread_join(t[i], 0);
  }
  if (x * 5 == 10) reach_error();
  return 0;
}
