// Nested derivatives in a time loop (the shape of GradBench's particle
// eval): each Euler step takes the gradient of a potential by an inner
// __enzyme_autodiff (reverse) or __enzyme_fwddiff (forward) call, and the
// outer derivative of the whole simulation with respect to a charge's
// position is taken by reverse and by forward mode: reverse over
// reverse, reverse over forward, forward over reverse, forward over
// forward. Stack arrays initialised from constants (memcpy at -O0) and a
// gradient array written inside a helper make the inner derivative
// compute shadow addresses from argument offsets, which the outer
// derivative must follow.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern void __enzyme_autodiff(void *, ...);
extern double __enzyme_autodiff1(void *, ...) __asm__("__enzyme_autodiff");
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double potential(const double *charges, const double *x) {
    double s = 0;
    for (int k = 0; k < 2; k++) {
        double dx = x[0] - charges[2 * k], dy = x[1] - charges[2 * k + 1];
        s += 1 / sqrt(dx * dx + dy * dy);
    }
    return s;
}

static void grad_reverse(const double *charges, const double *x, double *g) {
    g[0] = g[1] = 0;
    __enzyme_autodiff((void *)potential, enzyme_const, charges, enzyme_dup, x, g);
}

static void grad_forward(const double *charges, const double *x, double *g) {
    double e0[2] = {1, 0}, e1[2] = {0, 1};
    g[0] = __enzyme_fwddiff((void *)potential, enzyme_const, charges, enzyme_dup, x, e0);
    g[1] = __enzyme_fwddiff((void *)potential, enzyme_const, charges, enzyme_dup, x, e1);
}

#define SIMULATE(NAME, GRAD)                                                                   \
    double NAME(double w) {                                                                   \
        double charges[4] = {10.0, 10.0 - w, 10.0, 0.0};                                      \
        double x[2] = {0.0, 8.0}, xdot[2] = {0.75, 0.0}, dt = 0.1;                            \
        for (int step = 0; step < 40; step++) {                                               \
            double xddot[2];                                                                  \
            GRAD(charges, x, xddot);                                                          \
            x[0] += dt * xdot[0];                                                             \
            x[1] += dt * xdot[1];                                                             \
            xdot[0] -= dt * xddot[0];                                                         \
            xdot[1] -= dt * xddot[1];                                                         \
        }                                                                                     \
        return x[0] * x[0] + x[1];                                                            \
    }
SIMULATE(simulate_r, grad_reverse)
SIMULATE(simulate_f, grad_forward)

int main(void) {
    const double w = 0.3, h = 1e-6;
    double fd_r = (simulate_r(w + h) - simulate_r(w - h)) / (2 * h);
    double fd_f = (simulate_f(w + h) - simulate_f(w - h)) / (2 * h);
    check("reverse over reverse", __enzyme_autodiff1((void *)simulate_r, enzyme_out, w), fd_r);
    check("reverse over forward", __enzyme_autodiff1((void *)simulate_f, enzyme_out, w), fd_f);
    check("forward over reverse", __enzyme_fwddiff((void *)simulate_r, enzyme_dup, w, 1.0), fd_r);
    check("forward over forward", __enzyme_fwddiff((void *)simulate_f, enzyme_dup, w, 1.0), fd_f);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
