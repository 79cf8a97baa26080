// RACY: stencil1d writing its result into its input, so a thread may read
// a neighbour that another thread has already overwritten. The expected
// output is the out-of-place stencil's.
#include "zyme_cuda.h"

extern "C" __global__ void stencil1d_inplace(int n, float *a) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i <= 0 || i >= n - 1)
        return;
    a[i] = 0.25f * a[i - 1] + 0.5f * a[i] + 0.25f * a[i + 1];
}
