// Forward mode through a switch on a const int opcode (dense cases, a
// default, and a fall-through), applied to a small "bytecode" program that
// is interpreted in a loop.
// Check: central differences, h = 1e-5, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double apply(int op, double x, double y) {
    switch (op) {
    case 0: return x + y;
    case 1: return x * y;
    case 2: return sin(x) * y;
    case 3: x = x * 2; /* fall through */
    case 4: return x / y;
    case 7: return exp(0.5 * x) - y;
    default: return x - 3 * y;
    }
}
static double interp(const int *code, int n, double x) {
    double acc = 1.0;
    for (int i = 0; i < n; i++) acc = apply(code[i], acc, x);
    return acc;
}

int main(void) {
    const double h = 1e-5;
    char name[32];
    double x = 0.8, y = 1.3;
    for (int op = 0; op <= 8; op++) {
        snprintf(name, sizeof name, "apply op=%d", op);
        check(name, __enzyme_fwddiff((void *)apply, op, x, 1.0, y, 0.5),
              (apply(op, x + h, y + 0.5 * h) - apply(op, x - h, y - 0.5 * h)) / (2 * h));
    }
    static const int code[] = {1, 2, 0, 3, 7, 4, 5, 1};
    int n = sizeof code / sizeof code[0];
    check("interp", __enzyme_fwddiff((void *)interp, enzyme_const, code, n, 0.9, 1.0),
          (interp(code, n, 0.9 + h) - interp(code, n, 0.9 - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
