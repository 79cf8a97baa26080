// Forward mode through calls of helper functions (kept out of line with
// noinline so the derivative must differentiate them recursively): a helper
// called with mixed active/inactive arguments, a helper writing through a
// pointer, and a helper chain three deep.
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

__attribute__((noinline)) static double sq(double x) { return x * x; }
__attribute__((noinline)) static double lin(double a, double x, double b) { return a * x + b; }
__attribute__((noinline)) static void polar(double r, double t, double *out) { out[0] = r * cos(t); out[1] = r * sin(t); }
__attribute__((noinline)) static double level3(double x) { return exp(-sq(x)); }
__attribute__((noinline)) static double level2(double x, double y) { return level3(x - y) * lin(2.0, y, x); }
__attribute__((noinline)) double level1(const double *v) {
    double xy[2];
    polar(v[0], v[1], xy);
    return level2(xy[0], xy[1]) + sq(lin(v[0], 3.0, 1.0));
}

int main(void) {
    const double h = 1e-5;
    double v[2] = {1.3, 0.6}, dv[2] = {0.4, -0.9};
    double vp[2] = {v[0] + h * dv[0], v[1] + h * dv[1]}, vm[2] = {v[0] - h * dv[0], v[1] - h * dv[1]};
    check("level1", __enzyme_fwddiff((void *)level1, v, dv), (level1(vp) - level1(vm)) / (2 * h));
    check("level2 (y const)", __enzyme_fwddiff((void *)level2, 0.4, 1.0, enzyme_const, 0.9),
          (level2(0.4 + h, 0.9) - level2(0.4 - h, 0.9)) / (2 * h));
    double out[2], dout[2], op[2], om[2];
    __enzyme_fwddiff((void *)polar, 2.0, 0.5, 0.8, 1.0, enzyme_dup, out, dout);
    polar(2.0 + 0.5 * h, 0.8 + h, op);
    polar(2.0 - 0.5 * h, 0.8 - h, om);
    check("polar x", dout[0], (op[0] - om[0]) / (2 * h));
    check("polar y", dout[1], (op[1] - om[1]) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
