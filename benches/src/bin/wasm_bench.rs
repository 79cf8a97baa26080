//! GradBench's llsq and lse through the wasm path: the primal `.wasm`
//! (`benches/wasm/`, clang-19 --target=wasm32 -O2) read by zyme, its
//! reverse-mode gradient made by the driver, then timed two ways: in the
//! Cranelift JIT (primal export against gradient, same instance), and
//! written back as a `.wasm` module run by Node (`benches/wasm/bench.js`:
//! the original module's primal against the emitted gradient). Ratios are
//! gradient time over primal time, beside Floretta's (the only other tool
//! that differentiates wasm) on the same evals. Each column's time is the
//! median of 11 rounds that sample primal and gradient in turn.
//!
//!   cargo run --release -p zyme-benches --bin wasm-bench

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};
use zyme::wasm::{read_wasm, Instance, WasmRequests, WriteOptions};
use zyme::{ArgKind, DataValue, Derivatives, Jit};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("wasm")
}

/// How many calls of `f` take at least 20 ms.
fn reps_for(f: &mut dyn FnMut()) -> u32 {
    let mut reps = 1u32;
    loop {
        let t = Instant::now();
        for _ in 0..reps {
            f();
        }
        if t.elapsed() > Duration::from_millis(20) {
            return reps;
        }
        reps *= 2;
    }
}

/// Medians of 11 interleaved rounds: each round times every function in
/// turn, so the machine's drifts fall on all of them alike.
fn interleaved<const N: usize>(mut fs: [&mut dyn FnMut(); N]) -> [Duration; N] {
    let reps: Vec<u32> = fs.iter_mut().map(|f| reps_for(&mut **f)).collect();
    let mut samples: Vec<Vec<Duration>> = vec![Vec::new(); N];
    for _ in 0..11 {
        for (k, f) in fs.iter_mut().enumerate() {
            let t = Instant::now();
            for _ in 0..reps[k] {
                f();
            }
            samples[k].push(t.elapsed() / reps[k]);
        }
    }
    std::array::from_fn(|k| {
        samples[k].sort();
        samples[k][5]
    })
}

struct Eval {
    name: &'static str,
    func: &'static str,
    workload: &'static str,
    /// Elements of x, and the other (integer) arguments.
    n: usize,
    ints: Vec<i64>,
    floretta: f64,
}

fn run(e: &Eval) -> Result<(f64, f64, Option<f64>), String> {
    let path = dir().join(format!("{}.wasm", e.name));
    let bytes = std::fs::read(&path).map_err(|er| format!("{}: {er}", path.display()))?;
    let mut wasm = read_wasm(&bytes, e.name).map_err(|er| er.to_string())?;
    let kinds = vec![ArgKind::Const; 1 + e.ints.len()];
    let (exports, regs) = (wasm.exports.clone(), wasm.ad.clone());
    let mut ad = Derivatives::new(&mut wasm.module);
    let grad = ad
        .wasm_reverse(&exports, &regs, e.func, &kinds)
        .map_err(|er| er.to_string())?;
    ad.finish().map_err(|er| er.to_string())?;
    let jit = Jit::compile(&wasm.module).map_err(|er| er.to_string())?;
    let mut inst = Instance::new(&jit, &wasm).map_err(|er| er.to_string())?;
    let at = inst.memory(0).len();
    inst.grow_memory(0, (e.n * 8).div_ceil(65536) as u32)
        .map_err(|er| er.to_string())?;
    for i in 0..e.n {
        let x = (0.37 * i as f64 + 0.5).sin();
        inst.memory_mut(0)[at + 8 * i..at + 8 * i + 8].copy_from_slice(&x.to_le_bytes());
    }
    let mut args = vec![DataValue::int(zyme::ir::ScalarType::I32, at as i64)];
    args.extend(
        e.ints
            .iter()
            .map(|&v| DataValue::int(zyme::ir::ScalarType::I32, v)),
    );
    let shadow = inst.shadow().map_err(|er| er.to_string())?;
    let [primal, gradient] = interleaved([
        &mut || {
            inst.call_export(e.func, &args).expect("the primal runs");
        },
        &mut || {
            inst.call_derivative(&grad, &shadow, &args)
                .expect("the gradient runs");
        },
    ]);
    let jit_ratio = gradient.as_secs_f64() / primal.as_secs_f64();

    // The emitted module in Node.
    let m = &wasm.module;
    let g = &wasm.generated;
    let mut names = vec![e.func.to_string(), grad.clone()];
    for f in [g.instantiate, g.shadow, g.memory_grow] {
        names.push(m.functions[f].name.clone());
    }
    let options = WriteOptions {
        exports: Some(names),
        ..WriteOptions::default()
    };
    let out = zyme::wasm::write_wasm(m, &options).map_err(|er| er.to_string())?;
    let emitted = std::env::temp_dir().join(format!("zyme-wasm-bench-{}.wasm", e.name));
    std::fs::write(&emitted, out).map_err(|er| er.to_string())?;
    let mut cmd = Command::new("node");
    cmd.arg(dir().join("bench.js"))
        .arg(&path)
        .arg(&emitted)
        .arg(e.func)
        .arg(&grad)
        .arg(e.n.to_string());
    for v in &e.ints[1..] {
        cmd.arg(v.to_string());
    }
    let node = match cmd.output() {
        Ok(o) if o.status.success() => {
            let text = String::from_utf8_lossy(&o.stdout);
            let num = |key: &str| -> Option<f64> {
                let rest = text.split(&format!("\"{key}\":")).nth(1)?;
                rest.split([',', '}']).next()?.trim().parse().ok()
            };
            num("gradient").zip(num("primal")).map(|(g, p)| g / p)
        }
        Ok(o) => {
            eprintln!("node: {}", String::from_utf8_lossy(&o.stderr));
            None
        }
        Err(_) => {
            eprintln!("node is not on PATH: no Node column");
            None
        }
    };
    Ok((primal.as_secs_f64() * 1e3, jit_ratio, node))
}

fn main() {
    let evals = [
        Eval {
            name: "llsq",
            func: "llsq_primal",
            workload: "n=256, m=128",
            n: 128,
            ints: vec![128, 256],
            floretta: 18.7,
        },
        Eval {
            name: "lse",
            func: "lse_primal",
            workload: "n=10000",
            n: 10_000,
            ints: vec![10_000],
            floretta: 9.8,
        },
    ];
    println!("| eval | workload | primal (JIT) | gradient / primal, zyme JIT | gradient / primal, zyme's .wasm in Node | Floretta |");
    println!("|---|---|---:|---:|---:|---:|");
    for e in &evals {
        match run(e) {
            Ok((primal_ms, jit, node)) => println!(
                "| {} | {} | {primal_ms:.3} ms | {jit:.2} | {} | {} |",
                e.name,
                e.workload,
                node.map_or("—".to_string(), |r| format!("{r:.2}")),
                e.floretta
            ),
            Err(er) => println!("| {} | {} | {er} | | | |", e.name, e.workload),
        }
    }
}
