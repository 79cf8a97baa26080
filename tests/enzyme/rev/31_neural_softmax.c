// Reverse mode through a small neural network layer: dense (W x + b) then
// tanh, then a second dense layer (V) and softmax cross-entropy against an
// integer class label (enzyme_const); gradients for the dup weight
// matrices and biases, and the input x as enzyme_const. Also a batch loop
// over samples (const data matrix) accumulating the mean loss.
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

enum { IN = 4, HID = 5, OUT = 3, B = 3 };
static double xent(const double *W, const double *b, const double *V, const double *x, int label) {
    double hid[HID], z[OUT];
    for (int i = 0; i < HID; i++) {
        double s = b[i];
        for (int j = 0; j < IN; j++) s += W[i * IN + j] * x[j];
        hid[i] = tanh(s);
    }
    double m = -INFINITY;
    for (int k = 0; k < OUT; k++) {
        z[k] = 0;
        for (int i = 0; i < HID; i++) z[k] += V[k * HID + i] * hid[i];
        if (z[k] > m) m = z[k];
    }
    double se = 0;
    for (int k = 0; k < OUT; k++) se += exp(z[k] - m);
    return m + log(se) - z[label];
}
static double batch(const double *W, const double *b, const double *V, const double *X, const int *labels, int nb) {
    double l = 0;
    for (int s = 0; s < nb; s++) l += xent(W, b, V, X + s * IN, labels[s]);
    return l / nb;
}

#define FD_LOOP(ARR, LEN, STEP, EXPR, DARR, LABEL)                               \
    for (int k = 0; k < (LEN); k += (STEP)) {                                    \
        double s_ = ARR[k];                                                      \
        ARR[k] = s_ + h; double fp = EXPR;                                       \
        ARR[k] = s_ - h; double fm = EXPR;                                       \
        ARR[k] = s_;                                                             \
        snprintf(name, sizeof name, LABEL "[%d]", k);                            \
        check(name, DARR[k], (fp - fm) / (2 * h));                               \
    }

int main(void) {
    const double h = 1e-6;
    double W[HID * IN], b[HID], V[OUT * HID], X[B * IN];
    double dW[HID * IN] = {0}, db[HID] = {0}, dV[OUT * HID] = {0};
    for (int k = 0; k < HID * IN; k++) W[k] = 0.5 * sin(1.1 * k + 0.3);
    for (int k = 0; k < HID; k++) b[k] = 0.1 * k - 0.2;
    for (int k = 0; k < OUT * HID; k++) V[k] = 0.7 * cos(0.9 * k);
    for (int k = 0; k < B * IN; k++) X[k] = sin(2.3 * k) + 0.2;
    volatile int lv = 2, nbv = B;
    int label = lv, nb = nbv;
    int labels[B] = {2, 0, 1};
    char name[32];
    __enzyme_autodiff((void *)xent, enzyme_dup, W, dW, enzyme_dup, b, db, enzyme_dup, V, dV, enzyme_const, X,
                      enzyme_const, label);
    FD_LOOP(W, HID * IN, 3, xent(W, b, V, X, label), dW, "xent d/dW")
    FD_LOOP(b, HID, 1, xent(W, b, V, X, label), db, "xent d/db")
    FD_LOOP(V, OUT * HID, 2, xent(W, b, V, X, label), dV, "xent d/dV")
    double dW2[HID * IN] = {0}, db2[HID] = {0}, dV2[OUT * HID] = {0};
    __enzyme_autodiff((void *)batch, W, dW2, b, db2, V, dV2, enzyme_const, X, enzyme_const, labels, nb);
    FD_LOOP(W, HID * IN, 4, batch(W, b, V, X, labels, nb), dW2, "batch d/dW")
    FD_LOOP(b, HID, 2, batch(W, b, V, X, labels, nb), db2, "batch d/db")
    FD_LOOP(V, OUT * HID, 3, batch(W, b, V, X, labels, nb), dV2, "batch d/dV")
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
