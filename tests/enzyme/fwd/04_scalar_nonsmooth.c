// Forward mode through fabs, fmin, fmax and erf, on both sides of every kink
// (never at one).
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

static double f_abs(double x) { return fabs(x * x * x - x) + 2 * x; }
static double f_min(double a, double b) { return fmin(a * a, 3 * b) + a; }
static double f_max(double a, double b) { return fmax(sin(a), b * b) * 2; }
static double f_erf(double x) { return erf(x) + x * erf(0.5 * x); }

int main(void) {
    const double h = 1e-5;
    char name[64];
    const double xs[4] = {-1.6, -0.4, 0.5, 1.9};
    for (int i = 0; i < 4; i++) {
        double x = xs[i];
        snprintf(name, sizeof name, "fabs @%g", x);
        check(name, __enzyme_fwddiff((void *)f_abs, x, 1.0), (f_abs(x + h) - f_abs(x - h)) / (2 * h));
        snprintf(name, sizeof name, "erf @%g", x);
        check(name, __enzyme_fwddiff((void *)f_erf, x, 1.0), (f_erf(x + h) - f_erf(x - h)) / (2 * h));
    }
    const double ab[2][2] = {{1.2, 0.9}, {0.5, 1.0}};
    for (int i = 0; i < 2; i++) {
        double a = ab[i][0], b = ab[i][1];
        snprintf(name, sizeof name, "fmin . (1,0.5) @%d", i);
        check(name, __enzyme_fwddiff((void *)f_min, a, 1.0, b, 0.5),
              (f_min(a + h, b + 0.5 * h) - f_min(a - h, b - 0.5 * h)) / (2 * h));
        snprintf(name, sizeof name, "fmax . (1,0.5) @%d", i);
        check(name, __enzyme_fwddiff((void *)f_max, a, 1.0, b, 0.5),
              (f_max(a + h, b + 0.5 * h) - f_max(a - h, b - 0.5 * h)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
