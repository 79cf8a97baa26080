//! Runs `tests/filetests/analysis/*.zir`: each file names its analyses in
//! `test analysis <name>` header lines (`cfg`, `dom`, `loops`, `explain
//! [KINDS]` — type trees and activity for argument kinds `dup,const,…`,
//! by default Enzyme's: floats and pointers dup, integers const), the named
//! analyses run on every defined function of the verified module, and the
//! `; check: <text>` lines must be found in the printout in order (each
//! on a line after the previous match, as a substring).

use std::fmt::Write;
use std::path::Path;
use zyme_analysis::{cfg, ArgKind, ControlFlowGraph, Dominance, InductionInfo, LoopForest};

/// The printout of `analyses` on every defined function of `module`.
fn run(module: &zyme_ir::Module, analyses: &[String]) -> Result<String, String> {
    let mut out = String::new();
    for func in module.functions.values() {
        if func.is_declaration() {
            continue;
        }
        let _ = writeln!(out, "function @{}", func.name);
        let cfg = ControlFlowGraph::compute(func);
        let dom = Dominance::compute(&cfg);
        for analysis in analyses {
            let (analysis, given_kinds) = match analysis.split_once(' ') {
                Some((a, k)) => (a, Some(k.trim())),
                None => (analysis.as_str(), None),
            };
            match analysis {
                "cfg" => {
                    let _ = write!(out, "{}", cfg::display(&cfg, func));
                    let _ = write!(out, "{}", dom.display(func, &cfg));
                }
                "dom" => {
                    let _ = write!(out, "{}", dom.display(func, &cfg));
                }
                "explain" => {
                    // Enzyme's default activities: floats and pointers
                    // duplicated, integers constant.
                    let id = module.func_by_name(&func.name).expect("listed");
                    let kinds: Vec<ArgKind> = match given_kinds {
                        Some(list) => list
                            .split(',')
                            .map(|k| {
                                ArgKind::parse(k.trim()).ok_or_else(|| format!("bad kind `{k}`"))
                            })
                            .collect::<Result<_, _>>()?,
                        None => func
                            .sig
                            .params
                            .iter()
                            .map(|t| {
                                if t.is_float() || t.is_ptr() {
                                    ArgKind::Dup
                                } else {
                                    ArgKind::Const
                                }
                            })
                            .collect(),
                    };
                    let _ = write!(
                        out,
                        "{}",
                        zyme_analysis::explain::explain(module, id, &kinds)
                    );
                }
                "loops" => {
                    let forest = LoopForest::compute(&cfg, dom.dom());
                    let ivs = InductionInfo::compute(func, &cfg, dom.dom(), &forest);
                    let _ = write!(out, "{}", ivs.display(func, &forest));
                }
                other => return Err(format!("unknown analysis `{other}`")),
            }
        }
    }
    Ok(out)
}

use zyme_tests::filecheck::check;

fn run_file(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut analyses = Vec::new();
    let mut patterns = Vec::new();
    for line in text.lines() {
        let line = line.trim();
        if let Some(name) = line.strip_prefix("test analysis ") {
            analyses.push(name.trim().to_string());
        } else if let Some(pattern) = line.strip_prefix("; check:") {
            patterns.push(pattern.trim().to_string());
        }
    }
    if analyses.is_empty() {
        return Err("no `test analysis <name>` header line".into());
    }
    if patterns.is_empty() {
        return Err("no `; check:` lines".into());
    }
    // Header lines are filetest syntax, not text format: blank them out
    // (keeping line numbers) before parsing.
    let body: Vec<&str> = text
        .lines()
        .map(|l| {
            if l.trim_start().starts_with("test ") {
                ""
            } else {
                l
            }
        })
        .collect();
    let module =
        zyme_ir::text::parse_module(&body.join("\n")).map_err(|e| format!("parse: {e}"))?;
    zyme_ir::verify_module(&module).map_err(|e| format!("verify: {e}"))?;
    let output = run(&module, &analyses)?;
    check(&output, &patterns).map_err(|e| format!("{e}\n--- printout ---\n{output}"))
}

#[test]
fn analysis_filetests() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/filetests/analysis");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "zir"))
        .collect();
    files.sort();
    assert!(files.len() >= 12, "expected at least 12 analysis filetests");
    let mut failures = Vec::new();
    for path in &files {
        if let Err(e) = run_file(path) {
            failures.push(format!("{}: {e}", path.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} analysis filetests failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn filecheck_needs_order() {
    let out = "a\nb\nc\n";
    assert!(check(out, &["a".into(), "c".into()]).is_ok());
    assert!(check(out, &["c".into(), "a".into()]).is_err());
    assert!(check(out, &["b".into(), "b".into()]).is_err());
}
