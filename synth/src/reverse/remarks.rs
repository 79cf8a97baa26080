//! Remarks on what a reverse derivative keeps for its reverse sweep
//! (`zyme cc -Rpass=zyme`, or Enzyme's spelling `-Rpass=enzyme`): each
//! value taped, where the program computes it, and whether once per
//! iteration of a loop — the values a user may restructure the code to
//! avoid caching.

use super::facts::{Facts, Values};
use super::plan::{Need, ReversePlan};
use zyme_ir::{Module, ValueDef};

/// One remark, at a source position when the instruction has one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Remark {
    /// The differentiated function.
    pub function: String,
    /// The source file, line and column (line 0: unknown).
    pub file: Option<String>,
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// The remarks of one planned derivative: every taped value.
pub(super) fn of_plan(
    module: &Module,
    vals: Values,
    facts: &Facts,
    plan: &ReversePlan,
) -> Vec<Remark> {
    let f = vals.orig;
    let names = f.display_names();
    // An instruction as the text format prints it, without its position
    // (the remark is at that position).
    let print = |i: zyme_ir::Inst| {
        let text = zyme_ir::text::printer::print_inst(module, f, &names, i);
        let text = text.trim();
        text.split(" !").next().unwrap_or(text).to_string()
    };
    let mut out = Vec::new();
    for (block, bp) in &plan.blocks {
        let in_loop = facts.cyclic.contains(*block);
        for &(need, ty) in &bp.record {
            let (what, inst) = match need {
                Need::Primal(v) | Need::Shadow(v) => {
                    let shadow = matches!(need, Need::Shadow(_));
                    let inst = match f.dfg.values[v].def {
                        ValueDef::Result(i, _) => Some(i),
                        ValueDef::Param(..) => None,
                    };
                    let what = match (inst, shadow) {
                        (Some(i), false) => format!("the value of `{}`", print(i)),
                        (Some(i), true) => format!("the shadow address of `{}`", print(i)),
                        (None, false) => format!("the block parameter {}", names.value(v)),
                        (None, true) => {
                            format!("the shadow of the block parameter {}", names.value(v))
                        }
                    };
                    (what, inst)
                }
                Need::Extra(i) => (
                    format!("what the forward sweep made for `{}`", print(i)),
                    Some(i),
                ),
                Need::EdgeId => (format!("which edge entered {}", names.block(*block)), None),
                Need::LoopCount(_) => ("a loop's iteration count".to_string(), None),
                Need::Slot(_) => ("a stack slot's heap shadow".to_string(), None),
            };
            let loc = inst.map(|i| f.srclocs[i]).unwrap_or_default();
            let per = if in_loop {
                ", once per iteration of its loop"
            } else {
                ""
            };
            out.push(Remark {
                function: f.name.clone(),
                file: loc.file.map(|id| module.files[id].clone()),
                line: loc.line,
                col: loc.col,
                message: format!(
                    "caches {what} ({ty}, {} bytes) for the reverse of @{}{per}",
                    ty.bytes(),
                    f.name
                ),
            });
        }
    }
    out
}
