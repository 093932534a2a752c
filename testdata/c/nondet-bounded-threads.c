// verdict: true
// petrify: instances=3 places=43 transitions=40
// A nondeterministic loop bound n in [1, 3] creates n workers that add 1 to x under a mutex; after joining them,
// x == n. The exact search over input intervals proves it: n stays the interval [1, 3] until the loop compares
// it with i, which splits it into [1, 1] and [2, 3], and so on.
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
  if (x != n) reach_error();
  return 0;
}
