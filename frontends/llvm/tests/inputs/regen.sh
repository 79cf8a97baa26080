#!/usr/bin/env bash
# Regenerates the compiler-output corpus from src/: every C/C++ file at -O0,
# -O2 and -O2 -g with clang-19, the Rust file with the installed rustc.
# The .ll files are committed so the tests need no compiler.
set -euo pipefail
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
for f in src/*.c src/*.cpp; do
    base=$(basename "$f"); base=${base%.*}
    std=(); [[ $f == *.cpp ]] && std=(-std=c++17)
    "$CLANG" "${std[@]}" -S -emit-llvm -O0 -o "$base.O0.ll" "$f"
    "$CLANG" "${std[@]}" -S -emit-llvm -O2 -o "$base.O2.ll" "$f"
    "$CLANG" "${std[@]}" -S -emit-llvm -O2 -g -o "$base.O2g.ll" "$f"
done
# A few target variants: WinEH funclets, SVE scalable vectors, AVX-512
# vectorized loops with fast-math flags.
"$CLANG" -std=c++17 -S -emit-llvm -O2 --target=x86_64-pc-windows-msvc -fexceptions -o exceptions.win.ll src/exceptions.cpp
"$CLANG" -S -emit-llvm -O2 --target=aarch64-linux-gnu -march=armv8-a+sve -o loops.sve.ll src/loops.c
"$CLANG" -S -emit-llvm -O2 -flto=thin -o loops.thinlto.ll src/loops.c
"$CLANG" -S -emit-llvm -O3 -march=skylake-avx512 -ffast-math -o loops.avx512.ll src/loops.c
for f in src/*.rs; do
    base=$(basename "$f" .rs)
    rustc --crate-type=lib -C opt-level=2 --emit=llvm-ir -o "$base.rs.O2.ll" "$f"
    rustc --crate-type=lib -C opt-level=2 -g --emit=llvm-ir -o "$base.rs.O2g.ll" "$f"
    rustc --crate-type=lib -C opt-level=0 --emit=llvm-ir -o "$base.rs.O0.ll" "$f"
done
