/* Dense matrix multiply, ikj order, n = 384, twenty repetitions. */
#include <stdio.h>
#include <stdlib.h>
#define N 384
static double a[N][N], b[N][N], c[N][N];
int main(void) {
    unsigned s = 12345;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            s = s * 1103515245u + 12345u; a[i][j] = (double)(s >> 16) / 65536.0;
            s = s * 1103515245u + 12345u; b[i][j] = (double)(s >> 16) / 65536.0;
        }
    double check = 0;
    for (int rep = 0; rep < 20; rep++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) c[i][j] = 0;
        for (int i = 0; i < N; i++)
            for (int k = 0; k < N; k++) {
                double aik = a[i][k];
                for (int j = 0; j < N; j++) c[i][j] += aik * b[k][j];
            }
        check += c[rep][N - 1 - rep];
    }
    printf("%.6f\n", check);
    return 0;
}
