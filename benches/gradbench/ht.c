// GradBench `ht`: hand tracking (ADBench). Linear-blend skinning of a
// hand model posed by 26 parameters, residuals against observed points
// (simple: at a vertex; complicated: at a point of a triangle given by
// barycentric coordinates u), and the dense Jacobian: forward mode of
// zyme's derivative, one pass of width 26 for theta and two for the u
// pairs (each residual depends on its own point's pair only). See
// GRADBENCH.md §6.4.
// Matrices are row-major: M[r][c] at m[4 * r + c].
#include <math.h>
#include <stdlib.h>
#include <string.h>

extern int enzyme_dup, enzyme_const, enzyme_dupnoneed, enzyme_width, enzyme_dupv,
    enzyme_dupnoneedv;
extern void __enzyme_fwddiff(void *, ...);

typedef struct {
    int bones, nverts, npts;
    const int *parents;                   // bones
    const double *base_relatives;         // bones × 16
    const double *inverse_base_absolutes; // bones × 16
    const double *base_positions;         // nverts × 4 (homogeneous)
    const double *weights;                // nverts × bones
    int is_mirrored;
    const int *correspondences; // npts: vertex (simple) or triangle index
    const double *points;       // npts × 3
    const int *triangles;       // triangles × 3
} HandData;

static void mat4_mul(const double *a, const double *b, double *out) {
    for (int r = 0; r < 4; r++)
        for (int c = 0; c < 4; c++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a[4 * r + k] * b[4 * k + c];
            out[4 * r + c] = s;
        }
}

static void mat3_mul(const double *a, const double *b, double *out) {
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 3; c++) {
            double s = 0;
            for (int k = 0; k < 3; k++) s += a[3 * r + k] * b[3 * k + c];
            out[3 * r + c] = s;
        }
}

// R = Rz · Ry · Rx with (tx, tz, ty) = xzy.
static void euler_to_rotation(const double *xzy, double *R) {
    double tx = xzy[0], ty = xzy[2], tz = xzy[1];
    double rx[9] = {1, 0, 0, 0, cos(tx), -sin(tx), 0, sin(tx), cos(tx)};
    double ry[9] = {cos(ty), 0, sin(ty), 0, 1, 0, -sin(ty), 0, cos(ty)};
    double rz[9] = {cos(tz), -sin(tz), 0, sin(tz), cos(tz), 0, 0, 0, 1};
    double t[9];
    mat3_mul(rz, ry, t);
    mat3_mul(t, rx, R);
}

static void angle_axis_to_rotation(const double *aa, double *R) {
    double norm = sqrt(aa[0] * aa[0] + aa[1] * aa[1] + aa[2] * aa[2]);
    if (norm < .0001) {
        for (int i = 0; i < 9; i++) R[i] = (i % 4 == 0) ? 1 : 0;
        return;
    }
    double x = aa[0] / norm, y = aa[1] / norm, z = aa[2] / norm;
    double s = sin(norm), c = cos(norm);
    R[0] = x * x + (1 - x * x) * c;
    R[1] = x * y * (1 - c) - z * s;
    R[2] = x * z * (1 - c) + y * s;
    R[3] = x * y * (1 - c) + z * s;
    R[4] = y * y + (1 - y * y) * c;
    R[5] = y * z * (1 - c) - x * s;
    R[6] = x * z * (1 - c) - y * s;
    R[7] = z * y * (1 - c) + x * s;
    R[8] = z * z + (1 - z * z) * c;
}

// The skinned vertex positions, 3 × nverts (pos[3 * v + j]).
static void skinned_positions(const double *theta, const HandData *d, double *pos) {
    int nb = d->bones;
    // pose parameters: (bones + 3) columns of 3; column 1 is the scale.
    double *pp = calloc(3 * (nb + 3), sizeof(double));
    for (int i = 0; i < 3; i++) {
        pp[i] = theta[i];
        pp[3 + i] = 1;
        pp[6 + i] = theta[3 + i];
    }
    int it = 6, ip = 5;
    for (int finger = 0; finger < 5; finger++) {
        for (int i = 2; i <= 4; i++) {
            pp[3 * ip] = theta[it++];
            if (i == 2) pp[3 * ip + 1] = theta[it++];
            ip++;
        }
        ip++;
    }
    double *absolutes = malloc(sizeof(double) * 16 * nb);
    double *transforms = malloc(sizeof(double) * 16 * nb);
    for (int b = 0; b < nb; b++) {
        double R[9], tr[16] = {0}, rel[16];
        euler_to_rotation(&pp[3 * (b + 3)], R);
        for (int r = 0; r < 3; r++)
            for (int c = 0; c < 3; c++) tr[4 * r + c] = R[3 * r + c];
        tr[15] = 1;
        mat4_mul(&d->base_relatives[16 * b], tr, rel);
        if (d->parents[b] == -1)
            memcpy(&absolutes[16 * b], rel, sizeof rel);
        else
            mat4_mul(&absolutes[16 * d->parents[b]], rel, &absolutes[16 * b]);
        mat4_mul(&absolutes[16 * b], &d->inverse_base_absolutes[16 * b], &transforms[16 * b]);
    }
    double G[9];
    angle_axis_to_rotation(pp, G);
    for (int v = 0; v < d->nverts; v++) {
        const double *bp = &d->base_positions[4 * v];
        double p[3] = {0, 0, 0};
        for (int b = 0; b < nb; b++) {
            const double *t = &transforms[16 * b];
            double w = d->weights[nb * v + b];
            for (int j = 0; j < 3; j++)
                p[j] += (t[4 * j] * bp[0] + t[4 * j + 1] * bp[1] + t[4 * j + 2] * bp[2] +
                         t[4 * j + 3] * bp[3]) *
                        w;
        }
        if (d->is_mirrored) p[0] = -p[0];
        for (int j = 0; j < 3; j++)
            pos[3 * v + j] = G[3 * j] * pp[3] * p[0] + G[3 * j + 1] * pp[4] * p[1] +
                             G[3 * j + 2] * pp[5] * p[2] + pp[6 + j];
    }
    free(pp);
    free(absolutes);
    free(transforms);
}

// Residuals, 3 per point; us == NULL is the simple variant.
void ht_objective(const double *theta, const double *us, const HandData *d, double *err) {
    double *pos = malloc(sizeof(double) * 3 * d->nverts);
    skinned_positions(theta, d, pos);
    for (int i = 0; i < d->npts; i++) {
        for (int j = 0; j < 3; j++) {
            double target;
            if (us) {
                const int *tri = &d->triangles[3 * d->correspondences[i]];
                double u0 = us[2 * i], u1 = us[2 * i + 1];
                target = u0 * pos[3 * tri[0] + j] + u1 * pos[3 * tri[1] + j] +
                         (1 - u0 - u1) * pos[3 * tri[2] + j];
            } else {
                target = pos[3 * d->correspondences[i] + j];
            }
            err[3 * i + j] = d->points[3 * i + j] - target;
        }
    }
    free(pos);
}

// The Jacobian, 3·npts rows × (2 + 26) columns (26 when us == NULL),
// row-major: [∂/∂u_i0, ∂/∂u_i1, ∂/∂theta_0..25]. The theta columns are
// one forward pass of width 26 (zyme's vector mode: the identity's rows
// as the tangents of theta, one stride apart), which shares the primal
// skinning among the 26 directions.
void ht_jacobian(const double *theta, const double *us, const HandData *d, double *jac) {
    int rows = 3 * d->npts, extra = us ? 2 : 0, cols = extra + 26;
    double *err = malloc(sizeof(double) * rows);
    double *derr = malloc(sizeof(double) * rows * 26);
    double eye[26 * 26];
    for (int k = 0; k < 26 * 26; k++) eye[k] = (k % 27 == 0);
    __enzyme_fwddiff((void *)ht_objective, enzyme_width, 26, enzyme_dupv, 26 * sizeof(double),
                     theta, eye, enzyme_const, us, enzyme_const, d, enzyme_dupnoneedv,
                     rows * sizeof(double), err, derr);
    for (int k = 0; k < 26; k++)
        for (int r = 0; r < rows; r++) jac[cols * r + extra + k] = derr[rows * k + r];
    if (us) {
        double *dus = malloc(sizeof(double) * 2 * d->npts);
        for (int k = 0; k < 2; k++) {
            for (int i = 0; i < d->npts; i++) {
                dus[2 * i] = k == 0;
                dus[2 * i + 1] = k == 1;
            }
            __enzyme_fwddiff((void *)ht_objective, enzyme_const, theta, enzyme_dup, us, dus,
                             enzyme_const, d, enzyme_dupnoneed, err, derr);
            for (int r = 0; r < rows; r++) jac[cols * r + k] = derr[r];
        }
        free(dus);
    }
    free(err);
    free(derr);
}
