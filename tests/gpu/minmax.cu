// Extremes of n values with atomics: the int minimum with atomicMin, and
// the float maximum with the classic atomicCAS loop on the float's bits
// (retry until no other thread changed it in between).
#include "zyme_cuda.h"

__device__ float atomic_max_float(float *addr, float v) {
    int *p = (int *)addr;
    int old = *p, assumed;
    do {
        assumed = old;
        float cur = __builtin_bit_cast(float, assumed);
        if (cur >= v)
            break;
        old = atomicCAS(p, assumed, __builtin_bit_cast(int, v));
    } while (old != assumed);
    return __builtin_bit_cast(float, old);
}

extern "C" __global__ void minmax(int n, const float *x, const int *k, float *fmax, int *imin) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    atomic_max_float(fmax, x[i]);
    atomicMin(imin, k[i]);
}
