// Forward mode through Newton iterations with a data-dependent stopping
// test: the real root of x^3 + a x - b (sensitivity to a and b), and a
// Newton square root, both against finite differences of the solver.
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double cubic_root(double a, double b) {
    double x = 1.0;
    for (int it = 0; it < 60; it++) {
        double step = (x * x * x + a * x - b) / (3 * x * x + a);
        x -= step;
        if (fabs(step) < 1e-14 * fabs(x)) break;
    }
    return x;
}
static double newton_sqrt(double v, int iters) {
    double x = v > 1 ? v : 1.0;
    for (int i = 0; i < iters; i++) x = 0.5 * (x + v / x);
    return x;
}

int main(void) {
    const double h = 1e-5;
    double a = 2.0, b = 5.0;
    check("droot/da", __enzyme_fwddiff((void *)cubic_root, a, 1.0, b, 0.0),
          (cubic_root(a + h, b) - cubic_root(a - h, b)) / (2 * h));
    check("droot/db", __enzyme_fwddiff((void *)cubic_root, enzyme_const, a, b, 1.0),
          (cubic_root(a, b + h) - cubic_root(a, b - h)) / (2 * h));
    double x = cubic_root(a, b);
    check("droot/db implicit", __enzyme_fwddiff((void *)cubic_root, enzyme_const, a, b, 1.0),
          1.0 / (3 * x * x + a));
    check("newton_sqrt(7)", __enzyme_fwddiff((void *)newton_sqrt, 7.0, 1.0, 30),
          (newton_sqrt(7.0 + h, 30) - newton_sqrt(7.0 - h, 30)) / (2 * h));
    check("newton_sqrt(0.3), 3 it", __enzyme_fwddiff((void *)newton_sqrt, 0.3, 1.0, 3),
          (newton_sqrt(0.3 + h, 3) - newton_sqrt(0.3 - h, 3)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
