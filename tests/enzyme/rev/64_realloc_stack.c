// Reverse mode through realloc growth: a push_back-style buffer doubled
// with realloc while the loop runs, then reduced; and a helper called on
// stack arrays. Also run under valgrind (zyme/tests/leaks.rs).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double dot3(const double *a, const double *b) { return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]; }

static double grow(const double *x, int n) {
    int cap = 1, len = 0;
    double *buf = malloc(cap * sizeof(double));
    for (int i = 0; i < n; i++) {
        if (len == cap) {
            cap *= 2;
            buf = realloc(buf, cap * sizeof(double));
        }
        buf[len++] = x[i] * x[i] + cos(x[i]);
    }
    double s = 0;
    for (int i = 0; i < len; i++) {
        double a[3] = {buf[i], x[i], 1.0}, b[3] = {x[i], buf[i], buf[i] * 0.5};
        s += dot3(a, b) * (i + 1);
    }
    free(buf);
    return s;
}

int main(void) {
    volatile int nv = 9;
    int n = nv;
    double x[16], dx[16] = {0};
    for (int i = 0; i < n; i++) x[i] = 0.2 * i - 0.7;
    __enzyme_autodiff((void *)grow, enzyme_dup, x, dx, enzyme_const, n);
    const double h = 1e-6;
    char name[32];
    for (int i = 0; i < n; i++) {
        double xp[16], xm[16];
        for (int j = 0; j < n; j++) xp[j] = xm[j] = x[j];
        xp[i] += h; xm[i] -= h;
        snprintf(name, sizeof name, "d/dx[%d]", i);
        check(name, dx[i], (grow(xp, n) - grow(xm, n)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
