// Custom reverse rule for a function of two by-value doubles whose body is
// not differentiable: cubic_root(a, b) solves y^3 + a*y = b by bisection
// (the result is built from comparisons only, so differentiating the body
// would give zero). aug returns the primal (no tape); rev takes
// (a, b, d_return) and returns the struct {d/da, d/db} from the implicit
// function theorem: dy/da = -y / (3y^2 + a), dy/db = 1 / (3y^2 + a).
// The rule is used inside a larger expression with two enzyme_out arguments.
// Check: central differences of the bisection itself, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|) (bisection converges to ~1e-16).
#include <math.h>
#include <stdio.h>

extern int enzyme_out;
typedef struct { double da, db; } grad2;
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_count(const char *what, int got, int want) {
    printf("%-26s got=%d want=%d %s\n", what, got, want, got == want ? "OK" : "FAIL");
    fails += got != want;
}

// requires a > 0 so that y^3 + a*y is increasing
__attribute__((noinline)) double cubic_root(double a, double b) {
    double lo = -100, hi = 100;
    for (int it = 0; it < 200; it++) {
        double mid = 0.5 * (lo + hi);
        if (mid * mid * mid + a * mid > b) hi = mid; else lo = mid;
    }
    return 0.5 * (lo + hi);
}
static int n_rev;
double cubic_root_aug(double a, double b) { return cubic_root(a, b); }
grad2 cubic_root_rev(double a, double b, double dret) {
    n_rev++;
    double y = cubic_root(a, b), den = 3 * y * y + a;
    grad2 g = {-y / den * dret, 1 / den * dret};
    return g;
}
void *__enzyme_register_gradient_cubic_root[3] = {(void *)cubic_root, (void *)cubic_root_aug,
                                                  (void *)cubic_root_rev};

static double g(double a, double b) {
    double y1 = cubic_root(a, b), y2 = cubic_root(a * b, b + 1);
    return sin(y1) * a + y2 * y2 - 0.3 * b;
}

int main(void) {
    const double h = 1e-6;
    double a = 1.3, b = 0.8;
    grad2 d = __enzyme_autodiff2((void *)cubic_root, enzyme_out, a, enzyme_out, b);
    check("root d/da", d.da, (cubic_root(a + h, b) - cubic_root(a - h, b)) / (2 * h));
    check("root d/db", d.db, (cubic_root(a, b + h) - cubic_root(a, b - h)) / (2 * h));
    n_rev = 0;
    d = __enzyme_autodiff2((void *)g, a, b);
    check("g d/da", d.da, (g(a + h, b) - g(a - h, b)) / (2 * h));
    check("g d/db", d.db, (g(a, b + h) - g(a, b - h)) / (2 * h));
    check_count("rev calls in g", n_rev, 2);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
