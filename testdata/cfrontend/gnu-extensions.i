typedef unsigned long int size_t;
typedef __builtin_va_list __gnuc_va_list;
extern int printf (const char *__restrict __format, ...) __attribute__ ((__nothrow__));
extern int vprintf (const char *__restrict __format, __gnuc_va_list __arg);
extern void __assert_fail (const char *__assertion, const char *__file,
      unsigned int __line, const char *__function)
     __attribute__ ((__nothrow__ , __leaf__)) __attribute__ ((__noreturn__));
extern int rename_me (int) __asm__ ("" "renamed");
__extension__ typedef long long int __quad_t;
struct __attribute__((packed)) point { int x; int y; } __attribute__((aligned(4)));
typedef struct { int __val[2]; } __fsid_t;
static __inline int twice (int v) { return v * 2; }
struct flags { unsigned int ready : 1; unsigned int count : 7; int : 0; signed int level : 4; };
union value { int i; char c[4]; };
struct node { struct node *next; int data; };
void reach_error() { ((void) sizeof ((0) ? 1 : 0), __extension__ ({ if (0) ; else __assert_fail ("0", "gnu.c", 3, __extension__ __PRETTY_FUNCTION__); })); }
volatile _Bool done = 0;
int table[3][2] = { [0] = { 1, 2 }, [2][1] = 5 };
struct point origin = { .y = 2, .x = 1 };
struct { struct point corner; int tags[2]; } box = { .corner = { .x = 3 }, .tags = { [1] = 7 } };
void *(*start_routine) (void *);
typedef void *(*thread_fn) (void *);
int (*handlers[2]) (int);
size_t offset = __builtin_offsetof (struct point, y);
int main (void) {
  typeof (done) copy = done;
  __typeof__ (table[0]) row;
  int sum = ({ int t = 3; t + 4; });
  long expected = __builtin_expect (sum == 7, 1);
  struct flags f = { 1, 3 };
  f.count = 5;
  if (!copy)
    goto out;
  sum++;
out:
  __asm__ __volatile__ ("" : : : "memory");
  return twice (sum) + (int) offset + f.count + row[0] * 0 + (int) expected * 0;
}
