// Vector reverse mode: __enzyme_autodiff with enzyme_width N accumulates
// the gradient into N shadows at once (N separate shadow arguments, or one
// base with a byte stride after enzyme_dupv); the float result is seeded
// with 1 in every lane. zyme replays the reverse sweep per lane (or, for a
// function that writes only its own memory, runs it per lane).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// lanes that start from different values must end differently.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_dupv, enzyme_const, enzyme_width;
extern void __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double energy(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += sin(x[i]) * x[(i + 1) % n] + 0.5 * x[i] * x[i] * x[i];
    return s;
}

int main(void) {
    volatile int nv = 5;
    int n = nv;
    double x[5] = {0.3, -0.7, 1.1, 0.4, -0.2};
    // Lanes start from 0, 1 and 2: each ends at start + gradient.
    double d0[5] = {0}, d1[5] = {1, 1, 1, 1, 1}, d2[5] = {2, 2, 2, 2, 2};
    __enzyme_autodiff((void *)energy, enzyme_width, 3, enzyme_dup, x, d0, d1, d2, enzyme_const, n);
    // enzyme_dupv: two lanes in one array, 5 doubles apart.
    double dv[2][5] = {{0}, {0}};
    __enzyme_autodiff((void *)energy, enzyme_width, 2, enzyme_dupv, (int)sizeof(dv[0]), x, &dv[0][0], enzyme_const, n);
    const double h = 1e-6;
    char name[40];
    for (int i = 0; i < n; i++) {
        double xp[5], xm[5];
        for (int j = 0; j < n; j++) xp[j] = xm[j] = x[j];
        xp[i] += h;
        xm[i] -= h;
        double fd = (energy(xp, n) - energy(xm, n)) / (2 * h);
        snprintf(name, sizeof name, "lane 0 d/dx[%d]", i);
        check(name, d0[i], fd);
        snprintf(name, sizeof name, "lane 1 d/dx[%d] (+1)", i);
        check(name, d1[i] - 1, fd);
        snprintf(name, sizeof name, "lane 2 d/dx[%d] (+2)", i);
        check(name, d2[i] - 2, fd);
        snprintf(name, sizeof name, "dupv lane 1 d/dx[%d]", i);
        check(name, dv[1][i], fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
