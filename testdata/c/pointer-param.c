// verdict: true
// petrify: instances=1 places=15 transitions=15
// Pointers to globals passed to an inlined function: the targets are known statically.
extern void reach_error(void);

int v = 3;
int w = 0;

void swap(int *p, int *q) {
  int t = *p;
  *p = *q;
  *q = t;
}

int main(void) {
  swap(&v, &w);
  int *r = &v;
  *r = *r + 10;
  if (v != 10 || w != 3) reach_error();
  return 0;
}
