/* Cholesky factorisation of an SPD matrix, forward/back triangular solves. */
#include <stdio.h>
#include <math.h>

#define N 10

static int cholesky(const double *a, double *l, int n) {
    for (int i = 0; i < n * n; i++) l[i] = 0.0;
    for (int j = 0; j < n; j++) {
        double s = a[j * n + j];
        for (int k = 0; k < j; k++) s -= l[j * n + k] * l[j * n + k];
        if (s <= 0.0) return -1;
        double d = sqrt(s);
        l[j * n + j] = d;
        for (int i = j + 1; i < n; i++) {
            double t = a[i * n + j];
            for (int k = 0; k < j; k++) t -= l[i * n + k] * l[j * n + k];
            l[i * n + j] = t / d;
        }
    }
    return 0;
}

static void forward_subst(const double *l, const double *b, double *y, int n) {
    for (int i = 0; i < n; i++) {
        double s = b[i];
        for (int k = 0; k < i; k++) s -= l[i * n + k] * y[k];
        y[i] = s / l[i * n + i];
    }
}

static void backward_subst_lt(const double *l, const double *y, double *x, int n) {
    for (int i = n - 1; i >= 0; i--) {
        double s = y[i];
        for (int k = i + 1; k < n; k++) s -= l[k * n + i] * x[k];
        x[i] = s / l[i * n + i];
    }
}

int main(void) {
    double m[N * N], a[N * N], l[N * N];
    unsigned s = 7u;
    for (int i = 0; i < N * N; i++) {
        s = s * 1664525u + 1013904223u;
        m[i] = (double)(s >> 20) / 4096.0 - 0.5;
    }
    /* a = m * m^T + N*I */
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double t = (i == j) ? (double)N : 0.0;
            for (int k = 0; k < N; k++) t += m[i * N + k] * m[j * N + k];
            a[i * N + j] = t;
        }
    if (cholesky(a, l, N) != 0) { printf("not SPD\n"); return 0; }
    double logdet = 0.0;
    for (int i = 0; i < N; i++) logdet += 2.0 * log(l[i * N + i]);
    printf("logdet = %.9f\n", logdet);
    for (int i = 0; i < 4; i++) {
        for (int j = 0; j <= i; j++) printf(" %10.6f", l[i * N + j]);
        printf("\n");
    }
    double b[N], y[N], x[N];
    for (int i = 0; i < N; i++) b[i] = sin((double)i) + 1.0;
    forward_subst(l, b, y, N);
    backward_subst_lt(l, y, x, N);
    double r = 0.0;
    for (int i = 0; i < N; i++) {
        double t = -b[i];
        for (int j = 0; j < N; j++) t += a[i * N + j] * x[j];
        r += fabs(t);
    }
    for (int i = 0; i < N; i++) printf("x%-2d= %+.8f\n", i, x[i]);
    printf("residual ok: %s\n", r < 1e-11 ? "yes" : "no");
    /* a non-SPD matrix is rejected */
    double bad[4] = {1.0, 2.0, 2.0, 1.0}, lb[4];
    printf("bad matrix -> %d\n", cholesky(bad, lb, 2));
    return 0;
}
