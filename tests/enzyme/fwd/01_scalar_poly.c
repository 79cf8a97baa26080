// Forward mode on polynomials: one variable, two variables (partials and a
// directional derivative), and a runtime-degree polynomial with a const int.
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

static double p5(double x) { return 3 * x * x * x * x * x - 2 * x * x * x + x - 7; }
static double p2(double x, double y) { return x * x * y - 3 * x * y * y + 2 * y + 1.5 * x * x; }
static double pn(double x, int n) {
    double r = 1;
    for (int i = 0; i < n; i++) r = r * x + (i + 1);
    return r;
}

int main(void) {
    const double h = 1e-5;
    const double xs[3] = {-1.3, 0.4, 2.1};
    char name[64];
    for (int i = 0; i < 3; i++) {
        double x = xs[i];
        double ad = __enzyme_fwddiff((void *)p5, x, 1.0);
        snprintf(name, sizeof name, "p5'(%g)", x);
        check(name, ad, (p5(x + h) - p5(x - h)) / (2 * h));
    }
    double x = 0.8, y = -1.7;
    double ax = __enzyme_fwddiff((void *)p2, x, 1.0, y, 0.0);
    check("dp2/dx", ax, (p2(x + h, y) - p2(x - h, y)) / (2 * h));
    double ay = __enzyme_fwddiff((void *)p2, enzyme_dup, x, 0.0, enzyme_dup, y, 1.0);
    check("dp2/dy", ay, (p2(x, y + h) - p2(x, y - h)) / (2 * h));
    double ad = __enzyme_fwddiff((void *)p2, x, 0.3, y, -0.7);
    check("dp2 . (0.3,-0.7)", ad, (p2(x + 0.3 * h, y - 0.7 * h) - p2(x - 0.3 * h, y + 0.7 * h)) / (2 * h));
    double ac = __enzyme_fwddiff((void *)p2, x, 1.0, enzyme_const, y);
    check("dp2/dx (y const)", ac, (p2(x + h, y) - p2(x - h, y)) / (2 * h));
    for (int n = 1; n <= 7; n += 3) {
        double an = __enzyme_fwddiff((void *)pn, 1.1, 1.0, enzyme_const, n);
        snprintf(name, sizeof name, "pn'(1.1), n=%d", n);
        check(name, an, (pn(1.1 + h, n) - pn(1.1 - h, n)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
