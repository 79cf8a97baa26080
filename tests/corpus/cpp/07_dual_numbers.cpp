// Forward-mode automatic differentiation with dual numbers (operator overloading, templates, math overloads).
#include <cstdio>
#include <cmath>

struct Dual {
    double v, d;
    constexpr Dual(double v_ = 0, double d_ = 0) : v(v_), d(d_) {}
};

inline Dual operator+(Dual a, Dual b) { return {a.v + b.v, a.d + b.d}; }
inline Dual operator-(Dual a, Dual b) { return {a.v - b.v, a.d - b.d}; }
inline Dual operator*(Dual a, Dual b) { return {a.v * b.v, a.d * b.v + a.v * b.d}; }
inline Dual operator/(Dual a, Dual b) { return {a.v / b.v, (a.d * b.v - a.v * b.d) / (b.v * b.v)}; }
inline Dual operator-(Dual a) { return {-a.v, -a.d}; }
inline Dual sin(Dual a) { return {std::sin(a.v), a.d * std::cos(a.v)}; }
inline Dual cos(Dual a) { return {std::cos(a.v), -a.d * std::sin(a.v)}; }
inline Dual exp(Dual a) { double e = std::exp(a.v); return {e, a.d * e}; }
inline Dual log(Dual a) { return {std::log(a.v), a.d / a.v}; }
inline Dual sqrt(Dual a) { double s = std::sqrt(a.v); return {s, a.d / (2 * s)}; }
inline Dual pow(Dual a, double p) { return {std::pow(a.v, p), a.d * p * std::pow(a.v, p - 1)}; }

template <typename T> T f1(T x) { return x * x * x - T(2) * x + T(1); }
template <typename T> T f2(T x) { using std::sin; using std::exp; return sin(x) * exp(-x * x / T(4)); }
template <typename T> T f3(T x) { using std::log; using std::sqrt; return log(T(1) + x * x) / sqrt(x + T(2)); }
template <typename T> T rosen(T x, T y) { T a = T(1) - x, b = y - x * x; return a * a + T(100) * b * b; }

template <typename F>
static void check(const char *name, F f, double x) {
    Dual r = f(Dual(x, 1.0));
    double h = 1e-6;
    double fd = (f(Dual(x + h)).v - f(Dual(x - h)).v) / (2 * h);
    std::printf("%-4s x=%5.2f f=%.10f f'=%.10f  |f'-fd|<1e-6: %d\n", name, x, r.v, r.d, (int)(std::fabs(r.d - fd) < 1e-6));
}

int main() {
    for (double x = -1.5; x <= 1.5; x += 1.0) {
        check("f1", [](Dual t) { return f1(t); }, x);
        check("f2", [](Dual t) { return f2(t); }, x);
        check("f3", [](Dual t) { return f3(t); }, x);
    }
    std::printf("plain double f1(2)=%.4f f2(0.5)=%.9f\n", f1(2.0), f2(0.5));
    // gradient descent on Rosenbrock using dual numbers for each partial derivative
    double x = -1.2, y = 1.0, lr = 0.001;
    for (int it = 0; it < 20000; it++) {
        double gx = rosen(Dual(x, 1), Dual(y, 0)).d;
        double gy = rosen(Dual(x, 0), Dual(y, 1)).d;
        x -= lr * gx;
        y -= lr * gy;
        if ((it + 1) % 5000 == 0) std::printf("iter %5d x=%.8f y=%.8f f=%.3e\n", it + 1, x, y, rosen(x, y));
    }
    // Newton's method with automatic derivatives: solve f3(x) = 0.3
    double z = 1.0;
    for (int i = 0; i < 30; i++) {
        Dual r = f3(Dual(z, 1.0)) - Dual(0.3);
        z -= r.v / r.d;
    }
    std::printf("f3(z)=0.3 at z=%.12f\n", z);
    Dual p = pow(Dual(2.0, 1.0), 3.5);
    std::printf("d/dx x^3.5 at 2: %.10f (exact %.10f)\n", p.d, 3.5 * std::pow(2.0, 2.5));
    return 0;
}
