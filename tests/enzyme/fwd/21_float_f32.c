// Forward mode on float (f32) functions: a scalar function of two floats
// through sinf/expf/sqrtf/logf (floats are promoted to double through the
// varargs, as C requires), a float return read as float, and a float array
// reduction and in-place update.
// Check: central differences of the float function with h = 1e-2 (float
// rounding dominates below that), |ad - fd| <= 2e-3 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern float __enzyme_fwddiff_f32(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 2e-3 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-4;
    printf("%-26s ad=%+.6e fd=%+.6e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static float ff(float x, float y) { return sinf(x) * y + expf(x * y) / (1.0f + x * x) + sqrtf(y * y + 1.0f) + logf(x); }
static float fsum(const float *a, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a[i] * a[i] * (float)(i + 1) + cosf(a[i]);
    return s;
}
static void fscale(float *a, float k, int n) {
    for (int i = 0; i < n; i++) a[i] = a[i] * k + tanhf(a[i]);
}

int main(void) {
    const float h = 1e-2f;
    float x = 0.7f, y = -1.3f;
    check("dff/dx", __enzyme_fwddiff_f32((void *)ff, x, 1.0f, y, 0.0f), (ff(x + h, y) - ff(x - h, y)) / (2 * h));
    check("dff/dy", __enzyme_fwddiff_f32((void *)ff, enzyme_const, x, y, 1.0f), (ff(x, y + h) - ff(x, y - h)) / (2 * h));
    enum { N = 6 };
    float a[N], da[N], ap[N], am[N];
    for (int i = 0; i < N; i++) {
        a[i] = 0.3f * i - 0.6f; da[i] = (i % 2) ? 0.5f : -0.25f;
        ap[i] = a[i] + h * da[i]; am[i] = a[i] - h * da[i];
    }
    check("fsum", __enzyme_fwddiff_f32((void *)fsum, enzyme_dup, a, da, enzyme_const, N),
          (fsum(ap, N) - fsum(am, N)) / (2 * h));
    float b[N], db[N];
    for (int i = 0; i < N; i++) { b[i] = a[i]; db[i] = da[i]; }
    __enzyme_fwddiff_f32((void *)fscale, enzyme_dup, b, db, 1.5f, 0.5f, enzyme_const, N);
    fscale(ap, 1.5f + 0.5f * h, N);
    fscale(am, 1.5f - 0.5f * h, N);
    char name[32];
    for (int i = 0; i < N; i++) {
        snprintf(name, sizeof name, "fscale[%d]", i);
        check(name, db[i], (ap[i] - am[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
