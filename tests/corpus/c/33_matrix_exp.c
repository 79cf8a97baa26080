/* Matrix exponential via scaling-and-squaring with a Taylor series; checks against closed forms. */
#include <stdio.h>
#include <math.h>
#include <string.h>

#define N 4
typedef struct { double a[N][N]; } mat;

static mat mat_mul(const mat *x, const mat *y) {
    mat r;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            double s = 0;
            for (int k = 0; k < N; k++) s += x->a[i][k] * y->a[k][j];
            r.a[i][j] = s;
        }
    return r;
}

static double mat_norm1(const mat *m) {
    double best = 0;
    for (int j = 0; j < N; j++) {
        double s = 0;
        for (int i = 0; i < N; i++) s += fabs(m->a[i][j]);
        if (s > best) best = s;
    }
    return best;
}

static mat mat_exp(mat m, int *squarings) {
    double nrm = mat_norm1(&m);
    int s = 0;
    while (nrm > 0.5) { nrm *= 0.5; s++; }
    double scale = ldexp(1.0, -s);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) m.a[i][j] *= scale;
    mat result, term;
    memset(&result, 0, sizeof result);
    for (int i = 0; i < N; i++) result.a[i][i] = 1.0;
    term = result;
    for (int k = 1; k <= 18; k++) {
        term = mat_mul(&term, &m);
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) term.a[i][j] /= k;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) result.a[i][j] += term.a[i][j];
    }
    for (int i = 0; i < s; i++) result = mat_mul(&result, &result);
    *squarings = s;
    return result;
}

static void print_mat(const char *name, const mat *m) {
    printf("%s:\n", name);
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) printf(" %14.9f", m->a[i][j]);
        printf("\n");
    }
}

int main(void) {
    int sq;
    mat rot;
    memset(&rot, 0, sizeof rot);
    double th = 1.2;
    rot.a[0][1] = -th; rot.a[1][0] = th;  /* generator of rotation */
    rot.a[2][2] = 0.5; rot.a[3][3] = -1.0;
    mat e = mat_exp(rot, &sq);
    print_mat("exp(rotation generator)", &e);
    printf("squarings=%d  cos=%.9f sin=%.9f e^0.5=%.9f e^-1=%.9f\n", sq, cos(th), sin(th), exp(0.5), exp(-1.0));
    mat nil;
    memset(&nil, 0, sizeof nil);
    nil.a[0][1] = 1; nil.a[1][2] = 1; nil.a[2][3] = 1;  /* nilpotent: exp = sum up to N^3/6 */
    e = mat_exp(nil, &sq);
    print_mat("exp(nilpotent)", &e);
    mat gen;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) gen.a[i][j] = 0.3 * sin(i + 2.0 * j) - (i == j ? 1.0 : 0.0);
    e = mat_exp(gen, &sq);
    print_mat("exp(general)", &e);
    /* exp(A) * exp(-A) = I */
    mat neg = gen;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) neg.a[i][j] = -neg.a[i][j];
    int sq2;
    mat en = mat_exp(neg, &sq2);
    mat pr = mat_mul(&e, &en);
    double err = 0;
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) err = fmax(err, fabs(pr.a[i][j] - (i == j)));
    printf("exp(A)exp(-A)=I err<1e-12: %d (squarings %d %d)\n", err < 1e-12, sq, sq2);
    double tr = 0;
    for (int i = 0; i < N; i++) tr += gen.a[i][i];
    /* det(exp(A)) = exp(trace(A)); compute det by cofactor-free elimination */
    mat lu = e;
    double det = 1;
    for (int k = 0; k < N; k++) {
        det *= lu.a[k][k];
        for (int i = k + 1; i < N; i++) {
            double f = lu.a[i][k] / lu.a[k][k];
            for (int j = k; j < N; j++) lu.a[i][j] -= f * lu.a[k][j];
        }
    }
    printf("det(exp A)=%.10f exp(tr A)=%.10f\n", det, exp(tr));
    return 0;
}
