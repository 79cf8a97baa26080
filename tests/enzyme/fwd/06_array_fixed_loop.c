// Forward mode over arrays with loops of compile-time length: a weighted
// sum of squares with sin, and an in-place prefix sum (void, tangents land
// in the shadow array).
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define N 8
static double wsum(const double *x) {
    double s = 0;
    for (int i = 0; i < N; i++) s += (i + 1) * x[i] * x[i] + sin(x[i]);
    return s;
}
static void prefix(double *x) {
    for (int i = 1; i < N; i++) x[i] = x[i - 1] * 0.5 + x[i] * x[i];
}

int main(void) {
    const double h = 1e-5;
    double x[N], dx[N], xp[N], xm[N];
    for (int i = 0; i < N; i++) {
        x[i] = 0.3 * i - 0.8;
        dx[i] = (i % 3) - 0.7;
        xp[i] = x[i] + h * dx[i];
        xm[i] = x[i] - h * dx[i];
    }
    double ad = __enzyme_fwddiff((void *)wsum, enzyme_dup, x, dx);
    check("wsum", ad, (wsum(xp) - wsum(xm)) / (2 * h));

    double y[N], dy[N];
    memcpy(y, x, sizeof y);
    memcpy(dy, dx, sizeof dy);
    __enzyme_fwddiff((void *)prefix, y, dy);
    prefix(xp);
    prefix(xm);
    char name[32];
    for (int i = 0; i < N; i++) {
        double fd = (xp[i] - xm[i]) / (2 * h);
        if (fabs(fd) < 1e-6) continue;
        snprintf(name, sizeof name, "prefix[%d]", i);
        check(name, dy[i], fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
