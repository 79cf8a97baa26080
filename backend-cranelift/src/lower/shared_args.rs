//! Values a two-way branch passes to both of its targets, passed through
//! a block of their own.
//!
//! Cranelift's instruction selection folds a load into its use only when
//! the load's value is used once, and it counts uses transitively: every
//! value a twice-used value is computed from through pure instructions
//! counts as used twice (`compute_use_states`; block parameters stop the
//! walk). A loop's latch passes its accumulators to the header and to the
//! exit alike (`brif c, exit(acc), header(acc)`), so each accumulator is
//! used twice, and with it every load of the loop body it is computed
//! from: each such load takes an instruction and a register of its own
//! where x86 would read the operand from memory (ht's skinning loop: the
//! four pairs of matrix entries it multiplies by a point, each a `movsd`,
//! a `movsd` into a fresh vector and a `movlhps`, where one `movsd` and one
//! `movhpd` from memory do).
//!
//! So `brif c, a(x, …), b(x, …)` becomes `jump split(x)` and, in a new block
//! right after it, `split(p): brif c, a(p, …), b(p, …)`: `x` is used once,
//! by the jump, and the parameter twice. The jump to the next block costs
//! nothing (Cranelift falls through), and the parameter takes `x`'s
//! register.
//!
//! Only where it pays: a new parameter is a new register, and where
//! registers are scarce the allocator may keep it in memory (lse's running
//! maximum, whose loads are read twice anyway). So a branch is split only
//! when a value it passes twice is computed, through pure instructions
//! whose results are used once, from a load used once: one Cranelift will
//! fold once the split is made.
//!
//! Cranelift's `remove_constant_phis` removes exactly such a parameter (one
//! value flows into it), so this runs after it, and the function is then
//! compiled without it ([`super::define_function`]).

use super::sink_loads::{plain_load, pure, use_counts};
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{BlockArg, Function, InstBuilder, InstructionData, Value, ValueDef};

/// How many values a walk back from a passed value looks at, at most.
const REACH: usize = 64;

/// Splits such branches; says how many.
pub fn split(func: &mut Function) -> usize {
    let uses = use_counts(func);
    let blocks: Vec<_> = func.layout.blocks().collect();
    let mut split = 0;
    for block in blocks {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let InstructionData::Brif { blocks: calls, .. } = func.dfg.insts[term] else {
            continue;
        };
        let pool = &func.dfg.value_lists;
        let passed: Vec<Value> = calls
            .iter()
            .flat_map(|c| c.args(pool))
            .filter_map(|a| a.as_value())
            .collect();
        // Values passed more than once that instructions define (a block
        // parameter already stops the count).
        let mut shared: Vec<Value> = Vec::new();
        for (k, &v) in passed.iter().enumerate() {
            let result = matches!(func.dfg.value_def(v), ValueDef::Result(..));
            if result && passed[..k].contains(&v) && !shared.contains(&v) {
                shared.push(v);
            }
        }
        if !shared.iter().any(|&v| folds_a_load(func, &uses, v)) {
            continue;
        }
        let new = func.dfg.make_block();
        func.layout.insert_block_after(new, block);
        // Where the branch was cold, it still is.
        if func.layout.is_cold(block) {
            func.layout.set_cold(new);
        }
        let params: Vec<Value> = shared
            .iter()
            .map(|&v| {
                let ty = func.dfg.value_type(v);
                func.dfg.append_block_param(new, ty)
            })
            .collect();
        let dfg = &mut func.dfg;
        if let InstructionData::Brif { blocks, .. } = &mut dfg.insts[term] {
            for call in blocks.iter_mut() {
                call.update_args(&mut dfg.value_lists, |a| match a {
                    BlockArg::Value(v) => match shared.iter().position(|&s| s == v) {
                        Some(k) => BlockArg::Value(params[k]),
                        None => a,
                    },
                    other => other,
                });
            }
        }
        func.layout.remove_inst(term);
        func.layout.append_inst(term, new);
        let args: Vec<BlockArg> = shared.iter().map(|&v| BlockArg::Value(v)).collect();
        let mut pos = FuncCursor::new(func).at_bottom(block);
        pos.ins().jump(new, &args);
        split += 1;
    }
    split
}

/// Whether `v` is computed from a load used once, through pure
/// instructions whose results are used once: a load Cranelift folds into
/// its use when `v` itself is used once.
fn folds_a_load(func: &Function, uses: &SecondaryMap<Value, u32>, v: Value) -> bool {
    let mut stack = vec![v];
    let mut seen = 0;
    while let Some(v) = stack.pop() {
        seen += 1;
        if seen > REACH {
            return false;
        }
        let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
            continue;
        };
        for &arg in func.dfg.inst_args(inst) {
            if uses[arg] != 1 {
                continue;
            }
            let ValueDef::Result(def, _) = func.dfg.value_def(arg) else {
                continue;
            };
            if plain_load(func, def) {
                return true;
            }
            if pure(func, def) && func.dfg.inst_results(def).len() == 1 {
                stack.push(arg);
            }
        }
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::sum_loop_function;
    use cranelift_codegen::ir::{types, MemFlagsData, Opcode};

    /// A loop summing `p[i]` for `i < n` (the latch passing the sum to
    /// the header and to the exit); with `twice`, `p[i]` is also added to
    /// the loop's counter of bits, so the load is used twice.
    fn sum_loop(twice: bool) -> Function {
        sum_loop_function(true, |b, l| {
            let off = b.ins().ishl_imm_u(l.i, 3);
            let at = b.ins().iadd(l.p, off);
            let x = b.ins().load(types::F64, MemFlagsData::new(), at, 0);
            let sum = b.ins().fadd(l.acc, x);
            let mut next = b.ins().iadd_imm_s(l.i, 1);
            if twice {
                let bits = b.ins().bitcast(types::I64, MemFlagsData::new(), x);
                next = b.ins().iadd(next, bits);
            }
            let done = b
                .ins()
                .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, next, l.n);
            b.ins().brif(
                done,
                l.exit,
                &[BlockArg::Value(sum)],
                l.header,
                &[BlockArg::Value(next), BlockArg::Value(sum)],
            );
            b.switch_to_block(l.exit);
            let total = l.total.expect("asked for");
            b.ins().return_(&[total]);
        })
    }

    #[test]
    fn a_value_passed_to_both_targets_goes_through_a_block_parameter() {
        let mut func = sum_loop(false);
        assert_eq!(split(&mut func), 1);
        let text = func.display().to_string();
        // The sum is passed once, by a jump to the new block, whose
        // parameter both targets receive.
        assert!(text.contains("jump block3(v11)"), "{text}");
        assert!(
            text.contains("brif.i8 v14, block2(v15), block1(v13, v15)"),
            "{text}"
        );
        let ops: Vec<Opcode> = func
            .layout
            .blocks()
            .filter_map(|b| func.layout.last_inst(b))
            .map(|i| func.dfg.insts[i].opcode())
            .collect();
        assert_eq!(
            ops,
            [Opcode::Jump, Opcode::Jump, Opcode::Brif, Opcode::Return]
        );
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        // Nothing passed twice is left.
        assert_eq!(split(&mut func), 0);
    }

    #[test]
    fn a_branch_is_left_alone_where_no_load_would_fold() {
        let mut func = sum_loop(true);
        let before = func.display().to_string();
        assert_eq!(split(&mut func), 0);
        assert_eq!(func.display().to_string(), before);
    }
}
