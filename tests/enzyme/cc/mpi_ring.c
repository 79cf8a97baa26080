// MPI differentiated (issue 21, the SC22 design): a halo exchange in a ring
// (MPI_Send/MPI_Recv, once with MPI_ANY_SOURCE and MPI_ANY_TAG), MPI_Bcast
// from the root, MPI_Allreduce and
// MPI_Reduce with MPI_SUM, MPI_Allreduce with MPI_MAX and MPI_MIN, MPI_Reduce
// with MPI_MAX (the derivative of each element goes to the rank holding its
// extremum), a sum MPI_Allreduce in place, a minimum MPI_Allreduce in place and
// a sum MPI_Reduce in place at the root, MPI_Gather, MPI_Scatter,
// MPI_Allgather, MPI_Alltoall and MPI_Sendrecv. Each message's adjoint travels back the other
// way in the reverse; forward mode sends each tangent after its value.
// Built by `zyme cc -- clang-19` with Open MPI's flags and run by
// zyme/tests/enzyme_rev.rs under `mpirun --oversubscribe -np 1, 2, 4`, at
// -O0 and -O2.
// Check: central finite differences (every rank runs the loss for each
// perturbation of any rank's input; each rank's return is a result, so the
// gradient is that of their sum; relative tolerance 1e-6, step 1e-6), and
// each rank's directional derivative in forward mode.
#include <math.h>
#include <mpi.h>
#include <stdio.h>

extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;

#define N 5

double loss(double *x, double *halo, int n) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    // The left neighbour's last element arrives in halo[0].
    if (size == 1) {
        halo[0] = x[n - 1];
    } else if (rank % 2 == 0) {
        MPI_Send(&x[n - 1], 1, MPI_DOUBLE, right, 7, MPI_COMM_WORLD);
        MPI_Recv(&halo[0], 1, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    } else {
        MPI_Recv(&halo[0], 1, MPI_DOUBLE, left, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(&x[n - 1], 1, MPI_DOUBLE, right, 7, MPI_COMM_WORLD);
    }
    // The right neighbour's first element, taken from whoever sends it
    // with whatever tag (only the right neighbour sends in this round):
    // the reverse sends the adjoint back to the source and tag the status
    // gave, and forward mode receives the tangent from there.
    double from_right = 0;
    if (size == 1) {
        from_right = x[0];
    } else if (rank % 2 == 0) {
        MPI_Send(&x[0], 1, MPI_DOUBLE, left, 11 + rank, MPI_COMM_WORLD);
        MPI_Recv(&from_right, 1, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD,
                 MPI_STATUS_IGNORE);
    } else {
        MPI_Status st;
        MPI_Recv(&from_right, 1, MPI_DOUBLE, MPI_ANY_SOURCE, MPI_ANY_TAG, MPI_COMM_WORLD, &st);
        MPI_Send(&x[0], 1, MPI_DOUBLE, left, 11 + rank, MPI_COMM_WORLD);
    }
    double local = 0;
    for (int i = 0; i < n; i++)
        local += sin(x[i]) * (i ? x[i - 1] : halo[0]);
    local += from_right * from_right * x[n - 1];
    // A scale the root computes and broadcasts.
    double s = rank == 0 ? 2 * x[0] + 1 : 0;
    MPI_Bcast(&s, 1, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    double total = 0, at_root = 0, sq = 0;
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    double mine = local * local;
    MPI_Reduce(&mine, &at_root, 1, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    double back = rank == 0 ? at_root : 0;
    MPI_Allreduce(&back, &sq, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    // The largest local sum, and the smallest of two values per rank: the
    // derivative goes to the rank holding each.
    double peak = 0, mine2[2] = {x[0] * x[1], -x[2] * x[2]}, low[2];
    MPI_Allreduce(&local, &peak, 1, MPI_DOUBLE, MPI_MAX, MPI_COMM_WORLD);
    MPI_Allreduce(mine2, low, 2, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
    // The largest x[1] at the root only, passed on to every rank.
    double top = 0, top_all = 0;
    MPI_Reduce(&x[1], &top, 1, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    double top_here = rank == 0 ? top : 0;
    MPI_Allreduce(&top_here, &top_all, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    // Two sums in place.
    double both[2] = {local, x[1] * x[2]};
    MPI_Allreduce(MPI_IN_PLACE, both, 2, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    // A minimum in place, as ranks agree on a time step, and a sum in
    // place at the root of MPI_Reduce (the other ranks send theirs).
    double dt = x[2] * x[3] + 0.1 * rank;
    MPI_Allreduce(MPI_IN_PLACE, &dt, 1, MPI_DOUBLE, MPI_MIN, MPI_COMM_WORLD);
    double at0[2] = {x[0] * x[4], x[3]};
    if (rank == 0)
        MPI_Reduce(MPI_IN_PLACE, at0, 2, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    else
        MPI_Reduce(at0, NULL, 2, MPI_DOUBLE, MPI_SUM, 0, MPI_COMM_WORLD);
    double root_only = rank == 0 ? at0[0] * at0[1] : 0;
    // Blocks moved between ranks: gathered at the root, changed there and
    // scattered back; gathered everywhere; exchanged all to all.
    double mine3[2] = {x[0] * x[1], x[2] + x[4]}, all3[2 * 8], home[2], every[2 * 8];
    MPI_Gather(mine3, 2, MPI_DOUBLE, all3, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    if (rank == 0)
        for (int k = 0; k < 2 * size; k++)
            all3[k] = all3[k] * all3[k] * (1 + 0.1 * k);
    MPI_Scatter(all3, 2, MPI_DOUBLE, home, 2, MPI_DOUBLE, 0, MPI_COMM_WORLD);
    MPI_Allgather(mine3, 2, MPI_DOUBLE, every, 2, MPI_DOUBLE, MPI_COMM_WORLD);
    double out8[8], in8[8];
    for (int k = 0; k < size; k++)
        out8[k] = x[k % 5] * (k + 1 + rank);
    MPI_Alltoall(out8, 1, MPI_DOUBLE, in8, 1, MPI_DOUBLE, MPI_COMM_WORLD);
    double moved = home[0] * home[1];
    // A shift around the ring in one call.
    double shifted = 0;
    MPI_Sendrecv(&x[3], 1, MPI_DOUBLE, right, 21, &shifted, 1, MPI_DOUBLE, left, 21,
                 MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    moved += shifted * shifted * x[0];
    for (int k = 0; k < 2 * size; k++)
        moved += every[k] * (k + 1) * 0.1;
    for (int k = 0; k < size; k++)
        moved += in8[k] * in8[k] * (k + 2) * 0.1;
    return total * s + sq + 0.5 * peak + low[0] - 2 * low[1] + 3 * top_all + both[0] * both[1] +
           dt + root_only + moved;
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double x[N], dx[N] = {0}, halo[1], dhalo[1] = {0}, tx[N], thalo[1] = {0};
    for (int i = 0; i < N; i++) {
        x[i] = 0.2 + 0.1 * i + 0.3 * rank;
        tx[i] = 0.1 * ((i + rank) % 3) - 0.05;
    }
    __enzyme_autodiff((void *)loss, enzyme_dup, x, dx, enzyme_dup, halo, dhalo, N);
    const double h = 1e-6;
    int fails = 0, checks = 0, nonzero = 0;
    for (int r = 0; r < size; r++)
        for (int i = 0; i < N; i++) {
            double s = x[i];
            if (rank == r)
                x[i] = s + h;
            double p = loss(x, halo, N);
            if (rank == r)
                x[i] = s - h;
            double m = loss(x, halo, N);
            if (rank == r)
                x[i] = s;
            // Every rank returns the loss, and each return is a result the
            // gradient is of: the gradient is that of their sum.
            MPI_Allreduce(MPI_IN_PLACE, &p, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            MPI_Allreduce(MPI_IN_PLACE, &m, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            if (rank == r) {
                double fd = (p - m) / (2 * h);
                int ok = fabs(dx[i] - fd) <= 1e-6 * (1 + fabs(fd));
                if (!ok)
                    printf("rank %d dx[%d] got=%+.10e want=%+.10e FAIL\n", rank, i, dx[i], fd);
                fails += !ok;
                checks++;
                nonzero += fabs(fd) > 1e-3;
            }
        }
    double t = __enzyme_fwddiff((void *)loss, enzyme_dup, x, tx, enzyme_dup, halo, thalo, N);
    double xp[N], xm[N];
    for (int i = 0; i < N; i++)
        xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
    double p = loss(xp, halo, N), m = loss(xm, halo, N);
    double fd = (p - m) / (2 * h);
    if (fabs(t - fd) > 1e-6 * (1 + fabs(fd))) {
        printf("rank %d forward got=%+.10e want=%+.10e FAIL\n", rank, t, fd);
        fails++;
    }
    checks++;
    int all = 0;
    MPI_Allreduce(&fails, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (nonzero * 10 < (checks - 1) * 8)
        all++;
    if (rank == 0)
        printf("ranks %d: %d checks on rank 0, %d failed\n%s\n", size, checks, all,
               all ? "FAILED" : "OK");
    MPI_Finalize();
    return all != 0;
}
