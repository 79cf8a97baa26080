#!/usr/bin/env bash
# OpenMP gradients over their primals (benches/openmp/parallel_grad.c): a
# miniBUDE-style docking energy and a LULESH-style element loop with a min
# found in a critical section, built by `zyme cc -- clang-19 -O2 -fopenmp`
# (and, where ../shared/tools/enzyme-plugin.sh has built it, by clang with
# Enzyme's plugin), run with teams of each size given.
# Needs clang-19 and libomp-19-dev. Usage: benches/openmp/run.sh [SCALE] [ROUNDS] [THREADS...]
# BACKEND=llvm compiles zyme's part through LLVM (`zyme cc --backend llvm`).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
scale=${1:-1}
rounds=${2:-5}
shift $(($# < 2 ? $# : 2))
threads=("${@:-1 2}")
cargo build --release -q -p zyme --manifest-path "$root/Cargo.toml"
out=$(mktemp -d)
"$root/target/release/zyme" cc --backend "${BACKEND:-cranelift}" -- clang-19 -O2 -fopenmp "$root/benches/openmp/parallel_grad.c" -lm -o "$out/zyme"
plugin="$HOME/.cache/enzyme-plugin/build/Enzyme/ClangEnzyme-19.so"
if [ -e "$plugin" ]; then
    clang-19 -O2 -fopenmp -fplugin="$plugin" "$root/benches/openmp/parallel_grad.c" -lm \
        -o "$out/enzyme" 2>"$out/enzyme.log" || echo "Enzyme's plugin: $(grep -m1 -i error "$out/enzyme.log" || true)"
fi
for t in ${threads[@]}; do
    echo "zyme:"
    OMP_NUM_THREADS=$t "$out/zyme" "$scale" "$rounds"
    if [ -x "$out/enzyme" ]; then
        echo "Enzyme:"
        OMP_NUM_THREADS=$t "$out/enzyme" "$scale" "$rounds" || true
    fi
done
rm -rf "$out"
