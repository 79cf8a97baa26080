#!/usr/bin/env bash
# The demo's modules: model.wasm is GradBench's llsq primal compiled for
# wasm32 (benches/wasm/llsq.wasm, see benches/wasm/regen.sh);
# gradient.wasm is what zyme writes for it:
#   zyme grad model.wasm --fn llsq_primal --mode reverse --args const,const,const --emit wasm
#   examples/wasm-gradient-descent/regen.sh      # from anywhere; builds zyme
set -euo pipefail
cd "$(dirname "$0")"
cp ../../benches/wasm/llsq.wasm model.wasm
cargo run -q -p zyme -- grad model.wasm --fn llsq_primal --mode reverse \
    --args const,const,const --emit wasm -o gradient.wasm
