/* 64-bit hashing: FNV-1a 64, splitmix64, murmur3 finalizer, xxhash-like mixing, bloom filter. */
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint64_t fnv1a64(const void *data, size_t n) {
    const uint8_t *p = data;
    uint64_t h = 0xcbf29ce484222325ULL;
    for (size_t i = 0; i < n; i++) { h ^= p[i]; h *= 0x100000001b3ULL; }
    return h;
}

static uint64_t splitmix64(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static uint64_t fmix64(uint64_t k) {
    k ^= k >> 33; k *= 0xff51afd7ed558ccdULL;
    k ^= k >> 33; k *= 0xc4ceb9fe1a85ec53ULL;
    k ^= k >> 33;
    return k;
}

static uint64_t rotl(uint64_t x, int r) { return (x << r) | (x >> (64 - r)); }

static uint64_t mix_words(const uint64_t *w, size_t n, uint64_t seed) {
    const uint64_t P1 = 0x9E3779B185EBCA87ULL, P2 = 0xC2B2AE3D27D4EB4FULL;
    uint64_t h = seed + P1;
    for (size_t i = 0; i < n; i++) {
        uint64_t k = w[i] * P2;
        k = rotl(k, 31) * P1;
        h ^= k;
        h = rotl(h, 27) * P1 + 0x85EBCA77C2B2AE63ULL;
    }
    return fmix64(h ^ n);
}

/* 128-bit product high word via 32-bit limbs (no __int128) */
static uint64_t mulhi64(uint64_t a, uint64_t b) {
    uint64_t al = a & 0xFFFFFFFF, ah = a >> 32, bl = b & 0xFFFFFFFF, bh = b >> 32;
    uint64_t ll = al * bl, lh = al * bh, hl = ah * bl, hh = ah * bh;
    uint64_t mid = (ll >> 32) + (lh & 0xFFFFFFFF) + (hl & 0xFFFFFFFF);
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);
}

#define BLOOM_BITS 1024
static uint64_t bloom[BLOOM_BITS / 64];
static void bloom_add(uint64_t key) {
    uint64_t h1 = fmix64(key), h2 = fmix64(h1) | 1;
    for (int i = 0; i < 4; i++) { uint64_t b = (h1 + i * h2) % BLOOM_BITS; bloom[b / 64] |= 1ULL << (b % 64); }
}
static int bloom_has(uint64_t key) {
    uint64_t h1 = fmix64(key), h2 = fmix64(h1) | 1;
    for (int i = 0; i < 4; i++) { uint64_t b = (h1 + i * h2) % BLOOM_BITS; if (!(bloom[b / 64] >> (b % 64) & 1)) return 0; }
    return 1;
}

int main(void) {
    const char *strs[] = {"", "a", "foobar", "hello world", "Zyme compiler"};
    for (int i = 0; i < 5; i++) printf("fnv1a64(\"%s\") = %016llx\n", strs[i], (unsigned long long)fnv1a64(strs[i], strlen(strs[i])));
    uint64_t st = 1234567;
    for (int i = 0; i < 4; i++) printf("splitmix64 #%d = %016llx\n", i, (unsigned long long)splitmix64(&st));
    uint64_t words[8];
    for (int i = 0; i < 8; i++) words[i] = (uint64_t)i * 0x0101010101010101ULL;
    printf("mix_words = %016llx\n", (unsigned long long)mix_words(words, 8, 42));
    printf("mulhi64 = %016llx %016llx\n", (unsigned long long)mulhi64(~0ULL, ~0ULL),
           (unsigned long long)mulhi64(0x123456789ABCDEFULL, 0xFEDCBA9876543210ULL));
    for (uint64_t k = 0; k < 100; k++) bloom_add(k * 7919);
    int fp = 0, tp = 0;
    for (uint64_t k = 0; k < 1000; k++) {
        int has = bloom_has(k * 7919);
        if (k < 100) tp += has; else fp += has;
    }
    printf("bloom: true positives %d/100, false positives %d/900\n", tp, fp);
    /* distribution test: bucket counts of fmix64 */
    int buckets[8] = {0};
    for (uint64_t k = 0; k < 8000; k++) buckets[fmix64(k) >> 61]++;
    printf("buckets:");
    for (int i = 0; i < 8; i++) printf(" %d", buckets[i]);
    printf("\n");
    return 0;
}
