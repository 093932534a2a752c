typedef int T;
int x;
int y;
void declaration(void) {
  T * x;
  x = 0;
}
void shadowed(void) {
  int T = 3;
  T * y;
}
void parameter(T T) {
  T + 1;
}
T after(void) {
  T * p = 0;
  { long T = 2; T * 3; }
  T z = (T) 1;
  return sizeof(T) + z + (p == 0);
}
