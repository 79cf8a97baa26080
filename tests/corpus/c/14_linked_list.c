/* Singly linked list with malloc/free: push, append, reverse, insertion sort, remove-if. */
#include <stdio.h>
#include <stdlib.h>

typedef struct node { int val; struct node *next; } node;

static node *push_front(node *h, int v) {
    node *n = malloc(sizeof *n);
    n->val = v;
    n->next = h;
    return n;
}

static node *append(node *h, int v) {
    node *n = malloc(sizeof *n);
    n->val = v;
    n->next = NULL;
    if (!h) return n;
    node *p = h;
    while (p->next) p = p->next;
    p->next = n;
    return h;
}

static node *reverse(node *h) {
    node *prev = NULL;
    while (h) { node *nx = h->next; h->next = prev; prev = h; h = nx; }
    return prev;
}

static node *insertion_sort(node *h) {
    node *sorted = NULL;
    while (h) {
        node *nx = h->next;
        node **pp = &sorted;
        while (*pp && (*pp)->val < h->val) pp = &(*pp)->next;
        h->next = *pp;
        *pp = h;
        h = nx;
    }
    return sorted;
}

static node *remove_if(node *h, int (*pred)(int)) {
    node **pp = &h;
    while (*pp) {
        if (pred((*pp)->val)) { node *d = *pp; *pp = d->next; free(d); }
        else pp = &(*pp)->next;
    }
    return h;
}

static int is_mult3(int v) { return v % 3 == 0; }

static void print_list(const char *tag, const node *h) {
    printf("%-8s[", tag);
    for (; h; h = h->next) printf("%d%s", h->val, h->next ? "," : "");
    printf("]\n");
}

static void free_list(node *h) { while (h) { node *n = h->next; free(h); h = n; } }

int main(void) {
    node *h = NULL;
    for (int i = 0; i < 10; i++) h = push_front(h, (i * 17) % 23);
    for (int i = 0; i < 5; i++) h = append(h, 100 + i);
    print_list("built", h);
    h = reverse(h);
    print_list("reversed", h);
    h = insertion_sort(h);
    print_list("sorted", h);
    h = remove_if(h, is_mult3);
    print_list("no-mul3", h);
    int len = 0; long sum = 0;
    for (node *p = h; p; p = p->next) { len++; sum += p->val; }
    printf("len=%d sum=%ld\n", len, sum);
    /* Floyd cycle detection on a temporarily cyclic list */
    node *tail = h; while (tail->next) tail = tail->next;
    tail->next = h->next->next;
    node *slow = h, *fast = h; int cyc = 0;
    while (fast && fast->next) { slow = slow->next; fast = fast->next->next; if (slow == fast) { cyc = 1; break; } }
    tail->next = NULL;
    printf("cycle detected=%d\n", cyc);
    free_list(h);
    return 0;
}
