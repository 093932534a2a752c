# 1 "main.c"
# 1 "<built-in>"
# 1 "main.c"
# 1 "header.h" 1
typedef int counter_t;
# 2 "main.c" 2

counter_t total;

int main(void) {
	total = 1;
#line 40 "other.c"
  if (total > 0)
    total++;
  return 0;
}
