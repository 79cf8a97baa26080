/* Recursion: Ackermann (small), memoised Fibonacci, mutual recursion, Towers of Hanoi, permutations, N-queens. */
#include <stdio.h>
#include <stdint.h>

static long ack_calls;
static unsigned ackermann(unsigned m, unsigned n) {
    ack_calls++;
    if (m == 0) return n + 1;
    if (n == 0) return ackermann(m - 1, 1);
    return ackermann(m - 1, ackermann(m, n - 1));
}

static uint64_t memo[94];
static uint64_t fib(int n) {
    if (n < 2) return (uint64_t)n;
    if (memo[n]) return memo[n];
    return memo[n] = fib(n - 1) + fib(n - 2);
}

static int is_odd(unsigned n);
static int is_even(unsigned n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(unsigned n) { return n == 0 ? 0 : is_even(n - 1); }

static long hanoi_moves;
static void hanoi(int n, char from, char to, char via, int print) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to, print);
    hanoi_moves++;
    if (print) printf("  move disk %d %c->%c\n", n, from, to);
    hanoi(n - 1, via, to, from, print);
}

static int perm_count;
static void permute(char *s, int k, int n) {
    if (k == n) { if (perm_count++ < 6) printf("  %s\n", s); return; }
    for (int i = k; i < n; i++) {
        char t = s[k]; s[k] = s[i]; s[i] = t;
        permute(s, k + 1, n);
        t = s[k]; s[k] = s[i]; s[i] = t;
    }
}

static int queens(int row, int n, unsigned cols, unsigned d1, unsigned d2) {
    if (row == n) return 1;
    int count = 0;
    unsigned avail = ~(cols | d1 | d2) & ((1u << n) - 1);
    while (avail) {
        unsigned bit = avail & -avail;
        avail ^= bit;
        count += queens(row + 1, n, cols | bit, (d1 | bit) << 1, (d2 | bit) >> 1);
    }
    return count;
}

static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

static double power(double x, int n) {
    if (n == 0) return 1.0;
    if (n < 0) return 1.0 / power(x, -n);
    double h = power(x, n / 2);
    return (n % 2) ? h * h * x : h * h;
}

int main(void) {
    for (unsigned m = 0; m <= 3; m++)
        for (unsigned n = 0; n <= 3; n++) {
            ack_calls = 0;
            unsigned a = ackermann(m, n);
            printf("A(%u,%u)=%u calls=%ld\n", m, n, a, ack_calls);
        }
    printf("fib(50)=%llu fib(90)=%llu fib(93)=%llu\n", (unsigned long long)fib(50), (unsigned long long)fib(90),
           (unsigned long long)fib(93));
    printf("is_even(1000)=%d is_odd(777)=%d\n", is_even(1000), is_odd(777));
    hanoi(3, 'A', 'C', 'B', 1);
    hanoi_moves = 0;
    hanoi(16, 'A', 'C', 'B', 0);
    printf("hanoi(16) moves=%ld\n", hanoi_moves);
    char s[] = "abcd";
    permute(s, 0, 4);
    printf("permutations=%d\n", perm_count);
    for (int n = 4; n <= 9; n++) printf("queens(%d)=%d\n", n, queens(0, n, 0, 0, 0));
    printf("gcd(1071,462)=%d gcd(2^20,3^10)=%d\n", gcd(1071, 462), gcd(1 << 20, 59049));
    printf("power(1.5,-7)=%.12f power(2,30)=%.1f\n", power(1.5, -7), power(2, 30));
    return 0;
}
