//! One tape record for a value several blocks' reverses read.
//!
//! The plan tapes a value in the record of the block whose reverse reads
//! it (or of that block's chain, or of the exit of a loop that does not
//! define it: [`Facts::record_of`]). Where the reverses of several blocks
//! of one loop iteration read one value from different records — an
//! unrolled loop's vector part and its remainder, each reading the
//! element of the outer loop they scale by (GradBench's gmm) — the value
//! is pushed once per record. After the plan is made, such needs move to
//! one record: that of a block which every path from each of them reaches
//! before the iteration ends (the next block up the loop's post-dominator
//! tree, [`region_post_dominators`]) and which the value's definition
//! dominates. Its reverse runs before theirs, once for their run, so the
//! value it pops is the one they read. A value read by one block only
//! stays where it is: moving it past a branch would push it where the
//! reverse never reads it.

use super::facts::{Facts, Values};
use super::plan::{How, Need, ReversePlan};
use hashbrown::HashMap;
use zyme_analysis::{Loop, LoopForest};
use zyme_ir::{Block, Type};

/// For each live block, the next block on every path from it before its
/// innermost loop's iteration ends (its back edge taken, the loop left,
/// or a return): its immediate post-dominator in the loop's body with the
/// back edges cut and each nested loop passed over whole. Blocks whose
/// every path ends the iteration first have none; so has every block of a
/// function with an irreducible cycle.
pub(super) fn region_post_dominators(facts: &Facts, forest: &LoopForest) -> HashMap<Block, Block> {
    let order = facts.live_blocks();
    let irreducible = !forest.is_reducible()
        || forest.loops().any(|l| forest.data(l).has_irreducible_cycle)
        || order
            .iter()
            .any(|&b| facts.cyclic.contains(b) && forest.innermost_loop(b).is_none());
    if irreducible {
        return HashMap::new();
    }
    let rpo: HashMap<Block, usize> = order.iter().enumerate().map(|(i, &b)| (b, i)).collect();
    let mut succs: HashMap<Block, Vec<Block>> = HashMap::new();
    for &b in &order {
        for &(p, _) in &facts.incoming[b] {
            succs.entry(p).or_default().push(b);
        }
    }
    let dag = RegionDag {
        facts,
        forest,
        succs,
        passed: std::cell::RefCell::new(HashMap::new()),
    };
    // Every successor in a region's graph comes later in reverse
    // post-order (the edges into a nested loop and out of it are forward
    // edges), so walking that order backwards meets each successor's
    // post-dominator first.
    let mut ipdom: HashMap<Block, Option<Block>> = HashMap::new();
    for &b in order.iter().rev() {
        let region = forest.innermost_loop(b);
        let mut acc: Option<Option<Block>> = None;
        for t in dag.next(b, region) {
            acc = Some(match acc {
                None => t,
                Some(a) => intersect(&ipdom, &rpo, a, t),
            });
        }
        ipdom.insert(b, acc.flatten());
    }
    ipdom
        .into_iter()
        .filter_map(|(b, p)| Some((b, p?)))
        .collect()
}

/// The nearest common post-dominator of `a` and `b` (`None`: the end of
/// the iteration).
fn intersect(
    ipdom: &HashMap<Block, Option<Block>>,
    rpo: &HashMap<Block, usize>,
    mut a: Option<Block>,
    mut b: Option<Block>,
) -> Option<Block> {
    loop {
        match (a, b) {
            (Some(x), Some(y)) if x == y => return a,
            (Some(x), Some(y)) if rpo[&x] < rpo[&y] => a = ipdom[&x],
            (Some(_), Some(y)) => b = ipdom[&y],
            _ => return None,
        }
    }
}

/// The acyclic graph of one loop's iteration (or of the blocks in no
/// loop): the loop's own blocks, nested loops passed over.
struct RegionDag<'a> {
    facts: &'a Facts,
    forest: &'a LoopForest,
    succs: HashMap<Block, Vec<Block>>,
    /// Where each nested loop leads, once worked out.
    passed: std::cell::RefCell<HashMap<Loop, Vec<Option<Block>>>>,
}

impl RegionDag<'_> {
    /// Where `b` (of `region`) leads in its region's graph: blocks of the
    /// region, or `None` for the end of the iteration.
    fn next(&self, b: Block, region: Option<Loop>) -> Vec<Option<Block>> {
        let mut out = Vec::new();
        if self.facts.returns.contains(&b) {
            out.push(None);
        }
        for &s in self.succs.get(&b).into_iter().flatten() {
            out.extend(self.step(s, region));
        }
        out
    }

    /// Where the edge into `t` leads, seen from `region`.
    fn step(&self, t: Block, region: Option<Loop>) -> Vec<Option<Block>> {
        let forest = self.forest;
        if let Some(l) = region {
            if !forest.contains(l, t) || forest.data(l).header == t {
                return vec![None];
            }
        }
        let inner = forest.innermost_loop(t);
        if inner == region {
            return vec![Some(t)];
        }
        // The loop nested in `region` that holds `t`: passed over whole.
        let mut c = inner.expect("a block deeper than its region is in a loop");
        while forest.data(c).parent != region {
            c = forest.data(c).parent.expect("nested in the region");
        }
        if let Some(known) = self.passed.borrow().get(&c) {
            return known.clone();
        }
        let mut out = Vec::new();
        for &b in &forest.data(c).blocks {
            if self.facts.returns.contains(&b) {
                out.push(None);
            }
            for &s in self.succs.get(&b).into_iter().flatten() {
                if !forest.contains(c, s) {
                    out.extend(self.step(s, region));
                }
            }
        }
        out.dedup();
        self.passed.borrow_mut().insert(c, out.clone());
        out
    }
}

/// Moves needs taped in several records to one shared record where the
/// module's comment says they can go; returns, for each moved need, the
/// record it now lives in, by the record [`Facts::record_of`] names.
pub(super) fn share_records(
    plan: &mut ReversePlan,
    facts: &Facts,
    vals: Values,
) -> HashMap<(Block, Need), Block> {
    let mut owners: HashMap<Need, Vec<Block>> = HashMap::new();
    for (block, bp) in &plan.blocks {
        for &(need, how) in &bp.decisions {
            if matches!(how, How::Tape(_)) && matches!(need, Need::Primal(_) | Need::Shadow(_)) {
                let o = facts.record_of(vals, *block, need);
                let os = owners.entry(need).or_default();
                if !os.contains(&o) {
                    os.push(o);
                }
            }
        }
    }
    let post = &facts.owners.post;
    let mut moved: HashMap<(Block, Need), Block> = HashMap::new();
    for (need, os) in owners {
        let (Need::Primal(v) | Need::Shadow(v)) = need else {
            continue;
        };
        if os.len() < 2 {
            continue;
        }
        let def = vals.def_block(v);
        // The furthest block up the post-dominator tree that the
        // definition dominates.
        let target = |o: Block| {
            let (mut best, mut x) = (o, o);
            while let Some(&p) = post.get(&x) {
                if facts.dom.dominates(def, p) {
                    best = p;
                }
                x = p;
            }
            facts.owners.chain_tail.get(&best).copied().unwrap_or(best)
        };
        let targets: Vec<Block> = os.iter().map(|&o| target(o)).collect();
        for (&o, &t) in os.iter().zip(&targets) {
            let shared = targets.iter().filter(|&&x| x == t).count() > 1;
            if shared && t != o {
                moved.insert((o, need), t);
            }
        }
    }
    if moved.is_empty() {
        return moved;
    }
    // The records laid out again, in the order they were first filled.
    let mut types: HashMap<(Block, Need), Type> = HashMap::new();
    for (b, bp) in &mut plan.blocks {
        for (n, t) in bp.record.drain(..) {
            types.insert((*b, n), t);
        }
    }
    for i in 0..plan.blocks.len() {
        let block = plan.blocks[i].0;
        for j in 0..plan.blocks[i].1.decisions.len() {
            let (need, how) = plan.blocks[i].1.decisions[j];
            if !matches!(how, How::Tape(_)) {
                continue;
            }
            let first = facts.record_of(vals, block, need);
            let ty = types[&(first, need)];
            let owner = moved.get(&(first, need)).copied().unwrap_or(first);
            let k = plan.blocks[plan.position[&owner]].1.field(need, ty);
            plan.blocks[i].1.decisions[j].1 = How::Tape(k);
        }
    }
    moved
}
