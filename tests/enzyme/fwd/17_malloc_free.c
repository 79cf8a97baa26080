// Forward mode through heap memory allocated and freed inside the
// differentiated function: a normalised copy in a malloc'd buffer and a
// calloc'd weight vector.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

static double normalized_energy(const double *x, int n) {
    double *t = malloc(n * sizeof(double));
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    double r = sqrt(s);
    for (int i = 0; i < n; i++) t[i] = x[i] / r;
    double e = 0;
    for (int i = 0; i + 1 < n; i++) e += t[i] * t[i + 1] * (i + 1);
    free(t);
    return e;
}
static double weighted(const double *x, int n) {
    double *w = calloc(n, sizeof(double));
    for (int i = 0; i < n; i++) w[i] = exp(-0.1 * i * x[i]);
    double s = 0;
    for (int i = 0; i < n; i++) s += w[i] * x[n - 1 - i];
    free(w);
    return s;
}

int main(void) {
    enum { N = 9 };
    const double h = 1e-5;
    double x[N], dx[N], xp[N], xm[N];
    for (int i = 0; i < N; i++) {
        x[i] = cos(1.1 * i) + 0.2; dx[i] = 0.3 * (i % 4) - 0.5;
        xp[i] = x[i] + h * dx[i]; xm[i] = x[i] - h * dx[i];
    }
    check("normalized_energy", __enzyme_fwddiff((void *)normalized_energy, x, dx, N),
          (normalized_energy(xp, N) - normalized_energy(xm, N)) / (2 * h));
    check("weighted (calloc)", __enzyme_fwddiff((void *)weighted, x, dx, N),
          (weighted(xp, N) - weighted(xm, N)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
