// __enzyme_error_estimate (Enzyme's ForwardError mode): each argument is
// followed by its error; the result is the estimated error of the
// function's result, err(r) = max(ulp(r), Σ |∂f/∂a · err(a)·a / r|) per
// operation. The program's enzymeLogError / enzymeLogValue see each
// operation's estimate. Only through `zyme cc` (zyme/tests/enzyme_rev.rs,
// at -O0 and -O2).
// Check: against the same error model evaluated by hand below, with ulps
// from nextafter (relative tolerance 1e-9); handler call counts exactly.
#include <math.h>
#include <stdio.h>
#include <string.h>

extern double __enzyme_error_estimate(void *, ...);

static int value_logs, error_logs;
static double last_logged_error;
void enzymeLogValue(const char *id, double res, unsigned n, double *operands) {
    value_logs++;
    printf("value %s = %.6e (%u operands, first %.6e)\n", id, res, n, n ? operands[0] : 0.0);
}
void enzymeLogError(const char *id, double err) {
    error_logs++;
    last_logged_error = err;
    printf("error %s = %.6e\n", id, err);
}

double cosine(double x) { return cos(x); }

// 1 - cos x loses everything near 0 (the example of Enzyme's paper).
double cancel(double x) {
    double v1 = cos(x);
    double v2 = 1 - v1;
    double v3 = x * x;
    return v2 / v3;
}

double ratio(double x, double y) { return x / y; }

// Errors through memory and a loop: a sum of products.
double dot3(const double *a, const double *b) {
    double s = 0;
    for (int i = 0; i < 3; i++)
        s += a[i] * b[i];
    return s;
}

static double ulp(double r) { return fabs(r - nextafter(r, r >= 0 ? INFINITY : -INFINITY)); }
static double ulp_down(double r) {
    // The bit flip Enzyme's model uses: the neighbour that differs in the
    // last bit of the significand.
    long long bits;
    memcpy(&bits, &r, 8);
    bits ^= 1;
    double n;
    memcpy(&n, &bits, 8);
    return fabs(r - n);
}

static int fails;
static void close_to(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-9 * fabs(want) && want > 0;
    printf("%-22s got=%.12e want=%.12e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

int main(void) {
    double x = 1e-7;
    close_to("cos ulp", __enzyme_error_estimate((void *)cosine, x, 0.0), ulp_down(cos(x)));
    (void)ulp;

    // The model by hand for cancel(1e-7): each operation's estimate.
    double v1 = cos(x), v2 = 1 - v1, v3 = x * x, v4 = v2 / v3;
    double e1 = ulp_down(v1);
    double e2 = fmax(ulp_down(v2), fabs(-(e1 * v1 / v2)));
    double e3 = ulp_down(v3); // x carries no error: 2·0
    double e4 = fmax(ulp_down(v4), fabs(e2 * v2 / v4 / v3) + fabs(e3 * v3 / v4 * (-v2 / (v3 * v3))));
    value_logs = error_logs = 0;
    double got = __enzyme_error_estimate((void *)cancel, x, 0.0);
    close_to("cancellation", got, e4);
    // About 2% of the result: 1 - cos x at 1e-7 keeps one digit.
    printf("relative error %.3e\n", got / v4);
    fails += !(got / v4 > 1e-3);
    printf("logs: %d values, %d errors\n", value_logs, error_logs);
    fails += value_logs != 4 || error_logs != 4 || last_logged_error != got;

    // Errors given with the arguments.
    double a = 3.0, b = 7.0, ea = 1e-10, eb = 2e-9, r = a / b;
    double want = fmax(ulp_down(r), fabs(ea * a / r / b) + fabs(eb * b / r * (-a / (b * b))));
    close_to("x/y with input errors", __enzyme_error_estimate((void *)ratio, a, ea, b, eb), want);

    double p[3] = {1.5, -2.25, 0.75}, q[3] = {0.5, 4.0, -3.0}, ep[3] = {1e-12, 1e-12, 1e-12},
           eq[3] = {0, 0, 0};
    // By hand: s1 = p0 q0, s2 = s1 + p1 q1, s3 = s2 + p2 q2 (s starts at 0,
    // exactly: 0 + p0 q0 is one operation more at -O0, none at -O2, and
    // adding 0 keeps the estimate).
    double m[3], em[3];
    for (int i = 0; i < 3; i++) {
        m[i] = p[i] * q[i];
        em[i] = fmax(ulp_down(m[i]), fabs(ep[i] * p[i] / m[i] * q[i]));
    }
    double s = m[0], es = em[0];
    for (int i = 1; i < 3; i++) {
        double t = s + m[i];
        es = fmax(ulp_down(t), fabs(es * s / t) + fabs(em[i] * m[i] / t));
        s = t;
    }
    close_to("dot through memory", __enzyme_error_estimate((void *)dot3, p, ep, q, eq), es);

    printf(fails ? "%d FAILED\n" : "OK\n", fails);
    return fails != 0;
}
