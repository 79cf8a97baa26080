// RACY: dot.cu without the barriers, so a thread can read partial[t + stride]
// before its owner has written it. The expected output is what the
// race-free dot computes.
#include "zyme_cuda.h"
#define BLOCK 64

extern "C" __global__ void dot_racy(int n, const float *x, const float *y, float *out) {
    __shared__ float partial[BLOCK];
    int t = threadIdx.x;
    float s = 0.0f;
    for (int i = blockIdx.x * blockDim.x + t; i < n; i += blockDim.x * gridDim.x)
        s += x[i] * y[i];
    partial[t] = s;
    for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
        if (t < stride)
            partial[t] += partial[t + stride];
    }
    if (t == 0)
        atomicAdd(out, partial[0]);
}
