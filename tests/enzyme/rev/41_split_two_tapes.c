// Split reverse mode with two augmented forward passes alive at once: the
// same least-squares loss is run forward on two different data sets
// (tape1, tape2), then the reverse passes run in the opposite order
// (tape2 first) with different seeds in the loss shadow. Each reverse must
// use its own tape.
// Check: gradient w.r.t. the parameters against seed * central
// differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|); primal loss to 1e-12.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const;
extern void *__enzyme_augmentfwd(void *, ...);
extern void __enzyme_reverse(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}
static void check_primal(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

// loss = sum_i (p0 * exp(-p1 * t_i) + p2 * t_i - y_i)^2
static void loss_fn(const double *p, const double *t, const double *y, double *loss, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        double r = p[0] * exp(-p[1] * t[i]) + p[2] * t[i] - y[i];
        s += r * r;
    }
    *loss = s;
}
static double loss_val(const double *p, const double *t, const double *y, int n) {
    double l;
    loss_fn(p, t, y, &l, n);
    return l;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = 5;
    int n = nv;
    double t[5] = {0.0, 0.5, 1.0, 1.5, 2.0};
    double y1[5] = {2.0, 1.4, 1.1, 0.8, 0.75}, y2[5] = {-1.0, 0.3, 0.2, 0.9, 1.6};
    double p1[3] = {1.5, 0.8, 0.1}, p2[3] = {-0.5, 1.3, 0.6};
    double dp1[3] = {0}, dp2[3] = {0}, l1 = 0, l2 = 0, dl1 = 0, dl2 = 0;
    void *tape1 = __enzyme_augmentfwd((void *)loss_fn, enzyme_dup, p1, dp1, enzyme_const, t, enzyme_const, y1,
                                      enzyme_dup, &l1, &dl1, enzyme_const, n);
    void *tape2 = __enzyme_augmentfwd((void *)loss_fn, enzyme_dup, p2, dp2, enzyme_const, t, enzyme_const, y2,
                                      enzyme_dup, &l2, &dl2, enzyme_const, n);
    check_primal("loss 1", l1, loss_val(p1, t, y1, n));
    check_primal("loss 2", l2, loss_val(p2, t, y2, n));
    dl1 = 3.0;
    dl2 = -0.5;
    __enzyme_reverse((void *)loss_fn, enzyme_dup, p2, dp2, enzyme_const, t, enzyme_const, y2, enzyme_dup, &l2, &dl2,
                     enzyme_const, n, tape2);
    __enzyme_reverse((void *)loss_fn, enzyme_dup, p1, dp1, enzyme_const, t, enzyme_const, y1, enzyme_dup, &l1, &dl1,
                     enzyme_const, n, tape1);
    char what[64];
    for (int k = 0; k < 2; k++) {
        double *p = k ? p2 : p1, *dp = k ? dp2 : dp1, *y = k ? y2 : y1, sd = k ? -0.5 : 3.0;
        for (int i = 0; i < 3; i++) {
            double s = p[i];
            p[i] = s + h; double fp = loss_val(p, t, y, n);
            p[i] = s - h; double fm = loss_val(p, t, y, n);
            p[i] = s;
            snprintf(what, sizeof what, "tape%d dp[%d]", k + 1, i);
            check(what, dp[i], sd * (fp - fm) / (2 * h));
        }
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
