#!/usr/bin/env bash
# Regenerates the LLVM IR of the GradBench evals zyme implements (needs
# clang-19): NAME.ll at -O2, which `zyme gradbench` embeds and
# gradbench-bench times, and O0/NAME.ll, unoptimised (-O0 without
# `optnone`), for gradbench-bench's `--pipeline` experiment (AD of
# optimised against AD of unoptimised IR).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p O0
for f in *.c; do
    clang-19 -O2 -fno-math-errno -S -emit-llvm -g0 --target=x86_64-unknown-linux-gnu "$f" -o "${f%.c}.ll"
    clang-19 -O0 -Xclang -disable-O0-optnone -fno-math-errno -S -emit-llvm -g0 \
        --target=x86_64-unknown-linux-gnu "$f" -o "O0/${f%.c}.ll"
done
