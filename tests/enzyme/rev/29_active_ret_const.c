// Reverse mode with an active double return and dup arrays in one call: the
// function returns a loss and also writes a dup output array whose shadow
// is seeded with weights (so the gradient is of loss + sum_i w_i out_i);
// enzyme_const arrays (a data matrix and targets) whose memory must not be
// touched, and a scalar enzyme_out coefficient returned in a struct together
// with a second one.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// the constant arrays must be unchanged after the call.
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double da, db; } grad2;
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

enum { NS = 4, ND = 3 };
static double fit(const double *X, const double *w, double *pred, const double *t, double a, double b, int n, int d) {
    double l = 0;
    for (int i = 0; i < n; i++) {
        double s = b;
        for (int j = 0; j < d; j++) s += X[i * d + j] * w[j];
        pred[i] = a * tanh(s);
        l += (pred[i] - t[i]) * (pred[i] - t[i]);
    }
    return l + a * a * 0.01;
}
static const double wt[NS] = {0.5, -1.0, 0.75, 0.2};
static double total(const double *X, const double *w, const double *t, double a, double b) {
    double pred[NS];
    double l = fit(X, w, pred, t, a, b, NS, ND);
    for (int i = 0; i < NS; i++) l += wt[i] * pred[i];
    return l;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = NS, dv = ND;
    int n = nv, d = dv;
    double X[NS * ND] = {0.5, -1.0, 0.3, 1.2, 0.4, -0.8, -0.6, 0.9, 1.1, 0.2, 0.7, -0.5}, Xc[NS * ND];
    double t[NS] = {0.3, -0.2, 0.8, 0.1}, tc[NS];
    double w[ND] = {0.4, -0.7, 1.1}, dw[ND] = {0}, pred[NS], dpred[NS];
    double a = 1.3, b = -0.2;
    memcpy(Xc, X, sizeof X);
    memcpy(tc, t, sizeof t);
    for (int i = 0; i < NS; i++) dpred[i] = wt[i];
    grad2 g = __enzyme_autodiff2((void *)fit, enzyme_const, X, enzyme_dup, w, dw, enzyme_dup, pred, dpred,
                                 enzyme_const, t, enzyme_out, a, enzyme_out, b, enzyme_const, n, enzyme_const, d);
    check("d/da", g.da, (total(X, w, t, a + h, b) - total(X, w, t, a - h, b)) / (2 * h));
    check("d/db", g.db, (total(X, w, t, a, b + h) - total(X, w, t, a, b - h)) / (2 * h));
    char name[32];
    for (int k = 0; k < ND; k++) {
        double s = w[k];
        w[k] = s + h; double fp = total(X, w, t, a, b);
        w[k] = s - h; double fm = total(X, w, t, a, b);
        w[k] = s;
        snprintf(name, sizeof name, "d/dw[%d]", k);
        check(name, dw[k], (fp - fm) / (2 * h));
    }
    int same = memcmp(X, Xc, sizeof X) == 0 && memcmp(t, tc, sizeof t) == 0;
    printf("%-26s %s\n", "const arrays unchanged", same ? "OK" : "FAIL");
    fails += !same;
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
