// verdict: true
// petrify: instances=1 places=28 transitions=28
// Unsigned arithmetic wraps modulo 2^N; conversions to a narrower signed type keep the value in range.
extern void reach_error(void);

int main(void) {
  unsigned int u = 0;
  u = u - 1;
  if (u != 4294967295u) reach_error();
  unsigned char c = 250;
  c = c + 10;
  if (c != 4) reach_error();
  signed char s = (signed char) 200;
  if (s != -56) reach_error();
  int i = -7;
  if (i / 2 != -3 || i % 2 != -1) reach_error();
  if ((unsigned int) i != 4294967289u) reach_error();
  _Bool b = 5;
  if (b != 1) reach_error();
  return 0;
}
