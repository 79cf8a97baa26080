//! Gradient and tangent kernels of the GPU corpus (`tests/gpu/`), made by
//! `zyme::gpu::derivative_kernel` (what `zyme grad-kernel` runs) and
//! launched on the SIMT interpreter with the race detector on.
//!
//! Every float buffer is `dup`, everything else `const`. With `w` random
//! weights on the buffers the primal changes (its outputs) and `v` a
//! random direction on every float buffer, three numbers must agree:
//!
//! * `g·v`, where `g` is what the gradient kernel leaves in the shadows
//!   when they hold `w` on entry;
//! * `w·ṫ`, where `ṫ` is what the tangent kernel leaves in the shadows
//!   when they hold `v` on entry (the dot-product test: equal up to
//!   rounding, [`DOT_TOL`]);
//! * the central difference `(L(x + h·v) − L(x − h·v)) / 2h` of
//!   `L(x) = w·F(x)` over primal launches ([`FD_TOL`], f32 arithmetic).
//!
//! Each must be clearly non-zero: a kernel whose gradient is all zeros
//! fails.

mod gpu_corpus;
#[path = "../../backend-ptx/tests/common/mod.rs"]
mod ptx_common;

use gpu_corpus::{load, manifest, Entry};
use zyme::gpu::{self, KernelDerivative, LaunchArg};
use zyme::{AdPipeline, ArgKind};

/// Relative tolerance of the dot-product test (f32 sums in another order).
const DOT_TOL: f64 = 2e-3;
/// Relative tolerance of the central difference against `g·v` (f32
/// primal, step [`STEP`] times the inputs' scale).
const FD_TOL: f64 = 3e-2;
/// The central difference's step, relative to the largest input.
const STEP: f64 = 1e-4;

/// A deterministic pseudo-random sequence in [-1, 1).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> f64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0
    }
}

fn floats(a: &LaunchArg) -> Option<Vec<f64>> {
    match a {
        LaunchArg::F32s(v) => Some(v.iter().map(|&x| f64::from(x)).collect()),
        LaunchArg::F64s(v) => Some(v.clone()),
        _ => None,
    }
}

fn like(a: &LaunchArg, v: &[f64]) -> LaunchArg {
    match a {
        LaunchArg::F32s(_) => LaunchArg::F32s(v.iter().map(|&x| x as f32).collect()),
        LaunchArg::F64s(_) => LaunchArg::F64s(v.to_vec()),
        other => other.clone(),
    }
}

fn dot(a: &[Vec<f64>], b: &[Vec<f64>]) -> f64 {
    a.iter()
        .zip(b)
        .flat_map(|(x, y)| x.iter().zip(y).map(|(p, q)| p * q))
        .sum()
}

/// The derivative kernel's arguments: each `dup` buffer followed by
/// `shadow(i)`.
fn with_shadows(args: &[LaunchArg], kinds: &[ArgKind], shadow: &[Vec<f64>]) -> Vec<LaunchArg> {
    let mut out = Vec::new();
    for (i, a) in args.iter().enumerate() {
        out.push(a.clone());
        if kinds[i] == ArgKind::Dup {
            out.push(like(a, &shadow[i]));
        }
    }
    out
}

fn shadows_after(after: &[LaunchArg], kinds: &[ArgKind]) -> Vec<Vec<f64>> {
    let mut out = Vec::new();
    let mut k = 0;
    for kind in kinds {
        k += 1;
        if *kind == ArgKind::Dup {
            out.push(floats(&after[k]).expect("a float shadow"));
            k += 1;
        } else {
            out.push(Vec::new());
        }
    }
    out
}

/// What one kernel's check found.
struct Checked {
    gv: f64,
    wt: f64,
    fd: f64,
}

/// Every float buffer `dup`, everything else `const`.
fn kinds_of(e: &Entry) -> Vec<ArgKind> {
    e.args
        .iter()
        .map(|a| match floats(a) {
            Some(_) => ArgKind::Dup,
            None => ArgKind::Const,
        })
        .collect()
}

/// The kernel's module with its gradient and tangent kernels added.
fn derivatives(e: &Entry) -> Result<(zyme::Module, String, String), String> {
    derivatives_with(e, &Default::default())
}

/// [`derivatives`] under a synthesis policy.
fn derivatives_with(
    e: &Entry,
    policy: &zyme::driver::SynthPolicy,
) -> Result<(zyme::Module, String, String), String> {
    let mut module = load(&e.file);
    let kinds = kinds_of(e);
    let pipeline = AdPipeline::DEFAULT;
    let grad = gpu::derivative_kernel(
        &mut module,
        &e.kernel,
        &kinds,
        KernelDerivative::Gradient,
        pipeline,
        policy,
    )
    .map_err(|err| format!("gradient: {err}"))?;
    let fwd = gpu::derivative_kernel(
        &mut module,
        &e.kernel,
        &kinds,
        KernelDerivative::Tangent,
        pipeline,
        policy,
    )
    .map_err(|err| format!("tangent: {err}"))?;
    let (grad, fwd) = (
        module.functions[grad].name.clone(),
        module.functions[fwd].name.clone(),
    );
    Ok((module, grad, fwd))
}

fn check(e: &Entry) -> Result<Checked, String> {
    let (module, grad, fwd) = derivatives(e)?;
    let kinds = kinds_of(e);
    let primal = |args: &[LaunchArg]| -> Result<Vec<LaunchArg>, String> {
        gpu::launch(&module, &e.kernel, &e.cfg, args).map_err(|err| format!("primal: {err}"))
    };
    let before = e.args.clone();
    let after = primal(&before)?;
    // Weights on the buffers the primal writes; directions on all.
    // The same weights for a kernel at -O2 and -O0.
    let mut rng = Rng(0x5eed ^ e.name.trim_end_matches(".O0").len() as u64);
    let mut w = Vec::new();
    let mut v = Vec::new();
    let mut scale: f64 = 1e-3;
    let fixed = FIXED
        .iter()
        .find(|(n, _)| *n == e.name.trim_end_matches(".O0"))
        .map_or(&[][..], |f| f.1);
    for (i, (a, b)) in before.iter().zip(&after).enumerate() {
        match (floats(a), floats(b)) {
            (Some(x), Some(y)) => {
                let out = x != y;
                let moves = !fixed.contains(&i);
                w.push(
                    x.iter()
                        .map(|_| if out { rng.next() } else { 0.0 })
                        .collect::<Vec<_>>(),
                );
                v.push(
                    x.iter()
                        .map(|_| if moves { rng.next() } else { 0.0 })
                        .collect::<Vec<_>>(),
                );
                scale = x.iter().fold(scale, |m, t| m.max(t.abs()));
            }
            _ => {
                w.push(Vec::new());
                v.push(Vec::new());
            }
        }
    }
    if w.iter()
        .all(|b| b.is_empty() || b.iter().all(|&x| x == 0.0))
    {
        return Err("the primal writes no float buffer".into());
    }
    let g_after = gpu::launch(&module, &grad, &e.cfg, &with_shadows(&before, &kinds, &w))
        .map_err(|err| format!("@{grad}: {err}"))?;
    let g = shadows_after(&g_after, &kinds);
    let t_after = gpu::launch(&module, &fwd, &e.cfg, &with_shadows(&before, &kinds, &v))
        .map_err(|err| format!("@{fwd}: {err}"))?;
    let t = shadows_after(&t_after, &kinds);
    let loss = |args: &[LaunchArg]| -> Result<f64, String> {
        let out = primal(args)?;
        let f: Vec<Vec<f64>> = out.iter().map(|a| floats(a).unwrap_or_default()).collect();
        Ok(dot(&w, &f))
    };
    let h = STEP * scale;
    let moved = |sign: f64| -> Vec<LaunchArg> {
        before
            .iter()
            .zip(&v)
            .map(|(a, d)| match floats(a) {
                Some(x) => {
                    let y: Vec<f64> = x.iter().zip(d).map(|(p, q)| p + sign * h * q).collect();
                    like(a, &y)
                }
                None => a.clone(),
            })
            .collect()
    };
    let fd = (loss(&moved(1.0))? - loss(&moved(-1.0))?) / (2.0 * h);
    Ok(Checked {
        gv: dot(&g, &v),
        wt: dot(&w, &t),
        fd,
    })
}

fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * a.abs().max(b.abs()).max(1e-6)
}

/// Buffers the direction leaves alone, by kernel: xsbench's lookup keys
/// (energies and the grid searched), whose moves cross grid points, where
/// the interpolation has kinks a central difference averages over.
const FIXED: &[(&str, &[usize])] = &[("xsbench", &[2, 3])];

/// Kernels whose derivative zyme refuses, with the reason it must give.
const REFUSED: &[(&str, &str)] = &[
    // A float maximum by compare-and-swap on its bits.
    ("minmax", "cmpxchg"),
    // At -O0 a double is shuffled through its bits in memory, with no
    // type tags to say so: the type-deduction error, which asks for -O1.
    ("warp_scan.O0", "build with optimisation"),
];

/// Kernels with no float output to differentiate.
const NO_FLOAT_OUTPUT: &[&str] = &["histogram"];

#[test]
fn corpus_gradients_match_tangents_and_finite_differences() {
    let mut failures = Vec::new();
    let mut passed = Vec::new();
    // Each kernel compiled at -O2 (the manifest's file) and at -O0.
    let entries = manifest().into_iter().filter(|e| !e.racy);
    for e in entries.flat_map(|e| [gpu_corpus::at_o0(&e), e]) {
        let base = e.name.trim_end_matches(".O0");
        if NO_FLOAT_OUTPUT.contains(&base) {
            continue;
        }
        let refused = REFUSED
            .iter()
            .find(|(n, _)| *n == base || *n == e.name)
            .map(|r| r.1);
        let e = &e;
        match (check(e), refused) {
            (Err(err), Some(why)) if err.contains(why) => {
                println!("{:<18} refused as expected: {err}", e.name);
            }
            (Err(err), _) => failures.push(format!("{}: {err}", e.name)),
            (Ok(c), Some(_)) => failures.push(format!(
                "{}: expected a refusal, got g·v = {}",
                e.name, c.gv
            )),
            (Ok(c), None) => {
                println!(
                    "{:<18} g·v = {:>14.6e}  w·ṫ = {:>14.6e}  fd = {:>14.6e}",
                    e.name, c.gv, c.wt, c.fd
                );
                if c.fd.abs() < 1e-3 {
                    failures.push(format!("{}: the derivative is ~0 ({})", e.name, c.fd));
                } else if !close(c.gv, c.wt, DOT_TOL) {
                    failures.push(format!(
                        "{}: dot-product test: g·v = {} but w·ṫ = {}",
                        e.name, c.gv, c.wt
                    ));
                } else if !close(c.gv, c.fd, FD_TOL) {
                    failures.push(format!(
                        "{}: g·v = {} but the central difference is {}",
                        e.name, c.gv, c.fd
                    ));
                } else {
                    passed.push(e.name.clone());
                }
            }
        }
    }
    println!("{} kernels (-O2 and -O0): gradients checked", passed.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn refusal(file: &str, kernel: &str, kinds: &[ArgKind]) -> String {
    let path = gpu_corpus::corpus().join(file);
    let mut module = load(&path);
    match gpu::derivative_kernel(
        &mut module,
        kernel,
        kinds,
        KernelDerivative::Gradient,
        AdPipeline::DEFAULT,
        &Default::default(),
    ) {
        Ok(_) => panic!("@{kernel}: a gradient was made"),
        Err(err) => err.to_string(),
    }
}

#[test]
fn a_barrier_in_divergent_control_flow_is_refused_with_its_line() {
    let msg = refusal(
        "errors/divergent_barrier.ll",
        "divergent_barrier",
        &[ArgKind::Dup, ArgKind::Dup],
    );
    for want in [
        "@divergent_barrier",
        "10:9",
        "`barrier",
        "differs between the threads",
    ] {
        assert!(msg.contains(want), "no `{want}` in: {msg}");
    }
}

#[test]
fn a_copy_whose_adjoint_other_threads_touch_is_refused_with_its_line() {
    let msg = refusal(
        "errors/block_copy.ll",
        "block_copy",
        &[ArgKind::Dup, ArgKind::Dup, ArgKind::Const],
    );
    for want in ["@block_copy", "9:9", "memcpy", "other threads"] {
        assert!(msg.contains(want), "no `{want}` in: {msg}");
    }
}

#[test]
fn an_active_scalar_parameter_of_a_kernel_is_refused() {
    let msg = refusal(
        "saxpy.ll",
        "saxpy",
        &[ArgKind::Const, ArgKind::Active, ArgKind::Dup, ArgKind::Dup],
    );
    assert!(
        msg.contains("parameter 1") && msg.contains("const"),
        "{msg}"
    );
}

fn atomics(module: &zyme::Module, f: zyme_ir::FuncId) -> usize {
    let func = &module.functions[f];
    func.layout
        .insts()
        .filter(|&i| {
            matches!(
                func.dfg.insts[i],
                zyme_ir::InstData::AtomicRmw { .. } | zyme_ir::InstData::CmpXchg { .. }
            )
        })
        .count()
}

/// A tangent kernel adds no atomics of its own: one per atomic of the
/// primal at most (its tangent), none where the primal has none.
#[test]
fn tangent_kernels_add_no_atomics() {
    for e in manifest().iter().filter(|e| !e.racy && e.name != "minmax") {
        let mut module = load(&e.file);
        let kinds = kinds_of(e);
        let fwd = gpu::derivative_kernel(
            &mut module,
            &e.kernel,
            &kinds,
            KernelDerivative::Tangent,
            AdPipeline::DEFAULT,
            &Default::default(),
        )
        .unwrap_or_else(|err| panic!("{}: {err}", e.name));
        let primal = module.func_by_name(&e.kernel).unwrap();
        let (p, t) = (atomics(&module, primal), atomics(&module, fwd));
        assert!(
            t <= 2 * p,
            "{}: the tangent kernel has {t} atomics, the primal {p}",
            e.name
        );
    }
}

/// The gradient and tangent kernels' PTX assembles with `ptxas` for sm_80
/// and sm_90; the table gives PTX instructions of each beside the
/// primal's, and the registers ptxas allocated (sm_80).
#[test]
fn gradient_kernels_ptx_assembles_with_ptxas() {
    let Some(ptxas) = ptx_common::find_ptxas() else {
        println!("skipping: no ptxas (set $PTXAS or `pip install nvidia-cuda-nvcc-cu12`)");
        return;
    };
    let mut failures = Vec::new();
    println!("| kernel | PTX instructions: primal / gradient / tangent | registers (sm_80): primal / gradient / tangent |");
    println!("|---|---|---|");
    for e in manifest().iter().filter(|e| !e.racy && e.name != "minmax") {
        let (mut module, grad, fwd) = match derivatives(e) {
            Ok(d) => d,
            Err(err) => {
                failures.push(format!("{}: {err}", e.name));
                continue;
            }
        };
        zyme::opt::expand_math(&mut module, &zyme::opt::ExpandMath::gpu())
            .unwrap_or_else(|err| panic!("{}: {err}", e.name));
        for (sm, arch) in [
            (zyme_ptx::SmVersion::Sm80, "sm_80"),
            (zyme_ptx::SmVersion::Sm90, "sm_90"),
        ] {
            let ptx = match zyme_ptx::emit_module(&module, &zyme_ptx::PtxOptions::new(sm)) {
                Ok(ptx) => ptx,
                Err(err) => {
                    failures.push(format!("{}: {err}", e.name));
                    break;
                }
            };
            let done = match ptx_common::assemble(&ptxas, &ptx, arch, &format!("{}.grad", e.name)) {
                Ok(done) => done,
                Err(err) => {
                    failures.push(err);
                    continue;
                }
            };
            if arch == "sm_80" {
                let counts = ptx_common::instruction_counts(&ptx);
                let n = |k: &str| counts.get(k).copied().unwrap_or(0);
                let r = |k: &str| done.registers.get(k).copied().unwrap_or(0);
                println!(
                    "| {} | {} / {} / {} | {} / {} / {} |",
                    e.name,
                    n(&e.kernel),
                    n(&grad),
                    n(&fwd),
                    r(&e.kernel),
                    r(&grad),
                    r(&fwd)
                );
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `__enzyme_autodiff` called inside a kernel (`tests/gpu/enzyme/`): each
/// thread differentiates a device function that reads its own element
/// and its neighbour's, so adjoints of two threads meet in one shadow
/// element; the race detector is on. Checked against central differences
/// of the primal kernel.
#[test]
fn enzyme_autodiff_inside_a_kernel_matches_finite_differences() {
    use zyme_ir::interp::simt::LaunchConfig;
    let module = load(&gpu_corpus::corpus().join("enzyme/autodiff_in_kernel.ll"));
    let n = 100;
    let cfg = LaunchConfig {
        grid: [2, 1, 1],
        block: [64, 1, 1],
        race_check: true,
    };
    let mut rng = Rng(7);
    let x: Vec<f64> = (0..n).map(|_| rng.next()).collect();
    let y: Vec<f64> = (0..n).map(|_| rng.next()).collect();
    let w: Vec<f64> = (0..n).map(|_| rng.next()).collect();
    let v: Vec<f64> = (0..n).map(|_| rng.next()).collect();
    let f32s = |v: &[f64]| LaunchArg::F32s(v.iter().map(|&t| t as f32).collect());
    let grad = gpu::launch(
        &module,
        "wave_grad",
        &cfg,
        &[
            f32s(&x),
            f32s(&vec![0.0; n]),
            f32s(&y),
            f32s(&w),
            LaunchArg::I32(n as i32),
        ],
    )
    .expect("wave_grad launches race-free");
    let dx = floats(&grad[1]).unwrap();
    let loss = |x: &[f64]| -> f64 {
        let out = gpu::launch(
            &module,
            "primal",
            &cfg,
            &[f32s(x), f32s(&y), LaunchArg::I32(n as i32)],
        )
        .expect("primal launches");
        dot(std::slice::from_ref(&w), &[floats(&out[1]).unwrap()])
    };
    let h = 1e-3;
    let plus: Vec<f64> = x.iter().zip(&v).map(|(a, b)| a + h * b).collect();
    let minus: Vec<f64> = x.iter().zip(&v).map(|(a, b)| a - h * b).collect();
    let fd = (loss(&plus) - loss(&minus)) / (2.0 * h);
    let gv = dot(&[dx], &[v]);
    println!("g·v = {gv}, central difference = {fd}");
    assert!(fd.abs() > 1e-2, "the derivative is ~0: {fd}");
    assert!(
        close(gv, fd, FD_TOL),
        "g·v = {gv}, central difference = {fd}"
    );
}

/// Split mode (SC21's LBM pattern): `NAME_augmented`, then `NAME_reverse`
/// launched separately on the same arguments and per-thread tape
/// headers, give the combined gradient kernel's result (up to the order
/// of atomic adds); the tapes are freed by the reverse launch.
#[test]
fn split_kernels_match_the_combined_gradient() {
    let mut checked = 0;
    for e in manifest().iter().filter(|e| !e.racy) {
        if NO_FLOAT_OUTPUT.contains(&e.name.as_str()) || REFUSED.iter().any(|r| r.0 == e.name) {
            continue;
        }
        let kinds = kinds_of(e);
        let (mut module, grad, _) =
            derivatives(e).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        gpu::derivative_kernel(
            &mut module,
            &e.kernel,
            &kinds,
            KernelDerivative::Split,
            AdPipeline::DEFAULT,
            &Default::default(),
        )
        .unwrap_or_else(|err| panic!("{}: split: {err}", e.name));
        let mut rng = Rng(11);
        let w: Vec<Vec<f64>> = e
            .args
            .iter()
            .map(|a| floats(a).map_or(Vec::new(), |x| x.iter().map(|_| rng.next()).collect()))
            .collect();
        let args = with_shadows(&e.args, &kinds, &w);
        let combined = gpu::launch(&module, &grad, &e.cfg, &args)
            .unwrap_or_else(|err| panic!("{}: {err}", e.name));
        let threads: u32 = e.cfg.grid.iter().chain(&e.cfg.block).product();
        let per = (gpu::TAPE_BYTES_PER_THREAD / 8) as usize;
        let mut split_args = args.clone();
        split_args.push(LaunchArg::I64s(vec![0; threads as usize * per]));
        let aug = format!("{}_augmented", e.kernel);
        let rev = format!("{}_reverse", e.kernel);
        let split = gpu::launch_each(&module, &[(&aug, &e.cfg), (&rev, &e.cfg)], &split_args)
            .unwrap_or_else(|err| panic!("{}: split: {err}", e.name));
        gpu::args_close(&split[..args.len()], &combined, 1e-5)
            .unwrap_or_else(|msg| panic!("{}: split and combined differ: {msg}", e.name));
        // Every thread's tape was released: its header is zeroed again or
        // holds no bytes.
        let LaunchArg::I64s(h) = &split[args.len()] else {
            unreachable!()
        };
        assert!(
            h.chunks(per).all(|t| t[1] == 0),
            "{}: a tape was left with bytes on it",
            e.name
        );
        checked += 1;
    }
    assert!(checked >= 12, "{checked} kernels");
}

/// Runs a command; its failure as a message.
fn run_tool(cmd: &mut std::process::Command) -> Result<(), String> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    }
}

/// Gradient kernels as LLVM text (`zyme grad-kernel --emit ll` and
/// `--emit ll-amdgcn`): the nvptx64 text reads back into zyme and its
/// gradient kernel launches (race detector on) to the same shadows as
/// before printing; llc-19 compiles it for sm_80, and the amdgcn text,
/// with zyme's device heap standing in for `malloc` and `free` where the
/// gradient needs a per-thread tape, for gfx90a: every one of them.
#[test]
fn gradient_kernels_print_as_llvm_text() {
    use zyme_llvm_out::{print_module, Target};
    let llc = std::process::Command::new("llc-19")
        .arg("--version")
        .output()
        .is_ok();
    if !llc {
        println!("llc-19 steps skipped: no llc-19 (apt-get install llvm-19)");
    }
    let dir = std::env::temp_dir().join(format!("zyme-grad-ll-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    let (mut amd_ok, mut amd_heap) = (0, 0);
    for e in manifest().iter().filter(|e| !e.racy && e.name != "minmax") {
        let (mut module, grad, _) =
            derivatives(e).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        zyme::opt::expand_math(&mut module, &zyme::opt::ExpandMath::gpu()).unwrap();
        let kinds = kinds_of(e);
        let mut rng = Rng(3);
        let w: Vec<Vec<f64>> = e
            .args
            .iter()
            .map(|a| floats(a).map_or(Vec::new(), |x| x.iter().map(|_| rng.next()).collect()))
            .collect();
        let args = with_shadows(&e.args, &kinds, &w);
        let want = gpu::launch(&module, &grad, &e.cfg, &args).unwrap();
        let ll = print_module(&module, &Target::Nvptx64 { sm: 80 })
            .unwrap_or_else(|err| panic!("{}: nvptx64: {err}", e.name));
        let back = zyme::from_ll(&ll, &format!("{}_grad.ll", e.name))
            .unwrap_or_else(|err| panic!("{}: the printed .ll does not read back: {err}", e.name));
        match gpu::launch(&back, &grad, &e.cfg, &args) {
            Ok(got) => {
                if let Err(msg) = gpu::args_close(&got, &want, 1e-5) {
                    failures.push(format!("{}: after the round trip: {msg}", e.name));
                }
            }
            Err(err) => failures.push(format!("{}: after the round trip: {err}", e.name)),
        }
        if !llc {
            continue;
        }
        let file = dir.join(format!("{}.nvptx.ll", e.name));
        std::fs::write(&file, &ll).unwrap();
        let mut cmd = std::process::Command::new("llc-19");
        cmd.args(["-march=nvptx64", "-mcpu=sm_80", "-O2", "-o"])
            .arg(dir.join(format!("{}.ptx", e.name)))
            .arg(&file);
        if let Err(err) = run_tool(&mut cmd) {
            failures.push(format!("{}: llc-19 nvptx64: {err}", e.name));
        }
        // What `--emit ll-amdgcn` does: zyme's own device heap.
        let mut amd_module = module.clone();
        match zyme::opt::lower_device_heap(&mut amd_module, &Default::default()) {
            Ok(true) => amd_heap += 1,
            Ok(false) => {}
            Err(err) => failures.push(format!("{}: device heap: {err}", e.name)),
        }
        match print_module(
            &amd_module,
            &Target::Amdgcn {
                mcpu: "gfx90a".into(),
            },
        ) {
            Ok(amd) => {
                let file = dir.join(format!("{}.amdgcn.ll", e.name));
                std::fs::write(&file, &amd).unwrap();
                let mut cmd = std::process::Command::new("llc-19");
                cmd.args(["-march=amdgcn", "-mcpu=gfx90a", "-O2", "-o"])
                    .arg(dir.join(format!("{}.s", e.name)))
                    .arg(&file);
                match run_tool(&mut cmd) {
                    Ok(()) => amd_ok += 1,
                    Err(err) => failures.push(format!("{}: llc-19 amdgcn: {err}", e.name)),
                }
            }
            Err(err) => failures.push(format!("{}: amdgcn: {err}", e.name)),
        }
    }
    println!(
        "amdgcn: {amd_ok} gradient modules compiled, {amd_heap} of them with zyme's device heap"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    if llc {
        assert_eq!(amd_ok, 13, "every gradient module compiles for amdgcn");
        assert!(amd_heap >= 5, "{amd_heap} modules took the device heap");
    }
}

/// Whether a module calls the declaration `malloc` (a gradient kernel
/// with a per-thread tape on the device heap).
fn calls_malloc(module: &zyme::Module) -> bool {
    let Some(malloc) = module.func_by_name("malloc") else {
        return false;
    };
    module.functions.values().any(|f| {
        f.layout.insts().any(
            |i| matches!(f.dfg.insts[i], zyme::ir::InstData::Call { func, .. } if func == malloc),
        )
    })
}

/// Launches `kernel` of `module` `times` times on the same buffers
/// (race detector on, as `cfg` says), returning the arguments after the
/// last launch and the device heap's state word (`live << 32 | top`)
/// after each.
fn launch_reading_heap(
    module: &zyme::Module,
    kernel: &str,
    cfg: &zyme::ir::interp::simt::LaunchConfig,
    args: &[LaunchArg],
    times: usize,
) -> Result<(Vec<LaunchArg>, Vec<u64>), String> {
    use zyme::ir::interp::memory::AllocKind;
    use zyme::ir::{DataValue, ScalarType};
    let mut interp = zyme::ir::Interpreter::new(module);
    let mut values = Vec::new();
    let mut buffers = Vec::new();
    for (i, a) in args.iter().enumerate() {
        let bytes: Vec<u8> = match a {
            LaunchArg::I32(x) => {
                values.push(DataValue::int(ScalarType::I32, i64::from(*x)));
                continue;
            }
            LaunchArg::I64(x) => {
                values.push(DataValue::int(ScalarType::I64, *x));
                continue;
            }
            LaunchArg::F32(x) => {
                values.push(DataValue::f32(*x));
                continue;
            }
            LaunchArg::F64(x) => {
                values.push(DataValue::f64(*x));
                continue;
            }
            LaunchArg::F32s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::F64s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::I32s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
            LaunchArg::I64s(v) => v.iter().flat_map(|x| x.to_le_bytes()).collect(),
        };
        let m = interp.memory();
        let addr = m
            .allocate(bytes.len().max(1) as u64, 16, AllocKind::Heap)
            .map_err(|e| e.to_string())?;
        m.write(addr, &bytes).map_err(|e| e.to_string())?;
        buffers.push((i, addr, bytes.len()));
        values.push(DataValue::Int(
            ScalarType::Ptr(zyme::ir::AddrSpace::GENERIC),
            addr,
        ));
    }
    let state = interp
        .global_address(zyme::opt::device_heap::STATE_GLOBAL)
        .ok_or("no device heap in the module")?;
    let mut words = Vec::new();
    for _ in 0..times {
        interp
            .launch(kernel, cfg, &values)
            .map_err(|e| e.to_string())?;
        let word = interp.memory().read(state, 8).map_err(|e| e.to_string())?;
        words.push(u64::from_le_bytes(word.try_into().expect("8 bytes")));
    }
    let mut out = args.to_vec();
    for (i, addr, len) in buffers {
        let bytes = interp
            .memory()
            .read(addr, len as u64)
            .map_err(|e| e.to_string())?;
        out[i] = match &args[i] {
            LaunchArg::F32s(_) => LaunchArg::F32s(
                bytes
                    .chunks_exact(4)
                    .map(|c| f32::from_le_bytes(c.try_into().expect("4 bytes")))
                    .collect(),
            ),
            LaunchArg::F64s(_) => LaunchArg::F64s(
                bytes
                    .chunks_exact(8)
                    .map(|c| f64::from_le_bytes(c.try_into().expect("8 bytes")))
                    .collect(),
            ),
            other => other.clone(),
        };
    }
    Ok((out, words))
}

/// zyme's device heap (`zyme_opt::lower_device_heap`, what `--emit
/// ll-amdgcn` runs) checked on the interpreter, not only compiled: for
/// every gradient kernel with a per-thread tape on the device heap, the
/// gradient module with the heap in place of `malloc` and `free`
/// launches race-free (the race detector follows the heap's acq_rel
/// atomics from a thread's `free` to the next thread's `malloc` of the
/// same bytes) to exactly the shadows of the module calling the
/// interpreter's `malloc` (the same arithmetic in the same order: only
/// the addresses of the tapes differ, so the tolerance is 0). Launched
/// twice on the same memory, it leaves the heap's state word at 0 after
/// each launch (nothing live, reset) and adds the gradient twice. A heap
/// too small for one tape makes the launch trap instead of writing
/// through null.
#[test]
fn device_heap_runs_gradients() {
    // Small enough for the interpreter's memory: a tape's buffers are
    // reused after each thread frees its last one.
    let small = zyme::opt::DeviceHeap { bytes: 1 << 20 };
    let mut failures = Vec::new();
    let mut checked = Vec::new();
    // Tapes on the heap from their first push (heap-to-stack off: no
    // inline buffer in local memory).
    let heap_only = gpu::policy_without(&["heap-to-stack"]).unwrap();
    for e in manifest().iter().filter(|e| !e.racy && e.name != "minmax") {
        let (module, grad, _) =
            derivatives_with(e, &heap_only).unwrap_or_else(|err| panic!("{}: {err}", e.name));
        if !calls_malloc(&module) {
            continue;
        }
        let kinds = kinds_of(e);
        let mut rng = Rng(11);
        let w: Vec<Vec<f64>> = e
            .args
            .iter()
            .map(|a| floats(a).map_or(Vec::new(), |x| x.iter().map(|_| rng.next()).collect()))
            .collect();
        let args = with_shadows(&e.args, &kinds, &w);
        let mut lowered = module.clone();
        match zyme::opt::lower_device_heap(&mut lowered, &small) {
            Ok(true) => {}
            other => {
                failures.push(format!("{}: the heap was not added: {other:?}", e.name));
                continue;
            }
        }
        if let Err(errs) = zyme::ir::verify_module(&lowered) {
            failures.push(format!(
                "{}: the lowered module does not verify: {errs}",
                e.name
            ));
            continue;
        }
        assert!(
            !calls_malloc(&lowered),
            "{}: malloc is still called",
            e.name
        );
        let once = gpu::launch(&module, &grad, &e.cfg, &args).unwrap();
        let twice = gpu::launch_each(&module, &[(&grad, &e.cfg), (&grad, &e.cfg)], &args).unwrap();
        match launch_reading_heap(&lowered, &grad, &e.cfg, &args, 1) {
            Ok((got, words)) => {
                if let Err(msg) = gpu::args_close(&got, &once, 0.0) {
                    failures.push(format!("{}: with the device heap: {msg}", e.name));
                }
                if words != [0] {
                    failures.push(format!(
                        "{}: heap word after the launch: {words:x?}",
                        e.name
                    ));
                }
            }
            Err(err) => failures.push(format!("{}: with the device heap: {err}", e.name)),
        }
        match launch_reading_heap(&lowered, &grad, &e.cfg, &args, 2) {
            Ok((got, words)) => {
                if let Err(msg) = gpu::args_close(&got, &twice, 0.0) {
                    failures.push(format!("{}: launched twice: {msg}", e.name));
                }
                if words != [0, 0] {
                    failures.push(format!(
                        "{}: heap words after the launches: {words:x?}",
                        e.name
                    ));
                }
            }
            Err(err) => failures.push(format!("{}: launched twice: {err}", e.name)),
        }
        // Room for less than the first 256-byte tape buffer: null, trap.
        let mut tiny = module.clone();
        zyme::opt::lower_device_heap(&mut tiny, &zyme::opt::DeviceHeap { bytes: 128 }).unwrap();
        match gpu::launch(&tiny, &grad, &e.cfg, &args) {
            Err(err) if err.to_string().contains("trap") => {}
            other => failures.push(format!(
                "{}: a full heap should trap, got {:?}",
                e.name,
                other.map(|_| "a result")
            )),
        }
        checked.push(e.name.clone());
    }
    println!("device heap checked on: {}", checked.join(", "));
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(checked.len() >= 5, "{checked:?}");
}

/// Local memory a kernel reserves per thread: its stack slots.
fn local_bytes(module: &zyme::Module, kernel: &str) -> u64 {
    let f = module.func_by_name(kernel).expect("the kernel");
    module.functions[f]
        .stack_slots
        .values()
        .map(|s| s.size)
        .sum()
}

/// The table in the style of SC21's Figure 10: for each kernel, the
/// gradient kernel with every optimisation, with each one switched off,
/// and with all off — PTX instructions and SIMT memory traffic relative to
/// the primal's, atomics executed, device-heap tape bytes per thread (the
/// most one thread allocated) and local memory per thread. Every variant
/// must give the same gradient (1e-4 relative) race-free: switching an
/// optimisation off changes the cost, never the result.
#[test]
fn optimisation_table() {
    let mut variants: Vec<(String, Vec<&str>)> = vec![("all on".into(), vec![])];
    for (name, _) in gpu::OPTIMIZATIONS {
        variants.push((format!("no {name}"), vec![name]));
    }
    variants.push((
        "all off".into(),
        gpu::OPTIMIZATIONS.iter().map(|o| o.0).collect(),
    ));
    let mut failures = Vec::new();
    println!("| kernel | variant | PTX instructions (× primal) | memory traffic (× primal) | atomics | heap tape B/thread | local B/thread |");
    println!("|---|---|---|---|---|---|---|");
    for e in manifest().iter().filter(|e| !e.racy) {
        if NO_FLOAT_OUTPUT.contains(&e.name.as_str()) || REFUSED.iter().any(|r| r.0 == e.name) {
            continue;
        }
        let kinds = kinds_of(e);
        let mut rng = Rng(5);
        let w: Vec<Vec<f64>> = e
            .args
            .iter()
            .map(|a| floats(a).map_or(Vec::new(), |x| x.iter().map(|_| rng.next()).collect()))
            .collect();
        let args = with_shadows(&e.args, &kinds, &w);
        let mut reference: Option<Vec<LaunchArg>> = None;
        for (label, off) in &variants {
            let mut module = load(&e.file);
            let policy = gpu::policy_without(off).unwrap();
            let made = gpu::derivative_kernel(
                &mut module,
                &e.kernel,
                &kinds,
                KernelDerivative::Gradient,
                AdPipeline::DEFAULT,
                &policy,
            );
            let grad = match made {
                Ok(f) => module.functions[f].name.clone(),
                Err(err) => {
                    failures.push(format!("{} ({label}): {err}", e.name));
                    continue;
                }
            };
            let (_, primal_traffic) = gpu::launch_counted(&module, &e.kernel, &e.cfg, &e.args)
                .unwrap_or_else(|err| panic!("{}: {err}", e.name));
            let (after, traffic) = match gpu::launch_counted(&module, &grad, &e.cfg, &args) {
                Ok(r) => r,
                Err(err) => {
                    failures.push(format!("{} ({label}): {err}", e.name));
                    continue;
                }
            };
            match &reference {
                None => reference = Some(after),
                Some(want) => {
                    if let Err(msg) = gpu::args_close(&after, want, 1e-4) {
                        failures.push(format!("{} ({label}): another gradient: {msg}", e.name));
                    }
                }
            }
            let local = local_bytes(&module, &grad);
            zyme::opt::expand_math(&mut module, &zyme::opt::ExpandMath::gpu()).unwrap();
            let ptx = zyme_ptx::emit_module(
                &module,
                &zyme_ptx::PtxOptions::new(zyme_ptx::SmVersion::Sm80),
            )
            .unwrap_or_else(|err| panic!("{} ({label}): {err}", e.name));
            let counts = ptx_common::instruction_counts(&ptx);
            let n = |k: &str| counts.get(k).copied().unwrap_or(0) as f64;
            let atomics: u64 = [
                traffic.global.atomics,
                traffic.shared.atomics,
                traffic.heap.atomics,
            ]
            .iter()
            .sum();
            println!(
                "| {} | {label} | {} ({:.1}×) | {} B ({:.1}×) | {atomics} | {} | {local} |",
                e.name,
                n(&grad),
                n(&grad) / n(&e.kernel).max(1.0),
                traffic.total_bytes(),
                traffic.total_bytes() as f64 / primal_traffic.total_bytes().max(1) as f64,
                traffic.heap_max_per_thread,
            );
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
