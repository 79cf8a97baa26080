// Reverse mode through recursive functions: power by repeated squaring
// (recursion depth depends on the runtime int exponent, two recursive
// shapes: x * p(n-1) and p(n/2)^2), and a divide-and-conquer sum over the
// two halves of an array (pointer arithmetic on the dup array per level).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
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

static double rpow(double x, int n) {
    if (n == 0) return 1.0;
    if (n % 2 == 0) {
        double r = rpow(x, n / 2);
        return r * r;
    }
    return x * rpow(x, n - 1);
}
static double rsum(const double *a, int n) {
    if (n == 1) return a[0] * a[0] + sin(a[0]);
    int m = n / 2;
    return 0.9 * rsum(a, m) + rsum(a + m, n - m) * a[0];
}

int main(void) {
    enum { N = 11 };
    const double h = 1e-6;
    volatile int ev = 13;
    int e = ev;
    double x = 1.07;
    char name[32];
    check("rpow(x,13) d/dx", __enzyme_autodiff((void *)rpow, enzyme_out, x, enzyme_const, e),
          (rpow(x + h, e) - rpow(x - h, e)) / (2 * h));
    check("rpow(x,13) exact", __enzyme_autodiff((void *)rpow, x, e), 13 * pow(x, 12));
    volatile int nv = N;
    int n = nv;
    double a[N], da[N] = {0};
    for (int i = 0; i < N; i++) a[i] = 0.8 * cos(1.3 * i) + 0.2;
    __enzyme_autodiff((void *)rsum, enzyme_dup, a, da, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = a[k];
        a[k] = s + h; double fp = rsum(a, n);
        a[k] = s - h; double fm = rsum(a, n);
        a[k] = s;
        snprintf(name, sizeof name, "rsum d/da[%d]", k);
        check(name, da[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
