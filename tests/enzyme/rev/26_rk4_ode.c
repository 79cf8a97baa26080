// Reverse mode through an RK4 integrator of the Lotka-Volterra equations
// over a runtime number of steps (200): the state array is updated in place
// every step (so the reverse pass needs every step's state), the four
// parameters are a dup array read by a helper called four times per step,
// and dt is an active by-value double.
// Check: central differences on fresh copies, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

static void lv(const double *y, const double *p, double *dy) {
    dy[0] = p[0] * y[0] - p[1] * y[0] * y[1];
    dy[1] = p[2] * y[0] * y[1] - p[3] * y[1];
}
static void rk4_step(double *y, const double *p, double dt) {
    double k1[2], k2[2], k3[2], k4[2], t[2];
    lv(y, p, k1);
    for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * dt * k1[i];
    lv(t, p, k2);
    for (int i = 0; i < 2; i++) t[i] = y[i] + 0.5 * dt * k2[i];
    lv(t, p, k3);
    for (int i = 0; i < 2; i++) t[i] = y[i] + dt * k3[i];
    lv(t, p, k4);
    for (int i = 0; i < 2; i++) y[i] += dt / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
}
static double integrate(double *y, const double *p, double dt, int steps) {
    double acc = 0;
    for (int s = 0; s < steps; s++) {
        rk4_step(y, p, dt);
        acc += dt * y[0] * y[1];
    }
    return acc + y[0] * y[0] + 0.5 * y[1];
}
static double run(const double *y0, const double *p, double dt, int steps) {
    double y[2] = {y0[0], y0[1]};
    return integrate(y, p, dt, steps);
}

int main(void) {
    const double h = 1e-6;
    volatile int sv = 200;
    int steps = sv;
    double y0[2] = {1.2, 0.7}, p[4] = {1.1, 0.6, 0.45, 0.9}, dt = 0.02;
    double y[2] = {y0[0], y0[1]}, dy[2] = {0, 0}, dp[4] = {0};
    double ddt = __enzyme_autodiff((void *)integrate, enzyme_dup, y, dy, enzyme_dup, p, dp, enzyme_out, dt,
                                   enzyme_const, steps);
    char name[32];
    check("d/ddt", ddt, (run(y0, p, dt + h, steps) - run(y0, p, dt - h, steps)) / (2 * h));
    for (int k = 0; k < 2; k++) {
        double s = y0[k];
        y0[k] = s + h; double fp = run(y0, p, dt, steps);
        y0[k] = s - h; double fm = run(y0, p, dt, steps);
        y0[k] = s;
        snprintf(name, sizeof name, "d/dy0[%d]", k);
        check(name, dy[k], (fp - fm) / (2 * h));
    }
    for (int k = 0; k < 4; k++) {
        double s = p[k];
        p[k] = s + h; double fp = run(y0, p, dt, steps);
        p[k] = s - h; double fm = run(y0, p, dt, steps);
        p[k] = s;
        snprintf(name, sizeof name, "d/dp[%d]", k);
        check(name, dp[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
