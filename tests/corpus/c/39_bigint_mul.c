/* Big integers on arrays of base-10^9 limbs: add, multiply (schoolbook and Karatsuba-free), factorial, Fibonacci, 2^n. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

#define BASE 1000000000u
#define MAXL 200

typedef struct { uint32_t d[MAXL]; int n; } big;

static void big_set(big *a, uint32_t v) {
    memset(a, 0, sizeof *a);
    a->d[0] = v % BASE;
    a->d[1] = v / BASE;
    a->n = a->d[1] ? 2 : 1;
}

static void big_add(big *r, const big *a, const big *b) {
    uint64_t carry = 0;
    int n = a->n > b->n ? a->n : b->n;
    for (int i = 0; i < n; i++) {
        uint64_t s = carry + (i < a->n ? a->d[i] : 0) + (i < b->n ? b->d[i] : 0);
        r->d[i] = (uint32_t)(s % BASE);
        carry = s / BASE;
    }
    r->n = n;
    if (carry) r->d[r->n++] = (uint32_t)carry;
}

static void big_mul(big *r, const big *a, const big *b) {
    uint64_t tmp[2 * MAXL];
    memset(tmp, 0, sizeof tmp);
    for (int i = 0; i < a->n; i++) {
        uint64_t carry = 0;
        for (int j = 0; j < b->n || carry; j++) {
            uint64_t cur = tmp[i + j] + carry + (j < b->n ? (uint64_t)a->d[i] * b->d[j] : 0);
            tmp[i + j] = cur % BASE;
            carry = cur / BASE;
        }
    }
    int n = a->n + b->n;
    while (n > 1 && tmp[n - 1] == 0) n--;
    memset(r, 0, sizeof *r);
    for (int i = 0; i < n; i++) r->d[i] = (uint32_t)tmp[i];
    r->n = n;
}

static void big_mul_small(big *a, uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < a->n; i++) {
        uint64_t cur = (uint64_t)a->d[i] * m + carry;
        a->d[i] = (uint32_t)(cur % BASE);
        carry = cur / BASE;
    }
    while (carry) { a->d[a->n++] = (uint32_t)(carry % BASE); carry /= BASE; }
}

static void big_print(const char *label, const big *a) {
    printf("%s", label);
    printf("%u", a->d[a->n - 1]);
    for (int i = a->n - 2; i >= 0; i--) printf("%09u", a->d[i]);
    printf("\n");
}

static int digit_sum(const big *a) {
    int s = 0;
    for (int i = 0; i < a->n; i++) for (uint32_t v = a->d[i]; v; v /= 10) s += (int)(v % 10);
    return s;
}

int main(void) {
    static big f, x, y, z, t;
    big_set(&f, 1);
    for (uint32_t i = 2; i <= 100; i++) big_mul_small(&f, i);
    big_print("100! = ", &f);
    printf("digit sum of 100! = %d, limbs = %d\n", digit_sum(&f), f.n);
    big_set(&x, 0);
    big_set(&y, 1);
    for (int i = 0; i < 300; i++) { big_add(&t, &x, &y); x = y; y = t; }
    big_print("F(300) = ", &x);
    big_set(&z, 2);
    big_set(&t, 1);
    for (int e = 256; e; e >>= 1) {  /* 2^256 by squaring */
        if (e & 1) big_mul(&t, &t, &z);
        big_mul(&z, &z, &z);
    }
    big_print("2^256 = ", &t);
    big_set(&x, 123456789);
    big_mul_small(&x, 1000000000u);
    big_add(&x, &x, &y);
    big_mul(&t, &x, &x);
    printf("square limbs=%d digit sum=%d\n", t.n, digit_sum(&t));
    big_set(&x, 999999999);
    big_set(&y, 999999999);
    for (int i = 0; i < 5; i++) big_mul(&x, &x, &y);
    big_print("999999999^6 = ", &x);
    return 0;
}
