/* Polynomials: Horner evaluation, derivative, synthetic division, Chebyshev approximation, root polishing. */
#include <stdio.h>
#include <math.h>

#define MAXD 16

static double horner(const double *c, int deg, double x) {
    double r = c[deg];
    for (int i = deg - 1; i >= 0; i--) r = r * x + c[i];
    return r;
}

static void horner2(const double *c, int deg, double x, double *p, double *dp) {
    double r = c[deg], d = 0;
    for (int i = deg - 1; i >= 0; i--) { d = d * x + r; r = r * x + c[i]; }
    *p = r; *dp = d;
}

static int deflate(double *c, int deg, double root) {
    double carry = c[deg];
    for (int i = deg - 1; i >= 0; i--) { double t = c[i]; c[i] = carry; carry = t + carry * root; }
    return deg - 1;
}

static void poly_mul(const double *a, int da, const double *b, int db, double *r) {
    for (int i = 0; i <= da + db; i++) r[i] = 0;
    for (int i = 0; i <= da; i++)
        for (int j = 0; j <= db; j++) r[i + j] += a[i] * b[j];
}

static double cheb_eval(const double *c, int n, double x) {
    double b1 = 0, b2 = 0;
    for (int k = n - 1; k >= 1; k--) { double t = 2 * x * b1 - b2 + c[k]; b2 = b1; b1 = t; }
    return x * b1 - b2 + 0.5 * c[0];
}

int main(void) {
    /* p(x) = (x-1)(x-2)(x-3)(x+4)(x-0.5) built by multiplication */
    double roots[5] = {1, 2, 3, -4, 0.5};
    double p[MAXD] = {1}, tmp[MAXD];
    int deg = 0;
    for (int k = 0; k < 5; k++) {
        double lin[2] = {-roots[k], 1};
        poly_mul(p, deg, lin, 1, tmp);
        deg++;
        for (int i = 0; i <= deg; i++) p[i] = tmp[i];
    }
    printf("coeffs:");
    for (int i = 0; i <= deg; i++) printf(" %g", p[i]);
    printf("\n");
    for (double x = -5; x <= 4; x += 1.5) {
        double v, dv;
        horner2(p, deg, x, &v, &dv);
        printf("p(%5.2f) = %12.5f  p'=%12.5f  check=%d\n", x, v, dv, fabs(v - horner(p, deg, x)) < 1e-9);
    }
    /* find all roots by Newton + deflation */
    double q[MAXD];
    for (int i = 0; i <= deg; i++) q[i] = p[i];
    int d = deg;
    double found[5];
    int nf = 0;
    while (d > 0) {
        double x = 0.1;
        for (int it = 0; it < 100; it++) {
            double v, dv;
            horner2(q, d, x, &v, &dv);
            double step = v / dv;
            x -= step;
            if (fabs(step) < 1e-14) break;
        }
        found[nf++] = x;
        d = deflate(q, d, x);
    }
    printf("roots found:");
    for (int i = 0; i < nf; i++) printf(" %.9f", found[i]);
    printf("\n");
    /* Chebyshev approximation of exp on [-1,1] */
    enum { NC = 12 };
    double c[NC];
    for (int j = 0; j < NC; j++) {
        double s = 0;
        for (int k = 0; k < NC; k++) {
            double th = M_PI * (k + 0.5) / NC;
            s += exp(cos(th)) * cos(j * th);
        }
        c[j] = 2.0 * s / NC;
    }
    double maxerr = 0;
    for (int i = 0; i <= 40; i++) {
        double x = -1 + i / 20.0;
        maxerr = fmax(maxerr, fabs(cheb_eval(c, NC, x) - exp(x)));
    }
    printf("cheb c0..c3 = %.10f %.10f %.10f %.10f; max err < 1e-9: %d\n", c[0], c[1], c[2], c[3], maxerr < 1e-9);
    return 0;
}
