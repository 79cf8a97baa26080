// XSBench-style lookup: for each particle energy, binary-search the
// sorted energy grid egrid[0..ne) and interpolate the NXS cross sections
// of xs[ne][NXS] linearly; the macroscopic total is their sum weighted by
// conc[NXS]. Results: out[lookup*NXS + k] and total[lookup].
#include "zyme_cuda.h"
#define NXS 5

__device__ int grid_search(int ne, float e, const float *egrid) {
    int lo = 0, hi = ne - 1;
    while (hi - lo > 1) {
        int mid = lo + (hi - lo) / 2;
        if (__ldg(&egrid[mid]) > e)
            hi = mid;
        else
            lo = mid;
    }
    return lo;
}

extern "C" __global__ void xsbench(int nlookups, int ne, const float *energies, const float *egrid,
                                   const float *xs, const float *conc, float *out, float *total) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= nlookups)
        return;
    float e = energies[i];
    int lo = grid_search(ne, e, egrid);
    float f = (e - egrid[lo]) / (egrid[lo + 1] - egrid[lo]);
    float sum = 0.0f;
    for (int k = 0; k < NXS; k++) {
        float v = xs[lo * NXS + k] + f * (xs[(lo + 1) * NXS + k] - xs[lo * NXS + k]);
        out[i * NXS + k] = v;
        sum += conc[k] * v;
    }
    total[i] = sum;
}
