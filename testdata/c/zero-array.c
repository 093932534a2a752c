// verdict: true
// petrify: instances=1 places=17 transitions=16
// Arrays with static storage and no initialiser start zeroed (C11 6.7.9p10), also at indices read before any
// write: the thread reads a[1] and ps[1].y, never written, and a[2] before or after main writes it.
#include <pthread.h>
extern void reach_error(void);

struct point { int x; int y; };
int a[3];
struct point ps[2];

void *reader(void *arg) {
  int v = a[2];
  if (a[1] != 0 || ps[1].y != 0 || (v != 0 && v != 7)) {
    reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  a[2] = 7;
  ps[0].y = 1;
  pthread_join(t, 0);
  return 0;
}
