// Forward mode through a small dense neural network: layer y = tanh(W x + b)
// with W, x, b all dup (tangent of every parameter at once), then a second
// linear layer and a squared-error loss returned (target const).
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
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

enum { IN = 4, HID = 3 };
static void layer(double *y, const double *W, const double *x, const double *b, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = b[i];
        for (int j = 0; j < n; j++) s += W[i * n + j] * x[j];
        y[i] = tanh(s);
    }
}
static double loss(const double *W, const double *b, const double *v, const double *x, double target) {
    double hid[HID];
    layer(hid, W, x, b, HID, IN);
    double out = 0;
    for (int i = 0; i < HID; i++) out += v[i] * hid[i];
    return (out - target) * (out - target);
}

#define P (HID * IN + HID + HID + IN)
int main(void) {
    const double h = 1e-5;
    double th[P], dth[P], tp[P], tm[P];
    for (int i = 0; i < P; i++) {
        th[i] = 0.6 * sin(1.7 * i + 0.3); dth[i] = cos(0.9 * i);
        tp[i] = th[i] + h * dth[i]; tm[i] = th[i] - h * dth[i];
    }
    double *W = th, *b = th + HID * IN, *v = b + HID, *x = v + HID;
    double *dW = dth, *db = dth + HID * IN, *dv = db + HID, *dx = dv + HID;
    double y[HID], dy[HID], yp[HID], ym[HID];
    __enzyme_fwddiff((void *)layer, y, dy, W, dW, x, dx, b, db, HID, IN);
    layer(yp, tp, tp + HID * IN + 2 * HID, tp + HID * IN, HID, IN);
    layer(ym, tm, tm + HID * IN + 2 * HID, tm + HID * IN, HID, IN);
    char name[32];
    for (int i = 0; i < HID; i++) {
        snprintf(name, sizeof name, "layer y[%d]", i);
        check(name, dy[i], (yp[i] - ym[i]) / (2 * h));
    }
    double ad = __enzyme_fwddiff((void *)loss, W, dW, b, db, v, dv, x, dx, enzyme_const, 0.25);
    double fd = (loss(tp, tp + HID * IN, tp + HID * IN + HID, tp + HID * IN + 2 * HID, 0.25) -
                 loss(tm, tm + HID * IN, tm + HID * IN + HID, tm + HID * IN + 2 * HID, 0.25)) / (2 * h);
    check("loss (all dup)", ad, fd);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
