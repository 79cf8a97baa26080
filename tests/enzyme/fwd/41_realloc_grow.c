// Forward mode through a buffer that grows with realloc inside the
// differentiated function (the shadow buffer must grow with it and keep
// its tangents), and a malloc'd array of pointers to malloc'd rows.
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

static double grow(const double *x, int n) {
    double *buf = malloc(2 * sizeof(double));
    int cap = 2;
    for (int i = 0; i < n; i++) {
        if (i >= cap) { cap *= 2; buf = realloc(buf, cap * sizeof(double)); }
        buf[i] = (i ? buf[i - 1] : 1.0) * cos(x[i]);
    }
    double r = buf[n - 1] + buf[0];
    free(buf);
    return r;
}
static double rows(const double *x, int n) {
    double **m = malloc(n * sizeof(double *));
    for (int i = 0; i < n; i++) {
        m[i] = malloc(n * sizeof(double));
        for (int j = 0; j < n; j++) m[i][j] = x[i] * x[j] + (i == j);
    }
    double s = 0;
    for (int i = 0; i < n; i++) { s += m[i][(i + 1) % n] * m[i][i]; free(m[i]); }
    free(m);
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
    check("grow (realloc)", __enzyme_fwddiff((void *)grow, x, dx, N), (grow(xp, N) - grow(xm, N)) / (2 * h));
    check("rows (double **)", __enzyme_fwddiff((void *)rows, x, dx, N), (rows(xp, N) - rows(xm, N)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
