// Reverse mode through insertion sort: (1) copy the input into a stack
// buffer, sort the copy, return a weighted sum of squares of the sorted
// values (weights enzyme_const); (2) sort the dup input array in place
// (values shifted and overwritten) and return the same sum, so the shadow
// must come back permuted to the original positions.
// Check: central differences on fresh copies, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|); values are distinct (gaps > 0.1).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static void isort(double *b, int n) {
    for (int i = 1; i < n; i++) {
        double v = b[i];
        int j = i - 1;
        while (j >= 0 && b[j] > v) { b[j + 1] = b[j]; j--; }
        b[j + 1] = v;
    }
}
static double sorted_copy(const double *x, const double *w, int n) {
    double buf[16];
    for (int i = 0; i < n; i++) buf[i] = x[i];
    isort(buf, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += w[i] * buf[i] * buf[i];
    return s;
}
static double sorted_inplace(double *x, const double *w, int n) {
    isort(x, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += w[i] * x[i] * x[i];
    return s;
}

enum { N = 7 };
static const double x0[N] = {0.9, -0.4, 1.6, 0.2, -1.3, 0.55, 1.1};
static double fresh_inplace(int k, double d, const double *w, int n) {
    double x[N];
    memcpy(x, x0, sizeof x);
    x[k] += d;
    return sorted_inplace(x, w, n);
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N], dx[N] = {0}, w[N];
    for (int i = 0; i < N; i++) w[i] = 1.0 + 0.5 * i;
    memcpy(x, x0, sizeof x);
    char name[32];
    __enzyme_autodiff((void *)sorted_copy, enzyme_dup, x, dx, enzyme_const, w, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = sorted_copy(x, w, n);
        x[k] = s - h; double fm = sorted_copy(x, w, n);
        x[k] = s;
        snprintf(name, sizeof name, "sorted_copy d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    double dxi[N] = {0};
    __enzyme_autodiff((void *)sorted_inplace, enzyme_dup, x, dxi, enzyme_const, w, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        snprintf(name, sizeof name, "sorted_inplace d/dx[%d]", k);
        check(name, dxi[k], (fresh_inplace(k, h, w, n) - fresh_inplace(k, -h, w, n)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
