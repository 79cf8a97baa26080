#!/usr/bin/env python3
"""Writes the launch arguments (NAME.args.json), runs the C reference on
them and writes the results (NAME.expected.json) and the manifest
(kernels.json). Usage: gen.py PATH-TO-COMPILED-ref (regen.sh builds it).

`gen.py --check PATH-TO-COMPILED-simt` instead runs every launch under
the host SIMT emulator (ref/simt.cpp) and compares it with the expected
output within the kernel's tol; racy kernels are run and reported, not
compared.

Data is deterministic: a 32-bit LCG per kernel, floats as multiples of
1/1024 (exact in f32 and short in JSON)."""
import json
import os
import subprocess
import sys
import tempfile


class Rng:
    def __init__(self, seed):
        self.s = seed & 0xFFFFFFFF

    def next(self):
        self.s = (self.s * 1664525 + 1013904223) & 0xFFFFFFFF
        return self.s >> 8

    def uniform(self, lo, hi):
        """A multiple of 1/1024 in [lo, hi)."""
        steps = int((hi - lo) * 1024)
        return lo + (self.next() % steps) / 1024.0

    def floats(self, n, lo=-1.0, hi=1.0):
        return [self.uniform(lo, hi) for _ in range(n)]

    def ints(self, n, lo, hi):
        return [lo + self.next() % (hi - lo) for _ in range(n)]


def i32(v): return {"i32": v}
def f32(v): return {"f32": v}
def f32s(v): return {"f32[]": v}
def f64s(v): return {"f64[]": v}
def i32s(v): return {"i32[]": v}


def saxpy(r):
    n = 250
    return [i32(n), f32(1.5), f32s(r.floats(n)), f32s(r.floats(n))]


def dot(r):
    n = 256
    return [i32(n), f32s(r.floats(n)), f32s(r.floats(n)), f32s([0.0])]


def stencil1d(r):
    n = 256
    return [i32(n), f32s(r.floats(n)), f32s([0.0] * n)]


def stencil1d_inplace(r):
    n = 256
    return [i32(n), f32s(r.floats(n))]


def stencil2d(r):
    nx, ny = 16, 16
    return [i32(nx), i32(ny), f32s(r.floats(nx * ny)), f32s([0.0] * (nx * ny))]


def matmul(r):
    n = 16
    return [i32(n), f32s(r.floats(n * n)), f32s(r.floats(n * n)), f32s([0.0] * (n * n))]


def histogram(r):
    n, nbins = 256, 16
    return [i32(n), i32s(r.ints(n, 0, 1000)), i32(nbins), i32s([0] * nbins), i32s([0])]


def histogram_racy(r):
    n, nbins = 256, 16
    return [i32(n), i32s(r.ints(n, 0, 1000)), i32(nbins), i32s([0] * nbins)]


def nbody(r):
    n = 64
    pos = []
    for _ in range(n):
        pos += r.floats(3) + [r.uniform(0.5, 1.5)]
    return [i32(n), f32(0.01), f32s(pos), f32s([0.0] * (3 * n))]


def lbm(r):
    nx, ny = 16, 8
    w = [4 / 9] + [1 / 9] * 4 + [1 / 36] * 4
    f = []
    for q in range(9):
        # Near equilibrium at rest: w_q (1 + noise), rounded to 1/1024.
        f += [round(w[q] * (1 + r.uniform(-0.1, 0.1)) * 1024) / 1024 for _ in range(nx * ny)]
    return [i32(nx), i32(ny), f32(1.25), f32s(f), f32s([0.0] * (9 * nx * ny))]


def xsbench(r):
    nl, ne, nxs = 128, 64, 5
    egrid, e = [], 0.0
    for _ in range(ne):
        e += r.uniform(0.0625, 1.0)
        egrid.append(e)
    # Lookups strictly inside the grid.
    energies = [r.uniform(egrid[0], egrid[-1] - 0.001) for _ in range(nl)]
    energies = [min(max(x, egrid[0]), egrid[-1] - 1 / 1024) for x in energies]
    xs = r.floats(ne * nxs, 0.0, 4.0)
    conc = r.floats(nxs, 0.0, 1.0)
    return [i32(nl), i32(ne), f32s(energies), f32s(egrid), f32s(xs), f32s(conc),
            f32s([0.0] * (nl * nxs)), f32s([0.0] * nl)]


def softmax(r):
    rows, cols = 8, 96
    return [i32(cols), f32s(r.floats(rows * cols, -4.0, 4.0)), f32s([0.0] * (rows * cols))]


def layernorm(r):
    rows, cols = 8, 96
    return [i32(cols), f32(1e-5), f32s(r.floats(rows * cols, -2.0, 2.0)),
            f32s(r.floats(cols, 0.5, 1.5)), f32s(r.floats(cols, -0.5, 0.5)),
            f32s([0.0] * (rows * cols))]


def warp_reduce(r):
    n = 120
    return [i32(n), f32s(r.floats(n)), f32s([0.0])]


def warp_scan(r):
    n = 128
    return [i32s(r.ints(n, -50, 50)), i32s([0] * n), f64s(r.floats(n)), f64s([0.0] * n),
            i32s([0] * n)]


def minmax(r):
    n = 200
    return [i32(n), f32s(r.floats(n, -8.0, 8.0)), i32s(r.ints(n, -100000, 100000)),
            f32s([-100.0]), i32s([1 << 30])]


# name, args, grid, block, racy, tol, what the kernel shows
KERNELS = [
    ("saxpy", saxpy, [4, 1, 1], [64, 1, 1], False, 1e-6),
    ("dot", dot, [4, 1, 1], [64, 1, 1], False, 1e-5),
    ("dot_racy", dot, [4, 1, 1], [64, 1, 1], True, 1e-5),
    ("stencil1d", stencil1d, [4, 1, 1], [64, 1, 1], False, 1e-6),
    ("stencil1d_inplace", stencil1d_inplace, [4, 1, 1], [64, 1, 1], True, 1e-6),
    ("stencil2d", stencil2d, [2, 2, 1], [8, 8, 1], False, 1e-6),
    ("matmul", matmul, [2, 2, 1], [8, 8, 1], False, 1e-5),
    ("histogram", histogram, [4, 1, 1], [64, 1, 1], False, 0),
    ("histogram_racy", histogram_racy, [4, 1, 1], [64, 1, 1], True, 0),
    ("nbody", nbody, [2, 1, 1], [32, 1, 1], False, 1e-4),
    ("lbm", lbm, [2, 2, 1], [8, 4, 1], False, 1e-5),
    ("xsbench", xsbench, [2, 1, 1], [64, 1, 1], False, 1e-5),
    ("softmax", softmax, [8, 1, 1], [64, 1, 1], False, 1e-5),
    ("layernorm", layernorm, [8, 1, 1], [64, 1, 1], False, 1e-4),
    ("warp_reduce", warp_reduce, [2, 1, 1], [64, 1, 1], False, 1e-5),
    ("warp_scan", warp_scan, [2, 1, 1], [64, 1, 1], False, 1e-12),
    ("minmax", minmax, [4, 1, 1], [64, 1, 1], False, 0),
]


def to_text(args):
    lines = []
    for a in args:
        (ty, v), = a.items()
        if ty.endswith("[]"):
            lines.append(f"{ty} {len(v)} " + " ".join(repr(x) for x in v))
        else:
            lines.append(f"{ty} {v!r}")
    return "\n".join(lines) + "\n"


def from_text(text, like):
    out = []
    for line, a in zip(text.splitlines(), like):
        (ty, _), = a.items()
        parts = line.split()
        assert parts[0] == ty, (parts[0], ty)
        conv = float if ty.startswith("f") else int
        vals = [conv(x) for x in parts[1:]]
        out.append({ty: vals[1:] if ty.endswith("[]") else vals[0]})
    return out


def dump(path, value):
    with open(path, "w") as f:
        json.dump(value, f, separators=(",", ":"))
        f.write("\n")


def close(got, want, tol):
    if isinstance(want, list):
        return len(got) == len(want) and all(close(g, w, tol) for g, w in zip(got, want))
    if isinstance(want, int):
        return got == want
    return abs(got - want) <= tol * max(1.0, abs(want))


def check(simt):
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "kernels.json")) as f:
        manifest = json.load(f)
    bad = 0
    for e in manifest:
        with open(os.path.join(here, e["args"])) as f:
            args = json.load(f)
        with open(os.path.join(here, e["expected"])) as f:
            expected = json.load(f)
        with tempfile.TemporaryDirectory() as tmp:
            a, o = os.path.join(tmp, "args"), os.path.join(tmp, "out")
            with open(a, "w") as f:
                f.write(to_text(args))
            subprocess.run([simt, e["name"], a, o] + [str(x) for x in e["grid"] + e["block"]],
                           check=True, timeout=60)
            with open(o) as f:
                got = from_text(f.read(), args)
        same = all(close(list(g.values())[0], list(w.values())[0], e["tol"])
                   for g, w in zip(got, expected))
        if e["racy"]:
            print(f"{e['name']}: racy, emulator result {'matches' if same else 'differs'}")
        elif same:
            print(f"{e['name']}: ok")
        else:
            bad += 1
            print(f"{e['name']}: MISMATCH")
            for i, (g, w) in enumerate(zip(got, expected)):
                if not close(list(g.values())[0], list(w.values())[0], e["tol"]):
                    print(f"  argument {i}: got {str(g)[:300]}\n  want {str(w)[:300]}")
    sys.exit(1 if bad else 0)


def main():
    if sys.argv[1] == "--check":
        return check(os.path.abspath(sys.argv[2]))
    ref = os.path.abspath(sys.argv[1])
    here = os.path.dirname(os.path.abspath(__file__))
    manifest = []
    for seed, (name, make, grid, block, racy, tol) in enumerate(KERNELS):
        args = make(Rng(seed + 1))
        with tempfile.TemporaryDirectory() as tmp:
            a, o = os.path.join(tmp, "args"), os.path.join(tmp, "out")
            with open(a, "w") as f:
                f.write(to_text(args))
            subprocess.run([ref, name, a, o, str(grid[0]), str(grid[1]), str(block[0]),
                            str(block[1])], check=True)
            with open(o) as f:
                expected = from_text(f.read(), args)
        dump(os.path.join(here, f"{name}.args.json"), args)
        dump(os.path.join(here, f"{name}.expected.json"), expected)
        manifest.append({"name": name, "file": f"{name}.ll", "kernel": name, "grid": grid,
                         "block": block, "args": f"{name}.args.json",
                         "expected": f"{name}.expected.json", "racy": racy, "tol": tol})
    with open(os.path.join(here, "kernels.json"), "w") as f:
        json.dump(manifest, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
