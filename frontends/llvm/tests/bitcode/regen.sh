#!/usr/bin/env bash
# Bitcode fixtures for zyme-llvm's tests/bitcode.rs and zyme's CLI tests:
# NAME.OPT.bc from clang-19, NAME.OPT.ll from llvm-dis-19 of the same file,
# and NAME.embed.o (an ELF object with the module in `.llvmbc`).
# Needs clang-19 and llvm-dis-19 (Debian packages clang-19, llvm-19).
set -euo pipefail
cd "$(dirname "$0")"
for c in *.c; do
    name=${c%.c}
    for opt in O0 O2; do
        clang-19 -$opt -c -emit-llvm --target=x86_64-unknown-linux-gnu "$c" -o "$name.$opt.bc"
        llvm-dis-19 "$name.$opt.bc" -o "$name.$opt.ll"
    done
done
# With debug information (locations, debug records).
clang-19 -O2 -g -c -emit-llvm --target=x86_64-unknown-linux-gnu norm.c -o norm.g.bc
llvm-dis-19 norm.g.bc -o norm.g.ll
clang-19 -O2 -fembed-bitcode -c --target=x86_64-unknown-linux-gnu norm.c -o norm.embed.o
# A small Rust library through rustc's own LLVM: bitcode and text of one
# compilation (needs rustc).
for o in 0 2; do
    rustc --crate-type=lib --emit=llvm-bc=rust/numlib.O$o.bc,llvm-ir=rust/numlib.O$o.ll \
        -C opt-level=$o -C panic=abort --target=x86_64-unknown-linux-gnu rust/numlib.rs
done
