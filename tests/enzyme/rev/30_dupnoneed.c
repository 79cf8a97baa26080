// Reverse mode with enzyme_dupnoneed on an output array: a void function
// writing softplus(W x) into an output whose primal values the caller does
// not need (only its shadow, seeded with weights, is read); the primal
// output's contents are unspecified afterwards and not checked. Also a
// function returning a double whose output buffer is dupnoneed.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the scalar is sum_i w_i out_i (+ the return value for the second).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_dupnoneed;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { M = 3, N = 4 };
static void softplus_layer(double *out, const double *W, const double *x, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += W[i * n + j] * x[j];
        out[i] = log1p(exp(s));
    }
}
static double normalize(double *out, const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    double r = sqrt(s);
    for (int i = 0; i < n; i++) out[i] = x[i] / r;
    return r;
}
static const double w[N] = {0.9, -1.4, 0.6, 1.1};
static double f1(const double *W, const double *x, int m, int n) {
    double out[M], s = 0;
    softplus_layer(out, W, x, m, n);
    for (int i = 0; i < m; i++) s += w[i] * out[i];
    return s;
}
static double f2(const double *x, int n) {
    double out[N], s = normalize(out, x, n);
    for (int i = 0; i < n; i++) s += w[i] * out[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int mv = M, nv = N;
    int m = mv, n = nv;
    double W[M * N], x[N] = {0.5, -0.3, 0.8, 0.1}, dW[M * N] = {0}, dx[N] = {0}, out[N], dout[N];
    for (int k = 0; k < M * N; k++) W[k] = 0.6 * sin(1.3 * k + 0.2);
    for (int i = 0; i < N; i++) dout[i] = w[i];
    char name[32];
    __enzyme_autodiff((void *)softplus_layer, enzyme_dupnoneed, out, dout, enzyme_dup, W, dW, enzyme_dup, x, dx,
                      enzyme_const, m, enzyme_const, n);
    for (int k = 0; k < M * N; k++) {
        double s = W[k];
        W[k] = s + h; double fp = f1(W, x, m, n);
        W[k] = s - h; double fm = f1(W, x, m, n);
        W[k] = s;
        snprintf(name, sizeof name, "layer d/dW[%d]", k);
        check(name, dW[k], (fp - fm) / (2 * h));
    }
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = f1(W, x, m, n);
        x[k] = s - h; double fm = f1(W, x, m, n);
        x[k] = s;
        snprintf(name, sizeof name, "layer d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    double dx2[N] = {0};
    for (int i = 0; i < N; i++) dout[i] = w[i];
    __enzyme_autodiff((void *)normalize, enzyme_dupnoneed, out, dout, enzyme_dup, x, dx2, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = f2(x, n);
        x[k] = s - h; double fm = f2(x, n);
        x[k] = s;
        snprintf(name, sizeof name, "normalize d/dx[%d]", k);
        check(name, dx2[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
