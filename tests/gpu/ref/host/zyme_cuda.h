/* A host stand-in for zyme/include/zyme_cuda.h: the same kernels compile
 * as C++ for the CPU and run under the tiny SIMT emulator in ../simt.cpp
 * (every thread of a block a fiber; blocks one after another). It exists
 * to check the kernels against the C references, independently of zyme;
 * see ../../README.md. */
#ifndef ZYME_CUDA_HOST_H
#define ZYME_CUDA_HOST_H
#include <math.h>

#define __global__
#define __device__
#define __host__
/* Blocks run one at a time, so one static copy is each block's. */
#define __shared__ static
#define __constant__
#define __forceinline__ inline

struct zyme_dim3 { unsigned x, y, z; };
extern zyme_dim3 threadIdx, blockIdx, blockDim, gridDim;
#define warpSize 32

unsigned __lane_id(void);
void __syncthreads(void);
int zyme_shfl_i32(int mode, unsigned mask, int v, int b, int c);
float zyme_shfl_f32(int mode, unsigned mask, float v, int b, int c);

/* One OS thread: atomics are plain read-modify-writes. */
template <class T> inline T atomicAdd(T *p, T v) { T o = *p; *p = o + v; return o; }
inline int atomicMax(int *p, int v) { int o = *p; if (v > o) *p = v; return o; }
inline int atomicMin(int *p, int v) { int o = *p; if (v < o) *p = v; return o; }
inline int atomicExch(int *p, int v) { int o = *p; *p = v; return o; }
inline int atomicCAS(int *p, int e, int d) { int o = *p; if (o == e) *p = d; return o; }

enum { ZYME_UP, ZYME_DOWN, ZYME_BFLY, ZYME_IDX };
#define ZYME_HOST_SHFL(NAME, MODE, C)                                                   \
    inline int NAME(unsigned m, int v, int b, int w = 32) { return zyme_shfl_i32(MODE, m, v, b, C); } \
    inline unsigned NAME(unsigned m, unsigned v, int b, int w = 32) {                  \
        return (unsigned)zyme_shfl_i32(MODE, m, (int)v, b, C);                         \
    }                                                                                   \
    inline float NAME(unsigned m, float v, int b, int w = 32) { return zyme_shfl_f32(MODE, m, v, b, C); } \
    inline double NAME(unsigned m, double v, int b, int w = 32) {                      \
        unsigned long long bits = __builtin_bit_cast(unsigned long long, v);           \
        int lo = zyme_shfl_i32(MODE, m, (int)bits, b, C);                              \
        int hi = zyme_shfl_i32(MODE, m, (int)(bits >> 32), b, C);                      \
        return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo); \
    }
ZYME_HOST_SHFL(__shfl_sync, ZYME_IDX, ((32 - w) << 8) | 0x1f)
ZYME_HOST_SHFL(__shfl_down_sync, ZYME_DOWN, ((32 - w) << 8) | 0x1f)
ZYME_HOST_SHFL(__shfl_xor_sync, ZYME_BFLY, ((32 - w) << 8) | 0x1f)
ZYME_HOST_SHFL(__shfl_up_sync, ZYME_UP, (32 - w) << 8)
#undef ZYME_HOST_SHFL

inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
template <class T> inline T __ldg(const T *p) { return *p; }
#endif
