// Forward mode reading global arrays inside the differentiated function: a
// const table of quadrature weights/nodes and a mutable global scale factor
// (both inactive: their tangent is zero).
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
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

/* 5-point Gauss-Legendre on [-1, 1]. */
static const double gl_nodes[5] = {-0.9061798459386640, -0.5384693101056831, 0.0, 0.5384693101056831,
                                   0.9061798459386640};
static const double gl_weights[5] = {0.2369268850561891, 0.4786286704993665, 0.5688888888888889,
                                     0.4786286704993665, 0.2369268850561891};
double g_scale[3] = {1.0, 0.5, 0.25};

/* integral over [0, b] of exp(-a t^2) dt, by quadrature */
static double integral(double a, double b) {
    double s = 0;
    for (int i = 0; i < 5; i++) {
        double t = 0.5 * b * (gl_nodes[i] + 1.0);
        s += gl_weights[i] * exp(-a * t * t);
    }
    return 0.5 * b * s * g_scale[0];
}
static double series(double x) {
    double s = 0;
    for (int i = 0; i < 3; i++) s += g_scale[i] * pow(x, i + 1);
    return s;
}

int main(void) {
    const double h = 1e-5;
    double a = 0.7, b = 1.6;
    check("dI/da", __enzyme_fwddiff((void *)integral, a, 1.0, b, 0.0),
          (integral(a + h, b) - integral(a - h, b)) / (2 * h));
    check("dI/db", __enzyme_fwddiff((void *)integral, enzyme_const, a, b, 1.0),
          (integral(a, b + h) - integral(a, b - h)) / (2 * h));
    check("series", __enzyme_fwddiff((void *)series, 1.2, 1.0), (series(1.2 + h) - series(1.2 - h)) / (2 * h));
    g_scale[1] = -2.0;
    check("series (scale changed)", __enzyme_fwddiff((void *)series, 1.2, 1.0),
          (series(1.2 + h) - series(1.2 - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
