// C++: forward mode through a small Vec3 value class with overloaded
// operators, references and inline member functions (torque magnitude
// and a normalised direction), plus a member function template.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const;
double __enzyme_fwddiff(void *, ...);
void __enzyme_fwddiff_v(void *, ...);
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
    double dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    Vec3 cross(const Vec3 &o) const { return {y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x}; }
    double norm() const { return std::sqrt(dot(*this)); }
    template <typename F> Vec3 map(F f) const { return {f(x), f(y), f(z)}; }
};

static double torque(const Vec3 *r, const Vec3 *f, const Vec3 *pivot) {
    Vec3 arm = *r - *pivot;
    return arm.cross(*f).norm() + 0.5 * arm.dot(*f);
}
static void direction(Vec3 *out, const Vec3 *a, const Vec3 *b) {
    Vec3 d = (*b - *a).map([](double v) { return v + 0.1 * v * v; });
    *out = d * (1.0 / d.norm());
}

int main() {
    const double h = 1e-5;
    Vec3 r{1.0, 0.5, -0.3}, dr{0.2, -0.4, 1.0}, f{-0.7, 1.2, 0.4}, df{1.0, 0.3, -0.5};
    Vec3 piv{0.1, 0.1, 0.1}, dpiv{-0.2, 0.1, 0.3};
    Vec3 rp = r + dr * h, rm = r - dr * h, fp = f + df * h, fm = f - df * h;
    Vec3 pp = piv + dpiv * h, pm = piv - dpiv * h;
    check("torque", __enzyme_fwddiff((void *)torque, &r, &dr, &f, &df, enzyme_dup, &piv, &dpiv),
          (torque(&rp, &fp, &pp) - torque(&rm, &fm, &pm)) / (2 * h));
    Vec3 out, dout, op, om;
    __enzyme_fwddiff_v((void *)direction, &out, &dout, &r, &dr, &f, &df);
    direction(&op, &rp, &fp);
    direction(&om, &rm, &fm);
    check("direction.x", dout.x, (op.x - om.x) / (2 * h));
    check("direction.y", dout.y, (op.y - om.y) / (2 * h));
    check("direction.z", dout.z, (op.z - om.z) / (2 * h));
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
