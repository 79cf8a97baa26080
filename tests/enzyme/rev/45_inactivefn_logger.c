// __enzyme_inactivefn: a logging function registered as inactive
// (void *__enzyme_inactivefn[1] = {(void *)logger}) is called with active
// values inside the differentiated loop; it records them in a global
// buffer that has no shadow. The derivative must ignore it, but the call
// must still run in the forward pass with the primal values.
// Check: gradient w.r.t. the dup array against central differences,
// h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|); the log holds the primal
// partial sums (1e-12) and the right number of entries.
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
static void check_primal(const char *what, double got, double want) {
    int ok = fabs(got - want) <= 1e-12 * fmax(1.0, fabs(want));
    printf("%-26s got=%+.10e want=%+.10e %s\n", what, got, want, ok ? "OK" : "FAIL");
    fails += !ok;
}

double log_buf[64];
int log_len;
__attribute__((noinline)) void logger(const char *tag, double v) {
    if (log_len < 64) log_buf[log_len++] = v;
    if (v > 1e6) printf("%s: %g\n", tag, v);
}
void *__enzyme_inactivefn[1] = {(void *)logger};

static double f(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += sin(x[i]) * x[(i + 1) % n] + 0.5 * x[i] * x[i];
        logger("partial", s);
    }
    logger("total", s * s);
    return s * s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = 4;
    int n = nv;
    double x[4] = {0.6, -1.3, 0.2, 1.9}, dx[4] = {0};
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, n);
    printf("%-26s got=%d want=%d %s\n", "log entries", log_len, n + 1, log_len == n + 1 ? "OK" : "FAIL");
    fails += log_len != n + 1;
    double s = 0;
    char what[64];
    for (int i = 0; i < n && i < log_len; i++) {
        s += sin(x[i]) * x[(i + 1) % n] + 0.5 * x[i] * x[i];
        snprintf(what, sizeof what, "log[%d] (partial sum)", i);
        check_primal(what, log_buf[i], s);
    }
    for (int i = 0; i < n; i++) {
        double t = x[i];
        x[i] = t + h; double fp = f(x, n);
        x[i] = t - h; double fm = f(x, n);
        x[i] = t;
        snprintf(what, sizeof what, "df/dx[%d]", i);
        check(what, dx[i], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
