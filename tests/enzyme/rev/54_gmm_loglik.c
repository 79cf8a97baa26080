// Gaussian mixture log-likelihood (in the style of the ADBench GMM
// objective, with diagonal covariances): K components in D dimensions,
// parameters alphas (K), means (K*D) and log inverse standard deviations
// q (K*D), all dup; N data points const. Uses a numerically stable
// log-sum-exp with a running max (a data-dependent branch) over components
// and a simple prior on the precisions.
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

static double logsumexp(const double *v, int n) {
    double m = v[0], s = 0;
    for (int i = 1; i < n; i++) if (v[i] > m) m = v[i];
    for (int i = 0; i < n; i++) s += exp(v[i] - m);
    return log(s) + m;
}

#define K 3
#define D 2
#define NPTS 5
static double gmm(const double *alphas, const double *means, const double *q, const double *x, int n, int k, int d) {
    const double log2pi = log(2 * M_PI);
    double total = 0, lse[K];
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < k; c++) {
            double sumq = 0, sq = 0;
            for (int j = 0; j < d; j++) {
                double z = exp(q[c * d + j]) * (x[i * d + j] - means[c * d + j]);
                sumq += q[c * d + j];
                sq += z * z;
            }
            lse[c] = alphas[c] + sumq - 0.5 * sq;
        }
        total += logsumexp(lse, k);
    }
    total -= n * logsumexp(alphas, k) + 0.5 * n * d * log2pi;
    double prior = 0;
    for (int c = 0; c < k * d; c++) prior += 0.5 * exp(2 * q[c]) - q[c];
    return total - 0.1 * prior;
}

static double al[K] = {0.2, -0.5, 0.9}, mu[K * D] = {0.0, 0.5, 1.5, -1.0, -0.8, 0.7}, qq[K * D] = {0.1, -0.3, 0.4, 0.2, -0.1, 0.3};
static double X[NPTS * D] = {0.1, 0.4, 1.2, -0.8, -0.5, 1.0, 0.9, 0.2, -1.1, 0.3};
static int nn = NPTS;
static double obj(void) { return gmm(al, mu, qq, X, nn, K, D); }
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
    volatile int nv = NPTS;
    nn = nv;
    double dal[K] = {0}, dmu[K * D] = {0}, dq[K * D] = {0};
    __enzyme_autodiff((void *)gmm, enzyme_dup, al, dal, enzyme_dup, mu, dmu, enzyme_dup, qq, dq, enzyme_const, X,
                      enzyme_const, nn, enzyme_const, K, enzyme_const, D);
    check_array("d/dalpha", al, dal, K);
    check_array("d/dmean", mu, dmu, K * D);
    check_array("d/dq", qq, dq, K * D);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
