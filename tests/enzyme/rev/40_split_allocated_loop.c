// Split reverse mode with a caller-allocated tape: the size comes from
// __enzyme_augmentsize(f, enzyme_dup, enzyme_dup, enzyme_const), the buffer
// is malloc'd, and both __enzyme_augmentfwd and __enzyme_reverse get
// enzyme_allocated, size, enzyme_tape, buffer. f steps a state array in
// place for an unknown (volatile) number of steps, so the tape has to
// hold every overwritten value. The output seed goes into the state's shadow
// after the forward pass; afterwards it holds the gradient w.r.t. the
// initial state.
// Check: gradient of sum_i seed_i * state_final_i w.r.t. the initial state
// and the coefficients, central differences, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const, enzyme_allocated, enzyme_tape;
extern int __enzyme_augmentsize(void *, ...);
extern void __enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define N 4
static void step_all(double *s, const double *c, int steps) {
    for (int t = 0; t < steps; t++)
        for (int i = 0; i < N; i++) s[i] = s[i] + 0.1 * sin(c[i] * s[(i + 1) % N]) - 0.05 * s[i] * s[i];
}

static const double seed[N] = {1.0, 0.5, -2.0, 0.75};
static double objective(const double *s0, const double *c, int steps) {
    double s[N], r = 0;
    for (int i = 0; i < N; i++) s[i] = s0[i];
    step_all(s, c, steps);
    for (int i = 0; i < N; i++) r += seed[i] * s[i];
    return r;
}

int main(void) {
    const double h = 1e-6;
    volatile int sv = 7;
    int steps = sv;
    const double s0[N] = {0.5, -0.2, 0.9, 0.3};
    double c[N] = {1.2, -0.7, 2.0, 0.4}, dc[N] = {0};
    double s[N], ds[N] = {0};
    for (int i = 0; i < N; i++) s[i] = s0[i];
    int sz = __enzyme_augmentsize((void *)step_all, enzyme_dup, enzyme_dup, enzyme_const);
    char *buf = malloc(sz > 0 ? sz : 1);
    __enzyme_augmentfwd((void *)step_all, enzyme_allocated, sz, enzyme_tape, buf, enzyme_dup, s, ds, enzyme_dup, c, dc,
                        enzyme_const, steps);
    double want = objective(s0, c, steps), got = 0;
    for (int i = 0; i < N; i++) got += seed[i] * s[i];
    check("primal (seeded sum)", got, want);
    for (int i = 0; i < N; i++) ds[i] = seed[i];
    __enzyme_reverse((void *)step_all, enzyme_allocated, sz, enzyme_tape, buf, enzyme_dup, s, ds, enzyme_dup, c, dc,
                     enzyme_const, steps);
    free(buf);
    char what[64];
    for (int i = 0; i < N; i++) {
        double sp[N], sm[N];
        for (int k = 0; k < N; k++) sp[k] = sm[k] = s0[k];
        sp[i] += h; sm[i] -= h;
        snprintf(what, sizeof what, "d/ds0[%d]", i);
        check(what, ds[i], (objective(sp, c, steps) - objective(sm, c, steps)) / (2 * h));
    }
    for (int i = 0; i < N; i++) {
        double t = c[i];
        c[i] = t + h; double fp = objective(s0, c, steps);
        c[i] = t - h; double fm = objective(s0, c, steps);
        c[i] = t;
        snprintf(what, sizeof what, "d/dc[%d]", i);
        check(what, dc[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
