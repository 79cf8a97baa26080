// enzyme_primal_return: the call returns {primal, tangent}; checked for a
// scalar function and for a function of an array with an int argument.
// Check: primal equals a direct call to 1e-12 relative; tangent against
// central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_primal_return;
typedef struct { double primal, tangent; } dual;
extern dual __enzyme_fwddiff_dual(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_primal(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) { return atan(x * y) + log(1 + x * x) * y; }
static double poly_norm(const double *c, int n, double x) {
    double s = 0, p = 1;
    for (int i = 0; i < n; i++) { s += c[i] * p; p *= x; }
    return s * s;
}

int main(void) {
    const double h = 1e-5;
    dual r = __enzyme_fwddiff_dual((void *)f, enzyme_primal_return, 0.8, 1.0, 1.7, 0.5);
    check_primal("f primal", r.primal, f(0.8, 1.7));
    check("f tangent", r.tangent, (f(0.8 + h, 1.7 + 0.5 * h) - f(0.8 - h, 1.7 - 0.5 * h)) / (2 * h));
    double c[5] = {1.0, -0.5, 0.25, 0.8, -0.3}, dc[5] = {0.1, 0.2, -0.3, 0.4, 0.5}, cp[5], cm[5];
    for (int i = 0; i < 5; i++) { cp[i] = c[i] + h * dc[i]; cm[i] = c[i] - h * dc[i]; }
    r = __enzyme_fwddiff_dual((void *)poly_norm, enzyme_primal_return, enzyme_dup, c, dc, enzyme_const, 5,
                              enzyme_const, 1.3);
    check_primal("poly_norm primal", r.primal, poly_norm(c, 5, 1.3));
    check("poly_norm tangent", r.tangent, (poly_norm(cp, 5, 1.3) - poly_norm(cm, 5, 1.3)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
