//! `zyme gradbench`: a GradBench tool speaking the JSON-lines protocol on
//! stdin/stdout (`../shared/GRADBENCH.md` §2–§3). Each eval zyme knows is
//! C compiled to LLVM IR (`benches/gradbench/*.c`, embedded), its
//! derivative synthesized by zyme through the Enzyme ABI when the eval is
//! defined (timed as `prepare`), and run through the JIT until both
//! `min_runs` and `min_seconds` are met, one `evaluate` timing per run.
//! Evals it does not know get `success: false` on `define`.

use serde_json::{json, Value as Json};
use std::collections::HashMap;
use std::io::{BufRead, Write};
use std::time::{Duration, Instant};

#[path = "../../../benches/gradbench/abi.rs"]
mod abi;
use abi::*;

/// The evals and the IR that implements them.
const EVALS: &[(&str, &str)] = &[
    ("lse", include_str!("../../../benches/gradbench/lse.ll")),
    ("llsq", include_str!("../../../benches/gradbench/llsq.ll")),
    ("det", include_str!("../../../benches/gradbench/det.ll")),
    ("ode", include_str!("../../../benches/gradbench/ode.ll")),
    (
        "kmeans",
        include_str!("../../../benches/gradbench/kmeans.ll"),
    ),
    ("gmm", include_str!("../../../benches/gradbench/gmm.ll")),
    ("lstm", include_str!("../../../benches/gradbench/lstm.ll")),
    ("ba", include_str!("../../../benches/gradbench/ba.ll")),
    ("ht", include_str!("../../../benches/gradbench/ht.ll")),
    (
        "saddle",
        include_str!("../../../benches/gradbench/nested.ll"),
    ),
    (
        "particle",
        include_str!("../../../benches/gradbench/nested.ll"),
    ),
];

/// An ht input, flattened; `HandData` points into it.
struct Hand {
    theta: Vec<f64>,
    us: Vec<f64>,
    bones: usize,
    nverts: usize,
    npts: usize,
    parents: Vec<i32>,
    base_relatives: Vec<f64>,
    inverse_base_absolutes: Vec<f64>,
    base_positions: Vec<f64>,
    weights: Vec<f64>,
    is_mirrored: bool,
    correspondences: Vec<i32>,
    points: Vec<f64>,
    triangles: Vec<i32>,
}

fn ints(v: &Json, key: &str) -> Result<Vec<i32>, String> {
    let flat = flat_numbers(v.get(key).ok_or_else(|| format!("input needs `{key}`"))?)?;
    flat.iter()
        .map(|&x| {
            (x.fract() == 0.0 && x.abs() < i32::MAX as f64)
                .then_some(x as i32)
                .ok_or_else(|| format!("`{key}` must hold integers"))
        })
        .collect()
}

/// Every number of nested arrays, in order.
fn flat_numbers(v: &Json) -> Result<Vec<f64>, String> {
    match v {
        Json::Array(a) => {
            let mut out = Vec::new();
            for x in a {
                out.extend(flat_numbers(x)?);
            }
            Ok(out)
        }
        Json::Number(n) => Ok(vec![n.as_f64().unwrap_or(f64::NAN)]),
        _ => Err("expected numbers".into()),
    }
}

impl Hand {
    fn parse(input: &Json) -> Result<Hand, String> {
        let theta = floats(input, "theta")?;
        if theta.len() != 26 {
            return Err("`theta` must hold 26 numbers".into());
        }
        let data = input.get("data").ok_or("input needs `data`")?;
        let model = data.get("model").ok_or("`data` needs a `model`")?;
        let parents = ints(model, "parents")?;
        let bones = parents.len();
        let get = |k: &str| -> Result<Vec<f64>, String> {
            flat_numbers(
                model
                    .get(k)
                    .ok_or_else(|| format!("the model needs `{k}`"))?,
            )
        };
        let base_relatives = get("base_relatives")?;
        let inverse_base_absolutes = get("inverse_base_absolutes")?;
        let base_positions = get("base_positions")?;
        let weights = get("weights")?;
        let nverts = base_positions.len() / 4;
        if bones < 1
            || parents
                .iter()
                .enumerate()
                .any(|(i, &p)| p < -1 || p >= i as i32)
            || base_relatives.len() != 16 * bones
            || inverse_base_absolutes.len() != 16 * bones
            || base_positions.len() != 4 * nverts
            || weights.len() != bones * nverts
        {
            return Err("the model's bones, matrices, positions and weights do not agree".into());
        }
        let triangles = ints(model, "triangles")?;
        let correspondences = ints(data, "correspondences")?;
        let points = flat_numbers(data.get("points").ok_or("`data` needs `points`")?)?;
        let npts = correspondences.len();
        let us = flat_numbers(input.get("us").unwrap_or(&Json::Array(Vec::new())))?;
        let ntri = triangles.len() / 3;
        let limit = if us.is_empty() { nverts } else { ntri };
        if points.len() != 3 * npts
            || !(us.is_empty() || us.len() == 2 * npts)
            || correspondences
                .iter()
                .any(|&c| c < 0 || c as usize >= limit)
            || triangles.iter().any(|&t| t < 0 || t as usize >= nverts)
        {
            return Err("points, correspondences, triangles and us do not agree".into());
        }
        Ok(Hand {
            theta,
            us,
            bones,
            nverts,
            npts,
            parents,
            base_relatives,
            inverse_base_absolutes,
            base_positions,
            weights,
            is_mirrored: model
                .get("is_mirrored")
                .and_then(Json::as_bool)
                .unwrap_or(false),
            correspondences,
            points,
            triangles,
        })
    }

    fn data(&self) -> HandData {
        HandData {
            bones: self.bones as i32,
            nverts: self.nverts as i32,
            npts: self.npts as i32,
            parents: self.parents.as_ptr(),
            base_relatives: self.base_relatives.as_ptr(),
            inverse_base_absolutes: self.inverse_base_absolutes.as_ptr(),
            base_positions: self.base_positions.as_ptr(),
            weights: self.weights.as_ptr(),
            is_mirrored: self.is_mirrored as i32,
            correspondences: self.correspondences.as_ptr(),
            points: self.points.as_ptr(),
            triangles: self.triangles.as_ptr(),
        }
    }

    /// `us`, or null for the simple variant.
    fn us_ptr(&self) -> *const f64 {
        if self.us.is_empty() {
            std::ptr::null()
        } else {
            self.us.as_ptr()
        }
    }
}

/// A `Float[rows][cols]` input, flattened row-major, with its shape.
fn matrix(input: &Json, key: &str) -> Result<(Vec<f64>, usize, usize), String> {
    let rows = input
        .get(key)
        .and_then(Json::as_array)
        .ok_or_else(|| format!("input needs a matrix `{key}`"))?;
    let cols = rows.first().and_then(Json::as_array).map_or(0, Vec::len);
    let mut out = Vec::with_capacity(rows.len() * cols);
    for r in rows {
        let r = r
            .as_array()
            .filter(|r| r.len() == cols)
            .ok_or_else(|| format!("`{key}` is not rectangular"))?;
        for v in r {
            out.push(
                v.as_f64()
                    .ok_or_else(|| format!("`{key}` holds a non-number"))?,
            );
        }
    }
    Ok((out, rows.len(), cols))
}

/// Runs `f` until both `min_runs` and `min_seconds` are met; the last
/// output and one timing per run.
fn repeat<T>(input: &Json, mut f: impl FnMut() -> T) -> (T, Vec<Json>) {
    let min_runs = input
        .get("min_runs")
        .and_then(Json::as_u64)
        .unwrap_or(1)
        .max(1);
    let min_seconds = input
        .get("min_seconds")
        .and_then(Json::as_f64)
        .unwrap_or(0.0);
    let mut timings = Vec::new();
    let mut total = Duration::ZERO;
    let mut runs = 0;
    loop {
        let t = Instant::now();
        let out = f();
        let d = t.elapsed();
        total += d;
        runs += 1;
        timings.push(json!({"name": "evaluate", "nanoseconds": d.as_nanos() as u64}));
        if runs >= min_runs && total.as_secs_f64() >= min_seconds {
            return (out, timings);
        }
    }
}

fn int(input: &Json, key: &str) -> Result<i64, String> {
    input
        .get(key)
        .and_then(Json::as_i64)
        .ok_or_else(|| format!("input needs an integer `{key}`"))
}

/// A matrix input that must have `rows` rows of `cols` numbers.
fn matrix_of(input: &Json, key: &str, rows: usize, cols: usize) -> Result<Vec<f64>, String> {
    let (m, r, c) = matrix(input, key)?;
    if r != rows || (c != cols && rows > 0) {
        return Err(format!("`{key}` must be {rows}×{cols}, not {r}×{c}"));
    }
    Ok(m)
}

/// The first 30 entries and the last of `v` (GradBench's truncated
/// sparse-matrix output).
fn truncated<T: Copy + Into<Json>>(v: &[T]) -> Json {
    let mut out: Vec<Json> = v.iter().take(30).map(|&x| x.into()).collect();
    if v.len() > 30 {
        out.push(v[v.len() - 1].into());
    }
    Json::Array(out)
}

/// `rows` rows of `cols` numbers, as JSON.
fn rows_json(v: &[f64], rows: usize, cols: usize) -> Json {
    json!((0..rows)
        .map(|r| &v[r * cols..(r + 1) * cols])
        .collect::<Vec<_>>())
}

/// An array the eval indexes from its first element, which must have one
/// (and whose length is an `int` in C).
fn nonempty(v: Vec<f64>, key: &str) -> Result<Vec<f64>, String> {
    if v.is_empty() {
        return Err(format!("`{key}` must not be empty"));
    }
    if v.len() > i32::MAX as usize {
        return Err(format!("`{key}` is longer than a C int can count"));
    }
    Ok(v)
}

fn floats(input: &Json, key: &str) -> Result<Vec<f64>, String> {
    input
        .get(key)
        .and_then(Json::as_array)
        .ok_or_else(|| format!("input needs an array `{key}`"))?
        .iter()
        .map(|v| {
            v.as_f64()
                .ok_or_else(|| format!("`{key}` holds a non-number"))
        })
        .collect()
}

/// A defined eval: its compiled code (kept alive) and how to call it.
struct Defined {
    jit: zyme::Jit,
}

impl Defined {
    fn evaluate(
        &self,
        module: &str,
        function: &str,
        input: &Json,
    ) -> Result<(Json, Vec<Json>), String> {
        let get = |e: zyme::CompileError| e.to_string();
        match (module, function) {
            ("lse", "primal") => {
                let x = nonempty(floats(input, "x")?, "x")?;
                let f = self.jit.get::<Primal1>("lse_primal").map_err(get)?;
                let (y, t) = repeat(input, || f.call(x.as_ptr(), x.len() as i32));
                Ok((json!(y), t))
            }
            ("lse", "gradient") => {
                let x = nonempty(floats(input, "x")?, "x")?;
                let g = self.jit.get::<Grad1>("lse_gradient").map_err(get)?;
                let mut out = vec![0.0; x.len()];
                let ((), t) = repeat(input, || {
                    g.call(x.as_ptr(), x.len() as i32, out.as_mut_ptr())
                });
                Ok((json!(out), t))
            }
            ("llsq", "primal") | ("llsq", "gradient") => {
                let x = nonempty(floats(input, "x")?, "x")?;
                let n = input
                    .get("n")
                    .and_then(Json::as_i64)
                    .filter(|n| (2..=i64::from(i32::MAX)).contains(n))
                    .ok_or("input needs an integer `n` >= 2 (the points t_i = -1 + 2i/(n-1))")?
                    as i32;
                let m = x.len() as i32;
                if function == "primal" {
                    let f = self.jit.get::<Primal2>("llsq_primal").map_err(get)?;
                    let (y, t) = repeat(input, || f.call(x.as_ptr(), m, n));
                    Ok((json!(y), t))
                } else {
                    let g = self.jit.get::<Grad2>("llsq_gradient").map_err(get)?;
                    let mut out = vec![0.0; x.len()];
                    let ((), t) = repeat(input, || g.call(x.as_ptr(), m, n, out.as_mut_ptr()));
                    Ok((json!(out), t))
                }
            }
            ("det", "primal") | ("det", "gradient") => {
                let a = floats(input, "A")?;
                let ell = input
                    .get("ell")
                    .and_then(Json::as_i64)
                    .ok_or("input needs an integer `ell`")?;
                if !(1..=16).contains(&ell) || a.len() != (ell * ell) as usize {
                    return Err(format!(
                        "`A` must hold ell² numbers for 1 <= ell <= 16 (ell = {ell})"
                    ));
                }
                let ell = ell as i32;
                if function == "primal" {
                    let f = self.jit.get::<Primal1>("det_primal").map_err(get)?;
                    let (y, t) = repeat(input, || f.call(a.as_ptr(), ell));
                    Ok((json!(y), t))
                } else {
                    let g = self.jit.get::<Grad1>("det_gradient").map_err(get)?;
                    let mut out = vec![0.0; a.len()];
                    let ((), t) = repeat(input, || g.call(a.as_ptr(), ell, out.as_mut_ptr()));
                    Ok((json!(out), t))
                }
            }
            ("ode", "primal") | ("ode", "gradient") => {
                let x = floats(input, "x")?;
                let steps = input
                    .get("s")
                    .and_then(Json::as_i64)
                    .filter(|&s| s >= 1)
                    .ok_or("input needs a positive integer `s`")?
                    as i32;
                if x.is_empty() {
                    return Err("`x` must not be empty".into());
                }
                let n = x.len() as i32;
                let mut out = vec![0.0; x.len()];
                let t = if function == "primal" {
                    let f = self.jit.get::<OdePrimal>("ode_primal").map_err(get)?;
                    repeat(input, || f.call(x.as_ptr(), n, steps, out.as_mut_ptr())).1
                } else {
                    let g = self.jit.get::<Grad2>("ode_gradient").map_err(get)?;
                    repeat(input, || g.call(x.as_ptr(), n, steps, out.as_mut_ptr())).1
                };
                Ok((json!(out), t))
            }
            ("kmeans", "cost") | ("kmeans", "dir") => {
                let (p, n, d) = matrix(input, "points")?;
                let (c, k, dc) = matrix(input, "centroids")?;
                if d != dc || k == 0 || n == 0 {
                    return Err("points and centroids must be non-empty with the same width".into());
                }
                let (n, k, d32) = (n as i32, k as i32, d as i32);
                if function == "cost" {
                    let f = self.jit.get::<KmeansCost>("kmeans_cost").map_err(get)?;
                    let (y, t) = repeat(input, || f.call(p.as_ptr(), c.as_ptr(), n, k, d32));
                    Ok((json!(y), t))
                } else {
                    let g = self.jit.get::<KmeansDir>("kmeans_dir").map_err(get)?;
                    let mut out = vec![0.0; c.len()];
                    let ((), t) = repeat(input, || {
                        g.call(p.as_ptr(), c.as_ptr(), n, k, d32, out.as_mut_ptr())
                    });
                    let rows: Vec<&[f64]> = out.chunks(d).collect();
                    Ok((json!(rows), t))
                }
            }
            ("gmm", "objective") | ("gmm", "jacobian") => {
                let (d, k, n) = (int(input, "d")?, int(input, "k")?, int(input, "n")?);
                if d < 1 || k < 1 || n < 1 {
                    return Err("gmm needs d, k, n >= 1".into());
                }
                let (du, ku, nu) = (d as usize, k as usize, n as usize);
                let lsz = du * (du - 1) / 2;
                let x = matrix_of(input, "x", nu, du)?;
                let alpha = floats(input, "alpha")?;
                if alpha.len() != ku {
                    return Err(format!("`alpha` must hold k = {k} numbers"));
                }
                let mu = matrix_of(input, "mu", ku, du)?;
                let q = matrix_of(input, "q", ku, du)?;
                let l = if lsz == 0 {
                    Vec::new()
                } else {
                    matrix_of(input, "l", ku, lsz)?
                };
                let m = int(input, "m")? as i32;
                let gamma = input
                    .get("gamma")
                    .and_then(Json::as_f64)
                    .ok_or("input needs a number `gamma`")?;
                let (d, k, n) = (d as i32, k as i32, n as i32);
                if function == "objective" {
                    let f = self.jit.get::<GmmObjective>("gmm_objective").map_err(get)?;
                    let (y, t) = repeat(input, || {
                        f.call(
                            d,
                            k,
                            n,
                            alpha.as_ptr(),
                            mu.as_ptr(),
                            q.as_ptr(),
                            l.as_ptr(),
                            x.as_ptr(),
                            gamma,
                            m,
                        )
                    });
                    Ok((json!(y), t))
                } else {
                    let g = self.jit.get::<GmmGradient>("gmm_gradient").map_err(get)?;
                    let (mut da, mut dm) = (vec![0.0; ku], vec![0.0; ku * du]);
                    let (mut dq, mut dl) = (vec![0.0; ku * du], vec![0.0; ku * lsz]);
                    let ((), t) = repeat(input, || {
                        g.call(
                            d,
                            k,
                            n,
                            alpha.as_ptr(),
                            mu.as_ptr(),
                            q.as_ptr(),
                            l.as_ptr(),
                            x.as_ptr(),
                            gamma,
                            m,
                            da.as_mut_ptr(),
                            dm.as_mut_ptr(),
                            dq.as_mut_ptr(),
                            dl.as_mut_ptr(),
                        )
                    });
                    let out = json!({
                        "alpha": da,
                        "mu": rows_json(&dm, ku, du),
                        "q": rows_json(&dq, ku, du),
                        "l": rows_json(&dl, ku, lsz),
                    });
                    Ok((out, t))
                }
            }
            ("ba", "objective") | ("ba", "jacobian") => {
                let (n, m, p) = (int(input, "n")?, int(input, "m")?, int(input, "p")?);
                if n < 1 || m < 1 || p < 1 || p > i32::MAX as i64 / 31 {
                    return Err("ba needs n, m, p >= 1".into());
                }
                let (nu, mu, pu) = (n as usize, m as usize, p as usize);
                let cam = floats(input, "cam")?;
                let x = floats(input, "x")?;
                let feat = floats(input, "feat")?;
                let w = input
                    .get("w")
                    .and_then(Json::as_f64)
                    .ok_or("input needs a number `w`")?;
                if cam.len() != 11 || x.len() != 3 || feat.len() != 2 {
                    return Err("ba needs cam[11], x[3] and feat[2]".into());
                }
                // The replicated input expanded: the derivative must not
                // exploit the replication.
                let cams: Vec<f64> = cam.iter().copied().cycle().take(11 * nu).collect();
                let xs: Vec<f64> = x.iter().copied().cycle().take(3 * mu).collect();
                let ws = vec![w; pu];
                let feats: Vec<f64> = feat.iter().copied().cycle().take(2 * pu).collect();
                let (n, m, p) = (n as i32, m as i32, p as i32);
                if function == "objective" {
                    let f = self.jit.get::<BaObjective>("ba_objective").map_err(get)?;
                    let (mut reproj, mut werr) = (vec![0.0; 2 * pu], vec![0.0; pu]);
                    let ((), t) = repeat(input, || {
                        f.call(
                            n,
                            m,
                            p,
                            cams.as_ptr(),
                            xs.as_ptr(),
                            ws.as_ptr(),
                            feats.as_ptr(),
                            reproj.as_mut_ptr(),
                            werr.as_mut_ptr(),
                        )
                    });
                    let out = json!({
                        "reproj_error": {"elements": [reproj[0], reproj[1]], "repeated": p},
                        "w_err": {"element": werr[0], "repeated": p},
                    });
                    Ok((out, t))
                } else {
                    let j = self.jit.get::<BaJacobian>("ba_jacobian").map_err(get)?;
                    let mut rows = vec![0i32; 3 * pu + 1];
                    let mut cols = vec![0i32; 31 * pu];
                    let mut vals = vec![0.0; 31 * pu];
                    let ((), t) = repeat(input, || {
                        j.call(
                            n,
                            m,
                            p,
                            cams.as_ptr(),
                            xs.as_ptr(),
                            ws.as_ptr(),
                            feats.as_ptr(),
                            rows.as_mut_ptr(),
                            cols.as_mut_ptr(),
                            vals.as_mut_ptr(),
                        )
                    });
                    let out = json!({
                        "rows": truncated(&rows),
                        "cols": truncated(&cols),
                        "vals": truncated(&vals),
                    });
                    Ok((out, t))
                }
            }
            ("ht", "objective") | ("ht", "jacobian") => {
                let hand = Hand::parse(input)?;
                let data = hand.data();
                let rows = 3 * hand.npts;
                if function == "objective" {
                    let f = self.jit.get::<HandFn>("ht_objective").map_err(get)?;
                    let mut err = vec![0.0; rows];
                    let ((), t) = repeat(input, || {
                        f.call(hand.theta.as_ptr(), hand.us_ptr(), &data, err.as_mut_ptr())
                    });
                    Ok((json!(err), t))
                } else {
                    let j = self.jit.get::<HandFn>("ht_jacobian").map_err(get)?;
                    let cols = if hand.us.is_empty() { 26 } else { 28 };
                    let mut jac = vec![0.0; rows * cols];
                    let ((), t) = repeat(input, || {
                        j.call(hand.theta.as_ptr(), hand.us_ptr(), &data, jac.as_mut_ptr())
                    });
                    Ok((rows_json(&jac, rows, cols), t))
                }
            }
            ("saddle", "rr" | "rf" | "fr" | "ff") => {
                let start = floats(input, "start")?;
                if start.len() != 2 {
                    return Err("`start` must hold two numbers".into());
                }
                let f = self
                    .jit
                    .get::<Saddle>(&format!("saddle_{function}"))
                    .map_err(get)?;
                let mut out = [0.0; 4];
                let ((), t) = repeat(input, || f.call(start.as_ptr(), out.as_mut_ptr()));
                Ok((json!(out), t))
            }
            ("particle", "rr" | "rf" | "fr" | "ff") => {
                let w = input
                    .get("w")
                    .and_then(Json::as_f64)
                    .ok_or("input needs a number `w`")?;
                let f = self
                    .jit
                    .get::<Particle>(&format!("particle_{function}"))
                    .map_err(get)?;
                let (y, t) = repeat(input, || f.call(w));
                Ok((json!(y), t))
            }
            ("lstm", "objective") | ("lstm", "jacobian") => {
                let (mp, rows2l, cols4b) = matrix(input, "main_params")?;
                if rows2l == 0 || rows2l % 2 != 0 || cols4b == 0 || cols4b % 4 != 0 {
                    return Err("`main_params` must be 2l × 4b".into());
                }
                let (l, b) = (rows2l / 2, cols4b / 4);
                let ep = matrix_of(input, "extra_params", 3, b)?;
                let state = matrix_of(input, "state", 2 * l, b)?;
                let (seq, c, sb) = matrix(input, "sequence")?;
                if sb != b || c < 2 {
                    return Err(format!("`sequence` must be c × {b} with c >= 2"));
                }
                let (l32, c32, b32) = (l as i32, c as i32, b as i32);
                if function == "objective" {
                    let f = self
                        .jit
                        .get::<LstmObjective>("lstm_objective")
                        .map_err(get)?;
                    let (y, t) = repeat(input, || {
                        f.call(
                            l32,
                            c32,
                            b32,
                            mp.as_ptr(),
                            ep.as_ptr(),
                            state.as_ptr(),
                            seq.as_ptr(),
                        )
                    });
                    Ok((json!(y), t))
                } else {
                    let g = self.jit.get::<LstmGradient>("lstm_gradient").map_err(get)?;
                    let mut out = vec![0.0; 8 * l * b + 3 * b];
                    let ((), t) = repeat(input, || {
                        g.call(
                            l32,
                            c32,
                            b32,
                            mp.as_ptr(),
                            ep.as_ptr(),
                            state.as_ptr(),
                            seq.as_ptr(),
                            out.as_mut_ptr(),
                        )
                    });
                    Ok((json!(out), t))
                }
            }
            _ => Err(format!("{module} has no function `{function}`")),
        }
    }
}

/// The response to one message.
fn respond(msg: &Json, defined: &mut HashMap<String, Defined>, pipeline: zyme::AdPipeline) -> Json {
    let id = msg.get("id").cloned().unwrap_or(Json::Null);
    let module = msg.get("module").and_then(Json::as_str).unwrap_or("");
    match msg.get("kind").and_then(Json::as_str) {
        Some("start") => json!({"id": id, "tool": "zyme"}),
        Some("define") => {
            if module == "hello" {
                return json!({"id": id, "success": true});
            }
            let Some((_, ll)) = EVALS.iter().find(|(name, _)| *name == module) else {
                return json!({"id": id, "success": false});
            };
            let t = Instant::now();
            let loaded = zyme::from_ll_with(ll, &format!("{module}.ll"), pipeline)
                .map_err(|e| e.to_string())
                .and_then(|m| zyme::Jit::compile(&m).map_err(|e| e.to_string()));
            match loaded {
                Ok(jit) => {
                    let ns = t.elapsed().as_nanos() as u64;
                    defined.insert(module.to_string(), Defined { jit });
                    json!({"id": id, "success": true, "timings": [{"name": "prepare", "nanoseconds": ns}]})
                }
                Err(e) => json!({"id": id, "success": false, "error": e}),
            }
        }
        Some("evaluate") => {
            let function = msg.get("function").and_then(Json::as_str).unwrap_or("");
            let input = msg.get("input").cloned().unwrap_or(Json::Null);
            if module == "hello" {
                let Some(x) = input.as_f64() else {
                    return json!({"id": id, "success": false, "error": "hello takes a number"});
                };
                let (y, t) = repeat(&Json::Null, || match function {
                    "square" => Some(x * x),
                    "double" => Some(2.0 * x),
                    _ => None,
                });
                return match y {
                    Some(y) => json!({"id": id, "success": true, "output": y, "timings": t}),
                    None => {
                        json!({"id": id, "success": false, "error": format!("hello has no function `{function}`")})
                    }
                };
            }
            let Some(d) = defined.get(module) else {
                return json!({"id": id, "success": false, "error": format!("{module} is not defined")});
            };
            match d.evaluate(module, function, &input) {
                Ok((output, timings)) => {
                    json!({"id": id, "success": true, "output": output, "timings": timings})
                }
                Err(e) => json!({"id": id, "success": false, "error": e}),
            }
        }
        // `analysis` and kinds added after this tool was written.
        _ => json!({"id": id}),
    }
}

/// Serves the protocol until stdin closes; `pipeline` as `--ad-opt` and
/// `--cache` say.
pub fn gradbench(pipeline: zyme::AdPipeline) -> Result<(), String> {
    let stdin = std::io::stdin();
    let mut stdout = std::io::stdout().lock();
    let mut defined = HashMap::new();
    for line in stdin.lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        if line.trim().is_empty() {
            continue;
        }
        let msg: Json =
            serde_json::from_str(&line).map_err(|e| format!("not a JSON message: {e}"))?;
        let out = respond(&msg, &mut defined, pipeline);
        writeln!(stdout, "{out}").map_err(|e| e.to_string())?;
        stdout.flush().map_err(|e| e.to_string())?;
    }
    Ok(())
}
