//! Scalar numeric operators: constants, integer and float arithmetic,
//! comparisons, conversions.
//!
//! Zyme's integer arithmetic wraps and takes shift amounts modulo the
//! width, as wasm's does, so most operators are one instruction. What
//! differs is made explicit: wasm comparisons give an `i32`, division
//! traps are checked before the division (so they become a trap status
//! rather than a machine trap), and the trapping float-to-integer
//! truncations check NaN and range before zyme's saturating conversion.

use super::func::FuncCx;
use super::instance::TrapCode;
use wasmparser::Operator as O;
use zyme_ir::{BinaryOp, CastOp, FloatCC, IntCC, MathOp, Type, UnaryOp, Value};

/// Lowers `op` if it is a scalar numeric operator; `Ok(false)` if not.
pub(crate) fn lower(cx: &mut FuncCx, op: &O) -> Result<bool, super::WasmError> {
    use Type as T;
    match *op {
        O::I32Const { value } => {
            let v = cx.i32(i64::from(value));
            cx.push(v);
        }
        O::I64Const { value } => {
            let v = cx.i64(value);
            cx.push(v);
        }
        O::F32Const { value } => {
            let v = cx.b.ins_results(zyme_ir::InstData::Fconst {
                ty: T::F32,
                bits: u64::from(value.bits()),
            })[0];
            cx.push(v);
        }
        O::F64Const { value } => {
            let v = cx.b.ins_results(zyme_ir::InstData::Fconst {
                ty: T::F64,
                bits: value.bits(),
            })[0];
            cx.push(v);
        }
        O::I32Eqz | O::I64Eqz => {
            let x = cx.pop()?;
            let ty = cx.ty(x);
            let zero = cx.b.iconst(ty, 0);
            let c = cx.b.icmp(IntCC::Eq, x, zero);
            let v = cx.bool_to_i32(c);
            cx.push(v);
        }
        O::I32Eq | O::I64Eq => icmp(cx, IntCC::Eq)?,
        O::I32Ne | O::I64Ne => icmp(cx, IntCC::Ne)?,
        O::I32LtS | O::I64LtS => icmp(cx, IntCC::Slt)?,
        O::I32LtU | O::I64LtU => icmp(cx, IntCC::Ult)?,
        O::I32GtS | O::I64GtS => icmp(cx, IntCC::Sgt)?,
        O::I32GtU | O::I64GtU => icmp(cx, IntCC::Ugt)?,
        O::I32LeS | O::I64LeS => icmp(cx, IntCC::Sle)?,
        O::I32LeU | O::I64LeU => icmp(cx, IntCC::Ule)?,
        O::I32GeS | O::I64GeS => icmp(cx, IntCC::Sge)?,
        O::I32GeU | O::I64GeU => icmp(cx, IntCC::Uge)?,
        O::F32Eq | O::F64Eq => fcmp(cx, FloatCC::Oeq)?,
        O::F32Ne | O::F64Ne => fcmp(cx, FloatCC::Une)?,
        O::F32Lt | O::F64Lt => fcmp(cx, FloatCC::Olt)?,
        O::F32Gt | O::F64Gt => fcmp(cx, FloatCC::Ogt)?,
        O::F32Le | O::F64Le => fcmp(cx, FloatCC::Ole)?,
        O::F32Ge | O::F64Ge => fcmp(cx, FloatCC::Oge)?,
        O::I32Clz | O::I64Clz => unary(cx, UnaryOp::Clz)?,
        O::I32Ctz | O::I64Ctz => unary(cx, UnaryOp::Ctz)?,
        O::I32Popcnt | O::I64Popcnt => unary(cx, UnaryOp::Popcnt)?,
        O::I32Add | O::I64Add => binary(cx, BinaryOp::Iadd)?,
        O::I32Sub | O::I64Sub => binary(cx, BinaryOp::Isub)?,
        O::I32Mul | O::I64Mul => binary(cx, BinaryOp::Imul)?,
        O::I32DivS | O::I64DivS => division(cx, BinaryOp::Sdiv)?,
        O::I32DivU | O::I64DivU => division(cx, BinaryOp::Udiv)?,
        O::I32RemS | O::I64RemS => division(cx, BinaryOp::Srem)?,
        O::I32RemU | O::I64RemU => division(cx, BinaryOp::Urem)?,
        O::I32And | O::I64And => binary(cx, BinaryOp::And)?,
        O::I32Or | O::I64Or => binary(cx, BinaryOp::Or)?,
        O::I32Xor | O::I64Xor => binary(cx, BinaryOp::Xor)?,
        O::I32Shl | O::I64Shl => binary(cx, BinaryOp::Shl)?,
        O::I32ShrS | O::I64ShrS => binary(cx, BinaryOp::Ashr)?,
        O::I32ShrU | O::I64ShrU => binary(cx, BinaryOp::Lshr)?,
        O::I32Rotl | O::I64Rotl => binary(cx, BinaryOp::Rotl)?,
        O::I32Rotr | O::I64Rotr => binary(cx, BinaryOp::Rotr)?,
        O::F32Abs | O::F64Abs => math(cx, MathOp::Fabs, 1)?,
        O::F32Neg | O::F64Neg => unary(cx, UnaryOp::Fneg)?,
        O::F32Ceil | O::F64Ceil => math(cx, MathOp::Ceil, 1)?,
        O::F32Floor | O::F64Floor => math(cx, MathOp::Floor, 1)?,
        O::F32Trunc | O::F64Trunc => math(cx, MathOp::Trunc, 1)?,
        O::F32Nearest | O::F64Nearest => math(cx, MathOp::Rint, 1)?,
        O::F32Sqrt | O::F64Sqrt => math(cx, MathOp::Sqrt, 1)?,
        O::F32Add | O::F64Add => binary(cx, BinaryOp::Fadd)?,
        O::F32Sub | O::F64Sub => binary(cx, BinaryOp::Fsub)?,
        O::F32Mul | O::F64Mul => binary(cx, BinaryOp::Fmul)?,
        O::F32Div | O::F64Div => binary(cx, BinaryOp::Fdiv)?,
        O::F32Min | O::F64Min => math(cx, MathOp::Minimum, 2)?,
        O::F32Max | O::F64Max => math(cx, MathOp::Maximum, 2)?,
        O::F32Copysign | O::F64Copysign => math(cx, MathOp::Copysign, 2)?,
        O::I32WrapI64 => cast(cx, CastOp::Trunc, T::I32)?,
        O::I64ExtendI32S => cast(cx, CastOp::Sext, T::I64)?,
        O::I64ExtendI32U => cast(cx, CastOp::Zext, T::I64)?,
        O::I32TruncF32S | O::I32TruncF64S => trapping_trunc(cx, T::I32, true)?,
        O::I32TruncF32U | O::I32TruncF64U => trapping_trunc(cx, T::I32, false)?,
        O::I64TruncF32S | O::I64TruncF64S => trapping_trunc(cx, T::I64, true)?,
        O::I64TruncF32U | O::I64TruncF64U => trapping_trunc(cx, T::I64, false)?,
        O::I32TruncSatF32S | O::I32TruncSatF64S => cast(cx, CastOp::Fptosi, T::I32)?,
        O::I32TruncSatF32U | O::I32TruncSatF64U => cast(cx, CastOp::Fptoui, T::I32)?,
        O::I64TruncSatF32S | O::I64TruncSatF64S => cast(cx, CastOp::Fptosi, T::I64)?,
        O::I64TruncSatF32U | O::I64TruncSatF64U => cast(cx, CastOp::Fptoui, T::I64)?,
        O::F32ConvertI32S | O::F32ConvertI64S => cast(cx, CastOp::Sitofp, T::F32)?,
        O::F32ConvertI32U | O::F32ConvertI64U => cast(cx, CastOp::Uitofp, T::F32)?,
        O::F64ConvertI32S | O::F64ConvertI64S => cast(cx, CastOp::Sitofp, T::F64)?,
        O::F64ConvertI32U | O::F64ConvertI64U => cast(cx, CastOp::Uitofp, T::F64)?,
        O::F32DemoteF64 => cast(cx, CastOp::Fptrunc, T::F32)?,
        O::F64PromoteF32 => cast(cx, CastOp::Fpext, T::F64)?,
        O::I32ReinterpretF32 => cast(cx, CastOp::Bitcast, T::I32)?,
        O::I64ReinterpretF64 => cast(cx, CastOp::Bitcast, T::I64)?,
        O::F32ReinterpretI32 => cast(cx, CastOp::Bitcast, T::F32)?,
        O::F64ReinterpretI64 => cast(cx, CastOp::Bitcast, T::F64)?,
        O::I32Extend8S => extend(cx, T::I8)?,
        O::I32Extend16S => extend(cx, T::I16)?,
        O::I64Extend8S => extend(cx, T::I8)?,
        O::I64Extend16S => extend(cx, T::I16)?,
        O::I64Extend32S => extend(cx, T::I32)?,
        _ => return Ok(false),
    }
    Ok(true)
}

type R = Result<(), super::WasmError>;

fn icmp(cx: &mut FuncCx, cond: IntCC) -> R {
    let y = cx.pop()?;
    let x = cx.pop()?;
    let c = cx.b.icmp(cond, x, y);
    let v = cx.bool_to_i32(c);
    cx.push(v);
    Ok(())
}

fn fcmp(cx: &mut FuncCx, cond: FloatCC) -> R {
    let y = cx.pop()?;
    let x = cx.pop()?;
    let c = cx.b.fcmp(cond, x, y);
    let v = cx.bool_to_i32(c);
    cx.push(v);
    Ok(())
}

fn unary(cx: &mut FuncCx, op: UnaryOp) -> R {
    let x = cx.pop()?;
    let v = cx.b.unary(op, x);
    cx.push(v);
    Ok(())
}

fn binary(cx: &mut FuncCx, op: BinaryOp) -> R {
    let y = cx.pop()?;
    let x = cx.pop()?;
    let v = cx.b.binary(op, x, y);
    cx.push(v);
    Ok(())
}

fn math(cx: &mut FuncCx, op: MathOp, arity: usize) -> R {
    let args = cx.popn(arity)?;
    let v = cx.b.math(op, &args);
    cx.push(v);
    Ok(())
}

fn cast(cx: &mut FuncCx, op: CastOp, ty: Type) -> R {
    let x = cx.pop()?;
    let v = cx.b.cast(op, x, ty);
    cx.push(v);
    Ok(())
}

/// `iN.extendM_s`: the low `M` bits, sign-extended back.
fn extend(cx: &mut FuncCx, narrow: Type) -> R {
    let x = cx.pop()?;
    let ty = cx.ty(x);
    let low = cx.b.cast(CastOp::Trunc, x, narrow);
    let v = cx.b.cast(CastOp::Sext, low, ty);
    cx.push(v);
    Ok(())
}

/// Division and remainder, with wasm's traps checked first: a zero
/// divisor, and `INT_MIN / -1` for signed division (`INT_MIN % -1` is 0
/// in both wasm and zyme).
fn division(cx: &mut FuncCx, op: BinaryOp) -> R {
    let y = cx.pop()?;
    let x = cx.pop()?;
    let ty = cx.ty(x);
    let zero = cx.b.iconst(ty, 0);
    let by_zero = cx.b.icmp(IntCC::Eq, y, zero);
    cx.trap_if(by_zero, TrapCode::DivisionByZero);
    if op == BinaryOp::Sdiv {
        let min = cx.b.iconst(ty, 1i64 << (ty.bits() - 1));
        let minus_one = cx.b.iconst(ty, -1);
        let is_min = cx.b.icmp(IntCC::Eq, x, min);
        let is_minus_one = cx.b.icmp(IntCC::Eq, y, minus_one);
        let overflow = cx.b.band(is_min, is_minus_one);
        cx.trap_if(overflow, TrapCode::IntegerOverflow);
    }
    let v = cx.b.binary(op, x, y);
    cx.push(v);
    Ok(())
}

/// A float constant of the operand's type.
fn fconst(cx: &mut FuncCx, ty: Type, v: f64) -> Value {
    if ty == Type::F32 {
        cx.b.f32const(v as f32)
    } else {
        cx.b.f64const(v)
    }
}

/// `iN.trunc_fM_{s,u}`: NaN traps as an invalid conversion, a value whose
/// integer part is out of range as an overflow; then zyme's (saturating)
/// conversion is exact. The bounds are powers of two, exact in both float
/// types, and compared after truncation toward zero.
fn trapping_trunc(cx: &mut FuncCx, to: Type, signed: bool) -> R {
    let x = cx.pop()?;
    let fty = cx.ty(x);
    let nan = cx.b.fcmp(FloatCC::Uno, x, x);
    cx.trap_if(nan, TrapCode::InvalidConversion);
    let t = cx.b.math(MathOp::Trunc, &[x]);
    let bits = to.bits() as i32;
    let (lo, hi) = if signed {
        (-(2f64.powi(bits - 1)), 2f64.powi(bits - 1))
    } else {
        (0.0, 2f64.powi(bits))
    };
    let lo = fconst(cx, fty, lo);
    let hi = fconst(cx, fty, hi);
    let below = cx.b.fcmp(FloatCC::Olt, t, lo);
    let above = cx.b.fcmp(FloatCC::Oge, t, hi);
    let out = cx.b.bor(below, above);
    cx.trap_if(out, TrapCode::IntegerOverflow);
    let op = if signed {
        CastOp::Fptosi
    } else {
        CastOp::Fptoui
    };
    let v = cx.b.cast(op, x, to);
    cx.push(v);
    Ok(())
}
