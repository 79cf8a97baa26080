//! Parses real compiler output and hand-written snippets, spot-checks the
//! tree, and checks malformed inputs fail at the right place.

use std::path::{Path, PathBuf};
use zyme_llvm::ast::*;

fn ll_files(dir: &str) -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(dir);
    let mut v: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    v.sort();
    v
}

fn read(p: &Path) -> String {
    std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

fn parse_file(rel: &str) -> Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests")
        .join(rel);
    zyme_llvm::parse(&read(&p)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn corpus_parses() {
    let mut failures = Vec::new();
    let files: Vec<PathBuf> = ll_files("inputs")
        .into_iter()
        .chain(ll_files("handwritten"))
        .collect();
    assert!(files.len() >= 45, "corpus too small: {}", files.len());
    for p in &files {
        if let Err(e) = zyme_llvm::parse(&read(p)) {
            failures.push(format!("{}:{e}", p.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
