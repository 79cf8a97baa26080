// Layer norm over each row of a rows*cols matrix, one block per row:
// y = (x - mean) / sqrt(var + eps) * gamma + beta, with the mean and the
// variance reduced in shared memory.
#include "zyme_cuda.h"
#define BLOCK 64

__device__ float block_sum(float *red, float v) {
    int t = threadIdx.x;
    red[t] = v;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s /= 2) {
        if (t < s)
            red[t] += red[t + s];
        __syncthreads();
    }
    float r = red[0];
    __syncthreads();
    return r;
}

extern "C" __global__ void layernorm(int cols, float eps, const float *in, const float *gamma,
                                     const float *beta, float *out) {
    __shared__ float red[BLOCK];
    int row = blockIdx.x, t = threadIdx.x;
    const float *x = in + row * cols;
    float s = 0.0f;
    for (int j = t; j < cols; j += BLOCK)
        s += x[j];
    float mean = block_sum(red, s) / cols;
    float v = 0.0f;
    for (int j = t; j < cols; j += BLOCK)
        v += (x[j] - mean) * (x[j] - mean);
    float var = block_sum(red, v) / cols;
    float inv = 1.0f / sqrtf(var + eps);
    for (int j = t; j < cols; j += BLOCK)
        out[row * cols + j] = (x[j] - mean) * inv * gamma[j] + beta[j];
}
