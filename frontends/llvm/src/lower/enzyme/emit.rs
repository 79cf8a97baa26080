//! Emission of a parsed Enzyme call site: the instructions its
//! [`EnzymeCall`] plan asks for, in order: result memory, arguments and
//! shadows, the tape, the placeholder(s) the request declares, the call
//! (or the switch between runtime-activity variants), and the results
//! delivered as the call site expects them.

use super::parse::check_shape;
use super::plan::{
    Delivery, DerivativeCall, Entry, EnzymeCall, Primal, ResultLeaf, Shadow, Slot, TapePlan, Target,
};
use crate::ast::CallSite;
use crate::lower::func::{FnLower, L};
use crate::lower::{LowerError, R};
use std::collections::HashMap;
use zyme_ir::autodiff::{tape, ArgKind, Mode, Request};
use zyme_ir::{CastOp, FuncId, MemFlags, MemOp, Signature, Type, Value};

/// The function a call site calls, and the reverse half of a split pair.
type Placeholders = (FuncId, Option<FuncId>);

/// Emits the call `plan` describes; `name` is the entry point called.
pub(crate) fn emit(fl: &mut FnLower, name: &str, plan: &EnzymeCall, call: &CallSite) -> R<L> {
    match plan {
        EnzymeCall::TapeSize { ret } => {
            let size = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
            Ok(L::from_leaves(vec![convert(fl, size, *ret)?]))
        }
        EnzymeCall::VirtualReverse { arg } => {
            // The shadow of a function pointer, for shadow vtables a
            // program builds by hand. zyme's reverse mode dispatches
            // indirect calls on the primal pointer and never reads
            // shadows of code pointers, so the function itself serves.
            let f = &call.args[*arg];
            let addr = fl.op(&f.ty, &f.value)?.one()?;
            Ok(L::from_leaves(vec![addr]))
        }
        EnzymeCall::Derivative(d) => derivative(fl, name, d, call),
    }
}

/// The value of argument `arg` of the call, as `slots` count them.
fn operand(fl: &mut FnLower, call: &CallSite, slots: &[Slot], arg: usize) -> R<Value> {
    let slot = slots.get(arg).copied().unwrap_or(Slot { arg, leaf: None });
    let a = &call.args[slot.arg];
    let v = fl.op(&a.ty, &a.value)?;
    match slot.leaf {
        None => v.one(),
        Some(k) => v.leaves().get(k).copied().ok_or_else(|| {
            LowerError::bare(format!("an aggregate Enzyme argument has no leaf {k}"))
        }),
    }
}

/// A zeroed stack slot of `size` bytes.
fn zeroed_slot(fl: &mut FnLower, size: u64, align: u32) -> Value {
    let slot = fl.b.stack_slot(size.max(1), align);
    let p = fl.b.stack_addr(slot);
    let zero = fl.b.iconst(Type::I8, 0);
    let len = fl.b.iconst(Type::I64, size as i64);
    fl.b.mem(MemOp::Memset, p, zero, len);
    p
}

fn derivative(fl: &mut FnLower, name: &str, d: &DerivativeCall, call: &CallSite) -> R<L> {
    let memory = result_memory(fl, d);
    let Arguments {
        per_param,
        byval_shadows,
    } = arguments(fl, d, call, memory)?;
    let runtime = runtime_variants(d, &per_param);
    let mut args: Vec<Value> = per_param.into_iter().flatten().collect();
    for &(arg, ty) in &d.differets {
        let v = operand(fl, call, &d.slots, arg).map_err(|_| {
            LowerError::bare(format!(
                "@{name}: {} returns a {ty}, so the adjoint of its result (differet) must follow the arguments",
                d.target
            ))
        })?;
        args.push(convert(fl, v, ty)?);
    }
    let tape = tape(fl, name, d, call)?;
    let out = call_derivative(fl, name, d, args, tape, runtime)?;
    let results = results(fl, name, d, &out, memory, &byval_shadows)?;
    deliver(fl, name, d, call, &results)
}

/// The result memory: zeroed primal and shadow slots, the shadow
/// seeded.
fn result_memory(fl: &mut FnLower, d: &DerivativeCall) -> Option<(Value, Value)> {
    let m = d.result_memory.as_ref()?;
    let primal = zeroed_slot(fl, m.size, m.align);
    let shadow = zeroed_slot(fl, m.size, m.align);
    for &(offset, ty) in &m.seeds {
        let one = if ty == Type::F32 {
            fl.b.f32const(1.0)
        } else {
            fl.b.f64const(1.0)
        };
        let at = fl.b.ptr_add_imm(shadow, offset as i64);
        fl.b.store(one, at, MemFlags::aligned(1));
    }
    Some((primal, shadow))
}

/// The derivative's arguments, as the plan's parameters give them.
struct Arguments {
    /// Each parameter's value, then its shadows.
    per_param: Vec<Vec<Value>>,
    /// The shadow copies of `enzyme_out` structs, by parameter.
    byval_shadows: HashMap<usize, Value>,
}

fn arguments(
    fl: &mut FnLower,
    d: &DerivativeCall,
    call: &CallSite,
    memory: Option<(Value, Value)>,
) -> R<Arguments> {
    let memory = || memory.expect("planned with the result memory");
    let mut per_param: Vec<Vec<Value>> = Vec::with_capacity(d.params.len());
    let mut byval_shadows: HashMap<usize, Value> = HashMap::new();
    for (k, p) in d.params.iter().enumerate() {
        let mut vals = Vec::with_capacity(1 + p.shadows.len());
        vals.push(match &p.primal {
            Primal::ResultMemory => memory().0,
            Primal::ByvalCopy { arg, ty } => {
                let v = operand(fl, call, &d.slots, *arg)?;
                fl.byval_copy(ty, v)?
            }
            Primal::Arg { arg, byval, load } => {
                let mut v = operand(fl, call, &d.slots, *arg)?;
                if let Some(t) = byval {
                    v = fl.byval_copy(t, v)?;
                }
                by_ref(fl, v, p.ty, *load)?
            }
        });
        for shadow in &p.shadows {
            match shadow {
                Shadow::Arg { arg, load } => {
                    let v = operand(fl, call, &d.slots, *arg)?;
                    vals.push(by_ref(fl, v, p.ty, *load)?);
                }
                Shadow::Strided {
                    stride,
                    base,
                    width,
                } => {
                    let s = operand(fl, call, &d.slots, *stride).map_err(|_| {
                        let marker = if p.kind == ArgKind::DupNoNeed {
                            "enzyme_dupnoneedv"
                        } else {
                            "enzyme_dupv"
                        };
                        LowerError::bare(format!("{marker} must be followed by a byte stride"))
                    })?;
                    let s = convert(fl, s, Type::I64)?;
                    let base = operand(fl, call, &d.slots, *base)?;
                    for k in 0..*width {
                        let kk = fl.b.iconst(Type::I64, i64::from(k));
                        let off = fl.b.imul(s, kk);
                        vals.push(fl.b.ptr_add(base, off));
                    }
                }
                Shadow::ResultMemory => vals.push(memory().1),
                Shadow::ByvalOut { size, align, .. } => {
                    let slot = zeroed_slot(fl, *size, *align);
                    byval_shadows.insert(k, slot);
                    vals.push(slot);
                }
            }
        }
        per_param.push(vals);
    }
    Ok(Arguments {
        per_param,
        byval_shadows,
    })
}

/// `enzyme_runtime_activity`: the (primal, shadow) pairs compared at run
/// time, and the arguments of each variant but the all-active one.
struct RuntimeVariants {
    tests: Vec<(Value, Value)>,
    variants: Vec<(Vec<ArgKind>, Vec<Value>)>,
}

fn runtime_variants(d: &DerivativeCall, per_param: &[Vec<Value>]) -> RuntimeVariants {
    let tests = d
        .runtime_activity
        .iter()
        .map(|&k| (per_param[k][0], per_param[k][1]))
        .collect();
    let kinds = d.kinds();
    let variants = (1..1usize << d.runtime_activity.len())
        .map(|mask| {
            let mut ks = kinds.clone();
            let mut vs = Vec::new();
            for (k, vals) in per_param.iter().enumerate() {
                let inactive = d
                    .runtime_activity
                    .iter()
                    .position(|&r| r == k)
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
    RuntimeVariants { tests, variants }
}

/// The tape the call passes, when the plan names one.
fn tape(fl: &mut FnLower, name: &str, d: &DerivativeCall, call: &CallSite) -> R<Option<Value>> {
    Ok(match d.tape {
        TapePlan::None | TapePlan::Allocate => None,
        TapePlan::Trailing { arg } => Some(operand(fl, call, &d.slots, arg).map_err(|_| {
            LowerError::bare(format!(
                "@{name}: the tape from __enzyme_augmentfwd must be the last argument"
            ))
        })?),
        TapePlan::Caller { arg, clear } => {
            let v = operand(fl, call, &d.slots, arg)?;
            if clear {
                let zero = fl.b.iconst(Type::I8, 0);
                let n = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
                fl.b.mem(MemOp::Memset, v, zero, n);
            }
            Some(v)
        }
    })
}

/// Declares the placeholder(s) and calls the derivative: the augmented
/// or reverse half, the variant runtime activity selects, or the one
/// derivative (through a `select` of placeholders).
fn call_derivative(
    fl: &mut FnLower,
    name: &str,
    d: &DerivativeCall,
    args: Vec<Value>,
    tape: Option<Value>,
    runtime: RuntimeVariants,
) -> R<Vec<Value>> {
    let kinds = d.kinds();
    let funcs = d.target.functions();
    let mut placeholders = HashMap::new();
    for &f in &funcs {
        let p = placeholder(fl, f, &kinds, d.mode)?;
        placeholders.insert(f, p);
    }
    let (aug, rev) = placeholders[&funcs[0]];
    Ok(match d.entry {
        Entry::AugmentFwd => {
            let header = match tape {
                Some(t) => t,
                None => {
                    let malloc = libc(fl, "malloc", Signature::new([Type::I64], [Type::PTR]))?;
                    let n = fl.b.iconst(Type::I64, tape::HEADER_BYTES as i64);
                    let h = fl.b.call(malloc, &[n])[0];
                    let zero = fl.b.iconst(Type::I8, 0);
                    fl.b.mem(MemOp::Memset, h, zero, n);
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
            let header = tape.expect("planned with a tape");
            let mut call_args = vec![header];
            call_args.extend(args);
            let rev = rev.expect("split mode declares a reverse half");
            let out = fl.b.call(rev, &call_args);
            if matches!(d.tape, TapePlan::Trailing { .. }) {
                // The tape __enzyme_augmentfwd allocated ends here.
                let free = libc(fl, "free", Signature::new([Type::PTR], []))?;
                fl.b.call(free, &[header]);
            }
            out
        }
        _ if !runtime.tests.is_empty() => {
            let Target::One(f, _) = &d.target else {
                return Err(LowerError::bare(format!(
                    "@{name}: enzyme_runtime_activity with a `select` of functions is not supported"
                )));
            };
            runtime_switch(fl, *f, placeholders[f].0, d.mode, args, runtime)?
        }
        _ => match &d.target {
            Target::One(f, _) => fl.b.call(placeholders[f].0, &args),
            Target::Select(..) => {
                let firsts = placeholders.iter().map(|(&k, &(p, _))| (k, p)).collect();
                let addr = target_address(fl, &d.target, &firsts)?;
                let sig = fl.b.module().functions[aug].sig.clone();
                fl.b.call_indirect(sig, addr, &args)
            }
        },
    })
}

/// The values the plan's results name.
fn results(
    fl: &mut FnLower,
    name: &str,
    d: &DerivativeCall,
    out: &[Value],
    memory: Option<(Value, Value)>,
    byval_shadows: &HashMap<usize, Value>,
) -> R<Vec<Value>> {
    let mut results = Vec::with_capacity(d.results.len());
    for r in &d.results {
        results.push(match r {
            ResultLeaf::Tape => out[0],
            ResultLeaf::Call(n) => {
                let at = n + usize::from(d.entry == Entry::AugmentFwd);
                *out.get(at).ok_or_else(|| {
                    LowerError::bare(format!(
                        "@{name}: the derivative returns fewer values than planned"
                    ))
                })?
            }
            ResultLeaf::ResultMemory { shadow, offset, ty } => {
                let (primal, shadow_slot) = memory.expect("planned with the result memory");
                let base = if *shadow { shadow_slot } else { primal };
                let p = fl.b.ptr_add_imm(base, *offset as i64);
                fl.b.load(*ty, p, MemFlags::aligned(1))
            }
            ResultLeaf::ByvalShadow { param, offset, ty } => {
                let p = fl.b.ptr_add_imm(byval_shadows[param], *offset as i64);
                fl.b.load(*ty, p, MemFlags::aligned(1))
            }
        });
    }
    Ok(results)
}

/// The results where the plan delivers them.
fn deliver(
    fl: &mut FnLower,
    name: &str,
    d: &DerivativeCall,
    call: &CallSite,
    results: &[Value],
) -> R<L> {
    match &d.delivery {
        Delivery::CallerMemory(leaves) => {
            let ptr = operand(fl, call, &d.slots, 0)?;
            let tys: Vec<Type> = leaves.iter().map(|&(_, t)| t).collect();
            let values = shape(fl, results, &tys, name)?;
            for (&(offset, _), v) in leaves.iter().zip(values) {
                let at = fl.b.ptr_add_imm(ptr, offset as i64);
                fl.b.store(v, at, MemFlags::aligned(1));
            }
            Ok(L::none())
        }
        Delivery::Discard => Ok(L::none()),
        Delivery::Zeros(want) => {
            let zeros = want.iter().map(|&t| fl.zero(t)).collect();
            Ok(L::from_leaves(zeros))
        }
        Delivery::Leaves(want) => Ok(L::from_leaves(shape(fl, results, want, name)?)),
    }
}

/// `enzyme_runtime_activity`: the variant whose constant pointers are
/// those whose shadow is their primal, chosen by a switch on
/// `mask = Σ (shadow == primal) << bit`; variant 0 has every pointer
/// active.
fn runtime_switch(
    fl: &mut FnLower,
    f: FuncId,
    all_active: FuncId,
    mode: Mode,
    args: Vec<Value>,
    runtime: RuntimeVariants,
) -> R<Vec<Value>> {
    let mut mask = fl.b.iconst(Type::I64, 0);
    for (bit, &(p, s)) in runtime.tests.iter().enumerate() {
        let eq = fl.b.icmp(zyme_ir::IntCC::Eq, p, s);
        let one = fl.b.cast(CastOp::Zext, eq, Type::I64);
        let by = fl.b.iconst(Type::I64, bit as i64);
        let shifted = fl.b.shl(one, by);
        mask = fl.b.bor(mask, shifted);
    }
    let ret_tys = fl.b.module().functions[all_active].sig.returns.clone();
    let join = fl.b.create_block();
    let outs: Vec<Value> = ret_tys
        .iter()
        .map(|&t| fl.b.append_param(join, t))
        .collect();
    let mut callees = vec![(all_active, args)];
    for (ks, vs) in runtime.variants {
        callees.push((placeholder(fl, f, &ks, mode)?.0, vs));
    }
    let blocks: Vec<zyme_ir::Block> = callees.iter().map(|_| fl.b.create_block()).collect();
    let cases: Vec<(u64, zyme_ir::BlockCall)> = blocks[1..]
        .iter()
        .enumerate()
        .map(|(m, &b)| (m as u64 + 1, zyme_ir::BlockCall::new(b, Vec::new())))
        .collect();
    fl.b.switch(mask, cases, zyme_ir::BlockCall::new(blocks[0], Vec::new()));
    for ((callee, vs), &blk) in callees.iter().zip(&blocks) {
        fl.b.switch_to(blk);
        let r = fl.b.call(*callee, vs);
        fl.b.jump(join, &r);
    }
    fl.b.switch_to(join);
    Ok(outs)
}

/// A value passed by reference (`enzyme_byref`) loaded, or one passed by
/// value converted, to the parameter's type.
fn by_ref(fl: &mut FnLower, v: Value, ty: Type, load: bool) -> R<Value> {
    if load {
        Ok(fl.b.load(ty, v, MemFlags::aligned(1)))
    } else {
        convert(fl, v, ty)
    }
}

/// A C library function for the lowering to call.
fn libc(fl: &mut FnLower, name: &str, sig: Signature) -> R<FuncId> {
    fl.b.module_mut()
        .import_function(name, sig)
        .map_err(|e| LowerError::bare(e.to_string()))
}

/// The derivative's results as the leaves the C declaration returns:
/// one per leaf, or packed into a vector leaf (clang returns a struct of
/// two floats as `<2 x float>`), converted as C converts.
fn shape(fl: &mut FnLower, results: &[Value], want: &[Type], name: &str) -> R<Vec<Value>> {
    if let Some(packed) = coerced(fl, results, want) {
        return Ok(packed);
    }
    check_shape(name, want, results.len())?;
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

/// The results as a struct the C declaration returns coerced to integers
/// (AAPCS64 returns `{ float, double }` or `{ ptr, double }` as
/// `[2 x i64]`, SysV x86-64 `{ int, int }` as `i64`): the results stored
/// at their C struct offsets in a zeroed slot, read back as the integers.
/// `None` when the declaration is not such a coercion.
fn coerced(fl: &mut FnLower, results: &[Value], want: &[Type]) -> Option<Vec<Value>> {
    let tys: Vec<Type> = results
        .iter()
        .map(|&r| fl.b.func().dfg.value_type(r))
        .collect();
    if tys.iter().any(|t| t.is_vector())
        || !want.iter().all(|t| t.is_int() && !t.is_vector())
        || tys.as_slice() == want
    {
        return None;
    }
    let size = |t: &Type| u64::from(t.lane().bytes());
    let mut offsets = Vec::with_capacity(tys.len());
    let mut end = 0u64;
    for t in &tys {
        end = end.next_multiple_of(size(t));
        offsets.push(end);
        end += size(t);
    }
    let wanted: u64 = want.iter().map(size).sum();
    if end > wanted {
        return None;
    }
    let p = zeroed_slot(fl, wanted, 8);
    for (&r, off) in results.iter().zip(offsets) {
        let at = fl.b.ptr_add_imm(p, off as i64);
        fl.b.store(r, at, MemFlags::aligned(1));
    }
    let mut at = 0u64;
    let mut out = Vec::with_capacity(want.len());
    for &t in want {
        let q = fl.b.ptr_add_imm(p, at as i64);
        out.push(fl.b.load(t, q, MemFlags::aligned(1)));
        at += size(&t);
    }
    Some(out)
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

/// The address of the placeholder a target selects.
fn target_address(
    fl: &mut FnLower,
    t: &Target,
    placeholders: &HashMap<FuncId, FuncId>,
) -> R<Value> {
    Ok(match t {
        Target::One(f, _) => fl.b.func_addr(placeholders[f]),
        Target::Select(c, a, b) => {
            let cond = fl.op1(c)?;
            let x = target_address(fl, a, placeholders)?;
            let y = target_address(fl, b, placeholders)?;
            fl.b.select(cond, x, y)
        }
    })
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
