//! `llvm.*` intrinsics and the C math library.
//!
//! Math functions become zyme `Math` operations (the backends call libm
//! for them, and the AD rules key on them). Integer intrinsics expand into
//! plain arithmetic; overflow checks use the classic sign tricks so no
//! wider type is needed.

use super::func::{native_width, FnLower, L};
use super::layout::int_container;
use super::{LowerError, VaList, R};
use crate::ast::{CallSite, Value as LValue};
use zyme_ir::{
    BinaryOp, CastOp, FloatCC, FuncId, IntCC, MathOp, MemFlags, MemOp, ScalarType, Type, UnaryOp,
    Value,
};

pub(super) enum Outcome {
    /// The call's value (empty for `void`).
    Value(L),
    /// The call ended the block (a trap).
    Ended,
}

/// The intrinsic's name without its type-mangling suffixes:
/// `memcpy.p0.p0.i64` → `memcpy`, `fptosi.sat.i32.f64` → `fptosi.sat`.
fn base_name(name: &str) -> String {
    let mut parts: Vec<&str> = name.split('.').collect();
    while parts.len() > 1 && parts.last().is_some_and(|p| is_type_suffix(p)) {
        parts.pop();
    }
    parts.join(".")
}

fn is_type_suffix(s: &str) -> bool {
    let digits = |t: &str| !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit());
    if let Some(rest) = s.strip_prefix('v').or_else(|| s.strip_prefix("nxv")) {
        // v2f64, v4i32, v2p0
        let n = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        return n > 0 && is_type_suffix(&rest[n..]);
    }
    match s.as_bytes().first() {
        Some(b'i' | b'f' | b'p') => digits(&s[1..]),
        _ => matches!(s, "bf16" | "x86_fp80" | "ppcf128" | "f128"),
    }
}

/// A call of a C math function declared (not defined) in the module, as a
/// `Math` operation; `None` when the callee is not one.
pub(super) fn libm_call(fl: &mut FnLower, f: FuncId, call: &CallSite) -> R<Option<L>> {
    let full = fl.b.module().functions[f].name.clone();
    // libdevice spells them `__nv_expf`, `__nv_sqrt`, ….
    let name = full.strip_prefix("__nv_").unwrap_or(&full).to_string();
    let sig = fl.b.module().functions[f].sig.clone();
    let (double_name, lane) = match name.strip_suffix('f') {
        Some(d) if MathOp::from_libm_name(d).is_some() || d == "fmod" => (d, ScalarType::F32),
        _ => (name.as_str(), ScalarType::F64),
    };
    let ty = Type::scalar(lane);
    let fmod = double_name == "fmod";
    let Some(op) =
        MathOp::from_libm_name(double_name).or(if fmod { Some(MathOp::Fabs) } else { None })
    else {
        return Ok(None);
    };
    let arity = if fmod { 2 } else { op.arity() };
    if sig.params.len() != arity
        || sig.params.iter().any(|&p| p != ty)
        || sig.returns != [ty]
        || call.args.len() != arity
        // The call site's own types must agree too (`call float @sinf(i32)`
        // is a call through a different function type).
        || fl.layouts().value_type(&call.ret_ty).ok().flatten() != Some(ty)
        || call
            .args
            .iter()
            .any(|a| fl.layouts().value_type(&a.ty).ok().flatten() != Some(ty))
    {
        return Ok(None);
    }
    let args: Vec<Value> = call
        .args
        .iter()
        .map(|a| fl.op(&a.ty, &a.value)?.one())
        .collect::<R<_>>()?;
    if fmod {
        return Ok(Some(L::One(fl.b.binary(BinaryOp::Frem, args[0], args[1]))));
    }
    Ok(Some(L::One(fl.b.math(op, &args))))
}

fn args(fl: &mut FnLower, call: &CallSite) -> R<Vec<Value>> {
    call.args
        .iter()
        .map(|a| fl.op(&a.ty, &a.value)?.one())
        .collect()
}

fn want(args: &[Value], n: usize, name: &str) -> R<()> {
    if args.len() < n {
        return Err(LowerError::bare(format!(
            "@llvm.{name} takes {n} arguments, got {}",
            args.len()
        )));
    }
    Ok(())
}

/// The width and container of an integer intrinsic's first argument type.
fn int_of(fl: &FnLower, call: &CallSite) -> R<(u32, Type)> {
    let ty = call
        .args
        .first()
        .map(|a| &a.ty)
        .ok_or_else(|| LowerError::bare("integer intrinsic without arguments".into()))?;
    match fl.int_bits(ty) {
        Some(bits) => match int_container(bits) {
            Some(c) => Ok((bits, c)),
            None => Err(LowerError::bare(format!(
                "integer intrinsic on i{bits} is not supported"
            ))),
        },
        None => {
            let t = fl.value_type(ty)?;
            if !t.is_int() {
                return Err(LowerError::bare(
                    "integer intrinsic on a non-integer".into(),
                ));
            }
            Ok((t.lane().bits(), t))
        }
    }
}

pub(super) fn call_intrinsic(fl: &mut FnLower, name: &str, call: &CallSite) -> R<Outcome> {
    if let Some(nvvm) = name.strip_prefix("nvvm.") {
        return super::nvvm::call_nvvm(fl, nvvm, call);
    }
    let base = base_name(name);
    let value = |v: Value| Ok(Outcome::Value(L::One(v)));
    let none = || Ok(Outcome::Value(L::none()));
    match base.as_str() {
        // Hints and debug info: nothing to do.
        "dbg.declare"
        | "dbg.value"
        | "dbg.assign"
        | "dbg.label"
        | "lifetime.start"
        | "lifetime.end"
        | "assume"
        | "experimental.noalias.scope.decl"
        | "va_end"
        | "prefetch"
        | "sideeffect"
        | "donothing"
        | "invariant.end"
        | "pseudoprobe"
        | "var.annotation"
        | "codeview.annotation" => return none(),
        "invariant.start" => return value(fl.b.iconst(Type::PTR, 0)),
        "expect"
        | "expect.with.probability"
        | "launder.invariant.group"
        | "strip.invariant.group"
        | "ssa.copy"
        | "annotation"
        | "ptr.annotation" => {
            let Some(arg) = call.args.first() else {
                return Err(LowerError::bare(format!(
                    "@llvm.{name} takes 1 argument, got 0"
                )));
            };
            let a = fl.op(&arg.ty, &arg.value)?;
            return Ok(Outcome::Value(a));
        }
        "is.constant" => return value(fl.b.iconst(Type::I1, 0)),
        "objectsize" => {
            let min = matches!(
                call.args.get(1).map(|a| &a.value),
                Some(LValue::Bool(true)) | Some(LValue::Int(1))
            );
            let ty = fl.value_type(&call.ret_ty)?;
            return value(fl.b.iconst(ty, if min { 0 } else { -1 }));
        }
        "trap" | "ubsantrap" => {
            fl.b.trap();
            return Ok(Outcome::Ended);
        }
        "debugtrap" => return none(),
        "load.relative" => {
            // Only on relative tables, which zyme lays out as pointers.
            let table = call.args.first().and_then(|a| super::global_name(&a.value));
            let known = table.is_some_and(|n| fl.cx.relative_tables.contains(&super::symbol(n)));
            if !known {
                return Err(LowerError::bare(
                    "@llvm.load.relative on memory that is not a relative lookup table of this module is not supported".into(),
                ));
            }
            let a = args(fl, call)?;
            want(&a, 2, name)?;
            let two = fl.b.iconst(Type::I64, 2);
            let off = fl.b.imul(a[1], two);
            let p = fl.b.ptr_add(a[0], off);
            return value(fl.b.load(Type::PTR, p, MemFlags::aligned(8)));
        }
        "stacksave" => {
            let sp = fl.dyn_stack_pointer()?;
            return value(fl.b.load(Type::PTR, sp, MemFlags::aligned(8)));
        }
        "stackrestore" => {
            let a = args(fl, call)?;
            want(&a, 1, name)?;
            let sp = fl.dyn_stack_pointer()?;
            fl.b.store(a[0], sp, MemFlags::aligned(8));
            return none();
        }
        "va_start" => {
            let a = args(fl, call)?;
            want(&a, 1, name)?;
            return va_start(fl, a[0]).map(|_| Outcome::Value(L::none()));
        }
        "va_copy" => {
            let a = args(fl, call)?;
            want(&a, 2, name)?;
            let size = va_list(fl)?.size();
            let len = fl.b.iconst(Type::I64, size as i64);
            fl.b.mem(MemOp::Memcpy, a[0], a[1], len);
            return none();
        }
        "masked.load" | "masked.gather" | "masked.store" | "masked.scatter" => {
            return masked(fl, &base, call);
        }
        "memcpy" | "memmove" | "memset" | "memcpy.inline" | "memset.inline" => {
            let a = args(fl, call)?;
            want(&a, 3, name)?;
            let len_ty = fl.b.func().dfg.value_type(a[2]);
            let len = if len_ty == Type::I64 {
                a[2]
            } else {
                fl.b.cast(CastOp::Zext, a[2], Type::I64)
            };
            let op = match base.as_str() {
                "memcpy" | "memcpy.inline" => MemOp::Memcpy,
                "memmove" => MemOp::Memmove,
                _ => MemOp::Memset,
            };
            fl.b.mem(op, a[0], a[1], len);
            return none();
        }
        _ => {}
    }
    if let Some(op) = MathOp::from_intrinsic_name(&base) {
        let a = args(fl, call)?;
        want(&a, op.arity(), name)?;
        return value(fl.b.math(op, &a[..op.arity()]));
    }
    if let Some(rest) = base.strip_prefix("vector.reduce.") {
        return reduce(fl, rest, call).map(|v| Outcome::Value(L::One(v)));
    }
    let a = args(fl, call)?;
    let v = match base.as_str() {
        "lround" | "llround" | "lrint" | "llrint" => {
            want(&a, 1, name)?;
            let op = if base.contains("round") {
                MathOp::Round
            } else {
                MathOp::Rint
            };
            let r = fl.b.math(op, &a[..1]);
            let ty = fl.value_type(&call.ret_ty)?;
            fl.b.cast(CastOp::Fptosi, r, ty)
        }
        "fptosi.sat" | "fptoui.sat" => {
            want(&a, 1, name)?;
            let bits = fl.int_bits(&call.ret_ty);
            if bits.is_some_and(|b| !native_width(b)) {
                return Err(LowerError::bare(format!(
                    "@llvm.{name} to an odd width is not supported"
                )));
            }
            let ty = fl.value_type(&call.ret_ty)?;
            let op = if base == "fptosi.sat" {
                CastOp::Fptosi
            } else {
                CastOp::Fptoui
            };
            fl.b.cast(op, a[0], ty)
        }
        // SSE's and AVX's sign-bit masks (`_mm_movemask_epi8`, …).
        "x86.sse2.pmovmskb.128"
        | "x86.avx2.pmovmskb"
        | "x86.sse.movmsk.ps"
        | "x86.sse2.movmsk.pd"
        | "x86.avx.movmsk.ps.256"
        | "x86.avx.movmsk.pd.256" => {
            want(&a, 1, name)?;
            movemask(fl, a[0])
        }
        "is.fpclass" => {
            want(&a, 1, name)?;
            let mask = match call.args.get(1).map(|x| &x.value) {
                Some(LValue::Int(m)) => *m as u32,
                _ => {
                    return Err(LowerError::bare(
                        "@llvm.is.fpclass mask must be a constant".into(),
                    ))
                }
            };
            is_fpclass(fl, a[0], mask)
        }
        _ => {
            return int_intrinsic(fl, &base, name, call, &a)
                .map(|l| Outcome::Value(L::from_leaves(l)))
        }
    };
    value(v)
}

/// `llvm.masked.{load,store,gather,scatter}` (AVX-512 and `-march=native`
/// code), lane by lane: each lane whose mask bit is on loads or stores
/// behind a branch, so a lane that is off touches no memory (it may lie
/// past the end of an array) and a load's lane is then the pass-through
/// value. Both modes differentiate the branches like any others.
fn masked(fl: &mut FnLower, base: &str, call: &CallSite) -> R<Outcome> {
    let a = args(fl, call)?;
    let ty = |fl: &mut FnLower, v: Value| fl.b.func().dfg.value_type(v);
    // The operands by their roles: the mask is the `<N x i1>`, the
    // alignment (LLVM 20 and older) an `i32` constant.
    let mask = *a
        .iter()
        .find(|&&v| ty(fl, v).is_vector() && ty(fl, v).lane() == ScalarType::I1)
        .ok_or_else(|| LowerError::bare(format!("@llvm.{base} without a mask")))?;
    let align = call
        .args
        .iter()
        .find_map(|x| match (&x.ty, &x.value) {
            (crate::ast::Type::Int(32), LValue::Int(n)) => u32::try_from(*n).ok(),
            _ => None,
        })
        .unwrap_or(1);
    let store = base.ends_with("store") || base.ends_with("scatter");
    // A load's data is its pass-through (last), a store's its first.
    let data = if store { a[0] } else { a[a.len() - 1] };
    let addr = if store { a[1] } else { a[0] };
    let data_ty = ty(fl, data);
    let lane = data_ty.lane();
    if !data_ty.is_vector() || lane == ScalarType::I1 {
        return Err(LowerError::bare(format!(
            "@llvm.{base} of {data_ty} is not supported"
        )));
    }
    let bytes = lane.bytes();
    let flags = MemFlags::aligned(align.clamp(1, bytes));
    let gather = ty(fl, addr).is_vector();
    let mut out = data;
    for i in 0..data_ty.lanes() as u16 {
        let on = fl.b.extract_lane(mask, i);
        let x = fl.b.extract_lane(data, i);
        let (hit, join) = (fl.b.create_block(), fl.b.create_block());
        if store {
            fl.b.brif(on, hit, &[], join, &[]);
        } else {
            fl.b.append_param(join, Type::scalar(lane));
            fl.b.brif(on, hit, &[], join, &[x]);
        }
        fl.b.switch_to(hit);
        let at = if gather {
            fl.b.extract_lane(addr, i)
        } else {
            fl.b.ptr_add_imm(addr, i64::from(i) * i64::from(bytes))
        };
        if store {
            fl.b.store(x, at, flags);
            fl.b.jump(join, &[]);
            fl.b.switch_to(join);
        } else {
            let v = fl.b.load(Type::scalar(lane), at, flags);
            fl.b.jump(join, &[v]);
            fl.b.switch_to(join);
            let v = fl.b.func().dfg.block_params(join)[0];
            out = fl.b.insert_lane(out, v, i);
        }
    }
    Ok(Outcome::Value(if store { L::none() } else { L::One(out) }))
}

/// An `i32` whose bit `i` is the sign bit of lane `i` of `v`.
fn movemask(fl: &mut FnLower, v: Value) -> Value {
    let ty = fl.b.func().dfg.value_type(v);
    let int = match ty.lane() {
        ScalarType::F32 => Some(Type::I32),
        ScalarType::F64 => Some(Type::I64),
        _ => None,
    };
    let mut mask = fl.b.iconst(Type::I32, 0);
    for i in 0..ty.lanes() {
        let mut lane = fl.b.extract_lane(v, i as u16);
        if let Some(int) = int {
            lane = fl.b.cast(CastOp::Bitcast, lane, int);
        }
        let lane_ty = fl.b.func().dfg.value_type(lane);
        let zero = fl.b.iconst(lane_ty, 0);
        let neg = fl.b.icmp(IntCC::Slt, lane, zero);
        let bit = fl.b.cast(CastOp::Zext, neg, Type::I32);
        let at = fl.b.iconst(Type::I32, i64::from(i));
        let bit = fl.b.binary(BinaryOp::Shl, bit, at);
        mask = fl.b.binary(BinaryOp::Or, mask, bit);
    }
    mask
}

/// Integer intrinsics; the results as leaves (two for `*.with.overflow`).
fn int_intrinsic(
    fl: &mut FnLower,
    base: &str,
    name: &str,
    call: &CallSite,
    a: &[Value],
) -> R<Vec<Value>> {
    let known = matches!(
        base,
        "abs"
            | "smax"
            | "smin"
            | "umax"
            | "umin"
            | "ctpop"
            | "ctlz"
            | "cttz"
            | "bswap"
            | "bitreverse"
            | "fshl"
            | "fshr"
            | "scmp"
            | "ucmp"
    ) || base.ends_with(".with.overflow")
        || base.ends_with(".sat");
    if !known {
        // Before `int_of`: an unknown intrinsic is reported as such, not
        // as an integer intrinsic with odd arguments.
        return Err(LowerError::bare(format!(
            "intrinsic @llvm.{name} is not supported"
        )));
    }
    let (bits, c) = int_of(fl, call)?;
    let odd = !native_width(bits);
    let no_odd = |what: &str| -> R<()> {
        if odd {
            Err(LowerError::bare(format!(
                "@llvm.{what} on i{bits} is not supported"
            )))
        } else {
            Ok(())
        }
    };
    let one = |v: Value| Ok(vec![v]);
    match base {
        "abs" => {
            want(a, 1, name)?;
            one(fl.b.unary(UnaryOp::Iabs, a[0]))
        }
        "smax" | "smin" | "umax" | "umin" => {
            want(a, 2, name)?;
            let op = match base {
                "smax" => BinaryOp::Smax,
                "smin" => BinaryOp::Smin,
                "umax" => BinaryOp::Umax,
                _ => BinaryOp::Umin,
            };
            one(fl.b.binary(op, a[0], a[1]))
        }
        "ctpop" | "ctlz" | "cttz" if odd => {
            // Count in the container over the zero-extended value, then
            // correct for the container's extra high bits.
            want(a, 1, name)?;
            let x = fl.zext_in_reg(a[0], bits, c);
            let extra = i64::from(c.lane().bits() - bits);
            let r = match base {
                "ctpop" => fl.unary(UnaryOp::Popcnt, x),
                "ctlz" => {
                    let n = fl.unary(UnaryOp::Clz, x);
                    let k = fl.b.iconst(c, extra);
                    fl.b.isub(n, k)
                }
                _ => {
                    let n = fl.unary(UnaryOp::Ctz, x);
                    let w = fl.b.iconst(c, i64::from(bits));
                    fl.b.binary(BinaryOp::Umin, n, w)
                }
            };
            one(r)
        }
        "ctpop" | "ctlz" | "cttz" | "bswap" | "bitreverse" => {
            want(a, 1, name)?;
            no_odd(base)?;
            let op = match base {
                "ctpop" => UnaryOp::Popcnt,
                "ctlz" => UnaryOp::Clz,
                "cttz" => UnaryOp::Ctz,
                "bswap" => UnaryOp::Bswap,
                _ => UnaryOp::Bitrev,
            };
            one(fl.unary(op, a[0]))
        }
        "fshl" | "fshr" => {
            want(a, 3, name)?;
            no_odd(base)?;
            one(funnel_shift(fl, base == "fshl", a[0], a[1], a[2], c))
        }
        "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
        | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
            want(a, 2, name)?;
            let (r, ov) = overflow_op(fl, base, a[0], a[1], bits, c)?;
            Ok(vec![r, ov])
        }
        "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" => {
            want(a, 2, name)?;
            if bits > 64 {
                return Err(LowerError::bare(format!(
                    "@llvm.{base} on i{bits} is not supported"
                )));
            }
            let op = format!("{}.with.overflow", &base[..4]);
            let (r, ov) = overflow_op(fl, &op, a[0], a[1], bits, c)?;
            let sat = if base.starts_with('s') {
                // Overflow goes past MAX when the first operand is >= 0
                // (for sub the sign of a decides too).
                let zero = fl.b.iconst(c, 0);
                let neg = fl.b.icmp(IntCC::Slt, a[0], zero);
                let max = fl.b.iconst(c, i64::MAX >> (64 - bits));
                let minv = fl.b.iconst(c, i64::MIN >> (64 - bits));
                fl.b.select(neg, minv, max)
            } else if base == "uadd.sat" {
                fl.b.iconst(c, -1)
            } else {
                fl.b.iconst(c, 0)
            };
            one(fl.b.select(ov, sat, r))
        }
        "scmp" | "ucmp" => {
            want(a, 2, name)?;
            let (lt, gt) = if base == "scmp" {
                (IntCC::Slt, IntCC::Sgt)
            } else {
                (IntCC::Ult, IntCC::Ugt)
            };
            let less = fl.b.icmp(lt, a[0], a[1]);
            let more = fl.b.icmp(gt, a[0], a[1]);
            let rty = fl.value_type(&call.ret_ty)?;
            let l = fl.b.cast(CastOp::Zext, less, rty);
            let m = fl.b.cast(CastOp::Zext, more, rty);
            one(fl.b.isub(m, l))
        }
        _ => Err(LowerError::bare(format!(
            "intrinsic @llvm.{name} is not supported"
        ))),
    }
}

/// `fshl(a, b, s)` = high half of `(a:b) << s`; `fshr` the low half of
/// `(a:b) >> s`; shifts modulo the width, written so no shift reaches it.
fn funnel_shift(fl: &mut FnLower, left: bool, a: Value, b: Value, s: Value, ty: Type) -> Value {
    let w = i64::from(ty.lane().bits());
    let mask = fl.b.iconst(ty, w - 1);
    let s = fl.b.band(s, mask);
    let inv = fl.b.bxor(s, mask); // w - 1 - s
    let one = fl.b.iconst(ty, 1);
    if left {
        let hi = fl.b.shl(a, s);
        let b1 = fl.b.lshr(b, one);
        let lo = fl.b.lshr(b1, inv);
        fl.b.bor(hi, lo)
    } else {
        let lo = fl.b.lshr(b, s);
        let a1 = fl.b.shl(a, one);
        let hi = fl.b.shl(a1, inv);
        fl.b.bor(hi, lo)
    }
}

/// The wrapped result and the overflow bit of `{s,u}{add,sub,mul}`.
fn overflow_op(
    fl: &mut FnLower,
    op: &str,
    a: Value,
    b: Value,
    bits: u32,
    c: Type,
) -> R<(Value, Value)> {
    let signed = op.starts_with('s');
    let kind = &op[1..4];
    if !native_width(bits) {
        // Odd widths sit sign-extended in a wider container: compute there
        // and compare against the re-extended result.
        if kind == "mul" {
            return Err(LowerError::bare(format!(
                "@llvm.{op}.i{bits} is not supported"
            )));
        }
        let (x, y) = if signed {
            (a, b)
        } else {
            (fl.zext_in_reg(a, bits, c), fl.zext_in_reg(b, bits, c))
        };
        let wide = if kind == "add" {
            fl.b.iadd(x, y)
        } else {
            fl.b.isub(x, y)
        };
        let r = fl.sext_in_reg(wide, bits, c);
        let ov = if signed {
            fl.b.icmp(IntCC::Ne, r, wide)
        } else {
            let back = fl.zext_in_reg(wide, bits, c);
            fl.b.icmp(IntCC::Ne, back, wide)
        };
        return Ok((r, ov));
    }
    let zero = fl.b.iconst(c, 0);
    Ok(match (kind, signed) {
        ("add", true) => {
            let r = fl.b.iadd(a, b);
            let x = fl.b.bxor(a, r);
            let y = fl.b.bxor(b, r);
            let both = fl.b.band(x, y);
            (r, fl.b.icmp(IntCC::Slt, both, zero))
        }
        ("add", false) => {
            let r = fl.b.iadd(a, b);
            (r, fl.b.icmp(IntCC::Ult, r, a))
        }
        ("sub", true) => {
            let r = fl.b.isub(a, b);
            let x = fl.b.bxor(a, b);
            let y = fl.b.bxor(a, r);
            let both = fl.b.band(x, y);
            (r, fl.b.icmp(IntCC::Slt, both, zero))
        }
        ("sub", false) => {
            let r = fl.b.isub(a, b);
            (r, fl.b.icmp(IntCC::Ult, a, b))
        }
        ("mul", _) if bits <= 64 => {
            // Exact in twice the width (i128 for i64: one multiply, which
            // is what clang makes of it too).
            let ext = if signed { CastOp::Sext } else { CastOp::Zext };
            let wty = if bits <= 32 { Type::I64 } else { Type::I128 };
            let (x, y) = if bits == 1 {
                return Err(LowerError::bare(
                    "multiplication overflow of i1 is not supported".into(),
                ));
            } else {
                (fl.b.cast(ext, a, wty), fl.b.cast(ext, b, wty))
            };
            let wide = fl.b.imul(x, y);
            let r = fl.b.cast(CastOp::Trunc, wide, c);
            let back = fl.b.cast(ext, r, wty);
            (r, fl.b.icmp(IntCC::Ne, back, wide))
        }
        ("mul", false) => {
            // a * b overflows iff b != 0 and (a * b) / b != a.
            let r = fl.b.imul(a, b);
            let one = fl.b.iconst(c, 1);
            let b_zero = fl.b.icmp(IntCC::Eq, b, zero);
            let d = fl.b.select(b_zero, one, b);
            let q = fl.b.udiv(r, d);
            let differs = fl.b.icmp(IntCC::Ne, q, a);
            let f = fl.b.iconst(Type::I1, 0);
            (r, fl.b.select(b_zero, f, differs))
        }
        ("mul", true) => {
            // As above, with a == -1 (whose quotient could trap) checked
            // directly: -1 * b overflows iff b == MIN.
            let r = fl.b.imul(a, b);
            let one = fl.b.iconst(c, 1);
            let m1 = fl.b.iconst(c, -1);
            let min = fl.b.iconst(c, i64::MIN);
            let a_zero = fl.b.icmp(IntCC::Eq, a, zero);
            let a_m1 = fl.b.icmp(IntCC::Eq, a, m1);
            let special = fl.b.bor(a_zero, a_m1);
            let d = fl.b.select(special, one, a);
            let q = fl.b.sdiv(r, d);
            let differs = fl.b.icmp(IntCC::Ne, q, b);
            let b_min = fl.b.icmp(IntCC::Eq, b, min);
            let f = fl.b.iconst(Type::I1, 0);
            let for_m1 = fl.b.select(a_m1, b_min, differs);
            (r, fl.b.select(a_zero, f, for_m1))
        }
        _ => return Err(LowerError::bare(format!("@llvm.{op} is not supported"))),
    })
}

fn reduce(fl: &mut FnLower, kind: &str, call: &CallSite) -> R<Value> {
    let a = args(fl, call)?;
    let (start, vec_arg) = if matches!(kind, "fadd" | "fmul") {
        want(&a, 2, kind)?;
        (Some(a[0]), 1)
    } else {
        want(&a, 1, kind)?;
        (None, 0)
    };
    let v = a[vec_arg];
    let vty = fl.b.func().dfg.value_type(v);
    let lanes: Vec<Value> = if vty.is_vector() {
        (0..vty.lanes())
            .map(|l| fl.b.extract_lane(v, l as u16))
            .collect()
    } else {
        vec![v]
    };
    let fold = |fl: &mut FnLower, x: Value, y: Value| -> R<Value> {
        Ok(match kind {
            "add" => fl.b.iadd(x, y),
            "mul" => fl.b.imul(x, y),
            "and" => fl.b.band(x, y),
            "or" => fl.b.bor(x, y),
            "xor" => fl.b.bxor(x, y),
            "smax" => fl.b.binary(BinaryOp::Smax, x, y),
            "smin" => fl.b.binary(BinaryOp::Smin, x, y),
            "umax" => fl.b.binary(BinaryOp::Umax, x, y),
            "umin" => fl.b.binary(BinaryOp::Umin, x, y),
            "fadd" => fl.b.fadd(x, y),
            "fmul" => fl.b.fmul(x, y),
            "fmax" => fl.b.math(MathOp::Maxnum, &[x, y]),
            "fmin" => fl.b.math(MathOp::Minnum, &[x, y]),
            "fmaximum" => fl.b.math(MathOp::Maximum, &[x, y]),
            "fminimum" => fl.b.math(MathOp::Minimum, &[x, y]),
            other => {
                return Err(LowerError::bare(format!(
                    "@llvm.vector.reduce.{other} is not supported"
                )))
            }
        })
    };
    let mut acc = match start {
        Some(s) => s,
        None => lanes[0],
    };
    let skip = usize::from(start.is_none());
    for &l in &lanes[skip..] {
        acc = fold(fl, acc, l)?;
    }
    Ok(acc)
}

/// `llvm.is.fpclass(x, mask)`: the bits are LLVM's `FPClassTest`.
fn is_fpclass(fl: &mut FnLower, x: Value, mask: u32) -> Value {
    let ty = fl.b.func().dfg.value_type(x);
    let (ity, quiet_bit, min_normal) = match ty.lane() {
        ScalarType::F32 => (Type::I32, 1i64 << 22, f64::from(f32::MIN_POSITIVE)),
        _ => (Type::I64, 1i64 << 51, f64::MIN_POSITIVE),
    };
    let ity = Type::vector(ity.lane(), ty.lanes()).unwrap_or(ity);
    let fconst = |fl: &mut FnLower, v: f64| {
        if ty.lane() == ScalarType::F32 {
            fl.b.f32const(v as f32)
        } else {
            fl.b.f64const(v)
        }
    };
    let bits = fl.b.cast(CastOp::Bitcast, x, ity);
    let izero = fl.b.iconst(ity, 0);
    let neg = fl.b.icmp(IntCC::Slt, bits, izero);
    let pos = fl.b.unary(UnaryOp::Bnot, neg);
    let abs = fl.b.math(MathOp::Fabs, &[x]);
    let inf = fconst(fl, f64::INFINITY);
    let zero = fconst(fl, 0.0);
    let minn = fconst(fl, min_normal);
    let is_nan = fl.b.fcmp(FloatCC::Uno, x, x);
    let is_inf = fl.b.fcmp(FloatCC::Oeq, abs, inf);
    let is_zero = fl.b.fcmp(FloatCC::Oeq, abs, zero);
    let lt_min = fl.b.fcmp(FloatCC::Olt, abs, minn);
    let not_zero = fl.b.unary(UnaryOp::Bnot, is_zero);
    let is_sub = fl.b.band(lt_min, not_zero);
    let ge_min = fl.b.fcmp(FloatCC::Oge, abs, minn);
    let lt_inf = fl.b.fcmp(FloatCC::Olt, abs, inf);
    let is_norm = fl.b.band(ge_min, lt_inf);
    let qb = fl.b.iconst(ity, quiet_bit);
    let q = fl.b.band(bits, qb);
    let has_q = fl.b.icmp(IntCC::Ne, q, izero);
    let is_qnan = fl.b.band(is_nan, has_q);
    let no_q = fl.b.unary(UnaryOp::Bnot, has_q);
    let is_snan = fl.b.band(is_nan, no_q);
    let classes: [(u32, Value, Option<Value>); 10] = [
        (0, is_snan, None),
        (1, is_qnan, None),
        (2, is_inf, Some(neg)),
        (3, is_norm, Some(neg)),
        (4, is_sub, Some(neg)),
        (5, is_zero, Some(neg)),
        (6, is_zero, Some(pos)),
        (7, is_sub, Some(pos)),
        (8, is_norm, Some(pos)),
        (9, is_inf, Some(pos)),
    ];
    let mut acc = fl.b.iconst(Type::I1, 0);
    for (bit, class, sign) in classes {
        if mask & (1 << bit) == 0 {
            continue;
        }
        let t = match sign {
            Some(s) => fl.b.band(class, s),
            None => class,
        };
        acc = fl.b.bor(acc, t);
    }
    acc
}

/// The target's `va_list` layout, or an error naming the triple.
fn va_list(fl: &FnLower) -> R<VaList> {
    fl.cx.va_list.ok_or_else(|| {
        LowerError::bare(format!(
            "variadic functions are supported on x86-64 and AArch64 Linux targets only, not {}",
            fl.cx.ast.triple.as_deref().unwrap_or("?")
        ))
    })
}

/// `va_start` for the convention of module-defined variadic functions:
/// the target's `va_list` with its register save areas used up, so every
/// `va_arg` clang emitted reads the caller's 8-byte slots (both ABIs read
/// the overflow area in 8-byte steps, 16-byte aligned types aligned first).
fn va_start(fl: &mut FnLower, list: Value) -> R<()> {
    let layout = va_list(fl)?;
    let area = fl
        .va_area
        .ok_or_else(|| LowerError::bare("va_start in a function that is not variadic".into()))?;
    match layout {
        VaList::X86_64 => {
            // gp_offset 48 and fp_offset 176: past the last register.
            let gp = fl.b.iconst(Type::I32, 48);
            fl.b.store(gp, list, MemFlags::aligned(4));
            let fp = fl.b.iconst(Type::I32, 176);
            let fp_at = fl.b.ptr_add_imm(list, 4);
            fl.b.store(fp, fp_at, MemFlags::aligned(4));
            let area_at = fl.b.ptr_add_imm(list, 8);
            fl.b.store(area, area_at, MemFlags::aligned(8));
            let null = fl.b.iconst(Type::PTR, 0);
            let save_at = fl.b.ptr_add_imm(list, 16);
            fl.b.store(null, save_at, MemFlags::aligned(8));
        }
        VaList::Aapcs64 => {
            // __gr_offs and __vr_offs 0: a non-negative offset sends
            // `va_arg` to __stack.
            fl.b.store(area, list, MemFlags::aligned(8));
            let null = fl.b.iconst(Type::PTR, 0);
            for off in [8, 16] {
                let at = fl.b.ptr_add_imm(list, off);
                fl.b.store(null, at, MemFlags::aligned(8));
            }
            let zero = fl.b.iconst(Type::I32, 0);
            for off in [24, 28] {
                let at = fl.b.ptr_add_imm(list, off);
                fl.b.store(zero, at, MemFlags::aligned(4));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::base_name;

    #[test]
    fn base_names_drop_type_suffixes() {
        assert_eq!(base_name("memcpy.p0.p0.i64"), "memcpy");
        assert_eq!(base_name("fptosi.sat.i32.f64"), "fptosi.sat");
        assert_eq!(base_name("vector.reduce.fmax.v2f64"), "vector.reduce.fmax");
        assert_eq!(
            base_name("experimental.noalias.scope.decl"),
            "experimental.noalias.scope.decl"
        );
        assert_eq!(base_name("sadd.with.overflow.i33"), "sadd.with.overflow");
        assert_eq!(base_name("lifetime.start.p0"), "lifetime.start");
        assert_eq!(base_name("trap"), "trap");
    }
}
