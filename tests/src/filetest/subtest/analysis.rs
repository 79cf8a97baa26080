//! `test analysis NAME [KINDS]`: analysis printouts of every defined
//! function, one `test analysis` line per analysis, printed in header
//! order under a `function @name` line:
//!
//! - `cfg`: the control-flow graph, then dominators and post-dominators;
//! - `dom`: dominators and post-dominators;
//! - `loops`: the loop forest with induction variables and trip counts;
//! - `explain [KINDS]`: type trees and activity per value, for argument
//!   kinds `dup,const,…` (by default Enzyme's: floats and pointers `dup`,
//!   integers `const`);
//! - `plan [KINDS]` / `plan-split [KINDS]`: the reverse-mode plan of a
//!   combined (split) derivative for argument kinds `active,dup,…` (by
//!   default floats `active`, pointers `dup`, integers `const`): what the
//!   reverse sweep reads, how each is had and why, each block's tape
//!   record (what `zyme explain --plan` prints); `plan-memory [KINDS]`:
//!   the combined plan under `--cache memory`.

use super::{Context, Phase, SubTest};
use std::fmt::Write;
use zyme_analysis::{cfg, ArgKind, ControlFlowGraph, Dominance, InductionInfo, LoopForest};
use zyme_ir::Module;

enum Which {
    Cfg,
    Dom,
    Loops,
    Explain(Option<Vec<ArgKind>>),
    Plan {
        split: bool,
        least_memory: bool,
        kinds: Option<Vec<ArgKind>>,
    },
}

pub struct Analysis {
    analyses: Vec<Which>,
}

impl Analysis {
    /// `names` are the texts after `test analysis`, in header order.
    pub fn parse(names: &[String]) -> Result<Analysis, String> {
        let analyses = names
            .iter()
            .map(|text| {
                let (name, kinds) = match text.split_once(' ') {
                    Some((a, k)) => (a, Some(k.trim())),
                    None => (text.as_str(), None),
                };
                Ok(match (name, kinds) {
                    ("cfg", None) => Which::Cfg,
                    ("dom", None) => Which::Dom,
                    ("loops", None) => Which::Loops,
                    ("explain", None) => Which::Explain(None),
                    ("explain", Some(list)) => Which::Explain(Some(parse_kinds(list)?)),
                    ("plan" | "plan-split" | "plan-memory", list) => Which::Plan {
                        split: name == "plan-split",
                        least_memory: name == "plan-memory",
                        kinds: list.map(parse_kinds).transpose()?,
                    },
                    _ => return Err(format!("unknown analysis `{text}`")),
                })
            })
            .collect::<Result<_, String>>()?;
        Ok(Analysis { analyses })
    }

    fn print(&self, module: &Module) -> String {
        let mut out = String::new();
        for (id, func) in module.functions.iter() {
            if func.is_declaration() {
                continue;
            }
            let _ = writeln!(out, "function @{}", func.name);
            let cfg = ControlFlowGraph::compute(func);
            let dom = Dominance::compute(&cfg);
            for analysis in &self.analyses {
                match analysis {
                    Which::Cfg => {
                        let _ = write!(out, "{}", cfg::display(&cfg, func));
                        let _ = write!(out, "{}", dom.display(func, &cfg));
                    }
                    Which::Dom => {
                        let _ = write!(out, "{}", dom.display(func, &cfg));
                    }
                    Which::Explain(kinds) => {
                        let kinds = kinds.clone().unwrap_or_else(|| enzyme_default(&func.sig));
                        let _ = write!(
                            out,
                            "{}",
                            zyme_analysis::explain::explain(module, id, &kinds)
                        );
                    }
                    Which::Plan {
                        split,
                        least_memory,
                        kinds,
                    } => {
                        let kinds = kinds.clone().unwrap_or_else(|| reverse_default(&func.sig));
                        let mut scratch = module.clone();
                        let text = zyme::explain_plan(
                            &mut scratch,
                            &func.name,
                            &kinds,
                            *split,
                            zyme::AdPipeline {
                                least_memory: *least_memory,
                                ..zyme::AdPipeline::NONE
                            },
                            &[],
                        )
                        .unwrap_or_else(|e| format!("error: {e}\n"));
                        let _ = write!(out, "{text}");
                    }
                    Which::Loops => {
                        let forest = LoopForest::compute(&cfg, dom.dom());
                        let ivs = InductionInfo::compute(func, &cfg, dom.dom(), &forest);
                        let _ = write!(out, "{}", ivs.display(func, &forest));
                    }
                }
            }
        }
        out
    }
}

/// `dup,const,…`.
pub fn parse_kinds(list: &str) -> Result<Vec<ArgKind>, String> {
    list.split(',')
        .map(str::trim)
        .filter(|k| !k.is_empty())
        .map(|k| ArgKind::parse(k).ok_or_else(|| format!("bad argument kind `{k}`")))
        .collect()
}

/// Enzyme's default activities: floats and pointers duplicated, integers
/// constant.
fn enzyme_default(sig: &zyme_ir::Signature) -> Vec<ArgKind> {
    sig.params
        .iter()
        .map(|t| {
            if t.is_float() || t.is_ptr() {
                ArgKind::Dup
            } else {
                ArgKind::Const
            }
        })
        .collect()
}

/// Reverse mode's default activities: floats active, pointers
/// duplicated, integers constant.
fn reverse_default(sig: &zyme_ir::Signature) -> Vec<ArgKind> {
    sig.params
        .iter()
        .map(|t| {
            if t.is_float() {
                ArgKind::Active
            } else if t.is_ptr() {
                ArgKind::Dup
            } else {
                ArgKind::Const
            }
        })
        .collect()
}

impl SubTest for Analysis {
    fn name(&self) -> &'static str {
        "analysis"
    }

    fn phase(&self) -> Phase {
        Phase::Inspect
    }

    fn run(&self, cx: &mut Context) -> Result<(), Vec<String>> {
        cx.printout = Some(self.print(&cx.module));
        Ok(())
    }
}
