// Forward mode through sin, cos, tanh, atan2 (both arguments, several
// quadrants) and hypot.
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

static double f_sc(double x) { return sin(x) * cos(2 * x) + tanh(x / 2); }
static double f_at(double y, double x) { return atan2(y, x); }
static double f_hy(double a, double b) { return hypot(a, b) * sin(a) + cos(a * b); }
static double f_tanh(double x) { return tanh(3 * x) - x * tanh(x); }

int main(void) {
    const double h = 1e-5;
    char name[64];
    const double xs[3] = {-0.9, 0.35, 2.4};
    for (int i = 0; i < 3; i++) {
        double x = xs[i];
        snprintf(name, sizeof name, "sin*cos+tanh @%g", x);
        check(name, __enzyme_fwddiff((void *)f_sc, x, 1.0), (f_sc(x + h) - f_sc(x - h)) / (2 * h));
        snprintf(name, sizeof name, "tanh @%g", x);
        check(name, __enzyme_fwddiff((void *)f_tanh, x, 1.0), (f_tanh(x + h) - f_tanh(x - h)) / (2 * h));
    }
    const double pts[4][2] = {{0.5, 1.2}, {0.7, -0.4}, {-1.1, -0.3}, {-0.6, 2.0}};
    for (int i = 0; i < 4; i++) {
        double y = pts[i][0], x = pts[i][1];
        snprintf(name, sizeof name, "datan2/dy (%g,%g)", y, x);
        check(name, __enzyme_fwddiff((void *)f_at, y, 1.0, enzyme_const, x),
              (f_at(y + h, x) - f_at(y - h, x)) / (2 * h));
        snprintf(name, sizeof name, "datan2/dx (%g,%g)", y, x);
        check(name, __enzyme_fwddiff((void *)f_at, enzyme_const, y, x, 1.0),
              (f_at(y, x + h) - f_at(y, x - h)) / (2 * h));
    }
    double a = 1.3, b = -0.8;
    check("dhypot/da", __enzyme_fwddiff((void *)f_hy, a, 1.0, b, 0.0), (f_hy(a + h, b) - f_hy(a - h, b)) / (2 * h));
    check("dhypot/db", __enzyme_fwddiff((void *)f_hy, a, 0.0, b, 1.0), (f_hy(a, b + h) - f_hy(a, b - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
