#!/usr/bin/env bash
# Regenerate the LLVM IR (.ll) of every Enzyme-ABI test program.
#
#   tests/enzyme/regen.sh              # all programs
#   tests/enzyme/regen.sh 07_array     # only programs whose name contains "07_array"
#   CHECK=1 tests/enzyme/regen.sh      # additionally: -Wall -Wextra -Werror syntax check
#
# fwd/NAME.c|cpp  ->  ll/fwd/NAME.O0.ll, ll/fwd/NAME.O2.ll
# rev/NAME.c|cpp  ->  ll/rev/NAME.O0.ll, ll/rev/NAME.O2.ll
#
# The programs call __enzyme_fwddiff / __enzyme_autodiff & co., so they
# cannot be linked natively without Enzyme; zyme/tests/enzyme_{fwd,rev}.rs
# run the IR with `zyme run` and `zyme compile` + cc, and each program
# checks itself against central finite differences (prints one line per
# check and a final OK / FAIL).
#
# Needs clang-19 / clang++-19 (Debian packages clang-19, lld-19). Everything is
# run from tests/enzyme with relative paths so the .ll files do not embed
# absolute checkout paths.
set -euo pipefail
cd "$(dirname "$0")"

CC=${CC:-clang-19}
CXX=${CXX:-clang++-19}
TARGET=x86_64-unknown-linux-gnu
FILTER=${1:-}
CHECK=${CHECK:-0}

CFLAGS_LANG=(-std=gnu11)
# zyme cc provides <enzyme/enzyme>; plain clang finds it here.
CXXFLAGS_LANG=(-std=gnu++17 -fno-exceptions -isystem ../../zyme/include)
IRFLAGS=(-S -emit-llvm -g0 --target=$TARGET)

mkdir -p ll/fwd ll/rev

build() { # compiler, src, extra lang flags...
    local comp=$1 src=$2; shift 2
    local name; name=$(basename "${src%.*}")
    local kind; kind=$(basename "$(dirname "$src")")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && return 0
    echo "[$kind] $name"
    "$comp" "$@" "${IRFLAGS[@]}" -O0 "$src" -o "ll/$kind/$name.O0.ll"
    "$comp" "$@" "${IRFLAGS[@]}" -O2 "$src" -o "ll/$kind/$name.O2.ll"
    if [ "$CHECK" = 1 ]; then
        "$comp" "$@" --target=$TARGET -O2 -Wall -Wextra -Werror "$src" -fsyntax-only
    fi
}

shopt -s nullglob
for f in fwd/*.c rev/*.c; do build "$CC" "$f" "${CFLAGS_LANG[@]}"; done
for f in fwd/*.cpp rev/*.cpp; do build "$CXX" "$f" "${CXXFLAGS_LANG[@]}"; done
# Programs zyme must reject with a clear error; -O0 with debug info so the
# error names the source line.
mkdir -p ll/errors
for f in errors/*.c; do
    name=$(basename "${f%.*}")
    [[ -n "$FILTER" && "$name" != *"$FILTER"* ]] && continue
    echo "[errors] $name"
    "$CC" "${CFLAGS_LANG[@]}" -S -emit-llvm -g --target=$TARGET -O0 "$f" -o "ll/errors/$name.O0.ll"
done
echo "regen: done"
