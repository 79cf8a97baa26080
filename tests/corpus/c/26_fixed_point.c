/* Q16.16 fixed-point arithmetic: mul/div with rounding, sqrt, sin via CORDIC, compare with double. */
#include <stdio.h>
#include <stdint.h>
#include <math.h>

typedef int32_t fix;
#define FRAC 16
#define ONE (1 << FRAC)

static fix fx_from_double(double d) { return (fix)lround(d * ONE); }
static double fx_to_double(fix f) { return (double)f / ONE; }
static fix fx_mul(fix a, fix b) { return (fix)(((int64_t)a * b + (1 << (FRAC - 1))) >> FRAC); }
static fix fx_div(fix a, fix b) { return (fix)(((int64_t)a * ONE) / b); }

static fix fx_sqrt(fix a) {
    if (a <= 0) return 0;
    uint64_t n = (uint64_t)a << FRAC, r = 0, bit = 1ULL << 62;
    while (bit > n) bit >>= 2;
    while (bit) {
        if (n >= r + bit) { n -= r + bit; r = (r >> 1) + bit; }
        else r >>= 1;
        bit >>= 2;
    }
    return (fix)r;
}

/* CORDIC tables in Q16.16 */
static const fix cordic_atan[16] = {51472, 30386, 16055, 8150, 4091, 2047, 1024, 512,
                                    256,   128,   64,    32,   16,   8,    4,    2};
static const fix cordic_k = 39797; /* 0.607252935 */

static void fx_sincos(fix theta, fix *s, fix *c) {
    fix x = cordic_k, y = 0, z = theta;
    for (int i = 0; i < 16; i++) {
        fix dx = x >> i, dy = y >> i;
        if (z >= 0) { x -= dy; y += dx; z -= cordic_atan[i]; }
        else { x += dy; y -= dx; z += cordic_atan[i]; }
    }
    *c = x; *s = y;
}

int main(void) {
    double a = 3.14159, b = -2.71828, c = 0.001;
    fix fa = fx_from_double(a), fb = fx_from_double(b), fc = fx_from_double(c);
    printf("fa=%d (0x%08x) fb=%d fc=%d\n", fa, (uint32_t)fa, fb, fc);
    printf("mul: fix=%.6f dbl=%.6f\n", fx_to_double(fx_mul(fa, fb)), a * b);
    printf("div: fix=%.6f dbl=%.6f\n", fx_to_double(fx_div(fa, fb)), a / b);
    printf("add small: %.6f\n", fx_to_double(fa + fc));
    double vals[] = {0.25, 2.0, 10.0, 100.5, 12345.0};
    for (int i = 0; i < 5; i++)
        printf("sqrt(%9.3f): fix=%.5f dbl=%.5f\n", vals[i], fx_to_double(fx_sqrt(fx_from_double(vals[i]))), sqrt(vals[i]));
    double maxerr = 0;
    for (int d = -80; d <= 80; d += 20) {
        double th = d * M_PI / 180.0;
        fix s, co;
        fx_sincos(fx_from_double(th), &s, &co);
        double es = fabs(fx_to_double(s) - sin(th)), ec = fabs(fx_to_double(co) - cos(th));
        if (es > maxerr) maxerr = es;
        if (ec > maxerr) maxerr = ec;
        printf("deg %4d: sin=%8.5f cos=%8.5f\n", d, fx_to_double(s), fx_to_double(co));
    }
    printf("cordic max err < 1e-3: %d\n", maxerr < 1e-3);
    /* fixed-point accumulation of a geometric series */
    fix sum = 0, term = ONE, ratio = fx_from_double(0.9);
    for (int i = 0; i < 60; i++) { sum += term; term = fx_mul(term, ratio); }
    printf("geometric sum fix=%.5f exact=%.5f\n", fx_to_double(sum), (1 - pow(0.9, 60)) / 0.1);
    /* Q1.15 audio-style saturating multiply */
    int16_t x16 = 0x7FFF, y16 = -0x4000;
    int32_t p = ((int32_t)x16 * y16) >> 15;
    printf("q15 mul = %d\n", p);
    return 0;
}
