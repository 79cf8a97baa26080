// Forward mode through a struct mixing int and double fields (and an
// inner double array) passed by pointer: the shadow struct carries tangents
// in the double fields; its int fields are ignored.
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

typedef struct {
    int n;
    double scale;
    char flag;
    double coef[4];
    int pad;
    double offset;
} params;

static double model(const params *p, double x) {
    double s = p->offset;
    for (int i = 0; i < p->n; i++) s += p->coef[i] * pow(x, i);
    return p->flag ? s * p->scale : s / p->scale;
}
/* Writes the result into the struct itself. */
static void update(params *p, double x) { p->offset = model(p, x) * p->coef[0]; p->coef[3] += x * p->scale; }

int main(void) {
    const double h = 1e-5;
    params p = {4, 1.7, 1, {0.5, -1.2, 0.8, 0.3}, 99, -0.4};
    params dp = {-7, 0.3, 0, {1.0, 0.2, -0.5, 0.7}, -7, 0.25};
    params pp = p, pm = p;
    pp.scale += h * dp.scale; pm.scale -= h * dp.scale;
    pp.offset += h * dp.offset; pm.offset -= h * dp.offset;
    for (int i = 0; i < 4; i++) { pp.coef[i] += h * dp.coef[i]; pm.coef[i] -= h * dp.coef[i]; }
    double x = 1.3, dx = -0.6;
    check("model (p, x dup)", __enzyme_fwddiff((void *)model, enzyme_dup, &p, &dp, x, dx),
          (model(&pp, x + h * dx) - model(&pm, x - h * dx)) / (2 * h));
    p.flag = pp.flag = pm.flag = 0;
    check("model (flag=0)", __enzyme_fwddiff((void *)model, enzyme_dup, &p, &dp, enzyme_const, x),
          (model(&pp, x) - model(&pm, x)) / (2 * h));
    params q = p, dq = dp;
    __enzyme_fwddiff((void *)update, enzyme_dup, &q, &dq, x, dx);
    update(&pp, x + h * dx);
    update(&pm, x - h * dx);
    check("update: offset", dq.offset, (pp.offset - pm.offset) / (2 * h));
    check("update: coef[3]", dq.coef[3], (pp.coef[3] - pm.coef[3]) / (2 * h));
    check("update: scale kept", dq.scale, (pp.scale - pm.scale) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
