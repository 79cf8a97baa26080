/* zyme's wasm corpus: the few stdio declarations the corpus programs use.
   Output goes nowhere (shim.c): the tests compare exported functions'
   results, not printed text. */
#pragma once
#include <stddef.h>
#include <stdarg.h>
int printf(const char *fmt, ...);
int puts(const char *s);
int putchar(int c);
