// BLAS rules against a real BLAS (OpenBLAS, `-lopenblas`): a two-layer
// network's loss, sum((W2 · tanh(W1 · X))²) with a batch X, through
// cblas_dgemm (row-major, W2 transposed) and cblas_ddot, differentiated in
// reverse mode for W1 and W2 and in forward mode along a direction.
// Only through `zyme cc` (zyme/tests/enzyme_rev.rs, when libopenblas is
// installed). Check: central finite differences, relative tolerance 1e-6.
#include <cblas.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { IN = 5, HID = 4, OUT = 3, BATCH = 6 };

double loss(const double *w1, const double *w2, const double *x) {
    double h[HID * BATCH], y[OUT * BATCH];
    // h = W1 (HID×IN) · X (IN×BATCH)
    cblas_dgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, HID, BATCH, IN, 1.0, w1, IN, x, BATCH,
                0.0, h, BATCH);
    for (int i = 0; i < HID * BATCH; i++)
        h[i] = tanh(h[i]);
    // y = W2ᵀ · h, W2 stored HID×OUT
    cblas_dgemm(CblasRowMajor, CblasTrans, CblasNoTrans, OUT, BATCH, HID, 1.0, w2, OUT, h, BATCH,
                0.0, y, BATCH);
    return cblas_ddot(OUT * BATCH, y, 1, y, 1);
}

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

static int fails, checks, nonzero;
static void close_to(const char *what, int i, double got, double want) {
    int ok = fabs(got - want) <= 1e-6 * (1 + fabs(want));
    printf("%s[%d] got=%+.10e want=%+.10e %s\n", what, i, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
    checks++;
    nonzero += fabs(want) > 1e-3;
}

int main(void) {
    double w1[HID * IN], w2[HID * OUT], x[IN * BATCH];
    for (int i = 0; i < HID * IN; i++)
        w1[i] = sin(0.7 * i + 0.3) * 0.5;
    for (int i = 0; i < HID * OUT; i++)
        w2[i] = cos(1.3 * i) * 0.8;
    for (int i = 0; i < IN * BATCH; i++)
        x[i] = 0.1 * (i % 7) - 0.3;
    double dw1[HID * IN] = {0}, dw2[HID * OUT] = {0};
    __enzyme_autodiff((void *)loss, enzyme_dup, w1, dw1, enzyme_dup, w2, dw2, enzyme_const, x);
    const double h = 1e-6;
    for (int i = 0; i < HID * IN; i++) {
        double s = w1[i];
        w1[i] = s + h;
        double p = loss(w1, w2, x);
        w1[i] = s - h;
        double m = loss(w1, w2, x);
        w1[i] = s;
        close_to("dW1", i, dw1[i], (p - m) / (2 * h));
    }
    for (int i = 0; i < HID * OUT; i++) {
        double s = w2[i];
        w2[i] = s + h;
        double p = loss(w1, w2, x);
        w2[i] = s - h;
        double m = loss(w1, w2, x);
        w2[i] = s;
        close_to("dW2", i, dw2[i], (p - m) / (2 * h));
    }
    double t1[HID * IN], t2[HID * OUT], p1[HID * IN], m1[HID * IN], p2[HID * OUT], m2[HID * OUT];
    for (int i = 0; i < HID * IN; i++)
        t1[i] = 0.1 * (i % 3) - 0.1, p1[i] = w1[i] + h * t1[i], m1[i] = w1[i] - h * t1[i];
    for (int i = 0; i < HID * OUT; i++)
        t2[i] = 0.05 * i, p2[i] = w2[i] + h * t2[i], m2[i] = w2[i] - h * t2[i];
    double t = __enzyme_fwddiff((void *)loss, enzyme_dup, w1, t1, enzyme_dup, w2, t2, enzyme_const, x);
    close_to("forward", 0, t, (loss(p1, p2, x) - loss(m1, m2, x)) / (2 * h));
    if (nonzero * 10 < checks * 8) {
        printf("only %d of %d derivatives checked are non-zero\n", nonzero, checks);
        fails++;
    }
    printf(fails ? "%d FAILED\n" : "OK\n", fails);
    return fails != 0;
}
