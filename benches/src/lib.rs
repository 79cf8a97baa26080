//! Benchmarks live here (compile throughput now, gradients later).
