/* Dense matrix multiply: naive ijk, ikj and blocked variants; checksums. */
#include <stdio.h>
#include <stdlib.h>

#define N 48
#define BS 8

static double A[N][N], B[N][N], C1[N][N], C2[N][N], C3[N][N];

static unsigned int lcg_state = 12345u;
static double lcg_unit(void) {
    lcg_state = lcg_state * 1103515245u + 12345u;
    return (double)((lcg_state >> 8) & 0xFFFF) / 65536.0 - 0.5;
}

static void matmul_ijk(double (*a)[N], double (*b)[N], double (*c)[N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static void matmul_ikj(double (*a)[N], double (*b)[N], double (*c)[N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) c[i][j] = 0.0;
    for (int i = 0; i < N; i++)
        for (int k = 0; k < N; k++) {
            double aik = a[i][k];
            for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
        }
}

static void matmul_blocked(double (*a)[N], double (*b)[N], double (*c)[N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) c[i][j] = 0.0;
    for (int ii = 0; ii < N; ii += BS)
        for (int kk = 0; kk < N; kk += BS)
            for (int jj = 0; jj < N; jj += BS)
                for (int i = ii; i < ii + BS; i++)
                    for (int k = kk; k < kk + BS; k++) {
                        double aik = a[i][k];
                        for (int j = jj; j < jj + BS; j++) c[i][j] += aik * b[k][j];
                    }
}

static double max_abs_diff(double (*x)[N], double (*y)[N]) {
    double m = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double d = x[i][j] - y[i][j];
            if (d < 0) d = -d;
            if (d > m) m = d;
        }
    return m;
}

int main(void) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            A[i][j] = lcg_unit();
            B[i][j] = lcg_unit();
        }
    matmul_ijk(A, B, C1);
    matmul_ikj(A, B, C2);
    matmul_blocked(A, B, C3);
    double trace = 0.0, sum = 0.0;
    for (int i = 0; i < N; i++) {
        trace += C1[i][i];
        for (int j = 0; j < N; j++) sum += C1[i][j];
    }
    printf("trace = %.9f\n", trace);
    printf("sum   = %.9f\n", sum);
    printf("C[0][0] = %.9f C[N-1][N-1] = %.9f\n", C1[0][0], C1[N - 1][N - 1]);
    printf("diff ijk/ikj < 1e-12: %d\n", max_abs_diff(C1, C2) < 1e-12);
    printf("diff ijk/blk < 1e-12: %d\n", max_abs_diff(C1, C3) < 1e-12);
    /* heap-allocated rectangular product */
    int m = 7, n = 5, p = 9;
    double *x = malloc(sizeof(double) * m * n), *y = malloc(sizeof(double) * n * p);
    double *z = calloc((size_t)m * p, sizeof(double));
    for (int i = 0; i < m * n; i++) x[i] = (double)(i % 11) - 5.0;
    for (int i = 0; i < n * p; i++) y[i] = (double)(i % 7) * 0.5;
    for (int i = 0; i < m; i++)
        for (int k = 0; k < n; k++)
            for (int j = 0; j < p; j++) z[i * p + j] += x[i * n + k] * y[k * p + j];
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < p; j++) printf("%7.2f", z[i * p + j]);
        printf("\n");
    }
    free(x); free(y); free(z);
    return 0;
}
