/* 128-bit integers: the 64x64->128-bit multiplies clang emits for hashes,
 * __int128 arithmetic (factorials, printed through division by 10^19),
 * overflow checks, shifts, comparisons and conversion to double, and
 * functions taking and returning __int128. */
#include <stdint.h>
#include <stdio.h>

typedef unsigned __int128 u128;
typedef __int128 i128;

/* The wyhash-style mix: the two halves of a 64x64-bit product, xored. */
static uint64_t mix(uint64_t a, uint64_t b) {
    u128 p = (u128)a * b;
    return (uint64_t)p ^ (uint64_t)(p >> 64);
}

__attribute__((noinline)) static u128 mul_add(u128 a, uint64_t b, u128 c) {
    return a * b + c;
}

__attribute__((noinline)) static i128 factorial(int n) {
    i128 f = 1;
    for (int i = 2; i <= n; i++)
        f *= i;
    return f;
}

/* Decimal digits of an unsigned 128-bit value, 19 at a time. */
static void print_u128(u128 x) {
    const uint64_t base = 10000000000000000000ull;
    uint64_t parts[3];
    int n = 0;
    do {
        parts[n++] = (uint64_t)(x % base);
        x /= base;
    } while (x != 0);
    printf("%llu", (unsigned long long)parts[n - 1]);
    for (int i = n - 2; i >= 0; i--)
        printf("%019llu", (unsigned long long)parts[i]);
}

static void print_i128(i128 x) {
    if (x < 0) {
        putchar('-');
        print_u128(-(u128)x);
    } else {
        print_u128((u128)x);
    }
}

int main(void) {
    uint64_t h = 0x9E3779B97F4A7C15ull;
    for (uint64_t i = 1; i <= 1000; i++)
        h = mix(h ^ i, 0xff51afd7ed558ccdull);
    printf("mix: %016llx\n", (unsigned long long)h);

    unsigned buckets[7] = {0};
    for (uint64_t i = 0; i < 7000; i++) {
        u128 key = (u128)(i * 0xc4ceb9fe1a85ec53ull) << 17 | i;
        buckets[(unsigned)(key % 7)]++;
    }
    printf("buckets:");
    for (int i = 0; i < 7; i++)
        printf(" %u", buckets[i]);
    printf("\n");

    for (int n = 20; n <= 33; n += 13) {
        printf("%d! = ", n);
        print_i128(factorial(n));
        printf("\n");
    }
    print_i128(-factorial(25) / 7);
    printf(" %d\n", (int)(-factorial(25) % 1000003));

    u128 big = mul_add((u128)1 << 100, 3, 12345);
    printf("mul_add: ");
    print_u128(big);
    printf(" (>>64: %llx, double %.6e)\n", (unsigned long long)(big >> 64), (double)big);

    unsigned long long prod;
    int overflows = 0;
    for (uint64_t a = 1; a < 1ull << 62; a = a * 3 + 1)
        overflows += __builtin_umulll_overflow(a, 0x123456789ull, &prod);
    printf("overflows: %d\n", overflows);

    i128 lo = -((i128)1 << 100), hi = (i128)1 << 64;
    printf("cmp: %d %d %d\n", lo < hi, (u128)lo < (u128)hi, (hi - 1) >> 63 == 1);
    return 0;
}
