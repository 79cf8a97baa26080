// Active double return together with dup arrays and enzyme_out scalars in
// one call, and the accumulation semantics of reverse mode: the shadows are
// pre-filled with non-zero values (the gradient is added to them), and a
// second identical call adds the gradient once more.
// Check: (shadow - prefill) against central differences, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|); after the second call
// (shadow - prefill) / 2 against the same differences.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double dalpha, dbeta; } grad2;
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

// elastic-net style regression loss
static double loss(const double *w, double alpha, const double *X, const double *y, double beta, int n, int d) {
    double l = 0;
    for (int i = 0; i < n; i++) {
        double p = 0;
        for (int j = 0; j < d; j++) p += X[i * d + j] * w[j];
        double r = tanh(p) - y[i];
        l += r * r;
    }
    double reg = 0, reg2 = 0;
    for (int j = 0; j < d; j++) { reg += sqrt(w[j] * w[j] + 1e-2); reg2 += w[j] * w[j]; }
    return l / n + alpha * reg + beta * beta * reg2;
}

#define NS 4
#define ND 3
int main(void) {
    const double h = 1e-6;
    volatile int nv = NS, dv = ND;
    int n = nv, d = dv;
    double X[NS * ND] = {0.5, -1.0, 0.3, 1.2, 0.4, -0.8, -0.6, 0.9, 1.1, 0.2, 0.7, -0.5};
    double y[NS] = {0.3, -0.2, 0.8, 0.1}, dy[NS];
    double w[ND] = {0.4, -0.7, 1.1}, dw[ND];
    double alpha = 0.05, beta = 0.3;
    const double pre_w[ND] = {10.0, -3.0, 0.5}, pre_y[NS] = {1.0, 2.0, 3.0, 4.0};
    for (int j = 0; j < ND; j++) dw[j] = pre_w[j];
    for (int i = 0; i < NS; i++) dy[i] = pre_y[i];
    grad2 g1 = {0, 0}, g2 = {0, 0};
    for (int call = 1; call <= 2; call++) {
        grad2 g = __enzyme_autodiff2((void *)loss, enzyme_dup, w, dw, enzyme_out, alpha, enzyme_const, X, enzyme_dup, y,
                                     dy, enzyme_out, beta, enzyme_const, n, enzyme_const, d);
        if (call == 1) g1 = g; else g2 = g;
        char what[64];
        for (int j = 0; j < ND; j++) {
            double s = w[j];
            w[j] = s + h; double fp = loss(w, alpha, X, y, beta, n, d);
            w[j] = s - h; double fm = loss(w, alpha, X, y, beta, n, d);
            w[j] = s;
            snprintf(what, sizeof what, "call%d dw[%d]", call, j);
            check(what, (dw[j] - pre_w[j]) / call, (fp - fm) / (2 * h));
        }
        for (int i = 0; i < NS; i++) {
            double s = y[i];
            y[i] = s + h; double fp = loss(w, alpha, X, y, beta, n, d);
            y[i] = s - h; double fm = loss(w, alpha, X, y, beta, n, d);
            y[i] = s;
            snprintf(what, sizeof what, "call%d dy[%d]", call, i);
            check(what, (dy[i] - pre_y[i]) / call, (fp - fm) / (2 * h));
        }
    }
    double fa = (loss(w, alpha + h, X, y, beta, n, d) - loss(w, alpha - h, X, y, beta, n, d)) / (2 * h);
    double fb = (loss(w, alpha, X, y, beta + h, n, d) - loss(w, alpha, X, y, beta - h, n, d)) / (2 * h);
    check("call1 d/dalpha", g1.dalpha, fa);
    check("call1 d/dbeta", g1.dbeta, fb);
    check("call2 d/dalpha (not acc.)", g2.dalpha, fa);
    check("call2 d/dbeta (not acc.)", g2.dbeta, fb);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
