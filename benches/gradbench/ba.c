// GradBench `ba`: bundle adjustment. The residuals of p observations of
// m points by n cameras (Rodrigues rotation, radial distortion), and their
// sparse Jacobian in CSR form: per observation two rows of 15 entries
// (11 camera, 3 point, 1 weight columns), then one row per weight
// residual. Each observation's 2×15 block is two reverse sweeps of zyme's
// derivative of `ba_reproj` (../../shared/GRADBENCH.md §6.2).
#include <math.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_autodiff_w(void *, ...) __asm__("__enzyme_autodiff");

static void cross(const double *a, const double *b, double *out) {
    out[0] = a[1] * b[2] - a[2] * b[1];
    out[1] = a[2] * b[0] - a[0] * b[2];
    out[2] = a[0] * b[1] - a[1] * b[0];
}

static void rodrigues_rotate(const double *rot, const double *pt, double *out) {
    double sqtheta = rot[0] * rot[0] + rot[1] * rot[1] + rot[2] * rot[2];
    if (sqtheta != 0) {
        double theta = sqrt(sqtheta), c = cos(theta), s = sin(theta);
        double w[3] = {rot[0] / theta, rot[1] / theta, rot[2] / theta}, wx[3];
        cross(w, pt, wx);
        double tmp = (1 - c) * (w[0] * pt[0] + w[1] * pt[1] + w[2] * pt[2]);
        for (int i = 0; i < 3; i++) out[i] = pt[i] * c + wx[i] * s + w[i] * tmp;
    } else {
        double rx[3];
        cross(rot, pt, rx);
        for (int i = 0; i < 3; i++) out[i] = pt[i] + rx[i];
    }
}

// cam: [r1 r2 r3, C1 C2 C3, f, u0 v0, k1 k2].
static void project(const double *cam, const double *x, double *proj) {
    double xo[3] = {x[0] - cam[3], x[1] - cam[4], x[2] - cam[5]}, xc[3];
    rodrigues_rotate(cam, xo, xc);
    double p0 = xc[0] / xc[2], p1 = xc[1] / xc[2];
    double rsq = p0 * p0 + p1 * p1;
    double l = 1 + cam[9] * rsq + cam[10] * rsq * rsq;
    proj[0] = p0 * l * cam[6] + cam[7];
    proj[1] = p1 * l * cam[6] + cam[8];
}

// The two residuals of one observation.
void ba_reproj(const double *cam, const double *x, const double *w, const double *feat,
               double *err) {
    double proj[2];
    project(cam, x, proj);
    err[0] = *w * (proj[0] - feat[0]);
    err[1] = *w * (proj[1] - feat[1]);
}

double ba_weight_err(double w) { return 1 - w * w; }

// cams: n×11, xs: m×3, ws: p, feats: p×2; observation i uses camera
// i % n and point i % m. Writes reproj (2p) and werr (p).
void ba_objective(int n, int m, int p, const double *cams, const double *xs, const double *ws,
                  const double *feats, double *reproj, double *werr) {
    for (int i = 0; i < p; i++)
        ba_reproj(&cams[11 * (i % n)], &xs[3 * (i % m)], &ws[i], &feats[2 * i], &reproj[2 * i]);
    for (int i = 0; i < p; i++) werr[i] = ba_weight_err(ws[i]);
}

// The Jacobian in CSR: rows (3p + 1), cols and vals (31p).
void ba_jacobian(int n, int m, int p, const double *cams, const double *xs, const double *ws,
                 const double *feats, int *rows, int *cols, double *vals) {
    int at = 0;
    rows[0] = 0;
    for (int i = 0; i < p; i++) {
        int c = i % n, q = i % m;
        double err[2];
        for (int r = 0; r < 2; r++) {
            double dcam[11] = {0}, dx[3] = {0}, dw = 0, derr[2] = {0, 0};
            derr[r] = 1;
            __enzyme_autodiff((void *)ba_reproj, enzyme_dup, &cams[11 * c], dcam, enzyme_dup,
                              &xs[3 * q], dx, enzyme_dup, &ws[i], &dw, enzyme_const,
                              &feats[2 * i], enzyme_dup, err, derr);
            for (int j = 0; j < 11; j++) {
                cols[at] = 11 * c + j;
                vals[at++] = dcam[j];
            }
            for (int j = 0; j < 3; j++) {
                cols[at] = 11 * n + 3 * q + j;
                vals[at++] = dx[j];
            }
            cols[at] = 11 * n + 3 * m + i;
            vals[at++] = dw;
            rows[2 * i + r + 1] = at;
        }
    }
    for (int i = 0; i < p; i++) {
        cols[at] = 11 * n + 3 * m + i;
        vals[at++] = __enzyme_autodiff_w((void *)ba_weight_err, enzyme_out, ws[i]);
        rows[2 * p + i + 1] = at;
    }
}
