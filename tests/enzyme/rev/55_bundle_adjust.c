// Bundle-adjustment-like reprojection error (in the style of ADBench BA):
// cameras of 9 parameters (angle-axis rotation with the Rodrigues formula
// and a small-angle branch, translation, focal length, two radial
// distortion coefficients), 3D points, observations indexing a camera and a
// point through const int arrays; objective = sum of squared residuals.
// Gradients w.r.t. all camera parameters and points (dup); camera 1 has a
// zero rotation, so its rotation gradient comes from the small-angle branch
// (h^2 = 1e-12 keeps the finite differences in that branch too).
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

static void rodrigues(const double *w, const double *X, double *out) {
    double th2 = w[0] * w[0] + w[1] * w[1] + w[2] * w[2];
    double cr[3] = {w[1] * X[2] - w[2] * X[1], w[2] * X[0] - w[0] * X[2], w[0] * X[1] - w[1] * X[0]};
    if (th2 > 1e-12) {
        double th = sqrt(th2), c = cos(th), s = sin(th);
        double k[3] = {w[0] / th, w[1] / th, w[2] / th};
        double kx = k[0] * X[0] + k[1] * X[1] + k[2] * X[2];
        for (int i = 0; i < 3; i++) out[i] = X[i] * c + cr[i] / th * s + k[i] * kx * (1 - c);
    } else {
        for (int i = 0; i < 3; i++) out[i] = X[i] + cr[i];
    }
}
static void project(const double *cam, const double *X, double *proj) {
    double Xc[3], Xr[3];
    for (int i = 0; i < 3; i++) Xc[i] = X[i] - cam[3 + i];
    rodrigues(cam, Xc, Xr);
    double u = Xr[0] / Xr[2], v = Xr[1] / Xr[2];
    double r2 = u * u + v * v, dist = 1 + cam[7] * r2 + cam[8] * r2 * r2;
    proj[0] = cam[6] * dist * u;
    proj[1] = cam[6] * dist * v;
}
static double ba_objective(const double *cams, const double *pts, const int *cam_idx, const int *pt_idx,
                           const double *obs, int nobs) {
    double e = 0;
    for (int k = 0; k < nobs; k++) {
        double p[2];
        project(&cams[9 * cam_idx[k]], &pts[3 * pt_idx[k]], p);
        double rx = p[0] - obs[2 * k], ry = p[1] - obs[2 * k + 1];
        e += rx * rx + ry * ry;
    }
    return e;
}

#define NCAM 2
#define NPT 3
#define NOBS 5
static double cams[9 * NCAM] = {0.1, -0.2, 0.05, 0.3, -0.1, -5.0, 1.2, 0.01, -0.002,
                                0.0, 0.0, 0.0, -0.4, 0.2, -6.0, 0.9, 0.02, 0.001};
static double pts[3 * NPT] = {0.5, 0.3, 1.0, -0.7, 0.4, 0.5, 0.2, -0.6, -0.3};
static const int cam_idx[NOBS] = {0, 0, 1, 1, 1}, pt_idx[NOBS] = {0, 2, 0, 1, 2};
static const double obs[2 * NOBS] = {0.12, 0.08, 0.05, -0.15, -0.1, 0.05, -0.2, 0.12, 0.03, -0.09};
static int nobs = NOBS;
static double obj(void) { return ba_objective(cams, pts, cam_idx, pt_idx, obs, nobs); }

int main(void) {
    const double h = 1e-6;
    volatile int nv = NOBS;
    nobs = nv;
    double dcams[9 * NCAM] = {0}, dpts[3 * NPT] = {0};
    __enzyme_autodiff((void *)ba_objective, enzyme_dup, cams, dcams, enzyme_dup, pts, dpts, enzyme_const, cam_idx,
                      enzyme_const, pt_idx, enzyme_const, obs, enzyme_const, nobs);
    char what[64];
    for (int a = 0; a < 2; a++) {
        double *v = a ? pts : cams, *g = a ? dpts : dcams;
        int len = a ? 3 * NPT : 9 * NCAM;
        for (int i = 0; i < len; i++) {
            double s = v[i];
            v[i] = s + h; double fp = obj();
            v[i] = s - h; double fm = obj();
            v[i] = s;
            snprintf(what, sizeof what, "%s[%d]", a ? "d/dpoint" : "d/dcam", i);
            check(what, g[i], (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
