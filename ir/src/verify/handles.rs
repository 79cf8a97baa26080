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

/// Checks the layout's blocks, before anything is named: display names
/// read each placed block's parameters. Returns whether all exist.
pub(crate) fn check_layout_blocks(func: &Function, errors: &mut Vec<VerifierError>) -> bool {
    let mut ok = true;
    for &block in func.layout.blocks() {
        if !func.dfg.blocks.is_valid(block) {
            ok = false;
            errors.push(VerifierError {
                func: func.name.clone(),
                location: format!("block?{}", block.index()),
                block: Some(format!("block?{}", block.index())),
                inst: None,
                inst_text: None,
                message: format!(
                    "dangling reference: the layout places block{}, which does not exist",
                    block.index()
                ),
            });
        }
    }
    ok
}

/// Checks every reference of the placed blocks and instructions.
pub(crate) fn check(ctx: &mut FuncCtx) {
    let func = ctx.func;
    let mut blocks_seen = std::collections::HashSet::new();
    for &block in func.layout.blocks() {
        if !blocks_seen.insert(block) {
            continue;
        }
        for (n, &param) in func.dfg.block_params(block).iter().enumerate() {
            if let Some(problem) = value_problem(func, param) {
                ctx.block_error(
                    block,
                    format!("dangling reference: parameter {n} {problem}"),
                );
            }
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
    for (n, &result) in func.dfg.inst_results(inst).iter().enumerate() {
        if let Some(problem) = value_problem(func, result) {
            problems.push(format!("result {n} {problem}"));
        }
    }
    let data = &func.dfg.insts[inst];
    let mut operands = data.operands();
    dedup_in_order(&mut operands);
    for value in operands {
        if let Some(problem) = value_problem(func, value) {
            problems.push(format!("operand {problem}"));
        }
    }
    for target in data.targets() {
        if !func.dfg.blocks.is_valid(target.block) {
            problems.push(format!(
                "branch target block{} does not exist",
                target.block.index()
            ));
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
    let mut seen = std::collections::HashSet::new();
    values.retain(|v| seen.insert(*v));
}
