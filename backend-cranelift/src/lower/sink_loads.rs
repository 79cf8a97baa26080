//! Loads placed right before their one use, so that instruction
//! selection folds them into it.
//!
//! x86 arithmetic takes one operand from memory (`subsd xmm, [mem]`),
//! and Cranelift folds a load into its use when nothing with a side
//! effect comes between the two. clang's IR, and zyme's after it, puts a
//! block's loads first (the SLP vectoriser's pairs, an unrolled loop's
//! reads), and Cranelift's e-graph places pure arithmetic right before
//! the first side effect that needs it, after all the loads: no load is
//! next to its use, every one takes a register and an instruction of
//! its own. kmeans' primal: `movsd` twice and `subsd` per coordinate,
//! where clang has one `movsd` and a `subsd` from memory.
//!
//! So, on the CLIF Cranelift lowers (after the e-graph), a plain load
//! whose value has one use, later in its block, moves to right before
//! that use when only other plain loads and pure instructions that
//! cannot trap lie between: no store, call or trapping instruction is
//! crossed, so memory and the order of traps are what they were.

use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{Block, Function, Inst, Opcode, Value};

/// How far past a load its use is looked for (a block of many loads
/// first and their uses after them would cost the square of their
/// number; folding needs the load at the use, not further).
const REACH: usize = 64;

/// Moves such loads; says how many. `uses` are the function's use
/// counts ([`use_counts`]), taken with its aliases resolved: uses are
/// counted on values themselves.
pub fn sink(func: &mut Function, uses: &SecondaryMap<Value, u32>) -> usize {
    let blocks: Vec<Block> = func.layout.blocks().collect();
    let mut moved = 0;
    for block in blocks {
        let insts: Vec<Inst> = func.layout.block_insts(block).collect();
        for (k, &load) in insts.iter().enumerate() {
            if !plain_load(func, load) {
                continue;
            }
            let [value] = func.dfg.inst_results(load) else {
                continue;
            };
            if uses[*value] != 1 {
                continue;
            }
            let Some(user) = reader_within_reach(func, *value, insts[k + 1..].iter().copied())
            else {
                continue;
            };
            if func.layout.prev_inst(user) == Some(load) {
                continue;
            }
            func.layout.remove_inst(load);
            func.layout.insert_inst(load, user);
            moved += 1;
        }
    }
    moved
}

/// The first of `following` (the instructions after a load, in order)
/// that reads `value`, the load's result, when only loads and pure
/// instructions that cannot trap come before it, within [`REACH`]: where
/// the load can move to fold into its reader.
pub(super) fn reader_within_reach(
    func: &Function,
    value: Value,
    following: impl IntoIterator<Item = Inst>,
) -> Option<Inst> {
    for next in following.into_iter().take(REACH) {
        if func.dfg.inst_values(next).any(|v| v == value) {
            return Some(next);
        }
        if !plain_load(func, next) && !pure(func, next) {
            return None;
        }
    }
    None
}

/// How many times each value is used, as Cranelift counts uses: every
/// operand and branch argument.
pub(super) fn use_counts(func: &Function) -> SecondaryMap<Value, u32> {
    let mut uses: SecondaryMap<Value, u32> = SecondaryMap::new();
    for b in func.layout.blocks() {
        for i in func.layout.block_insts(b) {
            for v in func.dfg.inst_values(i) {
                uses[v] += 1;
            }
        }
    }
    uses
}

/// A load that is not volatile nor atomic (`load` itself, no other
/// opcode).
pub(super) fn plain_load(func: &Function, inst: Inst) -> bool {
    func.dfg.insts[inst].opcode() == Opcode::Load
}

/// An instruction without side effects that cannot trap.
pub(super) fn pure(func: &Function, inst: Inst) -> bool {
    let op = func.dfg.insts[inst].opcode();
    !(op.can_trap()
        || op.can_store()
        || op.can_load()
        || op.is_call()
        || op.is_branch()
        || op.is_terminator()
        || op.other_side_effects())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;
    use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData};

    /// `(a[0] - a[1]) + (a[2] - a[3])` with the four loads first, and,
    /// when `store`, a store between the loads and the arithmetic.
    fn four_loads(store: bool) -> Function {
        test_function(&[types::I64], &[types::F64], |b, entry| {
            let p = b.block_params(entry)[0];
            let f = MemFlagsData::new();
            let x: Vec<Value> = (0..4)
                .map(|k| b.ins().load(types::F64, f, p, 8 * k))
                .collect();
            if store {
                let z = b.ins().f64const(0.0);
                b.ins().store(f, z, p, 32);
            }
            let d1 = b.ins().fsub(x[0], x[1]);
            let d2 = b.ins().fsub(x[2], x[3]);
            let r = b.ins().fadd(d1, d2);
            b.ins().return_(&[r]);
        })
    }

    /// The opcodes of the entry block in order.
    fn order(func: &Function) -> Vec<Opcode> {
        let entry = func.layout.entry_block().unwrap();
        func.layout
            .block_insts(entry)
            .map(|i| func.dfg.insts[i].opcode())
            .collect()
    }

    #[test]
    fn loads_move_next_to_their_use() {
        let mut func = four_loads(false);
        let uses = use_counts(&func);
        assert_eq!(sink(&mut func, &uses), 4);
        use Opcode::*;
        assert_eq!(
            order(&func),
            [Load, Load, Fsub, Load, Load, Fsub, Fadd, Return]
        );
    }

    #[test]
    fn loads_do_not_cross_a_store() {
        let mut func = four_loads(true);
        let uses = use_counts(&func);
        assert_eq!(sink(&mut func, &uses), 0);
    }
}
