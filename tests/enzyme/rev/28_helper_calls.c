// Reverse mode through helper functions (kept as calls at -O2 by noinline)
// called several times with different pointer arguments: a dot product
// called on (x, x), (x, y), (y, tmp) and (tmp, tmp), an axpy writing into a
// stack buffer and into a heap buffer, and a norm helper returning a double
// used in a division; x and y are dup.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

__attribute__((noinline)) static double dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
__attribute__((noinline)) static void axpy(double a, const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) y[i] += a * x[i];
}
__attribute__((noinline)) static double norm(const double *x, int n) { return sqrt(dot(x, x, n)); }

static double combo(const double *x, const double *y, int n) {
    double tmp[8];
    for (int i = 0; i < n; i++) tmp[i] = y[i];
    double xx = dot(x, x, n), xy = dot(x, y, n);
    axpy(xy / xx, x, tmp, n);
    double *hb = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) hb[i] = sin(x[i]);
    axpy(-0.5, tmp, hb, n);
    axpy(dot(y, tmp, n), y, hb, n);
    double r = dot(tmp, tmp, n) + dot(hb, x, n) / norm(hb, n) + norm(y, n) * xy;
    free(hb);
    return r;
}

int main(void) {
    enum { N = 5 };
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.4, -0.9, 1.3, 0.2, -0.6}, y[N] = {1.1, 0.3, -0.5, 0.8, 0.25};
    double dx[N] = {0}, dy[N] = {0};
    char name[32];
    __enzyme_autodiff((void *)combo, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = combo(x, y, n);
        x[k] = s - h; double fm = combo(x, y, n);
        x[k] = s;
        snprintf(name, sizeof name, "combo d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
        s = y[k];
        y[k] = s + h; fp = combo(x, y, n);
        y[k] = s - h; fm = combo(x, y, n);
        y[k] = s;
        snprintf(name, sizeof name, "combo d/dy[%d]", k);
        check(name, dy[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
