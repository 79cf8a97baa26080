// GradBench's nested-AD evals, `saddle` and `particle`
// (../../shared/GRADBENCH.md §6.10–6.11): gradient descents whose
// objectives themselves run gradient descents or simulations driven by
// derivatives. Every derivative is zyme's through the Enzyme ABI, in the
// four combinations of outer and inner mode (rr, rf, fr, ff); the outer
// derivative differentiates code that calls the inner one.
#include <math.h>

extern int enzyme_dup, enzyme_const, enzyme_out, enzyme_dupnoneed;
extern double __enzyme_fwddiff(void *, ...);
extern void __enzyme_autodiff(void *, ...);
typedef struct {
    double x, y;
} double2;
extern double2 __enzyme_autodiff2(void *, ...) __asm__("__enzyme_autodiff");

// ---- the optimiser of GradBench's gd.hpp, in C ------------------------

typedef double (*objective_fn)(const double *x, const double *ctx);
typedef void (*gradient_fn)(const double *x, const double *ctx, double *g);

static double dist(const double *a, const double *b, int n) {
    double s = 0;
    for (int j = 0; j < n; j++) s += (a[j] - b[j]) * (a[j] - b[j]);
    return sqrt(s);
}

// argmin of f from x0 into x (n <= 2): eta = 1e-5, doubled after ten
// accepted steps, halved after a rejected one; stops when the gradient
// or the step is at most 1e-5. This loop is not differentiated.
static void argmin(int n, objective_fn f, gradient_fn grad, const double *ctx, const double *x0,
                   double *x) {
    double g[2], xp[2], zero[2] = {0, 0};
    for (int j = 0; j < n; j++) x[j] = x0[j];
    double fx = f(x, ctx);
    grad(x, ctx, g);
    int i = 0;
    double eta = 1e-5;
    for (;;) {
        if (dist(g, zero, n) <= 1e-5) return;
        if (i == 10) {
            eta *= 2;
            i = 0;
            continue;
        }
        for (int j = 0; j < n; j++) xp[j] = x[j] - eta * g[j];
        if (dist(x, xp, n) <= 1e-5) return;
        double fxp = f(xp, ctx);
        if (fxp < fx) {
            for (int j = 0; j < n; j++) x[j] = xp[j];
            fx = fxp;
            grad(x, ctx, g);
            i++;
        } else {
            eta /= 2;
            i = 0;
        }
    }
}

// ---- saddle -------------------------------------------------------------

double saddle_f(double x1, double y1, double x2, double y2) {
    return (x1 * x1 + y1 * y1) - (x2 * x2 + y2 * y2);
}

// ∂f/∂p2 by the inner mode.
static void inner_r(double p1x, double p1y, const double *p2, double *g) {
    double2 d = __enzyme_autodiff2((void *)saddle_f, enzyme_const, p1x, enzyme_const, p1y,
                                   enzyme_out, p2[0], enzyme_out, p2[1]);
    g[0] = d.x;
    g[1] = d.y;
}
static void inner_f(double p1x, double p1y, const double *p2, double *g) {
    g[0] = __enzyme_fwddiff((void *)saddle_f, enzyme_const, p1x, enzyme_const, p1y, enzyme_dup,
                            p2[0], 1.0, enzyme_dup, p2[1], 0.0);
    g[1] = __enzyme_fwddiff((void *)saddle_f, enzyme_const, p1x, enzyme_const, p1y, enzyme_dup,
                            p2[0], 0.0, enzyme_dup, p2[1], 1.0);
}

// max over p2 of f(p1, p2) from (p2x, p2y): the argmin loop on −f, here
// written out because the outer derivative differentiates it.
#define SADDLE_MAX(NAME, INNER)                                                                \
    double NAME(double p1x, double p1y, double p2x, double p2y) {                             \
        double x[2] = {p2x, p2y}, g[2], xp[2];                                                \
        double fx = -saddle_f(p1x, p1y, x[0], x[1]);                                          \
        INNER(p1x, p1y, x, g);                                                                \
        g[0] = -g[0];                                                                         \
        g[1] = -g[1];                                                                         \
        int i = 0;                                                                            \
        double eta = 1e-5;                                                                    \
        for (;;) {                                                                            \
            if (sqrt(g[0] * g[0] + g[1] * g[1]) <= 1e-5) break;                               \
            if (i == 10) {                                                                    \
                eta *= 2;                                                                     \
                i = 0;                                                                        \
                continue;                                                                     \
            }                                                                                 \
            xp[0] = x[0] - eta * g[0];                                                        \
            xp[1] = x[1] - eta * g[1];                                                        \
            if (sqrt((x[0] - xp[0]) * (x[0] - xp[0]) + (x[1] - xp[1]) * (x[1] - xp[1])) <=    \
                1e-5)                                                                         \
                break;                                                                        \
            double fxp = -saddle_f(p1x, p1y, xp[0], xp[1]);                                   \
            if (fxp < fx) {                                                                   \
                x[0] = xp[0];                                                                 \
                x[1] = xp[1];                                                                 \
                fx = fxp;                                                                     \
                INNER(p1x, p1y, x, g);                                                        \
                g[0] = -g[0];                                                                 \
                g[1] = -g[1];                                                                 \
                i++;                                                                          \
            } else {                                                                          \
                eta /= 2;                                                                     \
                i = 0;                                                                        \
            }                                                                                 \
        }                                                                                     \
        return saddle_f(p1x, p1y, x[0], x[1]);                                                \
    }
SADDLE_MAX(saddle_max_r, inner_r)
SADDLE_MAX(saddle_max_f, inner_f)

// The outer objective and its gradient by the outer mode; ctx = start.
static double outer_r_obj(const double *p1, const double *s) {
    return saddle_max_r(p1[0], p1[1], s[0], s[1]);
}
static double outer_f_obj(const double *p1, const double *s) {
    return saddle_max_f(p1[0], p1[1], s[0], s[1]);
}
static void outer_rr(const double *p1, const double *s, double *g) {
    double2 d = __enzyme_autodiff2((void *)saddle_max_r, enzyme_out, p1[0], enzyme_out, p1[1],
                                   enzyme_const, s[0], enzyme_const, s[1]);
    g[0] = d.x;
    g[1] = d.y;
}
static void outer_rf(const double *p1, const double *s, double *g) {
    double2 d = __enzyme_autodiff2((void *)saddle_max_f, enzyme_out, p1[0], enzyme_out, p1[1],
                                   enzyme_const, s[0], enzyme_const, s[1]);
    g[0] = d.x;
    g[1] = d.y;
}
static void outer_fr(const double *p1, const double *s, double *g) {
    g[0] = __enzyme_fwddiff((void *)saddle_max_r, enzyme_dup, p1[0], 1.0, enzyme_dup, p1[1], 0.0,
                            enzyme_const, s[0], enzyme_const, s[1]);
    g[1] = __enzyme_fwddiff((void *)saddle_max_r, enzyme_dup, p1[0], 0.0, enzyme_dup, p1[1], 1.0,
                            enzyme_const, s[0], enzyme_const, s[1]);
}
static void outer_ff(const double *p1, const double *s, double *g) {
    g[0] = __enzyme_fwddiff((void *)saddle_max_f, enzyme_dup, p1[0], 1.0, enzyme_dup, p1[1], 0.0,
                            enzyme_const, s[0], enzyme_const, s[1]);
    g[1] = __enzyme_fwddiff((void *)saddle_max_f, enzyme_dup, p1[0], 0.0, enzyme_dup, p1[1], 1.0,
                            enzyme_const, s[0], enzyme_const, s[1]);
}

// −f(p1, p2) and its gradient in p2 for the final argmax; ctx = p1.
static double neg_f(const double *p2, const double *p1) { return -saddle_f(p1[0], p1[1], p2[0], p2[1]); }
static void neg_grad_r(const double *p2, const double *p1, double *g) {
    inner_r(p1[0], p1[1], p2, g);
    g[0] = -g[0];
    g[1] = -g[1];
}
static void neg_grad_f(const double *p2, const double *p1, double *g) {
    inner_f(p1[0], p1[1], p2, g);
    g[0] = -g[0];
    g[1] = -g[1];
}

// out = [p1*, p2*].
static void saddle(const double *start, double *out, objective_fn obj, gradient_fn outer,
                   gradient_fn inner) {
    argmin(2, obj, outer, start, start, out);
    argmin(2, neg_f, inner, out, start, out + 2);
}
void saddle_rr(const double *start, double *out) { saddle(start, out, outer_r_obj, outer_rr, neg_grad_r); }
void saddle_rf(const double *start, double *out) { saddle(start, out, outer_f_obj, outer_rf, neg_grad_f); }
void saddle_fr(const double *start, double *out) { saddle(start, out, outer_r_obj, outer_fr, neg_grad_r); }
void saddle_ff(const double *start, double *out) { saddle(start, out, outer_f_obj, outer_ff, neg_grad_f); }

// ---- particle -----------------------------------------------------------

// p(x) = Σ 1/‖x − c‖ over the charges c (two points, c[0..3]).
double particle_potential(const double *charges, const double *x) {
    double s = 0;
    for (int k = 0; k < 2; k++) {
        double dx = x[0] - charges[2 * k], dy = x[1] - charges[2 * k + 1];
        s += 1 / sqrt(dx * dx + dy * dy);
    }
    return s;
}

// ∇ₓp by the inner mode.
static void grad_p_r(const double *charges, const double *x, double *g) {
    g[0] = g[1] = 0;
    __enzyme_autodiff((void *)particle_potential, enzyme_const, charges, enzyme_dup, x, g);
}
static void grad_p_f(const double *charges, const double *x, double *g) {
    double e0[2] = {1, 0}, e1[2] = {0, 1};
    g[0] = __enzyme_fwddiff((void *)particle_potential, enzyme_const, charges, enzyme_dup, x, e0);
    g[1] = __enzyme_fwddiff((void *)particle_potential, enzyme_const, charges, enzyme_dup, x, e1);
}

// The Euler simulation: the square of where the particle meets y = 0.
#define PARTICLE_EULER(NAME, GRAD)                                                             \
    double NAME(double w) {                                                                   \
        double charges[4] = {10.0, 10.0 - w, 10.0, 0.0};                                      \
        double x[2] = {0.0, 8.0}, xdot[2] = {0.75, 0.0}, dt = 0.1;                            \
        for (;;) {                                                                            \
            double xddot[2];                                                                  \
            GRAD(charges, x, xddot);                                                          \
            xddot[0] = -xddot[0];                                                             \
            xddot[1] = -xddot[1];                                                             \
            x[0] += dt * xdot[0];                                                             \
            x[1] += dt * xdot[1];                                                             \
            if (x[1] <= 0) {                                                                  \
                double dtf = -x[1] / xdot[1];                                                 \
                double xf = x[0] + dtf * xdot[0];                                             \
                return xf * xf;                                                               \
            }                                                                                 \
            xdot[0] += dt * xddot[0];                                                         \
            xdot[1] += dt * xddot[1];                                                         \
        }                                                                                     \
    }
PARTICLE_EULER(particle_euler_r, grad_p_r)
PARTICLE_EULER(particle_euler_f, grad_p_f)

static double euler_r_obj(const double *w, const double *ctx) {
    (void)ctx;
    return particle_euler_r(w[0]);
}
static double euler_f_obj(const double *w, const double *ctx) {
    (void)ctx;
    return particle_euler_f(w[0]);
}
extern double __enzyme_autodiff1(void *, ...) __asm__("__enzyme_autodiff");
static void d_rr(const double *w, const double *ctx, double *g) {
    (void)ctx;
    g[0] = __enzyme_autodiff1((void *)particle_euler_r, enzyme_out, w[0]);
}
static void d_rf(const double *w, const double *ctx, double *g) {
    (void)ctx;
    g[0] = __enzyme_autodiff1((void *)particle_euler_f, enzyme_out, w[0]);
}
static void d_fr(const double *w, const double *ctx, double *g) {
    (void)ctx;
    g[0] = __enzyme_fwddiff((void *)particle_euler_r, enzyme_dup, w[0], 1.0);
}
static void d_ff(const double *w, const double *ctx, double *g) {
    (void)ctx;
    g[0] = __enzyme_fwddiff((void *)particle_euler_f, enzyme_dup, w[0], 1.0);
}

double particle_rr(double w0) { double w; argmin(1, euler_r_obj, d_rr, 0, &w0, &w); return w; }
double particle_rf(double w0) { double w; argmin(1, euler_f_obj, d_rf, 0, &w0, &w); return w; }
double particle_fr(double w0) { double w; argmin(1, euler_r_obj, d_fr, 0, &w0, &w); return w; }
double particle_ff(double w0) { double w; argmin(1, euler_f_obj, d_ff, 0, &w0, &w); return w; }
