/* Triangular solves (lower/upper, unit diagonal), triangular inverse, banded matrix-vector and a tridiagonal eigen-count (Sturm). */
#include <stdio.h>
#include <math.h>

#define N 9

static void trsv_lower(double L[N][N], const double *b, double *x, int unit) {
    for (int i = 0; i < N; i++) {
        double s = b[i];
        for (int j = 0; j < i; j++) s -= L[i][j] * x[j];
        x[i] = unit ? s : s / L[i][i];
    }
}

static void trsv_upper(double U[N][N], const double *b, double *x) {
    for (int i = N - 1; i >= 0; i--) {
        double s = b[i];
        for (int j = i + 1; j < N; j++) s -= U[i][j] * x[j];
        x[i] = s / U[i][i];
    }
}

static void tri_inverse_lower(double L[N][N], double inv[N][N]) {
    for (int c = 0; c < N; c++) {
        double e[N], col[N];
        for (int i = 0; i < N; i++) e[i] = i == c;
        trsv_lower(L, e, col, 0);
        for (int i = 0; i < N; i++) inv[i][c] = col[i];
    }
}

/* band storage: ab[k][j] holds A[j+k-KL][j] style diagonals (here stored by diagonal offset) */
#define KL 1
#define KU 2
static void gbmv(double band[KL + KU + 1][N], const double *x, double *y) {
    for (int i = 0; i < N; i++) {
        double s = 0;
        for (int d = -KL; d <= KU; d++) {
            int j = i + d;
            if (j >= 0 && j < N) s += band[d + KL][i] * x[j];
        }
        y[i] = s;
    }
}

/* number of eigenvalues < x of a symmetric tridiagonal matrix (Sturm sequence) */
static int sturm_count(const double *diag, const double *off, int n, double x) {
    int count = 0;
    double q = diag[0] - x;
    if (q < 0) count++;
    for (int i = 1; i < n; i++) {
        if (q == 0) q = 1e-300;
        q = diag[i] - x - off[i - 1] * off[i - 1] / q;
        if (q < 0) count++;
    }
    return count;
}

int main(void) {
    double L[N][N] = {{0}}, U[N][N] = {{0}}, inv[N][N];
    for (int i = 0; i < N; i++)
        for (int j = 0; j <= i; j++) {
            L[i][j] = (i == j) ? 2.0 + i * 0.1 : 0.3 * cos((double)(i * N + j));
            U[j][i] = (i == j) ? 1.5 + 0.2 * i : 0.2 * sin((double)(i + 2 * j));
        }
    double b[N], x[N], y[N];
    for (int i = 0; i < N; i++) b[i] = i + 1.0;
    trsv_lower(L, b, x, 0);
    printf("L x = b:");
    for (int i = 0; i < N; i++) printf(" %.8f", x[i]);
    printf("\n");
    trsv_lower(L, b, y, 1);
    printf("unit-L y[N-1] = %.8f\n", y[N - 1]);
    trsv_upper(U, b, x);
    printf("U x = b:");
    for (int i = 0; i < N; i++) printf(" %.8f", x[i]);
    printf("\n");
    tri_inverse_lower(L, inv);
    double err = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += L[i][k] * inv[k][j];
            err = fmax(err, fabs(s - (i == j)));
        }
    printf("L*inv(L)=I err<1e-13: %d, inv[N-1][0]=%.9f\n", err < 1e-13, inv[N - 1][0]);
    double band[KL + KU + 1][N];
    for (int d = 0; d < KL + KU + 1; d++)
        for (int i = 0; i < N; i++) band[d][i] = (d == KL) ? 4.0 : -1.0 / (d + 1);
    gbmv(band, b, y);
    printf("band*b:");
    for (int i = 0; i < N; i++) printf(" %.5f", y[i]);
    printf("\n");
    double diag[N], off[N - 1];
    for (int i = 0; i < N; i++) diag[i] = 2.0;
    for (int i = 0; i < N - 1; i++) off[i] = -1.0;
    /* eigenvalues of the 1-D Laplacian: 2 - 2cos(k pi/(N+1)); bisection via Sturm counts */
    for (int k = 0; k < N; k += 2) {
        double lo = 0, hi = 4;
        while (hi - lo > 1e-12) {
            double mid = 0.5 * (lo + hi);
            if (sturm_count(diag, off, N, mid) > k) hi = mid; else lo = mid;
        }
        printf("eig %d: %.9f exact %.9f\n", k, 0.5 * (lo + hi), 2 - 2 * cos((k + 1) * M_PI / (N + 1)));
    }
    return 0;
}
