// verdict: true
// petrify: instances=1 places=62 transitions=66
// Two threads walk two heap arrays in swapped roles while they agree: thread 1 reads A then B, thread 2 reads B
// then A. They stop at the same index, which needs the agreement i == j of the copies in lock-step; the array
// reads are case splits over the allocation each pointer holds (A's identity in one thread, B's in the other).
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void assume_abort_if_not(int cond) { if (!cond) abort(); }

int *A, *B;
int n;
int i = 0, j = 0;

void *first(void *arg) {
  while (i < n && A[i] == B[i]) {
    i++;
  }
  return 0;
}

void *second(void *arg) {
  while (j < n && B[j] == A[j]) {
    j++;
  }
  return 0;
}

int main() {
  pthread_t t1, t2;
  n = __VERIFIER_nondet_int();
  assume_abort_if_not(0 <= n && n <= 2);
  A = malloc(sizeof(int) * 2);
  B = malloc(sizeof(int) * 2);
  for (int k = 0; k < 2; k++) {
    A[k] = __VERIFIER_nondet_int();
    B[k] = __VERIFIER_nondet_int();
    assume_abort_if_not(0 <= A[k] && A[k] <= 1 && 0 <= B[k] && B[k] <= 1);
  }
  pthread_create(&t1, 0, first, 0);
  pthread_create(&t2, 0, second, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  if (i != j) {
    reach_error();
  }
  return 0;
}
