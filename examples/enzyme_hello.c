// A C program written for Enzyme, built by zyme instead of the Enzyme plugin:
//   cargo run -p zyme -- cc -- clang-19 -O2 examples/enzyme_hello.c -o hello -lm && ./hello
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

// f(x, a) = a · Σ x[i]·sin(x[i])
double f(const double *x, int n, double a) {
    double s = 0;
    for (int i = 0; i < n; i++) s += x[i] * sin(x[i]);
    return a * s;
}

int main(void) {
    double x[3] = {0.5, 1.0, 2.0}, dx[3] = {0}, a = 2.0;
    // dx += ∂f/∂x (x is duplicated), n is constant, ∂f/∂a is returned (a is active)
    double da = __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, 3, enzyme_out, a);
    for (int i = 0; i < 3; i++)
        printf("df/dx[%d] = %.9f   exact %.9f\n", i, dx[i], a * (sin(x[i]) + x[i] * cos(x[i])));
    printf("df/da    = %.9f   exact %.9f\n", da, f(x, 3, 1.0));
    return 0;
}
