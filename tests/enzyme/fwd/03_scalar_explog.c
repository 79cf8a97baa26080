// Forward mode through exp, log, pow (base, exponent, both), sqrt, expm1,
// log1p and cbrt.
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

static double f_exp(double x) { return exp(-x * x) + 0.5 * exp(x); }
static double f_log(double x) { return log(x * x + 1) + log(x) * x; }
static double f_pow(double b, double e) { return pow(b, e); }
static double f_pow3(double x) { return pow(x, 3.0) + pow(x, 0.5); }
static double f_sqrt(double x) { return sqrt(x) + sqrt(1 + x * x); }
static double f_m1p(double x) { return expm1(x) * 3 + log1p(x * x); }
static double f_cbrt(double x) { return cbrt(x) + cbrt(x * x + 2); }

#define D1(f, x) check(#f " @" #x, __enzyme_fwddiff((void *)f, x, 1.0), (f(x + h) - f(x - h)) / (2 * h))

int main(void) {
    const double h = 1e-5;
    D1(f_exp, 0.6);
    D1(f_exp, -1.4);
    D1(f_log, 0.3);
    D1(f_log, 2.7);
    D1(f_pow3, 1.7);
    D1(f_sqrt, 0.25);
    D1(f_sqrt, 3.0);
    D1(f_m1p, 1e-3);
    D1(f_m1p, -0.4);
    D1(f_cbrt, 0.7);
    D1(f_cbrt, -2.5);
    double b = 1.8, e = 2.3;
    check("dpow/dbase", __enzyme_fwddiff((void *)f_pow, b, 1.0, enzyme_const, e),
          (f_pow(b + h, e) - f_pow(b - h, e)) / (2 * h));
    check("dpow/dexp", __enzyme_fwddiff((void *)f_pow, enzyme_const, b, e, 1.0),
          (f_pow(b, e + h) - f_pow(b, e - h)) / (2 * h));
    check("dpow . (1,-2)", __enzyme_fwddiff((void *)f_pow, b, 1.0, e, -2.0),
          (f_pow(b + h, e - 2 * h) - f_pow(b - h, e + 2 * h)) / (2 * h));
    check("dpow/dbase b<0 e=3", __enzyme_fwddiff((void *)f_pow, -1.5, 1.0, enzyme_const, 3.0),
          (f_pow(-1.5 + h, 3.0) - f_pow(-1.5 - h, 3.0)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
