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
//! The tape is a synthesized byte stack (`crate::runtime`): each forward
//! block pushes, at its end and with one capacity check, the values its
//! reverse needs that are not available otherwise; the reverse of the
//! block pops them in one go. Calls share the caller's tape, so the
//! pushes of a callee sit between the caller's and pop in LIFO order.
//! Which way the forward sweep went is on the tape too: a block entered
//! by several edges gets a hidden parameter naming the edge, pushed with
//! its other values, and the reverse of the block switches on it.
//!
//! In combined mode a value is read directly, without the tape, when its
//! block runs exactly once on every path to a return (it dominates every
//! return and lies on no cycle); constants and addresses are recomputed.
//! Adjoints live in SSA when a value is used only in its own block, in a
//! stack slot otherwise (read and reset to zero at the reverse of the
//! definition, so loops accumulate each iteration afresh).
//!
//! Memory: shadows of pointers are computed in the forward sweep (as in
//! forward mode); a load adds its adjoint into the shadow, a store moves
//! the shadow's adjoint to the stored value and zeroes it; copies move
//! adjoints by type tree. Shadows of heap blocks allocated here are freed
//! at the reverse of their allocation, when nothing reads them any more.

use crate::check_declared;
use crate::runtime;
use crate::SynthError;
use std::collections::{HashMap, HashSet};
use zyme_analysis::typetree::{Concrete, FloatKind, TypeTree};
use zyme_analysis::{Activity, TypeAnalysis};
pub use zyme_ir::autodiff::{ArgKind, CustomGradient, ReverseOptions};
use zyme_ir::{
    BinaryOp, Block, BlockCall, CastOp, ControlFlowGraph, DominatorTree, FuncId, Function, Global,
    Inst, InstData, IntCC, MathOp, MemFlags, MemOp, Module, ScalarType, Signature, StackSlot, Type,
    UnaryOp, Value, ValueDef,
};

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

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum Key {
    Combined(FuncId, Vec<ArgKind>, ReverseOptions),
    Split(FuncId, Vec<ArgKind>),
}

/// Reverse-mode synthesis over one module; remembers what it made.
pub struct Reverse<'m> {
    module: &'m mut Module,
    types: TypeAnalysis,
    roots: Vec<FuncId>,
    combined: HashMap<Key, FuncId>,
    splits: HashMap<Key, Split>,
    shadow_globals: HashMap<Global, Global>,
    customs: HashMap<FuncId, CustomGradient>,
    inactive: HashSet<FuncId>,
    /// Augmented halves whose reverse can run again for another set of
    /// shadows from the same tape (vector mode by replay).
    replayable: HashMap<FuncId, bool>,
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

pub use zyme_ir::autodiff::{
    augmented_signature, batch_signature, gradient_signature, reverse_signature,
};

fn check_request(orig: &Function, kinds: &[ArgKind]) -> Result<(), SynthError> {
    crate::check_request(orig, kinds, zyme_ir::autodiff::Mode::Split)
}

impl<'m> Reverse<'m> {
    pub fn new(module: &'m mut Module) -> Reverse<'m> {
        Reverse {
            module,
            types: TypeAnalysis::default(),
            roots: Vec::new(),
            combined: HashMap::new(),
            splits: HashMap::new(),
            shadow_globals: HashMap::new(),
            customs: HashMap::new(),
            inactive: HashSet::new(),
            replayable: HashMap::new(),
        }
    }

    /// Calls of `func` use `rule` instead of a synthesized derivative.
    pub fn register_gradient(&mut self, func: FuncId, rule: CustomGradient) {
        self.customs.insert(func, rule);
    }

    /// Calls of `func` carry no derivative (Enzyme's
    /// `__enzyme_inactivefn`): they run as they are, in the forward sweep
    /// only.
    pub fn register_inactive(&mut self, func: FuncId) {
        self.inactive.insert(func);
    }

    /// The combined derivative of `func` (made now, or earlier).
    pub fn gradient(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ReverseOptions,
    ) -> Result<FuncId, SynthError> {
        let key = Key::Combined(func, kinds.to_vec(), options);
        if let Some(&d) = self.combined.get(&key) {
            return Ok(d);
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
        let orig = self.module.functions[func].clone();
        check_request(&orig, kinds)?;
        let want = gradient_signature(&orig.sig, kinds, options);
        check_declared(self.module, &orig, id, &want)?;
        self.combined
            .insert(Key::Combined(func, kinds.to_vec(), options), id);
        self.build(func, &orig, kinds, Shape::Combined(options), id, id)
    }

    /// The split derivative of `func`: augmented forward and reverse.
    pub fn split(&mut self, func: FuncId, kinds: &[ArgKind]) -> Result<Split, SynthError> {
        let key = Key::Split(func, kinds.to_vec());
        if let Some(&s) = self.splits.get(&key) {
            return Ok(s);
        }
        let orig = self.module.functions[func].clone();
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
        self.splits.insert(key, split);
        self.build(func, &orig, kinds, Shape::Split, aug, rev)?;
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
        let orig = self.module.functions[func].clone();
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
        self.splits.insert(
            Key::Split(func, kinds.to_vec()),
            Split {
                augmented: aug,
                reverse: rev,
            },
        );
        self.build(func, &orig, kinds, Shape::Split, aug, rev)
    }

    /// Vector reverse mode (Enzyme's `enzyme_width`): `id`, declared
    /// with [`batch_signature`] and no body, runs `func` once and its
    /// reverse sweep once per shadow set, each seeded with 1 on every
    /// float result. The reverse is replayed from the same tape, so `func`
    /// must keep no shadow state beyond the shadows it is given.
    pub fn define_batch(
        &mut self,
        func: FuncId,
        kinds: &[ArgKind],
        options: ReverseOptions,
        width: u32,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let orig = self.module.functions[func].clone();
        check_request(&orig, kinds)?;
        if kinds.contains(&ArgKind::Active) {
            return Err(SynthError::new(
                &orig.name,
                None,
                "vector reverse mode (enzyme_width) returns no gradients: pass floats by reference with enzyme_dup, or as enzyme_const".into(),
            ));
        }
        let want = batch_signature(&orig.sig, kinds, options, width);
        check_declared(self.module, &orig, id, &want)?;
        let split = self.split(func, kinds)?;
        if !self
            .replayable
            .get(&split.augmented)
            .copied()
            .unwrap_or(false)
        {
            // A function that only writes its own memory can run once per
            // shadow set instead.
            if !writes_only_its_own_memory(self.module, func) {
                return Err(SynthError::new(
                    &orig.name,
                    None,
                    "vector reverse mode (enzyme_width) replays the reverse sweep for each shadow set, or runs the function once per set; this function keeps shadow state of its own (pointers stored in differentiated memory, heap shadows or differentiated calls) and writes memory it does not own, so neither is possible; call __enzyme_autodiff once per shadow set instead".into(),
                ));
            }
            return self.batch_by_repetition(func, &orig, kinds, options, width, id);
        }
        let free = runtime::libc(self.module, "free", Signature::new([Type::PTR], []))?;
        let grow = runtime::tape_grow(self.module)?;
        let float_returns: Vec<Type> = orig
            .sig
            .returns
            .iter()
            .copied()
            .filter(|t| t.is_float())
            .collect();
        let w = width as usize;
        let mut b = self.module.builder(id);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let header = b.stack_slot(runtime::TAPE_HEADER, 8);
        let tape = b.stack_addr(header);
        let zero8 = b.iconst(Type::I8, 0);
        let hbytes = b.iconst(Type::I64, runtime::TAPE_HEADER as i64);
        b.mem(MemOp::Memset, tape, zero8, hbytes);
        // Eight reserved bytes keep the tape from ever emptying, so a
        // reverse sweep does not release it before the next replays.
        let eight = b.iconst(Type::I64, 8);
        b.call(grow, &[tape, eight]);
        let len_at = b.ptr_add_imm(tape, runtime::TAPE_LEN);
        b.store(eight, len_at, typed(Type::I64));
        let lane_args = |lane: usize| -> Vec<Value> {
            let mut out = vec![tape];
            let mut at = 0;
            for &k in kinds {
                out.push(params[at]);
                at += 1;
                if k.is_active() {
                    out.push(params[at + lane]);
                    at += w;
                }
            }
            out
        };
        let results = b.call(split.augmented, &lane_args(0));
        let len0 = b.load(Type::I64, len_at, typed(Type::I64));
        for lane in 0..w {
            b.store(len0, len_at, typed(Type::I64));
            let mut args = lane_args(lane);
            let seed = if options.const_return { 0.0 } else { 1.0 };
            for &t in &float_returns {
                args.push(crate::rules::fconst(&mut b, t, seed));
            }
            b.call(split.reverse, &args);
        }
        let buf = b.load(Type::PTR, tape, typed(Type::PTR));
        b.call(free, &[buf]);
        let n = orig.sig.returns.len();
        let out: Vec<Value> = if options.return_primal {
            results[..n].to_vec()
        } else {
            Vec::new()
        };
        b.ret(&out);
        Ok(())
    }

    /// Vector mode for a function that writes only its own memory: the
    /// combined gradient once per shadow set.
    fn batch_by_repetition(
        &mut self,
        func: FuncId,
        orig: &Function,
        kinds: &[ArgKind],
        options: ReverseOptions,
        width: u32,
        id: FuncId,
    ) -> Result<(), SynthError> {
        let g = self.gradient(func, kinds, options)?;
        let w = width as usize;
        let n = if options.return_primal {
            orig.sig.returns.len()
        } else {
            0
        };
        let mut b = self.module.builder(id);
        let entry = b.create_block();
        let params = b.append_signature_params(entry);
        b.switch_to(entry);
        let mut first = Vec::new();
        for lane in 0..w {
            let mut args = Vec::new();
            let mut at = 0;
            for &k in kinds {
                args.push(params[at]);
                at += 1;
                if k.is_active() {
                    args.push(params[at + lane]);
                    at += w;
                }
            }
            let r = b.call(g, &args);
            if lane == 0 {
                first = r[..n].to_vec();
            }
        }
        b.ret(&first);
        Ok(())
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
        if !self.types.covers(func) {
            self.roots.push(func);
            self.types = TypeAnalysis::compute_from(self.module, &self.roots, &[]);
        }
        let activity =
            Activity::compute_with(self.module, &self.types, func, kinds, shape == Shape::Split);
        let cfg = ControlFlowGraph::compute(orig);
        let dom = DominatorTree::compute(&cfg);
        let mut g = Gen::new(
            self, func, orig, &activity, kinds, shape, fid, rid, cfg, dom,
        );
        g.find_reloadable();
        g.run()?;
        let replayable = !g.lane_state;
        self.replayable.insert(fid, replayable);
        Ok(())
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Shape {
    Combined(ReverseOptions),
    Split,
}

/// A value the reverse of a block reads, and how it gets there.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Need {
    Primal(Value),
    Shadow(Value),
    /// The edge the forward sweep entered the block by.
    EdgeId,
    /// The heap shadow of a stack slot (split mode), to free it.
    Slot(StackSlot),
    /// A forward value made for an instruction (a custom rule's tape).
    Extra(Inst),
}

/// How the bytes of copied memory move their adjoints.
enum CopyLayout {
    /// Every element a float of this type.
    Floats(Type),
    /// Known types at these offsets of a copy of constant length.
    Offsets(Vec<(i64, Concrete)>),
    /// No floats; pointers (whose shadows the forward sweep copies) or not.
    NoFloats { pointers: bool },
}

const EDGE_ID: Type = Type::I32;

/// The construction of one derivative (combined, or both split halves).
struct Gen<'a, 'm> {
    rev: &'a mut Reverse<'m>,
    func: FuncId,
    orig: &'a Function,
    activity: &'a Activity,
    kinds: &'a [ArgKind],
    shape: Shape,
    /// The function holding the forward sweep, and the reverse sweep.
    fid: FuncId,
    rid: FuncId,
    cfg: ControlFlowGraph,
    dom: DominatorTree,
    /// Blocks reachable from the entry that reach a return.
    live: HashSet<Block>,
    cyclic: HashSet<Block>,
    returns: Vec<Block>,
    /// Values whose adjoint stays in SSA (used only in their own block).
    local: HashSet<Value>,
    /// Pointers that only lead to the callee of indirect calls (function
    /// pointers, vtables): they need no shadow, calls dispatch on them.
    code_ptrs: HashSet<Value>,
    /// The functions an indirect call of each signature may reach.
    candidates: HashMap<Signature, Vec<(FuncId, FuncId)>>,
    /// Loops entered from each preheader whose trip count is known at
    /// entry, with their blocks.
    loop_reserves: HashMap<Block, Vec<(zyme_analysis::TripCount, Vec<Block>)>>,
    /// Edges into each block: (predecessor, index among its targets).
    incoming: HashMap<Block, Vec<(Block, usize)>>,

    // Forward sweep.
    vmap: HashMap<Value, Value>,
    smap: HashMap<Value, Value>,
    fblocks: HashMap<Block, Block>,
    /// Where each forward block's code ended (its terminator comes last).
    ftail: HashMap<Block, Block>,
    edge_param: HashMap<Block, Value>,
    ftape: Option<Value>,
    /// The forward function's copies of the tape header's fields.
    fvars: Option<TapeVars>,
    /// Combined: the shadow stack slot; split: the heap shadow pointer.
    shadow_slots: HashMap<StackSlot, SlotShadow>,
    call_kinds: HashMap<Inst, Vec<ArgKind>>,
    extra: HashMap<Inst, Value>,
    /// Combined: the block the forward returns jump to.
    exit: Option<Block>,

    // Reverse sweep.
    rtape: Option<Value>,
    /// The reverse function's copies of the tape header's fields (the
    /// forward's in combined mode).
    rvars: Option<TapeVars>,
    /// Split: the reverse function's primal and shadow arguments.
    rev_args: Option<(HashMap<Value, Value>, HashMap<Value, Value>)>,
    rev_entry: Option<Block>,
    rhead: HashMap<Block, Block>,
    rbody: HashMap<Block, Block>,
    needs: HashMap<Block, Vec<(Need, Value, Value)>>,
    adj_slots: Vec<(Value, StackSlot, Type)>,
    adj_slot_of: HashMap<Value, usize>,
    local_adj: HashMap<Value, Value>,
    /// Adjoint seeds of the float results, in result order.
    seeds: Vec<Value>,
    /// The original block whose reverse is being built.
    cur_orig: Option<Block>,
    /// How deep the recomputation of values in the reverse is nested.
    /// Loads of memory that nothing in this (combined) derivative's
    /// function writes: the reverse reads them again instead of taping.
    reloadable: HashSet<Value>,
    recompute_depth: u32,
    /// Whether the derivative keeps shadow state beyond the shadows it is
    /// given (shadow pointers on the tape or in memory, shadow allocations,
    /// calls): then its reverse cannot be replayed for another set of
    /// shadows.
    lane_state: bool,

    current: Option<Inst>,
    cur: Option<(FuncId, Block)>,
}

#[derive(Copy, Clone)]
enum SlotShadow {
    Stack(StackSlot),
    Heap(Value),
}

type R<T> = Result<T, SynthError>;

impl<'a, 'm> Gen<'a, 'm> {
    #[allow(clippy::too_many_arguments)]
    fn new(
        rev: &'a mut Reverse<'m>,
        func: FuncId,
        orig: &'a Function,
        activity: &'a Activity,
        kinds: &'a [ArgKind],
        shape: Shape,
        fid: FuncId,
        rid: FuncId,
        cfg: ControlFlowGraph,
        dom: DominatorTree,
    ) -> Gen<'a, 'm> {
        Gen {
            rev,
            func,
            orig,
            activity,
            kinds,
            shape,
            fid,
            rid,
            cfg,
            dom,
            live: HashSet::new(),
            cyclic: HashSet::new(),
            returns: Vec::new(),
            local: HashSet::new(),
            code_ptrs: HashSet::new(),
            candidates: HashMap::new(),
            incoming: HashMap::new(),
            loop_reserves: HashMap::new(),
            vmap: HashMap::new(),
            smap: HashMap::new(),
            fblocks: HashMap::new(),
            ftail: HashMap::new(),
            edge_param: HashMap::new(),
            ftape: None,
            fvars: None,
            shadow_slots: HashMap::new(),
            call_kinds: HashMap::new(),
            extra: HashMap::new(),
            exit: None,
            rtape: None,
            rvars: None,
            rev_args: None,
            rev_entry: None,
            rhead: HashMap::new(),
            rbody: HashMap::new(),
            needs: HashMap::new(),
            adj_slots: Vec::new(),
            adj_slot_of: HashMap::new(),
            local_adj: HashMap::new(),
            seeds: Vec::new(),
            cur_orig: None,
            reloadable: HashSet::new(),
            recompute_depth: 0,
            lane_state: false,
            current: None,
            cur: None,
        }
    }

    fn err(&self, message: String) -> SynthError {
        let inst_text = self.current.map(|i| {
            let names = self.orig.display_names();
            zyme_ir::text::printer::print_inst(self.rev.module, self.orig, &names, i)
        });
        let mut e = SynthError::new(&self.orig.name, inst_text, message);
        if let Some(i) = self.current {
            let loc = self.orig.srclocs[i];
            if loc.is_known() {
                e.line = Some((loc.line, loc.col));
            }
        }
        e
    }

    fn b(&mut self) -> zyme_ir::FunctionBuilder<'_> {
        let loc = self
            .current
            .map(|i| self.orig.srclocs[i])
            .unwrap_or_default();
        let (f, block) = self.cur.expect("a block is selected");
        let mut b = self.rev.module.builder(f);
        b.switch_to(block);
        b.set_srcloc(loc);
        b
    }

    fn at(&mut self, f: FuncId, block: Block) {
        self.cur = Some((f, block));
    }

    fn new_block(&mut self, f: FuncId) -> Block {
        let mut b = self.rev.module.builder(f);
        b.create_block()
    }

    fn ty(&self, v: Value) -> Type {
        self.orig.dfg.value_type(v)
    }

    fn tree(&self, v: Value) -> &TypeTree {
        self.rev.types.func(self.func).tree(v)
    }

    fn active(&self, v: Value) -> bool {
        self.activity.is_active(v)
    }

    fn combined(&self) -> bool {
        matches!(self.shape, Shape::Combined(_))
    }

    /// The float type a value's adjoint has: its own for floats, the
    /// float of the same width for integers holding float bits.
    fn float_ty(&self, v: Value) -> Option<Type> {
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
    fn ptr_like(&self, v: Value) -> bool {
        let ty = self.ty(v);
        ty.is_ptr()
            || (ty.is_int()
                && matches!(
                    self.tree(v).scalar(i64::from(ty.lane().bytes())),
                    Some(Concrete::Pointer)
                ))
    }

    /// The adjoint type of an active float-like value (None: no adjoint).
    fn adj_ty(&self, v: Value) -> Option<Type> {
        if !self.active(v) {
            return None;
        }
        self.float_ty(v)
    }

    fn def_block(&self, v: Value) -> Block {
        match self.orig.dfg.values[v].def {
            ValueDef::Param(b, _) => b,
            ValueDef::Result(i, _) => self
                .orig
                .layout
                .inst_block(i)
                .expect("verified functions place every instruction"),
        }
    }

    fn def_inst(&self, v: Value) -> Option<&InstData> {
        match self.orig.dfg.values[v].def {
            ValueDef::Result(i, _) => Some(&self.orig.dfg.insts[i]),
            ValueDef::Param(..) => None,
        }
    }
}

// ---------------------------------------------------------------------
// Analysis of the original function.

impl Gen<'_, '_> {
    fn analyse(&mut self) {
        let orig = self.orig;
        // Live: reachable, and reaching a return.
        let mut reaches: HashSet<Block> = HashSet::new();
        let mut work: Vec<Block> = Vec::new();
        for &b in self.cfg.reverse_postorder() {
            if let Some(&last) = orig.layout.block_insts(b).last() {
                if matches!(orig.dfg.insts[last], InstData::Return { .. }) {
                    self.returns.push(b);
                    reaches.insert(b);
                    work.push(b);
                }
            }
        }
        while let Some(b) = work.pop() {
            for &p in self.cfg.preds(b) {
                if self.cfg.is_reachable(p) && reaches.insert(p) {
                    work.push(p);
                }
            }
        }
        self.live = reaches;
        // Cycles: a block reaching itself through a successor.
        for &b in self.cfg.reverse_postorder() {
            let mut seen: HashSet<Block> = HashSet::new();
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
        // Incoming edges, in layout order.
        for &p in orig.layout.blocks() {
            if !self.cfg.is_reachable(p) {
                continue;
            }
            let Some(&last) = orig.layout.block_insts(p).last() else {
                continue;
            };
            for (k, t) in orig.dfg.insts[last].targets().iter().enumerate() {
                self.incoming.entry(t.block).or_default().push((p, k));
            }
        }
        // Loops whose trip count is known at entry: their tape is reserved
        // in the preheader.
        let forest = zyme_analysis::LoopForest::compute(&self.cfg, &self.dom);
        let induction = zyme_analysis::InductionInfo::compute(orig, &self.cfg, &self.dom, &forest);
        for lp in forest.loops() {
            let data = forest.data(lp);
            let Some(pre) = data.preheader else { continue };
            let count = induction.trip_count(lp).clone();
            if !matches!(count, zyme_analysis::TripCount::Unknown) {
                self.loop_reserves
                    .entry(pre)
                    .or_default()
                    .push((count, data.blocks.clone()));
            }
        }
        // Local adjoints.
        let mut non_local: HashSet<Value> = HashSet::new();
        let mut use_block: HashMap<Value, Block> = HashMap::new();
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                let data = &orig.dfg.insts[inst];
                let branch = !data.targets().is_empty();
                for v in data.operands() {
                    if branch {
                        non_local.insert(v);
                    }
                    match use_block.get(&v) {
                        Some(&u) if u != b => {
                            non_local.insert(v);
                        }
                        _ => {
                            use_block.insert(v, b);
                        }
                    }
                }
            }
        }
        self.find_code_ptrs();
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                for &r in orig.dfg.inst_results(inst) {
                    let here = use_block.get(&r).is_none_or(|&u| u == b);
                    if here && !non_local.contains(&r) {
                        self.local.insert(r);
                    }
                }
            }
        }
    }

    /// Values whose every use is the callee of an indirect call, or the
    /// address of a load (or the base of a `ptr_add`) of such a value.
    fn find_code_ptrs(&mut self) {
        let orig = self.orig;
        let mut users: HashMap<Value, Vec<(Inst, bool)>> = HashMap::new();
        for &b in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(b) {
                let data = &orig.dfg.insts[inst];
                let mut first = true;
                data.for_each_operand(|v| {
                    let callee = first && matches!(data, InstData::CallIndirect { .. });
                    first = false;
                    users.entry(v).or_default().push((inst, callee));
                });
            }
        }
        loop {
            let mut changed = false;
            for (&v, uses) in &users {
                if self.code_ptrs.contains(&v) || !self.ty(v).is_ptr() {
                    continue;
                }
                let all = uses.iter().all(|&(inst, callee)| {
                    callee
                        || match &orig.dfg.insts[inst] {
                            InstData::Load { ptr, .. } => {
                                *ptr == v
                                    && orig
                                        .dfg
                                        .inst_results(inst)
                                        .iter()
                                        .all(|r| self.code_ptrs.contains(r))
                            }
                            InstData::PtrAdd { args: [p, _] } => {
                                *p == v
                                    && orig
                                        .dfg
                                        .inst_results(inst)
                                        .iter()
                                        .all(|r| self.code_ptrs.contains(r))
                            }
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

    /// What an indirect call of signature `sig` may reach: each function
    /// whose address is taken somewhere in the module, paired with the
    /// body to differentiate for it — its own, or for a C math function
    /// (`tanh` in a table of activations) a one-operation wrapper.
    fn indirect_targets(&mut self, sig: &Signature) -> R<Vec<(FuncId, FuncId)>> {
        if let Some(c) = self.candidates.get(sig) {
            return Ok(c.clone());
        }
        let module = &*self.rev.module;
        let mut taken: Vec<FuncId> = Vec::new();
        for (_, f) in module.functions.iter() {
            for inst in f.layout.insts() {
                if let InstData::FuncAddr { func } = &f.dfg.insts[inst] {
                    taken.push(*func);
                }
            }
        }
        for (_, g) in module.globals.iter() {
            if let zyme_ir::GlobalInit::Bytes { relocs, .. } = &g.init {
                for r in relocs {
                    if let zyme_ir::RelocTarget::Func(f) = r.target {
                        taken.push(f);
                    }
                }
            }
        }
        taken.sort();
        taken.dedup();
        let mut out = Vec::new();
        for f in taken {
            let fd = &self.rev.module.functions[f];
            if fd.sig.params != sig.params
                || fd.sig.returns != sig.returns
                || fd.name.starts_with("__zyme_")
            {
                continue;
            }
            if !fd.is_declaration() {
                out.push((f, f));
            } else if let Some(w) = crate::runtime::libm_wrapper(self.rev.module, f)? {
                out.push((f, w));
            }
        }
        self.candidates.insert(sig.clone(), out.clone());
        Ok(out)
    }

    /// Combined mode: whether values of `block` can be read by the
    /// reverse directly (the block runs once on every path to a return).
    fn available(&self, block: Block) -> bool {
        self.combined()
            && !self.cyclic.contains(&block)
            && self.returns.iter().all(|&r| self.dom.dominates(block, r))
    }
}

// ---------------------------------------------------------------------
// Driver.

impl Gen<'_, '_> {
    fn run(&mut self) -> R<()> {
        self.analyse();
        self.forward_sweep()?;
        self.reverse_sweep()?;
        self.finish_forward()?;
        self.finish_reverse()?;
        Ok(())
    }

    /// Parameters of the entry block of the forward function: primal
    /// arguments and shadows (after the tape in split mode).
    fn forward_sweep(&mut self) -> R<()> {
        let orig = self.orig;
        let entry = orig.entry_block().expect("definitions have an entry");
        let fid = self.fid;
        // Forward blocks; the entry first.
        for &b in orig.layout.blocks() {
            let nb = self.new_block(fid);
            self.fblocks.insert(b, nb);
        }
        let fentry = self.fblocks[&entry];
        if !self.combined() {
            let t = self.rev.module.builder(fid).append_param(fentry, Type::PTR);
            self.ftape = Some(t);
        }
        for (i, &p) in orig.dfg.block_params(entry).iter().enumerate() {
            let ty = self.ty(p);
            let np = self.rev.module.builder(fid).append_param(fentry, ty);
            self.vmap.insert(p, np);
            if matches!(self.kinds[i], ArgKind::Dup | ArgKind::DupNoNeed) {
                let s = self.rev.module.builder(fid).append_param(fentry, ty);
                if self.active(p) {
                    self.smap.insert(p, s);
                }
            }
        }
        for &b in &orig.layout.blocks()[1..] {
            let nb = self.fblocks[&b];
            let params = orig.dfg.block_params(b).to_vec();
            for &p in &params {
                let ty = self.ty(p);
                let np = self.rev.module.builder(fid).append_param(nb, ty);
                self.vmap.insert(p, np);
            }
            for &p in &params {
                if self.active(p) && self.ptr_like(p) {
                    let ty = self.ty(p);
                    let s = self.rev.module.builder(fid).append_param(nb, ty);
                    self.smap.insert(p, s);
                }
            }
            if self.incoming.get(&b).is_some_and(|e| e.len() > 1) {
                let id = self.rev.module.builder(fid).append_param(nb, EDGE_ID);
                self.edge_param.insert(b, id);
            }
        }
        // The tape and shadow stack slots, at the entry.
        for (slot, data) in orig.stack_slots.iter() {
            let s = self
                .rev
                .module
                .builder(fid)
                .stack_slot(data.size, data.align);
            debug_assert_eq!(s, slot);
        }
        self.at(fid, fentry);
        if self.combined() {
            let take = runtime::tape_take(self.rev.module)?;
            let mut b = self.b();
            let header = b.stack_slot(runtime::TAPE_HEADER, 8);
            let t = b.stack_addr(header);
            let zero = b.iconst(Type::I8, 0);
            let n = b.iconst(Type::I64, runtime::TAPE_HEADER as i64);
            b.mem(MemOp::Memset, t, zero, n);
            b.call(take, &[t]);
            self.ftape = Some(t);
        }
        let tape = self.ftape.expect("the tape exists");
        self.fvars = Some(self.tape_vars(tape));
        let shadowed: Vec<(StackSlot, u64, u32)> = orig
            .stack_slots
            .iter()
            .filter(|(slot, _)| {
                self.activity
                    .is_shadowed(zyme_analysis::Object::Stack(*slot))
            })
            .map(|(slot, d)| (slot, d.size, d.align))
            .collect();
        for (slot, size, align) in shadowed {
            if self.combined() {
                let mut b = self.b();
                let s = b.stack_slot(size, align);
                let addr = b.stack_addr(s);
                let zero = b.iconst(Type::I8, 0);
                let len = b.iconst(Type::I64, size as i64);
                b.mem(MemOp::Memset, addr, zero, len);
                self.shadow_slots.insert(slot, SlotShadow::Stack(s));
            } else {
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let mut b = self.b();
                let n = b.iconst(Type::I64, size as i64);
                let p = b.call(alloc, &[n])[0];
                self.shadow_slots.insert(slot, SlotShadow::Heap(p));
                self.lane_state = true;
            }
        }
        let rpo = self.cfg.reverse_postorder().to_vec();
        for block in rpo {
            let fb = self.fblocks[&block];
            self.at(fid, fb);
            let insts = orig.layout.block_insts(block);
            let (&last, body) = insts.split_last().expect("blocks end in a terminator");
            for &inst in body {
                self.current = Some(inst);
                self.fwd_inst(inst)?;
            }
            self.current = Some(last);
            self.ftail.insert(block, self.cur.expect("selected").1);
        }
        for &block in orig.layout.blocks() {
            if !self.cfg.is_reachable(block) {
                let fb = self.fblocks[&block];
                self.at(fid, fb);
                self.current = None;
                self.b().unreachable();
            }
        }
        self.current = None;
        Ok(())
    }

    fn reverse_sweep(&mut self) -> R<()> {
        let orig = self.orig;
        let rid = self.rid;
        let float_returns: Vec<Type> = orig
            .sig
            .returns
            .iter()
            .copied()
            .filter(|t| t.is_float())
            .collect();
        // The reverse entry: after the forward returns (combined), or the
        // reverse function's entry with its parameters (split).
        let rev_entry = self.new_block(rid);
        self.rev_entry = Some(rev_entry);
        match self.shape {
            Shape::Combined(_) => {
                self.exit = Some(rev_entry);
                let mut b = self.rev.module.builder(rid);
                for &t in &orig.sig.returns {
                    b.append_param(rev_entry, t);
                }
                if self.returns.len() > 1 {
                    b.append_param(rev_entry, EDGE_ID);
                }
                self.rtape = self.ftape;
                self.rvars = self.fvars;
                self.at(rid, rev_entry);
                let seed = match self.shape {
                    Shape::Combined(o) if o.const_return => 0.0,
                    _ => 1.0,
                };
                for &t in &float_returns {
                    let one = crate::rules::fconst(&mut self.b(), t, seed);
                    self.seeds.push(one);
                }
            }
            Shape::Split => {
                let mut b = self.rev.module.builder(rid);
                let t = b.append_param(rev_entry, Type::PTR);
                self.rtape = Some(t);
                let entry = orig.entry_block().expect("definitions have an entry");
                let params = orig.dfg.block_params(entry).to_vec();
                let mut rv = HashMap::new();
                let mut rs = HashMap::new();
                for (i, &p) in params.iter().enumerate() {
                    let ty = orig.dfg.value_type(p);
                    rv.insert(p, b.append_param(rev_entry, ty));
                    if matches!(self.kinds[i], ArgKind::Dup | ArgKind::DupNoNeed) {
                        rs.insert(p, b.append_param(rev_entry, ty));
                    }
                }
                for &t in &float_returns {
                    self.seeds.push(b.append_param(rev_entry, t));
                }
                self.rev_args = Some((rv, rs));
                self.at(rid, rev_entry);
                self.rvars = Some(self.tape_vars(t));
            }
        }
        let blocks: Vec<Block> = self
            .cfg
            .reverse_postorder()
            .iter()
            .copied()
            .filter(|b| self.live.contains(b))
            .collect();
        for &b in &blocks {
            let h = self.new_block(rid);
            let body = self.new_block(rid);
            self.rhead.insert(b, h);
            self.rbody.insert(b, body);
        }
        for &b in blocks.iter().rev() {
            self.rev_block(b)?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------
// Forward sweep: the primal, and shadows of pointers.

impl Gen<'_, '_> {
    fn val(&self, v: Value) -> R<Value> {
        self.vmap
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(format!("value {v} used before it is defined")))
    }

    /// The forward shadow of a pointer-like value.
    fn shadow(&mut self, v: Value) -> R<Value> {
        if let Some(&s) = self.smap.get(&v) {
            return Ok(s);
        }
        if let Some(c) = zyme_analysis::types::constant(self.orig, v) {
            let ty = self.ty(v);
            return Ok(self.b().iconst(ty, c));
        }
        Err(self.err(format!(
            "pointer {v} has no shadow: it points to memory zyme did not see an active value stored into (pass its memory with `dup`, or mark the argument `const`)"
        )))
    }

    fn fwd_inst(&mut self, inst: Inst) -> R<()> {
        let orig = self.orig;
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        let active = self.activity.inst_is_active(orig, inst);
        match &data {
            InstData::Call { func, args } if active => {
                return self.fwd_call(inst, *func, args, &results)
            }
            InstData::CallIndirect { sig, callee, args } if active => {
                return self.fwd_call_indirect(inst, sig, *callee, args, &results)
            }
            _ => {}
        }
        let mut copy = data.clone();
        let mut missing = None;
        copy.map_operands(|v| match self.vmap.get(&v) {
            Some(&n) => n,
            None => {
                missing = Some(v);
                v
            }
        });
        if let Some(v) = missing {
            return Err(self.err(format!("value {v} used before it is defined")));
        }
        let new_results = self.b().ins_results(copy);
        for (&r, &n) in results.iter().zip(&new_results) {
            self.vmap.insert(r, n);
        }
        if !active {
            return Ok(());
        }
        match &data {
            InstData::Store { args: [v, p], .. } => {
                if self.active(*p) && self.ptr_like(*v) {
                    let sv = if self.active(*v) {
                        self.shadow(*v)?
                    } else {
                        self.val(*v)?
                    };
                    let sp = self.shadow(*p)?;
                    self.b().store(sv, sp, MemFlags::aligned(1));
                    self.lane_state = true;
                }
                return Ok(());
            }
            InstData::Mem { op, args } => return self.fwd_mem(*op, *args),
            _ => {}
        }
        let Some(&r) = results.first() else {
            return Ok(());
        };
        if !self.active(r) || !self.ptr_like(r) || self.code_ptrs.contains(&r) {
            return Ok(());
        }
        let s = match &data {
            InstData::StackAddr { slot } => match self.shadow_slots.get(slot).copied() {
                Some(SlotShadow::Stack(s)) => self.b().stack_addr(s),
                Some(SlotShadow::Heap(p)) => p,
                None => return Err(self.err("stack slot without a shadow".into())),
            },
            InstData::GlobalAddr { global } => {
                let s = crate::forward::shadow_global(
                    self.rev.module,
                    &mut self.rev.shadow_globals,
                    *global,
                )?;
                self.b().global_addr(s)
            }
            // A function's address stored in differentiated memory (a
            // callback in a struct): indirect calls dispatch on the primal
            // pointer, so the function is its own shadow.
            InstData::FuncAddr { .. } => self.val(r)?,
            InstData::PtrAdd { args: [p, off] } => {
                let base = self.shadow(*p)?;
                let off = self.val(*off)?;
                self.b().ptr_add(base, off)
            }
            InstData::Load { ty, ptr, flags } => {
                let sp = self.shadow(*ptr)?;
                let flags = MemFlags {
                    ordering: None,
                    ..*flags
                };
                self.b().load(*ty, sp, flags)
            }
            InstData::Select { args: [c, x, y] } => {
                let c = self.val(*c)?;
                let sx = self.shadow(*x)?;
                let sy = self.shadow(*y)?;
                self.b().select(c, sx, sy)
            }
            InstData::Cast {
                op: CastOp::Ptrtoint | CastOp::Inttoptr | CastOp::Bitcast | CastOp::AddrSpaceCast,
                arg,
                ty,
            } => {
                let op = match &data {
                    InstData::Cast { op, .. } => *op,
                    _ => unreachable!(),
                };
                let sa = self.shadow(*arg)?;
                self.b().cast(op, sa, *ty)
            }
            InstData::Binary { op, args: [a, b] } => {
                let (pa, pb) = (self.ptr_like(*a), self.ptr_like(*b));
                match op {
                    // The distance between two addresses is an integer
                    // (the vectorizer's overlap checks).
                    BinaryOp::Isub if pa && pb => return Ok(()),
                    BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::And | BinaryOp::Or
                        if pa && !pb =>
                    {
                        let sa = self.shadow(*a)?;
                        let vb = self.val(*b)?;
                        self.b().binary(*op, sa, vb)
                    }
                    BinaryOp::Iadd if pb && !pa => {
                        let va = self.val(*a)?;
                        let sb = self.shadow(*b)?;
                        self.b().iadd(va, sb)
                    }
                    _ => {
                        return Err(self.err(format!(
                            "`{}` computing an address into differentiated memory is not differentiated yet",
                            op.name()
                        )))
                    }
                }
            }
            other => {
                return Err(self.err(format!(
                "`{}` computing an address into differentiated memory is not differentiated yet",
                other.opcode_name()
            )))
            }
        };
        self.smap.insert(r, s);
        Ok(())
    }

    /// What a copy of differentiated memory moves, from the type trees of
    /// both ends.
    fn copy_layout(&self, dst: Value, src: Value, len: Option<i64>) -> R<CopyLayout> {
        let mut tree = self.tree(dst).pointee();
        tree.merge(&self.tree(src).pointee());
        if let Some(Concrete::Float(k)) = tree.get(&[-1]) {
            return Ok(CopyLayout::Floats(float_type(k)));
        }
        let direct: Vec<(i64, Concrete)> = tree
            .entries()
            .filter(|(k, _)| k.len() == 1)
            .map(|(k, c)| (k[0], c))
            .collect();
        let has_float = direct.iter().any(|(_, c)| matches!(c, Concrete::Float(_)));
        let pointers = direct.iter().any(|(_, c)| *c == Concrete::Pointer);
        if !has_float && !direct.is_empty() && !direct.iter().any(|(_, c)| *c == Concrete::Anything)
        {
            return Ok(CopyLayout::NoFloats { pointers });
        }
        if let Some(n) = len {
            if has_float {
                let within = direct
                    .into_iter()
                    .filter(|&(o, _)| o >= 0 && o < n)
                    .collect();
                return Ok(CopyLayout::Offsets(within));
            }
        } else if has_float {
            let kinds: HashSet<Concrete> = direct.iter().map(|&(_, c)| c).collect();
            if kinds.len() == 1 {
                if let Some(Concrete::Float(k)) = kinds.into_iter().next() {
                    return Ok(CopyLayout::Floats(float_type(k)));
                }
            }
        }
        Err(self.err(
            "cannot deduce what this copy of differentiated memory holds (floats, pointers, integers); \
             say it with __enzyme_double(ptr, bytes) / __enzyme_float / __enzyme_integer / __enzyme_pointer, \
             or build with optimisation (-O1 or more) so clang's TBAA type tags reach zyme"
                .into(),
        ))
    }

    /// The forward part of `memcpy`/`memmove`/`memset` on differentiated
    /// memory: shadows of pointers move with their pointers.
    fn fwd_mem(&mut self, op: MemOp, [dst, src, len]: [Value; 3]) -> R<()> {
        if !self.active(dst) {
            return Ok(());
        }
        let clen = zyme_analysis::types::constant(self.orig, len);
        if op == MemOp::Memset {
            return Ok(());
        }
        let layout = self.copy_layout(dst, src, clen)?;
        if !self.active(src) {
            return Ok(());
        }
        let sd = self.shadow(dst)?;
        let ss = self.shadow(src)?;
        if matches!(
            layout,
            CopyLayout::NoFloats { pointers: true } | CopyLayout::Offsets(_)
        ) {
            self.lane_state = true;
        }
        match layout {
            CopyLayout::NoFloats { pointers: true } => {
                let n = self.val(len)?;
                self.b().mem(op, sd, ss, n);
            }
            CopyLayout::Offsets(offsets) => {
                for (o, c) in offsets {
                    if c == Concrete::Pointer {
                        let mut b = self.b();
                        let from = b.ptr_add_imm(ss, o);
                        let to = b.ptr_add_imm(sd, o);
                        let p = b.load(Type::PTR, from, MemFlags::aligned(1));
                        b.store(p, to, MemFlags::aligned(1));
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The argument kinds a call passes its callee.
    fn callee_kinds(&self, args: &[Value]) -> R<Vec<ArgKind>> {
        let mut kinds = Vec::new();
        for &a in args {
            let ty = self.ty(a);
            let k = if !self.active(a) {
                ArgKind::Const
            } else if ty.is_float() {
                ArgKind::Active
            } else if ty.is_ptr() {
                ArgKind::Dup
            } else if self.float_ty(a).is_some() || self.ptr_like(a) {
                return Err(self.err(
                    "a call passes an integer that holds a float or an address; reverse mode differentiates such calls only with float and pointer parameters"
                        .into(),
                ));
            } else {
                ArgKind::Const
            };
            kinds.push(k);
        }
        Ok(kinds)
    }

    fn fwd_call(&mut self, inst: Inst, callee: FuncId, args: &[Value], results: &[Value]) -> R<()> {
        let name = self.rev.module.functions[callee].name.clone();
        let library = self.rev.module.library_name(callee).map(str::to_string);
        let prim: Vec<Value> = args.iter().map(|&a| self.val(a)).collect::<R<_>>()?;
        if library.is_some() || self.rev.inactive.contains(&callee) {
            let new_results = self.b().call(callee, &prim);
            for (&r, &n) in results.iter().zip(&new_results) {
                self.vmap.insert(r, n);
            }
            let Some(library) = library else {
                return Ok(());
            };
            if library == name {
                return self.fwd_library(inst, &name, args, &prim, results);
            }
            // A module function registered as a library function: the
            // arguments that function takes, as it takes them.
            let args = self.rev.module.library_args(callee, args);
            let prim = self.rev.module.library_args(callee, &prim);
            let prim = runtime::like_operands(&mut self.b(), prim);
            return self.fwd_library(inst, &library, &args, &prim, results);
        }
        // A differentiated callee may keep shadow state of its own.
        self.lane_state = true;
        if matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash") {
            // An inner derivative's tape (reverse over reverse) does without
            // the spare buffer: its shadow grows through the shadow rules of
            // `realloc`, which allocate blocks the spare must not receive.
            if name == "__zyme_tape_stash" {
                let free = runtime::libc(self.rev.module, "free", Signature::new([Type::PTR], []))?;
                let mut b = self.b();
                let buf = b.load(Type::PTR, prim[0], typed(Type::PTR));
                b.call(free, &[buf]);
            }
            self.call_kinds.insert(inst, Vec::new());
            return Ok(());
        }
        if let Some(rule) = self.rev.customs.get(&callee).copied() {
            return self.fwd_custom(inst, callee, rule, args, &prim, results);
        }
        for &r in results {
            if self.active(r) && !self.ty(r).is_float() && !self.ty(r).is_ptr() {
                return Err(self.err(
                    "a call returns an integer holding a float or an address; reverse mode differentiates calls with float and pointer results only"
                        .into(),
                ));
            }
        }
        let kinds = self.callee_kinds(args)?;
        let split = self.rev.split(callee, &kinds)?;
        let call_args = self.augmented_call_args(&kinds, args)?;
        let vars = self.fvars.expect("the tape exists");
        self.tape_write_back(vars);
        let out = self.b().call(split.augmented, &call_args);
        self.tape_reload(vars);
        self.bind_augmented_results(results, &out);
        self.call_kinds.insert(inst, kinds);
        Ok(())
    }

    /// What an augmented half takes: the tape, each argument and, when
    /// duplicated, its shadow.
    fn augmented_call_args(&mut self, kinds: &[ArgKind], args: &[Value]) -> R<Vec<Value>> {
        let mut call_args = vec![self.ftape.expect("the tape exists")];
        for (i, &a) in args.iter().enumerate() {
            call_args.push(self.val(a)?);
            if kinds[i] == ArgKind::Dup {
                call_args.push(self.shadow(a)?);
            }
        }
        Ok(call_args)
    }

    /// An augmented half's results: the primal ones, then a shadow per
    /// pointer result.
    fn bind_augmented_results(&mut self, results: &[Value], out: &[Value]) {
        for (&r, &v) in results.iter().zip(out) {
            self.vmap.insert(r, v);
        }
        let mut at = results.len();
        for &r in results {
            if self.ty(r).is_ptr() {
                if self.active(r) {
                    self.smap.insert(r, out[at]);
                }
                at += 1;
            }
        }
    }

    /// The arguments of a custom rule: each pointer followed by its shadow.
    fn custom_args(&mut self, args: &[Value], reverse: bool) -> R<Vec<Value>> {
        let mut out = Vec::new();
        for &a in args {
            if reverse {
                out.push(self.need(Need::Primal(a))?);
            } else {
                out.push(self.val(a)?);
            }
            if self.ty(a).is_ptr() {
                let s = if reverse {
                    self.need(Need::Shadow(a))?
                } else {
                    self.shadow(a)?
                };
                out.push(s);
            }
        }
        Ok(out)
    }

    /// How a custom augmented function returns: (has a tape, returns the
    /// primal results).
    fn custom_shape(&self, callee: FuncId, rule: CustomGradient) -> R<(bool, bool)> {
        let m = &*self.rev.module;
        let prim = &m.functions[callee].sig.returns;
        let aug = &m.functions[rule.augmented].sig.returns;
        let shape = if aug.is_empty() {
            (false, false)
        } else if aug == prim {
            (false, true)
        } else if aug.len() == 1 && aug[0].is_ptr() {
            (true, false)
        } else if aug.len() == prim.len() + 1 && aug[0].is_ptr() && aug[1..] == prim[..] {
            (true, true)
        } else {
            return Err(self.err(format!(
                "the custom augmented forward @{} of @{} returns {:?}; it must return nothing, the primal result, a tape pointer, or a tape pointer and the primal result",
                m.functions[rule.augmented].name, m.functions[callee].name, aug
            )));
        };
        Ok(shape)
    }

    fn fwd_custom(
        &mut self,
        inst: Inst,
        callee: FuncId,
        rule: CustomGradient,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> R<()> {
        let (tape, returns_primal) = self.custom_shape(callee, rule)?;
        let call_args = self.custom_args(args, false)?;
        let out = self.b().call(rule.augmented, &call_args);
        let prims = if returns_primal {
            out[usize::from(tape)..].to_vec()
        } else if results.is_empty() {
            Vec::new()
        } else {
            self.b().call(callee, prim)
        };
        for (&r, &v) in results.iter().zip(&prims) {
            self.vmap.insert(r, v);
        }
        if tape {
            self.extra.insert(inst, out[0]);
        }
        Ok(())
    }

    fn rev_custom(
        &mut self,
        inst: Inst,
        callee: FuncId,
        rule: CustomGradient,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let (tape, _) = self.custom_shape(callee, rule)?;
        let mut call_args = self.custom_args(args, true)?;
        call_args.extend(self.result_adjoints(results));
        if tape {
            call_args.push(self.need(Need::Extra(inst))?);
        }
        let want = self.rev.module.functions[rule.reverse].sig.params.len();
        if call_args.len() != want {
            return Err(self.err(format!(
                "the custom reverse @{} takes {want} parameters, but the arguments with their shadows, the result's adjoint and the tape make {}",
                self.rev.module.functions[rule.reverse].name,
                call_args.len()
            )));
        }
        let outs = self.b().call(rule.reverse, &call_args);
        let floats: Vec<Value> = args
            .iter()
            .copied()
            .filter(|&a| self.ty(a).is_float())
            .collect();
        for (&a, &d) in floats.iter().zip(&outs) {
            self.add_adj(a, d)?;
        }
        Ok(())
    }

    /// An indirect call with active arguments: the forward sweep compares
    /// the function pointer with each function it may reach and calls
    /// that one's augmented forward; the reverse does the same with the
    /// reverse halves. No shadow function pointers are needed.
    fn fwd_call_indirect(
        &mut self,
        inst: Inst,
        sig: &Signature,
        callee: Value,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        self.lane_state = true;
        for &r in results {
            if self.active(r) && !self.ty(r).is_float() && !self.ty(r).is_ptr() {
                return Err(self.err(
                    "an indirect call returns an integer holding a float or an address; reverse mode differentiates calls with float and pointer results only"
                        .into(),
                ));
            }
        }
        let kinds = self.callee_kinds(args)?;
        let targets = self.indirect_targets(sig)?;
        if targets.is_empty() {
            return Err(self.err(
                "an indirect call with active arguments, but no function with a body and this type has its address taken in the module (library functions reached through pointers, such as an allocator in a table, are not differentiated yet); zyme needs the possible callees' bodies"
                    .into(),
            ));
        }
        let mut pairs = Vec::new();
        for &(addr, body) in &targets {
            pairs.push((addr, self.rev.split(body, &kinds)?));
        }
        let fp = self.val(callee)?;
        let call_args = self.augmented_call_args(&kinds, args)?;
        let mut out_types: Vec<Type> = sig.returns.clone();
        out_types.extend(sig.returns.iter().filter(|t| t.is_ptr()));
        let vars = self.fvars.expect("the tape exists");
        self.tape_write_back(vars);
        let outs = self.dispatch(self.fid, fp, &pairs, true, &call_args, &out_types);
        self.tape_reload(vars);
        self.bind_augmented_results(results, &outs);
        self.call_kinds.insert(inst, kinds);
        Ok(())
    }

    /// `if fp == &f1 { h1(args) } else if fp == &f2 { h2(args) } … else
    /// trap`, joined into one block whose parameters are the results.
    fn dispatch(
        &mut self,
        f: FuncId,
        fp: Value,
        pairs: &[(FuncId, Split)],
        augmented: bool,
        args: &[Value],
        out_types: &[Type],
    ) -> Vec<Value> {
        let join = self.new_block(f);
        let outs: Vec<Value> = out_types
            .iter()
            .map(|&t| self.rev.module.builder(f).append_param(join, t))
            .collect();
        for &(target, split) in pairs {
            let hit = self.new_block(f);
            let miss = self.new_block(f);
            let mut b = self.b();
            let addr = b.func_addr(target);
            let eq = b.icmp(IntCC::Eq, fp, addr);
            b.brif(eq, hit, &[], miss, &[]);
            b.switch_to(hit);
            let h = if augmented {
                split.augmented
            } else {
                split.reverse
            };
            let r = b.call(h, args);
            b.jump(join, &r);
            self.at(f, miss);
        }
        self.b().trap();
        self.at(f, join);
        outs
    }

    fn fwd_library(
        &mut self,
        inst: Inst,
        name: &str,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> R<()> {
        let result_active = results.first().is_some_and(|&r| self.active(r));
        match name {
            "malloc" | "_Znwm" | "_Znam" | "calloc" => {
                if !result_active {
                    return Ok(());
                }
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let mut b = self.b();
                let n = if name == "calloc" {
                    b.imul(prim[0], prim[1])
                } else {
                    prim[0]
                };
                let s = b.call(alloc, &[n])[0];
                self.lane_state = true;
                self.smap.insert(results[0], s);
                Ok(())
            }
            "realloc" => {
                if !result_active {
                    return Ok(());
                }
                self.lane_state = true;
                let old = self.shadow(args[0])?;
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let size = runtime::shadow_size(self.rev.module)?;
                let mut b = self.b();
                let s = b.call(alloc, &[prim[1]])[0];
                let old_n = b.call(size, &[old])[0];
                let less = b.icmp(IntCC::Ult, old_n, prim[1]);
                let m = b.select(less, old_n, prim[1]);
                b.mem(MemOp::Memcpy, s, old, m);
                self.smap.insert(results[0], s);
                Ok(())
            }
            // Their reverse needs only the primal values.
            "posix_memalign" if args.len() == 3 => {
                // The block comes back through `*out`: its shadow goes to
                // the shadow of `*out`.
                if !self.active(args[0]) {
                    return Ok(());
                }
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let so = self.shadow(args[0])?;
                let mut b = self.b();
                let s = b.call(alloc, &[prim[2]])[0];
                b.store(s, so, MemFlags::aligned(8));
                self.extra.insert(inst, s);
                self.lane_state = true;
                Ok(())
            }
            "frexp" | "frexpf" | "ldexp" | "ldexpf" => Ok(()),
            n if crate::complex::ComplexFn::of(n, args.len(), results.len()).is_some() => Ok(()),
            "memcpy" | "memmove" | "memset" if args.len() == 3 => {
                let op = match name {
                    "memcpy" => MemOp::Memcpy,
                    "memmove" => MemOp::Memmove,
                    _ => MemOp::Memset,
                };
                self.fwd_mem(op, [args[0], args[1], args[2]])
            }
            n if zyme_analysis::activity::is_inactive_library(n) => Ok(()),
            _ => Err(self.err(format!(
                "no derivative is known for the external function @{name}; give it a custom derivative or make its definition visible"
            ))),
        }
    }
}

/// Integer and address arithmetic is recomputed in the reverse from its
/// operands rather than taped (an induction variable on the tape gives
/// every address derived from it); so are shadows of addresses computed
/// from other addresses. Float arithmetic is taped unless its operands
/// are free ([`Gen::tape_free`]).
fn cheap_to_recompute(data: &InstData, shadow: bool) -> bool {
    if shadow {
        return matches!(
            data,
            InstData::PtrAdd { .. }
                | InstData::Cast {
                    op: CastOp::Ptrtoint
                        | CastOp::Inttoptr
                        | CastOp::Bitcast
                        | CastOp::AddrSpaceCast,
                    ..
                }
        );
    }
    match data {
        InstData::Binary { op, .. } => !matches!(
            op,
            BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem
        ),
        InstData::PtrAdd { .. } | InstData::Icmp { .. } => true,
        InstData::Cast { op, .. } => matches!(
            op,
            CastOp::Trunc
                | CastOp::Zext
                | CastOp::Sext
                | CastOp::Ptrtoint
                | CastOp::Inttoptr
                | CastOp::AddrSpaceCast
        ),
        _ => false,
    }
}

/// Whether running `func` twice is the same as running it once: it stores
/// only into its own stack slots and heap blocks, and calls nothing but C
/// library functions that write no memory.
fn writes_only_its_own_memory(module: &Module, func: FuncId) -> bool {
    let f = &module.functions[func];
    let points_to = zyme_analysis::PointsTo::compute(module, f);
    let own = |p: Value| {
        let objs = points_to.objects(p);
        !objs.is_empty()
            && objs.iter().all(|o| {
                matches!(
                    o,
                    zyme_analysis::Object::Stack(_) | zyme_analysis::Object::Heap(_)
                )
            })
    };
    f.layout.insts().all(|i| match &f.dfg.insts[i] {
        InstData::Store { args: [_, p], .. } => own(*p),
        InstData::Mem {
            args: [d, _, _], ..
        } => own(*d),
        InstData::AtomicRmw { .. } | InstData::CmpXchg { .. } | InstData::CallIndirect { .. } => {
            false
        }
        InstData::Call { func: c, .. } => {
            let cf = &module.functions[*c];
            cf.is_declaration()
                && (zyme_analysis::activity::is_inactive_library(&cf.name)
                    && !matches!(
                        cf.name.as_str(),
                        "printf" | "puts" | "putchar" | "fprintf" | "fflush"
                    ))
        }
        _ => true,
    })
}

/// Flags of a tape access, with what it holds as the type hint (so a
/// derivative of this derivative knows the tape's types).
fn typed(ty: Type) -> MemFlags {
    MemFlags {
        hint: Some(ty.lane()),
        ..MemFlags::aligned(8)
    }
}

fn typed_unaligned(ty: Type) -> MemFlags {
    MemFlags {
        align: 1,
        ..typed(ty)
    }
}

/// The addresses of the stack slots that hold a derivative's copies of
/// its tape header's fields (see `Gen::tape_vars`), and of the header.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct TapeVars {
    header: Value,
    buf: Value,
    len: Value,
    cap: Value,
}

impl TapeVars {
    /// Each slot with its field's offset in the header and its type.
    fn fields(self) -> [(Value, i64, Type); 3] {
        [
            (self.buf, 0, Type::PTR),
            (self.len, runtime::TAPE_LEN, Type::I64),
            (self.cap, runtime::TAPE_CAP, Type::I64),
        ]
    }
}

/// Where each value of a tape record goes, and the record's size: the
/// widest values first and the size a multiple of eight, so that records
/// start at multiples of eight (the buffer is `malloc`ed, the reserved
/// first word keeps the rest in step) and every scalar is naturally
/// aligned. The forward and the reverse sweep both lay records out here.
fn record_layout(types: &[Type]) -> (Vec<i64>, i64) {
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
    (offsets, (n + 7) & !7)
}

/// Tape accesses: scalars are naturally aligned in their records
/// (`record_layout`), vectors only to eight bytes.
fn tape_flags(ty: Type) -> MemFlags {
    let align = if ty.is_vector() { 8 } else { ty.bytes().max(1) };
    MemFlags { align, ..typed(ty) }
}

fn float_type(k: FloatKind) -> Type {
    match k {
        FloatKind::F32 => Type::F32,
        FloatKind::F64 => Type::F64,
    }
}

// ---------------------------------------------------------------------
// Reverse sweep: values from the forward sweep, adjoints.

impl Gen<'_, '_> {
    /// A value of the forward sweep, read in the reverse of the current
    /// block: directly, recomputed, or popped from the tape.
    fn need(&mut self, need: Need) -> R<Value> {
        let block = self.cur_orig.expect("inside the reverse of a block");
        let (fwd, def_block) = match need {
            Need::Primal(v) | Need::Shadow(v) => {
                let shadow = matches!(need, Need::Shadow(_));
                if let Some(r) = self.recompute(v, shadow)? {
                    return Ok(r);
                }
                if let Some((rv, rs)) = &self.rev_args {
                    let m = if shadow { rs } else { rv };
                    if let Some(&a) = m.get(&v) {
                        return Ok(a);
                    }
                }
                if !self.available(self.def_block(v)) && self.recompute_depth < 6 {
                    let cheap = self
                        .def_inst(v)
                        .is_some_and(|d| cheap_to_recompute(d, shadow));
                    if cheap || (!shadow && self.tape_free(v, 3)) {
                        self.recompute_depth += 1;
                        let r = if shadow {
                            self.recompute_shadow(v)
                        } else {
                            self.recompute_pure(v)
                        };
                        self.recompute_depth -= 1;
                        return r;
                    }
                    if shadow && self.ty(v).is_ptr() {
                        if let Some(r) = self.shadow_from_argument(v)? {
                            return Ok(r);
                        }
                    }
                }
                let fwd = if shadow {
                    self.smap.get(&v).copied().ok_or_else(|| {
                        self.err(format!(
                            "pointer {v} has no shadow: it points to memory zyme did not see an active value stored into (pass its memory with `dup`, or mark the argument `const`)"
                        ))
                    })?
                } else {
                    self.val(v)?
                };
                (fwd, self.def_block(v))
            }
            Need::EdgeId => (self.edge_param[&block], block),
            Need::Extra(inst) => (self.extra[&inst], block),
            Need::Slot(slot) => match self.shadow_slots[&slot] {
                SlotShadow::Heap(p) => (p, self.orig.entry_block().expect("entry")),
                SlotShadow::Stack(_) => unreachable!("stack shadows are not taped"),
            },
        };
        if self.available(def_block) {
            return Ok(fwd);
        }
        if let Some(&(_, _, p)) = self
            .needs
            .get(&block)
            .and_then(|l| l.iter().find(|(n, _, _)| *n == need))
        {
            return Ok(p);
        }
        let ty = self.rev.module.functions[self.fid].dfg.value_type(fwd);
        let body = self.rbody[&block];
        let p = self.rev.module.builder(self.rid).append_param(body, ty);
        if matches!(need, Need::Shadow(_) | Need::Slot(_)) {
            self.lane_state = true;
        }
        self.needs.entry(block).or_default().push((need, fwd, p));
        Ok(p)
    }

    /// Whether the primal `v` can be had in the reverse without the tape:
    /// directly, as a constant or address, as an argument of a reverse
    /// function, or recomputed from such by pure operations (at most
    /// `depth` deep). Loads are never recomputed: memory may have changed.
    fn tape_free(&self, v: Value, depth: u32) -> bool {
        if self.available(self.def_block(v)) {
            return true;
        }
        if self
            .rev_args
            .as_ref()
            .is_some_and(|(rv, _)| rv.contains_key(&v))
        {
            return true;
        }
        let Some(data) = self.def_inst(v) else {
            return false;
        };
        match data {
            InstData::Iconst { .. }
            | InstData::Fconst { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. } => true,
            InstData::StackAddr { .. } => self.combined(),
            InstData::Load { ptr, .. } => {
                depth > 0 && self.reloadable.contains(&v) && self.tape_free(*ptr, depth - 1)
            }
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
            | InstData::Shuffle { .. } => {
                depth > 0
                    && data
                        .operands()
                        .iter()
                        .all(|&o| self.tape_free(o, depth - 1))
            }
            _ => false,
        }
    }

    /// The loads a combined derivative may read again in its reverse:
    /// their memory is written by no instruction of the function (nor, by
    /// the alias oracle, by any call in it), so it holds the same values
    /// then. Split halves get none: their caller may write the memory
    /// between the augmented call and the reverse one.
    fn find_reloadable(&mut self) {
        if !self.combined() {
            return;
        }
        let f = self.orig;
        let pt = self.activity.points_to();
        let insts: Vec<Inst> = f.layout.insts().collect();
        for &inst in &insts {
            let InstData::Load { ptr, .. } = f.dfg.insts[inst] else {
                continue;
            };
            if pt.objects(ptr).is_empty() {
                continue;
            }
            let written = insts
                .iter()
                .any(|&w| pt.may_write(self.rev.module, f, w, ptr));
            if !written {
                if let Some(&r) = f.dfg.inst_results(inst).first() {
                    self.reloadable.insert(r);
                }
            }
        }
    }

    /// Re-executes the pure instruction defining `v` in the reverse, its
    /// operands had the same way (see [`Gen::tape_free`]).
    fn recompute_pure(&mut self, v: Value) -> R<Value> {
        let mut data = self.def_inst(v).cloned().expect("checked by tape_free");
        let mut ops = Vec::new();
        for o in data.operands() {
            ops.push(self.need(Need::Primal(o))?);
        }
        let mut it = ops.into_iter();
        data.map_operands(|_| it.next().expect("one per operand"));
        let results = self.b().ins_results(data);
        let k = match self.orig.dfg.values[v].def {
            ValueDef::Result(_, k) => k as usize,
            ValueDef::Param(..) => 0,
        };
        Ok(results[k])
    }

    /// The shadow of a pointer into one duplicated argument's memory is the
    /// argument's shadow moved by the pointer's offset into the argument:
    /// taping the primal pointer (which the reverse may need anyway) gives
    /// the shadow without taping it (pointer induction variables after
    /// -O2's strength reduction). The offset is a distance within one
    /// object, so differentiating this code again (nested derivatives)
    /// moves the shadow's own shadow the same way; a distance between the
    /// argument and its shadow, two objects, would not survive that.
    fn shadow_from_argument(&mut self, v: Value) -> R<Option<Value>> {
        let objs = self.activity.points_to().objects(v);
        let [zyme_analysis::Object::Arg(i)] = objs.iter().copied().collect::<Vec<_>>()[..] else {
            return Ok(None);
        };
        if !matches!(self.kinds[i as usize], ArgKind::Dup | ArgKind::DupNoNeed) {
            return Ok(None);
        }
        let entry = self.orig.entry_block().expect("entry");
        let arg = self.orig.dfg.block_params(entry)[i as usize];
        let p = self.need(Need::Primal(v))?;
        let base = self.need(Need::Primal(arg))?;
        let sbase = self.need(Need::Shadow(arg))?;
        let mut b = self.b();
        let pi = b.cast(CastOp::Ptrtoint, p, Type::I64);
        let bi = b.cast(CastOp::Ptrtoint, base, Type::I64);
        let offset = b.isub(pi, bi);
        Ok(Some(b.ptr_add(sbase, offset)))
    }

    /// The shadow of an address computed from another one (see
    /// [`cheap_to_recompute`]), from that one's shadow.
    fn recompute_shadow(&mut self, v: Value) -> R<Value> {
        let data = self.def_inst(v).cloned().expect("checked");
        Ok(match data {
            InstData::PtrAdd { args: [p, off] } => {
                let sp = self.need(Need::Shadow(p))?;
                let o = self.need(Need::Primal(off))?;
                self.b().ptr_add(sp, o)
            }
            InstData::Cast { op, arg, ty } => {
                let sa = self.need(Need::Shadow(arg))?;
                self.b().cast(op, sa, ty)
            }
            _ => unreachable!("checked by cheap_to_recompute"),
        })
    }

    /// Constants and addresses are recomputed in the reverse rather than
    /// taped.
    fn recompute(&mut self, v: Value, shadow: bool) -> R<Option<Value>> {
        let Some(data) = self.def_inst(v).cloned() else {
            return Ok(None);
        };
        Ok(Some(match (data, shadow) {
            (d @ (InstData::Iconst { .. } | InstData::Fconst { .. }), _) => {
                if shadow {
                    // A constant pointer (null) is its own shadow.
                    if !matches!(d, InstData::Iconst { .. }) {
                        return Ok(None);
                    }
                }
                self.b().ins_results(d)[0]
            }
            (d @ InstData::FuncAddr { .. }, false) => self.b().ins_results(d)[0],
            (d @ InstData::GlobalAddr { .. }, false) => self.b().ins_results(d)[0],
            (InstData::GlobalAddr { global }, true) => {
                let s = crate::forward::shadow_global(
                    self.rev.module,
                    &mut self.rev.shadow_globals,
                    global,
                )?;
                self.b().global_addr(s)
            }
            (d @ InstData::StackAddr { .. }, false) if self.combined() => {
                self.b().ins_results(d)[0]
            }
            (InstData::StackAddr { slot }, true) if self.combined() => {
                match self.shadow_slots.get(&slot).copied() {
                    Some(SlotShadow::Stack(s)) => self.b().stack_addr(s),
                    _ => return Ok(None),
                }
            }
            _ => return Ok(None),
        }))
    }

    fn zero(&mut self, ty: Type) -> Value {
        crate::rules::fconst(&mut self.b(), ty, 0.0)
    }

    fn adj_addr(&mut self, v: Value, ty: Type) -> Value {
        let i = match self.adj_slot_of.get(&v) {
            Some(&i) => i,
            None => {
                let s = self
                    .rev
                    .module
                    .builder(self.rid)
                    .stack_slot(u64::from(ty.bytes()), ty.bytes().min(16));
                self.adj_slots.push((v, s, ty));
                self.adj_slot_of.insert(v, self.adj_slots.len() - 1);
                self.adj_slots.len() - 1
            }
        };
        let slot = self.adj_slots[i].1;
        self.b().stack_addr(slot)
    }

    /// `adjoint(v) += d` (nothing for values without an adjoint).
    fn add_adj(&mut self, v: Value, d: Value) -> R<()> {
        let Some(ty) = self.adj_ty(v) else {
            return Ok(());
        };
        if self.local.contains(&v) {
            let sum = match self.local_adj.get(&v).copied() {
                Some(o) => self.b().fadd(o, d),
                None => d,
            };
            self.local_adj.insert(v, sum);
        } else {
            let a = self.adj_addr(v, ty);
            let mut b = self.b();
            let o = b.load(ty, a, MemFlags::aligned(1));
            let s = b.fadd(o, d);
            b.store(s, a, MemFlags::aligned(1));
        }
        Ok(())
    }

    /// The adjoint of `v` accumulated so far, reset to zero (None: none).
    fn take_adj(&mut self, v: Value) -> Option<Value> {
        let ty = self.adj_ty(v)?;
        if self.local.contains(&v) {
            return self.local_adj.remove(&v);
        }
        let a = self.adj_addr(v, ty);
        let z = self.zero(ty);
        let mut b = self.b();
        let x = b.load(ty, a, MemFlags::aligned(1));
        b.store(z, a, MemFlags::aligned(1));
        Some(x)
    }

    fn rev_block(&mut self, block: Block) -> R<()> {
        let orig = self.orig;
        let rid = self.rid;
        self.cur_orig = Some(block);
        self.local_adj.clear();
        let body = self.rbody[&block];
        self.at(rid, body);
        for &inst in orig.layout.block_insts(block).iter().rev() {
            self.current = Some(inst);
            if let InstData::Return { args } = &orig.dfg.insts[inst] {
                let mut k = 0;
                for &a in args {
                    if self.ty(a).is_float() {
                        let seed = self.seeds[k];
                        k += 1;
                        self.add_adj(a, seed)?;
                    }
                }
                continue;
            }
            if orig.dfg.insts[inst].is_terminator() {
                continue;
            }
            self.rev_inst(inst)?;
        }
        self.current = None;
        let entry = orig.entry_block().expect("entry");
        if block == entry {
            return self.rev_final();
        }
        // Adjoints of the block's parameters flow to the edges' arguments.
        let params = orig.dfg.block_params(block).to_vec();
        let mut dps = Vec::new();
        for &p in &params {
            dps.push(self.take_adj(p));
        }
        let edges = self.incoming[&block].clone();
        let edge_block = |g: &mut Self, e: (Block, usize)| -> R<()> {
            let (pred, k) = e;
            let last = *orig.layout.block_insts(pred).last().expect("terminator");
            let args = orig.dfg.insts[last].targets()[k].args.clone();
            for (i, &a) in args.iter().enumerate() {
                if let Some(d) = dps[i] {
                    g.add_adj(a, d)?;
                }
            }
            let h = g.rhead[&pred];
            g.b().jump(h, &[]);
            Ok(())
        };
        if edges.len() == 1 {
            return edge_block(self, edges[0]);
        }
        let id = self.need(Need::EdgeId)?;
        let mut cases = Vec::new();
        let mut targets = Vec::new();
        for i in 0..edges.len() {
            let eb = self.new_block(rid);
            targets.push(eb);
            cases.push((i as u64, BlockCall::new(eb, [])));
        }
        let default = cases.pop().expect("several edges").1;
        self.b().switch(id, cases, default);
        for (i, &e) in edges.iter().enumerate() {
            self.at(rid, targets[i]);
            edge_block(self, e)?;
        }
        Ok(())
    }

    /// The end of the reverse of the entry block: the adjoints of the
    /// active arguments are the results.
    fn rev_final(&mut self) -> R<()> {
        let orig = self.orig;
        let entry = orig.entry_block().expect("entry");
        let params = orig.dfg.block_params(entry).to_vec();
        let mut out = Vec::new();
        if let Shape::Combined(o) = self.shape {
            if o.return_primal {
                let exit = self.exit.expect("combined");
                let n = orig.sig.returns.len();
                let ps = self.rev.module.functions[self.rid].dfg.block_params(exit)[..n].to_vec();
                out.extend(ps);
            }
        }
        for (i, &p) in params.iter().enumerate() {
            if self.kinds[i] == ArgKind::Active {
                let d = match self.take_adj(p) {
                    Some(d) => d,
                    None => self.zero(self.ty(p)),
                };
                out.push(d);
            }
        }
        let slots: Vec<StackSlot> = self
            .shadow_slots
            .iter()
            .filter(|(_, s)| matches!(s, SlotShadow::Heap(_)))
            .map(|(&k, _)| k)
            .collect();
        let mut slots = slots;
        slots.sort();
        for slot in slots {
            let p = self.need(Need::Slot(slot))?;
            let free = runtime::shadow_free(self.rev.module)?;
            self.b().call(free, &[p]);
        }
        self.release_tape()?;
        self.b().ret(&out);
        Ok(())
    }

    /// Frees the tape's buffer once everything is popped (the top level
    /// of a split derivative; combined mode always ends empty).
    fn release_tape(&mut self) -> R<()> {
        let free = runtime::libc(self.rev.module, "free", Signature::new([Type::PTR], []))?;
        let tape = self.rtape.expect("tape");
        self.tape_write_back(self.rvars.expect("the tape exists"));
        if self.combined() {
            let stash = runtime::tape_stash(self.rev.module)?;
            self.b().call(stash, &[tape]);
            return Ok(());
        }
        let rid = self.rid;
        let go = self.new_block(rid);
        let done = self.new_block(rid);
        let mut b = self.b();
        let len_at = b.ptr_add_imm(tape, runtime::TAPE_LEN);
        let len = b.load(Type::I64, len_at, typed(Type::I64));
        let zero = b.iconst(Type::I64, 0);
        let empty = b.icmp(IntCC::Eq, len, zero);
        b.brif(empty, go, &[], done, &[]);
        b.switch_to(go);
        let buf = b.load(Type::PTR, tape, typed(Type::PTR));
        b.call(free, &[buf]);
        let null = b.iconst(Type::PTR, 0);
        b.store(null, tape, typed(Type::PTR));
        let cap_at = b.ptr_add_imm(tape, runtime::TAPE_CAP);
        b.store(zero, cap_at, typed(Type::I64));
        b.jump(done, &[]);
        self.at(rid, done);
        Ok(())
    }
}

// ---------------------------------------------------------------------
// Reverse rules.

impl Gen<'_, '_> {
    fn rev_inst(&mut self, inst: Inst) -> R<()> {
        let orig = self.orig;
        if !self.activity.inst_is_active(orig, inst) {
            return Ok(());
        }
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        match &data {
            InstData::Call { func, args } => return self.rev_call(inst, *func, args, &results),
            InstData::CallIndirect { callee, args, .. } => {
                return self.rev_call_indirect(inst, *callee, args, &results)
            }
            InstData::Store { args: [v, p], .. } => {
                if !self.active(*p) {
                    let lenient = matches!(self.shape, Shape::Combined(o) if o.runtime_activity);
                    if self.adj_ty(*v).is_some() && !lenient {
                        return Err(self.err(
                            "an active value is stored through a pointer without a shadow".into(),
                        ));
                    }
                    return Ok(());
                }
                let Some(ty) = self.float_ty(*v) else {
                    return Ok(());
                };
                let sp = self.need(Need::Shadow(*p))?;
                if self.active(*v) {
                    let d = self.b().load(ty, sp, MemFlags::aligned(1));
                    let z = self.zero(ty);
                    self.b().store(z, sp, MemFlags::aligned(1));
                    self.add_adj(*v, d)?;
                } else {
                    let z = self.zero(ty);
                    self.b().store(z, sp, MemFlags::aligned(1));
                }
                return Ok(());
            }
            InstData::Mem { op, args } => return self.rev_mem(*op, *args),
            InstData::AtomicRmw { .. } | InstData::CmpXchg { .. } => {
                return Err(self.err(
                    "atomic operations on active values are not differentiated yet (reverse mode)"
                        .into(),
                ))
            }
            _ => {}
        }
        let Some(&r) = results.first() else {
            return Ok(());
        };
        if self.adj_ty(r).is_none() {
            if self.active(r) && !self.ptr_like(r) && !self.ty(r).is_int() {
                return Err(self.err(format!("cannot tell what the active value {r} holds")));
            }
            // An integer type analysis proved to be a plain integer (a
            // difference of addresses, an index) carries no derivative.
            let integer = matches!(
                self.tree(r).scalar(i64::from(self.ty(r).lane().bytes())),
                Some(Concrete::Integer)
            );
            if self.active(r) && self.ty(r).is_int() && !self.ptr_like(r) && !integer {
                return Err(self.err(format!(
                    "cannot deduce whether the integer {r} holds a float's bits or an address; \
                     say what the memory holds with __enzyme_double(ptr, bytes) / __enzyme_float / __enzyme_integer / __enzyme_pointer, \
                     or build with optimisation (-O1 or more) so clang's TBAA type tags reach zyme"
                )));
            }
            return Ok(());
        }
        let Some(d) = self.take_adj(r) else {
            return Ok(());
        };
        match &data {
            InstData::Load { ptr, .. } => {
                let ty = self.adj_ty(r).expect("checked");
                let sp = self.need(Need::Shadow(*ptr))?;
                let mut b = self.b();
                let o = b.load(ty, sp, MemFlags::aligned(1));
                let s = b.fadd(o, d);
                b.store(s, sp, MemFlags::aligned(1));
            }
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => {
                let n = self.b().fneg(d);
                self.add_adj(*arg, n)?;
            }
            InstData::Binary { op, args: [a, b] } => self.rev_binary(*op, *a, *b, r, d)?,
            InstData::Math { op, args } => self.rev_math(*op, args, r, d)?,
            InstData::Select { args: [c, x, y] } => {
                let c = self.need(Need::Primal(*c))?;
                let ty = self.adj_ty(r).expect("checked");
                let z = self.zero(ty);
                let dx = self.b().select(c, d, z);
                let dy = self.b().select(c, z, d);
                self.add_adj(*x, dx)?;
                self.add_adj(*y, dy)?;
            }
            InstData::Cast { op, arg, .. } => {
                let Some(ta) = self.adj_ty(*arg) else {
                    return Ok(());
                };
                let da = match op {
                    CastOp::Fpext => self.b().cast(CastOp::Fptrunc, d, ta),
                    CastOp::Fptrunc => self.b().cast(CastOp::Fpext, d, ta),
                    CastOp::Bitcast => {
                        let td = self.adj_ty(r).expect("checked");
                        if td == ta {
                            d
                        } else {
                            return Err(self.err(format!(
                                "a bitcast that reinterprets {td} as {ta} has no derivative rule"
                            )));
                        }
                    }
                    other => {
                        return Err(self.err(format!(
                            "`{}` of a value that holds float bits has no derivative rule",
                            other.name()
                        )))
                    }
                };
                self.add_adj(*arg, da)?;
            }
            InstData::Splat { arg, .. } => {
                let ty = self.adj_ty(r).expect("checked");
                let mut acc = self.b().extract_lane(d, 0);
                for l in 1..ty.lanes() {
                    let mut b = self.b();
                    let e = b.extract_lane(d, l as u16);
                    acc = b.fadd(acc, e);
                }
                self.add_adj(*arg, acc)?;
            }
            InstData::ExtractLane { arg, lane } => {
                if let Some(ta) = self.adj_ty(*arg) {
                    let z = self.zero(ta);
                    let v = self.b().insert_lane(z, d, *lane);
                    self.add_adj(*arg, v)?;
                }
            }
            InstData::InsertLane { args: [v, x], lane } => {
                if let Some(tx) = self.adj_ty(*x) {
                    let e = self.b().extract_lane(d, *lane);
                    let _ = tx;
                    self.add_adj(*x, e)?;
                }
                if self.adj_ty(*v).is_some() {
                    let lane_ty = Type::scalar(self.adj_ty(r).expect("checked").lane());
                    let z = self.zero(lane_ty);
                    let dv = self.b().insert_lane(d, z, *lane);
                    self.add_adj(*v, dv)?;
                }
            }
            InstData::Shuffle { args: [x, y], mask } => {
                let n = self.ty(*x).lanes() as usize;
                let lane_ty = Type::scalar(self.adj_ty(r).expect("checked").lane());
                let mut acc: Vec<Option<Value>> = vec![None; 2 * n];
                for (j, &m) in mask.iter().enumerate() {
                    let mut b = self.b();
                    let e = b.extract_lane(d, j as u16);
                    let m = m as usize;
                    if m < 2 * n {
                        acc[m] = Some(match acc[m] {
                            Some(o) => b.fadd(o, e),
                            None => e,
                        });
                    }
                }
                for (half, &src) in [*x, *y].iter().enumerate() {
                    let Some(ts) = self.adj_ty(src) else {
                        continue;
                    };
                    let mut vec = self.zero(ts);
                    for l in 0..n {
                        if let Some(e) = acc[half * n + l] {
                            vec = self.b().insert_lane(vec, e, l as u16);
                        }
                    }
                    let _ = lane_ty;
                    self.add_adj(src, vec)?;
                }
            }
            other => {
                return Err(self.err(format!(
                    "`{}` with active operands is not differentiated yet (reverse mode)",
                    other.opcode_name()
                )))
            }
        }
        Ok(())
    }

    fn rev_binary(&mut self, op: BinaryOp, a: Value, b: Value, r: Value, d: Value) -> R<()> {
        let (aa, ab) = (self.adj_ty(a).is_some(), self.adj_ty(b).is_some());
        match op {
            BinaryOp::Fadd => {
                self.add_adj(a, d)?;
                self.add_adj(b, d)?;
            }
            BinaryOp::Fsub => {
                self.add_adj(a, d)?;
                if ab {
                    let n = self.b().fneg(d);
                    self.add_adj(b, n)?;
                }
            }
            BinaryOp::Fmul => {
                if aa {
                    let pb = self.need(Need::Primal(b))?;
                    let x = self.b().fmul(d, pb);
                    self.add_adj(a, x)?;
                }
                if ab {
                    let pa = self.need(Need::Primal(a))?;
                    let x = self.b().fmul(d, pa);
                    self.add_adj(b, x)?;
                }
            }
            BinaryOp::Fdiv => {
                let pb = self.need(Need::Primal(b))?;
                if aa {
                    let x = self.b().fdiv(d, pb);
                    self.add_adj(a, x)?;
                }
                if ab {
                    let pr = self.need(Need::Primal(r))?;
                    let mut bl = self.b();
                    let m = bl.fmul(d, pr);
                    let q = bl.fdiv(m, pb);
                    let n = bl.fneg(q);
                    self.add_adj(b, n)?;
                }
            }
            BinaryOp::Frem => {
                self.add_adj(a, d)?;
                if ab {
                    let pa = self.need(Need::Primal(a))?;
                    let pb = self.need(Need::Primal(b))?;
                    let mut bl = self.b();
                    let q = bl.fdiv(pa, pb);
                    let t = bl.math(MathOp::Trunc, &[q]);
                    let m = bl.fmul(t, d);
                    let n = bl.fneg(m);
                    self.add_adj(b, n)?;
                }
            }
            BinaryOp::Xor => {
                // `x ^ signbit` on float bits is clang's fneg.
                let (x, k) = if aa && !ab { (a, b) } else { (b, a) };
                let bits = self.ty(r).lane().bits();
                let sign = zyme_analysis::types::constant(self.orig, k)
                    .is_some_and(|c| (c as u64) << (64 - bits) == 1 << 63 && (aa != ab));
                if !sign {
                    return Err(self.err(
                        "`xor` on float bits other than a sign flip has no derivative rule".into(),
                    ));
                }
                let n = self.b().fneg(d);
                self.add_adj(x, n)?;
            }
            _ => {
                return Err(self.err(format!(
                    "`{}` on active values has no derivative rule",
                    op.name()
                )))
            }
        }
        Ok(())
    }

    /// Math operations through the tangent rules: each rule is linear in
    /// the tangents, so with the adjoint as the one active tangent it
    /// gives that argument's adjoint contribution.
    fn rev_math(&mut self, op: MathOp, args: &[Value], r: Value, d: Value) -> R<()> {
        let uses_result = matches!(
            op,
            MathOp::Sqrt
                | MathOp::Tgamma
                | MathOp::Cbrt
                | MathOp::Tan
                | MathOp::Tanh
                | MathOp::Exp
                | MathOp::Exp2
                | MathOp::Exp10
                | MathOp::Expm1
                | MathOp::Pow
                | MathOp::Hypot
        );
        if let (MathOp::Fma | MathOp::Fmuladd, &[a, b, c]) = (op, args) {
            // `a·b + c`: each factor's adjoint needs only the other factor,
            // and the addend's none, so the tape holds no more than that
            // (a dot product's partial sums and an inactive factor's
            // partner are never cached).
            if self.adj_ty(a).is_some() {
                let pb = self.need(Need::Primal(b))?;
                let t = self.b().fmul(d, pb);
                self.add_adj(a, t)?;
            }
            if self.adj_ty(b).is_some() {
                let pa = self.need(Need::Primal(a))?;
                let t = self.b().fmul(d, pa);
                self.add_adj(b, t)?;
            }
            return self.add_adj(c, d);
        }
        let mut prim = Vec::new();
        for &a in args {
            prim.push(self.need(Need::Primal(a))?);
        }
        let pr = if uses_result {
            self.need(Need::Primal(r))?
        } else if self.ty(args[0]) == self.ty(r) {
            prim[0]
        } else {
            self.need(Need::Primal(r))?
        };
        for (i, &a) in args.iter().enumerate() {
            if self.adj_ty(a).is_none() {
                continue;
            }
            let per: Vec<(Value, bool)> = (0..args.len()).map(|j| (d, j == i)).collect();
            let t = crate::rules::math(&mut self.b(), op, &prim, pr, &per);
            match t {
                Ok(t) => self.add_adj(a, t)?,
                Err(m) => return Err(self.err(m)),
            }
        }
        Ok(())
    }

    fn rev_mem(&mut self, op: MemOp, [dst, src, len]: [Value; 3]) -> R<()> {
        if !self.active(dst) {
            return Ok(());
        }
        let clen = zyme_analysis::types::constant(self.orig, len);
        let sd = self.need(Need::Shadow(dst))?;
        let n = self.need(Need::Primal(len))?;
        if op == MemOp::Memset {
            let z = self.b().iconst(Type::I8, 0);
            self.b().mem(MemOp::Memset, sd, z, n);
            return Ok(());
        }
        let layout = self.copy_layout(dst, src, clen)?;
        let ss = if self.active(src) {
            Some(self.need(Need::Shadow(src))?)
        } else {
            None
        };
        match layout {
            CopyLayout::NoFloats { .. } => {}
            CopyLayout::Floats(t) => match ss {
                Some(ss) => {
                    let acc = runtime::accum(self.rev.module, t)?;
                    self.b().call(acc, &[ss, sd, n]);
                }
                None => {
                    let z = self.b().iconst(Type::I8, 0);
                    self.b().mem(MemOp::Memset, sd, z, n);
                }
            },
            CopyLayout::Offsets(offsets) => {
                for (o, c) in offsets {
                    let Concrete::Float(k) = c else { continue };
                    let t = float_type(k);
                    let fl = MemFlags::aligned(1);
                    let z = self.zero(t);
                    let mut b = self.b();
                    let at = b.ptr_add_imm(sd, o);
                    let x = b.load(t, at, fl);
                    b.store(z, at, fl);
                    if let Some(ss) = ss {
                        let from = b.ptr_add_imm(ss, o);
                        let y = b.load(t, from, fl);
                        let s = b.fadd(x, y);
                        b.store(s, from, fl);
                    }
                }
            }
        }
        Ok(())
    }

    fn rev_call(&mut self, inst: Inst, callee: FuncId, args: &[Value], results: &[Value]) -> R<()> {
        let name = self.rev.module.functions[callee].name.clone();
        if let Some(library) = self.rev.module.library_name(callee).map(str::to_string) {
            let args = self.rev.module.library_args(callee, args);
            return self.rev_library(inst, &library, &args, results);
        }
        if self.rev.inactive.contains(&callee)
            || matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash")
        {
            return Ok(());
        }
        if let Some(rule) = self.rev.customs.get(&callee).copied() {
            return self.rev_custom(inst, callee, rule, args, results);
        }
        let kinds = self.call_kinds[&inst].clone();
        let split = self.rev.split(callee, &kinds)?;
        let call_args = self.reverse_call_args(&kinds, args, results)?;
        let vars = self.rvars.expect("the tape exists");
        self.tape_write_back(vars);
        let outs = self.b().call(split.reverse, &call_args);
        self.tape_reload(vars);
        self.add_call_adjoints(&kinds, args, &outs)
    }

    /// What a reverse half takes: the tape, each argument (and its shadow
    /// when duplicated), the adjoint of each float result.
    fn reverse_call_args(
        &mut self,
        kinds: &[ArgKind],
        args: &[Value],
        results: &[Value],
    ) -> R<Vec<Value>> {
        let mut call_args = vec![self.rtape.expect("tape")];
        for (i, &a) in args.iter().enumerate() {
            call_args.push(self.need(Need::Primal(a))?);
            if kinds[i] == ArgKind::Dup {
                call_args.push(self.need(Need::Shadow(a))?);
            }
        }
        call_args.extend(self.result_adjoints(results));
        Ok(call_args)
    }

    /// The adjoint of each float result of a call (zero when none flowed).
    fn result_adjoints(&mut self, results: &[Value]) -> Vec<Value> {
        let mut out = Vec::new();
        for &r in results {
            let ty = self.ty(r);
            if ty.is_float() {
                let d = match self.take_adj(r) {
                    Some(d) => d,
                    None => self.zero(ty),
                };
                out.push(d);
            }
        }
        out
    }

    /// Adds what a reverse half returned to the adjoints of the `active`
    /// arguments.
    fn add_call_adjoints(&mut self, kinds: &[ArgKind], args: &[Value], outs: &[Value]) -> R<()> {
        let mut k = 0;
        for (i, &a) in args.iter().enumerate() {
            if kinds[i] == ArgKind::Active {
                self.add_adj(a, outs[k])?;
                k += 1;
            }
        }
        Ok(())
    }

    fn rev_call_indirect(
        &mut self,
        inst: Inst,
        callee: Value,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let kinds = self.call_kinds[&inst].clone();
        let sig = match &self.orig.dfg.insts[inst] {
            InstData::CallIndirect { sig, .. } => (**sig).clone(),
            _ => unreachable!("an indirect call"),
        };
        let targets = self.indirect_targets(&sig)?;
        let mut pairs = Vec::new();
        for &(addr, body) in &targets {
            pairs.push((addr, self.rev.split(body, &kinds)?));
        }
        let fp = self.need(Need::Primal(callee))?;
        let call_args = self.reverse_call_args(&kinds, args, results)?;
        let out_types: Vec<Type> = args
            .iter()
            .zip(&kinds)
            .filter(|(_, &k)| k == ArgKind::Active)
            .map(|(&a, _)| self.ty(a))
            .collect();
        let vars = self.rvars.expect("the tape exists");
        self.tape_write_back(vars);
        let outs = self.dispatch(self.rid, fp, &pairs, false, &call_args, &out_types);
        self.tape_reload(vars);
        self.add_call_adjoints(&kinds, args, &outs)
    }

    fn rev_library(&mut self, inst: Inst, name: &str, args: &[Value], results: &[Value]) -> R<()> {
        if let Some(f) = crate::complex::ComplexFn::of(name, args.len(), results.len()) {
            return self.rev_complex(f, args, results);
        }
        let result_active = results.first().is_some_and(|&r| self.active(r));
        match name {
            "malloc" | "_Znwm" | "_Znam" | "calloc" if result_active => {
                let s = self.need(Need::Shadow(results[0]))?;
                let free = runtime::shadow_free(self.rev.module)?;
                self.b().call(free, &[s]);
            }
            "realloc" if result_active => {
                let new = self.need(Need::Shadow(results[0]))?;
                let old = self.need(Need::Shadow(args[0]))?;
                let n = self.need(Need::Primal(args[1]))?;
                let size = runtime::shadow_size(self.rev.module)?;
                let free = runtime::shadow_free(self.rev.module)?;
                let m = {
                    let mut b = self.b();
                    let old_n = b.call(size, &[old])[0];
                    let less = b.icmp(IntCC::Ult, old_n, n);
                    b.select(less, old_n, n)
                };
                // Nothing has touched the old shadow since the forward
                // sweep copied it into the new one (its floats are still
                // zero), so its adjoints are exactly the new block's, whatever
                // the bytes hold.
                self.b().mem(MemOp::Memcpy, old, new, m);
                self.b().call(free, &[new]);
            }
            "posix_memalign" if self.extra.contains_key(&inst) => {
                let s = self.need(Need::Extra(inst))?;
                let free = runtime::shadow_free(self.rev.module)?;
                self.b().call(free, &[s]);
            }
            "frexp" | "frexpf" | "ldexp" | "ldexpf" if result_active => {
                // frexp: m = x·2^−e, dm/dx = m/x (0 at x = 0);
                // ldexp: r = x·2^n, dr/dx = 2^n = r/x (0 at x = 0).
                let Some(d) = self.take_adj(results[0]) else {
                    return Ok(());
                };
                let x = self.need(Need::Primal(args[0]))?;
                let r = self.need(Need::Primal(results[0]))?;
                let ty = self.ty(results[0]);
                let z = self.zero(ty);
                let mut b = self.b();
                let q = b.fdiv(r, x);
                let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, x, z);
                let c = b.select(is_zero, z, q);
                let dx = b.fmul(d, c);
                self.add_adj(args[0], dx)?;
            }
            "memcpy" | "memmove" | "memset" if args.len() == 3 => {
                let op = match name {
                    "memcpy" => MemOp::Memcpy,
                    "memmove" => MemOp::Memmove,
                    _ => MemOp::Memset,
                };
                self.rev_mem(op, [args[0], args[1], args[2]])?;
            }
            _ => {}
        }
        Ok(())
    }
}

impl Gen<'_, '_> {
    /// The adjoints of a complex library call's inputs (see
    /// [`crate::complex`]).
    fn rev_complex(
        &mut self,
        f: crate::complex::ComplexFn,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let d: Vec<Option<Value>> = results.iter().map(|&r| self.take_adj(r)).collect();
        if d.iter().all(Option::is_none) {
            return Ok(());
        }
        let zero = self.zero(Type::F64);
        let dre = d[0].unwrap_or(zero);
        let dim = d.get(1).copied().flatten().unwrap_or(zero);
        let a = args
            .iter()
            .map(|&a| self.need(Need::Primal(a)))
            .collect::<R<Vec<_>>>()?;
        let r = results
            .iter()
            .map(|&x| self.need(Need::Primal(x)))
            .collect::<R<Vec<_>>>()?;
        let mut adds = Vec::new();
        {
            let mut b = self.b();
            match crate::complex::derivatives(&mut b, f, &a, &r) {
                Some(fprimes) => {
                    for (k, &fp) in fprimes.iter().enumerate() {
                        let (dx, dy) = crate::complex::reverse(&mut b, fp, (dre, dim));
                        adds.push((args[2 * k], dx));
                        adds.push((args[2 * k + 1], dy));
                    }
                }
                None => {
                    let (fx, fy) = crate::complex::abs_factors(&mut b, (a[0], a[1]), r[0]);
                    adds.push((args[0], b.fmul(dre, fx)));
                    adds.push((args[1], b.fmul(dre, fy)));
                }
            }
        }
        for (v, dv) in adds {
            if self.active(v) {
                self.add_adj(v, dv)?;
            }
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------
// Tape pushes, pops and terminators, once both sweeps know what they
// need.

impl Gen<'_, '_> {
    fn fwd_edge(&mut self, pred: Block, k: usize, edge: &BlockCall) -> R<BlockCall> {
        let params = self.orig.dfg.block_params(edge.block).to_vec();
        let mut args = Vec::new();
        for &a in &edge.args {
            args.push(self.val(a)?);
        }
        for (&a, &p) in edge.args.iter().zip(&params) {
            if self.smap.contains_key(&p) {
                let s = self.shadow(a)?;
                args.push(s);
            }
        }
        if self.edge_param.contains_key(&edge.block) {
            let idx = self.incoming[&edge.block]
                .iter()
                .position(|&e| e == (pred, k))
                .expect("edges are enumerated");
            args.push(self.b().iconst(EDGE_ID, idx as i64));
        }
        Ok(BlockCall::new(self.fblocks[&edge.block], args))
    }

    /// Stack slots for the tape header's fields, filled from the header
    /// at the current position (the function's entry). Pushes and pops
    /// work on them, and the header is brought up to date only around
    /// what reads it (callees' halves, growing, releasing, returning), so
    /// zyme-opt's mem2reg can keep them in registers: the header's own
    /// address escapes to those calls and could not be.
    fn tape_vars(&mut self, header: Value) -> TapeVars {
        let mut b = self.b();
        let mut var = || {
            let slot = b.stack_slot(8, 8);
            b.stack_addr(slot)
        };
        let vars = TapeVars {
            header,
            buf: var(),
            len: var(),
            cap: var(),
        };
        self.tape_reload(vars);
        vars
    }

    /// The header's fields into the slots (after a call that may have
    /// changed them).
    fn tape_reload(&mut self, vars: TapeVars) {
        let mut b = self.b();
        for (field, at, ty) in vars.fields() {
            let p = b.ptr_add_imm(vars.header, at);
            let v = b.load(ty, p, typed(ty));
            b.store(v, field, typed(ty));
        }
    }

    /// The slots into the header (before a call that reads it).
    fn tape_write_back(&mut self, vars: TapeVars) {
        let mut b = self.b();
        for (field, at, ty) in vars.fields() {
            let v = b.load(ty, field, typed(ty));
            let p = b.ptr_add_imm(vars.header, at);
            b.store(v, p, typed(ty));
        }
    }

    /// Grows the tape to at least `need` bytes through the header.
    fn tape_grow_to(&mut self, vars: TapeVars, grow: FuncId, need: Value) {
        self.tape_write_back(vars);
        self.b().call(grow, &[vars.header, need]);
        self.tape_reload(vars);
    }

    /// Pushes `items` on the tape at the current forward position.
    fn push(&mut self, items: &[Value]) -> R<()> {
        let fid = self.fid;
        let grow = runtime::tape_grow(self.rev.module)?;
        let grow_block = self.new_block(fid);
        let cont = self.new_block(fid);
        let vars = self.fvars.expect("the tape exists");
        let mut b = self.b();
        let types: Vec<Type> = items.iter().map(|&v| b.func().dfg.value_type(v)).collect();
        let (offsets, n) = record_layout(&types);
        let mut stored = Vec::new();
        for (&v, off) in items.iter().zip(offsets) {
            let v = if b.func().dfg.value_type(v) == Type::I1 {
                b.cast(CastOp::Zext, v, Type::I8)
            } else {
                v
            };
            stored.push((v, off));
        }
        let len = b.load(Type::I64, vars.len, typed(Type::I64));
        let cap = b.load(Type::I64, vars.cap, typed(Type::I64));
        let size = b.iconst(Type::I64, n);
        let new_len = b.iadd(len, size);
        let over = b.icmp(IntCC::Ugt, new_len, cap);
        b.brif(over, grow_block, &[], cont, &[]);
        self.at(fid, grow_block);
        self.tape_grow_to(vars, grow, new_len);
        let mut b = self.b();
        b.jump(cont, &[]);
        b.switch_to(cont);
        let buf = b.load(Type::PTR, vars.buf, typed(Type::PTR));
        let at = b.ptr_add(buf, len);
        for (v, off) in stored {
            let p = b.ptr_add_imm(at, off);
            let ty = b.func().dfg.value_type(v);
            b.store(v, p, tape_flags(ty));
        }
        b.store(new_len, vars.len, typed(Type::I64));
        self.at(fid, cont);
        Ok(())
    }

    /// Before a loop whose trip count is known at entry, makes room on the
    /// tape for all its iterations at once (what each iteration of its
    /// blocks pushes, times the count), so the loop never grows the tape.
    /// Pushes keep their own checks: callees and nested loops may push
    /// more.
    fn reserve_for_loops(&mut self, pre: Block) -> R<()> {
        let Some(loops) = self.loop_reserves.get(&pre).cloned() else {
            return Ok(());
        };
        for (count, blocks) in loops {
            let fid = self.fid;
            let dfg = &self.rev.module.functions[fid].dfg;
            let bytes: i64 = blocks
                .iter()
                .filter_map(|b| self.needs.get(b))
                .map(|needs| {
                    let types: Vec<Type> =
                        needs.iter().map(|&(_, f, _)| dfg.value_type(f)).collect();
                    record_layout(&types).1
                })
                .sum();
            if bytes == 0 {
                continue;
            }
            let Some(n) = self.trip_count_value(&count)? else {
                continue;
            };
            let grow = runtime::tape_grow(self.rev.module)?;
            let grow_block = self.new_block(fid);
            let cont = self.new_block(fid);
            let vars = self.fvars.expect("the tape exists");
            let mut b = self.b();
            let per = b.iconst(Type::I64, bytes);
            let total = b.imul(n, per);
            // At most 1 GiB ahead: a count computed from garbage must not
            // allocate the machine away (the pushes still grow the tape).
            let cap_limit = b.iconst(Type::I64, 1 << 30);
            let big = b.icmp(IntCC::Ugt, total, cap_limit);
            let total = b.select(big, cap_limit, total);
            let len = b.load(Type::I64, vars.len, typed(Type::I64));
            let cap = b.load(Type::I64, vars.cap, typed(Type::I64));
            let need = b.iadd(len, total);
            let over = b.icmp(IntCC::Ugt, need, cap);
            b.brif(over, grow_block, &[], cont, &[]);
            self.at(fid, grow_block);
            self.tape_grow_to(vars, grow, need);
            self.b().jump(cont, &[]);
            self.at(fid, cont);
        }
        Ok(())
    }

    /// The trip count as an `i64` in the forward function, at the
    /// preheader (`None` for forms not worth computing).
    fn trip_count_value(&mut self, count: &zyme_analysis::TripCount) -> R<Option<Value>> {
        use zyme_analysis::{Operand, TripCount};
        let e = match count {
            TripCount::Known(k) => {
                let k = i64::try_from(*k).unwrap_or(i64::MAX);
                return Ok(Some(self.b().iconst(Type::I64, k)));
            }
            TripCount::AtEntry(e) => e.clone(),
            TripCount::Unknown => return Ok(None),
        };
        let signed = matches!(e.cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        let up = matches!(e.cond, IntCC::Slt | IntCC::Ult | IntCC::Sle | IntCC::Ule) && e.step > 0;
        let down =
            matches!(e.cond, IntCC::Sgt | IntCC::Ugt | IntCC::Sge | IntCC::Uge) && e.step < 0;
        if !up && !down {
            return Ok(None);
        }
        let inclusive = matches!(e.cond, IntCC::Sle | IntCC::Ule | IntCC::Sge | IntCC::Uge);
        let operand = |g: &mut Self, op: Operand| -> R<Value> {
            Ok(match op {
                Operand::Const(c) => g.b().iconst(Type::I64, c),
                Operand::Value(v) => {
                    let x = g.val(v)?;
                    let ty = g.ty(v);
                    if ty == Type::I64 {
                        x
                    } else if ty.is_int() {
                        let op = if signed { CastOp::Sext } else { CastOp::Zext };
                        g.b().cast(op, x, Type::I64)
                    } else {
                        return Err(g.err("a trip count over a non-integer".into()));
                    }
                }
            })
        };
        let start = operand(self, e.start)?;
        let bound = operand(self, e.bound)?;
        let mut b = self.b();
        let step = e.step.unsigned_abs() as i64;
        let first = if e.tests_next {
            let s = b.iconst(Type::I64, e.step);
            b.iadd(start, s)
        } else {
            start
        };
        // Distance to the bound, rounded up to whole steps, at least 0.
        let diff = if up {
            b.isub(bound, first)
        } else {
            b.isub(first, bound)
        };
        let extra = b.iconst(Type::I64, if inclusive { step } else { step - 1 });
        let num = b.iadd(diff, extra);
        let st = b.iconst(Type::I64, step);
        let n = b.sdiv(num, st);
        let zero = b.iconst(Type::I64, 0);
        let neg = b.icmp(IntCC::Slt, n, zero);
        Ok(Some(b.select(neg, zero, n)))
    }

    /// Pops values of `types` (pushed by [`Gen::push`]) at the current
    /// reverse position.
    fn pop(&mut self, types: &[Type]) -> Vec<Value> {
        let vars = self.rvars.expect("the tape exists");
        let mut b = self.b();
        let (offs, n) = record_layout(types);
        let len = b.load(Type::I64, vars.len, typed(Type::I64));
        let size = b.iconst(Type::I64, n);
        let new_len = b.isub(len, size);
        b.store(new_len, vars.len, typed(Type::I64));
        let buf = b.load(Type::PTR, vars.buf, typed(Type::PTR));
        let at = b.ptr_add(buf, new_len);
        let mut out = Vec::new();
        for (&t, off) in types.iter().zip(offs) {
            let p = b.ptr_add_imm(at, off);
            if t == Type::I1 {
                let byte = b.load(Type::I8, p, typed_unaligned(Type::I8));
                out.push(b.cast(CastOp::Trunc, byte, Type::I1));
            } else {
                out.push(b.load(t, p, tape_flags(t)));
            }
        }
        out
    }

    fn finish_forward(&mut self) -> R<()> {
        let orig = self.orig;
        let fid = self.fid;
        let blocks: Vec<Block> = orig
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|&b| self.cfg.is_reachable(b))
            .collect();
        for block in blocks {
            let last = *orig.layout.block_insts(block).last().expect("terminator");
            self.at(fid, self.ftail[&block]);
            self.current = Some(last);
            if self.live.contains(&block) {
                let items: Vec<Value> = self
                    .needs
                    .get(&block)
                    .map(|l| l.iter().map(|&(_, f, _)| f).collect())
                    .unwrap_or_default();
                if !items.is_empty() {
                    self.push(&items)?;
                }
                self.reserve_for_loops(block)?;
            }
            let data = orig.dfg.insts[last].clone();
            match &data {
                InstData::Jump { dest } => {
                    let dest = self.fwd_edge(block, 0, dest)?;
                    self.b().ins(InstData::Jump { dest });
                }
                InstData::Brif {
                    cond,
                    then_dest,
                    else_dest,
                } => {
                    let cond = self.val(*cond)?;
                    let then_dest = self.fwd_edge(block, 0, then_dest)?;
                    let else_dest = self.fwd_edge(block, 1, else_dest)?;
                    self.b().ins(InstData::Brif {
                        cond,
                        then_dest,
                        else_dest,
                    });
                }
                InstData::Switch {
                    arg,
                    cases,
                    default,
                } => {
                    let arg = self.val(*arg)?;
                    let mut new_cases = Vec::new();
                    for (k, (c, d)) in cases.iter().enumerate() {
                        new_cases.push((*c, self.fwd_edge(block, k, d)?));
                    }
                    let default = self.fwd_edge(block, cases.len(), default)?;
                    self.b().switch(arg, new_cases, default);
                }
                InstData::Return { args } => {
                    let idx = self
                        .returns
                        .iter()
                        .position(|&r| r == block)
                        .expect("returns are listed");
                    let mut vals = Vec::new();
                    for &a in args {
                        vals.push(self.val(a)?);
                    }
                    match self.shape {
                        Shape::Combined(_) => {
                            if self.returns.len() > 1 {
                                vals.push(self.b().iconst(EDGE_ID, idx as i64));
                            }
                            let exit = self.exit.expect("combined");
                            self.b().jump(exit, &vals);
                        }
                        Shape::Split => {
                            if self.returns.len() > 1 {
                                let id = self.b().iconst(EDGE_ID, idx as i64);
                                self.push(&[id])?;
                            }
                            self.tape_write_back(self.fvars.expect("the tape exists"));
                            for &a in args {
                                if self.ty(a).is_ptr() {
                                    let s = if self.active(a) {
                                        self.shadow(a)?
                                    } else {
                                        self.b().iconst(Type::PTR, 0)
                                    };
                                    vals.push(s);
                                }
                            }
                            self.b().ret(&vals);
                        }
                    }
                }
                other => {
                    self.b().ins(other.clone());
                }
            }
        }
        self.current = None;
        Ok(())
    }

    fn finish_reverse(&mut self) -> R<()> {
        let rid = self.rid;
        let live: Vec<Block> = self
            .cfg
            .reverse_postorder()
            .iter()
            .copied()
            .filter(|b| self.live.contains(b))
            .collect();
        for block in live {
            self.at(rid, self.rhead[&block]);
            let (types, _): (Vec<Type>, Vec<()>) = self
                .needs
                .get(&block)
                .map(|l| {
                    l.iter()
                        .map(|&(_, _, p)| (self.rev.module.functions[rid].dfg.value_type(p), ()))
                        .unzip()
                })
                .unwrap_or_default();
            let vals = if types.is_empty() {
                Vec::new()
            } else {
                self.pop(&types)
            };
            let body = self.rbody[&block];
            self.b().jump(body, &vals);
        }
        // The reverse entry: adjoint slots start at zero, then the return
        // the forward sweep left by.
        let entry = self.rev_entry.expect("reverse entry");
        self.at(rid, entry);
        for i in 0..self.adj_slots.len() {
            let (_, slot, ty) = self.adj_slots[i];
            let z = self.zero(ty);
            let mut b = self.b();
            let a = b.stack_addr(slot);
            b.store(z, a, MemFlags::aligned(1));
        }
        let heads: Vec<Block> = self.returns.iter().map(|r| self.rhead[r]).collect();
        match heads.len() {
            0 => {
                self.b().unreachable();
            }
            1 => self.b().jump(heads[0], &[]),
            _ => {
                let id = match self.shape {
                    Shape::Combined(_) => *self.rev.module.functions[rid]
                        .dfg
                        .block_params(entry)
                        .last()
                        .expect("the return id"),
                    Shape::Split => self.pop(&[EDGE_ID])[0],
                };
                let mut cases: Vec<(u64, BlockCall)> = heads
                    .iter()
                    .enumerate()
                    .map(|(i, &h)| (i as u64, BlockCall::new(h, [])))
                    .collect();
                let default = cases.pop().expect("several").1;
                self.b().switch(id, cases, default);
            }
        }
        Ok(())
    }
}
