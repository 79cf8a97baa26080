// GradBench `lse`: LogSumExp from primitives, LSE = a + log Σ exp(x_i − a)
// with a = max x; the gradient (softmax) comes from zyme through the
// Enzyme ABI (see ../../shared/GRADBENCH.md §6.8).
#include <math.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

double lse_primal(const double *x, int n) {
    double a = x[0];
    for (int i = 1; i < n; i++) a = x[i] > a ? x[i] : a;
    double s = 0;
    for (int i = 0; i < n; i++) s += exp(x[i] - a);
    return a + log(s);
}

void lse_gradient(const double *x, int n, double *g) {
    for (int i = 0; i < n; i++) g[i] = 0;
    __enzyme_autodiff((void *)lse_primal, enzyme_dup, x, g, enzyme_const, n);
}
