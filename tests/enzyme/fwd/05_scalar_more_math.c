// Forward mode through the rest of libm's differentiable functions: tan,
// asin, acos, atan, sinh, cosh, exp2, log2, log10, erfc, fmod, copysign,
// and x - floor(x).
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

static double f_tan(double x) { return tan(x); }
static double f_asin(double x) { return asin(x); }
static double f_acos(double x) { return acos(x); }
static double f_atan(double x) { return atan(x); }
static double f_sinh(double x) { return sinh(x); }
static double f_cosh(double x) { return cosh(x); }
static double f_exp2(double x) { return exp2(x); }
static double f_log2(double x) { return log2(x); }
static double f_log10(double x) { return log10(x); }
static double f_erfc(double x) { return erfc(x); }
static double f_fmod(double x) { return fmod(3 * x, 1.7); }
static double f_copysign(double x) { return copysign(x * x, -1.0) + x; }
static double f_frac(double x) { return (x - floor(x)) * x; }

#define D1(f, x) check(#f " @" #x, __enzyme_fwddiff((void *)f, x, 1.0), (f(x + h) - f(x - h)) / (2 * h))

int main(void) {
    const double h = 1e-5;
    D1(f_tan, 0.7);
    D1(f_asin, 0.3);
    D1(f_acos, -0.6);
    D1(f_atan, 1.9);
    D1(f_sinh, -0.8);
    D1(f_cosh, 1.2);
    D1(f_exp2, 1.5);
    D1(f_log2, 3.3);
    D1(f_log10, 0.45);
    D1(f_erfc, 0.4);
    D1(f_fmod, 2.1);
    D1(f_copysign, 1.3);
    D1(f_frac, 2.6);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
