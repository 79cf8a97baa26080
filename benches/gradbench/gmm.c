// GradBench `gmm`: the log-posterior of a Gaussian mixture model with a
// Wishart prior on the precision matrices, and its gradient with respect
// to (alpha, mu, q, l), which comes from zyme through the Enzyme ABI.
// Q_k = diag(exp(q_k)) + strict-lower(l_k), l_k filled column by column;
// logsumexp in the max-shifted form (../../shared/GRADBENCH.md §6.1).
#include <math.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static double logsumexp(const double *v, int n) {
    double mx = v[0];
    for (int i = 1; i < n; i++) mx = v[i] > mx ? v[i] : mx;
    double s = 0;
    for (int i = 0; i < n; i++) s += exp(v[i] - mx);
    return log(s) + mx;
}

// log Γ_p(a), the multivariate log-gamma function.
static double log_gamma_p(double a, int p) {
    double r = 0.25 * p * (p - 1) * log(M_PI);
    for (int j = 1; j <= p; j++) r += lgamma(a + 0.5 * (1 - j));
    return r;
}

// x: n×d data; alpha: k; mu, q: k×d; l: k×d(d−1)/2.
double gmm_objective(int d, int k, int n, const double *alpha, const double *mu, const double *q,
                     const double *l, const double *x, double gamma, int m) {
    int lsz = d * (d - 1) / 2;
    double *qdiag = malloc(sizeof(double) * d * k);
    double *sum_q = malloc(sizeof(double) * k);
    double *xc = malloc(sizeof(double) * d);
    double *qxc = malloc(sizeof(double) * d);
    double *beta = malloc(sizeof(double) * k);
    for (int c = 0; c < k; c++) {
        sum_q[c] = 0;
        for (int j = 0; j < d; j++) {
            sum_q[c] += q[c * d + j];
            qdiag[c * d + j] = exp(q[c * d + j]);
        }
    }
    double slse = 0;
    for (int i = 0; i < n; i++) {
        for (int c = 0; c < k; c++) {
            for (int j = 0; j < d; j++) xc[j] = x[i * d + j] - mu[c * d + j];
            for (int j = 0; j < d; j++) qxc[j] = qdiag[c * d + j] * xc[j];
            const double *lc = &l[c * lsz];
            int idx = 0;
            for (int col = 0; col < d; col++)
                for (int row = col + 1; row < d; row++) qxc[row] += lc[idx++] * xc[col];
            double sq = 0;
            for (int j = 0; j < d; j++) sq += qxc[j] * qxc[j];
            beta[c] = alpha[c] + sum_q[c] - 0.5 * sq;
        }
        slse += logsumexp(beta, k);
    }
    double prior = 0;
    for (int c = 0; c < k; c++) {
        double frob = 0;
        for (int j = 0; j < d; j++) frob += qdiag[c * d + j] * qdiag[c * d + j];
        for (int j = 0; j < lsz; j++) frob += l[c * lsz + j] * l[c * lsz + j];
        prior += -0.5 * gamma * gamma * frob + m * sum_q[c];
    }
    int big_n = d + m + 1;
    double cst = big_n * d * (log(gamma) - 0.5 * log(2.0)) - log_gamma_p(0.5 * big_n, d);
    double f = -n * d * 0.5 * log(2 * M_PI) + slse - n * logsumexp(alpha, k) + prior + k * cst;
    free(qdiag);
    free(sum_q);
    free(xc);
    free(qxc);
    free(beta);
    return f;
}

// The gradient with respect to alpha, mu, q and l (each overwritten).
void gmm_gradient(int d, int k, int n, const double *alpha, const double *mu, const double *q,
                  const double *l, const double *x, double gamma, int m, double *dalpha,
                  double *dmu, double *dq, double *dl) {
    int lsz = d * (d - 1) / 2;
    for (int i = 0; i < k; i++) dalpha[i] = 0;
    for (int i = 0; i < k * d; i++) dmu[i] = dq[i] = 0;
    for (int i = 0; i < k * lsz; i++) dl[i] = 0;
    __enzyme_autodiff((void *)gmm_objective, enzyme_const, d, enzyme_const, k, enzyme_const, n,
                      enzyme_dup, alpha, dalpha, enzyme_dup, mu, dmu, enzyme_dup, q, dq,
                      enzyme_dup, l, dl, enzyme_const, x, enzyme_const, gamma, enzyme_const, m);
}
