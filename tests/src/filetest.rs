//! The filetest runner: see `tests/filetests/README.md` for the format.
//!
//! Every file is parsed, verified and checked to round-trip through the
//! printer; then each `; run:` line executes on every executor the header
//! names, and results are compared with the expectation.

use crate::fork::{run_in_child, ChildOutcome};
use std::path::Path;
use zyme_ir::value::{parse_literal, split_list};
use zyme_ir::{DataValue, Module, Type};

/// What a `run` line expects.
#[derive(Clone, Debug, PartialEq)]
enum Expect {
    /// Runs without trapping; results unchecked.
    Completes,
    /// Equal results (any NaN equals any NaN).
    Exact(String),
    /// Floats within the file's tolerance.
    Approx(String),
    /// A trap.
    Traps,
    /// An interpreter error containing this text.
    Error(String),
}

#[derive(Clone, Debug)]
struct RunLine {
    line: usize,
    func: String,
    args: String,
    expect: Expect,
}

/// The parsed header and directives of one file.
struct FileTest {
    interpret: bool,
    jit: bool,
    tol: f64,
    runs: Vec<RunLine>,
    /// `test opt PASSES`: the passes to run before the run lines.
    opt: Option<Vec<zyme_opt::Pass>>,
    /// `; check:` patterns the optimised module's printout must contain in
    /// order, and `; not:` texts it must not contain.
    checks: Vec<String>,
    nots: Vec<String>,
    /// The file with its header lines blanked (they are not IR), line
    /// numbers kept for parse errors.
    body: String,
}

fn parse_header(text: &str) -> Result<FileTest, String> {
    let mut test = FileTest {
        interpret: false,
        jit: false,
        tol: 1e-12,
        runs: Vec::new(),
        opt: None,
        checks: Vec::new(),
        nots: Vec::new(),
        body: String::new(),
    };
    for (n, line) in text.lines().enumerate() {
        let line_no = n + 1;
        let trimmed = line.trim();
        let header = trimmed.starts_with("test ") || trimmed.starts_with("set ");
        test.body.push_str(if header { "" } else { line });
        test.body.push('\n');
        if let Some(kind) = trimmed.strip_prefix("test ") {
            match kind.trim() {
                "interpret" => test.interpret = true,
                "jit" => test.jit = true,
                "roundtrip" | "verify" => {}
                k if k.starts_with("opt ") => {
                    test.opt = Some(
                        zyme_opt::Pass::parse_list(&k[4..])
                            .map_err(|e| format!("line {line_no}: {e}"))?,
                    )
                }
                other => return Err(format!("line {line_no}: unknown test kind `{other}`")),
            }
        } else if let Some(setting) = trimmed.strip_prefix("set ") {
            let (key, value) = setting
                .split_once('=')
                .ok_or_else(|| format!("line {line_no}: expected `set key=value`"))?;
            match key.trim() {
                "tol" => {
                    test.tol = value
                        .trim()
                        .parse()
                        .map_err(|_| format!("line {line_no}: bad tolerance `{value}`"))?
                }
                other => return Err(format!("line {line_no}: unknown setting `{other}`")),
            }
        } else if let Some(directive) = trimmed.strip_prefix(';') {
            let directive = directive.trim();
            if let Some(run) = directive.strip_prefix("run:") {
                test.runs.push(parse_run(run.trim(), line_no)?);
            } else if let Some(pattern) = directive.strip_prefix("check:") {
                test.checks.push(pattern.trim().to_string());
            } else if let Some(text) = directive.strip_prefix("not:") {
                test.nots.push(text.trim().to_string());
            }
        }
    }
    Ok(test)
}

fn parse_run(text: &str, line: usize) -> Result<RunLine, String> {
    let bad = |why: &str| format!("line {line}: {why} in `run: {text}`");
    let rest = text
        .strip_prefix('@')
        .ok_or_else(|| bad("expected `@name(`"))?;
    let open = rest.find('(').ok_or_else(|| bad("expected `(`"))?;
    let func = rest[..open].to_string();
    let mut depth = 0;
    let mut close = None;
    for (i, c) in rest[open..].char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => {
                depth -= 1;
                if depth == 0 {
                    close = Some(open + i);
                    break;
                }
            }
            _ => {}
        }
    }
    let close = close.ok_or_else(|| bad("unbalanced parentheses"))?;
    let args = rest[open + 1..close].to_string();
    let tail = rest[close + 1..].trim();
    let expect = if tail.is_empty() {
        Expect::Completes
    } else if tail == "traps" {
        Expect::Traps
    } else if let Some(v) = tail.strip_prefix("==") {
        Expect::Exact(v.trim().to_string())
    } else if let Some(v) = tail.strip_prefix("~=") {
        Expect::Approx(v.trim().to_string())
    } else if let Some(v) = tail.strip_prefix("error") {
        Expect::Error(v.trim().to_string())
    } else {
        return Err(bad("expected `== v`, `~= v`, `traps` or `error <text>`"));
    };
    Ok(RunLine {
        line,
        func,
        args,
        expect,
    })
}

/// Parses a comma-separated list of literals typed by `types`; a list of
/// several values may be wrapped in parentheses.
fn parse_values(text: &str, types: &[Type]) -> Result<Vec<DataValue>, String> {
    let inner = if types.len() > 1 {
        text.trim()
            .strip_prefix('(')
            .and_then(|t| t.strip_suffix(')'))
            .unwrap_or(text)
    } else {
        text
    };
    let items = split_list(inner);
    if items.len() != types.len() {
        return Err(format!(
            "expected {} values, found {} in `{text}`",
            types.len(),
            items.len()
        ));
    }
    items
        .iter()
        .zip(types)
        .map(|(item, &ty)| parse_literal(item, ty))
        .collect()
}

fn close_enough(got: &DataValue, want: &DataValue, tol: f64) -> bool {
    match (got, want) {
        (DataValue::Vector(a), DataValue::Vector(b)) => {
            a.len() == b.len() && a.iter().zip(b).all(|(x, y)| close_enough(x, y, tol))
        }
        _ => match (got.as_f64(), want.as_f64()) {
            (Some(g), Some(w)) => {
                (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= tol * w.abs().max(1.0)
            }
            _ => got == want,
        },
    }
}

fn show(values: &[DataValue]) -> String {
    let parts: Vec<String> = values.iter().map(|v| v.to_string()).collect();
    if parts.len() == 1 {
        parts[0].clone()
    } else {
        format!("({})", parts.join(", "))
    }
}

/// Checks one outcome against a run line; `None` when it matches.
fn judge(
    run: &RunLine,
    outcome: Result<Vec<DataValue>, String>,
    trapped: bool,
    returns: &[Type],
    tol: f64,
    executor: &str,
) -> Option<String> {
    let at = format!("line {} ({executor})", run.line);
    match (&run.expect, outcome) {
        (Expect::Traps, _) if trapped => None,
        (Expect::Traps, Ok(values)) => {
            Some(format!("{at}: expected a trap, got {}", show(&values)))
        }
        (Expect::Traps, Err(e)) => Some(format!("{at}: expected a trap, got the error: {e}")),
        (Expect::Error(want), Err(e)) if e.contains(want.as_str()) => None,
        (Expect::Error(want), Err(e)) => Some(format!(
            "{at}: expected an error containing `{want}`, got: {e}"
        )),
        (Expect::Error(want), Ok(v)) => Some(format!(
            "{at}: expected an error containing `{want}`, got {}",
            show(&v)
        )),
        (_, Err(e)) => Some(format!("{at}: {e}")),
        (Expect::Completes, Ok(_)) => None,
        (Expect::Exact(text) | Expect::Approx(text), Ok(got)) => {
            let want = match parse_values(text, returns) {
                Ok(want) => want,
                Err(e) => return Some(format!("{at}: bad expectation: {e}")),
            };
            let ok = got.len() == want.len()
                && got.iter().zip(&want).all(|(g, w)| match run.expect {
                    Expect::Exact(_) => g.eq_modulo_nan(w),
                    _ => close_enough(g, w, tol),
                });
            (!ok).then(|| {
                format!(
                    "{at}: @{}({}) = {}, expected {text}",
                    run.func,
                    run.args,
                    show(&got)
                )
            })
        }
    }
}

/// Runs one file; returns the failures (empty when it passes).
pub fn run_file(path: &Path) -> Vec<String> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => return vec![format!("cannot read: {e}")],
    };
    let test = match parse_header(&text) {
        Ok(t) => t,
        Err(e) => return vec![e],
    };
    let mut module = match zyme_ir::text::parse_module(&test.body) {
        Ok(m) => m,
        Err(e) => return vec![format!("parse error at {e}")],
    };
    if let Err(errors) = zyme_ir::verify_module(&module) {
        return vec![format!(
            "verifier:\n{}",
            zyme_ir::verify::report(&module, &errors)
        )];
    }
    let mut failures = Vec::new();
    let printed = zyme_ir::text::print_module(&module);
    match zyme_ir::text::parse_module(&printed) {
        Ok(again) if zyme_ir::text::print_module(&again) == printed => {}
        Ok(_) => failures.push("print -> parse -> print is not identical".to_string()),
        Err(e) => failures.push(format!("the printed module does not parse: {e}")),
    }
    if test.runs.is_empty() {
        failures.push("no `; run:` lines".to_string());
    }
    let mut typed = Vec::new();
    for run in &test.runs {
        match signature_of(&module, run) {
            Ok(sig) => typed.push((run, sig)),
            Err(e) => failures.push(e),
        }
    }
    if let Some(passes) = &test.opt {
        // The run lines hold for the module as written (on the
        // interpreter) and for the optimised one (on every executor).
        failures.extend(interpret(
            &module,
            &typed,
            test.tol,
            "interpreter before opt",
        ));
        let options = zyme_opt::Options::default();
        zyme_opt::optimize_module(&mut module, passes, &options, &|_, _| true);
        if let Err(errors) = zyme_ir::verify_module(&module) {
            failures.push(format!(
                "verifier after opt:\n{}",
                zyme_ir::verify::report(&module, &errors)
            ));
            return failures;
        }
        let printed = zyme_ir::text::print_module(&module);
        if let Err(e) = crate::filecheck::check(&printed, &test.checks) {
            failures.push(e);
        }
        for text in &test.nots {
            if printed.contains(text.as_str()) {
                failures.push(format!("`not: {text}` found\n--- printout ---\n{printed}"));
            }
        }
    } else if !test.checks.is_empty() || !test.nots.is_empty() {
        failures.push("`check:`/`not:` lines need `test opt PASSES`".to_string());
    }
    if test.interpret {
        failures.extend(interpret(&module, &typed, test.tol, "interpreter"));
    }
    if test.jit {
        match zyme_cranelift::JitModule::compile(&module) {
            Err(e) => failures.push(format!("JIT compile: {e}")),
            Ok(jit) => {
                for (run, (args, returns)) in &typed {
                    if matches!(run.expect, Expect::Error(_)) {
                        continue;
                    }
                    if run.expect == Expect::Traps {
                        let outcome = run_in_child(|| {
                            let _ = jit.call_dynamic(&run.func, args);
                        });
                        let trapped = matches!(outcome, ChildOutcome::Signaled(_));
                        let shown = Err(format!("the child process ended with {outcome:?}"));
                        failures.extend(judge(run, shown, trapped, returns, test.tol, "jit"));
                    } else {
                        let outcome = jit.call_dynamic(&run.func, args).map_err(|e| e.to_string());
                        failures.extend(judge(run, outcome, false, returns, test.tol, "jit"));
                    }
                }
            }
        }
    }
    failures
}

/// A run line with its typed arguments and result types.
type TypedRun<'a> = (&'a RunLine, (Vec<DataValue>, Vec<Type>));

/// Runs every line on the reference interpreter; the failures, each
/// naming `executor`.
fn interpret(module: &Module, typed: &[TypedRun], tol: f64, executor: &str) -> Vec<String> {
    let mut failures = Vec::new();
    for (run, (args, returns)) in typed {
        let mut interp = zyme_ir::interp::Interpreter::new(module);
        interp.set_fuel(Some(50_000_000));
        let outcome = interp.call(&run.func, args);
        let trapped = matches!(&outcome, Err(e) if e.is_trap());
        let outcome = outcome.map_err(|e| e.to_string());
        failures.extend(judge(run, outcome, trapped, returns, tol, executor));
    }
    failures
}

/// The typed arguments and the result types of a run line's function.
fn signature_of(module: &Module, run: &RunLine) -> Result<(Vec<DataValue>, Vec<Type>), String> {
    let id = module
        .func_by_name(&run.func)
        .ok_or_else(|| format!("line {}: no function @{}", run.line, run.func))?;
    let sig = &module.functions[id].sig;
    let args = parse_values(&run.args, &sig.params)
        .map_err(|e| format!("line {}: arguments: {e}", run.line))?;
    Ok((args, sig.returns.clone()))
}
