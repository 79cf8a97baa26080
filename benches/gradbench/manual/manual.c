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

// The BA Jacobian by hand, in the CSR layout of `ba_jacobian`. Per
// observation: xo = X - C, xc = rodrigues(r, xo) with its 3×3
// derivatives by r and by xo (the latter is the rotation matrix itself;
// the r one by the chain through theta = |r| and w = r/theta, or -[xo]×
// when r = 0), then the projection p = xc[0..1]/xc[2], the distortion
// L = 1 + k1 |p|² + k2 |p|⁴ and proj = f L p + (u0, v0), all scaled by
// the weight.
static void ba_block(const double *cam, const double *X, double w, const double *feat,
                     double *J) {
    double xo[3] = {X[0] - cam[3], X[1] - cam[4], X[2] - cam[5]};
    const double *r = cam;
    double xc[3], R[9], dr[9]; // R = dxc/dxo, dr = dxc/dr (row: xc component)
    double sq = r[0] * r[0] + r[1] * r[1] + r[2] * r[2];
    if (sq != 0) {
        double th = sqrt(sq), c = cos(th), s = sin(th), ith = 1 / th;
        double u[3] = {r[0] / th, r[1] / th, r[2] / th};
        double ux[3] = {u[1] * xo[2] - u[2] * xo[1], u[2] * xo[0] - u[0] * xo[2],
                        u[0] * xo[1] - u[1] * xo[0]};
        double dot = u[0] * xo[0] + u[1] * xo[1] + u[2] * xo[2];
        double omc = 1 - c, tmp = omc * dot;
        // -[xo]× and [u]×, row-major.
        double nxo[9] = {0, xo[2], -xo[1], -xo[2], 0, xo[0], xo[1], -xo[0], 0};
        double uxm[9] = {0, -u[2], u[1], u[2], 0, -u[0], -u[1], u[0], 0};
        for (int i = 0; i < 3; i++) {
            xc[i] = xo[i] * c + ux[i] * s + u[i] * tmp;
            // d xc_i/d theta (u fixed), minus the part of d/du along u.
            double at = -s * xo[i] + c * ux[i] + u[i] * s * dot;
            double g = at - (s * ux[i] + 2 * tmp * u[i]) * ith;
            for (int k = 0; k < 3; k++) {
                R[3 * i + k] = s * uxm[3 * i + k] + omc * u[i] * u[k] + (i == k ? c : 0);
                // d xc_i/d u_k (theta fixed).
                double aw = s * nxo[3 * i + k] + omc * u[i] * xo[k] + (i == k ? tmp : 0);
                dr[3 * i + k] = aw * ith + g * u[k];
            }
        }
    } else {
        xc[0] = xo[0] + r[1] * xo[2] - r[2] * xo[1];
        xc[1] = xo[1] + r[2] * xo[0] - r[0] * xo[2];
        xc[2] = xo[2] + r[0] * xo[1] - r[1] * xo[0];
        double m[9] = {1, -r[2], r[1], r[2], 1, -r[0], -r[1], r[0], 1};
        double n[9] = {0, xo[2], -xo[1], -xo[2], 0, xo[0], xo[1], -xo[0], 0};
        for (int i = 0; i < 9; i++) {
            R[i] = m[i];
            dr[i] = n[i];
        }
    }
    double iz = 1 / xc[2];
    double p[2] = {xc[0] * iz, xc[1] * iz};
    double rsq = p[0] * p[0] + p[1] * p[1];
    double f = cam[6], k1 = cam[9], k2 = cam[10];
    double L = 1 + k1 * rsq + k2 * rsq * rsq;
    double dL2 = 2 * (k1 + 2 * k2 * rsq);
    for (int j = 0; j < 2; j++) {
        double *row = &J[15 * j];
        // d proj_j / d p_m, then d proj_j / d xc (times the weight).
        double M0 = f * ((j == 0 ? L : 0) + dL2 * p[j] * p[0]);
        double M1 = f * ((j == 1 ? L : 0) + dL2 * p[j] * p[1]);
        double K[3] = {w * M0 * iz, w * M1 * iz, -w * (M0 * p[0] + M1 * p[1]) * iz};
        for (int k = 0; k < 3; k++) {
            double a = K[0] * dr[k] + K[1] * dr[3 + k] + K[2] * dr[6 + k];
            double b = K[0] * R[k] + K[1] * R[3 + k] + K[2] * R[6 + k];
            row[k] = a;
            row[3 + k] = -b;
            row[11 + k] = b;
        }
        double pj = p[j];
        row[6] = w * pj * L;
        row[7] = j == 0 ? w : 0;
        row[8] = j == 1 ? w : 0;
        row[9] = w * pj * f * rsq;
        row[10] = w * pj * f * rsq * rsq;
        row[14] = pj * L * f + cam[7 + j] - feat[j];
    }
}

void ba_manual(int n, int m, int p, const double *cams, const double *xs, const double *ws,
               const double *feats, int *rows, int *cols, double *vals) {
    int at = 0;
    rows[0] = 0;
    for (int i = 0; i < p; i++) {
        int c = i % n, q = i % m;
        double J[30];
        ba_block(&cams[11 * c], &xs[3 * q], ws[i], &feats[2 * i], J);
        for (int r = 0; r < 2; r++) {
            for (int j = 0; j < 11; j++) {
                cols[at] = 11 * c + j;
                vals[at++] = J[15 * r + j];
            }
            for (int j = 0; j < 3; j++) {
                cols[at] = 11 * n + 3 * q + j;
                vals[at++] = J[15 * r + 11 + j];
            }
            cols[at] = 11 * n + 3 * m + i;
            vals[at++] = J[15 * r + 14];
            rows[2 * i + r + 1] = at;
        }
    }
    for (int i = 0; i < p; i++) {
        cols[at] = 11 * n + 3 * m + i;
        vals[at++] = -2 * ws[i];
        rows[2 * p + i + 1] = at;
    }
}

// `HandData` of ht.c, field for field (the benchmark passes the same
// pointer to both).
typedef struct {
    int bones, nverts, npts;
    const int *parents;
    const double *base_relatives;
    const double *inverse_base_absolutes;
    const double *base_positions;
    const double *weights;
    int is_mirrored;
    const int *correspondences;
    const double *points;
    const int *triangles;
} HandDataManual;

// The HT Jacobian by hand, forward mode over the 26 theta directions.
// A vertex is p = G·M·Σ_b w_b·Abs_b·IBA_b·x + t (G the global
// angle-axis rotation, M the mirror). Writing Abs_b = Abs_par(a)·Rel_a·
// Chain(a→b) for a bone a on b's path to the root, a pose angle of bone
// a (Rel_a = BR_a·Euler_a) moves p by
//   G·M·(Abs_par(a)·BR_a)[0:3,0:3] · dEuler_a · Y_a[0:3],
//   Y_a = Σ_{b in subtree(a)} w_b·Chain(a→b)·IBA_b·x,
// and Y is one bottom-up pass over the bones per vertex
// (Y_par(b) += Rel_b·Y_b). So per direction the 3×3 matrix in front of
// Y_a is formed once per call, and a vertex costs one pass over its
// bones plus a 3×3 product per direction. Only the vertices the points
// refer to are skinned. The global rotation's columns are dG·M·p
// (zero on the small-angle branch), the translation's the identity, and
// the u columns the triangle's vertex differences.
static void ht_euler(double tx, double tz, double ty, double *R, double *dRx, double *dRz) {
    double cx = cos(tx), sx = sin(tx), cy = cos(ty), sy = sin(ty), cz = cos(tz), sz = sin(tz);
    double rx[9] = {1, 0, 0, 0, cx, -sx, 0, sx, cx};
    double drx[9] = {0, 0, 0, 0, -sx, -cx, 0, cx, -sx};
    double ry[9] = {cy, 0, sy, 0, 1, 0, -sy, 0, cy};
    double rz[9] = {cz, -sz, 0, sz, cz, 0, 0, 0, 1};
    double drz[9] = {-sz, -cz, 0, cz, -sz, 0, 0, 0, 0};
    double zy[9], dzy[9];
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            double s = 0, ds = 0;
            for (int k = 0; k < 3; k++) {
                s += rz[3 * r + k] * ry[3 * k + c];
                ds += drz[3 * r + k] * ry[3 * k + c];
            }
            zy[3 * r + c] = s;
            dzy[3 * r + c] = ds;
        }
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            double s = 0, sx_ = 0, sz_ = 0;
            for (int k = 0; k < 3; k++) {
                s += zy[3 * r + k] * rx[3 * k + c];
                sx_ += zy[3 * r + k] * drx[3 * k + c];
                sz_ += dzy[3 * r + k] * rx[3 * k + c];
            }
            R[3 * r + c] = s;
            dRx[3 * r + c] = sx_;
            dRz[3 * r + c] = sz_;
        }
}

static void ht_mat4_mul(const double *a, const double *b, double *out) {
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a[4 * r + k] * b[4 * k + c];
            out[4 * r + c] = s;
        }
}

// Per call: the pose's precomputed matrices.
typedef struct {
    const HandDataManual *d;
    const double *rel;  // bones × 16: BR_b·Euler_b
    double gm[9];       // G·M
    double dgm[27];     // d(G·M)/d theta_0..2
    double F[26 * 9];   // for theta 6..25: G·M·(Abs_par·BR)[0:3,0:3]·dEuler
    int bone[26];       // for theta 6..25: the bone it poses (-1: none)
    double *Y;          // bones × 4, scratch
    char *has;          // bones, scratch: Y_b nonzero
} HtPose;

// Skins vertex v: its position and d position / d theta (dp[3k + j]).
static void ht_vertex(const HtPose *ps, const double *theta, int v, double *pos, double *dp) {
    const HandDataManual *d = ps->d;
    int nb = d->bones;
    const double *x = &d->base_positions[4 * v];
    const double *wv = &d->weights[nb * v];
    double *Y = ps->Y;
    char *has = ps->has;
    double q[3] = {0, 0, 0};
    for (int b = 0; b < nb; b++) has[b] = 0;
    for (int b = nb - 1; b >= 0; b--) {
        double *y = &Y[4 * b];
        double w = wv[b];
        if (w != 0) {
            const double *ib = &d->inverse_base_absolutes[16 * b];
            if (!has[b]) y[0] = y[1] = y[2] = y[3] = 0;
            for (int r = 0; r < 4; r++)
                y[r] += w * (ib[4 * r] * x[0] + ib[4 * r + 1] * x[1] + ib[4 * r + 2] * x[2] +
                             ib[4 * r + 3] * x[3]);
            has[b] = 1;
        }
        if (!has[b]) continue;
        const double *rl = &ps->rel[16 * b];
        int par = d->parents[b];
        if (par >= 0) {
            double *yp = &Y[4 * par];
            if (!has[par]) yp[0] = yp[1] = yp[2] = yp[3] = 0;
            for (int r = 0; r < 4; r++)
                yp[r] += rl[4 * r] * y[0] + rl[4 * r + 1] * y[1] + rl[4 * r + 2] * y[2] +
                         rl[4 * r + 3] * y[3];
            has[par] = 1;
        } else {
            for (int r = 0; r < 3; r++)
                q[r] += rl[4 * r] * y[0] + rl[4 * r + 1] * y[1] + rl[4 * r + 2] * y[2] +
                        rl[4 * r + 3] * y[3];
        }
    }
    for (int j = 0; j < 3; j++)
        pos[j] = ps->gm[3 * j] * q[0] + ps->gm[3 * j + 1] * q[1] + ps->gm[3 * j + 2] * q[2] +
                 theta[3 + j];
    for (int k = 0; k < 3; k++) {
        const double *g = &ps->dgm[9 * k];
        for (int j = 0; j < 3; j++)
            dp[3 * k + j] = g[3 * j] * q[0] + g[3 * j + 1] * q[1] + g[3 * j + 2] * q[2];
    }
    for (int k = 3; k < 6; k++)
        for (int j = 0; j < 3; j++) dp[3 * k + j] = (k - 3 == j);
    for (int k = 6; k < 26; k++) {
        int a = ps->bone[k];
        if (a < 0 || !has[a]) {
            dp[3 * k] = dp[3 * k + 1] = dp[3 * k + 2] = 0;
            continue;
        }
        const double *F = &ps->F[9 * k];
        const double *y = &Y[4 * a];
        for (int j = 0; j < 3; j++)
            dp[3 * k + j] = F[3 * j] * y[0] + F[3 * j + 1] * y[1] + F[3 * j + 2] * y[2];
    }
}

void ht_manual(const double *theta, const double *us, const HandDataManual *d, double *jac) {
    int nb = d->bones;
    HtPose ps;
    ps.d = d;
    // The pose parameters' layout of ht.c: bone b's euler angles are
    // column b + 3; theta 6..25 go to the fingers' bones.
    int ncol = nb + 3 < 24 ? 24 : nb + 3;
    double *pp = calloc(3 * ncol, sizeof(double));
    int comp[26];
    for (int k = 0; k < 26; k++) ps.bone[k] = -1, comp[k] = 0;
    int it = 6, ip = 5;
    for (int finger = 0; finger < 5; finger++) {
        for (int i = 2; i <= 4; i++) {
            ps.bone[it] = ip - 3;
            pp[3 * ip] = theta[it++];
            if (i == 2) {
                ps.bone[it] = ip - 3;
                comp[it] = 1;
                pp[3 * ip + 1] = theta[it++];
            }
            ip++;
        }
        ip++;
    }
    for (int k = 6; k < 26; k++)
        if (ps.bone[k] >= nb) ps.bone[k] = -1;
    // Global rotation G and its derivatives (ht.c's angle_axis_to_rotation).
    double G[9], dG[27];
    {
        const double *aa = theta;
        double norm = sqrt(aa[0] * aa[0] + aa[1] * aa[1] + aa[2] * aa[2]);
        if (norm < .0001) {
            for (int i = 0; i < 9; i++) G[i] = (i % 4 == 0) ? 1 : 0;
            for (int i = 0; i < 27; i++) dG[i] = 0;
        } else {
            double x = aa[0] / norm, y = aa[1] / norm, z = aa[2] / norm, u[3] = {x, y, z};
            double s = sin(norm), c = cos(norm), o = 1 - c;
            G[0] = x * x + (1 - x * x) * c;
            G[1] = x * y * o - z * s;
            G[2] = x * z * o + y * s;
            G[3] = x * y * o + z * s;
            G[4] = y * y + (1 - y * y) * c;
            G[5] = y * z * o - x * s;
            G[6] = x * z * o - y * s;
            G[7] = z * y * o + x * s;
            G[8] = z * z + (1 - z * z) * c;
            // dG/d(x, y, z) (row per entry) and dG/dnorm.
            double Pu[27] = {2 * x * o, 0,     0,         y * o, x * o,     -s,    z * o, s,
                             x * o,     y * o, x * o,     s,     0,         2 * y * o, 0,
                             -s,        z * o, y * o,     z * o, -s,        x * o, s,
                             z * o,     y * o, 0,         0,     2 * z * o};
            double Pn[9] = {-(1 - x * x) * s, x * y * s - z * c, x * z * s + y * c,
                            x * y * s + z * c, -(1 - y * y) * s, y * z * s - x * c,
                            x * z * s - y * c, z * y * s + x * c, -(1 - z * z) * s};
            for (int e = 0; e < 9; e++) {
                double pu = Pu[3 * e] * x + Pu[3 * e + 1] * y + Pu[3 * e + 2] * z;
                for (int k = 0; k < 3; k++)
                    dG[9 * k + e] = (Pu[3 * e + k] - pu * u[k]) / norm + Pn[e] * u[k];
            }
        }
    }
    double mir = d->is_mirrored ? -1 : 1;
    for (int r = 0; r < 3; r++) {
        ps.gm[3 * r] = G[3 * r] * mir;
        ps.gm[3 * r + 1] = G[3 * r + 1];
        ps.gm[3 * r + 2] = G[3 * r + 2];
        for (int k = 0; k < 3; k++) {
            ps.dgm[9 * k + 3 * r] = dG[9 * k + 3 * r] * mir;
            ps.dgm[9 * k + 3 * r + 1] = dG[9 * k + 3 * r + 1];
            ps.dgm[9 * k + 3 * r + 2] = dG[9 * k + 3 * r + 2];
        }
    }
    // The bone chain: Rel_b, Abs_b, and per posed bone the matrix in
    // front of dEuler.
    double *rel = malloc(sizeof(double) * 16 * nb);
    double *abs_ = malloc(sizeof(double) * 16 * nb);
    double *dR = malloc(sizeof(double) * 18 * nb); // per bone: dEuler/dx, dEuler/dz
    for (int b = 0; b < nb; b++) {
        const double *e = &pp[3 * (b + 3)];
        double R[9], tr[16] = {0};
        ht_euler(e[0], e[1], e[2], R, &dR[18 * b], &dR[18 * b + 9]);
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) tr[4 * r + c] = R[3 * r + c];
        tr[15] = 1;
        ht_mat4_mul(&d->base_relatives[16 * b], tr, &rel[16 * b]);
        if (d->parents[b] == -1)
            for (int i = 0; i < 16; i++) abs_[16 * b + i] = rel[16 * b + i];
        else
            ht_mat4_mul(&abs_[16 * d->parents[b]], &rel[16 * b], &abs_[16 * b]);
    }
    for (int k = 6; k < 26; k++) {
        int a = ps.bone[k];
        if (a < 0) continue;
        // P = (Abs_par(a)·BR_a)[0:3, 0:3], then F = G·M·P·dEuler.
        const double *br = &d->base_relatives[16 * a];
        int par = d->parents[a];
        double P[9], GP[9];
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) {
                double s;
                if (par == -1)
                    s = br[4 * r + c];
                else {
                    const double *pa = &abs_[16 * par];
                    s = 0;
                    for (int t = 0; t < 4; t++) s += pa[4 * r + t] * br[4 * t + c];
                }
                P[3 * r + c] = s;
            }
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++)
                GP[3 * r + c] = ps.gm[3 * r] * P[c] + ps.gm[3 * r + 1] * P[3 + c] +
                                ps.gm[3 * r + 2] * P[6 + c];
        const double *de = &dR[18 * a + 9 * comp[k]];
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++)
                ps.F[9 * k + 3 * r + c] = GP[3 * r] * de[c] + GP[3 * r + 1] * de[3 + c] +
                                          GP[3 * r + 2] * de[6 + c];
    }
    ps.rel = rel;
    ps.Y = malloc(sizeof(double) * 4 * nb);
    ps.has = malloc(nb);
    int cols = us ? 28 : 26, extra = us ? 2 : 0;
    double pos[3][3], dp[3][78];
    for (int i = 0; i < d->npts; i++) {
        double *jr = &jac[cols * 3 * i];
        if (us) {
            const int *tri = &d->triangles[3 * d->correspondences[i]];
            for (int t = 0; t < 3; t++) ht_vertex(&ps, theta, tri[t], pos[t], dp[t]);
            double u0 = us[2 * i], u1 = us[2 * i + 1], u2 = 1 - u0 - u1;
            for (int j = 0; j < 3; j++) {
                double *row = &jr[cols * j];
                row[0] = pos[2][j] - pos[0][j];
                row[1] = pos[2][j] - pos[1][j];
                for (int k = 0; k < 26; k++)
                    row[2 + k] =
                        -(u0 * dp[0][3 * k + j] + u1 * dp[1][3 * k + j] + u2 * dp[2][3 * k + j]);
            }
        } else {
            ht_vertex(&ps, theta, d->correspondences[i], pos[0], dp[0]);
            for (int j = 0; j < 3; j++) {
                double *row = &jr[cols * j];
                for (int k = 0; k < 26; k++) row[extra + k] = -dp[0][3 * k + j];
            }
        }
    }
    free(pp);
    free(rel);
    free(abs_);
    free(dR);
    free(ps.Y);
    free(ps.has);
}
