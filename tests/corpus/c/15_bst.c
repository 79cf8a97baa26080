/* Binary search tree with malloc/free: insert, search, delete, traversals, height. */
#include <stdio.h>
#include <stdlib.h>

typedef struct tnode { int key; double val; struct tnode *l, *r; } tnode;

static tnode *insert(tnode *t, int key, double val) {
    if (!t) {
        t = malloc(sizeof *t);
        t->key = key; t->val = val; t->l = t->r = NULL;
        return t;
    }
    if (key < t->key) t->l = insert(t->l, key, val);
    else if (key > t->key) t->r = insert(t->r, key, val);
    else t->val += val;
    return t;
}

static const tnode *find(const tnode *t, int key) {
    while (t && t->key != key) t = key < t->key ? t->l : t->r;
    return t;
}

static tnode *delete_key(tnode *t, int key) {
    if (!t) return NULL;
    if (key < t->key) t->l = delete_key(t->l, key);
    else if (key > t->key) t->r = delete_key(t->r, key);
    else {
        if (!t->l || !t->r) { tnode *c = t->l ? t->l : t->r; free(t); return c; }
        tnode *m = t->r;
        while (m->l) m = m->l;
        t->key = m->key; t->val = m->val;
        t->r = delete_key(t->r, m->key);
    }
    return t;
}

static int height(const tnode *t) {
    if (!t) return 0;
    int a = height(t->l), b = height(t->r);
    return 1 + (a > b ? a : b);
}

static int count = 0;
static void inorder(const tnode *t, double *acc) {
    if (!t) return;
    inorder(t->l, acc);
    if (count < 12) printf("%d:%.2f ", t->key, t->val);
    count++;
    *acc += t->val * t->key;
    inorder(t->r, acc);
}

static void destroy(tnode *t) { if (t) { destroy(t->l); destroy(t->r); free(t); } }

int main(void) {
    tnode *root = NULL;
    unsigned s = 42;
    for (int i = 0; i < 300; i++) {
        s = s * 1103515245u + 12345u;
        int k = (int)((s >> 16) % 500);
        root = insert(root, k, (double)(i % 10) * 0.5);
    }
    double acc = 0.0;
    count = 0;
    inorder(root, &acc);
    printf("\nnodes=%d height=%d acc=%.3f\n", count, height(root), acc);
    int probes[] = {0, 17, 250, 499, 123};
    for (int i = 0; i < 5; i++) {
        const tnode *n = find(root, probes[i]);
        if (n) printf("find %3d -> %.2f\n", probes[i], n->val);
        else printf("find %3d -> none\n", probes[i]);
    }
    for (int k = 0; k < 500; k += 2) root = delete_key(root, k);
    acc = 0.0;
    count = 0;
    printf("after deleting evens: ");
    inorder(root, &acc);
    printf("\nnodes=%d height=%d acc=%.3f\n", count, height(root), acc);
    destroy(root);
    return 0;
}
