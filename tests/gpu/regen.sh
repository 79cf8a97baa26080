#!/bin/sh
# Regenerates the GPU kernel corpus: the .ll fixtures (clang-19, CUDA
# device-only, -O2), the launch arguments (gen.py) and the expected
# outputs (the C references in ref/, compiled and run on the host).
# Run from anywhere; needs clang-19 and python3.
set -eu
cd "$(dirname "$0")"
CLANG=${CLANG:-clang-19}
INC=../../zyme/include
for cu in *.cu; do
    "$CLANG" -x cuda --cuda-device-only --cuda-gpu-arch=sm_80 -nocudainc -nocudalib \
        -Xclang -target-feature -Xclang +ptx70 -I"$INC" -O2 -emit-llvm -S \
        "$cu" -o "${cu%.cu}.ll"
    # The fixtures name no directory of the machine that made them.
    sed -i '/^; ModuleID/d' "${cu%.cu}.ll"
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
