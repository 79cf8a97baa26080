// Heap memory from posix_memalign (the block comes back through an out
// pointer), in reverse and forward mode.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(double x) {
    double *p;
    if (posix_memalign((void **)&p, 64, 8 * sizeof(double))) return 0;
    for (int i = 0; i < 8; i++) p[i] = sin(x * (i + 1));
    double s = 0;
    for (int i = 0; i < 8; i++) s += p[i] * p[(i + 3) % 8];
    free(p);
    return s;
}

int main(void) {
    const double xs[] = {0.4, -1.1};
    for (int i = 0; i < 2; i++) {
        double x = xs[i], h = 1e-6;
        double fd = (f(x + h) - f(x - h)) / (2 * h);
        check("reverse", __enzyme_autodiff((void *)f, x), fd);
        check("forward", __enzyme_fwddiff((void *)f, x, 1.0), fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
