// std::complex<double> in reverse and forward mode: operators (the
// runtime's __muldc3 / __divdc3 at -O0), std::exp, std::sqrt, std::log,
// std::abs and std::norm on a small polynomial evaluated by Horner's rule
// over an array of complex coefficients (duplicated memory).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <complex>
#include <cstdio>

extern "C" {
extern int enzyme_out, enzyme_dup, enzyme_const;
double __enzyme_autodiff(void *, ...);
double __enzyme_fwddiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef std::complex<double> cd;

static double g(const cd *coef, int n, double t) {
    cd z(t, 0.5 * t);
    cd p = 0;
    for (int i = n - 1; i >= 0; i--) p = p * z + coef[i];
    cd q = std::exp(p / (z + 3.0)) + std::sqrt(p) * std::log(z + 2.0);
    return std::abs(q) + std::norm(p) * 0.1;
}

int main() {
    const double h = 1e-6, t = 0.6;
    cd coef[4] = {cd(1.0, 0.2), cd(-0.5, 0.3), cd(0.25, -0.1), cd(0.3, 0.05)};
    cd dcoef[4] = {0, 0, 0, 0};
    double dt = __enzyme_autodiff((void *)g, enzyme_dup, coef, dcoef, enzyme_const, 4, enzyme_out, t);
    check("reverse d/dt", dt, (g(coef, 4, t + h) - g(coef, 4, t - h)) / (2 * h));
    for (int i = 0; i < 4; i++) {
        cd keep = coef[i];
        coef[i] = keep + h; double fp = g(coef, 4, t);
        coef[i] = keep - h; double fm = g(coef, 4, t);
        coef[i] = keep;
        check("reverse d/dRe coef[i]", dcoef[i].real(), (fp - fm) / (2 * h));
        coef[i] = keep + cd(0, h); fp = g(coef, 4, t);
        coef[i] = keep - cd(0, h); fm = g(coef, 4, t);
        coef[i] = keep;
        check("reverse d/dIm coef[i]", dcoef[i].imag(), (fp - fm) / (2 * h));
    }
    cd zero[4] = {0, 0, 0, 0};
    double ft = __enzyme_fwddiff((void *)g, enzyme_dup, coef, zero, enzyme_const, 4, enzyme_dup, t, 1.0);
    check("forward d/dt", ft, (g(coef, 4, t + h) - g(coef, 4, t - h)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
