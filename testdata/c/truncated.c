// verdict: error
// A truncated file.
int main(void) {
  int x = 
