/* float vs double: mixed arithmetic, conversions, float accumulation error, int<->fp casts. */
#include <stdio.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

static float saxpy_sum(const float *x, const float *y, float a, int n) {
    float s = 0.0f;
    for (int i = 0; i < n; i++) s += a * x[i] + y[i];
    return s;
}

static double mixed_poly(float x, double y) { return x * y + (float)(x * x) - y / 3.0f; }

static uint32_t float_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static uint64_t double_bits(double d) { uint64_t u; memcpy(&u, &d, 8); return u; }

int main(void) {
    float fx[64], fy[64];
    for (int i = 0; i < 64; i++) { fx[i] = (float)i * 0.1f; fy[i] = 1.0f / (float)(i + 1); }
    printf("saxpy sum = %.3f\n", (double)saxpy_sum(fx, fy, 2.5f, 64));
    float fs = 0.0f;
    double ds = 0.0;
    for (int i = 0; i < 100000; i++) { fs += 0.1f; ds += 0.1; }
    printf("float accum = %.4f double accum = %.6f\n", (double)fs, ds);
    printf("mixed_poly = %.9f\n", mixed_poly(1.25f, 3.5));
    float third = 1.0f / 3.0f;
    double dthird = 1.0 / 3.0;
    printf("1/3 float->double = %.12f  double = %.12f  diff=%.3e\n", (double)third, dthird, (double)third - dthird);
    printf("bits: 1.0f=%08x -2.5f=%08x 0.1f=%08x  1.0=%016llx 0.1=%016llx\n", float_bits(1.0f), float_bits(-2.5f),
           float_bits(0.1f), (unsigned long long)double_bits(1.0), (unsigned long long)double_bits(0.1));
    double dv[] = {2.5, -2.5, 1e10, -1e-3, 3.99999, 65535.7, 4294967295.0};
    for (int i = 0; i < 7; i++) {
        double d = dv[i];
        int32_t i32 = (d > -2147483648.0 && d < 2147483648.0) ? (int32_t)d : -1;
        int64_t i64 = (int64_t)d;
        uint32_t u32 = (d >= 0 && d < 4294967296.0) ? (uint32_t)d : 0u;
        float f = (float)d;
        printf("d=%-14.6g i32=%-11d i64=%-12lld u32=%-10u f=%.9g\n", d, i32, (long long)i64, u32, (double)f);
    }
    int64_t big = 9007199254740993LL; /* 2^53 + 1, not exactly representable */
    printf("(double)(2^53+1) = %.1f  (float)16777217 = %.1f\n", (double)big, (double)(float)16777217);
    uint64_t ubig = 18446744073709551615ULL;
    printf("(double)u64max = %.1f  (float)u64max = %.1f\n", (double)ubig, (double)(float)ubig);
    uint64_t back = (uint64_t)1.8e19;
    printf("(u64)1.8e19 = %llu\n", (unsigned long long)back);
    float fmaxv = 3.4028235e38f, tiny = 1e-45f;
    printf("float max=%g tiny denorm=%g  tiny*0.5=%g\n", (double)fmaxv, (double)tiny, (double)(tiny * 0.5f));
    printf("float ops: sqrtf(2)=%.7f fabsf(-3)=%.1f floorf(-2.5)=%.1f fmodf=%.4f\n", (double)sqrtf(2.0f),
           (double)fabsf(-3.0f), (double)floorf(-2.5f), (double)fmodf(7.5f, 2.0f));
    /* comparisons mixing float and double */
    float f01 = 0.1f;
    volatile double d01 = 0.1;
    printf("0.1f == 0.1: %d   0.1f == (float)0.1: %d   0.1f > 0.1: %d\n", f01 == d01, f01 == (float)d01, f01 > d01);
    double nanv = NAN;
    printf("nan==nan %d  nan<1 %d  nan!=nan %d  isnan %d\n", nanv == nanv, nanv < 1.0, nanv != nanv, isnan(nanv) != 0);
    return 0;
}
