//! The C, C++ and Rust corpus (`tests/corpus`) through zyme, end to end:
//! every `.ll` (O0, O2, O2 without vectorisation) is JIT-run with
//! `zyme run` (also after zyme-opt, `zyme --opt run`) and compiled with
//! `zyme compile` + `cc`, and all outputs must be byte-identical to the
//! natively compiled program's
//! (`tests/corpus/expected/`, produced by clang-19 / rustc at -O2).
//!
//! Rust programs need the standard library of the rustc that produced
//! their IR (1.95.0: the symbol hashes are baked into the `.ll`); with a
//! different rustc they are skipped, loudly.

use std::path::PathBuf;
use std::process::Command;

mod corpus_support;
use corpus_support::{diff, programs, rust_std, Program};

fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zyme-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn check_all(mode: &str, run: impl Fn(&Program) -> Result<Vec<u8>, String>) {
    let std = rust_std();
    if std.is_none() {
        eprintln!("corpus: rustc 1.95.0 not found; the Rust programs are skipped");
    }
    let mut failures = Vec::new();
    let mut passed = 0;
    for p in programs() {
        if p.lang == "rust" && std.is_none() {
            continue;
        }
        match run(&p) {
            Ok(out) if out == p.expected => passed += 1,
            Ok(out) => failures.push(format!(
                "{}: output differs: {}",
                p.ll.display(),
                diff(&p.expected, &out)
            )),
            Err(e) => failures.push(format!("{}: {e}", p.ll.display())),
        }
    }
    eprintln!("corpus ({mode}): {passed} programs byte-identical to native");
    assert!(
        failures.is_empty(),
        "{} corpus programs failed ({mode}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(passed >= 174, "only {passed} corpus programs ran");
}

fn output(cmd: &mut Command) -> Result<Vec<u8>, String> {
    let out = cmd.output().map_err(|e| e.to_string())?;
    if !out.status.success() {
        use std::os::unix::process::ExitStatusExt;
        return Err(format!(
            "exit {:?} (signal {:?}): {}",
            out.status.code(),
            out.status.signal(),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    Ok(out.stdout)
}

#[test]
fn corpus_jit_matches_native() {
    check_all("zyme run", |p| {
        output(
            Command::new(env!("CARGO_BIN_EXE_zyme"))
                .arg("run")
                .arg(&p.ll),
        )
    });
}

/// zyme-opt's whole pre-differentiation pipeline (`--opt`: inlining,
/// mem2reg, GVN, LICM, DCE, CFG simplification, constant folding) on
/// every function of every program, then the JIT: the output must not
/// change.
#[test]
fn corpus_optimised_by_zyme_opt_matches_native() {
    check_all("zyme --opt run", |p| {
        output(
            Command::new(env!("CARGO_BIN_EXE_zyme"))
                .args(["--opt", "run"])
                .arg(&p.ll),
        )
    });
}

#[test]
fn corpus_objects_match_native() {
    let dir = scratch();
    let std = rust_std();
    check_all("zyme compile + cc", |p| {
        let name =
            p.ll.file_stem()
                .unwrap()
                .to_str()
                .unwrap()
                .replace('.', "_");
        let obj = dir.join(format!("{}_{name}.o", p.lang));
        let exe = dir.join(format!("{}_{name}", p.lang));
        output(
            Command::new(env!("CARGO_BIN_EXE_zyme"))
                .arg("compile")
                .arg(&p.ll)
                .arg("-o")
                .arg(&obj),
        )?;
        let mut cc = Command::new("cc");
        cc.arg(&obj).arg("-o").arg(&exe);
        match p.lang.as_str() {
            "cpp" => {
                cc.arg("-lstdc++");
            }
            "rust" => {
                let (libdir, lib) = std.as_ref().expect("checked by check_all");
                cc.arg(format!("-L{}", libdir.display()))
                    .arg(format!("-l{lib}"))
                    .arg(format!("-Wl,-rpath,{}", libdir.display()));
            }
            _ => {}
        }
        cc.arg("-lm");
        output(&mut cc)?;
        output(&mut Command::new(&exe))
    });
    let _ = std::fs::remove_dir_all(&dir);
}
