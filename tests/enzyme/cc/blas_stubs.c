// BLAS rules over a program's own BLAS (CBLAS and Fortran conventions): the
// derivatives must call the program's routines, in the order the rules say,
// and agree with central finite differences.
//   cblas_ddot, cblas_daxpy, cblas_dscal, cblas_dnrm2, cblas_dcopy,
//   cblas_dgemv, cblas_dger, cblas_dgemm (row- and column-major, transposed),
//   dgemm_, dgemv_, ddot_ (Fortran, by address), in reverse and forward mode.
// Only through `zyme cc` (run by zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: finite differences (relative tolerance 1e-6, step 1e-6) and the
// logged sequence of BLAS calls.
#include <math.h>
#include <stdio.h>
#include <string.h>

enum CBLAS_ORDER { CblasRowMajor = 101, CblasColMajor = 102 };
enum CBLAS_TRANSPOSE { CblasNoTrans = 111, CblasTrans = 112, CblasConjTrans = 113 };

static char calls[4096];
static void note(const char *name) {
    if (strlen(calls) + strlen(name) + 2 < sizeof calls) {
        strcat(calls, name);
        strcat(calls, " ");
    }
}

#define STUB __attribute__((noinline))
static double *at(double *a, int ld, int i, int j, int row) {
    return row ? &a[i * ld + j] : &a[i + j * ld];
}
static double opat(double *a, int ld, int i, int j, int row, int trans) {
    return trans ? *at(a, ld, j, i, row) : *at(a, ld, i, j, row);
}
static int start(int n, int inc) { return inc < 0 ? (1 - n) * inc : 0; }

STUB double cblas_ddot(int n, const double *x, int incx, const double *y, int incy) {
    note("ddot");
    double s = 0;
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        s += x[ix] * y[iy];
    return s;
}
STUB void cblas_daxpy(int n, double a, const double *x, int incx, double *y, int incy) {
    note("daxpy");
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        y[iy] += a * x[ix];
}
STUB void cblas_dscal(int n, double a, double *x, int incx) {
    note("dscal");
    for (int i = 0, ix = start(n, incx); i < n; i++, ix += incx)
        x[ix] *= a;
}
STUB void cblas_dcopy(int n, const double *x, int incx, double *y, int incy) {
    note("dcopy");
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        y[iy] = x[ix];
}
STUB double cblas_dnrm2(int n, const double *x, int incx) {
    note("dnrm2");
    double s = 0;
    for (int i = 0, ix = start(n, incx); i < n; i++, ix += incx)
        s += x[ix] * x[ix];
    return sqrt(s);
}
STUB void cblas_dgemv(enum CBLAS_ORDER o, enum CBLAS_TRANSPOSE t, int m, int n, double alpha,
                      const double *a, int lda, const double *x, int incx, double beta, double *y,
                      int incy) {
    note("dgemv");
    int tr = t != CblasNoTrans, row = o == CblasRowMajor;
    int ly = tr ? n : m, lx = tr ? m : n;
    for (int i = 0, iy = start(ly, incy); i < ly; i++, iy += incy) {
        double s = 0;
        for (int j = 0, ix = start(lx, incx); j < lx; j++, ix += incx)
            s += opat((double *)a, lda, i, j, row, tr) * x[ix];
        y[iy] = alpha * s + beta * y[iy];
    }
}
STUB void cblas_dger(enum CBLAS_ORDER o, int m, int n, double alpha, const double *x, int incx,
                     const double *y, int incy, double *a, int lda) {
    note("dger");
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            *at(a, lda, i, j, o == CblasRowMajor) +=
                alpha * x[start(m, incx) + i * incx] * y[start(n, incy) + j * incy];
}
STUB void cblas_dgemm(enum CBLAS_ORDER o, enum CBLAS_TRANSPOSE ta, enum CBLAS_TRANSPOSE tb, int m,
                      int n, int k, double alpha, const double *a, int lda, const double *b,
                      int ldb, double beta, double *c, int ldc) {
    note("dgemm");
    int row = o == CblasRowMajor;
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int l = 0; l < k; l++)
                s += opat((double *)a, lda, i, l, row, ta != CblasNoTrans) *
                     opat((double *)b, ldb, l, j, row, tb != CblasNoTrans);
            double *cij = at(c, ldc, i, j, row);
            *cij = alpha * s + beta * *cij;
        }
}
// Fortran: everything by address, column-major, characters for flags.
STUB double ddot_(const int *n, const double *x, const int *incx, const double *y,
                  const int *incy) {
    note("ddot_");
    double s = 0;
    for (int i = 0; i < *n; i++)
        s += x[i * *incx] * y[i * *incy];
    return s;
}
STUB void daxpy_(const int *n, const double *a, const double *x, const int *incx, double *y,
                 const int *incy) {
    note("daxpy_");
    for (int i = 0; i < *n; i++)
        y[i * *incy] += *a * x[i * *incx];
}
STUB void dscal_(const int *n, const double *a, double *x, const int *incx) {
    note("dscal_");
    for (int i = 0; i < *n; i++)
        x[i * *incx] *= *a;
}
STUB void dgemv_(const char *t, const int *m, const int *n, const double *alpha, const double *a,
                 const int *lda, const double *x, const int *incx, const double *beta, double *y,
                 const int *incy) {
    note("dgemv_");
    int tr = *t != 'N' && *t != 'n';
    int ly = tr ? *n : *m, lx = tr ? *m : *n;
    for (int i = 0; i < ly; i++) {
        double s = 0;
        for (int j = 0; j < lx; j++)
            s += opat((double *)a, *lda, i, j, 0, tr) * x[j * *incx];
        y[i * *incy] = *alpha * s + *beta * y[i * *incy];
    }
}
STUB void dger_(const int *m, const int *n, const double *alpha, const double *x, const int *incx,
                const double *y, const int *incy, double *a, const int *lda) {
    note("dger_");
    for (int i = 0; i < *m; i++)
        for (int j = 0; j < *n; j++)
            a[i + j * *lda] += *alpha * x[i * *incx] * y[j * *incy];
}
STUB void dgemm_(const char *ta, const char *tb, const int *m, const int *n, const int *k,
                 const double *alpha, const double *a, const int *lda, const double *b,
                 const int *ldb, const double *beta, double *c, const int *ldc) {
    note("dgemm_");
    int tra = *ta != 'N' && *ta != 'n', trb = *tb != 'N' && *tb != 'n';
    for (int i = 0; i < *m; i++)
        for (int j = 0; j < *n; j++) {
            double s = 0;
            for (int l = 0; l < *k; l++)
                s += opat((double *)a, *lda, i, l, 0, tra) * opat((double *)b, *ldb, l, j, 0, trb);
            c[i + j * *ldc] = *alpha * s + *beta * c[i + j * *ldc];
        }
}

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const, enzyme_out;

// ---- the functions differentiated -------------------------------------
double dot_loss(const double *x, const double *y) { return cblas_ddot(4, x, 1, y, 2); }

// Row-major, A transposed: C(2x3) = alpha * A^T(2x4) B(4x3) + 0.5 C.
double gemm_loss(const double *a, const double *b, double alpha, const double *w) {
    double c[6] = {1, -2, 0.5, 3, 1.5, -1};
    cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, 2, 3, 4, alpha, a, 2, b, 3, 0.5, c, 3);
    return cblas_ddot(6, c, 1, w, 1);
}

// Column-major, B transposed, beta active: C(3x2) = A(3x2) B^T(2x2) + beta C.
double gemm_col_loss(const double *a, const double *b, double beta, double *c) {
    cblas_dgemm(CblasColMajor, CblasNoTrans, CblasTrans, 3, 2, 2, 1.0, a, 3, b, 2, beta, c, 3);
    return cblas_dnrm2(6, c, 1);
}

// y = alpha A x + beta y (column-major 3x2, x stride 2), then the rank-one
// update A += 0.5 x y^T, then a copy, a scaling and an axpy.
double level2_loss(double *a, const double *x, double *y, double alpha) {
    double z[3];
    cblas_dgemv(CblasColMajor, CblasNoTrans, 3, 2, alpha, a, 3, x, 2, 0.25, y, 1);
    cblas_dger(CblasColMajor, 3, 2, 0.5, y, 1, x, 2, a, 3);
    cblas_dcopy(3, a, 1, z, 1);
    cblas_dscal(3, alpha, z, 1);
    cblas_daxpy(3, 2.0, y, 1, z, 1);
    return cblas_ddot(3, z, 1, z, 1) + cblas_ddot(6, a, 1, a, 1);
}

// Fortran: C(2x2) = A^T(2x3) B(3x2) (beta 0), y = C^T v, loss = y . y.
double fortran_loss(const double *a, const double *b, const double *v, double alpha) {
    double c[4] = {0}, y[2] = {0.3, -0.2};
    int m = 2, n = 2, k = 3, one = 1;
    double zero = 0, beta = 0.5;
    dgemm_("T", "N", &m, &n, &k, &alpha, a, &k, b, &k, &zero, c, &m);
    dgemv_("T", &m, &n, &alpha, c, &m, v, &one, &beta, y, &one);
    dscal_(&n, &alpha, y, &one);
    return ddot_(&n, y, &one, y, &one);
}

// ---- checks -----------------------------------------------------------
static int fails, checks, nonzero;
static void close_to(const char *what, double got, double want) {
    double tol = 1e-6 * (1 + fabs(want));
    int ok = fabs(got - want) <= tol;
    printf("%-22s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
    checks++;
    nonzero += fabs(want) > 1e-3;
}
static void calls_are(const char *what, const char *want) {
    int ok = strcmp(calls, want) == 0;
    printf("%-22s calls=[%s] want=[%s] %s\n", what, calls, want, ok ? "OK" : "FAIL");
    fails += !ok;
    calls[0] = 0;
}
#define H 1e-6
// Central difference of EXPR in the double V.
#define FD(V, EXPR) ({ double _s = (V); (V) = _s + H; double _p = (EXPR); \
                       (V) = _s - H; double _m = (EXPR); (V) = _s; (_p - _m) / (2 * H); })

int main(void) {
    char name[64];
    // ddot, both vectors active, y with stride 2.
    double x[4] = {1, 2, -1, 0.5}, y[8] = {3, 9, -2, 9, 0.5, 9, 4, 9};
    double dx[4] = {0}, dy[8] = {0};
    calls[0] = 0;
    __enzyme_autodiff((void *)dot_loss, enzyme_dup, x, dx, enzyme_dup, y, dy);
    calls_are("ddot reverse", "ddot daxpy daxpy ");
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "ddot dx[%d]", i);
        close_to(name, dx[i], FD(x[i], dot_loss(x, y)));
        snprintf(name, sizeof name, "ddot dy[%d]", 2 * i);
        close_to(name, dy[2 * i], FD(y[2 * i], dot_loss(x, y)));
    }
    calls[0] = 0;

    // gemm, row-major, A transposed, alpha active.
    double a[8] = {0.5, -1, 2, 0.25, 1.5, -0.5, 1, 3}, b[12], w[6] = {1, -1, 2, 0.5, -2, 1};
    for (int i = 0; i < 12; i++)
        b[i] = 0.1 * i - 0.4;
    double alpha = 1.3, da[8] = {0}, db[12] = {0};
    double dalpha = __enzyme_autodiff((void *)gemm_loss, enzyme_dup, a, da, enzyme_dup, b, db,
                                      alpha, enzyme_const, w);
    calls[0] = 0;
    for (int i = 0; i < 8; i++) {
        snprintf(name, sizeof name, "gemm dA[%d]", i);
        close_to(name, da[i], FD(a[i], gemm_loss(a, b, alpha, w)));
    }
    for (int i = 0; i < 12; i += 5) {
        snprintf(name, sizeof name, "gemm dB[%d]", i);
        close_to(name, db[i], FD(b[i], gemm_loss(a, b, alpha, w)));
    }
    close_to("gemm dalpha", dalpha, FD(alpha, gemm_loss(a, b, alpha, w)));
    // Only A active: the reverse of gemm is one gemm (dA), then C's
    // adjoint scaled by beta line by line.
    for (int i = 0; i < 8; i++)
        da[i] = 0;
    calls[0] = 0;
    __enzyme_autodiff((void *)gemm_loss, enzyme_dup, a, da, enzyme_const, b, enzyme_const, alpha,
                      enzyme_const, w);
    calls_are("gemm dA only", "dgemm ddot daxpy dgemm dscal dscal ");

    // gemm, column-major, B transposed, beta active; nrm2.
    double a2[6] = {1, 2, 3, -1, 0.5, 2}, b2[4] = {0.5, -1, 2, 1}, c2[6] = {1, 1, -1, 2, 0, 1};
    double da2[6] = {0}, db2[4] = {0}, dc2[6] = {0}, beta = 0.75;
    double c2s[6];
    memcpy(c2s, c2, sizeof c2);
    double dbeta = __enzyme_autodiff((void *)gemm_col_loss, enzyme_dup, a2, da2, enzyme_dup, b2,
                                     db2, beta, enzyme_dup, c2, dc2);
    memcpy(c2, c2s, sizeof c2);
#define G2 (memcpy(c2, c2s, sizeof c2), gemm_col_loss(a2, b2, beta, c2))
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "gemm col dA[%d]", i);
        close_to(name, da2[i], FD(a2[i], G2));
    }
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "gemm col dB[%d]", i);
        close_to(name, db2[i], FD(b2[i], G2));
    }
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "gemm col dC[%d]", i);
        close_to(name, dc2[i], FD(c2s[i], G2));
    }
    close_to("gemm col dbeta", dbeta, FD(beta, G2));

    // Level 2 and the rest of level 1.
    double a3[6] = {1, -2, 0.5, 1.5, 2, -1}, x3[4] = {0.5, 7, -1.5, 7}, y3[3] = {1, 2, -1};
    double a3s[6], y3s[3], da3[6] = {0}, dx3[4] = {0}, dy3[3] = {0};
    memcpy(a3s, a3, sizeof a3);
    memcpy(y3s, y3, sizeof y3);
    double alpha3 = 0.8;
    double dalpha3 = __enzyme_autodiff((void *)level2_loss, enzyme_dup, a3, da3, enzyme_dup, x3,
                                       dx3, enzyme_dup, y3, dy3, alpha3);
#define L2 (memcpy(a3, a3s, sizeof a3), memcpy(y3, y3s, sizeof y3), level2_loss(a3, x3, y3, alpha3))
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "level2 dA[%d]", i);
        close_to(name, da3[i], FD(a3s[i], L2));
    }
    for (int i = 0; i < 4; i += 2) {
        snprintf(name, sizeof name, "level2 dx[%d]", i);
        close_to(name, dx3[i], FD(x3[i], L2));
    }
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "level2 dy[%d]", i);
        close_to(name, dy3[i], FD(y3s[i], L2));
    }
    close_to("level2 dalpha", dalpha3, FD(alpha3, L2));

    // Fortran.
    double a4[6] = {1, 0.5, -1, 2, 1.5, -0.5}, b4[6] = {0.25, 1, -2, 0.5, 1, 3}, v4[2] = {1, -2};
    double da4[6] = {0}, db4[6] = {0}, alpha4 = 1.1;
    calls[0] = 0;
    double dalpha4 = __enzyme_autodiff((void *)fortran_loss, enzyme_dup, a4, da4, enzyme_dup, b4,
                                       db4, enzyme_const, v4, alpha4);
    calls[0] = 0;
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "fortran dA[%d]", i);
        close_to(name, da4[i], FD(a4[i], fortran_loss(a4, b4, v4, alpha4)));
        snprintf(name, sizeof name, "fortran dB[%d]", i);
        close_to(name, db4[i], FD(b4[i], fortran_loss(a4, b4, v4, alpha4)));
    }
    close_to("fortran dalpha", dalpha4, FD(alpha4, fortran_loss(a4, b4, v4, alpha4)));

    // Forward mode: the directional derivative along (da, db, dalpha).
    double ta[8], tb[12];
    for (int i = 0; i < 8; i++)
        ta[i] = 0.1 * (i + 1);
    for (int i = 0; i < 12; i++)
        tb[i] = 0.05 * (6 - i);
    double tdot = __enzyme_fwddiff((void *)gemm_loss, enzyme_dup, a, ta, enzyme_dup, b, tb,
                                   enzyme_dup, alpha, 0.5, enzyme_const, w);
    double fd;
    {
        double ap[8], am[8], bp[12], bm[12];
        for (int i = 0; i < 8; i++)
            ap[i] = a[i] + H * ta[i], am[i] = a[i] - H * ta[i];
        for (int i = 0; i < 12; i++)
            bp[i] = b[i] + H * tb[i], bm[i] = b[i] - H * tb[i];
        fd = (gemm_loss(ap, bp, alpha + H * 0.5, w) - gemm_loss(am, bm, alpha - H * 0.5, w)) / (2 * H);
    }
    close_to("gemm forward", tdot, fd);
    double t4a[6], t4b[6];
    for (int i = 0; i < 6; i++)
        t4a[i] = 0.2 * (i - 2), t4b[i] = 0.1 * (i + 1);
    double tf = __enzyme_fwddiff((void *)fortran_loss, enzyme_dup, a4, t4a, enzyme_dup, b4, t4b,
                                 enzyme_const, v4, enzyme_dup, alpha4, 1.0);
    {
        double ap[6], am[6], bp[6], bm[6];
        for (int i = 0; i < 6; i++)
            ap[i] = a4[i] + H * t4a[i], am[i] = a4[i] - H * t4a[i], bp[i] = b4[i] + H * t4b[i],
            bm[i] = b4[i] - H * t4b[i];
        fd = (fortran_loss(ap, bp, v4, alpha4 + H) - fortran_loss(am, bm, v4, alpha4 - H)) / (2 * H);
    }
    close_to("fortran forward", tf, fd);
    // The tangents of a and y are updated in place: the call gets copies.
    double t3a[6] = {1, 0, -1, 0.5, 0.25, 2}, t3x[4] = {1, 0, -1, 0}, t3y[3] = {0.5, 0.5, 1};
    double t3a_in[6], t3y_in[3];
    memcpy(t3a_in, t3a, sizeof t3a);
    memcpy(t3y_in, t3y, sizeof t3y);
    memcpy(a3, a3s, sizeof a3);
    memcpy(y3, y3s, sizeof y3);
    double tl2 = __enzyme_fwddiff((void *)level2_loss, enzyme_dup, a3, t3a_in, enzyme_dup, x3, t3x,
                                  enzyme_dup, y3, t3y_in, enzyme_dup, alpha3, -0.5);
    {
        double ap[6], am[6], xp[4], xm[4], yp[3], ym[3];
        for (int i = 0; i < 6; i++)
            ap[i] = a3s[i] + H * t3a[i], am[i] = a3s[i] - H * t3a[i];
        for (int i = 0; i < 4; i++)
            xp[i] = x3[i] + H * t3x[i], xm[i] = x3[i] - H * t3x[i];
        for (int i = 0; i < 3; i++)
            yp[i] = y3s[i] + H * t3y[i], ym[i] = y3s[i] - H * t3y[i];
        fd = (level2_loss(ap, xp, yp, alpha3 - H * 0.5) - level2_loss(am, xm, ym, alpha3 + H * 0.5)) /
             (2 * H);
    }
    close_to("level2 forward", tl2, fd);
    // An all-zero gradient must fail: most derivatives checked are not zero.
    if (nonzero * 10 < checks * 8) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, checks);
        fails++;
    }
    if (fails)
        printf("%d FAILED\n", fails);
    else
        printf("OK\n");
    return fails != 0;
}
