/* A program against the glibc headers: preprocessing pulls in their GNU extensions. */
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int64_t total;
static bool done;

static void *worker(void *arg) {
  int *values = arg;
  pthread_mutex_lock(&lock);
  total += values[0];
  pthread_mutex_unlock(&lock);
  return NULL;
}

int main(void) {
  pthread_t threads[2];
  int *values = malloc(sizeof(int) * 2);
  if (values == NULL)
    abort();
  memset(values, 0, 2 * sizeof *values);
  for (int i = 0; i < 2; i++)
    pthread_create(&threads[i], NULL, worker, values);
  for (int i = 0; i < 2; i++)
    pthread_join(threads[i], NULL);
  done = true;
  assert(total <= INT_MAX);
  printf("%lld\n", (long long) total);
  free(values);
  return 0;
}
