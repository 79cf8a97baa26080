//! GPU kernel analyses for reverse-mode differentiation: which values and
//! blocks diverge between the threads of a block (`Uniformity`), and which
//! memory accesses touch addresses no other thread touches
//! (`ThreadLocality`).
//!
//! # Uniformity
//!
//! A value is *uniform* when every thread of a block computes the same
//! value for it: constants, function parameters, `block_id.*`,
//! `block_dim.*`, `grid_dim.*`, `warp_size`, and pure operations of
//! uniform values. `thread_id.*`, `lane_id`, warp shuffles, stack
//! addresses (each thread has its own stack), loads, atomics and calls are
//! *varying* (loads could be refined, but are not).
//!
//! A `brif`/`switch` on a varying value is a *divergent branch*. The blocks
//! on paths from its block to its immediate post-dominator (exclusive) are
//! *divergent blocks*: some threads of a block run them, others not. A
//! block parameter is varying when an incoming argument is (data
//! dependence), when its block is the immediate post-dominator of a
//! divergent branch, or when its block is a divergent block with several
//! predecessors (sync dependence: threads arrive from different edges).
//! This runs to a fixpoint, because a varying parameter can make more
//! branches divergent. A loop whose exit branch is divergent has its
//! header and body in the branch's region, so its header parameters are
//! varying and every value carried around the loop is too.
//!
//! A `barrier` in a divergent block may be reached by only some threads of
//! a block, which is undefined behaviour in CUDA and deadlocks in practice;
//! `divergent_barriers` lists them.
//!
//! # Thread locality
//!
//! The adjoint of `v = load p` is `shadow(p) += dv`. When another thread
//! of the grid may touch the same address, the update must be atomic; when
//! this thread alone ever touches it, a plain load, add and store is
//! enough. `ThreadLocality` proves the second case, and answers "shared"
//! whenever it cannot: a wrong "local" gives silently wrong gradients.
//!
//! Each access's address is written `root + offset`: the root is the
//! object the pointer is derived from (a parameter, a global, a stack
//! slot) by `ptr_add`, `addrspacecast` and `global_addr`, and the offset
//! (bytes) an *affine form* `a·tid.x + U + K`: `a` and `K` integers, `U` a
//! canonical polynomial over uniform *leaves*: parameters, `block_id.*`,
//! `block_dim.*`, `grid_dim.*`, `warp_size`, and pure operations of those
//! (`udiv n, 2` is one structural term), keyed structurally so that two
//! separately computed `block_id.x * block_dim.x` are the same term. The
//! offset looks through `iadd`, `isub`, `ineg`, `imul` (when the product
//! stays affine in `tid.x`), `shl` by a constant, `or` of a constant
//! below a power of two that divides every coefficient (`4·i | 1`),
//! `sext` and `zext`. Block
//! parameters, loads, `thread_id.y`/`.z`, `lane_id` and everything else
//! make the offset unknown. Because leaves are never block parameters or
//! loads, a term has the same value at every execution of the access, not
//! only in every thread (a uniform loop counter is *not* a leaf: `s[tid+k]`
//! for `k = 0, 1, …` is touched by two threads).
//!
//! An object (an alias-oracle [`Object`]) is *thread-local* when every
//! access that may touch it — every load, store and atomic whose pointer
//! may point into an object overlapping it — has a known offset, all with
//! the same `a ≠ 0` and the same `U`, and all the bytes accessed
//! `[a·tid.x + U + K, … + size)` fit in one window of `|a|` bytes
//! (`max(K + size) − min(K) ≤ |a|`; identical `K` and `size ≤ |a|` is the
//! common case), and
//!
//! - for *global memory* (parameters, globals not in shared memory, heap
//!   blocks) `U = a·(block_id.x·block_dim.x) + W`, with `W` free of
//!   `block_id.*`: the offset is `a` times the global thread index plus a
//!   grid-wide constant, distinct per thread of the grid;
//! - for *shared memory* (globals in `addrspace shared`, one copy per
//!   block), any `U`: it is the same for all threads of the block, so the
//!   offset is distinct per thread of the block;
//! - stack slots are each thread's own memory: always thread-local.
//!
//! A `memcpy`/`memmove`/`memset` or a call (other than an inactive library
//! function) that may touch the object makes it shared. `Unknown` memory is
//! never local. An access is local when every object its pointer may point
//! into is local.
//!
//! ## Assumptions
//!
//! - **One-dimensional launch.** Offsets in `thread_id.x` alone tell
//!   threads apart only when the block and the grid are one-dimensional
//!   (`block_dim.y·block_dim.z·grid_dim.y·grid_dim.z == 1`).
//!   `needs_1d_launch` says whether a local answer relies on it, so that
//!   the caller can guard the plain update with that check at run time.
//! - **No wrap.** Integer arithmetic of offsets (the `i32` global index
//!   `block_id.x·block_dim.x + thread_id.x` included) is assumed not to
//!   overflow, and `sext`/`zext` to extend a value both read alike (an
//!   index is not negative where it is zero-extended): offsets are
//!   computed over the integers, whatever the widths.
//! - **Distinct or equal parameters.** Parameters (and globals they may
//!   point to) that may alias are assumed to be the same memory or
//!   disjoint, never the same memory at an offset: accesses at the same
//!   offset form from two such roots are compared as if their roots were
//!   one. (`x[i]` and `y[i + 1]` have different forms and are shared.)
//! - **Kernel parameters never point into shared memory** (it does not
//!   exist before the block starts), so in a kernel a parameter and a
//!   shared global are not compared.

use crate::alias::{Object, PointsTo};
use crate::{ControlFlowGraph, DominatorTree};
use cranelift_entity::SecondaryMap;
use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::opcode::{BinaryOp, CastOp, GpuOp, UnaryOp};
use zyme_ir::{AddrSpace, Block, Function, Inst, InstData, Module, Value};

// ---------------------------------------------------------------------------
// Uniformity

/// Which values and blocks of a kernel diverge between the threads of a
/// block (see the module docs for the rules).
#[derive(Clone, Debug, Default)]
pub struct Uniformity {
    varying: SecondaryMap<Value, bool>,
    divergent: SecondaryMap<Block, bool>,
    /// Divergent branches with the block their threads reconverge at
    /// (`None`: the virtual exit, or no exit at all).
    branches: BTreeMap<Inst, Option<Block>>,
}

impl Uniformity {
    /// Computes the uniformity of `func`, whose graph is `cfg` and whose
    /// post-dominator tree is `post_dom` (`Dominance::post_dom`).
    pub fn compute(
        func: &Function,
        cfg: &ControlFlowGraph,
        post_dom: &DominatorTree,
    ) -> Uniformity {
        let mut u = Uniformity::default();
        loop {
            let mut changed = false;
            for &block in cfg.reverse_postorder() {
                let sync = u.divergent[block] && cfg.preds(block).len() > 1;
                if sync {
                    for &p in func.dfg.block_params(block) {
                        changed |= u.mark(p);
                    }
                }
                for &inst in func.layout.block_insts(block) {
                    changed |= u.inst(func, cfg, post_dom, inst);
                }
            }
            if !changed {
                return u;
            }
        }
    }

    fn mark(&mut self, v: Value) -> bool {
        !std::mem::replace(&mut self.varying[v], true)
    }

    /// Updates the facts `inst` decides; true when something changed.
    fn inst(
        &mut self,
        func: &Function,
        cfg: &ControlFlowGraph,
        post_dom: &DominatorTree,
        inst: Inst,
    ) -> bool {
        let data = &func.dfg.insts[inst];
        let mut changed = false;
        let any_varying = |u: &Uniformity| data.operands().iter().any(|&v| u.varying[v]);
        let varying = match data {
            InstData::Iconst { .. }
            | InstData::Fconst { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. } => false,
            InstData::Gpu { op } => !is_uniform_gpu(*op),
            InstData::StackAddr { .. }
            | InstData::Load { .. }
            | InstData::AtomicRmw { .. }
            | InstData::CmpXchg { .. }
            | InstData::Call { .. }
            | InstData::CallIndirect { .. }
            | InstData::WarpShuffle { .. } => true,
            InstData::Unary { .. }
            | InstData::Binary { .. }
            | InstData::Icmp { .. }
            | InstData::Fcmp { .. }
            | InstData::Select { .. }
            | InstData::Cast { .. }
            | InstData::PtrAdd { .. }
            | InstData::Math { .. }
            | InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. } => any_varying(self),
            InstData::Store { .. }
            | InstData::Fence { .. }
            | InstData::Mem { .. }
            | InstData::Jump { .. }
            | InstData::Brif { .. }
            | InstData::Switch { .. }
            | InstData::Return { .. }
            | InstData::Unreachable
            | InstData::Trap => false,
        };
        if varying {
            for &r in func.dfg.inst_results(inst) {
                changed |= self.mark(r);
            }
        }
        // Data dependence of block parameters on their arguments.
        for edge in data.targets_iter() {
            for (&a, &p) in edge.args.iter().zip(func.dfg.block_params(edge.block)) {
                if self.varying[a] {
                    changed |= self.mark(p);
                }
            }
        }
        // Control dependence on a divergent branch.
        let cond = match data {
            InstData::Brif { cond, .. } => Some(*cond),
            InstData::Switch { arg, .. } => Some(*arg),
            _ => None,
        };
        if let (Some(cond), Some(block)) = (cond, func.layout.inst_block(inst)) {
            if self.varying[cond] && !self.branches.contains_key(&inst) {
                changed = true;
                let join = post_dom.idom(block);
                self.branches.insert(inst, join);
                if let Some(j) = join {
                    for &p in func.dfg.block_params(j) {
                        self.mark(p);
                    }
                }
                let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
                let mut stack: Vec<Block> = cfg.succs(block).to_vec();
                while let Some(b) = stack.pop() {
                    if Some(b) == join || std::mem::replace(&mut seen[b], true) {
                        continue;
                    }
                    self.divergent[b] = true;
                    stack.extend_from_slice(cfg.succs(b));
                }
            }
        }
        changed
    }

    /// Whether every thread of a block computes the same `v`.
    pub fn is_uniform(&self, v: Value) -> bool {
        !self.varying[v]
    }

    /// Whether `b` is control dependent on a divergent branch: some threads
    /// of a block may run it while others do not.
    pub fn is_divergent_block(&self, b: Block) -> bool {
        self.divergent[b]
    }

    /// The divergent branches (`brif`/`switch` on a varying value), in
    /// instruction order.
    pub fn divergent_branches(&self) -> Vec<Inst> {
        self.branches.keys().copied().collect()
    }

    /// The `barrier` instructions in divergent blocks, in layout order:
    /// barriers that some threads of a block may skip.
    pub fn divergent_barriers(&self, func: &Function) -> Vec<Inst> {
        let mut out = Vec::new();
        for &b in func.layout.blocks() {
            if !self.divergent[b] {
                continue;
            }
            for &inst in func.layout.block_insts(b) {
                if matches!(func.dfg.insts[inst], InstData::Gpu { op: GpuOp::Barrier }) {
                    out.push(inst);
                }
            }
        }
        out
    }

    /// Prints one line per block in layout order:
    ///
    /// ```text
    /// block0: uniform, varying [v4, v8, v9], divergent branch (joins at block2)
    /// block1: divergent
    /// block7: uniform, barrier
    /// ```
    ///
    /// `varying` lists the block's varying parameters and results;
    /// `divergent branch` says the block ends in one, and where its threads
    /// reconverge (`exit` when only at the function's end); `barrier` and
    /// `divergent barrier` mark the block's barriers.
    pub fn display<'a>(&'a self, func: &'a Function) -> DisplayUniformity<'a> {
        DisplayUniformity {
            u: self,
            func,
            names: func.display_names(),
        }
    }
}

/// Whether a GPU operation gives every thread of a block the same value.
fn is_uniform_gpu(op: GpuOp) -> bool {
    !matches!(
        op,
        GpuOp::ThreadIdX | GpuOp::ThreadIdY | GpuOp::ThreadIdZ | GpuOp::LaneId
    )
}

/// The printer returned by [`Uniformity::display`].
pub struct DisplayUniformity<'a> {
    u: &'a Uniformity,
    func: &'a Function,
    names: DisplayNames,
}

impl fmt::Display for DisplayUniformity<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let func = self.func;
        for &b in func.layout.blocks() {
            let kind = if self.u.divergent[b] {
                "divergent"
            } else {
                "uniform"
            };
            write!(f, "{}: {kind}", self.names.block(b))?;
            let insts = func.layout.block_insts(b);
            let mut varying: Vec<Value> = func.dfg.block_params(b).to_vec();
            for &i in insts {
                varying.extend_from_slice(func.dfg.inst_results(i));
            }
            varying.retain(|&v| self.u.varying[v]);
            if !varying.is_empty() {
                write!(
                    f,
                    ", varying {}",
                    crate::list(&varying, |v| self.names.value(*v))
                )?;
            }
            for &i in insts {
                if matches!(func.dfg.insts[i], InstData::Gpu { op: GpuOp::Barrier }) {
                    let d = if self.u.divergent[b] {
                        "divergent "
                    } else {
                        ""
                    };
                    write!(f, ", {d}barrier")?;
                }
                if let Some(join) = self.u.branches.get(&i) {
                    let at = join.map_or("exit".to_string(), |j| self.names.block(j));
                    write!(f, ", divergent branch (joins at {at})")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

// ---------------------------------------------------------------------------
// Affine offsets

/// A uniform leaf or structural term of an offset.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Atom {
    /// Parameter `n` of the function.
    Param(u32),
    /// A uniform GPU operation, by its text name.
    Gpu(&'static str),
    /// A pure operation of uniform terms that is not affine, keyed by its
    /// opcode and result type (`udiv.i32`) and its operands.
    Op(String, Vec<Poly>),
}

/// A product of atoms, sorted; empty for the constant term.
type Mono = Vec<Atom>;

/// A polynomial with integer coefficients over uniform atoms; no zero
/// coefficients are stored.
#[derive(Clone, Default, PartialEq, Eq, PartialOrd, Ord, Debug)]
struct Poly(BTreeMap<Mono, i64>);

/// Bounds that keep structural terms small.
const MAX_TERMS: usize = 16;
const MAX_DEGREE: usize = 4;

impl Poly {
    fn constant(c: i64) -> Poly {
        Poly::term(Vec::new(), c)
    }

    fn term(mono: Mono, c: i64) -> Poly {
        let mut p = Poly::default();
        if c != 0 {
            p.0.insert(mono, c);
        }
        p
    }

    fn atom(a: Atom) -> Poly {
        Poly::term(vec![a], 1)
    }

    /// The constant term.
    fn konst(&self) -> i64 {
        self.0.get(&Vec::new()).copied().unwrap_or(0)
    }

    /// The polynomial without its constant term.
    fn symbolic(&self) -> Poly {
        let mut p = self.clone();
        p.0.remove(&Vec::new());
        p
    }

    fn as_const(&self) -> Option<i64> {
        match self.0.len() {
            0 => Some(0),
            1 => self.0.get(&Vec::new()).copied(),
            _ => None,
        }
    }

    fn add(&self, other: &Poly, sign: i64) -> Option<Poly> {
        let mut p = self.clone();
        for (m, &c) in &other.0 {
            let e = p.0.entry(m.clone()).or_insert(0);
            *e = e.checked_add(c.checked_mul(sign)?)?;
            if *e == 0 {
                p.0.remove(m);
            }
        }
        (p.0.len() <= MAX_TERMS).then_some(p)
    }

    fn scale(&self, k: i64) -> Option<Poly> {
        if k == 0 {
            return Some(Poly::default());
        }
        let mut p = Poly::default();
        for (m, &c) in &self.0 {
            p.0.insert(m.clone(), c.checked_mul(k)?);
        }
        Some(p)
    }

    fn mul(&self, other: &Poly) -> Option<Poly> {
        let mut p = Poly::default();
        for (ma, &ca) in &self.0 {
            for (mb, &cb) in &other.0 {
                let mut m: Mono = ma.iter().chain(mb).cloned().collect();
                if m.len() > MAX_DEGREE {
                    return None;
                }
                m.sort();
                p = p.add(&Poly::term(m, ca.checked_mul(cb)?), 1)?;
            }
        }
        Some(p)
    }

    /// Whether a `block_id.*` appears anywhere in the polynomial.
    fn mentions_block_id(&self) -> bool {
        fn atom(a: &Atom) -> bool {
            match a {
                Atom::Gpu(name) => name.starts_with("block_id"),
                Atom::Op(_, args) => args.iter().any(Poly::mentions_block_id),
                Atom::Param(_) => false,
            }
        }
        self.0.keys().any(|m| m.iter().any(atom))
    }
}

/// `a·tid.x + rest` (bytes or elements, as the value is).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Affine {
    tid: i64,
    rest: Poly,
}

impl Affine {
    fn uniform(rest: Poly) -> Affine {
        Affine { tid: 0, rest }
    }

    fn add(&self, other: &Affine, sign: i64) -> Option<Affine> {
        Some(Affine {
            tid: self.tid.checked_add(other.tid.checked_mul(sign)?)?,
            rest: self.rest.add(&other.rest, sign)?,
        })
    }

    fn scale(&self, k: i64) -> Option<Affine> {
        Some(Affine {
            tid: self.tid.checked_mul(k)?,
            rest: self.rest.scale(k)?,
        })
    }

    fn mul(&self, other: &Affine) -> Option<Affine> {
        match (self.tid, other.tid) {
            (0, 0) => Some(Affine::uniform(self.rest.mul(&other.rest)?)),
            (_, 0) => self.scale(other.rest.as_const()?),
            (0, _) => other.scale(self.rest.as_const()?),
            _ => None,
        }
    }
}

/// The affine form of every integer value and the root and offset of
/// every pointer value of a function, where they have one.
struct Forms {
    ints: SecondaryMap<Value, Option<Affine>>,
    ptrs: SecondaryMap<Value, Option<(Object, Affine)>>,
}

impl Forms {
    fn compute(
        func: &Function,
        cfg: &ControlFlowGraph,
        uniformity: &Uniformity,
        index: Index,
    ) -> Forms {
        let mut forms = Forms {
            ints: SecondaryMap::new(),
            ptrs: SecondaryMap::new(),
        };
        if let Index::Iteration(iv) = index {
            forms.ints[iv] = Some(Affine {
                tid: 1,
                rest: Poly::default(),
            });
        }
        if let Some(entry) = func.entry_block() {
            for (i, &p) in func.dfg.block_params(entry).iter().enumerate() {
                let ty = func.dfg.value_type(p);
                if ty.is_ptr() {
                    forms.ptrs[p] = Some((Object::Arg(i as u32), Affine::uniform(Poly::default())));
                } else if ty.is_int() && !ty.is_vector() {
                    forms.ints[p] = Some(Affine::uniform(Poly::atom(Atom::Param(i as u32))));
                }
            }
        }
        // Operands other than block parameters are defined in dominating
        // blocks, which come first in reverse postorder.
        for &b in cfg.reverse_postorder() {
            for &inst in func.layout.block_insts(b) {
                let Some(&r) = func.dfg.inst_results(inst).first() else {
                    continue;
                };
                let ty = func.dfg.value_type(r);
                if ty.is_ptr() {
                    forms.ptrs[r] = forms.ptr(func, inst);
                } else if ty.is_int() && !ty.is_vector() {
                    forms.ints[r] = forms
                        .int(func, inst, index)
                        .filter(|a| a.tid != 0 || uniformity.is_uniform(r));
                }
            }
        }
        forms
    }

    fn ptr(&self, func: &Function, inst: Inst) -> Option<(Object, Affine)> {
        let zero = || Affine::uniform(Poly::default());
        match &func.dfg.insts[inst] {
            InstData::GlobalAddr { global } => Some((Object::Global(*global), zero())),
            InstData::StackAddr { slot } => Some((Object::Stack(*slot), zero())),
            InstData::Cast {
                op: CastOp::AddrSpaceCast,
                arg,
                ..
            } => self.ptrs[*arg].clone(),
            InstData::PtrAdd { args: [p, off] } => {
                let (root, base) = self.ptrs[*p].clone()?;
                let off = self.ints[*off].as_ref()?;
                Some((root, base.add(off, 1)?))
            }
            _ => None,
        }
    }

    fn int(&self, func: &Function, inst: Inst, index: Index) -> Option<Affine> {
        let data = &func.dfg.insts[inst];
        let r = func.dfg.first_result(inst)?;
        let ty = func.dfg.value_type(r);
        let form = |v: Value| self.ints[v].as_ref();
        match data {
            InstData::Iconst { .. } => Some(Affine::uniform(Poly::constant(
                crate::types::constant(func, r)?,
            ))),
            InstData::Gpu { op } => match op {
                GpuOp::ThreadIdX if index == Index::ThreadIdX => Some(Affine {
                    tid: 1,
                    rest: Poly::default(),
                }),
                GpuOp::ThreadIdX => None,
                op if is_uniform_gpu(*op) => {
                    Some(Affine::uniform(Poly::atom(Atom::Gpu(op.name()))))
                }
                _ => None,
            },
            InstData::Binary { op, args: [a, b] } => {
                let (fa, fb) = (form(*a)?, form(*b)?);
                match op {
                    BinaryOp::Iadd => fa.add(fb, 1),
                    BinaryOp::Isub => fa.add(fb, -1),
                    BinaryOp::Imul => fa.mul(fb),
                    // `4·i | 1` is `4·i + 1`: the bits do not meet.
                    BinaryOp::Or if disjoint_bits(fa, fb) || disjoint_bits(fb, fa) => fa.add(fb, 1),
                    BinaryOp::Shl => {
                        let k = fb.rest.as_const().filter(|_| fb.tid == 0)?;
                        if !(0..i64::from(ty.bits().min(63))).contains(&k) {
                            return None;
                        }
                        fa.scale(1i64 << k)
                    }
                    _ => opaque(func, data, ty, &[fa, fb]),
                }
            }
            InstData::Unary { op, arg } => {
                let fa = form(*arg)?;
                match op {
                    UnaryOp::Ineg => fa.scale(-1),
                    _ => opaque(func, data, ty, &[fa]),
                }
            }
            InstData::Cast { op, arg, .. } => {
                let fa = form(*arg)?;
                match op {
                    CastOp::Sext | CastOp::Zext => Some(fa.clone()),
                    _ => opaque(func, data, ty, &[fa]),
                }
            }
            InstData::Icmp { args, .. } => {
                opaque(func, data, ty, &[form(args[0])?, form(args[1])?])
            }
            InstData::Select { args } => opaque(
                func,
                data,
                ty,
                &[form(args[0])?, form(args[1])?, form(args[2])?],
            ),
            _ => None,
        }
    }
}

/// Whether `c` is a constant below `2^k` and every coefficient of `x` a
/// multiple of `2^k`, so that `x | c == x + c`.
fn disjoint_bits(x: &Affine, c: &Affine) -> bool {
    let Some(c) = c.rest.as_const().filter(|&k| k >= 0 && c.tid == 0) else {
        return false;
    };
    let zeros = std::iter::once(x.tid)
        .chain(x.rest.0.values().copied())
        .filter(|&k| k != 0)
        .map(i64::trailing_zeros)
        .min()
        .unwrap_or(63);
    c < 1i64 << zeros.min(62)
}

/// A structural term for a pure operation of uniform operands.
fn opaque(func: &Function, data: &InstData, ty: zyme_ir::Type, args: &[&Affine]) -> Option<Affine> {
    if args.iter().any(|a| a.tid != 0) {
        return None;
    }
    // The operation and the width it works at.
    let key = match data {
        InstData::Icmp { cond, args } => {
            format!("icmp.{cond}.{}", func.dfg.value_type(args[0]))
        }
        _ => format!("{}.{ty}", data.opcode_name()),
    };
    let args = args.iter().map(|a| a.rest.clone()).collect();
    Some(Affine::uniform(Poly::atom(Atom::Op(key, args))))
}

// ---------------------------------------------------------------------------
// Thread locality

/// One load, store or atomic.
#[derive(Clone, Debug)]
struct Access {
    inst: Inst,
    ptr: Value,
    size: u32,
    /// Root and byte offset, when known.
    form: Option<(Object, Affine)>,
}

/// What the analysis concluded about one object.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Verdict {
    /// Touched by one thread per address: the common offset form (its
    /// constant is the smallest `K`) and the set of `K`s.
    Local(Affine, BTreeSet<i64>),
    /// Each thread's own stack.
    Stack,
    /// Possibly touched by several threads, and why.
    Shared(String),
}

/// What tells apart the threads that may touch one address: a GPU
/// thread's `thread_id.x`, or the induction variable of an OpenMP static
/// worksharing loop (see [`crate::omp`]), each of whose values is one
/// iteration, run once by one thread of the team.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Index {
    /// A GPU kernel's `thread_id.x` (the launch is one-dimensional).
    #[default]
    ThreadIdX,
    /// An OpenMP worksharing loop's induction variable.
    Iteration(Value),
}

impl Index {
    fn name(self) -> &'static str {
        match self {
            Index::ThreadIdX => "tid.x",
            Index::Iteration(_) => "iv",
        }
    }
}

/// Which memory accesses of a kernel touch addresses that no other thread
/// of the launch touches (see the module docs for the rules and the
/// assumptions).
#[derive(Clone, Debug, Default)]
pub struct ThreadLocality {
    index: Index,
    local: SecondaryMap<Inst, bool>,
    objects: BTreeMap<Object, Verdict>,
    /// How each object prints: `arg2`, `ss0`, `@name` for a global.
    labels: BTreeMap<Object, String>,
    accesses: Vec<Inst>,
    needs_1d: bool,
}

impl ThreadLocality {
    /// Computes locality for `func`, a function of `module`, from its
    /// points-to sets and uniformity (which vouches for every uniform term
    /// of an offset), with offsets in `index`.
    pub fn compute(
        module: &Module,
        func: &Function,
        points_to: &PointsTo,
        uniformity: &Uniformity,
        index: Index,
    ) -> ThreadLocality {
        Self::compute_over(module, func, points_to, uniformity, index, &|_, _| true)
    }

    /// [`compute`](Self::compute) over the loads and stores `counts`
    /// accepts (those that touch shadow memory, to a derivative): the
    /// others are neither judged nor let make an object shared.
    pub fn compute_over(
        module: &Module,
        func: &Function,
        points_to: &PointsTo,
        uniformity: &Uniformity,
        index: Index,
        counts: &dyn Fn(Inst, Value) -> bool,
    ) -> ThreadLocality {
        let cfg = ControlFlowGraph::compute(func);
        let forms = Forms::compute(func, &cfg, uniformity, index);
        let objects_of = |p: Value| -> BTreeSet<Object> {
            let objs = points_to.objects(p);
            if objs.is_empty() {
                BTreeSet::from([Object::Unknown])
            } else {
                objs.clone()
            }
        };

        // Accesses, and the other instructions that touch memory in bulk.
        let mut accesses = Vec::new();
        let mut bulk: Vec<(Inst, String, BTreeSet<Object>)> = Vec::new();
        let names = func.display_names();
        for &b in func.layout.blocks() {
            for &inst in func.layout.block_insts(b) {
                let data = &func.dfg.insts[inst];
                let (ptr, size) = match data {
                    InstData::Load { ty, ptr, .. } => (*ptr, ty.bytes()),
                    InstData::Store { args: [v, p], .. } => (*p, func.dfg.value_type(*v).bytes()),
                    InstData::AtomicRmw {
                        ty, args: [p, _], ..
                    }
                    | InstData::CmpXchg {
                        ty, args: [p, ..], ..
                    } => (*p, ty.bytes()),
                    InstData::Mem {
                        op,
                        args: [dst, src, _],
                    } => {
                        let mut objs = objects_of(*dst);
                        if *op != zyme_ir::opcode::MemOp::Memset {
                            objs.extend(objects_of(*src));
                        }
                        bulk.push((inst, op.name().to_string(), objs));
                        continue;
                    }
                    InstData::Call { func: callee, args } => {
                        let name = module
                            .library_name(*callee)
                            .unwrap_or(module.functions[*callee].name.as_str());
                        let mut objs = BTreeSet::new();
                        for &a in args {
                            if func.dfg.value_type(a).is_ptr() {
                                objs.extend(objects_of(a));
                            }
                        }
                        // Constant data (an OpenMP call's source location)
                        // is only read.
                        objs.retain(
                            |o| !matches!(o, Object::Global(g) if module.globals[*g].constant),
                        );
                        let ints_only = zyme_ir::library::library_kind(name)
                            == Some(zyme_ir::library::LibraryKind::WritesInts);
                        if !crate::activity::is_inactive_library(name) && !ints_only {
                            // It may touch anything that is not this
                            // function's own unescaped stack.
                            objs.insert(Object::Unknown);
                        }
                        if !objs.is_empty() {
                            bulk.push((inst, format!("call @{name}"), objs));
                        }
                        continue;
                    }
                    InstData::CallIndirect { .. } => {
                        bulk.push((
                            inst,
                            "call_indirect".to_string(),
                            BTreeSet::from([Object::Unknown]),
                        ));
                        continue;
                    }
                    _ => continue,
                };
                if !counts(inst, ptr) {
                    continue;
                }
                accesses.push(Access {
                    inst,
                    ptr,
                    size,
                    form: forms.ptrs[ptr].clone(),
                });
            }
        }

        let shared_global = |o: Object| match o {
            Object::Global(g) => module.globals[g].addr_space == AddrSpace::SHARED,
            _ => false,
        };
        let overlap = |a: Object, b: Object| {
            let kernel_arg_vs_shared = func.kernel
                && matches!(
                    (a, b),
                    (Object::Arg(_), o) | (o, Object::Arg(_)) if shared_global(o)
                );
            !kernel_arg_vs_shared && points_to.objects_may_overlap(a, b)
        };

        let mut all: BTreeSet<Object> = BTreeSet::new();
        for a in &accesses {
            all.extend(objects_of(a.ptr));
        }
        let mut result = ThreadLocality {
            index,
            accesses: accesses.iter().map(|a| a.inst).collect(),
            ..ThreadLocality::default()
        };
        for &o in &all {
            let verdict = if let Object::Stack(_) = o {
                Verdict::Stack
            } else if let Some((_, what, _)) = bulk
                .iter()
                .find(|(_, _, objs)| objs.iter().any(|&x| overlap(x, o)))
            {
                Verdict::Shared(format!("{what} may touch it"))
            } else {
                let touching: Vec<&Access> = accesses
                    .iter()
                    .filter(|a| objects_of(a.ptr).iter().any(|&x| overlap(x, o)))
                    .collect();
                // A worksharing loop's iterations are numbered across
                // the whole team, like a block's threads in its shared
                // memory.
                let any_base = shared_global(o) || index != Index::ThreadIdX;
                judge(func, &names, o, any_base, index, &touching)
            };
            let label = match o {
                Object::Global(g) => format!("@{}", module.globals[g].name),
                _ => o.to_string(),
            };
            result.labels.insert(o, label);
            result.objects.insert(o, verdict);
        }
        for a in &accesses {
            let objs = objects_of(a.ptr);
            let local = objs.iter().all(|o| {
                matches!(
                    result.objects.get(o),
                    Some(Verdict::Local(..) | Verdict::Stack)
                )
            });
            result.local[a.inst] = local;
        }
        result.needs_1d = index == Index::ThreadIdX
            && result
                .objects
                .values()
                .any(|v| matches!(v, Verdict::Local(..)));
        result
    }

    /// Whether the load, store or atomic `inst` touches only addresses
    /// that no other thread of a (one-dimensional, see
    /// [`needs_1d_launch`](Self::needs_1d_launch)) launch touches. False for
    /// every other instruction.
    pub fn is_local(&self, inst: Inst) -> bool {
        self.local[inst]
    }

    /// Whether some access was found local by its offset in `thread_id.x`
    /// alone, which is exact only for a launch whose block and grid are
    /// one-dimensional: the caller must then guard the plain (non-atomic)
    /// path with `block_dim.y·block_dim.z·grid_dim.y·grid_dim.z == 1`.
    /// (Stack memory is local whatever the launch.)
    pub fn needs_1d_launch(&self) -> bool {
        self.needs_1d
    }

    /// Prints one line per object any access may touch, then one per
    /// access, then whether a local answer relies on a 1D launch:
    ///
    /// ```text
    /// arg2: local (4·tid.x + 4·bid.x·bdim.x)
    /// @tile: shared by threads: v9 = load v8 has an unknown address
    /// ss0: local (stack)
    /// v14 = load v13: local
    /// needs 1d launch: yes
    /// ```
    pub fn display<'a>(&'a self, func: &'a Function) -> DisplayThreadLocality<'a> {
        DisplayThreadLocality {
            t: self,
            func,
            names: func.display_names(),
        }
    }
}

/// The verdict for the non-stack object `o`, which the accesses `touching`
/// may touch.
fn judge(
    func: &Function,
    names: &DisplayNames,
    o: Object,
    any_base: bool,
    index: Index,
    touching: &[&Access],
) -> Verdict {
    let show = |a: &Affine| show_affine(a, index);
    if o.is_opaque() {
        return Verdict::Shared("may be any memory".to_string());
    }
    let mut first: Option<&Affine> = None;
    let mut ks = BTreeSet::new();
    let (mut lo, mut hi) = (i64::MAX, i64::MIN);
    let mut widest = 0;
    for a in touching {
        let what = describe(func, names, a.inst);
        let Some((_, off)) = &a.form else {
            return Verdict::Shared(format!("{what} has an unknown address"));
        };
        match first {
            None => {
                if off.tid == 0 {
                    return Verdict::Shared(format!(
                        "{what} is at the same address in every thread"
                    ));
                }
                first = Some(off);
            }
            Some(f) if f.tid != off.tid || f.rest.symbolic() != off.rest.symbolic() => {
                return Verdict::Shared(format!("{what} at {} vs {}", show(off), show(f)));
            }
            Some(_) => {}
        }
        let k = off.rest.konst();
        ks.insert(k);
        lo = lo.min(k);
        hi = hi.max(k.saturating_add(i64::from(a.size)));
        widest = widest.max(a.size);
    }
    let Some(form) = first else {
        return Verdict::Shared("no access".to_string());
    };
    let a = form.tid;
    if hi.saturating_sub(lo) > a.saturating_abs() {
        return Verdict::Shared(format!(
            "bytes {}..{} of each thread's window exceed its stride {a}",
            lo, hi
        ));
    }
    let uniform = form.rest.symbolic();
    if !any_base {
        let index = Poly::term(
            {
                let mut m = vec![Atom::Gpu("block_id.x"), Atom::Gpu("block_dim.x")];
                m.sort();
                m
            },
            1,
        );
        let grid_wide = index
            .scale(a)
            .and_then(|scaled| uniform.add(&scaled, -1))
            .filter(|w| !w.mentions_block_id());
        if grid_wide.is_none() {
            return Verdict::Shared(format!(
                "{} is not {a}·(bid.x·bdim.x + tid.x) plus a grid-wide constant",
                show(form)
            ));
        }
    }
    let mut common = form.clone();
    common.rest = uniform.add(&Poly::constant(lo), 1).unwrap_or(uniform);
    Verdict::Local(common, ks)
}

/// `v14 = load v13`, `store v13`: an access as the display names it.
fn describe(func: &Function, names: &DisplayNames, inst: Inst) -> String {
    let data = &func.dfg.insts[inst];
    let mut out = String::new();
    if let Some(&r) = func.dfg.inst_results(inst).first() {
        out.push_str(&format!("{} = ", names.value(r)));
    }
    out.push_str(data.opcode_name());
    let ptr = match data {
        InstData::Load { ptr, .. } => Some(*ptr),
        InstData::Store { args: [_, p], .. }
        | InstData::AtomicRmw { args: [p, _], .. }
        | InstData::CmpXchg { args: [p, ..], .. } => Some(*p),
        _ => None,
    };
    if let Some(p) = ptr {
        out.push_str(&format!(" {}", names.value(p)));
    }
    out
}

fn show_atom(a: &Atom) -> String {
    match a {
        Atom::Param(n) => format!("arg{n}"),
        Atom::Gpu(name) => name
            .replace("block_id", "bid")
            .replace("block_dim", "bdim")
            .replace("grid_dim", "gdim"),
        Atom::Op(op, args) => {
            let args: Vec<String> = args.iter().map(show_poly).collect();
            format!("{op}({})", args.join(", "))
        }
    }
}

/// Where an atom goes in a printed product.
fn display_rank(atom: &str) -> usize {
    ["bid.", "bdim.", "gdim."]
        .iter()
        .position(|p| atom.starts_with(p))
        .unwrap_or(3)
}

/// Terms in the order of their monomials, the constant last.
fn show_terms(p: &Poly) -> Vec<(i64, String)> {
    let mut terms: Vec<(i64, String)> =
        p.0.iter()
            .filter(|(m, _)| !m.is_empty())
            .map(|(m, &c)| {
                // Block index before block size: `bid.x·bdim.x`.
                let mut m: Vec<String> = m.iter().map(show_atom).collect();
                m.sort_by_key(|a| (display_rank(a), a.clone()));
                (c, m.join("·"))
            })
            .collect();
    terms.sort_by_key(|(_, m)| (display_rank(m), m.clone()));
    if p.konst() != 0 {
        terms.push((p.konst(), String::new()));
    }
    terms
}

fn join_terms(terms: Vec<(i64, String)>) -> String {
    let mut out = String::new();
    for (i, (c, m)) in terms.into_iter().enumerate() {
        let mag = c.unsigned_abs();
        let body = match (mag, m.is_empty()) {
            (_, true) => mag.to_string(),
            (1, false) => m,
            (_, false) => format!("{mag}·{m}"),
        };
        match (i, c < 0) {
            (0, false) => out.push_str(&body),
            (0, true) => out.push_str(&format!("-{body}")),
            (_, false) => out.push_str(&format!(" + {body}")),
            (_, true) => out.push_str(&format!(" - {body}")),
        }
    }
    if out.is_empty() {
        out.push('0');
    }
    out
}

fn show_poly(p: &Poly) -> String {
    join_terms(show_terms(p))
}

fn show_affine(a: &Affine, index: Index) -> String {
    let mut terms = Vec::new();
    if a.tid != 0 {
        terms.push((a.tid, index.name().to_string()));
    }
    terms.extend(show_terms(&a.rest));
    join_terms(terms)
}

/// The printer returned by [`ThreadLocality::display`].
pub struct DisplayThreadLocality<'a> {
    t: &'a ThreadLocality,
    func: &'a Function,
    names: DisplayNames,
}

impl fmt::Display for DisplayThreadLocality<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (o, v) in &self.t.objects {
            let o = &self.t.labels[o];
            match v {
                Verdict::Stack => writeln!(f, "{o}: local (stack)")?,
                Verdict::Local(form, ks) => {
                    let mut text = show_affine(form, self.t.index);
                    if ks.len() > 1 {
                        let ks: Vec<String> = ks.iter().map(|k| k.to_string()).collect();
                        text = format!("{text}, constants {{{}}}", ks.join(", "));
                    }
                    writeln!(f, "{o}: local ({text})")?
                }
                Verdict::Shared(why) => writeln!(f, "{o}: shared by threads: {why}")?,
            }
        }
        for &inst in &self.t.accesses {
            write!(f, "{}", describe(self.func, &self.names, inst))?;
            let verdict = if self.t.local[inst] {
                "local"
            } else {
                "shared"
            };
            writeln!(f, ": {verdict}")?;
        }
        let yes = if self.t.needs_1d { "yes" } else { "no" };
        writeln!(f, "needs 1d launch: {yes}")
    }
}
