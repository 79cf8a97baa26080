#!/usr/bin/env bash
# The BLAS benchmarks, on OpenBLAS, one thread: benches/blas/gemm_grad.c
# (gradient over primal, zyme over a hand-written gradient) and
# benches/blas/cholesky_grad.c (gradient over primal).
# Needs clang-19 and libopenblas-dev. Usage: benches/blas/run.sh [N] [ROUNDS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cargo build --release -q -p zyme --manifest-path "$root/Cargo.toml"
out=$(mktemp -d)
"$root/target/release/zyme" cc -- clang-19 -O2 "$root/benches/blas/gemm_grad.c" -lopenblas -o "$out/gemm_grad"
OPENBLAS_NUM_THREADS=1 "$out/gemm_grad" "${1:-256}" "${2:-20}"
"$root/target/release/zyme" cc -- clang-19 -O2 "$root/benches/blas/cholesky_grad.c" -lopenblas -lm -o "$out/cholesky_grad"
OPENBLAS_NUM_THREADS=1 "$out/cholesky_grad" "${1:-256}" "${2:-10}"
rm -rf "$out"
