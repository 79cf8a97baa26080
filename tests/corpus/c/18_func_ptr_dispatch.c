/* Function pointers: dispatch tables, callbacks, returning function pointers, higher-order map/fold. */
#include <stdio.h>
#include <math.h>

typedef double (*unop)(double);
typedef double (*binop)(double, double);

static double f_add(double a, double b) { return a + b; }
static double f_sub(double a, double b) { return a - b; }
static double f_mul(double a, double b) { return a * b; }
static double f_div(double a, double b) { return a / b; }
static double f_max(double a, double b) { return a > b ? a : b; }

static double sq(double x) { return x * x; }
static double half(double x) { return x * 0.5; }
static double neg(double x) { return -x; }

static const struct { char sym; binop fn; } optable[] = {
    {'+', f_add}, {'-', f_sub}, {'*', f_mul}, {'/', f_div}, {'M', f_max},
};

static binop lookup(char c) {
    for (unsigned i = 0; i < sizeof optable / sizeof optable[0]; i++)
        if (optable[i].sym == c) return optable[i].fn;
    return NULL;
}

static void map(double *a, int n, unop f) { for (int i = 0; i < n; i++) a[i] = f(a[i]); }
static double fold(const double *a, int n, double init, binop f) {
    for (int i = 0; i < n; i++) init = f(init, a[i]);
    return init;
}

static double compose_apply(unop *fs, int nf, double x) {
    for (int i = 0; i < nf; i++) x = fs[i](x);
    return x;
}

/* a function returning a pointer to a function */
static unop pick(int which) {
    static unop table[] = {sq, half, neg, sqrt, sin};
    return table[which % 5];
}

int main(void) {
    const char *prog = "+3*2-1/4M9";
    double acc = 1.0;
    for (const char *p = prog; *p; p += 2) {
        binop f = lookup(p[0]);
        acc = f(acc, (double)(p[1] - '0'));
        printf("%c %c -> %.6f\n", p[0], p[1], acc);
    }
    printf("lookup('?') is null: %d\n", lookup('?') == NULL);
    double v[8];
    for (int i = 0; i < 8; i++) v[i] = i + 1;
    map(v, 8, sq);
    printf("sum squares=%.1f product=%.1f max=%.1f\n", fold(v, 8, 0, f_add), fold(v, 8, 1, f_mul), fold(v, 8, -1e9, f_max));
    map(v, 8, half);
    printf("after half: %.2f %.2f\n", v[0], v[7]);
    unop chain[] = {sq, half, neg, pick(3), pick(4)};
    printf("chain(2)=%.9f chain(3)=%.9f\n", compose_apply(chain, 3, 2.0), compose_apply(chain, 2, 3.0));
    for (int i = 0; i < 5; i++) printf("pick(%d)(0.5)=%.9f\n", i, pick(i)(0.5));
    return 0;
}
