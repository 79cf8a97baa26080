// Benchmark: the gradient of a Gaussian-process log likelihood built on
// LAPACK/BLAS calls (dpotrf_, dpotrs_, cblas_ddot), against the primal.
// loss(K, y) = yᵀ·K⁻¹·y + 2·Σ log L_ii with K = L·Lᵀ (n×n, n right-hand
// sides y). Interleaved rounds, minimum time per call.
// Build and run: benches/blas/run.sh
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info);
void dpotrs_(const char *uplo, const int *n, const int *nrhs, const double *a, const int *lda,
             double *b, const int *ldb, int *info);

static int n = 256;

double loss(const double *k, const double *y, double *l, double *x) {
    int info = 0, nrhs = n;
    memcpy(l, k, sizeof(double) * n * n);
    memcpy(x, y, sizeof(double) * n * n);
    dpotrf_("L", &n, l, &n, &info);
    dpotrs_("L", &n, &nrhs, l, &n, x, &n, &info);
    double s = cblas_ddot(n * n, x, 1, y, 1);
    for (int i = 0; i < n; i++)
        s += 2 * log(l[i * n + i]);
    return s;
}

extern double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
    if (argc > 1)
        n = atoi(argv[1]);
    int rounds = argc > 2 ? atoi(argv[2]) : 10;
    size_t nn = (size_t)n * n;
    double *k = malloc(8 * nn), *y = malloc(8 * nn), *l = malloc(8 * nn), *x = malloc(8 * nn),
           *dk = calloc(nn, 8), *dy = calloc(nn, 8), *dl = calloc(nn, 8), *dx = calloc(nn, 8);
    // K = exp(-(i-j)²/50) + n·I: symmetric positive definite.
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++)
            k[i * n + j] = exp(-(i - j) * (i - j) / 50.0) + (i == j ? n : 0);
    for (size_t i = 0; i < nn; i++)
        y[i] = sin(0.01 * i);
    double best[2] = {1e30, 1e30}, sink = 0;
    for (int r = 0; r < rounds; r++) {
        double t0 = now();
        sink += loss(k, y, l, x);
        double t1 = now();
        memset(dl, 0, 8 * nn);
        memset(dx, 0, 8 * nn);
        __enzyme_autodiff((void *)loss, enzyme_dup, k, dk, enzyme_dup, y, dy, enzyme_dup, l, dl,
                          enzyme_dup, x, dx);
        double t2 = now();
        double t[2] = {t1 - t0, t2 - t1};
        for (int c = 0; c < 2; c++)
            best[c] = t[c] < best[c] ? t[c] : best[c];
    }
    printf("n=%d rounds=%d primal=%.3f ms gradient=%.3f ms gradient/primal=%.2f (sink %g, dk %g)\n",
           n, rounds, 1e3 * best[0], 1e3 * best[1], best[1] / best[0], sink, dk[0]);
    return 0;
}
