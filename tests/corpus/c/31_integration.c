/* Numerical integration: trapezoid, Simpson, adaptive Simpson, Romberg, Gauss-Legendre (5 and n-point). */
#include <stdio.h>
#include <math.h>

typedef double (*integrand)(double);

static double g_poly(double x) { return x * x * x - 2 * x + 1; }
static double g_exp(double x) { return exp(-x * x); }
static double g_sin(double x) { return sin(x) / (1.0 + x); }
static double g_sqrt(double x) { return sqrt(x); }

static double trapezoid(integrand f, double a, double b, int n) {
    double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
    for (int i = 1; i < n; i++) s += f(a + i * h);
    return s * h;
}

static double simpson(integrand f, double a, double b, int n) {
    double h = (b - a) / n, s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += f(a + i * h) * ((i & 1) ? 4.0 : 2.0);
    return s * h / 3.0;
}

static double adapt(integrand f, double a, double b, double eps, double whole, int depth, int *calls) {
    double m = 0.5 * (a + b);
    double left = (m - a) / 6 * (f(a) + 4 * f(0.5 * (a + m)) + f(m));
    double right = (b - m) / 6 * (f(m) + 4 * f(0.5 * (m + b)) + f(b));
    (*calls)++;
    if (depth <= 0 || fabs(left + right - whole) <= 15 * eps) return left + right + (left + right - whole) / 15;
    return adapt(f, a, m, eps / 2, left, depth - 1, calls) + adapt(f, m, b, eps / 2, right, depth - 1, calls);
}

static double romberg(integrand f, double a, double b, int levels) {
    double R[12][12];
    for (int i = 0; i < levels; i++) {
        R[i][0] = trapezoid(f, a, b, 1 << i);
        for (int j = 1; j <= i; j++) R[i][j] = R[i][j - 1] + (R[i][j - 1] - R[i - 1][j - 1]) / (pow(4.0, j) - 1);
    }
    return R[levels - 1][levels - 1];
}

static const double gl5_x[5] = {0.0, -0.5384693101056831, 0.5384693101056831, -0.9061798459386640, 0.9061798459386640};
static const double gl5_w[5] = {0.5688888888888889, 0.4786286704993665, 0.4786286704993665, 0.2369268850561891, 0.2369268850561891};

static double gauss5(integrand f, double a, double b, int panels) {
    double h = (b - a) / panels, s = 0;
    for (int p = 0; p < panels; p++) {
        double c = a + (p + 0.5) * h;
        for (int i = 0; i < 5; i++) s += gl5_w[i] * f(c + 0.5 * h * gl5_x[i]);
    }
    return 0.5 * h * s;
}

/* n-point Gauss-Legendre nodes via Newton on Legendre polynomials */
static double gauss_n(integrand f, double a, double b, int n) {
    double s = 0;
    for (int i = 1; i <= n; i++) {
        double x = cos(M_PI * (i - 0.25) / (n + 0.5)), dp = 0;
        for (int it = 0; it < 100; it++) {
            double p0 = 1, p1 = x;
            for (int k = 2; k <= n; k++) { double p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k; p0 = p1; p1 = p2; }
            dp = n * (x * p1 - p0) / (x * x - 1);
            double dx = p1 / dp;
            x -= dx;
            if (fabs(dx) < 1e-15) break;
        }
        double w = 2 / ((1 - x * x) * dp * dp);
        s += w * f(0.5 * (b - a) * x + 0.5 * (a + b));
    }
    return 0.5 * (b - a) * s;
}

int main(void) {
    struct { const char *name; integrand f; double a, b; } cases[] = {
        {"x^3-2x+1", g_poly, 0, 2}, {"exp(-x^2)", g_exp, 0, 2}, {"sin/(1+x)", g_sin, 0, M_PI}, {"sqrt", g_sqrt, 0, 1},
    };
    for (int i = 0; i < 4; i++) {
        integrand f = cases[i].f;
        double a = cases[i].a, b = cases[i].b;
        int calls = 0;
        double whole = (b - a) / 6 * (f(a) + 4 * f(0.5 * (a + b)) + f(b));
        printf("%-10s trap=%.8f simp=%.10f adapt=%.10f romb=%.10f gl5=%.10f gl20=%.10f\n", cases[i].name,
               trapezoid(f, a, b, 64), simpson(f, a, b, 64), adapt(f, a, b, 1e-10, whole, 40, &calls),
               romberg(f, a, b, 10), gauss5(f, a, b, 4), gauss_n(f, a, b, 20));
        printf("%-10s adaptive calls=%d\n", "", calls);
    }
    printf("erf(2)*sqrt(pi)/2 = %.10f\n", erf(2.0) * sqrt(M_PI) / 2);
    return 0;
}
