//! The filetest runner: one harness for every `.zir` under
//! `tests/filetests/` (see its `README.md` for the format).
//!
//! A file's header names its subtests (`test interpret`, `test jit`,
//! `test roundtrip`, `test opt PASSES`, `test analysis NAME`,
//! `test autodiff`); its comments hold directives (`run`, `fd`,
//! `autodiff`, `check`, `nextln`, `not`) and, in a `precise-output` file,
//! the `; expect:` block. Every file is parsed, verified and round-tripped;
//! then the subtests run by [`subtest::Phase`] (transforms, each followed
//! by the verifier; inspections; executors); then the `check` lines and
//! the `; expect:` block are matched against the last printout.

mod bless;
mod exec;
mod fd;
pub mod filecheck;
mod parse;
mod run;
mod subtest;

use std::path::Path;
use subtest::{Context, Phase};

/// Runs one file; the failures (empty when it passes), each naming the
/// file line to blame where there is one.
pub fn run_file(path: &Path) -> Vec<String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("cannot read: {e}")],
    };
    let test = match parse::parse(&text) {
        Ok(t) => t,
        Err(e) => return vec![e],
    };
    let module = match zyme_ir::text::parse_module(&test.body) {
        Ok(m) => m,
        Err(e) => return vec![format!("parse error at {e}")],
    };
    if let Err(errors) = zyme_ir::verify_module(&module) {
        return vec![format!(
            "verifier:\n{}",
            zyme_ir::verify::report(&module, &errors)
        )];
    }
    let mut cx = Context {
        test: &test,
        module,
        derivatives: Vec::new(),
        printout: None,
        failures: Vec::new(),
    };
    if let Err(e) = subtest::roundtrip_check(&cx.module) {
        cx.failures.push(e);
    }
    if let Some(e) = completeness(&test) {
        cx.failures.push(e);
    }
    let mut order: Vec<&dyn subtest::SubTest> = test.subtests.iter().map(|s| &**s).collect();
    order.sort_by_key(|s| s.phase());
    for s in order {
        let result = s.run(&mut cx);
        let transform = s.phase() == Phase::Transform;
        if let Err(failures) = result {
            cx.failures.extend(failures);
            if transform {
                return cx.failures;
            }
        }
        if transform {
            if let Err(errors) = zyme_ir::verify_module(&cx.module) {
                cx.failures.push(format!(
                    "verifier after `test {}`:\n{}",
                    s.name(),
                    zyme_ir::verify::report(&cx.module, &errors)
                ));
                return cx.failures;
            }
        }
    }
    let checks = &test.directives.checks;
    match &cx.printout {
        Some(printout) => {
            if let Err(e) = filecheck::check(printout, checks) {
                cx.failures.push(e);
            }
            if test.precise_output {
                let expect = test.directives.expect.as_ref();
                if let Err(e) = bless::check(path, &text, expect, printout) {
                    cx.failures.push(e);
                }
            }
        }
        None if !checks.is_empty() || test.precise_output => cx.failures.push(
            "`check`/`nextln`/`not` lines and `precise-output` need a printing subtest \
             (`opt`, `analysis`, `autodiff`)"
                .into(),
        ),
        None => {}
    }
    cx.failures
}

/// Why a file checks less than its header promises, if it does.
fn completeness(test: &parse::FileTest) -> Option<String> {
    let d = &test.directives;
    let has = |phase| test.subtests.iter().any(|s| s.phase() == phase);
    let executes = has(Phase::Execute);
    let prints = test
        .subtests
        .iter()
        .any(|s| matches!(s.name(), "opt" | "analysis" | "autodiff"));
    let lines = !d.runs.is_empty() || !d.fds.is_empty();
    if executes && !lines {
        Some("`test interpret`/`test jit` without `; run:` or `; fd:` lines".into())
    } else if lines && !executes {
        Some("`; run:`/`; fd:` lines need `test interpret` or `test jit`".into())
    } else if prints && d.checks.is_empty() && !test.precise_output && !lines {
        Some("no `check` lines, `precise-output` or `run` lines: the file checks nothing".into())
    } else if !prints && !executes {
        Some("no subtest checks anything".into())
    } else {
        None
    }
}
