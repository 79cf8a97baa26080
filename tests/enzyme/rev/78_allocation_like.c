// Custom allocators registered with Enzyme's globals: an arena allocator
// declared malloc-like with __enzyme_allocation_like (its size is the
// second argument; its release function takes the arena and the block,
// "0,-1"), and a counting malloc/free pair declared with
// __enzyme_function_like. The differentiated functions keep active
// doubles in blocks of both; zyme gives each block a shadow and releases
// the shadows where the program releases the blocks.
// Check: central differences, h = 1e-6, |ad - fd| <= 1e-6 * max(1, |fd|).
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const, enzyme_out;

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-6 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-9;
    printf("%-26s ad=%+.10e fd=%+.10e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

typedef struct {
    char *base;
    long used;
    long released;
} Arena;

static char arena_memory[1 << 14];
static Arena arena = {arena_memory, 0, 0};

void *arena_alloc(Arena *a, long bytes) {
    void *p = a->base + a->used;
    a->used += (bytes + 15) & ~15L;
    return p;
}
void arena_release(Arena *a, void *block) {
    (void)block;
    a->released++;
}
void *__enzyme_allocation_like[4] = {(void *)arena_alloc, (void *)1, (void *)"0,-1",
                                      (void *)arena_release};

static long live_blocks;
void *counted_malloc(size_t n) {
    live_blocks++;
    return malloc(n);
}
void counted_free(void *p) {
    live_blocks--;
    free(p);
}
void *__enzyme_function_like[2] = {(void *)counted_malloc, (void *)"malloc"};
void *__enzyme_function_like_free[2] = {(void *)counted_free, (void *)"free"};

// Smoothed prefix sums in an arena block, then a weighted sum of squares.
double arena_loss(const double *x, int n) {
    double *tmp = (double *)arena_alloc(&arena, n * (long)sizeof(double));
    double run = 0;
    for (int i = 0; i < n; i++) {
        run = 0.5 * run + sin(x[i]);
        tmp[i] = run;
    }
    double s = 0;
    for (int i = 0; i < n; i++) s += (i + 1) * tmp[i] * tmp[i];
    arena_release(&arena, tmp);
    return s;
}

// Products of neighbours in a counted block, inside a loop of blocks.
double counted_loss(const double *x, int n) {
    double total = 0;
    for (int round = 0; round < 3; round++) {
        double *b = (double *)counted_malloc(n * sizeof(double));
        for (int i = 0; i < n; i++) b[i] = x[i] * (round + 1) + x[(i + 1) % n];
        for (int i = 0; i < n; i++) total += b[i] * exp(-0.1 * b[i]);
        counted_free(b);
    }
    return total;
}

static void check_gradient(const char *name, double (*f)(const double *, int), double *x, int n,
                           const double *g) {
    const double h = 1e-6;
    char what[64];
    for (int i = 0; i < n; i++) {
        double keep = x[i];
        x[i] = keep + h; double fp = f(x, n);
        x[i] = keep - h; double fm = f(x, n);
        x[i] = keep;
        snprintf(what, sizeof what, "%s d/dx[%d]", name, i);
        check(what, g[i], (fp - fm) / (2 * h));
    }
}

int main(void) {
    enum { N = 5 };
    double x[N] = {0.3, -0.7, 1.2, 0.45, -1.1};
    double dx[N] = {0};
    __enzyme_autodiff((void *)arena_loss, enzyme_dup, x, dx, enzyme_const, N);
    check_gradient("arena", arena_loss, x, N, dx);

    double dy[N] = {0};
    __enzyme_autodiff((void *)counted_loss, enzyme_dup, x, dy, enzyme_const, N);
    check_gradient("counted", counted_loss, x, N, dy);

    // Forward mode: the directional derivative along v.
    double v[N] = {1.0, -0.5, 0.25, 2.0, -1.0};
    double t = __enzyme_fwddiff((void *)counted_loss, enzyme_dup, x, v, enzyme_const, N);
    double xp[N], xm[N];
    for (int i = 0; i < N; i++) {
        xp[i] = x[i] + 1e-6 * v[i];
        xm[i] = x[i] - 1e-6 * v[i];
    }
    check("counted forward", t, (counted_loss(xp, N) - counted_loss(xm, N)) / 2e-6);

    if (live_blocks != 0) {
        printf("live blocks after the gradients: %ld FAIL\n", live_blocks);
        fails++;
    }
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
