// zyme's <enzyme/enzyme> with callable objects and reference activities:
// a capturing lambda (Active argument, reverse and forward), a functor
// over an array (Duplicated pointer), a function taking references
// (Duplicated<double &>, Const<double &>). Only through `zyme cc` (run by
// zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>
#include <enzyme/enzyme>

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-28s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

struct Energy {
    double k;
    double operator()(const double *p, int n) const {
        double e = 0;
        for (int i = 0; i < n; i++)
            e += k * p[i] * p[i] * p[i];
        return e;
    }
};

double springs(double &x, double &y, const double &k) { return k * std::sin(x) * y * y; }

int main() {
    const double h = 1e-6;
    double a = 2.5;
    auto wave = [&](double x) { return a * std::sin(x) * x; };
    double x = 0.8;
    double fd = (wave(x + h) - wave(x - h)) / (2 * h);
    auto g = enzyme::autodiff<enzyme::Reverse>(wave, enzyme::Active(x));
    check("lambda, reverse", enzyme::get<0>(enzyme::get<0>(g)), fd);
    auto t = enzyme::autodiff<enzyme::Forward>(wave, enzyme::Duplicated(x, 1.0));
    check("lambda, forward", enzyme::get<0>(t), fd);

    Energy energy{0.75};
    double p[3] = {1.0, -2.0, 0.5}, dp[3] = {0, 0, 0};
    enzyme::autodiff<enzyme::Reverse>(energy, enzyme::Duplicated(&p[0], &dp[0]), enzyme::Const(3));
    for (int i = 0; i < 3; i++) {
        double up[3] = {p[0], p[1], p[2]}, down[3] = {p[0], p[1], p[2]};
        up[i] += h;
        down[i] -= h;
        check("functor, dp[i]", dp[i], (energy(up, 3) - energy(down, 3)) / (2 * h));
    }

    double u = 0.6, v = 1.7, k = 3.0, du = 0, dv = 0;
    enzyme::autodiff<enzyme::Reverse>(springs, enzyme::Duplicated<double &>(u, du),
                                      enzyme::Duplicated<double &>(v, dv),
                                      enzyme::Const<const double &>(k));
    double u1 = u + h, u0 = u - h, v1 = v + h, v0 = v - h;
    check("reference, du", du, (springs(u1, v, k) - springs(u0, v, k)) / (2 * h));
    check("reference, dv", dv, (springs(u, v1, k) - springs(u, v0, k)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
