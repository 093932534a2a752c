// verdict: false
// petrify: instances=1 places=22 transitions=16
// main joins only the first thread: the second may not have written yet.
#include <pthread.h>
extern void reach_error(void);

int a, b;

void *left(void *arg) { a = 1; return 0; }
void *right(void *arg) { b = 2; return 0; }

int main(void) {
  pthread_t l, r;
  pthread_create(&l, 0, left, 0);
  pthread_create(&r, 0, right, 0);
  pthread_join(l, 0);
  if (a + b != 3) {
    reach_error();
  }
  return 0;
}
