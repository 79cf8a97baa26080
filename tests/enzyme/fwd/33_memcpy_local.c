// Forward mode through memcpy: doubles copied into a local buffer (the
// shadow buffer must receive the tangents), memset to clear a local
// accumulator, memcpy of a result out to the caller's array, and memmove
// shifting an array in place.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double local_copy(const double *x, int n) {
    double buf[16], acc[16];
    memcpy(buf, x, n * sizeof(double));
    memset(acc, 0, sizeof acc);
    for (int i = 0; i < n; i++) buf[i] = buf[i] * buf[i] + 1.0;
    for (int i = 0; i < n; i++) acc[i % 4] += buf[i] * sin(buf[(i + 3) % n]);
    return acc[0] * acc[1] + acc[2] - acc[3];
}
static void transform(double *out, const double *x, int n) {
    double buf[16];
    memcpy(buf, x, n * sizeof(double));
    for (int i = 0; i < n; i++) buf[i] = exp(0.3 * buf[i]) * (i + 1);
    memmove(buf + 1, buf, (n - 1) * sizeof(double));
    buf[0] = x[n - 1] * x[0];
    memcpy(out, buf, n * sizeof(double));
}

int main(void) {
    enum { N = 10 };
    const double h = 1e-5;
    double x[N], dx[N], xp[N], xm[N];
    for (int i = 0; i < N; i++) {
        x[i] = 0.2 * i - 0.7; dx[i] = (i % 3 == 0) ? 1.0 : -0.4;
        xp[i] = x[i] + h * dx[i]; xm[i] = x[i] - h * dx[i];
    }
    check("local_copy", __enzyme_fwddiff((void *)local_copy, x, dx, N),
          (local_copy(xp, N) - local_copy(xm, N)) / (2 * h));
    double out[N], dout[N], op[N], om[N];
    __enzyme_fwddiff((void *)transform, out, dout, x, dx, N);
    transform(op, xp, N);
    transform(om, xm, N);
    char name[32];
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "transform[%d]", i);
        check(name, dout[i], (op[i] - om[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
