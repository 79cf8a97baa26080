// C++: forward mode through a function template taking a callable (a
// lambda capturing the active parameters by value, and a functor struct),
// a static member function, and std::array.
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <array>
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const;
double __enzyme_fwddiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

template <typename F> double simpson(F f, double a, double b, int n) {
    double hh = (b - a) / n, s = f(a) + f(b);
    for (int i = 1; i < n; i++) s += f(a + i * hh) * (i % 2 ? 4 : 2);
    return s * hh / 3;
}
struct Damped {
    double k, c;
    double operator()(double t) const { return std::exp(-c * t) * std::cos(k * t); }
};
static double gauss_mass(double mu, double sigma) {
    return simpson([mu, sigma](double t) { return std::exp(-(t - mu) * (t - mu) / (2 * sigma * sigma)); }, -1.0, 2.0, 40);
}
static double damped_mass(double k, double c) { return simpson(Damped{k, c}, 0.0, 3.0, 30); }
struct Stats {
    static double weighted(const std::array<double, 4> *v) {
        double s = 0;
        for (std::size_t i = 0; i < v->size(); i++) s += (*v)[i] * (*v)[i] * double(i + 1);
        return std::log(1 + s);
    }
};

int main() {
    const double h = 1e-5;
    check("gauss d/dmu", __enzyme_fwddiff((void *)gauss_mass, 0.3, 1.0, 0.7, 0.0),
          (gauss_mass(0.3 + h, 0.7) - gauss_mass(0.3 - h, 0.7)) / (2 * h));
    check("gauss d/dsigma", __enzyme_fwddiff((void *)gauss_mass, 0.3, 0.0, 0.7, 1.0),
          (gauss_mass(0.3, 0.7 + h) - gauss_mass(0.3, 0.7 - h)) / (2 * h));
    check("damped d/dk", __enzyme_fwddiff((void *)damped_mass, 2.0, 1.0, enzyme_const, 0.5),
          (damped_mass(2.0 + h, 0.5) - damped_mass(2.0 - h, 0.5)) / (2 * h));
    check("damped d/dc", __enzyme_fwddiff((void *)damped_mass, enzyme_const, 2.0, 0.5, 1.0),
          (damped_mass(2.0, 0.5 + h) - damped_mass(2.0, 0.5 - h)) / (2 * h));
    std::array<double, 4> v{0.5, -1.2, 0.8, 0.3}, dv{1.0, 0.5, -0.5, 2.0}, vp, vm;
    for (int i = 0; i < 4; i++) { vp[i] = v[i] + h * dv[i]; vm[i] = v[i] - h * dv[i]; }
    check("Stats::weighted", __enzyme_fwddiff((void *)&Stats::weighted, &v, &dv),
          (Stats::weighted(&vp) - Stats::weighted(&vm)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
