// Functions that return structs of doubles: in registers (two doubles)
// and in memory (`sret`, three doubles and a float array inside). In
// reverse mode an active struct result is seeded with ones, so the
// gradient is that of the sum of its fields; in forward mode the
// derivative returns the struct of tangents.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_dup, enzyme_const;
typedef struct { double a, b; } P;
typedef struct { double a, b, c; double w[3]; } Q;
extern double __enzyme_autodiff(void *, ...);
extern P __enzyme_fwddiff_p(void *, ...) __asm__("__enzyme_fwddiff");
extern Q __enzyme_fwddiff_q(void *, ...) __asm__("__enzyme_fwddiff");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

P pair(double x, const double *k) {
    P p = {sin(x) * k[0], x * x * k[1]};
    return p;
}

Q triple(double x, const double *k) {
    Q q = {sin(x), x * x * k[0], exp(x * k[1]), {0, 0, 0}};
    for (int i = 0; i < 3; i++) q.w[i] = k[i] * cos(x * (i + 1));
    return q;
}

static double sum_pair(double x, const double *k) { P p = pair(x, k); return p.a + p.b; }
static double sum_triple(double x, const double *k) {
    Q q = triple(x, k);
    return q.a + q.b + q.c + q.w[0] + q.w[1] + q.w[2];
}

int main(void) {
    const double h = 1e-6, x = 0.6;
    double k[3] = {1.5, -0.7, 0.4}, dk[3] = {0, 0, 0};
    check("reverse, struct in registers", __enzyme_autodiff((void *)pair, enzyme_out, x, enzyme_const, k),
          (sum_pair(x + h, k) - sum_pair(x - h, k)) / (2 * h));
    double dx = __enzyme_autodiff((void *)triple, enzyme_out, x, enzyme_dup, k, dk);
    check("reverse, sret struct d/dx", dx, (sum_triple(x + h, k) - sum_triple(x - h, k)) / (2 * h));
    for (int i = 0; i < 3; i++) {
        double keep = k[i];
        k[i] = keep + h; double fp = sum_triple(x, k);
        k[i] = keep - h; double fm = sum_triple(x, k);
        k[i] = keep;
        check("reverse, sret struct d/dk[i]", dk[i], (fp - fm) / (2 * h));
    }
    P tp = __enzyme_fwddiff_p((void *)pair, enzyme_dup, x, 1.0, enzyme_const, k);
    P pp = pair(x + h, k), pm = pair(x - h, k);
    check("forward, registers .a", tp.a, (pp.a - pm.a) / (2 * h));
    check("forward, registers .b", tp.b, (pp.b - pm.b) / (2 * h));
    Q tq = __enzyme_fwddiff_q((void *)triple, enzyme_dup, x, 1.0, enzyme_const, k);
    Q qp = triple(x + h, k), qm = triple(x - h, k);
    check("forward, sret .a", tq.a, (qp.a - qm.a) / (2 * h));
    check("forward, sret .c", tq.c, (qp.c - qm.c) / (2 * h));
    check("forward, sret .w[2]", tq.w[2], (qp.w[2] - qm.w[2]) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
