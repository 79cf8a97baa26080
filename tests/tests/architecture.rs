//! The architecture's rules, checked on the sources: which crate may
//! depend on which (a frontend never reaches synthesis or the optimiser:
//! it hands requests to the driver in the facade).

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The workspace crates a manifest's `[dependencies]` name.
fn zyme_dependencies(manifest: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(manifest).unwrap();
    let mut out = Vec::new();
    let mut in_deps = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_deps = line == "[dependencies]";
            continue;
        }
        if !in_deps {
            continue;
        }
        if let Some((name, _)) = line.split_once('=') {
            let name = name.trim().trim_end_matches(".workspace").to_string();
            if name.starts_with("zyme") {
                out.push(name);
            }
        }
    }
    out
}

#[test]
fn crates_depend_only_downwards() {
    // Each crate and the workspace crates it may use (its own layer and
    // below). Frontends feed the driver; they never synthesize.
    let allowed: &[(&str, &[&str])] = &[
        ("ir", &[]),
        ("analysis", &["zyme-ir"]),
        ("opt", &["zyme-ir"]),
        ("synth", &["zyme-ir", "zyme-analysis"]),
        ("backend-cranelift", &["zyme-ir"]),
        ("backend-ptx", &["zyme-ir"]),
        ("frontends/llvm", &["zyme-ir"]),
        ("frontends/wasm", &["zyme-ir"]),
    ];
    let mut bad = Vec::new();
    for (dir, ok) in allowed {
        let manifest = root().join(dir).join("Cargo.toml");
        for dep in zyme_dependencies(&manifest) {
            if !ok.contains(&dep.as_str()) {
                bad.push(format!("{dir} depends on {dep}"));
            }
        }
    }
    assert!(bad.is_empty(), "dependencies against the layering: {bad:?}");
}

#[test]
fn the_llvm_frontend_depends_on_the_ir_alone() {
    let deps = zyme_dependencies(&root().join("frontends/llvm/Cargo.toml"));
    assert_eq!(deps, ["zyme-ir"]);
}
