/* Heapsort plus a binary-heap priority queue (k smallest, running median-ish stats). */
#include <stdio.h>

static void sift_down(double *a, int start, int end) {
    int root = start;
    while (2 * root + 1 <= end) {
        int child = 2 * root + 1, sw = root;
        if (a[sw] < a[child]) sw = child;
        if (child + 1 <= end && a[sw] < a[child + 1]) sw = child + 1;
        if (sw == root) return;
        double t = a[root]; a[root] = a[sw]; a[sw] = t;
        root = sw;
    }
}

static void heapsort(double *a, int n) {
    for (int s = (n - 2) / 2; s >= 0; s--) sift_down(a, s, n - 1);
    for (int end = n - 1; end > 0; end--) {
        double t = a[end]; a[end] = a[0]; a[0] = t;
        sift_down(a, 0, end - 1);
    }
}

/* min-heap of unsigned for a priority queue */
typedef struct { unsigned v[256]; int n; } pq;

static void pq_push(pq *q, unsigned x) {
    int i = q->n++;
    q->v[i] = x;
    while (i > 0) {
        int p = (i - 1) / 2;
        if (q->v[p] <= q->v[i]) break;
        unsigned t = q->v[p]; q->v[p] = q->v[i]; q->v[i] = t;
        i = p;
    }
}

static unsigned pq_pop(pq *q) {
    unsigned top = q->v[0];
    q->v[0] = q->v[--q->n];
    int i = 0;
    for (;;) {
        int l = 2 * i + 1, r = l + 1, m = i;
        if (l < q->n && q->v[l] < q->v[m]) m = l;
        if (r < q->n && q->v[r] < q->v[m]) m = r;
        if (m == i) break;
        unsigned t = q->v[m]; q->v[m] = q->v[i]; q->v[i] = t;
        i = m;
    }
    return top;
}

int main(void) {
    double a[100];
    for (int i = 0; i < 100; i++) a[i] = (double)((i * 7919) % 1009) / 7.0;
    heapsort(a, 100);
    int ok = 1;
    for (int i = 1; i < 100; i++) ok &= a[i - 1] <= a[i];
    printf("heapsort ok=%d min=%.6f med=%.6f max=%.6f\n", ok, a[0], a[50], a[99]);
    static pq q;
    unsigned s = 1u;
    for (int i = 0; i < 200; i++) {
        s = s * 22695477u + 1u;
        pq_push(&q, (s >> 16) & 0x7fff);
    }
    printf("5 smallest:");
    for (int i = 0; i < 5; i++) printf(" %u", pq_pop(&q));
    printf("\nremaining=%d\n", q.n);
    unsigned prev = 0, sorted = 1, total = 0;
    while (q.n > 0) {
        unsigned v = pq_pop(&q);
        sorted &= v >= prev;
        prev = v;
        total += v;
    }
    printf("drained sorted=%u total=%u last=%u\n", sorted, total, prev);
    return 0;
}
