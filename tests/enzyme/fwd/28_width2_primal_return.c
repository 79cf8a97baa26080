// enzyme_primal_return combined with enzyme_width 2: the call returns the
// primal followed by the 2 tangents ({double, [2 x double]}, 24 bytes, so by
// the x86-64 C ABI it comes back through a hidden sret pointer).
// Check: primal equals a direct call to 1e-12 relative; tangents against
// central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_primal_return, enzyme_width;
typedef struct { double primal; double tangent[2]; } dual2;
extern dual2 __enzyme_fwddiff_dual2(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) { return x * x * y + cos(x - y); }

int main(void) {
    const double h = 1e-5;
    double x = 0.9, y = -0.4;
    dual2 r = __enzyme_fwddiff_dual2((void *)f, enzyme_width, 2, enzyme_primal_return, x, 1.0, 0.0, y, 0.0, 1.0);
    int ok = fabs(r.primal - f(x, y)) <= 1e-12 * fmax(1.0, fabs(f(x, y)));
    printf("%-26s got=%+.10e want=%+.10e %s\n", "primal", r.primal, f(x, y), ok ? "OK" : "FAIL");
    fails += !ok;
    check("df/dx (lane 0)", r.tangent[0], (f(x + h, y) - f(x - h, y)) / (2 * h));
    check("df/dy (lane 1)", r.tangent[1], (f(x, y + h) - f(x, y - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
