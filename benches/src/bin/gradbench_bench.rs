//! The GradBench evals zyme implements (`benches/gradbench/*.c`), timed in
//! one process, interleaved, median of the runs:
//!
//! * the primal compiled by zyme (JIT from clang's `-O2` IR),
//! * the derivative synthesized and compiled by zyme,
//! * the primal compiled natively by `clang-19 -O2` (when clang is there),
//! * the hand-written derivative (`benches/gradbench/manual/manual.c`),
//!   natively compiled: the yardstick,
//! * zyme's parse + lower + synthesis + JIT time.
//!
//! ```text
//! cargo run --release -p zyme-benches --bin gradbench-bench [-- --quick]
//! ```
//!
//! Prints a Markdown table of the ratios for the README.

use std::ffi::CString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

#[path = "../../gradbench/abi.rs"]
#[allow(dead_code)]
mod abi;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("gradbench")
}

/// Times `f` (repeated to at least 2 ms per sample), median of `runs`
/// samples, per call.
fn time(runs: usize, f: &mut dyn FnMut()) -> Duration {
    let t = Instant::now();
    f();
    let once = t.elapsed().max(Duration::from_nanos(50));
    let reps = (Duration::from_millis(2).as_nanos() / once.as_nanos()).clamp(1, 100_000) as u32;
    let mut samples: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            for _ in 0..reps {
                f();
            }
            t.elapsed() / reps
        })
        .collect();
    samples.sort();
    samples[samples.len() / 2]
}

/// The natively compiled evals and manual derivatives, when clang-19 is
/// installed.
struct Native(*mut libc::c_void);

impl Native {
    fn build() -> Option<Native> {
        let out = std::env::temp_dir().join(format!("zyme-gradbench-{}.so", std::process::id()));
        let d = dir();
        let status = Command::new("clang-19")
            .args(["-O2", "-fno-math-errno", "-shared", "-fPIC"])
            .args([
                "lse.c",
                "llsq.c",
                "det.c",
                "ode.c",
                "kmeans.c",
                "gmm.c",
                "lstm.c",
                "ba.c",
                "nested.c",
                "ht.c",
                "manual/manual.c",
                "manual/stub.c",
            ])
            .arg("-o")
            .arg(&out)
            .arg("-lm")
            .current_dir(&d)
            .status()
            .ok()?;
        if !status.success() {
            return None;
        }
        let path = CString::new(out.to_str()?).ok()?;
        // SAFETY: a library just built from this repository's C sources.
        let h = unsafe { libc::dlopen(path.as_ptr(), libc::RTLD_NOW | libc::RTLD_LOCAL) };
        (!h.is_null()).then_some(Native(h))
    }

    /// `name`, if the library has it.
    fn try_get<T: Copy>(&self, name: &str) -> Option<T> {
        let c = CString::new(name).unwrap();
        // SAFETY: as in `get`.
        unsafe {
            let p = libc::dlsym(self.0, c.as_ptr());
            (!p.is_null()).then(|| std::mem::transmute_copy(&p))
        }
    }

    fn get<T: Copy>(&self, name: &str) -> T {
        let c = CString::new(name).unwrap();
        // SAFETY: the symbol exists in the library and has type `T`, a
        // function pointer type matching its C definition.
        unsafe {
            let p = libc::dlsym(self.0, c.as_ptr());
            assert!(!p.is_null(), "{name} not found");
            std::mem::transmute_copy(&p)
        }
    }
}

/// The eval's IR: clang's `-O2` output (`NAME.ll`), or its unoptimised
/// `-O0` output (`O0/NAME.ll`), differentiated and JIT-compiled by zyme
/// with zyme-opt where the variant says; `None` (and a line on stderr)
/// when zyme stops with an error.
fn jit(eval: &str, variant: Variant) -> Option<(zyme_cranelift::JitModule, Duration)> {
    let path = if variant.o0 {
        dir().join("O0").join(format!("{eval}.ll"))
    } else {
        dir().join(format!("{eval}.ll"))
    };
    let text = std::fs::read_to_string(&path).expect("the eval's IR");
    let t = Instant::now();
    let pipeline = zyme_llvm::AdPipeline {
        before_ad: variant.before_ad,
        after_ad: variant.after_ad,
    };
    let lowered = zyme_llvm::parse_and_lower_with(&text, eval, pipeline).map_err(|e| e.to_string());
    match lowered.and_then(|m| zyme_cranelift::JitModule::compile(&m).map_err(|e| e.to_string())) {
        Ok(j) => Some((j, t.elapsed())),
        Err(e) => {
            eprintln!("{eval} ({variant:?} IR): {e}");
            None
        }
    }
}

/// Which IR of the evals zyme differentiates, and where zyme-opt runs.
#[derive(Copy, Clone, PartialEq, Debug)]
struct Variant {
    /// clang -O0 (without `optnone`) rather than clang -O2.
    o0: bool,
    /// zyme-opt before synthesis (the Enzyme approach).
    before_ad: bool,
    /// zyme-opt's passes on the synthesized derivatives.
    after_ad: bool,
}

impl Variant {
    /// What `zyme` does by default: clang -O2 IR, zyme-opt before AD.
    const DEFAULT: Variant = Variant {
        o0: false,
        before_ad: zyme_llvm::AdPipeline::DEFAULT.before_ad,
        after_ad: zyme_llvm::AdPipeline::DEFAULT.after_ad,
    };
}

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

struct Row {
    eval: &'static str,
    workload: String,
    primal: Duration,
    grad: Duration,
    native: Option<Duration>,
    manual: Option<Duration>,
    compile: Duration,
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// Every eval's row, from `variant`'s IR; `native` for the clang and
/// manual columns.
fn measure(variant: Variant, quick: bool, runs: usize, native: Option<&Native>) -> Vec<Row> {
    let mut rows = Vec::new();

    // lse
    'eval: {
        let n = if quick { 10_000 } else { 160_000 };
        let x = uniform(n, 1);
        let mut g = vec![0.0; n];
        let Some((j, compile)) = jit("lse", variant) else {
            break 'eval;
        };
        type P = extern "C" fn(*const f64, i32) -> f64;
        type G = extern "C" fn(*const f64, i32, *mut f64);
        let p = j.get::<P>("lse_primal").unwrap();
        let d = j.get::<G>("lse_gradient").unwrap();
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(x.as_ptr(), n as i32));
        });
        let grad = time(runs, &mut || d.call(x.as_ptr(), n as i32, g.as_mut_ptr()));
        let (nat, man) = native.map_or((None, None), |l| {
            let np: P = l.get("lse_primal");
            let mg: G = l.get("lse_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(np(x.as_ptr(), n as i32));
                })),
                Some(time(runs, &mut || mg(x.as_ptr(), n as i32, g.as_mut_ptr()))),
            )
        });
        rows.push(Row {
            eval: "lse",
            workload: format!("n={n}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // llsq
    'eval: {
        let (m, n) = (128, if quick { 256 } else { 4096 });
        let x = uniform(m, 2);
        let mut g = vec![0.0; m];
        let Some((j, compile)) = jit("llsq", variant) else {
            break 'eval;
        };
        type P = extern "C" fn(*const f64, i32, i32) -> f64;
        type G = extern "C" fn(*const f64, i32, i32, *mut f64);
        let p = j.get::<P>("llsq_primal").unwrap();
        let d = j.get::<G>("llsq_gradient").unwrap();
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(x.as_ptr(), m as i32, n));
        });
        let grad = time(runs, &mut || {
            d.call(x.as_ptr(), m as i32, n, g.as_mut_ptr())
        });
        let (nat, man) = native.map_or((None, None), |l| {
            let np: P = l.get("llsq_primal");
            let mg: G = l.get("llsq_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(np(x.as_ptr(), m as i32, n));
                })),
                Some(time(runs, &mut || {
                    mg(x.as_ptr(), m as i32, n, g.as_mut_ptr())
                })),
            )
        });
        rows.push(Row {
            eval: "llsq",
            workload: format!("n={n},m={m}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // det
    'eval: {
        let ell = if quick { 6 } else { 9 };
        let a = uniform(ell * ell, 3);
        let mut g = vec![0.0; ell * ell];
        let Some((j, compile)) = jit("det", variant) else {
            break 'eval;
        };
        type P = extern "C" fn(*const f64, i32) -> f64;
        type G = extern "C" fn(*const f64, i32, *mut f64);
        let p = j.get::<P>("det_primal").unwrap();
        let d = j.get::<G>("det_gradient").unwrap();
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(a.as_ptr(), ell as i32));
        });
        let grad = time(runs, &mut || d.call(a.as_ptr(), ell as i32, g.as_mut_ptr()));
        let (nat, man) = native.map_or((None, None), |l| {
            let np: P = l.get("det_primal");
            let mg: G = l.get("det_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(np(a.as_ptr(), ell as i32));
                })),
                Some(time(runs, &mut || {
                    mg(a.as_ptr(), ell as i32, g.as_mut_ptr())
                })),
            )
        });
        rows.push(Row {
            eval: "det",
            workload: format!("ell={ell}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // ode
    'eval: {
        let (n, s) = (if quick { 1_000 } else { 10_000 }, 10);
        let x = uniform(n, 4);
        let mut y = vec![0.0; n];
        let Some((j, compile)) = jit("ode", variant) else {
            break 'eval;
        };
        type P = extern "C" fn(*const f64, i32, i32, *mut f64);
        let p = j.get::<P>("ode_primal").unwrap();
        let d = j.get::<P>("ode_gradient").unwrap();
        let primal = time(runs, &mut || {
            p.call(x.as_ptr(), n as i32, s, y.as_mut_ptr())
        });
        let grad = time(runs, &mut || {
            d.call(x.as_ptr(), n as i32, s, y.as_mut_ptr())
        });
        let (nat, man) = native.map_or((None, None), |l| {
            let np: P = l.get("ode_primal");
            let mg: P = l.get("ode_manual");
            (
                Some(time(runs, &mut || {
                    np(x.as_ptr(), n as i32, s, y.as_mut_ptr())
                })),
                Some(time(runs, &mut || {
                    mg(x.as_ptr(), n as i32, s, y.as_mut_ptr())
                })),
            )
        });
        rows.push(Row {
            eval: "ode",
            workload: format!("n={n},s={s}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // kmeans
    'eval: {
        let (k, n, d) = (
            if quick { 10 } else { 100 },
            if quick { 1_000 } else { 10_000 },
            8,
        );
        let pts = uniform(n * d, 5);
        let cents = pts[(n - k) * d..].to_vec();
        let mut dir = vec![0.0; k * d];
        let Some((j, compile)) = jit("kmeans", variant) else {
            break 'eval;
        };
        type C = extern "C" fn(*const f64, *const f64, i32, i32, i32) -> f64;
        type D = extern "C" fn(*const f64, *const f64, i32, i32, i32, *mut f64);
        let c = j.get::<C>("kmeans_cost").unwrap();
        let g = j.get::<D>("kmeans_dir").unwrap();
        let args = (pts.as_ptr(), cents.as_ptr(), n as i32, k as i32, d as i32);
        let primal = time(runs, &mut || {
            std::hint::black_box(c.call(args.0, args.1, args.2, args.3, args.4));
        });
        let grad = time(runs, &mut || {
            g.call(args.0, args.1, args.2, args.3, args.4, dir.as_mut_ptr())
        });
        let (nat, man) = native.map_or((None, None), |l| {
            let nc: C = l.get("kmeans_cost");
            let mg: D = l.get("kmeans_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(nc(args.0, args.1, args.2, args.3, args.4));
                })),
                Some(time(runs, &mut || {
                    mg(args.0, args.1, args.2, args.3, args.4, dir.as_mut_ptr())
                })),
            )
        });
        rows.push(Row {
            eval: "kmeans",
            workload: format!("k={k},n={n},d={d}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }

    // gmm
    'eval: {
        let (d, k, n) = if quick { (2, 5, 100) } else { (10, 25, 1000) };
        let lsz = d * (d - 1) / 2;
        let x: Vec<f64> = uniform(n * d, 6).iter().map(|v| 4.0 * v - 2.0).collect();
        let alpha: Vec<f64> = uniform(k, 7).iter().map(|v| v - 0.5).collect();
        let mu = uniform(k * d, 8);
        let q: Vec<f64> = uniform(k * d, 9).iter().map(|v| v - 0.5).collect();
        let l: Vec<f64> = uniform(k * lsz, 10).iter().map(|v| v - 0.5).collect();
        let (mut da, mut dm) = (vec![0.0; k], vec![0.0; k * d]);
        let (mut dq, mut dl) = (vec![0.0; k * d], vec![0.0; k * lsz]);
        let Some((j, compile)) = jit("gmm", variant) else {
            break 'eval;
        };
        use abi::{GmmGradient as G, GmmObjective as P};
        let p = j.get::<P>("gmm_objective").unwrap();
        let g = j.get::<G>("gmm_gradient").unwrap();
        let (di, ki, ni) = (d as i32, k as i32, n as i32);
        let ins = (
            alpha.as_ptr(),
            mu.as_ptr(),
            q.as_ptr(),
            l.as_ptr(),
            x.as_ptr(),
        );
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(di, ki, ni, ins.0, ins.1, ins.2, ins.3, ins.4, 1.0, 0));
        });
        let outs = (
            da.as_mut_ptr(),
            dm.as_mut_ptr(),
            dq.as_mut_ptr(),
            dl.as_mut_ptr(),
        );
        let grad = time(runs, &mut || {
            g.call(
                di, ki, ni, ins.0, ins.1, ins.2, ins.3, ins.4, 1.0, 0, outs.0, outs.1, outs.2,
                outs.3,
            )
        });
        let (nat, man) = native.map_or((None, None), |lib| {
            let np: P = lib.get("gmm_objective");
            let mg: Option<G> = lib.try_get("gmm_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(np(di, ki, ni, ins.0, ins.1, ins.2, ins.3, ins.4, 1.0, 0));
                })),
                mg.map(|mg| {
                    time(runs, &mut || {
                        mg(
                            di, ki, ni, ins.0, ins.1, ins.2, ins.3, ins.4, 1.0, 0, outs.0, outs.1,
                            outs.2, outs.3,
                        )
                    })
                }),
            )
        });
        rows.push(Row {
            eval: "gmm",
            workload: format!("d={d},k={k},n={n}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // lstm
    'eval: {
        let (l, c, b) = (2usize, if quick { 64 } else { 1024 }, 14usize);
        let main = uniform(8 * l * b, 11);
        let extra = uniform(3 * b, 12);
        let state = uniform(2 * l * b, 13);
        let seq: Vec<f64> = uniform(c * b, 14)
            .iter()
            .map(|v| if *v > 0.5 { 1.0 } else { 0.0 })
            .collect();
        let mut g = vec![0.0; 8 * l * b + 3 * b];
        let Some((j, compile)) = jit("lstm", variant) else {
            break 'eval;
        };
        use abi::{LstmGradient as G, LstmObjective as P};
        let p = j.get::<P>("lstm_objective").unwrap();
        let d = j.get::<G>("lstm_gradient").unwrap();
        let (li, ci, bi) = (l as i32, c as i32, b as i32);
        let ins = (main.as_ptr(), extra.as_ptr(), state.as_ptr(), seq.as_ptr());
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(li, ci, bi, ins.0, ins.1, ins.2, ins.3));
        });
        let grad = time(runs, &mut || {
            d.call(li, ci, bi, ins.0, ins.1, ins.2, ins.3, g.as_mut_ptr())
        });
        let (nat, man) = native.map_or((None, None), |lib| {
            let np: P = lib.get("lstm_objective");
            let mg: Option<G> = lib.try_get("lstm_manual");
            (
                Some(time(runs, &mut || {
                    std::hint::black_box(np(li, ci, bi, ins.0, ins.1, ins.2, ins.3));
                })),
                mg.map(|mg| {
                    time(runs, &mut || {
                        mg(li, ci, bi, ins.0, ins.1, ins.2, ins.3, g.as_mut_ptr())
                    })
                }),
            )
        });
        rows.push(Row {
            eval: "lstm",
            workload: format!("l={l},c={c},b={b}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // ba: GradBench's ba1 workload (one camera, point, weight and
    // feature from ba1_n49_m7776_p31843.txt, replicated).
    'eval: {
        let (n, m, p) = if quick {
            (5usize, 40usize, 200usize)
        } else {
            (49, 7776, 31843)
        };
        let cam = [
            -0.758453, -1.109613, -0.845551, 34.556073, 39.676747, 53.881673, 419.194514, 5.864426,
            -8.518870, 0.087812, 0.002739,
        ];
        let cams: Vec<f64> = cam.iter().copied().cycle().take(11 * n).collect();
        let xs: Vec<f64> = [7.203245, 0.001144, 3.023326]
            .iter()
            .copied()
            .cycle()
            .take(3 * m)
            .collect();
        let ws = vec![0.417022; p];
        let feats: Vec<f64> = [271.760969, 834.209256]
            .iter()
            .copied()
            .cycle()
            .take(2 * p)
            .collect();
        let (mut reproj, mut werr) = (vec![0.0; 2 * p], vec![0.0; p]);
        let (mut rws, mut cls, mut vls) =
            (vec![0i32; 3 * p + 1], vec![0i32; 31 * p], vec![0.0; 31 * p]);
        let Some((j, compile)) = jit("ba", variant) else {
            break 'eval;
        };
        use abi::{BaJacobian as J, BaObjective as P};
        let o = j.get::<P>("ba_objective").unwrap();
        let jac = j.get::<J>("ba_jacobian").unwrap();
        let (ni, mi, pi) = (n as i32, m as i32, p as i32);
        let ins = (cams.as_ptr(), xs.as_ptr(), ws.as_ptr(), feats.as_ptr());
        let primal = time(runs, &mut || {
            o.call(
                ni,
                mi,
                pi,
                ins.0,
                ins.1,
                ins.2,
                ins.3,
                reproj.as_mut_ptr(),
                werr.as_mut_ptr(),
            )
        });
        let grad = time(runs, &mut || {
            jac.call(
                ni,
                mi,
                pi,
                ins.0,
                ins.1,
                ins.2,
                ins.3,
                rws.as_mut_ptr(),
                cls.as_mut_ptr(),
                vls.as_mut_ptr(),
            )
        });
        let (nat, man) = native.map_or((None, None), |lib| {
            let np: P = lib.get("ba_objective");
            let mj: Option<J> = lib.try_get("ba_manual");
            (
                Some(time(runs, &mut || {
                    np(
                        ni,
                        mi,
                        pi,
                        ins.0,
                        ins.1,
                        ins.2,
                        ins.3,
                        reproj.as_mut_ptr(),
                        werr.as_mut_ptr(),
                    )
                })),
                mj.map(|mj| {
                    time(runs, &mut || {
                        mj(
                            ni,
                            mi,
                            pi,
                            ins.0,
                            ins.1,
                            ins.2,
                            ins.3,
                            rws.as_mut_ptr(),
                            cls.as_mut_ptr(),
                            vls.as_mut_ptr(),
                        )
                    })
                }),
            )
        });
        rows.push(Row {
            eval: "ba",
            workload: format!("n={n},m={m},p={p}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }
    // ht: a synthetic model of GradBench's small-model size (22 bones,
    // 544 vertices, 1084 triangles), complicated variant.
    'eval: {
        use abi::{HandData, HandFn as F};
        let (nb, nverts, ntri) = (22usize, 544usize, 1084usize);
        let npts = if quick { 100 } else { 1600 };
        let parents: Vec<i32> = (0..nb as i32).map(|i| i - 1).collect();
        let near_identity = |seed: u64| -> Vec<f64> {
            let r = uniform(16 * nb, seed);
            (0..16 * nb)
                .map(|k| match k % 16 {
                    15 => 1.0,
                    12..=14 => 0.0,
                    0 | 5 | 10 => 1.0 + 0.2 * (r[k] - 0.5),
                    _ => 0.2 * (r[k] - 0.5),
                })
                .collect()
        };
        let rel = near_identity(20);
        let iba = near_identity(21);
        let pos: Vec<f64> = uniform(4 * nverts, 22)
            .chunks(4)
            .flat_map(|c| [c[0], c[1], c[2], 1.0])
            .collect();
        let weights: Vec<f64> = uniform(nverts * nb, 23)
            .iter()
            .map(|w| w / nb as f64)
            .collect();
        let tris: Vec<i32> = (0..3 * ntri)
            .map(|k| ((k * 37 + 11) % nverts) as i32)
            .collect();
        let corr: Vec<i32> = (0..npts).map(|i| ((i * 13) % ntri) as i32).collect();
        let points = uniform(3 * npts, 24);
        let theta: Vec<f64> = uniform(26, 25).iter().map(|t| t - 0.5).collect();
        let us: Vec<f64> = uniform(2 * npts, 26).iter().map(|v| 0.4 * v).collect();
        let data = HandData {
            bones: nb as i32,
            nverts: nverts as i32,
            npts: npts as i32,
            parents: parents.as_ptr(),
            base_relatives: rel.as_ptr(),
            inverse_base_absolutes: iba.as_ptr(),
            base_positions: pos.as_ptr(),
            weights: weights.as_ptr(),
            is_mirrored: 0,
            correspondences: corr.as_ptr(),
            points: points.as_ptr(),
            triangles: tris.as_ptr(),
        };
        let mut err = vec![0.0; 3 * npts];
        let mut jac = vec![0.0; 3 * npts * 28];
        let Some((j, compile)) = jit("ht", variant) else {
            break 'eval;
        };
        let o = j.get::<F>("ht_objective").unwrap();
        let d = j.get::<F>("ht_jacobian").unwrap();
        let primal = time(runs, &mut || {
            o.call(theta.as_ptr(), us.as_ptr(), &data, err.as_mut_ptr())
        });
        let grad = time(runs, &mut || {
            d.call(theta.as_ptr(), us.as_ptr(), &data, jac.as_mut_ptr())
        });
        let (nat, man) = native.map_or((None, None), |lib| {
            let no: F = lib.get("ht_objective");
            let mj: Option<F> = lib.try_get("ht_manual");
            (
                Some(time(runs, &mut || {
                    no(theta.as_ptr(), us.as_ptr(), &data, err.as_mut_ptr())
                })),
                mj.map(|mj| {
                    time(runs, &mut || {
                        mj(theta.as_ptr(), us.as_ptr(), &data, jac.as_mut_ptr())
                    })
                }),
            )
        });
        rows.push(Row {
            eval: "ht",
            workload: format!("complicated, small model, npts={npts}"),
            primal,
            grad,
            native: nat,
            manual: man,
            compile,
        });
    }

    rows
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let pipeline = std::env::args().any(|a| a == "--pipeline");
    let runs = if quick { 3 } else { 7 };
    let native = Native::build();
    if native.is_none() {
        eprintln!("clang-19 not found: native columns left empty");
    }
    // `--ad-opt before|after|both|none`: where zyme-opt runs for the main
    // table (default: zyme's default).
    let args: Vec<String> = std::env::args().collect();
    let main_variant = match args.iter().position(|a| a == "--ad-opt") {
        Some(i) => {
            let p = args
                .get(i + 1)
                .and_then(|t| zyme_llvm::AdPipeline::parse(t))
                .expect("--ad-opt takes before, after, both or none");
            Variant {
                before_ad: p.before_ad,
                after_ad: p.after_ad,
                ..Variant::DEFAULT
            }
        }
        None => Variant::DEFAULT,
    };
    let rows = measure(main_variant, quick, runs, native.as_ref());

    println!("| eval | workload | zyme primal | zyme derivative | derivative / primal | clang -O2 primal | zyme derivative / clang primal | manual derivative | zyme / manual | parse + synthesis + JIT |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    let ratio = |a: Duration, b: Option<Duration>| {
        b.map_or("—".to_string(), |b| {
            format!("{:.2}", a.as_secs_f64() / b.as_secs_f64())
        })
    };
    let opt = |d: Option<Duration>| d.map_or("—".to_string(), ms);
    for r in &rows {
        println!(
            "| {} | {} | {} | {} | {:.2} | {} | {} | {} | {} | {:.1} ms |",
            r.eval,
            r.workload,
            ms(r.primal),
            ms(r.grad),
            r.grad.as_secs_f64() / r.primal.as_secs_f64(),
            opt(r.native),
            ratio(r.grad, r.native),
            opt(r.manual),
            ratio(r.grad, r.manual),
            r.compile.as_secs_f64() * 1e3
        );
    }
    if pipeline {
        // The Enzyme paper's experiment (NeurIPS 2020, §5): the same
        // passes before AD against after AD, same inputs; and clang's -O2
        // before AD for comparison.
        let o0 = |before_ad, after_ad| Variant {
            o0: true,
            before_ad,
            after_ad,
        };
        // Both configurations optimise after AD, as in the paper, where
        // LLVM's -O2 pipeline runs after Enzyme either way.
        let before = measure(o0(true, true), quick, runs, None);
        let after = measure(o0(false, true), quick, runs, None);
        let plain = measure(
            Variant {
                before_ad: false,
                after_ad: false,
                ..Variant::DEFAULT
            },
            quick,
            runs,
            None,
        );
        println!();
        println!("| eval | workload | -O0, AD, zyme-opt | -O0, zyme-opt, AD, zyme-opt | speedup | clang -O2, AD (no zyme-opt) | clang -O2, zyme-opt, AD | speedup over -O0 AD first |");
        println!("|---|---|---:|---:|---:|---:|---:|---:|");
        let (mut logs, mut clang_logs) = (Vec::new(), Vec::new());
        let cell = |d: Option<Duration>| d.map_or("zyme stops (see stderr)".to_string(), ms);
        let speedup = |a: Option<Duration>, b: Option<Duration>, logs: &mut Vec<f64>| match (a, b) {
            (Some(a), Some(b)) => {
                let s = a.as_secs_f64() / b.as_secs_f64();
                logs.push(s.ln());
                format!("{s:.2}")
            }
            _ => "—".to_string(),
        };
        for r in &rows {
            let a = after.iter().find(|u| u.eval == r.eval).map(|u| u.grad);
            let b = before.iter().find(|u| u.eval == r.eval).map(|u| u.grad);
            let p = plain.iter().find(|u| u.eval == r.eval).map(|u| u.grad);
            println!(
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                r.eval,
                r.workload,
                cell(a),
                cell(b),
                speedup(a, b, &mut logs),
                cell(p),
                ms(r.grad),
                speedup(a, Some(r.grad), &mut clang_logs),
            );
        }
        let geo = |logs: &[f64]| {
            if logs.is_empty() {
                "—".to_string()
            } else {
                format!(
                    "**{:.2}**",
                    (logs.iter().sum::<f64>() / logs.len() as f64).exp()
                )
            }
        };
        println!(
            "| geometric mean (Enzyme paper: 4.2) | | | | {} | | | {} |",
            geo(&logs),
            geo(&clang_logs)
        );
    }
}
