// Row softmax of a rows*cols matrix, one block (of BLOCK threads) per row:
// a shared-memory max reduction, then a sum reduction of exp(x - max).
#include "zyme_cuda.h"
#define BLOCK 64

extern "C" __global__ void softmax(int cols, const float *in, float *out) {
    __shared__ float red[BLOCK];
    int row = blockIdx.x, t = threadIdx.x;
    const float *x = in + row * cols;
    float *y = out + row * cols;
    float m = -3.0e38f;
    for (int j = t; j < cols; j += BLOCK)
        m = fmaxf(m, x[j]);
    red[t] = m;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s /= 2) {
        if (t < s)
            red[t] = fmaxf(red[t], red[t + s]);
        __syncthreads();
    }
    m = red[0];
    __syncthreads();
    float sum = 0.0f;
    for (int j = t; j < cols; j += BLOCK)
        sum += expf(x[j] - m);
    red[t] = sum;
    __syncthreads();
    for (int s = BLOCK / 2; s > 0; s /= 2) {
        if (t < s)
            red[t] += red[t + s];
        __syncthreads();
    }
    sum = red[0];
    for (int j = t; j < cols; j += BLOCK)
        y[j] = expf(x[j] - m) / sum;
}
