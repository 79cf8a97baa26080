// Split reverse mode on a double-returning function with an active return:
// __enzyme_augmentfwd returns { tape, primal return } (declared as a struct
// through an __asm__ alias); __enzyme_reverse takes the return's adjoint
// (here 2.5 and -0.75, not 1) followed by the tape, accumulates the dup
// array's gradient and returns the gradient of the enzyme_out double.
// Check: ad against differet * central differences, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|); primal return to 1e-12.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { void *tape; double ret; } aug_ret;
extern aug_ret __enzyme_augmentfwd_r(void *, ...) __asm__("__enzyme_augmentfwd_r");
extern double __enzyme_reverse(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_primal(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

// softly-clipped weighted log-sum-exp with a temperature a
static double g(const double *x, double a, int n) {
    double m = x[0];
    for (int i = 1; i < n; i++) m = x[i] > m ? x[i] : m;
    double s = 0;
    for (int i = 0; i < n; i++) s += exp((x[i] - m) / a) * (1 + 0.1 * i);
    return a * (log(s) + m / a) + 0.05 * x[n - 1] * x[0];
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = 6;
    int n = nv;
    double x[6] = {0.3, 1.2, -0.4, 0.9, 1.1, -1.0};
    double a = 0.8;
    const double seeds[2] = {2.5, -0.75};
    char what[64];
    for (int k = 0; k < 2; k++) {
        double dx[6] = {0};
        aug_ret r = __enzyme_augmentfwd_r((void *)g, enzyme_dup, x, dx, enzyme_out, a, enzyme_const, n);
        check_primal("augmented primal", r.ret, g(x, a, n));
        double da = __enzyme_reverse((void *)g, enzyme_dup, x, dx, enzyme_out, a, enzyme_const, n, seeds[k], r.tape);
        snprintf(what, sizeof what, "seed %+.2f d/da", seeds[k]);
        check(what, da, seeds[k] * (g(x, a + h, n) - g(x, a - h, n)) / (2 * h));
        for (int i = 0; i < n; i++) {
            double s = x[i];
            x[i] = s + h; double fp = g(x, a, n);
            x[i] = s - h; double fm = g(x, a, n);
            x[i] = s;
            snprintf(what, sizeof what, "seed %+.2f dx[%d]", seeds[k], i);
            check(what, dx[i], seeds[k] * (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
