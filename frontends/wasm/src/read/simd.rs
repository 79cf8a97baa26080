//! SIMD-128: `v128` values as zyme vectors.
//!
//! Wasm has one `v128` type; zyme vectors have lane types. A value on the
//! operand stack keeps the vector type of the operation that made it, and
//! an operation that reads it with another shape bitcasts it (a no-op on
//! every backend). Where a `v128` crosses a boundary — a local, a global,
//! a block parameter, a call, a function's signature — it has the
//! module's *canonical* vector type: `f64x2` if the module does `f64x2`
//! arithmetic, else `f32x4` if it does `f32x4` arithmetic, else `i32x4`.
//! So the floats a derivative must see stay floats through locals and
//! loops (the docs' "the vector type of its use", decided per module
//! because signatures must agree across `call_indirect`).
//!
//! Supported: loads and stores of whole vectors, constants, splats, lane
//! extraction and replacement, `i8x16.shuffle`, bitwise operations,
//! integer add/sub/mul/neg/abs/min/max/shifts/comparisons, float
//! add/sub/mul/div/sqrt/min/max/pmin/pmax/neg/abs/rounding/comparisons,
//! `any_true`/`all_true`, and `i32x4`↔`f32x4` conversions. Anything else is
//! a clean [`super::WasmError::Unsupported`].

use super::func::FuncCx;
use super::module::ModuleInfo;
use super::{memory, WasmError};
use wasmparser::Operator as O;
use zyme_ir::{BinaryOp, CastOp, FloatCC, IntCC, MathOp, ScalarType, Type, UnaryOp, Value};

fn vt(lane: ScalarType, lanes: u32) -> Type {
    Type::vector(lane, lanes).expect("2 to 16 lanes are vectors")
}

fn i8x16() -> Type {
    vt(ScalarType::I8, 16)
}
fn i16x8() -> Type {
    vt(ScalarType::I16, 8)
}
fn i32x4() -> Type {
    vt(ScalarType::I32, 4)
}
fn i64x2() -> Type {
    vt(ScalarType::I64, 2)
}
fn f32x4() -> Type {
    vt(ScalarType::F32, 4)
}
fn f64x2() -> Type {
    vt(ScalarType::F64, 2)
}

/// The module's canonical `v128` type (see the module docs).
pub(crate) fn canonical_type(info: &ModuleInfo) -> Type {
    let mut f32_seen = false;
    for body in &info.bodies {
        let Ok(reader) = body.get_operators_reader() else {
            continue;
        };
        for op in reader.into_iter().map_while(Result::ok) {
            if is_f64x2(&op) {
                return f64x2();
            }
            f32_seen |= is_f32x4(&op);
        }
    }
    if f32_seen {
        f32x4()
    } else {
        i32x4()
    }
}

fn is_f64x2(op: &O) -> bool {
    matches!(
        op,
        O::F64x2Splat
            | O::F64x2ExtractLane { .. }
            | O::F64x2ReplaceLane { .. }
            | O::F64x2Add
            | O::F64x2Sub
            | O::F64x2Mul
            | O::F64x2Div
            | O::F64x2Sqrt
            | O::F64x2Min
            | O::F64x2Max
            | O::F64x2Neg
            | O::F64x2Abs
    )
}

fn is_f32x4(op: &O) -> bool {
    matches!(
        op,
        O::F32x4Splat
            | O::F32x4ExtractLane { .. }
            | O::F32x4ReplaceLane { .. }
            | O::F32x4Add
            | O::F32x4Sub
            | O::F32x4Mul
            | O::F32x4Div
            | O::F32x4Sqrt
            | O::F32x4Min
            | O::F32x4Max
            | O::F32x4Neg
            | O::F32x4Abs
    )
}

type R = Result<(), WasmError>;

/// Lowers `op` if it is a supported SIMD operator; `Ok(false)` if not.
pub(crate) fn lower(cx: &mut FuncCx, op: &O) -> Result<bool, WasmError> {
    use BinaryOp as B;
    match *op {
        O::V128Load { memarg } => memory::load_vector(cx, memarg, cx.env.v128)?,
        O::V128Store { memarg } => memory::store_vector(cx, memarg)?,
        O::V128Load8Splat { memarg } => load_lanes(cx, memarg, i8x16(), 16, None)?,
        O::V128Load16Splat { memarg } => load_lanes(cx, memarg, i16x8(), 8, None)?,
        O::V128Load32Splat { memarg } => load_lanes(cx, memarg, i32x4(), 4, None)?,
        O::V128Load64Splat { memarg } => load_lanes(cx, memarg, i64x2(), 2, None)?,
        O::V128Load32Zero { memarg } => load_lanes(cx, memarg, i32x4(), 1, None)?,
        O::V128Load64Zero { memarg } => load_lanes(cx, memarg, i64x2(), 1, None)?,
        O::V128Load8x8S { memarg } => {
            load_lanes(cx, memarg, i16x8(), 8, Some((ScalarType::I8, true)))?
        }
        O::V128Load8x8U { memarg } => {
            load_lanes(cx, memarg, i16x8(), 8, Some((ScalarType::I8, false)))?
        }
        O::V128Load16x4S { memarg } => {
            load_lanes(cx, memarg, i32x4(), 4, Some((ScalarType::I16, true)))?
        }
        O::V128Load16x4U { memarg } => {
            load_lanes(cx, memarg, i32x4(), 4, Some((ScalarType::I16, false)))?
        }
        O::V128Load32x2S { memarg } => {
            load_lanes(cx, memarg, i64x2(), 2, Some((ScalarType::I32, true)))?
        }
        O::V128Load32x2U { memarg } => {
            load_lanes(cx, memarg, i64x2(), 2, Some((ScalarType::I32, false)))?
        }
        O::V128Load8Lane { memarg, lane } => lane_access(cx, memarg, i8x16(), lane, false)?,
        O::V128Load16Lane { memarg, lane } => lane_access(cx, memarg, i16x8(), lane, false)?,
        O::V128Load32Lane { memarg, lane } => lane_access(cx, memarg, i32x4(), lane, false)?,
        O::V128Load64Lane { memarg, lane } => lane_access(cx, memarg, i64x2(), lane, false)?,
        O::V128Store8Lane { memarg, lane } => lane_access(cx, memarg, i8x16(), lane, true)?,
        O::V128Store16Lane { memarg, lane } => lane_access(cx, memarg, i16x8(), lane, true)?,
        O::V128Store32Lane { memarg, lane } => lane_access(cx, memarg, i32x4(), lane, true)?,
        O::V128Store64Lane { memarg, lane } => lane_access(cx, memarg, i64x2(), lane, true)?,
        O::V128Const { value } => {
            let bytes = value.bytes();
            let lo = u64::from_le_bytes(bytes[..8].try_into().expect("8 bytes"));
            let hi = u64::from_le_bytes(bytes[8..].try_into().expect("8 bytes"));
            let lo = cx.i64(lo as i64);
            let hi = cx.i64(hi as i64);
            let v = cx.b.splat(i64x2(), lo);
            let v = cx.b.insert_lane(v, hi, 1);
            cx.push(v);
        }
        O::I8x16Splat => splat(cx, i8x16())?,
        O::I16x8Splat => splat(cx, i16x8())?,
        O::I32x4Splat => splat(cx, i32x4())?,
        O::I64x2Splat => splat(cx, i64x2())?,
        O::F32x4Splat => splat(cx, f32x4())?,
        O::F64x2Splat => splat(cx, f64x2())?,
        O::I8x16ExtractLaneS { lane } => extract(cx, i8x16(), lane, Some(true))?,
        O::I8x16ExtractLaneU { lane } => extract(cx, i8x16(), lane, Some(false))?,
        O::I16x8ExtractLaneS { lane } => extract(cx, i16x8(), lane, Some(true))?,
        O::I16x8ExtractLaneU { lane } => extract(cx, i16x8(), lane, Some(false))?,
        O::I32x4ExtractLane { lane } => extract(cx, i32x4(), lane, None)?,
        O::I64x2ExtractLane { lane } => extract(cx, i64x2(), lane, None)?,
        O::F32x4ExtractLane { lane } => extract(cx, f32x4(), lane, None)?,
        O::F64x2ExtractLane { lane } => extract(cx, f64x2(), lane, None)?,
        O::I8x16ReplaceLane { lane } => replace(cx, i8x16(), lane)?,
        O::I16x8ReplaceLane { lane } => replace(cx, i16x8(), lane)?,
        O::I32x4ReplaceLane { lane } => replace(cx, i32x4(), lane)?,
        O::I64x2ReplaceLane { lane } => replace(cx, i64x2(), lane)?,
        O::F32x4ReplaceLane { lane } => replace(cx, f32x4(), lane)?,
        O::F64x2ReplaceLane { lane } => replace(cx, f64x2(), lane)?,
        O::I8x16Shuffle { lanes } => {
            let b = pop_as(cx, i8x16())?;
            let a = pop_as(cx, i8x16())?;
            let mask: Vec<u16> = lanes.iter().map(|&l| u16::from(l)).collect();
            let v = cx.b.shuffle(a, b, &mask);
            cx.push(v);
        }
        O::V128Not => {
            let a = pop_as(cx, i64x2())?;
            let v = cx.b.unary(UnaryOp::Bnot, a);
            cx.push(v);
        }
        O::V128And => bin(cx, i64x2(), B::And)?,
        O::V128Or => bin(cx, i64x2(), B::Or)?,
        O::V128Xor => bin(cx, i64x2(), B::Xor)?,
        O::V128AndNot => {
            let b = pop_as(cx, i64x2())?;
            let a = pop_as(cx, i64x2())?;
            let nb = cx.b.unary(UnaryOp::Bnot, b);
            let v = cx.b.band(a, nb);
            cx.push(v);
        }
        O::V128Bitselect => {
            let c = pop_as(cx, i64x2())?;
            let b = pop_as(cx, i64x2())?;
            let a = pop_as(cx, i64x2())?;
            let ac = cx.b.band(a, c);
            let nc = cx.b.unary(UnaryOp::Bnot, c);
            let bc = cx.b.band(b, nc);
            let v = cx.b.bor(ac, bc);
            cx.push(v);
        }
        O::V128AnyTrue => {
            let a = pop_as(cx, i64x2())?;
            let lo = cx.b.extract_lane(a, 0);
            let hi = cx.b.extract_lane(a, 1);
            let any = cx.b.bor(lo, hi);
            let c = cx.is_nonzero(any);
            let v = cx.bool_to_i32(c);
            cx.push(v);
        }
        O::I8x16AllTrue => all_true(cx, i8x16())?,
        O::I16x8AllTrue => all_true(cx, i16x8())?,
        O::I32x4AllTrue => all_true(cx, i32x4())?,
        O::I64x2AllTrue => all_true(cx, i64x2())?,
        _ => return lower_lanes(cx, op),
    }
    Ok(true)
}

/// Lane-wise arithmetic, comparisons and conversions.
fn lower_lanes(cx: &mut FuncCx, op: &O) -> Result<bool, WasmError> {
    use BinaryOp as B;
    let (i8, i16, i32, i64, f32, f64) = (i8x16(), i16x8(), i32x4(), i64x2(), f32x4(), f64x2());
    match *op {
        O::I8x16Add => bin(cx, i8, B::Iadd)?,
        O::I8x16Sub => bin(cx, i8, B::Isub)?,
        O::I16x8Add => bin(cx, i16, B::Iadd)?,
        O::I16x8Sub => bin(cx, i16, B::Isub)?,
        O::I16x8Mul => bin(cx, i16, B::Imul)?,
        O::I32x4Add => bin(cx, i32, B::Iadd)?,
        O::I32x4Sub => bin(cx, i32, B::Isub)?,
        O::I32x4Mul => bin(cx, i32, B::Imul)?,
        O::I64x2Add => bin(cx, i64, B::Iadd)?,
        O::I64x2Sub => bin(cx, i64, B::Isub)?,
        O::I64x2Mul => bin(cx, i64, B::Imul)?,
        O::I8x16Neg => un(cx, i8, UnaryOp::Ineg)?,
        O::I16x8Neg => un(cx, i16, UnaryOp::Ineg)?,
        O::I32x4Neg => un(cx, i32, UnaryOp::Ineg)?,
        O::I64x2Neg => un(cx, i64, UnaryOp::Ineg)?,
        O::I8x16Abs => un(cx, i8, UnaryOp::Iabs)?,
        O::I16x8Abs => un(cx, i16, UnaryOp::Iabs)?,
        O::I32x4Abs => un(cx, i32, UnaryOp::Iabs)?,
        O::I64x2Abs => un(cx, i64, UnaryOp::Iabs)?,
        O::I8x16Popcnt => un(cx, i8, UnaryOp::Popcnt)?,
        O::I8x16MinS => bin(cx, i8, B::Smin)?,
        O::I8x16MinU => bin(cx, i8, B::Umin)?,
        O::I8x16MaxS => bin(cx, i8, B::Smax)?,
        O::I8x16MaxU => bin(cx, i8, B::Umax)?,
        O::I16x8MinS => bin(cx, i16, B::Smin)?,
        O::I16x8MinU => bin(cx, i16, B::Umin)?,
        O::I16x8MaxS => bin(cx, i16, B::Smax)?,
        O::I16x8MaxU => bin(cx, i16, B::Umax)?,
        O::I32x4MinS => bin(cx, i32, B::Smin)?,
        O::I32x4MinU => bin(cx, i32, B::Umin)?,
        O::I32x4MaxS => bin(cx, i32, B::Smax)?,
        O::I32x4MaxU => bin(cx, i32, B::Umax)?,
        O::I8x16Shl => shift(cx, i8, B::Shl)?,
        O::I8x16ShrS => shift(cx, i8, B::Ashr)?,
        O::I8x16ShrU => shift(cx, i8, B::Lshr)?,
        O::I16x8Shl => shift(cx, i16, B::Shl)?,
        O::I16x8ShrS => shift(cx, i16, B::Ashr)?,
        O::I16x8ShrU => shift(cx, i16, B::Lshr)?,
        O::I32x4Shl => shift(cx, i32, B::Shl)?,
        O::I32x4ShrS => shift(cx, i32, B::Ashr)?,
        O::I32x4ShrU => shift(cx, i32, B::Lshr)?,
        O::I64x2Shl => shift(cx, i64, B::Shl)?,
        O::I64x2ShrS => shift(cx, i64, B::Ashr)?,
        O::I64x2ShrU => shift(cx, i64, B::Lshr)?,
        O::I8x16Eq | O::I16x8Eq | O::I32x4Eq | O::I64x2Eq => icmp(cx, op, IntCC::Eq)?,
        O::I8x16Ne | O::I16x8Ne | O::I32x4Ne | O::I64x2Ne => icmp(cx, op, IntCC::Ne)?,
        O::I8x16LtS | O::I16x8LtS | O::I32x4LtS | O::I64x2LtS => icmp(cx, op, IntCC::Slt)?,
        O::I8x16LtU | O::I16x8LtU | O::I32x4LtU => icmp(cx, op, IntCC::Ult)?,
        O::I8x16GtS | O::I16x8GtS | O::I32x4GtS | O::I64x2GtS => icmp(cx, op, IntCC::Sgt)?,
        O::I8x16GtU | O::I16x8GtU | O::I32x4GtU => icmp(cx, op, IntCC::Ugt)?,
        O::I8x16LeS | O::I16x8LeS | O::I32x4LeS | O::I64x2LeS => icmp(cx, op, IntCC::Sle)?,
        O::I8x16LeU | O::I16x8LeU | O::I32x4LeU => icmp(cx, op, IntCC::Ule)?,
        O::I8x16GeS | O::I16x8GeS | O::I32x4GeS | O::I64x2GeS => icmp(cx, op, IntCC::Sge)?,
        O::I8x16GeU | O::I16x8GeU | O::I32x4GeU => icmp(cx, op, IntCC::Uge)?,
        O::F32x4Add => bin(cx, f32, B::Fadd)?,
        O::F32x4Sub => bin(cx, f32, B::Fsub)?,
        O::F32x4Mul => bin(cx, f32, B::Fmul)?,
        O::F32x4Div => bin(cx, f32, B::Fdiv)?,
        O::F64x2Add => bin(cx, f64, B::Fadd)?,
        O::F64x2Sub => bin(cx, f64, B::Fsub)?,
        O::F64x2Mul => bin(cx, f64, B::Fmul)?,
        O::F64x2Div => bin(cx, f64, B::Fdiv)?,
        O::F32x4Neg => un(cx, f32, UnaryOp::Fneg)?,
        O::F64x2Neg => un(cx, f64, UnaryOp::Fneg)?,
        O::F32x4Abs => math(cx, f32, MathOp::Fabs, 1)?,
        O::F64x2Abs => math(cx, f64, MathOp::Fabs, 1)?,
        O::F32x4Sqrt => math(cx, f32, MathOp::Sqrt, 1)?,
        O::F64x2Sqrt => math(cx, f64, MathOp::Sqrt, 1)?,
        O::F32x4Ceil => math(cx, f32, MathOp::Ceil, 1)?,
        O::F64x2Ceil => math(cx, f64, MathOp::Ceil, 1)?,
        O::F32x4Floor => math(cx, f32, MathOp::Floor, 1)?,
        O::F64x2Floor => math(cx, f64, MathOp::Floor, 1)?,
        O::F32x4Trunc => math(cx, f32, MathOp::Trunc, 1)?,
        O::F64x2Trunc => math(cx, f64, MathOp::Trunc, 1)?,
        O::F32x4Nearest => math(cx, f32, MathOp::Rint, 1)?,
        O::F64x2Nearest => math(cx, f64, MathOp::Rint, 1)?,
        O::F32x4Min => math(cx, f32, MathOp::Minimum, 2)?,
        O::F64x2Min => math(cx, f64, MathOp::Minimum, 2)?,
        O::F32x4Max => math(cx, f32, MathOp::Maximum, 2)?,
        O::F64x2Max => math(cx, f64, MathOp::Maximum, 2)?,
        O::F32x4PMin => pminmax(cx, f32, true)?,
        O::F64x2PMin => pminmax(cx, f64, true)?,
        O::F32x4PMax => pminmax(cx, f32, false)?,
        O::F64x2PMax => pminmax(cx, f64, false)?,
        O::F32x4Eq => fcmp(cx, f32, FloatCC::Oeq)?,
        O::F32x4Ne => fcmp(cx, f32, FloatCC::Une)?,
        O::F32x4Lt => fcmp(cx, f32, FloatCC::Olt)?,
        O::F32x4Gt => fcmp(cx, f32, FloatCC::Ogt)?,
        O::F32x4Le => fcmp(cx, f32, FloatCC::Ole)?,
        O::F32x4Ge => fcmp(cx, f32, FloatCC::Oge)?,
        O::F64x2Eq => fcmp(cx, f64, FloatCC::Oeq)?,
        O::F64x2Ne => fcmp(cx, f64, FloatCC::Une)?,
        O::F64x2Lt => fcmp(cx, f64, FloatCC::Olt)?,
        O::F64x2Gt => fcmp(cx, f64, FloatCC::Ogt)?,
        O::F64x2Le => fcmp(cx, f64, FloatCC::Ole)?,
        O::F64x2Ge => fcmp(cx, f64, FloatCC::Oge)?,
        O::F32x4ConvertI32x4S => convert(cx, i32, CastOp::Sitofp, f32)?,
        O::F32x4ConvertI32x4U => convert(cx, i32, CastOp::Uitofp, f32)?,
        O::I32x4TruncSatF32x4S => convert(cx, f32, CastOp::Fptosi, i32)?,
        O::I32x4TruncSatF32x4U => convert(cx, f32, CastOp::Fptoui, i32)?,
        _ => return lower_widening(cx, op),
    }
    Ok(true)
}

/// The operators that change lane width: extensions of the low or high
/// half, pairwise sums, extending multiplications, bitmasks, and the
/// conversions between `f64x2` and the low half of a four-lane vector.
/// Lane by lane (extract, convert, insert), which Cranelift keeps in
/// vector registers.
fn lower_widening(cx: &mut FuncCx, op: &O) -> Result<bool, WasmError> {
    use CastOp::{Fpext, Fptosi, Fptoui, Fptrunc, Sext, Sitofp, Uitofp, Zext};
    let (i8, i16, i32, i64, f32, f64) = (i8x16(), i16x8(), i32x4(), i64x2(), f32x4(), f64x2());
    let half = |t: Type| t.lanes() as u16 / 2;
    match *op {
        O::I16x8ExtendLowI8x16S => widen(cx, i8, i16, 0, Sext)?,
        O::I16x8ExtendLowI8x16U => widen(cx, i8, i16, 0, Zext)?,
        O::I16x8ExtendHighI8x16S => widen(cx, i8, i16, half(i8), Sext)?,
        O::I16x8ExtendHighI8x16U => widen(cx, i8, i16, half(i8), Zext)?,
        O::I32x4ExtendLowI16x8S => widen(cx, i16, i32, 0, Sext)?,
        O::I32x4ExtendLowI16x8U => widen(cx, i16, i32, 0, Zext)?,
        O::I32x4ExtendHighI16x8S => widen(cx, i16, i32, half(i16), Sext)?,
        O::I32x4ExtendHighI16x8U => widen(cx, i16, i32, half(i16), Zext)?,
        O::I64x2ExtendLowI32x4S => widen(cx, i32, i64, 0, Sext)?,
        O::I64x2ExtendLowI32x4U => widen(cx, i32, i64, 0, Zext)?,
        O::I64x2ExtendHighI32x4S => widen(cx, i32, i64, half(i32), Sext)?,
        O::I64x2ExtendHighI32x4U => widen(cx, i32, i64, half(i32), Zext)?,
        O::F64x2ConvertLowI32x4S => widen(cx, i32, f64, 0, Sitofp)?,
        O::F64x2ConvertLowI32x4U => widen(cx, i32, f64, 0, Uitofp)?,
        O::F64x2PromoteLowF32x4 => widen(cx, f32, f64, 0, Fpext)?,
        O::F32x4DemoteF64x2Zero => widen(cx, f64, f32, 0, Fptrunc)?,
        O::I32x4TruncSatF64x2SZero => widen(cx, f64, i32, 0, Fptosi)?,
        O::I32x4TruncSatF64x2UZero => widen(cx, f64, i32, 0, Fptoui)?,
        O::I16x8ExtAddPairwiseI8x16S => pairwise(cx, i8, i16, Sext)?,
        O::I16x8ExtAddPairwiseI8x16U => pairwise(cx, i8, i16, Zext)?,
        O::I32x4ExtAddPairwiseI16x8S => pairwise(cx, i16, i32, Sext)?,
        O::I32x4ExtAddPairwiseI16x8U => pairwise(cx, i16, i32, Zext)?,
        O::I16x8ExtMulLowI8x16S => ext_mul(cx, i8, i16, 0, Sext)?,
        O::I16x8ExtMulLowI8x16U => ext_mul(cx, i8, i16, 0, Zext)?,
        O::I16x8ExtMulHighI8x16S => ext_mul(cx, i8, i16, half(i8), Sext)?,
        O::I16x8ExtMulHighI8x16U => ext_mul(cx, i8, i16, half(i8), Zext)?,
        O::I32x4ExtMulLowI16x8S => ext_mul(cx, i16, i32, 0, Sext)?,
        O::I32x4ExtMulLowI16x8U => ext_mul(cx, i16, i32, 0, Zext)?,
        O::I32x4ExtMulHighI16x8S => ext_mul(cx, i16, i32, half(i16), Sext)?,
        O::I32x4ExtMulHighI16x8U => ext_mul(cx, i16, i32, half(i16), Zext)?,
        O::I64x2ExtMulLowI32x4S => ext_mul(cx, i32, i64, 0, Sext)?,
        O::I64x2ExtMulLowI32x4U => ext_mul(cx, i32, i64, 0, Zext)?,
        O::I64x2ExtMulHighI32x4S => ext_mul(cx, i32, i64, half(i32), Sext)?,
        O::I64x2ExtMulHighI32x4U => ext_mul(cx, i32, i64, half(i32), Zext)?,
        O::I8x16Bitmask => bitmask(cx, i8)?,
        O::I16x8Bitmask => bitmask(cx, i16)?,
        O::I32x4Bitmask => bitmask(cx, i32)?,
        O::I64x2Bitmask => bitmask(cx, i64)?,
        _ => return Ok(false),
    }
    Ok(true)
}

/// Lanes `from..` of the vector on top, converted by `op`, as the lanes
/// of a `to` (as many as fit, or as `from` has from there: the rest are
/// zero).
fn widen(cx: &mut FuncCx, src: Type, to: Type, from: u16, op: CastOp) -> R {
    let a = pop_as(cx, src)?;
    let n = (to.lanes() as u16).min(src.lanes() as u16 - from);
    let v = lane_wise(cx, to, n, |cx, k| {
        let x = cx.b.extract_lane(a, from + k);
        cx.b.cast(op, x, Type::scalar(to.lane()))
    });
    cx.push(v);
    Ok(())
}

/// Each lane of a `to`: the sum of two neighbouring lanes of the vector
/// on top, extended by `op`.
fn pairwise(cx: &mut FuncCx, src: Type, to: Type, op: CastOp) -> R {
    let a = pop_as(cx, src)?;
    let lane = Type::scalar(to.lane());
    let v = lane_wise(cx, to, to.lanes() as u16, |cx, k| {
        let x = cx.b.extract_lane(a, 2 * k);
        let y = cx.b.extract_lane(a, 2 * k + 1);
        let x = cx.b.cast(op, x, lane);
        let y = cx.b.cast(op, y, lane);
        cx.b.iadd(x, y)
    });
    cx.push(v);
    Ok(())
}

/// The products of lanes `from..` of the two vectors on top, extended by
/// `op` first.
fn ext_mul(cx: &mut FuncCx, src: Type, to: Type, from: u16, op: CastOp) -> R {
    let b = pop_as(cx, src)?;
    let a = pop_as(cx, src)?;
    let lane = Type::scalar(to.lane());
    let v = lane_wise(cx, to, to.lanes() as u16, |cx, k| {
        let x = cx.b.extract_lane(a, from + k);
        let y = cx.b.extract_lane(b, from + k);
        let x = cx.b.cast(op, x, lane);
        let y = cx.b.cast(op, y, lane);
        cx.b.imul(x, y)
    });
    cx.push(v);
    Ok(())
}

/// An `i32` whose bit `k` is the sign of lane `k`.
fn bitmask(cx: &mut FuncCx, ty: Type) -> R {
    let a = pop_as(cx, ty)?;
    let lane = Type::scalar(ty.lane());
    let mut mask = cx.i32(0);
    for k in 0..ty.lanes() as u16 {
        let x = cx.b.extract_lane(a, k);
        let zero = cx.b.iconst(lane, 0);
        let negative = cx.b.icmp(IntCC::Slt, x, zero);
        let bit = cx.bool_to_i32(negative);
        let shift = cx.i32(i64::from(k));
        let bit = cx.b.shl(bit, shift);
        mask = cx.b.bor(mask, bit);
    }
    cx.push(mask);
    Ok(())
}

/// A `ty` whose first `n` lanes are `lane(k)` and the others zero.
fn lane_wise(
    cx: &mut FuncCx,
    ty: Type,
    n: u16,
    mut lane: impl FnMut(&mut FuncCx, u16) -> Value,
) -> Value {
    let zero = cx.zero(Type::scalar(ty.lane()));
    let mut v = cx.b.splat(ty, zero);
    for k in 0..n {
        let x = lane(cx, k);
        v = cx.b.insert_lane(v, x, k);
    }
    v
}

/// The loads that fill lanes from memory: `lanes` scalars read one after
/// the other into the first lanes of a zero `ty` (all of them when
/// `lanes` is `ty`'s count, or one scalar everywhere when `ext` is `None`
/// and `lanes` is the count: a splat), each read as `ext`'s narrower type
/// and extended when given (`v128.load8x8_s`). One bounds check covers
/// the bytes read.
fn load_lanes(
    cx: &mut FuncCx,
    memarg: wasmparser::MemArg,
    ty: Type,
    lanes: u16,
    ext: Option<(ScalarType, bool)>,
) -> R {
    let lane = Type::scalar(ty.lane());
    let read = Type::scalar(ext.map_or(ty.lane(), |(t, _)| t));
    let splat = ext.is_none() && u32::from(lanes) == ty.lanes();
    let count = if splat { 1 } else { lanes };
    let addr = cx.pop()?;
    let p = memory::checked_addr(cx, memarg, addr, read.bytes() * u32::from(count))?;
    let zero = cx.b.iconst(lane, 0);
    let mut v = cx.b.splat(ty, zero);
    for k in 0..count {
        let at = if k == 0 {
            p
        } else {
            cx.b.ptr_add_imm(p, i64::from(k) * i64::from(read.bytes()))
        };
        let x = cx.b.load(read, at, zyme_ir::MemFlags::default());
        let x = match ext {
            Some((_, true)) => cx.b.cast(CastOp::Sext, x, lane),
            Some((_, false)) => cx.b.cast(CastOp::Zext, x, lane),
            None => x,
        };
        v = if splat {
            cx.b.splat(ty, x)
        } else {
            cx.b.insert_lane(v, x, k)
        };
    }
    cx.push(v);
    Ok(())
}

/// `v128.loadN_lane` (replace lane `lane` of the vector on top with a
/// scalar from memory) and `v128.storeN_lane` (store that lane).
fn lane_access(cx: &mut FuncCx, memarg: wasmparser::MemArg, ty: Type, lane: u8, store: bool) -> R {
    let scalar = Type::scalar(ty.lane());
    let v = pop_as(cx, ty)?;
    let addr = cx.pop()?;
    let p = memory::checked_addr(cx, memarg, addr, scalar.bytes())?;
    if store {
        let x = cx.b.extract_lane(v, u16::from(lane));
        cx.b.store(x, p, zyme_ir::MemFlags::default());
    } else {
        let x = cx.b.load(scalar, p, zyme_ir::MemFlags::default());
        let r = cx.b.insert_lane(v, x, u16::from(lane));
        cx.push(r);
    }
    Ok(())
}

fn pop_as(cx: &mut FuncCx, ty: Type) -> Result<Value, WasmError> {
    let v = cx.pop()?;
    Ok(cx.coerce(v, ty))
}

fn splat(cx: &mut FuncCx, ty: Type) -> R {
    let x = cx.pop()?;
    let lane = Type::scalar(ty.lane());
    let x = if cx.ty(x) != lane {
        cx.b.cast(CastOp::Trunc, x, lane)
    } else {
        x
    };
    let v = cx.b.splat(ty, x);
    cx.push(v);
    Ok(())
}

fn extract(cx: &mut FuncCx, ty: Type, lane: u8, signed: Option<bool>) -> R {
    let a = pop_as(cx, ty)?;
    let x = cx.b.extract_lane(a, u16::from(lane));
    let v = match signed {
        Some(true) => cx.b.cast(CastOp::Sext, x, Type::I32),
        Some(false) => cx.b.cast(CastOp::Zext, x, Type::I32),
        None => x,
    };
    cx.push(v);
    Ok(())
}

fn replace(cx: &mut FuncCx, ty: Type, lane: u8) -> R {
    let x = cx.pop()?;
    let a = pop_as(cx, ty)?;
    let scalar = Type::scalar(ty.lane());
    let x = if cx.ty(x) != scalar {
        cx.b.cast(CastOp::Trunc, x, scalar)
    } else {
        x
    };
    let v = cx.b.insert_lane(a, x, u16::from(lane));
    cx.push(v);
    Ok(())
}

fn bin(cx: &mut FuncCx, ty: Type, op: BinaryOp) -> R {
    let b = pop_as(cx, ty)?;
    let a = pop_as(cx, ty)?;
    let v = cx.b.binary(op, a, b);
    cx.push(v);
    Ok(())
}

fn un(cx: &mut FuncCx, ty: Type, op: UnaryOp) -> R {
    let a = pop_as(cx, ty)?;
    let v = cx.b.unary(op, a);
    cx.push(v);
    Ok(())
}

fn math(cx: &mut FuncCx, ty: Type, op: MathOp, arity: usize) -> R {
    let mut args = Vec::with_capacity(arity);
    for _ in 0..arity {
        args.push(pop_as(cx, ty)?);
    }
    args.reverse();
    let v = cx.b.math(op, &args);
    cx.push(v);
    Ok(())
}

/// `pmin` is `b < a ? b : a`, `pmax` is `a < b ? b : a` (NaN-agnostic
/// selects, unlike `min`/`max`).
fn pminmax(cx: &mut FuncCx, ty: Type, min: bool) -> R {
    let b = pop_as(cx, ty)?;
    let a = pop_as(cx, ty)?;
    let c = if min {
        cx.b.fcmp(FloatCC::Olt, b, a)
    } else {
        cx.b.fcmp(FloatCC::Olt, a, b)
    };
    let v = cx.b.select(c, b, a);
    cx.push(v);
    Ok(())
}

/// The vector shape an integer comparison reads.
fn cmp_shape(op: &O) -> Type {
    let name = super::func::op_name(op);
    match &name[..4] {
        "I8x1" => i8x16(),
        "I16x" => i16x8(),
        "I32x" => i32x4(),
        _ => i64x2(),
    }
}

/// A lane-wise comparison's `i1` lanes widened to all-ones or zero.
fn mask(cx: &mut FuncCx, c: Value, ty: Type) -> Value {
    let int = ty.with_lane(match ty.lane().bits() {
        8 => ScalarType::I8,
        16 => ScalarType::I16,
        32 => ScalarType::I32,
        _ => ScalarType::I64,
    });
    cx.b.cast(CastOp::Sext, c, int)
}

fn icmp(cx: &mut FuncCx, op: &O, cond: IntCC) -> R {
    let ty = cmp_shape(op);
    let b = pop_as(cx, ty)?;
    let a = pop_as(cx, ty)?;
    let c = cx.b.icmp(cond, a, b);
    let v = mask(cx, c, ty);
    cx.push(v);
    Ok(())
}

fn fcmp(cx: &mut FuncCx, ty: Type, cond: FloatCC) -> R {
    let b = pop_as(cx, ty)?;
    let a = pop_as(cx, ty)?;
    let c = cx.b.fcmp(cond, a, b);
    let v = mask(cx, c, ty);
    cx.push(v);
    Ok(())
}

/// A shift by a scalar `i32` amount (taken modulo the lane width, as in
/// zyme).
fn shift(cx: &mut FuncCx, ty: Type, op: BinaryOp) -> R {
    let amount = cx.pop()?;
    let a = pop_as(cx, ty)?;
    let lane = Type::scalar(ty.lane());
    let amount = match lane.bits() {
        8 | 16 => cx.b.cast(CastOp::Trunc, amount, lane),
        64 => cx.b.cast(CastOp::Zext, amount, lane),
        _ => amount,
    };
    let amounts = cx.b.splat(ty, amount);
    let v = cx.b.binary(op, a, amounts);
    cx.push(v);
    Ok(())
}

fn all_true(cx: &mut FuncCx, ty: Type) -> R {
    let a = pop_as(cx, ty)?;
    let lane = Type::scalar(ty.lane());
    let zero = cx.b.iconst(lane, 0);
    let zeros = cx.b.splat(ty, zero);
    let nonzero = cx.b.icmp(IntCC::Ne, a, zeros);
    let mut all = cx.b.extract_lane(nonzero, 0);
    for i in 1..ty.lanes() {
        let l = cx.b.extract_lane(nonzero, i as u16);
        all = cx.b.band(all, l);
    }
    let v = cx.bool_to_i32(all);
    cx.push(v);
    Ok(())
}

fn convert(cx: &mut FuncCx, from: Type, op: CastOp, to: Type) -> R {
    let a = pop_as(cx, from)?;
    let v = cx.b.cast(op, a, to);
    cx.push(v);
    Ok(())
}
