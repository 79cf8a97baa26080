// float (f32) with vector and primal-return forms: enzyme_width 2 returning
// a struct of 2 floats (an IR <2 x float> by the x86-64 C ABI), and
// enzyme_primal_return returning {float primal, float tangent}.
// Check: central differences of the float function with h = 1e-2,
// |ad - fd| <= 2e-3 * max(1, |fd|); primal equal to a direct call to 1e-6.
#include <math.h>
#include <stdio.h>

extern int enzyme_dup, enzyme_const, enzyme_width, enzyme_primal_return;
typedef struct { float a, b; } float2;
extern float2 __enzyme_fwddiff_f2(void *, ...);

static int fails;
static void check(const char *what, double ad, double fd) {
    int ok = fabs(ad - fd) <= 2e-3 * fmax(1.0, fabs(fd)) && fabs(fd) > 1e-4;
    printf("%-26s ad=%+.6e fd=%+.6e %s\n", what, ad, fd, ok ? "OK" : "FAIL");
    fails += !ok;
}

static float g(float x, float y) { return x * x * y + sinf(x - y) + expf(0.3f * y); }

int main(void) {
    const float h = 1e-2f;
    float x = 0.9f, y = -0.4f;
    float2 t = __enzyme_fwddiff_f2((void *)g, enzyme_width, 2, x, 1.0f, 0.0f, y, 0.0f, 1.0f);
    check("dg/dx (lane 0)", t.a, (g(x + h, y) - g(x - h, y)) / (2 * h));
    check("dg/dy (lane 1)", t.b, (g(x, y + h) - g(x, y - h)) / (2 * h));
    float2 r = __enzyme_fwddiff_f2((void *)g, enzyme_primal_return, x, 1.0f, y, -1.0f);
    int ok = fabsf(r.a - g(x, y)) <= 1e-6f * fmaxf(1.0f, fabsf(g(x, y)));
    printf("%-26s got=%+.6e want=%+.6e %s\n", "primal", r.a, g(x, y), ok ? "OK" : "FAIL");
    fails += !ok;
    check("dg . (1,-1)", r.b, (g(x + h, y - h) - g(x - h, y + h)) / (2 * h));
    printf("%s\n", fails ? "FAIL" : "OK");
    return fails != 0;
}
