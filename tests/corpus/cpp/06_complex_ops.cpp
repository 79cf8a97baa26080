// Operator overloading on a Complex class: arithmetic, comparisons, polynomial roots (Durand-Kerner), DFT.
#include <cstdio>
#include <cmath>

class Complex {
public:
    double re, im;
    constexpr Complex(double r = 0, double i = 0) : re(r), im(i) {}
    Complex operator+(const Complex &o) const { return {re + o.re, im + o.im}; }
    Complex operator-(const Complex &o) const { return {re - o.re, im - o.im}; }
    Complex operator*(const Complex &o) const { return {re * o.re - im * o.im, re * o.im + im * o.re}; }
    Complex operator/(const Complex &o) const {
        double d = o.re * o.re + o.im * o.im;
        return {(re * o.re + im * o.im) / d, (im * o.re - re * o.im) / d};
    }
    Complex operator-() const { return {-re, -im}; }
    Complex &operator+=(const Complex &o) { re += o.re; im += o.im; return *this; }
    Complex &operator*=(const Complex &o) { *this = *this * o; return *this; }
    bool operator==(const Complex &o) const { return re == o.re && im == o.im; }
    double abs() const { return std::hypot(re, im); }
    double arg() const { return std::atan2(im, re); }
    Complex conj() const { return {re, -im}; }
    static Complex polar(double r, double t) { return {r * std::cos(t), r * std::sin(t)}; }
};

inline Complex operator*(double s, const Complex &c) { return {s * c.re, s * c.im}; }

static Complex cexp(const Complex &z) { return Complex::polar(std::exp(z.re), z.im); }

static Complex cpow(Complex z, int n) {
    Complex r(1, 0);
    while (n > 0) { if (n & 1) r *= z; z *= z; n >>= 1; }
    return r;
}

static double zero(double v) { return std::fabs(v) < 5e-10 ? 0.0 : v; }

int main() {
    Complex a(3, 4), b(1, -2);
    Complex c = a * b + a / b - 2.0 * b.conj();
    std::printf("c = %.6f %+.6fi |a|=%.6f arg(a)=%.9f\n", c.re, c.im, a.abs(), a.arg());
    Complex e = cexp(Complex(0, M_PI));
    std::printf("e^(i pi) = %.6f %+.6fi\n", zero(e.re), zero(e.im));
    Complex p = cpow(Complex(1, 1), 10);
    std::printf("(1+i)^10 = %.1f %+.1fi\n", zero(p.re), zero(p.im));
    std::printf("equality: %d %d\n", (int)(Complex(1, 2) == Complex(1, 2)), (int)(a == b));
    // Durand-Kerner for z^4 - 1 = 0 and z^3 - 2z + 2 = 0
    const double coefs[2][5] = {{-1, 0, 0, 0, 1}, {2, -2, 0, 1, 0}};
    const int degs[2] = {4, 3};
    for (int pi = 0; pi < 2; pi++) {
        int n = degs[pi];
        Complex z[4];
        for (int i = 0; i < n; i++) z[i] = cpow(Complex(0.4, 0.9), i);
        for (int it = 0; it < 500; it++) {
            for (int i = 0; i < n; i++) {
                Complex num(coefs[pi][n], 0);
                for (int k = n - 1; k >= 0; k--) num = num * z[i] + Complex(coefs[pi][k], 0);
                Complex den(1, 0);
                for (int j = 0; j < n; j++) if (j != i) den *= (z[i] - z[j]);
                z[i] = z[i] - num / den;
            }
        }
        // order roots by (re, im) for stable output
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if (z[j].re < z[i].re - 1e-9 || (std::fabs(z[j].re - z[i].re) < 1e-9 && z[j].im < z[i].im)) {
                    Complex t = z[i]; z[i] = z[j]; z[j] = t;
                }
        std::printf("poly %d roots:", pi);
        for (int i = 0; i < n; i++) std::printf(" (%.9f,%.9f)", zero(z[i].re), zero(z[i].im));
        std::printf("\n");
    }
    // naive DFT of a short signal
    const int N = 8;
    Complex x[N], X[N];
    for (int i = 0; i < N; i++) x[i] = Complex(i < 4 ? 1.0 : 0.0, 0);
    for (int k = 0; k < N; k++) {
        Complex s;
        for (int n = 0; n < N; n++) s += x[n] * Complex::polar(1.0, -2 * M_PI * k * n / N);
        X[k] = s;
        std::printf("X[%d] = %9.6f %+9.6fi\n", k, zero(s.re), zero(s.im));
    }
    double energy_t = 0, energy_f = 0;
    for (int i = 0; i < N; i++) { energy_t += x[i].abs() * x[i].abs(); energy_f += X[i].abs() * X[i].abs(); }
    std::printf("parseval: %.9f %.9f\n", energy_t, energy_f / N);
    return 0;
}
