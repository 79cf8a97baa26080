//! Facts about the primal function that reverse mode reads and never
//! changes: how its values are classified for differentiation
//! ([`Values`]), and the shape of its control flow and uses ([`Facts`]).

use super::reserve::{runs_each_iteration, LoopReserve};
use cranelift_entity::{EntitySet, SecondaryMap};
use hashbrown::HashMap;
use zyme_analysis::typetree::{Concrete, FloatKind, TypeTree};
use zyme_analysis::{Activity, ArgKind, FuncTypes, Loop, LoopForest, TripCount};
use zyme_ir::{
    Block, ControlFlowGraph, DominatorTree, Function, Inst, InstData, Module, ScalarType, Type,
    Value, ValueDef,
};

/// The primal function with its activity and type trees: what each value
/// is to differentiation.
#[derive(Copy, Clone)]
pub(super) struct Values<'a> {
    pub orig: &'a Function,
    pub activity: &'a Activity,
    pub types: &'a FuncTypes,
    pub kinds: &'a [ArgKind],
}

impl<'a> Values<'a> {
    pub fn ty(&self, v: Value) -> Type {
        self.orig.dfg.value_type(v)
    }

    pub fn tree(&self, v: Value) -> &'a TypeTree {
        self.types.tree(v)
    }

    pub fn active(&self, v: Value) -> bool {
        self.activity.is_active(v)
    }

    pub fn inst_active(&self, inst: Inst) -> bool {
        self.activity.inst_is_active(self.orig, inst)
    }

    /// The float type a value's adjoint has: its own for floats, the
    /// float of the same width for integers holding float bits.
    pub fn float_ty(&self, v: Value) -> Option<Type> {
        let ty = self.ty(v);
        if ty.is_float() {
            return Some(ty);
        }
        if !ty.is_int() || ty.lane() == ScalarType::I1 {
            return None;
        }
        let lane = ty.lane();
        match self.tree(v).scalar(i64::from(lane.bytes())) {
            Some(Concrete::Float(FloatKind::F64)) if lane.bits() == 64 => {
                Some(ty.with_lane(ScalarType::F64))
            }
            Some(Concrete::Float(FloatKind::F32)) if lane.bits() == 32 => {
                Some(ty.with_lane(ScalarType::F32))
            }
            _ => None,
        }
    }

    /// Whether a value is an address (or an integer holding one).
    pub fn ptr_like(&self, v: Value) -> bool {
        let ty = self.ty(v);
        ty.is_ptr()
            || (ty.is_int()
                && matches!(
                    self.tree(v).scalar(i64::from(ty.lane().bytes())),
                    Some(Concrete::Pointer)
                ))
    }

    /// The adjoint type of an active float-like value (None: no adjoint).
    pub fn adj_ty(&self, v: Value) -> Option<Type> {
        if !self.active(v) {
            return None;
        }
        self.float_ty(v)
    }

    pub fn def_block(&self, v: Value) -> Block {
        def_block(self.orig, v).expect("verified functions place every instruction")
    }

    pub fn def_inst(&self, v: Value) -> Option<&'a InstData> {
        self.orig.dfg.value_inst(v)
    }

    /// The entry block's parameter `i` (the function's argument).
    pub fn arg(&self, i: usize) -> Value {
        let entry = self.orig.entry_block().expect("definitions have an entry");
        self.orig.dfg.block_params(entry)[i]
    }

    /// The argument `v` is, if it is one.
    pub fn arg_index(&self, v: Value) -> Option<usize> {
        let entry = self.orig.entry_block()?;
        match self.orig.dfg.values[v].def {
            ValueDef::Param(b, i) if b == entry => Some(i as usize),
            _ => None,
        }
    }
}

/// The float type of a type tree's float kind.
pub(super) fn float_type(k: FloatKind) -> Type {
    match k {
        FloatKind::F32 => Type::F32,
        FloatKind::F64 => Type::F64,
    }
}

/// A loop with one edge from outside into its header and one back edge,
/// whose number of back edges the reverse knows when it enters the loop:
/// a constant trip count, or (combined mode, a loop entered at most once
/// per call) the forward's own count, read from its slot (or from the
/// tape record of the block the exit leads to, when that block repeats).
/// Its reverse keeps the iteration in a counter (set to the number of
/// back edges on entering the loop's reverse from an exit, decremented on
/// the way back through the back edge), so the header's edge is the
/// counter being zero, and the header's induction variables are
/// `start + counter·step`: neither goes on the tape.
#[derive(Clone, Debug)]
pub(super) struct CountedLoop {
    /// Back edges taken per entry into the loop.
    pub back_edges: LoopCount,
    /// Indices in `Facts::incoming[header]` of the edge from outside and
    /// of the back edge.
    pub entry_edge: usize,
    pub back_edge: usize,
    pub blocks: Vec<Block>,
    /// The header parameters that are induction variables: their start
    /// (loop-invariant) and step.
    pub ivs: HashMap<Value, (Value, i64)>,
    /// For a loop outside every other that the forward counts
    /// ([`LoopCount::Forward`]) and whose trip count has a formula over
    /// values defined before it: its preheader,
    /// where the forward stores the formula's value in the count's slot
    /// once instead of counting every iteration (lse's loops kept the
    /// count live across each call of `exp`).
    pub count_at: Option<(Block, zyme_analysis::TripExpr)>,
}

/// The counted loops by header (read as that map), and the header of
/// the loop each of their induction variables belongs to.
#[derive(Default)]
pub(super) struct CountedLoops {
    by_header: HashMap<Block, CountedLoop>,
    iv_header: HashMap<Value, Block>,
    /// The `select`s of select chains in counted loops, whose reverse
    /// tests their number, made again from the loop's counter, against
    /// the chain's last taker ([`super::select_chains`]).
    pub chained: HashMap<Inst, super::select_chains::ChainedSelect>,
    /// The loops with chains whose reverse runs only the last taker's
    /// iteration and the first, by header ([`super::select_chains::skips`]).
    pub skips: HashMap<Block, super::select_chains::TakerSkip>,
}

impl CountedLoops {
    fn insert(&mut self, header: Block, l: CountedLoop) {
        self.iv_header.extend(l.ivs.keys().map(|&v| (v, header)));
        self.by_header.insert(header, l);
    }
}

impl std::ops::Deref for CountedLoops {
    type Target = HashMap<Block, CountedLoop>;

    fn deref(&self) -> &Self::Target {
        &self.by_header
    }
}

/// How the reverse knows a counted loop's back edges.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(super) enum LoopCount {
    /// The trip count, a constant.
    Const(u64),
    /// Counted by the forward sweep in a slot, read where the reverse
    /// enters the loop (`Need::LoopCount`).
    Forward,
    /// Computed where the reverse enters the loop from the trip count's
    /// formula, whose operands are constants or values defined in a block
    /// dominating every exit of the loop (the plan has them as any other
    /// primal): nothing is taped per entry.
    Entry(zyme_analysis::TripExpr),
}

/// The block that defines `v` (`None` for an instruction not placed).
pub(super) fn def_block(f: &Function, v: Value) -> Option<Block> {
    match f.dfg.values[v].def {
        ValueDef::Param(b, _) => Some(b),
        ValueDef::Result(i, _) => f.layout.inst_block(i),
    }
}

/// How many instructions deep [`Facts::remade_before`] follows a branch
/// condition or an edge's argument.
pub(super) const REMADE_DEPTH: u32 = 4;

/// Arithmetic that gives a value for any operands, reading no memory:
/// safe to run where the forward did not (no integer division).
fn cannot_trap(data: &InstData) -> bool {
    matches!(data, InstData::Iconst { .. } | InstData::Fconst { .. })
        || (super::plan::pure(data) && !data.has_side_effects())
}

/// The blocks outside a loop (of `blocks`) that its edges lead to, each
/// once.
fn loop_exits(cfg: &ControlFlowGraph, blocks: &[Block]) -> Vec<Block> {
    let mut exits: Vec<Block> = Vec::new();
    for &b in blocks {
        for &s in cfg.succs(b) {
            if !blocks.contains(&s) && !exits.contains(&s) {
                exits.push(s);
            }
        }
    }
    exits
}

/// Whether a loop leaving only through its counted test runs `count`
/// whatever its entry values: a constant, `!=` (the analysis gives a
/// formula only where the steps land on the bound, and the formula
/// wraps as the variable does), or a strict order by steps of one that
/// tests the variable itself, which reaches the bound before it could
/// wrap. Steps of more may jump past a bound near the type's end and
/// wrap around; `<=` to the type's largest value never fails; and a
/// test of `i + 1` wraps at once from the type's largest value (an `i8`
/// do-while from 127 below 10 runs 139 times), while the formula adds
/// the step in 64 bits. The formula describes none of these.
pub(super) fn exact_count(count: &TripCount) -> bool {
    use zyme_ir::IntCC;
    match count {
        TripCount::Known(_) => true,
        TripCount::AtEntry(e) => {
            let strict = matches!(e.cond, IntCC::Slt | IntCC::Ult | IntCC::Sgt | IntCC::Ugt);
            e.cond == IntCC::Ne || (strict && e.step.unsigned_abs() == 1 && !e.tests_next)
        }
        TripCount::Unknown => false,
    }
}

/// Whether [`Gen::trip_formula`](super::Gen) computes `e`'s count: an
/// ordered test stepping towards its bound, or `!=` with steps of one.
pub(super) fn has_formula(e: &zyme_analysis::TripExpr) -> bool {
    use zyme_ir::IntCC;
    let up = matches!(e.cond, IntCC::Slt | IntCC::Ult | IntCC::Sle | IntCC::Ule) && e.step > 0;
    let down = matches!(e.cond, IntCC::Sgt | IntCC::Ugt | IntCC::Sge | IntCC::Uge) && e.step < 0;
    // `!=` by a power of two: the analysis gives a formula only where
    // the distance is a multiple of the step.
    up || down || (e.cond == IntCC::Ne && e.step.unsigned_abs().is_power_of_two())
}

/// Whether a loop's trip-count formula can be evaluated wherever the
/// reverse enters the loop (the blocks its exits lead to): its operands
/// are constants or defined in a block dominating every one of them.
pub(super) fn formula_at_exits(
    f: &Function,
    cfg: &ControlFlowGraph,
    dom: &DominatorTree,
    blocks: &[Block],
    e: &zyme_analysis::TripExpr,
) -> bool {
    e.values()
        .all(|v| defined_before_exits(f, cfg, dom, blocks, v))
}

/// Whether `v` is defined in a block dominating every block the loop of
/// `blocks` exits to (so the forward has it there, once per run of the
/// loop).
pub(super) fn defined_before_exits(
    f: &Function,
    cfg: &ControlFlowGraph,
    dom: &DominatorTree,
    blocks: &[Block],
    v: Value,
) -> bool {
    let exits = loop_exits(cfg, blocks);
    def_block(f, v).is_some_and(|d| exits.iter().all(|&x| dom.dominates(d, x)))
}

/// Control flow and use facts of the primal function.
pub(super) struct Facts {
    pub cfg: ControlFlowGraph,
    pub dom: DominatorTree,
    /// Whether the derivative is combined (one function for both sweeps).
    pub combined: bool,
    /// Blocks reachable from the entry that reach a return.
    pub live: EntitySet<Block>,
    /// Blocks on a cycle.
    pub cyclic: EntitySet<Block>,
    /// Blocks ending in a return, in reverse post-order.
    pub returns: Vec<Block>,
    /// Edges into each block: (predecessor, index among its targets), in
    /// layout order.
    pub incoming: SecondaryMap<Block, Vec<(Block, usize)>>,
    /// Values whose adjoint stays in SSA: used only in their own block,
    /// and not by a branch.
    pub local: EntitySet<Value>,
    /// Pointers that only lead to the callee of indirect calls (function
    /// pointers, vtables): they need no shadow, calls dispatch on them.
    pub code_ptrs: EntitySet<Value>,
    /// What a combined derivative may read again in its reverse: memory
    /// no instruction of the function writes.
    pub reloadable: Reloadable,
    /// Loops to reserve tape for, by preheader.
    pub loop_reserves: HashMap<Block, Vec<LoopReserve>>,
    /// Loops whose reverse counts its iterations down instead of reading
    /// the header's edge from the tape, by header (PHI unwrapping).
    pub counted: CountedLoops,
    /// How many times at most each block in a loop runs per call, when
    /// every loop around it has a constant trip count (`None`: no bound
    /// known). Blocks in no loop run at most once.
    pub loop_runs: HashMap<Block, Option<u64>>,
    /// Which block's tape record holds what a block's reverse reads (see
    /// [`Facts::record_of`]).
    pub owners: RecordOwners,
    /// What the function is to the threads that run it at once (`None`:
    /// it runs on one thread at a time).
    pub gpu: Option<ThreadFacts>,
}

/// Who runs a function at once.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Threads {
    /// One thread at a time.
    Serial,
    /// The threads of an OpenMP team (it is a parallel region's outlined
    /// function, or may be called from one); `footprints`: a split
    /// derivative of a microtask only fork wrappers call, whose tape
    /// headers have room for footprints (`parallel::footprint`).
    Team { footprints: bool },
    /// The threads of a GPU launch.
    Device,
}

/// A function's facts about the threads that run it at once
/// (`zyme_analysis::gpu`).
#[derive(Default)]
pub(super) struct ThreadFacts {
    /// A GPU function (not a host function run by a team).
    pub device: bool,
    /// Loads and stores whose address no other thread touches: their
    /// shadows take plain adds.
    pub thread_local: EntitySet<Inst>,
    /// Whether [`ThreadFacts::thread_local`] holds only for a
    /// one-dimensional launch (it indexes by `thread_id.x` alone).
    pub needs_1d_launch: bool,
    /// Barriers in thread-divergent control flow.
    pub divergent_barriers: Vec<Inst>,
    /// A kernel's loads that every thread of a block runs with one address
    /// (a uniform pointer, in a block no thread skips): their adjoints may
    /// be summed across a warp before one atomic add.
    pub warp_uniform: EntitySet<Inst>,
    /// A team's loads whose adjoints are added plainly where the address
    /// turns out, at run time, to be outside every other thread's
    /// footprint.
    pub footprints: Option<super::parallel::Footprints>,
}

/// The edge that entered a block, from branch conditions
/// ([`Facts::edge_tree`]): an edge (its index among the block's incoming
/// edges), or a test of a condition with the tree for each value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum EdgeTree {
    Edge(usize),
    Test(Value, Box<EdgeTree>, Box<EdgeTree>),
}

impl EdgeTree {
    /// How many tests the tree makes.
    fn tests(&self) -> usize {
        match self {
            EdgeTree::Edge(_) => 0,
            EdgeTree::Test(_, t, e) => 1 + t.tests() + e.tests(),
        }
    }

    /// The conditions it reads.
    pub fn conditions(&self, out: &mut Vec<Value>) {
        if let EdgeTree::Test(c, t, e) = self {
            out.push(*c);
            t.conditions(out);
            e.conditions(out);
        }
    }

    /// The edges it names.
    pub fn edges(&self, out: &mut Vec<usize>) {
        match self {
            EdgeTree::Edge(k) => out.push(*k),
            EdgeTree::Test(_, t, e) => {
                t.edges(out);
                e.edges(out);
            }
        }
    }
}

/// The walk of [`Facts::edge_tree`] from `top` to `merge`.
struct EdgeWalk<'a> {
    facts: &'a Facts,
    orig: &'a Function,
    merge: Block,
    top: Block,
    steps: std::cell::Cell<u32>,
}

/// Where a way from `top` goes: to the merge (by the edges of the tree),
/// or never there before `top` runs again (a return, a trap, the back
/// edge of a loop around `top`), which leaves its tree to the other way.
enum Way {
    Merge(EdgeTree),
    Never,
}

impl EdgeWalk<'_> {
    /// The way from the end of `b`.
    fn at(&self, b: Block) -> Option<Way> {
        self.steps.set(self.steps.get() + 1);
        if self.steps.get() > 32 || !self.facts.dom.dominates(self.top, b) {
            return None;
        }
        let &term = self.orig.layout.block_insts(b).last()?;
        match &self.orig.dfg.insts[term] {
            InstData::Jump { dest } => self.follow(b, 0, dest.block),
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => {
                let t = self.follow(b, 0, then_dest.block)?;
                let e = self.follow(b, 1, else_dest.block)?;
                match (t, e) {
                    (Way::Never, w) | (w, Way::Never) => Some(w),
                    (Way::Merge(t), Way::Merge(e)) if t == e => Some(Way::Merge(t)),
                    (Way::Merge(t), Way::Merge(e)) => {
                        if !self
                            .facts
                            .remade_before(self.orig, self.merge, *cond, REMADE_DEPTH)
                        {
                            return None;
                        }
                        Some(Way::Merge(EdgeTree::Test(*cond, Box::new(t), Box::new(e))))
                    }
                }
            }
            d if d.is_terminator() && d.targets_iter().next().is_none() => Some(Way::Never),
            _ => None,
        }
    }

    /// Whether the forward can reach the merge from `b` before `top`
    /// runs again (a way that cannot is one the tree needs no test for:
    /// the vector loop's exit that skips the remainder loop). Unsure
    /// (a large region) counts as can.
    fn reaches_merge(&self, b: Block) -> bool {
        let mut seen = vec![b];
        let mut work = vec![b];
        while let Some(x) = work.pop() {
            if x == self.merge || seen.len() > 256 {
                return true;
            }
            for &s in self.facts.cfg.succs(x) {
                if s != self.top && !seen.contains(&s) {
                    seen.push(s);
                    work.push(s);
                }
            }
        }
        false
    }

    /// The way from the edge `from → to` (target `k` of `from`).
    fn follow(&self, from: Block, k: usize, to: Block) -> Option<Way> {
        let edges = &self.facts.incoming[self.merge];
        if to == self.merge {
            let i = edges.iter().position(|&e| e == (from, k))?;
            return Some(Way::Merge(EdgeTree::Edge(i)));
        }
        if !self.reaches_merge(to) {
            return Some(Way::Never);
        }
        if self.facts.dom.dominates(to, from) {
            // A back edge: around a loop holding `top` (the walk from its
            // next run decides), or one inside the walk (not stepped over).
            return self.facts.dom.dominates(to, self.top).then_some(Way::Never);
        }
        // Entering a loop: over it, to where all its exits lead.
        let entered = self
            .facts
            .owners
            .loops
            .iter()
            .filter(|(_, blocks)| blocks.contains(&to) && !blocks.contains(&from))
            .max_by_key(|(_, blocks)| blocks.len());
        if let Some((exit, blocks)) = entered {
            if blocks.contains(&self.merge) {
                return None;
            }
            if *exit == self.merge {
                let mut from_loop = edges
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| blocks.contains(&e.0));
                return match (from_loop.next(), from_loop.next()) {
                    (Some((i, _)), None) => Some(Way::Merge(EdgeTree::Edge(i))),
                    _ => None,
                };
            }
            return self.at(*exit);
        }
        // Any other loop entered (one with several exits) is not stepped
        // over.
        let header = self
            .facts
            .cfg
            .preds(to)
            .iter()
            .any(|&p| self.facts.dom.dominates(to, p));
        if header {
            return None;
        }
        self.at(to)
    }
}

/// Which block's record holds a value a block's reverse reads.
#[derive(Default)]
pub(super) struct RecordOwners {
    /// For a block of a straight chain of live blocks (each the only
    /// live successor of the one before, and its only predecessor), the
    /// chain's last block: its record holds the values the whole chain's
    /// reverse reads from the tape, each once.
    pub chain_tail: HashMap<Block, Block>,
    /// Loops whose exit edges all lead to one block: that block and the
    /// loop's blocks.
    pub loops: Vec<(Block, hashbrown::HashSet<Block>)>,
    /// The innermost such loop of each block, by index into `loops`.
    pub loop_exit: HashMap<Block, usize>,
    /// Each block's next block on every path through the rest of its
    /// loop's iteration ([`super::sharing::region_post_dominators`]).
    pub post: HashMap<Block, Block>,
}

/// Memory a combined derivative's reverse reads where it is (see
/// [`Facts::reloadable`]).
#[derive(Default)]
pub(super) struct Reloadable {
    /// Loads, by result.
    pub loads: EntitySet<Value>,
    /// Operands of BLAS calls (instruction, argument): the reverse reads
    /// them where they are rather than from a cached copy.
    pub blas_operands: hashbrown::HashSet<(Inst, usize)>,
    /// `free` calls in a returning block of a serial combined derivative,
    /// their operands defined in the entry block: the forward sweep skips
    /// them and the reverse's end makes them, so the memory is still
    /// there for the reverse to read (gmm's `qdiag`, freed at the end of
    /// the primal).
    pub deferred_frees: Vec<Inst>,
}

impl Reloadable {
    /// Whether the load with result `v` may be read again.
    pub fn contains(&self, v: Value) -> bool {
        self.loads.contains(v)
    }
}

impl Facts {
    pub fn compute(
        module: &Module,
        vals: Values,
        combined: bool,
        aborting: &hashbrown::HashSet<zyme_ir::FuncId>,
        threads: Threads,
        unwrap_phis: bool,
        stable: u64,
    ) -> Facts {
        let orig = vals.orig;
        let cfg = ControlFlowGraph::compute(orig);
        let dom = DominatorTree::compute(&cfg);
        let mut facts = Facts {
            combined,
            live: EntitySet::new(),
            cyclic: EntitySet::new(),
            returns: Vec::new(),
            incoming: SecondaryMap::new(),
            local: EntitySet::new(),
            code_ptrs: EntitySet::new(),
            reloadable: Reloadable::default(),
            loop_reserves: HashMap::new(),
            loop_runs: HashMap::new(),
            counted: CountedLoops::default(),
            owners: RecordOwners::default(),
            gpu: None,
            cfg,
            dom,
        };
        facts.find_live_and_cycles(orig, aborting);
        facts.find_incoming(orig);
        facts.find_chains();
        facts.find_loop_reserves(orig, unwrap_phis);
        facts.find_local(orig);
        facts.find_code_ptrs(vals);
        if combined {
            let serial = matches!(threads, Threads::Serial);
            if serial {
                facts.find_deferred_frees(module, orig);
            }
            facts.find_reloadable(module, vals, serial);
        } else if stable != 0 {
            facts.find_stable_reloadable(module, vals, stable);
        }
        facts.gpu = match threads {
            Threads::Serial => None,
            Threads::Team { footprints } => {
                let mut t = ThreadFacts::team(module, vals, &facts.cfg);
                if footprints {
                    t.footprints =
                        super::parallel::Footprints::compute(module, vals, &t.thread_local);
                }
                Some(t)
            }
            Threads::Device => Some(ThreadFacts::compute(module, vals, &facts.cfg)),
        };
        facts
    }

    /// Combined mode: whether values of `block` can be read by the
    /// reverse directly (the block runs once on every path to a return).
    pub fn available(&self, block: Block) -> bool {
        self.combined
            && !self.cyclic.contains(block)
            && self.returns.iter().all(|&r| self.dom.dominates(block, r))
    }

    /// How many times at most `block` runs per call (`None`: unbounded).
    pub fn max_runs(&self, block: Block) -> Option<u64> {
        match self.loop_runs.get(&block) {
            Some(&runs) => runs,
            // A cycle that is no natural loop has no trip count.
            None if self.cyclic.contains(block) => None,
            None => Some(1),
        }
    }

    /// Whether the memory `inst` (a load or store of a kernel, or of a
    /// function a team runs) touches is this thread's alone.
    pub fn thread_local(&self, inst: Inst) -> bool {
        self.gpu
            .as_ref()
            .is_some_and(|g| g.thread_local.contains(inst))
    }

    /// Whether the function runs on a GPU (the module has kernels): other
    /// threads may touch the memory it does.
    pub fn device(&self) -> bool {
        self.gpu.as_ref().is_some_and(|g| g.device)
    }

    /// Whether the function may run on the threads of an OpenMP team:
    /// other threads may touch the memory it does.
    pub fn in_team(&self) -> bool {
        self.gpu.as_ref().is_some_and(|g| !g.device)
    }

    /// The live blocks in reverse post-order.
    pub fn live_blocks(&self) -> Vec<Block> {
        self.cfg
            .reverse_postorder()
            .iter()
            .copied()
            .filter(|&b| self.live.contains(b))
            .collect()
    }

    /// Live blocks: reachable from the entry without passing a block
    /// that calls an aborting function, and reaching a return that way.
    /// The returns past such a call are not the function's returns to
    /// reverse mode: a forward sweep that gets there has been abandoned.
    fn find_live_and_cycles(
        &mut self,
        orig: &Function,
        aborting: &hashbrown::HashSet<zyme_ir::FuncId>,
    ) {
        let aborts = |b: Block| {
            !aborting.is_empty()
                && orig.layout.block_insts(b).iter().any(|&i| {
                    matches!(&orig.dfg.insts[i], InstData::Call { func, .. } if aborting.contains(func))
                })
        };
        let mut normal: EntitySet<Block> = EntitySet::new();
        if let Some(entry) = orig.entry_block() {
            let mut work = vec![entry];
            while let Some(b) = work.pop() {
                if aborts(b) || !normal.insert(b) {
                    continue;
                }
                work.extend_from_slice(self.cfg.succs(b));
            }
        }
        let mut work: Vec<Block> = Vec::new();
        for &b in self.cfg.reverse_postorder() {
            if !normal.contains(b) {
                continue;
            }
            if let Some(&last) = orig.layout.block_insts(b).last() {
                if matches!(orig.dfg.insts[last], InstData::Return { .. }) {
                    self.returns.push(b);
                    self.live.insert(b);
                    work.push(b);
                }
            }
        }
        while let Some(b) = work.pop() {
            for &p in self.cfg.preds(b) {
                if normal.contains(p) && self.live.insert(p) {
                    work.push(p);
                }
            }
        }
        // Cycles: a block reaching itself through a successor.
        for &b in self.cfg.reverse_postorder() {
            let mut seen: EntitySet<Block> = EntitySet::new();
            let mut stack: Vec<Block> = self.cfg.succs(b).to_vec();
            while let Some(x) = stack.pop() {
                if x == b {
                    self.cyclic.insert(b);
                    break;
                }
                if seen.insert(x) {
                    stack.extend_from_slice(self.cfg.succs(x));
                }
            }
        }
    }

    /// Edges into each block from live blocks (the only ones a forward
    /// sweep that is not abandoned takes).
    fn find_incoming(&mut self, orig: &Function) {
        for &p in orig.layout.blocks() {
            if !self.live.contains(p) {
                continue;
            }
            let Some(&last) = orig.layout.block_insts(p).last() else {
                continue;
            };
            for (k, t) in orig.dfg.insts[last].targets_iter().enumerate() {
                if self.live.contains(t.block) {
                    self.incoming[t.block].push((p, k));
                }
            }
        }
    }

    /// Straight chains of live blocks: `b → c` when `c` is `b`'s only
    /// live successor (by one edge) and `b` is `c`'s only predecessor.
    /// Such blocks run together, in order, every time the first does
    /// (the other successors of `b` are not live: a trap's unwinding,
    /// say), so one tape record pushed at the end of the chain's last
    /// block serves all their reverses: the reverse of the last block
    /// pops it and dominates the reverses of the others. A value several
    /// of them read (a loop index read by each of clang's unrolled
    /// copies of a loop body) is then taped once.
    fn find_chains(&mut self) {
        let mut out_edges: SecondaryMap<Block, Vec<Block>> = SecondaryMap::new();
        for b in self.live_blocks() {
            for &(p, _) in &self.incoming[b] {
                out_edges[p].push(b);
            }
        }
        let next = |b: Block| -> Option<Block> {
            let [c] = out_edges[b][..] else { return None };
            let preds: Vec<Block> = self
                .cfg
                .preds(c)
                .iter()
                .copied()
                .filter(|&p| self.cfg.is_reachable(p))
                .collect();
            let entry = self.cfg.entry();
            (c != b && Some(c) != entry && preds == [b] && self.incoming[c].len() == 1).then_some(c)
        };
        // `c`'s only predecessor is `b` and `c` is not the entry, so `b`
        // comes before `c` in reverse post-order: walking that order
        // backwards, `c`'s tail is known when `b` is reached, and each
        // chain is walked once.
        let mut tails: HashMap<Block, Block> = HashMap::new();
        for b in self.live_blocks().into_iter().rev() {
            if let Some(c) = next(b) {
                let tail = tails.get(&c).copied().unwrap_or(c);
                tails.insert(b, tail);
            }
        }
        self.owners.chain_tail = tails;
    }

    /// For each block of a loop whose every exit edge leads to one block:
    /// that exit and the loop's blocks. The exit's reverse runs before
    /// the loop's, once per run of the loop, so a value the loop's reverse
    /// reads but the loop does not define (and that the exit's forward
    /// has) is taped there, once, rather than in every iteration's
    /// record.
    fn find_loop_exits(&mut self, forest: &LoopForest) {
        self.owners.post = super::sharing::region_post_dominators(self, forest);
        for lp in forest.loops() {
            let data = forest.data(lp);
            let inside: hashbrown::HashSet<Block> = data.blocks.iter().copied().collect();
            let exits = loop_exits(&self.cfg, &data.blocks);
            // Every way out of the loop leads to `exit`, so the loop's
            // reverse is entered only from the exit's.
            let [exit] = exits[..] else { continue };
            let returns = self.returns.iter().any(|r| inside.contains(r));
            if returns || !self.live.contains(exit) {
                continue;
            }
            let at = self.owners.loops.len();
            self.owners.loops.push((exit, inside));
            for &b in &data.blocks {
                if forest.innermost_loop(b) == Some(lp) {
                    self.owners.loop_exit.insert(b, at);
                }
            }
        }
    }

    /// The block whose tape record holds `need` for the reverse of
    /// `block`: the chain's last block for values and shadows, the block
    /// itself for what is particular to it (its edge, its slots, its
    /// instructions' extras).
    pub fn record_of(&self, vals: Values, block: Block, need: super::plan::Need) -> Block {
        match need {
            super::plan::Need::Primal(v) | super::plan::Need::Shadow(v) => {
                // Out of every loop around the block that does not define
                // the value: into the loop's exit's record.
                let def = vals.def_block(v);
                let mut b = block;
                while let Some(&at) = self.owners.loop_exit.get(&b) {
                    let (exit, ref blocks) = self.owners.loops[at];
                    // The exit's forward must have the value on every
                    // path (a path around the loop included), and not
                    // make it anew: an inner loop that exits straight to
                    // its outer loop's header would read the next outer
                    // iteration's value (`plan/inner-exit-to-header.zir`).
                    // A select chain's last taker is the exit's parameter
                    // that the loop passes out: made for this run of the
                    // loop, whatever the exit is.
                    let last = def == exit && self.counted.chained.values().any(|c| c.last == v);
                    if blocks.contains(&def)
                        || !self.dom.dominates(def, exit)
                        || def == exit && !last
                    {
                        break;
                    }
                    b = exit;
                }
                self.owners.chain_tail.get(&b).copied().unwrap_or(b)
            }
            _ => block,
        }
    }

    /// The loops whose reverse is counted (see [`CountedLoop`]).
    fn find_counted(
        &mut self,
        orig: &Function,
        forest: &LoopForest,
        induction: &zyme_analysis::InductionInfo,
    ) {
        for lp in forest.loops() {
            let data = forest.data(lp);
            let h = data.header;
            let edges = &self.incoming[h];
            // The reverse enters the loop only by its exit: no return in
            // it.
            let returns = self.returns.iter().any(|r| data.blocks.contains(r));
            if data.has_irreducible_cycle || edges.len() != 2 || !self.live.contains(h) || returns {
                continue;
            }
            let inside = |e: &(Block, usize)| data.blocks.contains(&e.0);
            let (Some(back_edge), Some(entry_edge)) = (
                edges.iter().position(inside),
                edges.iter().position(|e| !inside(e)),
            ) else {
                continue;
            };
            // Counted by the forward in combined mode: a loop entered once
            // per call keeps its count in a slot, an inner loop tapes one
            // count per entry instead of an edge id (and its induction
            // variables) per iteration: kmeans' and gmm's tapes halve.
            let back_edges = match *induction.trip_count(lp) {
                TripCount::Known(n) => LoopCount::Const(n),
                // (A split half's reverse gets the formula's operands as it
                // gets any primal value: from the tape if need be, once per
                // entry rather than an induction variable per iteration.)
                TripCount::AtEntry(e)
                    if has_formula(&e)
                        && formula_at_exits(orig, &self.cfg, &self.dom, &data.blocks, &e) =>
                {
                    LoopCount::Entry(e)
                }
                _ if self.combined => LoopCount::Forward,
                _ => continue,
            };
            let ivs: HashMap<Value, (Value, i64)> = induction
                .get(lp)
                .ivs
                .iter()
                .filter(|iv| orig.dfg.value_type(iv.param).is_int())
                .map(|iv| (iv.param, (iv.start, iv.step)))
                .collect();
            // Only outside every other loop: an inner loop enters often
            // and runs a few times (gmm's, twice), where the formula costs
            // more than counting.
            let count_at = match (back_edges, induction.trip_count(lp), data.preheader) {
                (LoopCount::Forward, TripCount::AtEntry(e), Some(pre))
                    if has_formula(e) && data.parent.is_none() =>
                {
                    Some((pre, *e))
                }
                _ => None,
            };
            self.counted.insert(
                h,
                CountedLoop {
                    back_edges,
                    entry_edge,
                    back_edge,
                    blocks: data.blocks.clone(),
                    ivs,
                    count_at,
                },
            );
        }
    }

    /// The counted loops around `block` that `block` leaves to reach
    /// `to` (an edge out of them).
    pub fn counted_exits(&self, block: Block, to: Block) -> Vec<(Block, LoopCount)> {
        self.counted
            .iter()
            .filter(|(_, l)| l.blocks.contains(&block) && !l.blocks.contains(&to))
            .map(|(&h, l)| (h, l.back_edges))
            .collect()
    }

    /// The counted loops, other than those of a constant count, that
    /// `block` is an exit of (an edge from inside the loop into it).
    pub fn counted_into(&self, block: Block) -> Vec<(Block, &CountedLoop)> {
        let mut out: Vec<(Block, &CountedLoop)> = self
            .counted
            .iter()
            .filter(|(_, l)| {
                !matches!(l.back_edges, LoopCount::Const(_))
                    && !l.blocks.contains(&block)
                    && self.incoming[block]
                        .iter()
                        .any(|(p, _)| l.blocks.contains(p))
            })
            .map(|(&h, l)| (h, l))
            .collect();
        // One order for the plan and the emission.
        out.sort_by_key(|(h, _)| *h);
        out
    }

    /// How the edge that entered `block` follows from branch conditions
    /// the reverse can have instead of a taped edge id, when it does. From
    /// the predecessors' nearest common dominator, the forward's way to
    /// `block` is followed: a `brif` splits it on its condition, a jump
    /// goes on, and a loop (whose every exit leads to one block,
    /// [`RecordOwners::loops`]) is stepped over to its exit, from which
    /// block it left when that exit is `block` itself (one such block).
    /// Every condition read must be defined where it dominates `block`, so
    /// that its latest value is had on every path (a test on a path not
    /// taken is read anyway), or be made again from such values
    /// ([`Facts::remade_before`]: the test after the vector loop of
    /// whether a remainder is left). LLVM's unrolled and vectorised loops give
    /// such merges: the unrolled or vector loop or its skip, then the
    /// remainder or its skip, behind loop-invariant guards. At most four
    /// tests.
    pub fn edge_tree(&self, orig: &Function, block: Block) -> Option<EdgeTree> {
        let edges = &self.incoming[block];
        if edges.len() < 2 || edges.iter().any(|&(p, _)| self.dom.dominates(block, p)) {
            return None;
        }
        let mut top = edges[0].0;
        for &(p, _) in &edges[1..] {
            top = self.dom.common_dominator(top, p)?;
        }
        let walk = EdgeWalk {
            facts: self,
            orig,
            merge: block,
            top,
            steps: std::cell::Cell::new(0),
        };
        let Way::Merge(tree) = walk.at(top)? else {
            return None;
        };
        (tree.tests() <= 4).then_some(tree)
    }

    /// The argument that incoming edge `k` of `block` passes to its
    /// parameter `i`.
    pub fn edge_arg(&self, orig: &Function, block: Block, k: usize, i: usize) -> Value {
        let (pred, target) = self.incoming[block][k];
        let term = orig
            .layout
            .last_inst(pred)
            .expect("a predecessor ends in a branch");
        orig.dfg.insts[term].targets()[target].args[i]
    }

    /// Whether `v` is defined in a block dominating `at`, or can be made
    /// again from such values by at most `depth` instructions that cannot
    /// trap and read no memory: then the reverse of a block `at`
    /// dominates has its value as of the forward's last entry into `at`,
    /// even where `v`'s own block did not run on the way (the value is
    /// then one nothing reads: a test or an edge's argument on a path not
    /// taken).
    pub fn remade_before(&self, orig: &Function, at: Block, v: Value, depth: u32) -> bool {
        if def_block(orig, v).is_some_and(|d| self.dom.dominates(d, at)) {
            return true;
        }
        let ValueDef::Result(i, _) = orig.dfg.values[v].def else {
            return false;
        };
        let d = &orig.dfg.insts[i];
        depth > 0
            && cannot_trap(d)
            && d.operands()
                .iter()
                .all(|&o| self.remade_before(orig, at, o, depth - 1))
    }

    /// The counted loop whose induction variable `v` is, when `block`
    /// (which reads it) is inside that loop.
    pub fn counted_iv(&self, block: Block, v: Value) -> Option<(Block, Value, i64)> {
        let &h = self.counted.iv_header.get(&v)?;
        let l = &self.counted[&h];
        let &(start, step) = l.ivs.get(&v)?;
        l.blocks.contains(&block).then_some((h, start, step))
    }

    fn find_loop_reserves(&mut self, orig: &Function, unwrap_phis: bool) {
        let forest = LoopForest::compute(&self.cfg, &self.dom);
        self.find_loop_exits(&forest);
        let induction = zyme_analysis::InductionInfo::compute(orig, &self.cfg, &self.dom, &forest);
        if unwrap_phis {
            self.find_counted(orig, &forest, &induction);
        }
        for lp in forest.loops() {
            let data = forest.data(lp);
            let count = induction.trip_count(lp);
            // Each entry runs a block of the loop at most once more than
            // the back edges are taken.
            let runs = match count {
                TripCount::Known(n) => n.checked_add(1),
                _ => None,
            };
            for &b in &data.blocks {
                let before = self.loop_runs.get(&b).copied().unwrap_or(Some(1));
                let times = before.zip(runs).and_then(|(x, y)| x.checked_mul(y));
                self.loop_runs.insert(b, times);
            }
        }
        // Innermost first (the forest lists parents before children), so
        // each loop finds its nested loops' reservations made.
        let mut made: HashMap<Loop, LoopReserve> = HashMap::new();
        let loops: Vec<Loop> = forest.loops().collect();
        for &lp in loops.iter().rev() {
            let data = forest.data(lp);
            let count = induction.trip_count(lp).clone();
            if matches!(count, TripCount::Unknown) {
                continue;
            }
            // What runs in every iteration, or in none ([`runs_each_iteration`]).
            let every = |b: Block| runs_each_iteration(orig, &self.dom, &forest, lp, b);
            let blocks = data
                .blocks
                .iter()
                .copied()
                .filter(|&b| forest.innermost_loop(b) == Some(lp) && every(b))
                .collect();
            // Counts known at this loop's entry: over values made before
            // it. A nested loop's own nested loops were chosen for its
            // entry, so they are chosen again for this one (a triangular
            // nest's innermost count is the outer variable).
            let known_here = |r: &LoopReserve| match &r.count {
                TripCount::AtEntry(e) => e
                    .values()
                    .all(|v| def_block(orig, v).is_some_and(|b| !data.blocks.contains(&b))),
                _ => true,
            };
            let inner = loops
                .iter()
                .filter(|&&c| forest.data(c).parent == Some(lp) && every(forest.data(c).header))
                .filter_map(|c| made.get(c))
                .filter(|r| known_here(r))
                .map(|r| r.keeping(&known_here))
                .collect();
            let reserve = LoopReserve {
                count,
                blocks,
                inner,
                region: data.blocks.clone(),
                // Returns leave too; a block of an irreducible cycle in
                // the loop may run any number of times per iteration.
                exact: data.exiting.len() == 1
                    && !data.has_irreducible_cycle
                    && data.blocks.iter().all(|&b| !self.cfg.succs(b).is_empty())
                    && exact_count(induction.trip_count(lp)),
                guard: None,
            };
            // Where the loop is entered: its preheader, or the one block
            // outside that branches to its header or elsewhere (the guard
            // of a rotated loop, which CFG simplification leaves without a
            // preheader), when that block is in the loop's parent rather
            // than in a sibling loop; the room is then made under the
            // branch's condition.
            let entering = match data.preheader {
                Some(pre) => Some((pre, None)),
                None => Self::guarded_entry(orig, &forest, lp),
            };
            if let Some((pre, guard)) = entering {
                self.loop_reserves
                    .entry(pre)
                    .or_default()
                    .push(LoopReserve {
                        guard,
                        ..reserve.clone()
                    });
            }
            made.insert(lp, reserve);
        }
    }

    /// The block entering loop `lp` (which has no preheader) and the
    /// condition under which its branch enters it: the loop's only
    /// predecessor outside it ([`zyme_analysis::LoopData::entering`]), in
    /// the loop's parent, ending in a `brif` with the header on one side
    /// only.
    fn guarded_entry(
        orig: &Function,
        forest: &LoopForest,
        lp: Loop,
    ) -> Option<(Block, Option<(Value, bool)>)> {
        let data = forest.data(lp);
        let p = data.entering?;
        if forest.innermost_loop(p) != data.parent {
            return None;
        }
        match &orig.dfg.insts[orig.layout.last_inst(p)?] {
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } if (then_dest.block == data.header) != (else_dest.block == data.header) => {
                Some((p, Some((*cond, then_dest.block == data.header))))
            }
            _ => None,
        }
    }

    fn find_local(&mut self, orig: &Function) {
        let mut non_local: EntitySet<Value> = EntitySet::new();
        let mut use_block: SecondaryMap<Value, Option<Block>> = SecondaryMap::new();
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                let data = &orig.dfg.insts[inst];
                let branch = data.targets_iter().next().is_some();
                for v in data.operands() {
                    if branch {
                        non_local.insert(v);
                    }
                    match use_block[v] {
                        Some(u) if u != b => {
                            non_local.insert(v);
                        }
                        _ => use_block[v] = Some(b),
                    }
                }
            }
        }
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                for &r in orig.dfg.inst_results(inst) {
                    let here = use_block[r].is_none_or(|u| u == b);
                    if here && !non_local.contains(r) {
                        self.local.insert(r);
                    }
                }
            }
        }
    }

    /// Values whose every use is the callee of an indirect call, or the
    /// address of a load (or the base of a `ptr_add`) of such a value.
    fn find_code_ptrs(&mut self, vals: Values) {
        let orig = vals.orig;
        let mut users: Vec<(Value, Vec<(Inst, bool)>)> = Vec::new();
        let mut index: SecondaryMap<Value, Option<usize>> = SecondaryMap::new();
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                let data = &orig.dfg.insts[inst];
                let mut first = true;
                data.for_each_operand(|v| {
                    let callee = first && matches!(data, InstData::CallIndirect { .. });
                    first = false;
                    let i = *index[v].get_or_insert_with(|| {
                        users.push((v, Vec::new()));
                        users.len() - 1
                    });
                    users[i].1.push((inst, callee));
                });
            }
        }
        loop {
            let mut changed = false;
            for (v, uses) in &users {
                let v = *v;
                if self.code_ptrs.contains(v) || !vals.ty(v).is_ptr() {
                    continue;
                }
                let through = |inst: Inst| {
                    orig.dfg
                        .inst_results(inst)
                        .iter()
                        .all(|&r| self.code_ptrs.contains(r))
                };
                let all = uses.iter().all(|&(inst, callee)| {
                    callee
                        || match &orig.dfg.insts[inst] {
                            InstData::Load { ptr, .. } => *ptr == v && through(inst),
                            InstData::PtrAdd { args: [p, _] } => *p == v && through(inst),
                            _ => false,
                        }
                });
                if all {
                    self.code_ptrs.insert(v);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }

    /// The loads a combined derivative may read again in its reverse:
    /// their memory is written by no instruction of the function (nor, by
    /// the alias oracle, by any call in it), so it holds the same values
    /// then. Split halves get none: their caller may write the memory
    /// between the augmented call and the reverse one.
    /// A split half's loads that may be read again: from memory reached
    /// only from parameters its caller leaves unchanged between the halves
    /// (`stable`, a bit each), which no instruction of the function writes
    /// (by the parameters it writes through).
    fn find_stable_reloadable(&mut self, module: &Module, vals: Values, stable: u64) {
        use zyme_analysis::Object;
        let f = vals.orig;
        let pt = vals.activity.points_to();
        let roots = zyme_analysis::alias::ParamRoots::new(pt, f);
        let mut written = std::collections::BTreeSet::new();
        for inst in f.layout.insts() {
            for p in zyme_analysis::alias::written_pointers(module, f, inst) {
                match roots.roots(p) {
                    Some(r) => written.extend(r),
                    None => return,
                }
            }
        }
        for inst in f.layout.insts() {
            let InstData::Load { ptr, .. } = f.dfg.insts[inst] else {
                continue;
            };
            // The function's own memory is gone by the reverse half.
            let own = pt
                .objects(ptr)
                .iter()
                .any(|o| matches!(o, Object::Stack(_) | Object::Heap(_) | Object::Global(_)));
            let reloadable = !own
                && roots.roots(ptr).is_some_and(|r| {
                    !r.is_empty()
                        && r.iter().all(|&k| k < 64 && stable & (1 << k) != 0)
                        && r.is_disjoint(&written)
                });
            if reloadable {
                if let Some(&r) = f.dfg.inst_results(inst).first() {
                    self.reloadable.loads.insert(r);
                }
            }
        }
    }

    /// See [`Reloadable::deferred_frees`].
    fn find_deferred_frees(&mut self, module: &Module, f: &Function) {
        let entry = f.entry_block().expect("a definition");
        for &b in &self.returns {
            if self.cyclic.contains(b) {
                continue;
            }
            for &inst in f.layout.block_insts(b) {
                let InstData::Call { func, args } = &f.dfg.insts[inst] else {
                    continue;
                };
                let frees = module.library_name(*func) == Some("free")
                    && args.len() == 1
                    && def_block(f, args[0]) == Some(entry);
                if frees {
                    self.reloadable.deferred_frees.push(inst);
                }
            }
        }
    }

    /// Loads the reverse may read again where they are: no instruction
    /// that may run after the load (in a serial function; in a team's,
    /// any instruction, since another thread runs it at any time) may
    /// write what the load reads, deferred frees aside.
    fn find_reloadable(&mut self, module: &Module, vals: Values, serial: bool) {
        let f = vals.orig;
        let pt = vals.activity.points_to();
        let insts: Vec<Inst> = f.layout.insts().collect();
        // Only these can make `PointsTo::may_write` say yes.
        let writers: Vec<Inst> = insts
            .iter()
            .copied()
            .filter(|&w| f.dfg.insts[w].may_write_memory())
            .collect();
        let after = serial.then(|| super::successors::Successors::new(f, &self.cfg));
        let deferred = &self.reloadable.deferred_frees;
        let may_follow = |load: Inst, w: Inst| {
            !deferred.contains(&w) && after.as_ref().is_none_or(|a| a.may_follow(load, w))
        };
        for &inst in &insts {
            if let InstData::Call { func, args } = &f.dfg.insts[inst] {
                let blas = module
                    .library_name(*func)
                    .and_then(zyme_ir::blas::Blas::recognise);
                if blas.is_some() {
                    for (i, &a) in args.iter().enumerate() {
                        let unwritten = f.dfg.value_type(a).is_ptr()
                            && !pt.objects(a).is_empty()
                            && !writers.iter().any(|&w| pt.may_write(module, f, w, a));
                        if unwritten {
                            self.reloadable.blas_operands.insert((inst, i));
                        }
                    }
                }
            }
            let InstData::Load { ptr, .. } = f.dfg.insts[inst] else {
                continue;
            };
            if pt.objects(ptr).is_empty() {
                continue;
            }
            let written = writers
                .iter()
                .any(|&w| may_follow(inst, w) && pt.may_write(module, f, w, ptr));
            if !written {
                if let Some(&r) = f.dfg.inst_results(inst).first() {
                    self.reloadable.loads.insert(r);
                }
            }
        }
    }
}

impl ThreadFacts {
    /// The accesses of a function a team runs that its worksharing loops
    /// make the thread's alone (`zyme_analysis::omp`).
    fn team(module: &Module, vals: Values, cfg: &ControlFlowGraph) -> ThreadFacts {
        use zyme_analysis::{Dominance, ThreadLocality, Uniformity};
        let mut t = ThreadFacts::default();
        let f = vals.orig;
        let loops = zyme_analysis::omp::worksharing_loops(module, f);
        if loops.is_empty() {
            return t;
        }
        let post_dom = Dominance::compute(cfg);
        let uniform = Uniformity::compute(f, cfg, post_dom.post_dom());
        // Accesses of memory without a shadow add no adjoints anywhere.
        let shadowed = |_: Inst, p: zyme_ir::Value| vals.activity.points_into_shadow(p);
        for index in loops {
            let pt = vals.activity.points_to();
            let local = ThreadLocality::compute_over(module, f, pt, &uniform, index, &shadowed);
            for inst in f.layout.insts() {
                if local.is_local(inst) {
                    t.thread_local.insert(inst);
                }
            }
        }
        t
    }

    /// A GPU function's uniformity and thread locality.
    fn compute(module: &Module, vals: Values, cfg: &ControlFlowGraph) -> ThreadFacts {
        use zyme_analysis::{Dominance, ThreadLocality, Uniformity};
        let mut t = ThreadFacts {
            device: true,
            ..ThreadFacts::default()
        };
        let f = vals.orig;
        let post_dom = Dominance::compute(cfg);
        let uniform = Uniformity::compute(f, cfg, post_dom.post_dom());
        t.divergent_barriers = uniform.divergent_barriers(f);
        if !f.kernel {
            // A device function's parameters may differ between threads:
            // its barriers must run on every path through it.
            let entry = f.entry_block().expect("definitions have an entry");
            t.divergent_barriers = f
                .layout
                .insts()
                .filter(|&i| {
                    matches!(
                        f.dfg.insts[i],
                        InstData::Gpu {
                            op: zyme_ir::GpuOp::Barrier
                        }
                    ) && f
                        .layout
                        .inst_block(i)
                        .is_some_and(|b| !post_dom.post_dom().dominates(b, entry))
                })
                .collect();
        }
        if f.kernel {
            for inst in f.layout.insts() {
                let InstData::Load { ptr, .. } = f.dfg.insts[inst] else {
                    continue;
                };
                let block = f.layout.inst_block(inst).expect("placed");
                if uniform.is_uniform(ptr) && !uniform.is_divergent_block(block) {
                    t.warp_uniform.insert(inst);
                }
            }
        }
        let local = ThreadLocality::compute(
            module,
            f,
            vals.activity.points_to(),
            &uniform,
            zyme_analysis::Index::ThreadIdX,
        );
        for inst in f.layout.insts() {
            if local.is_local(inst) {
                t.thread_local.insert(inst);
            }
        }
        t.needs_1d_launch = local.needs_1d_launch();
        t
    }
}
