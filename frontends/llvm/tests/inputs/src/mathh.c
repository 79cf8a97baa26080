#include <math.h>
double f(double x) { return sin(x) * exp(-x) + sqrt(fabs(x)) + pow(x, 2.5) + log1p(x); }
float g(float x) { return sinf(x) + fmaxf(x, 0.0f) + copysignf(1.0f, x); }
long double h(long double x) { return x * 2.0L + 1e-300L; }
double hyp(double x, double y) { return hypot(x, y) + atan2(y, x) + fma(x, y, 1.0); }
double consts(void) { return M_PI + INFINITY + NAN + 1e308 + 0.1; }
_Float16 half_add(_Float16 a, _Float16 b) { return a + b; }
