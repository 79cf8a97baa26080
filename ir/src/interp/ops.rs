//! The value semantics of the IR's pure operations, as functions over
//! `DataValue`s: integer and float arithmetic, comparisons, casts, select.
//!
//! Kept apart from the interpreter loop so that each rule can be read (and
//! tested) on its own; vectors are handled once, by the `map*` helpers,
//! which apply a scalar rule lane by lane.

use super::math::libm;
use super::{InterpError, TrapKind};
use crate::opcode::{BinaryOp, CastOp, FloatCC, IntCC, UnaryOp};
use crate::types::{ScalarType, Type};
use crate::value::{sign_extend128, truncate128, DataValue};

pub type R<T> = Result<T, InterpError>;

/// A `TypeMismatch` error: the operands are not what the operation needs
/// (an unverified module, or a host passing the wrong values).
pub fn mismatch<T>(msg: impl Into<String>) -> R<T> {
    Err(InterpError::type_mismatch(msg))
}

fn trap<T>(kind: TrapKind) -> R<T> {
    Err(InterpError::new(super::ErrorKind::Trap(kind)))
}

/// Applies `f` to a scalar, or to every lane of a vector.
pub fn map1(a: &DataValue, f: impl Fn(&DataValue) -> R<DataValue>) -> R<DataValue> {
    match a {
        DataValue::Vector(lanes) => Ok(DataValue::Vector(
            lanes.iter().map(f).collect::<R<Vec<_>>>()?,
        )),
        scalar => f(scalar),
    }
}

/// Applies `f` to two scalars, or lane by lane to two vectors of the same
/// length.
pub fn map2(
    a: &DataValue,
    b: &DataValue,
    f: impl Fn(&DataValue, &DataValue) -> R<DataValue>,
) -> R<DataValue> {
    match (a, b) {
        (DataValue::Vector(x), DataValue::Vector(y)) if x.len() == y.len() => {
            Ok(DataValue::Vector(
                x.iter()
                    .zip(y)
                    .map(|(p, q)| f(p, q))
                    .collect::<R<Vec<_>>>()?,
            ))
        }
        (DataValue::Vector(_), _) | (_, DataValue::Vector(_)) => {
            mismatch(format!("operands {a} and {b} differ in shape"))
        }
        (x, y) => f(x, y),
    }
}

/// `map2` for three operands.
pub fn map3(
    a: &DataValue,
    b: &DataValue,
    c: &DataValue,
    f: impl Fn(&DataValue, &DataValue, &DataValue) -> R<DataValue>,
) -> R<DataValue> {
    match (a, b, c) {
        (DataValue::Vector(x), DataValue::Vector(y), DataValue::Vector(z))
            if x.len() == y.len() && y.len() == z.len() =>
        {
            let lanes = (0..x.len()).map(|i| f(&x[i], &y[i], &z[i]));
            Ok(DataValue::Vector(lanes.collect::<R<Vec<_>>>()?))
        }
        (DataValue::Vector(_), _, _)
        | (_, DataValue::Vector(_), _)
        | (_, _, DataValue::Vector(_)) => {
            mismatch(format!("operands {a}, {b} and {c} differ in shape"))
        }
        (x, y, z) => f(x, y, z),
    }
}

/// An integer (or pointer) scalar: its type and zero-extended bits (the
/// low 64 of an `i128`).
pub fn int(v: &DataValue) -> R<(ScalarType, u64)> {
    int_wide(v).map(|(ty, bits)| (ty, bits as u64))
}

/// An integer (or pointer) scalar: its type and zero-extended bits. Every
/// integer rule computes on 128 bits and truncates to the width.
pub fn int_wide(v: &DataValue) -> R<(ScalarType, u128)> {
    match v.int_bits() {
        Some(int) => Ok(int),
        None => mismatch(format!("expected an integer, got {v}")),
    }
}

/// An `i1` scalar as a bool.
pub fn bool_of(v: &DataValue) -> R<bool> {
    match v {
        DataValue::Int(ScalarType::I1, bits) => Ok(bits & 1 == 1),
        other => mismatch(format!("expected an i1, got {other}")),
    }
}

pub fn from_bool(b: bool) -> DataValue {
    DataValue::Int(ScalarType::I1, u64::from(b))
}

/// The smallest signed value of a width, as its zero-extended bits.
fn int_min_bits(bits: u32) -> u128 {
    1u128 << (bits - 1)
}

/// Applies a two-operand float rule; both operands must have one type.
pub fn float2(
    a: &DataValue,
    b: &DataValue,
    f32op: impl Fn(f32, f32) -> f32,
    f64op: impl Fn(f64, f64) -> f64,
) -> R<DataValue> {
    match (a, b) {
        (DataValue::F32(x), DataValue::F32(y)) => Ok(DataValue::f32(f32op(
            f32::from_bits(*x),
            f32::from_bits(*y),
        ))),
        (DataValue::F64(x), DataValue::F64(y)) => Ok(DataValue::f64(f64op(
            f64::from_bits(*x),
            f64::from_bits(*y),
        ))),
        _ => mismatch(format!("expected two floats of one type, got {a} and {b}")),
    }
}

pub fn unary(op: UnaryOp, a: &DataValue) -> R<DataValue> {
    map1(a, |v| unary_scalar(op, v))
}

fn unary_scalar(op: UnaryOp, v: &DataValue) -> R<DataValue> {
    if op == UnaryOp::Fneg {
        return match v {
            DataValue::F32(x) => Ok(DataValue::F32(x ^ 0x8000_0000)),
            DataValue::F64(x) => Ok(DataValue::F64(x ^ (1 << 63))),
            other => mismatch(format!("fneg of a non-float {other}")),
        };
    }
    let (ty, a) = int_wide(v)?;
    let w = ty.bits();
    let r = match op {
        UnaryOp::Ineg => a.wrapping_neg(),
        UnaryOp::Bnot => !a,
        UnaryOp::Popcnt => u128::from(a.count_ones()),
        UnaryOp::Ctz => u128::from(if a == 0 { w } else { a.trailing_zeros() }),
        UnaryOp::Clz => u128::from(if a == 0 {
            w
        } else {
            a.leading_zeros() - (128 - w)
        }),
        UnaryOp::Bswap => match w {
            16 => u128::from((a as u16).swap_bytes()),
            32 => u128::from((a as u32).swap_bytes()),
            64 => u128::from((a as u64).swap_bytes()),
            128 => a.swap_bytes(),
            _ => a,
        },
        UnaryOp::Bitrev => a.reverse_bits() >> (128 - w),
        UnaryOp::Iabs => {
            if a == int_min_bits(w) {
                a
            } else {
                sign_extend128(a, w).unsigned_abs()
            }
        }
        UnaryOp::Fneg => a,
    };
    Ok(DataValue::from_int_bits(ty, truncate128(r, w)))
}

pub fn binary(op: BinaryOp, a: &DataValue, b: &DataValue) -> R<DataValue> {
    map2(a, b, |x, y| binary_scalar(op, x, y))
}

fn binary_scalar(op: BinaryOp, x: &DataValue, y: &DataValue) -> R<DataValue> {
    match op {
        BinaryOp::Fadd => return float2(x, y, |a, b| a + b, |a, b| a + b),
        BinaryOp::Fsub => return float2(x, y, |a, b| a - b, |a, b| a - b),
        BinaryOp::Fmul => return float2(x, y, |a, b| a * b, |a, b| a * b),
        BinaryOp::Fdiv => return float2(x, y, |a, b| a / b, |a, b| a / b),
        BinaryOp::Frem => return float2(x, y, libm::fmodf, libm::fmod),
        _ => {}
    }
    let (ty, a) = int_wide(x)?;
    let (ty_b, b) = int_wide(y)?;
    let is_shift = matches!(
        op,
        BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr | BinaryOp::Rotl | BinaryOp::Rotr
    );
    // A shift amount may have any integer type; everything else pairs
    // operands of one type.
    if ty != ty_b && !is_shift {
        return mismatch(format!("{op} of {ty} and {ty_b}"));
    }
    let w = ty.bits();
    let (sa, sb) = (sign_extend128(a, w), sign_extend128(b, w));
    let amount = (b % u128::from(w)) as u32;
    let r = match op {
        BinaryOp::Iadd => a.wrapping_add(b),
        BinaryOp::Isub => a.wrapping_sub(b),
        BinaryOp::Imul => a.wrapping_mul(b),
        BinaryOp::Udiv | BinaryOp::Urem | BinaryOp::Sdiv | BinaryOp::Srem if b == 0 => {
            return trap(TrapKind::DivideByZero)
        }
        BinaryOp::Udiv => a / b,
        BinaryOp::Urem => a % b,
        BinaryOp::Sdiv if a == int_min_bits(w) && sb == -1 => {
            return trap(TrapKind::IntegerOverflow)
        }
        BinaryOp::Sdiv => sa.wrapping_div(sb) as u128,
        BinaryOp::Srem if sb == -1 => 0,
        BinaryOp::Srem => sa.wrapping_rem(sb) as u128,
        BinaryOp::And => a & b,
        BinaryOp::Or => a | b,
        BinaryOp::Xor => a ^ b,
        BinaryOp::Shl => a << amount,
        BinaryOp::Lshr => a >> amount,
        BinaryOp::Ashr => (sa >> amount) as u128,
        BinaryOp::Rotl if amount == 0 => a,
        BinaryOp::Rotl => (a << amount) | (a >> (w - amount)),
        BinaryOp::Rotr if amount == 0 => a,
        BinaryOp::Rotr => (a >> amount) | (a << (w - amount)),
        BinaryOp::Smin => sa.min(sb) as u128,
        BinaryOp::Smax => sa.max(sb) as u128,
        BinaryOp::Umin => a.min(b),
        BinaryOp::Umax => a.max(b),
        BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem => {
            return mismatch(format!("{op} of integers"))
        }
    };
    Ok(DataValue::from_int_bits(ty, truncate128(r, w)))
}

pub fn icmp(cond: IntCC, a: &DataValue, b: &DataValue) -> R<DataValue> {
    map2(a, b, |x, y| {
        let (tx, p) = int_wide(x)?;
        let (ty, q) = int_wide(y)?;
        // Pointers of different address spaces still compare by address.
        if tx != ty && !(tx.is_ptr() && ty.is_ptr()) {
            return mismatch(format!("icmp of {tx} and {ty}"));
        }
        let w = tx.bits();
        let (sp, sq) = (sign_extend128(p, w), sign_extend128(q, w));
        Ok(from_bool(match cond {
            IntCC::Eq => p == q,
            IntCC::Ne => p != q,
            IntCC::Slt => sp < sq,
            IntCC::Sle => sp <= sq,
            IntCC::Sgt => sp > sq,
            IntCC::Sge => sp >= sq,
            IntCC::Ult => p < q,
            IntCC::Ule => p <= q,
            IntCC::Ugt => p > q,
            IntCC::Uge => p >= q,
        }))
    })
}

/// The sixteen LLVM predicates, written out so that each can be checked
/// against its definition: ordered ones fail on NaN, unordered succeed.
pub fn fcmp_f64(cond: FloatCC, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match cond {
        FloatCC::False => false,
        FloatCC::Oeq => !uno && a == b,
        FloatCC::Ogt => !uno && a > b,
        FloatCC::Oge => !uno && a >= b,
        FloatCC::Olt => !uno && a < b,
        FloatCC::Ole => !uno && a <= b,
        FloatCC::One => !uno && a != b,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || a == b,
        FloatCC::Ugt => uno || a > b,
        FloatCC::Uge => uno || a >= b,
        FloatCC::Ult => uno || a < b,
        FloatCC::Ule => uno || a <= b,
        FloatCC::Une => uno || a != b,
        FloatCC::Uno => uno,
        FloatCC::True => true,
    }
}

pub fn fcmp(cond: FloatCC, a: &DataValue, b: &DataValue) -> R<DataValue> {
    map2(a, b, |x, y| match (x, y) {
        // Widening f32 to f64 is exact, so comparing the widened values
        // gives the f32 answer.
        (DataValue::F32(_), DataValue::F32(_)) | (DataValue::F64(_), DataValue::F64(_)) => {
            let (p, q) = (x.as_f64().unwrap_or(0.0), y.as_f64().unwrap_or(0.0));
            Ok(from_bool(fcmp_f64(cond, p, q)))
        }
        _ => mismatch(format!("fcmp of {x} and {y}")),
    })
}

pub fn select(c: &DataValue, t: &DataValue, f: &DataValue) -> R<DataValue> {
    match c {
        DataValue::Vector(_) => map3(c, t, f, select),
        _ => Ok(if bool_of(c)? { t.clone() } else { f.clone() }),
    }
}

/// `ptr + offset`, the offset read signed in its width.
pub fn ptr_add(p: &DataValue, off: &DataValue) -> R<DataValue> {
    map2(p, off, |p, off| {
        let (pty, base) = int_wide(p)?;
        let (oty, o) = int_wide(off)?;
        if !pty.is_ptr() || oty.is_ptr() {
            return mismatch(format!("ptr_add of {p} and {off}"));
        }
        let sum = base.wrapping_add(sign_extend128(o, oty.bits()) as u128);
        Ok(DataValue::from_int_bits(pty, sum))
    })
}

/// Saturating float-to-integer conversion (Rust `as`, generalised to
/// every width): truncate toward zero, clamp, NaN to 0.
fn float_to_int(x: f64, to: ScalarType, signed: bool) -> u128 {
    let w = to.bits();
    if signed {
        let lo = sign_extend128(int_min_bits(w), w);
        let hi = (int_min_bits(w) - 1) as i128;
        truncate128((x as i128).clamp(lo, hi) as u128, w)
    } else {
        (x as u128).min(truncate128(u128::MAX, w))
    }
}

pub fn cast(op: CastOp, a: &DataValue, ty: Type) -> R<DataValue> {
    if op == CastOp::Bitcast {
        return bitcast(a, ty);
    }
    let to = ty.lane();
    match (a, ty.is_vector()) {
        (DataValue::Vector(lanes), true) if lanes.len() == ty.lanes() as usize => {}
        (DataValue::Vector(_), _) | (_, true) => {
            return mismatch(format!("{op} of {a} to {ty} changes the lane count"))
        }
        _ => {}
    }
    map1(a, |v| cast_scalar(op, v, to))
}

fn cast_scalar(op: CastOp, v: &DataValue, to: ScalarType) -> R<DataValue> {
    let bad = || mismatch(format!("{op} of {v} to {to}"));
    let int_to = |bits: u128| Ok(DataValue::from_int_bits(to, truncate128(bits, to.bits())));
    match op {
        CastOp::Trunc | CastOp::Zext | CastOp::Sext => {
            let (from, bits) = int_wide(v)?;
            if !from.is_int() || !to.is_int() {
                return bad();
            }
            let ok = match op {
                CastOp::Trunc => to.bits() <= from.bits(),
                _ => to.bits() >= from.bits(),
            };
            if !ok {
                return bad();
            }
            if op == CastOp::Sext {
                int_to(sign_extend128(bits, from.bits()) as u128)
            } else {
                int_to(bits)
            }
        }
        CastOp::Fptrunc => match (v, to) {
            (DataValue::F64(x), ScalarType::F32) => Ok(DataValue::f32(f64::from_bits(*x) as f32)),
            (DataValue::F32(_), ScalarType::F32) | (DataValue::F64(_), ScalarType::F64) => {
                Ok(v.clone())
            }
            _ => bad(),
        },
        CastOp::Fpext => match (v, to) {
            (DataValue::F32(x), ScalarType::F64) => {
                Ok(DataValue::f64(f64::from(f32::from_bits(*x))))
            }
            (DataValue::F32(_), ScalarType::F32) | (DataValue::F64(_), ScalarType::F64) => {
                Ok(v.clone())
            }
            _ => bad(),
        },
        CastOp::Fptosi | CastOp::Fptoui => {
            let Some(x) = v.as_f64().filter(|_| to.is_int()) else {
                return bad();
            };
            int_to(float_to_int(x, to, op == CastOp::Fptosi))
        }
        CastOp::Sitofp | CastOp::Uitofp => {
            let (from, bits) = int_wide(v)?;
            if !from.is_int() {
                return bad();
            }
            // Convert straight from the 128-bit integer: going through the
            // other float type would round twice.
            let s = sign_extend128(bits, from.bits());
            match (to, op == CastOp::Sitofp) {
                (ScalarType::F32, true) => Ok(DataValue::f32(s as f32)),
                (ScalarType::F32, false) => Ok(DataValue::f32(bits as f32)),
                (ScalarType::F64, true) => Ok(DataValue::f64(s as f64)),
                (ScalarType::F64, false) => Ok(DataValue::f64(bits as f64)),
                _ => bad(),
            }
        }
        CastOp::Ptrtoint => match int_wide(v)? {
            (from, bits) if from.is_ptr() && to.is_int() => int_to(bits),
            _ => bad(),
        },
        CastOp::Inttoptr => match int_wide(v)? {
            (from, bits) if from.is_int() && to.is_ptr() => int_to(bits),
            _ => bad(),
        },
        CastOp::AddrSpaceCast => match int_wide(v)? {
            (from, bits) if from.is_ptr() && to.is_ptr() => int_to(bits),
            _ => bad(),
        },
        CastOp::Bitcast => bad(),
    }
}

/// The bits of a value, lane 0 lowest (an `i1` lane is one bit).
fn value_bits(v: &DataValue, out: &mut Vec<bool>) {
    match v {
        DataValue::Vector(lanes) => lanes.iter().for_each(|l| value_bits(l, out)),
        scalar => {
            let w = scalar.ty().lane().bits();
            let bits = match scalar.int_bits() {
                Some((_, bits)) => bits,
                None => u128::from(scalar.bits()),
            };
            out.extend((0..w).map(|i| (bits >> i) & 1 == 1));
        }
    }
}

/// Reinterprets the bits of `a` as `ty`: lanes are packed little-endian,
/// each at its bit width, so `i1x8` and `i8` are interchangeable.
pub fn bitcast(a: &DataValue, ty: Type) -> R<DataValue> {
    let mut bits = Vec::new();
    value_bits(a, &mut bits);
    if bits.len() != ty.bits() as usize {
        return mismatch(format!("bitcast of {a} to {ty} changes the width"));
    }
    let lane = ty.lane();
    let w = lane.bits() as usize;
    let lanes: Vec<DataValue> = bits
        .chunks(w)
        .map(|chunk| {
            let v = chunk
                .iter()
                .enumerate()
                .fold(0u128, |acc, (i, &b)| acc | (u128::from(b) << i));
            match lane {
                ScalarType::F32 | ScalarType::F64 => DataValue::from_bits(lane, v as u64),
                int => DataValue::from_int_bits(int, v),
            }
        })
        .collect();
    Ok(if ty.is_vector() {
        DataValue::Vector(lanes)
    } else {
        lanes.into_iter().next().unwrap_or(DataValue::Int(lane, 0))
    })
}

/// Whether `v` has type `ty` (pointers of any address space match).
pub fn conforms(v: &DataValue, ty: Type) -> bool {
    let lane_ok = |l: &DataValue| match (l, ty.lane()) {
        (DataValue::Int(a, _), b) if a.is_ptr() && b.is_ptr() => true,
        (DataValue::Int(a, bits), b) => {
            *a == b
                && b != ScalarType::I128
                && u128::from(*bits) == truncate128(u128::from(*bits), b.bits())
        }
        (DataValue::I128(_), ScalarType::I128) => true,
        (DataValue::F32(_), ScalarType::F32) | (DataValue::F64(_), ScalarType::F64) => true,
        _ => false,
    };
    match v {
        DataValue::Vector(lanes) => {
            ty.is_vector() && lanes.len() == ty.lanes() as usize && lanes.iter().all(lane_ok)
        }
        scalar => !ty.is_vector() && lane_ok(scalar),
    }
}

/// `v` given type `ty`, which it must conform to; pointers take the
/// address space of `ty`.
pub fn coerce(v: DataValue, ty: Type, what: &str) -> R<DataValue> {
    if !conforms(&v, ty) {
        return mismatch(format!("{what}: {v} is not a {ty}"));
    }
    Ok(retype_ptrs(v, ty.lane()))
}

fn retype_ptrs(v: DataValue, lane: ScalarType) -> DataValue {
    match v {
        DataValue::Vector(lanes) => {
            DataValue::Vector(lanes.into_iter().map(|l| retype_ptrs(l, lane)).collect())
        }
        DataValue::Int(_, bits) if lane.is_ptr() => DataValue::Int(lane, bits),
        other => other,
    }
}
