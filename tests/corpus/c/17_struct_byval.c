/* Structs by value: small 2-double (SSE pair), mixed int/float, large (byval/sret), arrays in structs. */
#include <stdio.h>
#include <string.h>

typedef struct { double x, y; } v2;
typedef struct { float a; int b; } fi;
typedef struct { int a; char c; short s; long long l; } mixed;
typedef struct { double m[4][4]; int tag; } mat4;
typedef struct { char name[20]; double w; } big_rec;

static v2 v2_add(v2 a, v2 b) { return (v2){a.x + b.x, a.y + b.y}; }
static v2 v2_scale(v2 a, double s) { return (v2){a.x * s, a.y * s}; }
static double v2_dot(v2 a, v2 b) { return a.x * b.x + a.y * b.y; }
static v2 v2_rot90(v2 a) { v2 r; r.x = -a.y; r.y = a.x; return r; }

static fi fi_make(int n) { fi r = {(float)n * 0.5f, n * 3}; return r; }
static mixed mixed_bump(mixed m) { m.a++; m.c = (char)(m.c + 1); m.s = (short)(m.s * 2); m.l <<= 4; return m; }

static mat4 mat4_identity(int tag) {
    mat4 r;
    memset(&r, 0, sizeof r);
    for (int i = 0; i < 4; i++) r.m[i][i] = 1.0;
    r.tag = tag;
    return r;
}

static mat4 mat4_mul(mat4 a, mat4 b) {
    mat4 r;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0;
            for (int k = 0; k < 4; k++) s += a.m[i][k] * b.m[k][j];
            r.m[i][j] = s;
        }
    r.tag = a.tag * 10 + b.tag;
    return r;
}

static double mat4_trace(mat4 a) { return a.m[0][0] + a.m[1][1] + a.m[2][2] + a.m[3][3]; }

static big_rec heavier(big_rec a, big_rec b) { return a.w >= b.w ? a : b; }

int main(void) {
    v2 p = {1.5, -2.0}, q = {0.25, 4.0};
    v2 r = v2_add(v2_scale(p, 2.0), v2_rot90(q));
    printf("r = (%.4f, %.4f) dot=%.4f\n", r.x, r.y, v2_dot(r, p));
    v2 acc = {0, 0};
    for (int i = 0; i < 10; i++) acc = v2_add(acc, v2_scale((v2){i, -i * 0.5}, 0.1));
    printf("acc = (%.4f, %.4f)\n", acc.x, acc.y);
    fi f = fi_make(7);
    printf("fi = %.2f %d\n", (double)f.a, f.b);
    mixed m = {1, 'a', 300, 0x123456789LL};
    m = mixed_bump(mixed_bump(m));
    printf("mixed = %d %c %d %llx\n", m.a, m.c, m.s, (unsigned long long)m.l);
    mat4 a = mat4_identity(1), b = mat4_identity(2);
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) { a.m[i][j] += 0.1 * (i + j); b.m[i][j] -= 0.05 * (i - j); }
    mat4 c = mat4_mul(a, b);
    mat4 d = mat4_mul(c, mat4_mul(a, b));
    printf("trace c=%.6f d=%.6f tags=%d %d\n", mat4_trace(c), mat4_trace(d), c.tag, d.tag);
    big_rec x = {"iron", 7.87}, y = {"gold", 19.32}, z = {"lead", 11.34};
    big_rec h = heavier(heavier(x, y), z);
    printf("heaviest = %s %.2f\n", h.name, h.w);
    return 0;
}
