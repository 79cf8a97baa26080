// Forward mode over loops whose trip count is only known at run time (a
// const int argument read from a volatile): dot product with both vectors
// dup, a softmax-weighted mean, and a 3-point stencil writing an output.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

static double dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
static double softmean(const double *x, int n) {
    double z = 0, s = 0;
    for (int i = 0; i < n; i++) { double e = exp(x[i]); z += e; s += e * x[i]; }
    return s / z;
}
static void stencil(double *out, const double *in, int n) {
    for (int i = 1; i + 1 < n; i++) out[i] = in[i - 1] - 2 * in[i] * in[i] + in[i + 1];
}

int main(void) {
    volatile int nv = 11;
    const int n = nv;
    const double h = 1e-5;
    double a[16], da[16], b[16], db[16], ap[16], am[16], bp[16], bm[16];
    for (int i = 0; i < n; i++) {
        a[i] = sin(i + 1.0); da[i] = 0.13 * i - 0.4;
        b[i] = cos(0.5 * i); db[i] = 1.0 / (i + 1);
        ap[i] = a[i] + h * da[i]; am[i] = a[i] - h * da[i];
        bp[i] = b[i] + h * db[i]; bm[i] = b[i] - h * db[i];
    }
    check("dot (both dup)", __enzyme_fwddiff((void *)dot, enzyme_dup, a, da, enzyme_dup, b, db, enzyme_const, n),
          (dot(ap, bp, n) - dot(am, bm, n)) / (2 * h));
    check("dot (b const)", __enzyme_fwddiff((void *)dot, enzyme_dup, a, da, enzyme_const, b, enzyme_const, n),
          (dot(ap, b, n) - dot(am, b, n)) / (2 * h));
    check("softmean", __enzyme_fwddiff((void *)softmean, a, da, n),
          (softmean(ap, n) - softmean(am, n)) / (2 * h));
    double out[16] = {0}, dout[16] = {0}, op[16] = {0}, om[16] = {0};
    __enzyme_fwddiff((void *)stencil, enzyme_dup, out, dout, enzyme_dup, a, da, enzyme_const, n);
    stencil(op, ap, n);
    stencil(om, am, n);
    char name[32];
    for (int i = 1; i + 1 < n; i++) {
        snprintf(name, sizeof name, "stencil[%d]", i);
        check(name, dout[i], (op[i] - om[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
