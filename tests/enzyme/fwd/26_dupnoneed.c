// enzyme_dupnoneed: the primal of the argument is not needed after the call
// (its contents are unspecified afterwards); only its shadow is read. Used
// on an output array of a void function and on the input of a reduction.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_dupnoneed;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static void sigmoid(double *out, const double *in, int n) {
    for (int i = 0; i < n; i++) out[i] = 1.0 / (1.0 + exp(-in[i]));
}
static double var(const double *x, int n) {
    double m = 0, v = 0;
    for (int i = 0; i < n; i++) m += x[i];
    m /= n;
    for (int i = 0; i < n; i++) v += (x[i] - m) * (x[i] - m);
    return v / n;
}

int main(void) {
    enum { N = 6 };
    const double h = 1e-5;
    double in[N], din[N], ip[N], im[N], out[N], dout[N], op[N], om[N];
    for (int i = 0; i < N; i++) {
        in[i] = 0.5 * i - 1.2; din[i] = 1.0 - 0.15 * i;
        ip[i] = in[i] + h * din[i]; im[i] = in[i] - h * din[i];
    }
    __enzyme_fwddiff((void *)sigmoid, enzyme_dupnoneed, out, dout, enzyme_dup, in, din, enzyme_const, N);
    sigmoid(op, ip, N);
    sigmoid(om, im, N);
    char name[32];
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "sigmoid[%d]", i);
        check(name, dout[i], (op[i] - om[i]) / (2 * h));
    }
    double x[N], dx[N];
    for (int i = 0; i < N; i++) { x[i] = in[i]; dx[i] = din[i]; }
    double ad = __enzyme_fwddiff((void *)var, enzyme_dupnoneed, x, dx, enzyme_const, N);
    check("var (input dupnoneed)", ad, (var(ip, N) - var(im, N)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
