//! LLVM frontend benchmarks, printed as Markdown tables for the README.
//!
//! ```text
//! cargo run --release -p zyme-benches --bin llvm-bench            # both parts
//! cargo run --release -p zyme-benches --bin llvm-bench -- --quick # fewer runs
//! cargo run --release -p zyme-benches --bin llvm-bench -- --compile-only # part 1
//! ```
//!
//! 1. **Compile speed**: parse, lower (+ verify) and Cranelift JIT time
//!    over the corpus `.ll` files, per 1,000 lines of IR.
//! 2. **Run time against clang**: each program of `benches/native/` is
//!    compiled by `clang-19 -O2` natively and, from the `.ll` that
//!    `clang-19 -O2` emits, by zyme (`zyme compile` path, linked by `cc`).
//!    The two executables run interleaved; the table gives the medians and
//!    their ratio. Needs clang-19; skipped without it.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn ll_files() -> Vec<PathBuf> {
    let mut out = Vec::new();
    for lang in ["c", "cpp", "rust"] {
        let dir = root().join("tests/corpus/ll").join(lang);
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        out.extend(entries.filter_map(|e| e.ok()).map(|e| e.path()));
    }
    out.sort();
    out
}

fn compile_speed(runs: usize) {
    let files: Vec<(PathBuf, String)> = ll_files()
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("read .ll");
            (p, text)
        })
        .collect();
    let lines: usize = files.iter().map(|(_, t)| t.lines().count()).sum();
    let (mut parse, mut lower, mut jit) = (Vec::new(), Vec::new(), Vec::new());
    let mut insts = 0;
    for _ in 0..runs {
        let (mut p, mut l, mut j) = (Duration::ZERO, Duration::ZERO, Duration::ZERO);
        insts = 0;
        for (path, text) in &files {
            let t0 = Instant::now();
            let ast = zyme_llvm::parse(text).expect("corpus parses");
            let t1 = Instant::now();
            // The corpus asks for no derivatives: the lowered module is
            // complete without the driver.
            let module = zyme_llvm::lower::lower_module(&ast, &path.display().to_string())
                .expect("corpus lowers")
                .module;
            zyme_ir::verify_module(&module).expect("lowered IR verifies");
            let t2 = Instant::now();
            let compiled = zyme_cranelift::compile_object(&module, None).expect("compiles");
            let t3 = Instant::now();
            std::hint::black_box(compiled);
            insts += module
                .functions
                .values()
                .map(|f| {
                    f.layout
                        .blocks()
                        .iter()
                        .map(|&b| f.layout.block_insts(b).len())
                        .sum::<usize>()
                })
                .sum::<usize>();
            p += t1 - t0;
            l += t2 - t1;
            j += t3 - t2;
        }
        parse.push(p);
        lower.push(l);
        jit.push(j);
    }
    let per_k = |d: Duration| ms(d) * 1000.0 / lines as f64;
    let (p, l, j) = (median(parse), median(lower), median(jit));
    println!(
        "### Compile speed: {} corpus `.ll` files, {lines} lines, {insts} zyme instructions (median of {runs})\n",
        files.len()
    );
    println!("| stage | total | per 1,000 lines of IR |");
    println!("|---|---|---|");
    println!(
        "| parse (text → syntax tree) | {:.1} ms | {:.3} ms |",
        ms(p),
        per_k(p)
    );
    println!(
        "| lower + verify (tree → zyme IR) | {:.1} ms | {:.3} ms |",
        ms(l),
        per_k(l)
    );
    println!(
        "| Cranelift compile (object code) | {:.1} ms | {:.3} ms |",
        ms(j),
        per_k(j)
    );
    let all = p + l + j;
    println!(
        "| **all three** | {:.1} ms | {:.3} ms |\n",
        ms(all),
        per_k(all)
    );
    bitcode_speed(&files, runs);
}

/// Parse time of the same modules as text and as bitcode (the twins
/// `tests/corpus/regen-bc.sh` made), per MB of input.
fn bitcode_speed(files: &[(PathBuf, String)], runs: usize) {
    let corpus = root().join("tests/corpus");
    let pairs: Vec<(&String, Vec<u8>)> = files
        .iter()
        .filter_map(|(path, text)| {
            let rel = path.strip_prefix(corpus.join("ll")).ok()?;
            let bc = std::fs::read(corpus.join("bc").join(rel).with_extension("bc")).ok()?;
            Some((text, bc))
        })
        .collect();
    let text_mb = pairs.iter().map(|(t, _)| t.len()).sum::<usize>() as f64 / 1e6;
    let bc_mb = pairs.iter().map(|(_, b)| b.len()).sum::<usize>() as f64 / 1e6;
    let (mut text_t, mut bc_t) = (Vec::new(), Vec::new());
    for _ in 0..runs {
        let t0 = Instant::now();
        for (text, _) in &pairs {
            std::hint::black_box(zyme_llvm::parse(text).expect("corpus parses"));
        }
        let t1 = Instant::now();
        for (_, bc) in &pairs {
            std::hint::black_box(zyme_llvm::bitcode::parse(bc).expect("corpus bitcode reads"));
        }
        let t2 = Instant::now();
        text_t.push(t1 - t0);
        bc_t.push(t2 - t1);
    }
    let (t, b) = (median(text_t), median(bc_t));
    println!(
        "### Text and bitcode: the same {} modules, parsed into the syntax tree (median of {runs})\n",
        pairs.len()
    );
    println!("| input | size | parse | per MB of input | per module |");
    println!("|---|---|---|---|---|");
    for (name, mb, d) in [
        ("LLVM IR text (`.ll`)", text_mb, t),
        ("bitcode (`.bc`)", bc_mb, b),
    ] {
        println!(
            "| {name} | {mb:.2} MB | {:.1} ms | {:.1} ms | {:.3} ms |",
            ms(d),
            ms(d) / mb,
            ms(d) / pairs.len() as f64
        );
    }
    println!();
}

fn run(cmd: &mut Command) -> Result<Vec<u8>, String> {
    let out = cmd.output().map_err(|e| format!("{cmd:?}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{cmd:?} failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(out.stdout)
}

fn time_exe(exe: &Path) -> Duration {
    let t = Instant::now();
    let status = Command::new(exe)
        .stdout(std::process::Stdio::null())
        .status()
        .expect("benchmark runs");
    assert!(status.success(), "{} failed", exe.display());
    t.elapsed()
}

fn native_ratio(runs: usize) -> Result<(), String> {
    if Command::new("clang-19").arg("--version").output().is_err() {
        println!("(clang-19 not found: the run-time comparison is skipped)\n");
        return Ok(());
    }
    let dir = root().join("benches/native");
    let tmp = std::env::temp_dir().join(format!("zyme-bench-{}", std::process::id()));
    std::fs::create_dir_all(&tmp).map_err(|e| e.to_string())?;
    let mut sources: Vec<PathBuf> = std::fs::read_dir(&dir)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "c"))
        .collect();
    sources.sort();
    println!(
        "### Run time: zyme-compiled vs `clang-19 -O2` native (median of {runs}, interleaved)\n"
    );
    println!("| program | clang -O2 | zyme (from -O2 IR) | zyme / clang | zyme (from -O2 IR, no vectorisation) | ratio | zyme's IR as LLVM text, clang -O2 | ratio |");
    println!("|---|---|---|---|---|---|---|---|");
    let (mut ratios, mut llvm_ratios) = (Vec::new(), Vec::new());
    for src in sources {
        let name = src.file_stem().unwrap().to_str().unwrap().to_string();
        let native = tmp.join(format!("{name}.native"));
        run(Command::new("clang-19")
            .args(["-O2", "-o"])
            .arg(&native)
            .arg(&src)
            .arg("-lm"))?;
        let expected = run(&mut Command::new(&native))?;
        let mut exes = Vec::new();
        for (tag, extra) in [
            ("o2", &[][..]),
            ("o2nv", &["-fno-vectorize", "-fno-slp-vectorize"][..]),
        ] {
            let ll = tmp.join(format!("{name}.{tag}.ll"));
            run(Command::new("clang-19")
                .args(["-O2", "-S", "-emit-llvm", "-g0"])
                .args(extra)
                .arg("-o")
                .arg(&ll)
                .arg(&src))?;
            let text = std::fs::read_to_string(&ll).map_err(|e| e.to_string())?;
            let module = zyme_llvm::parse_and_lower(&text, &ll.display().to_string())
                .map_err(|e| e.to_string())?
                .module;
            let obj = zyme_cranelift::compile_object(&module, None).map_err(|e| e.to_string())?;
            let o = tmp.join(format!("{name}.{tag}.o"));
            std::fs::write(&o, obj).map_err(|e| e.to_string())?;
            let exe = tmp.join(format!("{name}.{tag}.zyme"));
            run(Command::new("cc").arg(&o).arg("-o").arg(&exe).arg("-lm"))?;
            let got = run(&mut Command::new(&exe))?;
            if got != expected {
                return Err(format!("{name} ({tag}): zyme's output differs from native"));
            }
            exes.push(exe);
            if tag == "o2" {
                // zyme's module printed as LLVM IR and compiled by clang
                // -O2, as `zyme cc --backend llvm` does.
                let target = zyme_llvm_out::Target::host().ok_or("no LLVM text target")?;
                let text =
                    zyme_llvm_out::print_module(&module, &target).map_err(|e| e.to_string())?;
                let zll = tmp.join(format!("{name}.zyme.ll"));
                std::fs::write(&zll, text).map_err(|e| e.to_string())?;
                let exe = tmp.join(format!("{name}.llvm.zyme"));
                run(Command::new("clang-19")
                    .args(["-O2", "-Wno-override-module", "-o"])
                    .arg(&exe)
                    .arg(&zll)
                    .arg("-lm"))?;
                if run(&mut Command::new(&exe))? != expected {
                    return Err(format!(
                        "{name} (LLVM text): zyme's output differs from native"
                    ));
                }
                exes.push(exe);
            }
        }
        // exes: Cranelift from -O2 IR, the same through LLVM text, then
        // Cranelift from unvectorised IR.
        let (mut tn, mut tz, mut tv, mut tl) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        time_exe(&native);
        for _ in 0..runs {
            tn.push(time_exe(&native));
            tz.push(time_exe(&exes[0]));
            tl.push(time_exe(&exes[1]));
            tv.push(time_exe(&exes[2]));
        }
        let (n, z, v, l) = (median(tn), median(tz), median(tv), median(tl));
        let r = z.as_secs_f64() / n.as_secs_f64();
        let rv = v.as_secs_f64() / n.as_secs_f64();
        let rl = l.as_secs_f64() / n.as_secs_f64();
        ratios.push(r.min(rv));
        llvm_ratios.push(rl);
        println!(
            "| {name} | {:.0} ms | {:.0} ms | {r:.2}× | {:.0} ms | {rv:.2}× | {:.0} ms | {rl:.2}× |",
            ms(n),
            ms(z),
            ms(v),
            ms(l)
        );
    }
    let geo = |r: &[f64]| (r.iter().map(|r| r.ln()).sum::<f64>() / r.len() as f64).exp();
    println!(
        "\nGeometric mean of the better Cranelift ratio per program: {:.2}×; through LLVM text and clang -O2: {:.2}×\n",
        geo(&ratios),
        geo(&llvm_ratios)
    );
    let _ = std::fs::remove_dir_all(&tmp);
    Ok(())
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick");
    let runs = if quick { 3 } else { 7 };
    compile_speed(runs);
    if std::env::args().any(|a| a == "--compile-only") {
        return;
    }
    if let Err(e) = native_ratio(runs) {
        eprintln!("llvm-bench: {e}");
        std::process::exit(1);
    }
}
