// Reverse mode over scalar functions: active by-value doubles (enzyme_out
// and the default for floats), constants, and the gradient struct clang
// returns as { double, double }.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_const;
typedef struct { double dx, dy; } grad2;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) { return sin(x) * y + exp(x * y) / (1 + x * x) - sqrt(1 + y * y); }
static double g(double x, int k) { double s = 0; for (int i = 0; i < k; i++) s += pow(x, i) / (i + 1); return s; }

int main(void) {
    const double h = 1e-6;
    double x = 0.7, y = -1.3;
    grad2 d = __enzyme_autodiff2((void *)f, enzyme_out, x, enzyme_out, y);
    check("df/dx", d.dx, (f(x + h, y) - f(x - h, y)) / (2 * h));
    check("df/dy", d.dy, (f(x, y + h) - f(x, y - h)) / (2 * h));
    double dy = __enzyme_autodiff((void *)f, enzyme_const, x, y);
    check("df/dy (x const)", dy, (f(x, y + h) - f(x, y - h)) / (2 * h));
    volatile int kv = 6;
    int k = kv;
    double dg = __enzyme_autodiff((void *)g, x, enzyme_const, k);
    check("dg/dx (loop)", dg, (g(x + h, k) - g(x - h, k)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
