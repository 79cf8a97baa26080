/* memcpy/memset/memmove/memcmp on arrays and structs, overlapping moves, ring buffer, strings. */
#include <stdio.h>
#include <string.h>
#include <stdint.h>

typedef struct { int id; double v[3]; char tag[8]; } item;

static uint32_t checksum(const void *p, size_t n) {
    const uint8_t *b = p;
    uint32_t s = 0;
    for (size_t i = 0; i < n; i++) s = s * 131u + b[i];
    return s;
}

typedef struct { int buf[8]; int head, count; } ring;
static void ring_push(ring *r, int v) {
    if (r->count == 8) { memmove(r->buf, r->buf + 1, sizeof(int) * 7); r->buf[7] = v; return; }
    r->buf[r->count++] = v;
}

int main(void) {
    int a[32], b[32];
    for (int i = 0; i < 32; i++) a[i] = i * i;
    memcpy(b, a, sizeof a);
    printf("memcmp equal: %d\n", memcmp(a, b, sizeof a) == 0);
    b[17] = -1;
    printf("memcmp after change: %d\n", memcmp(a, b, sizeof a) > 0);
    memset(b, 0, 10 * sizeof(int));
    memset(b + 20, 0xFF, 4 * sizeof(int));
    for (int i = 0; i < 32; i += 4) printf("%d %d %d %d | ", b[i], b[i + 1], b[i + 2], b[i + 3]);
    printf("\n");
    memmove(a + 4, a, 16 * sizeof(int));  /* overlap forward */
    for (int i = 0; i < 24; i++) printf("%d ", a[i]);
    printf("\n");
    memmove(a, a + 8, 16 * sizeof(int));  /* overlap backward */
    for (int i = 0; i < 24; i++) printf("%d ", a[i]);
    printf("\n");
    char s[64] = "Hello, memory world!";
    memmove(s + 7, s, strlen(s) + 1);
    printf("%s\n", s);
    memcpy(s, "ZYME", 4);
    printf("%s (len %zu)\n", s, strlen(s));
    item items[4], copy[4];
    memset(items, 0, sizeof items);
    for (int i = 0; i < 4; i++) {
        items[i].id = i + 100;
        for (int k = 0; k < 3; k++) items[i].v[k] = i * 1.5 + k;
        snprintf(items[i].tag, sizeof items[i].tag, "it%d", i);
    }
    memcpy(copy, items, sizeof items);
    item t = copy[0]; copy[0] = copy[3]; copy[3] = t;  /* struct assignment = memcpy */
    printf("checksum items=%08x copy=%08x\n", checksum(items, sizeof items), checksum(copy, sizeof copy));
    printf("copy[0]: id=%d v=(%.1f,%.1f,%.1f) tag=%s\n", copy[0].id, copy[0].v[0], copy[0].v[1], copy[0].v[2], copy[0].tag);
    double d[16];
    memset(d, 0, sizeof d);
    for (int i = 0; i < 16; i++) d[i] += i * 0.25;
    double e[16];
    memcpy(e, d + 4, 8 * sizeof(double));
    memcpy(e + 8, d, 8 * sizeof(double));
    double sum = 0;
    for (int i = 0; i < 16; i++) sum += e[i] * (i + 1);
    printf("double shuffle sum=%.4f\n", sum);
    ring r = {{0}, 0, 0};
    for (int i = 1; i <= 13; i++) ring_push(&r, i * 10);
    printf("ring:");
    for (int i = 0; i < r.count; i++) printf(" %d", r.buf[i]);
    printf("\n");
    const char *hay = "numeric corpus for compilers";
    const char *p = memchr(hay, 'c', strlen(hay));
    printf("memchr -> \"%s\" strchr -> \"%s\" strrchr -> \"%s\"\n", p, strchr(hay, 'f'), strrchr(hay, 'o'));
    return 0;
}
