// Forward mode through branches: a piecewise function with four pieces
// chosen by comparisons on the active input, a ternary on an int argument,
// and a loop that exits early on a data-dependent condition.
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|),
// at inputs inside each piece.
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

static double piece(double x) {
    if (x < -1.0) return -x * x;
    else if (x < 0.5) return sin(3 * x);
    else if (x < 2.0) return exp(x) / (1 + x);
    return log(x) * x * x;
}
static double choose(double x, int mode) { return mode > 0 ? x * x * x : 1.0 / x; }
static double early(double x) {
    double acc = x;
    for (int i = 0; i < 100; i++) {
        acc = acc * 1.3 + 0.1 * sin(acc);
        if (acc > 50.0) break;
    }
    return acc;
}

int main(void) {
    const double h = 1e-5;
    char name[48];
    const double xs[6] = {-2.2, -1.3, -0.4, 0.3, 1.4, 3.1};
    for (int i = 0; i < 6; i++) {
        double x = xs[i];
        snprintf(name, sizeof name, "piece @%g", x);
        check(name, __enzyme_fwddiff((void *)piece, x, 1.0), (piece(x + h) - piece(x - h)) / (2 * h));
    }
    for (int m = -1; m <= 1; m += 2) {
        snprintf(name, sizeof name, "choose mode=%d", m);
        check(name, __enzyme_fwddiff((void *)choose, 1.7, 1.0, enzyme_const, m),
              (choose(1.7 + h, m) - choose(1.7 - h, m)) / (2 * h));
    }
    check("early @0.9", __enzyme_fwddiff((void *)early, 0.9, 1.0), (early(0.9 + h) - early(0.9 - h)) / (2 * h));
    check("early @0.3", __enzyme_fwddiff((void *)early, 0.3, 1.0), (early(0.3 + h) - early(0.3 - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
