/* 2-D Laplace equation by Jacobi and Gauss-Seidel/SOR iteration on a grid. */
#include <stdio.h>
#include <math.h>

#define NG 24

static double g1[NG][NG], g2[NG][NG];

static void set_boundary(double g[NG][NG]) {
    for (int i = 0; i < NG; i++) {
        g[0][i] = 1.0;           /* top edge hot */
        g[NG - 1][i] = 0.0;
        g[i][0] = 0.0;
        g[i][NG - 1] = (double)i / (NG - 1);
    }
}

static int jacobi(double tol, int maxit) {
    for (int it = 1; it <= maxit; it++) {
        double diff = 0.0;
        for (int i = 1; i < NG - 1; i++)
            for (int j = 1; j < NG - 1; j++) {
                g2[i][j] = 0.25 * (g1[i - 1][j] + g1[i + 1][j] + g1[i][j - 1] + g1[i][j + 1]);
                diff = fmax(diff, fabs(g2[i][j] - g1[i][j]));
            }
        for (int i = 1; i < NG - 1; i++)
            for (int j = 1; j < NG - 1; j++) g1[i][j] = g2[i][j];
        if (diff < tol) return it;
    }
    return -1;
}

static int sor(double g[NG][NG], double omega, double tol, int maxit) {
    for (int it = 1; it <= maxit; it++) {
        double diff = 0.0;
        for (int i = 1; i < NG - 1; i++)
            for (int j = 1; j < NG - 1; j++) {
                double nv = 0.25 * (g[i - 1][j] + g[i + 1][j] + g[i][j - 1] + g[i][j + 1]);
                double d = omega * (nv - g[i][j]);
                g[i][j] += d;
                diff = fmax(diff, fabs(d));
            }
        if (diff < tol) return it;
    }
    return -1;
}

int main(void) {
    static double gs[NG][NG], so[NG][NG];
    set_boundary(g1);
    set_boundary(g2);
    set_boundary(gs);
    set_boundary(so);
    int itj = jacobi(1e-6, 20000);
    int itg = sor(gs, 1.0, 1e-6, 20000);
    int its = sor(so, 1.75, 1e-6, 20000);
    printf("iterations: jacobi=%d gauss-seidel=%d sor(1.75)=%d\n", itj, itg, its);
    printf("sor fastest: %d\n", its < itg && itg < itj);
    for (int i = 0; i < NG; i += 5) {
        for (int j = 0; j < NG; j += 5) printf(" %.4f", g1[i][j]);
        printf("\n");
    }
    double md = 0.0;
    for (int i = 0; i < NG; i++)
        for (int j = 0; j < NG; j++) md = fmax(md, fabs(g1[i][j] - so[i][j]));
    printf("jacobi vs sor agree (<1e-3): %d  md=%.2e\n", md < 1e-3, md);
    printf("center = %.5f\n", so[NG / 2][NG / 2]);
    return 0;
}
