//! Reverse-mode benchmarks, printed as Markdown tables for the README.
//!
//! ```text
//! cargo run --release -p zyme-benches --bin ad-bench
//! ```
//!
//! **Vector normalisation** (the Enzyme paper, NeurIPS 2020, Figure 1):
//! `normalize(out, in, n)` divides each element by `mag(in, n)`, called
//! in the loop. In the `-O2` IR clang has hoisted `mag` out of the loop,
//! and zyme differentiates that IR: the gradient's time grows linearly
//! with `n` (time per element stays flat from n = 1,000 to 100,000). The
//! `-O0` IR keeps the call in the loop, so primal and gradient are
//! quadratic: the same algorithm differentiated before optimisation.
//! Sources: `benches/ad/normalize.c`, IR by `benches/ad/regen.sh`.

use std::path::Path;
use std::time::{Duration, Instant};

type Normalize = extern "C" fn(*mut f64, *const f64, i32);
type DNormalize = extern "C" fn(*mut f64, *mut f64, *const f64, *mut f64, i32);

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn load(level: &str) -> (zyme_cranelift::JitModule, String) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("ad/normalize.{level}.ll"));
    let text = std::fs::read_to_string(&path).expect("read the benchmark IR");
    let t = Instant::now();
    let module = zyme::from_ll(&text, &path.display().to_string()).expect("lowers");
    let jit = zyme_cranelift::JitModule::compile(&module).expect("compiles");
    let ms = t.elapsed().as_secs_f64() * 1e3;
    (jit, format!("{ms:.1} ms"))
}

fn main() {
    println!("| IR | n | primal | gradient | gradient / primal | gradient ns per element |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (level, sizes) in [
        ("O2", &[1_000usize, 10_000, 100_000][..]),
        ("O0", &[500usize, 1_000, 2_000][..]),
    ] {
        let (jit, compile) = load(level);
        let primal = jit.get::<Normalize>("normalize").unwrap();
        let grad = jit.get::<DNormalize>("dnormalize").unwrap();
        let mut per_element = Vec::new();
        for &n in sizes {
            let input: Vec<f64> = (0..n).map(|i| ((i as f64) * 0.37).sin() + 1.5).collect();
            let mut out = vec![0.0; n];
            let mut dout: Vec<f64> = (0..n).map(|i| 1.0 / (1 + i % 7) as f64).collect();
            let mut din = vec![0.0; n];
            let runs = if n * n > 100_000_000 && level == "O0" {
                3
            } else {
                9
            };
            let (mut tp, mut tg) = (Vec::new(), Vec::new());
            for _ in 0..runs {
                let t = Instant::now();
                primal.call(out.as_mut_ptr(), input.as_ptr(), n as i32);
                tp.push(t.elapsed());
                din.iter_mut().for_each(|d| *d = 0.0);
                let t = Instant::now();
                grad.call(
                    out.as_mut_ptr(),
                    dout.as_mut_ptr(),
                    input.as_ptr(),
                    din.as_mut_ptr(),
                    n as i32,
                );
                tg.push(t.elapsed());
                dout.iter_mut()
                    .enumerate()
                    .for_each(|(i, d)| *d = 1.0 / (1 + i % 7) as f64);
            }
            let (p, g) = (median(tp), median(tg));
            let ns = g.as_secs_f64() * 1e9 / n as f64;
            per_element.push(ns);
            println!(
                "| {level} (JIT {compile}) | {n} | {:.3} ms | {:.3} ms | {:.2} | {ns:.2} |",
                p.as_secs_f64() * 1e3,
                g.as_secs_f64() * 1e3,
                g.as_secs_f64() / p.as_secs_f64()
            );
        }
        let growth = per_element.last().unwrap() / per_element[0];
        let span = sizes.last().unwrap() / sizes[0];
        println!(
            "|  | {}→{} | | | | per-element time ×{growth:.2} over n ×{span} ({}) |",
            sizes[0],
            sizes.last().unwrap(),
            if growth < 2.0 {
                "linear"
            } else {
                "superlinear"
            }
        );
    }
}
