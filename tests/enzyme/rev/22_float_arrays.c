// Reverse mode on float (f32) arrays: memcpy of a float array into a local
// buffer, float math (sinf, expf, sqrtf, tanhf) and a float return seeded
// with 1.0f; and a void function writing a float output array through
// memcpy (output shadow seeded with weights). Each float function has a
// double twin generated from the same macro; the finite differences use
// the twin.
// Check: central differences of the double twin, h = 1e-6,
// |ad - fd| <= 1e-4 * max(1, |fd|) (float rounding of the f32 gradient).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern float __enzyme_autodiff_f32(void *, ...);
extern void __enzyme_autodiff_void(void *, ...) __asm__("__enzyme_autodiff_void");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-4 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-6;
    printf("%-26s ad=%+.7e fd=%+.7e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define DEFINE(T, SFX, SIN, EXP, SQRT, TANH)                                      \
    static T reduce_##SFX(const T *x, int n) {                                    \
        T buf[16];                                                                \
        memcpy(buf, x, n * sizeof(T));                                            \
        for (int i = 0; i < n; i++) buf[i] = SIN(buf[i]) * EXP((T)0.5 * buf[i]); \
        T s = 0;                                                                  \
        for (int i = 0; i < n; i++) s += buf[i] * SQRT(1 + x[(i + 1) % n] * x[(i + 1) % n]); \
        return s;                                                                 \
    }                                                                             \
    static void map_##SFX(T *out, const T *x, int n) {                            \
        T buf[16];                                                                \
        for (int i = 0; i < n; i++) buf[i] = TANH(x[i]) * x[(i + 2) % n];         \
        memcpy(out, buf, n * sizeof(T));                                          \
    }
DEFINE(float, f, sinf, expf, sqrtf, tanhf)
DEFINE(double, d, sin, exp, sqrt, tanh)

enum { N = 7 };
static const double w[N] = {1.0, -0.5, 2.0, 0.25, -1.5, 0.7, 1.2};
static double wmap_d(const double *x, int n) {
    double out[N], s = 0;
    map_d(out, x, n);
    for (int i = 0; i < n; i++) s += w[i] * out[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    float x[N], dx[N] = {0}, dx2[N] = {0}, out[N], dout[N];
    double xd[N];
    for (int i = 0; i < N; i++) { x[i] = 0.8f * cosf(1.3f * i + 0.2f); xd[i] = x[i]; dout[i] = (float)w[i]; }
    char name[32];
    __enzyme_autodiff_f32((void *)reduce_f, enzyme_dup, x, dx, enzyme_const, n);
    __enzyme_autodiff_void((void *)map_f, enzyme_dup, out, dout, enzyme_dup, x, dx2, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = xd[k];
        xd[k] = s + h; double ap = reduce_d(xd, n), bp = wmap_d(xd, n);
        xd[k] = s - h; double am = reduce_d(xd, n), bm = wmap_d(xd, n);
        xd[k] = s;
        snprintf(name, sizeof name, "reduce_f d/dx[%d]", k);
        check(name, dx[k], (ap - am) / (2 * h));
        snprintf(name, sizeof name, "map_f w.out d/dx[%d]", k);
        check(name, dx2[k], (bp - bm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
