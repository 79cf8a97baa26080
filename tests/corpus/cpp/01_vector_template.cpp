// Templated fixed-size Vector<T,N>, generic dot<T>, template recursion, non-type template params.
#include <cstdio>
#include <cmath>
#include <cstdint>

template <typename T, int N>
struct Vector {
    T v[N];
    Vector() { for (int i = 0; i < N; i++) v[i] = T(0); }
    explicit Vector(T fill) { for (int i = 0; i < N; i++) v[i] = fill; }
    T &operator[](int i) { return v[i]; }
    const T &operator[](int i) const { return v[i]; }
    Vector operator+(const Vector &o) const { Vector r; for (int i = 0; i < N; i++) r.v[i] = v[i] + o.v[i]; return r; }
    Vector operator-(const Vector &o) const { Vector r; for (int i = 0; i < N; i++) r.v[i] = v[i] - o.v[i]; return r; }
    Vector operator*(T s) const { Vector r; for (int i = 0; i < N; i++) r.v[i] = v[i] * s; return r; }
    Vector &operator+=(const Vector &o) { for (int i = 0; i < N; i++) v[i] += o.v[i]; return *this; }
    static constexpr int size() { return N; }
};

template <typename T, int N>
T dot(const Vector<T, N> &a, const Vector<T, N> &b) {
    T s = T(0);
    for (int i = 0; i < N; i++) s += a[i] * b[i];
    return s;
}

template <typename T>
T dot(const T *a, const T *b, int n) {
    T s = T(0);
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

template <typename T, int N>
double norm(const Vector<T, N> &a) { return std::sqrt(static_cast<double>(dot(a, a))); }

template <int N> struct Factorial { static const long long value = N * Factorial<N - 1>::value; };
template <> struct Factorial<0> { static const long long value = 1; };

template <typename T> T max_of(T a) { return a; }
template <typename T, typename... Rest> T max_of(T a, Rest... rest) {
    T m = max_of(rest...);
    return a > m ? a : m;
}

template <typename T, int N>
void print_vec(const char *name, const Vector<T, N> &v, const char *fmt) {
    std::printf("%s = [", name);
    for (int i = 0; i < N; i++) { std::printf(fmt, static_cast<double>(v[i])); if (i + 1 < N) std::printf(", "); }
    std::printf("]\n");
}

int main() {
    Vector<double, 4> a, b(0.5);
    for (int i = 0; i < 4; i++) a[i] = i + 1.0;
    Vector<double, 4> c = a + b * 2.0 - Vector<double, 4>(0.25);
    print_vec("c", c, "%.3f");
    std::printf("dot(a,b)=%.4f dot(a,c)=%.4f |c|=%.9f size=%d\n", dot(a, b), dot(a, c), norm(c), Vector<double, 4>::size());
    Vector<int, 6> ia, ib;
    for (int i = 0; i < 6; i++) { ia[i] = i * i - 3; ib[i] = 2 - i; }
    ia += ib;
    std::printf("int dot=%d int norm=%.9f\n", dot(ia, ib), norm(ia));
    Vector<float, 3> fa(1.5f), fb(2.0f);
    std::printf("float dot=%.4f\n", static_cast<double>(dot(fa, fb)));
    int64_t xs[5] = {1, 2, 3, 4, 5}, ys[5] = {10, 20, 30, 40, 50};
    std::printf("generic dot<int64_t>=%lld\n", static_cast<long long>(dot(xs, ys, 5)));
    double dx[3] = {0.1, 0.2, 0.3};
    std::printf("generic dot<double>=%.6f\n", dot(dx, dx, 3));
    std::printf("Factorial<15>=%lld Factorial<20>=%lld\n", Factorial<15>::value, Factorial<20>::value);
    std::printf("max_of ints=%d doubles=%.2f\n", max_of(3, 9, -2, 7), max_of(1.5, -0.5, 2.25));
    Vector<Vector<double, 2>, 3> nested;
    for (int i = 0; i < 3; i++) { nested[i][0] = i; nested[i][1] = -i * 0.5; }
    double s = 0;
    for (int i = 0; i < 3; i++) s += dot(nested[i], nested[i]);
    std::printf("nested sum of squares=%.4f\n", s);
    return 0;
}
