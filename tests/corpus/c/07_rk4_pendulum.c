/* Damped driven pendulum with RK4; energy tracking; function-pointer RHS. */
#include <stdio.h>
#include <math.h>

typedef void (*rhs_fn)(double t, const double *y, double *dy, const double *params);

static void pendulum(double t, const double *y, double *dy, const double *p) {
    /* p[0]=g/L, p[1]=damping, p[2]=drive amplitude, p[3]=drive freq */
    dy[0] = y[1];
    dy[1] = -p[0] * sin(y[0]) - p[1] * y[1] + p[2] * cos(p[3] * t);
}

static void harmonic(double t, const double *y, double *dy, const double *p) {
    (void)t;
    dy[0] = y[1];
    dy[1] = -p[0] * y[0];
}

static void rk4(rhs_fn f, double t, double *y, int n, double h, const double *p) {
    double k1[4], k2[4], k3[4], k4[4], tmp[4];
    f(t, y, k1, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k1[i];
    f(t + 0.5 * h, tmp, k2, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + 0.5 * h * k2[i];
    f(t + 0.5 * h, tmp, k3, p);
    for (int i = 0; i < n; i++) tmp[i] = y[i] + h * k3[i];
    f(t + h, tmp, k4, p);
    for (int i = 0; i < n; i++) y[i] += h / 6.0 * (k1[i] + 2.0 * k2[i] + 2.0 * k3[i] + k4[i]);
}

static double energy(const double *y, double g) { return 0.5 * y[1] * y[1] + g * (1.0 - cos(y[0])); }

int main(void) {
    double p_free[4] = {9.81, 0.0, 0.0, 0.0};
    double y[2] = {1.0, 0.0};
    double e0 = energy(y, p_free[0]);
    double t = 0.0, h = 0.01;
    int crossings = 0;
    double prev = y[0];
    for (int i = 0; i < 1000; i++) {
        rk4(pendulum, t, y, 2, h, p_free);
        t += h;
        if ((prev < 0.0) != (y[0] < 0.0)) crossings++;
        prev = y[0];
    }
    double e1 = energy(y, p_free[0]);
    printf("free pendulum: theta=%.6f omega=%.6f crossings=%d\n", y[0], y[1], crossings);
    printf("energy drift < 1e-6: %d\n", fabs(e1 - e0) < 1e-6);

    double p_drv[4] = {1.0, 0.5, 1.2, 2.0 / 3.0};
    double z[2] = {0.2, 0.0};
    t = 0.0;
    for (int i = 1; i <= 2000; i++) {
        rk4(pendulum, t, z, 2, 0.01, p_drv);
        t += 0.01;
        if (i % 400 == 0) printf("driven t=%6.2f theta=%10.5f omega=%9.5f\n", t, z[0], z[1]);
    }

    double p_h[1] = {4.0};
    double w[2] = {1.0, 0.0};
    t = 0.0;
    for (int i = 0; i < 314; i++) { rk4(harmonic, t, w, 2, 0.01, p_h); t += 0.01; }
    printf("harmonic x(3.14)=%.6f exact=%.6f\n", w[0], cos(2.0 * 3.14));
    return 0;
}
