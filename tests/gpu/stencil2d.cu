// 2-D five-point Jacobi step on an nx*ny grid (row-major, x fastest);
// boundary cells are copied.
#include "zyme_cuda.h"

extern "C" __global__ void stencil2d(int nx, int ny, const float *in, float *out) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny)
        return;
    int i = y * nx + x;
    if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) {
        out[i] = in[i];
        return;
    }
    out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
}
