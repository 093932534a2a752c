// verdict: true
// petrify: instances=1 places=30 transitions=33
// Side effects in conditions and expressions are sequenced; && and || short-circuit.
extern void reach_error(void);

int calls = 0;

int touch(int v) { calls++; return v; }

int main(void) {
  int i = 0;
  int a = i++ + 10;
  if (touch(0) && touch(1)) reach_error();
  if (touch(1) || touch(0)) { } else reach_error();
  if (a != 10 || i != 1 || calls != 2) reach_error();
  i += 5;
  if (i != 6) reach_error();
  return 0;
}
