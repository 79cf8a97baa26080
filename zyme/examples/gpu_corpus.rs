//! The GPU kernel corpus on a real NVIDIA GPU, against the SIMT
//! interpreter and against LLVM's PTX.
//!
//!     cargo run --release -p zyme --features cuda --example gpu_corpus
//!
//! For each race-free launch of `tests/gpu/kernels.json`: runs the kernel
//! on the SIMT interpreter (`zyme::gpu::launch`), runs zyme's PTX on the
//! GPU and checks its output equals the interpreter's within the
//! manifest's tolerance, and, when `llc-19` is on the PATH, does the same
//! with `llc-19 -march=nvptx64 -mcpu=sm_80 -O3` of the same `.ll`. Then
//! prints a markdown table of median kernel times (CUDA events around each
//! launch, after a warm-up launch, each on fresh copies of the buffers)
//! and the ratio zyme / llc. Exits 1 if an output differs or a launch
//! fails, 2 if no GPU could be opened (the table then only shows that both
//! PTX texts were made and the interpreter ran).
//!
//! Options: `--reps N` (timed launches per kernel, default 200),
//! `--only NAME` (one kernel), `--llc PATH` (another llc, or `none`),
//! `--keep DIR` (write each PTX text there), `--corpus DIR` (another
//! `tests/gpu`).

use std::path::{Path, PathBuf};
use std::process::Command;
use zyme::gpu::device::{device_ptx, Device, Timing};
use zyme::gpu::{self, LaunchArg};
use zyme_ir::interp::simt::LaunchConfig;

struct Entry {
    name: String,
    file: PathBuf,
    kernel: String,
    cfg: LaunchConfig,
    args: Vec<LaunchArg>,
    racy: bool,
    tol: f64,
}

struct Opts {
    reps: usize,
    only: Option<String>,
    llc: Option<String>,
    keep: Option<PathBuf>,
    corpus: PathBuf,
}

fn parse_opts() -> Result<Opts, String> {
    let mut o = Opts {
        reps: 200,
        only: None,
        llc: ["llc-19", "llc"]
            .iter()
            .find(|c| llc_is_19(c))
            .map(|c| c.to_string()),
        keep: None,
        corpus: Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gpu"),
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || it.next().ok_or(format!("{flag} needs a value"));
        match flag.as_str() {
            "--reps" => {
                o.reps = value()?
                    .parse()
                    .map_err(|_| "--reps needs a number".to_string())?
            }
            "--only" => o.only = Some(value()?),
            "--llc" => {
                let v = value()?;
                o.llc = (v != "none").then_some(v);
            }
            "--keep" => o.keep = Some(value()?.into()),
            "--corpus" => o.corpus = value()?.into(),
            "-h" | "--help" => {
                println!(
                    "gpu_corpus [--reps N] [--only NAME] [--llc PATH|none] [--keep DIR] [--corpus DIR]"
                );
                std::process::exit(0);
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(o)
}

/// Whether `cmd` runs and is LLVM 19 (plain `llc` may be another version).
fn llc_is_19(cmd: &str) -> bool {
    Command::new(cmd)
        .arg("--version")
        .output()
        .map(|out| String::from_utf8_lossy(&out.stdout).contains("LLVM version 19"))
        .unwrap_or(false)
}

fn dims(v: &serde_json::Value, what: &str) -> Result<[u32; 3], String> {
    let mut d = [1; 3];
    let items = v[what].as_array().ok_or(format!("no {what}"))?;
    for (slot, x) in d.iter_mut().zip(items) {
        *slot = x.as_u64().ok_or(format!("bad {what}"))? as u32;
    }
    Ok(d)
}

fn manifest(dir: &Path) -> Result<Vec<Entry>, String> {
    let path = dir.join("kernels.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let json: serde_json::Value =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let items = json.as_array().ok_or("the manifest is not an array")?;
    items
        .iter()
        .map(|e| {
            let name = e["name"]
                .as_str()
                .ok_or("an entry has no name")?
                .to_string();
            let s = |k: &str| {
                e[k].as_str()
                    .map(str::to_string)
                    .ok_or(format!("{name}: no {k}"))
            };
            let args_file = dir.join(s("args")?);
            let args_text = std::fs::read_to_string(&args_file)
                .map_err(|err| format!("{}: {err}", args_file.display()))?;
            Ok(Entry {
                file: dir.join(s("file")?),
                kernel: s("kernel")?,
                cfg: LaunchConfig {
                    grid: dims(e, "grid").map_err(|err| format!("{name}: {err}"))?,
                    block: dims(e, "block").map_err(|err| format!("{name}: {err}"))?,
                    race_check: false,
                },
                args: gpu::parse_args(&args_text)
                    .map_err(|err| format!("{}: {err}", args_file.display()))?,
                racy: e["racy"].as_bool().unwrap_or(false),
                tol: e["tol"].as_f64().unwrap_or(1e-5),
                name,
            })
        })
        .collect()
}

/// `llc -march=nvptx64 -mcpu=sm_80 -O3` of `file`.
fn llc_ptx(llc: &str, file: &Path) -> Result<String, String> {
    let out = Command::new(llc)
        .args(["-march=nvptx64", "-mcpu=sm_80", "-O3", "-o", "-"])
        .arg(file)
        .output()
        .map_err(|e| format!("{llc}: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "{llc} failed: {}",
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("{llc}: {e}"))
}

/// One PTX text's outcome on the device.
enum Outcome {
    /// Median time and whether the output equals the interpreter's.
    Ran(Timing, Result<(), String>),
    Failed(String),
    NotRun(&'static str),
}

impl Outcome {
    fn median(&self) -> Option<f64> {
        match self {
            Outcome::Ran(t, _) => Some(t.median_ms()),
            _ => None,
        }
    }

    fn ms(&self) -> String {
        match self {
            Outcome::Ran(t, _) => format!("{:.4} (min {:.4})", t.median_ms(), t.min_ms()),
            Outcome::Failed(_) => "failed".into(),
            Outcome::NotRun(why) => (*why).into(),
        }
    }

    fn equal(&self) -> &'static str {
        match self {
            Outcome::Ran(_, Ok(())) => "yes",
            Outcome::Ran(_, Err(_)) => "**no**",
            Outcome::Failed(_) => "**failed**",
            Outcome::NotRun(_) => "—",
        }
    }

    fn problem(&self) -> Option<String> {
        match self {
            Outcome::Ran(_, Err(e)) => Some(format!("output differs from the interpreter: {e}")),
            Outcome::Failed(e) => Some(e.clone()),
            Outcome::Ran(_, Ok(())) | Outcome::NotRun(_) => None,
        }
    }
}

fn run_one(
    device: Option<&Device>,
    ptx: Result<String, String>,
    e: &Entry,
    want: &Result<Vec<LaunchArg>, String>,
    reps: usize,
) -> Outcome {
    let ptx = match ptx {
        Ok(p) => p,
        Err(err) => return Outcome::Failed(err),
    };
    let Some(device) = device else {
        return Outcome::NotRun("no GPU");
    };
    match device.run_ptx(&ptx, &e.kernel, &e.cfg, &e.args, reps.max(1)) {
        Ok((after, Some(t))) => {
            let equal = match want {
                Ok(w) => gpu::args_close(&after, w, e.tol),
                Err(err) => Err(format!("no interpreter result to compare: {err}")),
            };
            Outcome::Ran(t, equal)
        }
        Ok((_, None)) => Outcome::Failed("no timing".into()),
        Err(err) => Outcome::Failed(err.to_string()),
    }
}

fn main() {
    let opts = match parse_opts() {
        Ok(o) => o,
        Err(e) => {
            eprintln!("gpu_corpus: {e}");
            std::process::exit(2);
        }
    };
    let entries = match manifest(&opts.corpus) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("gpu_corpus: {e}");
            std::process::exit(2);
        }
    };
    let device = match Device::open(0) {
        Ok(d) => Some(d),
        Err(e) => {
            eprintln!("gpu_corpus: {e}");
            eprintln!("gpu_corpus: no GPU; emitting the PTX and running the interpreter only");
            None
        }
    };
    let target = match device.as_ref().map(Device::target) {
        Some(Ok(t)) => t,
        Some(Err(e)) => {
            eprintln!("gpu_corpus: {e}");
            std::process::exit(2);
        }
        None => zyme_ptx::SmVersion::Sm80,
    };
    match &device {
        Some(d) => {
            let (major, minor) = d.compute_capability();
            println!(
                "{} (compute capability {major}.{minor}); zyme PTX for {}; {}; {} timed launches each, kernel time in ms (median, min)\n",
                d.name(),
                target.name(),
                match &opts.llc {
                    Some(llc) => format!("LLVM PTX from `{llc} -march=nvptx64 -mcpu=sm_80 -O3`"),
                    None => "no llc-19 found: zyme's PTX only".into(),
                },
                opts.reps.max(1)
            );
        }
        None => println!("no GPU: PTX emission and interpreter runs only\n"),
    }
    if let Some(dir) = &opts.keep {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("gpu_corpus: {}: {e}", dir.display());
            std::process::exit(2);
        }
    }
    println!(
        "| kernel | grid × block | zyme ms | llc ms | ratio zyme/llc | output equal (zyme, llc) |"
    );
    println!("|---|---|---|---|---|---|");
    let mut problems = Vec::new();
    let mut notes = Vec::new();
    let mut ratios = Vec::new();
    for e in entries.iter().filter(|e| !e.racy) {
        if opts.only.as_ref().is_some_and(|o| *o != e.name) {
            continue;
        }
        let module = std::fs::read_to_string(&e.file)
            .map_err(|err| err.to_string())
            .and_then(|text| {
                zyme::from_ll(&text, &e.file.display().to_string()).map_err(|err| err.to_string())
            });
        let module = match module {
            Ok(m) => m,
            Err(err) => {
                problems.push(format!("{}: {err}", e.name));
                continue;
            }
        };
        let want = gpu::launch(&module, &e.kernel, &e.cfg, &e.args).map_err(|err| err.to_string());
        if let Err(err) = &want {
            problems.push(format!("{}: interpreter: {err}", e.name));
        }
        if let Err(err) = gpu::check_args(&module, &e.kernel, &e.args) {
            problems.push(format!("{}: {err}", e.name));
            continue;
        }
        let zyme = device_ptx(&module, target).map_err(|err| err.to_string());
        let llc = opts.llc.as_ref().map(|llc| llc_ptx(llc, &e.file));
        if let Some(dir) = &opts.keep {
            for (suffix, text) in [
                ("zyme", zyme.as_ref().ok()),
                ("llc", llc.as_ref().and_then(|l| l.as_ref().ok())),
            ] {
                if let Some(text) = text {
                    let _ = std::fs::write(dir.join(format!("{}.{suffix}.ptx", e.name)), text);
                }
            }
        }
        let z = run_one(device.as_ref(), zyme, e, &want, opts.reps);
        let l = match llc {
            Some(Ok(ptx)) => run_one(device.as_ref(), Ok(ptx), e, &want, opts.reps),
            // LLVM's NVPTX backend has no lowering for some intrinsics
            // (`llvm.exp.f32`: "no libcall available for fexp"); that row
            // has no comparison, which is not a zyme failure.
            Some(Err(err)) => {
                notes.push(format!("{}: no llc PTX: {err}", e.name));
                Outcome::NotRun("llc cannot compile it")
            }
            None => Outcome::NotRun("no llc-19"),
        };
        let ratio = match (z.median(), l.median()) {
            (Some(a), Some(b)) if b > 0.0 => {
                ratios.push(a / b);
                format!("{:.2}", a / b)
            }
            _ => "—".into(),
        };
        let [g, b] = [e.cfg.grid, e.cfg.block].map(|d| format!("{},{},{}", d[0], d[1], d[2]));
        println!(
            "| {} | {g} × {b} | {} | {} | {ratio} | {}, {} |",
            e.name,
            z.ms(),
            l.ms(),
            z.equal(),
            l.equal()
        );
        for (who, o) in [("zyme", &z), ("llc", &l)] {
            if let Some(p) = o.problem() {
                problems.push(format!("{} ({who} PTX): {p}", e.name));
            }
        }
    }
    if !ratios.is_empty() {
        let geo = (ratios.iter().map(|r| r.ln()).sum::<f64>() / ratios.len() as f64).exp();
        println!(
            "\ngeometric mean of zyme/llc over {} kernels: {geo:.2}",
            ratios.len()
        );
    }
    if !notes.is_empty() {
        println!();
    }
    for n in &notes {
        println!("- note: {}", n.replace('\n', " "));
    }
    if !problems.is_empty() {
        println!();
    }
    for p in &problems {
        println!("- **{}**", p.replace('\n', " "));
    }
    if !problems.is_empty() {
        std::process::exit(1);
    }
    if device.is_none() {
        std::process::exit(2);
    }
}
