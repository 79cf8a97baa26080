// More OpenMP constructs differentiated as lowered by clang: a
// `collapse(2)` loop nest (one worksharing loop over both indices, split
// by division), `#pragma omp atomic` sums into a shared variable (an
// atomic add whose reverse reads the shared adjoint), and `lastprivate`
// with `private` (the last iteration's value copied out, which the memory
// model covers). Built by `zyme cc -- clang-19 -fopenmp` at -O0 and -O2
// and run with OMP_NUM_THREADS=1, 2 and 4 (zyme/tests/enzyme_rev.rs).
// Check: central finite differences (relative 1e-6, step 1e-6) in reverse
// mode, and the directional derivative in forward mode.
#include <math.h>
#include <omp.h>
#include <stdio.h>
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;
#define N 6
#define M 5
double f(const double *x, double *y, int n, int m) {
    double s = 0, last = 0;
#pragma omp parallel for collapse(2)
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            y[i * m + j] = sin(x[i * m + j]) * x[(i * m + j + 1) % (n * m)];
#pragma omp parallel for
    for (int k = 0; k < n * m; k++) {
        double t = y[k] * y[k];
#pragma omp atomic
        s += t;
    }
    double p;
#pragma omp parallel for lastprivate(last) private(p)
    for (int k = 0; k < n * m; k++) {
        p = x[k] * 0.5;
        last = p * y[k];
    }
    return s + last;
}
int main(void) {
    double x[N * M], y[N * M], dx[N * M] = {0}, dy[N * M] = {0}, tx[N * M];
    for (int i = 0; i < N * M; i++) x[i] = 0.1 + 0.05 * i, tx[i] = cos(i);
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_dup, y, dy, N, M);
    int fails = 0, nonzero = 0; double h = 1e-6;
    for (int i = 0; i < N * M; i++) {
        double s0 = x[i]; x[i] = s0 + h; double p = f(x, y, N, M); x[i] = s0 - h; double q = f(x, y, N, M); x[i] = s0;
        double fd = (p - q) / (2 * h);
        nonzero += fabs(fd) > 1e-3;
        if (fabs(dx[i] - fd) > 1e-6 * (1 + fabs(fd))) { printf("dx[%d] %g %g\n", i, dx[i], fd); fails++; }
    }
    if (nonzero * 10 < N * M * 8) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, N * M);
        fails++;
    }
    double t = __enzyme_fwddiff((void *)f, enzyme_dup, x, tx, enzyme_dup, y, dy, N, M);
    double xp[N * M], xm[N * M];
    for (int i = 0; i < N * M; i++) xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
    double fd = (f(xp, y, N, M) - f(xm, y, N, M)) / (2 * h);
    if (fabs(t - fd) > 1e-6 * (1 + fabs(fd))) { printf("fwd %g %g\n", t, fd); fails++; }
    printf(fails ? "FAILED\n" : "OK\n");
    return fails;
}
