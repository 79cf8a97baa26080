// OpenMP gradients against their primals (issue 21), written for zyme:
// a miniBUDE-style docking energy (compute-bound: every pose against every
// ligand-protein atom pair, poses shared among the team) and a LULESH-style
// element loop (gathers eight nodes per element, a volume per element, the
// smallest time step found by hand with a critical section, as LULESH's
// CalcCourantConstraintForElems does). Prints derivative / primal time per
// kernel for the team size OMP_NUM_THREADS gives, minimum of ROUNDS runs.
// Usage: parallel_grad [SCALE] [ROUNDS]   (see run.sh)
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

extern double __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;

// ---- miniBUDE-style ----------------------------------------------------
double bude(int nposes, int nlig, int npro, const double *restrict lig,
            const double *restrict pro, const double *restrict poses, double *restrict energy) {
#pragma omp parallel for schedule(static)
    for (int p = 0; p < nposes; p++) {
        const double *q = poses + 6 * p;
        double sx = sin(q[0]), cx = cos(q[0]), sy = sin(q[1]), cy = cos(q[1]);
        double sz = sin(q[2]), cz = cos(q[2]);
        double m[9] = {cy * cz, sx * sy * cz - cx * sz, cx * sy * cz + sx * sz,
                       cy * sz, sx * sy * sz + cx * cz, cx * sy * sz - sx * cz,
                       -sy,     sx * cy,                cx * cy};
        double e = 0;
        for (int l = 0; l < nlig; l++) {
            const double *a = lig + 4 * l;
            double lx = m[0] * a[0] + m[1] * a[1] + m[2] * a[2] + q[3];
            double ly = m[3] * a[0] + m[4] * a[1] + m[5] * a[2] + q[4];
            double lz = m[6] * a[0] + m[7] * a[1] + m[8] * a[2] + q[5];
            for (int k = 0; k < npro; k++) {
                const double *b = pro + 4 * k;
                double dx = lx - b[0], dy = ly - b[1], dz = lz - b[2];
                double r2 = dx * dx + dy * dy + dz * dz + 0.25;
                double r = sqrt(r2);
                e += a[3] * b[3] * exp(-0.5 * r) / r2 - 0.1 / (r2 * r2 * r2);
            }
        }
        energy[p] = e;
    }
    double s = 0;
    for (int p = 0; p < nposes; p++)
        s += energy[p] * (1 + 0.001 * p);
    return s;
}

// ---- LULESH-style ------------------------------------------------------
double lulesh(int nelem, const double *restrict x, const int *restrict conn, double *restrict vol) {
    double dtmin = 1e20;
#pragma omp parallel
    {
        double mine = 1e20;
#pragma omp for
        for (int e = 0; e < nelem; e++) {
            const int *c = conn + 8 * e;
            double px[8], py[8], pz[8];
            for (int k = 0; k < 8; k++)
                px[k] = x[3 * c[k]], py[k] = x[3 * c[k] + 1], pz[k] = x[3 * c[k] + 2];
            double ax = px[6] - px[0], ay = py[6] - py[0], az = pz[6] - pz[0];
            double bx = px[3] - px[1] + px[7] - px[5], by = py[3] - py[1] + py[7] - py[5];
            double bz = pz[3] - pz[1] + pz[7] - pz[5];
            double cx = px[4] - px[2] + px[7] - px[1], cy = py[4] - py[2] + py[7] - py[1];
            double cz = pz[4] - pz[2] + pz[7] - pz[1];
            double v = ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx);
            v = v / 12.0;
            vol[e] = v;
            double len = 0;
            for (int k = 0; k < 8; k++)
                len += (px[k] - px[0]) * (px[k] - px[0]) + (py[k] - py[0]) * (py[k] - py[0]);
            double dt = v / sqrt(1 + len);
            if (dt < mine)
                mine = dt;
        }
#pragma omp critical
        {
            if (mine < dtmin)
                dtmin = mine;
        }
    }
    double s = 0;
    for (int e = 0; e < nelem; e++)
        s += vol[e] * vol[e];
    return s + 100 * dtmin;
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + 1e-9 * t.tv_nsec;
}

int main(int argc, char **argv) {
    int scale = argc > 1 ? atoi(argv[1]) : 1, rounds = argc > 2 ? atoi(argv[2]) : 5;
    // miniBUDE: poses x ligand atoms x protein atoms.
    int nposes = 64 * scale, nlig = 26, npro = 938;
    double *lig = malloc(sizeof(double) * 4 * nlig), *pro = malloc(sizeof(double) * 4 * npro);
    double *poses = malloc(sizeof(double) * 6 * nposes), *dposes = malloc(sizeof(double) * 6 * nposes);
    double *energy = malloc(sizeof(double) * nposes), *denergy = malloc(sizeof(double) * nposes);
    for (int i = 0; i < 4 * nlig; i++)
        lig[i] = 0.5 * sin(1.3 * i) + (i % 4 == 3 ? 1 : 0);
    for (int i = 0; i < 4 * npro; i++)
        pro[i] = 4 * cos(0.7 * i) + (i % 4 == 3 ? 1 : 0);
    for (int i = 0; i < 6 * nposes; i++)
        poses[i] = 0.3 * sin(0.11 * i);
    // LULESH: a structured hexahedral mesh of n^3 elements.
    int n = 24 + 8 * scale, nn = n + 1, nelem = n * n * n;
    double *x = malloc(sizeof(double) * 3 * nn * nn * nn), *dx = malloc(sizeof(double) * 3 * nn * nn * nn);
    int *conn = malloc(sizeof(int) * 8 * nelem);
    double *vol = malloc(sizeof(double) * nelem), *dvol = malloc(sizeof(double) * nelem);
    for (int k = 0; k < nn; k++)
        for (int j = 0; j < nn; j++)
            for (int i = 0; i < nn; i++) {
                int id = (k * nn + j) * nn + i;
                x[3 * id] = i + 0.1 * sin(j + k), x[3 * id + 1] = j + 0.1 * cos(i);
                x[3 * id + 2] = k + 0.05 * sin(i * j);
            }
    for (int k = 0; k < n; k++)
        for (int j = 0; j < n; j++)
            for (int i = 0; i < n; i++) {
                int e = (k * n + j) * n + i, *c = conn + 8 * e;
                int base = (k * nn + j) * nn + i;
                c[0] = base, c[1] = base + 1, c[2] = base + nn + 1, c[3] = base + nn;
                c[4] = base + nn * nn, c[5] = c[4] + 1, c[6] = c[4] + nn + 1, c[7] = c[4] + nn;
            }
    double best[4] = {1e30, 1e30, 1e30, 1e30}, sink = 0;
    for (int r = 0; r < rounds; r++) {
        double t0 = now();
        sink += bude(nposes, nlig, npro, lig, pro, poses, energy);
        double t1 = now();
        for (int i = 0; i < 6 * nposes; i++)
            dposes[i] = 0;
        __enzyme_autodiff((void *)bude, enzyme_const, nposes, enzyme_const, nlig, enzyme_const, npro,
                          enzyme_const, lig, enzyme_const, pro, enzyme_dup, poses, dposes,
                          enzyme_dup, energy, denergy);
        double t2 = now();
        sink += lulesh(nelem, x, conn, vol);
        double t3 = now();
        for (int i = 0; i < 3 * nn * nn * nn; i++)
            dx[i] = 0;
        __enzyme_autodiff((void *)lulesh, enzyme_const, nelem, enzyme_dup, x, dx, enzyme_const, conn,
                          enzyme_dup, vol, dvol);
        double t4 = now();
        double t[4] = {t1 - t0, t2 - t1, t3 - t2, t4 - t3};
        for (int k = 0; k < 4; k++)
            if (t[k] < best[k])
                best[k] = t[k];
    }
    printf("threads %d  minibude: primal %.4f s, gradient %.4f s, ratio %.2f (d/dpose0 %.6g)\n",
           omp_get_max_threads(), best[0], best[1], best[1] / best[0], dposes[0]);
    printf("threads %d  lulesh:   primal %.4f s, gradient %.4f s, ratio %.2f (d/dx0 %.6g)\n",
           omp_get_max_threads(), best[2], best[3], best[3] / best[2], dx[0]);
    return sink == 12345.678;
}
