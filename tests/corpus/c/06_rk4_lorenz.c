/* Runge-Kutta 4 integration of the Lorenz system (short horizon, so deterministic). */
#include <stdio.h>

typedef struct { double x, y, z; } vec3;

static const double SIGMA = 10.0, RHO = 28.0, BETA = 8.0 / 3.0;

static vec3 lorenz(vec3 s) {
    vec3 d;
    d.x = SIGMA * (s.y - s.x);
    d.y = s.x * (RHO - s.z) - s.y;
    d.z = s.x * s.y - BETA * s.z;
    return d;
}

static vec3 axpy(vec3 a, double h, vec3 b) {
    vec3 r = {a.x + h * b.x, a.y + h * b.y, a.z + h * b.z};
    return r;
}

static vec3 rk4_step(vec3 s, double h) {
    vec3 k1 = lorenz(s);
    vec3 k2 = lorenz(axpy(s, h / 2, k1));
    vec3 k3 = lorenz(axpy(s, h / 2, k2));
    vec3 k4 = lorenz(axpy(s, h, k3));
    vec3 r;
    r.x = s.x + h / 6.0 * (k1.x + 2 * k2.x + 2 * k3.x + k4.x);
    r.y = s.y + h / 6.0 * (k1.y + 2 * k2.y + 2 * k3.y + k4.y);
    r.z = s.z + h / 6.0 * (k1.z + 2 * k2.z + 2 * k3.z + k4.z);
    return r;
}

static vec3 euler_step(vec3 s, double h) { return axpy(s, h, lorenz(s)); }

int main(void) {
    vec3 s = {1.0, 1.0, 1.0};
    double h = 0.005;
    for (int i = 1; i <= 400; i++) {
        s = rk4_step(s, h);
        if (i % 50 == 0) printf("t=%5.2f  x=%12.6f y=%12.6f z=%12.6f\n", i * h, s.x, s.y, s.z);
    }
    /* convergence check: halving h should agree with RK4 to ~1e-6 at t=0.5 */
    vec3 a = {1, 1, 1}, b = {1, 1, 1}, e = {1, 1, 1};
    for (int i = 0; i < 100; i++) a = rk4_step(a, 0.005);
    for (int i = 0; i < 200; i++) b = rk4_step(b, 0.0025);
    for (int i = 0; i < 100; i++) e = euler_step(e, 0.005);
    double da = a.x - b.x, de = e.x - b.x;
    if (da < 0) da = -da;
    if (de < 0) de = -de;
    printf("rk4 vs half-step diff = %.3e\n", da);
    printf("euler error larger: %d\n", de > da);
    printf("x(0.5) = %.8f\n", b.x);
    return 0;
}
