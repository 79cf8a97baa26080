/* 1-D heat equation: explicit FTCS and implicit (Thomas tridiagonal) schemes. */
#include <stdio.h>
#include <math.h>
#include <string.h>

#define NX 41

static void thomas(int n, const double *a, const double *b, const double *c, double *d, double *x) {
    double cp[NX], dp[NX];
    cp[0] = c[0] / b[0];
    dp[0] = d[0] / b[0];
    for (int i = 1; i < n; i++) {
        double m = b[i] - a[i] * cp[i - 1];
        cp[i] = c[i] / m;
        dp[i] = (d[i] - a[i] * dp[i - 1]) / m;
    }
    x[n - 1] = dp[n - 1];
    for (int i = n - 2; i >= 0; i--) x[i] = dp[i] - cp[i] * x[i + 1];
}

int main(void) {
    double u[NX], un[NX], v[NX];
    double dx = 1.0 / (NX - 1), alpha = 1.0;
    double dt = 0.4 * dx * dx / alpha;
    double r = alpha * dt / (dx * dx);
    for (int i = 0; i < NX; i++) u[i] = sin(M_PI * i * dx);
    memcpy(v, u, sizeof u);
    int steps = 200;
    for (int s = 0; s < steps; s++) {
        un[0] = 0.0;
        un[NX - 1] = 0.0;
        for (int i = 1; i < NX - 1; i++) un[i] = u[i] + r * (u[i + 1] - 2.0 * u[i] + u[i - 1]);
        memcpy(u, un, sizeof u);
    }
    double tfinal = steps * dt;
    double exact_mid = exp(-M_PI * M_PI * tfinal) * sin(M_PI * 0.5);
    printf("explicit: t=%.6f u(0.5)=%.8f exact=%.8f\n", tfinal, u[NX / 2], exact_mid);
    for (int i = 0; i < NX; i += 8) printf("  u[%2d]=%.7f\n", i, u[i]);

    /* implicit backward Euler, larger steps */
    double a[NX], b[NX], c[NX], d[NX];
    double dt2 = 4.0 * dt, r2 = alpha * dt2 / (dx * dx);
    for (int s = 0; s < steps / 4; s++) {
        for (int i = 0; i < NX; i++) {
            if (i == 0 || i == NX - 1) { a[i] = 0; b[i] = 1; c[i] = 0; d[i] = 0; }
            else { a[i] = -r2; b[i] = 1 + 2 * r2; c[i] = -r2; d[i] = v[i]; }
        }
        thomas(NX, a, b, c, d, v);
    }
    printf("implicit: u(0.5)=%.8f\n", v[NX / 2]);
    double maxdiff = 0.0;
    for (int i = 0; i < NX; i++) maxdiff = fmax(maxdiff, fabs(u[i] - v[i]));
    printf("explicit vs implicit max diff = %.3e (< 1e-2: %d)\n", maxdiff, maxdiff < 1e-2);
    return 0;
}
