// __enzyme_batch: the primal run on several lanes at once.
//   width 4, a vector argument and a scalar one, results in a struct of
//   four doubles (returned through memory, `sret`);
//   width 2, results in a struct of two doubles (returned in registers);
//   width 3 over pointers, no result (each lane updates its own double).
// Only through `zyme cc` (run by zyme/tests/enzyme_rev.rs at -O0 and -O2).
// Check: exact values.
#include <math.h>
#include <stdio.h>

typedef struct { double lane[4]; } four;
typedef struct { double a, b; } two;
extern four __enzyme_batch(void *, ...);
extern two __enzyme_batch_two(void *, ...) __asm__("__enzyme_batch.two");
extern void __enzyme_batch_void(void *, ...) __asm__("__enzyme_batch.void");
extern int enzyme_width, enzyme_vector, enzyme_scalar;

double square_add(double x, double y) { return x * x + y; }
double hyp(double x, double y) { return sqrt(x * x + y * y); }
void bump(double *p, double by) { *p = *p * 2 + by; }

static int fails;
static void check(const char *what, double got, double want) {
    int ok = got == want;
    printf("%-14s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

int main(void) {
    four r = __enzyme_batch((void *)square_add, enzyme_width, 4, enzyme_vector, 1.0, 2.0, 3.0,
                            4.0, enzyme_scalar, 0.5);
    for (int k = 0; k < 4; k++)
        check("square_add", r.lane[k], (k + 1.0) * (k + 1.0) + 0.5);
    two h = __enzyme_batch_two((void *)hyp, enzyme_width, 2, enzyme_vector, 3.0, 5.0,
                               enzyme_vector, 4.0, 12.0);
    check("hyp lane 0", h.a, 5.0);
    check("hyp lane 1", h.b, 13.0);
    double p = 1, q = 2, s = 3;
    __enzyme_batch_void((void *)bump, enzyme_width, 3, enzyme_vector, &p, &q, &s, enzyme_scalar,
                        0.25);
    check("bump p", p, 2.25);
    check("bump q", q, 4.25);
    check("bump s", s, 6.25);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
