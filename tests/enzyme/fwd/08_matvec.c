// Forward mode through nested loops: y_i = (A x)_i * x_(i mod n) with A
// (row-major, runtime m x n) and x both dup, y written through a dup pointer.
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

static void matvec(double *y, const double *A, const double *x, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A[i * n + j] * x[j];
        y[i] = s * x[i % n];
    }
}

int main(void) {
    enum { M = 5, K = 4 };
    const double h = 1e-5;
    double A[M * K], dA[M * K], Ap[M * K], Am[M * K], x[K], dx[K], xp[K], xm[K];
    for (int i = 0; i < M * K; i++) {
        A[i] = 0.25 * ((i * 7) % 11) - 1.0; dA[i] = ((i * 3) % 5) * 0.2 - 0.3;
        Ap[i] = A[i] + h * dA[i]; Am[i] = A[i] - h * dA[i];
    }
    for (int j = 0; j < K; j++) {
        x[j] = 1.0 + 0.5 * j; dx[j] = j & 1 ? 0.7 : -0.2;
        xp[j] = x[j] + h * dx[j]; xm[j] = x[j] - h * dx[j];
    }
    double y[M], dy[M], yp[M], ym[M];
    __enzyme_fwddiff((void *)matvec, enzyme_dup, y, dy, enzyme_dup, A, dA, enzyme_dup, x, dx,
                     enzyme_const, M, enzyme_const, K);
    matvec(yp, Ap, xp, M, K);
    matvec(ym, Am, xm, M, K);
    char name[32];
    for (int i = 0; i < M; i++) {
        snprintf(name, sizeof name, "y[%d]", i);
        check(name, dy[i], (yp[i] - ym[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
