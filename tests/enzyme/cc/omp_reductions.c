// OpenMP constructs around shared results, differentiated (issue 21):
// reduction(+:…), reduction(max:…), a firstprivate integer, a critical
// section, single, a barrier between two worksharing loops of one region,
// and a min reduction written by hand with a critical section as LULESH's
// CalcCourantConstraintForElems does. In derivatives a reduction's
// combining step runs under a critical section with the reduction's own
// lock (not the runtime's tree, which combines out of zyme's sight); the
// reverse of a critical section is a critical section, of a barrier a
// barrier.
// Only through `zyme cc -- clang-19 -fopenmp` (run by zyme/tests/enzyme_rev.rs
// at -O0 and -O2 with OMP_NUM_THREADS=1, 2 and 4).
// Check: central finite differences (relative tolerance 1e-6, step 1e-6).
#include <math.h>
#include <omp.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

#define N 41

// Σ x²·sin x and the largest x·c.
double sum_max(const double *x, double c, int n) {
    double s = 0, m = -1e300;
#pragma omp parallel for reduction(+ : s) reduction(max : m)
    for (int i = 0; i < n; i++) {
        s += x[i] * x[i] * sin(x[i]);
        m = fmax(m, x[i] * c);
    }
    return s + 3 * m;
}

// A firstprivate offset, a critical section accumulating a shared sum of
// squares, single writing a shared value, and the smallest ratio found by
// hand (each thread's own minimum, then a critical section). (A
// firstprivate double is passed by value as an integer holding its bits,
// which zyme refuses with a clear error for now.)
double constructs(const double *x, double *y, double scale, int n) {
    double total = 0, first = 0, best = 1e300;
    int lag = 1;
#pragma omp parallel firstprivate(lag)
    {
        double mine = 1e300;
#pragma omp for
        for (int i = 0; i < n; i++) {
            y[i] = scale * x[i] * x[i];
            double r = x[i] / (1 + y[i]);
            if (r < mine)
                mine = r;
        }
#pragma omp critical
        {
            if (mine < best)
                best = mine;
        }
        double part = 0;
#pragma omp for
        for (int i = lag; i < n; i++)
            part += y[i] * x[i - lag];
#pragma omp critical
        total += part * part;
#pragma omp single
        first = y[0] * scale;
    }
    return total + first + 5 * best;
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
    static double x[N], y[N], dx[N], dy[N], tx[N], ty[N];
    for (int i = 0; i < N; i++) {
        x[i] = 0.2 + 0.07 * i - 0.0013 * i * i + 0.01 * ((i * 7) % 5);
        tx[i] = 0.1 * ((i % 5) - 2) + 0.05;
    }
    const double h = 1e-6;
    double c = 1.3;
    double dc = __enzyme_autodiff((void *)sum_max, enzyme_dup, x, dx, c, N);
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = sum_max(x, c, N);
        x[i] = s - h;
        double m = sum_max(x, c, N);
        x[i] = s;
        close_to("sum_max dx", i, dx[i], (p - m) / (2 * h));
    }
    close_to("sum_max dc", 0, dc, (sum_max(x, c + h, N) - sum_max(x, c - h, N)) / (2 * h));
    double t = __enzyme_fwddiff((void *)sum_max, enzyme_dup, x, tx, enzyme_dup, c, 0.5, N);
    {
        double xp[N], xm[N];
        for (int i = 0; i < N; i++)
            xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
        close_to("sum_max forward", 0, t,
                 (sum_max(xp, c + 0.5 * h, N) - sum_max(xm, c - 0.5 * h, N)) / (2 * h));
    }

    double scale = 0.8;
    for (int i = 0; i < N; i++)
        dx[i] = 0, dy[i] = 0;
    double dscale = __enzyme_autodiff((void *)constructs, enzyme_dup, x, dx, enzyme_dup, y, dy,
                                      scale, N);
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h;
        double p = constructs(x, y, scale, N);
        x[i] = s - h;
        double m = constructs(x, y, scale, N);
        x[i] = s;
        close_to("constructs dx", i, dx[i], (p - m) / (2 * h));
    }
    close_to("constructs dscale", 0, dscale,
             (constructs(x, y, scale + h, N) - constructs(x, y, scale - h, N)) / (2 * h));
    t = __enzyme_fwddiff((void *)constructs, enzyme_dup, x, tx, enzyme_dup, y, ty, enzyme_dup,
                         scale, 0.25, N);
    {
        double xp[N], xm[N];
        for (int i = 0; i < N; i++)
            xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
        close_to("constructs forward", 0, t,
                 (constructs(xp, y, scale + 0.25 * h, N) - constructs(xm, y, scale - 0.25 * h, N)) /
                     (2 * h));
    }
    printf("threads %d: %d checks, %d failed\n", omp_get_max_threads(), checks, fails);
    if (nonzero * 10 < checks * 6) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, checks);
        fails++;
    }
    printf(fails ? "FAILED\n" : "OK\n");
    return fails != 0;
}
