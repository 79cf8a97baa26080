// Sum of n floats: each warp reduces its 32 values with __shfl_down_sync
// (lane 0 ends with the warp's sum) and lane 0 adds it to *out.
#include "zyme_cuda.h"

extern "C" __global__ void warp_reduce(int n, const float *x, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    float v = i < n ? x[i] : 0.0f;
    for (int off = warpSize / 2; off > 0; off /= 2)
        v += __shfl_down_sync(0xffffffffu, v, off);
    if (__lane_id() == 0)
        atomicAdd(out, v);
}
