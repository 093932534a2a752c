int main(void) {
  int x = 1;
  while (x < 10) {
    x = x + 