/* Open-addressing hash table (string keys, FNV-1a) and chained integer map with resize. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static uint32_t fnv1a(const char *s) {
    uint32_t h = 2166136261u;
    while (*s) { h ^= (unsigned char)*s++; h *= 16777619u; }
    return h;
}

#define CAP 64
typedef struct { char key[16]; int count; int used; } slot;
static slot table[CAP];

static void word_add(const char *w) {
    uint32_t i = fnv1a(w) & (CAP - 1);
    while (table[i].used && strcmp(table[i].key, w) != 0) i = (i + 1) & (CAP - 1);
    if (!table[i].used) { table[i].used = 1; strncpy(table[i].key, w, 15); table[i].key[15] = 0; }
    table[i].count++;
}

typedef struct entry { uint64_t k; int64_t v; struct entry *next; } entry;
typedef struct { entry **b; size_t nb, n; } imap;

static size_t hash64(uint64_t k) {
    k ^= k >> 33; k *= 0xff51afd7ed558ccdULL; k ^= k >> 33;
    return (size_t)k;
}

static void imap_put(imap *m, uint64_t k, int64_t v) {
    if (m->n + 1 > m->nb * 3 / 4) {
        size_t nnb = m->nb ? m->nb * 2 : 8;
        entry **nb = calloc(nnb, sizeof(entry *));
        for (size_t i = 0; i < m->nb; i++)
            for (entry *e = m->b[i], *nx; e; e = nx) {
                nx = e->next;
                size_t j = hash64(e->k) & (nnb - 1);
                e->next = nb[j]; nb[j] = e;
            }
        free(m->b);
        m->b = nb; m->nb = nnb;
    }
    size_t j = hash64(k) & (m->nb - 1);
    for (entry *e = m->b[j]; e; e = e->next) if (e->k == k) { e->v += v; return; }
    entry *e = malloc(sizeof *e);
    e->k = k; e->v = v; e->next = m->b[j]; m->b[j] = e; m->n++;
}

static int imap_get(const imap *m, uint64_t k, int64_t *out) {
    if (!m->nb) return 0;
    for (entry *e = m->b[hash64(k) & (m->nb - 1)]; e; e = e->next)
        if (e->k == k) { *out = e->v; return 1; }
    return 0;
}

int main(void) {
    const char *text = "the quick brown fox jumps over the lazy dog the fox and the dog are friends "
                       "a quick brown dog and a lazy fox";
    char buf[256], *save = NULL;
    strcpy(buf, text);
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) word_add(w);
    int distinct = 0;
    for (int i = 0; i < CAP; i++) if (table[i].used) distinct++;
    printf("distinct words = %d\n", distinct);
    const char *q[] = {"the", "fox", "dog", "quick", "a", "cat"};
    for (int i = 0; i < 6; i++) {
        uint32_t j = fnv1a(q[i]) & (CAP - 1);
        while (table[j].used && strcmp(table[j].key, q[i])) j = (j + 1) & (CAP - 1);
        printf("%-6s fnv=%08x count=%d\n", q[i], fnv1a(q[i]), table[j].used ? table[j].count : 0);
    }
    imap m = {0};
    for (uint64_t i = 0; i < 1000; i++) imap_put(&m, (i * 2654435761ULL) % 1237, (int64_t)i - 500);
    int64_t v;
    printf("map size=%zu buckets=%zu\n", m.n, m.nb);
    for (uint64_t k = 0; k < 1237; k += 300)
        printf("get %4llu -> %s %lld\n", (unsigned long long)k, imap_get(&m, k, &v) ? "hit" : "miss",
               imap_get(&m, k, &v) ? (long long)v : 0LL);
    for (size_t i = 0; i < m.nb; i++)
        for (entry *e = m.b[i], *nx; e; e = nx) { nx = e->next; free(e); }
    free(m.b);
    return 0;
}
