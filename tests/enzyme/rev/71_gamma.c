// lgamma and tgamma (and lgammaf) in both modes: their derivatives use
// the digamma function, which zyme generates (reflection below 1/2,
// recurrence, asymptotic series).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// float: h = 1e-3, |ad - fd| <= 1e-3 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern float __enzyme_autodiff_f(void *, ...) __asm__("__enzyme_autodiff_f32");

static int fails;
static void check(const char *what, double ad, double fd, double tol) {
    int ok = fabs(ad - fd) <= tol * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(double x) { return lgamma(x) * 0.7 + tgamma(0.5 * x + 0.25); }
float g(float x) { return lgammaf(x) * x; }

int main(void) {
    const double xs[] = {0.3, 1.2, 2.5, 7.2, -0.4, -2.7};
    char name[40];
    for (int i = 0; i < 6; i++) {
        double x = xs[i], h = 1e-6;
        double fd = (f(x + h) - f(x - h)) / (2 * h);
        snprintf(name, sizeof name, "reverse f'(%g)", x);
        check(name, __enzyme_autodiff((void *)f, x), fd, 1e-6);
        snprintf(name, sizeof name, "forward f'(%g)", x);
        check(name, __enzyme_fwddiff((void *)f, x, 1.0), fd, 1e-6);
    }
    float y = 3.5f, hf = 1e-3f;
    check("lgammaf", __enzyme_autodiff_f((void *)g, y), (g(y + hf) - g(y - hf)) / (2 * hf), 1e-3);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
