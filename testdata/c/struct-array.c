// verdict: true
// petrify: instances=1 places=11 transitions=12
// Globals and locals of struct and array type.
extern void reach_error(void);

struct point { int x; int y; };
struct point p = { 1, 2 };
int a[4] = { 0 };

int main(void) {
  struct point q;
  q.x = p.y;
  q.y = p.x;
  a[q.x] = 5;
  int b[3];
  b[0] = a[2];
  b[1] = a[1];
  if (b[0] != 5 || b[1] != 0 || q.y != 1) reach_error();
  return 0;
}
