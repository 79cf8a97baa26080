// All-pairs n-body accelerations in float: body i (pos[4i..4i+3] =
// x, y, z, mass) gets acc[3i..3i+2] = sum_j m_j d / (|d|^2 + eps2)^(3/2),
// d = p_j - p_i (the j = i term is zero).
#include "zyme_cuda.h"

extern "C" __global__ void nbody(int n, float eps2, const float *pos, float *acc) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    float xi = pos[4 * i], yi = pos[4 * i + 1], zi = pos[4 * i + 2];
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int j = 0; j < n; j++) {
        float dx = pos[4 * j] - xi, dy = pos[4 * j + 1] - yi, dz = pos[4 * j + 2] - zi;
        float r2 = dx * dx + dy * dy + dz * dz + eps2;
        float inv = rsqrtf(r2);
        float s = pos[4 * j + 3] * inv * inv * inv;
        ax += s * dx;
        ay += s * dy;
        az += s * dz;
    }
    acc[3 * i] = ax;
    acc[3 * i + 1] = ay;
    acc[3 * i + 2] = az;
}
