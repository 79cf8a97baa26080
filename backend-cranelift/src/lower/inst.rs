//! Arithmetic, comparisons, conversions, `select`, pointers, GPU ids and
//! vector shuffling — everything that neither touches memory nor calls.
//!
//! All of it works lane by lane. The only subtle type is `i1`: Cranelift
//! knows no 1-bit integers, so an `i1` is an `I8` holding 0 or 1, and each
//! operation below either preserves that by construction or masks; where
//! signedness matters, `1` is read as `-1` (the two's-complement value of a
//! set 1-bit integer).

use super::{bool_operand, same_shape, FuncCtx, LResult, Lanes};
use crate::abi::cl_type;
use cranelift_codegen::ir::{
    condcodes, types, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, TrapCode,
    Value as ClValue,
};
use zyme_ir::value::truncate;
use zyme_ir::{
    BinaryOp, CastOp, FloatCC, GpuOp, InstData, IntCC, ScalarType, Type, UnaryOp, Value,
};

pub fn iconst(cx: &mut FuncCtx, ty: Type, imm: u64) -> LResult<Lanes> {
    let lane = ty.lane();
    if lane.is_float() {
        return Err("iconst of a float type".into());
    }
    let x = if lane == ScalarType::I128 {
        // Sign-extended from 64 bits; Cranelift has no 128-bit immediates.
        const128(cx, imm as i64)
    } else {
        // Cranelift wants narrow immediates zero-extended, as the IR keeps them.
        let imm = truncate(imm, lane.bits()) as i64;
        cx.ins().iconst(cl_type(lane), imm)
    };
    Ok(vec![x; ty.lanes() as usize])
}

pub fn fconst(cx: &mut FuncCtx, ty: Type, bits: u64) -> LResult<Lanes> {
    let x = match ty.lane() {
        ScalarType::F32 => cx.ins().f32const(f32::from_bits(bits as u32)),
        ScalarType::F64 => cx.ins().f64const(f64::from_bits(bits)),
        _ => return Err(format!("fconst of type {ty}")),
    };
    Ok(vec![x; ty.lanes() as usize])
}

/// An `I128` constant: `v` sign-extended.
fn const128(cx: &mut FuncCtx, v: i64) -> ClValue {
    let x = cx.ins().iconst(types::I64, v);
    cx.ins().sextend(types::I128, x)
}

fn expect_int(ty: Type) -> LResult<()> {
    if ty.is_float() {
        Err(format!("integer operation on {ty}"))
    } else {
        Ok(())
    }
}

fn expect_float(ty: Type) -> LResult<()> {
    if ty.is_float() {
        Ok(())
    } else {
        Err(format!("float operation on {ty}"))
    }
}

pub fn unary(cx: &mut FuncCtx, op: UnaryOp, arg: Value) -> LResult<Lanes> {
    let ty = cx.ty(arg)?;
    if op == UnaryOp::Fneg {
        expect_float(ty)?;
    } else {
        expect_int(ty)?;
    }
    let i1 = ty.lane() == ScalarType::I1;
    let narrow8 = ty.lane().bits() <= 8;
    let mut out = Vec::new();
    for x in cx.lanes(arg)? {
        if ty.lane() == ScalarType::I128 && matches!(op, UnaryOp::Ineg | UnaryOp::Iabs) {
            // Not every target lowers these on `I128`: 0 - x, x < 0 ? -x : x.
            // (A select would be turned back into `iabs`, which x86-64
            // Cranelift does not lower on `I128`: (x ^ s) - s, s = x >> 127.)
            out.push(if op == UnaryOp::Ineg {
                let zero = const128(cx, 0);
                cx.ins().isub(zero, x)
            } else {
                let sign = cx.ins().sshr_imm_u(x, 127);
                let flipped = cx.ins().bxor(x, sign);
                cx.ins().isub(flipped, sign)
            });
            continue;
        }
        let ins = cx.ins();
        out.push(match op {
            // Modulo 2, negation, |x|, reversal and population count of a
            // single bit are the bit itself.
            UnaryOp::Ineg | UnaryOp::Popcnt | UnaryOp::Bitrev | UnaryOp::Iabs if i1 => x,
            // Leading/trailing zeros of one bit: 1 for 0, 0 for 1.
            UnaryOp::Bnot | UnaryOp::Ctz | UnaryOp::Clz if i1 => ins.bxor_imm_u(x, 1),
            UnaryOp::Bswap if narrow8 => x,
            UnaryOp::Ineg => ins.ineg(x),
            UnaryOp::Bnot => ins.bnot(x),
            UnaryOp::Popcnt => ins.popcnt(x),
            UnaryOp::Ctz => ins.ctz(x),
            UnaryOp::Clz => ins.clz(x),
            UnaryOp::Bswap => ins.bswap(x),
            UnaryOp::Bitrev => ins.bitrev(x),
            UnaryOp::Iabs => ins.iabs(x),
            UnaryOp::Fneg => ins.fneg(x),
        });
    }
    Ok(out)
}

/// Two operands of the same shape, lane by lane.
fn pairs(cx: &FuncCtx, a: Value, b: Value) -> LResult<(Type, Vec<(ClValue, ClValue)>)> {
    let (ta, tb) = (cx.ty(a)?, cx.ty(b)?);
    if !same_shape(ta, tb) {
        return Err(format!("operands of types {ta} and {tb}"));
    }
    let lanes = cx.lanes(a)?.into_iter().zip(cx.lanes(b)?).collect();
    Ok((ta, lanes))
}

pub fn binary(cx: &mut FuncCtx, op: BinaryOp, a: Value, b: Value) -> LResult<Lanes> {
    let (ty, lanes) = pairs(cx, a, b)?;
    if op.is_float() {
        expect_float(ty)?;
    } else {
        expect_int(ty)?;
    }
    let mut out = Vec::new();
    for (x, y) in lanes {
        out.push(match ty.lane() {
            ScalarType::I1 => binary_i1(cx, op, x, y),
            ScalarType::I128 => binary_i128(cx, op, x, y)?,
            _ if op == BinaryOp::Frem => super::math::frem(cx, ty.lane(), x, y)?,
            _ => binary_lane(cx, op, x, y),
        });
    }
    Ok(out)
}

/// One Cranelift operation on a lane, or on a chunk of lanes (the
/// instructions are the same for SIMD types).
pub(super) fn binary_lane(cx: &mut FuncCtx, op: BinaryOp, x: ClValue, y: ClValue) -> ClValue {
    let ins = cx.ins();
    match op {
        BinaryOp::Iadd => ins.iadd(x, y),
        BinaryOp::Isub => ins.isub(x, y),
        BinaryOp::Imul => ins.imul(x, y),
        // Cranelift traps on a zero divisor and on `INT_MIN / -1`, as the IR
        // does, and defines `INT_MIN % -1` as 0.
        BinaryOp::Sdiv => ins.sdiv(x, y),
        BinaryOp::Udiv => ins.udiv(x, y),
        BinaryOp::Srem => ins.srem(x, y),
        BinaryOp::Urem => ins.urem(x, y),
        BinaryOp::And => ins.band(x, y),
        BinaryOp::Or => ins.bor(x, y),
        BinaryOp::Xor => ins.bxor(x, y),
        // Cranelift takes shift and rotate amounts modulo the width.
        BinaryOp::Shl => ins.ishl(x, y),
        BinaryOp::Lshr => ins.ushr(x, y),
        BinaryOp::Ashr => ins.sshr(x, y),
        BinaryOp::Rotl => ins.rotl(x, y),
        BinaryOp::Rotr => ins.rotr(x, y),
        BinaryOp::Smin => ins.smin(x, y),
        BinaryOp::Smax => ins.smax(x, y),
        BinaryOp::Umin => ins.umin(x, y),
        BinaryOp::Umax => ins.umax(x, y),
        BinaryOp::Fadd => ins.fadd(x, y),
        BinaryOp::Fsub => ins.fsub(x, y),
        BinaryOp::Fmul => ins.fmul(x, y),
        BinaryOp::Fdiv => ins.fdiv(x, y),
        BinaryOp::Frem => unreachable!("frem is a libm call, handled by the caller"),
    }
}

/// `i128` arithmetic: Cranelift's own where every target has it; division
/// through compiler-rt's (libgcc's) helpers, after the IR's traps;
/// minimum and maximum as a comparison and a mask (a select would be
/// turned back into `smin` and the like, which x86-64 Cranelift does not
/// lower on `I128`).
fn binary_i128(cx: &mut FuncCtx, op: BinaryOp, x: ClValue, y: ClValue) -> LResult<ClValue> {
    use condcodes::IntCC as C;
    let pick = |cx: &mut FuncCtx, cc: C| {
        // y ^ ((x ^ y) & m), m all ones where `x cc y`.
        let c = cx.ins().icmp(cc, x, y);
        let c = cx.ins().uextend(types::I128, c);
        let zero = const128(cx, 0);
        let m = cx.ins().isub(zero, c);
        let d = cx.ins().bxor(x, y);
        let d = cx.ins().band(d, m);
        cx.ins().bxor(y, d)
    };
    let helper = match op {
        BinaryOp::Udiv => "__udivti3",
        BinaryOp::Sdiv => "__divti3",
        BinaryOp::Urem => "__umodti3",
        BinaryOp::Srem => "__modti3",
        BinaryOp::Smin => return Ok(pick(cx, C::SignedLessThan)),
        BinaryOp::Smax => return Ok(pick(cx, C::SignedGreaterThan)),
        BinaryOp::Umin => return Ok(pick(cx, C::UnsignedLessThan)),
        BinaryOp::Umax => return Ok(pick(cx, C::UnsignedGreaterThan)),
        _ => return Ok(binary_lane(cx, op, x, y)),
    };
    let zero = const128(cx, 0);
    let by_zero = cx.ins().icmp(C::Equal, y, zero);
    cx.ins().trapnz(by_zero, TrapCode::INTEGER_DIVISION_BY_ZERO);
    if op == BinaryOp::Sdiv {
        // INT_MIN / -1 overflows (the helper would wrap).
        let one = const128(cx, 1);
        let min = cx.ins().ishl_imm_u(one, 127);
        let minus_one = const128(cx, -1);
        let is_min = cx.ins().icmp(C::Equal, x, min);
        let is_minus_one = cx.ins().icmp(C::Equal, y, minus_one);
        let overflow = cx.ins().band(is_min, is_minus_one);
        cx.ins().trapnz(overflow, TrapCode::INTEGER_OVERFLOW);
    }
    let f =
        cx.m.import(helper, &[types::I128, types::I128], &[types::I128])?;
    let fref = cx.m.cl.declare_func_in_func(f, cx.b.func);
    let call = cx.ins().call(fref, &[x, y]);
    Ok(cx.b.inst_results(call)[0])
}

/// `i1` arithmetic modulo 2, with `1` read as `-1` where signedness counts.
fn binary_i1(cx: &mut FuncCtx, op: BinaryOp, x: ClValue, y: ClValue) -> ClValue {
    let ins = cx.ins();
    match op {
        BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::Xor => ins.bxor(x, y),
        BinaryOp::Imul | BinaryOp::And | BinaryOp::Smax | BinaryOp::Umin => ins.band(x, y),
        BinaryOp::Or | BinaryOp::Smin | BinaryOp::Umax => ins.bor(x, y),
        // Amounts modulo 1 are always 0.
        BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr | BinaryOp::Rotl | BinaryOp::Rotr => x,
        BinaryOp::Udiv | BinaryOp::Sdiv | BinaryOp::Urem | BinaryOp::Srem => {
            // The only divisor that does not trap is 1 (-1 when signed).
            ins.trapz(y, TrapCode::INTEGER_DIVISION_BY_ZERO);
            match op {
                BinaryOp::Udiv => x,
                BinaryOp::Sdiv => {
                    // -1 / -1 is INT_MIN / -1: an overflow.
                    cx.ins().trapnz(x, TrapCode::INTEGER_OVERFLOW);
                    cx.ins().iconst(types::I8, 0)
                }
                _ => cx.ins().iconst(types::I8, 0),
            }
        }
        BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem => {
            unreachable!("float operations were rejected on i1 by the caller")
        }
    }
}

pub(super) fn int_cc(cond: IntCC) -> condcodes::IntCC {
    use condcodes::IntCC as C;
    match cond {
        IntCC::Eq => C::Equal,
        IntCC::Ne => C::NotEqual,
        IntCC::Slt => C::SignedLessThan,
        IntCC::Sle => C::SignedLessThanOrEqual,
        IntCC::Sgt => C::SignedGreaterThan,
        IntCC::Sge => C::SignedGreaterThanOrEqual,
        IntCC::Ult => C::UnsignedLessThan,
        IntCC::Ule => C::UnsignedLessThanOrEqual,
        IntCC::Ugt => C::UnsignedGreaterThan,
        IntCC::Uge => C::UnsignedGreaterThanOrEqual,
    }
}

pub fn icmp(cx: &mut FuncCtx, cond: IntCC, a: Value, b: Value) -> LResult<Lanes> {
    let (ty, lanes) = pairs(cx, a, b)?;
    expect_int(ty)?;
    let signed = matches!(cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
    let cc = int_cc(cond);
    let mut out = Vec::new();
    for (mut x, mut y) in lanes {
        if signed && ty.lane() == ScalarType::I1 {
            // 0/1 → 0/-1 so that a signed comparison sees the i1 values.
            x = cx.ins().ineg(x);
            y = cx.ins().ineg(y);
        }
        // Cranelift's icmp already yields an I8 0 or 1.
        out.push(cx.ins().icmp(cc, x, y));
    }
    Ok(out)
}

pub(super) fn float_cc(cond: FloatCC) -> Option<condcodes::FloatCC> {
    use condcodes::FloatCC as C;
    Some(match cond {
        FloatCC::False | FloatCC::True => return None,
        FloatCC::Oeq => C::Equal,
        FloatCC::Ogt => C::GreaterThan,
        FloatCC::Oge => C::GreaterThanOrEqual,
        FloatCC::Olt => C::LessThan,
        FloatCC::Ole => C::LessThanOrEqual,
        FloatCC::One => C::OrderedNotEqual,
        FloatCC::Ord => C::Ordered,
        FloatCC::Ueq => C::UnorderedOrEqual,
        FloatCC::Ugt => C::UnorderedOrGreaterThan,
        FloatCC::Uge => C::UnorderedOrGreaterThanOrEqual,
        FloatCC::Ult => C::UnorderedOrLessThan,
        FloatCC::Ule => C::UnorderedOrLessThanOrEqual,
        FloatCC::Une => C::NotEqual,
        FloatCC::Uno => C::Unordered,
    })
}

pub fn fcmp(cx: &mut FuncCtx, cond: FloatCC, a: Value, b: Value) -> LResult<Lanes> {
    let (ty, lanes) = pairs(cx, a, b)?;
    expect_float(ty)?;
    let mut out = Vec::new();
    for (x, y) in lanes {
        out.push(match float_cc(cond) {
            Some(cc) => cx.ins().fcmp(cc, x, y),
            None => cx.ins().iconst(types::I8, i64::from(cond == FloatCC::True)),
        });
    }
    Ok(out)
}

pub fn select(cx: &mut FuncCtx, cond: Value, a: Value, b: Value) -> LResult<Lanes> {
    let (ty, lanes) = pairs(cx, a, b)?;
    let cty = cx.ty(cond)?;
    if cty == Type::I1 && ty.is_float() && !ty.is_vector() {
        let (x, y) = lanes[0];
        return Ok(vec![float_select(cx, cond, x, y, 2)?]);
    }
    let conds = if cty == Type::I1 {
        vec![bool_operand(cx, cond)?; ty.lanes() as usize]
    } else if cty.lane() == ScalarType::I1 && cty.lanes() == ty.lanes() {
        cx.lanes(cond)?
    } else {
        return Err(format!("select on a {cty} between {ty} values"));
    };
    let mut out = Vec::new();
    for (c, (x, y)) in conds.into_iter().zip(lanes) {
        out.push(cx.ins().select(c, x, y));
    }
    Ok(out)
}

/// A float `select`. Cranelift lowers one as a branch around a move,
/// which costs a misprediction per unpredictable choice; as LLVM does, a
/// choice made by a float comparison is made without a branch instead: a
/// compare mask and a bit select, or `minsd`/`maxsd`, which Cranelift
/// picks itself for `a < b ? a : b` and `b < a ? a : b`. A comparison or'ed
/// or and'ed with another condition (kmeans' `j == 0 || s < best`) keeps
/// a branch on the other condition only.
fn float_select(
    cx: &mut FuncCtx,
    cond: Value,
    x: ClValue,
    y: ClValue,
    depth: u8,
) -> LResult<ClValue> {
    let data = match cx.def_of(cond) {
        Some(data) if depth > 0 => data,
        _ => return plain_select(cx, cond, x, y),
    };
    let is_const = |cx: &FuncCtx, v: Value, want: u64| matches!(cx.def_of(v), Some(InstData::Iconst { imm, .. }) if *imm == want);
    // `p || q` and `p && q`, as LLVM writes them (`select`) or as `or`/`and`.
    let (or, [p, q]) = match *data {
        InstData::Fcmp { cond: cc, args } => return compare_select(cx, cond, cc, args, x, y),
        InstData::Select { args: [p, t, q] } if is_const(cx, t, 1) => (true, [p, q]),
        InstData::Select { args: [p, q, f] } if is_const(cx, f, 0) => (false, [p, q]),
        InstData::Binary {
            op: BinaryOp::Or,
            args,
        } if cx.ty(cond)? == Type::I1 => (true, args),
        InstData::Binary {
            op: BinaryOp::And,
            args,
        } if cx.ty(cond)? == Type::I1 => (false, args),
        _ => return plain_select(cx, cond, x, y),
    };
    let is_fcmp = |cx: &FuncCtx, v: Value| matches!(cx.def_of(v), Some(InstData::Fcmp { .. }));
    let (p, q) = if is_fcmp(cx, q) {
        (p, q)
    } else if is_fcmp(cx, p) {
        (q, p)
    } else {
        return plain_select(cx, cond, x, y);
    };
    let inner = float_select(cx, q, x, y, depth - 1)?;
    let pc = bool_operand(cx, p)?;
    Ok(if or {
        cx.ins().select(pc, x, inner)
    } else {
        cx.ins().select(pc, inner, y)
    })
}

fn plain_select(cx: &mut FuncCtx, cond: Value, x: ClValue, y: ClValue) -> LResult<ClValue> {
    let c = bool_operand(cx, cond)?;
    Ok(cx.ins().select(c, x, y))
}

/// `select (fcmp cc a b), x, y` on scalar floats: Cranelift's own
/// minimum/maximum pattern where it is one (`a < b ? a : b` is `minsd`,
/// `b < a ? a : b` `maxsd`; `a > b` is `b < a`, NaNs included: lse's
/// running maximum `x > m ? x : m`), else the mask of a vector compare
/// in lane 0.
fn compare_select(
    cx: &mut FuncCtx,
    cond: Value,
    cc: FloatCC,
    args: [Value; 2],
    x: ClValue,
    y: ClValue,
) -> LResult<ClValue> {
    use condcodes::FloatCC as C;
    let (a, b) = (cx.scalar(args[0])?, cx.scalar(args[1])?);
    let ct = cx.cl_ty(x);
    let Some(fcc) = float_cc(cc) else {
        return plain_select(cx, cond, x, y);
    };
    let (lt, gt) = (fcc == C::LessThan, fcc == C::GreaterThan);
    let operands = (a, b) == (x, y) || (a, b) == (y, x);
    if (lt || gt) && operands && cx.cl_ty(a) == ct {
        let c = if lt {
            cx.ins().fcmp(C::LessThan, a, b)
        } else {
            cx.ins().fcmp(C::LessThan, b, a)
        };
        return Ok(cx.ins().select(c, x, y));
    }
    if cx.cl_ty(a) != ct || !super::simd::float_compare(cc) {
        return plain_select(cx, cond, x, y);
    }
    let vt = ct.by(128 / ct.bits()).expect("f32x4 or f64x2");
    // Only lane 0 is read: a splat is one shuffle, where
    // `scalar_to_vector` zeroes a register and moves the scalar into it.
    let mut v = |s: ClValue| cx.ins().splat(vt, s);
    let (av, bv, xv, yv) = (v(a), v(b), v(x), v(y));
    let mask = cx.ins().fcmp(fcc, av, bv);
    let mask = cx.ins().bitcast(vt, MemFlagsData::new(), mask);
    let r = cx.ins().bitselect(mask, xv, yv);
    Ok(cx.ins().extractlane(r, 0))
}

pub fn ptr_add(cx: &mut FuncCtx, ptr: Value, offset: Value) -> LResult<Lanes> {
    let (pty, oty) = (cx.ty(ptr)?, cx.ty(offset)?);
    if !pty.is_ptr() || oty.lane() != ScalarType::I64 {
        return Err(format!("ptr_add of {pty} and {oty}"));
    }
    let ptrs = cx.lanes(ptr)?;
    let mut offs = cx.lanes(offset)?;
    if offs.len() == 1 && ptrs.len() > 1 {
        offs = vec![offs[0]; ptrs.len()];
    }
    if offs.len() != ptrs.len() {
        return Err(format!("ptr_add of {pty} and {oty}"));
    }
    Ok(ptrs
        .into_iter()
        .zip(offs)
        .map(|(p, o)| cx.ins().iadd(p, o))
        .collect())
}

pub fn cast(cx: &mut FuncCtx, op: CastOp, arg: Value, to: Type) -> LResult<Lanes> {
    let from = cx.ty(arg)?;
    let lanes = cx.lanes(arg)?;
    if op == CastOp::Bitcast {
        return bitcast(cx, from, to, lanes);
    }
    if from.lanes() != to.lanes() {
        return Err(format!("{op} from {from} to {to} changes the lane count"));
    }
    let (s, t) = (from.lane(), to.lane());
    let bad = || Err(format!("{op} from {from} to {to}"));
    let ok = match op {
        CastOp::Trunc => s.is_int() && t.is_int() && t.bits() <= s.bits(),
        CastOp::Zext | CastOp::Sext => s.is_int() && t.is_int() && t.bits() >= s.bits(),
        CastOp::Fptrunc => s.is_float() && t.is_float() && t.bits() <= s.bits(),
        CastOp::Fpext => s.is_float() && t.is_float() && t.bits() >= s.bits(),
        CastOp::Fptosi | CastOp::Fptoui => s.is_float() && t.is_int(),
        CastOp::Sitofp | CastOp::Uitofp => s.is_int() && t.is_float(),
        CastOp::Ptrtoint => s.is_ptr() && t.is_int(),
        CastOp::Inttoptr => s.is_int() && t.is_ptr(),
        CastOp::AddrSpaceCast => s.is_ptr() && t.is_ptr(),
        CastOp::Bitcast => unreachable!("handled above"),
    };
    if !ok {
        return bad();
    }
    lanes
        .into_iter()
        .map(|x| cast_lane(cx, op, s, t, x))
        .collect()
}

fn cast_lane(
    cx: &mut FuncCtx,
    op: CastOp,
    s: ScalarType,
    t: ScalarType,
    x: ClValue,
) -> LResult<ClValue> {
    let (cs, ct) = (cl_type(s), cl_type(t));
    Ok(match op {
        CastOp::Trunc | CastOp::Ptrtoint => int_resize(cx, x, s, t, false),
        CastOp::Zext | CastOp::Inttoptr => int_resize(cx, x, s, t, false),
        CastOp::Sext => int_resize(cx, x, s, t, true),
        CastOp::AddrSpaceCast => x,
        CastOp::Fptrunc if cs == ct => x,
        CastOp::Fpext if cs == ct => x,
        CastOp::Fptrunc => cx.ins().fdemote(ct, x),
        CastOp::Fpext => cx.ins().fpromote(ct, x),
        CastOp::Fptosi | CastOp::Fptoui if t == ScalarType::I128 => {
            return Err(format!("{op} to i128 is not supported"));
        }
        CastOp::Fptosi | CastOp::Fptoui => float_to_int(cx, op == CastOp::Fptosi, t, x),
        CastOp::Sitofp | CastOp::Uitofp if s == ScalarType::I128 => {
            // compiler-rt's (libgcc's) conversions, which round to nearest.
            let helper = match (op == CastOp::Sitofp, t) {
                (true, ScalarType::F32) => "__floattisf",
                (true, _) => "__floattidf",
                (false, ScalarType::F32) => "__floatuntisf",
                (false, _) => "__floatuntidf",
            };
            let f = cx.m.import(helper, &[types::I128], &[ct])?;
            let fref = cx.m.cl.declare_func_in_func(f, cx.b.func);
            let call = cx.ins().call(fref, &[x]);
            cx.b.inst_results(call)[0]
        }
        CastOp::Sitofp | CastOp::Uitofp => {
            let signed = op == CastOp::Sitofp;
            // Cranelift converts from 32 and 64 bits; widen the rest first
            // (an i1 set to 1 is -1 when signed).
            let wide = if s.bits() < 32 {
                let y = if signed && s == ScalarType::I1 {
                    cx.ins().ineg(x)
                } else {
                    x
                };
                if signed {
                    cx.ins().sextend(types::I32, y)
                } else {
                    cx.ins().uextend(types::I32, y)
                }
            } else {
                x
            };
            if signed {
                cx.ins().fcvt_from_sint(ct, wide)
            } else {
                cx.ins().fcvt_from_uint(ct, wide)
            }
        }
        CastOp::Bitcast => unreachable!("bitcast is lowered as a whole"),
    })
}

/// Integer width change (truncation, zero or sign extension), keeping the
/// `i1` invariant: a truncation to `i1` keeps the low bit; a sign
/// extension from `i1` turns 1 into all ones.
fn int_resize(cx: &mut FuncCtx, x: ClValue, s: ScalarType, t: ScalarType, signed: bool) -> ClValue {
    let (cs, ct) = (cl_type(s), cl_type(t));
    let x = if signed && s == ScalarType::I1 && t != ScalarType::I1 {
        cx.ins().ineg(x)
    } else {
        x
    };
    let y = if cs == ct {
        x
    } else if ct.bits() < cs.bits() {
        cx.ins().ireduce(ct, x)
    } else if signed {
        cx.ins().sextend(ct, x)
    } else {
        cx.ins().uextend(ct, x)
    };
    if t == ScalarType::I1 && s != ScalarType::I1 {
        cx.ins().band_imm_u(y, 1)
    } else {
        y
    }
}

/// Saturating float-to-integer conversion with NaN → 0 (Rust's `as`).
/// Cranelift saturates to 32 and 64 bits; narrower results are converted
/// to 32 bits and clamped to their range.
fn float_to_int(cx: &mut FuncCtx, signed: bool, t: ScalarType, x: ClValue) -> ClValue {
    let ct = cl_type(t);
    if t.bits() >= 32 {
        return if signed {
            cx.ins().fcvt_to_sint_sat(ct, x)
        } else {
            cx.ins().fcvt_to_uint_sat(ct, x)
        };
    }
    let bits = t.bits();
    let y = if signed {
        let y = cx.ins().fcvt_to_sint_sat(types::I32, x);
        let hi = cx.ins().iconst(types::I32, (1i64 << (bits - 1)) - 1);
        let lo = cx
            .ins()
            .iconst(types::I32, i64::from(-(1i32 << (bits - 1))) & 0xffff_ffff);
        let y = cx.ins().smin(y, hi);
        cx.ins().smax(y, lo)
    } else {
        let y = cx.ins().fcvt_to_uint_sat(types::I32, x);
        let hi = cx.ins().iconst(types::I32, (1i64 << bits) - 1);
        cx.ins().umin(y, hi)
    };
    let y = cx.ins().ireduce(ct, y);
    if t == ScalarType::I1 {
        cx.ins().band_imm_u(y, 1)
    } else {
        y
    }
}

/// Reinterpretation of bits between types of the same total width.
fn bitcast(cx: &mut FuncCtx, from: Type, to: Type, lanes: Lanes) -> LResult<Lanes> {
    if from.bits() != to.bits() {
        return Err(format!(
            "bitcast from {from} ({} bits) to {to} ({} bits)",
            from.bits(),
            to.bits()
        ));
    }
    let (s, t) = (from.lane(), to.lane());
    if from.lanes() == to.lanes() {
        return Ok(lanes
            .into_iter()
            .map(|x| {
                let ct = cl_type(t);
                if cx.cl_ty(x) == ct {
                    x
                } else {
                    cx.ins().bitcast(ct, MemFlagsData::new(), x)
                }
            })
            .collect());
    }
    match (s, t) {
        // A mask vector packed into an integer: lane i is bit i.
        (ScalarType::I1, _) if !to.is_vector() && t.is_int() => {
            let ct = cl_type(t);
            let mut acc = cx.ins().iconst(ct, 0);
            for (i, x) in lanes.into_iter().enumerate() {
                let w = if ct == types::I8 {
                    x
                } else {
                    cx.ins().uextend(ct, x)
                };
                let w = cx.ins().ishl_imm_u(w, i as i64);
                acc = cx.ins().bor(acc, w);
            }
            Ok(vec![acc])
        }
        (_, ScalarType::I1) if !from.is_vector() && s.is_int() => {
            let x = lanes[0];
            Ok((0..to.lanes())
                .map(|i| {
                    let y = cx.ins().ushr_imm_u(x, i64::from(i));
                    let y = if cx.cl_ty(y) == types::I8 {
                        y
                    } else {
                        cx.ins().ireduce(types::I8, y)
                    };
                    cx.ins().band_imm_u(y, 1)
                })
                .collect())
        }
        (ScalarType::I1, _) | (_, ScalarType::I1) => {
            Err(format!("bitcast from {from} to {to} is not supported"))
        }
        _ => {
            // Lanes of different widths: through memory, which is exactly
            // the IR's (little-endian, packed) definition.
            let bytes = from.bytes();
            let slot = cx.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                bytes,
                3,
            ));
            let sb = s.bytes() as i32;
            for (i, x) in lanes.into_iter().enumerate() {
                cx.ins().stack_store(types::I64, x, slot, sb * i as i32);
            }
            let tb = t.bytes() as i32;
            let ct = cl_type(t);
            Ok((0..to.lanes() as i32)
                .map(|i| cx.ins().stack_load(types::I64, ct, slot, tb * i))
                .collect())
        }
    }
}

/// A grid of one thread: ids are 0, sizes 1, the barrier waits for nobody.
pub fn gpu(cx: &mut FuncCtx, op: GpuOp) -> Option<Lanes> {
    use GpuOp::*;
    let v = match op {
        ThreadIdX | ThreadIdY | ThreadIdZ | BlockIdX | BlockIdY | BlockIdZ | LaneId => 0,
        BlockDimX | BlockDimY | BlockDimZ | GridDimX | GridDimY | GridDimZ => 1,
        WarpSize => 32,
        Barrier => return None,
    };
    Some(vec![cx.ins().iconst(types::I32, v)])
}

pub fn splat(cx: &mut FuncCtx, ty: Type, arg: Value) -> LResult<Lanes> {
    let aty = cx.ty(arg)?;
    if aty.is_vector() || !same_shape(aty, Type::scalar(ty.lane())) {
        return Err(format!("splat of a {aty} into {ty}"));
    }
    Ok(vec![cx.scalar(arg)?; ty.lanes() as usize])
}

pub fn extract_lane(cx: &mut FuncCtx, arg: Value, lane: u16) -> LResult<Lanes> {
    let lanes = cx.lanes(arg)?;
    match lanes.get(usize::from(lane)) {
        Some(&x) => Ok(vec![x]),
        None => Err(format!("lane {lane} of a {}", cx.ty(arg)?)),
    }
}

pub fn insert_lane(cx: &mut FuncCtx, vector: Value, scalar: Value, lane: u16) -> LResult<Lanes> {
    let (vty, sty) = (cx.ty(vector)?, cx.ty(scalar)?);
    if sty.is_vector() || !same_shape(sty, Type::scalar(vty.lane())) {
        return Err(format!("insert of a {sty} into a {vty}"));
    }
    let mut lanes = cx.lanes(vector)?;
    let x = cx.scalar(scalar)?;
    match lanes.get_mut(usize::from(lane)) {
        Some(slot) => *slot = x,
        None => return Err(format!("lane {lane} of a {vty}")),
    }
    Ok(lanes)
}

pub fn shuffle(cx: &mut FuncCtx, a: Value, b: Value, mask: &[u16]) -> LResult<Lanes> {
    let (_, _) = pairs(cx, a, b)?;
    let mut all = cx.lanes(a)?;
    all.extend(cx.lanes(b)?);
    mask.iter()
        .map(|&i| {
            all.get(usize::from(i))
                .copied()
                .ok_or_else(|| format!("mask index {i} out of {} lanes", all.len()))
        })
        .collect()
}
