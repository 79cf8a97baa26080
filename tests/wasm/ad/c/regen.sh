#!/usr/bin/env bash
# Rebuild the C kernels of the wasm AD tests (zyme/tests/wasm_ad.rs):
# kernels.c with clang-19 --target=wasm32 -nostdlib at -O0 and -O2,
# headers from tests/wasm/corpus/include; the math functions other than
# wasm's own are imports from `env`.
#   tests/wasm/ad/c/regen.sh      # needs clang-19 and wasm-ld-19 (Debian: clang-19, lld-19)
set -euo pipefail
cd "$(dirname "$0")"
CC=${CC:-clang-19}
EXPORTS=(dot poly mlp_loss energy sumsq_f softmax_mean)
FLAGS=(--target=wasm32 -nostdlib -I../../corpus/include -Wl,--no-entry -Wl,--allow-undefined
       -Wl,--export-memory -Wl,-z,stack-size=65536)
for e in "${EXPORTS[@]}"; do FLAGS+=("-Wl,--export=$e"); done
for lvl in O0 O2; do
    "$CC" "${FLAGS[@]}" -$lvl -o "kernels_$lvl.wasm" kernels.c
done
echo "tests/wasm/ad/c: kernels_O0.wasm kernels_O2.wasm"
