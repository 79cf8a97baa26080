//! Math operations, lane by lane: the ones wasm has as instructions
//! (`sqrt`, `fabs`, `floor`, `ceil`, `ftrunc`, `rint` as `nearest`,
//! `copysign`, `minimum`/`maximum` as `min`/`max`, which propagate NaN as
//! those do), the ones a few instructions make (`minnum`/`maxnum`, which
//! return the other operand when one is NaN, as the interpreter does;
//! `round`, half away from zero; `fma`/`fmuladd`), `powi` through a helper
//! of the output module that repeats compiler-rt's `__powidf2` step for
//! step, and everything else imported from `env` under its C library name
//! (`sin`, `sinf`, `pow`, …).
//!
//! `fmuladd` is the unfused `a * b + c`, exactly. `fma` is fused in zyme;
//! wasm has no fused multiply-add, so the `f32` one is computed in `f64`
//! (the product is exact there) and the `f64` one by a helper of the
//! output module built from exact transformations (`runtime::emit_fma`).

use crate::write::arith::pick;
use crate::write::error::{internal, IResult};
use crate::write::func::FuncCx;
use wasm_encoder::{Ieee32, Ieee64, Instruction as I, ValType};
use zyme_ir::{Inst, MathOp, ScalarType, Value};

/// The C library name of a math operation on `f64` (`f32`: add `f`), for
/// the operations that are imported.
pub fn libm_name(op: MathOp, is64: bool) -> Option<String> {
    use MathOp as M;
    match op {
        M::Sqrt
        | M::Fabs
        | M::Floor
        | M::Ceil
        | M::Trunc
        | M::Rint
        | M::Copysign
        | M::Minimum
        | M::Maximum
        | M::Minnum
        | M::Maxnum
        | M::Round
        | M::Fma
        | M::Fmuladd
        | M::Powi => None,
        other => Some(if is64 {
            other.name().to_string()
        } else {
            format!("{}f", other.name())
        }),
    }
}

pub fn emit_math(fx: &mut FuncCx<'_>, inst: Inst, op: MathOp, args: &[Value]) -> IResult {
    let v = fx.result(inst)?;
    let Some(&first) = args.first() else {
        return internal("a math operation without operands");
    };
    let ty = fx.ty(first);
    let is64 = ty.lane() == ScalarType::F64;
    for lane in 0..ty.lanes() {
        let locals: Vec<u32> = args
            .iter()
            .map(|&a| {
                // A scalar `powi` exponent applies to every lane.
                let l = if fx.ty(a).is_vector() { lane } else { 0 };
                fx.lane_local(a, l)
            })
            .collect();
        math_lane(fx, op, is64, &locals)?;
        fx.set(v, lane);
    }
    Ok(())
}

fn math_lane(fx: &mut FuncCx<'_>, op: MathOp, is64: bool, a: &[u32]) -> IResult {
    use MathOp as M;
    let get = |fx: &mut FuncCx<'_>, i: usize| fx.push(I::LocalGet(a[i]));
    let unary = |fx: &mut FuncCx<'_>, i32op, i64op| {
        get(fx, 0);
        fx.push(pick(is64, i32op, i64op));
    };
    let binary = |fx: &mut FuncCx<'_>, i32op, i64op| {
        get(fx, 0);
        get(fx, 1);
        fx.push(pick(is64, i32op, i64op));
    };
    match op {
        M::Sqrt => unary(fx, I::F32Sqrt, I::F64Sqrt),
        M::Fabs => unary(fx, I::F32Abs, I::F64Abs),
        M::Floor => unary(fx, I::F32Floor, I::F64Floor),
        M::Ceil => unary(fx, I::F32Ceil, I::F64Ceil),
        M::Trunc => unary(fx, I::F32Trunc, I::F64Trunc),
        M::Rint => unary(fx, I::F32Nearest, I::F64Nearest),
        M::Copysign => binary(fx, I::F32Copysign, I::F64Copysign),
        M::Minimum => binary(fx, I::F32Min, I::F64Min),
        M::Maximum => binary(fx, I::F32Max, I::F64Max),
        M::Minnum => min_max_num(fx, is64, a[0], a[1], false),
        M::Maxnum => min_max_num(fx, is64, a[0], a[1], true),
        M::Round => round(fx, is64, a[0]),
        M::Fmuladd => {
            binary(fx, I::F32Mul, I::F64Mul);
            get(fx, 2);
            fx.push(pick(is64, I::F32Add, I::F64Add));
        }
        M::Fma if is64 => {
            get(fx, 0);
            get(fx, 1);
            get(fx, 2);
            fx.push(I::Call(fx.env.plan.fma));
        }
        M::Fma => {
            for i in 0..3 {
                get(fx, i);
                fx.push(I::F64PromoteF32);
                if i == 1 {
                    fx.push(I::F64Mul);
                }
            }
            fx.push(I::F64Add);
            fx.push(I::F32DemoteF64);
        }
        M::Powi => {
            get(fx, 0);
            get(fx, 1);
            fx.push(I::Call(fx.env.plan.powi(is64)));
        }
        other => {
            let Some(name) = libm_name(other, is64) else {
                return internal(format!("no library name for {other}"));
            };
            for i in 0..a.len() {
                get(fx, i);
            }
            fx.push(I::Call(fx.env.plan.math_import(&name)?));
        }
    }
    Ok(())
}

/// Pushes `minnum`/`maxnum` of two float locals: the other operand when
/// one is NaN, wasm's `min`/`max` (which orders -0 below +0) otherwise.
pub fn min_max_num(fx: &mut FuncCx<'_>, is64: bool, a: u32, b: u32, max: bool) {
    let ne = pick(is64, I::F32Ne, I::F64Ne);
    // a is NaN ? b : (b is NaN ? a : min(a, b))
    fx.push(I::LocalGet(b));
    fx.push(I::LocalGet(a));
    fx.push(I::LocalGet(a));
    fx.push(I::LocalGet(b));
    fx.push(match (max, is64) {
        (false, false) => I::F32Min,
        (false, true) => I::F64Min,
        (true, false) => I::F32Max,
        (true, true) => I::F64Max,
    });
    fx.push(I::LocalGet(b));
    fx.push(I::LocalGet(b));
    fx.push(ne.clone());
    fx.push(I::Select);
    fx.push(I::LocalGet(a));
    fx.push(I::LocalGet(a));
    fx.push(ne);
    fx.push(I::Select);
}

/// Pushes `round(x)`, half away from zero: `t = trunc(x)`, plus
/// `copysign(1, x)` when `|x - t| >= 0.5` (`x - t` is exact).
fn round(fx: &mut FuncCx<'_>, is64: bool, x: u32) {
    let t = fx.temp(if is64 { ValType::F64 } else { ValType::F32 });
    let one = |fx: &mut FuncCx<'_>, v: f64| {
        fx.push(if is64 {
            I::F64Const(Ieee64::new(v.to_bits()))
        } else {
            I::F32Const(Ieee32::new((v as f32).to_bits()))
        })
    };
    fx.push(I::LocalGet(x));
    fx.push(pick(is64, I::F32Trunc, I::F64Trunc));
    fx.push(I::LocalSet(t));
    // select(t + copysign(1, x), t, |x - t| >= 0.5)
    fx.push(I::LocalGet(t));
    one(fx, 1.0);
    fx.push(I::LocalGet(x));
    fx.push(pick(is64, I::F32Copysign, I::F64Copysign));
    fx.push(pick(is64, I::F32Add, I::F64Add));
    fx.push(I::LocalGet(t));
    fx.push(I::LocalGet(x));
    fx.push(I::LocalGet(t));
    fx.push(pick(is64, I::F32Sub, I::F64Sub));
    fx.push(pick(is64, I::F32Abs, I::F64Abs));
    one(fx, 0.5);
    fx.push(pick(is64, I::F32Ge, I::F64Ge));
    fx.push(I::Select);
}
