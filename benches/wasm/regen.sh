#!/usr/bin/env bash
# GradBench's llsq and lse primals as wasm modules (clang-19 --target=wasm32
# -O2, no C library): the wasm path of the benchmark differentiates these
# exports with zyme and runs the gradient through the JIT and, written
# back as wasm, in Node.
#   benches/wasm/regen.sh      # needs clang-19 and wasm-ld-19
set -euo pipefail
cd "$(dirname "$0")"
CC=${CC:-clang-19}
for eval in llsq lse; do
    "$CC" --target=wasm32 -nostdlib -O2 -mbulk-memory -I../../tests/wasm/corpus/include \
        -Wl,--no-entry -Wl,--export=${eval}_primal -Wl,--allow-undefined -Wl,--export-memory \
        -o $eval.wasm ../gradbench/$eval.c
done
echo "benches/wasm: llsq.wasm lse.wasm"
