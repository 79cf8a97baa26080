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
/* Output is not printed but hashed (FNV-1a over each conversion's raw
   value and the literal text), so a host compares runs by
   `corpus_checksum()`: the same program run by zyme and by Node prints the
   same checksum exactly when it printed the same values. */
#include <stdarg.h>
static unsigned long long checksum = 1469598103934665603ULL;
static void mix(const void *p, size_t n) {
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++) { checksum ^= b[i]; checksum *= 1099511628211ULL; }
}
unsigned long long corpus_checksum(void) { return checksum; }
static int is_flag(char c) {
    for (const char *f = "-+ #0123456789.*"; *f; f++) if (*f == c) return 1;
    return 0;
}
int printf(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    for (const char *p = fmt; *p; p++) {
        if (*p != '%') { mix(p, 1); continue; }
        p++;
        while (*p && is_flag(*p)) {
            if (*p == '*') { int w = va_arg(ap, int); mix(&w, sizeof w); }
            p++;
        }
        int longs = 0;
        while (*p == 'l' || *p == 'h' || *p == 'z' || *p == 'j' || *p == 't' || *p == 'L') {
            if (*p == 'l' || *p == 'j' || *p == 'z' || *p == 't') longs++;
            p++;
        }
        switch (*p) {
        case 'd': case 'i': case 'u': case 'x': case 'X': case 'o': case 'c':
            if (longs >= 2) { long long v = va_arg(ap, long long); mix(&v, sizeof v); }
            else if (longs == 1) { long v = va_arg(ap, long); mix(&v, sizeof v); }
            else { int v = va_arg(ap, int); mix(&v, sizeof v); }
            break;
        case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
            double v = va_arg(ap, double); mix(&v, sizeof v); break;
        }
        case 's': { const char *s = va_arg(ap, const char *); mix(s, strlen(s)); break; }
        case 'p': { void *v = va_arg(ap, void *); mix(&v, sizeof v); break; }
        case '%': mix("%", 1); break;
        case 0: p--; break;
        }
    }
    va_end(ap);
    return 0;
}
int puts(const char *s) { mix(s, strlen(s)); mix("\n", 1); return 0; }
int putchar(int c) { unsigned char b = (unsigned char)c; mix(&b, 1); return c; }
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
