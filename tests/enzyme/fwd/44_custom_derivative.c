// Forward mode with a custom derivative registered through
// __enzyme_register_derivative_NAME = {fn, derivative}: the derivative
// takes each float argument followed by its tangent and returns the
// result's tangent. Used for a function whose body zyme could not
// differentiate, inside a
// larger function and as the function asked for directly. The body goes
// through frexp/ldexp (exact, but with no derivative zyme knows), so only
// the custom rule can differentiate it.
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

static double smooth(double x) { return 1.0 / (1.0 + exp(-x)); }

__attribute__((noinline)) double table_sigmoid(double x) {
    int e;
    double m = frexp(smooth(x), &e);
    return ldexp(m, e);
}
double dtable_sigmoid(double x, double dx) {
    double s = smooth(x);
    return s * (1 - s) * dx;
}
__attribute__((used)) void *__enzyme_register_derivative_table_sigmoid[2] = {
    (void *)table_sigmoid, (void *)dtable_sigmoid};

double layer(const double *w, const double *x, int n) {
    double z = 0;
    for (int i = 0; i < n; i++) z += w[i] * x[i];
    return table_sigmoid(z) * z;
}
static double layer_smooth(const double *w, const double *x, int n) {
    double z = 0;
    for (int i = 0; i < n; i++) z += w[i] * x[i];
    return smooth(z) * z;
}

int main(void) {
    volatile int nv = 4;
    int n = nv;
    double w[4] = {0.3, -0.2, 0.5, 0.1}, dw[4] = {1.0, 0.5, -0.25, 2.0}, x[4] = {1.0, 2.0, -1.0, 0.5};
    const double h = 1e-5;
    double wp[4], wm[4];
    for (int i = 0; i < n; i++) { wp[i] = w[i] + h * dw[i]; wm[i] = w[i] - h * dw[i]; }
    check("layer (custom inside)", __enzyme_fwddiff((void *)layer, enzyme_dup, w, dw, enzyme_const, x, enzyme_const, n),
          (layer_smooth(wp, x, n) - layer_smooth(wm, x, n)) / (2 * h));
    double z = 0.37;
    check("custom directly", __enzyme_fwddiff((void *)table_sigmoid, z, 1.0), (smooth(z + h) - smooth(z - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
