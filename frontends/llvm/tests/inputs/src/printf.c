#include <stdio.h>
#include <stdarg.h>
int sum_ints(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int main(int argc, char **argv) {
  printf("hello %d %f %s\n", argc, 3.5, argv[0]);
  fprintf(stderr, "sum=%d\n", sum_ints(3, 1, 2, 3));
  puts("done");
  return 0;
}
