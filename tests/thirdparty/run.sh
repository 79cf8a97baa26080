#!/usr/bin/env bash
# Two large third-party C programs built with `zyme cc` at -O0 and -O2 and
# checked against the native build: SQLite (the 257,673-line amalgamation,
# driven by sqlite/driver.c) and zstd (lib/, 59,000 lines, driven by
# zstd/driver.c). Sources come from the crates.io registry (`cargo fetch`
# of fetch/Cargo.toml); nothing of them is committed.
#
#   tests/thirdparty/run.sh            # both, O0 and O2
#   ZYME=path/to/zyme tests/thirdparty/run.sh sqlite O2
#
# Prints, per build, whether the output equals the native build's and how
# many functions zyme compiled (the rest zyme cc left to clang, with the
# reasons in OUT/<name>.<opt>.native.txt).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
ZYME=${ZYME:-$root/target/release/zyme}
CC=${CC:-clang-19}
OUT=${OUT:-$(mktemp -d)}
which=${1:-all}
opts=${2:-"O0 O2"}
[ -x "$ZYME" ] || cargo build --release -p zyme --bin zyme --manifest-path "$root/Cargo.toml"
cargo fetch --quiet --manifest-path "$here/fetch/Cargo.toml"
registry="${CARGO_HOME:-$HOME/.cargo}/registry/src"
sqlite_dir=$(ls -d "$registry"/*/libsqlite3-sys-0.30.1/sqlite3 | head -1)
zstd_dir=$(ls -d "$registry"/*/zstd-sys-2.1.3*/zstd/lib | head -1)

build() { # name opt sources... -- flags...
    local name=$1 opt=$2; shift 2
    local srcs=() flags=()
    while [ "$1" != "--" ]; do srcs+=("$1"); shift; done; shift
    flags=("$@")
    local native="$OUT/$name.$opt.native" zy="$OUT/$name.$opt.zyme"
    "$CC" "-$opt" "${flags[@]}" "${srcs[@]}" -lm -o "$native"
    local t0=$SECONDS
    "$ZYME" cc -v -- "$CC" "-$opt" "${flags[@]}" "${srcs[@]}" -lm -o "$zy" 2> "$OUT/$name.$opt.cc.txt"
    local secs=$((SECONDS - t0))
    grep -o '@[^ ]* is compiled by [^:]*: .*' "$OUT/$name.$opt.cc.txt" > "$OUT/$name.$opt.native.txt" || true
    local left total=0 src
    left=$(wc -l < "$OUT/$name.$opt.native.txt")
    for src in "${srcs[@]}"; do
        total=$((total + $("$CC" "-$opt" "${flags[@]}" -S -emit-llvm -o - "$src" | grep -c '^define ')))
    done
    "$native" > "$OUT/$name.$opt.native.out"
    "$zy" > "$OUT/$name.$opt.zyme.out"
    if cmp -s "$OUT/$name.$opt.native.out" "$OUT/$name.$opt.zyme.out"; then same=identical; else same=DIFFERENT; fi
    echo "$name -$opt: output $same to the native build; zyme compiled $((total - left)) of $total functions ($left left to $CC); zyme cc took ${secs}s"
    echo "  reasons: $(sed 's/.*: //' "$OUT/$name.$opt.native.txt" | sort | uniq -c | sort -rn | head -5 | tr '\n' ';')"
    [ "$same" = identical ]
}

status=0
for opt in $opts; do
    if [ "$which" = all ] || [ "$which" = sqlite ]; then
        build sqlite "$opt" "$here/sqlite/driver.c" "$sqlite_dir/sqlite3.c" -- \
            -I"$sqlite_dir" -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION -DSQLITE_ENABLE_MATH_FUNCTIONS || status=1
    fi
    if [ "$which" = all ] || [ "$which" = zstd ]; then
        mapfile -t zsrc < <(ls "$zstd_dir"/common/*.c "$zstd_dir"/compress/*.c "$zstd_dir"/decompress/*.c \
            "$zstd_dir"/dictBuilder/*.c "$zstd_dir"/deprecated/*.c "$zstd_dir"/legacy/*.c)
        build zstd "$opt" "$here/zstd/driver.c" "${zsrc[@]}" -- \
            -I"$zstd_dir" -I"$zstd_dir/common" -DZSTD_DISABLE_ASM -DZSTD_LEGACY_SUPPORT=4 || status=1
    fi
done
exit $status
