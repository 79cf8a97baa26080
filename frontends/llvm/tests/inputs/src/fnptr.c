typedef double (*unary)(double);
static double sq(double x) { return x * x; }
static double cube(double x) { return x * x * x; }
unary ops[] = { sq, cube };
double apply(unary f, double x) { return f(x); }
double apply_all(double x) { double s = 0; for (int i = 0; i < 2; i++) s += ops[i](x); return s; }
double integrate(double (*f)(double), double a, double b, int n) {
  double h = (b - a) / n, s = 0.5 * (f(a) + f(b));
  for (int i = 1; i < n; i++) s += f(a + i * h);
  return s * h;
}
