// Reverse mode through a function pointer passed as an enzyme_const
// argument: a trapezoid-rule integral trap(f, p, a, b, n) whose integrand is
// a callback; gradients w.r.t. the parameter p and both limits (enzyme_out,
// returned as a struct of three doubles), for two different callbacks.
// A second function applies a callback elementwise to a dup array.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_const, enzyme_dup;
typedef struct { double dp, da, db; } grad3;
extern grad3 __enzyme_autodiff3(void *, ...) __asm__("__enzyme_autodiff_3");
extern void __enzyme_autodiff_void(void *, ...) __asm__("__enzyme_autodiff_void");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef double (*integrand)(double x, double p);
static double wave(double x, double p) { return sin(p * x) * x; }
static double bump(double x, double p) { return exp(-p * x * x) / (1 + x * x); }

static double trap(integrand f, double p, double a, double b, int n) {
    double w = (b - a) / n, s = 0.5 * (f(a, p) + f(b, p));
    for (int i = 1; i < n; i++) s += f(a + i * w, p);
    return s * w;
}

static void apply(integrand f, const double *x, double *y, double p, int n) {
    for (int i = 0; i < n; i++) y[i] = f(x[i], p) * (i + 1);
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = 16;
    int n = nv;
    double p = 1.3, a = 0.2, b = 1.7;
    integrand fs[2] = {wave, bump};
    const char *names[2] = {"wave", "bump"};
    char what[64];
    for (int k = 0; k < 2; k++) {
        integrand f = fs[k];
        grad3 g = __enzyme_autodiff3((void *)trap, enzyme_const, f, enzyme_out, p, enzyme_out, a, enzyme_out, b,
                                     enzyme_const, n);
        snprintf(what, sizeof what, "trap(%s) d/dp", names[k]);
        check(what, g.dp, (trap(f, p + h, a, b, n) - trap(f, p - h, a, b, n)) / (2 * h));
        snprintf(what, sizeof what, "trap(%s) d/da", names[k]);
        check(what, g.da, (trap(f, p, a + h, b, n) - trap(f, p, a - h, b, n)) / (2 * h));
        snprintf(what, sizeof what, "trap(%s) d/db", names[k]);
        check(what, g.db, (trap(f, p, a, b + h, n) - trap(f, p, a, b - h, n)) / (2 * h));
    }
    // apply: seed dy, gradient of sum_i dy_i * y_i w.r.t. x (dup) and p (out, returned)
    double x[4] = {0.3, -0.8, 1.1, 2.0}, dx[4] = {0}, y[4], dy[4] = {1.0, -0.5, 0.25, 2.0};
    __enzyme_autodiff_void((void *)apply, enzyme_const, (integrand)wave, enzyme_dup, x, dx, enzyme_dup, y, dy,
                           enzyme_const, p, enzyme_const, 4);
    for (int i = 0; i < 4; i++) {
        double yp[4], ym[4], xs = x[i];
        x[i] = xs + h; apply(wave, x, yp, p, 4);
        x[i] = xs - h; apply(wave, x, ym, p, 4);
        x[i] = xs;
        double seed[4] = {1.0, -0.5, 0.25, 2.0};
        snprintf(what, sizeof what, "apply(wave) dx[%d]", i);
        check(what, dx[i], seed[i] * (yp[i] - ym[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
