/* Mandelbrot set escape counts on a 1000x1000 grid, up to 400 iterations. */
#include <stdio.h>
int main(void) {
    const int w = 1000, h = 1000, iters = 400;
    long total = 0;
    for (int py = 0; py < h; py++)
        for (int px = 0; px < w; px++) {
            double cx = -2.0 + 3.0 * px / w, cy = -1.5 + 3.0 * py / h, x = 0, y = 0;
            int n = 0;
            while (n < iters && x * x + y * y <= 4.0) { double t = x * x - y * y + cx; y = 2 * x * y + cy; x = t; n++; }
            total += n;
        }
    printf("%ld\n", total);
    return 0;
}
