//! The alias oracle: for every pointer value, the allocation sites it may
//! point into, and may/must/no-alias answers from them.
//!
//! An *object* is an argument's memory, a stack slot, a global, a heap
//! allocation (the `malloc`/`calloc`/`realloc` call that made it) or
//! `Unknown` (made from an integer, loaded from an argument's or a
//! global's memory whose contents are not all seen). A pointer a call
//! returns, or one loaded from this function's own memory (an escaped
//! stack slot, a heap block, memory reached that way) whose contents are
//! not all seen, points into `Reached(inst)`: for aliasing it is as
//! unknown as `Unknown`, but it has *sources* (for a call, the objects its
//! pointer arguments point into, the mutable globals its call tree names,
//! and `Unknown` when the callee's body is not seen; for a load, the
//! objects it reads), so the activity analysis can tell a lookup in a
//! constant table from one into memory that holds derivatives. Pointers stored into
//! memory are remembered per object, so a pointer spilled to a stack slot
//! (as every local is at -O0) and loaded back keeps its objects. Objects of different allocation sites never
//! overlap; `Unknown` may be anything except a stack slot whose address
//! never escapes; two arguments may be the same memory unless one is
//! `noalias` ([`zyme_ir::Function::noalias`], C's `restrict`).

use cranelift_entity::SecondaryMap;
use std::collections::BTreeSet;
use std::fmt;
use zyme_ir::{
    Block, ControlFlowGraph, FuncId, Function, Global, Inst, InstData, Module, StackSlot, Value,
    ValueDef,
};

/// An allocation site.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Object {
    /// The memory argument `n` points to.
    Arg(u32),
    /// A stack slot of the function.
    Stack(StackSlot),
    /// A global of the module.
    Global(Global),
    /// Memory from the allocation call `inst`.
    Heap(Inst),
    /// Memory a pointer returned by the call `inst`, or found by the load
    /// `inst` in memory not all of whose contents are seen, points into
    /// (see [`PointsTo::sources`]).
    Reached(Inst),
    /// Anything the analysis cannot name.
    Unknown,
}

impl Object {
    /// Whether the object may be any memory (except a stack slot whose
    /// address never escapes).
    pub fn is_opaque(self) -> bool {
        matches!(self, Object::Unknown | Object::Reached(_))
    }
}

impl fmt::Display for Object {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Object::Arg(n) => write!(f, "arg{n}"),
            Object::Stack(s) => write!(f, "{s}"),
            Object::Global(g) => write!(f, "{g}"),
            Object::Heap(i) => write!(f, "heap@{i}"),
            Object::Reached(i) => write!(f, "reached@{i}"),
            Object::Unknown => f.write_str("unknown"),
        }
    }
}

/// How two pointers relate.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AliasResult {
    /// They never point into the same object.
    No,
    /// They may.
    May,
    /// They are the same address.
    Must,
}

/// Names of the C functions whose result is fresh heap memory.
pub fn is_allocator(name: &str) -> bool {
    zyme_ir::library::library_kind(name).is_some_and(|k| k.allocates())
}

/// Points-to sets of one function's pointer values.
#[derive(Clone, Debug, Default)]
pub struct PointsTo {
    objects: SecondaryMap<Value, BTreeSet<Object>>,
    /// Stack slots whose address is stored, passed or converted.
    escaped: BTreeSet<StackSlot>,
    /// The objects of the pointers stored into each object.
    contents: std::collections::BTreeMap<Object, BTreeSet<Object>>,
    /// The sources of each [`Object::Reached`].
    sources: std::collections::BTreeMap<Inst, BTreeSet<Object>>,
    /// Arguments whose memory, and what it leads to, holds no derivative.
    sealed: BTreeSet<u32>,
    /// The function's `noalias` arguments.
    noalias: BTreeSet<u32>,
}

/// For each parameter of `f` (a function with a body), whether `f` may
/// write the memory it points to or memory reached from that (a store,
/// an atomic, a copy or fill, or a call given a pointer into it, other
/// than an inactive library function's): what a caller must give a
/// shadow when it passes active values. A parameter whose memory is only
/// read (the address of a caller's variable holding a constant array) is
/// not written.
pub fn params_written(module: &Module, f: &Function) -> Vec<bool> {
    let n = f.sig.params.len();
    let pt = PointsTo::compute(module, f);
    let roots = ParamRoots::new(&pt, f);
    let mut written = BTreeSet::new();
    let mut any = false;
    for inst in f.layout.insts() {
        for p in written_pointers(module, f, inst) {
            any |= !roots.of(p, &mut BTreeSet::new(), &mut written);
        }
    }
    (0..n)
        .map(|i| any || written.contains(&(i as u32)))
        .collect()
}

/// The pointers through which `inst` may write: a store's, an atomic's, a
/// copy's or fill's destination, the pointer arguments of a call (other
/// than a read-only library function's).
pub fn written_pointers(module: &Module, f: &Function, inst: Inst) -> Vec<Value> {
    if let Some(p) = f.dfg.insts[inst].written_address() {
        return vec![p];
    }
    match &f.dfg.insts[inst] {
        InstData::Call { func, .. } if reads_only(module, *func) => vec![],
        InstData::Call { args, .. } | InstData::CallIndirect { args, .. } => args
            .iter()
            .copied()
            .filter(|&a| f.dfg.value_type(a).is_ptr())
            .collect(),
        _ => vec![],
    }
}

/// Which parameters of a function a pointer is derived from, or reached
/// from.
pub struct ParamRoots<'a> {
    pt: &'a PointsTo,
    f: &'a Function,
    /// Where each edge's arguments go, for pointers carried by block
    /// parameters (`p += 8` around a loop).
    incoming: hashbrown::HashMap<(Block, usize), Vec<Value>>,
}

impl<'a> ParamRoots<'a> {
    /// The roots of `f`'s pointers, from its points-to sets `pt`.
    pub fn new(pt: &'a PointsTo, f: &'a Function) -> ParamRoots<'a> {
        let mut incoming: hashbrown::HashMap<(Block, usize), Vec<Value>> =
            hashbrown::HashMap::new();
        for inst in f.layout.insts() {
            for call in f.dfg.insts[inst].targets_iter() {
                for (k, &a) in call.args.iter().enumerate() {
                    incoming.entry((call.block, k)).or_default().push(a);
                }
            }
        }
        ParamRoots { pt, f, incoming }
    }

    /// The parameters whose memory, or memory reached from it, `p` may
    /// point into; `None` when that cannot be told.
    pub fn roots(&self, p: Value) -> Option<BTreeSet<u32>> {
        let mut out = BTreeSet::new();
        self.of(p, &mut BTreeSet::new(), &mut out).then_some(out)
    }

    /// Adds to `out` the parameters whose memory, or memory reached from
    /// it, `p` may point into; `false` when that cannot be told (a
    /// pointer made from an integer, returned by an unseen callee).
    fn of(&self, p: Value, seen: &mut BTreeSet<Value>, out: &mut BTreeSet<u32>) -> bool {
        if !seen.insert(p) {
            return true;
        }
        let objects = self.pt.objects(p);
        let mut known = true;
        let mut unknown = objects.is_empty();
        for &o in objects {
            match o {
                Object::Unknown => unknown = true,
                o => known &= self.pt.roots(o, &mut BTreeSet::new(), out),
            }
        }
        if !unknown {
            return known;
        }
        // Loaded from a parameter's memory (or derived from such a
        // pointer): follow the definitions.
        let f = self.f;
        known
            && match f.dfg.values[p].def {
                ValueDef::Param(block, k) if Some(block) == f.entry_block() => {
                    out.insert(u32::from(k));
                    true
                }
                ValueDef::Param(block, k) => self
                    .incoming
                    .get(&(block, usize::from(k)))
                    .is_some_and(|args| args.iter().all(|&a| self.of(a, seen, out))),
                ValueDef::Result(inst, _) => match f.dfg.insts[inst] {
                    InstData::Load { ptr, .. } => self.of(ptr, seen, out),
                    InstData::PtrAdd { args: [base, _] } => self.of(base, seen, out),
                    InstData::Cast { arg, .. } => self.of(arg, seen, out),
                    InstData::Select { args: [_, a, b] } => {
                        self.of(a, seen, out) & self.of(b, seen, out)
                    }
                    _ => false,
                },
            }
    }
}

/// An inactive library function that writes nothing through its
/// arguments.
pub fn reads_only(module: &Module, func: FuncId) -> bool {
    module.library_name(func).is_some_and(|name| {
        zyme_ir::library::library_kind(name).is_some_and(|k| {
            k.is_inactive() && k != zyme_ir::library::LibraryKind::WritesInts && !k.frees()
        })
    })
}

/// The functions `roots` and what they call or take the address of, to
/// a fixpoint; and whether any of them calls through a pointer (so that
/// the set may miss callees).
pub struct FunctionsBelow {
    /// The roots and every function reached from them.
    pub functions: BTreeSet<FuncId>,
    /// Whether one of them has a `call_indirect`.
    pub calls_indirectly: bool,
}

/// [`FunctionsBelow`] of `roots`.
pub fn functions_below(module: &Module, roots: &[FuncId]) -> FunctionsBelow {
    let mut below = FunctionsBelow {
        functions: BTreeSet::new(),
        calls_indirectly: false,
    };
    let mut stack = roots.to_vec();
    while let Some(fid) = stack.pop() {
        if !below.functions.insert(fid) {
            continue;
        }
        let f = &module.functions[fid];
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                InstData::Call { func, .. } | InstData::FuncAddr { func } => stack.push(*func),
                InstData::CallIndirect { .. } => below.calls_indirectly = true,
                _ => {}
            }
        }
    }
    below
}

/// The mutable globals whose address a function or anything it calls
/// takes: where a callee may store values its caller then reads, or find
/// the memory it returns.
pub fn globals_named_below(module: &Module, root: FuncId) -> BTreeSet<Global> {
    let mut out = BTreeSet::new();
    for fid in functions_below(module, &[root]).functions {
        let f = &module.functions[fid];
        for inst in f.layout.insts() {
            if let InstData::GlobalAddr { global } = f.dfg.insts[inst] {
                if !module.globals[global].constant {
                    out.insert(global);
                }
            }
        }
    }
    out
}

impl PointsTo {
    /// Computes the sets of every pointer value of `f` (a function of
    /// `module`, for callee names).
    pub fn compute(module: &Module, f: &Function) -> PointsTo {
        PointsTo::compute_sealed(module, f, &BTreeSet::new())
    }

    /// As [`PointsTo::compute`], where the memory of the arguments
    /// `sealed` (Enzyme's `enzyme_const` under runtime activity) never
    /// holds derivatives, nor does memory reached through pointers loaded
    /// from it: such a load points into `Reached(load)` sourced from the
    /// argument, not into `Unknown`.
    pub fn compute_sealed(module: &Module, f: &Function, sealed: &BTreeSet<u32>) -> PointsTo {
        let mut pt = PointsTo {
            sealed: sealed.clone(),
            noalias: f.noalias.iter().copied().collect(),
            ..PointsTo::default()
        };
        if let Some(entry) = f.entry_block() {
            for (i, &p) in f.dfg.block_params(entry).iter().enumerate() {
                if f.dfg.value_type(p).is_ptr() {
                    pt.objects[p].insert(Object::Arg(i as u32));
                }
            }
        }
        // What the callee may return besides its arguments' memory (its
        // call tree walked once per callee).
        let mut by_callee: hashbrown::HashMap<FuncId, BTreeSet<Object>> = hashbrown::HashMap::new();
        for inst in f.layout.insts() {
            if let InstData::Call { func, .. } = &f.dfg.insts[inst] {
                let results = f.dfg.inst_results(inst);
                if !results
                    .first()
                    .is_some_and(|&r| f.dfg.value_type(r).is_ptr())
                {
                    continue;
                }
                let src = by_callee.entry(*func).or_insert_with(|| {
                    let mut src: BTreeSet<Object> = globals_named_below(module, *func)
                        .into_iter()
                        .map(Object::Global)
                        .collect();
                    if module.functions[*func].layout.blocks().is_empty() {
                        src.insert(Object::Unknown);
                    }
                    src
                });
                pt.sources.insert(inst, src.clone());
            }
        }
        loop {
            let mut changed = false;
            for &b in f.layout.blocks() {
                for &inst in f.layout.block_insts(b) {
                    changed |= pt.inst(module, f, inst);
                }
            }
            if !changed {
                break;
            }
        }
        pt
    }

    /// Where the memory of `Reached(inst)` may come from: for a call,
    /// the objects its pointer arguments point into, the mutable globals
    /// its call tree names, and `Unknown` when its body is not seen; for a
    /// load, the objects whose memory it reads.
    pub fn sources(&self, inst: Inst) -> impl Iterator<Item = Object> + '_ {
        self.sources.get(&inst).into_iter().flatten().copied()
    }

    /// Whether `o` is memory of a sealed argument or reached only from
    /// it (see [`PointsTo::compute_sealed`]).
    pub fn is_sealed(&self, o: Object) -> bool {
        self.sealed_within(o, &mut BTreeSet::new())
    }

    fn sealed_within(&self, o: Object, seen: &mut BTreeSet<Inst>) -> bool {
        match o {
            Object::Arg(i) => self.sealed.contains(&i),
            Object::Reached(inst) if seen.insert(inst) => {
                let mut sources = self.sources(inst).peekable();
                sources.peek().is_some() && sources.all(|s| self.sealed_within(s, seen))
            }
            // A cycle of loads (`p = p->next`) adds nothing new.
            Object::Reached(_) => true,
            _ => false,
        }
    }

    /// Adds to `out` the arguments whose memory, or memory reached from
    /// it, `o` may be; `false` when it may be any argument's (`Unknown`).
    fn roots(&self, o: Object, seen: &mut BTreeSet<Inst>, out: &mut BTreeSet<u32>) -> bool {
        match o {
            Object::Arg(i) => {
                out.insert(i);
                true
            }
            Object::Reached(inst) if seen.insert(inst) => {
                self.sources(inst).all(|s| self.roots(s, seen, out))
            }
            Object::Unknown => false,
            // A cycle of loads, the function's own memory, a global (a
            // caller learns those from the call tree's names).
            _ => true,
        }
    }

    fn add_sources(&mut self, inst: Inst, src: BTreeSet<Object>) -> bool {
        let known = self.sources.entry(inst).or_default();
        let before = known.len();
        known.extend(src);
        known.len() != before
    }

    fn add(&mut self, v: Value, objs: &BTreeSet<Object>) -> bool {
        let before = self.objects[v].len();
        self.objects[v].extend(objs.iter().copied());
        self.objects[v].len() != before
    }

    fn one(&mut self, v: Value, o: Object) -> bool {
        self.objects[v].insert(o)
    }

    fn inst(&mut self, module: &Module, f: &Function, inst: Inst) -> bool {
        let results = f.dfg.inst_results(inst);
        let ptr_result = results.first().filter(|&&r| f.dfg.value_type(r).is_ptr());
        let data = &f.dfg.insts[inst];
        let mut changed = false;
        // Addresses that leave the function's view make their slots escape.
        let escape = |pt: &mut PointsTo, v: Value| {
            let slots: Vec<StackSlot> = pt.objects[v]
                .iter()
                .filter_map(|o| match o {
                    Object::Stack(s) => Some(*s),
                    _ => None,
                })
                .collect();
            pt.escaped.extend(slots);
        };
        match data {
            InstData::Store { args: [v, p], .. } => {
                escape(self, *v);
                if f.dfg.value_type(*v).is_ptr() {
                    let stored = self.objects[*v].clone();
                    let targets: Vec<Object> = self.objects[*p].iter().copied().collect();
                    for o in targets {
                        let c = self.contents.entry(o).or_default();
                        let before = c.len();
                        c.extend(stored.iter().copied());
                        changed |= c.len() != before;
                    }
                }
            }
            InstData::Mem {
                args: [dst, src, _],
                ..
            } => {
                // Bulk copies move pointers the analysis does not follow:
                // what they write is unknown.
                for v in [*dst, *src] {
                    escape(self, v);
                }
            }
            InstData::Call { args, .. } | InstData::CallIndirect { args, .. } => {
                for &a in args {
                    escape(self, a);
                }
            }
            InstData::Cast { arg, .. } => escape(self, *arg),
            _ => {}
        }
        let Some(&r) = ptr_result else {
            // Block arguments of pointer type flow into parameters.
            for edge in data.targets_iter() {
                for (&a, &p) in edge.args.iter().zip(f.dfg.block_params(edge.block)) {
                    if f.dfg.value_type(p).is_ptr() {
                        let objs = self.objects[a].clone();
                        changed |= self.add(p, &objs);
                    }
                }
            }
            return changed;
        };
        match data {
            InstData::StackAddr { slot } => changed |= self.one(r, Object::Stack(*slot)),
            InstData::GlobalAddr { global } => changed |= self.one(r, Object::Global(*global)),
            InstData::PtrAdd { args: [p, _] } => {
                let objs = self.objects[*p].clone();
                changed |= self.add(r, &objs);
            }
            InstData::Select { args: [_, a, b] } => {
                let objs: BTreeSet<Object> =
                    self.objects[*a].union(&self.objects[*b]).copied().collect();
                changed |= self.add(r, &objs);
            }
            InstData::Cast { arg, .. } if f.dfg.value_type(*arg).is_ptr() => {
                let objs = self.objects[*arg].clone();
                changed |= self.add(r, &objs);
            }
            InstData::Call { func, args }
                if module.library_name(*func).is_some_and(is_allocator) =>
            {
                changed |= self.one(r, Object::Heap(inst));
                // `realloc` may return the block it was given.
                if module.library_name(*func) == Some("realloc") {
                    if let Some(&old) = module.library_args(*func, args).first() {
                        let objs = self.objects[old].clone();
                        changed |= self.add(r, &objs);
                    }
                }
            }
            InstData::Call { args, .. } => {
                changed |= self.one(r, Object::Reached(inst));
                let mut src = BTreeSet::new();
                for &a in args {
                    if f.dfg.value_type(a).is_ptr() {
                        let objs = &self.objects[a];
                        if objs.is_empty() {
                            src.insert(Object::Unknown);
                        }
                        src.extend(objs.iter().copied());
                    }
                }
                changed |= self.add_sources(inst, src);
            }
            InstData::Iconst { .. } => {} // null and other constant addresses
            InstData::Load { ptr, .. } => {
                let mut objs = BTreeSet::new();
                let sources: Vec<Object> = self.objects[*ptr].iter().copied().collect();
                if sources.is_empty() {
                    objs.insert(Object::Unknown);
                }
                let mut reached = BTreeSet::new();
                for o in sources {
                    if let Some(c) = self.contents.get(&o) {
                        objs.extend(c.iter().copied());
                    }
                    // Only a stack slot that never escapes has contents
                    // this function wrote all of. What else this
                    // function's own memory holds was put there by calls
                    // it was passed to.
                    match o {
                        Object::Stack(s) if !self.escaped.contains(&s) => {}
                        Object::Stack(_) | Object::Heap(_) | Object::Reached(_) => {
                            reached.insert(o);
                        }
                        Object::Arg(i) if self.sealed.contains(&i) => {
                            reached.insert(o);
                        }
                        Object::Arg(_) | Object::Global(_) | Object::Unknown => {
                            objs.insert(Object::Unknown);
                        }
                    }
                }
                if !reached.is_empty() {
                    objs.insert(Object::Reached(inst));
                    changed |= self.add_sources(inst, reached);
                }
                changed |= self.add(r, &objs);
            }
            _ => changed |= self.one(r, Object::Unknown),
        }
        changed
    }

    /// The objects `v` may point into (empty for non-pointers).
    pub fn objects(&self, v: Value) -> &BTreeSet<Object> {
        &self.objects[v]
    }

    /// Whether `v` points only into the function's own stack slots (and
    /// is known to point somewhere): memory a thread running the function
    /// has to itself.
    pub fn only_stack(&self, v: Value) -> bool {
        let objects = &self.objects[v];
        !objects.is_empty() && objects.iter().all(|o| matches!(o, Object::Stack(_)))
    }

    /// `objects` and every object whose address is stored in them, and in
    /// those, transitively: the memory a callee given pointers into
    /// `objects` may reach.
    pub fn reached_from(&self, objects: &BTreeSet<Object>) -> BTreeSet<Object> {
        let mut out = objects.clone();
        let mut stack: Vec<Object> = objects.iter().copied().collect();
        while let Some(o) = stack.pop() {
            for &c in self.contents.get(&o).into_iter().flatten() {
                if out.insert(c) {
                    stack.push(c);
                }
            }
        }
        out
    }

    /// Whether the address of a stack slot may be seen outside plain
    /// loads and stores of this function.
    pub fn escapes(&self, slot: StackSlot) -> bool {
        self.escaped.contains(&slot)
    }

    /// Whether objects `a` and `b` may overlap.
    pub fn objects_may_overlap(&self, a: Object, b: Object) -> bool {
        match (a, b) {
            (o, Object::Stack(s)) | (Object::Stack(s), o) if o.is_opaque() => self.escapes(s),
            (o, _) | (_, o) if o.is_opaque() => true,
            // Arguments may be each other's memory unless one is
            // `noalias`, and a global's.
            (Object::Arg(x), Object::Arg(y)) => {
                x == y || !(self.noalias.contains(&x) || self.noalias.contains(&y))
            }
            (Object::Arg(_), Object::Global(_)) | (Object::Global(_), Object::Arg(_)) => true,
            (Object::Arg(_), Object::Heap(_)) | (Object::Heap(_), Object::Arg(_)) => false,
            _ => a == b,
        }
    }

    /// May `a` and `b` address the same memory?
    pub fn alias(&self, f: &Function, a: Value, b: Value) -> AliasResult {
        if a == b {
            return AliasResult::Must;
        }
        if same_address(f, a, b) {
            return AliasResult::Must;
        }
        let (oa, ob) = (&self.objects[a], &self.objects[b]);
        if oa.is_empty() || ob.is_empty() {
            return AliasResult::May;
        }
        if oa
            .iter()
            .any(|&x| ob.iter().any(|&y| self.objects_may_overlap(x, y)))
        {
            AliasResult::May
        } else {
            AliasResult::No
        }
    }
}

/// `p + 0`, or the same base plus the same constant offset.
fn same_address(f: &Function, a: Value, b: Value) -> bool {
    let base = |v: Value| -> (Value, i64) {
        if let ValueDef::Result(i, _) = f.dfg.values[v].def {
            if let InstData::PtrAdd { args: [p, off] } = f.dfg.insts[i] {
                if let Some(c) = crate::types::constant(f, off) {
                    return (p, c);
                }
            }
        }
        (v, 0)
    };
    base(a) == base(b)
}

impl PointsTo {
    /// Whether `inst` may write memory that `ptr` points into.
    pub fn may_write(&self, module: &Module, f: &Function, inst: Inst, ptr: Value) -> bool {
        // Constant globals (`const` data, a GPU's `__constant__` or
        // `__device__ const` tables) are never written.
        let objects = self.objects(ptr);
        if !objects.is_empty()
            && objects
                .iter()
                .all(|o| matches!(o, Object::Global(g) if module.globals[*g].constant))
        {
            return false;
        }
        let writes_through = |p: Value| self.alias(f, p, ptr) != AliasResult::No;
        if let Some(p) = f.dfg.insts[inst].written_address() {
            return writes_through(p);
        }
        match &f.dfg.insts[inst] {
            InstData::Call { func, args } => {
                let name = module
                    .library_name(*func)
                    .unwrap_or(module.functions[*func].name.as_str());
                if zyme_ir::library::library_kind(name).is_some_and(|k| k.frees()) {
                    // They end (or move) the block they are given and
                    // touch nothing else.
                    let block = module.library_args(*func, args).first().copied();
                    return block.is_some_and(writes_through);
                }
                let kind = zyme_ir::library::library_kind(name);
                if kind == Some(zyme_ir::library::LibraryKind::WritesInts) {
                    return args
                        .iter()
                        .any(|&a| f.dfg.value_type(a).is_ptr() && writes_through(a));
                }
                if crate::activity::is_inactive_library(name) {
                    return false;
                }
                // A BLAS routine writes its output array and nothing else.
                if let Some(blas) = zyme_ir::blas::Blas::recognise(name) {
                    return args
                        .iter()
                        .enumerate()
                        .any(|(i, &a)| blas.writes_arg(i) && writes_through(a));
                }
                // A callee may write through any pointer it is given, and
                // through anything that escaped.
                let escaped = self
                    .objects(ptr)
                    .iter()
                    .any(|o| !matches!(o, Object::Stack(s) if !self.escapes(*s)));
                escaped
                    || args
                        .iter()
                        .any(|&a| f.dfg.value_type(a).is_ptr() && writes_through(a))
            }
            InstData::CallIndirect { .. } => true,
            _ => false,
        }
    }

    /// May the memory `ptr` points into be written on some path from just
    /// after `from` to just before `to`? (What the reverse pass asks
    /// before it reloads a value instead of caching it.)
    pub fn may_be_written_between(
        &self,
        module: &Module,
        f: &Function,
        cfg: &ControlFlowGraph,
        ptr: Value,
        from: Inst,
        to: Inst,
    ) -> bool {
        let (Some(bf), Some(bt)) = (f.layout.inst_block(from), f.layout.inst_block(to)) else {
            return true;
        };
        let pos = |i: Inst, b: Block| f.layout.block_insts(b).iter().position(|&x| x == i);
        let (pf, pt) = (pos(from, bf).unwrap_or(0), pos(to, bt).unwrap_or(0));
        let writes = |insts: &[Inst]| insts.iter().any(|&i| self.may_write(module, f, i, ptr));
        if bf == bt && pf < pt {
            return writes(&f.layout.block_insts(bf)[pf + 1..pt]);
        }
        // Blocks on some path from `from` to `to`: reachable from `bf`'s
        // successors and reaching `bt`.
        let forward = reach(bf, |b| cfg.succs(b));
        let backward = reach(bt, |b| cfg.preds(b));
        let tail = &f.layout.block_insts(bf)[pf + 1..];
        let head = &f.layout.block_insts(bt)[..pt];
        if writes(tail) || writes(head) {
            return true;
        }
        f.layout.blocks().iter().any(|&b| {
            let on_path = forward.contains(&b) && backward.contains(&b);
            on_path
                && (b != bf && b != bt || forward.contains(&bf) || backward.contains(&bt))
                && writes(f.layout.block_insts(b))
        })
    }
}

/// Blocks reachable from `start` by `next` steps (`cfg.succs` or
/// `cfg.preds`; not `start` itself unless a cycle returns to it).
pub fn reach<'c>(start: Block, next: impl Fn(Block) -> &'c [Block]) -> BTreeSet<Block> {
    let mut seen = BTreeSet::new();
    let mut stack: Vec<Block> = next(start).to_vec();
    while let Some(b) = stack.pop() {
        if seen.insert(b) {
            stack.extend_from_slice(next(b));
        }
    }
    seen
}
