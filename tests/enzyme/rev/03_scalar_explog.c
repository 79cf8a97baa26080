// Reverse mode through exponential, logarithm and power libm calls: exp,
// log, pow (both arguments active, a constant exponent at a negative base,
// an integer exponent converted from an int), sqrt, cbrt, exp2, log2,
// log10, log1p, expm1.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_const;
typedef struct { double dx, dy; } grad2;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f1(double x, double y) { return exp(x * y) + log(x) * y + pow(x, y) + sqrt(x + y * y); }
static double f2(double x) {
    return pow(x, 2.5) + pow(2.0, x) + exp2(x) + log2(x) + log10(x) + log1p(x) + expm1(-x) + cbrt(x) + 1 / sqrt(x);
}
static double f3(double x) { return pow(x, 3.0) + pow(x, 2.0) + cbrt(x) + exp(-x * x); }
static double f4(double x, int k) { return pow(x, k) + pow(x, -k) + exp(k * x) / k; }

int main(void) {
    const double h = 1e-6;
    double x = 1.3, y = 0.6;
    grad2 g = __enzyme_autodiff2((void *)f1, enzyme_out, x, enzyme_out, y);
    check("f1 d/dx", g.dx, (f1(x + h, y) - f1(x - h, y)) / (2 * h));
    check("f1 d/dy", g.dy, (f1(x, y + h) - f1(x, y - h)) / (2 * h));
    check("f2 d/dx", __enzyme_autodiff((void *)f2, x), (f2(x + h) - f2(x - h)) / (2 * h));
    check("f2 d/dx at 0.35", __enzyme_autodiff((void *)f2, 0.35), (f2(0.35 + h) - f2(0.35 - h)) / (2 * h));
    double n = -1.3;
    check("f3 d/dx (neg base)", __enzyme_autodiff((void *)f3, n), (f3(n + h) - f3(n - h)) / (2 * h));
    volatile int kv = 3;
    int k = kv;
    check("f4 d/dx (int exponent)", __enzyme_autodiff((void *)f4, x, enzyme_const, k),
          (f4(x + h, k) - f4(x - h, k)) / (2 * h));
    check("f4 d/dx (neg base)", __enzyme_autodiff((void *)f4, n, k), (f4(n + h, k) - f4(n - h, k)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
