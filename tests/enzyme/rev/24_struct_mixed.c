// Reverse mode through an array of structs mixing an int and doubles,
// { int id; double w; double v; }: a reduction whose formula depends on the
// int field (the shadow's int fields are never touched), and a void in-place
// update of the v fields with an active learning rate (enzyme_out) whose
// gradient is returned while the v shadows carry the seed weights.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|);
// for the update the scalar is sum_i c_i * v_i(after).
#include <math.h>
#include <stdio.h>
#include <string.h>

extern int enzyme_dup, enzyme_const, enzyme_out;
extern double __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef struct { int id; double w; double v; } item;

static double score(const item *it, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) {
        s += it[i].w * sin(it[i].v * (it[i].id % 3 + 1));
        if (it[i].id & 1) s += it[i].w * it[i].w * it[i].v;
    }
    return s;
}
static void update(item *it, int n, double lr) {
    for (int i = 0; i < n; i++) it[i].v -= lr * it[i].w * it[i].id + lr * lr * it[i].v * it[i].v;
}

enum { N = 5 };
static const double c[N] = {1.0, -0.7, 0.4, 1.5, -1.1};
static item base[N];
static double upd_loss(int k, int field, double d, double lr) {
    item it[N];
    memcpy(it, base, sizeof it);
    if (field == 0) it[k].w += d;
    else if (field == 1) it[k].v += d;
    update(it, N, lr);
    double s = 0;
    for (int i = 0; i < N; i++) s += c[i] * it[i].v;
    return s;
}

int main(void) {
    const double h = 1e-6;
    volatile int nv = N;
    int n = nv;
    for (int i = 0; i < N; i++) { base[i].id = 2 * i + 1 - (i == 2); base[i].w = 0.5 + 0.3 * i; base[i].v = cos(1.1 * i); }
    item it[N], dit[N];
    memcpy(it, base, sizeof it);
    memset(dit, 0, sizeof dit);
    char name[32];
    __enzyme_autodiff((void *)score, enzyme_dup, it, dit, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = it[k].w;
        it[k].w = s + h; double fp = score(it, n);
        it[k].w = s - h; double fm = score(it, n);
        it[k].w = s;
        snprintf(name, sizeof name, "score d/dw[%d]", k);
        check(name, dit[k].w, (fp - fm) / (2 * h));
        s = it[k].v;
        it[k].v = s + h; fp = score(it, n);
        it[k].v = s - h; fm = score(it, n);
        it[k].v = s;
        snprintf(name, sizeof name, "score d/dv[%d]", k);
        check(name, dit[k].v, (fp - fm) / (2 * h));
    }
    double lr = 0.15;
    memset(dit, 0, sizeof dit);
    for (int i = 0; i < N; i++) dit[i].v = c[i];
    double dlr = __enzyme_autodiff((void *)update, enzyme_dup, it, dit, enzyme_const, n, enzyme_out, lr);
    check("update d/dlr", dlr, (upd_loss(0, 2, 0, lr + h) - upd_loss(0, 2, 0, lr - h)) / (2 * h));
    for (int k = 0; k < N; k++) {
        snprintf(name, sizeof name, "update d/dw[%d]", k);
        check(name, dit[k].w, (upd_loss(k, 0, h, lr) - upd_loss(k, 0, -h, lr)) / (2 * h));
        snprintf(name, sizeof name, "update d/dv[%d]", k);
        check(name, dit[k].v, (upd_loss(k, 1, h, lr) - upd_loss(k, 1, -h, lr)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
