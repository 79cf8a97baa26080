// Second derivatives by reverse over reverse: __enzyme_autodiff of a
// function that itself calls __enzyme_autodiff on a loop over a
// non-inlined helper (so the inner gradient keeps a tape), and a global
// written by a non-inlined callee and read by its caller.
// Check: central differences of the first derivative, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

__attribute__((noinline)) double g(double x) { return sin(x) * x; }
double f(double x) {
    double s = 0;
    for (int i = 0; i < 3; i++) s += g(x + i) * (i + 1);
    return s;
}
double df(double x) { return __enzyme_autodiff((void *)f, x); }

double state;
__attribute__((noinline)) void publish(double x) { state = x * x * 3; }
double read_back(double x) {
    publish(x);
    return state * x;
}

int main(void) {
    const double h = 1e-5;
    double x = 0.7;
    check("f'' (reverse over reverse)", __enzyme_autodiff((void *)df, x), (df(x + h) - df(x - h)) / (2 * h));
    check("global written in callee", __enzyme_autodiff((void *)read_back, x),
          (read_back(x + h) - read_back(x - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
