#pragma once
#include <stddef.h>
#define memcpy(d, s, n) __builtin_memcpy(d, s, n)
#define memmove(d, s, n) __builtin_memmove(d, s, n)
#define memset(d, c, n) __builtin_memset(d, c, n)
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int memcmp(const void *a, const void *b, size_t n);
