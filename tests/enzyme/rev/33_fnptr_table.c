// Reverse mode through indirect calls picked from a global table of
// function pointers (a mix of libm functions and local ones) by an integer
// index read from a const int array: a one-layer "network" whose unit i uses
// activation act[kind[i]]. Gradients w.r.t. the weights and the input (dup).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double softplus(double z) { return log1p(exp(z)); }
static double sigmoid(double z) { return 1.0 / (1.0 + exp(-z)); }
static double cube(double z) { return z * z * z; }
typedef double (*act_fn)(double);
static act_fn const act_table[5] = {tanh, softplus, sigmoid, sin, cube};

#define NIN 3
static double net(const double *w, const double *x, const int *kind, int nunits) {
    double out = 0;
    for (int u = 0; u < nunits; u++) {
        double z = w[u * (NIN + 1) + NIN];
        for (int j = 0; j < NIN; j++) z += w[u * (NIN + 1) + j] * x[j];
        out += act_table[kind[u]](z) * (u % 2 ? -0.7 : 1.3);
    }
    return out;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = 5;
    int nu = nv;
    int kind[5] = {0, 1, 2, 3, 4};
    double w[5 * (NIN + 1)], dw[5 * (NIN + 1)] = {0};
    double x[NIN] = {0.4, -0.9, 0.6}, dx[NIN] = {0};
    for (int i = 0; i < 5 * (NIN + 1); i++) w[i] = 0.3 * sin(1.7 * i + 0.5);
    __enzyme_autodiff((void *)net, enzyme_dup, w, dw, enzyme_dup, x, dx, enzyme_const, kind, enzyme_const, nu);
    char what[64];
    for (int i = 0; i < 5 * (NIN + 1); i++) {
        double s = w[i];
        w[i] = s + h; double fp = net(w, x, kind, nu);
        w[i] = s - h; double fm = net(w, x, kind, nu);
        w[i] = s;
        snprintf(what, sizeof what, "dnet/dw[%d]", i);
        check(what, dw[i], (fp - fm) / (2 * h));
    }
    for (int i = 0; i < NIN; i++) {
        double s = x[i];
        x[i] = s + h; double fp = net(w, x, kind, nu);
        x[i] = s - h; double fm = net(w, x, kind, nu);
        x[i] = s;
        snprintf(what, sizeof what, "dnet/dx[%d]", i);
        check(what, dx[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
