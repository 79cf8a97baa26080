// Forward mode through a struct of arrays (particle positions, velocities
// and masses in separate arrays, plus a scalar field), passed by pointer:
// kinetic + pairwise potential energy, and an in-place drift step.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define NP 5
typedef struct { double x[NP], v[NP], m[NP]; double k; int n; } system_t;

static double energy(const system_t *s) {
    double e = 0;
    for (int i = 0; i < s->n; i++) {
        e += 0.5 * s->m[i] * s->v[i] * s->v[i];
        for (int j = i + 1; j < s->n; j++) e += s->k / (0.1 + (s->x[i] - s->x[j]) * (s->x[i] - s->x[j]));
    }
    return e;
}
static void drift(system_t *s, double dt) {
    for (int i = 0; i < s->n; i++) s->x[i] += dt * s->v[i] / s->m[i];
}
static void axpy(system_t *t, const system_t *d, double h) {
    for (int i = 0; i < NP; i++) { t->x[i] += h * d->x[i]; t->v[i] += h * d->v[i]; t->m[i] += h * d->m[i]; }
    t->k += h * d->k;
}

int main(void) {
    const double h = 1e-5;
    system_t s = {.k = 0.8, .n = NP}, ds = {.k = -0.3, .n = 0};
    for (int i = 0; i < NP; i++) {
        s.x[i] = 0.7 * i - 1.0; s.v[i] = sin(i + 0.5); s.m[i] = 1.0 + 0.2 * i;
        ds.x[i] = 0.1 * (i - 2); ds.v[i] = 0.5 - 0.2 * i; ds.m[i] = (i & 1) ? 0.3 : -0.1;
    }
    system_t sp = s, sm = s;
    axpy(&sp, &ds, h);
    axpy(&sm, &ds, -h);
    check("energy", __enzyme_fwddiff((void *)energy, &s, &ds), (energy(&sp) - energy(&sm)) / (2 * h));
    system_t q = s, dq = ds;
    __enzyme_fwddiff((void *)drift, &q, &dq, 0.25, 2.0);
    drift(&sp, 0.25 + 2.0 * h);
    drift(&sm, 0.25 - 2.0 * h);
    char name[32];
    for (int i = 0; i < NP; i++) {
        snprintf(name, sizeof name, "drift x[%d]", i);
        check(name, dq.x[i], (sp.x[i] - sm.x[i]) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
