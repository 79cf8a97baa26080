// GradBench `llsq`: y = ½ Σ_{i<n} (s_i − Σ_{j<m} x_j t_i^j)² with
// t_i = −1 + 2i/(n−1), s_i = sign(t_i); the gradient w.r.t. x comes from
// zyme through the Enzyme ABI (see ../../shared/GRADBENCH.md §6.7).
extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

double llsq_primal(const double *x, int m, int n) {
    double y = 0;
    for (int i = 0; i < n; i++) {
        double t = -1.0 + 2.0 * i / (n - 1);
        double s = t > 0 ? 1.0 : (t < 0 ? -1.0 : 0.0);
        double p = 0, tj = 1;
        for (int j = 0; j < m; j++) {
            p += x[j] * tj;
            tj *= t;
        }
        double r = s - p;
        y += r * r;
    }
    return 0.5 * y;
}

void llsq_gradient(const double *x, int m, int n, double *g) {
    for (int j = 0; j < m; j++) g[j] = 0;
    __enzyme_autodiff((void *)llsq_primal, enzyme_dup, x, g, enzyme_const, m, enzyme_const, n);
}
