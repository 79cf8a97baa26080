// A gradient through bitcode: d/dx_i sum(x_i^2 * sin(x_i)).
#include <math.h>
double sumsq(double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * x[i] * sin(x[i]);
    return s;
}
