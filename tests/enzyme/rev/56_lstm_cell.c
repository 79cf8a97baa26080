// An LSTM cell unrolled over a short input sequence: gates i, f, o
// (sigmoid) and g (tanh) from W [4H x (D+H)] and b [4H], c = f*c + i*g,
// h = o*tanh(c); the state lives in small stack arrays overwritten every
// time step (so the reverse pass needs every step's values). Loss = squared
// error of h against per-step targets. Gradients w.r.t. W, b and the
// initial h0, c0 (all dup).
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

#define H 2
#define D 2
#define T 3
static double sigmoid(double z) { return 1 / (1 + exp(-z)); }
static void lstm_step(const double *W, const double *b, const double *x, double *h, double *c) {
    double in[D + H], gates[4 * H];
    for (int j = 0; j < D; j++) in[j] = x[j];
    for (int j = 0; j < H; j++) in[D + j] = h[j];
    for (int r = 0; r < 4 * H; r++) {
        double s = b[r];
        for (int j = 0; j < D + H; j++) s += W[r * (D + H) + j] * in[j];
        gates[r] = s;
    }
    for (int j = 0; j < H; j++) {
        double ig = sigmoid(gates[j]), fg = sigmoid(gates[H + j]), og = sigmoid(gates[2 * H + j]);
        double gg = tanh(gates[3 * H + j]);
        c[j] = fg * c[j] + ig * gg;
        h[j] = og * tanh(c[j]);
    }
}
static double lstm_loss(const double *W, const double *b, const double *h0, const double *c0, const double *xs,
                        const double *ys, int steps) {
    double h[H], c[H], loss = 0;
    for (int j = 0; j < H; j++) { h[j] = h0[j]; c[j] = c0[j]; }
    for (int t = 0; t < steps; t++) {
        lstm_step(W, b, &xs[t * D], h, c);
        for (int j = 0; j < H; j++) loss += (h[j] - ys[t * H + j]) * (h[j] - ys[t * H + j]);
    }
    return loss;
}

static double W[4 * H * (D + H)], b[4 * H], h0[H] = {0.1, -0.2}, c0[H] = {0.3, 0.05};
static const double xs[T * D] = {0.5, -1.0, 0.8, 0.2, -0.3, 1.1}, ys[T * H] = {0.2, -0.1, 0.4, 0.3, -0.2, 0.1};
static int steps = T;
static double obj(void) { return lstm_loss(W, b, h0, c0, xs, ys, steps); }
static void check_array(const char *name, double *v, const double *g, int len) {
    const double hh = 1e-6;
    char what[64];
    for (int i = 0; i < len; i++) {
        double s = v[i];
        v[i] = s + hh; double fp = obj();
        v[i] = s - hh; double fm = obj();
        v[i] = s;
        snprintf(what, sizeof what, "%s[%d]", name, i);
        check(what, g[i], (fp - fm) / (2 * hh));
    }
}

int main(void) {
    volatile int tv = T;
    steps = tv;
    for (int i = 0; i < 4 * H * (D + H); i++) W[i] = 0.6 * sin(0.9 * i + 0.3);
    for (int i = 0; i < 4 * H; i++) b[i] = 0.2 * cos(1.7 * i);
    double dW[4 * H * (D + H)] = {0}, db[4 * H] = {0}, dh0[H] = {0}, dc0[H] = {0};
    __enzyme_autodiff((void *)lstm_loss, enzyme_dup, W, dW, enzyme_dup, b, db, enzyme_dup, h0, dh0, enzyme_dup, c0, dc0,
                      enzyme_const, xs, enzyme_const, ys, enzyme_const, steps);
    check_array("d/dW", W, dW, 4 * H * (D + H));
    check_array("d/db", b, db, 4 * H);
    check_array("d/dh0", h0, dh0, H);
    check_array("d/dc0", c0, dc0, H);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
