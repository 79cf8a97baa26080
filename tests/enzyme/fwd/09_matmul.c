// Forward mode through a triple loop: C = A B (runtime n x n), then the
// Frobenius norm of C returned; both A and B dup.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static void matmul(double *C, const double *A, const double *B, int n) {
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int k = 0; k < n; k++) s += A[i * n + k] * B[k * n + j];
            C[i * n + j] = s;
        }
}
static double frob_of_product(double *C, const double *A, const double *B, int n) {
    matmul(C, A, B, n);
    double s = 0;
    for (int i = 0; i < n * n; i++) s += C[i] * C[i];
    return sqrt(s);
}

int main(void) {
    enum { N = 4 };
    volatile int nv = N;
    int n = nv;
    const double h = 1e-5;
    double A[N * N], dA[N * N], B[N * N], dB[N * N], Ap[N * N], Am[N * N], Bp[N * N], Bm[N * N];
    for (int i = 0; i < N * N; i++) {
        A[i] = sin(1.3 * i + 0.2); dA[i] = cos(0.7 * i);
        B[i] = 0.1 * i - 0.6; dB[i] = (i % 4) * 0.25 - 0.4;
        Ap[i] = A[i] + h * dA[i]; Am[i] = A[i] - h * dA[i];
        Bp[i] = B[i] + h * dB[i]; Bm[i] = B[i] - h * dB[i];
    }
    double C[N * N], dC[N * N], Cp[N * N], Cm[N * N];
    __enzyme_fwddiff((void *)matmul, enzyme_dup, C, dC, enzyme_dup, A, dA, enzyme_dup, B, dB, enzyme_const, n);
    matmul(Cp, Ap, Bp, n);
    matmul(Cm, Am, Bm, n);
    char name[32];
    for (int i = 0; i < N * N; i += 3) {
        snprintf(name, sizeof name, "C[%d]", i);
        check(name, dC[i], (Cp[i] - Cm[i]) / (2 * h));
    }
    double ad = __enzyme_fwddiff((void *)frob_of_product, C, dC, A, dA, B, dB, n);
    check("|AB|_F", ad, (frob_of_product(Cp, Ap, Bp, n) - frob_of_product(Cm, Am, Bm, n)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
