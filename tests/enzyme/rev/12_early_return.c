// Reverse mode through loops left by an early return: a running sum that
// returns as soon as it passes a threshold (taken at i = 3 and not taken),
// and a piecewise-linear table interpolation that returns from inside its
// search loop (table values dup, abscissae enzyme_const, x active).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// entries after the exit: ad exactly 0.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_zero(const char *what, double ad) {
    int ok = ad == 0.0;
    printf("%-26s ad=%+.10e (must be 0) %s\n", what, ad, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double first_over(const double *x, int n, double thr) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += x[i] * x[i];
        if (s > thr) return s * sin(x[i]);
    }
    return -s * s;
}
static double interp(const double *xs, const double *ys, int n, double x) {
    for (int i = 1; i < n; i++) {
        if (x < xs[i]) {
            double t = (x - xs[i - 1]) / (xs[i] - xs[i - 1]);
            return ys[i - 1] + t * t * (ys[i] - ys[i - 1]);
        }
    }
    return ys[n - 1] * x;
}

int main(void) {
    enum { N = 6 };
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.8, -0.6, 0.9, 1.1, 0.7, -1.3};
    char name[40];
    const double thr[2] = {2.5, 100.0}; /* exit at i = 3; no exit */
    for (int t = 0; t < 2; t++) {
        double dx[N] = {0};
        __enzyme_autodiff((void *)first_over, enzyme_dup, x, dx, enzyme_const, n, enzyme_const, thr[t]);
        for (int k = 0; k < N; k++) {
            snprintf(name, sizeof name, "first_over(%g) d/dx[%d]", thr[t], k);
            if (t == 0 && k > 3) { check_zero(name, dx[k]); continue; }
            double s = x[k];
            x[k] = s + h; double fp = first_over(x, n, thr[t]);
            x[k] = s - h; double fm = first_over(x, n, thr[t]);
            x[k] = s;
            check(name, dx[k], (fp - fm) / (2 * h));
        }
    }
    double xs[N] = {0, 0.5, 1.2, 2.0, 2.4, 3.5}, ys[N] = {1.0, 0.3, -0.4, 0.8, 1.5, 0.9};
    const double pts[2] = {1.6, 4.0}; /* segment 3 (i = 3); past the table */
    for (int p = 0; p < 2; p++) {
        double dys[N] = {0}, q = pts[p];
        double dq = __enzyme_autodiff((void *)interp, enzyme_const, xs, enzyme_dup, ys, dys, enzyme_const, n, enzyme_out, q);
        snprintf(name, sizeof name, "interp(%g) d/dx", q);
        check(name, dq, (interp(xs, ys, n, q + h) - interp(xs, ys, n, q - h)) / (2 * h));
        for (int k = 0; k < N; k++) {
            snprintf(name, sizeof name, "interp(%g) d/dys[%d]", q, k);
            int active = p == 0 ? (k == 2 || k == 3) : k == N - 1;
            if (!active) { check_zero(name, dys[k]); continue; }
            double s = ys[k];
            ys[k] = s + h; double fp = interp(xs, ys, n, q);
            ys[k] = s - h; double fm = interp(xs, ys, n, q);
            ys[k] = s;
            check(name, dys[k], (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
