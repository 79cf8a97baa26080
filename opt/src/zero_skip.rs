//! Skipping a loop whose every store adds an adjoint that is zero: a
//! derivative's reverse loop guarded by the condition that selected its
//! adjoint.
//!
//! The adjoint of a `select` is the result's adjoint on the chosen arm and
//! zero on the other, `select(c, d, -0.0)`. When a value chosen that way
//! was made by a loop (kmeans' distance to a centroid, summed over the
//! coordinates, of which the minimum is kept), the reverse of that loop
//! runs for every candidate and adds `2 (c_e - p_e) × select(c, d, -0.0)`
//! to each coordinate's shadow, zero for all but the chosen one. When
//! every store in a loop is such an add (it stores what it loaded from the
//! same address plus a term linear in zero-selects of one condition) and
//! the loop defines nothing used after it, the loop changes no memory
//! while that condition selects the zeros, and its preheader now skips it
//! then.
//!
//! What differs: a term `0 × x` with `x` infinite or NaN is NaN, which the
//! loop would have added, and `-0.0 + 0.0` is `+0.0`. Skipping gives zero,
//! the derivative of the arm not chosen, as Enzyme's `strong zero` option
//! does. Only the adjoint zeros synthesis makes (`-0.0`) count as zeros
//! here, and the pass runs in the pipeline after differentiation only, so
//! a program's own arithmetic keeps its IEEE results.

use crate::licm::{find_loops, Loop};
use hashbrown::HashSet;
use zyme_ir::{
    BinaryOp, Block, BlockCall, ControlFlowGraph, DominatorTree, Function, Inst, InstData, UnaryOp,
    Value, ValueDef,
};

/// Runs the pass on `f`; says whether it changed anything.
pub fn run(f: &mut Function) -> bool {
    // A loop that qualifies but is entered from several blocks, or by a
    // branch, first gets a preheader of its own.
    let cfg = ControlFlowGraph::compute(f);
    let dom = DominatorTree::compute(&cfg);
    let mut entries = Vec::new();
    for l in find_loops(f, &cfg, &dom) {
        let outside = entering(&cfg, &l);
        if guard(f, &l).is_some() && plain_entry(f, &outside, l.header).is_none() {
            entries.push((l.header, outside));
        }
    }
    let mut changed = !entries.is_empty();
    for (header, outside) in entries {
        f.insert_preheader(header, &outside);
    }
    let cfg = ControlFlowGraph::compute(f);
    let dom = DominatorTree::compute(&cfg);
    let plans: Vec<Plan> = find_loops(f, &cfg, &dom)
        .iter()
        .filter_map(|l| plan(f, &cfg, &dom, l))
        .collect();
    changed |= !plans.is_empty();
    for p in plans {
        let InstData::Jump { dest } = f.dfg.insts[p.jump].clone() else {
            continue;
        };
        let skip = BlockCall::new(p.exit, p.exit_args);
        let (then_dest, else_dest) = if p.zero_when {
            (skip, dest)
        } else {
            (dest, skip)
        };
        f.dfg.insts[p.jump] = InstData::Brif {
            cond: p.cond,
            then_dest,
            else_dest,
        };
    }
    changed
}

/// A loop to skip: its preheader's jump becomes a branch on `cond`, to
/// the exit (with `exit_args`) when `cond` is `zero_when`.
struct Plan {
    jump: Inst,
    cond: Value,
    zero_when: bool,
    exit: Block,
    exit_args: Vec<Value>,
}

/// The blocks outside `l` that branch to its header.
fn entering(cfg: &ControlFlowGraph, l: &Loop) -> Vec<Block> {
    cfg.preds(l.header)
        .iter()
        .copied()
        .filter(|p| !l.body.contains(p))
        .collect()
}

/// The jump of the one block that enters the loop, when that is all it
/// does.
fn plain_entry(f: &Function, outside: &[Block], header: Block) -> Option<Inst> {
    let [pre] = outside[..] else {
        return None;
    };
    let jump = f.layout.last_inst(pre)?;
    match &f.dfg.insts[jump] {
        InstData::Jump { dest } if dest.block == header => Some(jump),
        _ => None,
    }
}

fn plan(f: &Function, cfg: &ControlFlowGraph, dom: &DominatorTree, l: &Loop) -> Option<Plan> {
    let (cond, zero_when) = guard(f, l)?;
    let outside = entering(cfg, l);
    let jump = plain_entry(f, &outside, l.header)?;
    let pre = outside[0];
    // The condition is had before the loop.
    let def_block = match f.dfg.values[cond].def {
        ValueDef::Result(i, _) => f.layout.inst_block(i)?,
        ValueDef::Param(b, _) => b,
    };
    if l.body.contains(&def_block) || !dom.dominates(def_block, pre) {
        return None;
    }
    // One block is left to; what the loop passes it is had before the
    // loop too.
    let mut exit = None;
    let mut exit_args: Option<Vec<Value>> = None;
    for &b in &l.body {
        let term = f.layout.last_inst(b)?;
        for target in f.dfg.insts[term].targets() {
            if l.body.contains(&target.block) {
                continue;
            }
            if exit.is_some_and(|x| x != target.block) {
                return None;
            }
            exit = Some(target.block);
            let args: Vec<Value> = target
                .args
                .iter()
                .map(|&a| before_loop(f, cfg, l, a, &mut HashSet::new()))
                .collect::<Option<_>>()?;
            if exit_args.as_ref().is_some_and(|e| *e != args) {
                return None;
            }
            exit_args = Some(args);
        }
    }
    let (exit, exit_args) = (exit?, exit_args?);
    // Nothing else the loop defines is used after it.
    for &b in f.layout.blocks() {
        if l.body.contains(&b) {
            continue;
        }
        for &i in f.layout.block_insts(b) {
            let mut used = false;
            f.dfg.insts[i].for_each_operand(|v| used |= defined_in(f, l, v));
            if used {
                return None;
            }
        }
    }
    Some(Plan {
        jump,
        cond,
        zero_when,
        exit,
        exit_args,
    })
}

fn defined_in(f: &Function, l: &Loop, v: Value) -> bool {
    match f.dfg.values[v].def {
        ValueDef::Result(i, _) => f.layout.inst_block(i).is_some_and(|b| l.body.contains(&b)),
        ValueDef::Param(b, _) => l.body.contains(&b),
    }
}

/// The value `v` always has, defined before the loop: `v` itself, or for
/// a parameter of a loop block, the one value every edge into it passes
/// (edges passing the parameter back to itself aside).
fn before_loop(
    f: &Function,
    cfg: &ControlFlowGraph,
    l: &Loop,
    v: Value,
    seen: &mut HashSet<Value>,
) -> Option<Value> {
    if !defined_in(f, l, v) {
        return Some(v);
    }
    let ValueDef::Param(block, k) = f.dfg.values[v].def else {
        return None;
    };
    if !seen.insert(v) {
        return None;
    }
    let mut only = None;
    for &pred in cfg.preds(block) {
        let term = f.layout.last_inst(pred)?;
        for target in f.dfg.insts[term].targets() {
            if target.block != block {
                continue;
            }
            let arg = *target.args.get(usize::from(k))?;
            if arg == v {
                continue;
            }
            let r = before_loop(f, cfg, l, arg, seen)?;
            if only.is_some_and(|o| o != r) {
                return None;
            }
            only = Some(r);
        }
    }
    only
}

/// The condition and its value under which every store of `l` adds zero
/// to what it loaded from its address, when they all do and nothing else
/// in the loop writes memory or calls.
fn guard(f: &Function, l: &Loop) -> Option<(Value, bool)> {
    let inside = |v: Value| defined_in(f, l, v);
    let mut guard: Option<(Value, bool)> = None;
    let mut stores = 0;
    for &b in &l.body {
        for &i in f.layout.block_insts(b) {
            match &f.dfg.insts[i] {
                InstData::Store {
                    args: [v, p],
                    flags,
                } => {
                    if flags.volatile || flags.ordering.is_some() {
                        return None;
                    }
                    let InstData::Binary {
                        op: BinaryOp::Fadd,
                        args: [x, y],
                    } = f.dfg.value_inst(*v)?
                    else {
                        return None;
                    };
                    let term = if reloads(f, *x, *p) {
                        *y
                    } else if reloads(f, *y, *p) {
                        *x
                    } else {
                        return None;
                    };
                    if !zero_linear(f, &inside, term, &mut guard, 0) {
                        return None;
                    }
                    stores += 1;
                }
                d if d.may_write_memory() => return None,
                InstData::Load { flags, .. } if flags.volatile || flags.ordering.is_some() => {
                    return None
                }
                _ => {}
            }
        }
    }
    if stores == 0 {
        return None;
    }
    guard
}

/// Whether `v` is a load of address `p`.
fn reloads(f: &Function, v: Value, p: Value) -> bool {
    matches!(f.dfg.value_inst(v), Some(InstData::Load { ptr, .. }) if *ptr == p)
}

/// Whether `v` is zero whenever the guard's condition has its value: a
/// zero-select (`select(c, x, -0.0)` zero when `c` is false, or
/// `select(c, -0.0, x)` zero when it is true) defined before the loop, or
/// a product with such a factor, a quotient of such a numerator, a
/// negation or a sum or difference of two such. All zero-selects share
/// one condition and one value of it (`guard`, set by the first).
fn zero_linear(
    f: &Function,
    inside: &dyn Fn(Value) -> bool,
    v: Value,
    guard: &mut Option<(Value, bool)>,
    depth: u32,
) -> bool {
    if depth > 16 {
        return false;
    }
    let Some(data) = f.dfg.value_inst(v) else {
        return false;
    };
    let linear =
        |x: Value, guard: &mut Option<(Value, bool)>| zero_linear(f, inside, x, guard, depth + 1);
    match data {
        InstData::Select { args: [c, a, b] } if !inside(v) => {
            let zero_when = if adjoint_zero(f, *b) {
                false
            } else if adjoint_zero(f, *a) {
                true
            } else {
                return false;
            };
            match guard {
                Some(g) => *g == (*c, zero_when),
                None => {
                    *guard = Some((*c, zero_when));
                    true
                }
            }
        }
        InstData::Binary {
            op: BinaryOp::Fmul,
            args: [a, b],
        } => {
            // Either factor; the first that qualifies sets the guard.
            let mut g = *guard;
            if linear(*a, &mut g) {
                *guard = g;
                return true;
            }
            linear(*b, guard)
        }
        InstData::Binary {
            op: BinaryOp::Fdiv,
            args: [a, _],
        } => linear(*a, guard),
        InstData::Binary {
            op: BinaryOp::Fadd | BinaryOp::Fsub,
            args: [a, b],
        } => linear(*a, guard) && linear(*b, guard),
        InstData::Unary {
            op: UnaryOp::Fneg,
            arg,
        } => linear(*arg, guard),
        _ => false,
    }
}

/// Whether `v` is the zero synthesis starts adjoints from, `-0.0`.
fn adjoint_zero(f: &Function, v: Value) -> bool {
    match f.dfg.value_inst(v) {
        Some(InstData::Fconst { ty, bits }) => {
            if *ty == zyme_ir::Type::F32 {
                *bits == u64::from((-0.0f32).to_bits())
            } else {
                *bits == (-0.0f64).to_bits()
            }
        }
        _ => false,
    }
}
