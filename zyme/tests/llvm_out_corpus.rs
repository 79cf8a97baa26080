//! The C, C++ and Rust corpus (`tests/corpus`) through the LLVM IR text
//! backend: every `.ll` is read by zyme's LLVM frontend, printed back as
//! LLVM IR (`zyme compile --emit ll`), built with `clang-19 -O2` and run;
//! the output must be byte-identical to the natively compiled program's
//! (`tests/corpus/expected/`), as the JIT's is.
//!
//! Skipped, with a note, without clang-19. Rust programs need the
//! standard library of the rustc that produced their IR (1.95.0).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

mod corpus_support;
use corpus_support::{diff, programs, rust_std, Program};

fn output(cmd: &mut Command) -> Result<Vec<u8>, String> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        use std::os::unix::process::ExitStatusExt;
        let err = String::from_utf8_lossy(&out.stderr);
        let head: String = err.lines().take(8).collect::<Vec<_>>().join("\n");
        return Err(format!(
            "exit {:?} (signal {:?}): {head}",
            out.status.code(),
            out.status.signal(),
        ));
    }
    Ok(out.stdout)
}

fn build_and_run(
    p: &Program,
    dir: &Path,
    std: Option<&(PathBuf, String)>,
) -> Result<Vec<u8>, String> {
    let name = format!(
        "{}_{}",
        p.lang,
        p.ll.file_stem()
            .unwrap()
            .to_str()
            .unwrap()
            .replace('.', "_")
    );
    let ll = dir.join(format!("{name}.ll"));
    let exe = dir.join(&name);
    output(
        Command::new(env!("CARGO_BIN_EXE_zyme"))
            .arg("compile")
            .arg(&p.ll)
            .args(["--emit", "ll", "--target", "x86_64", "-o"])
            .arg(&ll),
    )
    .map_err(|e| format!("zyme: {e}"))?;
    let mut cc = Command::new("clang-19");
    cc.args(["-O2", "-w"]).arg(&ll).arg("-o").arg(&exe);
    match p.lang.as_str() {
        "cpp" => {
            cc.arg("-lstdc++");
        }
        "rust" => {
            let (libdir, lib) = std.ok_or("no rust std")?;
            cc.arg(format!("-L{}", libdir.display()))
                .arg(format!("-l{lib}"))
                .arg(format!("-Wl,-rpath,{}", libdir.display()));
        }
        _ => {}
    }
    cc.arg("-lm");
    output(&mut cc).map_err(|e| format!("clang-19: {e}"))?;
    let out = output(&mut Command::new(&exe));
    let _ = std::fs::remove_file(&exe);
    out
}

#[test]
fn corpus_through_llvm_text_and_clang_matches_native() {
    if Command::new("clang-19").arg("--version").output().is_err() {
        eprintln!("note: clang-19 not found; the LLVM-text corpus round trip is skipped");
        return;
    }
    let std = rust_std();
    if std.is_none() {
        eprintln!("note: rustc 1.95.0 not found; the Rust programs are skipped");
    }
    let dir = std::env::temp_dir().join(format!("zyme-llvm-out-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let all: Vec<Program> = programs()
        .into_iter()
        .filter(|p| p.lang != "rust" || std.is_some())
        .collect();
    let next = AtomicUsize::new(0);
    let passed = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get().clamp(2, 8));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(p) = all.get(i) else { break };
                match build_and_run(p, &dir, std.as_ref()) {
                    Ok(out) if out == p.expected => {
                        passed.fetch_add(1, Ordering::Relaxed);
                    }
                    Ok(out) => failures.lock().unwrap().push(format!(
                        "{}: output differs: {}",
                        p.ll.display(),
                        diff(&p.expected, &out)
                    )),
                    Err(e) => failures
                        .lock()
                        .unwrap()
                        .push(format!("{}: {e}", p.ll.display())),
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
    let passed = passed.into_inner();
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    eprintln!(
        "llvm-out corpus: {passed} of {} programs byte-identical to native",
        all.len()
    );
    assert!(
        failures.is_empty(),
        "{} corpus programs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
