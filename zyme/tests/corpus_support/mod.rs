//! The C/C++/Rust corpus (`tests/corpus/`) for the tests that run it
//! (`corpus.rs` through zyme's JIT and objects, `llvm_out_corpus.rs`
//! through `--emit ll` and clang): its programs with their expected
//! output, and the Rust standard library they link against.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Command;

/// Every `.ll` of the corpus with its language and expected stdout.
pub fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus")
}

pub struct Program {
    pub ll: PathBuf,
    pub lang: String,
    pub expected: Vec<u8>,
}

pub fn programs() -> Vec<Program> {
    let mut out = Vec::new();
    for lang in ["c", "cpp", "rust"] {
        let dir = corpus().join("ll").join(lang);
        let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
            .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "ll"))
            .collect();
        files.sort();
        for ll in files {
            let stem = ll.file_name().unwrap().to_str().unwrap();
            let base = stem.split('.').next().unwrap();
            let exp = corpus()
                .join("expected")
                .join(lang)
                .join(format!("{base}.out"));
            let expected = std::fs::read(&exp).unwrap_or_else(|e| panic!("{}: {e}", exp.display()));
            out.push(Program {
                ll,
                lang: lang.to_string(),
                expected,
            });
        }
    }
    out
}

/// The directory of the default rustc's `libstd-*.so` and its link name,
/// when that rustc is the 1.95.0 that produced the corpus IR.
pub fn rust_std() -> Option<(PathBuf, String)> {
    let version = Command::new("rustc").arg("--version").output().ok()?;
    if !String::from_utf8_lossy(&version.stdout).contains("1.95.0") {
        return None;
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .ok()?;
    let dir = Path::new(String::from_utf8_lossy(&sysroot.stdout).trim())
        .join("lib/rustlib/x86_64-unknown-linux-gnu/lib");
    let lib = std::fs::read_dir(&dir).ok()?.find_map(|e| {
        let name = e.ok()?.file_name().into_string().ok()?;
        (name.starts_with("libstd-") && name.ends_with(".so"))
            .then(|| name["lib".len()..name.len() - ".so".len()].to_string())
    })?;
    Some((dir, lib))
}

/// First differing line, for a readable failure.
pub fn diff(expected: &[u8], got: &[u8]) -> String {
    let e = String::from_utf8_lossy(expected);
    let g = String::from_utf8_lossy(got);
    for (i, (a, b)) in e.lines().zip(g.lines()).enumerate() {
        if a != b {
            return format!("line {}: expected {a:?}, got {b:?}", i + 1);
        }
    }
    format!(
        "{} lines expected, {} produced",
        e.lines().count(),
        g.lines().count()
    )
}
