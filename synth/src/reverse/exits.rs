//! Loops put in the form whose reverse is counted from a formula: one
//! entering edge, and exits of their own where needed.
//!
//! A loop the forward enters by several edges (LLVM's remainder loops,
//! entered after the vector loop and from the test that skips it) starts
//! its induction variables from a different value on each, so its
//! reverse taped them, and the header's edge, every iteration. Where the
//! loop's trip count is a formula once a preheader takes those edges,
//! synthesis makes that preheader (its parameters the header's): the
//! reverse then counts the loop, and has the start from the preheader's
//! parameter once per entry (the preheader's parameters are new values:
//! the type analysis of the function is made again).
//!
//! The reverse of a loop whose trip count is a formula over values
//! defined before it ([`super::facts::LoopCount::Entry`]) sets its counter
//! where it enters the loop: in the reverse of the block the loop exits
//! to, which must therefore have the formula's operands. When that block
//! is also reached from outside the loop (the guard that skips an empty
//! loop jumps to where the loop exits, as in every OpenMP worksharing
//! loop and in `-O2` loops whose exit block is shared), the operands do
//! not dominate it, and the loop was reversed by taping its induction
//! variables and its header's edge in every iteration. An exit edge of
//! such a loop gets a block of its own (a jump with the edge's
//! arguments), as LLVM's LoopSimplify makes dedicated exits, and only for
//! these loops: no new value, one more block in the primal (a jump
//! Cranelift folds) and in the reverse (no dispatch: one edge enters it).

use super::facts::{defined_before_exits, formula_at_exits, has_formula};
use zyme_analysis::{InductionInfo, LoopForest, TripCount};
use zyme_ir::{Block, BlockCall, ControlFlowGraph, DominatorTree, Function, InstData};

/// Gives a loop whose trip count is a formula a preheader where several
/// edges enter it ([`preheaders`]) and exits of its own where its
/// formula is not at hand where it exits ([`dedicate_counted_exits`]);
/// says whether it changed anything. A second run changes nothing.
pub(super) fn counted_loop_form(f: &mut Function, combined: bool) -> bool {
    if f.is_declaration() {
        return false;
    }
    let loops = Loops::of(f);
    if loops.forest.is_empty() {
        return false;
    }
    let entered = preheaders(f, &loops);
    // The loops as the preheaders leave them (the same when none was made).
    let loops = if entered { Loops::of(f) } else { loops };
    dedicate_counted_exits(f, &loops, combined) || entered
}

/// A function's control flow and loops.
struct Loops {
    cfg: ControlFlowGraph,
    dom: DominatorTree,
    forest: LoopForest,
}

impl Loops {
    fn of(f: &Function) -> Loops {
        let cfg = ControlFlowGraph::compute(f);
        let dom = DominatorTree::compute(&cfg);
        let forest = LoopForest::compute(&cfg, &dom);
        Loops { cfg, dom, forest }
    }
}

/// Preheaders for the loops entered by several edges whose trip count is
/// a formula with one (tried on a copy of the function first, since the
/// induction analysis needs the one entry to see the variables' start).
fn preheaders(f: &mut Function, loops: &Loops) -> bool {
    let Loops { cfg, forest, .. } = loops;
    let several: Vec<(Block, Vec<Block>)> = forest
        .loops()
        .map(|lp| forest.data(lp))
        .filter(|data| !data.has_irreducible_cycle)
        .filter_map(|data| {
            let outside: Vec<Block> = cfg
                .preds(data.header)
                .iter()
                .copied()
                .filter(|p| !data.blocks.contains(p))
                .collect();
            (outside.len() > 1).then_some((data.header, outside))
        })
        .collect();
    if several.is_empty() {
        return false;
    }
    let mut trial = f.clone();
    for (header, outside) in &several {
        trial.insert_preheader(*header, outside);
    }
    let tried = Loops::of(&trial);
    let induction = InductionInfo::compute(&trial, &tried.cfg, &tried.dom, &tried.forest);
    let mut changed = false;
    for lp in tried.forest.loops() {
        let header = tried.forest.data(lp).header;
        let Some((_, outside)) = several.iter().find(|(h, _)| *h == header) else {
            continue;
        };
        if matches!(induction.trip_count(lp), TripCount::AtEntry(e) if has_formula(e)) {
            f.insert_preheader(header, outside);
            changed = true;
        }
    }
    changed
}

/// Gives every exit edge of a loop whose trip count has a formula that
/// is not at hand where its exits lead, and that leads to a block also
/// entered from outside the loop, a block of its own (in a `combined`
/// derivative, only in loops inside loops).
fn dedicate_counted_exits(f: &mut Function, loops: &Loops, combined: bool) -> bool {
    let Loops { cfg, dom, forest } = loops;
    let induction = InductionInfo::compute(f, cfg, dom, forest);
    let mut split: Vec<(Block, usize)> = Vec::new();
    for lp in forest.loops() {
        let data = forest.data(lp);
        // Only where the exits' block is what keeps the loop from being
        // counted, or keeps an induction variable's start from being
        // taped once per run of the loop (at the exit) rather than in
        // every iteration (a remainder loop's start, a parameter of the
        // block after the vector loop): a loop whose reverse has all it
        // needs at its exits keeps its form.
        let TripCount::AtEntry(e) = induction.trip_count(lp) else {
            continue;
        };
        let at_exits = |v| defined_before_exits(f, cfg, dom, &data.blocks, v);
        let starts_at_exits = induction.get(lp).ivs.iter().all(|iv| at_exits(iv.start));
        // A combined derivative counts a loop entered once per call from
        // the forward's count in a slot: only the loops in a loop need
        // their formula.
        if data.has_irreducible_cycle
            || (combined && data.parent.is_none())
            || !has_formula(e)
            || (formula_at_exits(f, cfg, dom, &data.blocks, e) && starts_at_exits)
        {
            continue;
        }
        for &b in &data.blocks {
            let Some(term) = f.layout.last_inst(b) else {
                continue;
            };
            for (k, t) in f.dfg.insts[term].targets_iter().enumerate() {
                let shared = !data.blocks.contains(&t.block)
                    && cfg.preds(t.block).iter().any(|p| !data.blocks.contains(p));
                if shared && !split.contains(&(b, k)) {
                    split.push((b, k));
                }
            }
        }
    }
    for &(b, k) in &split {
        let term = f
            .layout
            .last_inst(b)
            .expect("a block with exits ends in a branch");
        let exit = f.dfg.make_block();
        let to = {
            let t = &mut f.dfg.insts[term].targets_mut()[k];
            let to = (**t).clone();
            **t = BlockCall::new(exit, Vec::new());
            to
        };
        let jump = f.dfg.make_inst(InstData::Jump { dest: to }, &[]);
        f.layout.insert_block_after(exit, b);
        f.layout.append_inst(jump, exit);
    }
    !split.is_empty()
}
