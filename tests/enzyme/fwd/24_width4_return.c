// Vector forward mode, enzyme_width 4, on functions returning a double: the
// call returns a struct of 4 tangents (32 bytes, so by the x86-64 C ABI it
// comes back through a hidden sret pointer, the first argument of the call,
// with the function second). The gradient of a 4-input function in one call.
// Check: central differences along each tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_width;
typedef struct { double d[4]; } tan4;
extern tan4 __enzyme_fwddiff_w4(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double rosen(const double *x, int n) {
    double s = 0;
    for (int i = 0; i + 1 < n; i++) s += 100 * (x[i + 1] - x[i] * x[i]) * (x[i + 1] - x[i] * x[i]) + (1 - x[i]) * (1 - x[i]);
    return s;
}
static double g(double a, double b) { return a * exp(-b) + b * b * a; }

int main(void) {
    const double h = 1e-5;
    double x[4] = {0.5, 1.2, -0.3, 0.8}, E[4][4] = {{0}};
    for (int k = 0; k < 4; k++) E[k][k] = 1.0;
    tan4 grad = __enzyme_fwddiff_w4((void *)rosen, enzyme_width, 4, enzyme_dup, x, E[0], E[1], E[2], E[3],
                                    enzyme_const, 4);
    char name[32];
    for (int k = 0; k < 4; k++) {
        double xp[4], xm[4];
        for (int i = 0; i < 4; i++) { xp[i] = x[i] + h * E[k][i]; xm[i] = x[i] - h * E[k][i]; }
        snprintf(name, sizeof name, "drosen/dx[%d]", k);
        check(name, grad.d[k], (rosen(xp, 4) - rosen(xm, 4)) / (2 * h));
    }
    const double da[4] = {1, 0, 1, -2}, db[4] = {0, 1, 1, 0.5};
    tan4 t = __enzyme_fwddiff_w4((void *)g, enzyme_width, 4, 0.7, da[0], da[1], da[2], da[3], 1.1, db[0], db[1], db[2],
                                 db[3]);
    for (int k = 0; k < 4; k++) {
        snprintf(name, sizeof name, "dg lane %d", k);
        check(name, t.d[k], (g(0.7 + h * da[k], 1.1 + h * db[k]) - g(0.7 - h * da[k], 1.1 - h * db[k])) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
