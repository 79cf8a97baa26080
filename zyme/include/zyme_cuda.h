/* zyme_cuda.h: the CUDA surface zyme's GPU tests are written against, for
 * clang's CUDA device compilation without the CUDA SDK:
 *
 *   clang-19 -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc \
 *       -nocudalib -Xclang -target-feature -Xclang +ptx70 -O2 -emit-llvm -S
 *
 * (`+ptx70` makes the `shfl.sync` builtins available; without the SDK
 * clang assumes an old PTX version.) Everything here is a macro or an
 * always-inline device function over clang's `__nvvm_*` builtins, so the
 * `.ll` holds only `llvm.nvvm.*` intrinsics, `atomicrmw`/`cmpxchg` and
 * `llvm.*` math intrinsics: what zyme's LLVM frontend lowers. */
#ifndef ZYME_CUDA_H
#define ZYME_CUDA_H

#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __host__ __attribute__((host))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
#define __forceinline__ __inline__ __attribute__((always_inline))
#define __zyme_inline static __device__ __forceinline__

/* threadIdx.x etc.: properties whose getters read the special registers
 * (the same trick as clang's own __clang_cuda_builtin_vars.h). */
#define __ZYME_SREG_FIELD(FIELD, INTRINSIC)                                  \
    __declspec(property(get = __get_##FIELD)) unsigned int FIELD;           \
    static __device__ __forceinline__ unsigned int __get_##FIELD(void) {    \
        return INTRINSIC;                                                   \
    }
#define __ZYME_SREG_STRUCT(NAME, TYPE, REG)                                  \
    struct TYPE {                                                           \
        __ZYME_SREG_FIELD(x, __nvvm_read_ptx_sreg_##REG##_x())              \
        __ZYME_SREG_FIELD(y, __nvvm_read_ptx_sreg_##REG##_y())              \
        __ZYME_SREG_FIELD(z, __nvvm_read_ptx_sreg_##REG##_z())              \
    };                                                                      \
    extern const __device__ TYPE NAME;
__ZYME_SREG_STRUCT(threadIdx, __zyme_threadIdx_t, tid)
__ZYME_SREG_STRUCT(blockIdx, __zyme_blockIdx_t, ctaid)
__ZYME_SREG_STRUCT(blockDim, __zyme_blockDim_t, ntid)
__ZYME_SREG_STRUCT(gridDim, __zyme_gridDim_t, nctaid)
#undef __ZYME_SREG_STRUCT
#undef __ZYME_SREG_FIELD

#define warpSize 32
__zyme_inline unsigned int __lane_id(void) { return __nvvm_read_ptx_sreg_laneid(); }

/* Barriers. */
/* __syncthreads() is a clang builtin for nvptx (llvm.nvvm.barrier0). */
/* No __syncwarp: zyme IR has no warp-level barrier (llvm.nvvm.bar.warp.sync
 * is rejected by the frontend). */
__zyme_inline void __threadfence(void) { __nvvm_membar_gl(); }
__zyme_inline void __threadfence_block(void) { __nvvm_membar_cta(); }

/* Atomics: each returns the old value. */
__zyme_inline float atomicAdd(float *p, float v) { return __nvvm_atom_add_gen_f(p, v); }
__zyme_inline double atomicAdd(double *p, double v) { return __nvvm_atom_add_gen_d(p, v); }
__zyme_inline int atomicAdd(int *p, int v) { return __nvvm_atom_add_gen_i(p, v); }
__zyme_inline unsigned atomicAdd(unsigned *p, unsigned v) {
    return (unsigned)__nvvm_atom_add_gen_i((int *)p, (int)v);
}
__zyme_inline int atomicSub(int *p, int v) { return __nvvm_atom_add_gen_i(p, -v); }
__zyme_inline int atomicMax(int *p, int v) { return __nvvm_atom_max_gen_i(p, v); }
__zyme_inline int atomicMin(int *p, int v) { return __nvvm_atom_min_gen_i(p, v); }
__zyme_inline unsigned atomicMax(unsigned *p, unsigned v) { return __nvvm_atom_max_gen_ui(p, v); }
__zyme_inline unsigned atomicMin(unsigned *p, unsigned v) { return __nvvm_atom_min_gen_ui(p, v); }
__zyme_inline int atomicExch(int *p, int v) { return __nvvm_atom_xchg_gen_i(p, v); }
__zyme_inline float atomicExch(float *p, float v) {
    return __builtin_bit_cast(float, __nvvm_atom_xchg_gen_i((int *)p, __builtin_bit_cast(int, v)));
}
__zyme_inline int atomicCAS(int *p, int expected, int desired) {
    return __nvvm_atom_cas_gen_i(p, expected, desired);
}

/* Read-only loads through the non-coherent cache (`ld.global.nc`). */
__zyme_inline float __ldg(const float *p) { return __nvvm_ldg_f(p); }
__zyme_inline double __ldg(const double *p) { return __nvvm_ldg_d(p); }
__zyme_inline int __ldg(const int *p) { return __nvvm_ldg_i(p); }

/* Warp shuffles (`shfl.sync`): c packs the clamp (bits 0-4) and the
 * segment mask (bits 8-12), as CUDA's own headers do; `up` clamps at the
 * segment's first lane, the others at its last. */
#define __ZYME_SHFL_C(width) (((32 - (width)) << 8) | 0x1f)
#define __ZYME_SHFL_C_UP(width) ((32 - (width)) << 8)
#define __ZYME_SHFL(NAME, MODE, CEXPR)                                              \
    __zyme_inline int NAME(unsigned mask, int v, int b, int width = 32) {            \
        return __nvvm_shfl_sync_##MODE##_i32(mask, v, b, CEXPR(width));              \
    }                                                                               \
    __zyme_inline unsigned NAME(unsigned mask, unsigned v, int b, int width = 32) {  \
        return (unsigned)__nvvm_shfl_sync_##MODE##_i32(mask, (int)v, b, CEXPR(width)); \
    }                                                                               \
    __zyme_inline float NAME(unsigned mask, float v, int b, int width = 32) {        \
        return __nvvm_shfl_sync_##MODE##_f32(mask, v, b, CEXPR(width));              \
    }                                                                               \
    __zyme_inline double NAME(unsigned mask, double v, int b, int width = 32) {      \
        unsigned long long bits = __builtin_bit_cast(unsigned long long, v);        \
        int lo = __nvvm_shfl_sync_##MODE##_i32(mask, (int)bits, b, CEXPR(width));    \
        int hi = __nvvm_shfl_sync_##MODE##_i32(mask, (int)(bits >> 32), b, CEXPR(width)); \
        return __builtin_bit_cast(double, ((unsigned long long)(unsigned)hi << 32) | (unsigned)lo); \
    }
__ZYME_SHFL(__shfl_sync, idx, __ZYME_SHFL_C)
__ZYME_SHFL(__shfl_down_sync, down, __ZYME_SHFL_C)
__ZYME_SHFL(__shfl_xor_sync, bfly, __ZYME_SHFL_C)
__ZYME_SHFL(__shfl_up_sync, up, __ZYME_SHFL_C_UP)
#undef __ZYME_SHFL

/* Math: clang turns these builtins into `llvm.*` intrinsics (or plain
 * calls of the libm name), which zyme lowers to its math operations. */
#define __ZYME_MATH1(F, D)                                                  \
    __zyme_inline float F##f(float x) { return __builtin_##F##f(x); }      \
    __zyme_inline double F(double x) { return __builtin_##F(x); }
#define __ZYME_MATH2(F)                                                     \
    __zyme_inline float F##f(float x, float y) { return __builtin_##F##f(x, y); } \
    __zyme_inline double F(double x, double y) { return __builtin_##F(x, y); }
__ZYME_MATH1(exp, 0)
__ZYME_MATH1(exp2, 0)
__ZYME_MATH1(log, 0)
__ZYME_MATH1(log2, 0)
__ZYME_MATH1(sqrt, 0)
__ZYME_MATH1(sin, 0)
__ZYME_MATH1(cos, 0)
__ZYME_MATH1(tanh, 0)
__ZYME_MATH1(fabs, 0)
__ZYME_MATH1(floor, 0)
__ZYME_MATH1(ceil, 0)
__ZYME_MATH2(pow)
__ZYME_MATH2(fmax)
__ZYME_MATH2(fmin)
__zyme_inline float rsqrtf(float x) { return 1.0f / __builtin_sqrtf(x); }
__zyme_inline double rsqrt(double x) { return 1.0 / __builtin_sqrt(x); }
__zyme_inline float fmaf(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
__zyme_inline double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
#undef __ZYME_MATH1
#undef __ZYME_MATH2

#endif
