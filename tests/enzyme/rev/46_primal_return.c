// enzyme_primal_return with __enzyme_autodiff (combined reverse mode): the
// call returns { primal, gradients of the enzyme_out arguments in order }.
// Checked for a scalar function of two active doubles, and for a function
// of a dup array plus an active double (array gradient accumulated into
// the shadow, the double's gradient in the struct after the primal).
// Check: primal equals a direct call to 1e-12 relative; gradients against
// central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out, enzyme_primal_return;
typedef struct { double primal, dx, dy; } pr3;
typedef struct { double primal, da; } pr2;
extern pr3 __enzyme_autodiff_pr3(void *, ...) __asm__("__enzyme_autodiff_pr3");
extern pr2 __enzyme_autodiff_pr2(void *, ...) __asm__("__enzyme_autodiff_pr2");

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

static double f(double x, double y) { return atan2(y, x) * exp(0.3 * x) + cbrt(x * y + 2); }
static double rbf(const double *c, double a, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += c[i] * exp(-a * (i - 1.5) * (i - 1.5));
    return s * s + a;
}

int main(void) {
    const double h = 1e-6;
    double x = 0.9, y = -0.4;
    pr3 r = __enzyme_autodiff_pr3((void *)f, enzyme_primal_return, enzyme_out, x, enzyme_out, y);
    check_primal("f primal", r.primal, f(x, y));
    check("f d/dx", r.dx, (f(x + h, y) - f(x - h, y)) / (2 * h));
    check("f d/dy", r.dy, (f(x, y + h) - f(x, y - h)) / (2 * h));

    volatile int nv = 4;
    int n = nv;
    double c[4] = {0.5, -1.0, 1.5, 0.8}, dc[4] = {0}, a = 0.35;
    pr2 q = __enzyme_autodiff_pr2((void *)rbf, enzyme_primal_return, enzyme_dup, c, dc, enzyme_out, a, enzyme_const, n);
    check_primal("rbf primal", q.primal, rbf(c, a, n));
    check("rbf d/da", q.da, (rbf(c, a + h, n) - rbf(c, a - h, n)) / (2 * h));
    char what[64];
    for (int i = 0; i < n; i++) {
        double s = c[i];
        c[i] = s + h; double fp = rbf(c, a, n);
        c[i] = s - h; double fm = rbf(c, a, n);
        c[i] = s;
        snprintf(what, sizeof what, "rbf d/dc[%d]", i);
        check(what, dc[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
