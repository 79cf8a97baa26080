//! SSA checks: every value is defined once, before (dominating) each of its
//! uses, and every branch edge binds its destination's parameters.
//!
//! Dominance is what lets the interpreter and the backends read a value
//! from a single register or slot at every use; checking it only in
//! reachable blocks is deliberate, since optimisers leave dead blocks
//! behind and dominance says nothing about code that never runs.

use super::handles::dedup_in_order;
use super::FuncCtx;
use crate::cfg::{ControlFlowGraph, DominatorTree};
use crate::dfg::ValueDef;
use crate::entity::{Block, Inst, Value};
use cranelift_entity::EntityRef;
use std::collections::HashSet;

pub(crate) fn check(ctx: &mut FuncCtx, cfg: &ControlFlowGraph, dom: &DominatorTree) {
    check_definition_records(ctx);
    for (block, index, inst) in ctx.placed_insts() {
        let data = &ctx.func.dfg.insts[inst];
        let mut operands = data.operands();
        dedup_in_order(&mut operands);
        for value in operands {
            check_use(ctx, cfg, dom, block, index, inst, value);
        }
        for target in data.targets_iter() {
            check_edge(ctx, block, inst, target.block, &target.args);
        }
    }
}

/// A value is defined once: the instruction or block its record names must
/// list it, at the recorded position, and only there.
fn check_definition_records(ctx: &mut FuncCtx) {
    let func = ctx.func;
    let mut blocks_seen = HashSet::new();
    for &block in func.layout.blocks() {
        if !blocks_seen.insert(block) {
            continue;
        }
        for (n, &param) in func.dfg.block_params(block).iter().enumerate() {
            let recorded = func.dfg.values[param].def;
            if recorded != ValueDef::Param(block, n as u16) {
                let name = ctx.names.value(param);
                ctx.block_error(
                    block,
                    format!(
                        "parameter {name} is recorded as defined elsewhere ({})",
                        describe(recorded)
                    ),
                );
            }
        }
    }
    for (block, _, inst) in ctx.placed_insts() {
        for (n, &result) in func.dfg.inst_results(inst).iter().enumerate() {
            let recorded = func.dfg.values[result].def;
            if recorded != ValueDef::Result(inst, n as u16) {
                let name = ctx.names.value(result);
                ctx.inst_error(
                    block,
                    inst,
                    format!(
                        "result {name} is recorded as defined elsewhere ({})",
                        describe(recorded)
                    ),
                );
            }
        }
    }
}

/// Checks one use of `value` by instruction `index` of `block`.
fn check_use(
    ctx: &mut FuncCtx,
    cfg: &ControlFlowGraph,
    dom: &DominatorTree,
    block: Block,
    index: usize,
    inst: Inst,
    value: Value,
) {
    let func = ctx.func;
    // Named only for a message: most uses are fine.
    let name = |ctx: &FuncCtx| ctx.names.value(value);
    let (def_block, def_index) = match func.dfg.values[value].def {
        ValueDef::Result(def_inst, n) => {
            if func.dfg.inst_results(def_inst).get(usize::from(n)) != Some(&value) {
                let name = name(ctx);
                ctx.inst_error(
                    block,
                    inst,
                    format!("{name} is used but no instruction defines it"),
                );
                return;
            }
            match ctx.placement[def_inst] {
                Some((b, i)) => (b, Some(i)),
                None => {
                    let name = name(ctx);
                    ctx.inst_error(
                        block,
                        inst,
                        format!("{name} is used but its instruction is not in the layout"),
                    );
                    return;
                }
            }
        }
        ValueDef::Param(def_block, n) => {
            if func.dfg.block_params(def_block).get(usize::from(n)) != Some(&value) {
                let name = name(ctx);
                ctx.inst_error(
                    block,
                    inst,
                    format!("{name} is used but no block parameter defines it"),
                );
                return;
            }
            if !cfg.contains(def_block) {
                let name = name(ctx);
                ctx.inst_error(
                    block,
                    inst,
                    format!("{name} is used but its block is not in the layout"),
                );
                return;
            }
            (def_block, None)
        }
    };
    if !cfg.is_reachable(block) {
        return;
    }
    if def_block == block {
        if def_index.is_some_and(|d| d >= index) {
            let name = name(ctx);
            ctx.inst_error(block, inst, format!("{name} is used before it is defined"));
        }
        return;
    }
    if !dom.dominates(def_block, block) {
        let name = name(ctx);
        let def_name = ctx.names.block(def_block);
        ctx.inst_error(
            block,
            inst,
            format!("{name} is defined in {def_name}, which does not dominate this use"),
        );
    }
}

/// An edge binds its arguments to the destination's parameters one to one.
fn check_edge(ctx: &mut FuncCtx, block: Block, inst: Inst, dest: Block, args: &[Value]) {
    let func = ctx.func;
    let params = func.dfg.block_params(dest);
    if params.len() != args.len() {
        let dest_name = ctx.names.block(dest);
        ctx.inst_error(
            block,
            inst,
            format!(
                "{dest_name} takes {} argument{}, but {} {} passed",
                params.len(),
                if params.len() == 1 { "" } else { "s" },
                args.len(),
                if args.len() == 1 { "is" } else { "are" },
            ),
        );
        return;
    }
    for (n, (&arg, &param)) in args.iter().zip(params).enumerate() {
        let (arg_ty, param_ty) = (func.dfg.value_type(arg), func.dfg.value_type(param));
        if arg_ty != param_ty {
            let dest_name = ctx.names.block(dest);
            let (arg_name, param_name) = (ctx.names.value(arg), ctx.names.value(param));
            ctx.inst_error(
                block,
                inst,
                format!(
                    "argument {n} to {dest_name} is {arg_ty} ({arg_name}), \
                     but parameter {param_name} is {param_ty}"
                ),
            );
        }
    }
}

/// A definition record in words, with raw ids: the entity it names may be
/// the very one display names cannot tell apart.
fn describe(def: ValueDef) -> String {
    match def {
        ValueDef::Result(inst, n) => format!("as result {n} of inst{}", inst.index()),
        ValueDef::Param(block, n) => format!("as parameter {n} of block{}", block.index()),
    }
}
