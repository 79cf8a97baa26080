//! The GPU kernel corpus (`tests/gpu/`) for the tests that launch it
//! (`gpu_kernels.rs` from clang's `.ll`, `nvptx_out.rs` through zyme's
//! nvptx64 LLVM text, `gpu_gradients.rs` for their derivative kernels):
//! the manifest's launches with their arguments and expected outputs.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use zyme::gpu::{self, LaunchArg};
use zyme_ir::interp::simt::LaunchConfig;

/// `tests/gpu/`.
pub fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/gpu")
}

/// One launch of the manifest.
#[derive(Clone)]
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

/// The launches `tests/gpu/kernels.json` lists, racy ones included.
pub fn manifest() -> Vec<Entry> {
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

/// A `.ll` read by zyme's LLVM frontend.
pub fn load(file: &Path) -> zyme::Module {
    let text = std::fs::read_to_string(file).unwrap();
    zyme::from_ll(&text, &file.display().to_string())
        .unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// The same kernel compiled at -O0 (`tests/gpu/O0/`).
pub fn o0_file(file: &Path) -> PathBuf {
    file.parent()
        .unwrap()
        .join("O0")
        .join(file.file_name().unwrap())
}

/// The same launch of the kernel compiled at -O0.
pub fn at_o0(e: &Entry) -> Entry {
    Entry {
        name: format!("{}.O0", e.name),
        file: o0_file(&e.file),
        ..e.clone()
    }
}
