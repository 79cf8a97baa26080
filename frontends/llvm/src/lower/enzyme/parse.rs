//! Parsing an Enzyme call site into its [`EnzymeCall`] plan: the entry
//! point, the function differentiated, the markers and the arguments
//! they classify, the tape, and how the results come back.
//!
//! Parsing reads the syntax tree and the module's declarations only
//! ([`Scope`]); it emits nothing, so every error in how the call uses
//! Enzyme's ABI (an unknown marker, too many or too few arguments, a
//! width outside 1..=64, …) comes out before any instruction exists.

use super::plan::{
    Delivery, DerivativeCall, Entry, EnzymeCall, ParamPlan, Primal, ResultLeaf, ResultMemory,
    Shadow, Slot, TapePlan, Target,
};
use super::target;
use crate::ast::{CallArg, CallSite, InstKind, Name, Type as LType, Value as LValue};
use crate::lower::func::Defs;
use crate::lower::layout::Layouts;
use crate::lower::{global_name, type_attr, LowerError, ModuleCx, R};
use zyme_ir::autodiff::{tape, ArgKind, ForwardOptions, Mode, ReverseOptions};
use zyme_ir::{Module, Signature, Type};

/// What parsing a call site reads: the module's tables, its declared
/// functions, and the definitions of the calling function.
pub(crate) struct Scope<'s, 'a> {
    pub cx: &'s ModuleCx<'a>,
    pub module: &'s Module,
    pub defs: &'s Defs<'a>,
}

impl<'a> Scope<'_, 'a> {
    fn layouts(&self) -> &Layouts<'a> {
        &self.cx.layouts
    }
}

/// Parses a call of the Enzyme entry point `name`.
pub(crate) fn parse<'p, 'a: 'p>(
    s: &Scope<'_, 'a>,
    name: &str,
    call: &'p CallSite,
) -> R<EnzymeCall<'p>> {
    let Some(entry) = Entry::of(name) else {
        return Err(LowerError::bare(format!(
            "@{name}: this Enzyme entry point is not supported yet (`__enzyme_fwddiff`, `__enzyme_fwdsplit`, `__enzyme_autodiff`, `__enzyme_augmentfwd`, `__enzyme_reverse`, `__enzyme_augmentsize` and `__enzyme_virtualreverse` are)"
        )));
    };
    match entry {
        Entry::AugmentSize => {
            // The tape zyme's split derivatives take is a fixed-size
            // header (the stack of taped values grows behind it on the
            // heap).
            let want = s.layouts().leaf_types(&call.ret_ty)?;
            let [ret] = want[..] else {
                return Err(LowerError::bare(format!("@{name} must return an integer")));
            };
            Ok(EnzymeCall::TapeSize { ret })
        }
        Entry::VirtualReverse => {
            if call.args.is_empty() {
                return Err(LowerError::bare(format!(
                    "@{name} needs a function as its argument"
                )));
            }
            Ok(EnzymeCall::VirtualReverse { arg: 0 })
        }
        _ => Ok(EnzymeCall::Derivative(Box::new(derivative(
            s, name, entry, call,
        )?))),
    }
}

/// The whole-call markers, read before the arguments: the width decides
/// how many shadows follow each duplicated argument.
#[derive(Default)]
struct CallMarkers {
    options: ForwardOptions,
    /// The index (in the arguments after the function) of the value
    /// after `enzyme_tape`.
    tape_arg: Option<usize>,
    interleave: bool,
    const_return: bool,
}

fn call_markers(s: &Scope, name: &str, entry: Entry, rest: &[CallArg]) -> R<CallMarkers> {
    let mut m = CallMarkers::default();
    for (i, arg) in rest.iter().enumerate() {
        let Some(marker) = marker(s, &arg.value) else {
            continue;
        };
        match marker.as_str() {
            "enzyme_width" if entry.is_reverse() && entry != Entry::Autodiff => {
                return Err(LowerError::bare(format!(
                    "@{name}: enzyme_width (vector mode) is supported by __enzyme_fwddiff and __enzyme_autodiff, not in split mode"
                )))
            }
            "enzyme_width" => {
                let n = rest
                    .get(i + 1)
                    .and_then(|a| const_arg(&a.value))
                    .filter(|&n| (1..=64).contains(&n))
                    .ok_or_else(|| {
                        LowerError::bare(
                            "enzyme_width must be followed by a constant between 1 and 64".into(),
                        )
                    })?;
                m.options.width = n as u32;
            }
            "enzyme_tape" => m.tape_arg = Some(i + 1),
            "enzyme_allocated" => {
                // The caller's tape must hold zyme's header.
                let need = tape::HEADER_BYTES as i64;
                if let Some(have) = rest.get(i + 1).and_then(|a| const_arg(&a.value)) {
                    if have < need {
                        return Err(LowerError::bare(format!(
                            "@{name}: insufficient tape allocation size: need {need} bytes have {have} bytes (ask __enzyme_augmentsize)"
                        )));
                    }
                }
            }
            "enzyme_interleave" => m.interleave = true,
            "enzyme_const_return" => m.const_return = true,
            _ => {}
        }
    }
    Ok(m)
}

/// The markers before one argument.
#[derive(Default)]
struct ArgMarkers {
    kind: Option<ArgKind>,
    /// `enzyme_dupv`'s byte stride between shadows (an argument).
    stride: Option<usize>,
    byref: bool,
}

/// The arguments after the function, read left to right.
struct Args<'c, 'p> {
    /// The call's arguments.
    call: &'p [CallArg],
    /// Every argument of the call as the plan counts them (an aggregate
    /// once per leaf; see [`Slot`]).
    slots: Vec<Slot>,
    /// The slot of the first argument after the function.
    first: usize,
    /// The next argument to read (0 is the one at `first`).
    i: usize,
    name: &'c str,
    target_name: &'c str,
    params: usize,
}

impl<'p> Args<'_, 'p> {
    /// How many slots follow the function.
    fn len(&self) -> usize {
        self.slots.len() - self.first
    }

    /// The call argument at slot `i` after the function, unless it is
    /// one leaf of an aggregate.
    fn whole(&self, i: usize) -> Option<&'p CallArg> {
        let slot = self.slots.get(self.first + i)?;
        slot.leaf.is_none().then(|| &self.call[slot.arg])
    }

    /// Argument `i` (of those after the function), as a slot.
    fn take(&self, i: usize) -> R<usize> {
        if i < self.len() {
            Ok(self.first + i)
        } else {
            Err(LowerError::bare(format!(
                "@{}: too few arguments for @{}'s {} parameters",
                self.name, self.target_name, self.params
            )))
        }
    }

    /// The next argument.
    fn next(&mut self) -> R<usize> {
        let a = self.take(self.i)?;
        self.i += 1;
        Ok(a)
    }

    /// The marker at the next argument, if it is one.
    fn marker(&self, s: &Scope) -> Option<String> {
        self.whole(self.i).and_then(|a| marker(s, &a.value))
    }
}

/// The call's arguments as slots: each aggregate passed by value (not
/// `byval`) after the function once per leaf, everything else whole.
fn slots(s: &Scope, call: &CallSite, first: usize) -> R<Vec<Slot>> {
    let mut out = Vec::with_capacity(call.args.len());
    for (arg, a) in call.args.iter().enumerate() {
        let aggregate = matches!(a.ty, LType::Array { .. } | LType::Struct { .. })
            && type_attr(&a.attrs, "byval").is_none();
        if arg < first || !aggregate {
            out.push(Slot { arg, leaf: None });
            continue;
        }
        for leaf in 0..s.layouts().leaves(&a.ty)?.len() {
            out.push(Slot {
                arg,
                leaf: Some(leaf),
            });
        }
    }
    Ok(out)
}

/// Parses a call of a derivative.
fn derivative<'p, 'a: 'p>(
    s: &Scope<'_, 'a>,
    name: &str,
    entry: Entry,
    call: &'p CallSite,
) -> R<DerivativeCall<'p>> {
    // With a hidden `sret` result pointer, the function comes second.
    let sret = call.args.first().and_then(|a| type_attr(&a.attrs, "sret"));
    let fn_index = usize::from(sret.is_some());
    let Some(first) = call.args.get(fn_index) else {
        return Err(LowerError::bare(format!(
            "@{name} needs the function to differentiate as its first argument"
        )));
    };
    let (target, target_sig) = target::parse_target(s, name, entry, &first.value)?;
    let target_name = target.primary_name().to_string();
    let rest = &call.args[fn_index + 1..];
    let mut markers = call_markers(s, name, entry, rest)?;
    let slots = slots(s, call, fn_index + 1)?;
    let result_memory = result_memory(s, entry, &target_name, &markers)?;
    let mut args = Args {
        call: &call.args,
        slots,
        first: fn_index + 1,
        i: 0,
        name,
        target_name: &target_name,
        params: target_sig.params.len(),
    };
    let (params, runtime_activity) = params(
        s,
        entry,
        &target_sig.params,
        result_memory.is_some(),
        &mut args,
        &mut markers,
    )?;
    let w = markers.options.width;
    let runtime_dups = runtime_dups(name, &params, runtime_activity && w == 1)?;
    let (differets, tape) = trailing(entry, &target_sig, &markers, &mut args)?;

    // A constant result in forward mode: the primal alone, if asked for.
    let mut options = markers.options;
    let forward_primal_only = (entry == Entry::Forward && markers.const_return)
        .then(|| std::mem::replace(&mut options.return_primal, true));
    options.runtime_activity = runtime_activity;
    options.error = name.contains("__enzyme_error_estimate");
    let reverse_options = ReverseOptions {
        return_primal: options.return_primal,
        const_return: markers.const_return,
        runtime_activity,
    };
    let mode = match entry {
        Entry::Forward => Mode::Forward(options),
        Entry::Autodiff if options.width > 1 => Mode::ReverseBatch(options.width, reverse_options),
        Entry::Autodiff => Mode::Reverse(reverse_options),
        _ => Mode::Split,
    };
    if !runtime_dups.is_empty() && matches!(target, Target::Select(..)) {
        return Err(LowerError::bare(format!(
            "@{name}: enzyme_runtime_activity with a `select` of functions is not supported"
        )));
    }
    let mut d = DerivativeCall {
        slots: args.slots,
        entry,
        target,
        mode,
        result_memory,
        params,
        differets,
        tape,
        runtime_activity: runtime_dups,
        results: Vec::new(),
        delivery: Delivery::Discard,
    };
    let results = results(
        s,
        &d,
        &target_sig,
        forward_primal_only,
        options.return_primal,
    )?;
    let (results, delivery) = delivery(s, name, call, entry, sret, results)?;
    d.results = results;
    d.delivery = delivery;
    Ok(d)
}

/// A function that returns a struct in memory (`sret`): the caller of
/// the derivative owns that memory and its shadow, seeded with ones as
/// an active float result is (reverse) or read as the result's tangent
/// (forward).
fn result_memory(
    s: &Scope,
    entry: Entry,
    target_name: &str,
    markers: &CallMarkers,
) -> R<Option<ResultMemory>> {
    let wanted = matches!(entry, Entry::Autodiff | Entry::Forward) && markers.options.width == 1;
    let Some(ty) = target::target_sret(s, target_name).filter(|_| wanted) else {
        return Ok(None);
    };
    let mut seeds = Vec::new();
    if entry.is_reverse() && !markers.const_return {
        for leaf in s.layouts().leaves(&ty)? {
            if leaf.ty.is_float() && !leaf.ty.is_vector() {
                seeds.push((leaf.offset, leaf.ty));
            }
        }
    }
    Ok(Some(ResultMemory {
        size: s.layouts().alloc_size(&ty)?,
        align: s.layouts().align(&ty)?,
        seeds,
        ty,
    }))
}

/// Each parameter's plan, read from the arguments and the markers
/// before each; and whether `enzyme_runtime_activity` was among them.
fn params(
    s: &Scope,
    entry: Entry,
    params: &[Type],
    result_memory: bool,
    args: &mut Args,
    markers: &mut CallMarkers,
) -> R<(Vec<ParamPlan>, bool)> {
    let w = markers.options.width;
    let mut runtime_activity = false;
    let mut plan: Vec<ParamPlan> = Vec::new();
    // The call argument and kind of the last parameter read.
    let mut last: Option<(usize, ArgKind)> = None;
    if result_memory {
        plan.push(ParamPlan {
            kind: ArgKind::Dup,
            ty: params.first().copied().unwrap_or(Type::PTR),
            primal: Primal::ResultMemory,
            shadows: vec![Shadow::ResultMemory],
        });
    }
    loop {
        let mut m = ArgMarkers::default();
        // Markers before the argument.
        while let Some(marker) = args.marker(s) {
            args.i += 1;
            arg_marker(s, entry, args, &marker, &mut m, &mut markers.options)?;
            runtime_activity |= marker == "enzyme_runtime_activity";
        }
        if plan.len() == params.len() {
            break;
        }
        // The leaves of an aggregate share the marker before it.
        let slot = args.slots.get(args.first + args.i).copied();
        if let (
            Some(Slot {
                arg,
                leaf: Some(1..),
            }),
            Some((prev, kind)),
        ) = (slot, last)
        {
            if arg == prev {
                m.kind = m.kind.or(Some(kind));
            }
        }
        let ty = params[plan.len()];
        let kind = m.kind.unwrap_or(if entry.is_reverse() && ty.is_float() {
            ArgKind::Active
        } else if ty.is_float() || ty.is_ptr() {
            ArgKind::Dup
        } else {
            ArgKind::Const
        });
        let byval = args
            .whole(args.i)
            .and_then(|a| type_attr(&a.attrs, "byval"));
        let arg = args.next()?;
        if let Some(t) = &byval {
            // The callee owns a copy of a `byval` struct: so does its
            // derivative. An active one (`enzyme_out` on a struct C
            // passes in memory) gets a zeroed shadow copy whose float
            // fields come back with the other gradients.
            if kind == ArgKind::Active && entry != Entry::Autodiff {
                return Err(LowerError::bare(format!(
                    "@{}: enzyme_out on a struct passed in memory (byval) is supported by __enzyme_autodiff only; pass a pointer with enzyme_dup",
                    args.name
                )));
            }
            if kind == ArgKind::Active {
                let out = Shadow::ByvalOut {
                    ty: t.clone(),
                    size: s.layouts().alloc_size(t)?,
                    align: s.layouts().align(t)?,
                };
                plan.push(ParamPlan {
                    kind: ArgKind::Dup,
                    ty,
                    primal: Primal::ByvalCopy { arg, ty: t.clone() },
                    shadows: vec![out],
                });
                continue;
            }
        }
        // `enzyme_byref N`: the argument is the address of the value.
        let load = m.byref;
        let mut shadows = Vec::new();
        if kind == ArgKind::Active || !kind.is_active() || markers.interleave {
            // enzyme_out: the value only, its gradient is returned; with
            // enzyme_interleave the shadows come after all values.
        } else if let Some(stride) = m.stride {
            let base = args.next()?;
            shadows.push(Shadow::Strided {
                stride,
                base,
                width: w,
            });
        } else {
            for _ in 0..w {
                shadows.push(Shadow::Arg {
                    arg: args.next()?,
                    load,
                });
            }
        }
        plan.push(ParamPlan {
            kind,
            ty,
            primal: Primal::Arg { arg, byval, load },
            shadows,
        });
        last = slot.map(|s| (s.arg, kind));
    }
    if markers.interleave {
        for p in &mut plan {
            if p.kind.is_active() && p.kind != ArgKind::Active {
                for _ in 0..w {
                    while args.marker(s).is_some() {
                        args.i += 1;
                    }
                    let arg = args.next()?;
                    p.shadows.push(Shadow::Arg { arg, load: false });
                }
            }
        }
    }
    Ok((plan, runtime_activity))
}

/// Runtime activity: a duplicated pointer whose shadow is the primal
/// itself is inactive. Each such pointer doubles the variants zyme
/// compiles; the call picks one by comparing the pointers.
fn runtime_dups(name: &str, params: &[ParamPlan], runtime_activity: bool) -> R<Vec<usize>> {
    if !runtime_activity {
        return Ok(Vec::new());
    }
    let dups: Vec<usize> = (0..params.len())
        .filter(|&k| {
            matches!(params[k].kind, ArgKind::Dup | ArgKind::DupNoNeed) && params[k].ty.is_ptr()
        })
        .collect();
    if dups.len() > 4 {
        return Err(LowerError::bare(format!(
            "@{name}: enzyme_runtime_activity with {} duplicated pointers would compile {} variants; zyme allows at most 4 such pointers",
            dups.len(),
            1 << dups.len()
        )));
    }
    Ok(dups)
}

/// The arguments after the parameters' (`__enzyme_reverse`'s adjoints
/// of the float results and tape, `__enzyme_fwdsplit`'s tape), checking
/// that nothing else follows, and where the tape comes from.
fn trailing(
    entry: Entry,
    target_sig: &Signature,
    markers: &CallMarkers,
    args: &mut Args,
) -> R<(Vec<(usize, Type)>, TapePlan)> {
    let name = args.name;
    // `__enzyme_reverse` takes the adjoint of each float result, then the
    // tape (unless `enzyme_tape` named it).
    let mut differets = Vec::new();
    let mut tape = TapePlan::None;
    if entry == Entry::Reverse {
        for &t in target_sig.returns.iter().filter(|t| t.is_float()) {
            let arg = args.next().map_err(|_| {
                LowerError::bare(format!(
                    "@{name}: @{} returns a {t}, so the adjoint of its result (differet) must follow the arguments",
                    args.target_name
                ))
            })?;
            differets.push((arg, t));
        }
        if markers.tape_arg.is_none() {
            let arg = args.next().map_err(|_| {
                LowerError::bare(format!(
                    "@{name}: the tape from __enzyme_augmentfwd must be the last argument"
                ))
            })?;
            tape = TapePlan::Trailing { arg };
        }
    }
    if name.contains("__enzyme_fwdsplit") && args.i + 1 == args.len() {
        // The tape (or null) of __enzyme_fwdsplit.
        args.i += 1;
    }
    if args.i < args.len() {
        return Err(LowerError::bare(format!(
            "Had too many arguments to @{name}: @{} takes {} parameters",
            args.target_name, args.params
        )));
    }
    if let Some(k) = markers.tape_arg {
        let arg = args.take(k)?;
        match entry {
            // A caller-allocated tape starts empty.
            Entry::AugmentFwd => tape = TapePlan::Caller { arg, clear: true },
            Entry::Reverse => tape = TapePlan::Caller { arg, clear: false },
            _ => {}
        }
    } else if entry == Entry::AugmentFwd {
        tape = TapePlan::Allocate;
    }
    Ok((differets, tape))
}

/// One marker before an argument.
fn arg_marker(
    s: &Scope,
    entry: Entry,
    args: &mut Args,
    marker: &str,
    m: &mut ArgMarkers,
    options: &mut ForwardOptions,
) -> R<()> {
    let name = args.name;
    match marker {
        "enzyme_const" => m.kind = Some(ArgKind::Const),
        "enzyme_dup" => m.kind = Some(ArgKind::Dup),
        "enzyme_dupnoneed" => m.kind = Some(ArgKind::DupNoNeed),
        "enzyme_dupv" | "enzyme_dupnoneedv" if entry.is_reverse() && entry != Entry::Autodiff => {
            return Err(LowerError::bare(format!(
                "@{name}: {marker} (vector mode) is supported by __enzyme_fwddiff and __enzyme_autodiff, not in split mode"
            )))
        }
        "enzyme_dupv" | "enzyme_dupnoneedv" => {
            m.kind = Some(if marker == "enzyme_dupv" {
                ArgKind::Dup
            } else {
                ArgKind::DupNoNeed
            });
            let stride = args.take(args.i).map_err(|_| {
                LowerError::bare(format!("{marker} must be followed by a byte stride"))
            })?;
            let ty = args.whole(args.i).map(|a| s.layouts().value_type(&a.ty));
            match ty.unwrap_or(Ok(None)) {
                Ok(Some(t)) if t.is_int() => {}
                Ok(Some(_)) => {
                    return Err(LowerError::bare(format!(
                        "{marker} must be followed by an integer byte stride"
                    )))
                }
                _ => {
                    return Err(LowerError::bare(format!(
                        "{marker} must be followed by a byte stride"
                    )))
                }
            }
            m.stride = Some(stride);
            args.i += 1;
        }
        "enzyme_width" | "enzyme_allocated" | "enzyme_tape" => args.i += 1,
        "enzyme_interleave" => {}
        "enzyme_byref" => {
            if args.whole(args.i).and_then(|a| const_arg(&a.value)).is_none() {
                return Err(LowerError::bare(
                    "enzyme_byref must be followed by a constant byte size".into(),
                ));
            }
            m.byref = true;
            args.i += 1;
        }
        "enzyme_runtime_activity" if matches!(entry, Entry::Autodiff | Entry::Forward) => {}
        "enzyme_runtime_activity" => {
            return Err(LowerError::bare(format!(
                "@{name}: enzyme_runtime_activity is supported by __enzyme_autodiff and __enzyme_fwddiff; in split mode pass distinct shadow memory, or mark the argument enzyme_const"
            )))
        }
        "enzyme_primal_return" if entry.is_split() => {
            return Err(LowerError::bare(format!(
                "@{name}: enzyme_primal_return is not allowed in split reverse mode (SplitPrimalRet); __enzyme_augmentfwd returns the primal result after the tape"
            )))
        }
        "enzyme_primal_return" => options.return_primal = true,
        "enzyme_out" if entry.is_reverse() => m.kind = Some(ArgKind::Active),
        "enzyme_out" => {
            return Err(LowerError::bare(
                "enzyme_out is a reverse-mode marker; __enzyme_fwddiff passes a tangent with enzyme_dup".into(),
            ))
        }
        "enzyme_noret" | "enzyme_dup_return" | "enzyme_const_return" | "enzyme_active_return"
        | "enzyme_not_overwritten" | "enzyme_strong_zero" | "enzyme_nofree" => {}
        other => {
            return Err(LowerError::bare(format!(
                "illegal enzyme metadata classification `{other}` in a call of @{name}"
            )))
        }
    }
    Ok(())
}

/// The values the call produces before they are delivered: the
/// derivative's results, or (forward mode of a function returning in
/// memory) the result memory's leaves, with the shadows of `enzyme_out`
/// structs among the gradients.
fn results(
    s: &Scope,
    d: &DerivativeCall,
    target_sig: &Signature,
    forward_primal_only: Option<bool>,
    return_primal: bool,
) -> R<Vec<ResultLeaf>> {
    let (first, second) = d.mode.signatures(target_sig, &d.kinds());
    let returned = match (d.entry, second) {
        (Entry::Reverse, Some(rev)) => rev.returns.len(),
        _ => first.returns.len(),
    };
    let mut results: Vec<ResultLeaf> = Vec::new();
    if d.entry == Entry::AugmentFwd {
        results.push(ResultLeaf::Tape);
    }
    results.extend((0..returned).map(ResultLeaf::Call));
    if let (Some(m), Entry::Forward) = (&d.result_memory, d.entry) {
        // The returned struct's tangent (after its primal value when the
        // primal is asked for) from the caller-owned memory.
        let parts: &[bool] = match forward_primal_only {
            Some(true) => &[false],
            Some(false) => &[],
            None if return_primal => &[false, true],
            None => &[true],
        };
        let leaves = s.layouts().leaves(&m.ty)?;
        results = parts
            .iter()
            .flat_map(|&shadow| {
                leaves.iter().map(move |l| ResultLeaf::ResultMemory {
                    shadow,
                    offset: l.offset,
                    ty: l.ty,
                })
            })
            .collect();
    }
    let byval_outs: Vec<(usize, usize, &LType)> = d
        .params
        .iter()
        .enumerate()
        .filter_map(|(k, p)| match p.shadows.first() {
            Some(Shadow::ByvalOut { ty, .. }) => {
                let before = d.params[..k]
                    .iter()
                    .filter(|q| q.kind == ArgKind::Active)
                    .count();
                Some((before, k, ty))
            }
            _ => None,
        })
        .collect();
    if !byval_outs.is_empty() {
        // Each active struct's gradient, in argument order among the
        // other gradients (after the primal results).
        let primals = if return_primal {
            target_sig.returns.len()
        } else {
            0
        };
        let mut grads = results.split_off(primals.min(results.len()));
        let mut at = 0;
        let mut merged = Vec::new();
        for (before, param, ty) in byval_outs {
            while at < before && !grads.is_empty() {
                merged.push(grads.remove(0));
                at += 1;
            }
            // Every field, as the struct is returned: non-float fields
            // stay as the zeroed shadow has them.
            for leaf in s.layouts().leaves(ty)? {
                merged.push(ResultLeaf::ByvalShadow {
                    param,
                    offset: leaf.offset,
                    ty: leaf.ty,
                });
            }
        }
        merged.extend(grads);
        results.extend(merged);
    }
    if let Some(want_primal) = forward_primal_only {
        results.truncate(if want_primal {
            target_sig.returns.len()
        } else {
            0
        });
    }
    Ok(results)
}

/// Where the results go: the caller's `sret` memory, nowhere, or the
/// leaves the call returns, shaped as the declaration says.
fn delivery(
    s: &Scope,
    name: &str,
    call: &CallSite,
    entry: Entry,
    sret: Option<LType>,
    mut results: Vec<ResultLeaf>,
) -> R<(Vec<ResultLeaf>, Delivery)> {
    if let Some(ty) = sret {
        // The tangents go to the caller's result memory.
        let leaves = s.layouts().leaves(&ty)?;
        let tys: Vec<Type> = leaves.iter().map(|l| l.ty).collect();
        if entry == Entry::AugmentFwd {
            results.truncate(lanes(&tys));
        }
        check_shape(name, &tys, results.len())?;
        let leaves = leaves.iter().map(|l| (l.offset, l.ty)).collect();
        return Ok((results, Delivery::CallerMemory(leaves)));
    }
    // Shape the results as the call site's return type says.
    if matches!(call.ret_ty, LType::Void) {
        return Ok((results, Delivery::Discard));
    }
    let want = s.layouts().leaf_types(&call.ret_ty)?;
    if entry == Entry::AugmentFwd {
        // The tape, then as much of (primal results, shadow results) as
        // the declaration asks for.
        results.truncate(lanes(&want));
        // A struct declared primal first (`{ double primal; void *tape; }`)
        // takes the tape last.
        let primal_first = want.first().is_some_and(|t| !t.is_ptr())
            && want.last().is_some_and(|t| t.is_ptr())
            && matches!(results.first(), Some(ResultLeaf::Tape));
        if primal_first {
            results.rotate_left(1);
        }
    }
    if results.is_empty() {
        // A function without a differentiable result, called through a
        // declaration that returns something: the value is meaningless.
        return Ok((results, Delivery::Zeros(want)));
    }
    check_shape(name, &want, results.len())?;
    Ok((results, Delivery::Leaves(want)))
}

/// Scalars in `tys`, counting each lane of a vector.
pub(super) fn lanes(tys: &[Type]) -> usize {
    tys.iter().map(|t| t.lanes() as usize).sum()
}

/// Whether `results` values fill the declared leaves `want`.
pub(super) fn check_shape(name: &str, want: &[Type], results: usize) -> R<()> {
    let lanes = lanes(want);
    if lanes != results {
        return Err(LowerError::bare(format!(
            "@{name} is declared to return {lanes} values, but the derivative returns {results}"
        )));
    }
    Ok(())
}

/// The marker an argument is, if it is one: a load of a global named
/// `enzyme_*`, or `metadata !"enzyme_*"`.
/// A constant address through its casts: a GPU program reads a marker
/// global of address space 1 as `addrspacecast (ptr addrspace(1) @g to ptr)`.
fn uncast(v: &LValue) -> &LValue {
    match v {
        LValue::Expr(e) => match &**e {
            crate::ast::ConstExpr::Cast { value, .. } => uncast(&value.value),
            _ => v,
        },
        _ => v,
    }
}

pub(super) fn marker(s: &Scope, v: &LValue) -> Option<String> {
    marker_at(s, v, 0)
}

fn marker_at(s: &Scope, v: &LValue, depth: u32) -> Option<String> {
    match v {
        LValue::Metadata(md) => match &**md {
            crate::ast::Metadata::String(s) => {
                let s = String::from_utf8_lossy(s).into_owned();
                s.starts_with("enzyme_").then_some(s)
            }
            _ => None,
        },
        LValue::Local(name) => {
            let def = s.defs.definition(name)?;
            match &def.kind {
                InstKind::Load { ptr, .. } => match (global_name(uncast(&ptr.value)), &ptr.value) {
                    (Some(Name::Named(g)), _) if g.starts_with("enzyme_") => Some(g.clone()),
                    // At -O0, through the stack slot of an inlined wrapper.
                    (_, LValue::Local(slot)) if depth < 64 => {
                        marker_at(s, s.defs.single_store(slot)?, depth + 1)
                    }
                    _ => None,
                },
                _ => None,
            }
        }
        LValue::Global(Name::Named(g)) if g.starts_with("enzyme_") => Some(g.clone()),
        _ => None,
    }
}

/// An integer constant argument (for `enzyme_width N`).
fn const_arg(v: &LValue) -> Option<i64> {
    match v {
        LValue::Int(i) => i64::try_from(*i).ok(),
        _ => None,
    }
}
