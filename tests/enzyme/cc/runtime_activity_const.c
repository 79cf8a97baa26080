// Enzyme's runtime activity for pointers loaded from `enzyme_const`
// memory. A const struct's pointer has no shadow of its own: at run time
// Enzyme finds its shadow equal to its primal and treats what it leads to
// as inactive. zyme decides the same at compile time under
// `enzyme_runtime_activity`: the memory reached from a const argument
// holds no derivative, so a value stored there loses its derivative (as
// the Enzyme plugin gives, checked side by side), and values only read
// from there are constants. Without `enzyme_runtime_activity` the same
// call is a compile error (zyme/tests/enzyme_rev.rs checks it).
// Check: exact derivatives (3x^2 for the path that bypasses the const
// scratch; the scratch's own path contributes nothing), central
// differences h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|) for the
// read-only weights, and the primal's side effect on the scratch.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_runtime_activity;
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

typedef struct {
    double *scratch; // written by f: holds no derivative
    const double *w; // only read
    int n;
} params;

static int fails;
static void check(const char *what, double ad, double want) {
    int ok = fabs(ad - want) <= 1e-6 * fmax(1.0, fabs(want)) && fabs(want) > 1e-9;
    printf("%-28s ad=%+.10e want=%+.10e %s\n", what, ad, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

// sum_i w[i] * x[i]^3 + sum_i scratch[i], scratch[i] = sin(x[i])
double f(const params *p, const double *x) {
    for (int i = 0; i < p->n; i++)
        p->scratch[i] = sin(x[i]);
    double s = 0;
    for (int i = 0; i < p->n; i++)
        s += p->w[i] * x[i] * x[i] * x[i] + p->scratch[i];
    return s;
}

// Only reads through the const struct: the full derivative.
double g(const params *p, const double *x) {
    double s = 0;
    for (int i = 0; i < p->n; i++)
        s += p->w[i] * cos(x[i]) * x[i];
    return s;
}

int main(void) {
    const double h = 1e-6;
    double scratch[3] = {0}, w[3] = {1.5, -0.5, 2.0}, x[3] = {0.3, -0.8, 1.2};
    params p = {scratch, w, 3};
    char what[64];

    double dx[3] = {0};
    __enzyme_autodiff((void *)f, enzyme_runtime_activity, enzyme_const, &p, enzyme_dup, x, dx);
    for (int i = 0; i < 3; i++) {
        snprintf(what, sizeof what, "reverse f d/dx[%d]", i);
        check(what, dx[i], 3 * w[i] * x[i] * x[i]);
        snprintf(what, sizeof what, "scratch[%d] = sin(x)", i);
        check(what, scratch[i], sin(x[i]));
    }
    for (int i = 0; i < 3; i++) {
        double v[3] = {0};
        v[i] = 1;
        double t = __enzyme_fwddiff((void *)f, enzyme_runtime_activity, enzyme_const, &p, enzyme_dup, x, v);
        snprintf(what, sizeof what, "forward f along e%d", i);
        check(what, t, 3 * w[i] * x[i] * x[i]);
    }

    double gx[3] = {0};
    __enzyme_autodiff((void *)g, enzyme_runtime_activity, enzyme_const, &p, enzyme_dup, x, gx);
    for (int i = 0; i < 3; i++) {
        double keep = x[i];
        x[i] = keep + h; double fp = g(&p, x);
        x[i] = keep - h; double fm = g(&p, x);
        x[i] = keep;
        snprintf(what, sizeof what, "reverse g d/dx[%d]", i);
        check(what, gx[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
