// __enzyme_function_like = {fn, "log1p"}: the primal runs the program's
// own my_log1p (a short series here), its derivative is log1p's, in
// reverse and forward mode (what Enzyme's customlog1p test checks).
// Check against the analytic derivative of log1p, 2/(1+x):
// |ad - want| <= 1e-12 * max(1, |want|); the series' own derivative
// differs, so a zyme that ignored the registration would fail.
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double want) {
    int ok = fabs(ad - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s ad=%+.10e want=%+.10e %s\n", what, ad, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

__attribute__((noinline)) double my_log1p(double x) { return x - x * x / 2 + x * x * x / 3; }
__attribute__((used)) void *__enzyme_function_like[2] = {(void *)my_log1p, (void *)"log1p"};

double f(double x) { return my_log1p(x) * 2; }

int main(void) {
    const double xs[] = {0.1, 0.5, 2.0};
    for (int i = 0; i < 3; i++) {
        double x = xs[i], want = 2 / (1 + x);
        check("reverse", __enzyme_autodiff((void *)f, x), want);
        check("forward", __enzyme_fwddiff((void *)f, x, 1.0), want);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
