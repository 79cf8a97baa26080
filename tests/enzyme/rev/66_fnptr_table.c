// Reverse mode through indirect calls: a table of function pointers
// indexed in the loop, and a callback passed as a constant argument
// (zyme dispatches on the pointer to each candidate's derivative).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
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

typedef double (*unary)(double, const double *);
static double quad(double x, const double *p) { return p[0] * x * x; }
static double wave(double x, const double *p) { return sin(p[1] * x); }
static double soft(double x, const double *p) { return log(1 + exp(p[0] * x)); }
static unary table[3] = {quad, wave, soft};

double total(const double *x, const double *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += table[i % 3](x[i], p);
    return s;
}

double apply_all(unary f, const double *x, const double *p, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += f(x[i], p) * (i + 1);
    return s;
}

int main(void) {
    volatile int nv = 7;
    int n = nv;
    double x[8], dx[8] = {0}, p[2] = {1.5, 2.0}, dp[2] = {0}, ex[8] = {0}, ep[2] = {0};
    for (int i = 0; i < n; i++) x[i] = 0.3 * i - 0.8;
    __enzyme_autodiff((void *)total, enzyme_dup, x, dx, enzyme_dup, p, dp, enzyme_const, n);
    __enzyme_autodiff((void *)apply_all, enzyme_const, wave, enzyme_dup, x, ex, enzyme_dup, p, ep, enzyme_const, n);
    const double h = 1e-6;
    char name[32];
    for (int i = 0; i < n; i++) {
        double xp[8], xm[8];
        for (int j = 0; j < n; j++) xp[j] = xm[j] = x[j];
        xp[i] += h; xm[i] -= h;
        snprintf(name, sizeof name, "table d/dx[%d]", i);
        check(name, dx[i], (total(xp, p, n) - total(xm, p, n)) / (2 * h));
        snprintf(name, sizeof name, "callback d/dx[%d]", i);
        check(name, ex[i], (apply_all(wave, xp, p, n) - apply_all(wave, xm, p, n)) / (2 * h));
    }
    for (int k = 0; k < 2; k++) {
        double pp[2] = {p[0], p[1]}, pm[2] = {p[0], p[1]};
        pp[k] += h; pm[k] -= h;
        snprintf(name, sizeof name, "table d/dp[%d]", k);
        check(name, dp[k], (total(x, pp, n) - total(x, pm, n)) / (2 * h));
    }
    double pp[2] = {p[0], p[1] + h}, pm[2] = {p[0], p[1] - h};
    check("callback d/dp[1]", ep[1], (apply_all(wave, x, pp, n) - apply_all(wave, x, pm, n)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
