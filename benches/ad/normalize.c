// The vector normalisation of the Enzyme paper (NeurIPS 2020, Figure 1):
// a loop that divides each element by the vector's magnitude, calling
// `mag` in every iteration. At -O2 clang proves `mag` reads only `in`,
// which `out` does not alias, and hoists the call out of the loop (LICM),
// so the primal is O(n) — and so is zyme's gradient of that optimised IR.
#include <math.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

__attribute__((noinline)) static double mag(const double *restrict x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    return sqrt(s);
}

void normalize(double *restrict out, const double *restrict in, int n) {
    for (int i = 0; i < n; i++) out[i] = in[i] / mag(in, n);
}

void dnormalize(double *out, double *dout, const double *in, double *din, int n) {
    __enzyme_autodiff((void *)normalize, enzyme_dup, out, dout, enzyme_dup, in, din, enzyme_const, n);
}
