// C99 complex arithmetic: products and quotients (the runtime's
// __muldc3 / __divdc3 at -O0, inline arithmetic at -O2), cexp, clog,
// csqrt and cabs, with the real and imaginary parts of the input active,
// by reverse mode (enzyme_out) and forward mode (enzyme_dup).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <complex.h>
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_dup, enzyme_const;
typedef struct { double da, db; } G2;
extern G2 __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(double a, double b) {
    double complex z = a + b * I;
    double complex u = 1.5 - 0.5 * I + z;
    double complex w = z * u * cexp(z) / (z * z + 2.0) + csqrt(u) * clog(u);
    return cabs(w) + creal(w) - 0.5 * cimag(w);
}

int main(void) {
    const double a = 0.7, b = -0.4, h = 1e-6;
    G2 g = __enzyme_autodiff((void *)f, enzyme_out, a, enzyme_out, b);
    double fda = (f(a + h, b) - f(a - h, b)) / (2 * h);
    double fdb = (f(a, b + h) - f(a, b - h)) / (2 * h);
    check("reverse d/da", g.da, fda);
    check("reverse d/db", g.db, fdb);
    check("forward d/da", __enzyme_fwddiff((void *)f, enzyme_dup, a, 1.0, enzyme_dup, b, 0.0), fda);
    check("forward d/db", __enzyme_fwddiff((void *)f, enzyme_dup, a, 0.0, enzyme_dup, b, 1.0), fdb);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
