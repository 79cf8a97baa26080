// Polynomial class on std::vector<double>: +,-,*, evaluation, derivative, integral, division, Legendre recurrence.
#include <cstdio>
#include <vector>
#include <cmath>

class Poly {
    std::vector<double> c;  // c[i] * x^i
    void trim() { while (c.size() > 1 && c.back() == 0.0) c.pop_back(); }
public:
    Poly() : c(1, 0.0) {}
    Poly(std::initializer_list<double> l) : c(l) { trim(); }
    explicit Poly(std::vector<double> v) : c(std::move(v)) { if (c.empty()) c.push_back(0); trim(); }
    int degree() const { return static_cast<int>(c.size()) - 1; }
    double coef(int i) const { return i < static_cast<int>(c.size()) ? c[static_cast<size_t>(i)] : 0.0; }
    double operator()(double x) const { double r = 0; for (size_t i = c.size(); i-- > 0;) r = r * x + c[i]; return r; }
    Poly operator+(const Poly &o) const {
        std::vector<double> r(std::max(c.size(), o.c.size()), 0.0);
        for (size_t i = 0; i < r.size(); i++) r[i] = coef(static_cast<int>(i)) + o.coef(static_cast<int>(i));
        return Poly(r);
    }
    Poly operator*(double s) const { std::vector<double> r(c); for (double &x : r) x *= s; return Poly(r); }
    Poly operator-(const Poly &o) const { return *this + o * -1.0; }
    Poly operator*(const Poly &o) const {
        std::vector<double> r(c.size() + o.c.size() - 1, 0.0);
        for (size_t i = 0; i < c.size(); i++)
            for (size_t j = 0; j < o.c.size(); j++) r[i + j] += c[i] * o.c[j];
        return Poly(r);
    }
    Poly derivative() const {
        if (c.size() == 1) return Poly();
        std::vector<double> r(c.size() - 1);
        for (size_t i = 1; i < c.size(); i++) r[i - 1] = c[i] * static_cast<double>(i);
        return Poly(r);
    }
    Poly integral() const {
        std::vector<double> r(c.size() + 1, 0.0);
        for (size_t i = 0; i < c.size(); i++) r[i + 1] = c[i] / static_cast<double>(i + 1);
        return Poly(r);
    }
    void divmod(const Poly &d, Poly &q, Poly &rem) const {
        std::vector<double> r(c), qq(c.size() >= d.c.size() ? c.size() - d.c.size() + 1 : 1, 0.0);
        for (int i = degree() - d.degree(); i >= 0; i--) {
            double f = r[static_cast<size_t>(i + d.degree())] / d.c.back();
            qq[static_cast<size_t>(i)] = f;
            for (int j = 0; j <= d.degree(); j++) r[static_cast<size_t>(i + j)] -= f * d.c[static_cast<size_t>(j)];
        }
        r.resize(static_cast<size_t>(d.degree() > 0 ? d.degree() : 1));
        q = Poly(qq);
        rem = Poly(r);
    }
    void print(const char *name) const {
        std::printf("%s =", name);
        for (size_t i = c.size(); i-- > 0;) std::printf(" %+.4g*x^%zu", c[i], i);
        std::printf("\n");
    }
};

int main() {
    Poly p{1, -3, 0, 2};   // 2x^3 - 3x + 1
    Poly q{-1, 1};         // x - 1
    (p * q).print("p*q");
    (p + q).print("p+q");
    (p - p).print("p-p");
    p.derivative().print("p'");
    p.integral().print("int p");
    Poly quo, rem;
    p.divmod(q, quo, rem);
    quo.print("p/q");
    rem.print("p%q");
    std::printf("p(1.5)=%.6f p'(1.5)=%.6f integral 0..2 = %.6f\n", p(1.5), p.derivative()(1.5), p.integral()(2.0) - p.integral()(0.0));
    std::vector<Poly> L;
    L.push_back(Poly{1});
    L.push_back(Poly{0, 1});
    Poly x{0, 1};
    for (int n = 1; n < 8; n++) L.push_back((x * L[static_cast<size_t>(n)] * (2.0 * n + 1) - L[static_cast<size_t>(n - 1)] * n) * (1.0 / (n + 1)));
    L[5].print("P5");
    for (int n = 0; n <= 8; n += 2) std::printf("P%d(0.5)=%.10f P%d(1)=%.6f\n", n, L[static_cast<size_t>(n)](0.5), n, L[static_cast<size_t>(n)](1.0));
    // orthogonality: integral_{-1}^{1} P3 * P5 = 0, P4*P4 = 2/9
    Poly i35 = (L[3] * L[5]).integral(), i44 = (L[4] * L[4]).integral();
    std::printf("int P3P5=%.3e int P4P4=%.10f (2/9=%.10f)\n", std::fabs(i35(1) - i35(-1)) < 1e-14 ? 0.0 : i35(1) - i35(-1), i44(1) - i44(-1), 2.0 / 9);
    return 0;
}
