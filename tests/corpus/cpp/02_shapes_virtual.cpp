// Virtual dispatch through a base class: shapes with area()/perimeter(), virtual destructors, overrides.
#include <cstdio>
#include <cmath>
#include <cstring>

static int live_objects = 0;

class Shape {
public:
    explicit Shape(const char *n) { std::strncpy(name, n, sizeof name - 1); name[sizeof name - 1] = 0; live_objects++; }
    virtual ~Shape() { live_objects--; }
    virtual double area() const = 0;
    virtual double perimeter() const = 0;
    virtual void scale(double k) = 0;
    virtual const char *kind() const { return "shape"; }
    const char *label() const { return name; }
    double compactness() const { double p = perimeter(); return 4 * M_PI * area() / (p * p); }
private:
    char name[16];
};

class Circle : public Shape {
    double r;
public:
    Circle(const char *n, double r_) : Shape(n), r(r_) {}
    double area() const override { return M_PI * r * r; }
    double perimeter() const override { return 2 * M_PI * r; }
    void scale(double k) override { r *= k; }
    const char *kind() const override { return "circle"; }
};

class Rect : public Shape {
protected:
    double w, h;
public:
    Rect(const char *n, double w_, double h_) : Shape(n), w(w_), h(h_) {}
    double area() const override { return w * h; }
    double perimeter() const override { return 2 * (w + h); }
    void scale(double k) override { w *= k; h *= k; }
    const char *kind() const override { return "rect"; }
};

class Square final : public Rect {
public:
    Square(const char *n, double s) : Rect(n, s, s) {}
    const char *kind() const override { return "square"; }
};

class Triangle : public Shape {
    double a, b, c;
public:
    Triangle(const char *n, double a_, double b_, double c_) : Shape(n), a(a_), b(b_), c(c_) {}
    double area() const override { double s = 0.5 * (a + b + c); return std::sqrt(s * (s - a) * (s - b) * (s - c)); }
    double perimeter() const override { return a + b + c; }
    void scale(double k) override { a *= k; b *= k; c *= k; }
};

class RegularPolygon : public Shape {
    int n; double side;
public:
    RegularPolygon(const char *nm, int n_, double s) : Shape(nm), n(n_), side(s) {}
    double area() const override { return n * side * side / (4 * std::tan(M_PI / n)); }
    double perimeter() const override { return n * side; }
    void scale(double k) override { side *= k; }
    const char *kind() const override { return "ngon"; }
};

static double total_area(Shape *const *shapes, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += shapes[i]->area();
    return s;
}

int main() {
    Shape *shapes[] = {
        new Circle("c1", 1.0), new Rect("r1", 2.0, 3.5), new Square("s1", 1.5),
        new Triangle("t1", 3, 4, 5), new RegularPolygon("hex", 6, 1.0), new RegularPolygon("oct", 8, 0.5),
        new Circle("c2", 0.25),
    };
    const int n = sizeof shapes / sizeof shapes[0];
    std::printf("live=%d\n", live_objects);
    for (int i = 0; i < n; i++)
        std::printf("%-4s %-7s area=%10.6f perim=%10.6f compact=%.6f\n", shapes[i]->label(), shapes[i]->kind(),
                    shapes[i]->area(), shapes[i]->perimeter(), shapes[i]->compactness());
    std::printf("total area=%.6f\n", total_area(shapes, n));
    for (int i = 0; i < n; i++) shapes[i]->scale(i % 2 ? 2.0 : 0.5);
    std::printf("total area after scale=%.6f\n", total_area(shapes, n));
    int best = 0;
    for (int i = 1; i < n; i++) if (shapes[i]->compactness() > shapes[best]->compactness()) best = i;
    std::printf("most compact: %s\n", shapes[best]->label());
    Rect *asRect = static_cast<Rect *>(shapes[2]);
    std::printf("square via Rect*: kind=%s area=%.4f\n", asRect->kind(), asRect->area());
    for (int i = 0; i < n; i++) delete shapes[i];
    std::printf("live after delete=%d\n", live_objects);
    return 0;
}
