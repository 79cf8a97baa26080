//! Runs every filetest under `tests/filetests` (except the malformed
//! corpus, which `zyme-ir` checks): one harness, subtests named in each
//! file's header (see `tests/filetests/README.md`).
//!
//! A plain `main` rather than libtest: trap tests fork, which is only sound
//! in a single-threaded process. `FILETEST=substring` runs a subset;
//! `ZYME_BLESS=1` rewrites the `; expect:` blocks of `precise-output`
//! files.

use std::path::{Path, PathBuf};

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n != "malformed") {
                collect(&path, out);
            }
        } else if path.extension().is_some_and(|e| e == "zir") {
            out.push(path);
        }
    }
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("filetests");
    let mut files = Vec::new();
    collect(&root, &mut files);
    files.sort();
    let filter = std::env::var("FILETEST").unwrap_or_default();
    let (mut passed, mut failed) = (0, 0);
    for file in files
        .iter()
        .filter(|f| f.to_string_lossy().contains(&filter))
    {
        let name = file
            .strip_prefix(&root)
            .unwrap_or(file)
            .display()
            .to_string();
        let failures = zyme_tests::filetest::run_file(file);
        if failures.is_empty() {
            passed += 1;
        } else {
            failed += 1;
            println!("FAIL tests/filetests/{name}");
            for failure in failures {
                println!("    {}", failure.replace('\n', "\n    "));
            }
        }
    }
    println!("filetests: {passed} passed, {failed} failed");
    if failed > 0 || passed == 0 {
        std::process::exit(1);
    }
}
