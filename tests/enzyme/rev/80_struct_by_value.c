// Structs passed by value with enzyme_out: a two-double struct (which C
// passes in two registers) and a three-double struct and a mixed
// int/double struct (which C passes in memory, `byval`), between an
// active scalar and a duplicated array. Their gradients come back as
// struct fields of the returned struct, in argument order.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_dup, enzyme_const;

typedef struct { double x, y; } V2;
typedef struct { double x, y, z; } V3;
typedef struct { int n; double scale; double bias; } Params;
typedef struct { V2 dv; double ds; V3 dw; Params dp; } Grads;
extern Grads __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double f(V2 v, double s, V3 w, Params p, const double *a) {
    double acc = 0;
    for (int i = 0; i < p.n; i++) acc += a[i] * sin(v.x * i + w.z);
    return acc * p.scale + v.y * v.y * s + exp(w.x * w.y) * s + p.bias * w.z;
}

int main(void) {
    V2 v = {0.4, -1.1};
    double s = 0.8;
    V3 w = {0.3, 0.7, -0.2};
    Params p = {4, 1.3, 0.6};
    double a[4] = {1.0, -0.5, 0.25, 2.0}, da[4] = {0};
    Grads g = __enzyme_autodiff((void *)f, enzyme_out, v, enzyme_out, s, enzyme_out, w,
                                enzyme_out, p, enzyme_dup, a, da);
    const double h = 1e-6;
#define FD(FIELD, LABEL, GOT)                                                                \
    do {                                                                                     \
        double keep = FIELD;                                                                 \
        FIELD = keep + h; double fp = f(v, s, w, p, a);                                      \
        FIELD = keep - h; double fm = f(v, s, w, p, a);                                      \
        FIELD = keep;                                                                        \
        check(LABEL, GOT, (fp - fm) / (2 * h));                                              \
    } while (0)
    FD(v.x, "d/dv.x", g.dv.x);
    FD(v.y, "d/dv.y", g.dv.y);
    FD(s, "d/ds", g.ds);
    FD(w.x, "d/dw.x", g.dw.x);
    FD(w.y, "d/dw.y", g.dw.y);
    FD(w.z, "d/dw.z", g.dw.z);
    FD(p.scale, "d/dp.scale", g.dp.scale);
    FD(p.bias, "d/dp.bias", g.dp.bias);
    for (int i = 0; i < 4; i++) FD(a[i], "d/da[i]", da[i]);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
