//! The GPU kernel corpus (`tests/gpu/`): CUDA-style C compiled by clang-19
//! for nvptx64, read by zyme's LLVM frontend and launched on the SIMT
//! interpreter with the race detector on. Each launch's arguments after it
//! must equal what the plain C reference computed on the CPU
//! (`NAME.expected.json`, made by `tests/gpu/regen.sh`) within the
//! manifest's relative tolerance (atomics may add in another order); each
//! deliberately racy variant must be reported as a data race.

use std::path::{Path, PathBuf};
use zyme::gpu::{self, LaunchArg};
use zyme_ir::interp::simt::LaunchConfig;

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gpu")
}

/// One launch of the manifest.
pub struct Entry {
    pub name: String,
    pub file: PathBuf,
    pub kernel: String,
    pub cfg: LaunchConfig,
    pub args: Vec<LaunchArg>,
    pub expected: Option<Vec<LaunchArg>>,
    pub racy: bool,
    pub tol: f64,
}

fn dims(v: &serde_json::Value, what: &str, name: &str) -> [u32; 3] {
    let mut d = [1; 3];
    let items = v[what]
        .as_array()
        .unwrap_or_else(|| panic!("{name}: no {what}"));
    for (slot, x) in d.iter_mut().zip(items) {
        *slot = x.as_u64().unwrap_or_else(|| panic!("{name}: bad {what}")) as u32;
    }
    d
}

fn manifest() -> Vec<Entry> {
    let dir = corpus();
    let text = std::fs::read_to_string(dir.join("kernels.json")).expect("tests/gpu/kernels.json");
    let json: serde_json::Value = serde_json::from_str(&text).expect("manifest is JSON");
    let read = |file: &str| {
        std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
    };
    json.as_array()
        .expect("manifest is an array")
        .iter()
        .map(|e| {
            let name = e["name"].as_str().expect("name").to_string();
            let s = |k: &str| {
                e[k].as_str()
                    .unwrap_or_else(|| panic!("{name}: no {k}"))
                    .to_string()
            };
            let racy = e["racy"].as_bool().unwrap_or(false);
            let expected = e["expected"]
                .as_str()
                .filter(|_| !racy)
                .map(|f| gpu::parse_args(&read(f)).unwrap_or_else(|err| panic!("{f}: {err}")));
            let args_file = s("args");
            Entry {
                file: dir.join(s("file")),
                kernel: s("kernel"),
                cfg: LaunchConfig {
                    grid: dims(e, "grid", &name),
                    block: dims(e, "block", &name),
                    race_check: true,
                },
                args: gpu::parse_args(&read(&args_file))
                    .unwrap_or_else(|err| panic!("{args_file}: {err}")),
                expected,
                racy,
                tol: e["tol"].as_f64().unwrap_or(1e-5),
                name,
            }
        })
        .collect()
}

fn load(file: &Path) -> zyme::Module {
    let text = std::fs::read_to_string(file).unwrap();
    zyme::from_ll(&text, &file.display().to_string())
        .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// Element-wise comparison with a relative tolerance (absolute below 1).
fn close(got: &LaunchArg, want: &LaunchArg, tol: f64) -> Result<(), String> {
    fn cmp<T: Copy + Into<f64>>(g: &[T], w: &[T], tol: f64) -> Result<(), String> {
        if g.len() != w.len() {
            return Err(format!("{} elements, expected {}", g.len(), w.len()));
        }
        for (i, (&a, &b)) in g.iter().zip(w).enumerate() {
            let (a, b): (f64, f64) = (a.into(), b.into());
            let ok = (a.is_nan() && b.is_nan()) || (a - b).abs() <= tol * b.abs().max(1.0);
            if !ok {
                return Err(format!("element {i}: {a} but the C reference has {b}"));
            }
        }
        Ok(())
    }
    match (got, want) {
        (LaunchArg::F32s(g), LaunchArg::F32s(w)) => cmp(g, w, tol),
        (LaunchArg::F64s(g), LaunchArg::F64s(w)) => cmp(g, w, tol),
        (LaunchArg::I32s(g), LaunchArg::I32s(w)) => cmp(g, w, 0.0),
        (LaunchArg::I64s(g), LaunchArg::I64s(w)) if g == w => Ok(()),
        (g, w) if g == w => Ok(()),
        (g, w) => Err(format!("{g:?} but the C reference has {w:?}")),
    }
}

#[test]
fn kernels_match_their_c_references_on_the_simt_interpreter() {
    let entries = manifest();
    assert!(
        entries.len() >= 12,
        "the corpus has {} launches",
        entries.len()
    );
    let mut failures = Vec::new();
    let (mut clean, mut racy) = (0, 0);
    // Each launch at -O2 (the manifest's file) and at -O0 (`O0/`).
    let levels = entries.iter().flat_map(|e| {
        let o0 = e
            .file
            .parent()
            .unwrap()
            .join("O0")
            .join(e.file.file_name().unwrap());
        [(e, e.file.clone()), (e, o0)]
    });
    for (e, file) in levels {
        let module = load(&file);
        let f = module
            .func_by_name(&e.kernel)
            .unwrap_or_else(|| panic!("{}: no @{}", e.name, e.kernel));
        assert!(
            module.functions[f].kernel,
            "{}: @{} is not marked a kernel",
            e.name, e.kernel
        );
        let result = gpu::launch(&module, &e.kernel, &e.cfg, &e.args);
        match (e.racy, result) {
            (true, Err(err)) if err.to_string().contains("data race") => racy += 1,
            (true, other) => failures.push(format!(
                "{}: expected a reported race, got {other:?}",
                e.name
            )),
            (false, Err(err)) => failures.push(format!("{}: {err}", e.name)),
            (false, Ok(after)) => {
                let want = e
                    .expected
                    .as_ref()
                    .unwrap_or_else(|| panic!("{}: no expected output", e.name));
                for (i, (g, w)) in after.iter().zip(want).enumerate() {
                    if let Err(msg) = close(g, w, e.tol) {
                        failures.push(format!("{}: argument {i}: {msg}", file.display()));
                    }
                }
                clean += 1;
            }
        }
    }
    println!("{clean} launches (-O2 and -O0) equal their C references, {racy} racy ones reported");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(racy >= 6, "only {racy} racy launches reported");
}
