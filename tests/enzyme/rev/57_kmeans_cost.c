// k-means cost: sum over points of the squared distance to the nearest
// centre, the nearest centre chosen by comparisons in an inner loop (an
// int argmin carried across iterations), plus a soft (log-sum-exp)
// variant. Gradients w.r.t. the centres and the points (dup); every centre
// owns at least one point and no point is near a tie.
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

#define D 2
static double sqdist(const double *a, const double *b) {
    double s = 0;
    for (int j = 0; j < D; j++) s += (a[j] - b[j]) * (a[j] - b[j]);
    return s;
}
static double kmeans_cost(const double *pts, const double *ctr, int n, int k) {
    double cost = 0;
    for (int i = 0; i < n; i++) {
        int best = 0;
        double bd = sqdist(&pts[i * D], &ctr[0]);
        for (int c = 1; c < k; c++) {
            double d = sqdist(&pts[i * D], &ctr[c * D]);
            if (d < bd) { bd = d; best = c; }
        }
        cost += sqdist(&pts[i * D], &ctr[best * D]) * (1 + 0.1 * best);
    }
    return cost;
}
static double soft_cost(const double *pts, const double *ctr, int n, int k) {
    double cost = 0;
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int c = 0; c < k; c++) s += exp(-2.0 * sqdist(&pts[i * D], &ctr[c * D]));
        cost -= 0.5 * log(s);
    }
    return cost;
}

#define NP 7
#define NK 3
static double pts[NP * D] = {0.1, 0.2, 0.3, -0.1, 2.1, 1.9, 1.8, 2.4, -1.4, 1.0, -1.9, 0.7, 0.5, 0.4};
static double ctr[NK * D] = {0.0, 0.0, 2.0, 2.0, -1.7, 0.9};
static int n = NP, k = NK, which;
static double obj(void) { return which ? soft_cost(pts, ctr, n, k) : kmeans_cost(pts, ctr, n, k); }
static void check_array(const char *name, double *v, const double *g, int len) {
    const double h = 1e-6;
    char what[64];
    for (int i = 0; i < len; i++) {
        double s = v[i];
        v[i] = s + h; double fp = obj();
        v[i] = s - h; double fm = obj();
        v[i] = s;
        snprintf(what, sizeof what, "%s[%d]", name, i);
        check(what, g[i], (fp - fm) / (2 * h));
    }
}

int main(void) {
    volatile int nv = NP, kv = NK;
    n = nv;
    k = kv;
    for (which = 0; which < 2; which++) {
        double dp[NP * D] = {0}, dc[NK * D] = {0};
        __enzyme_autodiff(which ? (void *)soft_cost : (void *)kmeans_cost, enzyme_dup, pts, dp, enzyme_dup, ctr, dc,
                          enzyme_const, n, enzyme_const, k);
        check_array(which ? "soft d/dpts" : "hard d/dpts", pts, dp, NP * D);
        check_array(which ? "soft d/dctr" : "hard d/dctr", ctr, dc, NK * D);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
