// Reverse mode through switch dispatch: a tiny interpreter whose opcodes
// (an int array passed enzyme_const) select the operation applied to an
// accumulator at each step, and a function whose whole formula is chosen by
// a switch on an int argument (each case, and the default, exercised).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double dx, dy; } grad2;
extern double __enzyme_autodiff(void *, ...);
extern grad2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff_2");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double interpret(const int *ops, const double *x, int n) {
    double acc = 1.0;
    for (int i = 0; i < n; i++) {
        switch (ops[i]) {
        case 0: acc += x[i]; break;
        case 1: acc *= x[i]; break;
        case 2: acc = sin(acc) * x[i]; break;
        case 3: acc = exp(0.5 * acc) - x[i]; break;
        case 4: acc = acc / (1 + x[i] * x[i]); break;
        default: acc -= 0.5 * acc * x[i]; break;
        }
    }
    return acc;
}
static double shape(int kind, double x, double y) {
    switch (kind) {
    case 0: return x * x + y;
    case 1: return sin(x) * exp(y);
    case 2: return log(1 + x * x + y * y);
    case 5: return x / (1 + y * y);
    default: return x * y * y;
    }
}

int main(void) {
    enum { N = 9 };
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    int ops[N] = {0, 1, 2, 3, 4, 7, 1, 0, 2};
    double x[N] = {0.4, 1.3, -0.7, 0.9, 0.5, 0.6, -1.1, 0.35, 1.4}, dx[N] = {0};
    char name[32];
    __enzyme_autodiff((void *)interpret, enzyme_const, ops, enzyme_dup, x, dx, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = interpret(ops, x, n);
        x[k] = s - h; double fm = interpret(ops, x, n);
        x[k] = s;
        snprintf(name, sizeof name, "interpret d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    double a = 0.8, b = -0.6;
    for (volatile int kind = 0; kind < 7; kind++) {
        if (kind == 3 || kind == 4) continue;
        int kd = kind;
        grad2 g = __enzyme_autodiff2((void *)shape, enzyme_const, kd, enzyme_out, a, enzyme_out, b);
        snprintf(name, sizeof name, "shape(%d) d/dx", kd);
        check(name, g.dx, (shape(kd, a + h, b) - shape(kd, a - h, b)) / (2 * h));
        snprintf(name, sizeof name, "shape(%d) d/dy", kd);
        check(name, g.dy, (shape(kd, a, b + h) - shape(kd, a, b - h)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
