// Enzyme's C++ interface, `#include <enzyme/enzyme>` (zyme's own header,
// which `zyme cc` puts on the include path): enzyme::autodiff with the
// Reverse, ReverseWithPrimal and Forward modes, Active / Const /
// Duplicated / DuplicatedNoNeed arguments, the default result activity
// and an explicit one (a Const result: only what flows into duplicated
// memory is differentiated; a Duplicated forward result: primal and
// tangent), and structured bindings of the returned enzyme::tuple.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>
#include <enzyme/enzyme>

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-30s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f2(double x, double y) { return std::sin(x) * y + x * x * std::exp(0.3 * y); }

static double weighted(const double *v, double s, int n) {
    double acc = 0;
    for (int i = 0; i < n; i++) acc += std::cos(v[i] * s) * (i + 1);
    return acc;
}

// Writes into out and returns a value the caller treats as constant.
static double scale_into(const double *v, double *out, int n) {
    double total = 0;
    for (int i = 0; i < n; i++) {
        out[i] = v[i] * v[i] * 0.5 + std::sin(v[i]);
        total += out[i];
    }
    return total;
}

int main() {
    const double h = 1e-6;
    double x = 0.7, y = -1.3;

    // Reverse, two active scalars: tuple<tuple<double, double>>.
    auto g = enzyme::autodiff<enzyme::Reverse>(f2, enzyme::Active(x), enzyme::Active(y));
    auto [dx, dy] = enzyme::get<0>(g);
    check("Reverse d/dx", dx, (f2(x + h, y) - f2(x - h, y)) / (2 * h));
    check("Reverse d/dy", dy, (f2(x, y + h) - f2(x, y - h)) / (2 * h));

    // ReverseWithPrimal: tuple<tuple<gradients>, primal>.
    auto gp = enzyme::autodiff<enzyme::ReverseWithPrimal>(f2, enzyme::Active(x), enzyme::Const(y));
    check("ReverseWithPrimal d/dx", enzyme::get<0>(enzyme::get<0>(gp)),
          (f2(x + h, y) - f2(x - h, y)) / (2 * h));
    check("ReverseWithPrimal primal", enzyme::get<1>(gp), f2(x, y));

    // Duplicated memory, an Active scalar, a Const int.
    double v[4] = {0.3, -0.8, 1.1, 0.45}, dv[4] = {0, 0, 0, 0};
    double s = 1.7;
    auto gw = enzyme::autodiff<enzyme::Reverse>(weighted, enzyme::Duplicated(v, dv),
                                                enzyme::Active(s), enzyme::Const(4));
    double ds = enzyme::get<0>(enzyme::get<0>(gw));
    check("weighted d/ds", ds, (weighted(v, s + h, 4) - weighted(v, s - h, 4)) / (2 * h));
    char what[64];
    for (int i = 0; i < 4; i++) {
        double keep = v[i];
        v[i] = keep + h; double fp = weighted(v, s, 4);
        v[i] = keep - h; double fm = weighted(v, s, 4);
        v[i] = keep;
        std::snprintf(what, sizeof what, "weighted d/dv[%d]", i);
        check(what, dv[i], (fp - fm) / (2 * h));
    }

    // A Const result: the gradient of sum(out * w) comes through the
    // shadow of out only (seeded with w), not through the return value.
    double u[3] = {0.2, -0.6, 1.4}, du[3] = {0, 0, 0};
    double out[3], dout[3] = {1.0, -2.0, 0.5};
    const double w[3] = {1.0, -2.0, 0.5};
    enzyme::autodiff<enzyme::Reverse, enzyme::Const<double>>(
        scale_into, enzyme::Duplicated<const double *>(u, du),
        enzyme::Duplicated<double *>(out, dout), enzyme::Const(3));
    auto loss = [&]() {
        double o[3];
        scale_into(u, o, 3);
        return w[0] * o[0] + w[1] * o[1] + w[2] * o[2];
    };
    for (int i = 0; i < 3; i++) {
        double keep = u[i];
        u[i] = keep + h; double fp = loss();
        u[i] = keep - h; double fm = loss();
        u[i] = keep;
        std::snprintf(what, sizeof what, "const result d/du[%d]", i);
        check(what, du[i], (fp - fm) / (2 * h));
    }

    // Forward, default (DuplicatedNoNeed result): tuple<tangent>.
    double tx = 1.0, ty = 0.5;
    auto t = enzyme::autodiff<enzyme::Forward>(f2, enzyme::Duplicated(x, tx), enzyme::Duplicated(y, ty));
    double fd_dir = (f2(x + h * tx, y + h * ty) - f2(x - h * tx, y - h * ty)) / (2 * h);
    check("Forward tangent", enzyme::get<0>(t), fd_dir);

    // Forward with a Duplicated result: tuple<primal, tangent>.
    auto pt = enzyme::autodiff<enzyme::Forward, enzyme::Duplicated<double>>(
        f2, enzyme::Duplicated(x, tx), enzyme::Const(y));
    check("Forward primal", enzyme::get<0>(pt), f2(x, y));
    check("Forward tangent (y const)", enzyme::get<1>(pt), (f2(x + h, y) - f2(x - h, y)) / (2 * h));

    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
