//! Inlining of small callees.
//!
//! A direct call of a defined, non-variadic function other than the caller
//! whose body is at most `max_insts` instructions is replaced by a copy of
//! the body: the calling block is split after the call, the call becomes a
//! jump to the copy of the callee's entry (its parameters take the
//! arguments), and every `return` a jump to the split-off rest, whose
//! parameters take the results. Stack slots are copied into the caller.
//! Calls inside the copy are not inlined in the same run, which bounds
//! recursion.
//!
//! Enzyme differentiates after LLVM has inlined; without it every small
//! helper (a dot product, an index function) costs reverse mode an
//! augmented call, a tape of its own and a reverse call.

use crate::edit::Substitution;
use crate::partial_inline;
use hashbrown::HashMap;
use zyme_ir::{Block, FuncId, Function, Inst, InstData, MemOp, Module, StackSlot, Type, Value};

/// Inlines the small direct calls of `caller` whose callee `may_inline`
/// accepts, and calls of a function called from nowhere else in the
/// module up to `max_single_insts` (LLVM's bonus for the last call of a
/// local function: inlining it duplicates nothing the module runs
/// twice); says whether any was.
pub fn run(
    module: &mut Module,
    caller: FuncId,
    (max_insts, max_single_insts): (usize, usize),
    may_inline: &dyn Fn(&Module, FuncId) -> bool,
) -> bool {
    let call_sites = call_site_counts(module);
    let f = &module.functions[caller];
    let mut calls: Vec<(Inst, FuncId)> = Vec::new();
    let mut partial: Vec<(Inst, FuncId)> = Vec::new();
    for i in f.layout.insts() {
        let InstData::Call { func: callee, .. } = f.dfg.insts[i] else {
            continue;
        };
        let c = &module.functions[callee];
        if c.is_declaration()
            || c.cold
            || c.sig.variadic
            || module.library_name(callee).is_some()
            || !may_inline(module, callee)
        {
            continue;
        }
        let size = c.layout.insts().count();
        let whole =
            size <= max_insts || (size <= max_single_insts && call_sites.get(&callee) == Some(&1));
        if callee != caller && whole {
            calls.push((i, callee));
        } else {
            partial.push((i, callee));
        }
    }
    // Early exits of the callees not inlined whole, planned before the
    // caller changes (it may be one of them).
    let mut exits: HashMap<FuncId, Option<Function>> = HashMap::new();
    let preds = if partial.is_empty() {
        HashMap::new()
    } else {
        crate::edit::predecessors(f)
    };
    partial.retain(|&(call, callee)| {
        !partial_inline::already_guarded(f, call, &preds)
            && exits
                .entry(callee)
                .or_insert_with(|| {
                    let c = &module.functions[callee];
                    partial_inline::EarlyExit::of(c).map(|e| e.wrapper(callee, c))
                })
                .is_some()
    });
    for &(call, callee) in &calls {
        let body = module.functions[callee].clone();
        inline_call(&mut module.functions[caller], call, &body);
    }
    for &(call, callee) in &partial {
        if let Some(Some(wrapper)) = exits.get(&callee) {
            inline_call(&mut module.functions[caller], call, wrapper);
        }
    }
    !calls.is_empty() || !partial.is_empty()
}

/// How many direct calls of each function the module's bodies make.
fn call_site_counts(module: &Module) -> HashMap<FuncId, usize> {
    let mut counts = HashMap::new();
    for f in module.functions.values() {
        for inst in f.layout.insts() {
            if let InstData::Call { func, .. } = f.dfg.insts[inst] {
                *counts.entry(func).or_insert(0) += 1;
            }
        }
    }
    counts
}

fn inline_call(func: &mut Function, call: Inst, callee: &Function) {
    let Some(block) = func.layout.inst_block(call) else {
        return;
    };
    let InstData::Call { args, .. } = func.dfg.insts[call].clone() else {
        return;
    };
    let loc = func.srclocs[call];

    // The rest of the block after the call, with the results as parameters.
    let rest = func.dfg.make_block();
    let results = func.dfg.inst_results(call).to_vec();
    let mut subst = Substitution::default();
    for &r in &results {
        let ty = func.dfg.value_type(r);
        let p = func.dfg.append_block_param(rest, ty);
        subst.insert(r, p);
    }
    let insts = func.layout.block_insts(block).to_vec();
    let at = insts.iter().position(|&i| i == call).unwrap_or(insts.len());
    for &inst in &insts[at + 1..] {
        func.layout.remove_inst(inst);
        func.layout.append_inst(inst, rest);
    }

    // Copies of the callee's blocks, values and slots.
    let mut blocks: HashMap<Block, Block> = HashMap::new();
    let mut values: HashMap<Value, Value> = HashMap::new();
    let mut slots: HashMap<StackSlot, StackSlot> = HashMap::new();
    for (slot, data) in callee.stack_slots.iter() {
        slots.insert(slot, func.create_stack_slot(data.size, data.align));
    }
    for &cb in callee.layout.blocks() {
        let nb = func.dfg.make_block();
        blocks.insert(cb, nb);
        for &p in callee.dfg.block_params(cb) {
            let np = func.dfg.append_block_param(nb, callee.dfg.value_type(p));
            values.insert(p, np);
        }
    }
    let mut copies: Vec<(Block, Inst)> = Vec::new();
    for &cb in callee.layout.blocks() {
        for &ci in callee.layout.block_insts(cb) {
            let types = callee.dfg.result_types(ci);
            let ni = func.dfg.make_inst(callee.dfg.insts[ci].clone(), &types);
            for (&cv, &nv) in callee
                .dfg
                .inst_results(ci)
                .iter()
                .zip(func.dfg.inst_results(ni))
            {
                values.insert(cv, nv);
            }
            // Inlined code reports the call's location when it has none.
            func.srclocs[ni] = if !callee.srclocs[ci].is_known() {
                loc
            } else {
                callee.srclocs[ci]
            };
            func.fast[ni] = callee.fast[ci];
            copies.push((blocks[&cb], ni));
        }
    }
    let mut after = block;
    for &cb in callee.layout.blocks() {
        func.layout.insert_block_after(blocks[&cb], after);
        after = blocks[&cb];
    }
    func.layout.insert_block_after(rest, after);
    for (nb, ni) in copies {
        let data = &mut func.dfg.insts[ni];
        data.map_operands(|v| values.get(&v).copied().unwrap_or(v));
        for target in data.targets_mut() {
            target.block = blocks[&target.block];
        }
        match data {
            InstData::StackAddr { slot } => *slot = slots[slot],
            InstData::Return { args } => {
                *data = InstData::Jump {
                    dest: zyme_ir::BlockCall::new(rest, std::mem::take(args)),
                }
            }
            _ => {}
        }
        func.layout.append_inst(ni, nb);
    }

    // The call becomes a jump into the copy of the entry; a `byval`
    // parameter receives a copy of its pointee in a slot of the caller,
    // as a call would have made it.
    let mut args = args;
    for b in &callee.sig.byval {
        let Some(arg) = args.get_mut(b.param as usize) else {
            continue;
        };
        if fresh_copy(func, *arg, call, u64::from(b.size)) {
            continue;
        }
        let slot = func.create_stack_slot(u64::from(b.size), b.align);
        let append = |func: &mut Function, data: InstData, ty: Option<Type>| {
            let inst = func.dfg.make_inst(data, ty.as_slice());
            func.srclocs[inst] = loc;
            func.layout.append_inst(inst, block);
            func.dfg.first_result(inst)
        };
        let copy = append(func, InstData::StackAddr { slot }, Some(Type::PTR));
        let len = InstData::Iconst {
            ty: Type::I64,
            imm: u64::from(b.size),
        };
        let len = append(func, len, Some(Type::I64));
        if let (Some(copy), Some(len)) = (copy, len) {
            let memcpy = InstData::Mem {
                op: MemOp::Memcpy,
                args: [copy, *arg, len],
            };
            append(func, memcpy, None);
            *arg = copy;
        }
    }
    let entry = blocks[&callee.layout.blocks()[0]];
    let jump = func.dfg.make_inst(
        InstData::Jump {
            dest: zyme_ir::BlockCall::new(entry, args),
        },
        &[],
    );
    func.srclocs[jump] = loc;
    func.layout.remove_inst(call);
    func.layout.append_inst(jump, block);
    subst.apply(func);
}

/// Whether `arg` is the address of a slot that only `call` and copies
/// into it use, filled whole by a `memcpy` in the call's block before it:
/// the copy a caller makes of an argument passed `byval` (the LLVM
/// frontend's), which the callee may then own. (Filled once before a loop
/// that calls, the slot would carry one run's writes into the next.)
fn fresh_copy(func: &Function, arg: Value, call: Inst, size: u64) -> bool {
    let Some(&InstData::StackAddr { slot }) = func.dfg.value_inst(arg) else {
        return false;
    };
    let of_slot = |v: Value| matches!(func.dfg.value_inst(v), Some(&InstData::StackAddr { slot: s }) if s == slot);
    let mut passed = 0;
    func.dfg.insts[call].for_each_operand(|v| passed += usize::from(of_slot(v)));
    // Filled whole in the call's block before it: every run of the call
    // (in a loop too) sees a fresh copy.
    let Some(block) = func.layout.inst_block(call) else {
        return false;
    };
    let filled = func.layout.block_insts(block).iter().take_while(|&&i| i != call).any(|&i| {
        matches!(&func.dfg.insts[i], InstData::Mem { op: MemOp::Memcpy, args: [dst, _, len] }
            if of_slot(*dst) && crate::edit::constant_of(func, *len).is_some_and(|c| c.bits() >= size))
    });
    filled
        && passed == 1
        && func.layout.blocks().iter().all(|&block| {
            func.layout
                .block_insts(block)
                .iter()
                .all(|&inst| match &func.dfg.insts[inst] {
                    _ if inst == call => true,
                    InstData::Mem {
                        op: MemOp::Memcpy,
                        args: [_, src, len],
                    } => !of_slot(*src) && !of_slot(*len),
                    data => {
                        let mut reads = false;
                        data.for_each_operand(|v| reads |= of_slot(v));
                        !reads
                    }
                })
        })
}
