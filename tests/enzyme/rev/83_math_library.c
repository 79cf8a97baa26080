// The C math library in one expression, in reverse and forward mode:
// trigonometric, hyperbolic and their inverses, exponentials and
// logarithms in every base (exp10 is a GNU extension), powers, roots,
// error and gamma functions, atan2, hypot and fmod.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_dup;
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(double x) {
    return sin(x) * cos(x) + tan(x) + asin(0.5 * x) + acos(0.4 * x) + atan(x) + sinh(x) +
           cosh(x) * tanh(x) + asinh(x) + acosh(1 + x) + atanh(0.5 * x) + exp(x) + exp2(x) +
           exp10(0.1 * x) + expm1(x) + log(x) + log2(x) + log10(x) + log1p(x) + pow(x, 2.5) +
           sqrt(x) + cbrt(x) + erf(x) + erfc(x) + tgamma(x + 1) + lgamma(x + 2) +
           atan2(x, 1.3) + hypot(x, 2.0) + fmod(x, 0.3);
}

int main(void) {
    const double h = 1e-6;
    double xs[3] = {0.35, 0.7, 1.1};
    for (int i = 0; i < 3; i++) {
        double x = xs[i], fd = (f(x + h) - f(x - h)) / (2 * h);
        check("reverse", __enzyme_autodiff((void *)f, enzyme_out, x), fd);
        check("forward", __enzyme_fwddiff((void *)f, enzyme_dup, x, 1.0), fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
