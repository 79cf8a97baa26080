//! Loop-invariant code motion.
//!
//! Natural loops are found from back edges (an edge to a block that
//! dominates its source), innermost first. Each gets a preheader (a block
//! made for it when the header has several entering edges), and the pure
//! instructions of the loop whose operands are all defined outside it, or
//! hoisted already, move there. A load moves too when nothing the loop
//! writes may be its memory (plain stores, bulk operations and calls
//! judged by the object each pointer points into, [`crate::bases`]; an
//! atomic operation, a fence or a barrier in the loop keeps every load
//! in it) and the load's block dominates every block that leaves the
//! loop, so that it ran at least once whenever the loop was entered. A
//! bound that a static schedule's runtime call wrote to a stack slot,
//! reloaded by the latch of every OpenMP worksharing loop, is such a
//! load.
//!
//! Hoisting matters twice to reverse mode: the hoisted value is computed
//! once, and it is cached once instead of once per iteration.

use crate::bases::Bases;
use crate::edit;
use hashbrown::HashSet;
use zyme_ir::{Block, ControlFlowGraph, DominatorTree, Function, Inst, InstData};

pub(crate) struct Loop {
    pub header: Block,
    pub body: HashSet<Block>,
}

pub(crate) fn find_loops(
    func: &Function,
    cfg: &ControlFlowGraph,
    dom: &DominatorTree,
) -> Vec<Loop> {
    let mut loops: Vec<Loop> = Vec::new();
    for &block in cfg.reverse_postorder() {
        for &succ in cfg.succs(block) {
            if !dom.dominates(succ, block) {
                continue;
            }
            // Back edge block -> succ: the body is what reaches `block`
            // without passing the header.
            let mut body: HashSet<Block> = HashSet::from([succ]);
            let mut work = vec![block];
            while let Some(b) = work.pop() {
                if body.insert(b) {
                    work.extend(cfg.preds(b).iter().copied());
                }
            }
            match loops.iter_mut().find(|l| l.header == succ) {
                Some(l) => l.body.extend(body),
                None => loops.push(Loop { header: succ, body }),
            }
        }
    }
    let _ = func;
    loops.sort_by_key(|l| l.body.len());
    loops
}

/// Hoists what it can; says whether anything moved.
///
/// The CFG, dominator tree and loops are computed once. A preheader made
/// for a loop joins the body of every enclosing loop that the loop is
/// entered from, and the block order, so that what was hoisted into it
/// can be hoisted again out of the enclosing loop; it changes no
/// dominance between the other blocks.
/// `fresh` are the calls returning fresh heap blocks
/// ([`crate::bases::fresh_allocations`]).
pub fn run(func: &mut Function, fresh: HashSet<Inst>) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let dom = DominatorTree::compute(&cfg);
    let mut loops = find_loops(func, &cfg, &dom);
    let unclobbered = unclobbered_loads(func, &loops, fresh);
    let mut order: Vec<Block> = cfg.reverse_postorder().to_vec();
    let mut changed = false;
    for i in 0..loops.len() {
        let (preheader, made) = preheader(func, &cfg, &loops[i]);
        if made {
            changed = true;
            let header = loops[i].header;
            let entering: Vec<Block> = cfg
                .preds(header)
                .iter()
                .copied()
                .filter(|p| !loops[i].body.contains(p))
                .collect();
            for (k, outer) in loops.iter_mut().enumerate() {
                if k != i
                    && outer.body.contains(&header)
                    && entering.iter().any(|p| outer.body.contains(p))
                {
                    outer.body.insert(preheader);
                }
            }
            let at = order.iter().position(|&b| b == header).unwrap_or(0);
            order.insert(at, preheader);
        }
        changed |= hoist(
            func,
            &cfg,
            &dom,
            &order,
            &loops[i],
            &unclobbered[i],
            preheader,
        );
    }
    changed
}

/// Whether `v` is defined outside the loop of `body`, or computed in it by
/// pure instructions (at most `depth` deep) from values defined outside:
/// an address LICM may hoist.
fn invariant_address(f: &Function, body: &HashSet<Block>, v: zyme_ir::Value, depth: u32) -> bool {
    if edit::def_block(f, v).is_none_or(|b| !body.contains(&b)) {
        return true;
    }
    let Some(data) = f.dfg.value_inst(v) else {
        return false;
    };
    let pure = !data.has_side_effects() && !matches!(data, InstData::Load { .. });
    let mut invariant = pure && depth > 0;
    if invariant {
        data.for_each_operand(|o| invariant &= invariant_address(f, body, o, depth - 1));
    }
    invariant
}

/// For each loop, the loads in it whose memory nothing in the loop may
/// write: all of them in a loop that writes nothing; in one whose writes
/// are plain stores, bulk operations and calls, those whose memory none
/// of them may write ([`Bases`], made once, and only for such loops); none
/// where the loop has an atomic operation, a fence or a barrier (a later
/// load may not move above them).
fn unclobbered_loads(f: &Function, loops: &[Loop], fresh: HashSet<Inst>) -> Vec<HashSet<Inst>> {
    let mut fresh = Some(fresh);
    let mut bases: Option<Bases> = None;
    loops
        .iter()
        .map(|l| {
            let (mut loads, mut writes) = (Vec::new(), Vec::new());
            for &b in &l.body {
                for &i in f.layout.block_insts(b) {
                    match &f.dfg.insts[i] {
                        InstData::Load { ptr, flags, .. }
                            if !flags.volatile && flags.ordering.is_none() =>
                        {
                            loads.push((i, *ptr))
                        }
                        // An atomic load orders the loads after it (an
                        // acquire): it keeps every load in the loop, as
                        // a write the judgement below does not clear.
                        InstData::Load { flags, .. } if flags.ordering.is_some() => writes.push(i),
                        d if d.may_write_memory() => writes.push(i),
                        _ => {}
                    }
                }
            }
            if writes.is_empty() {
                return loads.into_iter().map(|(i, _)| i).collect();
            }
            let judged = writes.iter().all(|&w| match &f.dfg.insts[w] {
                InstData::Store { flags, .. } => !flags.volatile && flags.ordering.is_none(),
                InstData::Mem { .. } | InstData::Call { .. } => true,
                _ => false,
            });
            if !judged {
                return HashSet::new();
            }
            // Only loads whose address LICM could hoist are worth the
            // question (its facts are a pass over the function).
            loads.retain(|&(_, ptr)| invariant_address(f, &l.body, ptr, 8));
            if loads.is_empty() {
                return HashSet::new();
            }
            let bases =
                bases.get_or_insert_with(|| Bases::new(f, fresh.take().expect("made once")));
            let writers: Vec<_> = writes.iter().map(|&w| bases.writer(f, w)).collect();
            loads
                .into_iter()
                .filter(|&(_, ptr)| {
                    let objects = bases.key(f, ptr);
                    writers.iter().all(|w| !w.may_write(bases, f, objects))
                })
                .map(|(i, _)| i)
                .collect()
        })
        .collect()
}

/// The loop's preheader: the one block outside the loop that enters it,
/// if that block has no other successor; otherwise a new block placed
/// before the header that takes every entering edge.
fn preheader(func: &mut Function, cfg: &ControlFlowGraph, l: &Loop) -> (Block, bool) {
    let outside: Vec<Block> = cfg
        .preds(l.header)
        .iter()
        .copied()
        .filter(|p| !l.body.contains(p))
        .collect();
    if let [p] = outside[..] {
        if cfg.succs(p).len() == 1 {
            return (p, false);
        }
    }
    (func.insert_preheader(l.header, &outside), true)
}

fn hoist(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    dom: &DominatorTree,
    order: &[Block],
    l: &Loop,
    unclobbered: &HashSet<Inst>,
    preheader: Block,
) -> bool {
    let exiting: Vec<Block> = l
        .body
        .iter()
        .copied()
        .filter(|&b| cfg.succs(b).iter().any(|s| !l.body.contains(s)))
        .collect();
    let mut hoisted: HashSet<Inst> = HashSet::new();
    let mut copied: hashbrown::HashMap<zyme_ir::Value, zyme_ir::Value> = Default::default();
    let order: Vec<Block> = order
        .iter()
        .copied()
        .filter(|b| l.body.contains(b))
        .collect();
    for block in order {
        // (A loop that never exits runs none of its blocks every time.)
        let runs_every_time =
            !exiting.is_empty() && exiting.iter().all(|&e| dom.dominates(block, e));
        for inst in func.layout.block_insts(block).to_vec() {
            let data = &func.dfg.insts[inst];
            let movable = match data {
                InstData::Load { .. } => runs_every_time && unclobbered.contains(&inst),
                InstData::Gpu { .. } => false,
                d if crate::gvn::is_constant(d) => false,
                d => !d.has_side_effects() && !func.dfg.inst_results(inst).is_empty(),
            };
            if !movable {
                continue;
            }
            // Operands from before the loop, from what moved already, or
            // number constants of the loop (made again in the preheader:
            // a constant stays where it is for the loop's own uses). A
            // slot's address stays: where it is taken in a loop (an inlined
            // callee's slot) is where synthesis starts its shadow's life.
            let mut invariant = true;
            let mut constants = Vec::new();
            data.for_each_operand(|v| {
                if edit::def_block(func, v).is_some_and(|b| l.body.contains(&b)) {
                    invariant &= match func.dfg.values[v].def {
                        zyme_ir::ValueDef::Result(i, _) if hoisted.contains(&i) => true,
                        zyme_ir::ValueDef::Result(i, _)
                            if matches!(
                                func.dfg.insts[i],
                                InstData::Iconst { .. } | InstData::Fconst { .. }
                            ) =>
                        {
                            constants.push((v, i));
                            true
                        }
                        _ => false,
                    };
                }
            });
            if !invariant {
                continue;
            }
            for (v, i) in constants {
                let copy = *copied.entry(v).or_insert_with(|| {
                    let data = func.dfg.insts[i].clone();
                    let ty = func.dfg.value_type(v);
                    let c = func.dfg.make_inst(data, &[ty]);
                    let at = func.layout.block_insts(preheader).len().saturating_sub(1);
                    func.layout.insert_inst(c, preheader, at);
                    func.dfg.first_result(c).expect("a constant has a result")
                });
                func.dfg.insts[inst].map_operands(|o| if o == v { copy } else { o });
            }
            let at = func.layout.block_insts(preheader).len().saturating_sub(1);
            func.layout.remove_inst(inst);
            func.layout.insert_inst(inst, preheader, at);
            hoisted.insert(inst);
        }
    }
    !hoisted.is_empty()
}
