// Reproducible OpenMP gradients: the adjoints several threads add to one
// place (a stencil's neighbours, every x of a matrix-vector product) go to
// the threads' logs, added after the region in the order of the threads'
// numbers (or, with ZYME_DETERMINISTIC set, the threads run their reverse
// halves one after the other), so they are summed in the same order on
// every run. Prints every
// gradient entry's bits (`%a`) for the test to compare between runs, and
// checks them against central finite differences (relative 1e-6, step
// 1e-6; for the single-precision loop relative 2e-2, step 1e-2). Built by `zyme cc -- clang-19 -fopenmp` (zyme/tests/enzyme_rev.rs).
#include <math.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;

#define N 301

double loss(const double *x, double *y, const double *a, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        y[i] = sin(x[(i + n - 1) % n]) * x[i] + x[(i + 1) % n] * x[(i + 1) % n] * 0.3;
#pragma omp parallel for schedule(static, 7)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++)
            s += a[(i * 13 + j * 7) % 97] * x[j] * (1.0 + 1e-3 * j);
        y[i] += s * s * 1e-3;
    }
    double out = 0;
    for (int i = 0; i < n; i++)
        out += y[i] * (1 + 0.01 * i);
    return out;
}

// A store and a later load of one element through two pointers the
// compiler cannot tell apart (the caller passes one array twice), under an
// interleaved schedule: the threads' footprints overlap, so the loads'
// adjoints go to the threads' logs, and the reverse of the store must add
// the thread's log there before it reads the adjoint.
double aliased(const double *x, double *t, const double *u, double *r, int n) {
#pragma omp parallel for schedule(static, 1)
    for (int i = 0; i < n; i++) {
        t[i] = x[i] * x[(i + 1) % n];
        r[i] = u[i] * u[i];
    }
    double out = 0;
    for (int i = 0; i < n; i++)
        out += r[i] * (1.0 + 0.01 * i);
    return out;
}

// The same in single precision: the threads' buffers hold floats.
float lossf(const float *x, float *y, int n) {
#pragma omp parallel for schedule(static, 3)
    for (int i = 0; i < n; i++)
        y[i] = sinf(x[(i * 5) % n]) * x[(i + 1) % n];
    float out = 0;
    for (int i = 0; i < n; i++)
        out += y[i] * (1.0f + 0.01f * i);
    return out;
}

int main(void) {
    static double x[N], y[N], a[97], dx[N], dy[N];
    for (int i = 0; i < N; i++)
        x[i] = 0.3 + 0.5 * sin(0.37 * i);
    for (int i = 0; i < 97; i++)
        a[i] = 0.1 * cos(1.1 * i);
    __enzyme_autodiff((void *)loss, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, a, N);
    int fails = 0;
    const double h = 1e-6;
    for (int i = 0; i < N; i += 10) {
        double s = x[i];
        x[i] = s + h;
        double p = loss(x, y, a, N);
        x[i] = s - h;
        double m = loss(x, y, a, N);
        x[i] = s;
        double fd = (p - m) / (2 * h);
        if (fabs(dx[i] - fd) > 1e-6 * (1 + fabs(fd)) || fabs(fd) < 1e-3) {
            printf("dx[%d] got=%+.10e want=%+.10e FAIL\n", i, dx[i], fd);
            fails++;
        }
    }
    for (int i = 0; i < N; i++)
        printf("%a\n", dx[i]);
    static double t[N], dt[N], r[N], dr[N], dx2[N];
    __enzyme_autodiff((void *)aliased, enzyme_dup, x, dx2, enzyme_dup, t, dt, enzyme_dup, t, dt,
                      enzyme_dup, r, dr, N);
    for (int i = 0; i < N; i += 10) {
        double s = x[i];
        x[i] = s + h;
        double p = aliased(x, t, t, r, N);
        x[i] = s - h;
        double m = aliased(x, t, t, r, N);
        x[i] = s;
        double fd = (p - m) / (2 * h);
        if (fabs(dx2[i] - fd) > 1e-6 * (1 + fabs(fd)) || fabs(fd) < 1e-3) {
            printf("aliased dx[%d] got=%+.10e want=%+.10e FAIL\n", i, dx2[i], fd);
            fails++;
        }
    }
    for (int i = 0; i < N; i++)
        printf("%a\n", dx2[i]);
    static float xf[N], yf[N], dxf[N], dyf[N];
    for (int i = 0; i < N; i++)
        xf[i] = 0.3f + 0.5f * sinf(0.37f * i);
    __enzyme_autodiff((void *)lossf, enzyme_dup, xf, dxf, enzyme_dup, yf, dyf, N);
    for (int i = 0; i < N; i += 10) {
        const float hf = 1e-2f;
        float s = xf[i];
        xf[i] = s + hf;
        double p = lossf(xf, yf, N);
        xf[i] = s - hf;
        double m = lossf(xf, yf, N);
        xf[i] = s;
        double fd = (p - m) / (2 * hf);
        if (fabs(dxf[i] - fd) > 2e-2 * (1 + fabs(fd)) || fabs(fd) < 1e-2) {
            printf("float dx[%d] got=%+.6e want=%+.6e FAIL\n", i, dxf[i], fd);
            fails++;
        }
    }
    for (int i = 0; i < N; i++)
        printf("%a\n", dxf[i]);
    printf(fails ? "FAILED\n" : "OK\n");
    return fails != 0;
}
