// The argument-layout markers of __enzyme_autodiff: enzyme_interleave (all
// values first, then the shadows of the duplicated ones in order) and
// enzyme_byref <bytes> (the argument is the address of the value: an
// active double passed by reference comes back as a gradient).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out, enzyme_interleave, enzyme_byref;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(const double *x, const double *y, int n, double a) {
    double s = 0;
    for (int i = 0; i < n; i++) s += sin(x[i] * a) * y[i] + y[i] * y[i] * x[i];
    return s;
}

int main(void) {
    volatile int nv = 3;
    int n = nv;
    double x[3] = {0.3, -0.7, 1.1}, y[3] = {1.5, 0.2, -0.4}, dx[3] = {0}, dy[3] = {0}, a = 0.8;
    double da = __enzyme_autodiff((void *)f, enzyme_interleave, enzyme_dup, x, enzyme_dup, y, enzyme_const, n,
                                  enzyme_byref, 8, &a, dx, dy);
    const double h = 1e-6;
    check("d/da (byref, out)", da, (f(x, y, n, a + h) - f(x, y, n, a - h)) / (2 * h));
    for (int i = 0; i < n; i++) {
        double xp[3], xm[3], yp[3], ym[3];
        for (int j = 0; j < n; j++) { xp[j] = xm[j] = x[j]; yp[j] = ym[j] = y[j]; }
        xp[i] += h; xm[i] -= h; yp[i] += h; ym[i] -= h;
        char name[32];
        snprintf(name, sizeof name, "d/dx[%d] (interleaved)", i);
        check(name, dx[i], (f(xp, y, n, a) - f(xm, y, n, a)) / (2 * h));
        snprintf(name, sizeof name, "d/dy[%d] (interleaved)", i);
        check(name, dy[i], (f(x, yp, n, a) - f(x, ym, n, a)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
