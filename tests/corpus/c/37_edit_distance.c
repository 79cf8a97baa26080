/* Dynamic programming on strings: Levenshtein (full table and two-row), LCS with traceback, Damerau. */
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int min3(int a, int b, int c) { int m = a < b ? a : b; return m < c ? m : c; }

static int lev_full(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b);
    int *d = malloc(sizeof(int) * (size_t)(n + 1) * (size_t)(m + 1));
    for (int i = 0; i <= n; i++) d[i * (m + 1)] = i;
    for (int j = 0; j <= m; j++) d[j] = j;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++)
            d[i * (m + 1) + j] = min3(d[(i - 1) * (m + 1) + j] + 1, d[i * (m + 1) + j - 1] + 1,
                                      d[(i - 1) * (m + 1) + j - 1] + (a[i - 1] != b[j - 1]));
    int r = d[n * (m + 1) + m];
    free(d);
    return r;
}

static int lev_tworow(const char *a, const char *b) {
    int m = (int)strlen(b);
    int prev[64], cur[64];
    for (int j = 0; j <= m; j++) prev[j] = j;
    for (int i = 1; a[i - 1]; i++) {
        cur[0] = i;
        for (int j = 1; j <= m; j++) cur[j] = min3(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1]));
        memcpy(prev, cur, sizeof(int) * (size_t)(m + 1));
    }
    return prev[m];
}

static int damerau(const char *a, const char *b) {
    int n = (int)strlen(a), m = (int)strlen(b);
    int d[32][32];
    for (int i = 0; i <= n; i++) d[i][0] = i;
    for (int j = 0; j <= m; j++) d[0][j] = j;
    for (int i = 1; i <= n; i++)
        for (int j = 1; j <= m; j++) {
            int cost = a[i - 1] != b[j - 1];
            d[i][j] = min3(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < d[i][j])
                d[i][j] = d[i - 2][j - 2] + 1;
        }
    return d[n][m];
}

static int lcs(const char *a, const char *b, char *out) {
    int n = (int)strlen(a), m = (int)strlen(b);
    static int L[64][64];
    for (int i = n; i >= 0; i--)
        for (int j = m; j >= 0; j--) {
            if (i == n || j == m) L[i][j] = 0;
            else if (a[i] == b[j]) L[i][j] = 1 + L[i + 1][j + 1];
            else L[i][j] = L[i + 1][j] > L[i][j + 1] ? L[i + 1][j] : L[i][j + 1];
        }
    int i = 0, j = 0, k = 0;
    while (i < n && j < m) {
        if (a[i] == b[j]) { out[k++] = a[i]; i++; j++; }
        else if (L[i + 1][j] >= L[i][j + 1]) i++;
        else j++;
    }
    out[k] = 0;
    return L[0][0];
}

int main(void) {
    const char *pairs[][2] = {
        {"kitten", "sitting"}, {"flaw", "lawn"}, {"intention", "execution"}, {"", "abc"},
        {"abcdef", "abcdef"}, {"ca", "ac"}, {"compiler", "complier"}, {"numerical", "numerically"},
        {"GATTACA", "GCATGCU"}, {"the quick brown fox", "the quack brown fix"},
    };
    for (int i = 0; i < 10; i++) {
        char sub[64];
        int l = lcs(pairs[i][0], pairs[i][1], sub);
        printf("%-20s %-20s lev=%2d/%2d dam=%2d lcs=%2d \"%s\"\n", pairs[i][0], pairs[i][1], lev_full(pairs[i][0], pairs[i][1]),
               lev_tworow(pairs[i][0], pairs[i][1]), damerau(pairs[i][0], pairs[i][1]), l, sub);
    }
    return 0;
}
