// Reverse mode through binary trees of malloc'd structs summed recursively:
// (1) a tree built by the caller, passed dup with a shadow tree of the same
// shape (zero payloads) whose payloads receive the gradient; (2) a binary
// search tree built inside the differentiated function by inserting the
// array values (malloc per node, shape depends on the data), summed with a
// depth-dependent weight, then freed recursively.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern double __enzyme_autodiff(void *, ...);

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
static node *build(int depth, int level, int *counter, node **list) {
    if (depth == 0) return NULL;
    node *t = malloc(sizeof *t);
    int id = (*counter)++;
    list[id] = t;
    t->val = 0.3 * cos(1.9 * id) + 0.1 * id;
    t->depth = level;
    t->left = build(depth - 1, level + 1, counter, list);
    t->right = build(depth - 1, level + 1, counter, list);
    return t;
}
static void zero_vals(node *t) { if (t) { t->val = 0; zero_vals(t->left); zero_vals(t->right); } }
static void release(node *t) { if (t) { release(t->left); release(t->right); free(t); } }

static node *insert(node *t, double v, int depth) {
    if (!t) {
        t = malloc(sizeof *t);
        t->val = v; t->depth = depth; t->left = t->right = NULL;
        return t;
    }
    if (v < t->val) t->left = insert(t->left, v, depth + 1);
    else t->right = insert(t->right, v, depth + 1);
    return t;
}
static double bst_sum(const double *x, int n) {
    node *root = NULL;
    for (int i = 0; i < n; i++) root = insert(root, x[i], 0);
    double s = tree_sum(root);
    release(root);
    return s;
}

int main(void) {
    enum { D = 3, NN = 7, N = 8 };
    const double h = 1e-6;
    node *tl[NN], *sl[NN];
    int c1 = 0, c2 = 0;
    node *t = build(D, 0, &c1, tl), *dt = build(D, 0, &c2, sl);
    zero_vals(dt);
    __enzyme_autodiff((void *)tree_sum, enzyme_dup, t, dt);
    char name[32];
    for (int k = 0; k < NN; k++) {
        double s = tl[k]->val;
        tl[k]->val = s + h; double fp = tree_sum(t);
        tl[k]->val = s - h; double fm = tree_sum(t);
        tl[k]->val = s;
        snprintf(name, sizeof name, "tree_sum d/dval[%d]", k);
        check(name, sl[k]->val, (fp - fm) / (2 * h));
    }
    release(t); release(dt);
    volatile int nv = N;
    int n = nv;
    double x[N] = {0.5, -0.3, 1.2, 0.1, -0.9, 0.8, 1.6, -0.05}, dx[N] = {0};
    __enzyme_autodiff((void *)bst_sum, enzyme_dup, x, dx, enzyme_const, n);
    for (int k = 0; k < N; k++) {
        double s = x[k];
        x[k] = s + h; double fp = bst_sum(x, n);
        x[k] = s - h; double fm = bst_sum(x, n);
        x[k] = s;
        snprintf(name, sizeof name, "bst_sum d/dx[%d]", k);
        check(name, dx[k], (fp - fm) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
