// The Enzyme paper's example: normalize(out, in, n) sets
// out[i] = in[i] / mag(in, n) with mag recomputed (an O(n) loop with sqrt)
// in every iteration. Reverse mode w.r.t. in (dup, zeroed shadow) with the
// output seeds in out's shadow; also a version where out aliases a
// scratch array and the result is reduced inside the function.
// Check: gradient of sum_i seed_i * out_i against central differences,
// h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double mag(const double *x, int n) {
    double res = 0;
    for (int i = 0; i < n; i++) res += x[i] * x[i];
    return sqrt(res);
}
void normalize(double *out, const double *in, int n) {
    for (int i = 0; i < n; i++) out[i] = in[i] / mag(in, n);
}
double normalized_dot(double *tmp, const double *in, const double *w, int n) {
    normalize(tmp, in, n);
    double s = 0;
    for (int i = 0; i < n; i++) s += w[i] * tmp[i];
    return s;
}

#define N 6
static const double seed[N] = {1.0, -0.5, 2.0, 0.3, -1.2, 0.8};
static double seeded(const double *in, int n) {
    double out[N], s = 0;
    normalize(out, in, n);
    for (int i = 0; i < n; i++) s += seed[i] * out[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double in[N] = {0.9, -0.3, 1.4, 0.2, 0.6, -1.1}, din[N] = {0}, out[N], dout[N];
    for (int i = 0; i < N; i++) dout[i] = seed[i];
    __enzyme_autodiff((void *)normalize, enzyme_dup, out, dout, enzyme_dup, in, din, enzyme_const, n);
    char what[64];
    for (int i = 0; i < N; i++) {
        double s = in[i];
        in[i] = s + h; double fp = seeded(in, n);
        in[i] = s - h; double fm = seeded(in, n);
        in[i] = s;
        snprintf(what, sizeof what, "normalize din[%d]", i);
        check(what, din[i], (fp - fm) / (2 * h));
    }
    double tmp[N], dtmp[N] = {0}, din2[N] = {0};
    __enzyme_autodiff((void *)normalized_dot, enzyme_dup, tmp, dtmp, enzyme_dup, in, din2, enzyme_const, seed,
                      enzyme_const, n);
    for (int i = 0; i < N; i++) {
        double s = in[i], t1[N], t2[N];
        in[i] = s + h; double fp = normalized_dot(t1, in, seed, n);
        in[i] = s - h; double fm = normalized_dot(t2, in, seed, n);
        in[i] = s;
        snprintf(what, sizeof what, "normalized_dot din[%d]", i);
        check(what, din2[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
