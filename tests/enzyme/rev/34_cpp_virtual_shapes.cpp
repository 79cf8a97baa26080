// C++ virtual calls in reverse mode: an abstract Shape with virtual
// double area() const, three derived classes, and total_area() summing the
// areas of an array of Shape* in a loop (dynamic dispatch on each element).
// The objects are dup: each shadow object is an object of the same class
// (same vtable) with zeroed fields, so the gradient of the total area w.r.t.
// every double field accumulates into the matching shadow field.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <cmath>
#include <cstdio>

extern "C" {
extern int enzyme_dup, enzyme_const;
double __enzyme_autodiff(void *, ...);
}

static int fails;
static void check(const char *what, double ad, double fd) {
    bool ok = std::fabs(ad - fd) <= 1e-6 * std::fmax(1.0, std::fabs(fd)) && std::fabs(fd) > 1e-9;
    std::printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

struct Shape {
    virtual double area() const = 0;
};
struct Circle : Shape {
    double r;
    explicit Circle(double r_) : r(r_) {}
    double area() const override { return M_PI * r * r; }
};
struct Rect : Shape {
    double w, h;
    Rect(double w_, double h_) : w(w_), h(h_) {}
    double area() const override { return w * h; }
};
struct Triangle : Shape {
    double a, b, c;
    Triangle(double a_, double b_, double c_) : a(a_), b(b_), c(c_) {}
    double area() const override {
        double s = 0.5 * (a + b + c);
        return std::sqrt(s * (s - a) * (s - b) * (s - c));
    }
};

static double total_area(Shape *const *shapes, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += shapes[i]->area() * (1.0 + 0.5 * i);
    return s;
}

int main() {
    const double h = 1e-6;
    Circle c(0.8), dc(0.0);
    Rect r(1.5, 0.4), dr(0.0, 0.0);
    Triangle t(3.0, 4.0, 4.5), dt(0.0, 0.0, 0.0);
    Shape *shapes[3] = {&r, &c, &t};
    Shape *dshapes[3] = {&dr, &dc, &dt};
    volatile int nv = 3;
    int n = nv;
    __enzyme_autodiff((void *)total_area, enzyme_dup, shapes, dshapes, enzyme_const, n);
    double *fields[6] = {&r.w, &r.h, &c.r, &t.a, &t.b, &t.c};
    double grads[6] = {dr.w, dr.h, dc.r, dt.a, dt.b, dt.c};
    const char *names[6] = {"d/d rect.w", "d/d rect.h", "d/d circle.r", "d/d tri.a", "d/d tri.b", "d/d tri.c"};
    for (int k = 0; k < 6; k++) {
        double s = *fields[k];
        *fields[k] = s + h; double fp = total_area(shapes, n);
        *fields[k] = s - h; double fm = total_area(shapes, n);
        *fields[k] = s;
        check(names[k], grads[k], (fp - fm) / (2 * h));
    }
    std::printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
