//! `zyme gradbench` against a recorded session of the GradBench protocol
//! (`../shared/GRADBENCH.md` §2–§4): responses carry the message ids,
//! unknown evals are undefined, unknown kinds are acknowledged, runs
//! repeat until `min_runs`, and outputs match hand-written (manual)
//! derivatives to GradBench's tolerance |x−y| / max(1, |x|+|y|) ≤ 1e-4.

use serde_json::{json, Value};
use std::io::Write;
use std::process::{Command, Stdio};

fn session(messages: &[Value]) -> Vec<Value> {
    session_with(&[], messages)
}

/// [`session`] with global options before `gradbench` (`--cache memory`).
fn session_with(options: &[&str], messages: &[Value]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_zyme"))
        .args(options)
        .arg("gradbench")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for m in messages {
        writeln!(stdin, "{m}").unwrap();
    }
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("one JSON object per line"))
        .collect()
}

fn close(x: f64, y: f64) -> bool {
    (x - y).abs() / 1f64.max(x.abs() + y.abs()) <= 1e-4
}

fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

/// Deterministic pseudo-random numbers in [0, 1).
fn uniform(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        })
        .collect()
}

fn manual_lse(x: &[f64]) -> (f64, Vec<f64>) {
    let a = x.iter().cloned().fold(f64::MIN, f64::max);
    let s: f64 = x.iter().map(|v| (v - a).exp()).sum();
    (a + s.ln(), x.iter().map(|v| (v - a).exp() / s).collect())
}

fn manual_llsq(x: &[f64], n: usize) -> (f64, Vec<f64>) {
    let mut y = 0.0;
    let mut g = vec![0.0; x.len()];
    for i in 0..n {
        let t = -1.0 + 2.0 * i as f64 / (n - 1) as f64;
        let s = if t > 0.0 {
            1.0
        } else if t < 0.0 {
            -1.0
        } else {
            0.0
        };
        let p: f64 = x
            .iter()
            .enumerate()
            .map(|(j, xj)| xj * t.powi(j as i32))
            .sum();
        let r = s - p;
        y += r * r;
        for (j, gj) in g.iter_mut().enumerate() {
            *gj -= r * t.powi(j as i32);
        }
    }
    (0.5 * y, g)
}

/// `zyme --cache memory gradbench`: the tool takes the global options,
/// and lse's gradient with `exp` recomputed rather than taped matches the
/// manual one (softmax, every component clearly non-zero at n = 200).
#[test]
fn the_tool_takes_the_cache_policy() {
    let x = uniform(200, 5);
    let input = json!({"x": x, "min_runs": 1, "min_seconds": 0});
    let msgs = vec![
        json!({"id": 0, "kind": "start", "eval": "lse"}),
        json!({"id": 1, "kind": "define", "module": "lse"}),
        json!({"id": 2, "kind": "evaluate", "module": "lse", "function": "gradient", "input": input}),
    ];
    let r = session_with(&["--cache", "memory"], &msgs);
    assert_eq!(r[1]["success"], true, "{:?}", r[1]);
    let (_, lg) = manual_lse(&x);
    let g = floats(&r[2]["output"]);
    assert_eq!(g.len(), x.len());
    assert!(lg.iter().all(|v| v.abs() > 1e-4), "a non-trivial gradient");
    assert!(g.iter().zip(&lg).all(|(a, b)| close(*a, *b)), "{g:?}");
}

#[test]
fn protocol_session_with_lse_llsq_and_hello() {
    let x = uniform(1000, 7);
    let xl: Vec<f64> = uniform(16, 11);
    let runs = json!({"min_runs": 3, "min_seconds": 0});
    let mut lse_in = json!({"x": x});
    lse_in
        .as_object_mut()
        .unwrap()
        .extend(runs.as_object().unwrap().clone());
    let mut llsq_in = json!({"x": xl, "n": 64});
    llsq_in
        .as_object_mut()
        .unwrap()
        .extend(runs.as_object().unwrap().clone());
    let msgs = vec![
        json!({"id": 0, "kind": "start", "eval": "lse"}),
        json!({"id": 1, "kind": "define", "module": "lse"}),
        json!({"id": 2, "kind": "evaluate", "module": "lse", "function": "primal", "input": lse_in, "description": "n=1000"}),
        json!({"id": 3, "kind": "analysis", "of": 2, "valid": true}),
        json!({"id": 4, "kind": "evaluate", "module": "lse", "function": "gradient", "input": lse_in}),
        json!({"id": 5, "kind": "define", "module": "llsq"}),
        json!({"id": 6, "kind": "evaluate", "module": "llsq", "function": "primal", "input": llsq_in}),
        json!({"id": 7, "kind": "evaluate", "module": "llsq", "function": "gradient", "input": llsq_in}),
        json!({"id": 8, "kind": "define", "module": "gmm-not-known"}),
        json!({"id": 9, "kind": "some-future-kind"}),
        json!({"id": 10, "kind": "define", "module": "hello"}),
        json!({"id": 11, "kind": "evaluate", "module": "hello", "function": "square", "input": 3.0}),
        json!({"id": 12, "kind": "evaluate", "module": "hello", "function": "double", "input": 9.0}),
        json!({"id": 13, "kind": "evaluate", "module": "lse", "function": "nope", "input": lse_in}),
    ];
    let r = session(&msgs);
    assert_eq!(r.len(), msgs.len(), "one response per message");
    for (m, resp) in msgs.iter().zip(&r) {
        assert_eq!(resp["id"], m["id"], "ids match");
    }
    assert_eq!(r[0]["tool"], "zyme");
    assert_eq!(r[1]["success"], true);
    assert_eq!(r[1]["timings"][0]["name"], "prepare");
    // Three runs, one integer timing each.
    let t = r[2]["timings"].as_array().unwrap();
    assert_eq!(t.len(), 3);
    assert!(t
        .iter()
        .all(|t| t["name"] == "evaluate" && t["nanoseconds"].is_u64()));
    let (ly, lg) = manual_lse(&x);
    assert!(close(r[2]["output"].as_f64().unwrap(), ly));
    let g = floats(&r[4]["output"]);
    assert_eq!(g.len(), x.len());
    assert!(g.iter().zip(&lg).all(|(a, b)| close(*a, *b)));
    assert!(lg.iter().any(|v| v.abs() > 5e-4), "a non-trivial gradient");
    assert_eq!(r[3], json!({"id": 3}));
    let (qy, qg) = manual_llsq(&xl, 64);
    assert!(close(r[6]["output"].as_f64().unwrap(), qy));
    let g = floats(&r[7]["output"]);
    assert!(
        g.iter().zip(&qg).all(|(a, b)| close(*a, *b)),
        "{g:?} vs {qg:?}"
    );
    assert!(qg.iter().any(|v| v.abs() > 1e-2));
    assert_eq!(r[8], json!({"id": 8, "success": false}));
    assert_eq!(r[9], json!({"id": 9}));
    assert_eq!(r[11]["output"], 9.0);
    assert_eq!(r[12]["output"], 18.0);
    assert_eq!(r[13]["success"], false);
    assert!(r[13].get("output").is_none());
}

fn det(a: &[f64], n: usize) -> f64 {
    if n == 1 {
        return a[0];
    }
    let mut d = 0.0;
    for k in 0..n {
        let minor: Vec<f64> = (1..n)
            .flat_map(|i| (0..n).filter(move |&j| j != k).map(move |j| (i, j)))
            .map(|(i, j)| a[i * n + j])
            .collect();
        let sign = if k % 2 == 0 { 1.0 } else { -1.0 };
        d += sign * a[k] * det(&minor, n - 1);
    }
    d
}

/// ∂det/∂A_ij is the cofactor of (i, j).
fn manual_det_gradient(a: &[f64], n: usize) -> Vec<f64> {
    let mut g = vec![0.0; n * n];
    for i in 0..n {
        for j in 0..n {
            let minor: Vec<f64> = (0..n)
                .filter(|&r| r != i)
                .flat_map(|r| (0..n).filter(move |&c| c != j).map(move |c| (r, c)))
                .map(|(r, c)| a[r * n + c])
                .collect();
            let sign = if (i + j) % 2 == 0 { 1.0 } else { -1.0 };
            g[i * n + j] = sign * det(&minor, n - 1);
        }
    }
    g
}

#[test]
fn det_and_ode_match_manual_derivatives() {
    let ell = 5;
    let a = uniform(ell * ell, 3);
    let x: Vec<f64> = uniform(6, 5).iter().map(|v| 0.5 + v).collect();
    let msgs = vec![
        json!({"id": 0, "kind": "define", "module": "det"}),
        json!({"id": 1, "kind": "evaluate", "module": "det", "function": "primal", "input": {"A": a, "ell": ell, "min_runs": 1, "min_seconds": 0}}),
        json!({"id": 2, "kind": "evaluate", "module": "det", "function": "gradient", "input": {"A": a, "ell": ell, "min_runs": 2, "min_seconds": 0}}),
        json!({"id": 3, "kind": "define", "module": "ode"}),
        json!({"id": 4, "kind": "evaluate", "module": "ode", "function": "primal", "input": {"x": x, "s": 10, "min_runs": 1, "min_seconds": 0}}),
        json!({"id": 5, "kind": "evaluate", "module": "ode", "function": "gradient", "input": {"x": x, "s": 10, "min_runs": 1, "min_seconds": 0}}),
        json!({"id": 6, "kind": "evaluate", "module": "det", "function": "primal", "input": {"A": [1.0, 2.0], "ell": 2}}),
    ];
    let r = session(&msgs);
    assert!(close(r[1]["output"].as_f64().unwrap(), det(&a, ell)));
    let g = floats(&r[2]["output"]);
    let mg = manual_det_gradient(&a, ell);
    assert!(
        g.iter().zip(&mg).all(|(p, q)| close(*p, *q)),
        "{g:?} vs {mg:?}"
    );
    assert!(mg.iter().any(|v| v.abs() > 1e-3));
    // Closed form (RK4 is exact on these polynomials): y_r(2) = x0·2·Π_{i≥1} xi·2/(i+1),
    // and ∂y_last/∂xi = y_last/xi.
    let mut y = Vec::new();
    let mut acc = 2.0 * x[0];
    y.push(acc);
    for (i, xi) in x.iter().enumerate().skip(1) {
        acc *= xi * 2.0 / (i + 1) as f64;
        y.push(acc);
    }
    let out = floats(&r[4]["output"]);
    assert!(
        out.iter().zip(&y).all(|(p, q)| close(*p, *q)),
        "{out:?} vs {y:?}"
    );
    let last = *y.last().unwrap();
    let g = floats(&r[5]["output"]);
    assert!(
        g.iter().zip(&x).all(|(gi, xi)| close(*gi, last / xi)),
        "{g:?}"
    );
    assert_eq!(r[6]["success"], false, "a malformed input is refused");
}

/// kmeans: the Newton direction equals C_j − mean of the points nearest
/// to C_j (GRADBENCH.md §6.5), computed here by hand.
#[test]
fn kmeans_direction_matches_the_cluster_means() {
    let (n, k, d) = (60, 4, 3);
    let pts = uniform(n * d, 13);
    let cents: Vec<f64> = pts[(n - k) * d..].to_vec();
    let rows = |v: &[f64]| -> Vec<Vec<f64>> { v.chunks(d).map(|c| c.to_vec()).collect() };
    let input =
        json!({"points": rows(&pts), "centroids": rows(&cents), "min_runs": 1, "min_seconds": 0});
    let r = session(&[
        json!({"id": 0, "kind": "define", "module": "kmeans"}),
        json!({"id": 1, "kind": "evaluate", "module": "kmeans", "function": "cost", "input": input}),
        json!({"id": 2, "kind": "evaluate", "module": "kmeans", "function": "dir", "input": input}),
    ]);
    let mut cost = 0.0;
    let mut sums = vec![0.0; k * d];
    let mut counts = vec![0usize; k];
    for p in pts.chunks(d) {
        let dist = |c: &[f64]| c.iter().zip(p).map(|(a, b)| (a - b) * (a - b)).sum::<f64>();
        let (j, best) = (0..k)
            .map(|j| (j, dist(&cents[j * d..(j + 1) * d])))
            .fold((0, f64::MAX), |a, b| if b.1 < a.1 { b } else { a });
        cost += best;
        counts[j] += 1;
        for e in 0..d {
            sums[j * d + e] += p[e];
        }
    }
    assert!(close(r[1]["output"].as_f64().unwrap(), cost));
    let dir: Vec<f64> = r[2]["output"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(floats)
        .collect();
    for j in 0..k {
        for e in 0..d {
            let want = cents[j * d + e] - sums[j * d + e] / counts[j] as f64;
            assert!(
                close(dir[j * d + e], want),
                "dir[{j}][{e}] {} vs {want}",
                dir[j * d + e]
            );
        }
    }
    assert!(dir.iter().any(|v| v.abs() > 1e-3));
}

/// `x` with `extra`'s fields (the Runs fields) added.
fn with(mut x: Value, extra: &Value) -> Value {
    x.as_object_mut()
        .unwrap()
        .extend(extra.as_object().unwrap().clone());
    x
}

/// The gmm objective of GRADBENCH.md §6.1, written again in Rust as the
/// test's oracle: parameters flattened as (alpha, mu, q, l).
fn gmm_reference(d: usize, k: usize, x: &[Vec<f64>], p: &[f64], gamma: f64, m: usize) -> f64 {
    let lsz = d * (d - 1) / 2;
    let (alpha, rest) = p.split_at(k);
    let (mu, rest) = rest.split_at(k * d);
    let (q, l) = rest.split_at(k * d);
    let lse = |v: &[f64]| {
        let mx = v.iter().cloned().fold(f64::MIN, f64::max);
        mx + v.iter().map(|a| (a - mx).exp()).sum::<f64>().ln()
    };
    let n = x.len();
    let mut total = -(n as f64) * d as f64 * 0.5 * (2.0 * std::f64::consts::PI).ln();
    for xi in x {
        let beta: Vec<f64> = (0..k)
            .map(|c| {
                let xc: Vec<f64> = (0..d).map(|j| xi[j] - mu[c * d + j]).collect();
                let mut qx: Vec<f64> = (0..d).map(|j| q[c * d + j].exp() * xc[j]).collect();
                let mut lc = l[c * lsz..(c + 1) * lsz].iter();
                for (col, xcol) in xc.iter().enumerate() {
                    for qrow in &mut qx[col + 1..] {
                        *qrow += lc.next().unwrap() * xcol;
                    }
                }
                let sq: f64 = qx.iter().map(|v| v * v).sum();
                alpha[c] + q[c * d..c * d + d].iter().sum::<f64>() - 0.5 * sq
            })
            .collect();
        total += lse(&beta);
    }
    total -= n as f64 * lse(alpha);
    let big_n = (d + m + 1) as f64;
    // log Γ_d(N/2) by the recurrence of ln Γ for half-integers.
    let ln_gamma = |a: f64| {
        // a is a positive multiple of 1/2
        let mut r = if (a * 2.0) as i64 % 2 == 0 {
            0.0
        } else {
            0.5 * std::f64::consts::PI.ln()
        };
        let mut t = if (a * 2.0) as i64 % 2 == 0 { 1.0 } else { 0.5 };
        while t < a - 1e-9 {
            r += t.ln();
            t += 1.0;
        }
        r
    };
    let mut log_gamma_d = 0.25 * (d * (d - 1)) as f64 * std::f64::consts::PI.ln();
    for j in 1..=d {
        log_gamma_d += ln_gamma(0.5 * big_n + 0.5 * (1.0 - j as f64));
    }
    let cst = big_n * d as f64 * (gamma.ln() - 0.5 * 2f64.ln()) - log_gamma_d;
    for c in 0..k {
        let frob: f64 = (0..d).map(|j| (2.0 * q[c * d + j]).exp()).sum::<f64>()
            + l[c * lsz..(c + 1) * lsz].iter().map(|v| v * v).sum::<f64>();
        total += -0.5 * gamma * gamma * frob + m as f64 * q[c * d..c * d + d].iter().sum::<f64>();
    }
    total + k as f64 * cst
}

/// Central differences of `f` at `p`, h = 1e-6.
fn central(p: &[f64], f: impl Fn(&[f64]) -> f64) -> Vec<f64> {
    let mut q = p.to_vec();
    (0..p.len())
        .map(|i| {
            let keep = q[i];
            q[i] = keep + 1e-6;
            let fp = f(&q);
            q[i] = keep - 1e-6;
            let fm = f(&q);
            q[i] = keep;
            (fp - fm) / 2e-6
        })
        .collect()
}

fn flat(v: &Value) -> Vec<f64> {
    match v {
        Value::Array(a) => a.iter().flat_map(flat).collect(),
        Value::Number(n) => vec![n.as_f64().unwrap()],
        _ => panic!("not numbers: {v}"),
    }
}

/// gmm: the objective matches the Rust oracle and the jacobian (keys
/// alpha, mu, q, l in the input's shapes) matches its central
/// differences, to GradBench's tolerance.
#[test]
fn gmm_matches_the_specification_and_finite_differences() {
    for (d, k, n, m, gamma) in [
        (3usize, 4usize, 12usize, 0usize, 1.0f64),
        (2, 3, 20, 2, 0.8),
        (1, 2, 5, 0, 1.0),
    ] {
        let lsz = d * (d - 1) / 2;
        let u = uniform(n * d + k + 3 * k * d + k * lsz, (d * 100 + k) as u64);
        let mut it = u.iter().map(|v| 2.0 * v - 1.0);
        let mut take = |r: usize, c: usize| -> Vec<Vec<f64>> {
            (0..r)
                .map(|_| (0..c).map(|_| it.next().unwrap()).collect())
                .collect()
        };
        let x = take(n, d);
        let alpha = take(1, k).remove(0);
        let (mu, q, l) = (take(k, d), take(k, d), take(k, lsz));
        let input = with(
            json!({"d": d, "k": k, "n": n, "x": x, "m": m, "gamma": gamma,
                   "alpha": alpha, "mu": mu, "q": q, "l": l}),
            &json!({"min_runs": 2, "min_seconds": 0}),
        );
        let r = session(&[
            json!({"id": 0, "kind": "start", "eval": "gmm"}),
            json!({"id": 1, "kind": "define", "module": "gmm"}),
            json!({"id": 2, "kind": "evaluate", "module": "gmm", "function": "objective", "input": input}),
            json!({"id": 3, "kind": "evaluate", "module": "gmm", "function": "jacobian", "input": input}),
        ]);
        assert_eq!(r[1]["success"], true, "{}", r[1]);
        let p: Vec<f64> = alpha
            .iter()
            .cloned()
            .chain(mu.iter().flatten().cloned())
            .chain(q.iter().flatten().cloned())
            .chain(l.iter().flatten().cloned())
            .collect();
        let y = r[2]["output"].as_f64().unwrap();
        let want = gmm_reference(d, k, &x, &p, gamma, m);
        assert!(close(y, want), "objective {y} vs {want}");
        let jac = &r[3]["output"];
        let keys: Vec<&String> = jac.as_object().unwrap().keys().collect();
        assert_eq!(keys.len(), 4, "exactly alpha, mu, q, l: {keys:?}");
        assert_eq!(jac["mu"].as_array().unwrap().len(), k);
        assert_eq!(jac["l"].as_array().unwrap().len(), k);
        let got: Vec<f64> = ["alpha", "mu", "q", "l"]
            .iter()
            .flat_map(|key| flat(&jac[*key]))
            .collect();
        let fd = central(&p, |p| gmm_reference(d, k, &x, p, gamma, m));
        assert_eq!(got.len(), fd.len());
        assert!(fd.iter().any(|v| v.abs() > 1e-3), "a non-trivial gradient");
        for (i, (a, b)) in got.iter().zip(&fd).enumerate() {
            assert!(
                close(*a, *b),
                "d={d} k={k}: component {i}: zyme {a} vs fd {b}"
            );
        }
    }
}

/// The lstm objective of GRADBENCH.md §6.3, again in Rust: parameters
/// flattened as (main_params, extra_params).
fn lstm_reference(l: usize, b: usize, p: &[f64], state: &[f64], seq: &[Vec<f64>]) -> f64 {
    let (main, extra) = p.split_at(8 * l * b);
    let sig = |x: f64| 1.0 / (1.0 + (-x).exp());
    let mut st = state.to_vec();
    let mut total = 0.0;
    for t in 0..seq.len() - 1 {
        let mut x: Vec<f64> = (0..b).map(|i| seq[t][i] * extra[i]).collect();
        for layer in 0..l {
            let w = &main[layer * 8 * b..];
            let (h, c) = st[layer * 2 * b..(layer + 1) * 2 * b].split_at_mut(b);
            for i in 0..b {
                let f = sig(x[i] * w[i] + w[4 * b + i]);
                let ig = sig(h[i] * w[b + i] + w[5 * b + i]);
                let o = sig(x[i] * w[2 * b + i] + w[6 * b + i]);
                let g = (h[i] * w[3 * b + i] + w[7 * b + i]).tanh();
                c[i] = c[i] * f + ig * g;
                h[i] = o * c[i].tanh();
            }
            x = h.to_vec();
        }
        let y: Vec<f64> = (0..b)
            .map(|i| x[i] * extra[b + i] + extra[2 * b + i])
            .collect();
        let lse = (y.iter().map(|v| v.exp()).sum::<f64>() + 2.0).ln();
        total += (0..b).map(|i| seq[t + 1][i] * (y[i] - lse)).sum::<f64>();
    }
    -total / ((seq.len() - 1) * b) as f64
}

/// lstm: the objective matches the Rust oracle and the flat jacobian
/// (main then extra parameters, row-major) its central differences.
#[test]
fn lstm_matches_the_specification_and_finite_differences() {
    let (l, b, c) = (2usize, 4usize, 7usize);
    let u = uniform(8 * l * b + 3 * b + 2 * l * b + c * b, 99);
    let mut it = u.iter().cloned();
    let mut take = |r: usize, cols: usize| -> Vec<Vec<f64>> {
        (0..r)
            .map(|_| (0..cols).map(|_| it.next().unwrap()).collect())
            .collect()
    };
    let main = take(2 * l, 4 * b);
    let extra = take(3, b);
    let state = take(2 * l, b);
    let seq: Vec<Vec<f64>> = take(c, b)
        .into_iter()
        .map(|r| {
            r.into_iter()
                .map(|v| if v > 0.5 { 1.0 } else { 0.0 })
                .collect()
        })
        .collect();
    let input = with(
        json!({"main_params": main, "extra_params": extra, "state": state, "sequence": seq}),
        &json!({"min_runs": 2, "min_seconds": 0}),
    );
    let r = session(&[
        json!({"id": 0, "kind": "define", "module": "lstm"}),
        json!({"id": 1, "kind": "evaluate", "module": "lstm", "function": "objective", "input": input}),
        json!({"id": 2, "kind": "evaluate", "module": "lstm", "function": "jacobian", "input": input}),
    ]);
    assert_eq!(r[0]["success"], true, "{}", r[0]);
    let p: Vec<f64> = main
        .iter()
        .flatten()
        .chain(extra.iter().flatten())
        .cloned()
        .collect();
    let st: Vec<f64> = state.iter().flatten().cloned().collect();
    let y = r[1]["output"].as_f64().unwrap();
    let want = lstm_reference(l, b, &p, &st, &seq);
    assert!(close(y, want), "objective {y} vs {want}");
    let got = floats(&r[2]["output"]);
    let fd = central(&p, |p| lstm_reference(l, b, p, &st, &seq));
    assert_eq!(got.len(), 8 * l * b + 3 * b);
    assert!(fd.iter().any(|v| v.abs() > 1e-3), "a non-trivial gradient");
    for (i, (a, b)) in got.iter().zip(&fd).enumerate() {
        assert!(close(*a, *b), "component {i}: zyme {a} vs fd {b}");
    }
}

/// One observation's residuals (GRADBENCH.md §6.2) in Rust: the oracle.
fn ba_reference(cam: &[f64], x: &[f64], w: f64, feat: &[f64]) -> [f64; 2] {
    let cross = |a: &[f64], b: &[f64]| {
        [
            a[1] * b[2] - a[2] * b[1],
            a[2] * b[0] - a[0] * b[2],
            a[0] * b[1] - a[1] * b[0],
        ]
    };
    let pt = [x[0] - cam[3], x[1] - cam[4], x[2] - cam[5]];
    let rot = &cam[..3];
    let sq: f64 = rot.iter().map(|r| r * r).sum();
    let xc: Vec<f64> = if sq != 0.0 {
        let th = sq.sqrt();
        let wv: Vec<f64> = rot.iter().map(|r| r / th).collect();
        let wx = cross(&wv, &pt);
        let tmp = (1.0 - th.cos()) * (0..3).map(|i| wv[i] * pt[i]).sum::<f64>();
        (0..3)
            .map(|i| pt[i] * th.cos() + wx[i] * th.sin() + wv[i] * tmp)
            .collect()
    } else {
        let rx = cross(rot, &pt);
        (0..3).map(|i| pt[i] + rx[i]).collect()
    };
    let (p0, p1) = (xc[0] / xc[2], xc[1] / xc[2]);
    let rsq = p0 * p0 + p1 * p1;
    let l = 1.0 + cam[9] * rsq + cam[10] * rsq * rsq;
    [
        w * (p0 * l * cam[6] + cam[7] - feat[0]),
        w * (p1 * l * cam[6] + cam[8] - feat[1]),
    ]
}

/// ba: the truncated objective and the truncated CSR Jacobian (row
/// pointers, the two rows of observation 0, the last weight entry)
/// against the Rust oracle and its central differences.
#[test]
fn ba_matches_the_specification_and_finite_differences() {
    let cam = [
        0.12, -0.3, 0.25, 1.5, -2.0, 0.7, 410.0, 5.9, -8.5, 0.088, 0.0027,
    ];
    let x = [7.2, 0.4, 23.0];
    let (w, feat) = (0.417, [271.76, 834.2]);
    let (n, m, p) = (3usize, 4usize, 20usize);
    let input = with(
        json!({"n": n, "m": m, "p": p, "cam": cam, "x": x, "w": w, "feat": feat}),
        &json!({"min_runs": 1, "min_seconds": 0}),
    );
    let r = session(&[
        json!({"id": 0, "kind": "define", "module": "ba"}),
        json!({"id": 1, "kind": "evaluate", "module": "ba", "function": "objective", "input": input}),
        json!({"id": 2, "kind": "evaluate", "module": "ba", "function": "jacobian", "input": input}),
    ]);
    assert_eq!(r[0]["success"], true, "{}", r[0]);
    let want = ba_reference(&cam, &x, w, &feat);
    let obj = &r[1]["output"];
    let got = floats(&obj["reproj_error"]["elements"]);
    assert!(close(got[0], want[0]) && close(got[1], want[1]), "{obj}");
    assert_eq!(obj["reproj_error"]["repeated"], p);
    assert!(close(
        obj["w_err"]["element"].as_f64().unwrap(),
        1.0 - w * w
    ));
    let jac = &r[2]["output"];
    let rows: Vec<i64> = jac["rows"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let cols: Vec<i64> = jac["cols"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_i64().unwrap())
        .collect();
    let vals = floats(&jac["vals"]);
    assert_eq!((rows.len(), cols.len(), vals.len()), (31, 31, 31));
    let want_rows: Vec<i64> = (0..30).map(|i| 15 * i).chain([31 * p as i64]).collect();
    assert_eq!(rows, want_rows);
    let (n, m) = (n as i64, m as i64);
    let obs0_cols: Vec<i64> = (0..11)
        .chain((0..3).map(|j| 11 * n + j))
        .chain([11 * n + 3 * m])
        .collect();
    assert_eq!(&cols[..15], &obs0_cols[..]);
    assert_eq!(&cols[15..30], &obs0_cols[..]);
    assert_eq!(cols[30], 11 * n + 3 * m + p as i64 - 1);
    assert!(close(vals[30], -2.0 * w));
    // Observation 0 as a function of its 15 inputs.
    let inputs: Vec<f64> = cam.iter().chain(&x).chain([&w]).cloned().collect();
    for row in 0..2 {
        let fd = central(&inputs, |v| {
            ba_reference(&v[..11], &v[11..14], v[14], &feat)[row]
        });
        for (j, (a, b)) in vals[15 * row..15 * row + 15].iter().zip(&fd).enumerate() {
            assert!(close(*a, *b), "row {row} column {j}: zyme {a} vs fd {b}");
        }
    }
}

/// saddle and particle, nested derivatives in all four mode
/// combinations, give GradBench's expected outputs (absolute tolerance
/// 1e-4, as the eval checks them).
#[test]
fn saddle_and_particle_give_the_expected_outputs_in_every_mode() {
    let runs = json!({"min_runs": 1, "min_seconds": 0});
    let mut msgs = vec![
        json!({"id": 0, "kind": "define", "module": "saddle"}),
        json!({"id": 1, "kind": "define", "module": "particle"}),
    ];
    for (i, mode) in ["rr", "ff", "fr", "rf"].iter().enumerate() {
        msgs.push(
            json!({"id": 10 + i, "kind": "evaluate", "module": "saddle", "function": mode,
                         "input": with(json!({"start": [1.0, 1.0]}), &runs)}),
        );
        msgs.push(
            json!({"id": 20 + i, "kind": "evaluate", "module": "particle", "function": mode,
                         "input": with(json!({"w": 0.0}), &runs)}),
        );
    }
    let r = session(&msgs);
    assert_eq!(r[0]["success"], true, "{}", r[0]);
    assert_eq!(r[1]["success"], true, "{}", r[1]);
    for pair in r[2..].chunks(2) {
        let saddle = floats(&pair[0]["output"]);
        assert_eq!(saddle.len(), 4, "{}", pair[0]);
        for v in saddle {
            assert!((v - 8.246324826140356e-06).abs() <= 1e-4, "{}", pair[0]);
        }
        let w = pair[1]["output"].as_f64().expect("a number");
        assert!((w - 0.2071918746486116).abs() <= 1e-4, "{}", pair[1]);
        // The optimiser moved: a zero gradient would have left w at 0.
        assert!(w > 0.1, "{}", pair[1]);
    }
}

type M4 = [[f64; 4]; 4];

fn mul4(a: &M4, b: &M4) -> M4 {
    let mut o = [[0.0; 4]; 4];
    for r in 0..4 {
        for c in 0..4 {
            o[r][c] = (0..4).map(|k| a[r][k] * b[k][c]).sum();
        }
    }
    o
}

fn m4(v: &[f64]) -> M4 {
    let mut o = [[0.0; 4]; 4];
    for r in 0..4 {
        o[r].copy_from_slice(&v[4 * r..4 * r + 4]);
    }
    o
}

/// The ht residuals of GRADBENCH.md §6.4 in Rust (the test's oracle).
struct HandModel {
    parents: Vec<i64>,
    rel: Vec<f64>,
    iba: Vec<f64>,
    pos: Vec<f64>,
    weights: Vec<f64>,
    corr: Vec<usize>,
    points: Vec<f64>,
    tris: Vec<usize>,
}

impl HandModel {
    // Index loops keep the oracle close to the specification's formulas.
    #[allow(clippy::needless_range_loop)]
    fn residuals(&self, theta: &[f64], us: &[f64]) -> Vec<f64> {
        let nb = self.parents.len();
        let mut pp = vec![[0.0f64; 3]; nb + 3];
        pp[0].copy_from_slice(&theta[0..3]);
        pp[1] = [1.0; 3];
        pp[2].copy_from_slice(&theta[3..6]);
        let (mut it, mut ip) = (6, 5);
        for _finger in 0..5 {
            for i in 2..=4 {
                pp[ip][0] = theta[it];
                it += 1;
                if i == 2 {
                    pp[ip][1] = theta[it];
                    it += 1;
                }
                ip += 1;
            }
            ip += 1;
        }
        let rot3 = |m: [[f64; 3]; 3]| {
            let mut o = [[0.0; 4]; 4];
            for r in 0..3 {
                o[r][..3].copy_from_slice(&m[r]);
            }
            o[3][3] = 1.0;
            o
        };
        let mut abs: Vec<M4> = Vec::new();
        let mut transforms = Vec::new();
        for b in 0..nb {
            let c = pp[b + 3];
            let (tx, ty, tz) = (c[0], c[2], c[1]);
            let rx = rot3([
                [1.0, 0.0, 0.0],
                [0.0, tx.cos(), -tx.sin()],
                [0.0, tx.sin(), tx.cos()],
            ]);
            let ry = rot3([
                [ty.cos(), 0.0, ty.sin()],
                [0.0, 1.0, 0.0],
                [-ty.sin(), 0.0, ty.cos()],
            ]);
            let rz = rot3([
                [tz.cos(), -tz.sin(), 0.0],
                [tz.sin(), tz.cos(), 0.0],
                [0.0, 0.0, 1.0],
            ]);
            let tr = mul4(&mul4(&rz, &ry), &rx);
            let rel = mul4(&m4(&self.rel[16 * b..]), &tr);
            let a = if self.parents[b] < 0 {
                rel
            } else {
                mul4(&abs[self.parents[b] as usize], &rel)
            };
            transforms.push(mul4(&a, &m4(&self.iba[16 * b..])));
            abs.push(a);
        }
        let aa = pp[0];
        let norm = (aa[0] * aa[0] + aa[1] * aa[1] + aa[2] * aa[2]).sqrt();
        let (x, y, z) = (aa[0] / norm, aa[1] / norm, aa[2] / norm);
        let (s, c) = (norm.sin(), norm.cos());
        let g = [
            [
                x * x + (1.0 - x * x) * c,
                x * y * (1.0 - c) - z * s,
                x * z * (1.0 - c) + y * s,
            ],
            [
                x * y * (1.0 - c) + z * s,
                y * y + (1.0 - y * y) * c,
                y * z * (1.0 - c) - x * s,
            ],
            [
                x * z * (1.0 - c) - y * s,
                z * y * (1.0 - c) + x * s,
                z * z + (1.0 - z * z) * c,
            ],
        ];
        let nverts = self.pos.len() / 4;
        let verts: Vec<[f64; 3]> = (0..nverts)
            .map(|v| {
                let bp = &self.pos[4 * v..4 * v + 4];
                let mut p = [0.0; 3];
                for (b, t) in transforms.iter().enumerate() {
                    for j in 0..3 {
                        p[j] +=
                            (0..4).map(|k| t[j][k] * bp[k]).sum::<f64>() * self.weights[nb * v + b];
                    }
                }
                let mut out = [0.0; 3];
                for j in 0..3 {
                    out[j] = (0..3).map(|k| g[j][k] * p[k]).sum::<f64>() + pp[2][j];
                }
                out
            })
            .collect();
        let mut err = Vec::new();
        for (i, &c) in self.corr.iter().enumerate() {
            for j in 0..3 {
                let target = if us.is_empty() {
                    verts[c][j]
                } else {
                    let t = &self.tris[3 * c..3 * c + 3];
                    let (u0, u1) = (us[2 * i], us[2 * i + 1]);
                    u0 * verts[t[0]][j] + u1 * verts[t[1]][j] + (1.0 - u0 - u1) * verts[t[2]][j]
                };
                err.push(self.points[3 * i + j] - target);
            }
        }
        err
    }
}

/// ht, both variants: the residuals match the Rust oracle and the
/// Jacobian's columns ([u pair,] theta) its central differences.
#[test]
fn ht_matches_the_specification_and_finite_differences() {
    let (nb, nverts, npts, ntri) = (22usize, 30usize, 6usize, 10usize);
    let u = uniform(2000, 77);
    let mut it = u.iter().map(|v| v - 0.5);
    let mut take = |n: usize| -> Vec<f64> { (0..n).map(|_| it.next().unwrap()).collect() };
    let parents: Vec<i64> = (0..nb as i64)
        .map(|i| if i == 0 { -1 } else { (i * 7 % 5).min(i - 1) })
        .collect();
    let mut near_identity = |n: usize| -> Vec<f64> {
        let r = take(16 * n);
        (0..16 * n)
            .map(|k| {
                if k % 16 == 15 {
                    1.0
                } else if (k % 16) >= 12 {
                    0.0
                } else if k % 5 == 0 {
                    1.0 + 0.3 * r[k]
                } else {
                    0.3 * r[k]
                }
            })
            .collect()
    };
    let rel = near_identity(nb);
    let iba = near_identity(nb);
    let pos: Vec<f64> = take(4 * nverts)
        .chunks(4)
        .flat_map(|c| [c[0], c[1], c[2], 1.0])
        .collect();
    let weights: Vec<f64> = take(nverts * nb)
        .iter()
        .map(|w| (w + 0.5) / nb as f64)
        .collect();
    let tris: Vec<usize> = (0..3 * ntri).map(|k| (k * 11 + 3) % nverts).collect();
    let points = take(3 * npts);
    let theta: Vec<f64> = take(26).iter().map(|t| 0.8 * t).collect();
    let us: Vec<f64> = take(2 * npts).iter().map(|v| 0.3 + 0.4 * v).collect();
    let rows = |v: &[f64], c: usize| -> Vec<Vec<f64>> { v.chunks(c).map(|r| r.to_vec()).collect() };
    for complicated in [false, true] {
        let corr: Vec<usize> = (0..npts)
            .map(|i| (i * 5 + 1) % if complicated { ntri } else { nverts })
            .collect();
        let model = HandModel {
            parents: parents.clone(),
            rel: rel.clone(),
            iba: iba.clone(),
            pos: pos.clone(),
            weights: weights.clone(),
            corr: corr.clone(),
            points: points.clone(),
            tris: tris.clone(),
        };
        let us_in: Vec<f64> = if complicated { us.clone() } else { Vec::new() };
        let input = with(
            json!({
                "theta": theta,
                "data": {
                    "model": {
                        "bone_count": nb, "bone_names": vec!["b"; nb], "parents": parents,
                        "base_relatives": rel.chunks(16).map(|m| rows(m, 4)).collect::<Vec<_>>(),
                        "inverse_base_absolutes": iba.chunks(16).map(|m| rows(m, 4)).collect::<Vec<_>>(),
                        "base_positions": rows(&pos, 4), "weights": rows(&weights, nb),
                        "triangles": tris.chunks(3).map(|t| t.to_vec()).collect::<Vec<_>>(),
                        "is_mirrored": false
                    },
                    "correspondences": corr, "points": rows(&points, 3)
                },
                "us": rows(&us_in, 2),
            }),
            &json!({"min_runs": 1, "min_seconds": 0}),
        );
        let r = session(&[
            json!({"id": 0, "kind": "define", "module": "ht"}),
            json!({"id": 1, "kind": "evaluate", "module": "ht", "function": "objective", "input": input}),
            json!({"id": 2, "kind": "evaluate", "module": "ht", "function": "jacobian", "input": input}),
        ]);
        assert_eq!(r[0]["success"], true, "{}", r[0]);
        assert_eq!(r[1]["success"], true, "{}", r[1]);
        let got = floats(&r[1]["output"]);
        let want = model.residuals(&theta, &us_in);
        assert_eq!(got.len(), 3 * npts);
        for (a, b) in got.iter().zip(&want) {
            assert!(
                close(*a, *b),
                "complicated={complicated}: residual {a} vs {b}"
            );
        }
        let jac: Vec<Vec<f64>> = r[2]["output"]
            .as_array()
            .expect("rows")
            .iter()
            .map(floats)
            .collect();
        let cols = if complicated { 28 } else { 26 };
        assert_eq!((jac.len(), jac[0].len()), (3 * npts, cols));
        let extra = cols - 26;
        for k in 0..26 {
            let mut tp = theta.clone();
            tp[k] += 1e-6;
            let plus = model.residuals(&tp, &us_in);
            tp[k] -= 2e-6;
            let minus = model.residuals(&tp, &us_in);
            for row in 0..3 * npts {
                let d = (plus[row] - minus[row]) / 2e-6;
                assert!(
                    close(jac[row][extra + k], d),
                    "theta {k}, row {row}: {} vs {d}",
                    jac[row][extra + k]
                );
            }
        }
        if complicated {
            for k in 0..2 {
                let (mut up, mut um) = (us_in.clone(), us_in.clone());
                for i in 0..npts {
                    up[2 * i + k] += 1e-6;
                    um[2 * i + k] -= 1e-6;
                }
                let (plus, minus) = (model.residuals(&theta, &up), model.residuals(&theta, &um));
                for row in 0..3 * npts {
                    let d = (plus[row] - minus[row]) / 2e-6;
                    assert!(
                        close(jac[row][k], d),
                        "u{k}, row {row}: {} vs {d}",
                        jac[row][k]
                    );
                }
            }
        }
        assert!(
            jac.iter().flatten().any(|v| v.abs() > 1e-3),
            "a non-trivial Jacobian"
        );
    }
}

/// Bad input is answered with `success: false` and a message, never a
/// crash: empty arrays (an `lse` of nothing used to read past the end),
/// mismatched sizes, wrong types, missing fields, unknown functions.
#[test]
fn bad_inputs_are_refused_with_a_message() {
    let evaluate = |id: u64, module: &str, function: &str, input: Value| json!({"id": id, "kind": "evaluate", "module": module, "function": function, "input": input});
    let msgs = vec![
        json!({"id": 0, "kind": "start", "eval": "lse"}),
        json!({"id": 1, "kind": "define", "module": "lse"}),
        json!({"id": 2, "kind": "define", "module": "llsq"}),
        json!({"id": 3, "kind": "define", "module": "det"}),
        json!({"id": 4, "kind": "define", "module": "kmeans"}),
        json!({"id": 5, "kind": "define", "module": "ode"}),
        evaluate(6, "lse", "primal", json!({"x": []})),
        evaluate(7, "lse", "gradient", json!({"x": []})),
        evaluate(8, "lse", "primal", json!({"x": ["a", 1]})),
        evaluate(9, "lse", "primal", json!({"y": [1.0]})),
        evaluate(10, "llsq", "primal", json!({"x": [], "n": 4})),
        evaluate(11, "llsq", "gradient", json!({"x": [1.0], "n": 1})),
        evaluate(12, "llsq", "primal", json!({"x": [1.0], "n": -5})),
        evaluate(13, "det", "primal", json!({"A": [1.0, 2.0, 3.0], "ell": 2})),
        evaluate(
            14,
            "kmeans",
            "dir",
            json!({"points": [], "centroids": [[1.0]]}),
        ),
        evaluate(
            15,
            "kmeans",
            "cost",
            json!({"points": [[1.0, 2.0]], "centroids": [[1.0]]}),
        ),
        evaluate(16, "ode", "gradient", json!({"x": [], "s": 3})),
        evaluate(17, "lse", "no-such-function", json!({"x": [1.0]})),
        evaluate(18, "not-defined", "primal", json!({"x": [1.0]})),
        // And the same session still answers a good input afterwards.
        evaluate(19, "lse", "primal", json!({"x": [0.0, 0.0]})),
    ];
    let r = session(&msgs);
    assert_eq!(r.len(), msgs.len(), "one response per message: no crash");
    for (k, resp) in r.iter().enumerate().skip(6).take(13) {
        assert_eq!(resp["success"], false, "message {k}: {resp}");
        assert!(
            resp.get("error")
                .and_then(Value::as_str)
                .is_some_and(|e| !e.is_empty()),
            "message {k} says why: {resp}"
        );
    }
    assert!(close(r[19]["output"].as_f64().unwrap(), 2f64.ln()));
}
