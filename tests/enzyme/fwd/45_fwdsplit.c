// __enzyme_fwdsplit: forward mode whose last argument is the tape of an
// augmented forward call, or null. zyme's forward derivative recomputes
// what it needs, so the tape goes unused (for functions that do not
// overwrite their own inputs, which the split call would redo).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwdsplit(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double scalar(double x, double y) { return sin(x) * y + log(x * x + y); }

double sumsq(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * (i + 1);
    return sqrt(s);
}

int main(void) {
    const double h = 1e-6, x = 0.8, y = 1.7;
    check("scalar d/dx", __enzyme_fwdsplit((void *)scalar, x, 1.0, enzyme_const, y, (void *)0),
          (scalar(x + h, y) - scalar(x - h, y)) / (2 * h));
    double v[3] = {0.5, -1.0, 2.0}, t[3] = {1.0, 0.0, -0.5}, vp[3], vm[3];
    for (int i = 0; i < 3; i++) {
        vp[i] = v[i] + h * t[i];
        vm[i] = v[i] - h * t[i];
    }
    check("array along t",
          __enzyme_fwdsplit((void *)sumsq, enzyme_dup, v, t, enzyme_const, 3, (void *)0),
          (sumsq(vp, 3) - sumsq(vm, 3)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
