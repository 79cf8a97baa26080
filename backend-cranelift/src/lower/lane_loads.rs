//! A double loaded into the upper lane of a vector, read from memory by
//! the instruction that inserts it.
//!
//! A pair of doubles that are not next to each other in memory (a column
//! of a matrix, one lane of two tangents) becomes a vector by a load into
//! lane 0 and an `insertlane` of a second load into lane 1. Cranelift
//! lowers that insertion of an `f64` only from a register, `movlhps`: a
//! `movsd` for each load and the `movlhps`, three instructions and a
//! register, where LLVM reads the second double straight into the lane
//! (`movhpd xmm, [mem]`). ht's forward derivative builds 56 such pairs in
//! each iteration of its skinning loop. The insertion of an `i64` lane,
//! `pinsrq` on x86 with SSE4.1, does read memory: Cranelift folds a load
//! used once into it.
//!
//! So `insertlane.f64x2 v, (load.f64 p), 1`, where the load has no other
//! use and only loads and pure instructions lie between the two in one
//! block (elsewhere the `i64` would go through a general register),
//! becomes `bitcast.f64x2 (insertlane.i64x2 (bitcast.i64x2 v),
//! (load.i64 p), 1)`: the same bits, the bitcasts no instruction. Only
//! where the ISA has SSE4.1 (without it Cranelift moves an `i64` lane
//! through a general register), and before [`super::sink_loads`], which
//! puts the load right before its use so that it folds.

#[cfg(doc)]
use super::sink_loads::use_counts;
use super::sink_loads::{plain_load, reader_within_reach};
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{
    types, Endianness, Function, InstBuilder, InstructionData, MemFlagsData, Opcode, Value,
};

/// Rewrites such insertions; says how many. `uses` are the function's
/// use counts ([`use_counts`], on values without aliases), kept exact.
pub fn fold(func: &mut Function, uses: &mut SecondaryMap<Value, u32>) -> usize {
    let little = MemFlagsData::new().with_endianness(Endianness::Little);
    let mut folded = 0;
    let mut pos = FuncCursor::new(func);
    while pos.next_block().is_some() {
        while let Some(inst) = pos.next_inst() {
            let InstructionData::TernaryImm8 {
                opcode: Opcode::Insertlane,
                args: [vec, x],
                imm: 1,
            } = pos.func.dfg.insts[inst]
            else {
                continue;
            };
            if pos.func.dfg.value_type(vec) != types::F64X2 || uses[x] != 1 {
                continue;
            }
            let Some(load) = pos.func.dfg.value_def(x).inst() else {
                continue;
            };
            // Elsewhere than where the load can move (see
            // `sink_loads`), the `i64` would go through a general register.
            let following = std::iter::successors(pos.func.layout.next_inst(load), |&i| {
                pos.func.layout.next_inst(i)
            });
            if !plain_load(pos.func, load)
                || pos.func.dfg.value_type(x) != types::F64
                || reader_within_reach(pos.func, x, following) != Some(inst)
            {
                continue;
            }
            let result = pos.func.dfg.first_result(inst);
            let bits = pos.func.dfg.replace_result(x, types::I64);
            let lanes = pos.ins().bitcast(types::I64X2, little, vec);
            let inserted = pos.ins().insertlane(lanes, bits, 1);
            let doubles = pos.ins().bitcast(types::F64X2, little, inserted);
            pos.func.dfg.clear_results(inst);
            pos.func.dfg.change_to_alias(result, doubles);
            pos.remove_inst_and_step_back();
            for v in [bits, lanes, inserted] {
                uses[v] = 1;
            }
            uses[doubles] = uses[result];
            folded += 1;
        }
    }
    if folded > 0 {
        func.dfg.resolve_all_aliases();
    }
    folded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;
    use cranelift_codegen::ir::MemFlagsData;

    /// `(p[0], p[5]) * (p[0], p[5])`, lane 1 inserted from a load used
    /// `twice` or once, with a store between the load and the insertion
    /// when `store`.
    fn pair(twice: bool, store: bool) -> Function {
        test_function(&[types::I64], &[types::F64], |b, entry| {
            let p = b.block_params(entry)[0];
            let f = MemFlagsData::new();
            let lo = b.ins().load(types::F64, f, p, 0);
            let hi = b.ins().load(types::F64, f, p, 40);
            let v = b.ins().scalar_to_vector(types::F64X2, lo);
            if store {
                b.ins().store(f, lo, p, 8);
            }
            let v = b.ins().insertlane(v, hi, 1);
            let sq = b.ins().fmul(v, v);
            let mut r = b.ins().extractlane(sq, 1);
            if twice {
                r = b.ins().fadd(r, hi);
            }
            b.ins().return_(&[r]);
        })
    }

    #[test]
    fn a_load_used_once_goes_in_through_an_integer_lane() {
        let mut func = pair(false, false);
        let mut uses = super::super::sink_loads::use_counts(&func);
        assert_eq!(fold(&mut func, &mut uses), 1);
        let text = func.display().to_string();
        assert!(text.contains("load.i64"), "{text}");
        assert!(text.contains("bitcast.i64x2"), "{text}");
    }

    #[test]
    fn a_load_a_store_separates_stays_a_double() {
        let mut func = pair(false, true);
        let mut uses = super::super::sink_loads::use_counts(&func);
        assert_eq!(fold(&mut func, &mut uses), 0);
    }

    #[test]
    fn a_load_used_again_stays_a_double() {
        let mut func = pair(true, false);
        let mut uses = super::super::sink_loads::use_counts(&func);
        assert_eq!(fold(&mut func, &mut uses), 0);
    }
}
