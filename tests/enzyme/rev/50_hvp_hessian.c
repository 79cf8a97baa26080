// Second derivatives by forward over reverse. (1) A function of two by-value
// doubles: grad(x, y) returns the struct {df/dx, df/dy} from
// __enzyme_autodiff; __enzyme_fwddiff(grad, x, vx, y, vy) returns the
// tangent of that struct, i.e. H * (vx, vy). (2) The full Hessian of a
// pair-potential energy of 3 particles in 2D (6 coordinates), one column per
// fwddiff call with a unit tangent; checked for symmetry as well.
// Check: central differences of the reverse-mode gradient, h = 1e-6,
// |ad - fd| <= 1e-6 * max(1, |fd|); symmetry |H_ij - H_ji| <= 1e-9 * max(1, |H_ij|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double dx, dy; } grad2;
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");
extern grad2 __enzyme_fwddiff2(void *, ...) __asm__("__enzyme_fwddiff_2");
extern void __enzyme_autodiff(void *, ...);
extern void __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f(double x, double y) { return exp(x * y) * sin(x + 2 * y) + log(1 + x * x + y * y * y * y); }
static grad2 grad(double x, double y) { return __enzyme_autodiff2((void *)f, enzyme_out, x, enzyme_out, y); }

#define NP 3
static double energy(const double *p, int np) {
    double e = 0;
    for (int i = 0; i < np; i++)
        for (int j = i + 1; j < np; j++) {
            double dx = p[2 * i] - p[2 * j], dy = p[2 * i + 1] - p[2 * j + 1];
            double r2 = dx * dx + dy * dy, ir6 = 1 / (r2 * r2 * r2);
            e += ir6 * ir6 - ir6 + 0.1 * r2;
        }
    return e;
}
static void energy_grad(const double *p, double *dp, int np) {
    __enzyme_autodiff((void *)energy, enzyme_dup, p, dp, enzyme_const, np);
}

int main(void) {
    const double h = 1e-6;
    double x = 0.4, y = -0.3, vx = 1.0, vy = -2.0;
    grad2 hv = __enzyme_fwddiff2((void *)grad, x, vx, y, vy);
    grad2 gp = grad(x + h * vx, y + h * vy), gm = grad(x - h * vx, y - h * vy);
    check("(H v)_x scalar", hv.dx, (gp.dx - gm.dx) / (2 * h));
    check("(H v)_y scalar", hv.dy, (gp.dy - gm.dy) / (2 * h));

    volatile int npv = NP;
    int np = npv;
    double p[2 * NP] = {0.0, 0.0, 1.1, 0.2, 0.4, 1.0};
    double H[2 * NP][2 * NP];
    char what[64];
    for (int k = 0; k < 2 * NP; k++) {
        double e[2 * NP] = {0}, dp[2 * NP] = {0}, ddp[2 * NP] = {0};
        e[k] = 1.0;
        __enzyme_fwddiff((void *)energy_grad, enzyme_dup, p, e, enzyme_dup, dp, ddp, enzyme_const, np);
        double pp[2 * NP], pm[2 * NP], g1[2 * NP] = {0}, g2[2 * NP] = {0};
        for (int i = 0; i < 2 * NP; i++) { pp[i] = p[i] + h * e[i]; pm[i] = p[i] - h * e[i]; }
        energy_grad(pp, g1, np);
        energy_grad(pm, g2, np);
        for (int i = 0; i < 2 * NP; i++) {
            H[i][k] = ddp[i];
            if (fabs(g1[i] - g2[i]) > 1e-8) { // skip structurally tiny entries
                snprintf(what, sizeof what, "H[%d][%d]", i, k);
                check(what, ddp[i], (g1[i] - g2[i]) / (2 * h));
            }
        }
    }
    int sym_ok = 1;
    for (int i = 0; i < 2 * NP; i++)
        for (int j = 0; j < i; j++)
            if (fabs(H[i][j] - H[j][i]) > 1e-9 * fmax(1.0, fabs(H[i][j]))) sym_ok = 0;
    printf("%-26s %s\n", "Hessian symmetric", sym_ok ? "OK" : "FAIL");
    fails += !sym_ok;
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
