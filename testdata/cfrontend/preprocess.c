#include "preprocess.h"
#define LIMIT 10

int counter;

int main(void) {
  for (int i = 0; i < LIMIT; i++)
    counter = INCREMENT(counter);
  return counter;
}
