// BLAS rules of the symmetric and triangular routines and LAPACK's
// Cholesky pair, against OpenBLAS (`-lopenblas`, which carries LAPACK):
// cblas_dsymv, cblas_dtrmv, cblas_dsyrk, cblas_dsymm, cblas_dtrmm,
// cblas_dtrsm in row- and column-major, upper and lower, left and right,
// transposed, unit diagonal; dpotrf_/dpotrs_ (lower and upper), dtrsm_;
// level 1 with negative strides.
// Each loss reads every input from one vector p, so each is checked the
// same way: reverse mode for every element of p, forward mode along one
// direction. Only through `zyme cc` (zyme/tests/enzyme_rev.rs).
// Check: central finite differences, step 1e-6, relative tolerance 1e-6.
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

void dpotrf_(const char *uplo, const int *n, double *a, const int *lda, int *info);
void dpotrs_(const char *uplo, const int *n, const int *nrhs, const double *a, const int *lda,
             double *b, const int *ldb, int *info);
void dtrsm_(const char *side, const char *uplo, const char *trans, const char *diag, const int *m,
            const int *n, const double *alpha, const double *a, const int *lda, double *b,
            const int *ldb);

static const double W[9] = {1, -2, 0.5, 3, -1, 2, 0.25, 1.5, -0.75};

// p: A (3×3, the upper triangle read), x (3), y (3), alpha, beta.
double symv_loss(const double *p) {
    double y[3];
    memcpy(y, p + 12, sizeof y);
    cblas_dsymv(CblasRowMajor, CblasUpper, 3, p[15], p, 3, p + 9, 1, p[16], y, 1);
    return cblas_ddot(3, y, 1, W, 1) + cblas_ddot(3, y, 1, y, 1);
}

// p: T (3×3 column-major, lower, unit diagonal), x (3); x ← Tᵀ·x.
double trmv_loss(const double *p) {
    double x[3];
    memcpy(x, p + 9, sizeof x);
    cblas_dtrmv(CblasColMajor, CblasLower, CblasTrans, CblasUnit, 3, p, 3, x, 1);
    return cblas_ddot(3, x, 1, x, 1);
}

// p: A (2×3 row-major, transposed: op(A) is 3×2), C (3×3), alpha, beta.
double syrk_loss(const double *p) {
    double c[9];
    memcpy(c, p + 6, sizeof c);
    cblas_dsyrk(CblasRowMajor, CblasLower, CblasTrans, 3, 2, p[15], p, 3, p[16], c, 3);
    return cblas_ddot(9, c, 1, W, 1) + 0.1 * cblas_ddot(9, c, 1, c, 1);
}

// p: A (3×3 symmetric, upper read), B (2×3 column-major), C (2×3), alpha, beta; C ← α·B·A + β·C.
double symm_loss(const double *p) {
    double c[6];
    memcpy(c, p + 15, sizeof c);
    cblas_dsymm(CblasColMajor, CblasRight, CblasUpper, 2, 3, p[21], p, 3, p + 9, 2, p[22], c, 2);
    return cblas_ddot(6, c, 1, W, 1) + 0.1 * cblas_ddot(6, c, 1, c, 1);
}

// p: T (3×3 row-major upper), B (3×2), alpha; B ← α·T·B.
double trmm_loss(const double *p) {
    double b[6];
    memcpy(b, p + 9, sizeof b);
    cblas_dtrmm(CblasRowMajor, CblasLeft, CblasUpper, CblasNoTrans, CblasNonUnit, 3, 2, p[15], p, 3,
                b, 2);
    return cblas_ddot(6, b, 1, W, 1) + 0.1 * cblas_ddot(6, b, 1, b, 1);
}

// p: T (3×3 column-major lower, well conditioned), B (2×3), alpha; X·Tᵀ = α·B.
double trsm_loss(const double *p) {
    double b[6];
    memcpy(b, p + 9, sizeof b);
    cblas_dtrsm(CblasColMajor, CblasRight, CblasLower, CblasTrans, CblasNonUnit, 2, 3, p[15], p, 3,
                b, 2);
    return cblas_ddot(6, b, 1, W, 1) + 0.1 * cblas_ddot(6, b, 1, b, 1);
}

// Fortran: p: T (3×3 upper, unit diagonal), B (3×2), alpha; Tᵀ·X = α·B.
double ftrsm_loss(const double *p) {
    double b[6], alpha = p[15];
    int m = 3, n = 2, ld = 3;
    memcpy(b, p + 9, sizeof b);
    dtrsm_("L", "U", "T", "U", &m, &n, &alpha, p, &ld, b, &ld);
    return cblas_ddot(6, b, 1, W, 1) + 0.1 * cblas_ddot(6, b, 1, b, 1);
}

// p: A (3×3 symmetric positive definite, triangle `uplo` read), b (3×2);
// L = chol(A), X = A⁻¹·b; loss = X·W + Σ L·W.
static double chol(const double *p, const char *uplo) {
    double a[9], x[6];
    int n = 3, nrhs = 2, info = 0;
    memcpy(a, p, sizeof a);
    memcpy(x, p + 9, sizeof x);
    dpotrf_(uplo, &n, a, &n, &info);
    dpotrs_(uplo, &n, &nrhs, a, &n, x, &n, &info);
    return cblas_ddot(6, x, 1, W, 1) + cblas_ddot(9, a, 1, W, 1);
}
double chol_lower_loss(const double *p) { return chol(p, "L"); }
double chol_upper_loss(const double *p) { return chol(p, "U"); }

// Level 1 with negative strides (BLAS walks such a vector from its far
// end) and the routines that ignore a stride that is not positive
// (`scal`, `nrm2`, `asum` do nothing then): p: x (6), a factor.
double strides_loss(const double *p) {
    double x[6], y[3];
    memcpy(x, p, sizeof x);
    cblas_dcopy(3, x, -2, y, 1);
    cblas_dscal(3, p[6], y, -1);
    cblas_daxpy(3, 0.5, x + 1, 2, y, -1);
    cblas_dscal(3, p[6], y, 1);
    double a = cblas_dasum(3, y, 1), n = cblas_dnrm2(3, x, -2);
    return a * cblas_dnrm2(3, y, 1) + n + cblas_ddot(3, x, -2, y, 1);
}

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
typedef struct { void *tape; double primal; } augmented;
extern augmented __enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);
extern int enzyme_dup;

static int fails, checks, nonzero;
static void close_to(const char *what, int i, double got, double want) {
    int ok = fabs(got - want) <= 1e-6 * (1 + fabs(want));
    printf("%-16s[%2d] got=%+.10e want=%+.10e %s\n", what, i, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
    checks++;
    nonzero += fabs(want) > 1e-3;
}

static void split_agrees(const char *what, int i, double split, double combined) {
    if (fabs(split - combined) > 1e-12 * (1 + fabs(combined))) {
        printf("%-16s[%2d] split=%+.10e combined=%+.10e FAIL\n", what, i, split, combined);
        fails++;
    }
}

typedef double (*loss_fn)(const double *);
static void check(const char *name, loss_fn f, const double *p0, int np, const double *dp,
                  double tangent) {
    const double h = 1e-6;
    double p[32], q[32], t[32];
    for (int i = 0; i < np; i++) {
        memcpy(p, p0, sizeof(double) * np);
        double s = p[i];
        p[i] = s + h;
        double hi = f(p);
        p[i] = s - h;
        double lo = f(p);
        close_to(name, i, dp[i], (hi - lo) / (2 * h));
    }
    for (int i = 0; i < np; i++)
        t[i] = 0.3 * sin(1.7 * i + 0.2), p[i] = p0[i] + h * t[i], q[i] = p0[i] - h * t[i];
    close_to(name, -1, tangent, (f(p) - f(q)) / (2 * h));
}

#define RUN(NAME, F, ...)                                                                          \
    do {                                                                                           \
        double p0[] = {__VA_ARGS__};                                                               \
        int np = sizeof p0 / sizeof p0[0];                                                         \
        double dp[32] = {0}, t[32];                                                                \
        __enzyme_autodiff((void *)F, enzyme_dup, p0, dp);                                          \
        for (int i = 0; i < np; i++)                                                               \
            t[i] = 0.3 * sin(1.7 * i + 0.2);                                                       \
        double tan = __enzyme_fwddiff((void *)F, enzyme_dup, p0, t);                               \
        check(NAME, F, p0, np, dp, tan);                                                           \
        /* Split mode caches every operand its reverse reads. */                                   \
        double ds[32] = {0};                                                                       \
        augmented a = __enzyme_augmentfwd((void *)F, enzyme_dup, p0, ds);                          \
        __enzyme_reverse((void *)F, enzyme_dup, p0, ds, 1.0, a.tape);                              \
        for (int i = 0; i < np; i++)                                                               \
            split_agrees(NAME, i, ds[i], dp[i]);                                                   \
    } while (0)

int main(void) {
    RUN("symv", symv_loss, 2, 0.5, -1, 9, 1.5, 0.25, 9, 9, 3, /* x */ 1, -2, 0.5,
        /* y */ 0.3, -0.7, 1.1, /* alpha, beta */ 1.2, 0.6);
    RUN("trmv", trmv_loss, 9, 0.5, -1, 9, 9, 2, 9, 9, 9, /* x */ 1, -2, 0.5);
    RUN("syrk", syrk_loss, 1, -0.5, 2, 0.25, 1.5, -1, /* C */ 1, 2, 3, 4, 5, 6, 7, 8, 9,
        /* alpha, beta */ 0.9, -0.4);
    RUN("symm", symm_loss, 2, 0.5, -1, 9, 1.5, 0.25, 9, 9, 3, /* B */ 1, -1, 0.5, 2, -0.5, 1,
        /* C */ 0.5, 1, -1, 2, 0.25, -0.5, /* alpha, beta */ 1.1, 0.7);
    RUN("trmm", trmm_loss, 2, 0.5, -1, 9, 1.5, 0.25, 9, 9, 3, /* B */ 1, -1, 0.5, 2, -0.5, 1,
        /* alpha */ 0.8);
    RUN("trsm", trsm_loss, 3, 0.5, -1, 9, 2.5, 0.25, 9, 9, 2, /* B */ 1, -1, 0.5, 2, -0.5, 1,
        /* alpha */ 1.3);
    RUN("dtrsm_", ftrsm_loss, 9, 9, 9, 0.5, 9, 9, -1, 0.25, 9, /* B */ 1, -1, 0.5, 2, -0.5, 1,
        /* alpha */ 0.7);
    RUN("strides", strides_loss, 1, -2, 0.5, 3, -1.5, 0.25, 1.3);
    RUN("dpotrf L", chol_lower_loss, 4, 1, 0.5, 9, 3, -0.5, 9, 9, 2.5, /* b */ 1, -2, 0.5, 0.3,
        1, -1);
    RUN("dpotrf U", chol_upper_loss, 4, 9, 9, 1, 3, 9, 0.5, -0.5, 2.5, /* b */ 1, -2, 0.5, 0.3,
        1, -1);
    if (nonzero * 10 < checks * 6) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, checks);
        fails++;
    }
    printf(fails ? "%d FAILED\n" : "OK\n", fails);
    return fails != 0;
}
