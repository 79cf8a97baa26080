/* Integer bit tricks: popcount/clz/ctz/parity builtins, rotates, bswap, bit reversal, masks. */
#include <stdio.h>
#include <stdint.h>

static uint32_t rotl32(uint32_t x, unsigned r) { return (x << (r & 31)) | (x >> ((32 - r) & 31)); }
static uint64_t rotr64(uint64_t x, unsigned r) { return (x >> (r & 63)) | (x << ((64 - r) & 63)); }

static uint32_t bitrev32(uint32_t x) {
    x = ((x >> 1) & 0x55555555u) | ((x & 0x55555555u) << 1);
    x = ((x >> 2) & 0x33333333u) | ((x & 0x33333333u) << 2);
    x = ((x >> 4) & 0x0F0F0F0Fu) | ((x & 0x0F0F0F0Fu) << 4);
    x = ((x >> 8) & 0x00FF00FFu) | ((x & 0x00FF00FFu) << 8);
    return (x >> 16) | (x << 16);
}

static int popcount_naive(uint64_t x) { int c = 0; while (x) { x &= x - 1; c++; } return c; }

static uint32_t next_pow2(uint32_t x) {
    if (x <= 1) return 1;
    return 1u << (32 - __builtin_clz(x - 1));
}

static uint64_t isqrt64(uint64_t n) {
    uint64_t r = 0, bit = 1ULL << 62;
    while (bit > n) bit >>= 2;
    while (bit) {
        if (n >= r + bit) { n -= r + bit; r = (r >> 1) + bit; }
        else r >>= 1;
        bit >>= 2;
    }
    return r;
}

int main(void) {
    uint64_t vals[] = {1ULL, 0xFFULL, 0x8000000000000000ULL, 0x123456789ABCDEF0ULL, 0xF0F0F0F0F0F0F0F1ULL, 12345ULL};
    for (unsigned i = 0; i < sizeof vals / sizeof vals[0]; i++) {
        uint64_t v = vals[i];
        printf("%016llx pop=%2d/%2d clz=%2d ctz=%2d parity=%d bswap=%016llx rotr13=%016llx\n",
               (unsigned long long)v, __builtin_popcountll(v), popcount_naive(v), __builtin_clzll(v),
               __builtin_ctzll(v), __builtin_parityll(v), (unsigned long long)__builtin_bswap64(v),
               (unsigned long long)rotr64(v, 13));
    }
    uint32_t w[] = {1u, 0x80000000u, 0xDEADBEEFu, 0x00F000F0u, 7u};
    for (unsigned i = 0; i < 5; i++) {
        uint32_t x = w[i];
        printf("%08x pop=%d clz=%d ctz=%d ffs=%d rotl7=%08x rev=%08x bswap32=%08x bswap16=%04x np2=%u\n", x,
               __builtin_popcount(x), __builtin_clz(x), __builtin_ctz(x), __builtin_ffs((int)x), rotl32(x, 7),
               bitrev32(x), __builtin_bswap32(x), __builtin_bswap16((uint16_t)x), next_pow2(x & 0xFFFF));
    }
    /* lowest set bit, clear lowest, sign tricks */
    int32_t s[] = {-5, 5, -2147483647, 100};
    for (int i = 0; i < 4; i++) {
        int32_t x = s[i];
        int32_t mask = x >> 31;
        int32_t absx = (x ^ mask) - mask;
        printf("x=%d abs=%d sign=%d lowbit=%u\n", x, absx, (x > 0) - (x < 0), (uint32_t)x & -(uint32_t)x);
    }
    uint64_t sq[] = {0, 1, 15, 16, 1000000, 999999999999ULL, 18446744073709551615ULL};
    for (int i = 0; i < 7; i++) printf("isqrt(%llu)=%llu\n", (unsigned long long)sq[i], (unsigned long long)isqrt64(sq[i]));
    /* gray code and subset enumeration */
    printf("gray:");
    for (unsigned i = 0; i < 16; i++) printf(" %x", i ^ (i >> 1));
    printf("\nsubsets of 0b1011:");
    for (unsigned sub = 0xB;; sub = (sub - 1) & 0xB) { printf(" %u", sub); if (!sub) break; }
    printf("\n");
    return 0;
}
