// A struct holding its length (an int), a pointer to its data and a
// scale, duplicated with a shadow struct whose pointer leads to the
// shadow data; and float arguments promoted to double by the variadic
// call. At -O0 nothing tells zyme the int is an int but the struct's own
// type: the field a `getelementptr` selects gives it.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|)
// (floats: h = 1e-3, 1e-3 relative).
#include <math.h>
#include <stdio.h>

typedef struct { int n; double *data; double scale; } Vec;
extern int enzyme_out, enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern float __enzyme_autodiff_f(void *, ...) __asm__("__enzyme_autodiff");

static int fails;
static void check_tol(const char *what, double ad, double fd, double tol) {
    int ok = fabs(ad - fd) <= tol * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check(const char *what, double ad, double fd) { check_tol(what, ad, fd, 1e-6); }

double norm(const Vec *v) {
    double s = 0;
    for (int i = 0; i < v->n; i++) s += v->data[i] * v->data[i] * (i + 1);
    return sqrt(s) * v->scale;
}
void norm_out(const Vec *v, double *out) { *out = norm(v); }
float ff(float x, float y) { return sinf(x) * y + x / y; }

int main(void) {
    const double h = 1e-6;
    double d[3] = {1.0, -2.0, 0.5}, dd[3] = {0, 0, 0};
    Vec v = {3, d, 2.0}, dv = {3, dd, 0.0};
    double out = 0, dout = 1;
    __enzyme_autodiff((void *)norm_out, enzyme_dup, &v, &dv, enzyme_dup, &out, &dout);
    char what[64];
    for (int i = 0; i < 3; i++) {
        double keep = d[i];
        d[i] = keep + h; double fp = norm(&v);
        d[i] = keep - h; double fm = norm(&v);
        d[i] = keep;
        snprintf(what, sizeof what, "reverse d/ddata[%d]", i);
        check(what, dd[i], (fp - fm) / (2 * h));
    }
    v.scale = 2.0 + h; double sp = norm(&v);
    v.scale = 2.0 - h; double sm = norm(&v);
    v.scale = 2.0;
    check("reverse d/dscale", dv.scale, (sp - sm) / (2 * h));
    double td[3] = {1, 0.5, -1};
    Vec tv = {3, td, 0.25};
    double dp[3], dm[3];
    for (int i = 0; i < 3; i++) { dp[i] = d[i] + h * td[i]; dm[i] = d[i] - h * td[i]; }
    Vec vp = {3, dp, 2.0 + h * 0.25}, vm = {3, dm, 2.0 - h * 0.25};
    check("forward along (td, 0.25)", __enzyme_fwddiff((void *)norm, enzyme_dup, &v, &tv),
          (norm(&vp) - norm(&vm)) / (2 * h));
    float g = __enzyme_autodiff_f((void *)ff, 0.5f, enzyme_const, 2.0f);
    check_tol("float d/dx", g, (ff(0.501f, 2.0f) - ff(0.499f, 2.0f)) / 0.002, 1e-3);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
