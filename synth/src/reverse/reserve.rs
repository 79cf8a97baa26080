//! Tape reservations: a loop whose trip count is known where it is
//! entered gets room for all its iterations' records at once.

use super::facts::has_formula;
use zyme_analysis::{Loop, LoopForest, TripCount};
use zyme_ir::{Block, DominatorTree, Function, InstData, Value};

/// A loop entered from a preheader whose trip count is known at entry:
/// the reverse reserves its whole tape there, its nested loops' too
/// where their counts are known at the same place.
#[derive(Clone, Debug)]
pub(super) struct LoopReserve {
    pub count: TripCount,
    /// The loop's blocks outside its nested loops.
    pub blocks: Vec<Block>,
    /// The nested loops whose counts do not change within this loop
    /// (constants, or formulas over values defined before it); a nested
    /// loop whose count does is reserved for at its own entry.
    pub inner: Vec<LoopReserve>,
    /// Every block of the loop, nested loops' blocks included.
    pub region: Vec<Block>,
    /// Whether the count is what runs, not a bound on it or a formula an
    /// overflow could defeat: the loop leaves only through the test the
    /// count is of, and that test cannot be stepped over or wrapped
    /// around ([`exact_count`]).
    pub exact: bool,
    /// Where the reservation is made in a block that also branches
    /// elsewhere (no preheader): the branch's condition, and whether the
    /// loop is entered when it holds. The count is garbage when the loop
    /// is not entered (a remainder loop's `(n & 3) − 1` at `n & 3 = 0`),
    /// so the room is made only when it is.
    pub guard: Option<(Value, bool)>,
}

impl LoopReserve {
    /// This reservation with only the nested loops, at every depth,
    /// whose counts `known` accepts.
    pub fn keeping(&self, known: &dyn Fn(&LoopReserve) -> bool) -> LoopReserve {
        LoopReserve {
            count: self.count.clone(),
            blocks: self.blocks.clone(),
            inner: self
                .inner
                .iter()
                .filter(|r| known(r))
                .map(|r| r.keeping(known))
                .collect(),
            region: self.region.clone(),
            exact: self.exact,
            guard: self.guard,
        }
    }

    /// Whether the tape can reserve for the loop: its count is a constant
    /// or a formula the forward computes (else its blocks are left out).
    pub fn countable(&self) -> bool {
        match &self.count {
            TripCount::Known(_) => true,
            TripCount::AtEntry(e) => has_formula(e),
            TripCount::Unknown => false,
        }
    }

    /// Whether the reservation is exact and counts every push the loop
    /// makes: the loop runs its count exactly (a loop that may leave
    /// early would reserve for iterations that never run, which the
    /// 1 GiB cap then bounds; one whose variable could wrap around would
    /// run more than its count), only its own blocks push (none behind
    /// a branch the iteration decides, none in a nested loop), as
    /// `pushes` says, and none calls a derivative that pushes on the
    /// same tape, as `shares` says. (Nested
    /// loops are left out: their products of counts could overflow the
    /// reservation's arithmetic, and the loops that gain, innermost ones,
    /// have none.)
    pub fn seals(&self, pushes: &dyn Fn(Block) -> bool, shares: &dyn Fn(Block) -> bool) -> bool {
        self.countable()
            && self.exact
            && self
                .region
                .iter()
                .all(|&b| !shares(b) && (self.blocks.contains(&b) || !pushes(b)))
    }
}

/// Whether `b`, a block of `lp` outside its nested loops, runs in every
/// iteration, or in none: it comes before every latch, or the branches
/// above it (the loop's own exit tests aside) are ones the iteration does
/// not decide: on a condition made before the loop (a nested loop's
/// guard, `k > 0`, takes the same way every time) or in a nested loop
/// (which runs on to its exit). A block behind a branch the iteration
/// decides is left to the pushes' own checks (counted in full, kmeans'
/// rare updates of the best centre would reserve megabytes for
/// kilobytes); the exit block of kmeans' loop over centres, whose record
/// holds the nearest one, is reserved for. A block of the loop's own runs
/// at most once per iteration, so counting one that does not run only
/// reserves more than is pushed.
pub(super) fn runs_each_iteration(
    orig: &Function,
    dom: &DominatorTree,
    forest: &LoopForest,
    lp: Loop,
    b: Block,
) -> bool {
    let data = forest.data(lp);
    if data.latches.iter().all(|&l| dom.dominates(b, l)) {
        return true;
    }
    let decided_before =
        |c: Value| super::facts::def_block(orig, c).is_none_or(|b| !data.blocks.contains(&b));
    let mut d = b;
    while d != data.header {
        let Some(up) = dom.idom(d) else { return false };
        d = up;
        let free = forest.innermost_loop(d) != Some(lp) || data.exiting.contains(&d);
        let ok = match orig.layout.last_inst(d).map(|t| &orig.dfg.insts[t]) {
            Some(InstData::Brif { cond, .. }) => free || decided_before(*cond),
            Some(InstData::Switch { arg, .. }) => free || decided_before(*arg),
            _ => true,
        };
        if !ok {
            return false;
        }
    }
    true
}
