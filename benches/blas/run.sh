#!/usr/bin/env bash
# The BLAS benchmark (benches/blas/gemm_grad.c): gradient over primal and
# zyme over a hand-written gradient, on OpenBLAS, one thread.
# Needs clang-19 and libopenblas-dev. Usage: benches/blas/run.sh [N] [ROUNDS]
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cargo build --release -q -p zyme --manifest-path "$root/Cargo.toml"
out=$(mktemp -d)
"$root/target/release/zyme" cc -- clang-19 -O2 "$root/benches/blas/gemm_grad.c" -lopenblas -o "$out/gemm_grad"
OPENBLAS_NUM_THREADS=1 "$out/gemm_grad" "${1:-256}" "${2:-20}"
rm -rf "$out"
