#!/usr/bin/env bash
# Regenerate the LLVM IR (.ll) and expected native output for every corpus program.
#
#   tests/corpus/regen.sh            # IR + expected output for all programs
#   tests/corpus/regen.sh 05_fft     # only programs whose name contains "05_fft"
#   CHECK=1 tests/corpus/regen.sh    # additionally: -Wall -Wextra, UBSan+ASan run, -O0 vs -O2 output equality
#   ROUNDTRIP=1 tests/corpus/regen.sh  # additionally: compile every generated .ll back to a binary and
#                                      # compare with expected/ (Rust needs `rustup component add llvm-tools`)
#
# Needs clang-19 / clang++-19 (Debian packages clang-19, lld-19) and rustc on PATH.
# Everything is run from tests/corpus with relative paths so the .ll files do not embed
# absolute checkout paths.
set -euo pipefail
cd "$(dirname "$0")"

CC=${CC:-clang-19}
CXX=${CXX:-clang++-19}
RUSTC=${RUSTC:-rustc}
TARGET=x86_64-unknown-linux-gnu
FILTER=${1:-}
CHECK=${CHECK:-0}
ROUNDTRIP=${ROUNDTRIP:-0}
RUST_LIB=$("$RUSTC" --print sysroot)/lib/rustlib/$TARGET/lib
RUST_LLC=$("$RUSTC" --print sysroot)/lib/rustlib/$TARGET/bin/llc

CFLAGS_LANG=(-std=gnu11)
CXXFLAGS_LANG=(-std=gnu++17 -fno-exceptions)
IRFLAGS=(-S -emit-llvm -g0 --target=$TARGET)
RUSTFLAGS=(--edition 2021 --crate-type bin --target $TARGET -C panic=abort -C debuginfo=0 -C codegen-units=1)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail=0

mkdir -p ll/c ll/cpp ll/rust expected/c expected/cpp expected/rust

roundtrip() { # expected-file, ll-files...
    local exp=$1; shift
    local l
    for l in "$@"; do
        if [[ "$l" == ll/rust/* ]]; then
            local std; std=$(basename "$RUST_LIB"/libstd-*.so .so); std=${std#lib}
            "$RUST_LLC" -O0 -filetype=obj -relocation-model=pic "$l" -o "$tmp/rt.o"
            "$CC" "$tmp/rt.o" -L"$RUST_LIB" -l"$std" -Wl,-rpath,"$RUST_LIB" -o "$tmp/rt.bin" -lm
        else
            "$CXX" -O0 -Wno-override-module "$l" -o "$tmp/rt.bin" -lm
        fi
        if ! "$tmp/rt.bin" | cmp -s - "$exp"; then echo "ROUNDTRIP MISMATCH: $l"; fail=1; fi
    done
}

run_check() { # name, O2 binary, O0 binary, [sanitized binary]
    local name=$1 b2=$2 b0=$3 bs=${4:-}
    "$b2" > "$tmp/o2.out"
    "$b0" > "$tmp/o0.out"
    if ! cmp -s "$tmp/o2.out" "$tmp/o0.out"; then echo "MISMATCH -O0 vs -O2: $name"; fail=1; fi
    if [ -n "$bs" ]; then
        if ! "$bs" > "$tmp/san.out" 2> "$tmp/san.err"; then echo "SANITIZER FAILURE: $name"; cat "$tmp/san.err"; fail=1; fi
        if ! cmp -s "$tmp/o2.out" "$tmp/san.out"; then echo "MISMATCH sanitized vs -O2: $name"; fail=1; fi
    fi
}

build_clang() { # compiler, lang-dir, src, extra lang flags...
    local comp=$1 dir=$2 src=$3; shift 3
    local name; name=$(basename "${src%.*}")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && return 0
    echo "[$dir] $name"
    "$comp" "$@" "${IRFLAGS[@]}" -O0 "$src" -o "ll/$dir/$name.O0.ll"
    "$comp" "$@" "${IRFLAGS[@]}" -O2 "$src" -o "ll/$dir/$name.O2.ll"
    "$comp" "$@" "${IRFLAGS[@]}" -O2 -fno-vectorize -fno-slp-vectorize "$src" -o "ll/$dir/$name.O2nv.ll"
    "$comp" "$@" -O2 "$src" -o "$tmp/$name.o2" -lm
    "$tmp/$name.o2" > "expected/$dir/$name.out"
    [ "$ROUNDTRIP" = 1 ] && roundtrip "expected/$dir/$name.out" ll/$dir/$name.O0.ll ll/$dir/$name.O2.ll ll/$dir/$name.O2nv.ll
    if [ "$CHECK" = 1 ]; then
        "$comp" "$@" -O2 -Wall -Wextra -Werror "$src" -fsyntax-only
        "$comp" "$@" -O0 "$src" -o "$tmp/$name.o0" -lm
        "$comp" "$@" -O1 -g -fsanitize=undefined,address -fno-sanitize-recover=all "$src" -o "$tmp/$name.san" -lm
        run_check "$name" "$tmp/$name.o2" "$tmp/$name.o0" "$tmp/$name.san"
    fi
}

build_rust() {
    local src=$1 name; name=$(basename "${src%.rs}")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && return 0
    echo "[rust] $name"
    "$RUSTC" "${RUSTFLAGS[@]}" -C opt-level=0 --emit=llvm-ir="ll/rust/$name.O0.ll" "$src"
    "$RUSTC" "${RUSTFLAGS[@]}" -C opt-level=2 --emit=llvm-ir="ll/rust/$name.O2.ll" "$src"
    "$RUSTC" "${RUSTFLAGS[@]}" -C opt-level=2 -C llvm-args=-vectorize-loops=false -C llvm-args=-vectorize-slp=false \
        --emit=llvm-ir="ll/rust/$name.O2nv.ll" "$src"
    "$RUSTC" "${RUSTFLAGS[@]}" -C opt-level=2 -o "$tmp/$name.o2" "$src"
    "$tmp/$name.o2" > "expected/rust/$name.out"
    [ "$ROUNDTRIP" = 1 ] && roundtrip "expected/rust/$name.out" ll/rust/$name.O0.ll ll/rust/$name.O2.ll ll/rust/$name.O2nv.ll
    if [ "$CHECK" = 1 ]; then
        "$RUSTC" "${RUSTFLAGS[@]}" -D warnings -C opt-level=0 -o "$tmp/$name.o0" "$src"
        run_check "$name" "$tmp/$name.o2" "$tmp/$name.o0"
    fi
}

for f in c/*.c; do build_clang "$CC" c "$f" "${CFLAGS_LANG[@]}"; done
for f in cpp/*.cpp; do build_clang "$CXX" cpp "$f" "${CXXFLAGS_LANG[@]}"; done
for f in rust/*.rs; do build_rust "$f"; done

if [ "$fail" != 0 ]; then echo "regen: checks FAILED"; exit 1; fi
echo "regen: done"
