// enzyme_dupnoneed in reverse mode: (1) a void function whose output array
// is dupnoneed (its primal values are not needed by the caller; the seeds
// are in the shadow), (2) a double-returning function with a scratch
// workspace passed dupnoneed (zeroed shadow). Only the gradients are
// checked: the dupnoneed memory is undefined afterwards.
// Check: gradient of sum_i seed_i * y_i (resp. of the return) against
// central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_dupnoneed;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define N 5
static void smooth(const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) {
        double l = x[(i + n - 1) % n], r = x[(i + 1) % n];
        y[i] = 0.25 * l + 0.5 * x[i] + 0.25 * r + 0.1 * sin(x[i] * r);
    }
}
static const double seed[N] = {1.0, -2.0, 0.5, 0.3, -0.7};
static double smooth_seeded(const double *x, int n) {
    double y[N], s = 0;
    smooth(x, y, n);
    for (int i = 0; i < n; i++) s += seed[i] * y[i];
    return s;
}

static double with_work(const double *x, double *work, int n) {
    for (int i = 0; i < n; i++) work[i] = exp(0.5 * x[i]) - x[i] * x[(i + 2) % n];
    double s = 0;
    for (int i = 0; i < n; i++) s += work[i] * work[(i + 1) % n];
    return s;
}
static double with_work_val(const double *x, int n) {
    double w[N];
    return with_work(x, w, n);
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.7, -0.4, 1.3, 0.2, -1.1}, dx[N] = {0}, y[N] = {0}, dy[N];
    for (int i = 0; i < N; i++) dy[i] = seed[i];
    __enzyme_autodiff((void *)smooth, enzyme_dup, x, dx, enzyme_dupnoneed, y, dy, enzyme_const, n);
    char what[64];
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h; double fp = smooth_seeded(x, n);
        x[i] = s - h; double fm = smooth_seeded(x, n);
        x[i] = s;
        snprintf(what, sizeof what, "smooth dx[%d]", i);
        check(what, dx[i], (fp - fm) / (2 * h));
    }
    double dx2[N] = {0}, work[N], dwork[N] = {0};
    __enzyme_autodiff((void *)with_work, enzyme_dup, x, dx2, enzyme_dupnoneed, work, dwork, enzyme_const, n);
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h; double fp = with_work_val(x, n);
        x[i] = s - h; double fm = with_work_val(x, n);
        x[i] = s;
        snprintf(what, sizeof what, "with_work dx[%d]", i);
        check(what, dx2[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
