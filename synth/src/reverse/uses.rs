//! What the reverse sweep reads: which values receive an adjoint
//! ([`AdjointFlow`], Enzyme's differential-use analysis), how each call is
//! differentiated ([`CallRule`]), and, per instruction, the forward values
//! its adjoint rule needs ([`inst_needs`]). The plan decides how each of
//! those is had; the rules then ask for exactly these.

use super::facts::{Facts, Values};
use super::plan::Need;
use crate::rules;
use zyme_ir::autodiff::{ArgKind, CustomGradient};
use zyme_ir::library::{library_kind, LibraryKind};
use zyme_ir::{
    BinaryOp, Block, CastOp, FuncId, Inst, InstData, MathOp, MemOp, Module, RmwOp, Value,
};

/// How a direct call is differentiated.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum CallRule {
    /// A C library function (or a module function registered to behave
    /// like one): the rules of that function, on the arguments it takes.
    Library(String),
    /// No derivative (`__enzyme_inactivefn`, zyme's own tape helpers of an
    /// inner derivative).
    Inactive,
    /// A user-given rule.
    Custom(CustomGradient),
    /// The callee's own split derivative.
    Differentiated,
}

/// The registrations synthesis honours, by function.
pub(super) trait Registered {
    fn custom(&self, f: FuncId) -> Option<CustomGradient>;
    fn inactive(&self, f: FuncId) -> bool;
}

impl CallRule {
    /// The reverse sweep's rule for a call of `callee` (the forward
    /// sweep's differs only in running an inactive library call as it is).
    pub fn of(module: &Module, reg: &dyn Registered, callee: FuncId) -> CallRule {
        // A registered rule comes first: it is how a program gives the
        // derivative of a function zyme cannot see (an external one).
        if let Some(rule) = reg.custom(callee) {
            return CallRule::Custom(rule);
        }
        // Registered inactive, whatever its name: an import is a library
        // function by its own name, and `zyme cc` leaves functions it
        // cannot compile to clang as imports.
        let name = &module.functions[callee].name;
        if reg.inactive(callee) || matches!(name.as_str(), "__zyme_tape_take" | "__zyme_tape_stash")
        {
            return CallRule::Inactive;
        }
        if let Some(library) = module.library_name(callee) {
            return CallRule::Library(library.to_string());
        }
        CallRule::Differentiated
    }
}

/// How a differentiated callee takes each argument: floats `active`,
/// pointers `dup`, everything else `const`; `None` where an active integer
/// holds a float or an address (an error the forward sweep reports).
pub(super) fn callee_kinds(vals: Values, args: &[Value]) -> Option<Vec<ArgKind>> {
    args.iter()
        .map(|&a| {
            let ty = vals.ty(a);
            if !vals.active(a) {
                Some(ArgKind::Const)
            } else if ty.is_float() {
                Some(ArgKind::Active)
            } else if ty.is_ptr() {
                Some(ArgKind::Dup)
            } else if vals.float_ty(a).is_some() || vals.ptr_like(a) {
                None
            } else {
                Some(ArgKind::Const)
            }
        })
        .collect()
}

/// How a custom augmented function returns: (has a tape, returns the
/// primal results); `None` for shapes it may not have.
pub(super) fn custom_shape(
    module: &Module,
    callee: FuncId,
    rule: CustomGradient,
) -> Option<(bool, bool)> {
    let prim = &module.functions[callee].sig.returns;
    let aug = &module.functions[rule.augmented].sig.returns;
    Some(if aug.is_empty() {
        (false, false)
    } else if aug == prim {
        (false, true)
    } else if aug.len() == 1 && aug[0].is_ptr() {
        (true, false)
    } else if aug.len() == prim.len() + 1 && aug[0].is_ptr() && aug[1..] == prim[..] {
        (true, true)
    } else {
        return None;
    })
}

/// Which active values receive an adjoint in the reverse sweep. A value
/// whose adjoint lives in a stack slot always has one (the slot, perhaps
/// zero); a block-local one only if a later instruction of its block
/// adds to it — otherwise the rule of its definition is skipped, and so
/// are the forward values that rule would read. Conservative: where in
/// doubt, a value receives one.
pub(super) struct AdjointFlow {
    receives: cranelift_entity::EntitySet<Value>,
}

impl AdjointFlow {
    pub fn compute(
        module: &Module,
        reg: &dyn Registered,
        vals: Values,
        facts: &Facts,
    ) -> AdjointFlow {
        let mut flow = AdjointFlow {
            receives: cranelift_entity::EntitySet::new(),
        };
        let orig = vals.orig;
        for &block in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(block).iter().rev() {
                flow.propagate(module, reg, vals, facts, inst);
            }
        }
        flow
    }

    /// Whether `v` has an adjoint when the reverse reaches its
    /// definition.
    pub fn has(&self, vals: Values, facts: &Facts, v: Value) -> bool {
        vals.adj_ty(v).is_some() && (!facts.local.contains(v) || self.receives.contains(v))
    }

    /// Marks what the reverse of `inst` adds adjoints to.
    fn propagate(
        &mut self,
        module: &Module,
        reg: &dyn Registered,
        vals: Values,
        facts: &Facts,
        inst: Inst,
    ) {
        let orig = vals.orig;
        let data = &orig.dfg.insts[inst];
        let results = orig.dfg.inst_results(inst);
        if let InstData::Return { args } = data {
            for &a in args {
                if vals.ty(a).is_float() {
                    self.receives.insert(a);
                }
            }
            return;
        }
        if !vals.inst_active(inst) {
            return;
        }
        let has = |flow: &AdjointFlow, r: Value| flow.has(vals, facts, r);
        let mut to: Vec<Value> = Vec::new();
        match data {
            InstData::Call { func, args } => match CallRule::of(module, reg, *func) {
                CallRule::Library(name) => {
                    let args = module.library_args(*func, args);
                    let any = results.iter().any(|&r| has(self, r));
                    if zyme_ir::blas::Blas::recognise(&name).is_some() {
                        to.extend(active_floats(vals, &args));
                    } else if crate::complex::ComplexFn::of(&name, args.len(), results.len())
                        .is_some()
                    {
                        if any {
                            to.extend(args);
                        }
                    } else if matches!(name.as_str(), "frexp" | "frexpf" | "ldexp" | "ldexpf")
                        && results.first().is_some_and(|&r| has(self, r))
                    {
                        to.extend(args.first());
                    }
                }
                CallRule::Inactive => {}
                CallRule::Custom(_) => to.extend(args.iter().filter(|&&a| vals.ty(a).is_float())),
                CallRule::Differentiated => to.extend(active_floats(vals, args)),
            },
            InstData::CallIndirect { args, .. } => to.extend(active_floats(vals, args)),
            InstData::Store { args: [v, p], .. } => {
                if vals.active(*p) && vals.float_ty(*v).is_some() {
                    to.push(*v);
                }
            }
            InstData::AtomicRmw {
                op: RmwOp::Fadd | RmwOp::Fsub,
                args: [p, x],
                ..
            } => {
                if vals.active(*p) {
                    to.push(*x);
                }
            }
            _ => {
                let Some(&r) = results.first() else { return };
                if !has(self, r) {
                    return;
                }
                match data {
                    InstData::Unary { arg, .. }
                    | InstData::Cast { arg, .. }
                    | InstData::Splat { arg, .. }
                    | InstData::ExtractLane { arg, .. } => to.push(*arg),
                    InstData::Binary { args, .. }
                    | InstData::InsertLane { args, .. }
                    | InstData::Shuffle { args, .. } => to.extend(args),
                    InstData::Math { args, .. } => to.extend(args),
                    InstData::Select { args: [_, x, y] } => to.extend([*x, *y]),
                    InstData::WarpShuffle {
                        args: [_, x, ..], ..
                    } => to.push(*x),
                    _ => {}
                }
            }
        }
        for v in to {
            if vals.adj_ty(v).is_some() {
                self.receives.insert(v);
            }
        }
    }
}

fn active_floats<'a>(vals: Values<'a>, args: &'a [Value]) -> impl Iterator<Item = Value> + 'a {
    args.iter()
        .copied()
        .filter(move |&a| vals.active(a) && vals.ty(a).is_float())
}

/// The forward values the reverse of `inst` reads, in the order its rule
/// asks for them (none for an inactive instruction, or one whose result
/// gets no adjoint).
pub(super) fn inst_needs(
    module: &Module,
    reg: &dyn Registered,
    vals: Values,
    facts: &Facts,
    flow: &AdjointFlow,
    inst: Inst,
    out: &mut Vec<Need>,
) {
    let orig = vals.orig;
    if !vals.inst_active(inst) {
        return;
    }
    let data = &orig.dfg.insts[inst];
    let results = orig.dfg.inst_results(inst);
    let has = |r: Value| flow.has(vals, facts, r);
    match data {
        InstData::Call { func, args } => match CallRule::of(module, reg, *func) {
            CallRule::Library(name) => {
                let dresult = results
                    .first()
                    .is_some_and(|&r| vals.active(r) && vals.ty(r).is_float());
                if let Some(plan) =
                    super::blas::BlasPlan::of(module, vals, facts, inst, *func, args, dresult)
                {
                    plan.needs(inst, args, results, out);
                    return;
                }
                if name == super::parallel::FORK {
                    super::parallel::fork_needs(vals, inst, args, out);
                    return;
                }
                if let Some(call) = zyme_ir::mpi::MpiCall::of(&name) {
                    super::mpi::mpi_needs(module, vals, call, inst, args, out);
                    return;
                }
                let args = module.library_args(*func, args);
                library_needs(vals, &name, inst, &args, results, &has, out);
            }
            CallRule::Inactive => {}
            CallRule::Custom(rule) => {
                for &a in args {
                    out.push(Need::Primal(a));
                    if vals.ty(a).is_ptr() {
                        out.push(Need::Shadow(a));
                    }
                }
                if custom_shape(module, *func, rule).is_some_and(|(tape, _)| tape) {
                    out.push(Need::Extra(inst));
                }
            }
            CallRule::Differentiated => call_needs(vals, args, out),
        },
        InstData::CallIndirect { callee, args, .. } => {
            out.push(Need::Primal(*callee));
            call_needs(vals, args, out);
        }
        InstData::Store { args: [v, p], .. } => {
            if vals.active(*p) && vals.float_ty(*v).is_some() {
                out.push(Need::Shadow(*p));
                if chased_in_team(facts, orig, *p) {
                    out.push(Need::Primal(*p));
                }
            }
        }
        InstData::Mem { op, args } => mem_needs(vals, *op, *args, out),
        InstData::AtomicRmw {
            op: RmwOp::Fadd | RmwOp::Fsub,
            args: [p, x],
            ..
        } => {
            if vals.active(*p) && vals.adj_ty(*x).is_some() {
                out.push(Need::Shadow(*p));
            }
        }
        _ => {
            let Some(&r) = results.first() else { return };
            if !has(r) {
                return;
            }
            match data {
                InstData::Load { ptr, .. } => {
                    out.push(Need::Shadow(*ptr));
                    // A team's reverse compares a chased address with its
                    // shadow (`add_to_shadow`).
                    if chased_in_team(facts, orig, *ptr) {
                        out.push(Need::Primal(*ptr));
                    }
                }
                InstData::Binary { op, args: [a, b] } => {
                    let aa = vals.adj_ty(*a).is_some();
                    let ab = vals.adj_ty(*b).is_some();
                    let reads = rules::binary_reads(*op, aa, ab);
                    if reads.b {
                        out.push(Need::Primal(*b));
                    }
                    if reads.a {
                        out.push(Need::Primal(*a));
                    }
                    if reads.result {
                        out.push(Need::Primal(r));
                    }
                }
                InstData::Math { op, args } => math_needs(vals, *op, args, r, out),
                InstData::Select { args: [c, ..] } => match facts.counted.chained.get(&inst) {
                    Some(link) => out.extend([Need::Primal(link.id), Need::Primal(link.last)]),
                    None => out.push(Need::Primal(*c)),
                },
                InstData::WarpShuffle {
                    args: [mask, _, b, c],
                    ..
                } => out.extend([Need::Primal(*mask), Need::Primal(*b), Need::Primal(*c)]),
                _ => {}
            }
        }
    }
}

/// A differentiated call's reverse half takes every argument, and the
/// shadow of each `dup` one.
fn call_needs(vals: Values, args: &[Value], out: &mut Vec<Need>) {
    let kinds = callee_kinds(vals, args);
    for (i, &a) in args.iter().enumerate() {
        out.push(Need::Primal(a));
        if kinds.as_ref().is_some_and(|k| k[i] == ArgKind::Dup) {
            out.push(Need::Shadow(a));
        }
    }
}

/// `fma`/`fmuladd` read only the other factor of an active one; every
/// other math rule reads all arguments where its rule says so, and the
/// result where its rule says so (or where the result's type differs from the first
/// argument's, whose primal then cannot stand in for it).
fn math_needs(vals: Values, op: MathOp, args: &[Value], r: Value, out: &mut Vec<Need>) {
    if let (MathOp::Fma | MathOp::Fmuladd, &[a, b, _]) = (op, args) {
        if vals.adj_ty(a).is_some() {
            out.push(Need::Primal(b));
        }
        if vals.adj_ty(b).is_some() {
            out.push(Need::Primal(a));
        }
        return;
    }
    if let Some(partner) = rules::sin_cos_partner(vals.orig, op, args, r) {
        out.push(Need::Primal(partner));
        return;
    }
    let reads = rules::math_reads(op);
    if reads.args {
        out.extend(args.iter().map(|&a| Need::Primal(a)));
    }
    if reads.result || vals.ty(args[0]) != vals.ty(r) {
        out.push(Need::Primal(r));
    }
}

/// The reverse of a copy or fill of differentiated memory: the shadows
/// of both ends and the length.
fn mem_needs(vals: Values, op: MemOp, [dst, src, _len]: [Value; 3], out: &mut Vec<Need>) {
    if !vals.active(dst) {
        return;
    }
    out.push(Need::Shadow(dst));
    out.push(Need::Primal(_len));
    if op != MemOp::Memset && vals.active(src) {
        out.push(Need::Shadow(src));
    }
}

fn library_needs(
    vals: Values,
    name: &str,
    inst: Inst,
    args: &[Value],
    results: &[Value],
    has: &dyn Fn(Value) -> bool,
    out: &mut Vec<Need>,
) {
    if crate::complex::ComplexFn::of(name, args.len(), results.len()).is_some() {
        if results.iter().any(|&r| has(r)) {
            out.extend(args.iter().map(|&a| Need::Primal(a)));
            out.extend(results.iter().map(|&r| Need::Primal(r)));
        }
        return;
    }
    let result_active = results.first().is_some_and(|&r| vals.active(r));
    match (library_kind(name), name) {
        (Some(LibraryKind::Alloc { .. }), _) if result_active => out.push(Need::Shadow(results[0])),
        (Some(LibraryKind::Realloc), _) if result_active => {
            out.push(Need::Shadow(results[0]));
            out.push(Need::Shadow(args[0]));
            out.push(Need::Primal(args[1]));
        }
        (Some(LibraryKind::PosixMemalign), _) if args.len() == 3 && vals.active(args[0]) => {
            out.push(Need::Extra(inst))
        }
        (_, "frexp" | "frexpf" | "ldexp" | "ldexpf") if result_active && has(results[0]) => {
            out.push(Need::Primal(args[0]));
            out.push(Need::Primal(results[0]));
        }
        (Some(LibraryKind::Mem(op)), _) if args.len() == 3 => {
            mem_needs(vals, op, [args[0], args[1], args[2]], out);
        }
        _ => {}
    }
}

/// What the reverse of `block` reads, in the order it asks: its
/// instructions from last to first, then the edge it was entered by
/// (several incoming edges), then, at the entry, the heap shadows of
/// stack slots to free (split mode).
pub(super) fn block_needs(
    module: &Module,
    reg: &dyn Registered,
    vals: Values,
    facts: &Facts,
    flow: &AdjointFlow,
    heap_slots: &[zyme_ir::StackSlot],
    block: Block,
) -> Vec<Need> {
    let orig = vals.orig;
    let mut out = Vec::new();
    for &inst in orig.layout.block_insts(block).iter().rev() {
        if orig.dfg.insts[inst].is_terminator() {
            continue;
        }
        inst_needs(module, reg, vals, facts, flow, inst, &mut out);
    }
    if Some(block) == orig.entry_block() {
        out.extend(heap_slots.iter().map(|&s| Need::Slot(s)));
        for &free in &facts.reloadable.deferred_frees {
            out.extend(
                orig.dfg.insts[free]
                    .operands()
                    .into_iter()
                    .map(Need::Primal),
            );
        }
    } else if facts.incoming[block].len() > 1 {
        out.push(Need::EdgeId);
    }
    // Where the reverse enters a loop the forward counted, through an
    // exit into this block: the loop's count.
    for (h, l) in facts.counted_into(block) {
        match l.back_edges {
            super::facts::LoopCount::Entry(e) => {
                out.extend(e.values().map(Need::Primal));
            }
            _ => out.push(Need::LoopCount(h)),
        }
    }
    // A loop whose reverse skips to its chain's last taker is entered
    // from the exit block that has the taker's number.
    for s in facts.counted.skips.values() {
        if vals.def_block(s.last) == block {
            out.push(Need::Primal(s.last));
        }
    }
    out
}

/// Integer and address arithmetic is recomputed in the reverse from its
/// operands rather than taped (an induction variable on the tape gives
/// every address derived from it); so are shadows of addresses computed
/// from other addresses. Float arithmetic is taped unless its operands
/// are free to have ([`super::plan`]'s tape-free test).
pub(super) fn cheap_to_recompute(data: &InstData, shadow: bool) -> bool {
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

/// Whether the reverse of an access through `p` in a team compares the
/// address with its shadow (`Gen::own_shadow`), and so reads the primal
/// `p`: `p` is, offsets aside, a pointer loaded from memory.
pub(super) fn chased_in_team(facts: &Facts, f: &zyme_ir::Function, mut p: Value) -> bool {
    if !facts.in_team() {
        return false;
    }
    loop {
        match f.dfg.value_inst(p) {
            Some(InstData::PtrAdd { args: [base, _] }) => p = *base,
            Some(InstData::Load { .. }) => return true,
            _ => return false,
        }
    }
}
