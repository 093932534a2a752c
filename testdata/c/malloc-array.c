// verdict: true
// petrify: instances=1 places=25 transitions=24
// A malloc'd array of nondeterministic size, written by one thread, read by main after the join (weaver style).
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int *A;
int n;

void *fill(void *arg) {
  for (int i = 0; i < n; i++) {
    A[i] = i;
  }
  return 0;
}

int main(void) {
  pthread_t t;
  n = __VERIFIER_nondet_int();
  if (n < 1 || n > 3) return 0;
  A = (int *) malloc(sizeof(int) * (size_t) n);
  pthread_create(&t, 0, fill, 0);
  pthread_join(t, 0);
  if (A[n - 1] != n - 1) reach_error();
  return 0;
}
