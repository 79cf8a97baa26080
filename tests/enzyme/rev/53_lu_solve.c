// LU factorisation with partial pivoting (row swaps chosen by fabs
// comparisons, stored in an int pivot array) followed by forward and back
// substitution, all in place on stack copies; objective = sum_i c_i x_i
// where A x = b. Gradients w.r.t. A and b (dup); the pivot order is locally
// constant at the chosen point (the first pivot is a row swap).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define N 4
static void lu_solve(double *M, int *piv, double *x, int n) {
    for (int k = 0; k < n; k++) {
        int p = k;
        for (int i = k + 1; i < n; i++)
            if (fabs(M[i * N + k]) > fabs(M[p * N + k])) p = i;
        piv[k] = p;
        if (p != k) {
            for (int j = 0; j < n; j++) { double t = M[k * N + j]; M[k * N + j] = M[p * N + j]; M[p * N + j] = t; }
            double t = x[k]; x[k] = x[p]; x[p] = t;
        }
        for (int i = k + 1; i < n; i++) {
            double l = M[i * N + k] / M[k * N + k];
            M[i * N + k] = l;
            for (int j = k + 1; j < n; j++) M[i * N + j] -= l * M[k * N + j];
            x[i] -= l * x[k];
        }
    }
    for (int i = n - 1; i >= 0; i--) {
        double s = x[i];
        for (int j = i + 1; j < n; j++) s -= M[i * N + j] * x[j];
        x[i] = s / M[i * N + i];
    }
}
static double objective(const double *A, const double *b, const double *c, int n) {
    double M[N * N], x[N];
    int piv[N];
    for (int i = 0; i < N * N; i++) M[i] = A[i];
    for (int i = 0; i < n; i++) x[i] = b[i];
    lu_solve(M, piv, x, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += c[i] * x[i] + 0.1 * x[i] * x[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double A[N * N] = {0.5, 1.0, -0.3, 0.2, 2.0, 0.3, 0.8, -0.5, -0.4, 1.5, 3.0, 0.6, 0.7, -0.9, 0.1, 2.5};
    double b[N] = {1.0, -2.0, 0.5, 1.5}, c[N] = {0.3, 1.0, -0.7, 0.4};
    double dA[N * N] = {0}, db[N] = {0};
    __enzyme_autodiff((void *)objective, enzyme_dup, A, dA, enzyme_dup, b, db, enzyme_const, c, enzyme_const, n);
    char what[64];
    for (int i = 0; i < N * N; i++) {
        double s = A[i];
        A[i] = s + h; double fp = objective(A, b, c, n);
        A[i] = s - h; double fm = objective(A, b, c, n);
        A[i] = s;
        snprintf(what, sizeof what, "d/dA[%d]", i);
        check(what, dA[i], (fp - fm) / (2 * h));
    }
    for (int i = 0; i < N; i++) {
        double s = b[i];
        b[i] = s + h; double fp = objective(A, b, c, n);
        b[i] = s - h; double fm = objective(A, b, c, n);
        b[i] = s;
        snprintf(what, sizeof what, "d/db[%d]", i);
        check(what, db[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
