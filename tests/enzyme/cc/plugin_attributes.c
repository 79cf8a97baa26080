// The Enzyme plugin's attributes, which clang drops without the plugin
// and `zyme cc` carries as `annotate` attributes:
//   - `enzyme_inactive` on a logger whose body zyme cannot compile
//     (inline assembly): without the attribute, the gradient would need a
//     derivative of a function zyme cannot see into, and the build fails;
//   - `enzyme_function_like("sin")` on a sine whose body is assembly too:
//     differentiated by sin's rule;
//   - `enzyme_function_like("malloc")` / `("free")` on a pool's
//     allocator and deallocator, holding active intermediate values.
// Only meaningful through `zyme cc` (run by zyme/tests/enzyme_rev.rs at
// -O0 and -O2).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd, double tol) {
    int ok = fabs(ad - fd) <= tol * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double logged;

__attribute__((enzyme_inactive, noinline)) void log_value(double x) {
    __asm__ volatile("# %0" : : "x"(x) : "memory");
    logged = x;
}

__attribute__((enzyme_function_like("sin"), noinline)) double asm_sin(double x) {
    double y = sin(x);
    __asm__ volatile("# %0" : "+x"(y));
    return y;
}

__attribute__((enzyme_function_like("malloc"), noinline)) void *pool_alloc(size_t n) {
    return malloc(n);
}

__attribute__((enzyme_function_like("free"), noinline)) void pool_free(void *p) { free(p); }

double model(double x) {
    double *tmp = pool_alloc(4 * sizeof(double));
    for (int i = 0; i < 4; i++)
        tmp[i] = asm_sin(x * (i + 1));
    log_value(tmp[3]);
    double s = 0;
    for (int i = 0; i < 4; i++)
        s += tmp[i] * tmp[i] * (i + 1);
    pool_free(tmp);
    return s;
}

int main(void) {
    double x = 0.7, h = 1e-6;
    double ad = __enzyme_autodiff((void *)model, x);
    double fd = (model(x + h) - model(x - h)) / (2 * h);
    check("d model / dx (reverse)", ad, fd, 1e-6);
    check("d model / dx (forward)", __enzyme_fwddiff((void *)model, x, 1.0), fd, 1e-6);
    printf("logged %.6f\n", logged);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
