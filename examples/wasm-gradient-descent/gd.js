// Gradient descent in the browser on GradBench's llsq model: the loss is
// the model's own export (model.wasm), its gradient the export of the
// module zyme wrote (gradient.wasm). No build step: open index.html from
// any static file server.
//
// llsq(x) = ½ Σ_i (s_i − Σ_j x_j t_i^j)², t_i = −1 + 2i/(n−1), s_i = sign(t_i):
// fitting a polynomial of m coefficients to a step.
'use strict';

const M = 6, N = 64, STEPS = 300, RATE = 0.02;

async function instantiate(url) {
  const bytes = await (await fetch(url)).arrayBuffer();
  return (await WebAssembly.instantiate(bytes, { env: {} })).instance.exports;
}

// The model: x at the end of its memory, the loss its export.
function modelLoss(model) {
  const at = model.memory.buffer.byteLength;
  model.memory.grow(1);
  return (x) => {
    new Float64Array(model.memory.buffer, at, M).set(x);
    return model.llsq_primal(at, M, N);
  };
}

// The gradient module holds an instance of the model (its record at vm:
// memory 0's base is the 8 bytes at vm + 16, its size at vm + 24) and a
// shadow instance (sh) whose memory receives ∂loss/∂x.
function modelGradient(g) {
  const u64 = (addr) => Number(new DataView(g.memory.buffer).getBigUint64(addr, true));
  const vm = g.__zyme_wasm_instantiate();
  const at = u64(vm + 24);
  if (g.__zyme_wasm_memory_grow(vm, 0, 1) < 0) throw new Error('memory.grow failed');
  const sh = g.__zyme_wasm_shadow(vm);
  const derivative = g['__zyme_autodiff.0.llsq_primal'];
  return (x) => {
    new Float64Array(g.memory.buffer, u64(vm + 16) + at, M).set(x);
    const shadow = () => new Float64Array(g.memory.buffer, u64(sh + 16) + at, M);
    shadow().fill(0);
    derivative(vm, sh, at, M, N);
    if (new DataView(g.memory.buffer).getInt32(vm, true) !== 0) throw new Error('the gradient trapped');
    return Array.from(shadow());
  };
}

function draw(canvas, losses) {
  const c = canvas.getContext('2d');
  const w = canvas.width, h = canvas.height, pad = 30;
  c.clearRect(0, 0, w, h);
  c.strokeStyle = '#888';
  c.strokeRect(pad, pad / 2, w - 1.5 * pad, h - 1.5 * pad);
  const lo = Math.log(Math.min(...losses)), hi = Math.log(Math.max(...losses));
  c.strokeStyle = '#c33';
  c.lineWidth = 2;
  c.beginPath();
  losses.forEach((l, i) => {
    const px = pad + (i / (losses.length - 1)) * (w - 1.5 * pad);
    const py = pad / 2 + (1 - (Math.log(l) - lo) / (hi - lo || 1)) * (h - 1.5 * pad);
    if (i === 0) c.moveTo(px, py); else c.lineTo(px, py);
  });
  c.stroke();
  c.fillStyle = '#333';
  c.fillText('loss (log scale) over ' + (losses.length - 1) + ' steps', pad, h - 5);
}

async function main() {
  const status = document.getElementById('status');
  try {
    const loss = modelLoss(await instantiate('model.wasm'));
    const grad = modelGradient(await instantiate('gradient.wasm'));
    let x = new Array(M).fill(0);
    const losses = [loss(x)];
    for (let step = 0; step < STEPS; step++) {
      const g = grad(x);
      x = x.map((xi, j) => xi - RATE * g[j]);
      losses.push(loss(x));
    }
    draw(document.getElementById('curve'), losses);
    const first = losses[0], last = losses[losses.length - 1];
    const fell = last < 0.5 * first;
    status.textContent = (fell ? 'loss fell' : 'loss did not fall') +
      `: ${first.toFixed(4)} → ${last.toFixed(4)} in ${STEPS} steps; x = [${x.map((v) => v.toFixed(3)).join(', ')}]`;
    status.dataset.result = fell ? 'fell' : 'flat';
  } catch (e) {
    status.textContent = 'error: ' + e;
    status.dataset.result = 'error';
  }
}

main();
