//! Structure checks: the shape of a body, before any value is looked at.
//!
//! Every later pass walks blocks as "instructions, then one terminator" and
//! follows branch edges into placed blocks; these checks are what let them.

use super::{comma_list, FuncCtx};
use crate::entity::Block;
use crate::function::Linkage;
use crate::types::Type;
use std::collections::HashSet;

pub(crate) fn check(ctx: &mut FuncCtx) {
    let func = ctx.func;
    match (func.is_declaration(), func.linkage == Linkage::Import) {
        (true, false) => ctx.func_error(format!(
            "a function without a body must be an import, not {}",
            func.linkage.name()
        )),
        (false, true) => ctx.func_error("an imported function cannot have a body".to_string()),
        _ => {}
    }
    if func.kernel && !func.sig.returns.is_empty() {
        ctx.func_error("a kernel returns nothing".to_string());
    }
    if func.kernel && func.sig.variadic {
        ctx.func_error("a kernel cannot be variadic".to_string());
    }
    let mut last = None;
    for b in &func.sig.byval {
        let ty = func.sig.params.get(b.param as usize);
        if !ty.is_some_and(|t| t.is_ptr() && !t.is_vector()) {
            ctx.func_error(format!(
                "byval parameter {} is not a pointer parameter",
                b.param
            ));
        }
        if last.is_some_and(|l| l >= b.param) || !b.align.is_power_of_two() {
            ctx.func_error(format!(
                "byval parameter {}: records must be by increasing index, with a power-of-two alignment",
                b.param
            ));
        }
        last = Some(b.param);
    }
    for (slot, data) in func.stack_slots.iter() {
        if !data.align.is_power_of_two() {
            ctx.func_error(format!(
                "stack slot {slot}: alignment {} is not a power of two",
                data.align
            ));
        }
    }
    let Some(entry) = func.layout.entry_block() else {
        return;
    };
    check_entry_params(ctx, entry);

    let mut blocks_seen = HashSet::new();
    for &block in func.layout.blocks() {
        if !blocks_seen.insert(block) {
            ctx.block_error(block, "block is placed in the layout twice".to_string());
            continue;
        }
        let insts = func.layout.block_insts(block);
        if insts.is_empty() {
            ctx.block_error(block, "block is empty: it needs a terminator".to_string());
            continue;
        }
        for (i, &inst) in insts.iter().enumerate() {
            // The context records each instruction's first placement.
            if let Some((first, _)) = ctx.placement[inst].filter(|&at| at != (block, i)) {
                let first = ctx.names.block(first);
                ctx.inst_error(
                    block,
                    inst,
                    format!("instruction is placed twice (also in {first})"),
                );
                continue;
            }
            let data = &func.dfg.insts[inst];
            let last = i + 1 == insts.len();
            if data.is_terminator() && !last {
                ctx.inst_error(
                    block,
                    inst,
                    "terminator is not the last instruction of its block".to_string(),
                );
            }
            if last && !data.is_terminator() {
                ctx.inst_error(
                    block,
                    inst,
                    "block does not end with a terminator".to_string(),
                );
            }
            for target in data.targets_iter() {
                let name = || ctx.names.block(target.block);
                if !func.layout.is_block_placed(target.block) {
                    let name = name();
                    ctx.inst_error(
                        block,
                        inst,
                        format!("branch target {name} is not in the layout"),
                    );
                } else if target.block == entry {
                    let name = name();
                    ctx.inst_error(
                        block,
                        inst,
                        format!("branch to the entry block {name}: it cannot have predecessors"),
                    );
                }
            }
        }
    }
}

/// The entry block's parameters receive the call's arguments, so they
/// must be exactly the signature's.
fn check_entry_params(ctx: &mut FuncCtx, entry: Block) {
    let func = ctx.func;
    let types: Vec<Type> = func
        .dfg
        .block_params(entry)
        .iter()
        .map(|&p| func.dfg.value_type(p))
        .collect();
    if types != func.sig.params {
        ctx.block_error(
            entry,
            format!(
                "entry block parameters ({}) do not match the signature's parameters ({})",
                comma_list(&types),
                comma_list(&func.sig.params)
            ),
        );
    }
}
