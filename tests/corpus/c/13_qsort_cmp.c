/* libc qsort/bsearch with comparator function pointers over ints, doubles, structs, strings. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct { char name[12]; double score; int age; } person;

static int cmp_int_asc(const void *a, const void *b) {
    int x = *(const int *)a, y = *(const int *)b;
    return (x > y) - (x < y);
}
static int cmp_int_desc(const void *a, const void *b) { return cmp_int_asc(b, a); }
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
static int cmp_person(const void *a, const void *b) {
    const person *p = a, *q = b;
    if (p->score != q->score) return p->score < q->score ? 1 : -1; /* score desc */
    if (p->age != q->age) return p->age - q->age;                  /* age asc */
    return strcmp(p->name, q->name);
}
static int cmp_str(const void *a, const void *b) {
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

typedef int (*cmp_fn)(const void *, const void *);

int main(void) {
    int v[24];
    for (int i = 0; i < 24; i++) v[i] = ((i * 131) ^ 0x5a) % 97 - 40;
    cmp_fn fns[2] = {cmp_int_asc, cmp_int_desc};
    for (int f = 0; f < 2; f++) {
        qsort(v, 24, sizeof v[0], fns[f]);
        printf("%s:", f ? "desc" : "asc ");
        for (int i = 0; i < 24; i++) printf(" %d", v[i]);
        printf("\n");
    }
    double d[10];
    for (int i = 0; i < 10; i++) d[i] = (double)((i * 7) % 10) / 3.0 - 1.0;
    qsort(d, 10, sizeof(double), cmp_double);
    for (int i = 0; i < 10; i++) printf("%.4f%c", d[i], i == 9 ? '\n' : ' ');
    person ps[6] = {
        {"alice", 88.5, 30}, {"bob", 92.0, 25}, {"carol", 88.5, 22},
        {"dave", 70.25, 41}, {"erin", 92.0, 25}, {"frank", 88.5, 22},
    };
    qsort(ps, 6, sizeof(person), cmp_person);
    for (int i = 0; i < 6; i++) printf("%-6s %6.2f %3d\n", ps[i].name, ps[i].score, ps[i].age);
    const char *words[] = {"pear", "apple", "fig", "banana", "cherry", "date", "apricot"};
    qsort(words, 7, sizeof(char *), cmp_str);
    for (int i = 0; i < 7; i++) printf("%s ", words[i]);
    printf("\n");
    qsort(v, 24, sizeof v[0], cmp_int_asc);
    int keys[4] = {v[5], 1000, v[20], -41};
    for (int i = 0; i < 4; i++) {
        int *p = bsearch(&keys[i], v, 24, sizeof(int), cmp_int_asc);
        printf("bsearch %d -> %s\n", keys[i], p ? "found" : "missing");
    }
    return 0;
}
