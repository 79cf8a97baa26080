// Mass-spring chain in 2D stepped N frames with symplectic Euler: a struct
// System holds positions, velocities (arrays inside the struct), per-spring
// stiffness and rest lengths; the first mass is pinned. Objective = distance
// of the last mass from a target after the frames plus the kinetic energy.
// Gradients w.r.t. the whole System (dup struct: stiffness, rest lengths,
// initial positions and velocities) and the damping (enzyme_out).
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

#define M 4
typedef struct {
    double k[M - 1], rest[M - 1];
    double pos[M][2], vel[M][2];
} System;

static double simulate(const System *sys0, double damping, int frames) {
    System s = *sys0;
    const double dt = 0.02, g = -9.81;
    for (int f = 0; f < frames; f++) {
        double force[M][2] = {{0}};
        for (int i = 0; i < M; i++) force[i][1] = g;
        for (int e = 0; e < M - 1; e++) {
            double dx = s.pos[e + 1][0] - s.pos[e][0], dy = s.pos[e + 1][1] - s.pos[e][1];
            double len = sqrt(dx * dx + dy * dy), mag = s.k[e] * (len - s.rest[e]) / len;
            force[e][0] += mag * dx; force[e][1] += mag * dy;
            force[e + 1][0] -= mag * dx; force[e + 1][1] -= mag * dy;
        }
        for (int i = 1; i < M; i++)
            for (int c = 0; c < 2; c++) {
                s.vel[i][c] = (s.vel[i][c] + dt * force[i][c]) * (1 - damping * dt);
                s.pos[i][c] += dt * s.vel[i][c];
            }
    }
    double tx = s.pos[M - 1][0] - 1.5, ty = s.pos[M - 1][1] + 1.0, ke = 0;
    for (int i = 0; i < M; i++) ke += 0.5 * (s.vel[i][0] * s.vel[i][0] + s.vel[i][1] * s.vel[i][1]);
    return tx * tx + ty * ty + 0.1 * ke;
}

int main(void) {
    const double h = 1e-6;
    volatile int fv = 30;
    int frames = fv;
    System sys = {{40.0, 55.0, 30.0}, {0.5, 0.6, 0.4},
                  {{0, 0}, {0.5, -0.1}, {1.0, -0.3}, {1.4, -0.2}},
                  {{0, 0}, {0.1, 0.0}, {0.0, -0.2}, {0.3, 0.1}}};
    System dsys = {{0}, {0}, {{0}}, {{0}}};
    double damping = 0.3;
    double dd = __enzyme_autodiff((void *)simulate, enzyme_dup, &sys, &dsys, enzyme_out, damping, enzyme_const, frames);
    check("d/ddamping", dd, (simulate(&sys, damping + h, frames) - simulate(&sys, damping - h, frames)) / (2 * h));
    double *v = (double *)&sys, *g = (double *)&dsys;
    char what[64];
    for (int i = 0; i < (int)(sizeof(System) / sizeof(double)); i++) {
        if (i >= 14 && i < 16) continue; // velocity of the pinned mass: only in the kinetic energy, where it is 0
        double s = v[i];
        v[i] = s + h; double fp = simulate(&sys, damping, frames);
        v[i] = s - h; double fm = simulate(&sys, damping, frames);
        v[i] = s;
        snprintf(what, sizeof what, "d/dsys[%d]", i);
        check(what, g[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
