// Reverse mode through heap memory owned by the differentiated function:
// a buffer malloc'd, filled from the input, reduced and freed in the same
// call, and a scratch buffer malloc'd and freed in every iteration of a
// runtime-count loop (the reverse pass needs each iteration's values after
// the primal freed them).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double with_heap(const double *x, int n) {
    double *t = malloc(n * sizeof *t);
    for (int i = 0; i < n; i++) t[i] = x[i] * x[i] + 1;
    double s = 0;
    for (int i = 0; i < n; i++) s += log(t[i]) * t[(i + 1) % n];
    free(t);
    return s;
}
static double heap_in_loop(const double *x, int n, int reps) {
    double acc = 0;
    for (int r = 0; r < reps; r++) {
        double *t = malloc(n * sizeof *t);
        for (int i = 0; i < n; i++) t[i] = sin(x[i] * (r + 1)) + acc * 0.01;
        for (int i = 0; i < n; i++) acc += t[i] * t[(i + r) % n];
        free(t);
    }
    return acc;
}

int main(void) {
    enum { N = 6 };
    const double h = 1e-6;
    volatile int nv = N, rv = 4;
    int n = nv, reps = rv;
    double x[N], dx[N] = {0}, dx2[N] = {0};
    for (int i = 0; i < N; i++) x[i] = 0.7 * sin(1.1 * i + 0.5) + 0.2;
    char name[32];
    __enzyme_autodiff((void *)with_heap, enzyme_dup, x, dx, enzyme_const, n);
    __enzyme_autodiff((void *)heap_in_loop, enzyme_dup, x, dx2, enzyme_const, n, enzyme_const, reps);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double ap = with_heap(x, n), bp = heap_in_loop(x, n, reps);
        x[k] = s - h; double am = with_heap(x, n), bm = heap_in_loop(x, n, reps);
        x[k] = s;
        snprintf(name, sizeof name, "with_heap d/dx[%d]", k);
        check(name, dx[k], (ap - am) / (2 * h));
        snprintf(name, sizeof name, "heap_in_loop d/dx[%d]", k);
        check(name, dx2[k], (bp - bm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
