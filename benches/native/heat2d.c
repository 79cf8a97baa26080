/* 2-D heat equation, 5-point Jacobi stencil on 512x512, 3000 sweeps. */
#include <stdio.h>
#define N 512
static double u[N][N], v[N][N];
int main(void) {
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = (i == N / 2 && j == N / 2) ? 1e6 : (i * 7 + j * 3) % 11;
    for (int t = 0; t < 3000; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                v[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4 * u[i][j]);
        for (int i = 1; i < N - 1; i++) for (int j = 1; j < N - 1; j++) u[i][j] = v[i][j];
    }
    double s = 0; for (int i = 0; i < N; i++) s += u[i][i] + u[i][N - 1 - i];
    printf("%.6f\n", s);
    return 0;
}
