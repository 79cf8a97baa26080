// Reverse mode through a 2D five-point stencil swept several times (runtime
// grid size and sweep count) that overwrites its input grid in place through
// a scratch grid (both dup): the values overwritten by the forward sweeps
// must be restored or cached for the reverse sweep. The gradient is with
// respect to the initial grid.
// Check: central differences on fresh copies, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double smooth(double *u, double *tmp, int nx, int ny, int iters) {
    for (int it = 0; it < iters; it++) {
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++)
                tmp[i * ny + j] = 0.2 * (u[(i - 1) * ny + j] + u[(i + 1) * ny + j] + u[i * ny + j - 1] +
                                         u[i * ny + j + 1]) + 0.2 * sin(u[i * ny + j]);
        for (int i = 1; i < nx - 1; i++)
            for (int j = 1; j < ny - 1; j++) u[i * ny + j] = tmp[i * ny + j];
    }
    double s = 0;
    for (int k = 0; k < nx * ny; k++) s += u[k] * u[k] * (1 + 0.1 * k);
    return s;
}

enum { NX = 5, NY = 6 };
static double u0[NX * NY];
static double run(int k, double d, int iters) {
    double u[NX * NY], t[NX * NY] = {0};
    memcpy(u, u0, sizeof u);
    u[k] += d;
    return smooth(u, t, NX, NY, iters);
}

int main(void) {
    const double h = 1e-6;
    volatile int xv = NX, yv = NY, iv = 3;
    int nx = xv, ny = yv, iters = iv;
    for (int k = 0; k < NX * NY; k++) u0[k] = 0.5 * sin(0.37 * k * k + 0.2) + 0.3;
    double u[NX * NY], du[NX * NY] = {0}, t[NX * NY] = {0}, dt[NX * NY] = {0};
    memcpy(u, u0, sizeof u);
    __enzyme_autodiff((void *)smooth, enzyme_dup, u, du, enzyme_dup, t, dt, enzyme_const, nx, ny, iters);
    const int idx[10] = {0, 1, 5, 7, 8, 14, 15, 21, 22, 29};
    char name[32];
    for (int q = 0; q < 10; q++) {
        int k = idx[q];
        snprintf(name, sizeof name, "d/du0[%d]", k);
        check(name, du[k], (run(k, h, iters) - run(k, -h, iters)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
