// Reverse mode through memcpy of double arrays and stack buffers: the input
// copied into a stack array double tmp[8] and into a malloc'd buffer, both
// modified in place and reduced; memcpy from a transformed stack array into
// a dup output array (void, output shadow seeded); and a memmove shifting
// part of a stack array over itself.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// for the void function the scalar is sum_i w_i * out_i.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { N = 8 };
static double copy_reduce(const double *x, int n) {
    double tmp[8];
    memcpy(tmp, x, n * sizeof(double));
    double *hb = malloc(n * sizeof(double));
    memcpy(hb, x, n * sizeof(double));
    for (int i = 0; i < n; i++) { tmp[i] = tmp[i] * tmp[i]; hb[i] = exp(hb[i]) * tmp[(i + 1) % n]; }
    memmove(tmp + 1, tmp, (n - 1) * sizeof(double));
    double s = 0;
    for (int i = 0; i < n; i++) s += tmp[i] * (i + 1) + hb[i];
    free(hb);
    return s;
}
static void copy_out(double *out, const double *x, int n) {
    double tmp[8];
    for (int i = 0; i < n; i++) tmp[i] = sin(x[i]) * x[(i + 3) % n];
    memcpy(out, tmp, n * sizeof(double));
}
static const double w[N] = {1.0, -0.5, 2.0, 0.25, -1.5, 0.7, 1.2, -0.3};
static double wcopy_out(const double *x, int n) {
    double out[N], s = 0;
    copy_out(out, x, n);
    for (int i = 0; i < n; i++) s += w[i] * out[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N], dx[N] = {0}, dx2[N] = {0}, out[N], dout[N];
    for (int i = 0; i < N; i++) { x[i] = 0.6 * cos(1.2 * i + 0.4); dout[i] = w[i]; }
    char name[32];
    __enzyme_autodiff((void *)copy_reduce, enzyme_dup, x, dx, enzyme_const, n);
    __enzyme_autodiff((void *)copy_out, enzyme_dup, out, dout, enzyme_dup, x, dx2, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double ap = copy_reduce(x, n), bp = wcopy_out(x, n);
        x[k] = s - h; double am = copy_reduce(x, n), bm = wcopy_out(x, n);
        x[k] = s;
        snprintf(name, sizeof name, "copy_reduce d/dx[%d]", k);
        check(name, dx[k], (ap - am) / (2 * h));
        snprintf(name, sizeof name, "copy_out w.out d/dx[%d]", k);
        check(name, dx2[k], (bp - bm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
