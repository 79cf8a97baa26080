// realloc keeps the contents of the block it grows, so the shadow block must
// keep the tangents stored before the realloc: values written into a
// malloc'd buffer, the buffer grown once with realloc, then read back.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|), and the exact derivative of x0^2 x1.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double keep(const double *x, int n) {
    double *b = malloc(2 * sizeof(double));
    b[0] = x[0] * x[0];
    b[1] = x[1];
    b = realloc(b, n * sizeof(double));
    b[n - 1] = b[0] * b[1];
    double r = b[n - 1];
    free(b);
    return r;
}

int main(void) {
    const double h = 1e-5;
    double x[2] = {1.5, -0.8}, dx[2] = {1.0, 0.5};
    double xp[2] = {x[0] + h * dx[0], x[1] + h * dx[1]}, xm[2] = {x[0] - h * dx[0], x[1] - h * dx[1]};
    double ad = __enzyme_fwddiff((void *)keep, x, dx, 6);
    check("keep (realloc)", ad, (keep(xp, 6) - keep(xm, 6)) / (2 * h));
    check("keep = d(x0^2 x1)", ad, 2 * x[0] * x[1] * dx[0] + x[0] * x[0] * dx[1]);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
