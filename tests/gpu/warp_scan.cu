// Inclusive prefix sums within each warp (Hillis-Steele with
// __shfl_up_sync on ints); with __shfl_xor_sync on doubles, every lane's
// copy of its warp's total; and with a width-16 __shfl_sync, each
// half-warp's first input broadcast to the half-warp.
#include "zyme_cuda.h"

extern "C" __global__ void warp_scan(const int *in, int *scan, const double *d, double *wsum,
                                     int *lead) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int lane = threadIdx.x % warpSize;
    int v = in[i];
    for (int off = 1; off < warpSize; off *= 2) {
        int u = __shfl_up_sync(0xffffffffu, v, off);
        if (lane >= off)
            v += u;
    }
    scan[i] = v;
    double s = d[i];
    for (int mask = warpSize / 2; mask > 0; mask /= 2)
        s += __shfl_xor_sync(0xffffffffu, s, mask);
    wsum[i] = s;
    lead[i] = __shfl_sync(0xffffffffu, in[i], 0, 16);
}
