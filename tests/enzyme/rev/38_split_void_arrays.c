// Split reverse mode on a void function with dup arrays:
// tape = __enzyme_augmentfwd(f, dup x, dup y, const n) runs the primal
// (y must equal a direct call) and returns the tape; the output seeds are
// written into dy only afterwards, then __enzyme_reverse(f, ..., tape)
// accumulates dx. Second part: x is overwritten between the augmented
// forward and the reverse pass (split mode must not rely on it).
// Check: gradient of sum_i seed_i * y_i against central differences,
// h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|); primal y to 1e-12.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern void *__enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_primal(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

static void f(const double *x, double *y, int n) {
    for (int i = 0; i < n; i++) y[i] = sin(x[i]) * x[(i + 1) % n] + x[i] * x[i] / (1 + x[(i + 2) % n] * x[(i + 2) % n]);
}

#define N 5
static const double seed[N] = {1.0, -0.5, 2.0, 0.25, -1.5};
static double weighted(const double *x, int n) {
    double y[N], s = 0;
    f(x, y, n);
    for (int i = 0; i < n; i++) s += seed[i] * y[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x0[N] = {0.4, -1.1, 0.9, 1.7, -0.3};
    char what[64];
    for (int part = 0; part < 2; part++) {
        double x[N], dx[N] = {0}, y[N] = {0}, dy[N] = {0}, want[N];
        for (int i = 0; i < N; i++) x[i] = x0[i];
        void *tape = __enzyme_augmentfwd((void *)f, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, n);
        f(x0, want, n);
        for (int i = 0; i < N; i++) {
            snprintf(what, sizeof what, "part%d primal y[%d]", part, i);
            check_primal(what, y[i], want[i]);
        }
        if (part == 1)
            for (int i = 0; i < N; i++) x[i] = 100.0 + i; // clobbered before the reverse pass
        for (int i = 0; i < N; i++) dy[i] = seed[i];
        __enzyme_reverse((void *)f, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, n, tape);
        for (int i = 0; i < N; i++) {
            double xs[N];
            for (int k = 0; k < N; k++) xs[k] = x0[k];
            xs[i] = x0[i] + h; double fp = weighted(xs, n);
            xs[i] = x0[i] - h; double fm = weighted(xs, n);
            snprintf(what, sizeof what, "part%d dx[%d]", part, i);
            check(what, dx[i], (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
