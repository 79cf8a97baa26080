// Reverse mode through a function that writes a global array and reads it
// back: a static scratch array (needs a shadow global), filled from the dup
// input, smoothed in place and reduced; plus a global scalar accumulator.
// Called twice, so a shadow global left dirty by the first call would show.
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

enum { N = 6 };
static double g_buf[N];
double g_acc;

static double via_global(const double *x, int n) {
    for (int i = 0; i < n; i++) g_buf[i] = x[i] * x[i] + sin(x[i]);
    for (int i = 1; i < n; i++) g_buf[i] += 0.5 * g_buf[i - 1];
    g_acc = 0;
    for (int i = 0; i < n; i++) g_acc += g_buf[i] * g_buf[(i + 2) % n];
    return g_acc * 0.5 + g_buf[n - 1];
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    double x[N];
    for (int i = 0; i < N; i++) x[i] = 0.9 * sin(0.8 * i + 0.1);
    char name[40];
    for (int call = 1; call <= 2; call++) {
        double dx[N] = {0};
        __enzyme_autodiff((void *)via_global, enzyme_dup, x, dx, enzyme_const, n);
        for (int k = 0; k < N; k++) {
            double s = x[k];
            x[k] = s + h; double fp = via_global(x, n);
            x[k] = s - h; double fm = via_global(x, n);
            x[k] = s;
            snprintf(name, sizeof name, "call %d d/dx[%d]", call, k);
            check(name, dx[k], (fp - fm) / (2 * h));
        }
        x[0] += 0.1; /* a different point for the second call */
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
