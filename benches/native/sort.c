/* Quicksort (median of three, insertion sort below 16) of 3,000,000 integers. */
#include <stdio.h>
#include <stdlib.h>
#define N 3000000
static int a[N];
static void isort(int *x, int n) { for (int i = 1; i < n; i++) { int v = x[i], j = i - 1; while (j >= 0 && x[j] > v) { x[j + 1] = x[j]; j--; } x[j + 1] = v; } }
static void qs(int *x, int n) {
    while (n > 16) {
        int a0 = x[0], b0 = x[n / 2], c0 = x[n - 1];
        int p = a0 < b0 ? (b0 < c0 ? b0 : (a0 < c0 ? c0 : a0)) : (a0 < c0 ? a0 : (b0 < c0 ? c0 : b0));
        int i = 0, j = n - 1;
        while (i <= j) { while (x[i] < p) i++; while (x[j] > p) j--; if (i <= j) { int t = x[i]; x[i] = x[j]; x[j] = t; i++; j--; } }
        if (j + 1 < n - i) { qs(x, j + 1); x += i; n -= i; } else { qs(x + i, n - i); n = j + 1; }
    }
    isort(x, n);
}
int main(void) {
    unsigned long s = 88172645463325252ul;
    for (int i = 0; i < N; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; a[i] = (int)(s % 1000000007ul); }
    qs(a, N);
    long check = 0; for (int i = 0; i < N; i += 1000) check += a[i] % 1000;
    for (int i = 1; i < N; i++) if (a[i - 1] > a[i]) { printf("unsorted\n"); return 1; }
    printf("%ld\n", check);
    return 0;
}
