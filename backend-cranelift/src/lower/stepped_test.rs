//! A loop's exit test reads the stepped induction value.
//!
//! LLVM's loops test the next induction value against their bound:
//! `i' = i + 4; c = i' == 384; brif c, exit, header(i')`. Where the bound
//! is a constant, the e-graph folds the test into `i == 380`, which reads
//! `i` itself: `i` and `i'` are then live together at the branch, in two
//! registers, and the back edge copies one into the other in a block of
//! its own (matmul's inner loop: `lea 4(i), i'; cmp $380, i; je out; mov
//! i', i; jmp head`, where clang's is `add $4, i; cmp $384, i; jne head`).
//!
//! So, after the e-graph, a branch on `x == K` (or `x ≠ K`) that passes
//! `x + k` on (`k` and `K` constants) tests `x + k == K + k` instead: the
//! same test in wrapping arithmetic, for every `x`. Only where `K + k`
//! is an immediate x86 compares with (32 bits, sign-extended) when `K`
//! was one. [`super::countdown`] does the same for the reverse sweep's
//! counters, whose decrement has a block of its own.

use super::countdown::constant;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::Imm64;
use cranelift_codegen::ir::{
    BlockArg, Function, Inst, InstBuilder, InstructionData, Opcode, Type, Value,
};

/// Rewrites each such test; says how many.
pub fn rewrite(func: &mut Function) -> usize {
    let blocks: Vec<_> = func.layout.blocks().collect();
    let mut rewritten = 0;
    for block in blocks {
        let Some(branch) = func.layout.last_inst(block) else {
            continue;
        };
        let Some((cond, stepped, bound)) = find(func, branch) else {
            continue;
        };
        let ty = func.dfg.value_type(stepped);
        let mut pos = FuncCursor::new(func).at_inst(branch);
        let k = pos.ins().iconst(ty, bound);
        let test = pos.ins().icmp(cond, stepped, k);
        if let InstructionData::Brif { arg, .. } = &mut pos.func.dfg.insts[branch] {
            *arg = test;
        }
        rewritten += 1;
    }
    rewritten
}

/// For a `brif` on `x == K` or `x ≠ K` that passes `x + k` to a block:
/// the condition, `x + k` and `K + k` (wrapped to the type's width).
fn find(func: &Function, branch: Inst) -> Option<(IntCC, Value, i64)> {
    let InstructionData::Brif { arg, blocks, .. } = func.dfg.insts[branch] else {
        return None;
    };
    let InstructionData::IntCompare {
        opcode: Opcode::Icmp,
        cond,
        args: [a, b],
    } = func.dfg.insts[func.dfg.value_def(arg).inst()?]
    else {
        return None;
    };
    if !matches!(cond, IntCC::Equal | IntCC::NotEqual) {
        return None;
    }
    let (x, bound) = match (constant(func, a), constant(func, b)) {
        (None, Some(k)) => (a, k),
        (Some(k), None) => (b, k),
        _ => return None,
    };
    let ty = func.dfg.value_type(x);
    let pool = &func.dfg.value_lists;
    blocks.iter().flat_map(|d| d.args(pool)).find_map(|arg| {
        let BlockArg::Value(v) = arg else {
            return None;
        };
        let step = step_of(func, v, x)?;
        let moved = wrap(ty, bound.wrapping_add(step));
        let imm = |k: i64| i32::try_from(k).is_ok();
        (imm(moved) || !imm(bound)).then_some((cond, v, moved))
    })
}

/// `k` where `v` is `x + k` with `k` a constant.
pub(super) fn step_of(func: &Function, v: Value, x: Value) -> Option<i64> {
    let InstructionData::Binary {
        opcode: Opcode::Iadd,
        args: [p, q],
    } = func.dfg.insts[func.dfg.value_def(v).inst()?]
    else {
        return None;
    };
    match (p == x, q == x) {
        (true, _) => constant(func, q),
        (_, true) => constant(func, p),
        _ => None,
    }
}

/// `k` wrapped to `ty`'s width and sign-extended.
fn wrap(ty: Type, k: i64) -> i64 {
    Imm64::new(k).sign_extend_from_width(ty.bits()).bits()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::sum_loop_function;
    use cranelift_codegen::ir::{types, MemFlagsData};

    /// A loop summing `p[i]` that leaves on `i == 380` and passes `i +
    /// step` back (the e-graph's fold of `i + 4 == 384`).
    fn folded_exit(step: i64, bound: i64) -> Function {
        sum_loop_function(false, |b, l| {
            let off = b.ins().ishl_imm_u(l.i, 3);
            let at = b.ins().iadd(l.p, off);
            let x = b.ins().load(types::F64, MemFlagsData::new(), at, 0);
            let sum = b.ins().fadd(l.acc, x);
            let k = b.ins().iconst(types::I64, step);
            let next = b.ins().iadd(l.i, k);
            let last = b.ins().iconst(types::I64, bound);
            let done = b.ins().icmp(IntCC::Equal, l.i, last);
            l.close(b, done, next, sum);
        })
    }

    /// The test of the loop's branch: its condition, what it compares and
    /// the constant.
    fn branch_test(func: &Function) -> (IntCC, Value, i64) {
        let header = func.layout.blocks().nth(1).unwrap();
        let branch = func.layout.last_inst(header).unwrap();
        let InstructionData::Brif { arg, .. } = func.dfg.insts[branch] else {
            panic!("the header ends in a brif");
        };
        let InstructionData::IntCompare { cond, args, .. } =
            func.dfg.insts[func.dfg.value_def(arg).inst().unwrap()]
        else {
            panic!("an integer comparison");
        };
        (cond, args[0], constant(func, args[1]).unwrap())
    }

    #[test]
    fn the_exit_test_reads_the_stepped_induction_value() {
        let mut func = folded_exit(4, 380);
        assert_eq!(rewrite(&mut func), 1);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let header = func.layout.blocks().nth(1).unwrap();
        let (cond, x, k) = branch_test(&func);
        assert_eq!((cond, k), (IntCC::Equal, 384));
        assert_eq!(step_of(&func, x, func.dfg.block_params(header)[0]), Some(4));
        // It compiles, and a second pass finds nothing of the shape:
        // `x + 4` is passed on, not `x + 4 + 4`.
        assert_eq!(rewrite(&mut func), 0);
        let mut ctx = cranelift_codegen::Context::for_function(func);
        ctx.compile(&*crate::lower::test_isa(), &mut Default::default())
            .unwrap();
    }

    #[test]
    fn a_bound_moved_past_an_immediate_stays() {
        let mut func = folded_exit(8, i64::from(i32::MAX) - 4);
        assert_eq!(rewrite(&mut func), 0);
        // Wrapping: `x == −1` passing `x + 1` tests `x + 1 == 0`.
        let mut func = folded_exit(1, -1);
        assert_eq!(rewrite(&mut func), 1);
        assert_eq!(branch_test(&func).2, 0);
    }
}
