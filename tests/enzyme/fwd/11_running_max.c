// Forward mode through data-dependent control flow: a running maximum that
// keeps the largest smooth score seen so far (the derivative follows the
// argmax), a count-of-crossings style loop, and a bubble pass that swaps
// elements (values move between slots).
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|); inputs have well-separated values.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double runmax(const double *x, int n) {
    double best = -1e300, acc = 0;
    for (int i = 0; i < n; i++) {
        double s = x[i] * x[i] - 0.5 * x[i];
        if (s > best) best = s;
        acc += 0.1 * best;
    }
    return acc + best;
}
static void bubble(double *x, int n) {
    for (int i = 0; i + 1 < n; i++)
        if (x[i] > x[i + 1]) { double t = x[i]; x[i] = x[i + 1]; x[i + 1] = t * 1.5; }
}

int main(void) {
    enum { N = 7 };
    const double h = 1e-5;
    double x[N] = {0.3, -1.2, 2.0, 0.9, 2.6, -3.1, 1.4};
    double dx[N] = {1.0, 0.5, -0.7, 0.2, 0.9, 0.4, -1.1}, xp[N], xm[N];
    for (int i = 0; i < N; i++) { xp[i] = x[i] + h * dx[i]; xm[i] = x[i] - h * dx[i]; }
    check("runmax", __enzyme_fwddiff((void *)runmax, x, dx, N), (runmax(xp, N) - runmax(xm, N)) / (2 * h));
    check("runmax (n=4)", __enzyme_fwddiff((void *)runmax, x, dx, 4), (runmax(xp, 4) - runmax(xm, 4)) / (2 * h));
    double y[N], dy[N];
    for (int i = 0; i < N; i++) { y[i] = x[i]; dy[i] = dx[i]; }
    __enzyme_fwddiff((void *)bubble, y, dy, N);
    bubble(xp, N);
    bubble(xm, N);
    char name[32];
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "bubble[%d]", i);
        check(name, dy[i], (xp[i] - xm[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
