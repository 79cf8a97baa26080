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
//! The same without a loop ([`region`]): the terms one zero-select makes
//! in a block (LULESH's time step, the minimum over the elements, whose
//! adjoint reaches one element's coordinates in every other element's
//! reverse as zeros) move into a block that runs only when the select
//! chose its other arm.
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
    changed |= apply_plans(f, plans);
    let blocks: Vec<Block> = f.layout.blocks().to_vec();
    let mut uses = zyme_analysis::uses(f);
    for b in blocks {
        if region(f, b, &uses) {
            changed = true;
            uses = zyme_analysis::uses(f);
        }
    }
    changed
}

fn apply_plans(f: &mut Function, plans: Vec<Plan>) -> bool {
    let changed = !plans.is_empty();
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
        for target in f.dfg.insts[term].targets_iter() {
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
        for target in f.dfg.insts[term].targets_iter() {
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

/// The fewest instructions a region must move to be worth its branch.
const REGION_MIN: usize = 12;

/// In block `b`: the straight-line counterpart of skipping a loop. The
/// values computed after a zero-select that are zero whenever it chose
/// the zero (a time step's adjoint, `select(dt < min, d, -0.0)`, and the
/// terms it makes for every coordinate), with the pure instructions only
/// they use, move into a block of their own that runs only when the
/// select chose its other arm; where they meet other values (`w + t`,
/// `w - t`, `t - w`, a vector's lane: the only uses outside them
/// allowed) `-0.0` takes their place otherwise, which they equal then
/// but for a zero's sign (and a NaN from `0 × inf`).
fn region(f: &mut Function, b: Block, uses: &zyme_analysis::Uses) -> bool {
    let insts: Vec<Inst> = f.layout.block_insts(b).to_vec();
    for (zi_at, &zi) in insts.iter().enumerate() {
        let Some(z) = f.dfg.first_result(zi) else {
            continue;
        };
        let InstData::Select { args: [c, x, y] } = f.dfg.insts[zi] else {
            continue;
        };
        let zero_when = if adjoint_zero(f, y) {
            false
        } else if adjoint_zero(f, x) {
            true
        } else {
            continue;
        };
        if let Some(r) = plan_region(f, uses, &insts, zi_at, z, c) {
            apply_region(f, b, &insts, r, c, zero_when);
            return true;
        }
    }
    false
}

/// What [`region`] moves: the instructions (in order), the values used
/// after them with their users, and the position of the first user.
struct Region {
    moved: Vec<Inst>,
    boundary: Vec<Value>,
    users: Vec<(Inst, Value)>,
    split: usize,
}

fn plan_region(
    f: &Function,
    uses: &zyme_analysis::Uses,
    insts: &[Inst],
    zi_at: usize,
    z: Value,
    c: Value,
) -> Option<Region> {
    let at: hashbrown::HashMap<Inst, usize> =
        insts.iter().enumerate().map(|(i, &x)| (x, i)).collect();
    // The zero-linear values after the select (vectors lane by lane:
    // built from, split into or shuffled among such values and the
    // adjoint zero itself, which is zero whatever the condition).
    let mut zero: HashSet<Value> = HashSet::from([z]);
    let mut zero_insts = vec![insts[zi_at]];
    for &i in &insts[zi_at + 1..] {
        let Some(v) = f.dfg.first_result(i) else {
            continue;
        };
        let is_zero = |x: &Value| zero.contains(x) || adjoint_zero_value(f, *x);
        let linear = match &f.dfg.insts[i] {
            InstData::Binary {
                op: BinaryOp::Fmul,
                args: [a, b],
            } => zero.contains(a) || zero.contains(b),
            InstData::Binary {
                op: BinaryOp::Fdiv,
                args: [a, _],
            } => zero.contains(a),
            InstData::Binary {
                op: BinaryOp::Fadd | BinaryOp::Fsub,
                args: [a, b],
            } => (zero.contains(a) || zero.contains(b)) && is_zero(a) && is_zero(b),
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => zero.contains(arg),
            InstData::Splat { arg, .. } | InstData::ExtractLane { arg, .. } => zero.contains(arg),
            InstData::InsertLane { args: [a, b], .. } | InstData::Shuffle { args: [a, b], .. } => {
                (zero.contains(a) || zero.contains(b)) && is_zero(a) && is_zero(b)
            }
            _ => false,
        };
        if linear {
            zero.insert(v);
            zero_insts.push(i);
        }
    }
    let zero_set: HashSet<Inst> = zero_insts.iter().copied().collect();
    // Uses outside: an add or a subtraction of the value, in this block.
    let mut users = Vec::new();
    let mut boundary = Vec::new();
    for &i in &zero_insts {
        let v = f.dfg.first_result(i)?;
        let mut outside = false;
        for &u in uses.get(&v).map(Vec::as_slice).unwrap_or(&[]) {
            if zero_set.contains(&u) {
                continue;
            }
            // Where `-0.0` for a zero changes nothing but a zero's sign:
            // a sum, a difference, a lane of a vector.
            let absorbs = match &f.dfg.insts[u] {
                InstData::Binary {
                    op: BinaryOp::Fadd | BinaryOp::Fsub,
                    args: [a, b],
                } => *a != *b,
                InstData::InsertLane { args: [vec, s], .. } => *s == v && *vec != v,
                _ => false,
            };
            if !absorbs || !at.contains_key(&u) {
                return None;
            }
            users.push((u, v));
            outside = true;
        }
        if outside {
            boundary.push(v);
        }
    }
    let split = users.iter().map(|(u, _)| at[u]).min()?;
    // Pure instructions before the split whose every use is moved.
    let mut moved_set = zero_set.clone();
    for &i in insts[..split].iter().rev() {
        if moved_set.contains(&i) {
            continue;
        }
        let d = &f.dfg.insts[i];
        if d.has_side_effects() || matches!(d, InstData::Load { .. }) {
            continue;
        }
        let results = f.dfg.inst_results(i);
        if results.is_empty() {
            continue;
        }
        let only_moved = results.iter().all(|r| {
            uses.get(r)
                .is_some_and(|us| !us.is_empty() && us.iter().all(|u| moved_set.contains(u)))
        });
        if only_moved {
            moved_set.insert(i);
        }
    }
    let moved: Vec<Inst> = insts
        .iter()
        .copied()
        .filter(|i| moved_set.contains(i))
        .collect();
    if moved.len() < REGION_MIN {
        return None;
    }
    // What a moved instruction after the split reads is had before it.
    let defined_late = |v: Value| match f.dfg.values[v].def {
        ValueDef::Result(d, _) => {
            at.get(&d).is_some_and(|&p| p >= split) && !moved_set.contains(&d)
        }
        ValueDef::Param(..) => false,
    };
    for &i in &moved {
        let mut late = false;
        f.dfg.insts[i].for_each_operand(|v| late |= defined_late(v));
        if late {
            return None;
        }
    }
    if defined_late(c) {
        return None;
    }
    Some(Region {
        moved,
        boundary,
        users,
        split,
    })
}

fn apply_region(f: &mut Function, b: Block, insts: &[Inst], r: Region, c: Value, zero_when: bool) {
    let guarded = f.dfg.make_block();
    let after = f.dfg.make_block();
    f.layout.insert_block_after(guarded, b);
    f.layout.insert_block_after(after, guarded);
    let moved: HashSet<Inst> = r.moved.iter().copied().collect();
    for &i in &r.moved {
        f.layout.remove_inst(i);
        f.layout.append_inst(i, guarded);
    }
    for &i in &insts[r.split..] {
        if !moved.contains(&i) {
            f.layout.remove_inst(i);
            f.layout.append_inst(i, after);
        }
    }
    let mut params = hashbrown::HashMap::new();
    let mut zeros = Vec::new();
    for &v in &r.boundary {
        let ty = f.dfg.value_type(v);
        params.insert(v, f.dfg.append_block_param(after, ty));
        let lane = zyme_ir::Type::scalar(ty.lane());
        let bits = if lane == zyme_ir::Type::F32 {
            u64::from((-0.0f32).to_bits())
        } else {
            (-0.0f64).to_bits()
        };
        let k = f
            .dfg
            .make_inst(InstData::Fconst { ty: lane, bits }, &[lane]);
        f.layout.append_inst(k, b);
        let mut zero = f.dfg.first_result(k).expect("a constant");
        if ty.is_vector() {
            let splat = f.dfg.make_inst(InstData::Splat { ty, arg: zero }, &[ty]);
            f.layout.append_inst(splat, b);
            zero = f.dfg.first_result(splat).expect("a splat");
        }
        zeros.push(zero);
    }
    let run = BlockCall::new(guarded, Vec::new());
    let skip = BlockCall::new(after, zeros);
    let (then_dest, else_dest) = if zero_when { (skip, run) } else { (run, skip) };
    let branch = f.dfg.make_inst(
        InstData::Brif {
            cond: c,
            then_dest,
            else_dest,
        },
        &[],
    );
    f.layout.append_inst(branch, b);
    let jump = f.dfg.make_inst(
        InstData::Jump {
            dest: BlockCall::new(after, r.boundary.clone()),
        },
        &[],
    );
    f.layout.append_inst(jump, guarded);
    for (u, v) in r.users {
        let p = params[&v];
        f.dfg.insts[u].map_operands(|x| if x == v { p } else { x });
    }
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

/// Whether `v` is the adjoint zero, or a vector of it.
fn adjoint_zero_value(f: &Function, v: Value) -> bool {
    match f.dfg.value_inst(v) {
        Some(InstData::Splat { arg, .. }) => adjoint_zero(f, *arg),
        _ => adjoint_zero(f, v),
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
