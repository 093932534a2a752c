// verdict: true
// petrify: instances=1 places=50 transitions=65
// Pointer arithmetic, arrays of structs, struct copy, enums, char and short arithmetic, long long, switch
// fall-through, do-while with continue, the comma operator in ?:, sizeof (checked against gcc).
extern void reach_error(void);
struct node { int v; int w; };
struct node ns[4];
enum color { RED, GREEN = 5, BLUE };
int sum(int *p, int n) { int s = 0; for (int i = 0; i < n; i++) s += p[i]; return s; }
int main(void) {
  int a[5] = {1, 2, 3};
  int *p = a + 1;
  *p += 10;
  p[2] = sum(a, 3);
  struct node *q = &ns[2];
  q->v = 7;
  q->w = a[1] + a[3];
  ns[1] = ns[2];
  enum color c = BLUE;
  char ch = 'a' + 2;
  unsigned short us = 65535;
  us += 2;
  long long big = 3000000000LL * 2;
  int x = 0;
  switch (c) { case RED: x = 1; break; case BLUE: x = 2; default: x += 3; }
  int k = 0;
  do { k++; if (k == 2) continue; x += k; } while (k < 4);
  int t = (x > 5) ? (k++, 10) : 20;
  if (a[1] != 12 || a[3] != 1 + 12 + 3 || ns[1].v != 7 || ns[1].w != 12 + 16 || c != 6 || ch != 'c'
      || us != 1 || big != 6000000000LL || x != 5 + 1 + 3 + 4 || t != 10 || k != 5 || sizeof(struct node) != 8)
    reach_error();
  return 0;
}
