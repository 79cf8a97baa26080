// Times a wasm primal and its zyme-written gradient module in Node:
//   node benches/wasm/bench.js primal.wasm gradient.wasm FUNC GRAD N [M]
// FUNC(x, ...) is llsq_primal(x, m, n) or lse_primal(x, n); x holds N
// doubles. Prints JSON: median seconds per primal call (the original
// module) and per gradient call (the emitted module), and the gradient's
// first entries for a check.
const fs = require("fs");
const [primalPath, gradPath, func, grad, nStr, mStr] = process.argv.slice(2);
const N = Number(nStr), M = mStr ? Number(mStr) : undefined;
const env = { exp: Math.exp, log: Math.log, sin: Math.sin, cos: Math.cos, pow: Math.pow };
const x = Array.from({ length: N }, (_, i) => Math.sin(0.37 * i + 0.5));
const args = (addr) => (func === "llsq_primal" ? [addr, N, M] : [addr, N]);

// Medians of 11 interleaved rounds: each round times every function in
// turn, so the machine's drifts fall on all of them alike.
function interleaved(fs) {
  const reps = fs.map((f) => {
    let n = 1;
    for (;;) { const t = process.hrtime.bigint(); for (let i = 0; i < n; i++) f(); if (Number(process.hrtime.bigint() - t) / 1e9 > 0.02) return n; n *= 2; }
  });
  const samples = fs.map(() => []);
  for (let r = 0; r < 11; r++) {
    fs.forEach((f, k) => { const t = process.hrtime.bigint(); for (let i = 0; i < reps[k]; i++) f(); samples[k].push(Number(process.hrtime.bigint() - t) / 1e9 / reps[k]); });
  }
  return samples.map((s) => s.sort((a, b) => a - b)[5]);
}

// The primal: the original module, x at the end of its memory.
const p = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(primalPath)), { env }).exports;
const at = p.memory.buffer.byteLength;
p.memory.grow(Math.ceil((N * 8) / 65536));
new Float64Array(p.memory.buffer, at, N).set(x);
const value = p[func](...args(at));

// The gradient module: an instance of the model inside it, x in the
// model's memory 0 (its base pointer is the 8 bytes at vm + 16), then a
// shadow instance whose memory receives the gradient.
const g = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync(gradPath)), { env }).exports;
const vm = g.__zyme_wasm_instantiate();
const u64 = (addr) => Number(new DataView(g.memory.buffer).getBigUint64(addr, true));
const pages = (u64(vm + 24) / 65536) | 0;
g.__zyme_wasm_memory_grow(vm, 0, Math.ceil((N * 8) / 65536));
const xat = pages * 65536;
new Float64Array(g.memory.buffer, u64(vm + 16) + xat, N).set(x);
const sh = g.__zyme_wasm_shadow(vm);
const shadow = () => new Float64Array(g.memory.buffer, u64(sh + 16) + xat, N);
const call = () => { shadow().fill(0); g[grad](vm, sh, ...args(xat)); };
const [primal, gradient] = interleaved([() => p[func](...args(at)), call]);
call();
console.log(JSON.stringify({ primal, gradient, value, first: Array.from(shadow().slice(0, 4)) }));
