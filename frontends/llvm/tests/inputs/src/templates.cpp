template <typename T, int N> struct Poly { T c[N]; T eval(T x) const { T r = 0; for (int i = N - 1; i >= 0; --i) r = r * x + c[i]; return r; } };
template <typename T> T sq(T x) { return x * x; }
double use_poly(double x) { Poly<double, 3> p{{1.0, 2.0, 3.0}}; return p.eval(x) + sq(x) + sq<float>(2.0f) + sq<int>(3); }
template <typename F> double deriv(F f, double x) { const double h = 1e-6; return (f(x + h) - f(x - h)) / (2 * h); }
double use_lambda(double y) { return deriv([y](double x) { return x * x * y; }, 3.0); }
