// C++: forward mode of a function template instantiation (passed as
// (void *)fn<double>), of a non-type-template loop, and of a class method
// called through a free wrapper function, with the object itself dup (its
// double members get tangents; its int member is ignored).
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

template <typename T> T blend(T x, T k) { return x * x * (T(3) - T(2) * x) * k + std::sin(k * x); }
template <typename T, int N> T sumsq(const T *x) {
    T s = T(0);
    for (int i = 0; i < N; i++) s += x[i] * x[i] * T(i + 1);
    return std::sqrt(s);
}

class Spring {
  public:
    Spring(double k, double rest, int id) : k_(k), rest_(rest), id_(id) {}
    double energy(const double *p) const {
        double d = std::hypot(p[0] - p[2], p[1] - p[3]) - rest_;
        return 0.5 * k_ * d * d + 0.01 * id_;
    }
  private:
    double k_, rest_;
    int id_;
};
static double spring_energy(const Spring *s, const double *p) { return s->energy(p); }

int main() {
    const double h = 1e-5;
    check("blend<double> dx", __enzyme_fwddiff((void *)blend<double>, 0.3, 1.0, enzyme_const, 1.7),
          (blend(0.3 + h, 1.7) - blend(0.3 - h, 1.7)) / (2 * h));
    check("blend<double> dk", __enzyme_fwddiff((void *)blend<double>, 0.3, 0.0, 1.7, 1.0),
          (blend(0.3, 1.7 + h) - blend(0.3, 1.7 - h)) / (2 * h));
    double x[5] = {0.5, -1.0, 2.0, 0.1, 0.7}, dx[5] = {1, 0.5, -0.25, 2, -1}, xp[5], xm[5];
    for (int i = 0; i < 5; i++) { xp[i] = x[i] + h * dx[i]; xm[i] = x[i] - h * dx[i]; }
    check("sumsq<double,5>", __enzyme_fwddiff((void *)sumsq<double, 5>, x, dx),
          (sumsq<double, 5>(xp) - sumsq<double, 5>(xm)) / (2 * h));
    Spring s(3.0, 0.8, 7), ds(0.5, -0.2, 0);
    double p[4] = {0.1, 0.2, 1.3, -0.4}, dp[4] = {0.3, -0.1, 0.2, 0.6}, pp[4], pm[4];
    for (int i = 0; i < 4; i++) { pp[i] = p[i] + h * dp[i]; pm[i] = p[i] - h * dp[i]; }
    Spring sp(3.0 + h * 0.5, 0.8 - h * 0.2, 7), sm(3.0 - h * 0.5, 0.8 + h * 0.2, 7);
    check("spring (object dup)", __enzyme_fwddiff((void *)spring_energy, enzyme_dup, &s, &ds, enzyme_dup, p, dp),
          (spring_energy(&sp, pp) - spring_energy(&sm, pm)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
