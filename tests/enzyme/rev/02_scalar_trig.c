// Reverse mode through trigonometric and hyperbolic libm calls (sin, cos,
// tan, tanh, sinh, cosh, atan, asin, acos, atan2, hypot) with one, two and
// three active by-value doubles; the three-double gradient struct is
// returned through an sret pointer, the two-double one in registers.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_const;
typedef struct { double dx, dy; } grad2;
typedef struct { double dx, dy, dz; } grad3;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");
extern grad3 __enzyme_autodiff3(void *, ...) __asm__("__enzyme_autodiff_3");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f1(double x) { return tan(x) + sinh(x) * cosh(0.5 * x) + atan(3 * x) + asin(x / 2) - acos(x / 3); }
static double f2(double x, double y) { return sin(x) * cos(y) + tanh(x - 2 * y) + atan2(y, x) + cos(x * x * y); }
static double f3(double x, double y, double z) {
    return hypot(x, y) * cos(z) + atan2(x * z, y) + sin(x * y * z) + hypot(z, 1.5);
}

int main(void) {
    const double h = 1e-6;
    double x = 0.7, y = -1.3, z = 0.4;
    check("f1 d/dx", __enzyme_autodiff((void *)f1, x), (f1(x + h) - f1(x - h)) / (2 * h));
    check("f1 d/dx (enzyme_out)", __enzyme_autodiff((void *)f1, enzyme_out, -0.45),
          (f1(-0.45 + h) - f1(-0.45 - h)) / (2 * h));
    grad2 g = __enzyme_autodiff2((void *)f2, enzyme_out, x, enzyme_out, y);
    check("f2 d/dx", g.dx, (f2(x + h, y) - f2(x - h, y)) / (2 * h));
    check("f2 d/dy", g.dy, (f2(x, y + h) - f2(x, y - h)) / (2 * h));
    /* third quadrant for atan2 */
    double a = -0.8, b = -0.6;
    g = __enzyme_autodiff2((void *)f2, a, b);
    check("f2 d/dx (3rd quadrant)", g.dx, (f2(a + h, b) - f2(a - h, b)) / (2 * h));
    check("f2 d/dy (3rd quadrant)", g.dy, (f2(a, b + h) - f2(a, b - h)) / (2 * h));
    check("f2 d/dx (y const)", __enzyme_autodiff((void *)f2, x, enzyme_const, y),
          (f2(x + h, y) - f2(x - h, y)) / (2 * h));
    grad3 g3 = __enzyme_autodiff3((void *)f3, x, y, z);
    check("f3 d/dx", g3.dx, (f3(x + h, y, z) - f3(x - h, y, z)) / (2 * h));
    check("f3 d/dy", g3.dy, (f3(x, y + h, z) - f3(x, y - h, z)) / (2 * h));
    check("f3 d/dz", g3.dz, (f3(x, y, z + h) - f3(x, y, z - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
