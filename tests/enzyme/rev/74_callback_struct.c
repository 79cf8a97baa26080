// A callback stored in a struct next to an active parameter (the shape of
// ODE-integrator libraries): the struct is built inside the
// differentiated function, passed to a non-inlined integrator that calls
// through the stored pointer.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef struct {
    double (*rhs)(double, double);
    double k;
} system_t;

static double decay(double y, double k) { return -k * y * y; }
static double growth(double y, double k) { return k * sin(y); }

__attribute__((noinline)) double integrate(const system_t *s, double y0, int steps) {
    double y = y0;
    for (int i = 0; i < steps; i++) y += 0.1 * s->rhs(y, s->k);
    return y;
}

double solve(double y0, double k, int which) {
    system_t s = {which ? growth : decay, k};
    return integrate(&s, y0, 10);
}

int main(void) {
    const double h = 1e-6;
    for (int which = 0; which < 2; which++) {
        double y0 = 0.8, k = 0.5;
        char name[32];
        snprintf(name, sizeof name, "d/dy0 (rhs %d)", which);
        check(name, __enzyme_autodiff((void *)solve, y0, enzyme_const, k, enzyme_const, which),
              (solve(y0 + h, k, which) - solve(y0 - h, k, which)) / (2 * h));
        snprintf(name, sizeof name, "d/dk (rhs %d)", which);
        check(name, __enzyme_autodiff((void *)solve, enzyme_const, y0, enzyme_out, k, enzyme_const, which),
              (solve(y0, k + h, which) - solve(y0, k - h, which)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
