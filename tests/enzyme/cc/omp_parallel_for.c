// OpenMP parallel loops differentiated (the SC22 design): the derivative
// forks the augmented microtask, then the reverse one on a team of the same
// size, each thread with its own tape; adjoints other threads may add to
// (a stencil's neighbours, a matrix-vector product's x) are added
// atomically. Forward mode forks the tangent microtask. Dynamic and guided
// schedules too (each thread reverses the chunks it was handed).
// Only through `zyme cc -- clang-19 -fopenmp` (run by zyme/tests/enzyme_rev.rs
// at -O0 and -O2 with OMP_NUM_THREADS=1, 2 and 4).
// Check: central finite differences (relative tolerance 1e-6, step 1e-6).
#include <math.h>
#include <omp.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

#define N 37

// Element-wise, then a three-point stencil whose adjoint reaches each x
// from three iterations, then a matrix-vector product (every x from every
// row), each loop shared among the team.
double loss(const double *x, double *y, double *z, const double *a, int n) {
#pragma omp parallel for
    for (int i = 0; i < n; i++)
        y[i] = x[i] * x[i] * sin(x[i]);
#pragma omp parallel for
    for (int i = 1; i < n - 1; i++)
        z[i] = y[i - 1] * x[i] + 0.5 * y[i + 1] - x[i + 1] * x[i - 1];
#pragma omp parallel for schedule(static, 3)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j < n; j++)
            s += a[i * n + j] * x[j];
        y[i] = s * s;
    }
    double out = 0;
    for (int i = 1; i < n - 1; i++)
        out += z[i] * (1 + 0.1 * i) + y[i];
    return out;
}

// Arrays that cannot overlap (`restrict`), indexed by the iteration
// alone, take their adjoints without atomics (each element is one
// iteration's, run by one thread); `x[n - 1 - i]` in the second loop of
// the same region (`nowait` lets a thread start it while others are in
// the first) makes every access of `x` in the region atomic again. The
// chunked loop adds to `y[i]` and `w[i]` in an inner loop.
double local_loss(const double *restrict x, double *restrict y, double *restrict w, int n) {
#pragma omp parallel
    {
#pragma omp for nowait
        for (int i = 0; i < n; i++)
            y[i] = sin(x[i]) * x[i];
#pragma omp for
        for (int i = 0; i < n; i++)
            w[i] = x[n - 1 - i] * cos(x[i]);
    }
#pragma omp parallel for schedule(static, 2)
    for (int i = 0; i < n; i++) {
        y[i] += x[i] * x[i];
        for (int j = 1; j < 4; j++)
            w[i] += y[i] * j * x[i];
    }
    double out = 0;
    for (int i = 0; i < n; i++)
        out += y[i] * (1 + 0.1 * i) + w[i] * w[i];
    return out;
}

// Dynamic and guided schedules: the runtime hands out chunks as threads
// ask (`__kmpc_dispatch_next_*`); each thread's forward sweep records the
// bounds it was given, and its reverse sweep goes back over those chunks.
double scheduled_loss(const double *x, double *y, int n) {
#pragma omp parallel for schedule(dynamic, 3)
    for (int i = 0; i < n; i++) {
        double s = 0;
        for (int j = 0; j <= i % 7; j++)
            s += sin(x[(i + j) % n]) * x[i];
        y[i] = s * s;
    }
#pragma omp parallel for schedule(guided)
    for (int i = 0; i < n; i++)
        y[i] += x[i] * x[(i * 5) % n];
    double out = 0;
    for (int i = 0; i < n; i++)
        out += y[i] * (1 + 0.1 * i);
    return out;
}

// A mesh as LULESH has it: each element gathers its nodes through a
// connectivity array (neighbouring elements share nodes, so chunks of
// different threads meet at their ends), and a few elements also reach a
// far node, which makes the footprints of threads overlap. The analysis
// cannot tell whose a node is: each thread records which shadow addresses
// it touches, and the reverse adds plainly only outside the others'.
#define NE 96
double mesh_loss(const double *x, const int *conn, double *vol, int ne) {
    double smallest = 1e30;
#pragma omp parallel
    {
        double mine = 1e30;
#pragma omp for
        for (int e = 0; e < ne; e++) {
            const int *c = conn + 4 * e;
            double a = x[2 * c[0]], b = x[2 * c[1] + 1], d = x[2 * c[2]], f = x[2 * c[3] + 1];
            double v = a * b - d * f + 0.1 * a * f * sin(b);
            vol[e] = v;
            if (v < mine)
                mine = v;
        }
#pragma omp critical
        {
            if (mine < smallest)
                smallest = mine;
        }
    }
    double s = 0;
    for (int e = 0; e < ne; e++)
        s += vol[e] * vol[e] * (1 + 0.01 * e);
    return s + 3 * smallest;
}

static int fails, checks, nonzero;
static void close_to(const char *what, int i, double got, double want) {
    double tol = 1e-6 * (1 + fabs(want));
    int ok = fabs(got - want) <= tol;
    if (!ok)
        printf("%s[%d] got=%+.10e want=%+.10e FAIL\n", what, i, got, want);
    fails += !ok;
    checks++;
    nonzero += fabs(want) > 1e-3;
}

int main(void) {
    static double x[N], y[N], z[N], a[N * N], dx[N], dy[N], dz[N], tx[N], ty[N], tz[N];
    for (int i = 0; i < N; i++) {
        x[i] = 0.3 + 0.05 * i - 0.002 * i * i;
        tx[i] = 0.1 * ((i % 5) - 2);
        for (int j = 0; j < N; j++)
            a[i * N + j] = 0.01 * ((i * 7 + j * 3) % 11) - 0.04;
    }
    __enzyme_autodiff((void *)loss, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_dup, z, dz,
                      enzyme_const, a, N);
    const double h = 1e-6;
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = loss(x, y, z, a, N);
        x[i] = s - h;
        double m = loss(x, y, z, a, N);
        x[i] = s;
        close_to("dx", i, dx[i], (p - m) / (2 * h));
    }
    for (int i = 0; i < N; i++)
        dx[i] = dy[i] = dz[i] = 0;
    __enzyme_autodiff((void *)local_loss, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_dup, z, dz,
                      N);
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = local_loss(x, y, z, N);
        x[i] = s - h;
        double m = local_loss(x, y, z, N);
        x[i] = s;
        close_to("local dx", i, dx[i], (p - m) / (2 * h));
    }
    for (int i = 0; i < N; i++)
        dx[i] = dy[i] = 0;
    __enzyme_autodiff((void *)scheduled_loss, enzyme_dup, x, dx, enzyme_dup, y, dy, N);
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = scheduled_loss(x, y, N);
        x[i] = s - h;
        double m = scheduled_loss(x, y, N);
        x[i] = s;
        close_to("scheduled dx", i, dx[i], (p - m) / (2 * h));
    }
    {
        double t = __enzyme_fwddiff((void *)scheduled_loss, enzyme_dup, x, tx, enzyme_dup, y, ty, N);
        double xp[N], xm[N];
        for (int i = 0; i < N; i++)
            xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
        close_to("scheduled forward", 0, t,
                 (scheduled_loss(xp, y, N) - scheduled_loss(xm, y, N)) / (2 * h));
    }
    {
        // Nodes 0..NE+1, two coordinates each.
        static double mx[2 * (NE + 2)], dmx[2 * (NE + 2)], mvol[NE], dmvol[NE];
        static int conn[4 * NE];
        for (int i = 0; i < 2 * (NE + 2); i++)
            mx[i] = 0.5 + 0.3 * sin(0.7 * i) + 0.01 * i;
        for (int e = 0; e < NE; e++) {
            conn[4 * e] = e, conn[4 * e + 1] = e + 1, conn[4 * e + 2] = e + 2;
            conn[4 * e + 3] = e % 17 == 0 ? (e * 29) % (NE + 2) : e + 1;
        }
        __enzyme_autodiff((void *)mesh_loss, enzyme_dup, mx, dmx, enzyme_const, conn,
                          enzyme_dup, mvol, dmvol, NE);
        for (int i = 0; i < 2 * (NE + 2); i++) {
            double s = mx[i];
            mx[i] = s + h;
            double p = mesh_loss(mx, conn, mvol, NE);
            mx[i] = s - h;
            double m = mesh_loss(mx, conn, mvol, NE);
            mx[i] = s;
            close_to("mesh dx", i, dmx[i], (p - m) / (2 * h));
        }
    }
    double t = __enzyme_fwddiff((void *)loss, enzyme_dup, x, tx, enzyme_dup, y, ty, enzyme_dup, z,
                                tz, enzyme_const, a, N);
    double xp[N], xm[N];
    for (int i = 0; i < N; i++)
        xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
    double fd = (loss(xp, y, z, a, N) - loss(xm, y, z, a, N)) / (2 * h);
    close_to("forward", 0, t, fd);
    printf("threads %d: %d checks, %d failed\n", omp_get_max_threads(), checks, fails);
    if (nonzero * 10 < checks * 8) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, checks);
        fails++;
    }
    printf(fails ? "FAILED\n" : "OK\n");
    return fails != 0;
}
