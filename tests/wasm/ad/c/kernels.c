// C kernels whose derivatives zyme takes from their wasm32 builds
// (regen.sh: clang-19 --target=wasm32 -nostdlib at -O0 and -O2). Each
// export takes scalars and addresses of float arrays in the instance's
// memory and returns a float.
#include <math.h>

double dot(const double *a, const double *b, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}

// Horner's rule, then the value at x with the coefficients' sum of
// squares as a regulariser.
double poly(const double *c, int n, double x) {
    double p = 0, r = 0;
    for (int i = n - 1; i >= 0; i--) {
        p = p * x + c[i];
        r += c[i] * c[i];
    }
    return p + 0.01 * r;
}

// A 2-3-1 MLP with tanh hidden units and a sigmoid output, mean squared
// error over n samples. params: W1 (3x2), b1 (3), W2 (3), b2 (1) = 13.
double mlp_loss(const double *params, const double *x, const double *y, int n) {
    const double *w1 = params, *b1 = params + 6, *w2 = params + 9, *b2 = params + 12;
    double loss = 0;
    for (int s = 0; s < n; s++) {
        double h[3];
        for (int j = 0; j < 3; j++) {
            double z = b1[j];
            for (int k = 0; k < 2; k++) z += w1[2 * j + k] * x[2 * s + k];
            h[j] = tanh(z);
        }
        double o = b2[0];
        for (int j = 0; j < 3; j++) o += w2[j] * h[j];
        double p = 1.0 / (1.0 + exp(-o));
        double d = p - y[s];
        loss += d * d;
    }
    return loss / n;
}

struct particle {
    int kind;
    double pos[2];
    double mass;
};

// Pairwise potential energy of particles (a struct array): kind picks
// the coupling; masses and positions are both differentiated.
double energy(const struct particle *p, int n) {
    double e = 0;
    for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
            double dx = p[i].pos[0] - p[j].pos[0];
            double dy = p[i].pos[1] - p[j].pos[1];
            double r2 = dx * dx + dy * dy + 0.1;
            double k = p[i].kind == p[j].kind ? 1.0 : -0.5;
            e += k * p[i].mass * p[j].mass / sqrt(r2);
        }
        e += 0.5 * p[i].mass * (p[i].pos[0] * p[i].pos[0] + p[i].pos[1] * p[i].pos[1]);
    }
    return e;
}

// Single precision: a normalised sum of squares with sinf.
float sumsq_f(const float *a, int n) {
    float s = 0;
    for (int i = 0; i < n; i++) s += a[i] * a[i] + sinf(a[i]);
    return s / (float)n;
}

// A stack buffer the kernel fills and reduces (a local array in the
// wasm shadow stack at -O0), then a softmax-weighted mean.
double softmax_mean(const double *a, int n) {
    double w[16];
    double m = a[0], z = 0, s = 0;
    for (int i = 1; i < n; i++) m = fmax(m, a[i]);
    for (int i = 0; i < n; i++) {
        w[i] = exp(a[i] - m);
        z += w[i];
    }
    for (int i = 0; i < n; i++) s += w[i] / z * a[i];
    return s;
}
