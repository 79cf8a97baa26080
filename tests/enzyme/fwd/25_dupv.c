// Vector forward mode with enzyme_dupv: one base shadow pointer and a byte
// stride between the width shadows (here rows of a tangent matrix), for
// width 2 with a struct return and width 4 on a void function with both an
// input and an output passed with dupv.
// Check: central differences along each tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_width, enzyme_dupv;
typedef struct { double d[2]; } tan2;
extern tan2 __enzyme_fwddiff_w2(void *, ...);
extern void __enzyme_fwddiff_void(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { N = 6 };
static double energy(const double *v, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) e += cos(v[i]) * (i + 1) + v[i] * v[(i + 1) % n];
    return e;
}
static void cumprod(double *out, const double *in, int n) {
    double p = 1;
    for (int i = 0; i < n; i++) { p *= 1 + 0.5 * in[i]; out[i] = p; }
}

int main(void) {
    const double h = 1e-5;
    double v[N] = {0.2, -0.4, 1.1, 0.7, -1.3, 0.5}, dv[4][N];
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < N; i++) dv[k][i] = sin(1.0 + k + 0.7 * i);
    tan2 t = __enzyme_fwddiff_w2((void *)energy, enzyme_width, 2, enzyme_dupv, sizeof dv[0], v, &dv[0][0],
                                 enzyme_const, N);
    char name[40];
    for (int k = 0; k < 2; k++) {
        double vp[N], vm[N];
        for (int i = 0; i < N; i++) { vp[i] = v[i] + h * dv[k][i]; vm[i] = v[i] - h * dv[k][i]; }
        snprintf(name, sizeof name, "energy lane %d", k);
        check(name, t.d[k], (energy(vp, N) - energy(vm, N)) / (2 * h));
    }
    double out[N], dout[4][N];
    __enzyme_fwddiff_void((void *)cumprod, enzyme_width, 4, enzyme_dupv, sizeof dout[0], out, &dout[0][0],
                          enzyme_dupv, sizeof dv[0], v, &dv[0][0], enzyme_const, N);
    for (int k = 0; k < 4; k++) {
        double vp[N], vm[N], op[N], om[N];
        for (int i = 0; i < N; i++) { vp[i] = v[i] + h * dv[k][i]; vm[i] = v[i] - h * dv[k][i]; }
        cumprod(op, vp, N);
        cumprod(om, vm, N);
        for (int i = 0; i < N; i += 2) {
            snprintf(name, sizeof name, "cumprod[%d] lane %d", i, k);
            check(name, dout[k][i], (op[i] - om[i]) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
