// A particle in a force field F = -grad U, U = sum of Gaussian wells with
// dup centres and strengths, integrated with velocity Verlet for an unknown
// (volatile) number of steps; the force is computed by a helper that writes
// through an out pointer. Objective = squared distance of the final
// position to a target. Gradients w.r.t. the initial velocity (dup
// 2-vector), the wells (dup) and the time step (enzyme_out).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

// wells: [cx, cy, strength] per well
static void force(const double *p, const double *wells, int nw, double *f) {
    f[0] = f[1] = 0;
    for (int k = 0; k < nw; k++) {
        double dx = p[0] - wells[3 * k], dy = p[1] - wells[3 * k + 1];
        double e = wells[3 * k + 2] * exp(-(dx * dx + dy * dy));
        f[0] -= 2 * dx * e; // U_k = -s exp(-r^2): F = -grad U
        f[1] -= 2 * dy * e;
    }
}
static double shoot(const double *v0, const double *wells, double dt, int nw, int steps) {
    double p[2] = {0, 0}, v[2] = {v0[0], v0[1]}, f[2];
    force(p, wells, nw, f);
    for (int s = 0; s < steps; s++) {
        for (int c = 0; c < 2; c++) { v[c] += 0.5 * dt * f[c]; p[c] += dt * v[c]; }
        force(p, wells, nw, f);
        for (int c = 0; c < 2; c++) v[c] += 0.5 * dt * f[c];
    }
    double tx = p[0] - 1.0, ty = p[1] - 0.8;
    return tx * tx + ty * ty;
}

#define NW 3
int main(void) {
    const double h = 1e-6;
    volatile int sv = 40;
    int steps = sv;
    double v0[2] = {0.9, 0.4}, dv0[2] = {0};
    double wells[3 * NW] = {0.5, 0.5, 1.2, 1.0, -0.2, 0.8, -0.3, 0.9, 0.6}, dwells[3 * NW] = {0};
    double dt = 0.05;
    double ddt = __enzyme_autodiff((void *)shoot, enzyme_dup, v0, dv0, enzyme_dup, wells, dwells, enzyme_out, dt,
                                   enzyme_const, NW, enzyme_const, steps);
    check("d/ddt", ddt, (shoot(v0, wells, dt + h, NW, steps) - shoot(v0, wells, dt - h, NW, steps)) / (2 * h));
    char what[64];
    for (int a = 0; a < 2; a++) {
        double *v = a ? wells : v0, *g = a ? dwells : dv0;
        int len = a ? 3 * NW : 2;
        for (int i = 0; i < len; i++) {
            double s = v[i];
            v[i] = s + h; double fp = shoot(v0, wells, dt, NW, steps);
            v[i] = s - h; double fm = shoot(v0, wells, dt, NW, steps);
            v[i] = s;
            snprintf(what, sizeof what, "%s[%d]", a ? "d/dwells" : "d/dv0", i);
            check(what, g[i], (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
