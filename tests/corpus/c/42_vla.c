/* Variable-length arrays (stack allocation of runtime size): matrices, scratch buffers, VLA params. */
#include <stdio.h>
#include <math.h>

static double trace_vla(int n, double m[n][n]) {
    double t = 0;
    for (int i = 0; i < n; i++) t += m[i][i];
    return t;
}

static void matmul_vla(int n, double a[n][n], double b[n][n], double c[n][n]) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += a[i][k] * b[k][j];
            c[i][j] = s;
        }
}

static double power_iteration(int n, double a[n][n], int iters) {
    double v[n], w[n];
    for (int i = 0; i < n; i++) v[i] = 1.0 / sqrt((double)n);
    double lambda = 0;
    for (int it = 0; it < iters; it++) {
        double nrm = 0;
        for (int i = 0; i < n; i++) {
            w[i] = 0;
            for (int j = 0; j < n; j++) w[i] += a[i][j] * v[j];
            nrm += w[i] * w[i];
        }
        nrm = sqrt(nrm);
        lambda = 0;
        for (int i = 0; i < n; i++) { lambda += v[i] * w[i]; v[i] = w[i] / nrm; }
    }
    return lambda;
}

static int pascal_row_sum(int n) {
    int row[n + 1];
    for (int i = 0; i <= n; i++) {
        row[i] = 1;
        for (int j = i - 1; j > 0; j--) row[j] += row[j - 1];
    }
    int s = 0;
    for (int i = 0; i <= n; i++) s += row[i];
    return s;
}

int main(void) {
    for (int n = 2; n <= 6; n += 2) {
        double a[n][n], b[n][n], c[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                a[i][j] = 1.0 / (i + j + 1);   /* Hilbert matrix: symmetric positive definite */
                b[i][j] = (i == j) ? 2.0 : 0.0;
            }
        matmul_vla(n, a, b, c);
        printf("n=%d trace(H)=%.9f trace(2H)=%.9f lambda_max=%.9f\n", n, trace_vla(n, a), trace_vla(n, c),
               power_iteration(n, a, 200));
        printf("  sizeof(a)=%zu\n", sizeof a);
    }
    for (int n = 1; n <= 20; n += 6) printf("pascal row %d sum = %d\n", n, pascal_row_sum(n));
    int len = 11;
    char buf[len + 1];
    for (int i = 0; i < len; i++) buf[i] = (char)('a' + (i * 7) % 26);
    buf[len] = 0;
    printf("vla string: %s\n", buf);
    return 0;
}
