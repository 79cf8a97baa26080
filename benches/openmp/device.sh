#!/usr/bin/env bash
# The OpenMP figures at 1-16 threads on a machine without a toolchain (the
# device tool's machine): `prepare DIR` builds, here, the benchmark of
# parallel_grad.c (zyme cc with Cranelift and with --backend llvm, and
# Enzyme's plugin build when ../shared/tools/enzyme-plugin.sh has made it)
# and the OpenMP test programs at -O0 and -O2, and copies libomp beside
# them; `run DIR [SCALE]` (there) runs the tests at 3, 8 and 16 threads and
# the benchmark at 1, 2, 4, 8 and 16 threads, threads bound to cores.
# Needs clang-19 and libomp-19-dev for `prepare`; nothing for `run`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cmd=${1:?usage: device.sh prepare|run DIR [SCALE]}
dir=${2:?usage: device.sh prepare|run DIR [SCALE]}
case "$cmd" in
prepare)
    cargo build --release -q -p zyme --manifest-path "$root/Cargo.toml"
    zyme="$root/target/release/zyme"
    mkdir -p "$dir/lib"
    cp -L /usr/lib/llvm-19/lib/libomp.so.5 "$dir/lib/"
    "$zyme" cc -- clang-19 -O2 -fopenmp "$root/benches/openmp/parallel_grad.c" -lm -o "$dir/zyme_cranelift"
    "$zyme" cc --backend llvm -- clang-19 -O2 -fopenmp "$root/benches/openmp/parallel_grad.c" -lm -o "$dir/zyme_llvm"
    plugin="$HOME/.cache/enzyme-plugin/build/Enzyme/ClangEnzyme-19.so"
    if [ -e "$plugin" ]; then
        clang-19 -O2 -fopenmp -fplugin="$plugin" "$root/benches/openmp/parallel_grad.c" -lm -o "$dir/enzyme"
    fi
    for f in omp_parallel_for omp_reductions omp_constructs omp_deterministic; do
        for o in O0 O2; do
            "$zyme" cc -- clang-19 -$o -fopenmp "$root/tests/enzyme/cc/$f.c" -lm -o "$dir/test_${f}_$o"
        done
    done
    ;;
run)
    scale=${3:-4}
    export LD_LIBRARY_PATH="$dir/lib:${LD_LIBRARY_PATH:-}"
    for t in "$dir"/test_*; do
        for n in 3 8 16; do
            out=$(OMP_NUM_THREADS=$n "$t" 2>&1) && rc=0 || rc=$?
            echo "$(basename "$t") threads $n: exit $rc, $(echo "$out" | tail -1)"
        done
    done
    for n in 1 2 4 8 16; do
        for b in zyme_cranelift zyme_llvm enzyme; do
            [ -x "$dir/$b" ] || continue
            echo "== $b"
            OMP_NUM_THREADS=$n OMP_PROC_BIND=close OMP_PLACES=cores "$dir/$b" "$scale" 9
        done
    done
    ;;
*) echo "usage: device.sh prepare|run DIR [SCALE]" >&2; exit 2 ;;
esac
