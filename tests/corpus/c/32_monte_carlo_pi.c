/* Monte-Carlo estimates with fixed-seed LCGs: pi, integral, random walk statistics, histogram. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

typedef struct { uint64_t s; } lcg64;
static double lcg_next(lcg64 *g) {
    g->s = g->s * 6364136223846793005ULL + 1442695040888963407ULL;
    return (double)(g->s >> 11) * (1.0 / 9007199254740992.0);
}

static uint32_t park_miller(uint32_t *s) { *s = (uint32_t)(((uint64_t)*s * 48271u) % 2147483647u); return *s; }

int main(void) {
    lcg64 g = {20240601ULL};
    long inside = 0;
    const long N = 400000;
    for (long i = 0; i < N; i++) {
        double x = lcg_next(&g), y = lcg_next(&g);
        if (x * x + y * y <= 1.0) inside++;
    }
    double pi_est = 4.0 * inside / N;
    printf("inside=%ld pi_est=%.6f |err|<0.01: %d\n", inside, pi_est, fabs(pi_est - M_PI) < 0.01);
    /* integral of exp(x) on [0,1] with antithetic variates */
    double s1 = 0, s2 = 0;
    for (int i = 0; i < 100000; i++) {
        double u = lcg_next(&g);
        s1 += exp(u);
        s2 += 0.5 * (exp(u) + exp(1.0 - u));
    }
    printf("plain=%.6f antithetic=%.6f exact=%.6f\n", s1 / 100000, s2 / 100000, exp(1.0) - 1.0);
    /* 1-D random walks */
    uint32_t pm = 12345;
    int walks = 2000, steps = 100;
    double mean = 0, msq = 0;
    int hist[11] = {0};
    for (int w = 0; w < walks; w++) {
        int pos = 0;
        for (int s = 0; s < steps; s++) pos += (park_miller(&pm) & 1024) ? 1 : -1;
        mean += pos;
        msq += (double)pos * pos;
        int b = (pos + 30) / 6;
        if (b < 0) b = 0;
        if (b > 10) b = 10;
        hist[b]++;
    }
    mean /= walks;
    msq /= walks;
    printf("walk mean=%.4f mean_sq=%.4f (expected ~%d)\n", mean, msq, steps);
    for (int b = 0; b <= 10; b++) {
        printf("%4d | ", b * 6 - 30);
        for (int k = 0; k < hist[b] / 20; k++) putchar('*');
        printf(" %d\n", hist[b]);
    }
    /* Buffon's needle style estimate using a second generator */
    lcg64 h = {7ULL};
    long hits = 0;
    for (long i = 0; i < 200000; i++) {
        double c = lcg_next(&h) * 0.5, th = lcg_next(&h) * M_PI / 2;
        if (c <= 0.5 * sin(th)) hits++;
    }
    printf("buffon hits=%ld pi~%.5f\n", hits, 200000.0 / hits);
    return 0;
}
