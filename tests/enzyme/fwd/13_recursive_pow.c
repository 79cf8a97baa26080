// Forward mode through recursion: a linear recursive power, a
// fast (square-and-multiply) recursive power, and mutually recursive
// even/odd series.
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

static double rpow(double x, int n) { return n == 0 ? 1.0 : x * rpow(x, n - 1); }
static double fpow(double x, int n) {
    if (n == 0) return 1.0;
    double half = fpow(x, n / 2);
    return n % 2 ? half * half * x : half * half;
}
static double odd_s(double x, int n);
static double even_s(double x, int n) { return n <= 0 ? 1.0 : 1.0 + x * odd_s(x, n - 1); }
static double odd_s(double x, int n) { return n <= 0 ? x : x - 0.5 * x * even_s(x, n - 1); }

int main(void) {
    const double h = 1e-5;
    char name[32];
    for (int n = 1; n <= 9; n += 4) {
        snprintf(name, sizeof name, "rpow n=%d", n);
        check(name, __enzyme_fwddiff((void *)rpow, 1.15, 1.0, n), (rpow(1.15 + h, n) - rpow(1.15 - h, n)) / (2 * h));
        snprintf(name, sizeof name, "fpow n=%d", n + 2);
        check(name, __enzyme_fwddiff((void *)fpow, 0.93, 1.0, n + 2),
              (fpow(0.93 + h, n + 2) - fpow(0.93 - h, n + 2)) / (2 * h));
    }
    check("even/odd n=6", __enzyme_fwddiff((void *)even_s, 0.7, 1.0, enzyme_const, 6),
          (even_s(0.7 + h, 6) - even_s(0.7 - h, 6)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
