//! Reverse mode: an augmented forward sweep and a reverse sweep that
//! propagates adjoints from the results back to the arguments.
//!
//! A derivative is made either *combined* (one function runs the forward
//! sweep, then the reverse sweep; what the top level asks for) or *split*
//! (an augmented function runs the forward sweep and leaves on a tape
//! what the reverse needs; a reverse function, called later with the
//! same tape, runs the reverse sweep; what calls inside differentiated
//! code use, so recursion and nested calls compose).
//!
//! Making one derivative is decide, then emit:
//!
//! 1. [`facts`]: what the primal is — each value's activity and type
//!    ([`facts::Values`]), its control flow, which blocks run once, which
//!    values are block-local, which loads may be read again;
//! 2. [`uses`]: what the reverse of each instruction reads, and which
//!    values receive an adjoint at all;
//! 3. [`plan`]: how each of those reads is had — made again, read
//!    directly, recomputed, reloaded, or taped — and each block's tape
//!    record ([`ReversePlan`], printable: `zyme explain --plan`);
//! 4. emission, following the plan: the forward sweep ([`augmented`]:
//!    the primal-to-augmented map, shadows, pushes), the reverse sweep
//!    ([`sweep`]: the reverse CFG; [`adjoint`]: the rules; [`adjoints`]:
//!    where adjoints accumulate; [`recompute`]: the plan's reads),
//!    [`calls`] and [`library`] calls, and the [`tape`].
//!
//! The tape is a synthesized byte stack (`crate::runtime`): each forward
//! block pushes, at its end and with one capacity check, the values its
//! reverse needs that are not available otherwise; the reverse of the
//! block pops them in one go. Calls share the caller's tape, so the
//! pushes of a callee sit between the caller's and pop in LIFO order.
//! Which way the forward sweep went is on the tape too: a block entered
//! by several edges gets a hidden parameter naming the edge, pushed with
//! its other values, and the reverse of the block switches on it.
//!
//! Adjoints live in SSA when a value is used only in its own block, in a
//! stack slot otherwise (read and reset to zero at the reverse of the
//! definition, so loops accumulate each iteration afresh).
//!
//! Memory: shadows of pointers are computed in the forward sweep (as in
//! forward mode); a load adds its adjoint into the shadow, a store moves
//! the shadow's adjoint to the stored value and zeroes it; copies move
//! adjoints by type tree. Shadows of heap blocks allocated here are freed
//! at the reverse of their allocation, when nothing reads them any more.

mod adjoint;
mod adjoints;
mod augmented;
mod batch;
mod blas;
mod calls;
mod exits;
mod facts;
mod library;
mod mincut;
mod mpi;
mod parallel;
pub(crate) use library::block_size;
pub(crate) use mpi::{for_each_index, masked_add, open_mpi_global, winners, MpiFacts};
pub(crate) use parallel::{float_by_value, microtask, OmpFns, OmpSync, FORK};
pub mod plan;
mod recompute;
pub mod remarks;
mod reserve;
mod select_chains;
mod sharing;
mod successors;
mod sweep;
mod tape;
mod uses;

use crate::check_declared;
use crate::runtime;
use crate::SynthError;
use adjoints::Adjoints;
use augmented::Augmented;
use calls::Calls;
use facts::{Facts, Threads, Values};
use hashbrown::{HashMap, HashSet};
pub use plan::{CachePolicy, GpuPolicy, How, Need, ReversePlan};
use std::rc::Rc;
use sweep::ReverseCfg;
use tape::Tapes;
use uses::{AdjointFlow, Registered};
use zyme_analysis::{Activity, TypeAnalysis};
use zyme_ir::autodiff::derivative_noalias;
pub use zyme_ir::autodiff::{
    augmented_signature, batch_signature, gradient_signature, reverse_signature,
};
pub use zyme_ir::autodiff::{ArgKind, CustomGradient, ReverseOptions};
use zyme_ir::{Block, FuncId, Function, Global, Inst, Module, StackSlot, Type, Value};

/// The two halves of a split derivative.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Split {
    /// `(tape, args and shadows) -> (results, shadows of pointer results)`.
    pub augmented: FuncId,
    /// `(tape, args and shadows, adjoints of float results) -> adjoints of
    /// active arguments`.
    pub reverse: FuncId,
}

/// Bytes of the tape header a caller of a split derivative provides,
/// zeroed, to the augmented function and then to the reverse one (which
/// releases the tape's buffer once it has popped everything).
pub const TAPE_HEADER_BYTES: u64 = zyme_ir::autodiff::tape::HEADER_BYTES;

/// The type of the hidden block parameter naming the edge a block was
/// entered by.
const EDGE_ID: Type = Type::I32;

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Combined(FuncId, Vec<ArgKind>, ReverseOptions),
    Split(FuncId, Vec<ArgKind>, Stable),
}

/// Reverse-mode synthesis over one module; remembers what it made.
pub struct Reverse<'m> {
    module: &'m mut Module,
    /// Type trees of what the differentiated functions reach (shared
    /// with the derivatives under construction, which keep the one they
    /// started with when a callee's widens it).
    types: Rc<TypeAnalysis>,
    roots: Vec<FuncId>,
    /// The derivatives made so far (a combined one is both halves).
    made: HashMap<Key, Split>,
    shadow_globals: HashMap<Global, Global>,
    customs: HashMap<FuncId, CustomGradient>,
    inactive: HashSet<FuncId>,
    /// Functions whose calls abandon the caller (see
    /// [`Reverse::register_aborting`]).
    aborting: HashSet<FuncId>,
    /// Augmented halves whose reverse can run again for another set of
    /// shadows from the same tape (vector mode by replay).
    replayable: HashMap<FuncId, bool>,
    policy: CachePolicy,
    gpu: GpuPolicy,
    /// The module holds GPU kernels: derivatives keep their tapes on each
    /// thread's device heap, and memory adjoints other threads may touch
    /// are added atomically.
    device: bool,
    /// The functions that may run on the threads of an OpenMP team
    /// (empty when the module forks none): their derivatives add memory
    /// adjoints other threads may touch atomically.
    in_team: parallel::Teams,
    /// What the derivatives made so far cache ([`Reverse::take_remarks`]).
    remarks: Vec<remarks::Remark>,
    /// The functions given select chains' counts ([`select_chains`]):
    /// each as it was before, restored when this is dropped, and its
    /// chains' `select`s (`None`: looked at, none found).
    marked: HashMap<FuncId, Option<Marked>>,
}

/// A function given select chains' counts: as it was before, and its
/// chains' `select`s.
type Marked = (Function, HashMap<Inst, select_chains::ChainedSelect>);

impl Drop for Reverse<'_> {
    fn drop(&mut self) {
        for (f, marked) in self.marked.drain() {
            if let Some((before, _)) = marked {
                self.module.functions[f] = before;
            }
        }
    }
}

impl Registered for Reverse<'_> {
    fn custom(&self, f: FuncId) -> Option<CustomGradient> {
        self.customs.get(&f).copied()
    }

    fn inactive(&self, f: FuncId) -> bool {
        self.inactive.contains(&f)
    }
}

/// Differentiates `func` in reverse mode (combined); returns the new
/// function.
pub fn reverse(
    module: &mut Module,
    func: FuncId,
    kinds: &[ArgKind],
    options: ReverseOptions,
) -> Result<FuncId, SynthError> {
    Reverse::new(module).gradient(func, kinds, options)
}

fn check_request(orig: &Function, kinds: &[ArgKind]) -> Result<(), SynthError> {
    crate::check_request(orig, kinds, zyme_ir::autodiff::Mode::Split)
}

/// Whether a derivative is combined (with its options) or split; a
/// split one with the parameters (a bit each, [`Stable`]) whose memory
/// and what it leads to its caller leaves unchanged between the halves.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Shape {
    Combined(ReverseOptions),
    Split(Stable),
}

/// Parameters of a split derivative (bit `k`: parameter `k`) whose memory,
/// and memory reached from it, nothing writes between its augmented and
/// its reverse half: the reverse may read it again rather than tape it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Stable(pub u64);

/// The rewrites a parallel program gets before either mode differentiates
/// it: OpenMP's ([`parallel::prepare`]), a status for every MPI receive
/// ([`mpi::give_receives_a_status`]) and a copy of the input of every
/// reduction in place but a sum `MPI_Allreduce`
/// ([`mpi::copy_in_place_inputs`]). The driver runs them before zyme-opt's
/// pipeline too, so that the pipeline sees an outlined region's arrays
/// as its parameters rather than as pointers loaded from its caller's
/// slots; running them again changes nothing.
pub fn prepare_parallel(module: &mut Module) {
    parallel::prepare(module);
    mpi::give_receives_a_status(module);
    mpi::copy_in_place_inputs(module);
}

impl<'m> Reverse<'m> {
    pub fn new(module: &'m mut Module) -> Reverse<'m> {
        prepare_parallel(module);
        Reverse {
            types: Rc::default(),
            roots: Vec::new(),
            made: HashMap::new(),
            shadow_globals: HashMap::new(),
            customs: HashMap::new(),
            inactive: HashSet::new(),
            aborting: HashSet::new(),
            replayable: HashMap::new(),
            policy: CachePolicy::default(),
            gpu: GpuPolicy::default(),
            device: module.functions.values().any(|f| f.kernel),
            in_team: parallel::team_functions(module),
            remarks: Vec::new(),
            marked: HashMap::new(),
            module,
        }
    }

    /// The remarks on what the derivatives made so far cache (for
    /// `-Rpass=zyme`), handed over once.
    pub fn take_remarks(&mut self) -> Vec<remarks::Remark> {
        std::mem::take(&mut self.remarks)
    }

    /// What the derivatives made from now on cache, recompute and reload.
    pub fn set_cache_policy(&mut self, policy: CachePolicy) {
        self.policy = policy;
    }

    /// How GPU derivatives made from now on add adjoints into shadows.
    pub fn set_gpu_policy(&mut self, policy: GpuPolicy) {
        self.gpu = policy;
    }

    /// Where derivatives' tapes live.
    fn heap(&self) -> runtime::Heap {
        if self.device {
            runtime::Heap::Device
        } else {
            runtime::Heap::Host
        }
    }

    /// Calls of `func` use `rule` instead of a synthesized derivative.
    pub fn register_gradient(&mut self, func: FuncId, rule: CustomGradient) {
        self.customs.insert(func, rule);
    }

    /// Calls of `func` carry no derivative (Enzyme's
    /// `__enzyme_inactivefn`): they run as they are, in the forward sweep
    /// only.
    /// A call of `func` means its caller is being abandoned (a wasm trap
    /// unwinding as a status): the paths through such calls have no
    /// reverse, and a forward sweep that takes one returns at once.
    pub fn register_aborting(&mut self, func: FuncId) {
        self.aborting.insert(func);
    }

    pub fn register_inactive(&mut self, func: FuncId) {
        self.inactive.insert(func);
    }

    /// `func` as synthesis reads it: with preheaders and dedicated exits
    /// for the loops its reverse counts by formula
    /// ([`exits::counted_loop_form`]; the module's function gets them
    /// too: the same computation, with more blocks and the preheaders'
    /// parameters, whose type trees are then made).
    fn primal(&mut self, func: FuncId, combined: bool) -> Function {
        let mut changed = self.policy.unwrap_phis
            && exits::counted_loop_form(&mut self.module.functions[func], combined);
        if self.policy.select_chains
            && !self.device
            && !self.in_team.functions.contains(&func)
            && !self.marked.contains_key(&func)
        {
            let before = self.module.functions[func].clone();
            let chained = select_chains::mark(&mut self.module.functions[func]);
            let found = !chained.is_empty();
            changed |= found;
            self.marked.insert(func, found.then_some((before, chained)));
        }
        if changed && self.types.covers(func) {
            // New values (preheaders' parameters, chains' counts) need
            // type trees.
            self.types = Rc::new(TypeAnalysis::compute_from(self.module, &self.roots, &[]));
        }
        self.module.functions[func].clone()
    }

    /// The select chains' `select`s of `func` (see [`select_chains`]) in
    /// loops whose reverse is counted: in another, the chain's count would
    /// be taped every iteration (8 bytes where the condition takes a bit),
    /// and the reverse reads the conditions.
    fn chained(&self, func: FuncId, facts: &Facts) -> HashMap<Inst, select_chains::ChainedSelect> {
        match self.marked.get(&func) {
            Some(Some((_, chained))) => chained
                .iter()
                .filter(|(_, c)| facts.counted.contains_key(&c.header))
                .map(|(&i, &c)| (i, c))
                .collect(),
            _ => HashMap::new(),
        }
    }

    /// The combined derivative of `func` (made now, or earlier).
    pub fn gradient(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ReverseOptions,
    ) -> Result<FuncId, SynthError> {
        let key = Key::Combined(func, kinds.to_vec(), options);
        if let Some(d) = self.made.get(&key) {
            return Ok(d.augmented);
        }
        let orig = &self.module.functions[func];
        check_request(orig, kinds)?;
        let sig = gradient_signature(&orig.sig, kinds, options);
        let base = format!("diffe_{}", orig.name);
        let id = crate::declare_derivative(self.module, &base, sig)?;
        self.define(func, kinds, options, id)?;
        Ok(id)
    }

    /// Gives `id`, declared with [`gradient_signature`] and no body, the
    /// combined derivative of `func` as its body.
    pub fn define(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ReverseOptions,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.primal(func, true);
        check_request(&orig, kinds)?;
        let want = gradient_signature(&orig.sig, kinds, options);
        check_declared(self.module, &orig, id, &want)?;
        let both = Split {
            augmented: id,
            reverse: id,
        };
        self.made
            .insert(Key::Combined(func, kinds.to_vec(), options), both);
        self.build(func, &orig, kinds, Shape::Combined(options), id, id)
    }

    /// The split derivative of `func`: augmented forward and reverse.
    pub fn split(&mut self, func: FuncId, kinds: &[ArgKind]) -> Result<Split, SynthError> {
        self.split_stable(func, kinds, Stable::default())
    }

    /// [`Reverse::split`] for a caller that leaves the memory of the
    /// parameters `stable` unchanged between the halves.
    pub(crate) fn split_stable(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        stable: Stable,
    ) -> Result<Split, SynthError> {
        let key = Key::Split(func, kinds.to_vec(), stable);
        if let Some(&s) = self.made.get(&key) {
            return Ok(s);
        }
        let orig = self.primal(func, false);
        check_request(&orig, kinds)?;
        let aug = crate::declare_derivative(
            self.module,
            &format!("augmented_{}", orig.name),
            augmented_signature(&orig.sig, kinds),
        )?;
        let rev = crate::declare_derivative(
            self.module,
            &format!("reverse_{}", orig.name),
            reverse_signature(&orig.sig, kinds),
        )?;
        let split = Split {
            augmented: aug,
            reverse: rev,
        };
        self.made.insert(key, split);
        self.build(func, &orig, kinds, Shape::Split(stable), aug, rev)?;
        Ok(split)
    }

    /// Gives `aug` and `rev`, declared with the split signatures and no
    /// bodies, the split derivative of `func`.
    pub fn define_split(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        aug: FuncId,
        rev: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.primal(func, false);
        check_request(&orig, kinds)?;
        check_declared(
            self.module,
            &orig,
            aug,
            &augmented_signature(&orig.sig, kinds),
        )?;
        check_declared(
            self.module,
            &orig,
            rev,
            &reverse_signature(&orig.sig, kinds),
        )?;
        self.made.insert(
            Key::Split(func, kinds.to_vec(), Stable::default()),
            Split {
                augmented: aug,
                reverse: rev,
            },
        );
        self.build(
            func,
            &orig,
            kinds,
            Shape::Split(Stable::default()),
            aug,
            rev,
        )
    }

    /// The plan a derivative of `func` in `shape` would follow, printed
    /// (what `zyme explain --plan` shows); nothing is added to the module
    /// but what the analyses need.
    pub fn explain_plan(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        shape: Shape,
    ) -> Result<String, SynthError> {
        let orig = self.primal(func, matches!(shape, Shape::Combined(_)));
        check_request(&orig, kinds)?;
        Ok(
            self.planned(func, &orig, kinds, shape, |rev, vals, facts, plan| {
                plan.display(rev.module, vals, facts).to_string()
            }),
        )
    }

    /// Analyses `func` for a derivative in `shape` — its values, facts,
    /// the flow of adjoints — and plans the reverse sweep, then hands all
    /// of it to `then`.
    fn planned<T>(
        &mut self,
        func: FuncId,
        orig: &Function,
        kinds: &[ArgKind],
        shape: Shape,
        then: impl FnOnce(&mut Self, Values, &Facts, &ReversePlan) -> T,
    ) -> T {
        self.cover(func);
        let types = self.types.clone();
        let activity = self.activity(func, kinds, shape);
        let vals = Values {
            orig,
            activity: &activity,
            types: types.func(func),
            kinds,
        };
        let mut facts = Facts::compute(
            self.module,
            vals,
            matches!(shape, Shape::Combined(_)),
            &self.aborting,
            if self.device {
                Threads::Device
            } else if self.in_team.functions.contains(&func) {
                Threads::Team {
                    footprints: matches!(shape, Shape::Split(_))
                        && self.in_team.forked_only.contains(&func),
                }
            } else {
                Threads::Serial
            },
            self.policy.unwrap_phis,
            match shape {
                Shape::Split(s) => s.0,
                Shape::Combined(_) => 0,
            },
        );
        facts.counted.chained = self.chained(func, &facts);
        facts.counted.skips = select_chains::skips(vals, &facts.counted);
        let flow = AdjointFlow::compute(self.module, &*self, vals, &facts);
        let plan = self.plan(vals, &facts, &flow);
        then(self, vals, &facts, &plan)
    }

    /// Type trees cover `func` (and what it reaches) from now on.
    fn cover(&mut self, func: FuncId) {
        if !self.types.covers(func) {
            self.roots.push(func);
            self.types = Rc::new(TypeAnalysis::compute_from(self.module, &self.roots, &[]));
        }
    }

    fn activity(&self, func: FuncId, kinds: &[ArgKind], shape: Shape) -> Activity {
        // A split half's `const` pointers (a callee's, as its caller
        // found them) lead to memory without derivatives: its caller saw
        // no active value stored there, nor does the callee store one
        // (`zyme_analysis::alias::params_written`).
        let options = zyme_analysis::ActivityOptions {
            shadow_returns: matches!(shape, Shape::Split(_)),
            runtime_activity: matches!(shape, Shape::Split(_))
                || matches!(shape, Shape::Combined(o) if o.runtime_activity),
        };
        Activity::compute_with(self.module, &self.types, func, kinds, options)
    }

    /// What each live block's reverse reads, decided.
    fn plan(&self, vals: Values, facts: &Facts, flow: &AdjointFlow) -> ReversePlan {
        let heap_slots = augmented::heap_slots(vals, facts);
        let mut planner = plan::Planner::new(vals, facts, self.policy);
        for block in facts.live_blocks() {
            let needs =
                uses::block_needs(&*self.module, self, vals, facts, flow, &heap_slots, block);
            planner.plan_block(block, &needs);
        }
        planner.finish()
    }

    fn build(
        &mut self,
        func: FuncId,
        orig: &Function,
        kinds: &[ArgKind],
        shape: Shape,
        fid: FuncId,
        rid: FuncId,
    ) -> Result<(), SynthError> {
        let _guard = zyme_ir::on_panic::PrintOnPanic::new(|| {
            format!("synthesizing the reverse derivative of @{}", orig.name)
        });
        if self.customs.contains_key(&func) {
            // A function with a custom rule is differentiated as a call of
            // it, so the rule's augmented and reverse halves run.
            let t = runtime::trampoline(self.module, func)?;
            let body = self.module.functions[t].clone();
            return self.build(t, &body, kinds, shape, fid, rid);
        }
        // Before the halves are made: copies of them (a team's half that
        // records no footprints) keep the facts.
        let leading = u32::from(matches!(shape, Shape::Split(_)));
        // A parameter the primal never writes is marked only where no
        // parameter it might be is written: every written pointer
        // parameter is `restrict` (an in-place call, `f(v, v)`, is legal C).
        let written = zyme_analysis::alias::params_written(self.module, orig);
        let is_ptr = |k: usize| orig.sig.params[k].is_ptr();
        let others_restrict = (0..written.len())
            .filter(|&k| is_ptr(k) && written[k])
            .all(|k| orig.noalias.contains(&(k as u32)));
        let read_only: Vec<bool> = (0..written.len())
            .map(|k| others_restrict && is_ptr(k) && !written[k])
            .collect();
        let noalias = derivative_noalias(&orig.noalias, &read_only, kinds, leading);
        self.module.functions[fid].noalias = noalias.clone();
        self.module.functions[rid].noalias = noalias;
        let target = Target { shape, fid, rid };
        let lane_state = self.planned(func, orig, kinds, shape, |rev, vals, facts, plan| {
            let made = remarks::of_plan(rev.module, vals, facts, plan);
            rev.remarks.extend(made);
            let mut g = Gen::new(rev, target, vals, facts, plan);
            g.run().map(|()| g.lane_state)
        })?;
        self.replayable.insert(fid, !lane_state);
        Ok(())
    }
}

/// What is being made: the derivative of `func`, into `fid` (the forward
/// sweep) and `rid` (the reverse sweep; the same function when combined).
#[derive(Copy, Clone, Debug)]
struct Target {
    shape: Shape,
    fid: FuncId,
    rid: FuncId,
}

/// Where emission is: the primal instruction being differentiated (for
/// errors and source locations), the function and block appended to, and
/// the primal block whose reverse is being built.
#[derive(Copy, Clone, Default)]
struct Cursor {
    inst: Option<Inst>,
    pos: Option<(FuncId, Block)>,
    orig_block: Option<Block>,
}

/// The emission of one derivative (combined, or both split halves),
/// following its plan. Each owner keeps its own tables.
struct Gen<'a, 'm> {
    rev: &'a mut Reverse<'m>,
    t: Target,
    vals: Values<'a>,
    facts: &'a Facts,
    plan: &'a ReversePlan,
    /// The forward sweep: primal and shadow copies, blocks.
    fwd: Augmented,
    /// The tape in each sweep.
    tape: Tapes,
    /// The reverse sweep's blocks and parameters.
    rcfg: ReverseCfg,
    adj: Adjoints,
    calls: Calls,
    at: Cursor,
    /// Whether the derivative keeps shadow state beyond the shadows it is
    /// given (shadow pointers on the tape or in memory, shadow allocations,
    /// calls): then its reverse cannot be replayed for another set of
    /// shadows.
    lane_state: bool,
    recips: adjoint::Reciprocals,
}

type R<T> = Result<T, SynthError>;

impl<'a, 'm> Gen<'a, 'm> {
    fn new(
        rev: &'a mut Reverse<'m>,
        t: Target,
        vals: Values<'a>,
        facts: &'a Facts,
        plan: &'a ReversePlan,
    ) -> Gen<'a, 'm> {
        Gen {
            rev,
            t,
            vals,
            facts,
            plan,
            fwd: Augmented::default(),
            tape: Tapes::default(),
            rcfg: ReverseCfg::default(),
            adj: Adjoints::default(),
            calls: Calls::default(),
            at: Cursor::default(),
            lane_state: plan.tapes_shadows(),
            recips: adjoint::Reciprocals::of(vals.orig, |v| vals.adj_ty(v).is_some()),
        }
    }

    fn run(&mut self) -> R<()> {
        let divergent = self
            .facts
            .gpu
            .as_ref()
            .and_then(|g| g.divergent_barriers.first());
        if let Some(&barrier) = divergent {
            self.at.inst = Some(barrier);
            return Err(self.err(
                "this barrier is in control flow that differs between the threads of a block \
                 (a branch on the thread index, or on what a thread loaded): its reverse \
                 could not keep the threads together; make the condition uniform per block \
                 (compare block-wide values), or move the __syncthreads() out of it"
                    .into(),
            ));
        }
        self.forward_sweep()?;
        self.reverse_sweep()?;
        self.finish_forward()?;
        self.finish_reverse()?;
        self.footprint_free_copy()?;
        self.private_free_copy()
    }

    fn err(&self, message: String) -> SynthError {
        let orig = self.vals.orig;
        let inst_text = self.at.inst.map(|i| {
            let names = orig.display_names();
            zyme_ir::text::printer::print_inst(self.rev.module, orig, &names, i)
        });
        let mut e = SynthError::new(&orig.name, inst_text, message);
        if let Some(i) = self.at.inst {
            let loc = orig.srclocs[i];
            if loc.is_known() {
                e.line = Some((loc.line, loc.col));
            }
        }
        e
    }

    /// [`Self::b`] for derivative arithmetic: the float arithmetic it
    /// appends is marked fast ([`zyme_ir::Function::fast`]). Primal values
    /// the reverse sweep makes again go through [`Self::b`], unmarked.
    fn bd(&mut self) -> zyme_ir::FunctionBuilder<'_> {
        self.b().fast()
    }

    fn b(&mut self) -> zyme_ir::FunctionBuilder<'_> {
        let loc = self
            .at
            .inst
            .map(|i| self.vals.orig.srclocs[i])
            .unwrap_or_default();
        let (f, block) = self.at.pos.expect("a block is selected");
        let mut b = self.rev.module.builder(f);
        b.switch_to(block);
        b.set_srcloc(loc);
        b
    }

    fn at(&mut self, f: FuncId, block: Block) {
        self.at.pos = Some((f, block));
    }

    /// The address of a global's shadow global (made on first need).
    fn shadow_global_addr(&mut self, global: Global) -> R<Value> {
        let s =
            crate::forward::shadow_global(self.rev.module, &mut self.rev.shadow_globals, global)?;
        Ok(self.b().global_addr(s))
    }

    fn new_block(&mut self, f: FuncId) -> Block {
        let mut b = self.rev.module.builder(f);
        b.create_block()
    }
}

/// The float results of a signature, in order (each gets an adjoint seed).
fn float_returns(sig: &zyme_ir::Signature) -> Vec<Type> {
    sig.returns
        .iter()
        .copied()
        .filter(|t| t.is_float())
        .collect()
}

/// Where a shadowed stack slot's shadow lives: a stack slot of the
/// combined derivative, or a heap block the split halves share.
#[derive(Copy, Clone)]
enum SlotShadow {
    Stack(StackSlot),
    Heap(Value),
}
