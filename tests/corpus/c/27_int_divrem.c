/* Signed/unsigned division and remainder at 8/16/32/64 bits, by constants and variables, shifts. */
#include <stdio.h>
#include <stdint.h>

static volatile int32_t vdiv[] = {1, -1, 3, -3, 7, -7, 10, 1000};

int main(void) {
    int32_t a32[] = {0, 1, -1, 17, -17, 2147483647, -2147483647, 123456789, -987654321};
    for (unsigned i = 0; i < sizeof a32 / sizeof a32[0]; i++) {
        int32_t x = a32[i];
        printf("%11d: /3=%d %%3=%d /-7=%d %%-7=%d /16=%d %%16=%d >>4=%d\n", x, x / 3, x % 3, x / -7, x % -7, x / 16,
               x % 16, x >> 4);
    }
    uint32_t u32[] = {0u, 1u, 17u, 4294967295u, 2147483648u, 123456789u};
    for (unsigned i = 0; i < 6; i++) {
        uint32_t x = u32[i];
        printf("%10u: /3=%u %%3=%u /10=%u %%10=%u /1000003=%u >>5=%u\n", x, x / 3, x % 3, x / 10, x % 10, x / 1000003u, x >> 5);
    }
    int64_t a64[] = {0, -1, 9223372036854775807LL, -9223372036854775807LL, 1234567890123456789LL};
    for (int i = 0; i < 5; i++) {
        int64_t x = a64[i];
        printf("%20lld: /7=%lld %%7=%lld /-1000=%lld %%-1000=%lld\n", (long long)x, (long long)(x / 7), (long long)(x % 7),
               (long long)(x / -1000), (long long)(x % -1000));
    }
    uint64_t u64 = 18446744073709551615ULL;
    printf("u64max /7=%llu %%7=%llu /10=%llu %%10=%llu >>63=%llu\n", (unsigned long long)(u64 / 7),
           (unsigned long long)(u64 % 7), (unsigned long long)(u64 / 10), (unsigned long long)(u64 % 10),
           (unsigned long long)(u64 >> 63));
    int8_t s8[] = {-128, -7, 7, 127};
    uint8_t u8[] = {0, 7, 200, 255};
    int16_t s16[] = {-32768, -300, 300, 32767};
    uint16_t u16[] = {0, 300, 40000, 65535};
    for (int i = 0; i < 4; i++) {
        printf("i8 %4d /3=%d %%3=%d | u8 %3u /3=%u %%3=%u | i16 %6d /7=%d %%7=%d | u16 %5u /7=%u %%7=%u\n", s8[i],
               s8[i] / 3, s8[i] % 3, u8[i], u8[i] / 3, u8[i] % 3, s16[i], s16[i] / 7, s16[i] % 7, u16[i], u16[i] / 7,
               u16[i] % 7);
        int8_t q8 = (int8_t)(s8[i] / (int8_t)-2);
        uint8_t m8 = (uint8_t)(u8[i] * 3u);
        int16_t w16 = (int16_t)(s16[i] * 2);
        printf("   i8/-2=%d  u8*3 wraps=%u  i16*2 trunc=%d\n", q8, m8, w16);
    }
    /* division by runtime values */
    long long acc = 0;
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 8; j++) acc += (long long)(vdiv[i] * 1000 + 7) / vdiv[j] + (vdiv[i] * 1000 + 7) % vdiv[j];
    printf("runtime div acc = %lld\n", acc);
    unsigned long long uacc = 0;
    for (unsigned i = 1; i < 200; i++) uacc += (0xFFFFFFFFFFFFULL * i) / (i * 3 + 1) + (0xFFFFFFFFFFFFULL * i) % (i + 17);
    printf("runtime udiv acc = %llu\n", uacc);
    /* floor division / euclidean modulo helpers */
    for (int x = -7; x <= 7; x += 7) {
        int d = 3;
        int fl = x / d - ((x % d != 0) && ((x < 0) != (d < 0)));
        int em = ((x % d) + d) % d;
        printf("x=%d floordiv=%d euclid_mod=%d\n", x, fl, em);
    }
    /* arithmetic vs logical shift of negative values */
    int32_t neg = -1000;
    printf("-1000 >> 3 = %d, (unsigned)-1000 >> 3 = %u\n", neg >> 3, (uint32_t)neg >> 3);
    return 0;
}
