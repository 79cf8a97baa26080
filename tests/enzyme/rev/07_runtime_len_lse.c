// Reverse mode through loops whose trip count is only known at run time
// (read from a volatile): a strided weighted sum of squares, a cumulative
// product sum, and a numerically stable log-sum-exp (max pass, then exp
// pass); entries past n must keep a zero gradient.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// entries past n: ad exactly 0.
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

static double strided(const double *x, int n, int step) {
    double s = 0;
    for (int i = 0; i < n; i += step) s += (i + 1) * x[i] * x[i];
    for (int i = n - 1; i >= 0; i--) s += 0.5 * x[i] * s / (1 + s);
    return s;
}
static double cumprod_sum(const double *x, int n) {
    double p = 1, s = 0;
    for (int i = 0; i < n; i++) { p *= x[i]; s += p; }
    return s;
}
static double lse(const double *x, int n) {
    double m = x[0];
    for (int i = 1; i < n; i++) if (x[i] > m) m = x[i];
    double s = 0;
    for (int i = 0; i < n; i++) s += exp(x[i] - m);
    return m + log(s);
}

typedef double (*fn)(const double *, int);
static double strided2(const double *x, int n) { return strided(x, n, 2); }

int main(void) {
    enum { CAP = 10 };
    const double h = 1e-6;
    volatile int nv = 7, sv = 2;
    int n = nv, step = sv;
    double x[CAP];
    for (int i = 0; i < CAP; i++) x[i] = 1.1 + 0.6 * sin(2.1 * i + 0.4);
    const char *names[3] = {"strided", "cumprod_sum", "lse"};
    fn fs[3] = {strided2, cumprod_sum, lse};
    char name[40];
    for (int f = 0; f < 3; f++) {
        double dx[CAP] = {0};
        if (f == 0) __enzyme_autodiff((void *)strided, enzyme_dup, x, dx, enzyme_const, n, enzyme_const, step);
        else if (f == 1) __enzyme_autodiff((void *)cumprod_sum, enzyme_dup, x, dx, enzyme_const, n);
        else __enzyme_autodiff((void *)lse, enzyme_dup, x, dx, enzyme_const, n);
        for (int k = 0; k < CAP; k++) {
            snprintf(name, sizeof name, "%s d/dx[%d]", names[f], k);
            if (k >= n) { check_zero(name, dx[k]); continue; }
            double s = x[k];
            x[k] = s + h; double fp = fs[f](x, n);
            x[k] = s - h; double fm = fs[f](x, n);
            x[k] = s;
            check(name, dx[k], (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
