// Split reverse mode with the augmented forward's result declared in
// either order Enzyme accepts: `{ void *tape; double primal; }` and
// `{ double primal; void *tape; }` (each through an __asm__ alias of
// __enzyme_augmentfwd). Only through `zyme cc` (run by
// zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: the primal exactly; gradients against central differences,
// h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

typedef struct { void *tape; double primal; } tape_first;
typedef struct { double primal; void *tape; } primal_first;
extern tape_first __enzyme_augmentfwd_tf(void *, ...) __asm__("__enzyme_augmentfwd.tf");
extern primal_first __enzyme_augmentfwd_pf(void *, ...) __asm__("__enzyme_augmentfwd.pf");
extern void __enzyme_reverse(void *, ...);
extern int enzyme_dup;

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

double g(double *x) { return sin(x[0]) * x[1] + x[1] * x[1]; }

int main(void) {
    double x[2] = {0.3, 2.0}, h = 1e-6;
    double fd[2];
    for (int i = 0; i < 2; i++) {
        double up[2] = {x[0], x[1]}, down[2] = {x[0], x[1]};
        up[i] += h;
        down[i] -= h;
        fd[i] = (g(up) - g(down)) / (2 * h);
    }
    double dx[2] = {0, 0};
    tape_first a = __enzyme_augmentfwd_tf((void *)g, enzyme_dup, x, dx);
    __enzyme_reverse((void *)g, enzyme_dup, x, dx, 1.0, a.tape);
    check("tape first: primal", a.primal, g(x));
    check("tape first: d/dx0", dx[0], fd[0]);
    check("tape first: d/dx1", dx[1], fd[1]);
    dx[0] = dx[1] = 0;
    primal_first b = __enzyme_augmentfwd_pf((void *)g, enzyme_dup, x, dx);
    __enzyme_reverse((void *)g, enzyme_dup, x, dx, 1.0, b.tape);
    check("primal first: primal", b.primal, g(x));
    check("primal first: d/dx0", dx[0], fd[0]);
    check("primal first: d/dx1", dx[1], fd[1]);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
