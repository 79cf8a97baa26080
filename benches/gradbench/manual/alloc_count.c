// Heap accounting for gradbench-bench's peak-bytes column. The native
// libraries are linked with -Wl,--wrap=malloc,--wrap=calloc,
// --wrap=realloc,--wrap=free, so their calls (the evals', the manual
// derivatives' and the code Enzyme's plugin generates) come here; zyme's
// JIT-compiled derivatives are pointed at the same wrappers. Bytes are
// malloc_usable_size of each live block; the peak is taken from a mark.
#include <malloc.h>
#include <stddef.h>

void *__real_malloc(size_t);
void *__real_calloc(size_t, size_t);
void *__real_realloc(void *, size_t);
void __real_free(void *);

static long long live, peak, base;

static void grow(void *p) {
    if (!p)
        return;
    live += (long long)malloc_usable_size(p);
    if (live > peak)
        peak = live;
}

void *__wrap_malloc(size_t n) {
    void *p = __real_malloc(n);
    grow(p);
    return p;
}

void *__wrap_calloc(size_t a, size_t b) {
    void *p = __real_calloc(a, b);
    grow(p);
    return p;
}

void *__wrap_realloc(void *q, size_t n) {
    long long old = q ? (long long)malloc_usable_size(q) : 0;
    void *p = __real_realloc(q, n);
    if (p || n == 0) {
        live -= old;
        grow(p);
    }
    return p;
}

void __wrap_free(void *p) {
    if (p)
        live -= (long long)malloc_usable_size(p);
    __real_free(p);
}

// Starts a measurement: the peak counts from the bytes live now.
void zyme_alloc_mark(void) {
    base = live;
    peak = live;
}

// The most bytes live at once since the mark, above the mark's.
long long zyme_alloc_peak(void) { return peak - base; }
