//! Math operations. Transcendental functions call the host C library so
//! that results agree bit for bit with compiled code, which calls the same
//! functions; operations IEEE defines exactly use Rust's own.

use super::ops::{float2, mismatch, R};
use crate::opcode::MathOp;
use crate::value::DataValue;

/// The host libm (linked by Rust's std on Linux).
pub mod libm {
    macro_rules! libm_fns {
        ($($name:ident($($arg:ident),*) -> $t:ty;)*) => {
            mod ffi {
                extern "C" {
                    $(pub fn $name($($arg: $t),*) -> $t;)*
                }
            }
            $(
                #[doc = concat!("C `", stringify!($name), "`.")]
                pub fn $name($($arg: $t),*) -> $t {
                    // SAFETY: pure C math functions on plain values.
                    unsafe { ffi::$name($($arg),*) }
                }
            )*
        };
    }

    libm_fns! {
        sin(x) -> f64; cos(x) -> f64; tan(x) -> f64;
        asin(x) -> f64; acos(x) -> f64; atan(x) -> f64; atan2(y, x) -> f64;
        sinh(x) -> f64; cosh(x) -> f64; tanh(x) -> f64;
        asinh(x) -> f64; acosh(x) -> f64; atanh(x) -> f64;
        exp(x) -> f64; exp2(x) -> f64; exp10(x) -> f64; expm1(x) -> f64;
        log(x) -> f64; log2(x) -> f64; log10(x) -> f64; log1p(x) -> f64;
        pow(x, y) -> f64; hypot(x, y) -> f64;
        erf(x) -> f64; erfc(x) -> f64; lgamma(x) -> f64; tgamma(x) -> f64;
        cbrt(x) -> f64; fmod(x, y) -> f64; round(x) -> f64;
        fmin(x, y) -> f64; fmax(x, y) -> f64;
        sinf(x) -> f32; cosf(x) -> f32; tanf(x) -> f32;
        asinf(x) -> f32; acosf(x) -> f32; atanf(x) -> f32; atan2f(y, x) -> f32;
        sinhf(x) -> f32; coshf(x) -> f32; tanhf(x) -> f32;
        asinhf(x) -> f32; acoshf(x) -> f32; atanhf(x) -> f32;
        expf(x) -> f32; exp2f(x) -> f32; exp10f(x) -> f32; expm1f(x) -> f32;
        logf(x) -> f32; log2f(x) -> f32; log10f(x) -> f32; log1pf(x) -> f32;
        powf(x, y) -> f32; hypotf(x, y) -> f32;
        erff(x) -> f32; erfcf(x) -> f32; lgammaf(x) -> f32; tgammaf(x) -> f32;
        cbrtf(x) -> f32; fmodf(x, y) -> f32; roundf(x) -> f32;
        fminf(x, y) -> f32; fmaxf(x, y) -> f32;
    }
}

/// Defines compiler-rt's `__powidf2`/`__powisf2` algorithm for one float
/// type: `a` raised to `b` by repeated squaring, step for step, so that
/// `powi` rounds the same way in the interpreter and in JIT code that
/// registers these functions under the compiler-rt names.
macro_rules! powi_fn {
    ($(#[$doc:meta])* $name:ident, $t:ty) => {
        $(#[$doc])*
        pub extern "C" fn $name(a: $t, b: i32) -> $t {
            let recip = b < 0;
            let (mut a, mut b, mut r) = (a, b, 1.0 as $t);
            loop {
                if b & 1 != 0 {
                    r *= a;
                }
                b /= 2;
                if b == 0 {
                    break;
                }
                a *= a;
            }
            if recip {
                1.0 / r
            } else {
                r
            }
        }
    };
}

powi_fn!(
    /// compiler-rt's `__powidf2`.
    zyme_powidf2,
    f64
);
powi_fn!(
    /// compiler-rt's `__powisf2`.
    zyme_powisf2,
    f32
);

/// IEEE 754-2019 `minimum`/`maximum`: NaN wins, and -0.0 < +0.0.
/// `minnum`/`maxnum`: the other operand when one is NaN, else the IEEE
/// minimum/maximum (so -0 orders below +0 whatever the C library does).
fn min_max_num<F: Copy + PartialOrd + std::ops::Add<Output = F>>(
    a: F,
    b: F,
    is_nan: impl Fn(F) -> bool + Copy,
    is_neg: impl Fn(F) -> bool,
    max: bool,
) -> F {
    if is_nan(a) {
        b
    } else if is_nan(b) {
        a
    } else {
        ieee_min_max(a, b, is_nan, is_neg, max)
    }
}

fn ieee_min_max<F: Copy + PartialOrd + std::ops::Add<Output = F>>(
    a: F,
    b: F,
    is_nan: impl Fn(F) -> bool,
    is_neg: impl Fn(F) -> bool,
    max: bool,
) -> F {
    if is_nan(a) || is_nan(b) {
        // Adding quiets a signalling NaN and propagates the payload.
        a + b
    } else if a == b {
        // Only the zeros compare equal with different signs.
        if is_neg(a) != max {
            a
        } else {
            b
        }
    } else if (a < b) != max {
        a
    } else {
        b
    }
}

fn unary(op: MathOp, x: &DataValue) -> R<DataValue> {
    use MathOp as M;
    type Pair = (fn(f32) -> f32, fn(f64) -> f64);
    let (f, d): Pair = match op {
        M::Sqrt => (f32::sqrt, f64::sqrt),
        M::Cbrt => (libm::cbrtf, libm::cbrt),
        M::Sin => (libm::sinf, libm::sin),
        M::Cos => (libm::cosf, libm::cos),
        M::Tan => (libm::tanf, libm::tan),
        M::Asin => (libm::asinf, libm::asin),
        M::Acos => (libm::acosf, libm::acos),
        M::Atan => (libm::atanf, libm::atan),
        M::Sinh => (libm::sinhf, libm::sinh),
        M::Cosh => (libm::coshf, libm::cosh),
        M::Tanh => (libm::tanhf, libm::tanh),
        M::Asinh => (libm::asinhf, libm::asinh),
        M::Acosh => (libm::acoshf, libm::acosh),
        M::Atanh => (libm::atanhf, libm::atanh),
        M::Exp => (libm::expf, libm::exp),
        M::Exp2 => (libm::exp2f, libm::exp2),
        M::Exp10 => (libm::exp10f, libm::exp10),
        M::Expm1 => (libm::expm1f, libm::expm1),
        M::Log => (libm::logf, libm::log),
        M::Log2 => (libm::log2f, libm::log2),
        M::Log10 => (libm::log10f, libm::log10),
        M::Log1p => (libm::log1pf, libm::log1p),
        M::Erf => (libm::erff, libm::erf),
        M::Erfc => (libm::erfcf, libm::erfc),
        M::Lgamma => (libm::lgammaf, libm::lgamma),
        M::Tgamma => (libm::tgammaf, libm::tgamma),
        M::Fabs => (f32::abs, f64::abs),
        M::Floor => (f32::floor, f64::floor),
        M::Ceil => (f32::ceil, f64::ceil),
        M::Trunc => (f32::trunc, f64::trunc),
        M::Round => (libm::roundf, libm::round),
        M::Rint => (f32::round_ties_even, f64::round_ties_even),
        _ => return mismatch(format!("{op} takes {} operands", op.arity())),
    };
    match x {
        DataValue::F32(b) => Ok(DataValue::f32(f(f32::from_bits(*b)))),
        DataValue::F64(b) => Ok(DataValue::f64(d(f64::from_bits(*b)))),
        other => mismatch(format!("{op} of a non-float {other}")),
    }
}

fn binary(op: MathOp, x: &DataValue, y: &DataValue) -> R<DataValue> {
    use MathOp as M;
    match op {
        M::Atan2 => float2(x, y, libm::atan2f, libm::atan2),
        M::Pow => float2(x, y, libm::powf, libm::pow),
        M::Hypot => float2(x, y, libm::hypotf, libm::hypot),
        M::Minnum => float2(
            x,
            y,
            |a, b| min_max_num(a, b, f32::is_nan, f32::is_sign_negative, false),
            |a, b| min_max_num(a, b, f64::is_nan, f64::is_sign_negative, false),
        ),
        M::Maxnum => float2(
            x,
            y,
            |a, b| min_max_num(a, b, f32::is_nan, f32::is_sign_negative, true),
            |a, b| min_max_num(a, b, f64::is_nan, f64::is_sign_negative, true),
        ),
        M::Copysign => float2(x, y, f32::copysign, f64::copysign),
        M::Minimum => float2(
            x,
            y,
            |a, b| ieee_min_max(a, b, f32::is_nan, f32::is_sign_negative, false),
            |a, b| ieee_min_max(a, b, f64::is_nan, f64::is_sign_negative, false),
        ),
        M::Maximum => float2(
            x,
            y,
            |a, b| ieee_min_max(a, b, f32::is_nan, f32::is_sign_negative, true),
            |a, b| ieee_min_max(a, b, f64::is_nan, f64::is_sign_negative, true),
        ),
        M::Powi => {
            let n = match y {
                DataValue::Int(crate::ScalarType::I32, bits) => *bits as u32 as i32,
                other => return mismatch(format!("powi exponent {other} is not an i32")),
            };
            match x {
                DataValue::F32(b) => Ok(DataValue::f32(zyme_powisf2(f32::from_bits(*b), n))),
                DataValue::F64(b) => Ok(DataValue::f64(zyme_powidf2(f64::from_bits(*b), n))),
                other => mismatch(format!("powi of a non-float {other}")),
            }
        }
        _ => mismatch(format!("{op} takes {} operands", op.arity())),
    }
}

fn ternary(op: MathOp, x: &DataValue, y: &DataValue, z: &DataValue) -> R<DataValue> {
    let fused = match op {
        MathOp::Fma => true,
        MathOp::Fmuladd => false,
        _ => return mismatch(format!("{op} takes {} operands", op.arity())),
    };
    match (x, y, z) {
        (DataValue::F32(a), DataValue::F32(b), DataValue::F32(c)) => {
            let (a, b, c) = (f32::from_bits(*a), f32::from_bits(*b), f32::from_bits(*c));
            Ok(DataValue::f32(if fused {
                a.mul_add(b, c)
            } else {
                a * b + c
            }))
        }
        (DataValue::F64(a), DataValue::F64(b), DataValue::F64(c)) => {
            let (a, b, c) = (f64::from_bits(*a), f64::from_bits(*b), f64::from_bits(*c));
            Ok(DataValue::f64(if fused {
                a.mul_add(b, c)
            } else {
                a * b + c
            }))
        }
        _ => mismatch(format!("{op} of {x}, {y}, {z}")),
    }
}

/// Evaluates a math operation, lane-wise on vectors. A scalar `powi`
/// exponent applies to every lane, as in LLVM's `llvm.powi.v4f32.i32`.
pub fn math(op: MathOp, args: &[DataValue]) -> R<DataValue> {
    use super::ops::{map1, map2, map3};
    if args.len() != op.arity() {
        return mismatch(format!(
            "{op} takes {} operands, got {}",
            op.arity(),
            args.len()
        ));
    }
    match args {
        [x] => map1(x, |a| unary(op, a)),
        [x, y @ DataValue::Int(..)] if op == MathOp::Powi => map1(x, |a| binary(op, a, y)),
        [x, y] => map2(x, y, |a, b| binary(op, a, b)),
        [x, y, z] => map3(x, y, z, |a, b, c| ternary(op, a, b, c)),
        _ => mismatch(format!("{op} with {} operands", args.len())),
    }
}
