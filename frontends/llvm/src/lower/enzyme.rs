//! The Enzyme C ABI: calls of `__enzyme_fwddiff(f, enzyme_dup, x, dx, …)`
//! become calls of a derivative that zyme synthesizes after the whole
//! module is lowered (see `../shared/ENZYME_ABI.md`).
//!
//! A call site is lowered to a call of a *placeholder*: a local function
//! declared with the derivative's signature. Once every function body
//! exists, [`synthesize`] gives each placeholder the derivative as its
//! body, so the call sites need no patching. Callees are matched by
//! substring, as Enzyme does (`__enzyme_fwddiff_f32`, mangled variants).

use super::func::{FnLower, L};
use super::{global_name, symbol, LowerError, Symbol, R};
use crate::ast::{CallSite, InstKind, Name, Type as LType, TypedValue, Value as LValue};
use std::collections::HashMap;
use zyme_ir::autodiff::{
    tape, ArgKind, CustomGradient, ForwardOptions, Mode, Registrations, Request, ReverseOptions,
};
use zyme_ir::{CastOp, FuncId, Module, Type, Value};

/// The function a call site calls, and the reverse half of a split pair.
type Placeholders = (FuncId, Option<FuncId>);

/// Whether a callee name is an Enzyme entry point zyme handles here.
pub(crate) fn is_entry_point(name: &str) -> bool {
    name.contains("__enzyme_")
        && [
            "__enzyme_fwddiff",
            "__enzyme_autodiff",
            "__enzyme_fwdsplit",
            "__enzyme_augmentfwd",
            "__enzyme_augmentsize",
            "__enzyme_reverse",
            "__enzyme_virtualreverse",
            "__enzyme_batch",
        ]
        .iter()
        .any(|e| name.contains(e))
}

/// The marker an argument is, if it is one: a load of a global named
/// `enzyme_*`, or `metadata !"enzyme_*"`.
fn marker(fl: &FnLower, v: &LValue) -> Option<String> {
    marker_at(fl, v, 0)
}

fn marker_at(fl: &FnLower, v: &LValue, depth: u32) -> Option<String> {
    match v {
        LValue::Metadata(md) => match &**md {
            crate::ast::Metadata::String(s) => {
                let s = String::from_utf8_lossy(s).into_owned();
                s.starts_with("enzyme_").then_some(s)
            }
            _ => None,
        },
        LValue::Local(name) => {
            let def = fl.definition(name)?;
            match &def.kind {
                InstKind::Load { ptr, .. } => match (global_name(&ptr.value), &ptr.value) {
                    (Some(Name::Named(g)), _) if g.starts_with("enzyme_") => Some(g.clone()),
                    // At -O0, through the stack slot of an inlined wrapper.
                    (_, LValue::Local(slot)) if depth < 64 => {
                        marker_at(fl, fl.single_store(slot)?, depth + 1)
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

/// The Enzyme entry points zyme implements.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Entry {
    Forward,
    Autodiff,
    AugmentFwd,
    Reverse,
    AugmentSize,
    VirtualReverse,
}

fn entry(name: &str) -> Option<Entry> {
    // `__enzyme_fwdsplit` is forward mode given the tape of an augmented
    // forward call; zyme's forward derivatives recompute what they need,
    // so it is forward mode with the trailing tape argument unused.
    Some(
        if name.contains("__enzyme_fwddiff") || name.contains("__enzyme_fwdsplit") {
            Entry::Forward
        } else if name.contains("__enzyme_autodiff") {
            Entry::Autodiff
        } else if name.contains("__enzyme_augmentfwd") {
            Entry::AugmentFwd
        } else if name.contains("__enzyme_augmentsize") {
            Entry::AugmentSize
        } else if name.contains("__enzyme_reverse") {
            Entry::Reverse
        } else if name.contains("__enzyme_virtualreverse") {
            Entry::VirtualReverse
        } else {
            return None;
        },
    )
}

/// Lowers a call of an Enzyme entry point.
pub(crate) fn lower_call(fl: &mut FnLower, name: &str, call: &CallSite) -> R<L> {
    let Some(entry) = entry(name) else {
        return Err(LowerError::bare(format!(
            "@{name}: this Enzyme entry point is not supported yet (`__enzyme_fwddiff`, `__enzyme_fwdsplit`, `__enzyme_autodiff`, `__enzyme_augmentfwd`, `__enzyme_reverse`, `__enzyme_augmentsize` and `__enzyme_virtualreverse` are)"
        )));
    };
    let reverse = entry != Entry::Forward;
    if entry == Entry::AugmentSize {
        // The tape zyme's split derivatives take is a fixed-size header
        // (the stack of taped values grows behind it on the heap).
        let want = fl.layouts().leaf_types(&call.ret_ty)?;
        let [t] = want[..] else {
            return Err(LowerError::bare(format!("@{name} must return an integer")));
        };
        let size = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
        return Ok(L::from_leaves(vec![convert(fl, size, t)?]));
    }
    if entry == Entry::VirtualReverse {
        // The shadow of a function pointer, for shadow vtables a program
        // builds by hand. zyme's reverse mode dispatches indirect calls on
        // the primal pointer and never reads shadows of code pointers, so
        // the function itself serves.
        let f = call
            .args
            .first()
            .ok_or_else(|| LowerError::bare(format!("@{name} needs a function as its argument")))?;
        let addr = fl.op(&f.ty, &f.value)?.one()?;
        return Ok(L::from_leaves(vec![addr]));
    }
    // With a hidden `sret` result pointer, the function comes second.
    let sret = call.args.first().and_then(|a| {
        a.attrs.iter().find_map(|at| match at {
            crate::ast::Attribute::Type(n, t) if n == "sret" => Some(t.clone()),
            _ => None,
        })
    });
    let fn_index = usize::from(sret.is_some());
    let Some(first) = call.args.get(fn_index) else {
        return Err(LowerError::bare(format!(
            "@{name} needs the function to differentiate as its first argument"
        )));
    };
    let target = resolve_target(fl, &first.value, 0)?;
    let mut funcs = Vec::new();
    target.functions(&mut funcs);
    let primary = funcs[0];
    let target_sig = fl.b.module().functions[primary].sig.clone();
    let target_name = fl.b.module().functions[primary].name.clone();
    for &f in &funcs[1..] {
        if fl.b.module().functions[f].sig != target_sig {
            return Err(LowerError::bare(format!(
                "@{name} selects between functions of different types (@{target_name} and @{})",
                fl.b.module().functions[f].name
            )));
        }
    }
    if funcs.len() > 1 && matches!(entry, Entry::AugmentFwd | Entry::Reverse) {
        return Err(LowerError::bare(format!(
            "@{name}: a `select` of functions is supported by __enzyme_fwddiff and __enzyme_autodiff only"
        )));
    }
    let params = &target_sig.params;
    let rest = &call.args[fn_index + 1..];

    // Whole-call markers first: the width decides how many shadows follow.
    let mut options = ForwardOptions::default();
    let mut tape_arg: Option<usize> = None;
    let mut interleave = false;
    let mut const_return = false;
    let mut runtime_activity = false;
    let mut i = 0;
    while i < rest.len() {
        if let Some(m) = marker(fl, &rest[i].value) {
            match m.as_str() {
                "enzyme_width" if reverse && entry != Entry::Autodiff => {
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
                                "enzyme_width must be followed by a constant between 1 and 64"
                                    .into(),
                            )
                        })?;
                    options.width = n as u32;
                }
                "enzyme_tape" => tape_arg = Some(i + 1),
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
                "enzyme_interleave" => interleave = true,
                "enzyme_const_return" => const_return = true,
                _ => {}
            }
        }
        i += 1;
    }
    let w = options.width as usize;

    let mut kinds = Vec::new();
    // Each parameter's value, then its shadows.
    let mut per_param: Vec<Vec<Value>> = Vec::new();
    // `enzyme_out` structs passed `byval`: how many active arguments come
    // before each, its shadow copy and its type.
    let mut byval_outs: Vec<(usize, Value, LType)> = Vec::new();
    // A function that returns a struct in memory (`sret`): the caller of
    // the derivative owns that memory and its shadow, seeded with ones as
    // an active float result is (reverse) or read as the result's tangent
    // (forward).
    let sret_target = target_sret(fl, &target_name)
        .filter(|_| matches!(entry, Entry::Autodiff | Entry::Forward) && options.width == 1);
    if let Some(t) = &sret_target {
        let size = fl.layouts().alloc_size(t)?;
        let align = fl.layouts().align(t)?;
        let slot = |fl: &mut FnLower| {
            let s = fl.b.stack_slot(size.max(1), align);
            let p = fl.b.stack_addr(s);
            let zero = fl.b.iconst(Type::I8, 0);
            let len = fl.b.iconst(Type::I64, size as i64);
            fl.b.mem(zyme_ir::MemOp::Memset, p, zero, len);
            p
        };
        let primal = slot(fl);
        let shadow = slot(fl);
        if reverse && !const_return {
            for leaf in fl.layouts().leaves(t)? {
                if leaf.ty.is_float() && !leaf.ty.is_vector() {
                    let one = if leaf.ty == Type::F32 {
                        fl.b.f32const(1.0)
                    } else {
                        fl.b.f64const(1.0)
                    };
                    let at = fl.b.ptr_add_imm(shadow, leaf.offset as i64);
                    fl.b.store(one, at, zyme_ir::MemFlags::aligned(1));
                }
            }
        }
        per_param.push(vec![primal, shadow]);
        kinds.push(ArgKind::Dup);
    }
    let sret_memory = sret_target
        .as_ref()
        .map(|_| (per_param[0][0], per_param[0][1]));
    let mut i = 0;
    let take = |fl: &mut FnLower, i: usize| -> R<Value> {
        let a = rest.get(i).ok_or_else(|| {
            LowerError::bare(format!(
                "@{name}: too few arguments for @{target_name}'s {} parameters",
                params.len()
            ))
        })?;
        fl.op(&a.ty, &a.value)?.one()
    };
    loop {
        let mut kind: Option<ArgKind> = None;
        // enzyme_dupv's byte stride between shadows, an i64 value.
        let mut stride: Option<Value> = None;
        let mut byref: Option<i64> = None;
        // Markers before the argument.
        while let Some(m) = rest.get(i).and_then(|a| marker(fl, &a.value)) {
            i += 1;
            match m.as_str() {
                "enzyme_const" => kind = Some(ArgKind::Const),
                "enzyme_dup" => kind = Some(ArgKind::Dup),
                "enzyme_dupnoneed" => kind = Some(ArgKind::DupNoNeed),
                "enzyme_dupv" | "enzyme_dupnoneedv" if reverse && entry != Entry::Autodiff => {
                    return Err(LowerError::bare(format!(
                        "@{name}: {m} (vector mode) is supported by __enzyme_fwddiff and __enzyme_autodiff, not in split mode"
                    )))
                }
                "enzyme_dupv" | "enzyme_dupnoneedv" => {
                    kind = Some(if m == "enzyme_dupv" {
                        ArgKind::Dup
                    } else {
                        ArgKind::DupNoNeed
                    });
                    let s = take(fl, i).map_err(|_| {
                        LowerError::bare(format!("{m} must be followed by a byte stride"))
                    })?;
                    if !fl.b.func().dfg.value_type(s).is_int() {
                        return Err(LowerError::bare(format!(
                            "{m} must be followed by an integer byte stride"
                        )));
                    }
                    stride = Some(convert(fl, s, Type::I64)?);
                    i += 1;
                }
                "enzyme_width" | "enzyme_allocated" | "enzyme_tape" => i += 1,
                "enzyme_interleave" => {}
                "enzyme_byref" => {
                    byref = Some(rest.get(i).and_then(|a| const_arg(&a.value)).ok_or_else(|| {
                        LowerError::bare("enzyme_byref must be followed by a constant byte size".into())
                    })?);
                    i += 1;
                }
                "enzyme_runtime_activity" if matches!(entry, Entry::Autodiff | Entry::Forward) => {
                    runtime_activity = true
                }
                "enzyme_runtime_activity" => {
                    return Err(LowerError::bare(format!(
                        "@{name}: enzyme_runtime_activity is supported by __enzyme_autodiff and __enzyme_fwddiff; in split mode pass distinct shadow memory, or mark the argument enzyme_const"
                    )))
                }
                "enzyme_primal_return" if matches!(entry, Entry::AugmentFwd | Entry::Reverse) => {
                    return Err(LowerError::bare(format!(
                        "@{name}: enzyme_primal_return is not allowed in split reverse mode (SplitPrimalRet); __enzyme_augmentfwd returns the primal result after the tape"
                    )))
                }
                "enzyme_primal_return" => options.return_primal = true,
                "enzyme_out" if reverse => kind = Some(ArgKind::Active),
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
        }
        if kinds.len() == params.len() {
            break;
        }
        let pty = params[kinds.len()];
        let kind = kind.unwrap_or(if reverse && pty.is_float() {
            ArgKind::Active
        } else if pty.is_float() || pty.is_ptr() {
            ArgKind::Dup
        } else {
            ArgKind::Const
        });
        let byval = rest.get(i).and_then(|a| {
            a.attrs.iter().find_map(|at| match at {
                crate::ast::Attribute::Type(n, t) if n == "byval" => Some(t.clone()),
                _ => None,
            })
        });
        let mut v = take(fl, i)?;
        i += 1;
        if let Some(t) = &byval {
            // The callee owns a copy of a `byval` struct: so does its
            // derivative. An active one (`enzyme_out` on a struct C
            // passes in memory) gets a zeroed shadow copy whose float
            // fields come back with the other gradients.
            v = fl.byval_copy(t, v)?;
            if kind == ArgKind::Active && entry != Entry::Autodiff {
                return Err(LowerError::bare(format!(
                    "@{name}: enzyme_out on a struct passed in memory (byval) is supported by __enzyme_autodiff only; pass a pointer with enzyme_dup"
                )));
            }
            if kind == ArgKind::Active {
                let size = fl.layouts().alloc_size(t)?;
                let align = fl.layouts().align(t)?;
                let slot = fl.b.stack_slot(size.max(1), align);
                let shadow = fl.b.stack_addr(slot);
                let zero = fl.b.iconst(Type::I8, 0);
                let len = fl.b.iconst(Type::I64, size as i64);
                fl.b.mem(zyme_ir::MemOp::Memset, shadow, zero, len);
                let before = kinds.iter().filter(|&&k| k == ArgKind::Active).count();
                byval_outs.push((before, shadow, t.clone()));
                per_param.push(vec![v, shadow]);
                kinds.push(ArgKind::Dup);
                continue;
            }
        }
        // `enzyme_byref N`: the argument is the address of the value.
        let by_ref = |fl: &mut FnLower, v: Value| -> R<Value> {
            if byref.is_some() {
                Ok(fl.b.load(pty, v, zyme_ir::MemFlags::aligned(1)))
            } else {
                convert(fl, v, pty)
            }
        };
        let mut vals = vec![by_ref(fl, v)?];
        if kind == ArgKind::Active || !kind.is_active() || interleave {
            // enzyme_out: the value only, its gradient is returned; with
            // enzyme_interleave the shadows come after all values.
        } else {
            match stride {
                Some(s) => {
                    let base = take(fl, i)?;
                    i += 1;
                    for k in 0..w {
                        let kk = fl.b.iconst(Type::I64, k as i64);
                        let off = fl.b.imul(s, kk);
                        let p = fl.b.ptr_add(base, off);
                        vals.push(p);
                    }
                }
                None => {
                    for _ in 0..w {
                        let s = take(fl, i)?;
                        i += 1;
                        vals.push(by_ref(fl, s)?);
                    }
                }
            }
        }
        per_param.push(vals);
        kinds.push(kind);
    }
    if interleave {
        for (k, &kind) in kinds.iter().enumerate() {
            if kind.is_active() && kind != ArgKind::Active {
                for _ in 0..w {
                    while rest.get(i).and_then(|a| marker(fl, &a.value)).is_some() {
                        i += 1;
                    }
                    let s = take(fl, i)?;
                    i += 1;
                    let s = convert(fl, s, params[k])?;
                    per_param[k].push(s);
                }
            }
        }
    }
    // Runtime activity: a duplicated pointer whose shadow is the primal
    // itself is inactive. Each such pointer doubles the variants zyme
    // compiles; the call picks one by comparing the pointers.
    let runtime_dups: Vec<usize> = if runtime_activity {
        (0..kinds.len())
            .filter(|&k| {
                matches!(kinds[k], ArgKind::Dup | ArgKind::DupNoNeed)
                    && params[k].is_ptr()
                    && w == 1
            })
            .collect()
    } else {
        Vec::new()
    };
    if runtime_dups.len() > 4 {
        return Err(LowerError::bare(format!(
            "@{name}: enzyme_runtime_activity with {} duplicated pointers would compile {} variants; zyme allows at most 4 such pointers",
            runtime_dups.len(),
            1 << runtime_dups.len()
        )));
    }
    let variants_args: Vec<(Vec<ArgKind>, Vec<Value>)> = (1..1usize << runtime_dups.len())
        .map(|mask| {
            let mut ks = kinds.clone();
            let mut vs = Vec::new();
            for (k, vals) in per_param.iter().enumerate() {
                let inactive = runtime_dups
                    .iter()
                    .position(|&d| d == k)
                    .is_some_and(|bit| mask & (1 << bit) != 0);
                if inactive {
                    ks[k] = ArgKind::Const;
                    vs.push(vals[0]);
                } else {
                    vs.extend(vals);
                }
            }
            (ks, vs)
        })
        .collect();
    let runtime_tests: Vec<(Value, Value)> = runtime_dups
        .iter()
        .map(|&k| (per_param[k][0], per_param[k][1]))
        .collect();
    let mut args: Vec<Value> = per_param.into_iter().flatten().collect();
    // `__enzyme_reverse` takes the adjoint of each float result, then the
    // tape (unless `enzyme_tape` named it).
    let mut tape = None;
    if entry == Entry::Reverse {
        for &t in target_sig.returns.iter().filter(|t| t.is_float()) {
            let v = take(fl, i).map_err(|_| {
                LowerError::bare(format!(
                    "@{name}: @{target_name} returns a {t}, so the adjoint of its result (differet) must follow the arguments"
                ))
            })?;
            i += 1;
            args.push(convert(fl, v, t)?);
        }
        if tape_arg.is_none() {
            let v = take(fl, i).map_err(|_| {
                LowerError::bare(format!(
                    "@{name}: the tape from __enzyme_augmentfwd must be the last argument"
                ))
            })?;
            i += 1;
            tape = Some(v);
        }
    }
    if name.contains("__enzyme_fwdsplit") && i + 1 == rest.len() {
        // The tape (or null) of __enzyme_fwdsplit.
        i += 1;
    }
    if i < rest.len() {
        return Err(LowerError::bare(format!(
            "Had too many arguments to @{name}: @{target_name} takes {} parameters",
            params.len()
        )));
    }
    if let Some(k) = tape_arg {
        let v = take(fl, k)?;
        if entry == Entry::AugmentFwd {
            // A caller-allocated tape starts empty.
            let zero = fl.b.iconst(Type::I8, 0);
            let n = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
            fl.b.mem(zyme_ir::MemOp::Memset, v, zero, n);
        }
        tape = Some(v);
    }

    // A constant result in forward mode: the primal alone, if asked for.
    let forward_primal_only = (entry == Entry::Forward && const_return)
        .then(|| std::mem::replace(&mut options.return_primal, true));
    options.runtime_activity = runtime_activity;
    let reverse_options = ReverseOptions {
        return_primal: options.return_primal,
        const_return,
        runtime_activity,
    };
    let mode = match entry {
        Entry::Forward => Mode::Forward(options),
        Entry::Autodiff if options.width > 1 => Mode::ReverseBatch(options.width, reverse_options),
        Entry::Autodiff => Mode::Reverse(reverse_options),
        _ => Mode::Split,
    };
    let mut placeholders = HashMap::new();
    for &f in &funcs {
        let p = placeholder(fl, f, &kinds, mode)?;
        placeholders.insert(f, p);
    }
    let (aug, rev) = placeholders[&primary];
    let mut results = match entry {
        Entry::AugmentFwd => {
            let header = match tape {
                Some(t) => t,
                None => {
                    let malloc = libc(
                        fl,
                        "malloc",
                        zyme_ir::Signature::new([Type::I64], [Type::PTR]),
                    )?;
                    let n = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
                    let h = fl.b.call(malloc, &[n])[0];
                    let zero = fl.b.iconst(Type::I8, 0);
                    fl.b.mem(zyme_ir::MemOp::Memset, h, zero, n);
                    h
                }
            };
            let mut call_args = vec![header];
            call_args.extend(args);
            let mut out = vec![header];
            out.extend(fl.b.call(aug, &call_args));
            out
        }
        Entry::Reverse => {
            let header = tape.expect("taken above");
            let mut call_args = vec![header];
            call_args.extend(args);
            let out = fl.b.call(rev.expect("split"), &call_args);
            if tape_arg.is_none() {
                // The tape __enzyme_augmentfwd allocated ends here.
                let free = libc(fl, "free", zyme_ir::Signature::new([Type::PTR], []))?;
                fl.b.call(free, &[header]);
            }
            out
        }
        _ if !runtime_tests.is_empty() => {
            let Target::One(f) = &target else {
                return Err(LowerError::bare(format!(
                    "@{name}: enzyme_runtime_activity with a `select` of functions is not supported"
                )));
            };
            // mask = Σ (shadow == primal) << bit; variant 0 is the one
            // with every pointer active.
            let mut mask = fl.b.iconst(Type::I64, 0);
            for (bit, &(p, s)) in runtime_tests.iter().enumerate() {
                let eq = fl.b.icmp(zyme_ir::IntCC::Eq, p, s);
                let one = fl.b.cast(CastOp::Zext, eq, Type::I64);
                let by = fl.b.iconst(Type::I64, bit as i64);
                let shifted = fl.b.shl(one, by);
                mask = fl.b.bor(mask, shifted);
            }
            let ret_tys = fl.b.module().functions[placeholders[f].0]
                .sig
                .returns
                .clone();
            let join = fl.b.create_block();
            let outs: Vec<Value> = ret_tys
                .iter()
                .map(|&t| fl.b.append_param(join, t))
                .collect();
            let mut callees = vec![(placeholders[f].0, args.clone())];
            for (ks, vs) in &variants_args {
                callees.push((placeholder(fl, *f, ks, mode)?.0, vs.clone()));
            }
            let blocks: Vec<zyme_ir::Block> = callees.iter().map(|_| fl.b.create_block()).collect();
            let mut rest_blocks = blocks.clone();
            let first = rest_blocks.remove(0);
            let cases: Vec<(u64, zyme_ir::BlockCall)> = rest_blocks
                .iter()
                .enumerate()
                .map(|(m, &b)| (m as u64 + 1, zyme_ir::BlockCall::new(b, Vec::new())))
                .collect();
            fl.b.switch(mask, cases, zyme_ir::BlockCall::new(first, Vec::new()));
            for ((callee, vs), &blk) in callees.iter().zip(&blocks) {
                fl.b.switch_to(blk);
                let r = fl.b.call(*callee, vs);
                fl.b.jump(join, &r);
            }
            fl.b.switch_to(join);
            outs
        }
        _ => match &target {
            Target::One(f) => fl.b.call(placeholders[f].0, &args),
            Target::Select(..) => {
                let firsts = placeholders.iter().map(|(&k, &(p, _))| (k, p)).collect();
                let addr = target_address(fl, &target, &firsts)?;
                let sig = fl.b.module().functions[aug].sig.clone();
                fl.b.call_indirect(sig, addr, &args)
            }
        },
    };
    if let (Some(t), Some((primal, shadow)), Entry::Forward) = (&sret_target, sret_memory, entry) {
        // The returned struct's tangent (after its primal value when the
        // primal is asked for) from the caller-owned memory.
        let mut out = Vec::new();
        let parts: &[Value] = match forward_primal_only {
            Some(true) => &[primal],
            Some(false) => &[],
            None if options.return_primal => &[primal, shadow],
            None => &[shadow],
        };
        for &base in parts {
            for leaf in fl.layouts().leaves(t)? {
                let p = fl.b.ptr_add_imm(base, leaf.offset as i64);
                out.push(fl.b.load(leaf.ty, p, zyme_ir::MemFlags::aligned(1)));
            }
        }
        results = out;
    }
    if !byval_outs.is_empty() {
        // Each active struct's gradient, in argument order among the
        // other gradients (after the primal results).
        let primals = if options.return_primal {
            target_sig.returns.len()
        } else {
            0
        };
        let mut grads = results.split_off(primals.min(results.len()));
        let mut at = 0;
        let mut merged = Vec::new();
        for (before, shadow, ty) in &byval_outs {
            while at < *before && !grads.is_empty() {
                merged.push(grads.remove(0));
                at += 1;
            }
            // Every field, as the struct is returned: non-float fields
            // stay as the zeroed shadow has them.
            for leaf in fl.layouts().leaves(ty)? {
                let p = fl.b.ptr_add_imm(*shadow, leaf.offset as i64);
                merged.push(fl.b.load(leaf.ty, p, zyme_ir::MemFlags::aligned(1)));
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
    if let Some(ty) = sret {
        // The tangents go to the caller's result memory.
        let ptr = fl.op(&call.args[0].ty, &call.args[0].value)?.one()?;
        let leaves = fl.layouts().leaves(&ty)?;
        let tys: Vec<Type> = leaves.iter().map(|l| l.ty).collect();
        if entry == Entry::AugmentFwd {
            results.truncate(tys.iter().map(|t| t.lanes() as usize).sum());
        }
        let values = shape(fl, &results, &tys, name)?;
        for (leaf, v) in leaves.iter().zip(values) {
            let at = fl.b.ptr_add_imm(ptr, leaf.offset as i64);
            fl.b.store(v, at, zyme_ir::MemFlags::aligned(1));
        }
        return Ok(L::none());
    }
    // Shape the results as the call site's return type says.
    if matches!(call.ret_ty, LType::Void) {
        return Ok(L::none());
    }
    let want = fl.layouts().leaf_types(&call.ret_ty)?;
    if entry == Entry::AugmentFwd {
        // The tape, then as much of (primal results, shadow results) as
        // the declaration asks for.
        results.truncate(want.iter().map(|t| t.lanes() as usize).sum());
    }
    if results.is_empty() {
        // A function without a differentiable result, called through a
        // declaration that returns something: the value is meaningless.
        let zeros = want.iter().map(|&t| fl.zero(t)).collect();
        return Ok(L::from_leaves(zeros));
    }
    Ok(L::from_leaves(shape(fl, &results, &want, name)?))
}

/// A C library function for the lowering to call.
fn libc(fl: &mut FnLower, name: &str, sig: zyme_ir::Signature) -> R<FuncId> {
    fl.b.module_mut()
        .import_function(name, sig)
        .map_err(|e| LowerError::bare(e.to_string()))
}

/// The derivative's results as the leaves the C declaration returns:
/// one per leaf, or packed into a vector leaf (clang returns a struct of
/// two floats as `<2 x float>`), converted as C converts.
fn shape(fl: &mut FnLower, results: &[Value], want: &[Type], name: &str) -> R<Vec<Value>> {
    let lanes: usize = want.iter().map(|t| t.lanes() as usize).sum();
    if lanes != results.len() {
        return Err(LowerError::bare(format!(
            "@{name} is declared to return {lanes} values, but the derivative returns {}",
            results.len()
        )));
    }
    let mut out = Vec::new();
    let mut next = results.iter().copied();
    for &t in want {
        if t.is_vector() {
            let lane_ty = Type::scalar(t.lane());
            let mut lanes = Vec::new();
            for _ in 0..t.lanes() {
                let r = next.next().expect("counted");
                lanes.push(convert(fl, r, lane_ty)?);
            }
            out.push(fl.build_vector(t, &lanes));
        } else {
            let r = next.next().expect("counted");
            out.push(convert(fl, r, t)?);
        }
    }
    Ok(out)
}

/// The placeholder(s) for one derivative, declared on first request:
/// the derivative, or the augmented and reverse halves of a split one.
fn placeholder(fl: &mut FnLower, target: FuncId, kinds: &[ArgKind], mode: Mode) -> R<Placeholders> {
    let at = Some(fl.position());
    let request = Request::new(target, kinds, mode);
    fl.ad
        .place(fl.b.module_mut(), request, at)
        .map_err(|e| LowerError::bare(e.to_string()))
}

/// What an Enzyme call's function argument names: a function, or a
/// `select` between such (Enzyme differentiates both and selects).
enum Target<'a> {
    One(FuncId),
    Select(&'a crate::ast::TypedValue, Box<Target<'a>>, Box<Target<'a>>),
}

impl Target<'_> {
    fn functions(&self, out: &mut Vec<FuncId>) {
        match self {
            Target::One(f) => {
                if !out.contains(f) {
                    out.push(*f)
                }
            }
            Target::Select(_, a, b) => {
                a.functions(out);
                b.functions(out);
            }
        }
    }
}

fn target_address(
    fl: &mut FnLower,
    t: &Target,
    placeholders: &HashMap<FuncId, FuncId>,
) -> R<Value> {
    Ok(match t {
        Target::One(f) => fl.b.func_addr(placeholders[f]),
        Target::Select(c, a, b) => {
            let cond = fl.op1(c)?;
            let x = target_address(fl, a, placeholders)?;
            let y = target_address(fl, b, placeholders)?;
            fl.b.select(cond, x, y)
        }
    })
}

fn resolve_target<'a>(fl: &FnLower<'_, 'a, '_>, v: &'a LValue, depth: u32) -> R<Target<'a>> {
    if depth < 64 {
        if let LValue::Local(name) = v {
            if let Some(def) = fl.definition(name) {
                if let InstKind::Select {
                    cond,
                    then_value,
                    else_value,
                    ..
                } = &def.kind
                {
                    let a = resolve_target(fl, &then_value.value, depth + 1)?;
                    let b = resolve_target(fl, &else_value.value, depth + 1)?;
                    return Ok(Target::Select(cond, Box::new(a), Box::new(b)));
                }
                // At -O0, through the stack slot of an inlined wrapper.
                if let InstKind::Load {
                    ptr:
                        TypedValue {
                            value: LValue::Local(slot),
                            ..
                        },
                    ..
                } = &def.kind
                {
                    if let Some(stored) = fl.single_store(slot) {
                        return resolve_target(fl, stored, depth + 1);
                    }
                }
                // A function of the module that returns one function's
                // address (C++'s conversion of a lambda to a function
                // pointer, `+[](double x) { ... }`, at -O0).
                if let InstKind::Call { call, .. } = &def.kind {
                    if let Some(f) = returned_function(fl, &call.callee) {
                        return resolve_target(fl, f, depth + 1);
                    }
                }
            }
        }
    }
    target_function(fl, v).map(Target::One)
}

/// The one value a module function returns, when it returns the same
/// global's address on every path.
fn returned_function<'a>(fl: &FnLower<'_, 'a, '_>, callee: &LValue) -> Option<&'a LValue> {
    let Some(Name::Named(n)) = global_name(callee) else {
        return None;
    };
    let f = fl
        .cx
        .ast
        .functions
        .iter()
        .find(|f| matches!(&f.name, Name::Named(m) if m == n))?;
    let mut returned: Option<&'a LValue> = None;
    for inst in f.blocks.iter().flat_map(|b| &b.insts) {
        if let InstKind::Ret(Some(v)) = &inst.kind {
            if !matches!(v.value, LValue::Global(_)) || returned.is_some_and(|r| r != &v.value) {
                return None;
            }
            returned = Some(&v.value);
        }
    }
    returned
}

/// The struct type a module function returns in memory (its first
/// parameter is `sret(T)`), if it does.
fn target_sret(fl: &FnLower, name: &str) -> Option<LType> {
    let f = fl
        .cx
        .ast
        .functions
        .iter()
        .find(|f| super::symbol(&f.name) == name)?;
    f.params.first()?.attrs.iter().find_map(|a| match a {
        crate::ast::Attribute::Type(n, t) if n == "sret" => Some(t.clone()),
        _ => None,
    })
}

/// The function a `__enzyme_*` call's first argument names.
fn target_function(fl: &FnLower, v: &LValue) -> R<FuncId> {
    let name = match v {
        LValue::Expr(e) => match &**e {
            crate::ast::ConstExpr::Cast { value, .. } => global_name(&value.value),
            _ => None,
        },
        other => global_name(other),
    };
    match name.map(|n| fl.cx.symbols.get(&symbol(n)).copied()) {
        Some(Some(Symbol::Func(f))) => Ok(f),
        _ => Err(LowerError::bare(
            "the first argument of an Enzyme call must name a function of this module".into(),
        )),
    }
}

/// Converts an argument as C's default promotions passed it (`float` as
/// `double`, small integers widened) to the parameter's type.
fn convert(fl: &mut FnLower, v: Value, to: Type) -> R<Value> {
    let from = fl.b.func().dfg.value_type(v);
    if from == to {
        return Ok(v);
    }
    Ok(match (from, to) {
        (f, t) if f.is_float() && t.is_float() => {
            let op = if f.bits() > t.bits() {
                CastOp::Fptrunc
            } else {
                CastOp::Fpext
            };
            fl.b.cast(op, v, t)
        }
        (f, t) if f.is_int() && t.is_int() => {
            let op = if f.bits() > t.bits() {
                CastOp::Trunc
            } else {
                CastOp::Sext
            };
            fl.b.cast(op, v, t)
        }
        _ => {
            return Err(LowerError::bare(format!(
                "an Enzyme call passes a {from} where the function takes a {to}"
            )))
        }
    })
}

/// A C string a global's initializer points at, at `offset`.
fn c_string_at(module: &Module, relocs: &[zyme_ir::Reloc], offset: u64) -> Option<String> {
    relocs.iter().find_map(|r| match r.target {
        zyme_ir::RelocTarget::Global(s) if r.offset == offset => match &module.globals[s].init {
            zyme_ir::GlobalInit::Bytes { data, .. } => {
                let start = r.addend.max(0) as usize;
                let bytes = data.get(start..)?;
                let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
                String::from_utf8(bytes[..end].to_vec()).ok()
            }
            _ => None,
        },
        _ => None,
    })
}

/// What a module registers through Enzyme's globals: custom rules,
/// inactive functions, `__enzyme_function_like` for C math names, and
/// (into `module.library_like`) allocators and deallocators, from
/// `__enzyme_function_like` with `malloc`, `calloc`, `realloc` or `free`
/// and from `__enzyme_allocation_like`.
pub(crate) fn registrations(module: &mut Module) -> Registrations {
    let mut regs = Registrations::default();
    let mut library_like = Vec::new();
    for (_, g) in module.globals.iter() {
        let zyme_ir::GlobalInit::Bytes { data, relocs } = &g.init else {
            continue;
        };
        let func_at = |off: u64| {
            relocs.iter().find_map(|r| match r.target {
                zyme_ir::RelocTarget::Func(f) if r.offset == off && r.addend == 0 => Some(f),
                _ => None,
            })
        };
        if g.name.starts_with("__enzyme_register_gradient") {
            if let (Some(f), Some(augmented), Some(reverse)) = (func_at(0), func_at(8), func_at(16))
            {
                let rule = CustomGradient { augmented, reverse };
                regs.gradients.push((f, rule));
            }
        } else if g.name.starts_with("__enzyme_register_derivative") {
            if let (Some(f), Some(d)) = (func_at(0), func_at(8)) {
                regs.derivatives.push((f, d));
            }
        } else if g.name.starts_with("__enzyme_function_like") {
            // {fn, "name"}: the name is a C string global.
            let Some((f, like)) = func_at(0).zip(c_string_at(module, relocs, 8)) else {
                continue;
            };
            // Allocators and deallocators: calls mean the C function's.
            let args = match like.as_str() {
                "malloc" | "free" => vec![0],
                "calloc" | "realloc" => vec![0, 1],
                _ => {
                    regs.function_like.push((f, like));
                    continue;
                }
            };
            library_like.push((f, zyme_ir::LibraryLike { name: like, args }));
        } else if g.name.contains("__enzyme_allocation_like") {
            // {allocator, (void *)size index, "deallocator's arguments",
            // deallocator}: the deallocator's arguments are the
            // allocator's by index, and -1 for the block.
            let size_at = data
                .get(8..16)
                .map(|b| u64::from_le_bytes(b.try_into().expect("eight bytes")) as usize);
            let frees = c_string_at(module, relocs, 16);
            if let (Some(alloc), Some(size_at)) = (func_at(0), size_at) {
                library_like.push((
                    alloc,
                    zyme_ir::LibraryLike {
                        name: "malloc".into(),
                        args: vec![size_at],
                    },
                ));
                let block_at = frees
                    .as_deref()
                    .and_then(|s| s.split(',').position(|a| a.trim() == "-1"));
                if let (Some(free), Some(block_at)) = (func_at(24), block_at) {
                    library_like.push((
                        free,
                        zyme_ir::LibraryLike {
                            name: "free".into(),
                            args: vec![block_at],
                        },
                    ));
                }
            }
        } else if g.name.starts_with("__enzyme_inactivefn") {
            for r in relocs {
                if let zyme_ir::RelocTarget::Func(f) = r.target {
                    regs.inactive.push(f);
                }
            }
        }
    }
    module.library_like.extend(library_like);
    regs
}
