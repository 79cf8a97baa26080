// RACY: histogram with a plain read-modify-write instead of atomicAdd, so
// concurrent increments of one bin are lost. The expected output is the
// atomic histogram's.
#include "zyme_cuda.h"

extern "C" __global__ void histogram_racy(int n, const int *data, int nbins, int *bins) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    bins[data[i] % nbins] += 1;
}
