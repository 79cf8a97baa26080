// Hand-written derivatives of the GradBench evals zyme implements, the
// performance yardstick of `gradbench-bench` ("manual" in GradBench's
// tables). Compiled natively by clang -O2 together with the evals'
// primals (stub.c stands in for the Enzyme entry points they reference).
#include <math.h>
#include <stdlib.h>

void lse_manual(const double *x, int n, double *g) {
    double a = x[0];
    for (int i = 1; i < n; i++) a = x[i] > a ? x[i] : a;
    double s = 0;
    for (int i = 0; i < n; i++) {
        g[i] = exp(x[i] - a);
        s += g[i];
    }
    for (int i = 0; i < n; i++) g[i] /= s;
}

void llsq_manual(const double *x, int m, int n, double *g) {
    for (int j = 0; j < m; j++) g[j] = 0;
    for (int i = 0; i < n; i++) {
        double t = -1.0 + 2.0 * i / (n - 1);
        double s = t > 0 ? 1.0 : (t < 0 ? -1.0 : 0.0);
        double p = 0, tj = 1;
        for (int j = 0; j < m; j++) {
            p += x[j] * tj;
            tj *= t;
        }
        double r = s - p;
        tj = 1;
        for (int j = 0; j < m; j++) {
            g[j] -= r * tj;
            tj *= t;
        }
    }
}

void ode_manual(const double *x, int n, int s, double *g) {
    (void)s;
    double y = 2 * x[0];
    for (int i = 1; i < n; i++) y *= x[i] * 2.0 / (i + 1);
    for (int i = 0; i < n; i++) g[i] = y / x[i];
}

// The gradient of the minor expansion by hand: d(a·M)/da = M and the
// minors' gradients scaled by their coefficients, recursively.
static double minor_grad(const double *a, int ell, int row, const int *cols, int m, double scale, double *g) {
    if (m == 1) {
        g[row * ell + cols[0]] += scale;
        return a[row * ell + cols[0]];
    }
    int sub[16];
    double d = 0, sign = 1;
    for (int k = 0; k < m; k++) {
        int t = 0;
        for (int j = 0; j < m; j++)
            if (j != k) sub[t++] = cols[j];
        double coef = sign * a[row * ell + cols[k]];
        double md = minor_grad(a, ell, row + 1, sub, m - 1, scale * coef, g);
        g[row * ell + cols[k]] += scale * sign * md;
        d += coef * md;
        sign = -sign;
    }
    return d;
}

void det_manual(const double *a, int ell, double *g) {
    int cols[16];
    for (int j = 0; j < ell; j++) cols[j] = j;
    for (int i = 0; i < ell * ell; i++) g[i] = 0;
    minor_grad(a, ell, 0, cols, ell, 1.0, g);
}

void kmeans_manual(const double *p, const double *c, int n, int k, int d, double *dir) {
    double *sum = calloc(k * d, sizeof(double));
    int *count = calloc(k, sizeof(int));
    for (int i = 0; i < n; i++) {
        int bj = 0;
        double best = 0;
        for (int j = 0; j < k; j++) {
            double s = 0;
            for (int e = 0; e < d; e++) {
                double t = c[j * d + e] - p[i * d + e];
                s += t * t;
            }
            if (j == 0 || s < best) { best = s; bj = j; }
        }
        count[bj]++;
        for (int e = 0; e < d; e++) sum[bj * d + e] += p[i * d + e];
    }
    for (int j = 0; j < k; j++)
        for (int e = 0; e < d; e++)
            dir[j * d + e] = count[j] ? c[j * d + e] - sum[j * d + e] / count[j] : 0;
    free(sum);
    free(count);
}
