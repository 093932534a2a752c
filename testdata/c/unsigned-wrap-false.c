// verdict: false
// petrify: instances=1 places=8 transitions=7
// 255 + 1 in unsigned char is 0, so the error is reached.
extern void reach_error(void);

int main(void) {
  unsigned char c = 255;
  c++;
  if (c == 0) reach_error();
  return 0;
}
