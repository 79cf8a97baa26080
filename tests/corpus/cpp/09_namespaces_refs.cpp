// Namespaces (nested, anonymous, aliases), references (in/out params, returning refs), overloading, default args.
#include <cstdio>
#include <cmath>

namespace geo {
struct Point { double x, y; };
namespace detail {
inline double sq(double v) { return v * v; }
}
double distance(const Point &a, const Point &b) { return std::sqrt(detail::sq(a.x - b.x) + detail::sq(a.y - b.y)); }
void translate(Point &p, double dx, double dy = 0.0) { p.x += dx; p.y += dy; }
Point centroid(const Point *pts, int n) {
    Point c{0, 0};
    for (int i = 0; i < n; i++) { c.x += pts[i].x; c.y += pts[i].y; }
    return {c.x / n, c.y / n};
}
double polygon_area(const Point *pts, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        const Point &a = pts[i], &b = pts[(i + 1) % n];
        s += a.x * b.y - b.x * a.y;
    }
    return 0.5 * std::fabs(s);
}
} // namespace geo

namespace stats {
namespace {
int calls = 0;
}
double mean(const double *v, int n) { calls++; double s = 0; for (int i = 0; i < n; i++) s += v[i]; return s / n; }
void minmax(const double *v, int n, double &lo, double &hi) {
    calls++;
    lo = hi = v[0];
    for (int i = 1; i < n; i++) { if (v[i] < lo) lo = v[i]; if (v[i] > hi) hi = v[i]; }
}
double &largest(double *v, int n) {
    int k = 0;
    for (int i = 1; i < n; i++) if (v[i] > v[k]) k = i;
    return v[k];
}
int call_count() { return calls; }
} // namespace stats

namespace util {
int clamp(int v, int lo, int hi) { return v < lo ? lo : v > hi ? hi : v; }
double clamp(double v, double lo = 0.0, double hi = 1.0) { return v < lo ? lo : v > hi ? hi : v; }
void swap(int &a, int &b) { int t = a; a = b; b = t; }
void swap(double &a, double &b) { double t = a; a = b; b = t; }
}

namespace g = geo;

int main() {
    g::Point pts[5] = {{0, 0}, {4, 0}, {5, 3}, {2, 5}, {-1, 2}};
    std::printf("area=%.4f\n", g::polygon_area(pts, 5));
    g::Point c = g::centroid(pts, 5);
    std::printf("centroid=(%.4f, %.4f)\n", c.x, c.y);
    std::printf("dist p0-p2=%.9f\n", g::distance(pts[0], pts[2]));
    for (auto &p : pts) g::translate(p, 1.5);
    g::translate(pts[0], 0, -2);
    std::printf("after translate p0=(%.2f,%.2f) p4=(%.2f,%.2f) area=%.4f\n", pts[0].x, pts[0].y, pts[4].x, pts[4].y,
                g::polygon_area(pts, 5));
    double v[6] = {3.5, -1.25, 8.0, 2.0, 7.5, 0.0};
    double lo, hi;
    stats::minmax(v, 6, lo, hi);
    std::printf("mean=%.4f min=%.2f max=%.2f\n", stats::mean(v, 6), lo, hi);
    stats::largest(v, 6) = -100.0;  // assign through a returned reference
    stats::largest(v, 6) *= 2;
    std::printf("after ref writes:");
    for (double x : v) std::printf(" %.2f", x);
    std::printf("\ncalls=%d\n", stats::call_count());
    int a = 3, b = 9;
    double da = 1.5, db = -2.5;
    util::swap(a, b);
    util::swap(da, db);
    std::printf("swapped ints %d %d doubles %.1f %.1f\n", a, b, da, db);
    std::printf("clamp int %d %d, clamp double %.2f %.2f %.2f\n", util::clamp(15, 0, 10), util::clamp(-3, 0, 10),
                util::clamp(1.7), util::clamp(-0.2), util::clamp(5.5, 2.0, 4.0));
    const int &cref = a;
    a += 100;
    std::printf("const ref sees %d\n", cref);
    int arr[4] = {1, 2, 3, 4};
    int (&aref)[4] = arr;
    for (int &x : aref) x *= x;
    std::printf("array via ref: %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
    return 0;
}
