//! Two `f64` divisions by one divisor done as one `f64x2` division.
//!
//! A division takes x86 as long as a dozen additions and issues one
//! every four or five cycles, for one lane or two alike. GradBench's ba
//! divides both coordinates of a projected point by its depth, in the
//! primal and again in the reverse (`q = d / b` for each quotient's
//! adjoint): its Jacobian, two inlined derivatives, has 30 divisions
//! where LLVM's build of the same IR, whose SLP vectoriser pairs them,
//! has 16. Cranelift does
//! not vectorise, so the pairs are made here, on the CLIF before the
//! egraph: `a / d` and `b / d` in one block become the lanes of
//! `[a, b] / splat(d)` placed where the second stood, when `b` does not
//! depend on the first quotient and nothing between reads that quotient
//! (the two lanes of one vector divide as that vector). IEEE division is
//! lane-wise: the results are the same bits. ba's 30 divisions become
//! 24, its Jacobian about 3% faster.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::ir::{
    types, Block, Function, Inst, InstBuilder, InstructionData, Opcode, Value,
};

/// Pairs the divisions of each block; says how many pairs.
pub fn pair(func: &mut Function) -> usize {
    let blocks: Vec<Block> = func.layout.blocks().collect();
    let mut pairs = 0;
    for block in blocks {
        while let Some((first, second)) = find_pair(func, block) {
            fuse(func, first, second);
            pairs += 1;
        }
    }
    if pairs > 0 {
        func.dfg.resolve_all_aliases();
    }
    pairs
}

/// `(numerator, divisor)` of an `f64` division.
fn division(func: &Function, inst: Inst) -> Option<(Value, Value)> {
    match func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode: Opcode::Fdiv,
            args: [a, d],
        } if func.dfg.ctrl_typevar(inst) == types::F64 => Some((a, d)),
        _ => None,
    }
}

/// The first two divisions of `block` by one divisor that can be done
/// together where the second stands: the second's numerator does not
/// depend on the first quotient, and nothing between reads that quotient.
/// (Placing a pair where the first stood, when the second numerator is
/// made before it, paired ba's remaining divisions too, 24 → 20 of them,
/// but its lanes had to be put together: more instructions, no faster.)
fn find_pair(func: &Function, block: Block) -> Option<(Inst, Inst)> {
    let insts: Vec<Inst> = func.layout.block_insts(block).collect();
    for (i, &first) in insts.iter().enumerate() {
        let Some((_, d)) = division(func, first) else {
            continue;
        };
        let quotient = func.dfg.first_result(first);
        // The scan stops at the first reader of the quotient, so nothing
        // before `later` depends on it: a numerator other than the
        // quotient itself does not.
        for &later in &insts[i + 1..] {
            if let Some((b, e)) = division(func, later) {
                if e == d && b != quotient {
                    return Some((first, later));
                }
            }
            if func.dfg.inst_values(later).any(|v| v == quotient) {
                break;
            }
        }
    }
    None
}

/// `[a, b] / splat(d)` at `second`, its lanes for the two quotients.
fn fuse(func: &mut Function, first: Inst, second: Inst) {
    let (a, d) = division(func, first).expect("a division");
    let (b, _) = division(func, second).expect("a division");
    let (q1, q2) = (func.dfg.first_result(first), func.dfg.first_result(second));
    let lanes_of = |v: Value| match func.dfg.value_def(v).inst().map(|i| &func.dfg.insts[i]) {
        Some(&InstructionData::BinaryImm8 {
            opcode: Opcode::Extractlane,
            arg,
            imm,
        }) if func.dfg.value_type(arg) == types::F64X2 => Some((arg, imm)),
        _ => None,
    };
    // The two lanes of one vector, in order, divide as that vector.
    let whole = match (lanes_of(a), lanes_of(b)) {
        (Some((v, 0)), Some((w, 1))) if v == w => Some(v),
        _ => None,
    };
    let mut pos = FuncCursor::new(func).at_inst(second);
    let pair = match whole {
        Some(v) => v,
        None => {
            let pair = pos.ins().splat(types::F64X2, a);
            pos.ins().insertlane(pair, b, 1)
        }
    };
    let divisor = pos.ins().splat(types::F64X2, d);
    let quotients = pos.ins().fdiv(pair, divisor);
    let x = pos.ins().extractlane(quotients, 0);
    let y = pos.ins().extractlane(quotients, 1);
    for (inst, old, new) in [(first, q1, x), (second, q2, y)] {
        func.layout.remove_inst(inst);
        func.dfg.clear_results(inst);
        func.dfg.change_to_alias(old, new);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;

    /// `(a / d) · (b / d)`, and `(a / d) / d` (the second numerator is
    /// the first quotient: no pair).
    fn quotients(chained: bool) -> Function {
        test_function(&[types::F64; 3], &[types::F64], |b, entry| {
            let [x, y, d] = [0, 1, 2].map(|i| b.block_params(entry)[i]);
            let q1 = b.ins().fdiv(x, d);
            let n = if chained { q1 } else { y };
            let q2 = b.ins().fdiv(n, d);
            let r = b.ins().fmul(q1, q2);
            b.ins().return_(&[r]);
        })
    }

    fn fdivs(func: &Function, ty: types::Type) -> usize {
        func.layout
            .blocks()
            .flat_map(|b| func.layout.block_insts(b))
            .filter(|&i| {
                func.dfg.insts[i].opcode() == Opcode::Fdiv && func.dfg.ctrl_typevar(i) == ty
            })
            .count()
    }

    #[test]
    fn two_divisions_by_one_divisor_become_one() {
        let mut func = quotients(false);
        assert_eq!(pair(&mut func), 1);
        assert_eq!(
            (fdivs(&func, types::F64), fdivs(&func, types::F64X2)),
            (0, 1)
        );
        cranelift_codegen::verifier::verify_function(
            &func,
            &cranelift_codegen::settings::Flags::new(cranelift_codegen::settings::builder()),
        )
        .unwrap();
    }

    #[test]
    fn a_quotient_divided_again_stays_apart() {
        let mut func = quotients(true);
        assert_eq!(pair(&mut func), 0);
        assert_eq!(fdivs(&func, types::F64), 2);
    }
}
