/* va_start/va_arg/va_copy in a function defined in the module, with no
   C library call taking the va_list: the aarch64 IR runs on any host's
   JIT (zyme/tests/aarch64.rs), since clang's inline va_arg code reads
   the AAPCS64 va_list zyme's va_start builds. */
#include <stdarg.h>
#include <stdio.h>

/* i=int, d=double, l=long long, s=string; the sum twice, once through a copy */
static double mixed(const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    double a = 0.0, b = 0.0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': a += va_arg(ap, int); break;
        case 'd': a += va_arg(ap, double); break;
        case 'l': a += (double)va_arg(ap, long long); break;
        case 's': { const char *s = va_arg(ap, const char *); while (*s++) a += 1; break; }
        default: break;
        }
    }
    va_end(ap);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': b += 2 * va_arg(ap2, int); break;
        case 'd': b += 2 * va_arg(ap2, double); break;
        case 'l': b += 2 * (double)va_arg(ap2, long long); break;
        case 's': { const char *s = va_arg(ap2, const char *); while (*s++) b += 2; break; }
        default: break;
        }
    }
    va_end(ap2);
    return a * 1000 + b;
}

int main(void) {
    printf("%.3f\n", mixed("i", 7));
    printf("%.3f\n", mixed("idls", -3, 2.5, 1LL << 30, "four"));
    printf("%.3f\n", mixed("dddddddddii", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5, 10, 11));
    printf("%.3f\n", mixed("iiiiiiiiiid", 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0.25));
    return 0;
}
