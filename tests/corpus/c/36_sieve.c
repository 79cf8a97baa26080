/* Sieve of Eratosthenes (byte and bit versions), segmented counting, prime gaps, twin primes, totient. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

#define LIMIT 200000

static uint8_t composite[LIMIT + 1];
static uint32_t bits[(LIMIT >> 6) + 1];

static int count_bitsieve(int n) {
    /* odd-only bit sieve: bit i represents 2i+1 */
    memset(bits, 0, sizeof bits);
    for (int i = 3; i * i <= n; i += 2)
        if (!(bits[i >> 6] >> ((i >> 1) & 31) & 1))
            for (int j = i * i; j <= n; j += 2 * i) bits[j >> 6] |= 1u << ((j >> 1) & 31);
    int c = 1;
    for (int i = 3; i <= n; i += 2) c += !(bits[i >> 6] >> ((i >> 1) & 31) & 1);
    return c;
}

int main(void) {
    composite[0] = composite[1] = 1;
    for (int i = 2; (long)i * i <= LIMIT; i++)
        if (!composite[i])
            for (int j = i * i; j <= LIMIT; j += i) composite[j] = 1;
    int count = 0, twins = 0, maxgap = 0, gapstart = 0, prev = 2;
    long long sum = 0;
    for (int i = 2; i <= LIMIT; i++) {
        if (composite[i]) continue;
        count++;
        sum += i;
        if (i - prev == 2) twins++;
        if (i - prev > maxgap) { maxgap = i - prev; gapstart = prev; }
        prev = i;
    }
    printf("primes <= %d: %d, sum=%lld, twins=%d, max gap %d after %d\n", LIMIT, count, sum, twins, maxgap, gapstart);
    printf("bit sieve count = %d\n", count_bitsieve(LIMIT));
    int marks[] = {10, 100, 1000, 10000, 100000};
    for (int k = 0; k < 5; k++) {
        int c = 0;
        for (int i = 2; i <= marks[k]; i++) c += !composite[i];
        printf("pi(%d) = %d\n", marks[k], c);
    }
    printf("first 20 primes:");
    for (int i = 2, c = 0; c < 20; i++) if (!composite[i]) { printf(" %d", i); c++; }
    printf("\n");
    /* Euler totient sieve */
    int *phi = malloc(sizeof(int) * 1001);
    for (int i = 0; i <= 1000; i++) phi[i] = i;
    for (int i = 2; i <= 1000; i++)
        if (phi[i] == i)
            for (int j = i; j <= 1000; j += i) phi[j] -= phi[j] / i;
    long long phisum = 0;
    for (int i = 1; i <= 1000; i++) phisum += phi[i];
    printf("phi(36)=%d phi(97)=%d phi(1000)=%d sum=%lld\n", phi[36], phi[97], phi[1000], phisum);
    free(phi);
    /* Goldbach decompositions for a few evens */
    for (int n = 100; n <= 1000; n += 300) {
        int ways = 0;
        for (int p = 2; p <= n / 2; p++) ways += !composite[p] && !composite[n - p];
        printf("goldbach(%d) = %d ways\n", n, ways);
    }
    return 0;
}
