// A barrier only some threads of a block reach: its gradient is refused
// (the reverse sweep could not keep the threads together).
#include "zyme_cuda.h"

extern "C" __global__ void divergent_barrier(const float *x, float *y) {
    __shared__ float s[64];
    int t = threadIdx.x;
    s[t] = x[t] * x[t];
    if (t < 32)
        __syncthreads();
    y[t] = s[63 - t];
}
