//! Every function of the `.zir` filetests (`tests/filetests`) prints as
//! LLVM IR for x86-64 that `clang-19 -O2 -c` compiles (skipped, with a
//! note, without clang-19): every instruction shape the filetests hold,
//! vectors, atomics, globals with relocations, GPU operations on a CPU.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use zyme_llvm_out::{print_module, Target};

fn zir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "malformed") {
                zir_files(&p, out);
            }
        } else if p.extension().is_some_and(|e| e == "zir") {
            out.push(p);
        }
    }
}

/// The module text of a filetest: without its `test` and `set` lines.
fn body(text: &str) -> String {
    text.lines()
        .map(|l| {
            let t = l.trim();
            if t.starts_with("test ") || t.starts_with("set ") {
                ""
            } else {
                l
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn filetests_print_and_compile_with_clang() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests");
    let mut files = Vec::new();
    zir_files(&root, &mut files);
    files.sort();
    assert!(files.len() > 50, "only {} filetests found", files.len());
    let mut printed = Vec::new();
    let mut failures = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        let Ok(module) = zyme_ir::text::parse_module(&body(&text)) else {
            continue;
        };
        if zyme_ir::verify_module(&module).is_err() {
            continue;
        }
        match print_module(&module, &Target::X86_64Linux) {
            Ok(ll) => printed.push((f.clone(), ll)),
            Err(e) => failures.push(format!("{}: {e}", f.display())),
        }
    }
    let have_clang = Command::new("clang-19").arg("--version").output().is_ok();
    if !have_clang {
        eprintln!("note: clang-19 not found; the printed filetests are not compiled");
    }
    let dir = std::env::temp_dir().join(format!("zyme-llvm-out-filetests-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let next = AtomicUsize::new(0);
    let compiled = AtomicUsize::new(0);
    let failures = Mutex::new(failures);
    if have_clang {
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some((path, ll)) = printed.get(i) else {
                        break;
                    };
                    let file = dir.join(format!("f{i}.ll"));
                    std::fs::write(&file, ll).unwrap();
                    let out = Command::new("clang-19")
                        .args(["-O2", "-w", "-c", "-o"])
                        .arg(dir.join(format!("f{i}.o")))
                        .arg(&file)
                        .output()
                        .unwrap();
                    if out.status.success() {
                        compiled.fetch_add(1, Ordering::Relaxed);
                    } else {
                        let err = String::from_utf8_lossy(&out.stderr);
                        let head: Vec<&str> = err.lines().take(6).collect();
                        failures.lock().unwrap().push(format!(
                            "{}: {}",
                            path.display(),
                            head.join("\n")
                        ));
                    }
                });
            }
        });
    }
    let _ = std::fs::remove_dir_all(&dir);
    let failures = failures.into_inner().unwrap();
    eprintln!(
        "llvm-out filetests: {} printed, {} compiled by clang-19",
        printed.len(),
        compiled.into_inner()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
