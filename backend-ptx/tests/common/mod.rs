//! Shared by the PTX tests: loading kernels, finding and running `ptxas`,
//! counting instructions.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use zyme_ir::Module;
use zyme_ptx::{emit_module, PtxOptions, SmVersion};

pub fn kernels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/kernels")
}

/// Every `.zir` under `tests/kernels`, sorted by name.
pub fn kernel_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(kernels_dir())
        .expect("tests/kernels exists")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "zir"))
        .collect();
    files.sort();
    files
}

/// Parses and verifies a module.
pub fn load(path: &Path) -> Module {
    let text = std::fs::read_to_string(path).unwrap();
    let module =
        zyme_ir::text::parse_module(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    if let Err(errors) = zyme_ir::verify_module(&module) {
        panic!("{}: {errors}", path.display());
    }
    module
}

pub fn emit(module: &Module, target: SmVersion) -> String {
    emit_module(module, &PtxOptions::new(target)).unwrap_or_else(|e| panic!("{e}"))
}

/// `ptxas`: `$PTXAS`, the `nvidia-cuda-nvcc-cu12` wheel of `python3`, a
/// pyenv site-packages, or `PATH`.
pub fn find_ptxas() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("PTXAS") {
        return Some(PathBuf::from(p));
    }
    let script = "import nvidia.cuda_nvcc as m, os; print(os.path.join(list(m.__path__)[0], 'bin', 'ptxas'))";
    if let Ok(out) = Command::new("python3").args(["-c", script]).output() {
        let p = PathBuf::from(String::from_utf8_lossy(&out.stdout).trim());
        if out.status.success() && p.is_file() {
            return Some(p);
        }
    }
    let home = std::env::var_os("HOME").map(PathBuf::from);
    for root in [
        home.map(|h| h.join(".pyenv/versions")),
        Some("/usr/local/lib".into()),
        Some("/usr/lib".into()),
    ]
    .into_iter()
    .flatten()
    {
        if let Some(p) = search_site_packages(&root, 4) {
            return Some(p);
        }
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|d| d.join("ptxas"))
        .find(|p| p.is_file())
}

/// `…/site-packages/nvidia/cuda_nvcc/bin/ptxas` below `root`, a few
/// directories deep.
fn search_site_packages(root: &Path, depth: u32) -> Option<PathBuf> {
    let candidate = root.join("nvidia/cuda_nvcc/bin/ptxas");
    if candidate.is_file() {
        return Some(candidate);
    }
    if depth == 0 {
        return None;
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(root)
        .ok()?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    entries.sort();
    entries
        .iter()
        .find_map(|d| search_site_packages(d, depth - 1))
}

/// What `ptxas -v` said about one assembly.
pub struct Assembled {
    /// Registers per entry function.
    pub registers: BTreeMap<String, u32>,
}

/// Assembles `ptx` for `arch`; an error or a warning is an `Err` with
/// ptxas's output.
pub fn assemble(ptxas: &Path, ptx: &str, arch: &str, tag: &str) -> Result<Assembled, String> {
    let dir = std::env::temp_dir().join(format!("zyme-ptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{tag}.{arch}.ptx"));
    std::fs::write(&file, ptx).unwrap();
    let cubin = dir.join(format!("{tag}.{arch}.cubin"));
    let out = Command::new(ptxas)
        .arg(format!("-arch={arch}"))
        .arg("-v")
        .arg(&file)
        .arg("-o")
        .arg(&cubin)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_file(&cubin);
    if !out.status.success() || text.to_lowercase().contains("warning") {
        return Err(format!("ptxas -arch={arch} on {}:\n{text}", file.display()));
    }
    let _ = std::fs::remove_file(&file);
    let mut registers = BTreeMap::new();
    let mut current: Option<String> = None;
    for line in text.lines() {
        if let Some(rest) = line.split("Compiling entry function '").nth(1) {
            current = rest.split('\'').next().map(str::to_string);
        } else if let Some(rest) = line.split("Used ").nth(1) {
            if let (Some(name), Some(n)) = (current.take(), rest.split(' ').next()) {
                registers.insert(name, n.parse().unwrap_or(0));
            }
        }
    }
    Ok(Assembled { registers })
}

/// PTX instructions per function: lines of a body that end in `;` and are
/// neither directives (`.reg`, `.param`, `.local`) nor braces.
pub fn instruction_counts(ptx: &str) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    let mut current: Option<String> = None;
    let mut depth = 0;
    let mut header = String::new();
    for line in ptx.lines() {
        let t = line.trim();
        if depth == 0 {
            if t.contains(".entry") || t.contains(".func") {
                header = t.to_string();
            }
            if t == "{" {
                let name = header
                    .split('(')
                    .find_map(|part| {
                        let part = part.trim_end_matches(')').trim();
                        let word = part.split_whitespace().last()?;
                        (!word.starts_with('.') && !word.contains("func_retval"))
                            .then(|| word.to_string())
                    })
                    .unwrap_or_default();
                current = Some(name);
                depth = 1;
            }
            continue;
        }
        if t == "{" {
            depth += 1;
        } else if t == "}" {
            depth -= 1;
            if depth == 0 {
                current = None;
            }
        } else if t.ends_with(';') && !t.starts_with('.') {
            if let Some(name) = &current {
                *counts.entry(name.clone()).or_insert(0) += 1;
            }
        }
    }
    counts
}
