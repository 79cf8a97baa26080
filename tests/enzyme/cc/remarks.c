// `zyme cc -Rpass=zyme` (or Enzyme's `-Rpass=enzyme`): a remark for each
// value the reverse caches, at its source position. sin(x[i]) is read by
// the reverse of the product on every iteration, so it is cached per
// iteration. Checked by zyme/tests/enzyme_rev.rs on zyme cc's stderr.
#include <math.h>
extern double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;
double f(double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += sin(x[i]) * x[i];
    return s;
}
int main(void) {
    double x[3] = {1, 2, 3}, dx[3] = {0};
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, 3);
    return fabs(dx[0] - (cos(1.0) + sin(1.0))) < 1e-12 ? 0 : 1;
}
