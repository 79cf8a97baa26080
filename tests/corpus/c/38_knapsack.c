/* Dynamic programming: 0/1 knapsack with item recovery, unbounded coin change, LIS, matrix-chain order. */
#include <stdio.h>
#include <limits.h>

#define NI 12
#define CAP 50

static const int wt[NI] = {10, 20, 30, 5, 7, 13, 17, 3, 11, 23, 8, 4};
static const int val[NI] = {60, 100, 120, 30, 35, 70, 80, 12, 50, 95, 40, 18};

static int knap[NI + 1][CAP + 1];

static void print_chain(int s[8][8], int i, int j) {
    if (i == j) { printf("A%d", i); return; }
    printf("(");
    print_chain(s, i, s[i][j]);
    print_chain(s, s[i][j] + 1, j);
    printf(")");
}

int main(void) {
    for (int i = 1; i <= NI; i++)
        for (int c = 0; c <= CAP; c++) {
            knap[i][c] = knap[i - 1][c];
            if (wt[i - 1] <= c && knap[i - 1][c - wt[i - 1]] + val[i - 1] > knap[i][c])
                knap[i][c] = knap[i - 1][c - wt[i - 1]] + val[i - 1];
        }
    printf("best value = %d\nitems:", knap[NI][CAP]);
    int c = CAP, tw = 0;
    for (int i = NI; i > 0; i--)
        if (knap[i][c] != knap[i - 1][c]) { printf(" %d(w%d,v%d)", i - 1, wt[i - 1], val[i - 1]); c -= wt[i - 1]; tw += wt[i - 1]; }
    printf("\ntotal weight = %d\n", tw);

    int coins[] = {1, 5, 10, 25, 50};
    long long ways[301] = {1};
    int minc[301];
    for (int a = 1; a <= 300; a++) minc[a] = INT_MAX;
    minc[0] = 0;
    for (int k = 0; k < 5; k++)
        for (int a = coins[k]; a <= 300; a++) {
            ways[a] += ways[a - coins[k]];
            if (minc[a - coins[k]] != INT_MAX && minc[a - coins[k]] + 1 < minc[a]) minc[a] = minc[a - coins[k]] + 1;
        }
    printf("coin ways(100)=%lld ways(300)=%lld min coins(289)=%d\n", ways[100], ways[300], minc[289]);

    int seq[20];
    for (int i = 0; i < 20; i++) seq[i] = (i * 37 + 11) % 23;
    int lis[20], best = 0;
    for (int i = 0; i < 20; i++) {
        lis[i] = 1;
        for (int j = 0; j < i; j++) if (seq[j] < seq[i] && lis[j] + 1 > lis[i]) lis[i] = lis[j] + 1;
        if (lis[i] > best) best = lis[i];
    }
    printf("seq:");
    for (int i = 0; i < 20; i++) printf(" %d", seq[i]);
    printf("\nLIS length = %d\n", best);

    int dims[8] = {30, 35, 15, 5, 10, 20, 25, 12};
    long long m[8][8] = {{0}};
    int s[8][8] = {{0}};
    int n = 7;
    for (int len = 2; len <= n; len++)
        for (int i = 1; i <= n - len + 1; i++) {
            int j = i + len - 1;
            m[i][j] = LLONG_MAX;
            for (int k = i; k < j; k++) {
                long long cost = m[i][k] + m[k + 1][j] + (long long)dims[i - 1] * dims[k] * dims[j];
                if (cost < m[i][j]) { m[i][j] = cost; s[i][j] = k; }
            }
        }
    printf("matrix chain min mults = %lld, order = ", m[1][n]);
    print_chain(s, 1, n);
    printf("\n");
    return 0;
}
