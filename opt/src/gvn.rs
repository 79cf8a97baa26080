//! Global value numbering of pure instructions, and redundant loads.
//!
//! An instruction without side effects that computes what a dominating one
//! computes (same operation, operands and immediates, after putting the
//! operands of commutative integer operations in a canonical order; float
//! ones keep their order, which decides the NaN that comes out) is
//! replaced by it. The table is scoped by the dominator tree, as in
//! Cranelift's `simple_gvn`: entering a block pushes a scope, leaving pops
//! it.
//!
//! Loads are numbered along the dominator tree: a block entered only from
//! its dominator starts with what memory held at the dominator's end, one
//! entered from several with what all of them agree it holds. A load of
//! the same type from the same address with no write in between reuses
//! the earlier load, and a load after a store to the same address takes
//! the stored value. A write forgets only what it may change, as
//! [`Bases`] judges: a store to one `restrict` parameter's memory keeps
//! what is known of another's, a call what is known of a stack slot
//! whose address never escapes, a relaxed atomic what is known of other
//! memory. An atomic load, a fence or an ordered atomic forgets
//! everything (what other threads stored may now be visible).
//! For reverse mode every load removed is a value that needs no cache.

use crate::bases::Bases;
use crate::edit::{self, Substitution};
use hashbrown::HashMap;
use zyme_ir::{
    BinaryOp, Block, ControlFlowGraph, DominatorTree, Function, GpuOp, Inst, InstData, IntCC,
    Ordering, Type, Value,
};

/// Numbers values; says whether anything was replaced. `fresh` are the
/// calls returning fresh heap blocks ([`crate::bases::fresh_allocations`]).
pub fn run(func: &mut Function, fresh: hashbrown::HashSet<zyme_ir::Inst>) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let dom = DominatorTree::compute(&cfg);
    let children = edit::dom_children(&cfg, &dom);
    let Some(entry) = func.entry_block() else {
        return false;
    };
    let mut numbering = Numbering {
        table: HashMap::new(),
        constants: HashMap::new(),
        subst: Substitution::default(),
        bases: Bases::new(func, fresh),
    };
    let mut changed = false;
    // Explicit stack: entering a block (with what memory is known to hold
    // on entry), and leaving it (the keys its scope added). A block
    // entered from several is entered with `None`: what memory holds
    // there is what all of them leave it holding, known once they are
    // numbered (children are visited in reverse postorder, so every
    // predecessor but a loop's back edge is numbered before the block).
    enum Step {
        Enter(Block, Option<Memory>),
        Leave(Vec<(InstData, Type)>),
    }
    let mut ends: HashMap<Block, Memory> = HashMap::new();
    let mut stack = vec![Step::Enter(entry, Some(Memory::new()))];
    while let Some(step) = stack.pop() {
        match step {
            Step::Leave(keys) => {
                for key in keys {
                    numbering.table.remove(&key);
                }
            }
            Step::Enter(block, memory) => {
                let mut memory = memory.unwrap_or_else(|| joined(cfg.preds(block), &ends));
                let mut added = Vec::new();
                changed |= numbering.block(func, block, &mut added, &mut memory);
                stack.push(Step::Leave(added));
                for &child in children.get(&block).map_or(&[][..], |c| c).iter().rev() {
                    // A block entered only from this one starts with what
                    // memory held at its end (an extended basic block).
                    let known = (cfg.preds(child) == [block]).then(|| memory.clone());
                    stack.push(Step::Enter(child, known));
                }
                if cfg.succs(block).iter().any(|&s| cfg.preds(s).len() > 1) {
                    ends.insert(block, memory);
                }
            }
        }
    }
    numbering.subst.apply(func);
    changed | edge_equalities(func, &dom)
}

/// On the edge a `brif` on `icmp eq x, y` takes when they are equal (the
/// `then` edge; `else` for `icmp ne`), a branch argument `x` becomes `y`
/// where `y` is defined in a block that strictly dominates `x`'s (plain
/// integers only, `x` not a constant): a loop's last increment passed to
/// its exit is the bound it was tested against. The exit then reads
/// nothing of the loop, and reverse mode has the argument without the
/// tape (the start of a remainder loop after its vector loop, kmeans).
fn edge_equalities(func: &mut Function, dom: &DominatorTree) -> bool {
    let mut changed = false;
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for block in blocks {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } = &func.dfg.insts[term]
        else {
            continue;
        };
        let Some(&InstData::Icmp {
            cond: cc,
            args: [x, y],
        }) = func.dfg.value_inst(*cond)
        else {
            continue;
        };
        if then_dest.block == else_dest.block || !matches!(cc, IntCC::Eq | IntCC::Ne) {
            continue;
        }
        // Whether `b` may stand for `a` in this block's branch arguments:
        // plain integers (a pointer, or an integer made from one, carries
        // its object and its shadow, which an equal address need not),
        // `a` not a constant, `b` defined in a block strictly dominating
        // `a`'s (so it dominates this branch too).
        let plain_int = |v: Value| {
            func.dfg.value_type(v).is_int()
                && !matches!(
                    func.dfg.value_inst(v),
                    Some(InstData::Cast {
                        op: zyme_ir::CastOp::Ptrtoint,
                        ..
                    })
                )
        };
        let earlier = |a: Value, b: Value| -> bool {
            if !plain_int(a) || !plain_int(b) || func.dfg.value_inst(a).is_some_and(is_constant) {
                return false;
            }
            match (edit::def_block(func, a), edit::def_block(func, b)) {
                (Some(da), Some(db)) => da != db && dom.dominates(db, da),
                _ => false,
            }
        };
        let (from, to) = if earlier(x, y) {
            (x, y)
        } else if earlier(y, x) {
            (y, x)
        } else {
            continue;
        };
        let InstData::Brif {
            then_dest,
            else_dest,
            ..
        } = &mut func.dfg.insts[term]
        else {
            unreachable!("matched above");
        };
        let equal = if cc == IntCC::Eq {
            then_dest
        } else {
            else_dest
        };
        for a in equal.args.iter_mut().filter(|a| **a == from) {
            *a = to;
            changed = true;
        }
    }
    changed
}

/// What numbering knows across blocks.
struct Numbering {
    /// Operations in scope, by their keys.
    table: HashMap<(InstData, Type), Value>,
    /// One value of each constant, for the keys of operations on
    /// constants.
    constants: HashMap<(InstData, Type), Value>,
    subst: Substitution,
    bases: Bases,
}

/// Puts a commutative operation's operands in a canonical order.
fn sort_commutative(data: &mut InstData) {
    if is_commutative(data) {
        if let InstData::Binary { args, .. } | InstData::Icmp { args, .. } = data {
            args.sort();
        }
    }
}

fn is_commutative(data: &InstData) -> bool {
    use BinaryOp::*;
    match data {
        // Not `fadd`/`fmul`: with two NaN operands the first one's payload
        // comes out, which a `bitcast` can observe.
        InstData::Binary { op, .. } => {
            matches!(op, Iadd | Imul | And | Or | Xor | Smin | Smax | Umin | Umax)
        }
        InstData::Icmp { cond, .. } => matches!(cond, IntCC::Eq | IntCC::Ne),
        _ => false,
    }
}

/// Whether an instruction may be numbered: pure, one result, and not a
/// load (loads are handled per block).
fn numberable(data: &InstData) -> bool {
    !data.has_side_effects()
        && !matches!(
            data,
            InstData::Load { .. } | InstData::Gpu { op: GpuOp::Barrier }
        )
}

/// Constants and addresses of named things: cheaper to rematerialise than
/// to keep.
pub(crate) fn is_constant(data: &InstData) -> bool {
    matches!(
        data,
        InstData::Iconst { .. }
            | InstData::Fconst { .. }
            | InstData::FuncAddr { .. }
            | InstData::GlobalAddr { .. }
            | InstData::StackAddr { .. }
    )
}

/// Replaces `inst` (whose result is `result`) by the value `known` holds
/// for `key`, or records `result` there; says whether it replaced.
/// The instruction goes to `dead`, which the caller takes out of the
/// layout at the block's end (one pass over the block for all).
fn reuse<K: std::hash::Hash + Eq>(
    dead: &mut Vec<Inst>,
    subst: &mut Substitution,
    known: &mut HashMap<K, Value>,
    key: K,
    inst: Inst,
    result: Value,
) -> bool {
    match known.get(&key) {
        Some(&earlier) => {
            subst.insert(result, earlier);
            dead.push(inst);
            true
        }
        None => {
            known.insert(key, result);
            false
        }
    }
}

/// Known contents of memory: (address, type) -> value, with the objects
/// the address may point into ([`crate::bases::Key`], read once).
type Memory = HashMap<(Value, Type), (Value, crate::bases::Key)>;

/// What memory holds on entry to a block entered from `preds`: what
/// each of them left it holding (nothing where one is not numbered yet,
/// a loop's back edge). A value every predecessor knows dominates them
/// all, so it dominates the block.
fn joined(preds: &[Block], ends: &HashMap<Block, Memory>) -> Memory {
    let Some((first, rest)) = preds.split_first() else {
        return Memory::new();
    };
    let Some(mut memory) = ends.get(first).cloned() else {
        return Memory::new();
    };
    for p in rest {
        let Some(end) = ends.get(p) else {
            return Memory::new();
        };
        memory.retain(|key, v| end.get(key) == Some(v));
    }
    memory
}

/// Drops from `memory` what a store, bulk operation or call `inst` may
/// change ([`Bases`]: a store to one `restrict` array keeps what is
/// known of another, a call keeps the slots whose address never
/// escapes).
fn forget_written(func: &Function, bases: &Bases, inst: Inst, memory: &mut Memory) {
    let writer = bases.writer(func, inst);
    memory.retain(|_, &mut (_, key)| !writer.may_write(bases, func, key));
}

impl Numbering {
    /// Numbers `block`, entered with `memory` known; the keys it adds
    /// to the table go to `added`.
    fn block(
        &mut self,
        func: &mut Function,
        block: Block,
        added: &mut Vec<(InstData, Type)>,
        memory: &mut Memory,
    ) -> bool {
        let Numbering {
            table,
            constants,
            subst,
            bases,
        } = self;
        let mut changed = false;
        let mut local_consts: HashMap<(InstData, Type), Value> = HashMap::new();
        let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
        let mut dead = Vec::new();
        for inst in insts {
            func.dfg.insts[inst].map_operands(|v| subst.resolve(v));
            let results = func.dfg.inst_results(inst);
            let data = &func.dfg.insts[inst];
            match data {
                InstData::Load { ty, ptr, flags, .. }
                    if !flags.volatile && flags.ordering.is_none() =>
                {
                    let key = (*ptr, *ty);
                    let result = results[0];
                    match memory.get(&key) {
                        Some(&(earlier, _)) => {
                            subst.insert(result, earlier);
                            dead.push(inst);
                            changed = true;
                        }
                        None => {
                            let objects = bases.key(func, *ptr);
                            memory.insert(key, (result, objects));
                        }
                    }
                    continue;
                }
                InstData::Store {
                    args: [v, p],
                    flags,
                } if !flags.volatile && flags.ordering.is_none() => {
                    let key = (*p, func.dfg.value_type(*v));
                    let value = *v;
                    let objects = bases.key(func, *p);
                    forget_written(func, bases, inst, memory);
                    memory.insert(key, (value, objects));
                    continue;
                }
                // A relaxed atomic orders nothing else: it writes its
                // address only.
                InstData::Mem { .. }
                | InstData::Call { .. }
                | InstData::AtomicRmw {
                    ordering: Ordering::Monotonic,
                    ..
                } => {
                    forget_written(func, bases, inst, memory);
                    continue;
                }
                // An atomic load orders the loads after it (an acquire), as
                // atomics, fences and barriers do: nothing known before it
                // holds after. (A volatile one changes nothing of memory.)
                InstData::Load { flags, .. } if flags.ordering.is_some() => {
                    memory.clear();
                    continue;
                }
                d if d.may_write_memory() => {
                    memory.clear();
                    continue;
                }
                _ => {}
            }
            if results.len() != 1 || !numberable(data) {
                continue;
            }
            let result = results[0];
            let ty = func.dfg.value_type(result);
            sort_commutative(&mut func.dfg.insts[inst]);
            // Constants are numbered within their block only: one constant
            // shared across a loop is a register held across it (or a spill)
            // where the backend would have used an immediate. So an operation
            // is known by its constant operands' contents (`shl v, 5` in one
            // block is `shl v, 5` in the next, each with its own `5`).
            if is_constant(&func.dfg.insts[inst]) {
                let key = (func.dfg.insts[inst].clone(), ty);
                constants.entry(key.clone()).or_insert(result);
                changed |= reuse(&mut dead, subst, &mut local_consts, key, inst, result);
                continue;
            }
            let mut data = func.dfg.insts[inst].clone();
            data.map_operands(|v| match func.dfg.value_inst(v) {
                Some(c) if is_constant(c) => *constants
                    .entry((c.clone(), func.dfg.value_type(v)))
                    .or_insert(v),
                _ => v,
            });
            sort_commutative(&mut data);
            let key = (data, ty);
            if !reuse(&mut dead, subst, table, key.clone(), inst, result) {
                added.push(key);
            } else {
                changed = true;
                // The survivor stands for both: fast derivative arithmetic
                // only if both were ([`zyme_ir::Function::fast`]).
                if !func.fast[inst] {
                    if let Some(earlier) = table.get(&key).and_then(|&v| func.dfg.value_def_inst(v))
                    {
                        func.fast[earlier] = false;
                    }
                }
            }
        }
        func.layout.remove_insts(&dead);
        changed
    }
}
