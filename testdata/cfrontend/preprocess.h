/* a header of the preprocessing test */
#define INCREMENT(x) ((x) + 1)
extern int counter;
