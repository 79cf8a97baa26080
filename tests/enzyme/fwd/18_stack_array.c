// Forward mode through a local stack array (double tmp[8]) inside the
// differentiated function: fill, smooth in place, reduce; and a local 2-D
// array used as scratch for a small 3x3 determinant by cofactors.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double smooth(const double *x, double a) {
    double tmp[8];
    for (int i = 0; i < 8; i++) tmp[i] = x[i] * a + (double)i;
    for (int k = 0; k < 3; k++)
        for (int i = 1; i < 7; i++) tmp[i] = 0.25 * tmp[i - 1] + 0.5 * tmp[i] + 0.25 * tmp[i + 1] * tmp[i + 1];
    double s = 0;
    for (int i = 0; i < 8; i++) s += tmp[i] * (i % 3 - 1);
    return s;
}
static double det3(const double *v) {
    double m[3][3];
    for (int i = 0; i < 9; i++) m[i / 3][i % 3] = v[i];
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
           m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

int main(void) {
    const double h = 1e-5;
    double x[8], dx[8], xp[8], xm[8];
    for (int i = 0; i < 8; i++) {
        x[i] = 0.2 * i - 0.5; dx[i] = (i % 2) ? 0.4 : -0.3;
        xp[i] = x[i] + h * dx[i]; xm[i] = x[i] - h * dx[i];
    }
    check("smooth (x, a dup)", __enzyme_fwddiff((void *)smooth, x, dx, 1.3, 0.7),
          (smooth(xp, 1.3 + 0.7 * h) - smooth(xm, 1.3 - 0.7 * h)) / (2 * h));
    double v[9] = {2, -1, 0.5, 0.3, 1.5, -0.7, 1.1, 0.2, 0.9}, dv[9], vp[9], vm[9];
    for (int i = 0; i < 9; i++) { dv[i] = 0.1 * i - 0.35; vp[i] = v[i] + h * dv[i]; vm[i] = v[i] - h * dv[i]; }
    check("det3", __enzyme_fwddiff((void *)det3, v, dv), (det3(vp) - det3(vm)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
