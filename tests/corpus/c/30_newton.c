/* Newton's method: scalar roots, nth roots, 2-D system with Jacobian; bisection and secant compared. */
#include <stdio.h>
#include <math.h>

typedef struct { double (*f)(double); double (*df)(double); const char *name; } func;

static double f1(double x) { return x * x * x - 2.0 * x - 5.0; }
static double d1(double x) { return 3.0 * x * x - 2.0; }
static double f2(double x) { return cos(x) - x; }
static double d2(double x) { return -sin(x) - 1.0; }
static double f3(double x) { return exp(x) - 3.0 * x * x; }
static double d3(double x) { return exp(x) - 6.0 * x; }

static double newton(func fn, double x, int *iters) {
    for (int i = 0; i < 100; i++) {
        double dx = fn.f(x) / fn.df(x);
        x -= dx;
        if (fabs(dx) < 1e-14 * (1.0 + fabs(x))) { *iters = i + 1; return x; }
    }
    *iters = -1;
    return x;
}

static double bisect(double (*f)(double), double a, double b, int *iters) {
    double fa = f(a);
    int i = 0;
    while (b - a > 1e-12) {
        double m = 0.5 * (a + b), fm = f(m);
        if ((fm < 0) == (fa < 0)) { a = m; fa = fm; } else b = m;
        i++;
    }
    *iters = i;
    return 0.5 * (a + b);
}

static double secant(double (*f)(double), double x0, double x1, int *iters) {
    for (int i = 0; i < 100; i++) {
        double f0 = f(x0), f1v = f(x1);
        double x2 = x1 - f1v * (x1 - x0) / (f1v - f0);
        x0 = x1; x1 = x2;
        if (fabs(x1 - x0) < 1e-13) { *iters = i + 1; return x1; }
    }
    *iters = -1;
    return x1;
}

static double nth_root(double a, int n) {
    double x = a > 1 ? a / n : 1.0;
    for (int i = 0; i < 200; i++) {
        double xn = pow(x, n - 1);
        double nx = ((n - 1) * x + a / xn) / n;
        if (fabs(nx - x) < 1e-15 * nx) return nx;
        x = nx;
    }
    return x;
}

int main(void) {
    func fs[] = {{f1, d1, "x^3-2x-5"}, {f2, d2, "cos x - x"}, {f3, d3, "e^x-3x^2"}};
    for (int i = 0; i < 3; i++) {
        int it;
        double r = newton(fs[i], 1.0, &it);
        printf("newton %-10s root=%.12f iters=%d f(r)~0:%d\n", fs[i].name, r, it, fabs(fs[i].f(r)) < 1e-12);
    }
    int ib, is;
    double rb = bisect(f1, 2.0, 3.0, &ib), rs = secant(f1, 2.0, 3.0, &is);
    printf("bisect root=%.10f iters=%d; secant root=%.10f iters=%d\n", rb, ib, rs, is);
    for (int n = 2; n <= 5; n++) printf("root%d(1000) = %.12f\n", n, nth_root(1000.0, n));
    /* 2-D Newton: x^2 + y^2 = 4, x*y = 1 */
    double x = 2.0, y = 0.3;
    int k;
    for (k = 0; k < 50; k++) {
        double F1 = x * x + y * y - 4.0, F2 = x * y - 1.0;
        double J11 = 2 * x, J12 = 2 * y, J21 = y, J22 = x;
        double det = J11 * J22 - J12 * J21;
        double dx = (F1 * J22 - F2 * J12) / det, dy = (J11 * F2 - J21 * F1) / det;
        x -= dx; y -= dy;
        if (fabs(dx) + fabs(dy) < 1e-14) break;
    }
    printf("system: x=%.12f y=%.12f (iters %d)\n", x, y, k + 1);
    /* reciprocal via Newton without division */
    double a = 7.0, r = 0.1;
    for (int i = 0; i < 6; i++) r = r * (2.0 - a * r);
    printf("1/7 ~ %.15f\n", r);
    return 0;
}
