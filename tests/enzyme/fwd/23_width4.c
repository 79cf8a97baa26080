// Vector forward mode, enzyme_width 4, on void functions whose tangents
// land in shadow memory: a 2-D rotation+scale map of a scalar angle and a
// point array (4 shadows for every dup argument, including the unmarked
// double), and a full Jacobian-times-identity of a 4-input function.
// Check: central differences along each tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_width;
extern void __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

/* out[0..3] = nonlinear map of x[0..3] */
static void map4(double *out, const double *x) {
    out[0] = x[0] * x[1] + sin(x[2]);
    out[1] = exp(0.5 * x[3]) - x[0] * x[0];
    out[2] = x[1] / (1.0 + x[2] * x[2]) + x[3];
    out[3] = sqrt(x[0] * x[0] + x[1] * x[1] + x[2] * x[2] + x[3] * x[3]);
}
static void rotate(double *pts, double theta, int n) {
    double c = cos(theta), s = sin(theta);
    for (int i = 0; i < n; i++) {
        double x = pts[2 * i], y = pts[2 * i + 1];
        pts[2 * i] = c * x - s * y;
        pts[2 * i + 1] = (s * x + c * y) * 1.5;
    }
}

int main(void) {
    const double h = 1e-5;
    double x[4] = {0.6, -1.1, 0.4, 0.9}, out[4], J[4][4] = {{0}}, E[4][4] = {{0}};
    for (int k = 0; k < 4; k++) E[k][k] = 1.0;
    __enzyme_fwddiff((void *)map4, enzyme_width, 4, enzyme_dup, out, J[0], J[1], J[2], J[3],
                     enzyme_dup, x, E[0], E[1], E[2], E[3]);
    char name[40];
    for (int k = 0; k < 4; k++) {
        double xp[4], xm[4], op[4], om[4];
        for (int i = 0; i < 4; i++) { xp[i] = x[i] + h * E[k][i]; xm[i] = x[i] - h * E[k][i]; }
        map4(op, xp);
        map4(om, xm);
        for (int i = 0; i < 4; i++) {
            snprintf(name, sizeof name, "dout[%d]/dx[%d]", i, k);
            double fd = (op[i] - om[i]) / (2 * h);
            if (fd == 0.0) { /* structural zero of the Jacobian: the tangent must be exactly 0 */
                printf("%-26s ad=%+.10e (structural zero) %s\n", name, J[k][i], J[k][i] == 0.0 ? "OK" : "FAIL");
                fails += J[k][i] != 0.0;
            } else
                check(name, J[k][i], fd);
        }
    }
    enum { P = 3 };
    double pts[2 * P] = {1.0, 0.5, -0.7, 1.2, 0.3, -0.8}, q[2 * P], dp[4][2 * P], dth[4] = {1.0, 0.0, -0.5, 2.0};
    for (int k = 0; k < 4; k++)
        for (int i = 0; i < 2 * P; i++) dp[k][i] = (k == 1) ? 1.0 : (k == 3 ? 0.5 * i : 0.0);
    for (int i = 0; i < 2 * P; i++) q[i] = pts[i];
    __enzyme_fwddiff((void *)rotate, enzyme_width, 4, q, dp[0], dp[1], dp[2], dp[3], 0.35, dth[0], dth[1], dth[2],
                     dth[3], P);
    for (int k = 0; k < 4; k++) {
        double pp[2 * P], pm[2 * P];
        for (int i = 0; i < 2 * P; i++) {
            pp[i] = pts[i] + h * ((k == 1) ? 1.0 : (k == 3 ? 0.5 * i : 0.0));
            pm[i] = pts[i] - h * ((k == 1) ? 1.0 : (k == 3 ? 0.5 * i : 0.0));
        }
        rotate(pp, 0.35 + h * dth[k], P);
        rotate(pm, 0.35 - h * dth[k], P);
        for (int i = 0; i < 2 * P; i += 2) {
            snprintf(name, sizeof name, "rotate pts[%d] lane %d", i, k);
            check(name, dp[k][i], (pp[i] - pm[i]) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
