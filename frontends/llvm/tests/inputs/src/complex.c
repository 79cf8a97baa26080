#include <complex.h>
union u { float f; unsigned i; };
struct bits { unsigned a : 3, b : 5; int c : 7; };
double complex cmul(double complex a, double complex b) { return a * b + I; }
unsigned fbits(float f) { union u x = { .f = f }; return x.i; }
int getb(struct bits *s) { s->a = 5; return s->b + s->c; }
double clamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }
