//! Reverse loops that count down test the decremented counter.
//!
//! A reverse sweep runs a counted loop's iterations backwards with a
//! counter from the trip count down to zero: its header tests
//! `i = 0` to leave, and the back edge passes `i − 1`. Both values live
//! at the branch, in two registers, and the back edge copies one into
//! the other: `mov t, i; sub t, 1; test i, i; je out; mov i, t; jmp
//! head`. Tested as `i − 1 = −1` instead, the counter dies where it is
//! decremented, the two share a register, the back edge needs no copy,
//! and its block is empty: `sub i, 1; cmp i, −1; jne head` (Cranelift
//! threads the jump through the empty block and inverts the branch).
//! The egraph folds `i − 1 = −1` back into `i = 0`, so this runs after
//! it, on the CLIF Cranelift lowers.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{Block, Function, Inst, InstBuilder, InstructionData, Opcode, Value};

/// Rewrites each such loop's exit test; says how many.
pub fn rewrite(func: &mut Function) -> usize {
    let blocks: Vec<Block> = func.layout.blocks().collect();
    // The counts cost a walk over every instruction: only when some
    // block has the shape, and only those blocks are looked at again.
    let shaped: Vec<Block> = blocks
        .iter()
        .copied()
        .filter(|&b| find(func, None, b).is_some())
        .collect();
    if shaped.is_empty() {
        return 0;
    }
    let mut counts = Counts {
        uses: SecondaryMap::new(),
        preds: SecondaryMap::new(),
    };
    for &b in &blocks {
        for i in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(i) {
                counts.uses[v] += 1;
            }
            let dfg = &func.dfg;
            for d in dfg.insts[i].branch_destination(&dfg.jump_tables, &dfg.exception_tables) {
                counts.preds[d.block(&dfg.value_lists)] += 1;
            }
        }
    }
    let mut rewritten = 0;
    for block in shaped {
        if let Some((branch, counter, cond, next)) = find(func, Some(&counts), block) {
            apply(func, branch, counter, cond, next);
            rewritten += 1;
        }
    }
    if rewritten > 0 {
        func.dfg.resolve_all_aliases();
    }
    rewritten
}

/// The branch ending `block` when it leaves a loop on `i = 0` (or stays
/// on `i ≠ 0`) and the edge that stays goes to a block whose only
/// predecessor is `block` and which makes `i − 1` and jumps: the
/// branch, `i`, the comparison and that decrement. Without `counts`, the
/// shape alone (uses and predecessors not checked).
fn find(
    func: &Function,
    counts: Option<&Counts>,
    block: Block,
) -> Option<(Inst, Value, IntCC, Inst)> {
    let branch = func.layout.last_inst(block)?;
    let InstructionData::Brif {
        arg, blocks: dests, ..
    } = func.dfg.insts[branch]
    else {
        return None;
    };
    let test = defining_inst(func, arg)?;
    let InstructionData::IntCompare {
        opcode: Opcode::Icmp,
        cond,
        args: [a, b],
    } = func.dfg.insts[test]
    else {
        return None;
    };
    let counter = match (constant(func, a), constant(func, b)) {
        (None, Some(0)) => a,
        (Some(0), None) => b,
        _ => return None,
    };
    let stays = match cond {
        IntCC::Equal => dests[1].block(&func.dfg.value_lists),
        IntCC::NotEqual => dests[0].block(&func.dfg.value_lists),
        _ => return None,
    };
    // The comparison is read by the branch alone, and the block that
    // stays has this branch as its only way in and no parameters.
    if counts.is_some_and(|c| c.uses[arg] != 1 || c.preds[stays] != 1)
        || stays == block
        || !func.dfg.block_params(stays).is_empty()
    {
        return None;
    }
    // Only where the decrement is all that block does before its jump:
    // then it empties, and the loop saves the jump and the copy. With
    // more there (the egraph sinks into both successors what both use),
    // it keeps its jump, and testing `i − 1` costs an instruction more
    // where the loop is left (gmm's reverse, whose inner loops run a few
    // times each: +0.8% instructions).
    let mut insts = func.layout.block_insts(stays);
    let (next, jump) = (insts.next()?, insts.next()?);
    let ends = insts.next().is_none() && func.dfg.insts[jump].opcode() == Opcode::Jump;
    (ends && decrements(func, next, counter)).then_some((branch, counter, cond, next))
}

/// Whether `inst` is `counter − 1` (or `counter + −1`).
fn decrements(func: &Function, inst: Inst, counter: Value) -> bool {
    match func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Isub,
            args: [x, one],
        } => x == counter && constant(func, one) == Some(1),
        InstructionData::Binary {
            opcode: Opcode::Iadd,
            args: [x, y],
        } => {
            (x == counter && constant(func, y) == Some(-1))
                || (y == counter && constant(func, x) == Some(-1))
        }
        _ => false,
    }
}

/// Makes `counter − 1` before `branch` (the decrement's result becomes
/// an alias of it) and tests it against −1.
fn apply(func: &mut Function, branch: Inst, counter: Value, cond: IntCC, next: Inst) {
    let ty = func.dfg.value_type(counter);
    let old = func.dfg.first_result(next);
    let mut pos = FuncCursor::new(func).at_inst(branch);
    let one = pos.ins().iconst(ty, 1);
    let decremented = pos.ins().isub(counter, one);
    let minus_one = pos.ins().iconst(ty, -1);
    let test = pos.ins().icmp(cond, decremented, minus_one);
    let func = pos.func;
    func.layout.remove_inst(next);
    func.dfg.clear_results(next);
    func.dfg.change_to_alias(old, decremented);
    if let InstructionData::Brif { arg, .. } = &mut func.dfg.insts[branch] {
        *arg = test;
    }
}

fn defining_inst(func: &Function, v: Value) -> Option<Inst> {
    func.dfg.value_def(v).inst()
}

/// The value of an `iconst`, sign-extended from its type.
pub(super) fn constant(func: &Function, v: Value) -> Option<i64> {
    let inst = defining_inst(func, v)?;
    let InstructionData::UnaryImm {
        opcode: Opcode::Iconst,
        imm,
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    let bits = func.dfg.value_type(v).bits();
    Some(imm.sign_extend_from_width(bits).bits())
}

/// How many times instructions read each value, and how many branch
/// edges reach each block, before any rewrite (each rewrite changes
/// neither for the values and blocks another looks at).
struct Counts {
    uses: SecondaryMap<Value, u32>,
    preds: SecondaryMap<Block, u32>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{test_function, test_isa};
    use cranelift_codegen::ir::types;

    /// `for (i = n; ; i--) { acc += i; if (i == 0) break; }`, the shape of
    /// a reverse loop's counter; `more` puts one more instruction beside
    /// the decrement in the block that stays.
    fn countdown(more: bool) -> Function {
        test_function(&[types::I64], &[types::I64], |b, entry| {
            let [head, stay, exit] = [(); 3].map(|_| b.create_block());
            let [i, acc] = [types::I64; 2].map(|t| b.append_block_param(head, t));
            let n = b.block_params(entry)[0];
            let zero = b.ins().iconst(types::I64, 0);
            let one = b.ins().iconst(types::I64, 1);
            b.ins().jump(head, &[n.into(), zero.into()]);
            b.switch_to_block(head);
            let acc2 = b.ins().iadd(acc, i);
            let done = b.ins().icmp(IntCC::Equal, i, zero);
            b.ins().brif(done, exit, &[], stay, &[]);
            b.switch_to_block(stay);
            let i1 = b.ins().isub(i, one);
            let acc3 = if more { b.ins().iadd(acc2, one) } else { acc2 };
            b.ins().jump(head, &[i1.into(), acc3.into()]);
            b.switch_to_block(exit);
            b.ins().return_(&[acc2]);
        })
    }

    fn block_sizes(func: &Function) -> Vec<usize> {
        func.layout
            .blocks()
            .map(|b| func.layout.block_insts(b).count())
            .collect()
    }

    #[test]
    fn a_countdown_tests_the_decremented_counter() {
        let mut func = countdown(false);
        assert_eq!(block_sizes(&func), [3, 3, 2, 1]);
        assert_eq!(rewrite(&mut func), 1);
        let flags = cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder());
        cranelift_codegen::verify_function(&func, &flags).unwrap();
        // The block that stays only jumps; the head's branch reads
        // `i − 1 = −1` (the old comparison is left for the DCE).
        assert_eq!(block_sizes(&func), [3, 7, 1, 1]);
        let head = func.layout.blocks().nth(1).unwrap();
        let branch = func.layout.last_inst(head).unwrap();
        let InstructionData::Brif { arg, .. } = func.dfg.insts[branch] else {
            panic!("the head ends in a brif");
        };
        let test = defining_inst(&func, arg).unwrap();
        let InstructionData::IntCompare {
            cond: IntCC::Equal,
            args: [d, m],
            ..
        } = func.dfg.insts[test]
        else {
            panic!("an equality test");
        };
        let counter = func.dfg.block_params(head)[0];
        assert!(decrements(&func, defining_inst(&func, d).unwrap(), counter));
        assert_eq!(constant(&func, m), Some(-1));
        // And it compiles.
        let isa = test_isa();
        let mut ctx = cranelift_codegen::Context::for_function(func);
        ctx.compile(&*isa, &mut Default::default()).unwrap();
    }

    #[test]
    fn a_countdown_whose_back_edge_does_more_is_left() {
        let mut func = countdown(true);
        assert_eq!(rewrite(&mut func), 0);
    }
}
