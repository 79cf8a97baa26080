// Reverse mode through data-dependent branches: a four-piece scalar
// function evaluated in every piece, and an array reduction whose per-element
// formula is chosen by comparing the element with two active thresholds
// (nested ternaries, which -O2 turns into selects); the two threshold
// gradients come back as a struct.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|),
// all points at least 0.1 away from the breakpoints.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double dlo, dhi; } grad2;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double pw(double x) {
    if (x < -1) return -x * x - 2 * x;
    else if (x < 0.5) return sin(x) + 1;
    else if (x < 2) return exp(x - 0.5) * x;
    return log(x) + 3 * x;
}
static double clip_sum(const double *x, int n, double lo, double hi) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        double v = x[i];
        s += v < lo ? lo * v : v > hi ? hi * v * v : v * v * v;
    }
    return s;
}

int main(void) {
    enum { N = 7 };
    const double h = 1e-6;
    const double pts[4] = {-1.7, -0.3, 1.2, 2.6};
    char name[40];
    for (int p = 0; p < 4; p++) {
        snprintf(name, sizeof name, "pw d/dx at %g", pts[p]);
        check(name, __enzyme_autodiff((void *)pw, pts[p]), (pw(pts[p] + h) - pw(pts[p] - h)) / (2 * h));
    }
    volatile int nv = N;
    int n = nv;
    double x[N] = {-1.2, 0.3, 1.7, -0.5, 0.9, 2.2, -2.0}, dx[N] = {0};
    double lo = -0.2, hi = 1.1;
    grad2 g = __enzyme_autodiff2((void *)clip_sum, enzyme_dup, x, dx, enzyme_const, n, enzyme_out, lo, enzyme_out, hi);
    check("clip_sum d/dlo", g.dlo, (clip_sum(x, n, lo + h, hi) - clip_sum(x, n, lo - h, hi)) / (2 * h));
    check("clip_sum d/dhi", g.dhi, (clip_sum(x, n, lo, hi + h) - clip_sum(x, n, lo, hi - h)) / (2 * h));
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = clip_sum(x, n, lo, hi);
        x[k] = s - h; double fm = clip_sum(x, n, lo, hi);
        x[k] = s;
        snprintf(name, sizeof name, "clip_sum d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
