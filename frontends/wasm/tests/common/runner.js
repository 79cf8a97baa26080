// Runs calls of a wasm module written by zyme's writer, one fresh instance
// per call, and prints one line per call:
//   ok <result lanes> | <buffer hex>...     or     trap <message>
// Usage: node runner.js module.wasm job.txt
// The job holds, per call: `call NAME`, then `arg i32|i64|f32|f64 VALUE`
// (floats as bits in hex) or `arg buf HEX`, then `ret TYPES` (comma
// separated, may be empty), then `end`.
'use strict';
const fs = require('fs');
const [wasmPath, jobPath] = process.argv.slice(2);
const mod = new WebAssembly.Module(fs.readFileSync(wasmPath));
const env = {};
const unary = {
  sin: Math.sin, cos: Math.cos, tan: Math.tan, asin: Math.asin, acos: Math.acos,
  atan: Math.atan, sinh: Math.sinh, cosh: Math.cosh, tanh: Math.tanh,
  asinh: Math.asinh, acosh: Math.acosh, atanh: Math.atanh, exp: Math.exp,
  exp2: (x) => 2 ** x, exp10: (x) => 10 ** x, expm1: Math.expm1, log: Math.log,
  log2: Math.log2, log10: Math.log10, log1p: Math.log1p, cbrt: Math.cbrt,
};
// C's pow: 1 to any power and anything to ±0 is 1, (-1)^±inf is 1.
const cpow = (x, y) => (x === 1 || y === 0 || (x === -1 && Math.abs(y) === Infinity) ? 1 : Math.pow(x, y));
const binary = { pow: cpow, atan2: Math.atan2, hypot: Math.hypot, fmod: (a, b) => a % b };
for (const [k, f] of Object.entries(unary)) { env[k] = f; env[k + 'f'] = (x) => Math.fround(f(x)); }
for (const [k, f] of Object.entries(binary)) { env[k] = f; env[k + 'f'] = (x, y) => Math.fround(f(x, y)); }
for (const imp of WebAssembly.Module.imports(mod)) {
  if (!(imp.name in env)) env[imp.name] = () => { throw new Error(`import ${imp.name} is not provided`); };
}
const dv = new DataView(new ArrayBuffer(8));
function argValue(ty, text) {
  switch (ty) {
    case 'i32': return Number(BigInt.asIntN(32, BigInt(text)));
    case 'i64': return BigInt.asIntN(64, BigInt(text));
    case 'f32': dv.setUint32(0, Number(BigInt(text)), true); return dv.getFloat32(0, true);
    case 'f64': dv.setBigUint64(0, BigInt(text), true); return dv.getFloat64(0, true);
  }
  throw new Error('bad type ' + ty);
}
function resultBits(ty, v) {
  switch (ty) {
    case 'i32': return '0x' + (v >>> 0).toString(16);
    case 'i64': return '0x' + BigInt.asUintN(64, v).toString(16);
    case 'f32': dv.setFloat32(0, v, true); return '0x' + dv.getUint32(0, true).toString(16);
    case 'f64': dv.setFloat64(0, v, true); return '0x' + dv.getBigUint64(0, true).toString(16);
  }
  throw new Error('bad type ' + ty);
}
const hex = (bytes) => Buffer.from(bytes).toString('hex');
let call = null;
const out = [];
for (const line of fs.readFileSync(jobPath, 'utf8').split('\n')) {
  const [word, ...rest] = line.trim().split(' ');
  if (word === 'call') call = { func: rest[0], args: [], rets: [] };
  else if (word === 'arg') call.args.push([rest[0], rest[1] || '']);
  else if (word === 'ret') call.rets = rest.join('').split(',').filter((t) => t);
  else if (word === 'end') out.push(run(call));
}
function run(c) {
  try {
    const inst = new WebAssembly.Instance(mod, { env });
    const ex = inst.exports;
    const bufs = [];
    const args = c.args.map(([ty, v]) => {
      if (ty !== 'buf') return argValue(ty, v);
      const bytes = Buffer.from(v, 'hex');
      const p = ex.malloc(BigInt(Math.max(bytes.length, 1)));
      new Uint8Array(ex.memory.buffer, p, bytes.length).set(bytes);
      bufs.push([p, bytes.length]);
      return p;
    });
    let r = ex[c.func](...args);
    r = c.rets.length === 1 ? [r] : c.rets.length === 0 ? [] : Array.from(r);
    const lanes = r.map((v, i) => resultBits(c.rets[i], v));
    const mem = ex.memory.buffer;
    const after = bufs.map(([p, n]) => hex(new Uint8Array(mem, p, n)));
    return ['ok', ...lanes, '|', ...after].join(' ');
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) return 'trap ' + e.message;
    return 'error ' + String(e.message || e).replace(/\n/g, ' ');
  }
}
process.stdout.write(out.join('\n') + '\n');
