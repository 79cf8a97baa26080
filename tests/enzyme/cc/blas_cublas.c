// cuBLAS rules (the v2 API: a handle first, factors and results by address
// in the default host pointer mode, arrays in device memory) over the
// program's own cuBLAS, which runs on the host here. Its "device memory" is
// an arena the host cannot touch: every page is PROT_NONE except while a
// cuBLAS routine or cudaMemcpy runs, so a derivative that read or wrote an
// element of a device array itself (rather than through cuBLAS calls) would
// fault, and the test says so.
//   cublasDdot_v2, cublasDaxpy_v2, cublasDscal_v2, cublasDnrm2_v2,
//   cublasDcopy_v2, cublasDgemv_v2, cublasDger_v2, cublasDgemm_v2,
//   cublasDasum_v2, cublasDsymv_v2, cublasDtrmv_v2, cublasDsyrk_v2,
//   cublasDsymm_v2, cublasDtrsm_v2, cublasDtrmm_v2 (out of place, and in
//   place with C = B), in reverse and forward mode; the reverse
//   caches an overwritten operand in device memory (cudaMalloc, filled by
//   cublasDcopy, released by cudaFree); the rules' element-wise work (folds
//   into a triangle, asum's signs) runs on host copies moved by cudaMemcpy.
// Only through `zyme cc` (run by zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: finite differences (relative tolerance 1e-6, step 1e-6), the logged
// sequence of cuBLAS calls, and every cudaMalloc freed.
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

// The declarations cublas_v2.h gives (the _v2 names its macros map to).
typedef struct cublasContext *cublasHandle_t;
typedef int cublasStatus_t;
typedef enum { CUBLAS_OP_N = 0, CUBLAS_OP_T = 1, CUBLAS_OP_C = 2 } cublasOperation_t;
typedef int cudaError_t;
enum { cudaMemcpyHostToDevice = 1, cudaMemcpyDeviceToHost = 2 };

// ---- device memory the host cannot touch --------------------------------
#define ARENA (1 << 20)
static char *arena;
static size_t used;
static int mallocs, frees;
static void device(int open) {
    if (mprotect(arena, ARENA, open ? PROT_READ | PROT_WRITE : PROT_NONE) != 0) {
        perror("mprotect");
        _exit(4);
    }
}
static void fault(int sig) {
    (void)sig;
    static const char msg[] = "FAIL: the host touched device memory outside cuBLAS\n";
    (void)!write(1, msg, sizeof msg - 1);
    _exit(3);
}
#define STUB __attribute__((noinline))
STUB cudaError_t cudaMalloc(void **p, size_t bytes) {
    mallocs++;
    *p = arena + used;
    used += (bytes + 255) & ~(size_t)255;
    return used > ARENA;
}
STUB cudaError_t cudaFree(void *p) {
    frees += p != 0;
    return 0;
}
STUB cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes, int kind) {
    (void)kind;
    device(1);
    memcpy(dst, src, bytes);
    device(0);
    return 0;
}

static char calls[4096];
static void note(const char *name) {
    if (strlen(calls) + strlen(name) + 2 < sizeof calls) {
        strcat(calls, name);
        strcat(calls, " ");
    }
}
static int start(int n, int inc) { return inc < 0 ? (1 - n) * inc : 0; }
static double opat(const double *a, int ld, int i, int j, cublasOperation_t t) {
    return t != CUBLAS_OP_N ? a[j + i * ld] : a[i + j * ld];
}

STUB cublasStatus_t cublasDdot_v2(cublasHandle_t h, int n, const double *x, int incx,
                                  const double *y, int incy, double *result) {
    (void)h;
    note("Ddot");
    device(1);
    double s = 0;
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        s += x[ix] * y[iy];
    device(0);
    *result = s;
    return 0;
}
STUB cublasStatus_t cublasDaxpy_v2(cublasHandle_t h, int n, const double *a, const double *x,
                                   int incx, double *y, int incy) {
    (void)h;
    note("Daxpy");
    double alpha = *a;
    device(1);
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        y[iy] += alpha * x[ix];
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDscal_v2(cublasHandle_t h, int n, const double *a, double *x, int incx) {
    (void)h;
    note("Dscal");
    double alpha = *a;
    device(1);
    for (int i = 0; incx > 0 && i < n; i++)
        x[i * incx] *= alpha;
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDcopy_v2(cublasHandle_t h, int n, const double *x, int incx, double *y,
                                   int incy) {
    (void)h;
    note("Dcopy");
    device(1);
    for (int i = 0, ix = start(n, incx), iy = start(n, incy); i < n; i++, ix += incx, iy += incy)
        y[iy] = x[ix];
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDnrm2_v2(cublasHandle_t h, int n, const double *x, int incx,
                                   double *result) {
    (void)h;
    note("Dnrm2");
    device(1);
    double s = 0;
    for (int i = 0; incx > 0 && i < n; i++)
        s += x[i * incx] * x[i * incx];
    device(0);
    *result = sqrt(s);
    return 0;
}
STUB cublasStatus_t cublasDgemv_v2(cublasHandle_t h, cublasOperation_t t, int m, int n,
                                   const double *alpha, const double *a, int lda, const double *x,
                                   int incx, const double *beta, double *y, int incy) {
    (void)h;
    note("Dgemv");
    double al = *alpha, be = *beta;
    int ly = t != CUBLAS_OP_N ? n : m, lx = t != CUBLAS_OP_N ? m : n;
    device(1);
    for (int i = 0, iy = start(ly, incy); i < ly; i++, iy += incy) {
        double s = 0;
        for (int j = 0, ix = start(lx, incx); j < lx; j++, ix += incx)
            s += opat(a, lda, i, j, t) * x[ix];
        y[iy] = al * s + be * y[iy];
    }
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDger_v2(cublasHandle_t h, int m, int n, const double *alpha,
                                  const double *x, int incx, const double *y, int incy, double *a,
                                  int lda) {
    (void)h;
    note("Dger");
    double al = *alpha;
    device(1);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            a[i + j * lda] += al * x[start(m, incx) + i * incx] * y[start(n, incy) + j * incy];
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDgemm_v2(cublasHandle_t h, cublasOperation_t ta, cublasOperation_t tb,
                                   int m, int n, int k, const double *alpha, const double *a,
                                   int lda, const double *b, int ldb, const double *beta, double *c,
                                   int ldc) {
    (void)h;
    note("Dgemm");
    double al = *alpha, be = *beta;
    device(1);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            for (int l = 0; l < k; l++)
                s += opat(a, lda, i, l, ta) * opat(b, ldb, l, j, tb);
            c[i + j * ldc] = al * s + be * c[i + j * ldc];
        }
    device(0);
    return 0;
}

// The symmetric and triangular routines, asum, and trmm (out of place in
// cuBLAS).
typedef enum { CUBLAS_FILL_MODE_LOWER = 0, CUBLAS_FILL_MODE_UPPER = 1 } cublasFillMode_t;
typedef enum { CUBLAS_DIAG_NON_UNIT = 0, CUBLAS_DIAG_UNIT = 1 } cublasDiagType_t;
typedef enum { CUBLAS_SIDE_LEFT = 0, CUBLAS_SIDE_RIGHT = 1 } cublasSideMode_t;
static double symat(const double *a, int ld, int i, int j, cublasFillMode_t u) {
    int in = u == CUBLAS_FILL_MODE_LOWER ? i >= j : i <= j;
    return in ? a[i + j * ld] : a[j + i * ld];
}
// op(T)(i, j) for a triangular T.
static double triat(const double *a, int ld, int i, int j, cublasFillMode_t u,
                    cublasOperation_t t, cublasDiagType_t d) {
    if (t != CUBLAS_OP_N) {
        int k = i;
        i = j, j = k;
    }
    int in = u == CUBLAS_FILL_MODE_LOWER ? i >= j : i <= j;
    if (!in)
        return 0;
    return i == j && d == CUBLAS_DIAG_UNIT ? 1 : a[i + j * ld];
}
#define NMAX 8
STUB cublasStatus_t cublasDasum_v2(cublasHandle_t h, int n, const double *x, int incx,
                                   double *result) {
    (void)h;
    note("Dasum");
    device(1);
    double s = 0;
    for (int i = 0; incx > 0 && i < n; i++)
        s += fabs(x[i * incx]);
    device(0);
    *result = s;
    return 0;
}
STUB cublasStatus_t cublasDsymv_v2(cublasHandle_t h, cublasFillMode_t u, int n,
                                   const double *alpha, const double *a, int lda, const double *x,
                                   int incx, const double *beta, double *y, int incy) {
    (void)h;
    note("Dsymv");
    double al = *alpha, be = *beta;
    device(1);
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++)
            s += symat(a, lda, i, j, u) * x[j * incx];
        y[i * incy] = al * s + be * y[i * incy];
    }
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDtrmv_v2(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t,
                                   cublasDiagType_t d, int n, const double *a, int lda, double *x,
                                   int incx) {
    (void)h;
    note("Dtrmv");
    double r[NMAX];
    device(1);
    for (int i = 0; i < n; i++) {
        r[i] = 0;
        for (int j = 0; j < n; j++)
            r[i] += triat(a, lda, i, j, u, t, d) * x[j * incx];
    }
    for (int i = 0; i < n; i++)
        x[i * incx] = r[i];
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDsyrk_v2(cublasHandle_t h, cublasFillMode_t u, cublasOperation_t t, int n,
                                   int k, const double *alpha, const double *a, int lda,
                                   const double *beta, double *c, int ldc) {
    (void)h;
    note("Dsyrk");
    double al = *alpha, be = *beta;
    device(1);
    for (int i = 0; i < n; i++)
        for (int j = 0; j < n; j++) {
            if (u == CUBLAS_FILL_MODE_LOWER ? i < j : i > j)
                continue;
            double s = 0;
            for (int l = 0; l < k; l++)
                s += t == CUBLAS_OP_N ? a[i + l * lda] * a[j + l * lda]
                                      : a[l + i * lda] * a[l + j * lda];
            c[i + j * ldc] = al * s + be * c[i + j * ldc];
        }
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDsymm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t u,
                                   int m, int n, const double *alpha, const double *a, int lda,
                                   const double *b, int ldb, const double *beta, double *c,
                                   int ldc) {
    (void)h;
    note("Dsymm");
    double al = *alpha, be = *beta;
    device(1);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            if (side == CUBLAS_SIDE_LEFT)
                for (int l = 0; l < m; l++)
                    s += symat(a, lda, i, l, u) * b[l + j * ldb];
            else
                for (int l = 0; l < n; l++)
                    s += b[i + l * ldb] * symat(a, lda, l, j, u);
            c[i + j * ldc] = al * s + be * c[i + j * ldc];
        }
    device(0);
    return 0;
}
// op(T)·X = α·B (left) or X·op(T) = α·B (right), B overwritten by X.
STUB cublasStatus_t cublasDtrsm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t u,
                                   cublasOperation_t t, cublasDiagType_t d, int m, int n,
                                   const double *alpha, const double *a, int lda, double *b,
                                   int ldb) {
    (void)h;
    note("Dtrsm");
    double al = *alpha;
    int q = side == CUBLAS_SIDE_LEFT ? m : n, rhs = side == CUBLAS_SIDE_LEFT ? n : m;
    device(1);
    for (int r = 0; r < rhs; r++) {
        // Solve M z = α·v, M = op(T) (left) or op(T)ᵀ (right), by
        // elimination on a copy (M is triangular, its diagonal non-zero).
        double mm[NMAX][NMAX + 1];
        for (int i = 0; i < q; i++) {
            for (int j = 0; j < q; j++)
                mm[i][j] = side == CUBLAS_SIDE_LEFT ? triat(a, lda, i, j, u, t, d)
                                                    : triat(a, lda, j, i, u, t, d);
            mm[i][q] = al * (side == CUBLAS_SIDE_LEFT ? b[i + r * ldb] : b[r + i * ldb]);
        }
        for (int p = 0; p < q; p++)
            for (int i = 0; i < q; i++) {
                if (i == p)
                    continue;
                double f = mm[i][p] / mm[p][p];
                for (int j = p; j <= q; j++)
                    mm[i][j] -= f * mm[p][j];
            }
        for (int i = 0; i < q; i++) {
            double z = mm[i][q] / mm[i][i];
            if (side == CUBLAS_SIDE_LEFT)
                b[i + r * ldb] = z;
            else
                b[r + i * ldb] = z;
        }
    }
    device(0);
    return 0;
}
STUB cublasStatus_t cublasDtrmm_v2(cublasHandle_t h, cublasSideMode_t side, cublasFillMode_t u,
                                   cublasOperation_t t, cublasDiagType_t d, int m, int n,
                                   const double *alpha, const double *a, int lda, const double *b,
                                   int ldb, double *c, int ldc) {
    (void)h;
    note("Dtrmm");
    double al = *alpha, r[NMAX * NMAX];
    device(1);
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++) {
            double s = 0;
            if (side == CUBLAS_SIDE_LEFT)
                for (int l = 0; l < m; l++)
                    s += triat(a, lda, i, l, u, t, d) * b[l + j * ldb];
            else
                for (int l = 0; l < n; l++)
                    s += b[i + l * ldb] * triat(a, lda, l, j, u, t, d);
            r[i + j * m] = al * s;
        }
    for (int i = 0; i < m; i++)
        for (int j = 0; j < n; j++)
            c[i + j * ldc] = r[i + j * m];
    device(0);
    return 0;
}

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const, enzyme_out;

// ---- the functions differentiated --------------------------------------
double dot_loss(cublasHandle_t h, const double *x, const double *y) {
    double r;
    cublasDdot_v2(h, 4, x, 1, y, 2, &r);
    return r;
}

// C(2x3) = alpha A^T(2x4) B(4x3) + 0.5 C, loss = C . W. The arrays do not
// overlap (restrict), so the reverse reads B and W where they are: C is
// the only array written.
double gemm_loss(cublasHandle_t h, const double *restrict a, const double *restrict b,
                 double alpha, double *restrict c, const double *restrict w) {
    const double half = 0.5;
    double r;
    cublasDgemm_v2(h, CUBLAS_OP_T, CUBLAS_OP_N, 2, 3, 4, &alpha, a, 4, b, 4, &half, c, 2);
    cublasDdot_v2(h, 6, c, 1, w, 1, &r);
    return r;
}

// y = alpha A x + y/4 (A 3x2, x stride 2), A += y x^T / 2 (so gemv's A is
// overwritten before the reverse reads it), then a copy, a scaling, an axpy
// and two reductions.
double level2_loss(cublasHandle_t h, double *a, const double *x, double *y, double *z,
                   double alpha) {
    const double quarter = 0.25, half = 0.5, two = 2.0;
    double r1, r2;
    cublasDgemv_v2(h, CUBLAS_OP_N, 3, 2, &alpha, a, 3, x, 2, &quarter, y, 1);
    cublasDger_v2(h, 3, 2, &half, y, 1, x, 2, a, 3);
    cublasDcopy_v2(h, 3, a, 1, z, 1);
    cublasDscal_v2(h, 3, &alpha, z, 1);
    cublasDaxpy_v2(h, 3, &two, y, 1, z, 1);
    cublasDdot_v2(h, 3, z, 1, z, 1, &r1);
    cublasDnrm2_v2(h, 6, a, 1, &r2);
    return r1 + r2;
}

// The symmetric and triangular routines: y = α·S·x + y/2 (S symmetric,
// lower), y = Tᵀ·y (T upper), C = B·Bᵀ + C/4 (lower triangle), E = α·C·B +
// E/2 (C symmetric, lower), E = T⁻¹·E, then |y|₁ + E·E.
double level3_loss(cublasHandle_t h, const double *restrict s, const double *restrict x,
                   double *restrict y, const double *restrict t, double *restrict c,
                   const double *restrict b, double *restrict e, double alpha) {
    const double one = 1, half = 0.5, quarter = 0.25;
    double r1, r2;
    cublasDsymv_v2(h, CUBLAS_FILL_MODE_LOWER, 3, &alpha, s, 3, x, 1, &half, y, 1);
    cublasDtrmv_v2(h, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_NON_UNIT, 3, t, 3, y, 1);
    cublasDsyrk_v2(h, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, 3, 2, &one, b, 3, &quarter, c, 3);
    cublasDsymm_v2(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, 3, 2, &alpha, c, 3, b, 3, &half, e,
                   3);
    cublasDtrsm_v2(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 3,
                   2, &one, t, 3, e, 3);
    cublasDasum_v2(h, 3, y, 1, &r1);
    cublasDdot_v2(h, 6, e, 1, e, 1, &r2);
    return r1 + r2;
}

// trmm, out of place then in place (C = B): F = α·T·B (T lower), |F|², then
// F = F·Uᵀ (U upper, unit diagonal), then F·B.
double trmm_loss(cublasHandle_t h, const double *restrict t, const double *restrict u,
                 const double *restrict b, double *restrict f, double alpha) {
    const double one = 1;
    double r1, r2;
    cublasDtrmm_v2(h, CUBLAS_SIDE_LEFT, CUBLAS_FILL_MODE_LOWER, CUBLAS_OP_N, CUBLAS_DIAG_NON_UNIT, 3,
                   2, &alpha, t, 3, b, 3, f, 3);
    cublasDdot_v2(h, 6, f, 1, f, 1, &r1);
    cublasDtrmm_v2(h, CUBLAS_SIDE_RIGHT, CUBLAS_FILL_MODE_UPPER, CUBLAS_OP_T, CUBLAS_DIAG_UNIT, 3, 2,
                   &one, u, 2, f, 3, f, 3);
    cublasDdot_v2(h, 6, f, 1, b, 1, &r2);
    return r1 + r2;
}

// ---- checks --------------------------------------------------------------
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
static double *dev(const double *host, int n) {
    void *p;
    cudaMalloc(&p, n * sizeof(double));
    cudaMemcpy(p, host, n * sizeof(double), cudaMemcpyHostToDevice);
    return p;
}
static double dget(const double *p, int i) {
    double v;
    cudaMemcpy(&v, p + i, sizeof v, cudaMemcpyDeviceToHost);
    return v;
}
static void dset(double *p, int i, double v) {
    cudaMemcpy(p + i, &v, sizeof v, cudaMemcpyHostToDevice);
}
static void dfill(double *p, const double *host, int n) {
    cudaMemcpy(p, host, n * sizeof(double), cudaMemcpyHostToDevice);
}
#define H 1e-6
// Central difference of EXPR in element I of the device array P.
#define DFD(P, I, EXPR) ({ double _s = dget(P, I); dset(P, I, _s + H); double _p = (EXPR); \
                           dset(P, I, _s - H); double _m = (EXPR); dset(P, I, _s);          \
                           (_p - _m) / (2 * H); })
// Central difference of EXPR in the host double V.
#define FD(V, EXPR) ({ double _s = (V); (V) = _s + H; double _p = (EXPR); \
                       (V) = _s - H; double _m = (EXPR); (V) = _s; (_p - _m) / (2 * H); })

int main(void) {
    arena = mmap(0, ARENA, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (arena == MAP_FAILED)
        return 5;
    signal(SIGSEGV, fault);
    signal(SIGBUS, fault);
    cublasHandle_t h = (cublasHandle_t)0x1000;
    char name[64];
    double zeros[16] = {0};

    // ddot, both vectors active, y with stride 2.
    const double xh[4] = {1, 2, -1, 0.5}, yh[8] = {3, 9, -2, 9, 0.5, 9, 4, 9};
    double *x = dev(xh, 4), *y = dev(yh, 8), *dx = dev(zeros, 4), *dy = dev(zeros, 8);
    calls[0] = 0;
    __enzyme_autodiff((void *)dot_loss, enzyme_const, h, enzyme_dup, x, dx, enzyme_dup, y, dy);
    calls_are("ddot reverse", "Ddot Daxpy Daxpy ");
    for (int i = 0; i < 4; i++) {
        snprintf(name, sizeof name, "ddot dx[%d]", i);
        close_to(name, dget(dx, i), DFD(x, i, dot_loss(h, x, y)));
        snprintf(name, sizeof name, "ddot dy[%d]", 2 * i);
        close_to(name, dget(dy, 2 * i), DFD(y, 2 * i, dot_loss(h, x, y)));
    }

    // gemm, A transposed, alpha active; C's initial values are the input.
    double ah[8] = {0.5, -1, 2, 0.25, 1.5, -0.5, 1, 3}, bh[12], ch[6] = {1, -2, 0.5, 3, 1.5, -1};
    const double wh[6] = {1, -1, 2, 0.5, -2, 1};
    for (int i = 0; i < 12; i++)
        bh[i] = 0.1 * i - 0.4;
    double *a = dev(ah, 8), *b = dev(bh, 12), *c = dev(ch, 6), *w = dev(wh, 6);
    double *da = dev(zeros, 8), *db = dev(zeros, 12), *dc = dev(zeros, 6);
    double alpha = 1.3;
    double dalpha = __enzyme_autodiff((void *)gemm_loss, enzyme_const, h, enzyme_dup, a, da,
                                      enzyme_dup, b, db, alpha, enzyme_dup, c, dc, enzyme_const, w);
#define G (dfill(c, ch, 6), gemm_loss(h, a, b, alpha, c, w))
    for (int i = 0; i < 8; i++) {
        snprintf(name, sizeof name, "gemm dA[%d]", i);
        close_to(name, dget(da, i), DFD(a, i, G));
    }
    for (int i = 0; i < 12; i += 5) {
        snprintf(name, sizeof name, "gemm dB[%d]", i);
        close_to(name, dget(db, i), DFD(b, i, G));
    }
    for (int i = 0; i < 6; i++) {
        double s = ch[i];
        ch[i] = s + H;
        double p = G;
        ch[i] = s - H;
        double m = G;
        ch[i] = s;
        snprintf(name, sizeof name, "gemm dC[%d]", i);
        close_to(name, dget(dc, i), (p - m) / (2 * H));
    }
    close_to("gemm dalpha", dalpha, FD(alpha, G));
    // Only A active: the primal's gemm and dot, then dot's adjoint into
    // C's (one axpy), dA by one gemm, and C's adjoint scaled by beta column
    // by column (3 columns).
    dfill(da, zeros, 8);
    dfill(c, ch, 6);
    dfill(dc, zeros, 6);
    calls[0] = 0;
    __enzyme_autodiff((void *)gemm_loss, enzyme_const, h, enzyme_dup, a, da, enzyme_const, b,
                      enzyme_const, alpha, enzyme_dup, c, dc, enzyme_const, w);
    calls_are("gemm dA only", "Dgemm Ddot Daxpy Dgemm Dscal Dscal Dscal ");
    for (int i = 0; i < 8; i += 3) {
        snprintf(name, sizeof name, "gemm dA only [%d]", i);
        close_to(name, dget(da, i), DFD(a, i, G));
    }

    // Level 2 and the rest of level 1; gemv's A is overwritten by ger, so
    // the reverse caches it in device memory.
    const double a3h[6] = {1, -2, 0.5, 1.5, 2, -1}, x3h[4] = {0.5, 7, -1.5, 7}, y3h[3] = {1, 2, -1};
    double *a3 = dev(a3h, 6), *x3 = dev(x3h, 4), *y3 = dev(y3h, 3), *z3 = dev(zeros, 3);
    double *da3 = dev(zeros, 6), *dx3 = dev(zeros, 4), *dy3 = dev(zeros, 3), *dz3 = dev(zeros, 3);
    double alpha3 = 0.8;
    int before = mallocs - frees;
    calls[0] = 0;
    double dalpha3 =
        __enzyme_autodiff((void *)level2_loss, enzyme_const, h, enzyme_dup, a3, da3, enzyme_dup,
                          x3, dx3, enzyme_dup, y3, dy3, enzyme_dup, z3, dz3, alpha3);
    int cached = strstr(calls, "Dcopy") != 0;
    calls[0] = 0;
    printf("level2 device cache   %s\n", cached && mallocs - frees == before ? "OK" : "FAIL");
    fails += !(cached && mallocs - frees == before);
    double a3s[6], y3s[3];
    memcpy(a3s, a3h, sizeof a3s);
    memcpy(y3s, y3h, sizeof y3s);
#define L2 (dfill(a3, a3s, 6), dfill(y3, y3s, 3), level2_loss(h, a3, x3, y3, z3, alpha3))
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "level2 dA[%d]", i);
        close_to(name, dget(da3, i), FD(a3s[i], L2));
    }
    for (int i = 0; i < 4; i += 2) {
        snprintf(name, sizeof name, "level2 dx[%d]", i);
        close_to(name, dget(dx3, i), DFD(x3, i, L2));
    }
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "level2 dy[%d]", i);
        close_to(name, dget(dy3, i), FD(y3s[i], L2));
    }
    close_to("level2 dalpha", dalpha3, FD(alpha3, L2));

    // Forward mode: the directional derivative along (ta, tb, 0.5).
    double tah[8], tbh[12], tch[6] = {0.5, 0, -1, 0.25, 1, 2};
    for (int i = 0; i < 8; i++)
        tah[i] = 0.1 * (i + 1);
    for (int i = 0; i < 12; i++)
        tbh[i] = 0.05 * (6 - i);
    double *ta = dev(tah, 8), *tb = dev(tbh, 12), *tc = dev(tch, 6);
    dfill(c, ch, 6);
    calls[0] = 0;
    double tdot = __enzyme_fwddiff((void *)gemm_loss, enzyme_const, h, enzyme_dup, a, ta,
                                   enzyme_dup, b, tb, enzyme_dup, alpha, 0.5, enzyme_dup, c, tc,
                                   enzyme_const, w);
    // Before the primal gemm, C's tangent: beta·dC (a scal per column),
    // plus dA·B, A·dB and dalpha·A·B (three gemms); after the primal dot,
    // its tangent dC·W (one dot: W has no tangent).
    calls_are("gemm forward calls",
              "Dscal Dscal Dscal Dgemm Dgemm Dgemm Dgemm Ddot Ddot ");
    double fd;
    {
        double ap[8], am[8], bp[12], bm[12], cp[6], cm[6];
        for (int i = 0; i < 8; i++)
            ap[i] = ah[i] + H * tah[i], am[i] = ah[i] - H * tah[i];
        for (int i = 0; i < 12; i++)
            bp[i] = bh[i] + H * tbh[i], bm[i] = bh[i] - H * tbh[i];
        for (int i = 0; i < 6; i++)
            cp[i] = ch[i] + H * tch[i], cm[i] = ch[i] - H * tch[i];
        dfill(a, ap, 8), dfill(b, bp, 12), dfill(c, cp, 6);
        double p = gemm_loss(h, a, b, alpha + H * 0.5, c, w);
        dfill(a, am, 8), dfill(b, bm, 12), dfill(c, cm, 6);
        double m = gemm_loss(h, a, b, alpha - H * 0.5, c, w);
        dfill(a, ah, 8), dfill(b, bh, 12);
        fd = (p - m) / (2 * H);
    }
    close_to("gemm forward", tdot, fd);
    const double t3ah[6] = {1, 0, -1, 0.5, 0.25, 2}, t3xh[4] = {1, 0, -1, 0},
                 t3yh[3] = {0.5, 0.5, 1};
    double *t3a = dev(t3ah, 6), *t3x = dev(t3xh, 4), *t3y = dev(t3yh, 3), *t3z = dev(zeros, 3);
    dfill(a3, a3s, 6);
    dfill(y3, y3s, 3);
    double tl2 = __enzyme_fwddiff((void *)level2_loss, enzyme_const, h, enzyme_dup, a3, t3a,
                                  enzyme_dup, x3, t3x, enzyme_dup, y3, t3y, enzyme_dup, z3, t3z,
                                  enzyme_dup, alpha3, -0.5);
    {
        double ap[6], am[6], xp[4], xm[4], yp[3], ym[3];
        for (int i = 0; i < 6; i++)
            ap[i] = a3s[i] + H * t3ah[i], am[i] = a3s[i] - H * t3ah[i];
        for (int i = 0; i < 4; i++)
            xp[i] = x3h[i] + H * t3xh[i], xm[i] = x3h[i] - H * t3xh[i];
        for (int i = 0; i < 3; i++)
            yp[i] = y3s[i] + H * t3yh[i], ym[i] = y3s[i] - H * t3yh[i];
        dfill(a3, ap, 6), dfill(x3, xp, 4), dfill(y3, yp, 3);
        double p = level2_loss(h, a3, x3, y3, z3, alpha3 - H * 0.5);
        dfill(a3, am, 6), dfill(x3, xm, 4), dfill(y3, ym, 3);
        double m = level2_loss(h, a3, x3, y3, z3, alpha3 + H * 0.5);
        fd = (p - m) / (2 * H);
    }
    close_to("level2 forward", tl2, fd);
    // The symmetric and triangular routines, reverse and forward.
    const double s5h[9] = {2, 0.5, -1, 9, 1.5, 0.25, 9, 9, 3},
                 t5h[9] = {2, 9, 9, 0.5, 3, 9, -1, 0.25, 1.5}, b5h[6] = {1, -0.5, 2, 0.25, 1, -1},
                 x5h[3] = {1, -2, 0.5};
    double y5s[3] = {1.5, -1, 2}, c5s[9] = {1, 0.5, -0.5, 9, 2, 0.25, 9, 9, 1.5},
           e5s[6] = {0.5, 1, -1, 2, 0.25, -0.5};
    double *s5 = dev(s5h, 9), *t5 = dev(t5h, 9), *b5 = dev(b5h, 6), *x5 = dev(x5h, 3),
           *y5 = dev(y5s, 3), *c5 = dev(c5s, 9), *e5 = dev(e5s, 6);
    double *ds5 = dev(zeros, 9), *dt5 = dev(zeros, 9), *db5 = dev(zeros, 6), *dx5 = dev(zeros, 3),
           *dy5 = dev(zeros, 3), *dc5 = dev(zeros, 9), *de5 = dev(zeros, 6);
    double alpha5 = 0.7;
    before = mallocs - frees;
    double dalpha5 = __enzyme_autodiff(
        (void *)level3_loss, enzyme_const, h, enzyme_dup, s5, ds5, enzyme_dup, x5, dx5, enzyme_dup,
        y5, dy5, enzyme_dup, t5, dt5, enzyme_dup, c5, dc5, enzyme_dup, b5, db5, enzyme_dup, e5, de5,
        alpha5);
    printf("level3 device freed   %s\n", mallocs - frees == before ? "OK" : "FAIL");
    fails += mallocs - frees != before;
#define L3 (dfill(y5, y5s, 3), dfill(c5, c5s, 9), dfill(e5, e5s, 6), \
            level3_loss(h, s5, x5, y5, t5, c5, b5, e5, alpha5))
    static const int lower[] = {0, 1, 2, 4, 5, 8}, upper[] = {0, 3, 4, 6, 7, 8};
    for (int k = 0; k < 6; k++) {
        snprintf(name, sizeof name, "level3 dS[%d]", lower[k]);
        close_to(name, dget(ds5, lower[k]), DFD(s5, lower[k], L3));
        snprintf(name, sizeof name, "level3 dT[%d]", upper[k]);
        close_to(name, dget(dt5, upper[k]), DFD(t5, upper[k], L3));
        snprintf(name, sizeof name, "level3 dC[%d]", lower[k]);
        close_to(name, dget(dc5, lower[k]), FD(c5s[lower[k]], L3));
    }
    for (int i = 0; i < 6; i++) {
        snprintf(name, sizeof name, "level3 dB[%d]", i);
        close_to(name, dget(db5, i), DFD(b5, i, L3));
        snprintf(name, sizeof name, "level3 dE[%d]", i);
        close_to(name, dget(de5, i), FD(e5s[i], L3));
    }
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "level3 dx[%d]", i);
        close_to(name, dget(dx5, i), DFD(x5, i, L3));
        snprintf(name, sizeof name, "level3 dy[%d]", i);
        close_to(name, dget(dy5, i), FD(y5s[i], L3));
    }
    close_to("level3 dalpha", dalpha5, FD(alpha5, L3));
    {
        // Forward: the directional derivative along every input at once.
        double ts[9], tt[9], tb5[6], tx5[3], ty[3], tcc[9], te[6];
        for (int i = 0; i < 9; i++)
            ts[i] = 0.1 * (i % 4) - 0.15, tt[i] = 0.05 * (i % 3) + 0.1, tcc[i] = 0.2 - 0.03 * i;
        for (int i = 0; i < 6; i++)
            tb5[i] = 0.1 * i - 0.2, te[i] = 0.3 - 0.1 * i;
        for (int i = 0; i < 3; i++)
            tx5[i] = 0.2 * i + 0.1, ty[i] = 0.5 - 0.2 * i;
        double *dts = dev(ts, 9), *dtt = dev(tt, 9), *dtb = dev(tb5, 6), *dtx = dev(tx5, 3),
               *dty = dev(ty, 3), *dtc = dev(tcc, 9), *dte = dev(te, 6);
        dfill(y5, y5s, 3), dfill(c5, c5s, 9), dfill(e5, e5s, 6);
        double tl3 = __enzyme_fwddiff((void *)level3_loss, enzyme_const, h, enzyme_dup, s5, dts,
                                      enzyme_dup, x5, dtx, enzyme_dup, y5, dty, enzyme_dup, t5, dtt,
                                      enzyme_dup, c5, dtc, enzyme_dup, b5, dtb, enzyme_dup, e5, dte,
                                      enzyme_dup, alpha5, 0.3);
        double p, m, sp[9], tp[9], bp[6], xp[3], yp[3], cp[9], ep[6];
        for (int sign = 1; sign >= -1; sign -= 2) {
            for (int i = 0; i < 9; i++)
                sp[i] = s5h[i] + sign * H * ts[i], tp[i] = t5h[i] + sign * H * tt[i],
                cp[i] = c5s[i] + sign * H * tcc[i];
            for (int i = 0; i < 6; i++)
                bp[i] = b5h[i] + sign * H * tb5[i], ep[i] = e5s[i] + sign * H * te[i];
            for (int i = 0; i < 3; i++)
                xp[i] = x5h[i] + sign * H * tx5[i], yp[i] = y5s[i] + sign * H * ty[i];
            dfill(s5, sp, 9), dfill(t5, tp, 9), dfill(b5, bp, 6), dfill(x5, xp, 3);
            dfill(y5, yp, 3), dfill(c5, cp, 9), dfill(e5, ep, 6);
            double v = level3_loss(h, s5, x5, y5, t5, c5, b5, e5, alpha5 + sign * H * 0.3);
            if (sign > 0)
                p = v;
            else
                m = v;
        }
        dfill(s5, s5h, 9), dfill(t5, t5h, 9), dfill(b5, b5h, 6), dfill(x5, x5h, 3);
        close_to("level3 forward", tl3, (p - m) / (2 * H));
    }
    // trmm, out of place and in place.
    const double t6h[9] = {1.5, -0.5, 2, 9, 0.75, 1, 9, 9, -1.25}, u6h[4] = {9, 9, 0.6, 9},
                 b6h[6] = {1, 2, -1, 0.5, -0.25, 1.5};
    double *t6 = dev(t6h, 9), *u6 = dev(u6h, 4), *b6 = dev(b6h, 6), *f6 = dev(zeros, 6);
    double *dt6 = dev(zeros, 9), *du6 = dev(zeros, 4), *db6 = dev(zeros, 6), *df6 = dev(zeros, 6);
    double alpha6 = 0.9;
    before = mallocs - frees;
    double dalpha6 = __enzyme_autodiff((void *)trmm_loss, enzyme_const, h, enzyme_dup, t6, dt6,
                                       enzyme_dup, u6, du6, enzyme_dup, b6, db6, enzyme_dup, f6,
                                       df6, alpha6);
    printf("trmm device freed     %s\n", mallocs - frees == before ? "OK" : "FAIL");
    fails += mallocs - frees != before;
#define T6 trmm_loss(h, t6, u6, b6, f6, alpha6)
    static const int tlow[] = {0, 1, 2, 4, 5, 8};
    for (int k = 0; k < 6; k++) {
        snprintf(name, sizeof name, "trmm dT[%d]", tlow[k]);
        close_to(name, dget(dt6, tlow[k]), DFD(t6, tlow[k], T6));
        snprintf(name, sizeof name, "trmm dB[%d]", k);
        close_to(name, dget(db6, k), DFD(b6, k, T6));
    }
    close_to("trmm dU[2]", dget(du6, 2), DFD(u6, 2, T6));
    close_to("trmm dalpha", dalpha6, FD(alpha6, T6));
    {
        const double tt6[9] = {0.1, 0.2, -0.1, 0, 0.3, 0.05, 0, 0, 0.2}, tu6[4] = {0, 0, 0.4, 0},
                     tb6[6] = {0.2, -0.1, 0.3, 0.1, 0, -0.2};
        double *dtt6 = dev(tt6, 9), *dtu6 = dev(tu6, 4), *dtb6 = dev(tb6, 6), *dtf6 = dev(zeros, 6);
        double tl = __enzyme_fwddiff((void *)trmm_loss, enzyme_const, h, enzyme_dup, t6, dtt6,
                                     enzyme_dup, u6, dtu6, enzyme_dup, b6, dtb6, enzyme_dup, f6,
                                     dtf6, enzyme_dup, alpha6, -0.4);
        double v[2], tp[9], up[4], bp[6];
        for (int k = 0; k < 2; k++) {
            double sg = k ? -1 : 1;
            for (int i = 0; i < 9; i++)
                tp[i] = t6h[i] + sg * H * tt6[i];
            for (int i = 0; i < 4; i++)
                up[i] = u6h[i] + sg * H * tu6[i];
            for (int i = 0; i < 6; i++)
                bp[i] = b6h[i] + sg * H * tb6[i];
            dfill(t6, tp, 9), dfill(u6, up, 4), dfill(b6, bp, 6);
            v[k] = trmm_loss(h, t6, u6, b6, f6, alpha6 - sg * H * 0.4);
        }
        dfill(t6, t6h, 9), dfill(u6, u6h, 4), dfill(b6, b6h, 6);
        close_to("trmm forward", tl, (v[0] - v[1]) / (2 * H));
    }
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
