// frexp and ldexp in both modes: the mantissa m = x·2^−e has dm/dx = m/x,
// ldexp(x, n) = x·2^n has derivative 2^n = r/x; the exponent is an
// integer written through a pointer (no derivative).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(double x) {
    int e;
    double m = frexp(x * x + 0.5, &e);
    return m * (e + 1) + ldexp(sin(x), 3);
}

int main(void) {
    const double xs[] = {0.3, 1.7, -2.2};
    char name[32];
    for (int i = 0; i < 3; i++) {
        double x = xs[i], h = 1e-6;
        double fd = (f(x + h) - f(x - h)) / (2 * h);
        snprintf(name, sizeof name, "reverse f'(%g)", x);
        check(name, __enzyme_autodiff((void *)f, x), fd);
        snprintf(name, sizeof name, "forward f'(%g)", x);
        check(name, __enzyme_fwddiff((void *)f, x, 1.0), fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
