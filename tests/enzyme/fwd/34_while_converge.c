// Forward mode through while loops whose trip count depends on the active
// value: exp by its Taylor series until the term is negligible, and the
// arithmetic-geometric mean iterated until the two means agree.
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|),
// plus the exact derivative of exp.
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

static double taylor_exp(double x) {
    double sum = 1, term = 1;
    int k = 1;
    while (fabs(term) > 1e-17 * fabs(sum)) {
        term *= x / k;
        sum += term;
        k++;
    }
    return sum;
}
static double agm(double a, double b) {
    while (fabs(a - b) > 1e-15 * a) {
        double m = 0.5 * (a + b);
        b = sqrt(a * b);
        a = m;
    }
    return a;
}

int main(void) {
    const double h = 1e-5;
    char name[32];
    const double xs[3] = {-1.5, 0.4, 2.2};
    for (int i = 0; i < 3; i++) {
        double x = xs[i];
        double ad = __enzyme_fwddiff((void *)taylor_exp, x, 1.0);
        snprintf(name, sizeof name, "taylor_exp @%g", x);
        check(name, ad, (taylor_exp(x + h) - taylor_exp(x - h)) / (2 * h));
        snprintf(name, sizeof name, "taylor_exp @%g = exp", x);
        check(name, ad, exp(x));
    }
    check("dagm/da", __enzyme_fwddiff((void *)agm, 1.0, 1.0, 3.0, 0.0), (agm(1.0 + h, 3.0) - agm(1.0 - h, 3.0)) / (2 * h));
    check("dagm/db", __enzyme_fwddiff((void *)agm, 1.0, 0.0, 3.0, 1.0), (agm(1.0, 3.0 + h) - agm(1.0, 3.0 - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
