// Reverse mode on float (f32) scalar functions with enzyme_out: the floats
// are promoted to double by the varargs call (as C requires) and must be
// converted back; one float gradient is returned as float, two as a
// struct { float, float } (which clang returns as <2 x float>), three as
// struct { float, float, float } (returned as { <2 x float>, float }), and a
// mixed float/double pair as struct { float, double }.
// Check: central differences of a double twin of each function, h = 1e-6,
// |ad - fd| <= 1e-4 * max(1, |fd|) (float rounding of the f32 gradient).
#include <math.h>
#include <stdio.h>

extern int enzyme_out, enzyme_const;
typedef struct { float dx, dy; } gradf2;
typedef struct { float dx, dy, dz; } gradf3;
typedef struct { float dx; double dy; } gradfd;
extern float __enzyme_autodiff_f1(void *, ...) __asm__("__enzyme_autodiff_f1");
extern gradf2 __enzyme_autodiff_f2(void *, ...) __asm__("__enzyme_autodiff_f2");
extern gradf3 __enzyme_autodiff_f3(void *, ...) __asm__("__enzyme_autodiff_f3");
extern gradfd __enzyme_autodiff_fd(void *, ...) __asm__("__enzyme_autodiff_fd");

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 1e-4 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-6;
    printf("%-26s ad=%+.7e fd=%+.7e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static float f1(float x) { return sinf(x) * expf(0.5f * x) + logf(1 + x * x); }
static double d1(double x) { return sin(x) * exp(0.5 * x) + log(1 + x * x); }
static float f2(float x, float y) { return sinf(x) * y + expf(x * y) / (1 + x * x) + sqrtf(y * y + 1); }
static double d2(double x, double y) { return sin(x) * y + exp(x * y) / (1 + x * x) + sqrt(y * y + 1); }
static float f3(float x, float y, float z) { return x * y * z + tanhf(x - z) + powf(y, 2.5f) * cosf(z); }
static double d3(double x, double y, double z) { return x * y * z + tanh(x - z) + pow(y, 2.5) * cos(z); }
static double fdm(float x, double y) { return (double)sinf(x) * exp(y) + x * y * y; }
static double dd(double x, double y) { return sin(x) * exp(y) + x * y * y; }

int main(void) {
    const double h = 1e-6;
    float x = 0.7f, y = 1.3f, z = -0.4f;
    double X = x, Y = y, Z = z;
    float g1 = __enzyme_autodiff_f1((void *)f1, enzyme_out, x);
    check("f1 d/dx", g1, (d1(X + h) - d1(X - h)) / (2 * h));
    gradf2 g2 = __enzyme_autodiff_f2((void *)f2, enzyme_out, x, enzyme_out, y);
    check("f2 d/dx", g2.dx, (d2(X + h, Y) - d2(X - h, Y)) / (2 * h));
    check("f2 d/dy", g2.dy, (d2(X, Y + h) - d2(X, Y - h)) / (2 * h));
    float gc = __enzyme_autodiff_f1((void *)f2, enzyme_const, x, y);
    check("f2 d/dy (x const)", gc, (d2(X, Y + h) - d2(X, Y - h)) / (2 * h));
    gradf3 g3 = __enzyme_autodiff_f3((void *)f3, x, y, z);
    check("f3 d/dx", g3.dx, (d3(X + h, Y, Z) - d3(X - h, Y, Z)) / (2 * h));
    check("f3 d/dy", g3.dy, (d3(X, Y + h, Z) - d3(X, Y - h, Z)) / (2 * h));
    check("f3 d/dz", g3.dz, (d3(X, Y, Z + h) - d3(X, Y, Z - h)) / (2 * h));
    gradfd gm = __enzyme_autodiff_fd((void *)fdm, x, Y);
    check("mixed d/dx (float)", gm.dx, (dd(X + h, Y) - dd(X - h, Y)) / (2 * h));
    check("mixed d/dy (double)", gm.dy, (dd(X, Y + h) - dd(X, Y - h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
