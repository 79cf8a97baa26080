//! AArch64 object files, end to end: clang-19's `--target=aarch64-linux-gnu`
//! IR of the C corpus (`tests/corpus/ll-aarch64/c/`) and of the C
//! Enzyme-ABI programs (`tests/enzyme/ll-aarch64/{fwd,rev}/`), made by
//! `tests/regen-aarch64.sh` at -O0 and -O2, is compiled with
//! `zyme compile --target aarch64`, linked statically with
//! `aarch64-linux-gnu-gcc` and run under `qemu-aarch64`.
//!
//! * A corpus program must print exactly `tests/corpus/expected/c/NAME.out`,
//!   the x86-64 native program's output (`CHECK=1 tests/regen-aarch64.sh`
//!   checks that clang's own aarch64 build prints it too).
//! * An Enzyme-ABI program must exit 0 with an `OK` line, and print exactly
//!   what its x86-64 IR (`tests/enzyme/ll/`) prints under `zyme run`: the
//!   same gradients to the last printed digit.
//!
//! Without `qemu-aarch64` or `aarch64-linux-gnu-gcc` on PATH (Debian:
//! `qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross`) the tests say
//! so and pass.

mod support;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use std::time::Duration;

/// Programs left out, by `.ll` stem, with the reason.
const EXCLUDED: &[(&str, &str)] = &[
    ("80_struct_by_value.O0", INDIRECT_STRUCT_OUT),
    ("80_struct_by_value.O2", INDIRECT_STRUCT_OUT),
];

/// Why `80_struct_by_value` is left out.
const INDIRECT_STRUCT_OUT: &str = "`enzyme_out` on a 24-byte struct passed by value \
    (`Params`: int, double, double): AAPCS64 passes it as a plain `ptr` to a caller's copy \
    where x86-64 marks it `byval(%struct.Params)`, so the IR no longer says the pointer is a \
    by-value struct whose gradient the call returns (`declared to return 9 values, but the \
    derivative returns 7`)";

/// Longest a single compile, link or run may take (qemu is slow).
const TIMEOUT: Duration = Duration::from_secs(180);

fn tests_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests")
}

/// Why the tests cannot run here, if they cannot.
fn missing_tools() -> Option<String> {
    for tool in ["qemu-aarch64", "aarch64-linux-gnu-gcc"] {
        let ok = Command::new(tool)
            .arg("--version")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success());
        if !ok {
            return Some(format!(
                "{tool} not found (Debian: apt-get install qemu-user gcc-aarch64-linux-gnu libc6-dev-arm64-cross)"
            ));
        }
    }
    None
}

fn scratch(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zyme-aarch64-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The `.ll` files of a directory, sorted.
fn ll_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e} (run tests/regen-aarch64.sh)", dir.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    files
}

fn stem(ll: &Path) -> String {
    ll.file_stem().unwrap().to_str().unwrap().to_string()
}

/// Runs a command with its output in files and a time limit; returns
/// stdout, or an error with the exit status and stderr.
fn output(cmd: &mut Command, dir: &Path, tag: &str) -> Result<Vec<u8>, String> {
    support::run_limited(cmd, dir, tag, TIMEOUT).map_err(|e| match e {
        support::Failed::Start(e) => e,
        support::Failed::Exit { status, stderr, .. } => format!("{status}: {}", stderr.trim_end()),
    })
}

/// `zyme compile --target aarch64`, `aarch64-linux-gnu-gcc -static`,
/// `qemu-aarch64`: the program's stdout.
fn run_aarch64(ll: &Path, dir: &Path) -> Result<Vec<u8>, String> {
    let tag = stem(ll).replace('.', "_");
    let obj = dir.join(format!("{tag}.o"));
    let exe = dir.join(&tag);
    output(
        Command::new(env!("CARGO_BIN_EXE_zyme"))
            .args(["compile", "--target", "aarch64"])
            .arg(ll)
            .arg("-o")
            .arg(&obj),
        dir,
        &format!("{tag}.compile"),
    )
    .map_err(|e| format!("zyme compile: {e}"))?;
    output(
        Command::new("aarch64-linux-gnu-gcc")
            .arg("-static")
            .arg(&obj)
            .arg("-o")
            .arg(&exe)
            .arg("-lm"),
        dir,
        &format!("{tag}.link"),
    )
    .map_err(|e| format!("aarch64-linux-gnu-gcc: {e}"))?;
    output(
        Command::new("qemu-aarch64").arg(&exe),
        dir,
        &format!("{tag}.run"),
    )
    .map_err(|e| format!("qemu-aarch64: {e}"))
}

/// First differing line, for a readable failure.
fn diff(expected: &[u8], got: &[u8]) -> String {
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

/// Runs `check` on every file, on as many threads as there are cores, and
/// asserts that all but the excluded pass; prints the count per level.
fn check_all(what: &str, files: &[PathBuf], check: impl Fn(&Path) -> Result<(), String> + Sync) {
    let failures = Mutex::new(Vec::new());
    let passed = Mutex::new(Vec::new());
    let next = Mutex::new(0usize);
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = {
                    let mut n = next.lock().unwrap();
                    *n += 1;
                    *n - 1
                };
                let Some(ll) = files.get(i) else { break };
                let name = stem(ll);
                if let Some((_, why)) = EXCLUDED.iter().find(|(n, _)| *n == name) {
                    eprintln!("aarch64 {what}: {name} excluded: {why}");
                    continue;
                }
                match check(ll) {
                    Ok(()) => passed.lock().unwrap().push(name),
                    Err(e) => failures.lock().unwrap().push(format!("{name}: {e}")),
                }
            });
        }
    });
    let passed = passed.into_inner().unwrap();
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    for level in ["O0", "O2"] {
        let total = files.iter().filter(|f| stem(f).ends_with(level)).count();
        let ok = passed.iter().filter(|n| n.ends_with(level)).count();
        eprintln!("aarch64 {what} -{level}: {ok} / {total} pass under qemu-aarch64");
    }
    assert!(
        failures.is_empty(),
        "{} aarch64 {what} programs failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn corpus_aarch64_objects_match_x86_64_native() {
    if let Some(why) = missing_tools() {
        eprintln!("aarch64 corpus skipped: {why}");
        return;
    }
    let dir = scratch("corpus");
    let files = ll_files(&tests_dir().join("corpus/ll-aarch64/c"));
    assert!(
        files.len() >= 92,
        "only {} aarch64 corpus files",
        files.len()
    );
    check_all("C corpus", &files, |ll| {
        let name = stem(ll);
        let base = name.split('.').next().unwrap();
        let exp = tests_dir().join(format!("corpus/expected/c/{base}.out"));
        let expected = std::fs::read(&exp).map_err(|e| format!("{}: {e}", exp.display()))?;
        let got = run_aarch64(ll, &dir)?;
        if got == expected {
            Ok(())
        } else {
            Err(format!("output differs: {}", diff(&expected, &got)))
        }
    });
    let _ = std::fs::remove_dir_all(&dir);
}

/// The x86-64 reference of an Enzyme program: its x86-64 IR under `zyme run`.
fn enzyme_reference(kind: &str, ll: &Path, dir: &Path) -> Result<Vec<u8>, String> {
    let x86 = tests_dir()
        .join("enzyme/ll")
        .join(kind)
        .join(ll.file_name().unwrap());
    let tag = format!("{}_x86", stem(ll).replace('.', "_"));
    output(
        Command::new(env!("CARGO_BIN_EXE_zyme"))
            .arg("run")
            .arg(&x86),
        dir,
        &tag,
    )
    .map_err(|e| format!("x86-64 reference {}: {e}", x86.display()))
}

/// `line` with the number after `fd=` taken out.
fn without_fd(line: &str) -> String {
    match line.find("fd=") {
        Some(at) => {
            let rest = &line[at + 3..];
            let end = rest.find(' ').unwrap_or(rest.len());
            format!("{}fd=…{}", &line[..at], &rest[end..])
        }
        None => line.to_string(),
    }
}

/// An Enzyme program's aarch64 output against its x86-64 reference:
/// `Ok(true)` when identical, `Ok(false)` when only the `fd=` numbers
/// differ (see [`check_enzyme`]).
fn compare_enzyme(expected: &[u8], got: &[u8]) -> Result<bool, String> {
    if !String::from_utf8_lossy(got)
        .lines()
        .any(|l| l.trim() == "OK")
    {
        return Err("no `OK` line".into());
    }
    if got == expected {
        return Ok(true);
    }
    let e = String::from_utf8_lossy(expected);
    let g = String::from_utf8_lossy(got);
    let (e, g): (Vec<String>, Vec<String>) = (
        e.lines().map(without_fd).collect(),
        g.lines().map(without_fd).collect(),
    );
    if e == g {
        Ok(false)
    } else {
        Err(format!(
            "output differs from x86-64: {}",
            diff(expected, got)
        ))
    }
}

/// Every Enzyme program of `kind` on aarch64 against its x86-64 IR.
///
/// Each line `ad=… fd=… OK` must be identical, except the `fd=` number: the
/// central finite difference `(f(x+h) - f(x-h)) / 2h` turns a difference
/// in the last bit of the primal into one in the 9th digit, and the
/// primal's last bit differs where glibc's aarch64 and x86-64 libm differ
/// (`cbrt`, `hypot`, `tanh`) and where clang's -O2 IR for aarch64 is not the
/// same computation as for x86-64 (it inlines and vectorises the primal
/// calls differently). The derivatives (`ad=`) are identical everywhere.
fn check_enzyme(kind: &str) {
    if let Some(why) = missing_tools() {
        eprintln!("aarch64 enzyme {kind} skipped: {why}");
        return;
    }
    if !cfg!(target_arch = "x86_64") {
        eprintln!("aarch64 enzyme {kind} skipped: the x86-64 reference needs an x86-64 host");
        return;
    }
    let dir = scratch(kind);
    let files = ll_files(&tests_dir().join("enzyme/ll-aarch64").join(kind));
    assert!(
        files.len() >= 80,
        "only {} aarch64 {kind} files",
        files.len()
    );
    let fd_only = Mutex::new(Vec::new());
    check_all(&format!("enzyme {kind}"), &files, |ll| {
        let expected = enzyme_reference(kind, ll, &dir)?;
        let got = run_aarch64(ll, &dir)?;
        if !compare_enzyme(&expected, &got)? {
            fd_only.lock().unwrap().push(stem(ll));
        }
        Ok(())
    });
    let mut fd_only = fd_only.into_inner().unwrap();
    fd_only.sort();
    eprintln!(
        "aarch64 enzyme {kind}: {} programs print other finite-difference references (fd=), \
         the same gradients: {}",
        fd_only.len(),
        fd_only.join(", ")
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// The aarch64 IR on the host's JIT (no qemu needed): zyme's own calling
/// convention inside a module, so what is target-specific in the IR is
/// exercised on any host: `va_start` building an AAPCS64 `va_list` for
/// clang's inline `va_arg` code (`tests/aarch64/va_list.c`; the corpus's
/// `29_varargs` also hands its `va_list` to `vsnprintf`, which only the
/// aarch64 C library reads), and `__enzyme_autodiff` /
/// `__enzyme_augmentfwd` declared to return a struct coerced to
/// `[2 x i64]` (`23_f32_out`, `39_split_ret_seed`, `63_split_tapes`), and
/// passed a struct of doubles as one `[2 x double]` (`25_struct_byval_ptr`).
#[test]
fn aarch64_ir_runs_on_the_host_jit() {
    let dir = scratch("jit");
    let jit = |ll: &Path| {
        output(
            Command::new(env!("CARGO_BIN_EXE_zyme")).arg("run").arg(ll),
            &dir,
            &stem(ll).replace('.', "_"),
        )
        .unwrap_or_else(|e| panic!("{}: {e}", ll.display()))
    };
    for level in ["O0", "O2"] {
        let ll = tests_dir().join(format!("aarch64/va_list.{level}.ll"));
        let expected = std::fs::read(tests_dir().join("aarch64/va_list.out")).unwrap();
        let got = jit(&ll);
        assert!(
            got == expected,
            "{}: {}",
            ll.display(),
            diff(&expected, &got)
        );
        for name in [
            "23_f32_out",
            "25_struct_byval_ptr",
            "39_split_ret_seed",
            "63_split_tapes",
        ] {
            let file = format!("{name}.{level}.ll");
            let got = jit(&tests_dir().join("enzyme/ll-aarch64/rev").join(&file));
            let expected = jit(&tests_dir().join("enzyme/ll/rev").join(&file));
            compare_enzyme(&expected, &got).unwrap_or_else(|e| panic!("{file}: {e}"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn enzyme_fwd_aarch64_objects_match_x86_64() {
    check_enzyme("fwd");
}

#[test]
fn enzyme_rev_aarch64_objects_match_x86_64() {
    check_enzyme("rev");
}
