// Custom reverse rule with a tape, for a void function with pointer
// arguments: lse(x, out, n) writes log-sum-exp(x) to *out. Its aug takes
// (x, dx, out, dout, n) (shadows interleaved after each pointer), computes
// *out and returns a malloc'd softmax vector as the tape (void *); its rev
// takes (x, dx, out, dout, n, tape), accumulates dx += *dout * softmax,
// zeroes *dout and frees the tape. Called once per row from a differentiated
// model on a stack array.
// Check: gradient w.r.t. the dup weights against central differences,
// h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|); call counts of aug/rev.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_count(const char *what, int got, int want) {
    printf("%-26s got=%d want=%d %s\n", what, got, want, got == want ? "OK" : "FAIL");
    fails += got != want;
}

__attribute__((noinline)) void lse(const double *x, double *out, int n) {
    double m = x[0], s = 0;
    for (int i = 1; i < n; i++) m = fmax(m, x[i]);
    for (int i = 0; i < n; i++) s += exp(x[i] - m);
    *out = m + log(s);
}
static int n_aug, n_rev;
void *lse_aug(const double *x, double *dx, double *out, double *dout, int n) {
    (void)dx; (void)dout;
    n_aug++;
    lse(x, out, n);
    double *p = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) p[i] = exp(x[i] - *out);
    return p;
}
void lse_rev(const double *x, double *dx, double *out, double *dout, int n, void *tape) {
    (void)x; (void)out;
    n_rev++;
    double *p = tape;
    for (int i = 0; i < n; i++) dx[i] += *dout * p[i];
    *dout = 0;
    free(p);
}
void *__enzyme_register_gradient_lse[3] = {(void *)lse, (void *)lse_aug, (void *)lse_rev};

#define NC 4
static double model(const double *w, const double *X, int rows) {
    double total = 0;
    for (int r = 0; r < rows; r++) {
        double z[NC], o;
        for (int i = 0; i < NC; i++) z[i] = w[i] * X[r * NC + i] + w[NC + i];
        lse(z, &o, NC);
        total += o * (r + 1) - z[r % NC];
    }
    return total;
}

int main(void) {
    const double h = 1e-6;
    volatile int rv = 3;
    int rows = rv;
    double X[3 * NC] = {0.5, -1.0, 2.0, 0.3, 1.5, 0.2, -0.7, 1.1, -0.4, 0.9, 0.6, -1.3};
    double w[2 * NC] = {0.8, -0.3, 0.5, 1.2, 0.1, 0.0, -0.2, 0.4}, dw[2 * NC] = {0};
    __enzyme_autodiff((void *)model, enzyme_dup, w, dw, enzyme_const, X, enzyme_const, rows);
    check_count("aug calls", n_aug, 3);
    check_count("rev calls", n_rev, 3);
    char what[64];
    for (int i = 0; i < 2 * NC; i++) {
        double s = w[i];
        w[i] = s + h; double fp = model(w, X, rows);
        w[i] = s - h; double fm = model(w, X, rows);
        w[i] = s;
        snprintf(what, sizeof what, "model dw[%d]", i);
        check(what, dw[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
