// Hessian-vector product by forward over reverse: grad_f(x, dx, n) calls
// __enzyme_autodiff(f, dup x dx, const n); then
// __enzyme_fwddiff(grad_f, dup x v, dup dx ddx, const n) leaves the gradient
// in dx and H*v in ddx (both zeroed first). f is a quartic chain with
// trig coupling over an array of runtime length.
// Check: the gradient against central differences of f, and H*v against
// central differences of the gradient along v ((grad(x+hv) - grad(x-hv)) / 2h
// with grad computed by grad_f), h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += 0.25 * x[i] * x[i] * x[i] * x[i] - x[i];
        if (i + 1 < n) s += x[i] * x[i + 1] * sin(x[i] - 0.5 * x[i + 1]);
    }
    return s;
}
static void grad_f(const double *x, double *dx, int n) {
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, n);
}

#define N 5
int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.5, -0.8, 1.2, 0.3, -0.6}, v[N] = {1.0, 0.5, -0.25, 2.0, -1.0};
    double dx[N] = {0}, ddx[N] = {0};
    __enzyme_fwddiff((void *)grad_f, enzyme_dup, x, v, enzyme_dup, dx, ddx, enzyme_const, n);
    char what[64];
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h; double fp = f(x, n);
        x[i] = s - h; double fm = f(x, n);
        x[i] = s;
        snprintf(what, sizeof what, "grad[%d]", i);
        check(what, dx[i], (fp - fm) / (2 * h));
    }
    double xp[N], xm[N], gp[N] = {0}, gm[N] = {0};
    for (int i = 0; i < N; i++) { xp[i] = x[i] + h * v[i]; xm[i] = x[i] - h * v[i]; }
    grad_f(xp, gp, n);
    grad_f(xm, gm, n);
    for (int i = 0; i < N; i++) {
        snprintf(what, sizeof what, "(H v)[%d]", i);
        check(what, ddx[i], (gp[i] - gm[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
