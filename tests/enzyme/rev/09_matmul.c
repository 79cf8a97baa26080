// Reverse mode through a triple loop nest with runtime bounds: C = A B
// (void, the shadow of C seeded with weights), and C = A A with the same
// dup pointer (and shadow) passed for both operands, so both uses
// accumulate into one shadow.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the scalar is sum_ij W_ij * C_ij.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { M = 3, K = 4, N = 2, S = 3 };
static void matmul(double *C, const double *A, const double *B, int m, int k, int n) {
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int l = 0; l < k; l++) s += A[i * k + l] * B[l * n + j];
            C[i * n + j] = s;
        }
}
static double weight(int i) { return 1.0 + 0.3 * i - 0.05 * i * i; }
static double loss(const double *A, const double *B, int m, int k, int n) {
    double C[M * K > S * S ? M * K : S * S], s = 0;
    matmul(C, A, B, m, k, n);
    for (int i = 0; i < m * n; i++) s += weight(i) * C[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int mv = M, kv = K, nv = N, sv = S;
    int m = mv, k = kv, n = nv, sz = sv;
    double A[M * K], B[K * N], C[M * N], dA[M * K] = {0}, dB[K * N] = {0}, dC[M * N];
    for (int i = 0; i < M * K; i++) A[i] = sin(0.9 * i + 0.3);
    for (int i = 0; i < K * N; i++) B[i] = cos(1.1 * i) - 0.2;
    for (int i = 0; i < M * N; i++) dC[i] = weight(i);
    char name[32];
    __enzyme_autodiff((void *)matmul, C, dC, A, dA, B, dB, enzyme_const, m, k, n);
    for (int i = 0; i < M * K; i++) {
        double s = A[i];
        A[i] = s + h; double fp = loss(A, B, m, k, n);
        A[i] = s - h; double fm = loss(A, B, m, k, n);
        A[i] = s;
        snprintf(name, sizeof name, "AB d/dA[%d]", i);
        check(name, dA[i], (fp - fm) / (2 * h));
    }
    for (int i = 0; i < K * N; i++) {
        double s = B[i];
        B[i] = s + h; double fp = loss(A, B, m, k, n);
        B[i] = s - h; double fm = loss(A, B, m, k, n);
        B[i] = s;
        snprintf(name, sizeof name, "AB d/dB[%d]", i);
        check(name, dB[i], (fp - fm) / (2 * h));
    }
    double Q[S * S], dQ[S * S] = {0}, R[S * S], dR[S * S];
    for (int i = 0; i < S * S; i++) { Q[i] = 0.4 * sin(1.7 * i) + 0.1; dR[i] = weight(i); }
    __enzyme_autodiff((void *)matmul, R, dR, Q, dQ, Q, dQ, enzyme_const, sz, sz, sz);
    for (int i = 0; i < S * S; i++) {
        double s = Q[i];
        Q[i] = s + h; double fp = loss(Q, Q, sz, sz, sz);
        Q[i] = s - h; double fm = loss(Q, Q, sz, sz, sz);
        Q[i] = s;
        snprintf(name, sizeof name, "AA d/dA[%d]", i);
        check(name, dQ[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
