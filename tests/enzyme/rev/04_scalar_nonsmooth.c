// Reverse mode through the non-smooth libm calls fabs, fmin, fmax and
// copysign, evaluated at three points chosen so that every branch of each
// (sign of fabs's argument, which of fmin/fmax wins, sign of copysign's
// sign argument) is taken at least once, away from the kinks.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out;
typedef struct { double dx, dy; } grad2;
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) {
    return fabs(x) * y + fabs(x * y - 1) + fmax(x, y) * x + fmin(x * x, y + 2) * y + copysign(x * x + 1, y) * x +
           y * y;
}

int main(void) {
    const double h = 1e-6;
    const double pts[3][2] = {{0.7, -1.3}, {-0.9, 1.6}, {2.5, 0.5}};
    char name[40];
    for (int p = 0; p < 3; p++) {
        double x = pts[p][0], y = pts[p][1];
        grad2 g = __enzyme_autodiff2((void *)f, enzyme_out, x, enzyme_out, y);
        snprintf(name, sizeof name, "d/dx at (%g,%g)", x, y);
        check(name, g.dx, (f(x + h, y) - f(x - h, y)) / (2 * h));
        snprintf(name, sizeof name, "d/dy at (%g,%g)", x, y);
        check(name, g.dy, (f(x, y + h) - f(x, y - h)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
