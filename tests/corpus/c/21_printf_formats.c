/* printf format coverage: widths, precision, flags, %e %g %x %o %c %s %p-free, %5.2f, %-8d, %*d. */
#include <stdio.h>
#include <stdint.h>
#include <inttypes.h>

int main(void) {
    int iv[] = {0, 7, -7, 42, -12345, 2147483647, -2147483647 - 1};
    for (unsigned i = 0; i < sizeof iv / sizeof iv[0]; i++)
        printf("[%d] [%5d] [%-8d] [%+d] [%05d] [% d]\n", iv[i], iv[i], iv[i], iv[i], iv[i], iv[i]);
    unsigned uv[] = {0u, 255u, 4096u, 0xDEADBEEFu, 4294967295u};
    for (unsigned i = 0; i < 5; i++)
        printf("[%u] [%x] [%X] [%#x] [%08x] [%o] [%#o]\n", uv[i], uv[i], uv[i], uv[i], uv[i], uv[i], uv[i]);
    double dv[] = {0.0, 1.0, -1.5, 3.14159265358979, 1234567.891, 0.000123456, 1e-10, 6.02214076e23, -2.5e-7};
    for (unsigned i = 0; i < sizeof dv / sizeof dv[0]; i++)
        printf("[%f] [%5.2f] [%.3e] [%E] [%g] [%.10g] [%-12.4g] [%+.1f]\n", dv[i], dv[i], dv[i], dv[i], dv[i],
               dv[i], dv[i], dv[i]);
    printf("[%c%c%c] [%3c] [%-3c]\n", 'a', 'B', '!', 'x', 'y');
    const char *s = "hello";
    printf("[%s] [%10s] [%-10s] [%.3s] [%8.2s]\n", s, s, s, s, s);
    printf("[%*d] [%-*d] [%.*f]\n", 6, 42, 6, 42, 3, 2.718281828);
    long long ll = -9223372036854775807LL;
    unsigned long long ull = 18446744073709551615ULL;
    printf("[%lld] [%llu] [%llx]\n", ll, ull, ull);
    int64_t i64 = 1234567890123LL;
    uint16_t u16 = 65535;
    int8_t i8 = -128;
    printf("[%" PRId64 "] [%" PRIu16 "] [%" PRId8 "] [%hhd] [%hd]\n", i64, u16, i8, (signed char)200, (short)40000);
    printf("[%zu] [%ld] [%lu]\n", sizeof(double), -123456789L, 123456789UL);
    printf("100%% done, %s\n", "ok");
    float f = 1.1f;
    printf("[%.10f] [%.3f]\n", (double)f, f * 3.0f);
    char buf[64];
    int n = snprintf(buf, sizeof buf, "%d-%s-%.2f", 12, "ab", 0.125);
    printf("snprintf -> \"%s\" (%d chars)\n", buf, n);
    n = snprintf(buf, 8, "%s", "truncate me please");
    printf("truncated -> \"%s\" (would be %d)\n", buf, n);
    int count = printf("abc%n", &n);
    printf(" <- printed %d, %%n=%d\n", count, n);
    for (int w = 1; w <= 5; w++) printf("%*s|%-*s|\n", w, "#", 5 - w + 1, "#");
    return 0;
}
