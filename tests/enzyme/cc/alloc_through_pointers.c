// `malloc` and `free` reached through function pointers (a pluggable
// allocator, as C libraries let users install one): the indirect calls'
// possible targets include C library functions zyme has rules for, so
// the scratch buffer of active values gets its shadow, in both modes.
// And a table of the program's own functions called through pointers,
// in both modes.
// Only through `zyme cc` (run by zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);

typedef void *(*alloc_fn)(size_t);
typedef void (*free_fn)(void *);
struct allocator {
    alloc_fn alloc;
    free_fn release;
};
struct allocator the_allocator = {malloc, free};

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-24s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double square(double x) { return x * x; }
static double wave(double x) { return sin(3 * x) * x; }
double (*ops[2])(double) = {square, wave};

double table(double x) { return ops[0](x) * ops[1](x) + ops[1](x * x); }

double f(double x) {
    double *t = the_allocator.alloc(3 * sizeof(double));
    for (int i = 0; i < 3; i++)
        t[i] = sin(x * (i + 1));
    double s = t[0] * t[1] + t[2] * x;
    the_allocator.release(t);
    return s;
}

int main(void) {
    double x = 0.4, h = 1e-6;
    double fd = (f(x + h) - f(x - h)) / (2 * h);
    check("allocator, reverse", __enzyme_autodiff((void *)f, x), fd);
    check("allocator, forward", __enzyme_fwddiff((void *)f, x, 1.0), fd);
    double fd2 = (table(x + h) - table(x - h)) / (2 * h);
    check("table, reverse", __enzyme_autodiff((void *)table, x), fd2);
    check("table, forward", __enzyme_fwddiff((void *)table, x, 1.0), fd2);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
