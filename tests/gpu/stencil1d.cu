// 1-D three-point stencil: out[i] = 0.25 in[i-1] + 0.5 in[i] + 0.25 in[i+1]
// inside, out[i] = in[i] at both ends.
#include "zyme_cuda.h"

extern "C" __global__ void stencil1d(int n, const float *in, float *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    if (i == 0 || i == n - 1)
        out[i] = in[i];
    else
        out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
