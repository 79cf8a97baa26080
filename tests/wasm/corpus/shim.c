/* The little of the C library the corpus programs need, in C, so each
   module is self-contained but for the math imports: a bump allocator
   over the memory after the data (growing it), string helpers, an
   insertion-sort qsort, and output that goes nowhere. */
#include <stddef.h>

extern unsigned char __heap_base;
static unsigned char *heap_top = &__heap_base;

void *malloc(size_t n) {
    n = (n + 15) & ~(size_t)15;
    unsigned char *p = heap_top;
    size_t need = (size_t)(p + n + 16);
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (need > have) {
        if (__builtin_wasm_memory_grow(0, (need - have + 65535) / 65536) == (size_t)-1)
            return 0;
    }
    *(size_t *)p = n;
    heap_top = p + n + 16;
    return p + 16;
}
void free(void *p) { (void)p; }
void *calloc(size_t n, size_t size) {
    unsigned char *p = malloc(n * size);
    if (p) __builtin_memset(p, 0, n * size);
    return p;
}
void *realloc(void *p, size_t n) {
    if (!p) return malloc(n);
    size_t old = *(size_t *)((unsigned char *)p - 16);
    void *q = malloc(n);
    if (q) __builtin_memcpy(q, p, old < n ? old : n);
    return q;
}
size_t strlen(const char *s) { size_t n = 0; while (s[n]) n++; return n; }
int strcmp(const char *a, const char *b) {
    while (*a && *a == *b) { a++; b++; }
    return (unsigned char)*a - (unsigned char)*b;
}
int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++) if (x[i] != y[i]) return x[i] - y[i];
    return 0;
}
void qsort(void *base, size_t n, size_t size, int (*cmp)(const void *, const void *)) {
    unsigned char *b = base, tmp[256];
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(b + (j - 1) * size, b + j * size) > 0; j--) {
            __builtin_memcpy(tmp, b + j * size, size);
            __builtin_memcpy(b + j * size, b + (j - 1) * size, size);
            __builtin_memcpy(b + (j - 1) * size, tmp, size);
        }
}
int abs(int x) { return x < 0 ? -x : x; }
long labs(long x) { return x < 0 ? -x : x; }
static unsigned long long rng = 1;
void srand(unsigned seed) { rng = seed; }
int rand(void) { rng = rng * 6364136223846793005ULL + 1442695040888963407ULL; return (int)(rng >> 33); }
int printf(const char *fmt, ...) { (void)fmt; return 0; }
int puts(const char *s) { (void)s; return 0; }
int putchar(int c) { return c; }
/* 64×64→128 multiplication, which clang leaves to compiler-rt. */
typedef unsigned long long u64;
__int128 __multi3(__int128 a, __int128 b) {
    u64 al = (u64)a, ah = (u64)(a >> 64), bl = (u64)b, bh = (u64)(b >> 64);
    u64 a0 = al & 0xffffffffu, a1 = al >> 32, b0 = bl & 0xffffffffu, b1 = bl >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    u64 lo = (p00 & 0xffffffffu) | (mid << 32);
    u64 hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + al * bh + ah * bl;
    return ((__int128)hi << 64) | lo;
}
