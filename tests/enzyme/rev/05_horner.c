// Reverse mode through Horner evaluation of a polynomial with a runtime
// degree: gradient with respect to the coefficient array (dup, accumulated
// into a zeroed shadow) and to x (enzyme_out, returned); and a Horner loop
// carrying p and p' together that returns the Newton step p/p'.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double horner(const double *c, int n, double x) {
    double r = c[n - 1];
    for (int i = n - 2; i >= 0; i--) r = r * x + c[i];
    return r;
}
static double newton_step(const double *c, int n, double x) {
    double p = c[n - 1], dp = 0;
    for (int i = n - 2; i >= 0; i--) {
        dp = dp * x + p;
        p = p * x + c[i];
    }
    return p / dp;
}

int main(void) {
    enum { N = 6 };
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double c[N] = {0.5, -1.2, 0.8, 0.3, -0.45, 0.2}, dc[N] = {0};
    double x = 1.35;
    char name[32];
    double dx = __enzyme_autodiff((void *)horner, enzyme_dup, c, dc, enzyme_const, n, enzyme_out, x);
    check("horner d/dx", dx, (horner(c, n, x + h) - horner(c, n, x - h)) / (2 * h));
    for (int k = 0; k < N; k++) {
        double s = c[k];
        c[k] = s + h; double fp = horner(c, n, x);
        c[k] = s - h; double fm = horner(c, n, x);
        c[k] = s;
        snprintf(name, sizeof name, "horner d/dc[%d]", k);
        check(name, dc[k], (fp - fm) / (2 * h));
    }
    double dc2[N] = {0};
    dx = __enzyme_autodiff((void *)newton_step, c, dc2, n, x);
    check("newton_step d/dx", dx, (newton_step(c, n, x + h) - newton_step(c, n, x - h)) / (2 * h));
    for (int k = 0; k < N; k++) {
        double s = c[k];
        c[k] = s + h; double fp = newton_step(c, n, x);
        c[k] = s - h; double fm = newton_step(c, n, x);
        c[k] = s;
        snprintf(name, sizeof name, "newton_step d/dc[%d]", k);
        check(name, dc2[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
