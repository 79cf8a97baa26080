// C++ classes with member functions and operator overloading in reverse
// mode: a small Vec3 (+, -, scalar *, dot, cross, norm, normalized) used by a
// rigid-body-like energy over an array of Vec3 (dup, viewed as doubles for
// the finite differences), and a class method called through a wrapper with
// the object itself dup.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const, enzyme_out;
double __enzyme_autodiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

struct Vec3 {
    double x, y, z;
    Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    Vec3 operator-(const Vec3 &o) const { return {x - o.x, y - o.y, z - o.z}; }
    Vec3 operator*(double s) const { return {x * s, y * s, z * s}; }
    Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    double dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    Vec3 cross(const Vec3 &o) const { return {y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x}; }
    double norm() const { return std::sqrt(dot(*this)); }
    Vec3 normalized() const { return *this * (1.0 / norm()); }
};
static Vec3 operator*(double s, const Vec3 &v) { return v * s; }

// sum_i |(p_i - c) x f_i| + (n_i . f_i)^2 with c the centroid and n_i = unit(p_i)
static double torque_energy(const Vec3 *p, const Vec3 *f, int n) {
    Vec3 c = {0, 0, 0};
    for (int i = 0; i < n; i++) c += p[i];
    c = (1.0 / n) * c;
    double e = 0;
    for (int i = 0; i < n; i++) {
        Vec3 r = p[i] - c;
        double d = p[i].normalized().dot(f[i]);
        e += r.cross(f[i]).norm() + d * d;
    }
    return e;
}

class Spring {
  public:
    Vec3 a, b;
    double k, rest;
    double energy() const { double d = (a - b).norm() - rest; return 0.5 * k * d * d; }
};
static double spring_energy(const Spring *s, double scale) { return scale * s->energy(); }

int main() {
    const double h = 1e-6;
    enum { N = 4 };
    Vec3 p[N] = {{1, 0.2, -0.3}, {-0.5, 1.1, 0.4}, {0.3, -0.7, 1.2}, {0.9, 0.8, 0.1}};
    Vec3 f[N] = {{0.2, 0.5, -1.0}, {1.0, -0.3, 0.6}, {-0.4, 0.9, 0.2}, {0.7, 0.1, -0.5}};
    Vec3 dp[N] = {}, df[N] = {};
    volatile int nv = N;
    __enzyme_autodiff((void *)torque_energy, enzyme_dup, p, dp, enzyme_dup, f, df, enzyme_const, (int)nv);
    char what[64];
    for (int arr = 0; arr < 2; arr++) {
        double *v = (double *)(arr ? f : p), *g = (double *)(arr ? df : dp);
        for (int i = 0; i < 3 * N; i++) {
            double s = v[i];
            v[i] = s + h; double ep = torque_energy(p, f, N);
            v[i] = s - h; double em = torque_energy(p, f, N);
            v[i] = s;
            std::snprintf(what, sizeof what, "torque d/d%c[%d]", arr ? 'f' : 'p', i);
            check(what, g[i], (ep - em) / (2 * h));
        }
    }
    Spring s = {{0.1, 0.2, 0.3}, {1.0, -0.5, 0.8}, 3.0, 0.9}, ds = {};
    double dscale = __enzyme_autodiff((void *)spring_energy, enzyme_dup, &s, &ds, enzyme_out, 1.7);
    check("spring d/dscale", dscale, s.energy());
    double *sv = (double *)&s, *sg = (double *)&ds;
    for (int i = 0; i < 8; i++) {
        double t = sv[i];
        sv[i] = t + h; double ep = spring_energy(&s, 1.7);
        sv[i] = t - h; double em = spring_energy(&s, 1.7);
        sv[i] = t;
        std::snprintf(what, sizeof what, "spring d/dfield[%d]", i);
        check(what, sg[i], (ep - em) / (2 * h));
    }
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
