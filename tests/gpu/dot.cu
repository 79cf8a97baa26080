// Dot product: each block reduces its slice in shared memory (a tree) and
// thread 0 adds the block's sum to *out with one atomicAdd.
#include "zyme_cuda.h"
#define BLOCK 64

extern "C" __global__ void dot(int n, const float *x, const float *y, float *out) {
    __shared__ float partial[BLOCK];
    int t = threadIdx.x;
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
        s += x[i] * y[i];
    partial[t] = s;
    __syncthreads();
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            partial[t] += partial[t + stride];
        __syncthreads();
    }
    if (t == 0)
        atomicAdd(out, partial[0]);
}
