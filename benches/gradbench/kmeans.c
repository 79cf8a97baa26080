// GradBench `kmeans`: cost = Σ_i min_j ‖C_j − P_i‖², and the Newton
// direction J ⊘ diag(H) with J = ∂cost/∂C and H = ∂²cost/∂C². Both come
// from zyme: J by reverse mode, diag(H) as one Hessian-vector product
// (forward over reverse) with v = 1, which is the diagonal because the
// cost's Hessian is diagonal (each centroid coordinate appears only in
// its own squares). See ../../shared/GRADBENCH.md §6.5.
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);

double kmeans_cost(const double *p, const double *c, int n, int k, int d) {
    double cost = 0;
    for (int i = 0; i < n; i++) {
        double best = 0;
        for (int j = 0; j < k; j++) {
            double s = 0;
            for (int e = 0; e < d; e++) {
                double t = c[j * d + e] - p[i * d + e];
                s += t * t;
            }
            if (j == 0 || s < best) best = s;
        }
        cost += best;
    }
    return cost;
}

static void kmeans_grad(const double *p, const double *c, double *g, int n, int k, int d) {
    for (int i = 0; i < k * d; i++) g[i] = 0;
    __enzyme_autodiff((void *)kmeans_cost, enzyme_const, p, enzyme_dup, c, g, enzyme_const, n,
                      enzyme_const, k, enzyme_const, d);
}

void kmeans_dir(const double *p, const double *c, int n, int k, int d, double *dir) {
    int m = k * d;
    double *ones = malloc(m * sizeof(double)), *g = malloc(m * sizeof(double));
    double *h = malloc(m * sizeof(double));
    for (int i = 0; i < m; i++) { ones[i] = 1; h[i] = 0; }
    __enzyme_fwddiff((void *)kmeans_grad, enzyme_const, p, enzyme_dup, c, ones, enzyme_dup, g, h,
                     enzyme_const, n, enzyme_const, k, enzyme_const, d);
    for (int i = 0; i < m; i++) dir[i] = h[i] != 0 ? g[i] / h[i] : 0;
    free(ones);
    free(g);
    free(h);
}
