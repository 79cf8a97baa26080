//! The reverse plan: decided before anything is emitted, for every value
//! the reverse sweep reads, how it is had there — made again, read
//! directly, recomputed, reloaded, or taped — and the layout of each
//! block's tape record. [`ReversePlan::display`] prints it (`zyme explain
//! --plan`, the `plan` filetests); emission follows it and reports an
//! internal error if a rule reads something the plan did not foresee.
//!
//! The policy ([`CachePolicy`]) is today's: constants and addresses are
//! made again; in combined mode a value defined in a block that runs once
//! on every path to a return is read directly; integer and address
//! arithmetic is recomputed, and so is float arithmetic whose operands are
//! themselves free to have, and loads of memory the function never
//! writes; everything else is taped in the record of the block whose
//! reverse reads it.

use super::facts::{Facts, Values};
use super::uses::cheap_to_recompute;
use hashbrown::HashMap;
use std::fmt;
use zyme_analysis::Object;
use zyme_ir::{Block, Inst, InstData, Module, StackSlot, Type, Value};

/// A forward value the reverse of a block reads.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Need {
    /// The primal value.
    Primal(Value),
    /// The shadow of a pointer.
    Shadow(Value),
    /// The edge the forward sweep entered the block by.
    EdgeId,
    /// The heap shadow of a stack slot (split mode), to free it.
    Slot(StackSlot),
    /// A forward value made for an instruction (a custom rule's tape, the
    /// shadow `posix_memalign` allocated).
    Extra(Inst),
    /// The back edges the forward counted in the loop with this header,
    /// read where the reverse enters the loop through an exit (into the
    /// block whose reverse reads it).
    LoopCount(Block),
}

/// How the reverse has a [`Need`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum How {
    /// Made again: a constant, or the address of a global, a function or
    /// (combined mode) a stack slot.
    Remat,
    /// A parameter of the reverse function (split mode): an argument or
    /// its shadow.
    Argument,
    /// Read directly: defined in a block that runs once, on every path,
    /// before the reverse (combined mode).
    Direct,
    /// Kept in a stack slot from where the forward sweep makes it
    /// (combined mode): its block runs at most once per call, so the slot
    /// holds the one value every later reverse read wants, loops included
    /// (mem2reg makes it a register where it can).
    Kept,
    /// From the reverse loop's counter: the header's edge of a counted
    /// loop (the counter is zero on the first iteration), or one of its
    /// induction variables (`start + counter·step`).
    Counted,
    /// The edge that entered a block, from the branch conditions that
    /// chose it ([`Facts::edge_tree`]), had as the plan says.
    Branched,
    /// A parameter of a block whose entering edge the branch conditions
    /// decide: the argument of that edge, each made again from values
    /// that dominate the block ([`Facts::remade_before`]) — the start of
    /// a remainder loop after its vector loop or its skip.
    Merged,
    /// Recomputed from its operands, had the same way.
    Recompute,
    /// Loaded again: nothing in the function writes that memory.
    Reload,
    /// A pointer into argument `i`'s memory: that argument's shadow moved
    /// by the pointer's offset into it.
    FromArgument(usize),
    /// Pushed on the tape at the end of the forward block and popped at
    /// the start of its reverse: field `k` of the record of the block
    /// [`Facts::record_of`] names (the block's own, or its chain's).
    Tape(usize),
}

/// The limits of today's cache-or-recompute policy.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct CachePolicy {
    /// How deep recomputations may nest before a value is taped.
    pub max_recompute_depth: u32,
    /// How deep a float value's operands are followed to see that they
    /// are free to have (so it is recomputed rather than taped).
    pub tape_free_depth: u32,
    /// The same on a GPU, where memory traffic costs more than
    /// arithmetic.
    pub device_tape_free_depth: u32,
    /// Loads of memory nothing in the function writes are read again in
    /// the reverse rather than taped (the Enzyme GPU paper's cache
    /// forwarding from memory that is not overwritten).
    pub reload: bool,
    /// Values of blocks that run at most once are kept in a stack slot for
    /// the reverse rather than taped where they are read (a loop reads
    /// them from there on every iteration: the Enzyme GPU paper's
    /// loop-invariant cache).
    pub keep_once: bool,
    /// Loops with a constant trip count, and (combined mode) loops entered
    /// at most once per call, are reversed by a counter: their header's
    /// edge and induction variables are not taped (the Enzyme GPU paper's
    /// PHI unwrapping).
    pub unwrap_phis: bool,
    /// Of the values each block's reverse reads, which to tape and which
    /// to recompute from those taped is a minimum cut of their
    /// dependence graph in tape bytes (the Enzyme GPU paper's min-cut
    /// cache), rather than each value on its own.
    pub min_cut: bool,
    /// A value the reverses of several blocks of one loop iteration read
    /// from different records is taped once, in the record of a block
    /// that follows them all ([`super::sharing`]).
    pub share_records: bool,
    /// A loop's running maximum or minimum (a chain of `select`s) tapes
    /// the number of its last taking `select` once per run of the loop
    /// rather than a condition per iteration ([`super::select_chains`]).
    pub select_chains: bool,
    /// Division, remainder and the math library's functions are
    /// recomputed from their operands like other arithmetic rather than
    /// taped (the memory-lean choice Enzyme makes). Off by default on a
    /// CPU, where reading a value back from the tape is cheaper than
    /// recomputing `exp` (GradBench's lse: 0.76× Enzyme's time taped,
    /// 1.15× recomputed); a GPU always recomputes them.
    pub recompute_costly: bool,
}

impl Default for CachePolicy {
    fn default() -> CachePolicy {
        CachePolicy {
            max_recompute_depth: 10,
            tape_free_depth: 3,
            device_tape_free_depth: 6,
            reload: true,
            keep_once: true,
            unwrap_phis: true,
            min_cut: true,
            share_records: true,
            select_chains: true,
            recompute_costly: false,
        }
    }
}

impl CachePolicy {
    /// Nothing recomputed: every value the reverse reads that is not at
    /// hand is taped (reloads aside).
    pub const NO_RECOMPUTE: CachePolicy = CachePolicy {
        max_recompute_depth: 0,
        tape_free_depth: 0,
        device_tape_free_depth: 0,
        reload: true,
        keep_once: true,
        unwrap_phis: true,
        min_cut: true,
        share_records: true,
        select_chains: true,
        recompute_costly: false,
    };
}

/// How a GPU derivative adds adjoints into shadow memory other threads
/// may touch, and where its tape lives (by default, every way that is
/// exact).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct GpuPolicy {
    /// Plain adds where the address is the thread's alone
    /// (`zyme_analysis::gpu::ThreadLocality`); atomics otherwise.
    pub thread_local: bool,
    /// Where every lane of a warp adds to one address, the lanes' adjoints
    /// are summed by shuffles first and one lane adds the sum atomically.
    pub warp_reduce: bool,
    /// A tape whose size is bounded when the kernel is compiled (loops
    /// with constant trip counts, no calls) lives in the thread's local
    /// memory, sized so, rather than on the device heap (the Enzyme GPU
    /// paper's heap-to-stack); any other starts in a local buffer of
    /// `DEVICE_INLINE_TAPE` bytes and goes to the heap only when that
    /// overflows.
    pub stack_tape: bool,
}

impl Default for GpuPolicy {
    fn default() -> GpuPolicy {
        GpuPolicy {
            thread_local: true,
            warp_reduce: true,
            stack_tape: true,
        }
    }
}

/// What the reverse of one block reads, and its tape record.
#[derive(Clone, Debug, Default)]
pub struct BlockPlan {
    /// Every need, in the order first decided.
    pub decisions: Vec<(Need, How)>,
    index: HashMap<Need, usize>,
    /// The taped needs with their types, in field order.
    pub record: Vec<(Need, Type)>,
    /// The record is packed (a CPU derivative: see [`record_layout`]).
    pub packed: bool,
    /// How the edge that entered the block follows from branch
    /// conditions, where it is [`How::Branched`].
    pub(super) edge: Option<super::facts::EdgeTree>,
    /// The same for the blocks of the parameters it has [`How::Merged`].
    pub(super) merged: HashMap<Value, super::facts::EdgeTree>,
}

impl BlockPlan {
    pub fn how(&self, need: Need) -> Option<How> {
        self.index.get(&need).map(|&i| self.decisions[i].1)
    }

    /// Records how `need` is had (the first decision for it).
    fn decide_as(&mut self, need: Need, how: How) {
        self.index.insert(need, self.decisions.len());
        self.decisions.push((need, how));
    }

    /// The field of the record holding `need`, added (of type `ty`) if
    /// the record has none yet.
    pub(super) fn field(&mut self, need: Need, ty: Type) -> usize {
        match self.record.iter().position(|&(n, _)| n == need) {
            Some(k) => k,
            None => {
                self.record.push((need, ty));
                self.record.len() - 1
            }
        }
    }

    /// Field offsets of the record and its size (see [`record_layout`]).
    pub fn layout(&self) -> (Vec<i64>, i64) {
        let types: Vec<Type> = self.record.iter().map(|&(_, t)| t).collect();
        record_layout(&types, self.packed)
    }
}

/// The plan of one reverse-mode derivative.
#[derive(Clone, Debug)]
pub struct ReversePlan {
    pub combined: bool,
    pub policy: CachePolicy,
    /// Per live block, in reverse post-order.
    pub blocks: Vec<(Block, BlockPlan)>,
    pub(super) position: HashMap<Block, usize>,
    /// Forward blocks ending in a return.
    pub returns: usize,
    /// Needs moved out of the record [`Facts::record_of`] names into one
    /// several blocks share ([`super::sharing`]), by that record.
    moved: HashMap<(Block, Need), Block>,
    /// The counted loops, by header, whose reverse runs only their
    /// chain's last taker's iteration and the first: those of
    /// [`super::select_chains::skips`] none of whose blocks pops a
    /// record (an iteration skipped would leave its record on the tape).
    pub skips: HashMap<Block, super::select_chains::TakerSkip>,
}

impl ReversePlan {
    pub fn block(&self, b: Block) -> Option<&BlockPlan> {
        self.position.get(&b).map(|&i| &self.blocks[i].1)
    }

    pub fn how(&self, b: Block, need: Need) -> Option<How> {
        self.block(b)?.how(need)
    }

    /// The block whose tape record holds `need` for the reverse of
    /// `block`.
    pub(super) fn record_of(&self, facts: &Facts, vals: Values, block: Block, need: Need) -> Block {
        let first = facts.record_of(vals, block, need);
        self.moved.get(&(first, need)).copied().unwrap_or(first)
    }

    /// Whether any record holds a shadow pointer or a heap slot (then the
    /// reverse depends on shadow state of the forward sweep).
    pub fn tapes_shadows(&self) -> bool {
        self.blocks.iter().any(|(_, p)| {
            p.record
                .iter()
                .any(|(n, _)| matches!(n, Need::Shadow(_) | Need::Slot(_)))
        })
    }

    /// The plan printed with the primal function's names.
    pub(super) fn display<'a>(
        &'a self,
        module: &'a Module,
        vals: Values<'a>,
        facts: &'a Facts,
    ) -> impl fmt::Display + 'a {
        DisplayPlan {
            plan: self,
            module,
            vals,
            facts,
        }
    }
}

/// Where each value of a tape record goes, and the record's size: the
/// widest values first. On a GPU the size is a multiple of eight, so that
/// records start at multiples of eight (the buffer is `malloc`ed, the
/// reserved first word keeps the rest in step) and every scalar is
/// naturally aligned; a CPU derivative's records are `packed` (no
/// padding, the tape's loads and stores say alignment 1), which took a
/// quarter off kmeans' tape. The forward and the reverse sweep both lay
/// records out here.
pub fn record_layout(types: &[Type], packed: bool) -> (Vec<i64>, i64) {
    let size = |t: Type| {
        if t == Type::I1 {
            1
        } else {
            i64::from(t.bytes())
        }
    };
    let mut order: Vec<usize> = (0..types.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(size(types[i]).min(8)));
    let mut offsets = vec![0; types.len()];
    let mut n = 0;
    for i in order {
        offsets[i] = n;
        n += size(types[i]);
    }
    (offsets, if packed { n } else { (n + 7) & !7 })
}

/// Computes a plan from what each block's reverse reads.
pub(super) struct Planner<'a> {
    pub vals: Values<'a>,
    pub facts: &'a Facts,
    pub policy: CachePolicy,
    blocks: Vec<(Block, BlockPlan)>,
    position: HashMap<Block, usize>,
    /// The min-cut decisions of the block being planned.
    cut: HashMap<Value, How>,
}

impl<'a> Planner<'a> {
    pub fn new(vals: Values<'a>, facts: &'a Facts, policy: CachePolicy) -> Planner<'a> {
        let mut position = HashMap::new();
        let blocks = facts
            .live_blocks()
            .into_iter()
            .enumerate()
            .map(|(i, b)| {
                position.insert(b, i);
                let packed = !facts.device();
                (
                    b,
                    BlockPlan {
                        packed,
                        ..BlockPlan::default()
                    },
                )
            })
            .collect();
        Planner {
            vals,
            facts,
            policy,
            blocks,
            position,
            cut: HashMap::new(),
        }
    }

    /// Decides each of `needs`, read by the reverse of `block`.
    pub fn plan_block(&mut self, block: Block, needs: &[Need]) {
        self.cut = HashMap::new();
        if self.policy.min_cut {
            // Shadows first: the primal values their addresses are made
            // from are had whatever the cut says (an induction variable
            // taped for a shadow address), so the cut counts them as free.
            for &n in needs {
                if matches!(n, Need::Shadow(_)) {
                    self.decide(block, n, 0);
                }
            }
            self.cut = super::mincut::choose(self, block, needs);
        }
        for &n in needs {
            self.decide(block, n, 0);
        }
    }

    pub fn finish(self) -> ReversePlan {
        let mut plan = ReversePlan {
            combined: self.facts.combined,
            policy: self.policy,
            blocks: self.blocks,
            position: self.position,
            returns: self.facts.returns.len(),
            moved: HashMap::new(),
            skips: HashMap::new(),
        };
        if self.policy.share_records {
            plan.moved = super::sharing::share_records(&mut plan, self.facts, self.vals);
        }
        let counted = &self.facts.counted;
        plan.skips = counted
            .skips
            .iter()
            .filter(|(h, _)| {
                counted[*h]
                    .blocks
                    .iter()
                    .all(|&b| plan.block(b).is_none_or(|p| p.record.is_empty()))
            })
            .map(|(&h, &s)| (h, s))
            .collect();
        plan
    }

    fn decide(&mut self, block: Block, need: Need, depth: u32) {
        let Some(&at) = self.position.get(&block) else {
            return;
        };
        if self.blocks[at].1.index.contains_key(&need) {
            return;
        }
        // An edge the branch conditions decide (see `Facts::edge_tree`),
        // walked for once here.
        let tree = match need {
            Need::EdgeId
                if !self.facts.counted.contains_key(&block) && !self.facts.available(block) =>
            {
                self.facts.edge_tree(self.vals.orig, block)
            }
            _ => None,
        };
        let how = match tree
            .as_ref()
            .map_or_else(|| self.how(block, need, depth), |_| How::Branched)
        {
            How::Tape(_) => {
                let ty = match need {
                    Need::Primal(v) | Need::Shadow(v) => self.vals.ty(v),
                    // An edge id fits a byte for fewer than 257 edges.
                    Need::EdgeId if self.facts.incoming[block].len() <= 256 => Type::I8,
                    Need::EdgeId => super::EDGE_ID,
                    Need::Slot(_) | Need::Extra(_) => Type::PTR,
                    Need::LoopCount(_) => Type::I64,
                };
                let owner = self.position[&self.facts.record_of(self.vals, block, need)];
                How::Tape(self.blocks[owner].1.field(need, ty))
            }
            h => h,
        };
        self.blocks[at].1.decide_as(need, how);
        // What the way it is had reads in turn.
        let vals = self.vals;
        match (need, how) {
            (Need::Primal(v), How::Counted) => {
                if let Some((_, start, _)) = self.facts.counted_iv(block, v) {
                    self.decide(block, Need::Primal(start), depth + 1);
                }
            }
            (Need::Primal(v), How::Recompute | How::Reload) => {
                for o in vals.def_inst(v).map(InstData::operands).unwrap_or_default() {
                    self.decide(block, Need::Primal(o), depth + 1);
                }
            }
            (Need::EdgeId, How::Branched) => {
                let mut conds = Vec::new();
                if let Some(tree) = &tree {
                    tree.conditions(&mut conds);
                }
                self.blocks[at].1.edge = tree;
                for c in conds {
                    self.decide_remade(block, block, c, depth + 1);
                }
            }
            (Need::Primal(v), How::Merged) => {
                let (p, i, tree) = self
                    .merged_tree(v)
                    .expect("the plan merges such parameters");
                let (mut reads, mut edges) = (Vec::new(), Vec::new());
                tree.conditions(&mut reads);
                tree.edges(&mut edges);
                reads.extend(
                    edges
                        .iter()
                        .map(|&k| self.facts.edge_arg(vals.orig, p, k, i)),
                );
                self.blocks[at].1.merged.insert(v, tree);
                for r in reads {
                    self.decide_remade(block, p, r, depth + 1);
                }
            }
            (Need::Shadow(v), How::Recompute) => match vals.def_inst(v) {
                Some(InstData::PtrAdd { args: [p, off] }) => {
                    self.decide(block, Need::Shadow(*p), depth + 1);
                    self.decide(block, Need::Primal(*off), depth + 1);
                }
                Some(InstData::Cast { arg, .. }) => {
                    self.decide(block, Need::Shadow(*arg), depth + 1)
                }
                _ => {}
            },
            (Need::Shadow(v), How::FromArgument(i)) => {
                let arg = vals.arg(i);
                self.decide(block, Need::Primal(v), depth);
                self.decide(block, Need::Primal(arg), depth);
                self.decide(block, Need::Shadow(arg), depth);
            }
            _ => {}
        }
    }

    /// Decides `v`, read by the reverse of `block` as of the forward's
    /// last entry into `at`: as any value where its definition dominates
    /// `at`, else recomputed from its operands, decided so in turn (see
    /// [`Facts::remade_before`], which said it can be).
    fn decide_remade(&mut self, block: Block, at: Block, v: Value, depth: u32) {
        if self.facts.dom.dominates(self.vals.def_block(v), at) {
            return self.decide(block, Need::Primal(v), depth);
        }
        let Some(&pos) = self.position.get(&block) else {
            return;
        };
        let plan = &mut self.blocks[pos].1;
        let need = Need::Primal(v);
        if plan.index.contains_key(&need) {
            return;
        }
        plan.decide_as(need, How::Recompute);
        let vals = self.vals;
        for o in vals.def_inst(v).map(InstData::operands).unwrap_or_default() {
            self.decide_remade(block, at, o, depth + 1);
        }
    }

    /// For a parameter `i` of block `p` whose entering edge the branch
    /// conditions decide and whose every argument can be made again where
    /// `p` starts: `p`, `i` and the tree of conditions.
    fn merged_tree(&self, v: Value) -> Option<(Block, usize, super::facts::EdgeTree)> {
        let zyme_ir::ValueDef::Param(p, i) = self.vals.orig.dfg.values[v].def else {
            return None;
        };
        let (facts, orig) = (self.facts, self.vals.orig);
        if facts.counted.contains_key(&p) {
            return None;
        }
        let tree = facts.edge_tree(orig, p)?;
        let i = i as usize;
        let args = (0..facts.incoming[p].len()).all(|k| {
            let arg = facts.edge_arg(orig, p, k, i);
            facts.remade_before(orig, p, arg, super::facts::REMADE_DEPTH)
        });
        args.then_some((p, i, tree))
    }

    fn how(&self, block: Block, need: Need, depth: u32) -> How {
        let facts = self.facts;
        let vals = self.vals;
        let (v, shadow) = match need {
            Need::Primal(v) => (v, false),
            Need::Shadow(v) => (v, true),
            Need::EdgeId if facts.counted.contains_key(&block) => return How::Counted,
            // (`Branched` is decided in `decide`, which keeps the tree.)
            Need::EdgeId => return self.direct_or_tape(block),
            // The loop is not entered again after a block on no cycle:
            // its count is still in the forward's slot.
            Need::LoopCount(_) if facts.combined && !facts.cyclic.contains(block) => {
                return How::Kept
            }
            Need::LoopCount(_) => return How::Tape(0),
            Need::Extra(_) if facts.available(block) => return How::Direct,
            Need::Extra(_) => return How::Tape(0),
            Need::Slot(_) => {
                let entry = vals.orig.entry_block().expect("entry");
                return self.direct_or_tape(entry);
            }
        };
        if self.remat(v, shadow) {
            return How::Remat;
        }
        if !shadow && facts.counted_iv(block, v).is_some() {
            return How::Counted;
        }
        if !facts.combined
            && vals
                .arg_index(v)
                .is_some_and(|i| !shadow || vals.kinds[i].is_dup())
        {
            return How::Argument;
        }
        let def = vals.def_block(v);
        if !shadow && !facts.available(def) {
            if let Some(&how) = self.cut.get(&v) {
                return how;
            }
        }
        if !facts.available(def) && depth < self.policy.max_recompute_depth {
            let data = vals.def_inst(v);
            let cheap = data.is_some_and(|d| cheap_to_recompute(d, shadow));
            let load = matches!(data, Some(InstData::Load { .. }));
            // A block parameter is no instruction to run again.
            let may = data.is_some() && (!load || self.policy.reload);
            if may && cheap {
                return How::Recompute;
            }
            if !shadow && self.lane_move_of_free(block, v) {
                return How::Recompute;
            }
            // A kept value is at hand; what `tape_free` counts as free
            // because it is kept must be read from its slot, not run
            // again (a load's memory may have changed since).
            if self.keeps(def) {
                return How::Kept;
            }
            if may && !shadow && self.tape_free(block, v, self.tape_free_depth()) {
                return match data {
                    Some(InstData::Load { .. }) => How::Reload,
                    _ => How::Recompute,
                };
            }
            if shadow && vals.ty(v).is_ptr() {
                if let Some(i) = self.shadow_argument(v) {
                    return How::FromArgument(i);
                }
            }
            if !shadow && self.merged_tree(v).is_some() {
                return How::Merged;
            }
        }
        self.direct_or_tape(def)
    }

    /// How the primal `v` is had in the reverse of `block` without the
    /// tape or recomputation, if it is: made again, an argument of a
    /// reverse function, a counted induction variable, read directly, or
    /// kept.
    pub(super) fn free_primal(&self, block: Block, v: Value) -> Option<How> {
        let facts = self.facts;
        if self.remat(v, false) {
            Some(How::Remat)
        } else if facts.counted_iv(block, v).is_some() {
            Some(How::Counted)
        } else if !facts.combined && self.vals.arg_index(v).is_some() {
            Some(How::Argument)
        } else if facts.available(self.vals.def_block(v)) {
            Some(How::Direct)
        } else if self.keeps(self.vals.def_block(v)) {
            Some(How::Kept)
        } else {
            None
        }
    }

    /// How the min-cut graph has the primal `v` without a vertex of its
    /// own: free to have, or recomputed by the greedy rule from values
    /// free to have (what that rule leaves off the tape stays off it).
    pub(super) fn free_in_graph(&self, block: Block, v: Value) -> Option<How> {
        let decided = self
            .position
            .get(&block)
            .and_then(|&at| self.blocks[at].1.how(Need::Primal(v)));
        decided
            .or_else(|| self.lane_move_of_free(block, v).then_some(How::Recompute))
            .or_else(|| self.cheap_of_direct(block, v).then_some(How::Recompute))
            .or_else(|| self.free_primal(block, v))
            .or_else(|| {
                self.recomputable(v)
                    .filter(|_| self.tape_free(block, v, self.tape_free_depth()))
            })
            .or_else(|| self.merged_tree(v).map(|_| How::Merged))
    }

    /// How the primal `v` is made again from its operands, if it can be:
    /// pure arithmetic is recomputed, a load of memory nothing writes
    /// reloaded (when the policy reloads).
    /// On a CPU, where a tape is cheap to read, only arithmetic cheaper
    /// than a read is: not division, remainder or the math library's
    /// transcendental functions (unless the policy asks for the least
    /// memory, [`CachePolicy::recompute_costly`]).
    pub(super) fn recomputable(&self, v: Value) -> Option<How> {
        match self.vals.def_inst(v)? {
            InstData::Load { .. } => {
                (self.policy.reload && self.facts.reloadable.contains(v)).then_some(How::Reload)
            }
            data if self.facts.device() || self.policy.recompute_costly => {
                pure(data).then_some(How::Recompute)
            }
            data => (pure(data) && !costly(data)).then_some(How::Recompute),
        }
    }

    fn direct_or_tape(&self, def: Block) -> How {
        if self.facts.available(def) {
            How::Direct
        } else if self.keeps(def) {
            How::Kept
        } else {
            How::Tape(0)
        }
    }

    /// Whether `v` moves lanes of, or negates, values had without the
    /// tape (kept, read directly, constants): made again from them in the
    /// reverse rather than kept in a slot of its own, which after mem2reg
    /// is one more value live from the forward to the reverse (ba's
    /// branch kept 33: splats and lanes of the few it computes).
    fn lane_move_of_free(&self, block: Block, v: Value) -> bool {
        let Some(data) = self.vals.def_inst(v) else {
            return false;
        };
        let moves = matches!(
            data,
            InstData::Splat { .. }
                | InstData::ExtractLane { .. }
                | InstData::InsertLane { .. }
                | InstData::Shuffle { .. }
                | InstData::Unary {
                    op: zyme_ir::UnaryOp::Fneg,
                    ..
                }
        );
        moves && data.operands().iter().all(|&o| self.tape_free(block, o, 0))
    }

    /// Whether `v`, which a slot would keep (combined mode), is cheap
    /// integer arithmetic of values at hand in the reverse without slots
    /// (parameters, constants, values of blocks that run before it): made again there
    /// in one instruction rather than kept, which after mem2reg is one
    /// more value live from the forward to the reverse, and one zyme-opt
    /// cannot merge with the same arithmetic made again elsewhere (gmm's
    /// reverse rebuilt its triangular loop's bounds from `zext d` kept
    /// through a slot beside `zext d` made again, twice per row).
    fn cheap_of_direct(&self, block: Block, v: Value) -> bool {
        let def = self.vals.def_block(v);
        // A policy that recomputes nothing (`max_recompute_depth` 0)
        // keeps even these.
        if self.policy.max_recompute_depth == 0 || self.facts.available(def) || !self.keeps(def) {
            return false;
        }
        let Some(data) = self.vals.def_inst(v) else {
            return false;
        };
        cheap_to_recompute(data, false)
            && data
                .operands()
                .iter()
                .all(|&o| matches!(self.free_primal(block, o), Some(How::Direct | How::Remat)))
    }

    /// Whether values of `def` are kept in slots (it runs at most once).
    fn keeps(&self, def: Block) -> bool {
        self.facts.combined && self.policy.keep_once && !self.facts.cyclic.contains(def)
    }

    /// Constants and addresses are made again in the reverse rather than
    /// taped: any constant, a global's or a function's address; in
    /// combined mode a stack slot's address, and the address of a
    /// shadowed slot's shadow. A constant pointer (null) is its own
    /// shadow; a global's shadow is its shadow global.
    fn remat(&self, v: Value, shadow: bool) -> bool {
        let combined = self.facts.combined;
        match self.vals.def_inst(v) {
            Some(InstData::Iconst { .. } | InstData::GlobalAddr { .. }) => true,
            Some(InstData::Fconst { .. } | InstData::FuncAddr { .. }) => !shadow,
            Some(InstData::StackAddr { slot }) => {
                combined && (!shadow || self.vals.activity.is_shadowed(Object::Stack(*slot)))
            }
            _ => false,
        }
    }

    /// Whether the primal `v` can be had in the reverse of `block` without
    /// the tape: directly, as a constant or address, as an argument of a
    /// reverse function, from a counted loop's counter, or recomputed from
    /// such by pure operations (at most `depth` deep). Loads are
    /// recomputed only from memory nothing writes.
    fn tape_free_depth(&self) -> u32 {
        if self.facts.device() {
            self.policy.device_tape_free_depth
        } else {
            self.policy.tape_free_depth
        }
    }

    fn tape_free(&self, block: Block, v: Value, depth: u32) -> bool {
        let (vals, facts) = (self.vals, self.facts);
        if facts.counted_iv(block, v).is_some() {
            return true;
        }
        if facts.available(vals.def_block(v)) || self.keeps(vals.def_block(v)) {
            return true;
        }
        if !facts.combined && vals.arg_index(v).is_some() {
            return true;
        }
        let Some(data) = vals.def_inst(v) else {
            return false;
        };
        match data {
            InstData::Iconst { .. }
            | InstData::Fconst { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. } => true,
            InstData::StackAddr { .. } => facts.combined,
            InstData::Load { ptr, .. } => {
                depth > 0
                    && self.policy.reload
                    && facts.reloadable.contains(v)
                    && self.tape_free(block, *ptr, depth - 1)
            }
            // A constant displacement is part of the address the load
            // makes (`conn + 32·e + 4`): it costs no depth.
            InstData::PtrAdd { args: [p, off] }
                if zyme_analysis::types::constant(vals.orig, *off).is_some() =>
            {
                self.tape_free(block, *p, depth)
            }
            data if pure(data) => {
                depth > 0
                    && data
                        .operands()
                        .iter()
                        .all(|&o| self.tape_free(block, o, depth - 1))
            }
            _ => false,
        }
    }

    /// The argument whose memory alone a pointer points into, when that
    /// argument is duplicated: its shadow plus the pointer's offset is
    /// the pointer's shadow, so taping the primal pointer (which the
    /// reverse may need anyway) gives the shadow without taping it
    /// (pointer induction variables after -O2's strength reduction). The
    /// offset is a distance within one object, so differentiating this
    /// code again (nested derivatives) moves the shadow's own shadow the
    /// same way.
    fn shadow_argument(&self, v: Value) -> Option<usize> {
        let objs = self.vals.activity.points_to().objects(v);
        let [Object::Arg(i)] = objs.iter().copied().collect::<Vec<_>>()[..] else {
            return None;
        };
        self.vals.kinds[i as usize].is_dup().then_some(i as usize)
    }
}

/// An instruction that computes its results from its operands alone, so
/// running it again gives them again.
pub(super) fn pure(data: &InstData) -> bool {
    matches!(
        data,
        InstData::Binary { .. }
            | InstData::Unary { .. }
            | InstData::Cast { .. }
            | InstData::Icmp { .. }
            | InstData::Fcmp { .. }
            | InstData::Select { .. }
            | InstData::PtrAdd { .. }
            | InstData::Math { .. }
            | InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. }
    )
}

/// Arithmetic that costs more than reading a value back from the tape on
/// a CPU: division, remainder, and the math library's functions other
/// than the bit operations, roundings, min/max and multiply-adds.
fn costly(data: &InstData) -> bool {
    use zyme_ir::{BinaryOp, MathOp};
    match data {
        InstData::Binary { op, .. } => matches!(
            op,
            BinaryOp::Fdiv
                | BinaryOp::Frem
                | BinaryOp::Sdiv
                | BinaryOp::Udiv
                | BinaryOp::Srem
                | BinaryOp::Urem
        ),
        InstData::Math { op, .. } => !matches!(
            op,
            MathOp::Fabs
                | MathOp::Fma
                | MathOp::Fmuladd
                | MathOp::Minnum
                | MathOp::Maxnum
                | MathOp::Minimum
                | MathOp::Maximum
                | MathOp::Copysign
                | MathOp::Floor
                | MathOp::Ceil
                | MathOp::Trunc
                | MathOp::Round
                | MathOp::Rint
        ),
        _ => false,
    }
}

struct DisplayPlan<'a> {
    plan: &'a ReversePlan,
    module: &'a Module,
    vals: Values<'a>,
    facts: &'a Facts,
}

impl fmt::Display for DisplayPlan<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (plan, vals, facts) = (self.plan, self.vals, self.facts);
        let orig = vals.orig;
        let names = orig.display_names();
        let value = |v: Value| names.value(v);
        writeln!(
            f,
            "reverse plan of @{} ({}; recompute depth {}, tape-free depth {}{}{})",
            orig.name,
            if plan.combined { "combined" } else { "split" },
            plan.policy.max_recompute_depth,
            plan.policy.tape_free_depth,
            if plan.policy.min_cut { ", min cut" } else { "" },
            if plan.policy.recompute_costly {
                ", least memory"
            } else {
                ""
            }
        )?;
        if plan.returns > 1 {
            writeln!(
                f,
                "  {} returns: the reverse starts at the one the forward sweep left by ({})",
                plan.returns,
                if plan.combined {
                    "passed to the reverse"
                } else {
                    "taped"
                }
            )?;
        }
        for (block, bp) in &plan.blocks {
            if bp.decisions.is_empty() {
                continue;
            }
            write!(f, "{}:", names.block(*block))?;
            if bp.record.is_empty() {
                writeln!(f, " no tape record")?;
            } else {
                let (offsets, size) = bp.layout();
                let fields: Vec<String> = bp
                    .record
                    .iter()
                    .zip(&offsets)
                    .map(|(&(n, t), o)| format!("{} {t} @{o}", need_name(n, &value)))
                    .collect();
                writeln!(f, " tape record {size} bytes [{}]", fields.join(", "))?;
            }
            for &(need, how) in &bp.decisions {
                let what = need_name(need, &value);
                let (how_text, why) = explain(self.module, plan, vals, facts, *block, need, how);
                writeln!(f, "    {what:<12} {how_text:<14} {why}")?;
            }
            if let Some(s) = plan.skips.get(block) {
                let first = format!("{} / {}", value(s.last), s.step);
                writeln!(
                    f,
                    "    {:<12} {:<14} the loop's reverse runs iteration {first} (its select chain's last taker; 0 where none took) and then iteration 0: the others add zeros",
                    "iterations", "skipped"
                )?;
            }
        }
        Ok(())
    }
}

fn need_name(need: Need, value: &dyn Fn(Value) -> String) -> String {
    match need {
        Need::Primal(v) => value(v),
        Need::Shadow(v) => format!("shadow {}", value(v)),
        Need::EdgeId => "edge".to_string(),
        Need::Slot(s) => format!("shadow {s}"),
        Need::Extra(i) => format!("extra {i}"),
        Need::LoopCount(h) => format!("count {h}"),
    }
}

/// The decision's name and why it was taken.
fn explain(
    module: &Module,
    plan: &ReversePlan,
    vals: Values,
    facts: &Facts,
    block: Block,
    need: Need,
    how: How,
) -> (String, String) {
    let orig = vals.orig;
    let names = orig.display_names();
    let inst_text = |v: Value| match orig.dfg.values[v].def {
        zyme_ir::ValueDef::Result(i, _) => {
            zyme_ir::text::printer::print_inst(module, orig, &names, i)
                .trim()
                .to_string()
        }
        zyme_ir::ValueDef::Param(b, _) => format!("a parameter of {}", names.block(b)),
    };
    let def_block = match need {
        Need::Primal(v) | Need::Shadow(v) => vals.def_block(v),
        Need::Slot(_) => orig.entry_block().expect("entry"),
        Need::EdgeId | Need::Extra(_) | Need::LoopCount(_) => block,
    };
    let defined = match need {
        Need::Primal(v) | Need::Shadow(v) if vals.def_inst(v).is_some() => {
            format!("`{}`", inst_text(v))
        }
        Need::Primal(v) | Need::Shadow(v) => inst_text(v),
        Need::EdgeId => format!(
            "{} has {} incoming edges",
            names.block(block),
            facts.incoming[block].len()
        ),
        Need::Slot(s) => format!("the heap shadow of {s}"),
        Need::LoopCount(h) => format!(
            "the back edges the forward counted in {}'s loop",
            names.block(h)
        ),
        Need::Extra(i) => format!(
            "made by `{}`",
            zyme_ir::text::printer::print_inst(module, orig, &names, i).trim()
        ),
    };
    let (name, why) = match how {
        How::Remat => ("remat".to_string(), "a constant or an address".to_string()),
        How::Argument => (
            "argument".into(),
            "a parameter of the reverse function".into(),
        ),
        How::Direct => (
            "direct".into(),
            format!("{} runs once, before the reverse", names.block(def_block)),
        ),
        How::Recompute => {
            let cheap = match need {
                Need::Primal(v) => vals
                    .def_inst(v)
                    .is_some_and(|d| cheap_to_recompute(d, false)),
                _ => true,
            };
            let why = if cheap {
                "integer or address arithmetic, recomputed from its operands"
            } else {
                "recomputed from its operands, which cost fewer tape bytes than it"
            };
            ("recompute".into(), why.into())
        }
        How::Kept => (
            "kept".into(),
            format!(
                "{} runs at most once: a slot from the forward",
                names.block(def_block)
            ),
        ),
        How::Branched => (
            "branched".into(),
            "from the conditions of the branches that chose it".into(),
        ),
        How::Merged => (
            "merged".into(),
            "the argument of the edge the branch conditions choose".into(),
        ),
        How::Counted => (
            "counted".into(),
            "from the reverse loop's counter (set from the trip count, or the forward's count, where the reverse enters the loop)".into(),
        ),
        How::Reload => (
            "reload".into(),
            format!(
                "nothing in @{} that may run after the load writes that memory",
                orig.name
            ),
        ),
        How::FromArgument(i) => (
            "from-argument".into(),
            format!("the shadow of argument {i} plus the offset"),
        ),
        How::Tape(k) => {
            let why = if !facts.combined {
                "split: the caller runs anything between the halves".to_string()
            } else if facts.cyclic.contains(def_block) {
                let load = matches!(need, Need::Primal(v)
                    if matches!(vals.def_inst(v), Some(InstData::Load { .. })));
                if load {
                    format!(
                        "{} repeats, and @{} writes memory the load may read",
                        names.block(def_block),
                        orig.name
                    )
                } else {
                    format!("{} repeats", names.block(def_block))
                }
            } else {
                format!("{} does not run on every path", names.block(def_block))
            };
            let owner = plan.record_of(facts, vals, block, need);
            if owner == block {
                (format!("tape #{k}"), why)
            } else {
                (format!("tape #{k} of {}", names.block(owner)), why)
            }
        }
    };
    (name, format!("{defined}; {why}"))
}
