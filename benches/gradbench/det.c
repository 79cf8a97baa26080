// GradBench `det`: the determinant by expansion by minors along the first
// row (O(ell!)); the gradient ∂det/∂A comes from zyme through the Enzyme
// ABI (see ../../shared/GRADBENCH.md §6.9).
extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

// Expands along `row` over the `m` columns still in `cols`.
static double minor_det(const double *a, int ell, int row, const int *cols, int m) {
    if (m == 1) return a[row * ell + cols[0]];
    int sub[16];
    double d = 0, sign = 1;
    for (int k = 0; k < m; k++) {
        int t = 0;
        for (int j = 0; j < m; j++)
            if (j != k) sub[t++] = cols[j];
        d += sign * a[row * ell + cols[k]] * minor_det(a, ell, row + 1, sub, m - 1);
        sign = -sign;
    }
    return d;
}

double det_primal(const double *a, int ell) {
    int cols[16];
    for (int j = 0; j < ell; j++) cols[j] = j;
    return minor_det(a, ell, 0, cols, ell);
}

void det_gradient(const double *a, int ell, double *g) {
    for (int i = 0; i < ell * ell; i++) g[i] = 0;
    __enzyme_autodiff((void *)det_primal, enzyme_dup, a, g, enzyme_const, ell);
}
