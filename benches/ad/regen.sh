#!/usr/bin/env bash
# Regenerates the LLVM IR of the AD benchmarks (needs clang-19).
# -fno-math-errno lets clang treat sqrt as pure, as the Enzyme paper's
# Figure 1 assumes, so -O2 hoists mag() out of normalize's loop.
set -euo pipefail
cd "$(dirname "$0")"
for f in *.c; do
    n=${f%.c}
    for o in O0 O2; do
        clang-19 -$o -fno-math-errno -S -emit-llvm -g0 --target=x86_64-unknown-linux-gnu "$f" -o "$n.$o.ll"
    done
done
