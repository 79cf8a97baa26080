#include <stdatomic.h>
_Atomic int counter; _Thread_local int tls_var = 3; volatile int vol;
int bump(void) { atomic_fetch_add(&counter, 1); atomic_fetch_sub_explicit(&counter, 2, memory_order_release);
  int e = 0; atomic_compare_exchange_strong(&counter, &e, 5); atomic_thread_fence(memory_order_seq_cst);
  vol = vol + 1; return atomic_load_explicit(&counter, memory_order_acquire) + tls_var; }
typedef float v4f __attribute__((vector_size(16)));
v4f vadd(v4f a, v4f b) { return a + b * a; }
float vsum(v4f a) { return a[0] + a[1] + a[2] + a[3]; }
