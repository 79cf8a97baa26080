// C++ templates in reverse mode: a compile-time-size dot<T, N>, a runtime
// length norm<T>, and a class template Poly<T, D> whose member eval() is
// called through a function template; each instantiation is passed as
// (void *)fn<double, ...>. Gradients w.r.t. dup arrays (zeroed first) and an
// enzyme_out scalar.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const, enzyme_out;
double __enzyme_autodiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

template <typename T, int N> T dot(const T *a, const T *b) {
    T s = T(0);
    for (int i = 0; i < N; i++) s += a[i] * b[i];
    return s;
}
template <typename T> T norm(const T *x, int n) {
    T s = T(0);
    for (int i = 0; i < n; i++) s += x[i] * x[i];
    return std::sqrt(s);
}
template <typename T, int D> struct Poly {
    T c[D + 1];
    T eval(T x) const {
        T r = c[D];
        for (int i = D - 1; i >= 0; i--) r = r * x + c[i];
        return r;
    }
};
template <typename T, int D> T poly_cos(const Poly<T, D> *p, T x) { return std::cos(p->eval(x)) * norm<T>(p->c, D + 1); }

template <int N> static void check_array(const char *name, double (*f)(const double *), double *x, const double *g) {
    const double h = 1e-6;
    char what[64];
    for (int i = 0; i < N; i++) {
        double s = x[i];
        x[i] = s + h; double fp = f(x);
        x[i] = s - h; double fm = f(x);
        x[i] = s;
        std::snprintf(what, sizeof what, "%s[%d]", name, i);
        check(what, g[i], (fp - fm) / (2 * h));
    }
}

static double b5[5] = {0.5, -1.5, 2.0, 0.25, 1.0};
static double dot_b(const double *a) { return dot<double, 5>(a, b5); }
static double norm6(const double *x) { return norm<double>(x, 6); }

int main() {
    const double h = 1e-6;
    double a[5] = {1.0, 2.0, -0.5, 3.0, 0.7}, da[5] = {0}, db[5] = {0};
    __enzyme_autodiff((void *)dot<double, 5>, enzyme_dup, a, da, enzyme_dup, b5, db);
    check_array<5>("dot d/da", dot_b, a, da);
    for (int i = 0; i < 5; i++) check("dot d/db (= a)", db[i], a[i]);

    double x[6] = {0.3, -1.2, 0.8, 2.2, -0.4, 1.0}, dx[6] = {0};
    volatile int nv = 6;
    __enzyme_autodiff((void *)norm<double>, enzyme_dup, x, dx, enzyme_const, (int)nv);
    check_array<6>("norm d/dx", norm6, x, dx);

    Poly<double, 3> p = {{0.5, -1.0, 0.3, 0.8}}, dp = {{0, 0, 0, 0}};
    double t = 0.7;
    double dt = __enzyme_autodiff((void *)poly_cos<double, 3>, enzyme_dup, &p, &dp, enzyme_out, t);
    check("poly_cos d/dx", dt, (poly_cos(&p, t + h) - poly_cos(&p, t - h)) / (2 * h));
    char what[64];
    for (int i = 0; i < 4; i++) {
        double s = p.c[i];
        p.c[i] = s + h; double fp = poly_cos(&p, t);
        p.c[i] = s - h; double fm = poly_cos(&p, t);
        p.c[i] = s;
        std::snprintf(what, sizeof what, "poly_cos d/dc[%d]", i);
        check(what, dp.c[i], (fp - fm) / (2 * h));
    }
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
