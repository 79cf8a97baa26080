/* QR factorisation by modified Gram-Schmidt; least-squares polynomial fit. */
#include <stdio.h>
#include <math.h>

#define M 12
#define K 4

static void mgs_qr(double a[M][K], double q[M][K], double r[K][K]) {
    for (int i = 0; i < M; i++)
        for (int j = 0; j < K; j++) q[i][j] = a[i][j];
    for (int i = 0; i < K; i++)
        for (int j = 0; j < K; j++) r[i][j] = 0.0;
    for (int k = 0; k < K; k++) {
        double nrm = 0.0;
        for (int i = 0; i < M; i++) nrm += q[i][k] * q[i][k];
        nrm = sqrt(nrm);
        r[k][k] = nrm;
        for (int i = 0; i < M; i++) q[i][k] /= nrm;
        for (int j = k + 1; j < K; j++) {
            double d = 0.0;
            for (int i = 0; i < M; i++) d += q[i][k] * q[i][j];
            r[k][j] = d;
            for (int i = 0; i < M; i++) q[i][j] -= d * q[i][k];
        }
    }
}

int main(void) {
    double a[M][K], q[M][K], r[K][K], y[M];
    for (int i = 0; i < M; i++) {
        double t = (double)i / (M - 1);
        double p = 1.0;
        for (int j = 0; j < K; j++) { a[i][j] = p; p *= t; }
        /* y = 1 - 2t + 0.5 t^3 + small deterministic "noise" */
        y[i] = 1.0 - 2.0 * t + 0.5 * t * t * t + 0.001 * ((i % 3) - 1);
    }
    mgs_qr(a, q, r);
    double orth = 0.0;
    for (int i = 0; i < K; i++)
        for (int j = 0; j < K; j++) {
            double d = 0.0;
            for (int k = 0; k < M; k++) d += q[k][i] * q[k][j];
            orth = fmax(orth, fabs(d - (i == j)));
        }
    printf("orthogonality error small: %d\n", orth < 1e-12);
    printf("R diag:");
    for (int i = 0; i < K; i++) printf(" %.8f", r[i][i]);
    printf("\n");
    /* solve R c = Q^T y */
    double qty[K], c[K];
    for (int j = 0; j < K; j++) {
        double d = 0.0;
        for (int i = 0; i < M; i++) d += q[i][j] * y[i];
        qty[j] = d;
    }
    for (int i = K - 1; i >= 0; i--) {
        double s = qty[i];
        for (int j = i + 1; j < K; j++) s -= r[i][j] * c[j];
        c[i] = s / r[i][i];
    }
    for (int j = 0; j < K; j++) printf("c[%d] = %+.6f\n", j, c[j]);
    double rss = 0.0;
    for (int i = 0; i < M; i++) {
        double f = 0.0;
        for (int j = K - 1; j >= 0; j--) f = f * a[i][1] + c[j];
        rss += (f - y[i]) * (f - y[i]);
    }
    printf("rss = %.6e\n", rss);
    return 0;
}
