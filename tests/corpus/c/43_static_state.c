/* static local state: counters, memo caches, generators, one-time init, state across calls. */
#include <stdio.h>
#include <stdint.h>

static int next_id(void) {
    static int id = 1000;
    return id++;
}

static uint32_t rng(void) {
    static uint32_t s = 0x12345678u;
    s ^= s << 13; s ^= s >> 17; s ^= s << 5;
    return s;
}

static double running_mean(double x, int reset) {
    static double sum = 0.0;
    static int n = 0;
    if (reset) { sum = 0.0; n = 0; return 0.0; }
    sum += x;
    n++;
    return sum / n;
}

static const double *sin_table(void) {
    static double table[16];
    static int initialised = 0;
    static int init_count = 0;
    if (!initialised) {
        /* Bhaskara-like rational approximation so the table is libm-free */
        for (int i = 0; i < 16; i++) {
            double x = i * (180.0 / 16);
            table[i] = 4 * x * (180 - x) / (40500 - x * (180 - x));
        }
        initialised = 1;
        init_count++;
    }
    printf("  (sin_table init count = %d)\n", init_count);
    return table;
}

static long long collatz_len(long long n) {
    static int cache[10000];
    if (n == 1) return 1;
    if (n < 10000 && cache[n]) return cache[n];
    long long r = 1 + collatz_len(n % 2 ? 3 * n + 1 : n / 2);
    if (n < 10000) cache[n] = (int)r;
    return r;
}

static int fsm_step(char c) {
    /* counts words across calls: state persists */
    static int in_word = 0, words = 0;
    int alpha = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    if (alpha && !in_word) words++;
    in_word = alpha;
    return words;
}

int main(void) {
    for (int i = 0; i < 5; i++) printf("id %d\n", next_id());
    printf("rng:");
    for (int i = 0; i < 6; i++) printf(" %08x", rng());
    printf("\n");
    for (int i = 1; i <= 5; i++) printf("mean after %d: %.4f\n", i, running_mean(i * i, 0));
    running_mean(0, 1);
    printf("mean after reset: %.4f\n", running_mean(42.0, 0));
    const double *t = sin_table();
    t = sin_table();
    printf("table[4]=%.6f table[8]=%.6f\n", t[4], t[8]);
    long long best = 0, arg = 0;
    for (long long n = 1; n < 10000; n++) {
        long long l = collatz_len(n);
        if (l > best) { best = l; arg = n; }
    }
    printf("longest collatz below 10000: n=%lld len=%lld\n", arg, best);
    const char *text = "static locals keep state, between calls; 42 is not a word";
    int w = 0;
    for (const char *p = text; *p; p++) w = fsm_step(*p);
    printf("words = %d\n", w);
    w = fsm_step(' ');
    w = fsm_step('x');
    printf("words after more input = %d\n", w);
    return 0;
}
