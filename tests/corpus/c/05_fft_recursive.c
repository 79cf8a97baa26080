/* Recursive radix-2 FFT with complex numbers as structs; inverse and convolution. */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>

typedef struct { double re, im; } cplx;

static cplx c_add(cplx a, cplx b) { cplx r = {a.re + b.re, a.im + b.im}; return r; }
static cplx c_sub(cplx a, cplx b) { cplx r = {a.re - b.re, a.im - b.im}; return r; }
static cplx c_mul(cplx a, cplx b) {
    cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
    return r;
}
static cplx c_expi(double t) { cplx r = {cos(t), sin(t)}; return r; }

static void fft(cplx *x, int n, int inverse) {
    if (n == 1) return;
    int h = n / 2;
    cplx *even = malloc(sizeof(cplx) * h);
    cplx *odd = malloc(sizeof(cplx) * h);
    for (int i = 0; i < h; i++) { even[i] = x[2 * i]; odd[i] = x[2 * i + 1]; }
    fft(even, h, inverse);
    fft(odd, h, inverse);
    double sgn = inverse ? 1.0 : -1.0;
    for (int k = 0; k < h; k++) {
        cplx t = c_mul(c_expi(sgn * 2.0 * M_PI * k / n), odd[k]);
        x[k] = c_add(even[k], t);
        x[k + h] = c_sub(even[k], t);
    }
    free(even);
    free(odd);
}

static double clean(double v) { return fabs(v) < 5e-10 ? 0.0 : v; }

int main(void) {
    enum { N = 16 };
    cplx x[N], orig[N];
    for (int i = 0; i < N; i++) {
        x[i].re = cos(2.0 * M_PI * 3.0 * i / N) + 0.5 * sin(2.0 * M_PI * 5.0 * i / N);
        x[i].im = 0.0;
        orig[i] = x[i];
    }
    fft(x, N, 0);
    for (int k = 0; k < N; k++)
        printf("X[%2d] = %9.5f %+9.5fi  |X|=%.5f\n", k, clean(x[k].re), clean(x[k].im),
               clean(hypot(x[k].re, x[k].im)));
    fft(x, N, 1);
    double err = 0.0;
    for (int i = 0; i < N; i++) err = fmax(err, fabs(x[i].re / N - orig[i].re) + fabs(x[i].im / N));
    printf("roundtrip ok: %d\n", err < 1e-12);
    /* polynomial multiplication via FFT: (1+2x+3x^2)(4+5x+6x^3) */
    cplx p[8] = {{1, 0}, {2, 0}, {3, 0}}, q[8] = {{4, 0}, {5, 0}, {0, 0}, {6, 0}};
    fft(p, 8, 0);
    fft(q, 8, 0);
    for (int i = 0; i < 8; i++) p[i] = c_mul(p[i], q[i]);
    fft(p, 8, 1);
    printf("product coeffs:");
    for (int i = 0; i < 8; i++) printf(" %ld", lround(p[i].re / 8));
    printf("\n");
    return 0;
}
