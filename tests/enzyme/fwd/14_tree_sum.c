// Forward mode through a recursive walk of a binary tree of heap nodes with
// a double payload and child pointers: the shadow tree has the same shape,
// and its child pointers point at shadow nodes.
// Check: central differences along the tangent direction, h = 1e-5,
// |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_fwddiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef struct node { double val; int depth; struct node *left, *right; } node;

static double tree_sum(const node *t) {
    if (!t) return 0.0;
    return t->val * t->val * (t->depth + 1) + sin(t->val) + 0.5 * tree_sum(t->left) + tree_sum(t->right);
}
/* Builds a complete tree of the given depth; the payload comes from *seed. */
static node *build(int depth, int level, double *seed, double scale) {
    if (depth == 0) return NULL;
    node *t = malloc(sizeof *t);
    t->val = scale * (*seed = fmod(*seed * 1.7 + 0.31, 2.0) - 0.5);
    t->depth = level;
    t->left = build(depth - 1, level + 1, seed, scale);
    t->right = build(depth - 1, level + 1, seed, scale);
    return t;
}
static void shift(node *t, const node *d, double h) {
    if (!t) return;
    t->val += h * d->val;
    shift(t->left, d->left, h);
    shift(t->right, d->right, h);
}
static void release(node *t) { if (t) { release(t->left); release(t->right); free(t); } }

int main(void) {
    const double h = 1e-5;
    double s1 = 0.2, s2 = 0.2, s3 = 0.9;
    node *t = build(4, 0, &s1, 1.0), *tp = build(4, 0, &s2, 1.0), *dt = build(4, 0, &s3, 0.8);
    double ad = __enzyme_fwddiff((void *)tree_sum, enzyme_dup, t, dt);
    shift(tp, dt, h);
    double fp = tree_sum(tp);
    shift(tp, dt, -2 * h);
    check("tree_sum", ad, (fp - tree_sum(tp)) / (2 * h));
    release(t); release(tp); release(dt);
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
