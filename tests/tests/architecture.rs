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
        // The optimiser asks the analyses (loops, points-to) as LLVM's
        // passes do; the analyses never optimise.
        ("opt", &["zyme-ir", "zyme-analysis"]),
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

/// Rust sources under `dir`, recursively.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// `(struct name, number of named fields)` of each braced struct in a
/// source file.
fn struct_fields(text: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        let t = t
            .strip_prefix("pub(crate) ")
            .or_else(|| t.strip_prefix("pub(super) "))
            .or_else(|| t.strip_prefix("pub "))
            .unwrap_or(t);
        let Some(rest) = t.strip_prefix("struct ") else {
            continue;
        };
        if !line.trim_end().ends_with('{') {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        let indent = line.len() - line.trim_start().len();
        let mut fields = 0;
        for body in lines.by_ref() {
            let bt = body.trim_start();
            let bindent = body.len() - bt.len();
            if bt.starts_with('}') && bindent == indent {
                break;
            }
            let is_field = bindent == indent + 4
                && !bt.starts_with("//")
                && !bt.starts_with('#')
                && bt.split_once(':').is_some_and(|(name, _)| {
                    name.trim_start_matches("pub(crate) ")
                        .trim_start_matches("pub(super) ")
                        .trim_start_matches("pub ")
                        .chars()
                        .all(|c| c.is_alphanumeric() || c == '_')
                });
            if is_field {
                fields += 1;
            }
        }
        out.push((name, fields));
    }
    out
}

#[test]
fn no_huge_files_or_structs_in_synthesis_analysis_and_frontends() {
    let mut files = Vec::new();
    for dir in ["synth/src", "analysis/src", "frontends"] {
        sources(&root().join(dir), &mut files);
    }
    let mut bad = Vec::new();
    for f in &files {
        if f.components().any(|c| c.as_os_str() == "target") {
            continue;
        }
        let text = std::fs::read_to_string(f).unwrap();
        let lines = text.lines().count();
        if lines > 1500 {
            bad.push(format!("{}: {lines} lines (at most 1,500)", f.display()));
        }
        for (name, n) in struct_fields(&text) {
            if n > 15 {
                bad.push(format!(
                    "{}: struct {name} has {n} fields (at most 15)",
                    f.display()
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
