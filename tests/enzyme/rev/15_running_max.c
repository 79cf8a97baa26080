// Reverse mode through max selection: a weighted sum of running maxima
// (the gradient goes to whichever element was the maximum at each step) and
// a value picked by argmax (an integer index chosen by comparisons, then
// loads at that index from two dup arrays); all other entries must get an
// exactly zero gradient.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// entries whose central difference is 0 (not selected): ad exactly 0.
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
static void check_zero(const char *what, double ad) {
    int ok = ad == 0.0;
    printf("%-26s ad=%+.10e (must be 0) %s\n", what, ad, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_any(const char *what, double ad, double fd) {
    if (fd == 0.0) check_zero(what, ad);
    else check(what, ad, fd);
}

static double runmax(const double *x, int n) {
    double m = x[0], s = 0;
    for (int i = 1; i < n; i++) {
        if (x[i] > m) m = x[i];
        s += m * m * (i + 1);
    }
    return s;
}
static double argmax_pick(const double *x, const double *y, int n) {
    int k = 0;
    for (int i = 1; i < n; i++)
        if (x[i] > x[k]) k = i;
    return y[k] * x[k] * x[k] + sin(y[k]);
}

int main(void) {
    enum { N = 7 };
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.3, -0.5, 1.2, 0.8, 1.9, -0.2, 1.0}, y[N] = {0.5, 1.5, -0.7, 2.0, 0.9, -1.1, 0.3};
    double dx[N] = {0}, dx2[N] = {0}, dy2[N] = {0};
    char name[32];
    __enzyme_autodiff((void *)runmax, x, dx, enzyme_const, n);
    __enzyme_autodiff((void *)argmax_pick, x, dx2, y, dy2, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double rp = runmax(x, n), ap = argmax_pick(x, y, n);
        x[k] = s - h; double rm = runmax(x, n), am = argmax_pick(x, y, n);
        x[k] = s;
        snprintf(name, sizeof name, "runmax d/dx[%d]", k);
        check_any(name, dx[k], (rp - rm) / (2 * h));
        snprintf(name, sizeof name, "argmax_pick d/dx[%d]", k);
        check_any(name, dx2[k], (ap - am) / (2 * h));
        s = y[k];
        y[k] = s + h; ap = argmax_pick(x, y, n);
        y[k] = s - h; am = argmax_pick(x, y, n);
        y[k] = s;
        snprintf(name, sizeof name, "argmax_pick d/dy[%d]", k);
        check_any(name, dy2[k], (ap - am) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
