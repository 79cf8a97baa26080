//! Gradient kernels of the GPU corpus on a real NVIDIA GPU: gradient time
//! over primal time per kernel (the Enzyme GPU paper reports within 10×;
//! zyme's goal is 3×).
//!
//!     cargo run --release -p zyme --features cuda --example gpu_gradients
//!
//! For each race-free kernel of `tests/gpu/kernels.json` with a float
//! output: makes `K_grad` (every float buffer `dup`, the rest `const`, the
//! default optimisations, or those `--no-opt LIST` switches off), runs it
//! on the SIMT interpreter and on the GPU and checks the shadows agree
//! within 1e-4, then prints the median kernel times (CUDA events after a
//! warm-up, each launch on fresh copies of the buffers) of `K` and
//! `K_grad` and their ratio, with the geometric mean. Exits 1 if a result
//! differs or a launch fails, 2 if no GPU could be opened.
//!
//! Options: `--reps N` (default 200), `--only NAME`, `--no-opt LIST`,
//! `--corpus DIR` (another `tests/gpu`).

use std::path::Path;
use zyme::gpu::device::{device_ptx, Device};
use zyme::gpu::{self, KernelDerivative, LaunchArg};
use zyme::{AdPipeline, ArgKind};
use zyme_ir::interp::simt::LaunchConfig;

/// The corpus's launch of one kernel.
struct Launch {
    name: String,
    kernel: String,
    file: std::path::PathBuf,
    cfg: LaunchConfig,
    args: Vec<LaunchArg>,
}

fn corpus(dir: &Path) -> Result<Vec<Launch>, String> {
    let text = std::fs::read_to_string(dir.join("kernels.json")).map_err(|e| e.to_string())?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| e.to_string())?;
    let mut out = Vec::new();
    for e in json.as_array().ok_or("the manifest is not an array")? {
        if e["racy"].as_bool().unwrap_or(false) {
            continue;
        }
        let s = |k: &str| e[k].as_str().unwrap_or_default().to_string();
        let dims = |k: &str| {
            let mut d = [1u32; 3];
            for (slot, x) in d.iter_mut().zip(e[k].as_array().into_iter().flatten()) {
                *slot = x.as_u64().unwrap_or(1) as u32;
            }
            d
        };
        let args = std::fs::read_to_string(dir.join(s("args"))).map_err(|e| e.to_string())?;
        out.push(Launch {
            name: s("name"),
            kernel: s("kernel"),
            file: dir.join(s("file")),
            cfg: LaunchConfig {
                grid: dims("grid"),
                block: dims("block"),
                race_check: false,
            },
            args: gpu::parse_args(&args).map_err(|e| e.to_string())?,
        });
    }
    Ok(out)
}

fn is_float_buffer(a: &LaunchArg) -> bool {
    matches!(a, LaunchArg::F32s(_) | LaunchArg::F64s(_))
}

/// The gradient kernel's arguments: each float buffer followed by a
/// shadow of ones (the adjoint of every output element).
fn gradient_args(args: &[LaunchArg]) -> Vec<LaunchArg> {
    let mut out = Vec::new();
    for a in args {
        out.push(a.clone());
        match a {
            LaunchArg::F32s(v) => out.push(LaunchArg::F32s(vec![1.0; v.len()])),
            LaunchArg::F64s(v) => out.push(LaunchArg::F64s(vec![1.0; v.len()])),
            _ => {}
        }
    }
    out
}

fn main() {
    let mut reps = 200;
    let mut only = None;
    let mut no_opt = String::new();
    let mut dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gpu");
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().unwrap_or_default();
        match flag.as_str() {
            "--reps" => reps = value.parse().unwrap_or(200),
            "--only" => only = Some(value),
            "--no-opt" => no_opt = value,
            "--corpus" => dir = value.into(),
            other => {
                eprintln!("gpu_gradients: unknown option {other}");
                std::process::exit(2);
            }
        }
    }
    let off: Vec<&str> = no_opt.split(',').filter(|s| !s.is_empty()).collect();
    let policy = match gpu::policy_without(&off) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("gpu_gradients: --no-opt: {e}");
            std::process::exit(2);
        }
    };
    let launches = corpus(&dir).unwrap_or_else(|e| {
        eprintln!("gpu_gradients: {e}");
        std::process::exit(2);
    });
    let device = Device::open(0).unwrap_or_else(|e| {
        eprintln!("gpu_gradients: {e}");
        std::process::exit(2);
    });
    let target = device.target().unwrap_or_else(|e| {
        eprintln!("gpu_gradients: {e}");
        std::process::exit(2);
    });
    let (major, minor) = device.compute_capability();
    println!(
        "{} (compute capability {major}.{minor}); {reps} timed launches each; median kernel ms\n",
        device.name()
    );
    println!("| kernel | primal ms | gradient ms | gradient / primal | shadows equal the interpreter's |");
    println!("|---|---|---|---|---|");
    let (mut ratios, mut problems) = (Vec::new(), Vec::new());
    for l in &launches {
        if only.as_ref().is_some_and(|o| *o != l.name) {
            continue;
        }
        let text = std::fs::read_to_string(&l.file).unwrap_or_default();
        let mut module = match zyme::from_ll(&text, &l.file.display().to_string()) {
            Ok(m) => m,
            Err(e) => {
                problems.push(format!("{}: {e}", l.name));
                continue;
            }
        };
        let kinds: Vec<ArgKind> = l
            .args
            .iter()
            .map(|a| {
                if is_float_buffer(a) {
                    ArgKind::Dup
                } else {
                    ArgKind::Const
                }
            })
            .collect();
        let made = gpu::derivative_kernel(
            &mut module,
            &l.kernel,
            &kinds,
            KernelDerivative::Gradient,
            AdPipeline::DEFAULT,
            &policy,
        );
        let grad = match made {
            Ok(f) => module.functions[f].name.clone(),
            Err(e) => {
                println!("| {} | — | — | — | refused: {e} |", l.name);
                continue;
            }
        };
        let gargs = gradient_args(&l.args);
        let want = gpu::launch(&module, &grad, &l.cfg, &gargs);
        let ptx = match device_ptx(&module, target) {
            Ok(p) => p,
            Err(e) => {
                problems.push(format!("{}: {e}", l.name));
                continue;
            }
        };
        let primal = device.run_ptx(&ptx, &l.kernel, &l.cfg, &l.args, reps.max(1));
        let gradient = device.run_ptx(&ptx, &grad, &l.cfg, &gargs, reps.max(1));
        match (primal, gradient, want) {
            (Ok((_, Some(p))), Ok((after, Some(g))), Ok(want)) => {
                let equal = gpu::args_close(&after, &want, 1e-4);
                let ratio = g.median_ms() / p.median_ms();
                ratios.push(ratio);
                if let Err(e) = &equal {
                    problems.push(format!("{}: {e}", l.name));
                }
                println!(
                    "| {} | {:.4} | {:.4} | {ratio:.2} | {} |",
                    l.name,
                    p.median_ms(),
                    g.median_ms(),
                    if equal.is_ok() { "yes" } else { "**no**" }
                );
            }
            (p, g, w) => problems.push(format!(
                "{}: primal {:?}, gradient {:?}, interpreter {:?}",
                l.name,
                p.err().map(|e| e.to_string()),
                g.err().map(|e| e.to_string()),
                w.err().map(|e| e.to_string())
            )),
        }
    }
    if !ratios.is_empty() {
        let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
        println!(
            "\ngeometric mean gradient / primal: {geo:.2} over {} kernels",
            ratios.len()
        );
    }
    for p in &problems {
        eprintln!("gpu_gradients: {p}");
    }
    if !problems.is_empty() {
        std::process::exit(1);
    }
}
