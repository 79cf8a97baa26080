//! The harness shared by the Enzyme-ABI corpora (`enzyme_fwd.rs`,
//! `enzyme_rev.rs`): every `.ll` under `tests/enzyme/ll/KIND/` (clang-19
//! at -O0 and -O2, made by `tests/enzyme/regen.sh` from
//! `tests/enzyme/KIND/*.c|cpp`) is JIT-run with `zyme run` and compiled
//! with `zyme compile` + `cc`. Each program checks its derivatives against
//! central finite differences itself, prints one line per check and a
//! final `OK` or `FAIL`, and exits non-zero on a mismatch; here it must
//! exit 0 and print an `OK` line.
//!
//! Programs that fail because of a zyme bug not fixed yet are listed by
//! the caller with a piece of the error they must fail with: those are
//! expected to fail (and reported), and the test fails if one of them
//! passes (remove it from the list) or fails differently.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Which way a program is run.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Mode {
    /// `zyme run prog.ll`
    Jit,
    /// `zyme compile prog.ll -o prog.o && cc prog.o -lm -o prog && ./prog`
    Object,
    /// `zyme cc -- clang-19 -O0|-O2 prog.c -o prog && ./prog` (from the
    /// source, with the optimisation level of the `.ll`'s name).
    Cc,
    /// The same with `zyme cc --backend llvm`: zyme's part printed as LLVM
    /// IR and compiled by clang.
    CcLlvm,
}

/// Whether clang-19 is installed (the `zyme cc` runs need it).
pub fn have_clang() -> bool {
    std::process::Command::new("clang-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A program (by `.ll` file stem, e.g. `14_tree_sum.O2`) known to fail in
/// the given modes, and a piece of the output it fails with.
pub struct KnownFailure {
    pub ll: &'static str,
    pub modes: &'static [Mode],
    pub error: &'static str,
}

/// Longest a single zyme or program invocation may take.
const TIMEOUT: Duration = Duration::from_secs(120);

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/enzyme")
}

fn is_cpp(kind: &str, ll: &Path) -> bool {
    let stem = ll.file_name().unwrap().to_str().unwrap();
    let base = stem.split('.').next().unwrap();
    root().join(kind).join(format!("{base}.cpp")).exists()
}

fn programs(kind: &str) -> Vec<PathBuf> {
    let dir = root().join("ll").join(kind);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

fn stem(ll: &Path) -> String {
    ll.file_stem().unwrap().to_str().unwrap().to_string()
}

fn scratch(kind: &str, tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zyme-enzyme-{kind}-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a command with its output in files (no pipe to fill up) and a
/// time limit; returns stdout, or an error with the exit status and both
/// outputs.
fn output(cmd: &mut Command, dir: &Path, tag: &str) -> Result<String, String> {
    match run_limited(cmd, dir, tag, TIMEOUT) {
        Ok(stdout) => Ok(String::from_utf8_lossy(&stdout).into_owned()),
        Err(Failed::Start(e)) => Err(e),
        Err(Failed::Exit {
            status,
            stdout,
            stderr,
        }) => Err(format!(
            "{status}: {}{}",
            failed_checks(&String::from_utf8_lossy(&stdout)),
            stderr.trim_end()
        )),
    }
}

/// Why [`run_limited`] has no output.
pub enum Failed {
    /// It did not start, or ran out of time.
    Start(String),
    /// It exited unsuccessfully: how, and what it printed.
    Exit {
        status: String,
        stdout: Vec<u8>,
        stderr: String,
    },
}

/// Runs `cmd` with no input for at most `limit`, its output kept in files
/// under `dir` named by `tag` (so a program printing much cannot block on
/// a pipe); its stdout when it exits successfully.
pub fn run_limited(
    cmd: &mut Command,
    dir: &Path,
    tag: &str,
    limit: Duration,
) -> Result<Vec<u8>, Failed> {
    let start_err = |e: String| Failed::Start(e);
    let out_path = dir.join(format!("{tag}.stdout"));
    let err_path = dir.join(format!("{tag}.stderr"));
    let out_file = std::fs::File::create(&out_path).map_err(|e| start_err(e.to_string()))?;
    let err_file = std::fs::File::create(&err_path).map_err(|e| start_err(e.to_string()))?;
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(out_file)
        .stderr(err_file)
        .spawn()
        .map_err(|e| start_err(format!("{cmd:?}: {e}")))?;
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().map_err(|e| start_err(e.to_string()))? {
            break status;
        }
        if start.elapsed() > limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(start_err(format!(
                "timed out after {}s: {cmd:?}",
                limit.as_secs()
            )));
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    let stdout = std::fs::read(&out_path).unwrap_or_default();
    if !status.success() {
        use std::os::unix::process::ExitStatusExt;
        let stderr = std::fs::read(&err_path).unwrap_or_default();
        return Err(Failed::Exit {
            status: format!("exit {:?} (signal {:?})", status.code(), status.signal()),
            stdout,
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
        });
    }
    Ok(stdout)
}

/// The lines of a program's output that report a failed check.
fn failed_checks(stdout: &str) -> String {
    let mut s = String::new();
    for line in stdout.lines().filter(|l| l.trim_end().ends_with("FAIL")) {
        s.push_str(line);
        s.push('\n');
    }
    s
}

/// A program passed: exit status 0 (checked by `output`) and an `OK` line.
fn judge(stdout: Result<String, String>) -> Result<(), String> {
    let stdout = stdout?;
    if stdout.lines().any(|l| l.trim() == "OK") {
        Ok(())
    } else {
        Err(format!("exit 0 but no `OK` line:\n{}", stdout.trim_end()))
    }
}

fn run_jit(ll: &Path, dir: &Path) -> Result<(), String> {
    let tag = stem(ll).replace('.', "_");
    judge(output(
        Command::new(env!("CARGO_BIN_EXE_zyme")).arg("run").arg(ll),
        dir,
        &tag,
    ))
}

fn run_object(kind: &str, ll: &Path, dir: &Path) -> Result<(), String> {
    let tag = stem(ll).replace('.', "_");
    let obj = dir.join(format!("{tag}.o"));
    let exe = dir.join(&tag);
    output(
        Command::new(env!("CARGO_BIN_EXE_zyme"))
            .arg("compile")
            .arg(ll)
            .arg("-o")
            .arg(&obj),
        dir,
        &format!("{tag}.compile"),
    )
    .map_err(|e| format!("zyme compile: {e}"))?;
    let mut cc = Command::new("cc");
    cc.arg(&obj).arg("-o").arg(&exe);
    if is_cpp(kind, ll) {
        cc.arg("-lstdc++");
    }
    cc.arg("-lm");
    output(&mut cc, dir, &format!("{tag}.link")).map_err(|e| format!("cc: {e}"))?;
    judge(output(&mut Command::new(&exe), dir, &tag))
}

fn run_cc(kind: &str, ll: &Path, dir: &Path, backend: &str) -> Result<(), String> {
    let tag = stem(ll).replace('.', "_");
    let name = stem(ll);
    let (base, level) = name.rsplit_once('.').expect("NAME.LEVEL");
    let exe = dir.join(format!("{tag}.cc"));
    let cpp = is_cpp(kind, ll);
    let src = root()
        .join(kind)
        .join(format!("{base}.{}", if cpp { "cpp" } else { "c" }));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_zyme"));
    cmd.args(["cc", "--backend", backend, "--"]);
    if cpp {
        cmd.args(["clang++-19", "-std=gnu++17", "-fno-exceptions"]);
    } else {
        cmd.args(["clang-19", "-std=gnu11"]);
    }
    cmd.arg(format!("-{level}")).arg(&src).arg("-o").arg(&exe);
    output(&mut cmd, dir, &format!("{tag}.zymecc")).map_err(|e| format!("zyme cc: {e}"))?;
    judge(output(
        &mut Command::new(&exe),
        dir,
        &format!("{tag}.ccrun"),
    ))
}

/// Runs every program of `tests/enzyme/ll/KIND` in `mode`; at least
/// `min_pass` must pass, and each failure must be a known one.
pub fn check_all(kind: &str, mode: Mode, known_failures: &[KnownFailure], min_pass: usize) {
    let tag = match mode {
        Mode::Jit => "jit",
        Mode::Object => "obj",
        Mode::Cc => "cc",
        Mode::CcLlvm => "ccllvm",
    };
    let dir = scratch(kind, tag);
    let run = |ll: &Path, dir: &Path| match mode {
        Mode::Jit => run_jit(ll, dir),
        Mode::Object => run_object(kind, ll, dir),
        Mode::Cc => run_cc(kind, ll, dir, "cranelift"),
        Mode::CcLlvm => run_cc(kind, ll, dir, "llvm"),
    };
    let mut failures = Vec::new();
    let mut known = Vec::new();
    let mut passed = 0;
    let files = programs(kind);
    for ll in &files {
        let name = stem(ll);
        let expected = known_failures
            .iter()
            .find(|k| k.ll == name && k.modes.contains(&mode));
        match (run(ll, &dir), expected) {
            (Ok(()), None) => passed += 1,
            (Ok(()), Some(_)) => failures.push(format!(
                "{name}: passes now; remove it from KNOWN_FAILURES ({mode:?})"
            )),
            (Err(e), None) => failures.push(format!("{name}: {e}")),
            (Err(e), Some(k)) if e.contains(k.error) => known.push(format!("{name}: {}", k.error)),
            (Err(e), Some(k)) => failures.push(format!(
                "{name}: known to fail with `{}`, but failed differently: {e}",
                k.error
            )),
        }
    }
    for k in known_failures {
        assert!(
            files.iter().any(|f| stem(f) == k.ll),
            "KNOWN_FAILURES names {}, which is not in tests/enzyme/ll/{kind}",
            k.ll
        );
    }
    eprintln!(
        "enzyme {kind} ({mode:?}): {passed} of {} programs pass, {} known failures:",
        files.len(),
        known.len()
    );
    for k in &known {
        eprintln!("  known failure: {k}");
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        failures.is_empty(),
        "{} enzyme {kind} programs failed ({mode:?}):\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        passed >= min_pass,
        "only {passed} enzyme {kind} programs passed ({mode:?})"
    );
}

/// Every source program of `tests/enzyme/KIND` has its IR at both
/// levels (run `tests/enzyme/regen.sh`); there are at least `min`.
pub fn check_generated(kind: &str, min: usize) {
    let mut missing = Vec::new();
    let mut sources = 0;
    for e in std::fs::read_dir(root().join(kind)).unwrap() {
        let p = e.unwrap().path();
        if !p.extension().is_some_and(|e| e == "c" || e == "cpp") {
            continue;
        }
        sources += 1;
        let base = p.file_stem().unwrap().to_str().unwrap();
        for level in ["O0", "O2"] {
            let ll = root()
                .join("ll")
                .join(kind)
                .join(format!("{base}.{level}.ll"));
            if !ll.exists() {
                missing.push(ll.display().to_string());
            }
        }
    }
    assert!(
        missing.is_empty(),
        "missing IR (run tests/enzyme/regen.sh):\n{}",
        missing.join("\n")
    );
    assert!(sources >= min, "only {sources} enzyme {kind} programs");
}
