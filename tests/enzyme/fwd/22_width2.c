// Vector forward mode, enzyme_width 2: two tangents at once for a scalar
// function of two doubles (returns a struct of 2 tangents), for a function
// of an array (two shadow arrays), and for a void function writing an
// output array (two output shadows).
// Check: central differences along each tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_width;
typedef struct { double d[2]; } tan2;
extern tan2 __enzyme_fwddiff_w2(void *, ...);
extern void __enzyme_fwddiff_void(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) { return sin(x) * y + exp(x * y) / (1 + x * x); }
static double logsumexp(const double *v, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += exp(v[i]);
    return log(s);
}
static void square_shift(double *out, const double *in, double k, int n) {
    for (int i = 0; i < n; i++) out[i] = in[i] * in[i] - k * in[(i + 1) % n];
}

int main(void) {
    const double h = 1e-5;
    double x = 0.7, y = -1.3;
    tan2 t = __enzyme_fwddiff_w2((void *)f, enzyme_width, 2, x, 1.0, 0.0, y, 0.0, 1.0);
    check("df/dx (lane 0)", t.d[0], (f(x + h, y) - f(x - h, y)) / (2 * h));
    check("df/dy (lane 1)", t.d[1], (f(x, y + h) - f(x, y - h)) / (2 * h));
    enum { N = 5 };
    double v[N] = {0.1, -0.5, 1.2, 0.3, -0.9}, d0[N], d1[N], p0[N], m0[N], p1[N], m1[N];
    for (int i = 0; i < N; i++) {
        d0[i] = 1.0 - 0.3 * i; d1[i] = (i == 2) ? 2.0 : 0.25;
        p0[i] = v[i] + h * d0[i]; m0[i] = v[i] - h * d0[i];
        p1[i] = v[i] + h * d1[i]; m1[i] = v[i] - h * d1[i];
    }
    t = __enzyme_fwddiff_w2((void *)logsumexp, enzyme_width, 2, enzyme_dup, v, d0, d1, enzyme_const, N);
    check("logsumexp lane 0", t.d[0], (logsumexp(p0, N) - logsumexp(m0, N)) / (2 * h));
    check("logsumexp lane 1", t.d[1], (logsumexp(p1, N) - logsumexp(m1, N)) / (2 * h));
    double out[N], o0[N], o1[N], op[N], om[N];
    __enzyme_fwddiff_void((void *)square_shift, enzyme_width, 2, enzyme_dup, out, o0, o1, enzyme_dup, v, d0, d1,
                          0.8, 0.0, 1.0, enzyme_const, N);
    char name[32];
    for (int lane = 0; lane < 2; lane++) {
        square_shift(op, lane ? p1 : p0, 0.8 + lane * h, N);
        square_shift(om, lane ? m1 : m0, 0.8 - lane * h, N);
        for (int i = 0; i < N; i++) {
            snprintf(name, sizeof name, "out[%d] lane %d", i, lane);
            check(name, (lane ? o1 : o0)[i], (op[i] - om[i]) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
