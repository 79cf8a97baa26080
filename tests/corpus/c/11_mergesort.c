/* Top-down and bottom-up mergesort with a scratch buffer; stable sort of records. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int key; int id; } rec;

static void merge(rec *a, rec *tmp, int lo, int mid, int hi) {
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) tmp[k++] = (a[j].key < a[i].key) ? a[j++] : a[i++];
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    memcpy(a + lo, tmp + lo, sizeof(rec) * (size_t)(hi - lo));
}

static void msort_td(rec *a, rec *tmp, int lo, int hi) {
    if (hi - lo < 2) return;
    int mid = lo + (hi - lo) / 2;
    msort_td(a, tmp, lo, mid);
    msort_td(a, tmp, mid, hi);
    merge(a, tmp, lo, mid, hi);
}

static void msort_bu(rec *a, rec *tmp, int n) {
    for (int w = 1; w < n; w *= 2)
        for (int lo = 0; lo < n - w; lo += 2 * w) {
            int hi = lo + 2 * w;
            if (hi > n) hi = n;
            merge(a, tmp, lo, lo + w, hi);
        }
}

static long long inversions(int *a, int *tmp, int lo, int hi) {
    if (hi - lo < 2) return 0;
    int mid = (lo + hi) / 2;
    long long c = inversions(a, tmp, lo, mid) + inversions(a, tmp, mid, hi);
    int i = lo, j = mid, k = lo;
    while (i < mid && j < hi) {
        if (a[j] < a[i]) { c += mid - i; tmp[k++] = a[j++]; }
        else tmp[k++] = a[i++];
    }
    while (i < mid) tmp[k++] = a[i++];
    while (j < hi) tmp[k++] = a[j++];
    for (k = lo; k < hi; k++) a[k] = tmp[k];
    return c;
}

int main(void) {
    enum { N = 150 };
    rec *a = malloc(sizeof(rec) * N), *b = malloc(sizeof(rec) * N), *tmp = malloc(sizeof(rec) * N);
    unsigned x = 2463534242u;
    for (int i = 0; i < N; i++) {
        x ^= x << 13; x ^= x >> 17; x ^= x << 5;
        a[i].key = (int)(x % 20);
        a[i].id = i;
        b[i] = a[i];
    }
    msort_td(a, tmp, 0, N);
    msort_bu(b, tmp, N);
    int stable = 1, same = 1;
    for (int i = 1; i < N; i++)
        if (a[i - 1].key == a[i].key && a[i - 1].id > a[i].id) stable = 0;
    for (int i = 0; i < N; i++) same &= a[i].key == b[i].key && a[i].id == b[i].id;
    printf("stable=%d td==bu=%d\n", stable, same);
    for (int i = 0; i < N; i += 15) printf("(%d,%d) ", a[i].key, a[i].id);
    printf("\n");
    int v[N], t2[N];
    for (int i = 0; i < N; i++) v[i] = (i * 37) % 101;
    printf("inversions = %lld\n", inversions(v, t2, 0, N));
    printf("v[0]=%d v[N-1]=%d\n", v[0], v[N - 1]);
    free(a); free(b); free(tmp);
    return 0;
}
