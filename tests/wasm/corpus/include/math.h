/* The C math functions, declared: clang emits wasm's own instructions for
   sqrt, fabs, floor, ceil, trunc, nearbyint, fmin, fmax and copysign where
   it can; the rest are imports from `env`, which Node fills from Math and
   zyme recognises by name. */
#pragma once
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define INFINITY __builtin_inff()
#define NAN __builtin_nanf("")
#define HUGE_VAL __builtin_huge_val()
#define isnan(x) __builtin_isnan(x)
#define isinf(x) __builtin_isinf(x)
#define isfinite(x) __builtin_isfinite(x)
double sqrt(double); double fabs(double); double floor(double); double ceil(double);
double trunc(double); double round(double); double nearbyint(double); double rint(double);
double fmin(double, double); double fmax(double, double); double copysign(double, double);
double sin(double); double cos(double); double tan(double);
double asin(double); double acos(double); double atan(double); double atan2(double, double);
double sinh(double); double cosh(double); double tanh(double);
double exp(double); double exp2(double); double expm1(double);
double log(double); double log2(double); double log10(double); double log1p(double);
double pow(double, double); double hypot(double, double); double fmod(double, double);
double cbrt(double); double erf(double); double erfc(double);
double ldexp(double, int); double frexp(double, int *);
long lround(double); long long llround(double);
float sqrtf(float); float fabsf(float); float floorf(float); float ceilf(float);
float sinf(float); float cosf(float); float expf(float); float logf(float); float powf(float, float);
float fminf(float, float); float fmaxf(float, float); float truncf(float); float roundf(float);
