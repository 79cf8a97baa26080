/* LU decomposition with partial pivoting of a 1400x1400 matrix, then a solve. */
#include <stdio.h>
#include <math.h>
#define N 1400
static double m[N][N], x[N], rhs[N];
static int piv[N];
int main(void) {
    unsigned s = 777;
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) { s = s * 1664525u + 1013904223u; m[i][j] = (double)(s >> 8) / 16777216.0 - 0.5; }
        m[i][i] += N; rhs[i] = i % 7; piv[i] = i;
    }
    for (int k = 0; k < N; k++) {
        int p = k; double best = fabs(m[k][k]);
        for (int i = k + 1; i < N; i++) if (fabs(m[i][k]) > best) { best = fabs(m[i][k]); p = i; }
        if (p != k) { for (int j = 0; j < N; j++) { double t = m[k][j]; m[k][j] = m[p][j]; m[p][j] = t; } int t = piv[k]; piv[k] = piv[p]; piv[p] = t; }
        for (int i = k + 1; i < N; i++) {
            double f = m[i][k] / m[k][k]; m[i][k] = f;
            for (int j = k + 1; j < N; j++) m[i][j] -= f * m[k][j];
        }
    }
    for (int i = 0; i < N; i++) { double v = rhs[piv[i]]; for (int j = 0; j < i; j++) v -= m[i][j] * x[j]; x[i] = v; }
    for (int i = N - 1; i >= 0; i--) { double v = x[i]; for (int j = i + 1; j < N; j++) v -= m[i][j] * x[j]; x[i] = v / m[i][i]; }
    double sum = 0; for (int i = 0; i < N; i++) sum += x[i] * (i + 1);
    printf("%.10f\n", sum);
    return 0;
}
