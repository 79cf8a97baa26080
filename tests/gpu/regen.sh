#!/bin/sh
# Regenerates the GPU kernel corpus: the .ll fixtures (clang-19, CUDA
# device-only, -O2, and -O0 in O0/), the launch arguments (gen.py) and the expected
# outputs (the C references in ref/, compiled and run on the host).
# Run from anywhere; needs clang-19 and python3.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
INC=../../zyme/include
mkdir -p O0
for cu in *.cu errors/*.cu enzyme/*.cu; do
    # The -O2 fixtures the manifest names, and -O0 ones beside them (more
    # memory traffic: every local in a per-thread alloca).
    for opt in O2 O0; do
        out="${cu%.cu}.ll"
        [ "$opt" = O0 ] && out="O0/$out"
        # Kernels whose gradients must be refused, and kernels that call
        # __enzyme_autodiff: -O2 only.
        case "$cu" in */*) [ "$opt" = O0 ] && continue ;; esac
        # Those keep line tables, so that their errors name source lines.
        g=""
        case "$cu" in errors/*) g="-gline-tables-only -fdebug-prefix-map=$PWD=." ;; esac
        "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib \
            -Xclang -target-feature -Xclang +ptx70 -I"$INC" -"$opt" $g -emit-llvm -S \
            "$cu" -o "$out"
        # The fixtures name no directory of the machine that made them.
        sed -i '/^; ModuleID/d' "$out"
    done
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$CLANG" -O1 -ffp-contract=off -Wall -Werror -o "$tmp/ref" ref/ref.c -lm
python3 gen.py "$tmp/ref"
# Check the kernels themselves: run every launch under the host SIMT
# emulator and compare with the references' results.
"${CLANGXX:-clang++-19}" -std=c++20 -O1 -ffp-contract=off -Wall -Werror -Wno-unused-function \
    -Iref/host -o "$tmp/simt" ref/simt.cpp -lm
python3 gen.py --check "$tmp/simt"
