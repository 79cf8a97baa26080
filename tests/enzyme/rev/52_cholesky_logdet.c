// Cholesky factorisation then log-determinant: A = B B^T + n I is built
// from a dup parameter matrix B, factorised in place in a malloc'd copy
// (L L^T = A, reading the lower triangle only), logdet = 2 sum log L_ii,
// plus a quadratic form z^T A^-1 z by forward/back substitution. Gradients
// w.r.t. B (all entries) and w.r.t. the lower triangle of A given directly.
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

static void cholesky(double *L, int n) { // in place, lower triangle
    for (int j = 0; j < n; j++) {
        double s = L[j * n + j];
        for (int k = 0; k < j; k++) s -= L[j * n + k] * L[j * n + k];
        L[j * n + j] = sqrt(s);
        for (int i = j + 1; i < n; i++) {
            double t = L[i * n + j];
            for (int k = 0; k < j; k++) t -= L[i * n + k] * L[j * n + k];
            L[i * n + j] = t / L[j * n + j];
        }
    }
}
static double logdet_quad(const double *A, const double *z, int n) {
    double *L = malloc(n * n * sizeof(double)), *y = malloc(n * sizeof(double));
    for (int i = 0; i < n * n; i++) L[i] = A[i];
    cholesky(L, n);
    double ld = 0, q = 0;
    for (int i = 0; i < n; i++) ld += 2 * log(L[i * n + i]);
    for (int i = 0; i < n; i++) { // L y = z
        double t = z[i];
        for (int k = 0; k < i; k++) t -= L[i * n + k] * y[k];
        y[i] = t / L[i * n + i];
        q += y[i] * y[i];
    }
    free(L);
    free(y);
    return ld + 0.5 * q;
}
static double from_params(const double *B, const double *z, int n) {
    double *A = malloc(n * n * sizeof(double));
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = i == j ? n : 0;
            for (int k = 0; k < n; k++) s += B[i * n + k] * B[j * n + k];
            A[i * n + j] = s;
        }
    double r = logdet_quad(A, z, n);
    free(A);
    return r;
}

#define N 4
int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double B[N * N], dB[N * N] = {0}, z[N] = {1.0, -0.5, 0.3, 2.0};
    for (int i = 0; i < N * N; i++) B[i] = 0.5 * sin(1.3 * i + 0.2) + (i % (N + 1) == 0 ? 1.0 : 0.0);
    __enzyme_autodiff((void *)from_params, enzyme_dup, B, dB, enzyme_const, z, enzyme_const, n);
    char what[64];
    for (int i = 0; i < N * N; i++) {
        double s = B[i];
        B[i] = s + h; double fp = from_params(B, z, n);
        B[i] = s - h; double fm = from_params(B, z, n);
        B[i] = s;
        snprintf(what, sizeof what, "d/dB[%d]", i);
        check(what, dB[i], (fp - fm) / (2 * h));
    }
    double A[N * N], dA[N * N] = {0};
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) A[i * N + j] = (i == j ? 3.0 + i : 0.4 / (1 + i + j));
    __enzyme_autodiff((void *)logdet_quad, enzyme_dup, A, dA, enzyme_const, z, enzyme_const, n);
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++) {
            double s = A[i * N + j];
            A[i * N + j] = s + h; double fp = logdet_quad(A, z, n);
            A[i * N + j] = s - h; double fm = logdet_quad(A, z, n);
            A[i * N + j] = s;
            snprintf(what, sizeof what, "d/dA[%d][%d]", i, j);
            check(what, dA[i * N + j], (fp - fm) / (2 * h));
        }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
