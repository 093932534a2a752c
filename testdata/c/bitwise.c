// verdict: true
// petrify: instances=1 places=22 transitions=29
// Bitwise operators with a constant operand are integer arithmetic on the bits of the other operand
// (two's complement, so also for negative values); the thread reads the shared operand.
#include <pthread.h>
extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

int x;
unsigned int flags = 0xF0u;

void *worker(void *arg) {
  int v = x;
  if (v == -1 && ((v & 6) != 6 || (v | 4) != -1 || (v ^ 1) != -2 || (v & -4) != -4)) {
    reach_error();
  }
  if (v == 3 && ((v & 6) != 2 || (v | 4) != 7 || (v ^ 5) != 6 || (v & ~1) != 2)) {
    reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t t;
  x = __VERIFIER_nondet_int();
  pthread_create(&t, 0, worker, 0);
  unsigned int f = flags;
  if ((f & 0x3Cu) != 0x30u || (f | 0x0Fu) != 0xFFu || (f ^ 0xFFu) != 0x0Fu || (f & ~0x10u) != 0xE0u) {
    reach_error();
  }
  pthread_join(t, 0);
  return 0;
}
