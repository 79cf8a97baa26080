/* CPU references for the kernels of tests/gpu: each computes what one
 * launch of its kernel computes (for a racy kernel, what the race-free
 * version computes), sequentially, block by block, thread by thread.
 *
 * Usage: ref NAME ARGS OUT. ARGS holds one kernel argument a line, as
 * gen.py writes it: `i32 5`, `f32 0.5`, `f32[] 3 1 2 3`, ...; OUT gets the
 * arguments after the launch in the same format. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAXARGS 16
typedef struct {
    char ty[8];
    long n;      /* elements; 1 for a scalar */
    int is_buf;
    double *d;   /* f32 / f64 values (f32 ones exactly representable) */
    long long *i;
} Arg;
static Arg args[MAXARGS];
static int nargs;

static void die(const char *m) { fprintf(stderr, "ref: %s\n", m); exit(1); }

static void read_args(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) die("cannot open args");
    char ty[8];
    while (fscanf(f, "%7s", ty) == 1) {
        Arg *a = &args[nargs++];
        size_t l = strlen(ty);
        a->is_buf = l > 2 && ty[l - 1] == ']';
        if (a->is_buf) ty[l - 2] = 0;
        strcpy(a->ty, ty);
        a->n = 1;
        if (a->is_buf && fscanf(f, "%ld", &a->n) != 1) die("bad length");
        a->d = calloc(a->n + 1, sizeof(double));
        a->i = calloc(a->n + 1, sizeof(long long));
        for (long k = 0; k < a->n; k++) {
            if (ty[0] == 'f') { if (fscanf(f, "%lf", &a->d[k]) != 1) die("bad float"); }
            else if (fscanf(f, "%lld", &a->i[k]) != 1) die("bad int");
        }
    }
    fclose(f);
}

static void write_args(const char *path) {
    FILE *f = fopen(path, "w");
    if (!f) die("cannot open out");
    for (int j = 0; j < nargs; j++) {
        Arg *a = &args[j];
        fprintf(f, "%s%s", a->ty, a->is_buf ? "[]" : "");
        if (a->is_buf) fprintf(f, " %ld", a->n);
        for (long k = 0; k < a->n; k++) {
            if (!strcmp(a->ty, "f32")) fprintf(f, " %.9g", (double)(float)a->d[k]);
            else if (a->ty[0] == 'f') fprintf(f, " %.17g", a->d[k]);
            else fprintf(f, " %lld", a->i[k]);
        }
        fprintf(f, "\n");
    }
    fclose(f);
}

/* Typed views: f32 buffers are copied into float arrays and back. */
static float *F(int j) {
    float *p = malloc(sizeof(float) * (args[j].n + 1));
    for (long k = 0; k < args[j].n; k++) p[k] = (float)args[j].d[k];
    return p;
}
static void unF(int j, const float *p) { for (long k = 0; k < args[j].n; k++) args[j].d[k] = p[k]; }
static int *I(int j) {
    int *p = malloc(sizeof(int) * (args[j].n + 1));
    for (long k = 0; k < args[j].n; k++) p[k] = (int)args[j].i[k];
    return p;
}
static void unI(int j, const int *p) { for (long k = 0; k < args[j].n; k++) args[j].i[k] = p[k]; }
static int si(int j) { return (int)args[j].i[0]; }
static float sf(int j) { return (float)args[j].d[0]; }

/* Launch shape, set by main from argv. */
static int gx, gy, bx, by;

static void saxpy(void) {
    int n = si(0); float a = sf(1), *x = F(2), *y = F(3);
    for (int i = 0; i < n && i < gx * bx; i++) y[i] = a * x[i] + y[i];
    unF(3, y);
}

/* Per block: strided partial sums, a tree over the block, then the
 * blocks' sums added in block order. */
static void dot(void) {
    int n = si(0); float *x = F(1), *y = F(2), *out = F(3);
    float partial[1024];
    for (int b = 0; b < gx; b++) {
        for (int t = 0; t < bx; t++) {
            float s = 0.0f;
            for (int i = b * bx + t; i < n; i += bx * gx) s += x[i] * y[i];
            partial[t] = s;
        }
        for (int stride = bx / 2; stride > 0; stride /= 2)
            for (int t = 0; t < stride; t++) partial[t] += partial[t + stride];
        out[0] += partial[0];
    }
    unF(3, out);
}

static void stencil1d_into(int n, const float *in, float *out) {
    for (int i = 0; i < n; i++)
        out[i] = (i == 0 || i == n - 1) ? in[i]
                                        : 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}
static void stencil1d(void) {
    int n = si(0); float *in = F(1), *out = F(2);
    stencil1d_into(n, in, out);
    unF(2, out);
}
static void stencil1d_inplace(void) {
    int n = si(0); float *a = F(1), *b = F(1);
    stencil1d_into(n, a, b);
    unF(1, b);
}

static void stencil2d(void) {
    int nx = si(0), ny = si(1); float *in = F(2), *out = F(3);
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            int i = y * nx + x;
            if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1) out[i] = in[i];
            else out[i] = 0.2f * (in[i] + in[i - 1] + in[i + 1] + in[i - nx] + in[i + nx]);
        }
    unF(3, out);
}

static void matmul(void) {
    int n = si(0); float *a = F(1), *b = F(2), *c = F(3);
    for (int r = 0; r < n; r++)
        for (int col = 0; col < n; col++) {
            float acc = 0.0f;
            for (int k = 0; k < n; k++) acc += a[r * n + k] * b[k * n + col];
            c[r * n + col] = acc;
        }
    unF(3, c);
}

static void histogram(void) {
    int n = si(0), *data = I(1), nbins = si(2), *bins = I(3), *maxv = I(4);
    for (int i = 0; i < n; i++) {
        bins[data[i] % nbins]++;
        if (data[i] > maxv[0]) maxv[0] = data[i];
    }
    unI(3, bins);
    unI(4, maxv);
}
static void histogram_racy(void) {
    int n = si(0), *data = I(1), nbins = si(2), *bins = I(3);
    for (int i = 0; i < n; i++) bins[data[i] % nbins]++;
    unI(3, bins);
}

static void nbody(void) {
    int n = si(0); float eps2 = sf(1), *pos = F(2), *acc = F(3);
    for (int i = 0; i < n; i++) {
        float xi = pos[4 * i], yi = pos[4 * i + 1], zi = pos[4 * i + 2];
        float ax = 0, ay = 0, az = 0;
        for (int j = 0; j < n; j++) {
            float dx = pos[4 * j] - xi, dy = pos[4 * j + 1] - yi, dz = pos[4 * j + 2] - zi;
            float r2 = dx * dx + dy * dy + dz * dz + eps2;
            float inv = 1.0f / sqrtf(r2);
            float s = pos[4 * j + 3] * inv * inv * inv;
            ax += s * dx; ay += s * dy; az += s * dz;
        }
        acc[3 * i] = ax; acc[3 * i + 1] = ay; acc[3 * i + 2] = az;
    }
    unF(3, acc);
}

static void lbm(void) {
    static const int cx[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
    static const int cy[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
    static const float wq[9] = {4.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9, 1.0f / 9,
                                1.0f / 36, 1.0f / 36, 1.0f / 36, 1.0f / 36};
    int nx = si(0), ny = si(1); float omega = sf(2), *fin = F(3), *fout = F(4);
    int cells = nx * ny;
    for (int y = 0; y < ny; y++)
        for (int x = 0; x < nx; x++) {
            float f[9], rho = 0, ux = 0, uy = 0;
            for (int q = 0; q < 9; q++) {
                int sx = (x - cx[q] + nx) % nx, sy = (y - cy[q] + ny) % ny;
                f[q] = fin[q * cells + sy * nx + sx];
                rho += f[q]; ux += f[q] * cx[q]; uy += f[q] * cy[q];
            }
            ux /= rho; uy /= rho;
            float usq = ux * ux + uy * uy;
            for (int q = 0; q < 9; q++) {
                float cu = cx[q] * ux + cy[q] * uy;
                float feq = wq[q] * rho * (1.0f + 3.0f * cu + 4.5f * cu * cu - 1.5f * usq);
                fout[q * cells + y * nx + x] = f[q] + omega * (feq - f[q]);
            }
        }
    unF(4, fout);
}

static void xsbench(void) {
    enum { NXS = 5 };
    int nl = si(0), ne = si(1);
    float *en = F(2), *eg = F(3), *xs = F(4), *conc = F(5), *out = F(6), *total = F(7);
    for (int i = 0; i < nl; i++) {
        float e = en[i];
        int lo = 0, hi = ne - 1;
        while (hi - lo > 1) {
            int mid = lo + (hi - lo) / 2;
            if (eg[mid] > e) hi = mid; else lo = mid;
        }
        float f = (e - eg[lo]) / (eg[lo + 1] - eg[lo]), sum = 0;
        for (int k = 0; k < NXS; k++) {
            float v = xs[lo * NXS + k] + f * (xs[(lo + 1) * NXS + k] - xs[lo * NXS + k]);
            out[i * NXS + k] = v;
            sum += conc[k] * v;
        }
        total[i] = sum;
    }
    unF(6, out);
    unF(7, total);
}

/* The block-wide tree sum/max the kernels use, over bx partial values. */
static float tree(float *red, int is_max) {
    for (int s = bx / 2; s > 0; s /= 2)
        for (int t = 0; t < s; t++) red[t] = is_max ? fmaxf(red[t], red[t + s]) : red[t] + red[t + s];
    return red[0];
}

static void softmax(void) {
    int cols = si(0); float *in = F(1), *out = F(2), red[1024];
    for (int row = 0; row < gx; row++) {
        const float *x = in + row * cols;
        for (int t = 0; t < bx; t++) {
            float m = -3.0e38f;
            for (int j = t; j < cols; j += bx) m = fmaxf(m, x[j]);
            red[t] = m;
        }
        float m = tree(red, 1);
        for (int t = 0; t < bx; t++) {
            float s = 0;
            for (int j = t; j < cols; j += bx) s += expf(x[j] - m);
            red[t] = s;
        }
        float sum = tree(red, 0);
        for (int j = 0; j < cols; j++) out[row * cols + j] = expf(x[j] - m) / sum;
    }
    unF(2, out);
}

static void layernorm(void) {
    int cols = si(0); float eps = sf(1), *in = F(2), *g = F(3), *b = F(4), *out = F(5), red[1024];
    for (int row = 0; row < gx; row++) {
        const float *x = in + row * cols;
        for (int t = 0; t < bx; t++) {
            float s = 0;
            for (int j = t; j < cols; j += bx) s += x[j];
            red[t] = s;
        }
        float mean = tree(red, 0) / cols;
        for (int t = 0; t < bx; t++) {
            float v = 0;
            for (int j = t; j < cols; j += bx) v += (x[j] - mean) * (x[j] - mean);
            red[t] = v;
        }
        float var = tree(red, 0) / cols;
        float inv = 1.0f / sqrtf(var + eps);
        for (int j = 0; j < cols; j++) out[row * cols + j] = (x[j] - mean) * inv * g[j] + b[j];
    }
    unF(5, out);
}

/* Per warp: the shuffle-down tree (lane l adds lane l+off's value while
 * l+off < 32), then the warps' sums in order. */
static void warp_reduce(void) {
    int n = si(0); float *x = F(1), *out = F(2);
    for (int w = 0; w < gx * bx / 32; w++) {
        float v[32];
        for (int l = 0; l < 32; l++) { int i = w * 32 + l; v[l] = i < n ? x[i] : 0.0f; }
        for (int off = 16; off > 0; off /= 2)
            for (int l = 0; l < 32; l++) v[l] += l + off < 32 ? v[l + off] : v[l];
        out[0] += v[0];
    }
    unF(2, out);
}

static void warp_scan(void) {
    int *in = I(0), *scan = I(1);
    for (int w = 0; w < gx * bx / 32; w++) {
        int acc = 0;
        for (int l = 0; l < 32; l++) { acc += in[w * 32 + l]; scan[w * 32 + l] = acc; }
        double v[32], u[32];
        for (int l = 0; l < 32; l++) v[l] = args[2].d[w * 32 + l];
        for (int mask = 16; mask > 0; mask /= 2) {
            for (int l = 0; l < 32; l++) u[l] = v[l] + v[l ^ mask];
            memcpy(v, u, sizeof v);
        }
        for (int l = 0; l < 32; l++) args[3].d[w * 32 + l] = v[l];
        for (int l = 0; l < 32; l++) args[4].i[w * 32 + l] = in[w * 32 + l / 16 * 16];
    }
    unI(1, scan);
}

static void minmax(void) {
    int n = si(0); float *x = F(1), *fmax = F(3); int *k = I(2), *imin = I(4);
    for (int i = 0; i < n; i++) {
        if (x[i] > fmax[0]) fmax[0] = x[i];
        if (k[i] < imin[0]) imin[0] = k[i];
    }
    unF(3, fmax);
    unI(4, imin);
}

static const struct { const char *name; void (*run)(void); } table[] = {
    {"saxpy", saxpy}, {"dot", dot}, {"dot_racy", dot}, {"stencil1d", stencil1d},
    {"stencil1d_inplace", stencil1d_inplace}, {"stencil2d", stencil2d}, {"matmul", matmul},
    {"histogram", histogram}, {"histogram_racy", histogram_racy}, {"nbody", nbody},
    {"lbm", lbm}, {"xsbench", xsbench}, {"softmax", softmax}, {"layernorm", layernorm},
    {"warp_reduce", warp_reduce}, {"warp_scan", warp_scan}, {"minmax", minmax},
};

int main(int argc, char **argv) {
    if (argc != 8) die("usage: ref NAME ARGS OUT GX GY BX BY");
    gx = atoi(argv[4]); gy = atoi(argv[5]); bx = atoi(argv[6]); by = atoi(argv[7]);
    read_args(argv[2]);
    for (size_t k = 0; k < sizeof table / sizeof table[0]; k++)
        if (!strcmp(table[k].name, argv[1])) {
            table[k].run();
            write_args(argv[3]);
            return 0;
        }
    die("unknown kernel");
}
