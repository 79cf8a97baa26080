#include <math.h>
#include <stdio.h>
struct P { double x, y; int n; };
static double g[4] = {1.0, 2.5, -3.0, 4.0};
double norm(struct P *p, int n) {
  double s = 0;
  for (int i = 0; i < n; i++) s += p[i].x * p[i].x + sin(p[i].y) * g[i & 3];
  return sqrt(s);
}
int main(void) {
  struct P ps[3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  float f = 1.5f;
  printf("%f %f\n", norm(ps, 3), (double)f);
  switch (ps[0].n) { case 1: return 2; case 3: return 0; default: return 1; }
}
