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
use cranelift_codegen::ir::{
    Block, BlockArg, Function, Inst, InstBuilder, InstructionData, Value, ValueDef,
};
use hashbrown::HashMap;

/// How many values a walk back from a passed value looks at, at most.
const REACH: usize = 64;

/// Splits such branches; says how many. `uses` are the function's use
/// counts ([`use_counts`]).
pub fn split(func: &mut Function, uses: &SecondaryMap<Value, u32>) -> usize {
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
        if !shared.iter().any(|&v| folds_a_load(func, uses, v)) {
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

/// Values that instructions of their own block read more than once
/// (`fmul t, t`, a square), computed from a load that Cranelift would
/// fold if they were read once, go through a block parameter: the block
/// is split right before the first reader, and the new block's parameter
/// takes the value's place in it. kmeans' distance `(c − p)²`: the
/// difference is read twice by its square, so neither load folds into
/// the subtraction (a `movsd` and a `subsd` from memory per coordinate,
/// as clang's build has, rather than two `movsd` and a `subsd`). Says how
/// many values were passed so.
///
/// A block is not split between a load used once and its reader, which
/// would no longer fold it. Each block is read once, and split at all
/// its cuts at once (ht's forward derivative has blocks of thousands of
/// instructions).
pub fn split_reused(func: &mut Function) -> usize {
    let uses = use_counts(func);
    let blocks: Vec<Block> = func.layout.blocks().collect();
    let mut split = 0;
    for block in blocks {
        let insts: Vec<Inst> = func.layout.block_insts(block).collect();
        let cuts = cuts_in_block(func, &uses, block, &insts);
        if cuts.is_empty() {
            continue;
        }
        // Segment `k` (from cut `k` to the next, or the end) goes to a
        // new block that takes cut `k`'s values as parameters; each
        // block jumps to the next.
        let cold = func.layout.is_cold(block);
        let mut last = block;
        let mut params: HashMap<Value, Value> = HashMap::new();
        for (k, (at, values)) in cuts.iter().enumerate() {
            let new = func.dfg.make_block();
            func.layout.insert_block_after(new, last);
            if cold {
                func.layout.set_cold(new);
            }
            let args: Vec<BlockArg> = values.iter().map(|&v| BlockArg::Value(v)).collect();
            let mut pos = FuncCursor::new(func).at_bottom(last);
            pos.ins().jump(new, &args);
            for &v in values {
                let ty = func.dfg.value_type(v);
                let p = func.dfg.append_block_param(new, ty);
                params.insert(v, p);
            }
            let end = cuts.get(k + 1).map_or(insts.len(), |&(next, _)| next);
            for &inst in &insts[*at..end] {
                func.layout.remove_inst(inst);
                func.layout.append_inst(inst, new);
                func.dfg
                    .map_inst_values(inst, |x| params.get(&x).copied().unwrap_or(x));
            }
            split += values.len();
            last = new;
        }
    }
    split
}

/// Where [`split_reused`] splits the block `insts` are (in order): at
/// the first reader of each value that qualifies, with the values that
/// pass there, by increasing position. A value qualifies when a pure
/// instruction of the block defines it, only the block reads it, at
/// least twice, not its terminator, and it is computed from a load used
/// once; and no load used once before its first reader is read after.
fn cuts_in_block(
    func: &Function,
    uses: &SecondaryMap<Value, u32>,
    block: Block,
    insts: &[Inst],
) -> Vec<(usize, Vec<Value>)> {
    // Reads of the block's own values in the block: how many, and the
    // first one's position.
    let mut reads: HashMap<Value, (u32, usize)> = HashMap::new();
    // Positions a load used once lies before and its reader at or after
    // (a split there would part them), as +1/−1 steps.
    let mut steps = vec![0i32; insts.len() + 1];
    let mut loads: HashMap<Value, usize> = HashMap::new();
    for (k, &inst) in insts.iter().enumerate() {
        for v in func.dfg.inst_values(inst) {
            let ValueDef::Result(def, _) = func.dfg.value_def(v) else {
                continue;
            };
            if func.layout.inst_block(def) != Some(block) {
                continue;
            }
            let entry = reads.entry(v).or_insert((0, k));
            entry.0 += 1;
            if let Some(at) = loads.remove(&v) {
                steps[at + 1] += 1;
                steps[k + 1] -= 1;
            }
        }
        if plain_load(func, inst) {
            for &r in func.dfg.inst_results(inst) {
                if uses[r] == 1 {
                    loads.insert(r, k);
                }
            }
        }
    }
    let mut parted = vec![false; insts.len()];
    let mut open = 0;
    for k in 0..insts.len() {
        open += steps[k];
        parted[k] = open > 0;
    }
    let mut cuts: Vec<(usize, Vec<Value>)> = Vec::new();
    let mut cut_at: HashMap<usize, usize> = HashMap::new();
    for &def in insts {
        let [v] = func.dfg.inst_results(def) else {
            continue;
        };
        let v = *v;
        let ty = func.dfg.value_type(v);
        let Some(&(n, first)) = reads.get(&v) else {
            continue;
        };
        if n < 2
            || n != uses[v]
            || first + 1 >= insts.len()
            || parted[first]
            || !(ty.is_float() || ty.is_vector())
            || !pure(func, def)
            || !folds_a_load(func, uses, v)
        {
            continue;
        }
        match cut_at.get(&first) {
            Some(&c) => cuts[c].1.push(v),
            None => {
                cut_at.insert(first, cuts.len());
                cuts.push((first, vec![v]));
            }
        }
    }
    cuts.sort_by_key(|&(at, _)| at);
    cuts
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
        let uses = use_counts(&func);
        assert_eq!(split(&mut func, &uses), 1);
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
        let uses = use_counts(&func);
        assert_eq!(split(&mut func, &uses), 0);
    }

    /// `(p[0] - p[1])²`, the difference read twice by its square; with
    /// `int`, an integer difference, with `late`, a third load `p[2]`
    /// added after the square, and with `elsewhere`, the difference also
    /// returned through a block of its own.
    fn square(int: bool, late: bool, elsewhere: bool) -> Function {
        let ty = if int { types::I64 } else { types::F64 };
        crate::lower::test_function(&[types::I64], &[ty], |b, entry| {
            let p = b.block_params(entry)[0];
            let flags = MemFlagsData::new();
            let x = b.ins().load(ty, flags, p, 0);
            let y = b.ins().load(ty, flags, p, 8);
            let z = late.then(|| b.ins().load(ty, flags, p, 16));
            let (t, mut s) = if int {
                let t = b.ins().isub(x, y);
                (t, b.ins().imul(t, t))
            } else {
                let t = b.ins().fsub(x, y);
                (t, b.ins().fmul(t, t))
            };
            if let Some(z) = z {
                s = b.ins().fadd(s, z);
            }
            if elsewhere {
                let other = b.create_block();
                b.ins().jump(other, &[]);
                b.switch_to_block(other);
                s = b.ins().fadd(s, t);
            }
            b.ins().return_(&[s]);
        })
    }

    /// The machine code Cranelift makes of `func`, as text.
    fn machine_code(func: &Function) -> String {
        let isa = crate::lower::test_isa();
        let cfg = cranelift_codegen::flowgraph::ControlFlowGraph::with_function(func);
        let domtree = cranelift_codegen::dominator_tree::DominatorTree::with_function(func, &cfg);
        let mut regalloc = Default::default();
        let mut plane = Default::default();
        let code = isa
            .compile_function(func, &domtree, &mut regalloc, true, &mut plane)
            .unwrap();
        code.vcode.clone().unwrap()
    }

    #[test]
    fn a_value_its_block_reads_twice_goes_through_a_block_parameter() {
        let mut func = square(false, false, false);
        let before = machine_code(&func);
        assert_eq!(split_reused(&mut func), 1);
        let text = func.display().to_string();
        assert!(text.contains("jump block1(v3)"), "{text}");
        assert!(text.contains("fmul v5, v5"), "{text}");
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        // One load fewer: `p[1]` is read by the subtraction.
        let after = machine_code(&func);
        let loads = |code: &str| code.matches("movsd").count();
        assert_eq!(loads(&after) + 1, loads(&before), "{before}\n{after}");
        // The difference is now read once.
        assert_eq!(split_reused(&mut func), 0);
    }

    #[test]
    fn values_are_left_alone_where_a_split_would_not_pay() {
        // Integers (their loads fold into address arithmetic, which a
        // split would cost more), a load whose reader would end up
        // across the split, and a value read in another block.
        for (int, late, elsewhere) in [
            (true, false, false),
            (false, true, false),
            (false, false, true),
        ] {
            let mut func = square(int, late, elsewhere);
            let before = func.display().to_string();
            assert_eq!(split_reused(&mut func), 0, "{before}");
            assert_eq!(func.display().to_string(), before);
        }
    }

    #[test]
    fn a_branch_is_left_alone_where_no_load_would_fold() {
        let mut func = sum_loop(true);
        let before = func.display().to_string();
        let uses = use_counts(&func);
        assert_eq!(split(&mut func, &uses), 0);
        assert_eq!(func.display().to_string(), before);
    }
}
