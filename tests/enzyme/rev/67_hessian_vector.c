// Hessian-vector products, forward over reverse: __enzyme_fwddiff of a
// gradient function that calls __enzyme_autodiff. Checked against
// central differences of the gradient along v (h = 1e-5):
// |Hv - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(const double *x, int n) {
    double s = 0;
    for (int i = 0; i + 1 < n; i++) s += sin(x[i]) * x[i + 1] * x[i + 1] + exp(0.3 * x[i] * x[i + 1]);
    return s;
}

void grad_f(const double *x, double *g, int n) {
    for (int i = 0; i < n; i++) g[i] = 0;
    __enzyme_autodiff((void *)f, enzyme_dup, x, g, enzyme_const, n);
}

int main(void) {
    volatile int nv = 6;
    int n = nv;
    double x[8], v[8], g[8], hv[8] = {0};
    for (int i = 0; i < n; i++) { x[i] = 0.2 * i - 0.4; v[i] = cos(1.3 * i); }
    __enzyme_fwddiff((void *)grad_f, enzyme_dup, x, v, enzyme_dup, g, hv, enzyme_const, n);
    double h = 1e-5, xp[8], xm[8], gp[8], gm[8];
    for (int i = 0; i < n; i++) { xp[i] = x[i] + h * v[i]; xm[i] = x[i] - h * v[i]; }
    grad_f(xp, gp, n);
    grad_f(xm, gm, n);
    char name[32];
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, "(Hv)[%d]", i);
        check(name, hv[i], (gp[i] - gm[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
