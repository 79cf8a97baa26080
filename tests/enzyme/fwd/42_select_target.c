// The function to differentiate chosen at run time: the first argument of
// __enzyme_fwddiff is a select between two functions (Enzyme's ABI accepts
// "a select of two functions"), which clang emits as `select i1 %c, ptr @f,
// ptr @g` at both -O0 and -O2.
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

static double f_sq(double x) { return x * x * sin(x); }
static double f_ex(double x) { return exp(-x) * cos(2 * x); }

int main(int argc, char **argv) {
    (void)argv;
    const double h = 1e-5;
    char name[32];
    for (int k = 0; k < 2; k++) {
        int use_sq = (argc + k) % 2; /* argc == 1 when run without arguments */
        double ad = __enzyme_fwddiff((void *)(use_sq ? f_sq : f_ex), 0.8, 1.0);
        double fd = use_sq ? (f_sq(0.8 + h) - f_sq(0.8 - h)) / (2 * h) : (f_ex(0.8 + h) - f_ex(0.8 - h)) / (2 * h);
        snprintf(name, sizeof name, "selected %s", use_sq ? "f_sq" : "f_ex");
        check(name, ad, fd);
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
