// Custom reverse rule (__enzyme_register_gradient_NAME = {fn, aug, rev}) for
// a function zyme cannot differentiate correctly by itself: the "fast
// inverse square root" (integer bit trick on the double's representation,
// then two Newton steps). aug returns the primal result (no tape); rev gets
// (x, d_return) and returns d/dx = -0.5 * y^3 * d_return. Used directly and
// inside a loop over a dup array.
// Check: against central differences (h = 1e-6) of the smooth function it
// approximates (1/sqrt), |ad - fd| <= 1e-4 * max(1, |fd|): the approximation
// is only good to ~1e-5 relative after two Newton steps (differentiating the
// Newton steps with a constant initial guess would be off by ~4e-3).
// Also checks that the rule's aug and rev really ran.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check_tol(const char *what, double ad, double fd, double tol) {
    int ok = fabs(ad - fd) <= tol * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_count(const char *what, int got, int want) {
    printf("%-26s got=%d want=%d %s\n", what, got, want, got == want ? "OK" : "FAIL");
    fails += got != want;
}

__attribute__((noinline)) double fast_rsqrt(double x) {
    int64_t i;
    double y;
    memcpy(&i, &x, sizeof i);
    i = 0x5fe6eb50c7b537a9LL - (i >> 1);
    memcpy(&y, &i, sizeof y);
    y = y * (1.5 - 0.5 * x * y * y);
    y = y * (1.5 - 0.5 * x * y * y);
    return y;
}
static int n_aug, n_rev;
double fast_rsqrt_aug(double x) { n_aug++; return fast_rsqrt(x); }
double fast_rsqrt_rev(double x, double dret) {
    n_rev++;
    double y = fast_rsqrt(x);
    return -0.5 * y * y * y * dret;
}
void *__enzyme_register_gradient_fast_rsqrt[3] = {(void *)fast_rsqrt, (void *)fast_rsqrt_aug, (void *)fast_rsqrt_rev};

// sum_i x_i / sqrt(1 + x_i^2) * w_i  (fast and exact versions)
static double soft_sign_sum(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * fast_rsqrt(1 + x[i] * x[i]) * (1 + 0.5 * i);
    return s;
}
static double soft_sign_sum_exact(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] / sqrt(1 + x[i] * x[i]) * (1 + 0.5 * i);
    return s;
}

int main(void) {
    const double h = 1e-6, tol = 1e-4;
    double x0 = 2.7;
    double d = __enzyme_autodiff((void *)fast_rsqrt, x0);
    check_tol("d fast_rsqrt(2.7)", d, (1 / sqrt(x0 + h) - 1 / sqrt(x0 - h)) / (2 * h), tol);
    check_count("aug calls (direct)", n_aug, 1);
    check_count("rev calls (direct)", n_rev, 1);
    volatile int nv = 5;
    int n = nv;
    double x[5] = {0.3, -1.2, 2.5, 0.7, -0.1}, dx[5] = {0};
    n_aug = n_rev = 0;
    __enzyme_autodiff((void *)soft_sign_sum, enzyme_dup, x, dx, enzyme_const, n);
    check_count("aug calls (loop)", n_aug, 5);
    check_count("rev calls (loop)", n_rev, 5);
    char what[64];
    for (int i = 0; i < 5; i++) {
        double s = x[i];
        x[i] = s + h; double fp = soft_sign_sum_exact(x, n);
        x[i] = s - h; double fm = soft_sign_sum_exact(x, n);
        x[i] = s;
        snprintf(what, sizeof what, "soft_sign_sum dx[%d]", i);
        check_tol(what, dx[i], (fp - fm) / (2 * h), tol);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
