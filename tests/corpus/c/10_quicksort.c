/* Quicksort (Lomuto and Hoare partitions, median-of-three) on ints and doubles. */
#include <stdio.h>

#define N 200

static unsigned long long seed = 88172645463325252ULL;
static unsigned int rnd(void) {
    seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
    return (unsigned int)(seed >> 33);
}

static void swap_int(int *a, int *b) { int t = *a; *a = *b; *b = t; }

static void qs_lomuto(int *a, int lo, int hi) {
    if (lo >= hi) return;
    int pivot = a[hi], i = lo;
    for (int j = lo; j < hi; j++)
        if (a[j] < pivot) swap_int(&a[i++], &a[j]);
    swap_int(&a[i], &a[hi]);
    qs_lomuto(a, lo, i - 1);
    qs_lomuto(a, i + 1, hi);
}

static void qs_hoare(double *a, int lo, int hi) {
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        double x = a[lo], y = a[mid], z = a[hi];
        double pivot = (x < y) ? ((y < z) ? y : (x < z ? z : x)) : ((x < z) ? x : (y < z ? z : y));
        int i = lo - 1, j = hi + 1;
        for (;;) {
            do i++; while (a[i] < pivot);
            do j--; while (a[j] > pivot);
            if (i >= j) break;
            double t = a[i]; a[i] = a[j]; a[j] = t;
        }
        /* recurse on smaller part, loop on larger */
        if (j - lo < hi - j) { qs_hoare(a, lo, j); lo = j + 1; }
        else { qs_hoare(a, j + 1, hi); hi = j; }
    }
}

int main(void) {
    int a[N];
    double d[N];
    for (int i = 0; i < N; i++) {
        a[i] = (int)(rnd() % 1000) - 500;
        d[i] = (double)(rnd() % 100000) / 997.0 - 50.0;
    }
    qs_lomuto(a, 0, N - 1);
    qs_hoare(d, 0, N - 1);
    int ok = 1;
    for (int i = 1; i < N; i++) ok &= a[i - 1] <= a[i] && d[i - 1] <= d[i];
    printf("sorted: %d\n", ok);
    for (int i = 0; i < N; i += 20) printf("a[%3d]=%5d  d[%3d]=%10.5f\n", i, a[i], i, d[i]);
    long long sum = 0;
    for (int i = 0; i < N; i++) sum += (long long)a[i] * (i + 1);
    printf("weighted sum = %lld\n", sum);
    /* already-sorted and reverse-sorted inputs */
    int s[64];
    for (int i = 0; i < 64; i++) s[i] = 64 - i;
    qs_lomuto(s, 0, 63);
    printf("reverse -> %d %d %d\n", s[0], s[31], s[63]);
    double e[5] = {3, 3, 3, 3, 3};
    qs_hoare(e, 0, 4);
    printf("equal -> %.1f %.1f\n", e[0], e[4]);
    return 0;
}
