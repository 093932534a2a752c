// verdict: true
// petrify: instances=1 places=28 transitions=35
// for, while, do-while, break, continue, switch, goto and the conditional operator.
extern void reach_error(void);

int main(void) {
  int s = 0;
  for (int i = 0; i < 5; i++) {
    if (i == 1) continue;
    if (i == 4) break;
    s += i;
  }
  int j = 0;
  do { j++; } while (j < 3);
  switch (j) {
    case 1: s = 100; break;
    case 3: s = s + 10;
    case 4: s = s + 1; break;
    default: s = 0;
  }
  if (s != 16) goto fail;
  s = s > 10 ? 1 : 2;
  if (s != 1) goto fail;
  return 0;
fail:
  reach_error();
  return 1;
}
