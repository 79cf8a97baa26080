// Runs derivatives of a wasm module that zyme wrote as wasm (write_wasm),
// as zyme/tests/wasm_ad.rs describes them in a JSON spec, and prints one
// JSON object per call.
//   node runner.js spec.json
// spec: { wasm: path, memory_base: offset of memory 0's base pointer in
//   the instance record, calls: [{ func, derivative: bool, grow_pages,
//   data: [[offset, hex]], seeds: [[offset, hex]], args: [[type, value]],
//   results: [type], read: [[offset, length]] }] }
// Offsets are relative to the first byte of the grown pages of the
// instance's memory 0 (the wasm address `grow result * 65536`). An `addr`
// argument is such an offset passed as the wasm address; floats travel as
// their bits in decimal. Each call gets a fresh instance:
//   vm = __zyme_wasm_instantiate(); __zyme_wasm_memory_grow(vm, 0, pages);
//   data written at the grown pages; sh = __zyme_wasm_shadow(vm); seeds
//   written into the shadow memory; func(vm, sh, args) (or func(vm, args)).
// Output per call: { results: [bits], trap: code, shadow: [hex], memory: [hex] }.
'use strict';
const fs = require('fs');
const spec = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const mod = new WebAssembly.Module(fs.readFileSync(spec.wasm));
const env = {};
for (const k of Object.getOwnPropertyNames(Math)) {
  if (typeof Math[k] === 'function') {
    env[k] = Math[k];
    env[k + 'f'] = (...a) => Math.fround(Math[k](...a));
  }
}
for (const imp of WebAssembly.Module.imports(mod)) {
  if (!(imp.name in env)) env[imp.name] = () => { throw new Error(`import ${imp.name} is not provided`); };
}
const dv = new DataView(new ArrayBuffer(8));
function toJs([ty, v], base) {
  switch (ty) {
    case 'i32': return Number(BigInt.asIntN(32, BigInt(v)));
    case 'i64': return BigInt.asIntN(64, BigInt(v));
    case 'addr': return base + Number(v);
    case 'f32': dv.setUint32(0, Number(BigInt(v)), true); return dv.getFloat32(0, true);
    case 'f64': dv.setBigUint64(0, BigInt(v), true); return dv.getFloat64(0, true);
  }
  throw new Error('bad type ' + ty);
}
function bits(ty, v) {
  switch (ty) {
    case 'i32': return String(v >>> 0);
    case 'i64': return BigInt.asUintN(64, v).toString();
    case 'f32': dv.setFloat32(0, v, true); return String(dv.getUint32(0, true));
    case 'f64': dv.setFloat64(0, v, true); return dv.getBigUint64(0, true).toString();
  }
  throw new Error('bad type ' + ty);
}
const out = [];
for (const c of spec.calls) {
  const inst = new WebAssembly.Instance(mod, { env });
  const ex = inst.exports;
  // Memory 0 of a wasm instance (record at `vm`): its bytes in the
  // output's memory start at the 8-byte pointer stored in the record.
  const memBase = (vm) => Number(new DataView(ex.memory.buffer).getBigUint64(vm + spec.memory_base, true));
  const bytes = () => new Uint8Array(ex.memory.buffer);
  const vm = ex.__zyme_wasm_instantiate();
  const old = ex.__zyme_wasm_memory_grow(vm, 0, c.grow_pages);
  if (old < 0) throw new Error('memory.grow failed');
  const base = old * 65536;
  for (const [off, hex] of c.data) bytes().set(Buffer.from(hex, 'hex'), memBase(vm) + base + off);
  const sh = ex.__zyme_wasm_shadow(vm);
  for (const [off, hex] of c.seeds) bytes().set(Buffer.from(hex, 'hex'), memBase(sh) + base + off);
  const args = c.args.map((a) => toJs(a, base));
  let r = c.derivative ? ex[c.func](vm, sh, ...args) : ex[c.func](vm, ...args);
  r = c.results.length === 1 ? [r] : c.results.length === 0 ? [] : Array.from(r);
  const trap = new DataView(ex.memory.buffer).getInt32(vm, true);
  const slice = (at, off, len) => Buffer.from(bytes().slice(at + base + off, at + base + off + len)).toString('hex');
  out.push({
    results: r.map((v, i) => bits(c.results[i], v)),
    trap,
    shadow: c.read.map(([off, len]) => slice(memBase(sh), off, len)),
    memory: c.read.map(([off, len]) => slice(memBase(vm), off, len)),
  });
}
process.stdout.write(JSON.stringify(out) + '\n');
