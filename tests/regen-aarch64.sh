#!/usr/bin/env bash
# Regenerate the aarch64 LLVM IR of the C corpus and the C Enzyme-ABI programs.
#
#   tests/regen-aarch64.sh             # every C program of both sets
#   tests/regen-aarch64.sh 29_varargs  # only programs whose name contains "29_varargs"
#   CHECK=1 tests/regen-aarch64.sh     # additionally: build each corpus program natively for
#                                      # aarch64 (clang-19 -O2, linked statically by
#                                      # aarch64-linux-gnu-gcc) and run it under
#                                      # qemu-aarch64; its output must equal expected/ (x86-64)
#
# corpus/c/NAME.c          ->  corpus/ll-aarch64/c/NAME.O0.ll, NAME.O2.ll
# enzyme/fwd|rev/NAME.c    ->  enzyme/ll-aarch64/fwd|rev/NAME.O0.ll, NAME.O2.ll
# aarch64/NAME.c           ->  aarch64/NAME.O0.ll, NAME.O2.ll, and NAME.out (the host's cc build's
#                              output): programs whose aarch64 IR runs on any host's JIT
#
# zyme/tests/aarch64.rs compiles every file with `zyme compile --target aarch64`, links
# it with aarch64-linux-gnu-gcc and runs it under qemu-aarch64: the corpus must print
# tests/corpus/expected/c/NAME.out (the x86-64 native output), the Enzyme programs what
# their x86-64 IR prints.
#
# Needs clang-19 and the aarch64 C library headers (Debian packages clang-19,
# libc6-dev-arm64-cross; CHECK=1 also gcc-aarch64-linux-gnu and qemu-user). Everything is
# run with relative paths so the .ll files do not embed absolute checkout paths.
set -euo pipefail
cd "$(dirname "$0")"

CC=${CC:-clang-19}
TARGET=aarch64-unknown-linux-gnu
FILTER=${1:-}
CHECK=${CHECK:-0}
IRFLAGS=(-std=gnu11 -S -emit-llvm -g0 --target=$TARGET)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

ir() { # dir (relative to tests/), src (relative to dir), out-dir (relative to dir)
    local dir=$1 src=$2 out=$3
    local name; name=$(basename "${src%.c}")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && return 0
    echo "[$out] $name"
    mkdir -p "$dir/$out"
    (cd "$dir" && "$CC" "${IRFLAGS[@]}" -O0 "$src" -o "$out/$name.O0.ll")
    (cd "$dir" && "$CC" "${IRFLAGS[@]}" -O2 "$src" -o "$out/$name.O2.ll")
    if [ "$CHECK" = 1 ] && [ "$dir" = corpus ]; then
        (cd "$dir" && "$CC" -std=gnu11 --target=$TARGET -O2 -c "$src" -o "$tmp/$name.o")
        aarch64-linux-gnu-gcc -static "$tmp/$name.o" -o "$tmp/$name" -lm
        if ! qemu-aarch64 "$tmp/$name" | cmp -s - "corpus/expected/c/$name.out"; then
            echo "NATIVE AARCH64 OUTPUT DIFFERS FROM x86-64: $name"
            fail=1
        fi
    fi
}

for f in corpus/c/*.c; do ir corpus "c/$(basename "$f")" ll-aarch64/c; done
for f in aarch64/*.c; do
    ir aarch64 "$(basename "$f")" .
    name=$(basename "${f%.c}")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && continue
    ${HOSTCC:-cc} -std=gnu11 -O2 "$f" -o "$tmp/$name" -lm
    "$tmp/$name" > "aarch64/$name.out"
done
for kind in fwd rev; do
    for f in enzyme/$kind/*.c; do ir enzyme "$kind/$(basename "$f")" "ll-aarch64/$kind"; done
done

if [ "$fail" != 0 ]; then echo "regen-aarch64: checks FAILED"; exit 1; fi
echo "regen-aarch64: done"
