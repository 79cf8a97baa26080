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

fn jit(eval: &str) -> (zyme_cranelift::JitModule, Duration) {
    let text = std::fs::read_to_string(dir().join(format!("{eval}.ll"))).expect("the eval's IR");
    let t = Instant::now();
    let m = zyme_llvm::parse_and_lower(&text, eval).expect("lowers and differentiates");
    let j = zyme_cranelift::JitModule::compile(&m).expect("compiles");
    (j, t.elapsed())
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

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = if quick { 3 } else { 7 };
    let native = Native::build();
    if native.is_none() {
        eprintln!("clang-19 not found: native columns left empty");
    }
    let mut rows = Vec::new();

    // lse
    {
        let n = if quick { 10_000 } else { 160_000 };
        let x = uniform(n, 1);
        let mut g = vec![0.0; n];
        let (j, compile) = jit("lse");
        type P = extern "C" fn(*const f64, i32) -> f64;
        type G = extern "C" fn(*const f64, i32, *mut f64);
        let p = j.get::<P>("lse_primal").unwrap();
        let d = j.get::<G>("lse_gradient").unwrap();
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(x.as_ptr(), n as i32));
        });
        let grad = time(runs, &mut || d.call(x.as_ptr(), n as i32, g.as_mut_ptr()));
        let (nat, man) = native.as_ref().map_or((None, None), |l| {
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
    {
        let (m, n) = (128, if quick { 256 } else { 4096 });
        let x = uniform(m, 2);
        let mut g = vec![0.0; m];
        let (j, compile) = jit("llsq");
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
        let (nat, man) = native.as_ref().map_or((None, None), |l| {
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
    {
        let ell = if quick { 6 } else { 9 };
        let a = uniform(ell * ell, 3);
        let mut g = vec![0.0; ell * ell];
        let (j, compile) = jit("det");
        type P = extern "C" fn(*const f64, i32) -> f64;
        type G = extern "C" fn(*const f64, i32, *mut f64);
        let p = j.get::<P>("det_primal").unwrap();
        let d = j.get::<G>("det_gradient").unwrap();
        let primal = time(runs, &mut || {
            std::hint::black_box(p.call(a.as_ptr(), ell as i32));
        });
        let grad = time(runs, &mut || d.call(a.as_ptr(), ell as i32, g.as_mut_ptr()));
        let (nat, man) = native.as_ref().map_or((None, None), |l| {
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
    {
        let (n, s) = (if quick { 1_000 } else { 10_000 }, 10);
        let x = uniform(n, 4);
        let mut y = vec![0.0; n];
        let (j, compile) = jit("ode");
        type P = extern "C" fn(*const f64, i32, i32, *mut f64);
        let p = j.get::<P>("ode_primal").unwrap();
        let d = j.get::<P>("ode_gradient").unwrap();
        let primal = time(runs, &mut || {
            p.call(x.as_ptr(), n as i32, s, y.as_mut_ptr())
        });
        let grad = time(runs, &mut || {
            d.call(x.as_ptr(), n as i32, s, y.as_mut_ptr())
        });
        let (nat, man) = native.as_ref().map_or((None, None), |l| {
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
    {
        let (k, n, d) = (
            if quick { 10 } else { 100 },
            if quick { 1_000 } else { 10_000 },
            8,
        );
        let pts = uniform(n * d, 5);
        let cents = pts[(n - k) * d..].to_vec();
        let mut dir = vec![0.0; k * d];
        let (j, compile) = jit("kmeans");
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
        let (nat, man) = native.as_ref().map_or((None, None), |l| {
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
}
