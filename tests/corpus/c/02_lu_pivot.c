/* LU decomposition with partial pivoting, solve, determinant, inverse. */
#include <stdio.h>
#include <math.h>

#define N 8

static void lu_decompose(double a[N][N], int piv[N], int *sign) {
    *sign = 1;
    for (int i = 0; i < N; i++) piv[i] = i;
    for (int k = 0; k < N; k++) {
        int p = k;
        double maxv = fabs(a[k][k]);
        for (int i = k + 1; i < N; i++)
            if (fabs(a[i][k]) > maxv) { maxv = fabs(a[i][k]); p = i; }
        if (p != k) {
            for (int j = 0; j < N; j++) { double t = a[k][j]; a[k][j] = a[p][j]; a[p][j] = t; }
            int t = piv[k]; piv[k] = piv[p]; piv[p] = t;
            *sign = -*sign;
        }
        for (int i = k + 1; i < N; i++) {
            a[i][k] /= a[k][k];
            for (int j = k + 1; j < N; j++) a[i][j] -= a[i][k] * a[k][j];
        }
    }
}

static void lu_solve(double lu[N][N], const int piv[N], const double b[N], double x[N]) {
    double y[N];
    for (int i = 0; i < N; i++) {
        double s = b[piv[i]];
        for (int j = 0; j < i; j++) s -= lu[i][j] * y[j];
        y[i] = s;
    }
    for (int i = N - 1; i >= 0; i--) {
        double s = y[i];
        for (int j = i + 1; j < N; j++) s -= lu[i][j] * x[j];
        x[i] = s / lu[i][i];
    }
}

int main(void) {
    double a[N][N], orig[N][N], lu[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            orig[i][j] = 1.0 / (double)(i + j + 1) + ((i * 7 + j * 3) % 5) * 0.25;
            if (i == (j + 3) % N) orig[i][j] += 2.0;
            a[i][j] = orig[i][j];
        }
    int piv[N], sign;
    lu_decompose(a, piv, &sign);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) lu[i][j] = a[i][j];
    double det = sign;
    for (int i = 0; i < N; i++) det *= lu[i][i];
    printf("det = %.10g\n", det);
    printf("piv:");
    for (int i = 0; i < N; i++) printf(" %d", piv[i]);
    printf("\n");
    double b[N], x[N];
    for (int i = 0; i < N; i++) b[i] = (double)(i + 1);
    lu_solve(lu, piv, b, x);
    for (int i = 0; i < N; i++) printf("x[%d] = %12.8f\n", i, x[i]);
    double res = 0.0;
    for (int i = 0; i < N; i++) {
        double s = -b[i];
        for (int j = 0; j < N; j++) s += orig[i][j] * x[j];
        res += s * s;
    }
    printf("residual small: %d\n", sqrt(res) < 1e-10);
    /* inverse, column by column */
    double inv[N][N];
    for (int c = 0; c < N; c++) {
        double e[N], col[N];
        for (int i = 0; i < N; i++) e[i] = (i == c) ? 1.0 : 0.0;
        lu_solve(lu, piv, e, col);
        for (int i = 0; i < N; i++) inv[i][c] = col[i];
    }
    double err = 0.0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0.0;
            for (int k = 0; k < N; k++) s += orig[i][k] * inv[k][j];
            err = fmax(err, fabs(s - (i == j ? 1.0 : 0.0)));
        }
    printf("inverse error small: %d\n", err < 1e-10);
    printf("inv[0][0] = %.8f inv[N-1][0] = %.8f\n", inv[0][0], inv[N - 1][0]);
    return 0;
}
