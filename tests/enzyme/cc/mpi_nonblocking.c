// MPI's non-blocking calls differentiated (issue 21, SC22's Figure 5): a halo
// exchange both ways around a ring with MPI_Irecv/MPI_Isend completed by
// MPI_Waitall and MPI_Wait, another completed by MPI_Test and MPI_Waitany,
// and a third by MPI_Waitsome. Each request's shadow points to zyme's record of
// its call: the reverse of the completion posts the adjoint message the other
// way, the reverse of the call waits for it. Forward mode posts each tangent
// message with a request kept in the request's tangent.
// Built by `zyme cc -- mpicc` and run by zyme/tests/enzyme_rev.rs under
// `mpirun --oversubscribe -np 1, 2, 4`, at -O0 and -O2.
// Check: central finite differences of the sum of the ranks' results
// (relative tolerance 1e-6, step 1e-6) and each rank's directional derivative.
#include <math.h>
#include <mpi.h>
#include <stdio.h>
extern double __enzyme_autodiff(void *, ...);
extern double __enzyme_fwddiff(void *, ...);
extern int enzyme_dup, enzyme_const;
#define N 4
// Non-blocking halo exchange both ways in a ring.
double loss(double *x, double *halo, int n) {
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    int right = (rank + 1) % size, left = (rank + size - 1) % size;
    MPI_Request req[4];
    MPI_Irecv(&halo[0], 1, MPI_DOUBLE, left, 1, MPI_COMM_WORLD, &req[0]);
    MPI_Irecv(&halo[1], 1, MPI_DOUBLE, right, 2, MPI_COMM_WORLD, &req[1]);
    MPI_Isend(&x[n - 1], 1, MPI_DOUBLE, right, 1, MPI_COMM_WORLD, &req[2]);
    MPI_Isend(&x[0], 1, MPI_DOUBLE, left, 2, MPI_COMM_WORLD, &req[3]);
    MPI_Waitall(2, req, MPI_STATUSES_IGNORE);
    MPI_Wait(&req[2], MPI_STATUS_IGNORE);
    MPI_Wait(&req[3], MPI_STATUS_IGNORE);
    // Another exchange, completed by a loop of MPI_Test on one receive and
    // MPI_Waitany over the other requests: the forward sweep records what
    // each completed, and only those reverse to posted adjoint messages.
    double far[2];
    MPI_Request more[4];
    MPI_Irecv(&far[0], 1, MPI_DOUBLE, left, 3, MPI_COMM_WORLD, &more[0]);
    MPI_Irecv(&far[1], 1, MPI_DOUBLE, right, 4, MPI_COMM_WORLD, &more[1]);
    MPI_Isend(&x[1], 1, MPI_DOUBLE, right, 3, MPI_COMM_WORLD, &more[2]);
    MPI_Isend(&x[n - 2], 1, MPI_DOUBLE, left, 4, MPI_COMM_WORLD, &more[3]);
    int flag = 0;
    while (!flag)
        MPI_Test(&more[0], &flag, MPI_STATUS_IGNORE);
    for (int k = 0; k < 3; k++) {
        int which;
        MPI_Waitany(3, &more[1], &which, MPI_STATUS_IGNORE);
    }
    // A third, completed by MPI_Waitsome until every request is done.
    double third[2];
    MPI_Request some[4];
    MPI_Irecv(&third[0], 1, MPI_DOUBLE, left, 5, MPI_COMM_WORLD, &some[0]);
    MPI_Irecv(&third[1], 1, MPI_DOUBLE, right, 6, MPI_COMM_WORLD, &some[1]);
    MPI_Isend(&x[2], 1, MPI_DOUBLE, right, 5, MPI_COMM_WORLD, &some[2]);
    MPI_Isend(&x[n - 1], 1, MPI_DOUBLE, left, 6, MPI_COMM_WORLD, &some[3]);
    for (int done = 0; done < 4;) {
        int count, which[4];
        MPI_Waitsome(4, some, &count, which, MPI_STATUSES_IGNORE);
        if (count != MPI_UNDEFINED)
            done += count;
    }
    double local = far[0] * far[1] * x[1] + third[0] * third[1] * x[2];
    for (int i = 0; i < n; i++)
        local += sin(x[i]) * (i ? x[i - 1] : halo[0]) + x[i] * (i + 1 < n ? x[i + 1] : halo[1]);
    double total = 0;
    MPI_Allreduce(&local, &total, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
    return total;
}
int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    double x[N], dx[N] = {0}, halo[2], dhalo[2] = {0}, tx[N], thalo[2] = {0};
    for (int i = 0; i < N; i++) x[i] = 0.2 + 0.1 * i + 0.3 * rank, tx[i] = 0.1 * ((i + rank) % 3) - 0.05;
    __enzyme_autodiff((void *)loss, enzyme_dup, x, dx, enzyme_dup, halo, dhalo, N);
    const double h = 1e-6;
    int fails = 0;
    for (int r = 0; r < size; r++)
        for (int i = 0; i < N; i++) {
            double s = x[i];
            if (rank == r) x[i] = s + h;
            double p = loss(x, halo, N);
            if (rank == r) x[i] = s - h;
            double m = loss(x, halo, N);
            if (rank == r) x[i] = s;
            MPI_Allreduce(MPI_IN_PLACE, &p, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            MPI_Allreduce(MPI_IN_PLACE, &m, 1, MPI_DOUBLE, MPI_SUM, MPI_COMM_WORLD);
            double fd = (p - m) / (2 * h);
            if (rank == r && fabs(dx[i] - fd) > 1e-6 * (1 + fabs(fd))) { printf("rank %d dx[%d] %g fd %g FAIL\n", rank, i, dx[i], fd); fails++; }
        }
    double t = __enzyme_fwddiff((void *)loss, enzyme_dup, x, tx, enzyme_dup, halo, thalo, N);
    double xp[N], xm[N];
    for (int i = 0; i < N; i++) xp[i] = x[i] + h * tx[i], xm[i] = x[i] - h * tx[i];
    double fd = (loss(xp, halo, N) - loss(xm, halo, N)) / (2 * h);
    if (fabs(t - fd) > 1e-6 * (1 + fabs(fd))) { printf("rank %d forward %g fd %g FAIL\n", rank, t, fd); fails++; }
    int all = 0;
    MPI_Allreduce(&fails, &all, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
    if (rank == 0) printf("%s\n", all ? "FAILED" : "OK");
    MPI_Finalize();
    return all != 0;
}
