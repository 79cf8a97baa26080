// Reverse mode through growing heap buffers: a push_back-like loop that
// doubles its capacity with realloc (the number of pushes depends on the
// signs of the data), and a calloc'd histogram accumulated with += at
// computed bins (the zero initialisation from calloc matters).
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

typedef struct { double *data; int len, cap; } vec;
static void push(vec *v, double x) {
    if (v->len == v->cap) {
        v->cap = v->cap ? 2 * v->cap : 1;
        v->data = realloc(v->data, v->cap * sizeof(double));
    }
    v->data[v->len++] = x;
}
static double pushback(const double *x, int n) {
    vec v = {NULL, 0, 0};
    for (int i = 0; i < n; i++) {
        push(&v, x[i] * x[i]);
        if (x[i] > 0) push(&v, sqrt(x[i]) * x[(i + 1) % n]);
    }
    double s = 0;
    for (int i = 0; i < v.len; i++) s += v.data[i] * (i + 1);
    free(v.data);
    return s;
}
static double histogram(const double *x, int n, int nb) {
    double *hist = calloc(nb, sizeof(double));
    for (int i = 0; i < n; i++) hist[(i * 7) % nb] += x[i] * x[(i + 2) % n];
    double s = 0;
    for (int b = 0; b < nb; b++) s += hist[b] * hist[b] * (b + 1);
    free(hist);
    return s;
}

int main(void) {
    enum { N = 9 };
    const double h = 1e-6;
    volatile int nv = N, bv = 4;
    int n = nv, nb = bv;
    double x[N], dx[N] = {0}, dx2[N] = {0};
    for (int i = 0; i < N; i++) x[i] = 0.9 * sin(1.7 * i + 0.3) + 0.15;
    char name[32];
    __enzyme_autodiff((void *)pushback, enzyme_dup, x, dx, enzyme_const, n);
    __enzyme_autodiff((void *)histogram, enzyme_dup, x, dx2, enzyme_const, n, enzyme_const, nb);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double ap = pushback(x, n), bp = histogram(x, n, nb);
        x[k] = s - h; double am = pushback(x, n), bm = histogram(x, n, nb);
        x[k] = s;
        snprintf(name, sizeof name, "pushback d/dx[%d]", k);
        check(name, dx[k], (ap - am) / (2 * h));
        snprintf(name, sizeof name, "histogram d/dx[%d]", k);
        check(name, dx2[k], (bp - bm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
