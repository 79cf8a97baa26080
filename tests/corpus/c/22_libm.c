/* Math library coverage (values printed to 10 significant digits). */
#include <stdio.h>
#include <math.h>

typedef double (*fn1)(double);
struct entry { const char *name; fn1 f; double args[4]; };

int main(void) {
    static const struct entry tab[] = {
        {"sin", sin, {0.0, 0.5, 1.0, 3.0}},      {"cos", cos, {0.0, 0.5, 1.0, 3.0}},
        {"tan", tan, {0.0, 0.25, 1.0, -1.2}},     {"asin", asin, {0.0, 0.5, -0.9, 1.0}},
        {"acos", acos, {0.0, 0.5, -0.9, 1.0}},    {"atan", atan, {0.0, 1.0, -5.0, 100.0}},
        {"sinh", sinh, {0.0, 0.5, -1.0, 3.0}},    {"cosh", cosh, {0.0, 0.5, -1.0, 3.0}},
        {"tanh", tanh, {0.0, 0.5, -1.0, 3.0}},    {"exp", exp, {0.0, 1.0, -2.5, 10.0}},
        {"exp2", exp2, {0.0, 0.5, -3.0, 10.0}},   {"expm1", expm1, {1e-10, 0.001, 1.0, -1.0}},
        {"log", log, {1.0, 2.0, 0.1, 1000.0}},    {"log2", log2, {1.0, 3.0, 0.1, 1024.0}},
        {"log10", log10, {1.0, 2.0, 0.001, 12345.0}}, {"log1p", log1p, {1e-10, 0.001, 1.0, 9.0}},
        {"sqrt", sqrt, {0.0, 2.0, 0.25, 1e10}},   {"cbrt", cbrt, {27.0, 2.0, -8.0, 0.001}},
        {"fabs", fabs, {-0.0, -2.5, 3.0, -1e-300}}, {"floor", floor, {2.5, -2.5, 0.999, -0.001}},
        {"ceil", ceil, {2.5, -2.5, 0.001, -0.999}}, {"round", round, {2.5, -2.5, 0.49, -0.5}},
        {"trunc", trunc, {2.7, -2.7, 0.5, -0.5}}, {"rint", rint, {2.5, 3.5, -2.5, 0.4}},
        {"erf", erf, {0.0, 0.5, 1.0, -2.0}},      {"erfc", erfc, {0.0, 0.5, 1.0, 3.0}},
        {"lgamma", lgamma, {0.5, 1.0, 3.5, 10.0}}, {"tgamma", tgamma, {0.5, 1.0, 3.5, 6.0}},
    };
    for (unsigned i = 0; i < sizeof tab / sizeof tab[0]; i++) {
        printf("%-7s", tab[i].name);
        for (int j = 0; j < 4; j++) printf(" %17.10g", tab[i].f(tab[i].args[j]));
        printf("\n");
    }
    printf("pow    %.10g %.10g %.10g %.10g\n", pow(2.0, 10.0), pow(2.0, 0.5), pow(-3.0, 3.0), pow(10.0, -2.0));
    printf("atan2  %.10g %.10g %.10g %.10g\n", atan2(1.0, 1.0), atan2(1.0, -1.0), atan2(-1.0, -1.0), atan2(0.0, -1.0));
    printf("hypot  %.10g %.10g\n", hypot(3.0, 4.0), hypot(1e200, 1e200));
    printf("fmod   %.10g %.10g %.10g\n", fmod(10.0, 3.0), fmod(-10.0, 3.0), fmod(5.5, 1.25));
    printf("remainder %.10g %.10g\n", remainder(10.0, 3.0), remainder(11.0, 3.0));
    printf("fmin/fmax %.3g %.3g  copysign %.3g\n", fmin(2.0, -3.0), fmax(2.0, -3.0), copysign(3.0, -0.0));
    int e;
    double m = frexp(1234.5, &e);
    printf("frexp  %.10g * 2^%d  ldexp %.10g\n", m, e, ldexp(0.75, 5));
    double ip;
    double fp = modf(-3.75, &ip);
    printf("modf   %.3g %.3g\n", ip, fp);
    printf("float: sinf=%.6f sqrtf=%.6f expf=%.6f powf=%.6f\n", (double)sinf(0.5f), (double)sqrtf(2.0f),
           (double)expf(1.0f), (double)powf(1.5f, 2.5f));
    printf("classify: inf=%d nan=%d finite=%d signbit=%d\n", isinf(1.0 / 0.0 > 0 ? INFINITY : 0.0),
           isnan(NAN), isfinite(1.0), signbit(-0.0) != 0);
    printf("lround %ld llrint %lld\n", lround(-2.5), llrint(7.5));
    double x = 0.7;
    printf("identity sin^2+cos^2-1 small: %d\n", fabs(sin(x) * sin(x) + cos(x) * cos(x) - 1.0) < 1e-15);
    return 0;
}
