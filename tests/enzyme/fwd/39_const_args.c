// enzyme_const on every kind of argument: a const double among dup ones, a
// const pointer to a lookup table next to a dup output pointer, a const
// int pointer, a const matrix in a matrix-vector product, and a function
// where only the last argument is active.
// Check: central differences along the active direction, h = 1e-5,
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

static double mix(double a, double b, double c) { return a * sin(b) + b * exp(-c) + a * c; }
static void lookup_scale(double *out, const double *table, const int *idx, double s, int n) {
    for (int i = 0; i < n; i++) out[i] = table[idx[i]] * s * s + table[(idx[i] + 1) % 4];
}
static void matvec(double *y, const double *A, const double *x, int m, int n) {
    for (int i = 0; i < m; i++) {
        double s = 0;
        for (int j = 0; j < n; j++) s += A[i * n + j] * x[j];
        y[i] = s * x[i % n];
    }
}
static double last_active(int n, const double *w, double x) {
    double r = 0;
    for (int i = 0; i < n; i++) r = r * x + w[i];
    return r;
}

int main(void) {
    const double h = 1e-5;
    check("mix db (a,c const)", __enzyme_fwddiff((void *)mix, enzyme_const, 1.2, 0.7, 1.0, enzyme_const, 0.4),
          (mix(1.2, 0.7 + h, 0.4) - mix(1.2, 0.7 - h, 0.4)) / (2 * h));
    check("mix da+dc (b const)", __enzyme_fwddiff((void *)mix, 1.2, 1.0, enzyme_const, 0.7, 0.4, 1.0),
          (mix(1.2 + h, 0.7, 0.4 + h) - mix(1.2 - h, 0.7, 0.4 - h)) / (2 * h));
    const double table[4] = {0.5, -1.0, 2.0, 0.25};
    const int idx[3] = {2, 0, 3};
    double out[3], dout[3], op[3], om[3];
    __enzyme_fwddiff((void *)lookup_scale, enzyme_dup, out, dout, enzyme_const, table, enzyme_const, idx, 1.5, 1.0, 3);
    lookup_scale(op, table, idx, 1.5 + h, 3);
    lookup_scale(om, table, idx, 1.5 - h, 3);
    char name[32];
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "lookup_scale[%d]", i);
        check(name, dout[i], (op[i] - om[i]) / (2 * h));
    }
    double A[6] = {1, -0.5, 2, 0.3, 0.7, -1.2}, x[2] = {0.8, -1.1}, dx[2] = {1.0, 0.4}, y[3], dy[3], yp[3], ym[3];
    double xp[2] = {0.8 + h, -1.1 + 0.4 * h}, xm[2] = {0.8 - h, -1.1 - 0.4 * h};
    __enzyme_fwddiff((void *)matvec, enzyme_dup, y, dy, enzyme_const, A, enzyme_dup, x, dx, enzyme_const, 3,
                     enzyme_const, 2);
    matvec(yp, A, xp, 3, 2);
    matvec(ym, A, xm, 3, 2);
    for (int i = 0; i < 3; i++) {
        snprintf(name, sizeof name, "matvec[%d] (A const)", i);
        check(name, dy[i], (yp[i] - ym[i]) / (2 * h));
    }
    double w[5] = {1, -2, 0.5, 3, -1};
    check("last_active", __enzyme_fwddiff((void *)last_active, 5, enzyme_const, w, 0.9, 1.0),
          (last_active(5, w, 0.9 + h) - last_active(5, w, 0.9 - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
