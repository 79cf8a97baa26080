// Forward mode of functions returning results through several output
// pointers (and an int status that has no tangent), called through an
// __asm__-renamed entry point declared to return void; and a function
// whose output aliases one of its inputs.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern void fwd_void(void *, ...) __asm__("__enzyme_fwddiff_outputs");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

/* Solves the 2x2 system [a b; c d] [x y]^T = [e f]^T by Cramer's rule. */
static int solve2(const double *m, double e, double f, double *x, double *y) {
    double det = m[0] * m[3] - m[1] * m[2];
    if (det == 0) return -1;
    *x = (e * m[3] - m[1] * f) / det;
    *y = (m[0] * f - e * m[2]) / det;
    return 0;
}
/* v <- v / |v| in place (output aliases the input) */
static void normalize(double *v, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += v[i] * v[i];
    double r = 1 / sqrt(s);
    for (int i = 0; i < n; i++) v[i] *= r;
}

int main(void) {
    const double h = 1e-5;
    double m[4] = {2.0, 0.5, -1.0, 3.0}, dm[4] = {0.1, -0.3, 0.4, 0.2}, mp[4], mm[4];
    for (int i = 0; i < 4; i++) { mp[i] = m[i] + h * dm[i]; mm[i] = m[i] - h * dm[i]; }
    double x, y, dx, dy, xp, yp, xm, ym;
    fwd_void((void *)solve2, m, dm, 1.0, 0.5, -2.0, 1.0, &x, &dx, &y, &dy);
    solve2(mp, 1.0 + 0.5 * h, -2.0 + h, &xp, &yp);
    solve2(mm, 1.0 - 0.5 * h, -2.0 - h, &xm, &ym);
    check("solve2 x", dx, (xp - xm) / (2 * h));
    check("solve2 y", dy, (yp - ym) / (2 * h));
    double v[3] = {1.0, -2.0, 0.5}, dv[3] = {0.3, 0.2, -1.0};
    double vp[3] = {v[0] + h * dv[0], v[1] + h * dv[1], v[2] + h * dv[2]};
    double vm[3] = {v[0] - h * dv[0], v[1] - h * dv[1], v[2] - h * dv[2]};
    fwd_void((void *)normalize, v, dv, 3);
    normalize(vp, 3);
    normalize(vm, 3);
    char name[32];
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "normalize[%d]", i);
        check(name, dv[i], (vp[i] - vm[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
