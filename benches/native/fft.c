/* Iterative radix-2 complex FFT of 2^18 points, forward and inverse, 16 times. */
#include <stdio.h>
#include <math.h>
#define LOG 18
#define N (1 << LOG)
static double re[N], im[N];
static void fft(int inverse) {
    for (int i = 1, j = 0; i < N; i++) {
        int bit = N >> 1;
        for (; j & bit; bit >>= 1) j ^= bit;
        j ^= bit;
        if (i < j) { double t = re[i]; re[i] = re[j]; re[j] = t; t = im[i]; im[i] = im[j]; im[j] = t; }
    }
    for (int len = 2; len <= N; len <<= 1) {
        double ang = 2 * M_PI / len * (inverse ? -1 : 1);
        double wr = cos(ang), wi = sin(ang);
        for (int i = 0; i < N; i += len) {
            double cr = 1, ci = 0;
            for (int k = 0; k < len / 2; k++) {
                int a = i + k, b = i + k + len / 2;
                double xr = re[b] * cr - im[b] * ci, xi = re[b] * ci + im[b] * cr;
                re[b] = re[a] - xr; im[b] = im[a] - xi; re[a] += xr; im[a] += xi;
                double t = cr * wr - ci * wi; ci = cr * wi + ci * wr; cr = t;
            }
        }
    }
    if (inverse) for (int i = 0; i < N; i++) { re[i] /= N; im[i] /= N; }
}
int main(void) {
    for (int i = 0; i < N; i++) { re[i] = sin(i * 0.001) + (i % 17) * 0.01; im[i] = 0; }
    for (int r = 0; r < 16; r++) { fft(0); fft(1); }
    double s = 0; for (int i = 0; i < N; i += 97) s += re[i] + im[i];
    printf("%.8f\n", s);
    return 0;
}
