// Histogram of n non-negative ints into nbins bins (value % nbins) with
// atomicAdd, and the largest value seen with atomicMax.
#include "zyme_cuda.h"

extern "C" __global__ void histogram(int n, const int *data, int nbins, int *bins, int *maxv) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    int v = data[i];
    atomicAdd(&bins[v % nbins], 1);
    atomicMax(maxv, v);
}
