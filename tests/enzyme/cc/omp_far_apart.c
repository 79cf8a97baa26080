// Adjoints of a gather whose addresses lie far apart: each iteration
// reads one of two arrays, a static one and one from malloc (megabytes
// apart), so one thread's footprint of the loads spans both. Its private
// buffer would be as wide as the distance between them, more than
// `__zyme_omp_private` allocates: that thread runs the shared copy of the
// reverse half, whose adds outside its interval are atomic. Built by
// `zyme cc -- clang-19 -fopenmp` at -O0 and -O2 and run with
// OMP_NUM_THREADS=1, 2 and 4 (zyme/tests/enzyme_rev.rs). Check: central
// finite differences (relative 1e-6, step 1e-6).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
extern double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;
#define N 64
// Large enough that malloc takes it from its own mapping, far from the
// program's static data.
#define BIG (1 << 22)
static double near[N], dnear[N];
double f(const double *a, const double *b, double *y, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++) {
        const double *p = (i & 1) ? a : b;
        y[i] = sin(p[(i * 7) % n]) * p[(i + 3) % n];
    }
    double s = 0;
    for (int i = 0; i < n; i++)
        s += y[i] * (1 + 0.1 * i);
    return s;
}
int main(void) {
    double *far = calloc(BIG, sizeof(double)), *dfar = calloc(BIG, sizeof(double));
    double y[N], dy[N] = {0};
    for (int i = 0; i < N; i++)
        near[i] = 0.2 + 0.01 * i, far[i] = 0.5 - 0.007 * i;
    __enzyme_autodiff((void *)f, enzyme_dup, near, dnear, enzyme_dup, far, dfar, enzyme_dup, y,
                      dy, N);
    int fails = 0;
    const double h = 1e-6;
    for (int k = 0; k < 2 * N; k += 3) {
        double *v = k < N ? near : far, *d = k < N ? dnear : dfar;
        int i = k % N;
        double s = v[i];
        v[i] = s + h;
        double p = f(near, far, y, N);
        v[i] = s - h;
        double m = f(near, far, y, N);
        v[i] = s;
        double fd = (p - m) / (2 * h);
        if (fabs(d[i] - fd) > 1e-6 * (1 + fabs(fd)) || fabs(fd) < 1e-3) {
            printf("d%s[%d] got=%+.10e want=%+.10e FAIL\n", k < N ? "near" : "far", i, d[i], fd);
            fails++;
        }
    }
    printf(fails ? "FAILED\n" : "OK\n");
    return fails != 0;
}
