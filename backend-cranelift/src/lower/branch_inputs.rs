//! A loop's exit test, computed right before its branch.
//!
//! After the e-graph and [`super::sink_loads`], a loop's latch computes
//! its next induction value and exit test before the loads of the
//! iteration (the e-graph elaborates them for the branch, and the loads
//! then move down to their uses): `i' = i + 4; c = i' == n; load a[i] …;
//! brif c, exit, header(i')`. x86 addresses read `i` itself (`a + i·8`),
//! so `i` and `i'` are live together, take two registers, and the back
//! edge moves one into the other, which needs a block of its own and a
//! jump (kmeans' primal: `lea 4(i), i'` at the top, `mov i', i; jmp` at
//! the bottom, where clang's `add $4, i; cmp; jne` reuses the register).
//!
//! So what a two-way branch's test is computed from moves to right
//! before the branch, in its order: each integer instruction without side
//! effects that cannot trap, whose results feed the test and nothing
//! after it in its block reads but the branch and other such
//! instructions. Only that: moving everything the branch reads down to
//! it (the float arithmetic of a loop's accumulators too) kept operands
//! live across whole blocks, and ht's Jacobian, whose blocks carry 13
//! tangents, ran 46% more instructions, spilling; integers the branch
//! passes on without testing them moved too changed the register
//! allocation of gmm's and lse's derivatives for the worse (+2%, +0.5%).
//! Only pure instructions move, and only later within their block, so
//! what they compute and every value's dominance stay as they were.

use super::sink_loads::pure;
use cranelift_codegen::entity::EntitySet;
use cranelift_codegen::ir::{Function, Inst, InstructionData, Value};

/// Moves such instructions; says how many.
pub fn sink(func: &mut Function) -> usize {
    let blocks: Vec<_> = func.layout.blocks().collect();
    let mut moved_count = 0;
    // Values read by an instruction that stays, below the scan; and what
    // the test is computed from, as found going up.
    let mut read_below: EntitySet<Value> = EntitySet::new();
    let mut feeds_test: EntitySet<Value> = EntitySet::new();
    for block in blocks {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let InstructionData::Brif { arg: test, .. } = func.dfg.insts[term] else {
            continue;
        };
        read_below.clear();
        feeds_test.clear();
        feeds_test.insert(test);
        let mut moved: Vec<Inst> = Vec::new();
        let mut cursor = func.layout.prev_inst(term);
        while let Some(inst) = cursor {
            cursor = func.layout.prev_inst(inst);
            let results = func.dfg.inst_results(inst);
            let free = pure(func, inst)
                && results.iter().any(|&r| feeds_test.contains(r))
                && results
                    .iter()
                    .all(|&r| func.dfg.value_type(r).is_int() && !read_below.contains(r));
            if free {
                moved.push(inst);
                for v in func.dfg.inst_values(inst) {
                    feeds_test.insert(v);
                }
            } else {
                for v in func.dfg.inst_values(inst) {
                    read_below.insert(v);
                }
            }
        }
        // Nothing to do where they already are the block's last
        // instructions, in order.
        let mut at = func.layout.prev_inst(term);
        let in_place = moved.iter().all(|&m| {
            let here = at == Some(m);
            at = at.and_then(|i| func.layout.prev_inst(i));
            here
        });
        if in_place {
            continue;
        }
        // `moved` is bottom-up; put them back top-down.
        for &inst in moved.iter().rev() {
            func.layout.remove_inst(inst);
            func.layout.insert_inst(inst, term);
        }
        moved_count += moved.len();
    }
    moved_count
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{header_opcodes, sum_loop_function};
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData, Opcode};

    /// A loop summing `p[i]`, its increment and exit test first.
    fn latch_first() -> Function {
        sum_loop_function(false, |b, l| {
            let next = b.ins().iadd_imm_s(l.i, 1);
            let done = b.ins().icmp(IntCC::Equal, next, l.n);
            let off = b.ins().ishl_imm_u(l.i, 3);
            let at = b.ins().iadd(l.p, off);
            let x = b.ins().load(types::F64, MemFlagsData::new(), at, 0);
            let sum = b.ins().fadd(l.acc, x);
            l.close(b, done, next, sum);
        })
    }

    #[test]
    fn the_next_induction_value_and_exit_test_move_next_to_the_branch() {
        let mut func = latch_first();
        use Opcode::*;
        assert_eq!(
            header_opcodes(&func),
            [Iconst, Iadd, Icmp, Iconst, Ishl, Iadd, Load, Fadd, Brif]
        );
        assert!(sink(&mut func) > 0);
        // The address arithmetic stays above the load it feeds; the
        // constant the increment reads moves down with it.
        assert_eq!(
            header_opcodes(&func),
            [Iconst, Ishl, Iadd, Load, Fadd, Iconst, Iadd, Icmp, Brif]
        );
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        assert_eq!(sink(&mut func), 0);
    }
}
