//! Handle checks: every entity a function refers to exists.
//!
//! Entity ids are plain indices, so a stale or hand-made id indexes out of
//! bounds the moment anyone trusts it. These checks run first and gate the
//! rest: once they pass, the other families (and the printer, for
//! messages) may index the function's maps freely.

use super::{FuncCtx, VerifierError};
use crate::dfg::ValueDef;
use crate::entity::{Block, Inst, Value};
use crate::function::Function;
use crate::inst::InstData;
use cranelift_entity::EntityRef;

/// Checks what display names read, before anything is named: the
/// layout's blocks, their parameters and the results of placed
/// instructions. Naming indexes the first and writes a table indexed by
/// the others, so a wild id would panic or allocate without bound. Errors
/// here carry raw ids (`block?3`): there are no names yet. Returns
/// whether all of it exists.
pub(crate) fn check_nameable(func: &Function, errors: &mut Vec<VerifierError>) -> bool {
    let before = errors.len();
    let mut fail = |block: Block, inst: Option<Inst>, message: String| {
        let name = format!("block?{}", block.index());
        let location = match inst {
            Some(inst) => format!("{name}, inst?{}", inst.index()),
            None => name.clone(),
        };
        errors.push(VerifierError {
            func: func.name.clone(),
            location,
            block: Some(name),
            inst,
            inst_text: None,
            message: format!("dangling reference: {message}"),
        });
    };
    for &block in func.layout.blocks() {
        let Some(data) = func.dfg.blocks.get(block) else {
            fail(
                block,
                None,
                format!(
                    "the layout places block{}, which does not exist",
                    block.index()
                ),
            );
            continue;
        };
        for (n, &param) in data.params.iter().enumerate() {
            if let Some(problem) = value_problem(func, param) {
                fail(block, None, format!("parameter {n}: {problem}"));
            }
        }
        for &inst in func.layout.block_insts(block) {
            for (n, &result) in func.dfg.inst_results(inst).iter().enumerate() {
                if let Some(problem) = value_problem(func, result) {
                    fail(block, Some(inst), format!("result {n}: {problem}"));
                }
            }
        }
    }
    errors.len() == before
}

/// Checks every reference of the placed blocks and instructions.
pub(crate) fn check(ctx: &mut FuncCtx) {
    let func = ctx.func;
    let mut blocks_seen = std::collections::HashSet::new();
    for &block in func.layout.blocks() {
        if !blocks_seen.insert(block) {
            continue;
        }
        for &inst in func.layout.block_insts(block) {
            if func.dfg.insts.is_valid(inst) {
                check_inst(ctx, block, inst);
            } else {
                let name = ctx.names.block(block);
                ctx.errors.push(VerifierError {
                    func: func.name.clone(),
                    location: format!("{name}, inst?{}", inst.index()),
                    block: Some(name),
                    inst: Some(inst),
                    inst_text: None,
                    message: format!(
                        "dangling reference: the layout places inst{}, which does not exist",
                        inst.index()
                    ),
                });
            }
        }
    }
}

fn check_inst(ctx: &mut FuncCtx, block: Block, inst: Inst) {
    let func = ctx.func;
    let module = ctx.module;
    let mut problems = Vec::new();
    let data = &func.dfg.insts[inst];
    let mut operands = data.operands();
    dedup_in_order(&mut operands);
    for value in operands {
        if let Some(problem) = value_problem(func, value) {
            problems.push(format!("operand {problem}"));
        }
    }
    for target in data.targets_iter() {
        let Some(dest) = func.dfg.blocks.get(target.block) else {
            problems.push(format!(
                "branch target block{} does not exist",
                target.block.index()
            ));
            continue;
        };
        // Edges are typed against the destination's parameters even when
        // it is not placed (and so was not vetted above).
        for (n, &param) in dest.params.iter().enumerate() {
            if let Some(problem) = value_problem(func, param) {
                let name = ctx.names.block(target.block);
                problems.push(format!("parameter {n} of {name}: {problem}"));
            }
        }
    }
    match data {
        InstData::GlobalAddr { global } if !module.globals.is_valid(*global) => {
            problems.push(format!("global{} does not exist", global.index()));
        }
        InstData::FuncAddr { func: callee } | InstData::Call { func: callee, .. }
            if !module.functions.is_valid(*callee) =>
        {
            problems.push(format!("func{} does not exist", callee.index()));
        }
        InstData::StackAddr { slot } if !func.stack_slots.is_valid(*slot) => {
            problems.push(format!("stack slot {slot} does not exist"));
        }
        _ => {}
    }
    for problem in problems {
        ctx.inst_error(block, inst, format!("dangling reference: {problem}"));
    }
}

/// Why `value` cannot be trusted, if it cannot: it does not exist, or its
/// definition record names an instruction or block that does not.
fn value_problem(func: &Function, value: Value) -> Option<String> {
    let Some(data) = func.dfg.values.get(value) else {
        return Some(format!("v{} does not exist", value.index()));
    };
    match data.def {
        ValueDef::Result(inst, _) if !func.dfg.insts.is_valid(inst) => Some(format!(
            "v{} is recorded as a result of inst{}, which does not exist",
            value.index(),
            inst.index()
        )),
        ValueDef::Param(block, _) if !func.dfg.blocks.is_valid(block) => Some(format!(
            "v{} is recorded as a parameter of block{}, which does not exist",
            value.index(),
            block.index()
        )),
        _ => None,
    }
}

/// Removes repeated values, keeping the first of each, so that an
/// instruction using one value twice is blamed once.
pub(crate) fn dedup_in_order(values: &mut Vec<Value>) {
    if values.len() > 16 {
        let mut seen = std::collections::HashSet::new();
        values.retain(|v| seen.insert(*v));
        return;
    }
    // Short lists (nearly every instruction): compare with those kept.
    let mut kept = 0;
    for i in 0..values.len() {
        if !values[..kept].contains(&values[i]) {
            values[kept] = values[i];
            kept += 1;
        }
    }
    values.truncate(kept);
}
