// Classic Runge-Kutta 4 on a struct state (cart-pendulum: x, v, theta,
// omega) with by-value struct arguments and returns: deriv(State, const
// Params *) returns a State, helper axpy(State, double, State) returns a
// State, rk4_step returns the new State; integrated for an unknown
// (volatile) number of steps. Gradients w.r.t. the initial state and the
// parameters (both dup structs) and the step size (enzyme_out).
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

typedef struct { double x, v, theta, omega; } State;
typedef struct { double mass, length, damping, drive; } Params;

static State deriv(State s, const Params *p) {
    State d;
    d.x = s.v;
    d.v = p->drive * cos(1.3 * s.x) - p->damping * s.v + 0.2 * s.omega * s.omega * sin(s.theta);
    d.theta = s.omega;
    d.omega = -9.81 / p->length * sin(s.theta) - d.v * cos(s.theta) / (p->length * p->mass);
    return d;
}
static State axpy(State a, double t, State b) {
    State r = {a.x + t * b.x, a.v + t * b.v, a.theta + t * b.theta, a.omega + t * b.omega};
    return r;
}
static State rk4_step(State s, const Params *p, double dt) {
    State k1 = deriv(s, p);
    State k2 = deriv(axpy(s, 0.5 * dt, k1), p);
    State k3 = deriv(axpy(s, 0.5 * dt, k2), p);
    State k4 = deriv(axpy(s, dt, k3), p);
    State r = axpy(s, dt / 6, k1);
    r = axpy(r, dt / 3, k2);
    r = axpy(r, dt / 3, k3);
    return axpy(r, dt / 6, k4);
}
static double run(const State *s0, const Params *p, double dt, int steps) {
    State s = *s0;
    for (int i = 0; i < steps; i++) s = rk4_step(s, p, dt);
    return s.x * s.x + sin(s.theta) + 0.5 * s.omega * s.v;
}

int main(void) {
    const double h = 1e-6;
    volatile int sv = 20;
    int steps = sv;
    State s0 = {0.1, 0.3, 0.8, -0.2}, ds0 = {0, 0, 0, 0};
    Params p = {1.5, 0.9, 0.25, 0.7}, dp = {0, 0, 0, 0};
    double dt = 0.05;
    double ddt = __enzyme_autodiff((void *)run, enzyme_dup, &s0, &ds0, enzyme_dup, &p, &dp, enzyme_out, dt,
                                   enzyme_const, steps);
    check("d/ddt", ddt, (run(&s0, &p, dt + h, steps) - run(&s0, &p, dt - h, steps)) / (2 * h));
    const char *sn[4] = {"d/dx0", "d/dv0", "d/dtheta0", "d/domega0"};
    const char *pn[4] = {"d/dmass", "d/dlength", "d/ddamping", "d/ddrive"};
    double *vs = &s0.x, *gs = &ds0.x, *vp = &p.mass, *gp = &dp.mass;
    for (int a = 0; a < 2; a++)
        for (int i = 0; i < 4; i++) {
            double *v = a ? vp : vs, *g = a ? gp : gs;
            double s = v[i];
            v[i] = s + h; double fp = run(&s0, &p, dt, steps);
            v[i] = s - h; double fm = run(&s0, &p, dt, steps);
            v[i] = s;
            check(a ? pn[i] : sn[i], g[i], (fp - fm) / (2 * h));
        }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
