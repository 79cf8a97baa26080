// Forward mode through Horner evaluation of a polynomial (coefficients and
// x both active), Horner with the derivative carried alongside, and a
// Clenshaw recurrence for a Chebyshev series.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

static double horner(const double *c, int n, double x) {
    double r = c[n - 1];
    for (int i = n - 2; i >= 0; i--) r = r * x + c[i];
    return r;
}
/* p(x) + p'(x), the derivative computed by the second Horner sequence */
static double horner2(const double *c, int n, double x) {
    double p = c[n - 1], dp = 0;
    for (int i = n - 2; i >= 0; i--) { dp = dp * x + p; p = p * x + c[i]; }
    return p + dp;
}
static double clenshaw(const double *c, int n, double x) {
    double b1 = 0, b2 = 0;
    for (int k = n - 1; k >= 1; k--) { double t = 2 * x * b1 - b2 + c[k]; b2 = b1; b1 = t; }
    return x * b1 - b2 + c[0];
}

int main(void) {
    enum { N = 7 };
    const double h = 1e-5;
    double c[N] = {1.0, -2.0, 0.5, 3.0, -1.5, 0.25, 0.8}, dc[N], cp[N], cm[N];
    for (int i = 0; i < N; i++) { dc[i] = 0.3 - 0.1 * i; cp[i] = c[i] + h * dc[i]; cm[i] = c[i] - h * dc[i]; }
    double x = 0.85;
    check("horner dx", __enzyme_fwddiff((void *)horner, enzyme_const, c, N, x, 1.0),
          (horner(c, N, x + h) - horner(c, N, x - h)) / (2 * h));
    check("horner dc", __enzyme_fwddiff((void *)horner, enzyme_dup, c, dc, N, enzyme_const, x),
          (horner(cp, N, x) - horner(cm, N, x)) / (2 * h));
    check("horner dc+dx", __enzyme_fwddiff((void *)horner, c, dc, N, x, -0.5),
          (horner(cp, N, x - 0.5 * h) - horner(cm, N, x + 0.5 * h)) / (2 * h));
    check("horner2 dx", __enzyme_fwddiff((void *)horner2, enzyme_const, c, N, -1.2, 1.0),
          (horner2(c, N, -1.2 + h) - horner2(c, N, -1.2 - h)) / (2 * h));
    check("clenshaw dx", __enzyme_fwddiff((void *)clenshaw, enzyme_const, c, N, 0.4, 1.0),
          (clenshaw(c, N, 0.4 + h) - clenshaw(c, N, 0.4 - h)) / (2 * h));
    check("clenshaw dc", __enzyme_fwddiff((void *)clenshaw, c, dc, N, enzyme_const, 0.4),
          (clenshaw(cp, N, 0.4) - clenshaw(cm, N, 0.4)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
