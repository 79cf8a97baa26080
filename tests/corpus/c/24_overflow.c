/* Checked arithmetic with __builtin_*_overflow, saturating ops, factorial/binomial overflow limits. */
#include <stdio.h>
#include <stdint.h>
#include <limits.h>

static int32_t sat_add32(int32_t a, int32_t b) {
    int32_t r;
    if (__builtin_add_overflow(a, b, &r)) return a > 0 ? INT32_MAX : INT32_MIN;
    return r;
}

static uint8_t sat_add_u8(uint8_t a, uint8_t b) {
    uint8_t r;
    return __builtin_add_overflow(a, b, &r) ? 255 : r;
}

static int first_overflowing_factorial64(void) {
    int64_t f = 1;
    for (int n = 1;; n++) {
        if (__builtin_mul_overflow(f, (int64_t)n, &f)) return n;
    }
}

static int fib_overflow_u32(void) {
    uint32_t a = 0, b = 1;
    for (int n = 1;; n++) {
        uint32_t c;
        if (__builtin_add_overflow(a, b, &c)) return n + 1;
        a = b; b = c;
    }
}

static int64_t binom(int n, int k, int *ovf) {
    int64_t r = 1;
    *ovf = 0;
    if (k > n - k) k = n - k;
    for (int i = 1; i <= k; i++) {
        int64_t t;
        if (__builtin_mul_overflow(r, (int64_t)(n - k + i), &t)) { *ovf = 1; return 0; }
        r = t / i;
    }
    return r;
}

int main(void) {
    int32_t r;
    printf("add(INT_MAX,1) ovf=%d\n", __builtin_add_overflow(INT32_MAX, 1, &r));
    printf("sub(INT_MIN,1) ovf=%d\n", __builtin_sub_overflow(INT32_MIN, 1, &r));
    printf("mul(65536,65536) ovf=%d\n", __builtin_mul_overflow(65536, 65536, &r));
    printf("mul(46340,46340) ovf=%d r=%d\n", __builtin_mul_overflow(46340, 46340, &r), r);
    unsigned u;
    printf("uadd(UINT_MAX,1) ovf=%d u=%u\n", __builtin_add_overflow(UINT_MAX, 1u, &u), u);
    printf("usub(0,1) ovf=%d u=%u\n", __builtin_sub_overflow(0u, 1u, &u), u);
    int16_t s16;
    printf("i16 add 30000+30000 ovf=%d\n", __builtin_add_overflow((int16_t)30000, (int16_t)30000, &s16));
    uint64_t u64;
    printf("u64 mul ovf=%d\n", __builtin_umulll_overflow(0x100000000ULL, 0x100000000ULL, (unsigned long long *)&u64));
    printf("sat_add32: %d %d %d\n", sat_add32(INT32_MAX - 5, 10), sat_add32(INT32_MIN + 5, -10), sat_add32(100, -50));
    printf("sat_add_u8: %u %u\n", sat_add_u8(200, 100), sat_add_u8(100, 100));
    printf("first n with n! overflowing int64: %d\n", first_overflowing_factorial64());
    printf("first fib overflowing u32: F(%d)\n", fib_overflow_u32());
    int ovf;
    int ns[] = {10, 30, 60, 67, 68, 100};
    for (int i = 0; i < 6; i++) {
        int64_t b = binom(ns[i], ns[i] / 2, &ovf);
        printf("C(%d,%d) = %lld%s\n", ns[i], ns[i] / 2, (long long)b, ovf ? " (overflow)" : "");
    }
    /* mixed-type overflow: signed result of unsigned operands */
    int8_t s8;
    printf("u8 200 - u8 50 -> i8 ovf=%d\n", __builtin_sub_overflow((uint8_t)200, (uint8_t)50, &s8));
    printf("i32 -1 -> u32 add 0 ovf=%d\n", __builtin_add_overflow(-1, 0, &u));
    /* wrapping unsigned arithmetic is defined */
    uint32_t h = 0;
    for (uint32_t i = 0; i < 1000; i++) h = h * 31u + i * 2654435761u;
    printf("wrapping hash = %u\n", h);
    return 0;
}
