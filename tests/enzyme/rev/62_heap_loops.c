// Reverse mode through heap memory inside the differentiated function:
// a scratch block malloc'd and freed in every iteration, a calloc'd
// accumulator, and a linked list built with malloc and freed at the end.
// Also run under valgrind (zyme/tests/leaks.rs): no bytes definitely lost.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern int enzyme_dup, enzyme_const;
extern void __enzyme_autodiff(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

struct node { double v; struct node *next; };

static double heap_energy(const double *x, int n) {
    double *acc = calloc(n, sizeof(double));
    struct node *head = NULL;
    for (int i = 0; i < n; i++) {
        double *t = malloc(2 * sizeof(double));
        t[0] = sin(x[i]);
        t[1] = t[0] * x[(i + 1) % n];
        acc[i] += t[1];
        free(t);
        struct node *nd = malloc(sizeof *nd);
        nd->v = acc[i] * x[i];
        nd->next = head;
        head = nd;
    }
    double s = 0;
    while (head) {
        struct node *nx = head->next;
        s += head->v * head->v;
        free(head);
        head = nx;
    }
    free(acc);
    return s;
}

int main(void) {
    volatile int nv = 7;
    int n = nv;
    double x[16], dx[16] = {0};
    for (int i = 0; i < n; i++) x[i] = 0.4 + 0.3 * sin(1.7 * i);
    __enzyme_autodiff((void *)heap_energy, enzyme_dup, x, dx, enzyme_const, n);
    const double h = 1e-6;
    char name[32];
    for (int i = 0; i < n; i++) {
        double xp[16], xm[16];
        for (int j = 0; j < n; j++) xp[j] = xm[j] = x[j];
        xp[i] += h; xm[i] -= h;
        snprintf(name, sizeof name, "d/dx[%d]", i);
        check(name, dx[i], (heap_energy(xp, n) - heap_energy(xm, n)) / (2 * h));
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
