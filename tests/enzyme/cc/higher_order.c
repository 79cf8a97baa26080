// Derivatives of order 3 and 4: __enzyme_autodiff nested three and four
// deep, and forward over reverse over reverse. Each inner derivative's
// tape (grown by realloc, holding floats, integers and pointers at
// run-time offsets) is itself differentiated: its shadow moves with
// __zyme_shadow_move, whose derivatives need no types.
// Check: the exact derivatives, |ad - want| <= 1e-9 * max(1, |want|).
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double want) {
    int ok = fabs(ad - want) <= 1e-9 * fmax(1.0, fabs(want)) && fabs(want) > 1e-9;
    printf("%-26s ad=%+.12e want=%+.12e %s\n", what, ad, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

// f = x^2 sin x
double f(double x) { return sin(x) * x * x; }
double f1(double x) { return __enzyme_autodiff((void *)f, x); }
double f2(double x) { return __enzyme_autodiff((void *)f1, x); }
double f3(double x) { return __enzyme_autodiff((void *)f2, x); }
double f4(double x) { return __enzyme_autodiff((void *)f3, x); }
double f3_fwd(double x) { return __enzyme_fwddiff((void *)f2, x, 1.0); }

// g = sum_{k=1..n} sin(k x) / k, with a loop whose trip count is not
// known when compiling: g''' = -sum k^2 cos(k x), g'''' = sum k^3 sin(k x)
static int n_terms = 5;
double g(double x) {
    double s = 0;
    for (int k = 1; k <= n_terms; k++)
        s += sin(k * x) / k;
    return s;
}
double g1(double x) { return __enzyme_autodiff((void *)g, x); }
double g2(double x) { return __enzyme_autodiff((void *)g1, x); }
double g3(double x) { return __enzyme_autodiff((void *)g2, x); }
double g4(double x) { return __enzyme_autodiff((void *)g3, x); }

int main(void) {
    double x = 0.7, s = sin(x), c = cos(x);
    check("f''' reverse^3", f3(x), 6 * c - 6 * x * s - x * x * c);
    check("f''' forward over rev^2", f3_fwd(x), 6 * c - 6 * x * s - x * x * c);
    check("f'''' reverse^4", f4(x), -12 * s - 8 * x * c + x * x * s);
    double w3 = 0, w4 = 0;
    for (int k = 1; k <= n_terms; k++) {
        w3 -= k * k * cos(k * x);
        w4 += k * k * k * sin(k * x);
    }
    check("g''' reverse^3 (loop)", g3(x), w3);
    check("g'''' reverse^4 (loop)", g4(x), w4);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
