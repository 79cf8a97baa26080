/* Variadic functions in C: va_start/va_arg/va_copy over ints, doubles, strings, mixed format. */
#include <stdio.h>
#include <stdarg.h>

static int sum_ints(int count, ...) {
    va_list ap;
    va_start(ap, count);
    int s = 0;
    for (int i = 0; i < count; i++) s += va_arg(ap, int);
    va_end(ap);
    return s;
}

static double mean_doubles(int count, ...) {
    va_list ap;
    va_start(ap, count);
    double s = 0.0;
    for (int i = 0; i < count; i++) s += va_arg(ap, double);
    va_end(ap);
    return count ? s / count : 0.0;
}

/* mini formatter: i=int, d=double, s=string, l=long long */
static double mixed(const char *fmt, ...) {
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    double total = 0.0;
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': total += va_arg(ap, int); break;
        case 'd': total += va_arg(ap, double); break;
        case 'l': total += (double)va_arg(ap, long long); break;
        case 's': { const char *s = va_arg(ap, const char *); while (*s++) total += 1; break; }
        default: break;
        }
    }
    va_end(ap);
    /* second pass with the copy: print the arguments */
    printf("  args(%s):", fmt);
    for (const char *p = fmt; *p; p++) {
        switch (*p) {
        case 'i': printf(" i%d", va_arg(ap2, int)); break;
        case 'd': printf(" d%.3f", va_arg(ap2, double)); break;
        case 'l': printf(" l%lld", va_arg(ap2, long long)); break;
        case 's': printf(" s'%s'", va_arg(ap2, const char *)); break;
        default: break;
        }
    }
    printf("\n");
    va_end(ap2);
    return total;
}

static int vlog(char *buf, int n, const char *fmt, va_list ap) { return vsnprintf(buf, (size_t)n, fmt, ap); }

static void logf_wrapper(const char *fmt, ...) {
    char buf[128];
    va_list ap;
    va_start(ap, fmt);
    int len = vlog(buf, sizeof buf, fmt, ap);
    va_end(ap);
    printf("[log %2d] %s\n", len, buf);
}

static int max_of(int first, ...) {
    /* sentinel-terminated with -1 */
    va_list ap;
    va_start(ap, first);
    int m = first;
    for (int v = va_arg(ap, int); v != -1; v = va_arg(ap, int)) if (v > m) m = v;
    va_end(ap);
    return m;
}

int main(void) {
    printf("sum_ints(0) = %d\n", sum_ints(0));
    printf("sum_ints(5) = %d\n", sum_ints(5, 1, 2, 3, 4, 5));
    printf("sum_ints(10) = %d\n", sum_ints(10, 10, -20, 30, -40, 50, -60, 70, -80, 90, 1000));
    printf("mean_doubles = %.6f\n", mean_doubles(4, 1.5, 2.25, -3.0, 10.125));
    printf("mean_doubles(9) = %.6f\n", mean_doubles(9, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.5));
    float f = 2.5f;
    printf("float promoted: %.3f\n", mean_doubles(2, f, (double)f * 2));
    printf("mixed total = %.4f\n", mixed("idsl", 7, 0.5, "hello", 1000000000000LL));
    printf("mixed total = %.4f\n", mixed("ddddddddii", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9, 10));
    logf_wrapper("x=%d y=%.2f s=%s", 42, 3.14159, "zyme");
    logf_wrapper("%05x|%-4s|%c", 0xbeef, "ab", 'Q');
    printf("max_of = %d\n", max_of(3, 9, 27, 4, 81, 2, -1));
    return 0;
}
