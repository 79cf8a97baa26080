// 1D heat equation, explicit finite differences, time loop of unknown
// (volatile) length: two malloc'd buffers swapped by pointer every step,
// fixed (zero) boundary values, diffusivity kappa by value (enzyme_out)
// and a dup initial condition u0. Objective = sum_i w_i u_i(T) + 0.5 *
// sum_i u_i(T)^2.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double heat(const double *u0, double kappa, int n, int steps) {
    double *u = malloc(n * sizeof(double)), *v = malloc(n * sizeof(double));
    const double dx = 1.0 / (n + 1), dt = 0.2 * dx * dx;
    for (int i = 0; i < n; i++) u[i] = u0[i];
    for (int t = 0; t < steps; t++) {
        for (int i = 0; i < n; i++) {
            double l = i > 0 ? u[i - 1] : 0.0, r = i < n - 1 ? u[i + 1] : 0.0;
            v[i] = u[i] + kappa * dt / (dx * dx) * (l - 2 * u[i] + r);
        }
        double *tmp = u; u = v; v = tmp;
    }
    double obj = 0;
    for (int i = 0; i < n; i++) obj += (1.0 + 0.3 * i) * u[i] + 0.5 * u[i] * u[i];
    free(u);
    free(v);
    return obj;
}

#define N 8
int main(void) {
    const double h = 1e-6;
    volatile int nv = N, sv = 25;
    int n = nv, steps = sv;
    double u0[N], du0[N] = {0}, kappa = 1.7;
    for (int i = 0; i < N; i++) u0[i] = sin(M_PI * (i + 1) / (N + 1)) + 0.3 * cos(3.0 * i);
    double dk = __enzyme_autodiff((void *)heat, enzyme_dup, u0, du0, enzyme_out, kappa, enzyme_const, n,
                                  enzyme_const, steps);
    check("d/dkappa", dk, (heat(u0, kappa + h, n, steps) - heat(u0, kappa - h, n, steps)) / (2 * h));
    char what[64];
    for (int i = 0; i < N; i++) {
        double s = u0[i];
        u0[i] = s + h; double fp = heat(u0, kappa, n, steps);
        u0[i] = s - h; double fm = heat(u0, kappa, n, steps);
        u0[i] = s;
        snprintf(what, sizeof what, "d/du0[%d]", i);
        check(what, du0[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
