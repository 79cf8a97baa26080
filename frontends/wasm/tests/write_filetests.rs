//! Every zyme IR filetest's module written to wasm, validated, and each
//! `; run:` line run in Node and compared with the zyme interpreter on the
//! same arguments. Files the writer refuses (GPU operations, …) are
//! counted and listed, not failed; so are lines that cannot run here
//! (derivatives the driver would make, undefined behaviour the interpreter
//! reports as an error).

#[path = "write_common/mod.rs"]
mod common;

use common::{
    compare, node_available, parse_args, run_interp, run_lines, run_wasm, validate, Call,
};
use std::path::{Path, PathBuf};
use zyme_wasm::{write, WriteError, WriteOptions};

fn zir_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for p in paths {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n == "malformed") {
                continue;
            }
            zir_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "zir") {
            out.push(p);
        }
    }
}

/// Lines whose wasm result differs from the interpreter's for a known,
/// documented reason (`file:line`, why).
const KNOWN: &[(&str, &str)] = &[(
    "math/fma-fmuladd.zir:18",
    "f64 fma of a product in the subnormal range is not exact (wasm has no fused multiply-add)",
)];

#[derive(Default)]
struct Tally {
    files: usize,
    written: usize,
    unsupported: Vec<String>,
    not_ir: Vec<String>,
    lines_passed: usize,
    lines_skipped: usize,
    /// Why lines were skipped, with counts.
    skips: std::collections::BTreeMap<&'static str, usize>,
    failures: Vec<String>,
}

impl Tally {
    fn skip(&mut self, why: &'static str) {
        self.lines_skipped += 1;
        *self.skips.entry(why).or_default() += 1;
    }
}

#[test]
fn filetests_run_in_node_like_the_interpreter() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/filetests");
    let mut files = Vec::new();
    zir_files(&root, &mut files);
    let node = node_available();
    if !node {
        println!("skipping the Node runs: `node` is not on PATH");
    }
    let mut t = Tally::default();
    for path in &files {
        t.files += 1;
        let name = path
            .strip_prefix(&root)
            .unwrap_or(path)
            .display()
            .to_string();
        let text = std::fs::read_to_string(path).unwrap();
        // The header's `test`/`set` lines are not IR.
        let body: String = text
            .lines()
            .map(|l| {
                let l2 = l.trim();
                if l2.starts_with("test ") || l2.starts_with("set ") {
                    ""
                } else {
                    l
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        let Ok(module) = zyme_ir::text::parse_module(&body) else {
            t.not_ir.push(name);
            continue;
        };
        if zyme_ir::verify_module(&module).is_err() {
            t.not_ir.push(name);
            continue;
        }
        let bytes = match write(&module, &WriteOptions::default()) {
            Ok(b) => b,
            Err(e @ WriteError::Unsupported { .. }) => {
                t.unsupported.push(format!("{name}: {e}"));
                continue;
            }
            Err(e) => {
                t.failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        if let Err(e) = validate(&bytes) {
            t.failures.push(format!("{name}: invalid wasm: {e}"));
            continue;
        }
        t.written += 1;
        if !node {
            continue;
        }
        let mut calls = Vec::new();
        let mut approx = Vec::new();
        for run in run_lines(&text) {
            let Some(id) = module.func_by_name(&run.func) else {
                t.skip("a derivative the driver makes");
                continue;
            };
            let f = &module.functions[id];
            if run.expect.starts_with("error") || f.is_declaration() {
                t.skip("expects an interpreter error (undefined behaviour)");
                continue;
            }
            let args = match parse_args(&run.args, &f.sig.params) {
                Ok(a) => a,
                Err(e) => {
                    t.failures
                        .push(format!("{name}:{}: arguments: {e}", run.line));
                    continue;
                }
            };
            approx.push((run.line, run.expect.starts_with("~=")));
            calls.push(Call {
                func: run.func.clone(),
                args,
                returns: f.sig.returns.clone(),
            });
        }
        if calls.is_empty() {
            continue;
        }
        // Export exactly the functions called (local ones included).
        let mut options = WriteOptions::default();
        let mut names: Vec<String> = calls.iter().map(|c| c.func.clone()).collect();
        names.sort();
        names.dedup();
        options.exports = Some(names);
        let bytes = write(&module, &options).unwrap();
        let outcomes = match run_wasm(&bytes, &calls) {
            Ok(o) => o,
            Err(e) => {
                t.failures.push(format!("{name}: node: {e}"));
                continue;
            }
        };
        for ((call, wasm), (line, approx)) in calls.iter().zip(&outcomes).zip(&approx) {
            let interp = run_interp(&module, call);
            let host_lacks =
                matches!(wasm, common::Outcome::Failed(e) if e.contains("is not provided"));
            if matches!(interp, common::Outcome::Failed(_)) {
                t.skip("the interpreter reports an error");
                continue;
            }
            if host_lacks {
                t.skip("a libm function JavaScript lacks (erf, lgamma, tgamma)");
                continue;
            }
            if common::has_snan(call) {
                t.skip("a signalling NaN argument (JavaScript quiets it)");
                continue;
            }
            let here = format!("{name}:{line}");
            if let Some((_, why)) = KNOWN.iter().find(|(at, _)| *at == here) {
                println!("  known difference at {here}: {why}");
                t.skip("a known, documented difference");
                continue;
            }
            match compare(call, wasm, &interp, *approx) {
                None => t.lines_passed += 1,
                Some(why) => t
                    .failures
                    .push(format!("{name}:{line}: @{}: {why}", call.func)),
            }
        }
    }
    println!(
        "filetests: {} files, {} written and validated, {} unsupported, {} not verified IR",
        t.files,
        t.written,
        t.unsupported.len(),
        t.not_ir.len()
    );
    for u in &t.unsupported {
        println!("  unsupported: {u}");
    }
    for u in &t.not_ir {
        println!("  not verified IR: {u}");
    }
    println!(
        "run lines: {} passed, {} failed, {} skipped",
        t.lines_passed,
        t.failures.len(),
        t.lines_skipped
    );
    for (why, n) in &t.skips {
        println!("  skipped {n}: {why}");
    }
    for f in &t.failures {
        println!("  FAIL {f}");
    }
    assert!(t.failures.is_empty(), "{} failures", t.failures.len());
}
