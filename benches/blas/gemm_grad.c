// Benchmark: the gradient zyme synthesizes for a loss built on OpenBLAS
// calls, against the primal and against the gradient written by hand with
// the same calls. loss(A, B, x) = ‖A·B·x‖² with n×n matrices (dgemm, dgemv,
// ddot). Interleaved rounds; minimum time per call of each.
// Build and run: benches/blas/run.sh
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static int n = 256;

double loss(const double *a, const double *b, const double *x, double *c, double *y) {
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0, a, n, b, n, 0.0, c, n);
    cblas_dgemv(CblasRowMajor, CblasNoTrans, n, n, 1.0, c, n, x, 1, 0.0, y, 1);
    return cblas_ddot(n, y, 1, y, 1);
}

// By hand: dy = 2y; dC = dy·xᵀ; dA = dC·Bᵀ; dB = Aᵀ·dC.
static void by_hand(const double *a, const double *b, const double *x, double *c, double *y,
                    double *da, double *db, double *dc, double *dy) {
    loss(a, b, x, c, y);
    for (int i = 0; i < n; i++)
        dy[i] = 2 * y[i];
    memset(dc, 0, sizeof(double) * n * n);
    cblas_dger(CblasRowMajor, n, n, 1.0, dy, 1, x, 1, dc, n);
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasTrans, n, n, n, 1.0, dc, n, b, n, 1.0, da, n);
    cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, n, n, n, 1.0, a, n, dc, n, 1.0, db, n);
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
    int rounds = argc > 2 ? atoi(argv[2]) : 20;
    size_t nn = (size_t)n * n;
    double *a = malloc(8 * nn), *b = malloc(8 * nn), *c = malloc(8 * nn), *x = malloc(8 * n),
           *y = malloc(8 * n), *da = calloc(nn, 8), *db = calloc(nn, 8), *dc = calloc(nn, 8),
           *dy = calloc(n, 8), *ha = calloc(nn, 8), *hb = calloc(nn, 8);
    for (size_t i = 0; i < nn; i++)
        a[i] = (double)(i % 17) / 17 - 0.5, b[i] = (double)(i % 13) / 13 - 0.5;
    for (int i = 0; i < n; i++)
        x[i] = (double)(i % 5) / 5;
    double best[3] = {1e30, 1e30, 1e30}, sink = 0;
    for (int r = 0; r < rounds; r++) {
        // The three take turns at going first.
        double t[3];
        for (int s = 0; s < 3; s++) {
            int which = (r + s) % 3;
            double t0 = now();
            if (which == 0) {
                sink += loss(a, b, x, c, y);
            } else if (which == 1) {
                memset(dc, 0, 8 * nn);
                memset(dy, 0, 8 * n);
                __enzyme_autodiff((void *)loss, enzyme_dup, a, da, enzyme_dup, b, db, enzyme_const,
                                  x, enzyme_dup, c, dc, enzyme_dup, y, dy);
            } else {
                by_hand(a, b, x, c, y, ha, hb, dc, dy);
            }
            t[which] = now() - t0;
        }
        for (int k = 0; k < 3; k++)
            best[k] = t[k] < best[k] ? t[k] : best[k];
    }
    // The gradients agree (both accumulated `rounds` times).
    double err = 0, scale = 0;
    for (size_t i = 0; i < nn; i++) {
        double e = da[i] - ha[i];
        err += e * e + (db[i] - hb[i]) * (db[i] - hb[i]);
        scale += ha[i] * ha[i] + hb[i] * hb[i];
    }
    printf("n=%d rounds=%d primal=%.3f ms zyme=%.3f ms hand=%.3f ms\n", n, rounds, 1e3 * best[0],
           1e3 * best[1], 1e3 * best[2]);
    printf("gradient/primal=%.2f zyme/hand=%.2f relerr=%.1e (sink %g)\n", best[1] / best[0],
           best[1] / best[2], scale > 0 ? err / scale : 0.0, sink);
    return err > 1e-18 * scale;
}
