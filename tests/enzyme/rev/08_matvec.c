// Reverse mode through nested loops with runtime bounds: y = A x (void,
// output shadow seeded with weights w, gradients for A and x), and the
// quadratic form x^T A x + sum tanh(A x) returned as an active double.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// for the void matvec the scalar is sum_i w_i * y_i.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);
extern void __enzyme_autodiff_void(void *, ...) __asm__("__enzyme_autodiff_void");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { M = 3, N = 4 };
static void matvec(double *y, const double *A, const double *x, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A[i * n + j] * x[j];
        y[i] = s;
    }
}
static double quad(const double *A, const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        double r = 0;
        for (int j = 0; j < n; j++) r += A[i * n + j] * x[j];
        s += x[i] * r + tanh(r);
    }
    return s;
}
static const double w[M] = {0.7, -1.2, 0.4};
static double wy(const double *A, const double *x, int m, int n) {
    double y[M], s = 0;
    matvec(y, A, x, m, n);
    for (int i = 0; i < m; i++) s += w[i] * y[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int mv = M, nv = N;
    int m = mv, n = nv;
    double A[N * N], x[N], y[M], dy[M], dA[N * N] = {0}, dx[N] = {0};
    for (int k = 0; k < N * N; k++) A[k] = 0.5 * cos(0.7 * k + 0.1);
    for (int j = 0; j < N; j++) x[j] = 0.3 * j - 0.4;
    for (int i = 0; i < M; i++) dy[i] = w[i];
    char name[32];
    __enzyme_autodiff_void((void *)matvec, enzyme_dup, y, dy, enzyme_dup, A, dA, enzyme_dup, x, dx, m, n);
    for (int k = 0; k < M * N; k++) {
        double s = A[k];
        A[k] = s + h; double fp = wy(A, x, m, n);
        A[k] = s - h; double fm = wy(A, x, m, n);
        A[k] = s;
        snprintf(name, sizeof name, "matvec d/dA[%d]", k);
        check(name, dA[k], (fp - fm) / (2 * h));
    }
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = wy(A, x, m, n);
        x[k] = s - h; double fm = wy(A, x, m, n);
        x[k] = s;
        snprintf(name, sizeof name, "matvec d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    double dA2[N * N] = {0}, dx2[N] = {0};
    __enzyme_autodiff((void *)quad, A, dA2, x, dx2, enzyme_const, n);
    for (int k = 0; k < N * N; k += 3) {
        double s = A[k];
        A[k] = s + h; double fp = quad(A, x, n);
        A[k] = s - h; double fm = quad(A, x, n);
        A[k] = s;
        snprintf(name, sizeof name, "quad d/dA[%d]", k);
        check(name, dA2[k], (fp - fm) / (2 * h));
    }
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = quad(A, x, n);
        x[k] = s - h; double fm = quad(A, x, n);
        x[k] = s;
        snprintf(name, sizeof name, "quad d/dx[%d]", k);
        check(name, dx2[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
