/* A tiny SIMT emulator that runs the kernels of tests/gpu on the CPU, to
 * check them against the C references in ref.c independently of zyme.
 *
 * Usage: simt NAME ARGS OUT GX GY GZ BX BY BZ, with ARGS/OUT in ref.c's
 * format. Every thread of a block is a ucontext fiber; the scheduler runs
 * them round-robin, each until it finishes or waits at __syncthreads() or
 * a warp shuffle; blocks run one after another. Shuffles follow PTX's
 * shfl.sync exactly (source lane, clamp and segment mask from c; a lane
 * whose source is out of range reads its own value) and need every lane
 * of the warp, as the kernels here give them. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>

#include "host/zyme_cuda.h"

zyme_dim3 threadIdx, blockIdx, blockDim, gridDim;

#include "../saxpy.cu"
#include "../dot.cu"
#include "../dot_racy.cu"
#include "../stencil1d.cu"
#include "../stencil1d_inplace.cu"
#include "../stencil2d.cu"
#include "../matmul.cu"
#include "../histogram.cu"
#include "../histogram_racy.cu"
#include "../nbody.cu"
#include "../lbm.cu"
#include "../xsbench.cu"
#include "../softmax.cu"
#include "../layernorm.cu"
#include "../warp_reduce.cu"
#include "../warp_scan.cu"
#include "../minmax.cu"

enum { MAXT = 1024, STACK = 1 << 16 };
struct Fiber {
    ucontext_t ctx;
    zyme_dim3 tid;
    int done;
    char *stack;
};
static Fiber fibers[MAXT];
static int nthreads, current;
static ucontext_t sched;
/* Barrier: arrivals in the current generation. */
static int bar_arrived, bar_gen;
/* Warps: values offered at the current shuffle, and the snapshot of the
 * last two completed ones (a lane may run ahead into the next shuffle
 * before the others have read the last). */
struct Warp {
    unsigned long long val[32], snap[2][32];
    int arrived, gen;
};
static Warp warps[MAXT / 32];

static void die(const char *m) { fprintf(stderr, "simt: %s\n", m); exit(1); }
static void yield(void) { swapcontext(&fibers[current].ctx, &sched); }
static int linear(int t) {
    zyme_dim3 d = fibers[t].tid;
    return (int)(d.x + d.y * blockDim.x + d.z * blockDim.x * blockDim.y);
}
unsigned __lane_id(void) { return linear(current) % 32; }

static int live(void) {
    int n = 0;
    for (int t = 0; t < nthreads; t++) n += !fibers[t].done;
    return n;
}

void __syncthreads(void) {
    int gen = bar_gen;
    if (++bar_arrived == live()) { bar_arrived = 0; bar_gen++; }
    while (bar_gen == gen) yield();
}

static unsigned long long shfl(int mode, unsigned mask, unsigned long long v, int b, int c) {
    (void)mask;
    int me = linear(current), lane = me % 32;
    Warp *w = &warps[me / 32];
    int gen = w->gen;
    w->val[lane] = v;
    int width = nthreads - me / 32 * 32 < 32 ? nthreads - me / 32 * 32 : 32;
    if (++w->arrived == width) {
        memcpy(w->snap[gen & 1], w->val, sizeof w->val);
        w->arrived = 0;
        w->gen++;
    }
    while (w->gen == gen) yield();
    /* PTX ISA, shfl.sync. */
    int bval = b & 31, cval = c & 31, segmask = (c >> 8) & 31;
    int max_lane = (lane & segmask) | (cval & ~segmask), min_lane = lane & segmask;
    int j = 0, ok = 0;
    switch (mode) {
    case ZYME_UP: j = lane - bval; ok = j >= max_lane; break;
    case ZYME_DOWN: j = lane + bval; ok = j <= max_lane; break;
    case ZYME_BFLY: j = lane ^ bval; ok = j <= max_lane; break;
    default: j = min_lane | (bval & ~segmask); ok = j <= max_lane; break;
    }
    return w->snap[gen & 1][ok ? j : lane];
}
int zyme_shfl_i32(int mode, unsigned mask, int v, int b, int c) {
    return (int)shfl(mode, mask, (unsigned)v, b, c);
}
float zyme_shfl_f32(int mode, unsigned mask, float v, int b, int c) {
    unsigned r = (unsigned)shfl(mode, mask, __builtin_bit_cast(unsigned, v), b, c);
    return __builtin_bit_cast(float, r);
}

/* Arguments, in ref.c's text format. */
struct Arg {
    char ty[8];
    long n;
    int buf;
    void *p;
};
static Arg args[16];
static int nargs;

static void read_args(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) die("cannot open args");
    char ty[8];
    while (fscanf(f, "%7s", ty) == 1) {
        Arg *a = &args[nargs++];
        size_t l = strlen(ty);
        a->buf = ty[l - 1] == ']';
        if (a->buf) ty[l - 2] = 0;
        strcpy(a->ty, ty);
        a->n = 1;
        if (a->buf && fscanf(f, "%ld", &a->n) != 1) die("bad length");
        a->p = calloc(a->n + 1, 8);
        for (long k = 0; k < a->n; k++) {
            double d;
            long long i;
            if (ty[0] == 'f') {
                if (fscanf(f, "%lf", &d) != 1) die("bad float");
                if (!strcmp(ty, "f32")) ((float *)a->p)[k] = (float)d;
                else ((double *)a->p)[k] = d;
            } else {
                if (fscanf(f, "%lld", &i) != 1) die("bad int");
                if (!strcmp(ty, "i32")) ((int *)a->p)[k] = (int)i;
                else ((long long *)a->p)[k] = i;
            }
        }
    }
    fclose(f);
}

static void write_args(const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) die("cannot open out");
    for (int j = 0; j < nargs; j++) {
        Arg *a = &args[j];
        fprintf(f, "%s%s", a->ty, a->buf ? "[]" : "");
        if (a->buf) fprintf(f, " %ld", a->n);
        for (long k = 0; k < a->n; k++) {
            if (!strcmp(a->ty, "f32")) fprintf(f, " %.9g", ((float *)a->p)[k]);
            else if (!strcmp(a->ty, "f64")) fprintf(f, " %.17g", ((double *)a->p)[k]);
            else if (!strcmp(a->ty, "i32")) fprintf(f, " %d", ((int *)a->p)[k]);
            else fprintf(f, " %lld", ((long long *)a->p)[k]);
        }
        fprintf(f, "\n");
    }
    fclose(f);
}

static int I(int j) { return *(int *)args[j].p; }
static float F(int j) { return *(float *)args[j].p; }
static float *FP(int j) { return (float *)args[j].p; }
static int *IP(int j) { return (int *)args[j].p; }
static double *DP(int j) { return (double *)args[j].p; }

static void (*kernel)(void);
static void run_saxpy(void) { saxpy(I(0), F(1), FP(2), FP(3)); }
static void run_dot(void) { dot(I(0), FP(1), FP(2), FP(3)); }
static void run_dot_racy(void) { dot_racy(I(0), FP(1), FP(2), FP(3)); }
static void run_stencil1d(void) { stencil1d(I(0), FP(1), FP(2)); }
static void run_stencil1d_inplace(void) { stencil1d_inplace(I(0), FP(1)); }
static void run_stencil2d(void) { stencil2d(I(0), I(1), FP(2), FP(3)); }
static void run_matmul(void) { matmul(I(0), FP(1), FP(2), FP(3)); }
static void run_histogram(void) { histogram(I(0), IP(1), I(2), IP(3), IP(4)); }
static void run_histogram_racy(void) { histogram_racy(I(0), IP(1), I(2), IP(3)); }
static void run_nbody(void) { nbody(I(0), F(1), FP(2), FP(3)); }
static void run_lbm(void) { lbm(I(0), I(1), F(2), FP(3), FP(4)); }
static void run_xsbench(void) {
    xsbench(I(0), I(1), FP(2), FP(3), FP(4), FP(5), FP(6), FP(7));
}
static void run_softmax(void) { softmax(I(0), FP(1), FP(2)); }
static void run_layernorm(void) { layernorm(I(0), F(1), FP(2), FP(3), FP(4), FP(5)); }
static void run_warp_reduce(void) { warp_reduce(I(0), FP(1), FP(2)); }
static void run_warp_scan(void) { warp_scan(IP(0), IP(1), DP(2), DP(3), IP(4)); }
static void run_minmax(void) { minmax(I(0), FP(1), IP(2), FP(3), IP(4)); }

static const struct { const char *name; void (*run)(void); } table[] = {
    {"saxpy", run_saxpy}, {"dot", run_dot}, {"dot_racy", run_dot_racy},
    {"stencil1d", run_stencil1d}, {"stencil1d_inplace", run_stencil1d_inplace},
    {"stencil2d", run_stencil2d}, {"matmul", run_matmul}, {"histogram", run_histogram},
    {"histogram_racy", run_histogram_racy}, {"nbody", run_nbody}, {"lbm", run_lbm},
    {"xsbench", run_xsbench}, {"softmax", run_softmax}, {"layernorm", run_layernorm},
    {"warp_reduce", run_warp_reduce}, {"warp_scan", run_warp_scan}, {"minmax", run_minmax},
};

static void body(void) {
    kernel();
    fibers[current].done = 1;
    /* A thread that leaves may complete a barrier the others wait at. */
    if (bar_arrived > 0 && bar_arrived == live()) { bar_arrived = 0; bar_gen++; }
}

int main(int argc, char **argv) {
    if (argc != 10) die("usage: simt NAME ARGS OUT GX GY GZ BX BY BZ");
    gridDim = {(unsigned)atoi(argv[4]), (unsigned)atoi(argv[5]), (unsigned)atoi(argv[6])};
    blockDim = {(unsigned)atoi(argv[7]), (unsigned)atoi(argv[8]), (unsigned)atoi(argv[9])};
    nthreads = (int)(blockDim.x * blockDim.y * blockDim.z);
    if (nthreads > MAXT) die("block too large");
    for (const auto &k : table)
        if (!strcmp(k.name, argv[1])) kernel = k.run;
    if (!kernel) die("unknown kernel");
    read_args(argv[2]);
    for (int t = 0; t < nthreads; t++) fibers[t].stack = (char *)malloc(STACK);
    for (unsigned bz = 0; bz < gridDim.z; bz++)
        for (unsigned by = 0; by < gridDim.y; by++)
            for (unsigned bx = 0; bx < gridDim.x; bx++) {
                blockIdx = {bx, by, bz};
                bar_arrived = 0;
                memset(warps, 0, sizeof warps);
                for (int t = 0; t < nthreads; t++) {
                    Fiber *f = &fibers[t];
                    f->tid = {t % blockDim.x, t / blockDim.x % blockDim.y,
                              t / (blockDim.x * blockDim.y)};
                    f->done = 0;
                    getcontext(&f->ctx);
                    f->ctx.uc_stack.ss_sp = f->stack;
                    f->ctx.uc_stack.ss_size = STACK;
                    f->ctx.uc_link = &sched;
                    makecontext(&f->ctx, body, 0);
                }
                while (live() > 0)
                    for (current = 0; current < nthreads; current++) {
                        if (fibers[current].done) continue;
                        threadIdx = fibers[current].tid;
                        swapcontext(&sched, &fibers[current].ctx);
                    }
            }
    write_args(argv[3]);
    return 0;
}
