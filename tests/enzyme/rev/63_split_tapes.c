// Split reverse mode: __enzyme_augmentfwd returns a tape (and the primal
// result), __enzyme_reverse takes the result's adjoint and the tape; two
// tapes alive at once, reversed in the opposite order; and the
// caller-allocated form (__enzyme_augmentsize, enzyme_allocated,
// enzyme_tape).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const, enzyme_allocated, enzyme_tape;
typedef struct { void *tape; double ret; } aug_t;
extern aug_t __enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);
extern int __enzyme_augmentsize(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += sin(x[i]) * x[(i + 1) % n] + exp(0.1 * x[i] * x[i]);
    return s;
}

static double fd(double *x, int n, int i) {
    double xp[8], xm[8], h = 1e-6;
    for (int j = 0; j < n; j++) xp[j] = xm[j] = x[j];
    xp[i] += h; xm[i] -= h;
    return (f(xp, n) - f(xm, n)) / (2 * h);
}

int main(void) {
    volatile int nv = 5;
    int n = nv;
    double x[8], y[8], dx[8] = {0}, dy[8] = {0}, dz[8] = {0};
    for (int i = 0; i < n; i++) { x[i] = 0.3 * i - 0.5; y[i] = 0.2 * i + 0.1; }
    aug_t a = __enzyme_augmentfwd((void *)f, enzyme_dup, x, dx, enzyme_const, n);
    aug_t b = __enzyme_augmentfwd((void *)f, enzyme_dup, y, dy, enzyme_const, n);
    check("augmented primal", a.ret, f(x, n));
    __enzyme_reverse((void *)f, enzyme_dup, y, dy, enzyme_const, n, 1.0, b.tape);
    __enzyme_reverse((void *)f, enzyme_dup, x, dx, enzyme_const, n, 2.5, a.tape);
    char name[40];
    for (int i = 0; i < n; i++) {
        snprintf(name, sizeof name, "2.5 df/dx[%d]", i);
        check(name, dx[i], 2.5 * fd(x, n, i));
        snprintf(name, sizeof name, "df/dy[%d]", i);
        check(name, dy[i], fd(y, n, i));
    }
    int size = __enzyme_augmentsize((void *)f, enzyme_dup, enzyme_const);
    char *buf = malloc(size);
    __enzyme_augmentfwd((void *)f, enzyme_allocated, size, enzyme_tape, buf, enzyme_dup, x, dz, enzyme_const, n);
    __enzyme_reverse((void *)f, enzyme_allocated, size, enzyme_tape, buf, enzyme_dup, x, dz, enzyme_const, n, 1.0);
    free(buf);
    check("allocated tape df/dx[3]", dz[3], fd(x, n, 3));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
