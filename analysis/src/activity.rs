//! Activity analysis: which values may carry a derivative and which
//! memory needs a shadow, given how the caller passes each argument.
//!
//! A value is *active* when it may hold a non-zero derivative: a float (or
//! an integer the type analysis says holds float bits) computed from an
//! active value, or loaded from shadowed memory; or a pointer into
//! shadowed memory (it then has a shadow pointer). An object's memory is
//! *shadowed* when an active value may be stored into it, or it is the
//! memory of a duplicated argument. Integers and the results of read-only
//! integer-returning calls are never active. Everything is propagated
//! through SSA and through memory (with the points-to sets of
//! [`crate::alias`]) to a fixed point.

use crate::alias::{globals_named_below, Object, PointsTo};
use crate::types::TypeAnalysis;
use crate::typetree::Concrete;
use cranelift_entity::SecondaryMap;
use hashbrown::HashMap;
use std::collections::BTreeSet;
use zyme_ir::{FuncId, Function, Inst, InstData, MemOp, Module, Value};

pub use zyme_ir::autodiff::ArgKind;

/// The activity of one function's values and memory.
#[derive(Clone, Debug)]
pub struct Activity {
    active: SecondaryMap<Value, bool>,
    shadowed: BTreeSet<Object>,
    points_to: PointsTo,
    /// Arguments passed `const`: their memory never has a shadow (the
    /// caller said it carries no derivative), whatever a callee may do.
    const_args: BTreeSet<u32>,
}

/// How [`Activity::compute_with`] reads the function.
#[derive(Copy, Clone, Debug, Default)]
pub struct ActivityOptions {
    /// Memory that a returned pointer points to has a shadow, because the
    /// caller will use the result's shadow (the augmented half of a split
    /// derivative, whose callers treat a pointer result of a call with
    /// active arguments as active — `operator new` behind an allocator's
    /// `allocate`).
    pub shadow_returns: bool,
    /// Enzyme's runtime activity: a pointer loaded from a `const`
    /// argument's memory has its primal as shadow at run time, so what it
    /// leads to holds no derivative either (values stored there lose
    /// theirs, as in the argument's own memory).
    pub runtime_activity: bool,
}

/// Whether a library function never carries a derivative through its
/// result or into its arguments' memory (see [`zyme_ir::library`]).
pub fn is_inactive_library(name: &str) -> bool {
    zyme_ir::library::library_kind(name).is_some_and(|k| k.is_inactive())
}

/// For each call of `f` whose callee's body is seen (a module function,
/// or an OpenMP fork's outlined function), whether the callee may write
/// through each argument ([`crate::alias::params_written`]).
fn callees_written(module: &Module, f: &Function) -> HashMap<Inst, Vec<bool>> {
    let mut by_callee: HashMap<FuncId, Vec<bool>> = HashMap::new();
    let mut out = HashMap::new();
    for inst in f.layout.insts() {
        let InstData::Call { func, args } = &f.dfg.insts[inst] else {
            continue;
        };
        let (body, skip) = match module.library_name(*func) {
            None => (*func, 0),
            Some("__kmpc_fork_call") => match fork_microtask(f, args) {
                // Its arguments after the third are the outlined
                // function's after its two thread numbers.
                Some(m) => (m, 1),
                None => continue,
            },
            Some(_) => continue,
        };
        if module.functions[body].is_declaration() {
            continue;
        }
        let w = by_callee
            .entry(body)
            .or_insert_with(|| crate::alias::params_written(module, &module.functions[body]));
        let mapped = (0..args.len())
            .map(|i| match i.checked_sub(skip) {
                Some(j) if skip == 0 || i >= 3 => w.get(j).copied().unwrap_or(true),
                _ => false,
            })
            .collect();
        out.insert(inst, mapped);
    }
    out
}

/// Whether the integer `v` holds a float's bits by its making: a bitcast
/// of a float, or a load from memory a float was stored to (clang passes
/// a `firstprivate` double to an OpenMP outlined function so).
pub fn holds_float_bits(types: &crate::types::FuncTypes, f: &Function, v: Value) -> bool {
    let ty = f.dfg.value_type(v);
    if !ty.is_int() {
        return false;
    }
    let zyme_ir::ValueDef::Result(inst, _) = f.dfg.values[v].def else {
        return false;
    };
    match f.dfg.insts[inst] {
        InstData::Cast { arg, .. } => f.dfg.value_type(arg).is_float(),
        InstData::Load { ptr, .. } => {
            let size = i64::from(ty.bytes());
            let typed = matches!(
                types.tree(ptr).pointee().load(0, size).scalar(size),
                Some(Concrete::Float(_))
            );
            typed || stored_float(f, ptr)
        }
        _ => false,
    }
}

/// Whether `ptr` addresses a stack slot some store writes a float to
/// (`-O0` code spills a float and reloads its bits as an integer).
fn stored_float(f: &Function, ptr: Value) -> bool {
    let slot_of = |p: Value| match f.dfg.values[p].def {
        zyme_ir::ValueDef::Result(i, _) => match f.dfg.insts[i] {
            InstData::StackAddr { slot } => Some(slot),
            _ => None,
        },
        zyme_ir::ValueDef::Param(..) => None,
    };
    let Some(slot) = slot_of(ptr) else {
        return false;
    };
    f.layout.insts().any(|i| match f.dfg.insts[i] {
        InstData::Store { args: [v, p], .. } => {
            slot_of(p) == Some(slot) && f.dfg.value_type(v).is_float()
        }
        _ => false,
    })
}

/// The function an OpenMP fork (`__kmpc_fork_call(loc, n, f, …)`) runs.
pub fn fork_microtask(f: &Function, args: &[Value]) -> Option<FuncId> {
    let &m = args.get(2)?;
    match f.dfg.values[m].def {
        zyme_ir::ValueDef::Result(i, _) => match f.dfg.insts[i] {
            InstData::FuncAddr { func } => Some(func),
            _ => None,
        },
        zyme_ir::ValueDef::Param(..) => None,
    }
}

/// Whether the type analysis says everything `p` points to is integer
/// data (so no derivative can be stored there).
fn holds_only_integers(types: &TypeAnalysis, func: FuncId, p: Value) -> bool {
    let pointee = types.func(func).tree(p).pointee();
    let mut any = false;
    for (path, c) in pointee.entries() {
        if path.len() != 1 || c != Concrete::Integer {
            return false;
        }
        any = true;
    }
    any
}

impl Activity {
    /// Computes activity for `func` called with one kind per parameter.
    pub fn compute(
        module: &Module,
        types: &TypeAnalysis,
        func: FuncId,
        kinds: &[ArgKind],
    ) -> Activity {
        Activity::compute_with(module, types, func, kinds, ActivityOptions::default())
    }

    /// As [`Activity::compute`], with [`ActivityOptions`].
    pub fn compute_with(
        module: &Module,
        types: &TypeAnalysis,
        func: FuncId,
        kinds: &[ArgKind],
        options: ActivityOptions,
    ) -> Activity {
        let f = &module.functions[func];
        let const_args: BTreeSet<u32> = kinds
            .iter()
            .enumerate()
            .filter(|(_, k)| !k.is_active())
            .map(|(i, _)| i as u32)
            .collect();
        let sealed = if options.runtime_activity {
            const_args.clone()
        } else {
            BTreeSet::new()
        };
        let shadow_returns = options.shadow_returns;
        let mut a = Activity {
            active: SecondaryMap::new(),
            shadowed: BTreeSet::new(),
            points_to: PointsTo::compute_sealed(module, f, &sealed),
            const_args,
        };
        if let Some(entry) = f.entry_block() {
            for (i, (&p, &k)) in f.dfg.block_params(entry).iter().zip(kinds).enumerate() {
                if !k.is_active() {
                    continue;
                }
                if f.dfg.value_type(p).is_ptr() {
                    a.shadowed.insert(Object::Arg(i as u32));
                }
                if a.differentiable(types, func, f, p) {
                    a.active[p] = true;
                }
            }
        }
        let written = callees_written(module, f);
        loop {
            let mut changed = false;
            for &b in f.layout.blocks() {
                for &inst in f.layout.block_insts(b) {
                    changed |= a.inst(module, types, func, f, inst, &written);
                    if let (true, InstData::Return { args }) = (shadow_returns, &f.dfg.insts[inst])
                    {
                        for &r in args {
                            if f.dfg.value_type(r).is_ptr() {
                                changed |= a.shadow(r);
                            }
                        }
                    }
                }
            }
            if !changed {
                break;
            }
        }
        a
    }

    /// Whether `v` may carry a derivative (has a tangent or a shadow).
    pub fn is_active(&self, v: Value) -> bool {
        self.active[v]
    }

    /// Whether the memory of `o` has a shadow.
    pub fn is_shadowed(&self, o: Object) -> bool {
        self.shadowed.contains(&o)
    }

    /// The objects whose memory has a shadow.
    pub fn shadowed(&self) -> impl Iterator<Item = Object> + '_ {
        self.shadowed.iter().copied()
    }

    /// The points-to sets the analysis used.
    pub fn points_to(&self) -> &PointsTo {
        &self.points_to
    }

    /// Whether an instruction needs derivative code: it has an active
    /// operand or result.
    pub fn inst_is_active(&self, f: &Function, inst: Inst) -> bool {
        f.dfg.inst_results(inst).iter().any(|&r| self.active[r])
            || f.dfg.insts[inst].operands().iter().any(|&v| self.active[v])
    }

    /// A value that can carry a derivative at all: a float, a pointer, or
    /// an integer holding float bits or an address.
    fn differentiable(&self, types: &TypeAnalysis, func: FuncId, f: &Function, v: Value) -> bool {
        let ty = f.dfg.value_type(v);
        if ty.is_float() || ty.is_ptr() {
            return true;
        }
        matches!(
            types.func(func).tree(v).scalar(i64::from(ty.bytes())),
            Some(Concrete::Float(_) | Concrete::Pointer | Concrete::Anything)
        ) && ty.lane() != zyme_ir::ScalarType::I1
    }

    /// Whether the pointer `p` may point into memory that has a shadow.
    pub fn points_into_shadow(&self, p: Value) -> bool {
        let mut seen = BTreeSet::new();
        self.points_to
            .objects(p)
            .iter()
            .any(|&o| self.object_shadowed(o, &mut seen))
    }

    /// Whether `o` has a shadow: it was shadowed, or it is the memory a
    /// call returned or a load found and one of its sources has a shadow.
    fn object_shadowed(&self, o: Object, seen: &mut BTreeSet<Object>) -> bool {
        if self.shadowed.contains(&o) {
            return true;
        }
        let Object::Reached(inst) = o else {
            return false;
        };
        seen.insert(o)
            && self
                .points_to
                .sources(inst)
                .any(|s| self.object_shadowed(s, seen))
    }

    fn mark(&mut self, v: Value) -> bool {
        !std::mem::replace(&mut self.active[v], true)
    }

    fn shadow(&mut self, p: Value) -> bool {
        let mut objs: Vec<Object> = self.points_to.objects(p).iter().copied().collect();
        let mut changed = false;
        if objs.is_empty() {
            changed |= self.shadowed.insert(Object::Unknown);
        }
        // Memory a call returned or a load found is memory its sources
        // reach: they get shadows too, so a later lookup of the same
        // memory finds them.
        while let Some(o) = objs.pop() {
            if matches!(o, Object::Arg(i) if self.const_args.contains(&i))
                || self.points_to.is_sealed(o)
            {
                continue;
            }
            if self.shadowed.insert(o) {
                changed = true;
                if let Object::Reached(inst) = o {
                    objs.extend(self.points_to.sources(inst));
                }
            }
        }
        changed
    }

    fn inst(
        &mut self,
        module: &Module,
        types: &TypeAnalysis,
        func: FuncId,
        f: &Function,
        inst: Inst,
        written: &HashMap<Inst, Vec<bool>>,
    ) -> bool {
        let data = &f.dfg.insts[inst];
        let results = f.dfg.inst_results(inst).to_vec();
        let mut changed = false;
        let any_active = data.operands().iter().any(|&v| self.active[v]);
        match data {
            InstData::Load { ptr, .. } => {
                let r = results[0];
                if (self.active[*ptr] || self.points_into_shadow(*ptr))
                    && self.differentiable(types, func, f, r)
                {
                    changed |= self.mark(r);
                }
                // Memory that holds an active pointer holds its shadow in
                // the shadow memory (a tape's buffer in its header).
                if self.active[r] && f.dfg.value_type(r).is_ptr() {
                    changed |= self.shadow(*ptr);
                }
            }
            InstData::Store { args: [v, p], .. } => {
                if self.active[*v] {
                    changed |= self.shadow(*p);
                }
                // A heap block of this function whose address goes into
                // shadowed memory gets a shadow block, so the shadow
                // memory can point to it (a tape header's buffer).
                if f.dfg.value_type(*v).is_ptr() && self.points_into_shadow(*p) {
                    let objs = self.points_to.objects(*v);
                    let heap = objs.iter().any(|o| matches!(o, Object::Heap(_)));
                    if heap
                        && objs
                            .iter()
                            .all(|o| matches!(o, Object::Heap(_)) || o.is_opaque())
                    {
                        changed |= self.shadow(*v);
                    }
                }
            }
            InstData::AtomicRmw { args: [p, v], .. } => {
                if self.active[*v] {
                    changed |= self.shadow(*p);
                }
                if (self.active[*v] || self.points_into_shadow(*p))
                    && self.differentiable(types, func, f, results[0])
                {
                    changed |= self.mark(results[0]);
                }
            }
            InstData::Mem {
                op: MemOp::Memcpy | MemOp::Memmove,
                args: [dst, src, _],
            } => {
                if self.active[*src] || self.points_into_shadow(*src) {
                    changed |= self.shadow(*dst);
                }
            }
            InstData::Call { func: callee, args }
                if module
                    .library_name(*callee)
                    .is_some_and(|n| zyme_ir::blas::Blas::recognise(n).is_some()) =>
            {
                // A BLAS routine: its result and output array carry the
                // derivative of its float operands, nothing else does.
                let name = module.library_name(*callee).unwrap_or_default();
                let blas = zyme_ir::blas::Blas::recognise(name).expect("matched");
                let input_active = args.iter().enumerate().any(|(i, &a)| {
                    let ty = f.dfg.value_type(a);
                    (ty.is_float() && self.active[a])
                        || (blas.float_memory_arg(i)
                            && (self.active[a] || self.points_into_shadow(a)))
                });
                if input_active {
                    // Its float result (cuBLAS's status is not one).
                    for &r in &results {
                        if f.dfg.value_type(r).is_float() {
                            changed |= self.mark(r);
                        }
                    }
                    for (i, &a) in args.iter().enumerate() {
                        if blas.writes_arg(i) {
                            changed |= self.shadow(a);
                        }
                    }
                }
            }
            InstData::Call { func: callee, args }
                if module
                    .library_name(*callee)
                    .and_then(zyme_ir::mpi::MpiCall::of)
                    .is_some() =>
            {
                // What an MPI call writes may come from other ranks'
                // active data: its output buffer has a shadow.
                let name = module.library_name(*callee).unwrap_or_default();
                let call = zyme_ir::mpi::MpiCall::of(name).expect("matched");
                if let Some(&out) = call.output().and_then(|i| args.get(i)) {
                    if !holds_only_integers(types, func, out) {
                        changed |= self.shadow(out);
                    }
                }
                // A request's shadow holds zyme's record of its call.
                if let Some(&req) = call.request().and_then(|i| args.get(i)) {
                    changed |= self.shadow(req);
                }
            }
            InstData::Call { func: callee, args } => {
                let inactive = module
                    .library_name(*callee)
                    .is_some_and(is_inactive_library);
                if !inactive && args.iter().any(|&a| self.active[a]) {
                    for &r in &results {
                        if self.differentiable(types, func, f, r) {
                            changed |= self.mark(r);
                        }
                    }
                    // The callee may store active values through any
                    // pointer it is given, unless its memory holds only
                    // integers (an index array passed to a recursion) or
                    // its body writes nothing through that parameter.
                    let writes = |i: usize| written.get(&inst).is_none_or(|w| w[i]);
                    for (i, &a) in args.iter().enumerate() {
                        if f.dfg.value_type(a).is_ptr()
                            && !holds_only_integers(types, func, a)
                            && writes(i)
                        {
                            changed |= self.shadow(a);
                        }
                    }
                    // ... and into any mutable global its call tree names.
                    for g in globals_named_below(module, *callee) {
                        changed |= self.shadowed.insert(Object::Global(g));
                    }
                }
            }
            InstData::CallIndirect { args, .. } => {
                if any_active {
                    for &r in &results {
                        if self.differentiable(types, func, f, r) {
                            changed |= self.mark(r);
                        }
                    }
                    for &a in args {
                        if f.dfg.value_type(a).is_ptr() {
                            changed |= self.shadow(a);
                        }
                    }
                }
            }
            InstData::Icmp { .. } | InstData::Fcmp { .. } => {}
            InstData::Select { args: [_, x, y] } => {
                if self.active[*x] || self.active[*y] {
                    changed |= self.mark(results[0]);
                }
            }
            _ => {
                if any_active {
                    for &r in &results {
                        if self.differentiable(types, func, f, r) {
                            changed |= self.mark(r);
                        }
                    }
                }
            }
        }
        // Pointers into shadowed memory have shadows, whatever made them.
        for &r in &results {
            if f.dfg.value_type(r).is_ptr() && self.points_into_shadow(r) {
                changed |= self.mark(r);
            }
        }
        // Block arguments: a parameter is active if any incoming value is.
        for edge in data.targets_iter() {
            for (&a, &p) in edge.args.iter().zip(f.dfg.block_params(edge.block)) {
                let ptr_in_shadow = f.dfg.value_type(p).is_ptr() && self.points_into_shadow(p);
                if self.active[a] || ptr_in_shadow {
                    changed |= self.mark(p);
                }
            }
        }
        changed
    }
}
