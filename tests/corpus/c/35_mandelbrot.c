/* Mandelbrot iteration counts rendered as ASCII art, plus escape-time statistics and a Julia set. */
#include <stdio.h>

static int mandel_iter(double cr, double ci, int maxit) {
    double zr = 0, zi = 0;
    for (int i = 0; i < maxit; i++) {
        double zr2 = zr * zr, zi2 = zi * zi;
        if (zr2 + zi2 > 4.0) return i;
        zi = 2 * zr * zi + ci;
        zr = zr2 - zi2 + cr;
    }
    return maxit;
}

static int julia_iter(double zr, double zi, double cr, double ci, int maxit) {
    for (int i = 0; i < maxit; i++) {
        if (zr * zr + zi * zi > 4.0) return i;
        double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
    }
    return maxit;
}

int main(void) {
    const char *shades = " .:-=+*#%@";
    const int W = 72, H = 28, MAXIT = 200;
    long total = 0;
    int inside = 0, hist[10] = {0};
    for (int y = 0; y < H; y++) {
        char line[80];
        for (int x = 0; x < W; x++) {
            double cr = -2.2 + 3.0 * x / (W - 1);
            double ci = -1.2 + 2.4 * y / (H - 1);
            int it = mandel_iter(cr, ci, MAXIT);
            total += it;
            if (it == MAXIT) inside++;
            int idx = it == MAXIT ? 9 : (it * 9) / 40;
            if (idx > 8 && it != MAXIT) idx = 8;
            hist[idx]++;
            line[x] = shades[idx];
        }
        line[W] = 0;
        printf("|%s|\n", line);
    }
    printf("total iterations=%ld inside=%d\n", total, inside);
    printf("histogram:");
    for (int i = 0; i < 10; i++) printf(" %d", hist[i]);
    printf("\n");
    int jt = 0;
    for (int y = 0; y < 20; y++) {
        for (int x = 0; x < 40; x++) {
            int it = julia_iter(-1.5 + 3.0 * x / 39, -1.0 + 2.0 * y / 19, -0.8, 0.156, 100);
            jt += it;
            putchar(it >= 100 ? '#' : it > 10 ? '+' : it > 4 ? '.' : ' ');
        }
        putchar('\n');
    }
    printf("julia total=%d\n", jt);
    return 0;
}
