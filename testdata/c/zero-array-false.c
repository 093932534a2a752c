// verdict: false
// petrify: instances=1 places=16 transitions=14
// Arrays with static storage and no initialiser start zeroed (C11 6.7.9p10), also at indices read before any
// write; the thread reads a[1] and ps[1].y before main writes a[2], so the error is reachable.
#include <pthread.h>
extern void reach_error(void);

struct point { int x; int y; };
int a[3];
struct point ps[2];

void *reader(void *arg) {
  if (a[1] == 0 && ps[1].y == 0 && a[2] == 7) {
    reach_error();
  }
  return 0;
}

int main(void) {
  pthread_t t;
  pthread_create(&t, 0, reader, 0);
  a[2] = 7;
  pthread_join(t, 0);
  return 0;
}
