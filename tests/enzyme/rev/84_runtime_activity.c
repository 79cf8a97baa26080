// enzyme_runtime_activity: a duplicated pointer whose shadow is the
// primal pointer itself is inactive (Enzyme decides it when the call
// runs). zyme compiles one variant per combination of such pointers and
// the call picks one by comparing them; an inactive one's memory is left
// alone (its "shadow" is the primal, which must not be accumulated into).
// Reverse and forward mode.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the primal arrays passed as their own shadows are unchanged.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_runtime_activity;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double weighted(const double *x, const double *w, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += w[i] * sin(x[i]) * x[i];
    return s;
}

void weighted_out(const double *x, const double *w, int n, double *out) { *out = weighted(x, w, n); }

int main(void) {
    const double h = 1e-6;
    double x[3] = {0.3, -0.8, 1.2}, w[3] = {1.5, -0.5, 2.0};
    const double w0[3] = {1.5, -0.5, 2.0};
    char what[64];

    // w passed as its own shadow: inactive; x active.
    double dx[3] = {0}, out = 0, dout = 1;
    __enzyme_autodiff((void *)weighted_out, enzyme_runtime_activity, enzyme_dup, x, dx,
                      enzyme_dup, w, w, enzyme_const, 3, enzyme_dup, &out, &dout);
    for (int i = 0; i < 3; i++) {
        double keep = x[i];
        x[i] = keep + h; double fp = weighted(x, w, 3);
        x[i] = keep - h; double fm = weighted(x, w, 3);
        x[i] = keep;
        snprintf(what, sizeof what, "reverse d/dx[%d]", i);
        check(what, dx[i], (fp - fm) / (2 * h));
        if (w[i] != w0[i]) {
            printf("w[%d] changed: %g FAIL\n", i, w[i]);
            fails++;
        }
    }
    // Both active: the other variant.
    double dx2[3] = {0}, dw[3] = {0};
    dout = 1;
    __enzyme_autodiff((void *)weighted_out, enzyme_runtime_activity, enzyme_dup, x, dx2,
                      enzyme_dup, w, dw, enzyme_const, 3, enzyme_dup, &out, &dout);
    for (int i = 0; i < 3; i++) {
        double keep = w[i];
        w[i] = keep + h; double fp = weighted(x, w, 3);
        w[i] = keep - h; double fm = weighted(x, w, 3);
        w[i] = keep;
        snprintf(what, sizeof what, "reverse d/dw[%d]", i);
        check(what, dw[i], (fp - fm) / (2 * h));
    }
    check("reverse d/dx[0] again", dx2[0], dx[0]);
    // Forward: x's tangent is x itself (inactive), w's tangent is v.
    double v[3] = {1.0, 0.5, -1.0}, wp[3], wm[3];
    double t = __enzyme_fwddiff((void *)weighted, enzyme_runtime_activity, enzyme_dup, x, x,
                                enzyme_dup, w, v, enzyme_const, 3);
    for (int i = 0; i < 3; i++) {
        wp[i] = w[i] + h * v[i];
        wm[i] = w[i] - h * v[i];
    }
    check("forward along v in w", t, (weighted(x, wp, 3) - weighted(x, wm, 3)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
