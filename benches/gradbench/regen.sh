#!/usr/bin/env bash
# Regenerates the LLVM IR of the GradBench evals zyme implements (needs
# clang-19). `zyme gradbench` embeds the .ll files.
set -euo pipefail
cd "$(dirname "$0")"
for f in *.c; do
    clang-19 -O2 -fno-math-errno -S -emit-llvm -g0 --target=x86_64-unknown-linux-gnu "$f" -o "${f%.c}.ll"
done
