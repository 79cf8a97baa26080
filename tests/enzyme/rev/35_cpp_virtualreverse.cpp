// C++ virtual call through an abstract functor class in reverse mode, written
// the way Enzyme documents it: the shadow object's vtable pointer is replaced
// by __enzyme_virtualreverse(vtable) so the virtual call on the shadow finds
// the derivative. weighted(x, f) = x * (*f)(x) + f->scale(); gradient w.r.t.
// x (enzyme_out, returned) and the functor's fields (dup), for two classes.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const, enzyme_out;
double __enzyme_autodiff(void *, ...);
void *__enzyme_virtualreverse(void *);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

class Function {
  public:
    virtual double operator()(double x) const = 0;
    virtual double scale() const = 0;
};
class Poly : public Function {
  public:
    double a, b;
    Poly(double a_, double b_) : a(a_), b(b_) {}
    double operator()(double x) const override { return a * x * x + std::sin(b * x); }
    double scale() const override { return a * b; }
};
class Decay : public Function {
  public:
    double k;
    explicit Decay(double k_) : k(k_) {}
    double operator()(double x) const override { return std::exp(-k * x) * std::cos(x); }
    double scale() const override { return std::log(k); }
};

static double weighted(double x, const Function *f) { return x * (*f)(x) + f->scale(); }

int main() {
    const double h = 1e-6;
    const double x = 0.9;
    Poly p(1.5, 2.0), dp(0.0, 0.0);
    Decay d(0.7), dd(0.0);
    *(void **)&dp = __enzyme_virtualreverse(*(void **)&dp);
    *(void **)&dd = __enzyme_virtualreverse(*(void **)&dd);

    double gx = __enzyme_autodiff((void *)weighted, enzyme_out, x, enzyme_dup, (const Function *)&p,
                                  (const Function *)&dp);
    check("Poly d/dx", gx, (weighted(x + h, &p) - weighted(x - h, &p)) / (2 * h));
    Poly pa(1.5 + h, 2.0), pb(1.5 - h, 2.0);
    check("Poly d/da", dp.a, (weighted(x, &pa) - weighted(x, &pb)) / (2 * h));
    Poly qa(1.5, 2.0 + h), qb(1.5, 2.0 - h);
    check("Poly d/db", dp.b, (weighted(x, &qa) - weighted(x, &qb)) / (2 * h));

    gx = __enzyme_autodiff((void *)weighted, enzyme_out, x, enzyme_dup, (const Function *)&d, (const Function *)&dd);
    check("Decay d/dx", gx, (weighted(x + h, &d) - weighted(x - h, &d)) / (2 * h));
    Decay da(0.7 + h), db(0.7 - h);
    check("Decay d/dk", dd.k, (weighted(x, &da) - weighted(x, &db)) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
