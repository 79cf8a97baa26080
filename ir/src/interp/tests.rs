//! Instruction semantics: arithmetic edge cases, comparisons, casts,
//! math, vectors and control flow.

use super::*;
use crate::builder::FunctionBuilder;
use crate::inst::Signature;
use crate::opcode::{BinaryOp, CastOp, FloatCC, IntCC, MathOp, UnaryOp};
use crate::{Linkage, Value};

pub(super) fn i(ty: ScalarType, v: i64) -> DataValue {
    DataValue::int(ty, v)
}

pub(super) fn i32v(v: i64) -> DataValue {
    i(ScalarType::I32, v)
}

pub(super) fn i64v(v: i64) -> DataValue {
    i(ScalarType::I64, v)
}

pub(super) fn f64v(v: f64) -> DataValue {
    DataValue::f64(v)
}

/// A module with one function `@f` whose body `body` builds from the
/// entry block's parameters.
pub(super) fn single(
    params: &[Type],
    returns: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]),
) -> Module {
    let mut m = Module::new();
    let sig = Signature::new(params.to_vec(), returns.to_vec());
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let ps = b.append_signature_params(entry);
    b.switch_to(entry);
    body(&mut b, &ps);
    m
}

pub(super) fn run(m: &Module, args: &[DataValue]) -> Result<Vec<DataValue>, InterpError> {
    Interpreter::new(m).call("f", args)
}

fn bin(op: BinaryOp, a: DataValue, b: DataValue) -> Result<DataValue, InterpError> {
    let ty = a.ty();
    let m = single(&[ty, b.ty()], &[ty], |bd, p| {
        let r = bd.binary(op, p[0], p[1]);
        bd.ret(&[r]);
    });
    run(&m, &[a, b]).map(|mut v| v.remove(0))
}

fn un(op: UnaryOp, a: DataValue) -> DataValue {
    ops::unary(op, &a).unwrap()
}

fn trap_kind(r: Result<DataValue, InterpError>) -> Option<TrapKind> {
    match r {
        Err(InterpError {
            kind: ErrorKind::Trap(t),
            ..
        }) => Some(t),
        _ => None,
    }
}

#[test]
fn integer_arithmetic_wraps() {
    use BinaryOp::*;
    let i8v = |v| i(ScalarType::I8, v);
    assert_eq!(bin(Iadd, i8v(127), i8v(1)).unwrap(), i8v(-128));
    assert_eq!(bin(Isub, i8v(-128), i8v(1)).unwrap(), i8v(127));
    assert_eq!(bin(Imul, i32v(0x10000), i32v(0x10000)).unwrap(), i32v(0));
    assert_eq!(bin(Sdiv, i32v(-7), i32v(2)).unwrap(), i32v(-3));
    assert_eq!(bin(Srem, i32v(-7), i32v(2)).unwrap(), i32v(-1));
    assert_eq!(bin(Udiv, i32v(-1), i32v(2)).unwrap(), i32v(0x7fff_ffff));
    assert_eq!(bin(Urem, i32v(-1), i32v(10)).unwrap(), i32v(5));
    assert_eq!(bin(Smin, i32v(-1), i32v(1)).unwrap(), i32v(-1));
    assert_eq!(bin(Umin, i32v(-1), i32v(1)).unwrap(), i32v(1));
    assert_eq!(bin(Smax, i32v(-1), i32v(1)).unwrap(), i32v(1));
    assert_eq!(bin(Umax, i32v(-1), i32v(1)).unwrap(), i32v(-1));
    assert_eq!(bin(And, i32v(12), i32v(10)).unwrap(), i32v(8));
    assert_eq!(bin(Or, i32v(12), i32v(10)).unwrap(), i32v(14));
    assert_eq!(bin(Xor, i32v(12), i32v(10)).unwrap(), i32v(6));
}

#[test]
fn division_faults_trap() {
    use BinaryOp::*;
    for op in [Sdiv, Udiv, Srem, Urem] {
        assert_eq!(
            trap_kind(bin(op, i32v(1), i32v(0))),
            Some(TrapKind::DivideByZero)
        );
    }
    assert_eq!(
        trap_kind(bin(Sdiv, i32v(i32::MIN.into()), i32v(-1))),
        Some(TrapKind::IntegerOverflow)
    );
    assert_eq!(
        trap_kind(bin(Sdiv, i64v(i64::MIN), i64v(-1))),
        Some(TrapKind::IntegerOverflow)
    );
    let i8v = |v| i(ScalarType::I8, v);
    assert_eq!(
        trap_kind(bin(Sdiv, i8v(-128), i8v(-1))),
        Some(TrapKind::IntegerOverflow)
    );
    assert_eq!(bin(Srem, i32v(i32::MIN.into()), i32v(-1)).unwrap(), i32v(0));
    assert_eq!(bin(Srem, i64v(i64::MIN), i64v(-1)).unwrap(), i64v(0));
    // Unsigned division of INT_MIN by all-ones is fine.
    assert_eq!(bin(Udiv, i8v(-128), i8v(-1)).unwrap(), i8v(0));
}

#[test]
fn trap_message_names_function_and_instruction() {
    let err = bin(BinaryOp::Sdiv, i32v(1), i32v(0)).unwrap_err();
    assert!(err.is_trap());
    assert_eq!(
        err.to_string(),
        "trap: integer division by zero in @f at \"v2 = sdiv v0, v1\""
    );
}

#[test]
fn shifts_take_the_amount_modulo_the_width() {
    use BinaryOp::*;
    assert_eq!(bin(Shl, i32v(1), i32v(33)).unwrap(), i32v(2));
    assert_eq!(bin(Shl, i32v(1), i32v(32)).unwrap(), i32v(1));
    assert_eq!(bin(Lshr, i32v(-1), i32v(36)).unwrap(), i32v(0x0fff_ffff));
    assert_eq!(bin(Ashr, i32v(-16), i32v(34)).unwrap(), i32v(-4));
    let i8v = |v| i(ScalarType::I8, v);
    assert_eq!(bin(Shl, i8v(1), i8v(9)).unwrap(), i8v(2));
    assert_eq!(bin(Ashr, i8v(-128), i8v(7)).unwrap(), i8v(-1));
    assert_eq!(bin(Rotl, i8v(0x81), i8v(1)).unwrap(), i8v(0x03));
    assert_eq!(bin(Rotr, i8v(0x81), i8v(1)).unwrap(), i8v(0xc0));
    assert_eq!(bin(Rotl, i8v(0x81), i8v(8)).unwrap(), i8v(0x81));
    assert_eq!(bin(Rotr, i64v(1), i64v(65)).unwrap(), i64v(i64::MIN));
    // A negative amount is a large unsigned one, taken modulo the width.
    assert_eq!(bin(Shl, i32v(1), i32v(-1)).unwrap(), i32v(i32::MIN.into()));
}

#[test]
fn i1_is_arithmetic_modulo_two() {
    use BinaryOp::*;
    let t = i(ScalarType::I1, 1);
    let f = i(ScalarType::I1, 0);
    assert_eq!(bin(Iadd, t.clone(), t.clone()).unwrap(), f);
    assert_eq!(bin(Isub, f.clone(), t.clone()).unwrap(), t);
    assert_eq!(bin(Imul, t.clone(), t.clone()).unwrap(), t);
    assert_eq!(bin(Xor, t.clone(), t.clone()).unwrap(), f);
    // Read signed, 1 is -1: the smallest i1, so -1 / -1 overflows.
    assert_eq!(
        trap_kind(bin(Sdiv, t.clone(), t.clone())),
        Some(TrapKind::IntegerOverflow)
    );
    assert_eq!(bin(Udiv, t.clone(), t.clone()).unwrap(), t);
    assert_eq!(bin(Smin, t.clone(), f.clone()).unwrap(), t);
    assert_eq!(bin(Umin, t.clone(), f.clone()).unwrap(), f);
    assert_eq!(un(UnaryOp::Ineg, t.clone()), t);
    assert_eq!(un(UnaryOp::Bnot, t.clone()), f);
    let s = ops::cast(CastOp::Sext, &t, Type::I32).unwrap();
    assert_eq!(s, i32v(-1));
    let z = ops::cast(CastOp::Zext, &t, Type::I32).unwrap();
    assert_eq!(z, i32v(1));
    assert_eq!(
        ops::cast(CastOp::Sitofp, &t, Type::F64).unwrap(),
        f64v(-1.0)
    );
}

#[test]
fn unary_integer_ops() {
    use UnaryOp::*;
    let i8v = |v| i(ScalarType::I8, v);
    let i16v = |v| i(ScalarType::I16, v);
    assert_eq!(un(Clz, i32v(0)), i32v(32));
    assert_eq!(un(Ctz, i32v(0)), i32v(32));
    assert_eq!(un(Clz, i8v(0)), i8v(8));
    assert_eq!(un(Clz, i8v(1)), i8v(7));
    assert_eq!(un(Ctz, i64v(0)), i64v(64));
    assert_eq!(un(Ctz, i64v(8)), i64v(3));
    assert_eq!(un(Clz, i64v(-1)), i64v(0));
    assert_eq!(un(Popcnt, i32v(-1)), i32v(32));
    assert_eq!(un(Popcnt, i8v(-1)), i8v(8));
    assert_eq!(un(Bswap, i8v(0x12)), i8v(0x12));
    assert_eq!(un(Bswap, i16v(0x1234)), i16v(0x3412));
    assert_eq!(un(Bswap, i32v(0x1234_5678)), i32v(0x7856_3412));
    assert_eq!(un(Bitrev, i8v(1)), i8v(0x80));
    assert_eq!(un(Bitrev, i32v(1)), i32v(i32::MIN.into()));
    assert_eq!(un(Iabs, i32v(-5)), i32v(5));
    assert_eq!(un(Iabs, i32v(i32::MIN.into())), i32v(i32::MIN.into()));
    assert_eq!(un(Iabs, i8v(-128)), i8v(-128));
    assert_eq!(un(Ineg, i32v(i32::MIN.into())), i32v(i32::MIN.into()));
    assert_eq!(un(Bnot, i32v(0)), i32v(-1));
}

#[test]
fn fneg_flips_the_sign_bit_even_of_nan() {
    assert_eq!(un(UnaryOp::Fneg, f64v(0.0)), f64v(-0.0));
    assert_eq!(
        un(UnaryOp::Fneg, DataValue::F64(0x7ff8_0000_0000_0001)),
        DataValue::F64(0xfff8_0000_0000_0001)
    );
    assert_eq!(
        un(UnaryOp::Fneg, DataValue::F32(0x7fc0_0000)),
        DataValue::F32(0xffc0_0000)
    );
}

#[test]
fn float_arithmetic_is_ieee() {
    use BinaryOp::*;
    assert_eq!(bin(Fadd, f64v(0.1), f64v(0.2)).unwrap(), f64v(0.1 + 0.2));
    assert_eq!(bin(Fadd, f64v(-0.0), f64v(-0.0)).unwrap(), f64v(-0.0));
    assert_eq!(bin(Fadd, f64v(0.0), f64v(-0.0)).unwrap(), f64v(0.0));
    assert_eq!(
        bin(Fdiv, f64v(1.0), f64v(-0.0)).unwrap(),
        f64v(f64::NEG_INFINITY)
    );
    assert_eq!(bin(Fsub, f64v(1.0), f64v(1.0)).unwrap(), f64v(0.0));
    // Denormals are kept, not flushed.
    let tiny = f64::from_bits(1);
    assert_eq!(bin(Fmul, f64v(tiny), f64v(2.0)).unwrap(), DataValue::F64(2));
    assert_eq!(
        bin(Fdiv, f64v(f64::MIN_POSITIVE), f64v(4.0)).unwrap(),
        f64v(f64::MIN_POSITIVE / 4.0)
    );
    let tiny32 = f32::from_bits(1);
    assert_eq!(
        bin(Fadd, DataValue::f32(tiny32), DataValue::f32(tiny32)).unwrap(),
        DataValue::F32(2)
    );
    assert_eq!(bin(Frem, f64v(-7.5), f64v(2.0)).unwrap(), f64v(-1.5));
    assert_eq!(bin(Frem, f64v(-4.0), f64v(2.0)).unwrap(), f64v(-0.0));
    let r = bin(Frem, f64v(1.0), f64v(0.0)).unwrap();
    assert!(r.as_f64().unwrap().is_nan());
    assert_eq!(
        bin(Frem, DataValue::f32(7.0), DataValue::f32(4.0)).unwrap(),
        DataValue::f32(3.0)
    );
}

#[test]
fn all_sixteen_float_predicates() {
    use FloatCC::*;
    let nan = f64::NAN;
    // (cond, 1<2, 2<1... ) rows: results for (1,2), (2,2), (3,2), (NaN,2).
    let table = [
        (False, [false, false, false, false]),
        (Oeq, [false, true, false, false]),
        (Ogt, [false, false, true, false]),
        (Oge, [false, true, true, false]),
        (Olt, [true, false, false, false]),
        (Ole, [true, true, false, false]),
        (One, [true, false, true, false]),
        (Ord, [true, true, true, false]),
        (Ueq, [false, true, false, true]),
        (Ugt, [false, false, true, true]),
        (Uge, [false, true, true, true]),
        (Ult, [true, false, false, true]),
        (Ule, [true, true, false, true]),
        (Une, [true, false, true, true]),
        (Uno, [false, false, false, true]),
        (True, [true, true, true, true]),
    ];
    assert_eq!(table.len(), FloatCC::ALL.len());
    for (cond, expect) in table {
        for (k, a) in [1.0, 2.0, 3.0, nan].into_iter().enumerate() {
            let m = single(&[Type::F64, Type::F64], &[Type::I1], |b, p| {
                let r = b.fcmp(cond, p[0], p[1]);
                b.ret(&[r]);
            });
            let got = run(&m, &[f64v(a), f64v(2.0)]).unwrap();
            assert_eq!(got, vec![ops::from_bool(expect[k])], "{cond} {a} 2");
            // f32 agrees, and NaN on the right behaves like on the left.
            let got32 = ops::fcmp(cond, &DataValue::f32(a as f32), &DataValue::f32(2.0)).unwrap();
            assert_eq!(got32, ops::from_bool(expect[k]));
        }
        let both_nan = ops::fcmp(cond, &f64v(2.0), &f64v(nan)).unwrap();
        assert_eq!(both_nan, ops::from_bool(expect[3]), "{cond} 2 NaN");
    }
    // Signed zeros compare equal.
    assert_eq!(
        ops::fcmp(Oeq, &f64v(0.0), &f64v(-0.0)).unwrap(),
        ops::from_bool(true)
    );
}

#[test]
fn integer_predicates() {
    use IntCC::*;
    let (a, b) = (i32v(-1), i32v(1));
    let expect = [
        (Eq, false),
        (Ne, true),
        (Slt, true),
        (Sle, true),
        (Sgt, false),
        (Sge, false),
        (Ult, false),
        (Ule, false),
        (Ugt, true),
        (Uge, true),
    ];
    for (cond, e) in expect {
        assert_eq!(
            ops::icmp(cond, &a, &b).unwrap(),
            ops::from_bool(e),
            "{cond}"
        );
    }
}

#[test]
fn float_to_int_saturates() {
    let c = |op, v: f64, ty| ops::cast(op, &f64v(v), ty).unwrap();
    use CastOp::{Fptosi, Fptoui};
    assert_eq!(c(Fptosi, 1e20, Type::I32), i32v(i32::MAX.into()));
    assert_eq!(c(Fptosi, -1e20, Type::I32), i32v(i32::MIN.into()));
    assert_eq!(c(Fptosi, f64::NAN, Type::I32), i32v(0));
    assert_eq!(c(Fptosi, -2.9, Type::I32), i32v(-2));
    assert_eq!(c(Fptosi, 300.0, Type::I8), i(ScalarType::I8, 127));
    assert_eq!(c(Fptosi, -300.0, Type::I8), i(ScalarType::I8, -128));
    assert_eq!(c(Fptosi, f64::INFINITY, Type::I64), i64v(i64::MAX));
    assert_eq!(c(Fptoui, -5.0, Type::I32), i32v(0));
    assert_eq!(c(Fptoui, 1e20, Type::I32), i32v(-1));
    assert_eq!(c(Fptoui, 1e30, Type::I64), i64v(-1));
    assert_eq!(c(Fptoui, f64::NAN, Type::I64), i64v(0));
    assert_eq!(c(Fptoui, 255.9, Type::I8), i(ScalarType::I8, 255));
    let f32c = ops::cast(Fptosi, &DataValue::f32(3e9), Type::I32).unwrap();
    assert_eq!(f32c, i32v(i32::MAX.into()));
}

#[test]
fn other_casts() {
    use CastOp::*;
    let c = |op, v: &DataValue, ty| ops::cast(op, v, ty).unwrap();
    assert_eq!(
        c(Trunc, &i64v(0x1_0000_00ff), Type::I8),
        i(ScalarType::I8, -1)
    );
    assert_eq!(c(Sext, &i(ScalarType::I8, -2), Type::I64), i64v(-2));
    assert_eq!(c(Zext, &i(ScalarType::I8, -2), Type::I64), i64v(254));
    assert_eq!(c(Sitofp, &i64v(-3), Type::F32), DataValue::f32(-3.0));
    assert_eq!(c(Uitofp, &i64v(-1), Type::F64), f64v(u64::MAX as f64));
    // i64 → f32 rounds once (via f64 it would round twice).
    let v = (1i64 << 62) + (1 << 38) + 1;
    assert_eq!(c(Sitofp, &i64v(v), Type::F32), DataValue::f32(v as f32));
    assert_eq!(
        c(Fptrunc, &f64v(0.1), Type::F32),
        DataValue::f32(0.1f64 as f32)
    );
    assert_eq!(
        c(Fpext, &DataValue::f32(0.1), Type::F64),
        f64v(f64::from(0.1f32))
    );
    assert_eq!(
        c(Fptrunc, &f64v(1e300), Type::F32),
        DataValue::f32(f32::INFINITY)
    );
    assert_eq!(
        c(Bitcast, &f64v(1.0), Type::I64),
        i64v(0x3ff0_0000_0000_0000)
    );
    assert_eq!(
        c(Bitcast, &i32v(0x3f80_0000), Type::F32),
        DataValue::f32(1.0)
    );
    let v2 = DataValue::Vector(vec![i32v(1), i32v(2)]);
    assert_eq!(c(Bitcast, &v2, Type::I64), i64v(0x2_0000_0001));
    let i1x8 = Type::vector(ScalarType::I1, 8).unwrap();
    let lanes = c(Bitcast, &i(ScalarType::I8, 0b0000_0101), i1x8);
    let DataValue::Vector(l) = &lanes else {
        panic!("not a vector")
    };
    assert_eq!(l[0], i(ScalarType::I1, 1));
    assert_eq!(l[1], i(ScalarType::I1, 0));
    assert_eq!(l[2], i(ScalarType::I1, 1));
    let p = DataValue::Int(ScalarType::Ptr(Default::default()), 0x1234_5678_9abc);
    assert_eq!(c(Ptrtoint, &p, Type::I32), i32v(0x5678_9abc));
    assert_eq!(c(Ptrtoint, &p, Type::I64), i64v(0x1234_5678_9abc));
    assert_eq!(
        c(Inttoptr, &i32v(-1), Type::PTR),
        DataValue::Int(ScalarType::Ptr(Default::default()), 0xffff_ffff)
    );
    let g = Type::ptr(crate::AddrSpace::GLOBAL);
    assert_eq!(
        c(AddrSpaceCast, &p, g),
        DataValue::Int(g.lane(), 0x1234_5678_9abc)
    );
    assert!(ops::cast(Bitcast, &i32v(1), Type::I64).is_err());
    assert!(ops::cast(Trunc, &i32v(1), Type::I64).is_err());
}

#[test]
fn math_calls_the_c_library() {
    let m = |op, args: &[f64]| {
        let args: Vec<_> = args.iter().map(|&x| f64v(x)).collect();
        math::math(op, &args).unwrap().as_f64().unwrap()
    };
    assert_eq!(m(MathOp::Sin, &[1.0]), math::libm::sin(1.0));
    assert_eq!(m(MathOp::Pow, &[2.0, 0.5]), math::libm::pow(2.0, 0.5));
    assert_eq!(m(MathOp::Sqrt, &[2.0]), 2f64.sqrt());
    assert_eq!(m(MathOp::Round, &[2.5]), 3.0);
    assert_eq!(m(MathOp::Round, &[-2.5]), -3.0);
    assert_eq!(m(MathOp::Rint, &[2.5]), 2.0);
    assert_eq!(m(MathOp::Rint, &[3.5]), 4.0);
    assert_eq!(m(MathOp::Trunc, &[-2.7]), -2.0);
    assert_eq!(m(MathOp::Floor, &[-2.5]), -3.0);
    assert_eq!(m(MathOp::Ceil, &[-2.5]), -2.0);
    assert_eq!(m(MathOp::Fabs, &[-0.0]).to_bits(), 0);
    assert_eq!(m(MathOp::Copysign, &[3.0, -0.0]), -3.0);
    assert_eq!(m(MathOp::Minnum, &[f64::NAN, 1.0]), 1.0);
    assert_eq!(m(MathOp::Maxnum, &[1.0, f64::NAN]), 1.0);
    assert!(m(MathOp::Minimum, &[f64::NAN, 1.0]).is_nan());
    assert!(m(MathOp::Maximum, &[1.0, f64::NAN]).is_nan());
    assert_eq!(
        m(MathOp::Minimum, &[0.0, -0.0]).to_bits(),
        (-0.0f64).to_bits()
    );
    assert_eq!(
        m(MathOp::Minimum, &[-0.0, 0.0]).to_bits(),
        (-0.0f64).to_bits()
    );
    assert_eq!(m(MathOp::Maximum, &[-0.0, 0.0]).to_bits(), 0);
    assert_eq!(m(MathOp::Maximum, &[0.0, -0.0]).to_bits(), 0);
    assert_eq!(m(MathOp::Minimum, &[1.0, 2.0]), 1.0);
    let (a, b, c) = (0.1, 10.0, -1.0);
    assert_eq!(m(MathOp::Fma, &[a, b, c]), a.mul_add(b, c));
    assert_eq!(m(MathOp::Fmuladd, &[a, b, c]), a * b + c);
    assert_ne!(
        a.mul_add(b, c),
        a * b + c,
        "the example must tell them apart"
    );
    let f32r = math::math(MathOp::Exp, &[DataValue::f32(1.5)]).unwrap();
    assert_eq!(f32r, DataValue::f32(math::libm::expf(1.5)));
}

#[test]
fn powi_matches_compiler_rt() {
    use math::{zyme_powidf2, zyme_powisf2};
    assert_eq!(zyme_powidf2(2.0, 10), 1024.0);
    assert_eq!(zyme_powidf2(2.0, -2), 0.25);
    assert_eq!(zyme_powidf2(5.0, 0), 1.0);
    assert_eq!(zyme_powidf2(f64::NAN, 0), 1.0);
    assert_eq!(zyme_powidf2(-3.0, 3), -27.0);
    assert_eq!(zyme_powidf2(2.0, i32::MIN), 0.0);
    assert_eq!(zyme_powisf2(1.5, 3), 3.375);
    // Repeated squaring: 1.1^5 = 1.1 * (1.1^2)^2, not 1.1*1.1*1.1*1.1*1.1.
    let x = 1.1f64;
    let sq = x * x;
    assert_eq!(zyme_powidf2(x, 5), x * (sq * sq));
    let r = math::math(MathOp::Powi, &[f64v(3.0), i32v(-1)]).unwrap();
    assert_eq!(r, f64v(1.0 / 3.0));
    let v = DataValue::Vector(vec![f64v(2.0), f64v(3.0)]);
    let r = math::math(MathOp::Powi, &[v, i32v(2)]).unwrap();
    assert_eq!(r, DataValue::Vector(vec![f64v(4.0), f64v(9.0)]));
}

#[test]
fn vectors_work_lane_wise() {
    let f32x4 = Type::vector(ScalarType::F32, 4).unwrap();
    let i32x4 = Type::vector(ScalarType::I32, 4).unwrap();
    let m = single(
        &[Type::F32, Type::F32],
        &[Type::F32, f32x4, Type::I32],
        |b, p| {
            let va = b.splat(f32x4, p[0]);
            let vb = b.splat(f32x4, p[1]);
            let vb = b.insert_lane(vb, p[0], 3);
            let sum = b.fadd(va, vb);
            let lt = b.fcmp(FloatCC::Olt, va, vb);
            let sel = b.select(lt, va, vb);
            let shuf = b.shuffle(sum, sel, &[0, 7, 4, 3]);
            let x = b.extract_lane(shuf, 1);
            let bits = b.cast(CastOp::Bitcast, shuf, i32x4);
            let lane0 = b.extract_lane(bits, 0);
            b.ret(&[x, shuf, lane0]);
        },
    );
    let out = run(&m, &[DataValue::f32(1.0), DataValue::f32(2.0)]).unwrap();
    // sum = [3,3,3,2], sel(1<2 ? 1 : 2; last lane 1<1 false → 1) = [1,1,1,1]
    let f = DataValue::f32;
    assert_eq!(out[0], f(1.0));
    assert_eq!(
        out[1],
        DataValue::Vector(vec![f(3.0), f(1.0), f(1.0), f(2.0)])
    );
    assert_eq!(out[2], i32v(3f32.to_bits().into()));
    // Integer division by zero in one lane traps.
    let v = |a: i64, b: i64| DataValue::Vector(vec![i32v(a), i32v(b)]);
    assert_eq!(
        trap_kind(ops::binary(BinaryOp::Sdiv, &v(4, 4), &v(2, 0))),
        Some(TrapKind::DivideByZero)
    );
    assert_eq!(
        ops::binary(BinaryOp::Shl, &v(1, 1), &v(33, 2)).unwrap(),
        v(2, 4)
    );
}

#[test]
fn loops_bind_block_params_simultaneously() {
    // Swaps (a, b) n times by jumping to its own block with the
    // parameters exchanged; also sums 1..=n.
    let m = single(&[Type::I64], &[Type::I64, Type::I64, Type::I64], |b, p| {
        let head = b.create_block();
        let [i, a, c, s] = b.append_params(head, [Type::I64; 4]);
        let exit = b.create_block();
        let zero = b.iconst(Type::I64, 0);
        let one = b.iconst(Type::I64, 1);
        b.jump(head, &[p[0], zero, one, zero]);
        b.switch_to(head);
        let done = b.icmp(IntCC::Eq, i, zero);
        let i2 = b.isub(i, one);
        let s2 = b.iadd(s, i);
        b.brif(done, exit, &[], head, &[i2, c, a, s2]);
        b.switch_to(exit);
        b.ret(&[a, c, s]);
    });
    assert_eq!(
        run(&m, &[i64v(3)]).unwrap(),
        vec![i64v(1), i64v(0), i64v(6)]
    );
    assert_eq!(
        run(&m, &[i64v(4)]).unwrap(),
        vec![i64v(0), i64v(1), i64v(10)]
    );
}

#[test]
fn switch_picks_the_matching_case() {
    let m = single(&[Type::I8], &[Type::I32], |b, p| {
        let blocks: Vec<_> = (0..3).map(|_| b.create_block()).collect();
        b.switch(
            p[0],
            vec![
                (5, crate::BlockCall::new(blocks[0], [])),
                (0xff, crate::BlockCall::new(blocks[1], [])),
            ],
            crate::BlockCall::new(blocks[2], []),
        );
        for (k, &blk) in blocks.iter().enumerate() {
            b.switch_to(blk);
            let r = b.iconst(Type::I32, k as i64 * 10);
            b.ret(&[r]);
        }
    });
    let i8v = |v| i(ScalarType::I8, v);
    assert_eq!(run(&m, &[i8v(5)]).unwrap(), vec![i32v(0)]);
    assert_eq!(run(&m, &[i8v(-1)]).unwrap(), vec![i32v(10)]);
    assert_eq!(run(&m, &[i8v(7)]).unwrap(), vec![i32v(20)]);
}

#[test]
fn unreachable_and_trap_are_traps() {
    let m = single(&[], &[], |b, _| b.unreachable());
    let e = run(&m, &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Trap(TrapKind::Unreachable));
    assert_eq!(e.inst.as_deref(), Some("unreachable"));
    let m = single(&[], &[], |b, _| b.trap());
    assert_eq!(
        run(&m, &[]).unwrap_err().kind,
        ErrorKind::Trap(TrapKind::Explicit)
    );
}

#[test]
fn select_and_gpu_defaults() {
    let m = single(&[Type::I1], &[Type::I32, Type::I32], |b, p| {
        let x = b.gpu(GpuOp::ThreadIdX);
        let d = b.gpu(GpuOp::BlockDimX);
        b.barrier();
        let s = b.select(p[0], x, d);
        b.ret(&[s, d]);
    });
    assert_eq!(
        run(&m, &[i(ScalarType::I1, 1)]).unwrap(),
        vec![i32v(0), i32v(1)]
    );
    assert_eq!(
        run(&m, &[i(ScalarType::I1, 0)]).unwrap(),
        vec![i32v(1), i32v(1)]
    );
    let mut it = Interpreter::new(&m);
    it.set_grid(Grid {
        thread_id: [7, 0, 0],
        block_dim: [32, 1, 1],
        ..Grid::default()
    });
    assert_eq!(
        it.call("f", &[i(ScalarType::I1, 1)]).unwrap(),
        vec![i32v(7), i32v(32)]
    );
}

#[test]
fn wrong_arguments_are_type_mismatches() {
    let m = single(&[Type::I32], &[Type::I32], |b, p| b.ret(&[p[0]]));
    let e = run(&m, &[f64v(1.0)]).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TypeMismatch(_)), "{e}");
    let e = run(&m, &[i64v(1)]).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TypeMismatch(_)), "{e}");
    let e = run(&m, &[]).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::BadCall(_)), "{e}");
    // Ill-typed code (the verifier has not run) is an error, not a panic.
    let m = single(&[Type::I32, Type::F64], &[Type::I32], |b, p| {
        let r = b.iadd(p[0], p[1]);
        b.ret(&[r]);
    });
    let e = run(&m, &[i32v(1), f64v(1.0)]).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::TypeMismatch(_)), "{e}");
    // A block without a terminator.
    let m = single(&[], &[], |b, _| {
        b.iconst(Type::I32, 1);
    });
    assert!(matches!(
        run(&m, &[]).unwrap_err().kind,
        ErrorKind::TypeMismatch(_)
    ));
}
