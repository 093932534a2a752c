// verdict: true
// petrify: instances=1 places=45 transitions=42
// Pointers to array elements passed to threads; arrays of mutexes and a mutex inside a struct.
#include <pthread.h>
extern void reach_error(void);
pthread_mutex_t locks[2];
int data[2];
struct box { pthread_mutex_t m; int count; };
struct box b;
void *worker(void *arg) {
  int *slot = (int *) arg;
  int i = (slot == &data[0]) ? 0 : 1;
  pthread_mutex_lock(&locks[i]);
  *slot = *slot + 1;
  pthread_mutex_unlock(&locks[i]);
  pthread_mutex_lock(&b.m);
  b.count++;
  pthread_mutex_unlock(&b.m);
  return 0;
}
int main(void) {
  pthread_t t[2];
  pthread_mutex_init(&locks[0], 0);
  pthread_mutex_init(&locks[1], 0);
  pthread_mutex_init(&b.m, 0);
  pthread_create(t, 0, worker, &data[0]);
  pthread_create(t + 1, 0, worker, &data[1]);
  pthread_join(t[0], 0);
  pthread_join(t[1], 0);
  if (data[0] != 1 || data[1] != 1 || b.count != 2) reach_error();
  return 0;
}
