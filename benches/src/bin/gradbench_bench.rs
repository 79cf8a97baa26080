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
//! cargo run --release -p zyme-benches --bin gradbench-bench [-- --quick] [--pipeline]
//!     [--eval lse,gmm] [--ad-opt before|after|both|none] [--cache speed|memory]
//!     [--reps N]
//! ```
//!
//! `--reps N` makes every timing sample exactly N calls: under callgrind
//! the run is then deterministic, and two builds of zyme compare by the
//! instructions their JIT-compiled code executes (the code has no
//! symbols: it is the `???` without an object in the profile).
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

/// `--reps N`: every sample makes exactly N calls, whatever they take,
/// so that a run under callgrind executes the same instructions each time
/// (for comparing two builds of zyme by instruction counts).
static FIXED_REPS: std::sync::OnceLock<u32> = std::sync::OnceLock::new();

/// How many calls make one sample of `f` last at least 2 ms.
fn repetitions(f: &mut dyn FnMut()) -> u32 {
    let t = Instant::now();
    f();
    if let Some(&n) = FIXED_REPS.get() {
        return n;
    }
    let once = t.elapsed().max(Duration::from_nanos(50));
    (Duration::from_millis(2).as_nanos() / once.as_nanos()).clamp(1, 100_000) as u32
}

/// Times the calls interleaved: each of `runs` rounds takes one sample of
/// every call in turn, so that the machine's drifts (frequency, other
/// load) fall on all of them alike; the median sample of each, per call.
fn time_interleaved(runs: usize, calls: &mut [Box<dyn FnMut()>]) -> Vec<Duration> {
    let reps: Vec<u32> = calls.iter_mut().map(|f| repetitions(&mut **f)).collect();
    let mut samples: Vec<Vec<Duration>> = vec![Vec::with_capacity(runs); calls.len()];
    for _ in 0..runs {
        for (i, f) in calls.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..reps[i] {
                f();
            }
            samples[i].push(t.elapsed() / reps[i]);
        }
    }
    samples
        .into_iter()
        .map(|mut s| {
            s.sort();
            s[s.len() / 2]
        })
        .collect()
}

/// The natively compiled evals and manual derivatives, when clang-19 is
/// installed.
struct Native(*mut libc::c_void);

impl Native {
    /// The evals and manual derivatives built by clang (the derivatives
    /// the evals ask of Enzyme stand in as stubs).
    fn build() -> Option<Native> {
        Native::build_with(&[], "manual/stub.c", "native")
    }

    /// The evals built by clang with Enzyme's plugin (`ZYME_ENZYME_PLUGIN`,
    /// else where `../shared/tools/enzyme-plugin.sh` puts it): the same
    /// sources, the derivatives Enzyme's.
    fn build_enzyme() -> Option<Native> {
        let plugin = std::env::var_os("ZYME_ENZYME_PLUGIN")
            .map(PathBuf::from)
            .or_else(|| {
                std::env::var_os("HOME").map(|h| {
                    PathBuf::from(h).join(".cache/enzyme-plugin/build/Enzyme/ClangEnzyme-19.so")
                })
            })?;
        if !plugin.exists() {
            return None;
        }
        let flag = format!("-fplugin={}", plugin.display());
        Native::build_with(&[flag.as_str()], "manual/markers.c", "enzyme")
    }

    /// The evals built by `zyme cc --backend llvm -- clang-19 …`: zyme's
    /// derivatives of the same sources, printed as LLVM IR text and
    /// compiled by clang -O2 (the zyme binary built next to this one:
    /// `cargo build --release -p zyme`).
    fn build_zyme_llvm() -> Option<Native> {
        let zyme = std::env::current_exe().ok()?.parent()?.join("zyme");
        if !zyme.exists() {
            return None;
        }
        let cache = if least_memory() { "memory" } else { "speed" };
        let wrap = [
            zyme.to_str()?,
            "cc",
            "--cache",
            cache,
            "--backend",
            "llvm",
            "--",
        ];
        Native::build_wrapped(&wrap, &[], "manual/markers.c", "zyme-llvm")
    }

    fn build_with(extra: &[&str], stub: &str, tag: &str) -> Option<Native> {
        Native::build_wrapped(&[], extra, stub, tag)
    }

    /// The library built by clang-19 (after the words of `wrap`, a
    /// wrapper's command line ending in `--`, when there are any).
    fn build_wrapped(wrap: &[&str], extra: &[&str], stub: &str, tag: &str) -> Option<Native> {
        let out =
            std::env::temp_dir().join(format!("zyme-gradbench-{tag}-{}.so", std::process::id()));
        let d = dir();
        let mut command = match wrap.split_first() {
            Some((program, rest)) => {
                let mut c = Command::new(program);
                c.args(rest).arg("clang-19");
                c
            }
            None => Command::new("clang-19"),
        };
        let status = command
            .args(["-O2", "-fno-math-errno", "-shared", "-fPIC"])
            .arg("-Wl,--wrap=malloc,--wrap=calloc,--wrap=realloc,--wrap=free")
            .args(extra)
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
                "manual/alloc_count.c",
                stub,
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

    /// The most heap bytes live at once during `call` (the library's
    /// counters: see `manual/alloc_count.c`).
    fn peak_bytes(&self, call: &mut dyn FnMut()) -> Option<i64> {
        let mark: extern "C" fn() = self.try_get("zyme_alloc_mark")?;
        let peak: extern "C" fn() -> i64 = self.try_get("zyme_alloc_peak")?;
        mark();
        call();
        Some(peak())
    }

    /// The counting allocator's functions, for zyme's JIT-compiled code.
    fn allocator(&self) -> Vec<(&'static str, *const u8)> {
        [
            ("malloc", "__wrap_malloc"),
            ("calloc", "__wrap_calloc"),
            ("realloc", "__wrap_realloc"),
            ("free", "__wrap_free"),
        ]
        .into_iter()
        .filter_map(|(name, wrap)| Some((name, self.try_get::<*const u8>(wrap)?)))
        .collect()
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
}

/// The eval's IR: clang's `-O2` output (`NAME.ll`), or its unoptimised
/// `-O0` output (`O0/NAME.ll`), differentiated and JIT-compiled by zyme
/// with zyme-opt where the variant says; `None` (and a line on stderr)
/// when zyme stops with an error.
fn jit(
    eval: &str,
    variant: Variant,
    native: Option<&Native>,
) -> Option<(zyme_cranelift::JitModule, Duration)> {
    if !selected(eval) {
        return None;
    }
    let path = if variant.o0 {
        dir().join("O0").join(format!("{eval}.ll"))
    } else {
        dir().join(format!("{eval}.ll"))
    };
    let text = std::fs::read_to_string(&path).expect("the eval's IR");
    let t = Instant::now();
    let pipeline = zyme::AdPipeline {
        before_ad: variant.before_ad,
        after_ad: variant.after_ad,
        least_memory: least_memory(),
    };
    let lowered = zyme::from_ll_with(&text, eval, pipeline).map_err(|e| e.to_string());
    // The heap calls go through the native library's counters.
    let allocator = native.map(Native::allocator).unwrap_or_default();
    let compiled = lowered.and_then(|m| {
        zyme_cranelift::JitModule::compile_with_symbols(&m, &allocator).map_err(|e| e.to_string())
    });
    match compiled {
        Ok(j) => Some((j, t.elapsed())),
        Err(e) => {
            eprintln!("{eval} ({variant:?} IR): {e}");
            None
        }
    }
}

/// `--eval a,b`: only these evals.
static ONLY: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// `--cache memory`: zyme's reverse mode recomputes costly arithmetic
/// rather than taping it (`zyme cc --cache memory`).
static LEAST_MEMORY: std::sync::OnceLock<bool> = std::sync::OnceLock::new();

fn least_memory() -> bool {
    LEAST_MEMORY.get().copied().unwrap_or(false)
}

/// Every eval whose C source `benches/gradbench/` holds, in table order.
const EVALS: [&str; 9] = [
    "lse", "llsq", "det", "ode", "kmeans", "gmm", "lstm", "ba", "ht",
];

/// Whether `--eval` leaves `eval` in.
fn selected(eval: &str) -> bool {
    ONLY.get()
        .is_none_or(|only| only.split(',').any(|e| e == eval))
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
        before_ad: zyme::AdPipeline::DEFAULT.before_ad,
        after_ad: zyme::AdPipeline::DEFAULT.after_ad,
    };
}

/// Instructions in the bodies of a module's functions.
fn instructions(m: &zyme_ir::Module) -> usize {
    m.functions
        .values()
        .flat_map(|f| {
            f.layout
                .blocks()
                .iter()
                .map(|&b| f.layout.block_insts(b).len())
        })
        .sum()
}

/// The compile-latency table: per eval, the primal module's size, then
/// (median of 5) the parse and lowering, the derivatives' synthesis with
/// zyme-opt around it, and Cranelift's JIT of the whole module, with the
/// last two per 1,000 instructions of the primal module.
fn latency_table(evals: &[&str]) {
    if evals.is_empty() {
        return;
    }
    println!();
    println!("| eval | primal instructions | with derivatives | parse + lower | synthesis + zyme-opt | Cranelift JIT | synthesis + opt + JIT per 1,000 primal instructions |");
    println!("|---|---:|---:|---:|---:|---:|---:|");
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    for &eval in evals {
        let text =
            std::fs::read_to_string(dir().join(format!("{eval}.ll"))).expect("the eval's IR");
        let (mut parse, mut total, mut jit) = (Vec::new(), Vec::new(), Vec::new());
        let (mut size, mut out_size) = (0, 0);
        for _ in 0..5 {
            let t = Instant::now();
            let Ok(lowered) = zyme_llvm::parse_and_lower(&text, eval) else {
                return;
            };
            parse.push(t.elapsed());
            size = instructions(&lowered.module);
            let t = Instant::now();
            let Ok(m) = zyme::from_ll(&text, eval) else {
                return;
            };
            total.push(t.elapsed());
            out_size = instructions(&m);
            let t = Instant::now();
            let compiled = zyme_cranelift::JitModule::compile_with_symbols(&m, &[]);
            jit.push(t.elapsed());
            drop(compiled);
        }
        let (parse, total, jit) = (median(parse), median(total), median(jit));
        let synth = total.saturating_sub(parse);
        let per = (synth + jit).as_secs_f64() * 1e3 / (size as f64 / 1000.0);
        println!(
            "| {eval} | {size} | {out_size} | {} | {} | {} | {per:.1} ms |",
            ms(parse),
            ms(synth),
            ms(jit)
        );
    }
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
    /// Enzyme's derivative of the same source (plugin build).
    enzyme: Option<Duration>,
    /// zyme's derivative compiled by clang -O2 (`zyme cc --backend llvm`).
    llvm: Option<Duration>,
    compile: Duration,
    /// The most heap bytes live at once in one (first) call of zyme's,
    /// Enzyme's and the manual derivative: tape, shadows and the eval's
    /// own blocks.
    peak: [Option<i64>; 3],
    /// How many entries of zyme's, Enzyme's and zyme's derivative
    /// through LLVM differ from the manual one's (relative 1e-6), of how
    /// many.
    check: [Option<(usize, usize)>; 3],
}

/// Entries of `got` that differ from `want` by more than 1e-6 relative
/// (NaN only matches NaN).
fn entries_off(want: &[f64], got: &[f64]) -> usize {
    want.iter()
        .zip(got)
        .filter(|&(&w, &g)| {
            let same = (w.is_nan() && g.is_nan()) || (w - g).abs() <= 1e-6 * w.abs().max(1.0);
            !same
        })
        .count()
        + want.len().abs_diff(got.len())
}

/// A check's cell: `ok`, or how many entries differ.
fn off_cell(c: Option<(usize, usize)>) -> String {
    match c {
        None => "—".into(),
        Some((0, _)) => "ok".into(),
        Some((k, n)) => format!("**{k} of {n} off**"),
    }
}

/// Heap bytes, readably (`—` where not measured).
fn bytes(b: Option<i64>) -> String {
    match b {
        None => "—".into(),
        Some(b) if b.abs() >= 10 << 20 => format!("{:.1} MiB", b as f64 / (1 << 20) as f64),
        Some(b) if b.abs() >= 10 << 10 => format!("{:.1} KiB", b as f64 / 1024.0),
        Some(b) => format!("{b} B"),
    }
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

/// One eval compiled by zyme in each variant, and the native library.
struct Compiled<'n> {
    zyme: Vec<Option<(zyme_cranelift::JitModule, Duration)>>,
    native: Option<&'n Native>,
    enzyme: Option<&'n Native>,
    llvm: Option<&'n Native>,
}

/// A closure that calls a function of type `F` on one workload's data.
type Caller<'a, F> = &'a dyn Fn(F) -> Box<dyn FnMut()>;

impl<'n> Compiled<'n> {
    /// `None` when no variant compiles (or `--eval` leaves the eval out).
    fn new(eval: &str, variants: &[Variant], libs: Libs<'n>) -> Option<Compiled<'n>> {
        let zyme: Vec<_> = variants
            .iter()
            .map(|&v| jit(eval, v, libs.native))
            .collect();
        zyme.iter().any(Option::is_some).then_some(Compiled {
            zyme,
            native: libs.native,
            enzyme: libs.enzyme,
            llvm: libs.llvm,
        })
    }

    /// Times one workload: zyme's primal (first variant) and every
    /// variant's derivative, the native primal and the manual derivative,
    /// all interleaved; one row per variant (`None` where it did not
    /// compile), the first with every column.
    #[allow(clippy::too_many_arguments)]
    fn time<P: zyme_cranelift::JitSignature, G: zyme_cranelift::JitSignature>(
        &self,
        (eval, workload): (&'static str, String),
        (primal_name, grad_name, manual_name): (&str, &str, &str),
        primal: Caller<P>,
        grad: Caller<G>,
        outs: &[(*mut f64, usize)],
        runs: usize,
    ) -> Vec<Option<Row>> {
        let mut calls: Vec<Box<dyn FnMut()>> = Vec::new();
        // Index of each timed call: zyme primal, each variant's
        // derivative, native primal, manual derivative.
        let at = |calls: &mut Vec<Box<dyn FnMut()>>, f: Box<dyn FnMut()>| {
            calls.push(f);
            calls.len() - 1
        };
        let zyme_primal = self.zyme[0].as_ref().map(|(j, _)| {
            let f = *j.get::<P>(primal_name).expect("the primal");
            at(&mut calls, primal(f))
        });
        let grads: Vec<Option<usize>> = self
            .zyme
            .iter()
            .map(|z| {
                z.as_ref().map(|(j, _)| {
                    let f = *j.get::<G>(grad_name).expect("the derivative");
                    at(&mut calls, grad(f))
                })
            })
            .collect();
        let native = native_fn::<P>(self.native, primal_name).map(|f| at(&mut calls, primal(f)));
        let manual = native_fn::<G>(self.native, manual_name).map(|f| at(&mut calls, grad(f)));
        let enzyme = native_fn::<G>(self.enzyme, grad_name).map(|f| at(&mut calls, grad(f)));
        let llvm = native_fn::<G>(self.llvm, grad_name).map(|f| at(&mut calls, grad(f)));
        // Heap bytes of each derivative's first call, before the timing.
        let mut peak_of = |lib: Option<&Native>, i: Option<usize>| {
            let (lib, i) = (lib?, i?);
            lib.peak_bytes(&mut calls[i])
        };
        let peak = [
            peak_of(self.native, grads.first().copied().flatten()),
            peak_of(self.enzyme, enzyme),
            peak_of(self.native, manual),
        ];
        // Each derivative's result against the manual one's, from zeroed
        // outputs.
        let mut result = |i: usize| -> Vec<f64> {
            for &(p, n) in outs {
                // SAFETY: the workload's own output buffers.
                unsafe { std::ptr::write_bytes(p, 0, n) };
            }
            calls[i]();
            outs.iter()
                // SAFETY: as above; the call has returned.
                .flat_map(|&(p, n)| unsafe { std::slice::from_raw_parts(p, n) }.to_vec())
                .collect()
        };
        let want = manual.map(&mut result);
        let mut off = |i: Option<usize>| -> Option<(usize, usize)> {
            let (want, got) = (want.as_ref()?, result(i?));
            Some((entries_off(want, &got), want.len()))
        };
        let check = [
            off(grads.first().copied().flatten()),
            off(enzyme),
            off(llvm),
        ];
        let t = time_interleaved(runs, &mut calls);
        grads
            .iter()
            .zip(&self.zyme)
            .enumerate()
            .map(|(k, (g, z))| {
                let (g, (_, compile)) = (g.as_ref()?, z.as_ref()?);
                let first = k == 0;
                Some(Row {
                    eval,
                    workload: workload.clone(),
                    primal: zyme_primal.map_or(Duration::ZERO, |i| t[i]),
                    grad: t[*g],
                    native: native.filter(|_| first).map(|i| t[i]),
                    manual: manual.filter(|_| first).map(|i| t[i]),
                    enzyme: enzyme.filter(|_| first).map(|i| t[i]),
                    llvm: llvm.filter(|_| first).map(|i| t[i]),
                    compile: *compile,
                    peak: if first { peak } else { [None; 3] },
                    check: if first { check } else { [None; 3] },
                })
            })
            .collect()
    }
}

/// Which workloads: small ones (`--quick`, for CI), one representative
/// workload per eval (the default), or GradBench's default workload sets
/// (`--full`, GRADBENCH.md; long).
#[derive(Copy, Clone, PartialEq, Debug)]
enum Sizes {
    Quick,
    One,
    Full,
}

impl Sizes {
    fn pick<T: Clone>(self, quick: T, one: T, full: &[T]) -> Vec<T> {
        match self {
            Sizes::Quick => vec![quick],
            Sizes::One => vec![one],
            Sizes::Full => full.to_vec(),
        }
    }
}

/// The libraries clang builds: the evals natively (with the manual
/// derivatives) and, with Enzyme's plugin, Enzyme's derivatives.
#[derive(Copy, Clone)]
struct Libs<'n> {
    native: Option<&'n Native>,
    enzyme: Option<&'n Native>,
    /// zyme's derivatives through `zyme cc --backend llvm`.
    llvm: Option<&'n Native>,
}

/// A function of the native library, if it is there.
fn native_fn<T: Copy>(native: Option<&Native>, name: &str) -> Option<T> {
    native.and_then(|l| l.try_get(name))
}

/// Every eval's rows for each variant (`rows[k]` for `variants[k]`),
/// timed together; `native` for the clang and manual columns.
fn measure(variants: &[Variant], sizes: Sizes, runs: usize, libs: Libs) -> Vec<Vec<Row>> {
    let mut rows: Vec<Vec<Row>> = variants.iter().map(|_| Vec::new()).collect();
    let mut add = |timed: Vec<Option<Row>>| {
        for (k, row) in timed.into_iter().enumerate() {
            rows[k].extend(row);
        }
    };

    if let Some(c) = Compiled::new("lse", variants, libs) {
        let full: Vec<usize> = (0..10).map(|i| 2500 << i).collect();
        for n in sizes.pick(10_000, 160_000, &full) {
            let x = uniform(n, 1);
            let mut g = vec![0.0; n];
            let (xp, gp, ni) = (x.as_ptr(), g.as_mut_ptr(), n as i32);
            add(c.time(
                ("lse", format!("n={n}")),
                ("lse_primal", "lse_gradient", "lse_manual"),
                &|f: abi::Primal1| {
                    Box::new(move || {
                        std::hint::black_box(f(xp, ni));
                    })
                },
                &|f: abi::Grad1| Box::new(move || f(xp, ni, gp)),
                &[(gp, n)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("llsq", variants, libs) {
        let full = [16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8196, 16392];
        for n in sizes.pick(256, 4096, &full) {
            let m = 128usize;
            let x = uniform(m, 2);
            let mut g = vec![0.0; m];
            let (xp, gp, mi) = (x.as_ptr(), g.as_mut_ptr(), m as i32);
            add(c.time(
                ("llsq", format!("n={n},m={m}")),
                ("llsq_primal", "llsq_gradient", "llsq_manual"),
                &|f: abi::Primal2| {
                    Box::new(move || {
                        std::hint::black_box(f(xp, mi, n));
                    })
                },
                &|f: abi::Grad2| Box::new(move || f(xp, mi, n, gp)),
                &[(gp, m)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("det", variants, libs) {
        for ell in sizes.pick(6usize, 9, &[5, 6, 7, 8, 9, 10, 11]) {
            let a = uniform(ell * ell, 3);
            let mut g = vec![0.0; ell * ell];
            let (ap, gp, li) = (a.as_ptr(), g.as_mut_ptr(), ell as i32);
            add(c.time(
                ("det", format!("ell={ell}")),
                ("det_primal", "det_gradient", "det_manual"),
                &|f: abi::Primal1| {
                    Box::new(move || {
                        std::hint::black_box(f(ap, li));
                    })
                },
                &|f: abi::Grad1| Box::new(move || f(ap, li, gp)),
                &[(gp, ell * ell)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("ode", variants, libs) {
        let full: Vec<(usize, i32)> = [1_000, 10_000, 100_000]
            .iter()
            .flat_map(|&n| [1, 10, 100].map(|s| (n, s)))
            .collect();
        for (n, s) in sizes.pick((1_000usize, 10), (10_000, 10), &full) {
            let x = uniform(n, 4);
            let mut y = vec![0.0; n];
            let (xp, yp, ni) = (x.as_ptr(), y.as_mut_ptr(), n as i32);
            let call = |f: abi::OdePrimal| Box::new(move || f(xp, ni, s, yp)) as Box<dyn FnMut()>;
            add(c.time(
                ("ode", format!("n={n},s={s}")),
                ("ode_primal", "ode_gradient", "ode_manual"),
                &call,
                &call,
                &[(yp, n)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("kmeans", variants, libs) {
        let full: Vec<(usize, usize, usize)> = [10, 100, 1000]
            .iter()
            .flat_map(|&k| [1_000, 10_000].map(move |n| (k, n)))
            .flat_map(|(k, n)| [8, 16].map(move |d| (k, n, d)))
            .collect();
        for (k, n, d) in sizes.pick((10usize, 1_000usize, 8usize), (100, 10_000, 8), &full) {
            let pts = uniform(n * d, 5);
            let cents = pts[(n - k) * d..].to_vec();
            let mut dir = vec![0.0; k * d];
            let (pp, cp, dp) = (pts.as_ptr(), cents.as_ptr(), dir.as_mut_ptr());
            let (ni, ki, di) = (n as i32, k as i32, d as i32);
            add(c.time(
                ("kmeans", format!("k={k},n={n},d={d}")),
                ("kmeans_cost", "kmeans_dir", "kmeans_manual"),
                &|f: abi::KmeansCost| {
                    Box::new(move || {
                        std::hint::black_box(f(pp, cp, ni, ki, di));
                    })
                },
                &|f: abi::KmeansDir| Box::new(move || f(pp, cp, ni, ki, di, dp)),
                &[(dp, k * d)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("gmm", variants, libs) {
        let full: Vec<(usize, usize, usize)> = [2, 10, 20, 32, 64]
            .iter()
            .flat_map(|&d| [5, 10, 25, 50, 100].map(move |k| (d, k, 1000)))
            .collect();
        for (d, k, n) in sizes.pick((2usize, 5usize, 100usize), (10, 25, 1000), &full) {
            let lsz = d * (d - 1) / 2;
            let x: Vec<f64> = uniform(n * d, 6).iter().map(|v| 4.0 * v - 2.0).collect();
            let alpha: Vec<f64> = uniform(k, 7).iter().map(|v| v - 0.5).collect();
            let mu = uniform(k * d, 8);
            let q: Vec<f64> = uniform(k * d, 9).iter().map(|v| v - 0.5).collect();
            let l: Vec<f64> = uniform(k * lsz, 10).iter().map(|v| v - 0.5).collect();
            let (mut da, mut dm) = (vec![0.0; k], vec![0.0; k * d]);
            let (mut dq, mut dl) = (vec![0.0; k * d], vec![0.0; k * lsz]);
            let (di, ki, ni) = (d as i32, k as i32, n as i32);
            let i = (
                alpha.as_ptr(),
                mu.as_ptr(),
                q.as_ptr(),
                l.as_ptr(),
                x.as_ptr(),
            );
            let o = (
                da.as_mut_ptr(),
                dm.as_mut_ptr(),
                dq.as_mut_ptr(),
                dl.as_mut_ptr(),
            );
            add(c.time(
                ("gmm", format!("d={d},k={k},n={n}")),
                ("gmm_objective", "gmm_gradient", "gmm_manual"),
                &|f: abi::GmmObjective| {
                    Box::new(move || {
                        std::hint::black_box(f(di, ki, ni, i.0, i.1, i.2, i.3, i.4, 1.0, 0));
                    })
                },
                &|f: abi::GmmGradient| {
                    Box::new(move || {
                        f(
                            di, ki, ni, i.0, i.1, i.2, i.3, i.4, 1.0, 0, o.0, o.1, o.2, o.3,
                        )
                    })
                },
                &[(o.0, k), (o.1, k * d), (o.2, k * d), (o.3, k * lsz)],
                runs,
            ));
        }
    }

    if let Some(c) = Compiled::new("lstm", variants, libs) {
        let full: Vec<(usize, usize)> = [2, 4, 6]
            .iter()
            .flat_map(|&l| [1024, 4096, 8192].map(move |c| (l, c)))
            .collect();
        for (l, cells) in sizes.pick((2usize, 64usize), (2, 1024), &full) {
            let b = 14usize;
            let main = uniform(8 * l * b, 11);
            let extra = uniform(3 * b, 12);
            let state = uniform(2 * l * b, 13);
            let seq: Vec<f64> = uniform(cells * b, 14)
                .iter()
                .map(|v| if *v > 0.5 { 1.0 } else { 0.0 })
                .collect();
            let mut g = vec![0.0; 8 * l * b + 3 * b];
            let (li, ci, bi) = (l as i32, cells as i32, b as i32);
            let i = (main.as_ptr(), extra.as_ptr(), state.as_ptr(), seq.as_ptr());
            let gp = g.as_mut_ptr();
            add(c.time(
                ("lstm", format!("l={l},c={cells},b={b}")),
                ("lstm_objective", "lstm_gradient", "lstm_manual"),
                &|f: abi::LstmObjective| {
                    Box::new(move || {
                        std::hint::black_box(f(li, ci, bi, i.0, i.1, i.2, i.3));
                    })
                },
                &|f: abi::LstmGradient| Box::new(move || f(li, ci, bi, i.0, i.1, i.2, i.3, gp)),
                &[(gp, 8 * l * b + 3 * b)],
                runs,
            ));
        }
    }

    // ba: one camera, point, weight and feature (ba1's), replicated over
    // the sizes of GradBench's files, as ADBench's generator does.
    if let Some(c) = Compiled::new("ba", variants, libs) {
        let full = [
            (49usize, 7776usize, 31843usize),
            (21, 11315, 36455),
            (161, 48126, 182072),
            (372, 47423, 204472),
            (257, 65132, 225911),
            (539, 65220, 277273),
            (93, 61203, 287451),
            (88, 64298, 383937),
            (810, 88814, 393775),
            (1197, 126327, 563734),
            (1723, 156502, 678718),
            (253, 163691, 899155),
            (245, 198739, 1091386),
            (356, 226730, 1255268),
            (1102, 780462, 4052340),
            (1544, 942409, 4750193),
            (1778, 993923, 5001946),
            (1936, 649673, 5213733),
            (4585, 1324582, 9125125),
            (13682, 4456117, 2987644),
        ];
        for (n, m, p) in sizes.pick((5, 40, 200), full[0], &full) {
            let cam = [
                -0.758453, -1.109613, -0.845551, 34.556073, 39.676747, 53.881673, 419.194514,
                5.864426, -8.518870, 0.087812, 0.002739,
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
            let (ni, mi, pi) = (n as i32, m as i32, p as i32);
            let i = (cams.as_ptr(), xs.as_ptr(), ws.as_ptr(), feats.as_ptr());
            let e = (reproj.as_mut_ptr(), werr.as_mut_ptr());
            let o = (rws.as_mut_ptr(), cls.as_mut_ptr(), vls.as_mut_ptr());
            add(c.time(
                ("ba", format!("n={n},m={m},p={p}")),
                ("ba_objective", "ba_jacobian", "ba_manual"),
                &|f: abi::BaObjective| {
                    Box::new(move || f(ni, mi, pi, i.0, i.1, i.2, i.3, e.0, e.1))
                },
                &|f: abi::BaJacobian| {
                    Box::new(move || f(ni, mi, pi, i.0, i.1, i.2, i.3, o.0, o.1, o.2))
                },
                &[(o.2, 31 * p)],
                runs,
            ));
        }
    }

    // ht: a synthetic model of GradBench's sizes (22 bones; 544 vertices
    // for the small model, 10,000 for the big one; 1084 triangles),
    // complicated variant.
    if let Some(c) = Compiled::new("ht", variants, libs) {
        use abi::HandData;
        let full: Vec<(usize, usize)> = [
            100, 192, 200, 400, 800, 1600, 3200, 6400, 12800, 25600, 51200, 100000,
        ]
        .iter()
        .map(|&npts| (10_000, npts))
        .collect();
        for (nverts, npts) in sizes.pick((544usize, 100usize), (544, 1600), &full) {
            let (nb, ntri) = (22usize, 1084usize);
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
            let (tp, up, dp) = (theta.as_ptr(), us.as_ptr(), &data as *const HandData);
            let (ep, jp) = (err.as_mut_ptr(), jac.as_mut_ptr());
            let model = if nverts == 544 { "small" } else { "big" };
            add(c.time(
                ("ht", format!("complicated, {model} model, npts={npts}")),
                ("ht_objective", "ht_jacobian", "ht_manual"),
                &|f: abi::HandFn| Box::new(move || f(tp, up, dp, ep)),
                &|f: abi::HandFn| Box::new(move || f(tp, up, dp, jp)),
                &[(jp, 3 * npts * 28)],
                runs,
            ));
        }
    }

    rows
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let sizes = if quick {
        Sizes::Quick
    } else if std::env::args().any(|a| a == "--full") {
        Sizes::Full
    } else {
        Sizes::One
    };
    let pipeline = std::env::args().any(|a| a == "--pipeline");
    let args: Vec<String> = std::env::args().collect();
    if let Some(i) = args.iter().position(|a| a == "--eval") {
        let _ = ONLY.set(args.get(i + 1).cloned().unwrap_or_default());
    }
    if let Some(i) = args.iter().position(|a| a == "--reps") {
        let n = args.get(i + 1).and_then(|n| n.parse().ok());
        let _ = FIXED_REPS.set(n.expect("--reps takes a number of calls per sample"));
    }
    if let Some(i) = args.iter().position(|a| a == "--cache") {
        let memory = match args.get(i + 1).map(String::as_str) {
            Some("memory") => true,
            Some("speed") => false,
            _ => panic!("--cache takes speed or memory"),
        };
        let _ = LEAST_MEMORY.set(memory);
    }
    if args.iter().any(|a| a == "--latency") {
        // The compile-latency table alone (for profiling the compiler).
        let evals: Vec<&str> = EVALS.iter().copied().filter(|&e| selected(e)).collect();
        latency_table(&evals);
        return;
    }
    let runs = if quick { 5 } else { 7 };
    let native = Native::build();
    if native.is_none() {
        eprintln!("clang-19 not found: native columns left empty");
    }
    let enzyme = Native::build_enzyme();
    if enzyme.is_none() {
        eprintln!(
            "Enzyme's plugin not built (../shared/tools/enzyme-plugin.sh, or ZYME_ENZYME_PLUGIN): Enzyme column left empty"
        );
    }
    let llvm = Native::build_zyme_llvm();
    if llvm.is_none() {
        eprintln!(
            "no zyme binary beside this one (cargo build --release -p zyme): the zyme cc --backend llvm table left out"
        );
    }
    let libs = Libs {
        native: native.as_ref(),
        enzyme: enzyme.as_ref(),
        llvm: llvm.as_ref(),
    };
    // `--ad-opt before|after|both|none`: where zyme-opt runs for the main
    // table (default: zyme's default).
    let main_variant = match args.iter().position(|a| a == "--ad-opt") {
        Some(i) => {
            let p = args
                .get(i + 1)
                .and_then(|t| zyme::AdPipeline::parse(t))
                .expect("--ad-opt takes before, after, both or none");
            Variant {
                before_ad: p.before_ad,
                after_ad: p.after_ad,
                ..Variant::DEFAULT
            }
        }
        None => Variant::DEFAULT,
    };
    // With --pipeline the experiment's variants are timed in the same
    // rounds as the main one: -O0 IR with zyme-opt before and after AD,
    // -O0 IR with zyme-opt after AD only (both optimise after AD, as in
    // the paper, where LLVM's -O2 pipeline runs after Enzyme either way),
    // and -O2 IR without zyme-opt.
    let mut variants = vec![main_variant];
    if pipeline {
        let o0 = |before_ad, after_ad| Variant {
            o0: true,
            before_ad,
            after_ad,
        };
        variants.extend([
            o0(true, true),
            o0(false, true),
            Variant {
                before_ad: false,
                after_ad: false,
                ..Variant::DEFAULT
            },
        ]);
    }
    let mut all = measure(&variants, sizes, runs, libs).into_iter();
    let rows = all.next().unwrap_or_default();

    println!("| eval | workload | zyme primal | zyme derivative | derivative / primal | clang -O2 primal | zyme derivative / clang primal | manual derivative | zyme / manual | Enzyme derivative | zyme / Enzyme | parse + synthesis + JIT | peak heap: zyme / Enzyme / manual | against the manual derivative: zyme / Enzyme |");
    println!("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    let mut enzyme_logs = Vec::new();
    let ratio = |a: Duration, b: Option<Duration>| {
        b.map_or("—".to_string(), |b| {
            format!("{:.2}", a.as_secs_f64() / b.as_secs_f64())
        })
    };
    let opt = |d: Option<Duration>| d.map_or("—".to_string(), ms);
    for r in &rows {
        if let Some(e) = r.enzyme {
            enzyme_logs.push((r.grad.as_secs_f64() / e.as_secs_f64()).ln());
        }
        println!(
            "| {} | {} | {} | {} | {:.2} | {} | {} | {} | {} | {} | {} | {:.1} ms | {} | {} |",
            r.eval,
            r.workload,
            ms(r.primal),
            ms(r.grad),
            r.grad.as_secs_f64() / r.primal.as_secs_f64(),
            opt(r.native),
            ratio(r.grad, r.native),
            opt(r.manual),
            ratio(r.grad, r.manual),
            opt(r.enzyme),
            ratio(r.grad, r.enzyme),
            r.compile.as_secs_f64() * 1e3,
            r.peak.map(bytes).join(" / "),
            r.check[..2]
                .iter()
                .map(|&c| off_cell(c))
                .collect::<Vec<_>>()
                .join(" / ")
        );
    }
    if !enzyme_logs.is_empty() {
        let g = (enzyme_logs.iter().sum::<f64>() / enzyme_logs.len() as f64).exp();
        println!(
            "\nzyme / Enzyme, geometric mean over {} rows: {g:.2}",
            enzyme_logs.len()
        );
    }
    if rows.iter().any(|r| r.llvm.is_some()) {
        // The same derivatives printed as LLVM IR and compiled by clang
        // -O2 (`zyme cc --backend llvm`), in the same rounds.
        println!();
        println!("| eval | workload | zyme cc --backend llvm derivative | Enzyme derivative | zyme (LLVM) / Enzyme | zyme (LLVM) / clang -O2 primal | against the manual derivative |");
        println!("|---|---|---:|---:|---:|---:|---|");
        let mut logs = Vec::new();
        for r in &rows {
            let Some(l) = r.llvm else { continue };
            if let Some(e) = r.enzyme {
                logs.push((l.as_secs_f64() / e.as_secs_f64()).ln());
            }
            println!(
                "| {} | {} | {} | {} | {} | {} | {} |",
                r.eval,
                r.workload,
                ms(l),
                opt(r.enzyme),
                ratio(l, r.enzyme),
                ratio(l, r.native),
                off_cell(r.check[2])
            );
        }
        if !logs.is_empty() {
            let g = (logs.iter().sum::<f64>() / logs.len() as f64).exp();
            println!(
                "\nzyme cc --backend llvm / Enzyme, geometric mean over {} rows: {g:.2}",
                logs.len()
            );
        }
    }
    let mut evals: Vec<&str> = rows.iter().map(|r| r.eval).collect();
    evals.dedup();
    latency_table(&evals);
    if pipeline {
        // The Enzyme paper's experiment (NeurIPS 2020, §5): the same
        // passes before AD against after AD, same inputs; and clang's -O2
        // before AD for comparison.
        let (before, after, plain) = (
            all.next().unwrap_or_default(),
            all.next().unwrap_or_default(),
            all.next().unwrap_or_default(),
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
            let a = after
                .iter()
                .find(|u| u.eval == r.eval && u.workload == r.workload)
                .map(|u| u.grad);
            let b = before
                .iter()
                .find(|u| u.eval == r.eval && u.workload == r.workload)
                .map(|u| u.grad);
            let p = plain
                .iter()
                .find(|u| u.eval == r.eval && u.workload == r.workload)
                .map(|u| u.grad);
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
