// The `env` imports of the wasm corpus, for Node: the C math functions
// wasm lacks, from Math (erf by Abramowitz–Stegun is not exact: tests that
// compare results use programs whose outputs do not depend on it, or
// compare with tolerance).
function erf(x) {
  const s = Math.sign(x); x = Math.abs(x);
  const t = 1 / (1 + 0.3275911 * x);
  const y = 1 - (((((1.061405429 * t - 1.453152027) * t) + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x);
  return s * y;
}
module.exports = {
  env: {
    sin: Math.sin, cos: Math.cos, tan: Math.tan, exp: Math.exp, log: Math.log,
    pow: Math.pow, hypot: Math.hypot, sqrt: Math.sqrt, exp2: (x) => 2 ** x,
    fmax: (a, b) => (Number.isNaN(a) ? b : Number.isNaN(b) ? a : Math.max(a, b)),
    lround: (x) => Math.sign(x) * Math.round(Math.abs(x)),
    ldexp: (x, n) => x * 2 ** n, erf,
  },
};
