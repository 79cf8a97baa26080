#!/usr/bin/env bash
# Bitcode twins of the committed LLVM IR: for every tests/corpus/ll/**.ll and
# tests/enzyme/ll/**.ll that llvm-as-19 assembles, the same module as
# bitcode under bc/ (tests/corpus/bc/c/01_matmul.O2.bc for
# tests/corpus/ll/c/01_matmul.O2.ll). zyme-llvm's tests/bitcode.rs checks that
# each lowers to the zyme IR its text does. Rust's IR comes from a newer
# LLVM than llvm-as-19 reads; its bitcode is rustc's own (--emit=llvm-bc),
# made by tests/corpus/regen.sh beside the text.
#
# Needs llvm-as-19 (Debian package llvm-19).
set -euo pipefail
cd "$(dirname "$0")/.."
for root in corpus enzyme; do
    find "$root/ll" -name '*.ll' | sort | while read -r ll; do
        bc="$root/bc/${ll#"$root/ll/"}"
        bc="${bc%.ll}.bc"
        mkdir -p "$(dirname "$bc")"
        llvm-as-19 "$ll" -o "$bc" 2>/dev/null || rm -f "$bc"
    done
done
