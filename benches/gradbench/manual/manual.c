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

// The GMM gradient by hand, one pass over the data. Per point i and
// component c: xc = x_i - mu_c, z = Q_c xc, beta_c = alpha_c + sum(q_c)
// - |z|^2/2, and d(logsumexp beta)/d beta_c = w_c, the softmax weight.
// Then dz = -w_c z, dmu_c -= Q_c^T dz, dl_c += dz xc^T (strict lower
// part), and the diagonal's exp(q) factor is applied once at the end.
void gmm_manual(int d, int k, int n, const double *alpha, const double *mu, const double *q,
                const double *l, const double *x, double gamma, int m, double *dalpha,
                double *dmu, double *dq, double *dl) {
    int lsz = d * (d - 1) / 2;
    double *qdiag = malloc(sizeof(double) * k * d);
    double *xc = malloc(sizeof(double) * k * d);
    double *z = malloc(sizeof(double) * k * d);
    double *beta = malloc(sizeof(double) * k);
    double *sum_q = malloc(sizeof(double) * k);
    for (int c = 0; c < k; c++) {
        sum_q[c] = 0;
        for (int j = 0; j < d; j++) {
            sum_q[c] += q[c * d + j];
            qdiag[c * d + j] = exp(q[c * d + j]);
        }
    }
    // Accumulators: dalpha holds sum_i w_ic, dq holds sum_i dz_j xc_j
    // (the derivative by qdiag, before the chain through exp).
    for (int c = 0; c < k; c++) dalpha[c] = 0;
    for (int i = 0; i < k * d; i++) dmu[i] = dq[i] = 0;
    for (int i = 0; i < k * lsz; i++) dl[i] = 0;
    for (int i = 0; i < n; i++) {
        const double *xi = &x[i * d];
        double mx = 0;
        for (int c = 0; c < k; c++) {
            const double *qd = &qdiag[c * d];
            const double *lc = &l[c * lsz];
            double *xcc = &xc[c * d];
            double *zc = &z[c * d];
            for (int j = 0; j < d; j++) {
                xcc[j] = xi[j] - mu[c * d + j];
                zc[j] = qd[j] * xcc[j];
            }
            int idx = 0;
            for (int col = 0; col < d; col++)
                for (int row = col + 1; row < d; row++) zc[row] += lc[idx++] * xcc[col];
            double sq = 0;
            for (int j = 0; j < d; j++) sq += zc[j] * zc[j];
            beta[c] = alpha[c] + sum_q[c] - 0.5 * sq;
            if (c == 0 || beta[c] > mx) mx = beta[c];
        }
        double s = 0;
        for (int c = 0; c < k; c++) {
            beta[c] = exp(beta[c] - mx);
            s += beta[c];
        }
        double inv = 1.0 / s;
        for (int c = 0; c < k; c++) {
            double w = beta[c] * inv;
            dalpha[c] += w;
            const double *qd = &qdiag[c * d];
            const double *lc = &l[c * lsz];
            const double *xcc = &xc[c * d];
            const double *zc = &z[c * d];
            double *dmc = &dmu[c * d];
            double *dqc = &dq[c * d];
            double *dlc = &dl[c * lsz];
            // dz = -w z; dxc = Q^T dz; dmu = -dxc = w Q^T z.
            for (int j = 0; j < d; j++) {
                double dz = -w * zc[j];
                dqc[j] += dz * xcc[j];
                dmc[j] -= qd[j] * dz;
            }
            int idx = 0;
            for (int col = 0; col < d; col++) {
                double dxcol = 0;
                for (int row = col + 1; row < d; row++) {
                    double dz = -w * zc[row];
                    dlc[idx] += dz * xcc[col];
                    dxcol += lc[idx] * dz;
                    idx++;
                }
                dmc[col] -= dxcol;
            }
        }
    }
    // The data-independent terms: -n logsumexp(alpha) and the prior.
    double amx = alpha[0];
    for (int c = 1; c < k; c++) amx = alpha[c] > amx ? alpha[c] : amx;
    double as = 0;
    for (int c = 0; c < k; c++) {
        beta[c] = exp(alpha[c] - amx);
        as += beta[c];
    }
    double g2 = gamma * gamma;
    for (int c = 0; c < k; c++) {
        double wsum = dalpha[c];
        dalpha[c] = wsum - n * beta[c] / as;
        for (int j = 0; j < d; j++) {
            double e = qdiag[c * d + j];
            dq[c * d + j] = wsum + m + e * (dq[c * d + j] - g2 * e);
        }
        for (int j = 0; j < lsz; j++) dl[c * lsz + j] -= g2 * l[c * lsz + j];
    }
    free(qdiag);
    free(xc);
    free(z);
    free(beta);
    free(sum_q);
}

// The LSTM gradient by hand: backpropagation through time. The forward
// sweep stores, per step and layer, the gates, the cell and tanh(cell)
// and the hidden state (slot 0 is the initial state), and folds the
// output layer's gradient in at once (keeping only its pull-back onto
// the top hidden state). The backward sweep walks the steps in reverse
// and the layers top-down, carrying d(hidden) and d(cell) per layer.
void lstm_manual(int l, int c, int b, const double *main_params, const double *extra_params,
                 const double *state, const double *sequence, double *g) {
    int steps = c - 1;
    int nm = 8 * l * b;
    int lb = l * b;
    for (int i = 0; i < nm + 3 * b; i++) g[i] = 0;
    if (steps <= 0) return;
    double *dext = g + nm;
    // Per step t (0..steps) and layer: hidden, cell (after step t-1).
    double *hs = malloc(sizeof(double) * (size_t)(steps + 1) * lb);
    double *cs = malloc(sizeof(double) * (size_t)(steps + 1) * lb);
    // Per step t (0..steps-1) and layer: gates f, i, o, g and tanh(cell).
    double *fs = malloc(sizeof(double) * (size_t)steps * lb);
    double *is = malloc(sizeof(double) * (size_t)steps * lb);
    double *os = malloc(sizeof(double) * (size_t)steps * lb);
    double *gs = malloc(sizeof(double) * (size_t)steps * lb);
    double *tcs = malloc(sizeof(double) * (size_t)steps * lb);
    // Per step: d(objective)/d(top hidden) through the output layer.
    double *dtop = malloc(sizeof(double) * (size_t)steps * b);
    double *x0 = malloc(sizeof(double) * b);
    double *ey = malloc(sizeof(double) * b);
    double *dh = malloc(sizeof(double) * lb);
    double *dc = malloc(sizeof(double) * lb);
    double scale = 1.0 / (steps * (double)b);
    for (int layer = 0; layer < l; layer++)
        for (int i = 0; i < b; i++) {
            hs[layer * b + i] = state[layer * 2 * b + i];
            cs[layer * b + i] = state[layer * 2 * b + b + i];
        }
    for (int t = 0; t < steps; t++) {
        const double *in = &sequence[t * b];
        for (int i = 0; i < b; i++) x0[i] = in[i] * extra_params[i];
        const double *xin = x0;
        for (int layer = 0; layer < l; layer++) {
            const double *w = &main_params[layer * 8 * b];
            const double *bias = w + 4 * b;
            int prev = t * lb + layer * b, cur = (t + 1) * lb + layer * b, gi = t * lb + layer * b;
            for (int i = 0; i < b; i++) {
                double hp = hs[prev + i];
                double f = 1.0 / (1.0 + exp(-(xin[i] * w[i] + bias[i])));
                double ig = 1.0 / (1.0 + exp(-(hp * w[b + i] + bias[b + i])));
                double o = 1.0 / (1.0 + exp(-(xin[i] * w[2 * b + i] + bias[2 * b + i])));
                double gg = tanh(hp * w[3 * b + i] + bias[3 * b + i]);
                double cell = cs[prev + i] * f + ig * gg;
                double tc = tanh(cell);
                fs[gi + i] = f;
                is[gi + i] = ig;
                os[gi + i] = o;
                gs[gi + i] = gg;
                tcs[gi + i] = tc;
                cs[cur + i] = cell;
                hs[cur + i] = o * tc;
            }
            xin = &hs[cur];
        }
        // Output layer and log-loss: y = h w_out + b_out, loss term
        // gold·(y - log(Σexp(y) + 2)), scaled by -1/((c-1)b).
        const double *gold = &sequence[(t + 1) * b];
        double s = 0, gsum = 0;
        for (int i = 0; i < b; i++) {
            ey[i] = exp(xin[i] * extra_params[b + i] + extra_params[2 * b + i]);
            s += ey[i];
            gsum += gold[i];
        }
        double r = gsum / (s + 2);
        for (int i = 0; i < b; i++) {
            double dy = -scale * (gold[i] - r * ey[i]);
            dext[2 * b + i] += dy;
            dext[b + i] += dy * xin[i];
            dtop[t * b + i] = dy * extra_params[b + i];
        }
    }
    for (int i = 0; i < lb; i++) dh[i] = dc[i] = 0;
    for (int t = steps - 1; t >= 0; t--) {
        for (int i = 0; i < b; i++) dh[(l - 1) * b + i] += dtop[t * b + i];
        for (int layer = l - 1; layer >= 0; layer--) {
            const double *w = &main_params[layer * 8 * b];
            double *dw = &g[layer * 8 * b];
            double *db = dw + 4 * b;
            int prev = t * lb + layer * b, gi = t * lb + layer * b;
            // This layer's input at step t: x0 (recomputed) or the hidden
            // state of the layer below after step t.
            const double *xin = layer > 0 ? &hs[(t + 1) * lb + (layer - 1) * b] : 0;
            double *dhl = &dh[layer * b];
            double *dcl = &dc[layer * b];
            for (int i = 0; i < b; i++) {
                double xi = layer > 0 ? xin[i] : sequence[t * b + i] * extra_params[i];
                double hp = hs[prev + i], cp = cs[prev + i];
                double f = fs[gi + i], ig = is[gi + i], o = os[gi + i], gg = gs[gi + i];
                double tc = tcs[gi + i];
                double dhi = dhl[i];
                double dcell = dcl[i] + dhi * o * (1 - tc * tc);
                double dfa = dcell * cp * f * (1 - f);
                double dia = dcell * gg * ig * (1 - ig);
                double doa = dhi * tc * o * (1 - o);
                double dga = dcell * ig * (1 - gg * gg);
                dw[i] += dfa * xi;
                db[i] += dfa;
                dw[b + i] += dia * hp;
                db[b + i] += dia;
                dw[2 * b + i] += doa * xi;
                db[2 * b + i] += doa;
                dw[3 * b + i] += dga * hp;
                db[3 * b + i] += dga;
                double dx = dfa * w[i] + doa * w[2 * b + i];
                if (layer > 0)
                    dh[(layer - 1) * b + i] += dx;
                else
                    dext[i] += dx * sequence[t * b + i];
                dhl[i] = dia * w[b + i] + dga * w[3 * b + i];
                dcl[i] = dcell * f;
            }
        }
    }
    free(hs);
    free(cs);
    free(fs);
    free(is);
    free(os);
    free(gs);
    free(tcs);
    free(dtop);
    free(x0);
    free(ey);
    free(dh);
    free(dc);
}
