//! Products of an induction variable made by additions, before
//! Cranelift's egraph runs.
//!
//! clang's IR (and zyme's after it) addresses a row of a matrix whose
//! width is known only at run time as `base + (j · d) << 3`, with `j` the
//! loop's counter: a multiplication in every iteration (kmeans' centre
//! loop: `imul`, a `lea` and two copies per centre). LLVM's code
//! generator reduces such products to additions (loop strength
//! reduction); Cranelift does not.
//!
//! So, in a loop entered by one edge whose back edges all pass `j + c`
//! for a header parameter `j` and a constant `c`, a value of the loop
//! that is an affine function of `j` through multiplications by values
//! the loop does not change or by a power of two past 8 (what makes it
//! costly: a scale no address holds, copied, shifted and added in every
//! iteration), shifts by constants (costly past 3, likewise),
//! and additions and subtractions of such values, and that something
//! other than such a function reads, becomes a new parameter of the
//! header: the entering edge passes the function of `j`'s first value,
//! each back edge the parameter plus `c` times the function's slope. In
//! wrapping arithmetic the parameter equals the function of `j` in every
//! iteration, so the replacement changes no result. The egraph then
//! drops the multiplication the loop no longer reads.

use super::countdown::constant;
use super::def_block;
use super::stepped_test::step_of;
use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{
    Block, BlockArg, Function, Inst, InstBuilder, InstBuilderBase, InstructionData, Opcode, Value,
    ValueDef,
};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};

/// How deep an affine expression is followed.
const MAX_DEPTH: u32 = 6;

/// New parameters per loop at most: each holds a register across it.
const MAX_PER_LOOP: usize = 2;

/// An induction variable: a header parameter, its value on entry, and
/// the constant every back edge adds.
#[derive(Copy, Clone)]
struct Induction {
    param: Value,
    init: Value,
    step: i64,
}

/// Reduces the products of the loops `loops` finds (the function's: only
/// instructions and header parameters are added); says how many.
pub fn reduce(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopAnalysis) -> usize {
    let blocks: Vec<Block> = func.layout.blocks().collect();
    let mut reduced = 0;
    for lp in loops.loops() {
        let header = loops.loop_header(lp);
        let (mut entering, mut latches) = (Vec::new(), Vec::new());
        for p in cfg.pred_iter(header) {
            if !matches!(
                func.dfg.insts[p.inst],
                InstructionData::Jump { .. } | InstructionData::Brif { .. }
            ) {
                entering.clear();
                break;
            }
            if loops.is_in_loop(p.block, lp) {
                latches.push(p.inst);
            } else {
                entering.push(p.inst);
            }
        }
        let [enter] = entering[..] else {
            continue;
        };
        if latches.is_empty() {
            continue;
        }
        let ivs = inductions(func, header, enter, &latches);
        if ivs.is_empty() {
            continue;
        }
        // One at a time: a root made a parameter is no longer affine, so
        // no later root is computed from it.
        for _ in 0..MAX_PER_LOOP {
            let Some((root, iv)) = first_root(func, loops, lp, &blocks, &ivs) else {
                break;
            };
            apply(func, header, enter, &latches, root, ivs[iv]);
            reduced += 1;
        }
    }
    reduced
}

/// The arguments `branch` passes to `header`, when `header` is one of its
/// targets and not both.
fn header_args(func: &Function, branch: Inst, header: Block) -> Option<Vec<Value>> {
    let dfg = &func.dfg;
    let mut calls = dfg.insts[branch]
        .branch_destination(&dfg.jump_tables, &dfg.exception_tables)
        .iter()
        .filter(|c| c.block(&dfg.value_lists) == header);
    let call = calls.next()?;
    if calls.next().is_some() {
        return None;
    }
    call.args(&dfg.value_lists)
        .map(|a| match a {
            BlockArg::Value(v) => Some(v),
            _ => None,
        })
        .collect()
}

/// The header's parameters that every back edge passes as the parameter
/// plus one constant.
fn inductions(func: &Function, header: Block, enter: Inst, latches: &[Inst]) -> Vec<Induction> {
    let Some(init) = header_args(func, enter, header) else {
        return Vec::new();
    };
    let backs: Option<Vec<Vec<Value>>> = latches
        .iter()
        .map(|&l| header_args(func, l, header))
        .collect();
    let Some(backs) = backs else {
        return Vec::new();
    };
    let params = func.dfg.block_params(header);
    let mut ivs = Vec::new();
    for (k, &param) in params.iter().enumerate() {
        if !func.dfg.value_type(param).is_int() {
            continue;
        }
        let steps: Option<Vec<i64>> = backs
            .iter()
            .map(|args| step_of(func, *args.get(k)?, param))
            .collect();
        if let Some(steps) = steps {
            if steps.windows(2).all(|w| w[0] == w[1]) {
                ivs.push(Induction {
                    param,
                    init: init[k],
                    step: steps[0],
                });
            }
        }
    }
    ivs
}

/// Whether `v` is the same in every iteration of `lp`: defined outside
/// it, or a constant.
fn invariant(func: &Function, loops: &LoopAnalysis, lp: Loop, v: Value) -> bool {
    constant(func, v).is_some() || def_block(func, v).is_some_and(|b| !loops.is_in_loop(b, lp))
}

/// An affine function of an induction variable: which one, and whether
/// a multiplication by something other than a power of two is in it.
#[derive(Copy, Clone, PartialEq, Eq)]
struct Affine {
    iv: usize,
    costly: bool,
}

/// `v` as an affine function of one of `ivs`.
fn affine(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    ivs: &[Induction],
    v: Value,
    depth: u32,
) -> Option<Affine> {
    if let Some(iv) = ivs.iter().position(|iv| iv.param == v) {
        return Some(Affine { iv, costly: false });
    }
    if depth == 0 {
        return None;
    }
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return None;
    };
    let InstructionData::Binary {
        opcode,
        args: [a, b],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    let inv = |x| invariant(func, loops, lp, x);
    let of = |x| affine(func, loops, lp, ivs, x, depth - 1);
    match opcode {
        Opcode::Iadd if inv(b) => of(a),
        Opcode::Iadd if inv(a) => of(b),
        Opcode::Isub if inv(b) => of(a),
        Opcode::Imul => {
            let (x, k) = if inv(b) {
                (a, b)
            } else if inv(a) {
                (b, a)
            } else {
                return None;
            };
            // A variable, or a power of two the egraph makes a shift
            // past 3 of (a constant other than a power of two is one
            // three-operand `imul`, as the addition would be).
            let costly = constant(func, k).is_none_or(|c| c > 8 && (c as u64).is_power_of_two());
            of(x).map(|f| Affine {
                costly: f.costly || costly,
                ..f
            })
        }
        // A shift past 3 is a scale no address can hold: the product is
        // copied, shifted and added, where the reduced value is one add.
        Opcode::Ishl => {
            let shift = constant(func, b)?;
            of(a).map(|f| Affine {
                costly: f.costly || shift > 3,
                ..f
            })
        }
        _ => None,
    }
}

/// The first costly affine value of `lp` (in layout order) that
/// something else reads, with its induction variable's index.
fn first_root(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    blocks: &[Block],
    ivs: &[Induction],
) -> Option<(Value, usize)> {
    for &block in blocks.iter().filter(|&&b| loops.is_in_loop(b, lp)) {
        for inst in func.layout.block_insts(block) {
            // The reader's own result, when it is affine in the same
            // variable, is a root in its place.
            let own = func
                .dfg
                .inst_results(inst)
                .first()
                .and_then(|&r| affine(func, loops, lp, ivs, r, MAX_DEPTH));
            for v in func.dfg.inst_values(inst) {
                let Some(f) = affine(func, loops, lp, ivs, v, MAX_DEPTH) else {
                    continue;
                };
                if f.costly && own.is_none_or(|o| o.iv != f.iv) {
                    return Some((v, f.iv));
                }
            }
        }
    }
    None
}

/// Makes `root` a new parameter of `header`.
fn apply(
    func: &mut Function,
    header: Block,
    enter: Inst,
    latches: &[Inst],
    root: Value,
    iv: Induction,
) {
    let ty = func.dfg.value_type(root);
    // Its first value and its slope, where the loop is entered.
    let mut pos = FuncCursor::new(func).at_inst(enter);
    let first = rebuild(&mut pos, root, iv.param, iv.init);
    let slope = slope(&mut pos, root, iv.param).unwrap_or_else(|| pos.ins().iconst(ty, 1));
    let by = pos.ins().iconst(ty, iv.step);
    let step = pos.ins().imul(slope, by);
    // The step reaches the back edges through a parameter of the header
    // too: the e-graph makes what reads a constant again in each block
    // that uses it, so `slope · c` would be made in every iteration.
    // Passed unchanged around the loop, the parameter goes again with
    // the constant phis after the e-graph, which has made the step where
    // the loop is entered.
    let param = pos.func.dfg.append_block_param(header, ty);
    let step_param = pos.func.dfg.append_block_param(header, ty);
    add_arg(pos.func, enter, header, first);
    add_arg(pos.func, enter, header, step);
    for &latch in latches {
        let mut pos = FuncCursor::new(func).at_inst(latch);
        let next = pos.ins().iadd(param, step_param);
        add_arg(pos.func, latch, header, next);
        add_arg(pos.func, latch, header, step_param);
    }
    let ValueDef::Result(inst, _) = func.dfg.value_def(root) else {
        unreachable!("a root is an instruction's result");
    };
    func.layout.remove_inst(inst);
    func.dfg.clear_results(inst);
    func.dfg.change_to_alias(root, param);
}

/// Appends `arg` to what `branch` passes to `header`.
fn add_arg(func: &mut Function, branch: Inst, header: Block, arg: Value) {
    let dfg = &mut func.dfg;
    for call in
        dfg.insts[branch].branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
    {
        if call.block(&dfg.value_lists) == header {
            call.append_argument(arg, &mut dfg.value_lists);
        }
    }
}

/// `v`, an affine function of `param`, made again at `pos` with `init`
/// for `param` (its other operands are invariant: defined before the
/// loop, or constants copied here).
fn rebuild(pos: &mut FuncCursor, v: Value, param: Value, init: Value) -> Value {
    if v == param {
        return init;
    }
    let ValueDef::Result(inst, _) = pos.func.dfg.value_def(v) else {
        return v;
    };
    match pos.func.dfg.insts[inst] {
        InstructionData::Binary {
            opcode,
            args: [a, b],
        } if reaches(pos.func, v, param, MAX_DEPTH) => {
            let a = rebuild(pos, a, param, init);
            let b = rebuild(pos, b, param, init);
            let ty = pos.func.dfg.value_type(v);
            let data = InstructionData::Binary {
                opcode,
                args: [a, b],
            };
            let (inst, dfg) = pos.ins().build(data, ty);
            dfg.first_result(inst)
        }
        InstructionData::UnaryImm { .. } => {
            let data = pos.func.dfg.insts[inst];
            let ty = pos.func.dfg.value_type(v);
            let (inst, dfg) = pos.ins().build(data, ty);
            dfg.first_result(inst)
        }
        _ => v,
    }
}

/// The slope of `v`, an affine function of `param`, made at `pos`;
/// `None` for 1.
fn slope(pos: &mut FuncCursor, v: Value, param: Value) -> Option<Value> {
    if v == param {
        return None;
    }
    let ValueDef::Result(inst, _) = pos.func.dfg.value_def(v) else {
        unreachable!("an affine value is the parameter or an instruction's result");
    };
    let InstructionData::Binary {
        opcode,
        args: [a, b],
    } = pos.func.dfg.insts[inst]
    else {
        unreachable!("an affine value's instruction is binary");
    };
    let ty = pos.func.dfg.value_type(v);
    let depends = |pos: &FuncCursor, x: Value| reaches(pos.func, x, param, MAX_DEPTH);
    match opcode {
        Opcode::Iadd if depends(pos, a) => slope(pos, a, param),
        Opcode::Iadd => slope(pos, b, param),
        Opcode::Isub => slope(pos, a, param),
        Opcode::Imul => {
            let (x, k) = if depends(pos, a) { (a, b) } else { (b, a) };
            let k = rebuild(pos, k, param, param);
            let s = slope(pos, x, param);
            Some(match s {
                Some(s) => pos.ins().imul(s, k),
                None => k,
            })
        }
        Opcode::Ishl => {
            let k = constant(pos.func, b).expect("a shift of an affine value is by a constant");
            let s = slope(pos, a, param).unwrap_or_else(|| pos.ins().iconst(ty, 1));
            let k = pos.ins().iconst(ty, k);
            Some(pos.ins().ishl(s, k))
        }
        _ => unreachable!("not an affine opcode"),
    }
}

/// Whether `v` is computed from `param` within `depth` instructions.
fn reaches(func: &Function, v: Value, param: Value, depth: u32) -> bool {
    if v == param {
        return true;
    }
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return false;
    };
    depth > 0
        && func
            .dfg
            .inst_args(inst)
            .iter()
            .any(|&a| reaches(func, a, param, depth - 1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{header_opcodes, plus_one, summing_loop, SumLoop};
    use cranelift_codegen::ir::types;
    use cranelift_frontend::FunctionBuilder;

    /// `p + (i · n) << 3`: the row of a matrix `n` wide.
    fn row(b: &mut FunctionBuilder, l: &SumLoop) -> Value {
        let product = b.ins().imul(l.i, l.n);
        let three = b.ins().iconst(types::I64, 3);
        let offset = b.ins().ishl(product, three);
        b.ins().iadd(l.p, offset)
    }

    /// [`reduce`] with the function's flow graph and loops found first.
    fn reduce_alone(func: &mut Function) -> usize {
        let cfg = ControlFlowGraph::with_function(func);
        let loops = crate::lower::loops_of(func);
        let n = reduce(func, &cfg, &loops);
        func.dfg.resolve_all_aliases();
        n
    }

    /// The opcodes of the loop's blocks (all but the entry's and exit's)
    /// after the egraph.
    fn loop_opcodes(func: Function) -> Vec<Opcode> {
        let isa = crate::lower::test_isa();
        let mut ctx = cranelift_codegen::Context::for_function(func);
        ctx.optimize(&*isa, &mut Default::default()).unwrap();
        header_opcodes(&ctx.func)
    }

    #[test]
    fn a_row_product_becomes_an_addition_carried_by_the_header() {
        let mut func = summing_loop(row, plus_one);
        assert_eq!(reduce_alone(&mut func), 1);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let header = func.layout.blocks().nth(1).unwrap();
        // The counter, the sum, the row and its step.
        assert_eq!(func.dfg.block_params(header).len(), 4);
        let ops = loop_opcodes(func);
        assert!(!ops.contains(&Opcode::Imul), "{ops:?}");
        assert!(ops.contains(&Opcode::Load), "{ops:?}");
    }

    #[test]
    fn a_step_of_three_is_made_before_the_loop() {
        // `i += 3`: the step `3 · n << 3` is made where the loop is
        // entered, not in every iteration.
        let mut func = summing_loop(row, |b, l| {
            let three = b.ins().iconst(types::I64, 3);
            b.ins().iadd(l.i, three)
        });
        assert_eq!(reduce_alone(&mut func), 1);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let ops = loop_opcodes(func);
        assert!(!ops.contains(&Opcode::Imul), "{ops:?}");
        assert!(!ops.contains(&Opcode::Ishl), "{ops:?}");
    }

    #[test]
    fn a_product_by_a_constant_stays() {
        // One instruction on x86 (`imul r, r, 56`), as the addition would
        // be, and no register held across the loop.
        let mut func = summing_loop(
            |b, l| {
                let size = b.ins().iconst(types::I64, 56);
                let offset = b.ins().imul(l.i, size);
                b.ins().iadd(l.p, offset)
            },
            plus_one,
        );
        assert_eq!(reduce_alone(&mut func), 0);
    }

    #[test]
    fn a_scale_no_address_holds_becomes_an_addition() {
        // `i << 7` (ht's rows of 16 doubles): copied, shifted and added to
        // `p` in every iteration; reduced, one add. `i << 3` is the
        // address's own scale, and stays.
        for (shift, product, reduced) in [(7, false, 1), (7, true, 1), (3, false, 0), (3, true, 0)]
        {
            let mut func = summing_loop(
                |b, l| {
                    let offset = if product {
                        let size = b.ins().iconst(types::I64, 1 << shift);
                        b.ins().imul(l.i, size)
                    } else {
                        let by = b.ins().iconst(types::I64, shift);
                        b.ins().ishl(l.i, by)
                    };
                    b.ins().iadd(l.p, offset)
                },
                plus_one,
            );
            assert_eq!(
                reduce_alone(&mut func),
                reduced,
                "shift {shift}, product {product}"
            );
            cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        }
    }

    #[test]
    fn a_counter_not_stepped_by_a_constant_is_no_induction_variable() {
        let mut func = summing_loop(row, |b, l| {
            let one = b.ins().iconst(types::I64, 1);
            let next = b.ins().iadd(l.i, l.n);
            b.ins().iadd(next, one)
        });
        assert_eq!(reduce_alone(&mut func), 0);
    }
}
