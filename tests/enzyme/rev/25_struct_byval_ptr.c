// Reverse mode with structs as arguments: a struct { double x, y; } passed
// by value (clang splits it into two doubles, both active, so the gradient
// struct has three doubles and comes back through sret); a larger struct
// { double a, b, c; int n; } passed by value (byval pointer) as
// enzyme_const; and a struct mixing doubles and an int passed by pointer
// (dup) and modified in place over a runtime number of steps.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
typedef struct { double x, y; } vec2;
typedef struct { double a, b, c; int n; } params;
typedef struct { double pos, vel; int steps; double mass; } body;
typedef struct { double dpx, dpy, ds; } grad3;
extern double __enzyme_autodiff(void *, ...);
extern grad3 __enzyme_autodiff3(void *, ...) __asm__("__enzyme_autodiff_3");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static double f_val(vec2 p, double s) { return sin(p.x * s) + p.y * p.y * s + atan2(p.y, p.x); }
static double f_cfg(params q, const double *x) {
    double r = 0;
    for (int i = 0; i < q.n; i++) r += q.a * x[i] * x[i] + q.b * sin(x[i]) + q.c * x[i] * x[(i + 1) % q.n];
    return r;
}
static double f_body(body *b) {
    for (int s = 0; s < b->steps; s++) {
        double f = -b->pos - 0.1 * b->vel * fabs(b->vel);
        b->vel += 0.1 * f / b->mass;
        b->pos += 0.1 * b->vel;
    }
    return b->pos * b->pos + 0.5 * b->mass * b->vel * b->vel;
}
static double run_body(body b) { return f_body(&b); }

int main(void) {
    const double h = 1e-6;
    vec2 p = {0.8, -0.5};
    double s = 1.3;
    grad3 g = __enzyme_autodiff3((void *)f_val, enzyme_out, p, enzyme_out, s);
    vec2 pp = {p.x + h, p.y}, pm = {p.x - h, p.y};
    check("f_val d/dp.x", g.dpx, (f_val(pp, s) - f_val(pm, s)) / (2 * h));
    pp = (vec2){p.x, p.y + h}; pm = (vec2){p.x, p.y - h};
    check("f_val d/dp.y", g.dpy, (f_val(pp, s) - f_val(pm, s)) / (2 * h));
    check("f_val d/ds", g.ds, (f_val(p, s + h) - f_val(p, s - h)) / (2 * h));
    volatile int nv = 5;
    params q = {0.7, -1.2, 0.4, nv};
    double x[5] = {0.3, -0.8, 1.1, 0.5, -0.2}, dx[5] = {0};
    char name[32];
    __enzyme_autodiff((void *)f_cfg, enzyme_const, q, enzyme_dup, x, dx);
    for (int k = 0; k < 5; k++) {
        double t = x[k];
        x[k] = t + h; double fp = f_cfg(q, x);
        x[k] = t - h; double fm = f_cfg(q, x);
        x[k] = t;
        snprintf(name, sizeof name, "f_cfg d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    volatile int sv = 25;
    body b0 = {1.0, 0.2, sv, 1.7}, b = b0, db = {0, 0, 0, 0};
    __enzyme_autodiff((void *)f_body, enzyme_dup, &b, &db);
    body bp = b0, bm = b0;
    bp.pos += h; bm.pos -= h;
    check("f_body d/dpos", db.pos, (run_body(bp) - run_body(bm)) / (2 * h));
    bp = b0; bm = b0; bp.vel += h; bm.vel -= h;
    check("f_body d/dvel", db.vel, (run_body(bp) - run_body(bm)) / (2 * h));
    bp = b0; bm = b0; bp.mass += h; bm.mass -= h;
    check("f_body d/dmass", db.mass, (run_body(bp) - run_body(bm)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
