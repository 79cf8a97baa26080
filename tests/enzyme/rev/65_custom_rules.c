// Custom reverse rules registered with __enzyme_register_gradient_NAME
// (an augmented forward returning a tape pointer for a pointer-argument
// function, and one returning the primal for a function whose body is an
// integer bit trick zyme cannot differentiate), and a logging function
// made inactive with __enzyme_inactivefn.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// for the fast inverse square root, against the smooth 1/sqrt(x) it
// approximates: |ad - fd| <= 2e-3 * max(1, |fd|) (its error is ~0.2%).
#include <math.h>
#include <stdio.h>
#include <stdint.h>
#include <string.h>

// tests/enzyme/cc/custom_rules_inlinable.c builds this file without it.
#ifndef NOINLINE
#define NOINLINE __attribute__((noinline))
#endif

extern double __enzyme_autodiff(void *, ...);
typedef struct { double da, db; } g2;
extern g2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_g2");

static int fails;
static void check(const char *what, double ad, double fd, double tol) {
    int ok = fabs(ad - fd) <= tol * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

NOINLINE void square_(const double *src, double *dest) { *dest = *src * *src; }
void *augment_square_(const double *src, const double *d_src, double *dest, double *d_dest) {
    (void)d_src; (void)d_dest;
    *dest = *src * *src;
    return NULL;
}
void gradient_square_(const double *src, double *d_src, const double *dest, const double *d_dest, void *tape) {
    (void)dest; (void)tape;
    *d_src += *d_dest * *src * 2;
}
__attribute__((used)) void *__enzyme_register_gradient_square[3] = {
    (void *)square_, (void *)augment_square_, (void *)gradient_square_};

NOINLINE double fast_rsqrt(double x) {
    float xf = (float)x, half = 0.5f * xf;
    int32_t i;
    memcpy(&i, &xf, 4);
    i = 0x5f3759df - (i >> 1);
    memcpy(&xf, &i, 4);
    xf = xf * (1.5f - half * xf * xf);
    return xf;
}
double aug_rsqrt(double x) { return fast_rsqrt(x); }
double rev_rsqrt(double x, double d) { return -0.5 * d * fast_rsqrt(x) / x; }
__attribute__((used)) void *__enzyme_register_gradient_rsqrt[3] = {
    (void *)fast_rsqrt, (void *)aug_rsqrt, (void *)rev_rsqrt};

static int logged;
NOINLINE void log_value(double v) { logged += v > 0; }
__attribute__((used)) void *__enzyme_inactivefn[1] = {(void *)log_value};

double sq_then_sin(double x) { double y; square_(&x, &y); log_value(y); return sin(y) + y; }
double inv_norm(double x, double y) { return fast_rsqrt(x * x + y * y) * x; }
static double smooth_inv_norm(double x, double y) { return x / sqrt(x * x + y * y); }

int main(void) {
    const double h = 1e-6;
    double x = 0.8;
    check("custom square", __enzyme_autodiff((void *)sq_then_sin, x),
          (sq_then_sin(x + h) - sq_then_sin(x - h)) / (2 * h), 1e-6);
    double a = 1.3, b = 0.6;
    g2 g = __enzyme_autodiff2((void *)inv_norm, a, b);
    check("rsqrt rule d/dx", g.da, (smooth_inv_norm(a + h, b) - smooth_inv_norm(a - h, b)) / (2 * h), 2e-3);
    check("rsqrt rule d/dy", g.db, (smooth_inv_norm(a, b + h) - smooth_inv_norm(a, b - h)) / (2 * h), 2e-3);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
