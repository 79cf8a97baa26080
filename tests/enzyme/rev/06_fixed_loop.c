// Reverse mode through loops with compile-time trip counts (which -O2
// unrolls and vectorizes): a reduction with neighbour coupling, a void map
// whose output shadow carries the seed weights, and a 16-element dot product
// against a constant weight array (enzyme_const).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// for the map the scalar is sum_i w_i * y_i.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);
extern void __enzyme_autodiff_void(void *, ...) __asm__("__enzyme_autodiff_void");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { N = 8, M = 16 };
static double energy(const double *x) {
    double s = 0;
    for (int i = 0; i < N; i++) s += x[i] * x[i] * (i + 1);
    for (int i = 0; i + 1 < N; i++) s += sin(x[i] * x[i + 1]);
    return s;
}
static void map(double *y, const double *x) {
    for (int i = 0; i < N; i++) y[i] = exp(0.3 * x[i]) * x[(i + 3) % N] + x[i] * x[i];
}
static double dot16(const double *x, const double *w) {
    double s = 0;
    for (int i = 0; i < M; i++) s += x[i] * w[i] * x[i];
    return s;
}
static const double wt[N] = {1.0, -0.5, 0.25, 2.0, -1.5, 0.75, 0.3, -0.8};
static double wsum_map(const double *x) {
    double y[N], s = 0;
    map(y, x);
    for (int i = 0; i < N; i++) s += wt[i] * y[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    double x[M], dx[N] = {0}, y[N], dy[N], dxm[N] = {0}, w[M], dx16[M] = {0};
    for (int i = 0; i < M; i++) { x[i] = 0.4 * sin(1.3 * i + 0.2) + 0.1 * i; w[i] = 1.0 + 0.1 * i; }
    char name[32];
    __enzyme_autodiff((void *)energy, enzyme_dup, x, dx);
    for (int i = 0; i < N; i++) dy[i] = wt[i];
    __enzyme_autodiff_void((void *)map, enzyme_dup, y, dy, enzyme_dup, x, dxm);
    __enzyme_autodiff((void *)dot16, x, dx16, enzyme_const, w);
    for (int k = 0; k < M; k++) {
        double s = x[k];
        x[k] = s + h; double ep = energy(x), mp = wsum_map(x), dp = dot16(x, w);
        x[k] = s - h; double em = energy(x), mm = wsum_map(x), dm = dot16(x, w);
        x[k] = s;
        if (k < N) {
            snprintf(name, sizeof name, "energy d/dx[%d]", k);
            check(name, dx[k], (ep - em) / (2 * h));
            snprintf(name, sizeof name, "map w.y d/dx[%d]", k);
            check(name, dxm[k], (mp - mm) / (2 * h));
        }
        snprintf(name, sizeof name, "dot16 d/dx[%d]", k);
        check(name, dx16[k], (dp - dm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
