// GradBench `ode`: y(0) = 0, y0' = x0, yi' = xi·y(i−1), classic RK4 with
// s steps on [0, 2]; the primal returns y(2), the gradient ∂y_{n−1}(2)/∂x
// comes from zyme through the Enzyme ABI (see ../../shared/GRADBENCH.md
// §6.6).
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static void ode_fun(const double *x, const double *y, double *dy, int n) {
    dy[0] = x[0];
    for (int i = 1; i < n; i++) dy[i] = x[i] * y[i - 1];
}

void ode_primal(const double *x, int n, int s, double *y) {
    double *k1 = malloc(4 * n * sizeof(double)), *k2 = k1 + n, *k3 = k2 + n, *k4 = k3 + n;
    double *t = malloc(n * sizeof(double));
    double h = 2.0 / s;
    for (int i = 0; i < n; i++) y[i] = 0;
    for (int step = 0; step < s; step++) {
        ode_fun(x, y, k1, n);
        for (int i = 0; i < n; i++) t[i] = y[i] + 0.5 * h * k1[i];
        ode_fun(x, t, k2, n);
        for (int i = 0; i < n; i++) t[i] = y[i] + 0.5 * h * k2[i];
        ode_fun(x, t, k3, n);
        for (int i = 0; i < n; i++) t[i] = y[i] + h * k3[i];
        ode_fun(x, t, k4, n);
        for (int i = 0; i < n; i++) y[i] += h / 6.0 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    }
    free(t);
    free(k1);
}

static double ode_last(const double *x, int n, int s) {
    double *y = malloc(n * sizeof(double));
    ode_primal(x, n, s, y);
    double r = y[n - 1];
    free(y);
    return r;
}

void ode_gradient(const double *x, int n, int s, double *g) {
    for (int i = 0; i < n; i++) g[i] = 0;
    __enzyme_autodiff((void *)ode_last, enzyme_dup, x, g, enzyme_const, n, enzyme_const, s);
}
