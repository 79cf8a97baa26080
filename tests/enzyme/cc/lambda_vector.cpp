// C++ as third-party Enzyme programs write it, built with exceptions on
// (so clang keeps functions exceptions may unwind through): Enzyme entry
// points declared as templates (`__enzyme_autodiff<double>(…)`), a
// lambda passed as a function pointer (`+[](double a) { … }`, whose
// invoker stays with clang and calls the lambda body zyme compiles, a
// name with `$` in it), and a class holding a std::vector.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>
#include <vector>

extern int enzyme_dup, enzyme_const, enzyme_out;
template <typename RT, typename... Args> RT __enzyme_autodiff(void *, Args...);
template <typename RT, typename... Args> RT __enzyme_fwddiff(void *, Args...);

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

struct Model {
    std::vector<double> w;
    double eval(const double *x) const {
        double s = 0;
        for (size_t i = 0; i < w.size(); i++) s += w[i] * std::tanh(x[i]);
        return s;
    }
};

static double loss(const Model *m, const double *x) { return m->eval(x) * m->eval(x); }

int main() {
    const double h = 1e-6;
    Model m{{0.5, -1.0, 2.0}};
    double x[3] = {0.1, 0.2, 0.3}, dx[3] = {0, 0, 0};
    __enzyme_autodiff<void>((void *)loss, enzyme_const, &m, enzyme_dup, x, dx);
    for (int i = 0; i < 3; i++) {
        double keep = x[i];
        x[i] = keep + h; double fp = loss(&m, x);
        x[i] = keep - h; double fm = loss(&m, x);
        x[i] = keep;
        check("loss d/dx[i]", dx[i], (fp - fm) / (2 * h));
    }
    auto cube = +[](double a) { return a * a * std::sin(a); };
    double d = __enzyme_autodiff<double>((void *)cube, enzyme_out, 1.3);
    check("lambda d/da", d, (cube(1.3 + h) - cube(1.3 - h)) / (2 * h));
    double v[3] = {1.0, -0.5, 2.0};
    double t = __enzyme_fwddiff<double>((void *)loss, enzyme_const, &m, enzyme_dup, x, v);
    double xp[3], xm[3];
    for (int i = 0; i < 3; i++) {
        xp[i] = x[i] + h * v[i];
        xm[i] = x[i] - h * v[i];
    }
    check("loss forward along v", t, (loss(&m, xp) - loss(&m, xm)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
