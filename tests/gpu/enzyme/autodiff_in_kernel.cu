// __enzyme_autodiff called inside a kernel (the SC21 paper's first GPU
// usage): each thread differentiates a device function that reads its own
// element and a neighbour's, so adjoints of different threads meet in the
// shadow of x (added atomically). `primal` launches the function itself,
// for the finite differences.
#include "zyme_cuda.h"

// CUDA device code has no variadic functions: Enzyme's GPU examples
// declare the entry point with the call's own prototype.
extern __device__ int enzyme_dup;
extern __device__ int enzyme_const;
extern "C" __device__ void __enzyme_autodiff(void *, int, const float *, float *, int, float *,
                                             float *, int, int);

__device__ void wave(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = sinf(x[i]) * x[(i + 1) % n] + y[i];
}

extern "C" __global__ void primal(const float *x, float *y, int n) { wave(x, y, n); }

extern "C" __global__ void wave_grad(const float *x, float *dx, float *y, float *dy, int n) {
    __enzyme_autodiff((void *)wave, enzyme_dup, x, dx, enzyme_dup, y, dy, enzyme_const, n);
}
