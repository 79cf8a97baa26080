// Forward mode through an RK4 integrator of the Van der Pol oscillator:
// sensitivity of the state after a runtime number of steps with respect to
// the initial state (dup array) and the parameter mu (unmarked double).
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

static void vdp(const double *y, double mu, double *dy) {
    dy[0] = y[1];
    dy[1] = mu * (1 - y[0] * y[0]) * y[1] - y[0];
}
static void rk4_step(double *y, double mu, double dt) {
    double k1[2], k2[2], k3[2], k4[2], t[2];
    vdp(y, mu, k1);
    for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * dt * k1[i];
    vdp(t, mu, k2);
    for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * dt * k2[i];
    vdp(t, mu, k3);
    for (int i = 0; i < 2; i++) t[i] = y[i] + dt * k3[i];
    vdp(t, mu, k4);
    for (int i = 0; i < 2; i++) y[i] += dt / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}
/* Integrates nsteps and returns a scalar summary of the final state. */
static double integrate(double *y, double mu, double dt, int nsteps) {
    for (int s = 0; s < nsteps; s++) rk4_step(y, mu, dt);
    return y[0] * y[0] + 0.5 * y[1];
}

int main(void) {
    const double h = 1e-5;
    volatile int steps = 40;
    double y[2] = {1.5, -0.3}, dy[2] = {0.7, 0.4};
    double ad = __enzyme_fwddiff((void *)integrate, y, dy, 1.2, 0.5, enzyme_const, 0.05, steps);
    double yp[2] = {1.5 + 0.7 * h, -0.3 + 0.4 * h}, ym[2] = {1.5 - 0.7 * h, -0.3 - 0.4 * h};
    double fp = integrate(yp, 1.2 + 0.5 * h, 0.05, steps), fm = integrate(ym, 1.2 - 0.5 * h, 0.05, steps);
    check("summary", ad, (fp - fm) / (2 * h));
    check("final y[0]", dy[0], (yp[0] - ym[0]) / (2 * h));
    check("final y[1]", dy[1], (yp[1] - ym[1]) / (2 * h));
    double z[2] = {0.2, 1.0}, dz[2] = {0, 0};
    __enzyme_fwddiff((void *)rk4_step, z, dz, 2.0, 1.0, enzyme_const, 0.1);
    double zp[2] = {0.2, 1.0}, zm[2] = {0.2, 1.0};
    rk4_step(zp, 2.0 + h, 0.1);
    rk4_step(zm, 2.0 - h, 0.1);
    check("one step d/dmu y[0]", dz[0], (zp[0] - zm[0]) / (2 * h));
    check("one step d/dmu y[1]", dz[1], (zp[1] - zm[1]) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
