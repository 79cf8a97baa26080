struct Shape { virtual ~Shape() {} virtual double area() const = 0; virtual const char *name() const { return "shape"; } };
struct Circle : Shape { double r; explicit Circle(double r) : r(r) {} double area() const override { return 3.14159 * r * r; } };
struct Rect : Shape { double w, h; Rect(double w, double h) : w(w), h(h) {} double area() const override { return w * h; } const char *name() const override { return "rect"; } };
double total(Shape **s, int n) { double t = 0; for (int i = 0; i < n; i++) t += s[i]->area(); return t; }
double make_and_sum() { Circle c(1.0); Rect r(2, 3); Shape *a[] = { &c, &r }; return total(a, 2); }
