// Reverse mode through iterative solvers: Newton's square root with a fixed
// (runtime) iteration count, Newton's cube root with a data-dependent
// tolerance exit (while loop), and Kepler's equation E - e sin E = M solved
// by Newton with a tolerance exit, with e and M both active.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the converged iterations' derivatives equal the implicit derivatives.
#include <math.h>
#include <stdio.h>

extern int enzyme_const, enzyme_out;
typedef struct { double de, dm; } grad2;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double newton_sqrt(double a, int iters) {
    double x = a > 1 ? a : 1;
    for (int k = 0; k < iters; k++) x = 0.5 * (x + a / x);
    return x;
}
static double newton_cbrt(double a) {
    double x = 1.0, f = x * x * x - a;
    int it = 0;
    while (fabs(f) > 1e-14 * a && it < 100) {
        x -= f / (3 * x * x);
        f = x * x * x - a;
        it++;
    }
    return x * x + x;
}
static double kepler(double e, double M) {
    double E = M, d;
    do {
        d = (E - e * sin(E) - M) / (1 - e * cos(E));
        E -= d;
    } while (fabs(d) > 1e-15);
    return E;
}

int main(void) {
    const double h = 1e-6;
    volatile int iv = 30;
    int iters = iv;
    double a = 7.3;
    check("sqrt(a) d/da", __enzyme_autodiff((void *)newton_sqrt, enzyme_out, a, enzyme_const, iters),
          (newton_sqrt(a + h, iters) - newton_sqrt(a - h, iters)) / (2 * h));
    check("sqrt(a) implicit", __enzyme_autodiff((void *)newton_sqrt, a, iters), 0.5 / sqrt(a));
    check("cbrt(a) d/da", __enzyme_autodiff((void *)newton_cbrt, a), (newton_cbrt(a + h) - newton_cbrt(a - h)) / (2 * h));
    double e = 0.3, M = 1.1;
    grad2 g = __enzyme_autodiff2((void *)kepler, enzyme_out, e, enzyme_out, M);
    check("kepler d/de", g.de, (kepler(e + h, M) - kepler(e - h, M)) / (2 * h));
    check("kepler d/dM", g.dm, (kepler(e, M + h) - kepler(e, M - h)) / (2 * h));
    double E = kepler(e, M);
    check("kepler d/dM implicit", g.dm, 1 / (1 - e * cos(E)));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
