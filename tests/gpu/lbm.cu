// One lattice-Boltzmann D2Q9 step on a periodic nx*ny grid: pull
// streaming from f_in, then BGK collision with relaxation omega into
// f_out. Distributions are stored f[q*nx*ny + y*nx + x].
#include "zyme_cuda.h"

__device__ const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
__device__ const int cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
__device__ const float wq[9] = {4.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9,
                                1.0f / 36, 1.0f / 36, 1.0f / 36, 1.0f / 36};

extern "C" __global__ void lbm(int nx, int ny, float omega, const float *f_in, float *f_out) {
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x >= nx || y >= ny)
        return;
    int cells = nx * ny;
    float f[9];
    float rho = 0.0f, ux = 0.0f, uy = 0.0f;
    for (int q = 0; q < 9; q++) {
        int sx = (x - cx[q] + nx) % nx;
        int sy = (y - cy[q] + ny) % ny;
        f[q] = f_in[q * cells + sy * nx + sx];
        rho += f[q];
        ux += f[q] * cx[q];
        uy += f[q] * cy[q];
    }
    ux /= rho;
    uy /= rho;
    float usq = ux * ux + uy * uy;
    for (int q = 0; q < 9; q++) {
        float cu = cx[q] * ux + cy[q] * uy;
        float feq = wq[q] * rho * (1.0f + 3.0f * cu + 4.5f * cu * cu - 1.5f * usq);
        f_out[q * cells + y * nx + x] = f[q] + omega * (feq - f[q]);
    }
}
