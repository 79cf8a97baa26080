//! Math-library operations.
//!
//! The IR defines them as "what the host C library computes", so anything
//! that is not exactly an IEEE operation calls libm (`sin`, `sinf` for
//! `f32`, …) rather than a Cranelift approximation. Cranelift instructions
//! are used only where they are exact and agree with C: `sqrt`, `fabs`,
//! `floor`, `ceil`, `trunc`, `nearest` (`rint` in the default rounding
//! mode), `copysign`, `fma`, and `fmin`/`fmax`, which have exactly the
//! `minimum`/`maximum` semantics (NaN-propagating, -0 < +0).
//!
//! The calls bind by symbol name, as a C linker would: a module that itself
//! defines `sin` gets its own `sin` called by the `sin` operation.

use super::{same_shape, FuncCtx, LResult, Lanes};
use crate::abi::cl_type;
use cranelift_codegen::ir::{types, InstBuilder, Value as ClValue};
use zyme_ir::{MathOp, ScalarType, Type, Value};

/// Calls a libm function of one or more floats of type `lane`.
pub fn libm(
    cx: &mut FuncCtx,
    f64_name: &'static str,
    f32_name: &'static str,
    lane: ScalarType,
    args: &[ClValue],
) -> LResult<ClValue> {
    let (name, ty) = match lane {
        ScalarType::F64 => (f64_name, types::F64),
        _ => (f32_name, types::F32),
    };
    let params = vec![ty; args.len()];
    let id = cx.m.import(name, &params, &[ty])?;
    let fref = cx.m.cl.declare_func_in_func(id, cx.b.func);
    let call = cx.ins().call(fref, args);
    Ok(cx.b.inst_results(call)[0])
}

/// A scalar sine (or cosine) whose block also takes the cosine (sine) of
/// the same operand, later: both from one call of libm's `sincos`
/// (`sincosf`), as clang -O2 does, which returns what `sin` and `cos`
/// return. The later instruction and the two results `[sin, cos]`.
/// Not when the module defines any of the three itself (calls bind by
/// name, and its own `sin` must be the one called).
#[allow(clippy::type_complexity)]
pub fn sincos(
    cx: &mut FuncCtx,
    block: zyme_ir::Block,
    inst: zyme_ir::Inst,
) -> LResult<Option<(zyme_ir::Inst, [ClValue; 2])>> {
    let func = cx.func;
    let zyme_ir::InstData::Math { op, args } = &func.dfg.insts[inst] else {
        return Ok(None);
    };
    let want = match op {
        MathOp::Sin => MathOp::Cos,
        MathOp::Cos => MathOp::Sin,
        _ => return Ok(None),
    };
    let [x] = args[..] else {
        return Ok(None);
    };
    let ty = cx.ty(x)?;
    if ty.is_vector() || !ty.is_float() {
        return Ok(None);
    }
    let (name, sin, cos) = match ty.lane() {
        ScalarType::F64 => ("sincos", "sin", "cos"),
        _ => ("sincosf", "sinf", "cosf"),
    };
    let own = |n: &str| {
        cx.m.ir
            .func_by_name(n)
            .is_some_and(|f| !cx.m.ir.functions[f].is_declaration())
    };
    if own(name) || own(sin) || own(cos) {
        return Ok(None);
    }
    let insts = func.layout.block_insts(block);
    let after = insts.iter().skip_while(|&&i| i != inst).skip(1);
    let partner = after.copied().find(|&i| {
        matches!(&func.dfg.insts[i], zyme_ir::InstData::Math { op, args } if *op == want && args[..] == [x])
    });
    let Some(partner) = partner else {
        return Ok(None);
    };
    let lane = ty.lane();
    let ct = cl_type(lane);
    let size = ct.bytes();
    let slot =
        cx.b.create_sized_stack_slot(cranelift_codegen::ir::StackSlotData::new(
            cranelift_codegen::ir::StackSlotKind::ExplicitSlot,
            2 * size,
            3,
        ));
    let ptr = cx.m.cl.target_config().pointer_type();
    let x = cx.lanes(x)?[0];
    let (s_at, c_at) = (
        cx.ins().stack_addr(ptr, slot, 0),
        cx.ins().stack_addr(ptr, slot, size as i32),
    );
    let id = cx.m.import(name, &[ct, ptr, ptr], &[])?;
    let fref = cx.m.cl.declare_func_in_func(id, cx.b.func);
    cx.ins().call(fref, &[x, s_at, c_at]);
    let s = cx.ins().stack_load(ptr, ct, slot, 0);
    let c = cx.ins().stack_load(ptr, ct, slot, size as i32);
    Ok(Some((partner, [s, c])))
}

/// `frem`: C's `fmod`.
pub fn frem(cx: &mut FuncCtx, lane: ScalarType, a: ClValue, b: ClValue) -> LResult<ClValue> {
    libm(cx, "fmod", "fmodf", lane, &[a, b])
}

/// The libm names (f64, f32) of the operations that are plain calls.
fn libm_names(op: MathOp) -> Option<(&'static str, &'static str)> {
    Some(match op {
        MathOp::Cbrt => ("cbrt", "cbrtf"),
        MathOp::Sin => ("sin", "sinf"),
        MathOp::Cos => ("cos", "cosf"),
        MathOp::Tan => ("tan", "tanf"),
        MathOp::Asin => ("asin", "asinf"),
        MathOp::Acos => ("acos", "acosf"),
        MathOp::Atan => ("atan", "atanf"),
        MathOp::Atan2 => ("atan2", "atan2f"),
        MathOp::Sinh => ("sinh", "sinhf"),
        MathOp::Cosh => ("cosh", "coshf"),
        MathOp::Tanh => ("tanh", "tanhf"),
        MathOp::Asinh => ("asinh", "asinhf"),
        MathOp::Acosh => ("acosh", "acoshf"),
        MathOp::Atanh => ("atanh", "atanhf"),
        MathOp::Exp => ("exp", "expf"),
        MathOp::Exp2 => ("exp2", "exp2f"),
        MathOp::Exp10 => ("exp10", "exp10f"),
        MathOp::Expm1 => ("expm1", "expm1f"),
        MathOp::Log => ("log", "logf"),
        MathOp::Log2 => ("log2", "log2f"),
        MathOp::Log10 => ("log10", "log10f"),
        MathOp::Log1p => ("log1p", "log1pf"),
        MathOp::Pow => ("pow", "powf"),
        MathOp::Hypot => ("hypot", "hypotf"),
        MathOp::Erf => ("erf", "erff"),
        MathOp::Erfc => ("erfc", "erfcf"),
        MathOp::Lgamma => ("lgamma", "lgammaf"),
        MathOp::Tgamma => ("tgamma", "tgammaf"),
        MathOp::Round => ("round", "roundf"),
        _ => return None,
    })
}

pub fn math(cx: &mut FuncCtx, op: MathOp, args: &[Value]) -> LResult<Lanes> {
    if args.len() != op.arity() {
        return Err(format!(
            "{op} takes {} operands, not {}",
            op.arity(),
            args.len()
        ));
    }
    let ty = cx.ty(args[0])?;
    if !ty.is_float() {
        return Err(format!("{op} of a {ty}"));
    }
    let n = ty.lanes() as usize;
    // Operand lanes, transposed to one list of operands per lane.
    let mut per_lane: Vec<Vec<ClValue>> = vec![Vec::new(); n];
    for (i, &a) in args.iter().enumerate() {
        let aty = cx.ty(a)?;
        let lanes = if op == MathOp::Powi && i == 1 {
            // The exponent is an i32, one for all lanes or one per lane.
            if aty.lane() != ScalarType::I32 || (aty.lanes() != 1 && aty.lanes() as usize != n) {
                return Err(format!("powi exponent of type {aty}"));
            }
            let l = cx.lanes(a)?;
            if l.len() == 1 {
                vec![l[0]; n]
            } else {
                l
            }
        } else {
            if !same_shape(aty, ty) {
                return Err(format!("{op} of a {ty} and a {aty}"));
            }
            cx.lanes(a)?
        };
        for (slot, x) in per_lane.iter_mut().zip(lanes) {
            slot.push(x);
        }
    }
    per_lane
        .into_iter()
        .map(|ops| math_lane(cx, op, ty, &ops))
        .collect()
}

fn math_lane(cx: &mut FuncCtx, op: MathOp, ty: Type, a: &[ClValue]) -> LResult<ClValue> {
    let lane = ty.lane();
    if let Some((f64_name, f32_name)) = libm_names(op) {
        return libm(cx, f64_name, f32_name, lane, a);
    }
    let ins = cx.ins();
    Ok(match op {
        MathOp::Sqrt => ins.sqrt(a[0]),
        MathOp::Fabs => ins.fabs(a[0]),
        MathOp::Floor => ins.floor(a[0]),
        MathOp::Ceil => ins.ceil(a[0]),
        MathOp::Trunc => ins.trunc(a[0]),
        MathOp::Rint => ins.nearest(a[0]),
        MathOp::Copysign => ins.fcopysign(a[0], a[1]),
        MathOp::Fma => ins.fma(a[0], a[1], a[2]),
        MathOp::Fmuladd => {
            let p = ins.fmul(a[0], a[1]);
            cx.ins().fadd(p, a[2])
        }
        MathOp::Minimum => ins.fmin(a[0], a[1]),
        MathOp::Maximum => ins.fmax(a[0], a[1]),
        // `minnum`/`maxnum` return the other operand when one is NaN and
        // otherwise order -0 below +0 (IEEE 754-2019 minimumNumber), so the
        // result never depends on the C library's choice for signed zeros.
        MathOp::Minnum | MathOp::Maxnum => {
            use cranelift_codegen::ir::condcodes::FloatCC;
            let both = if op == MathOp::Minnum {
                ins.fmin(a[0], a[1])
            } else {
                ins.fmax(a[0], a[1])
            };
            let x_nan = cx.ins().fcmp(FloatCC::Unordered, a[0], a[0]);
            let y_nan = cx.ins().fcmp(FloatCC::Unordered, a[1], a[1]);
            let not_x = cx.ins().select(y_nan, a[0], both);
            cx.ins().select(x_nan, a[1], not_x)
        }
        MathOp::Powi => {
            let (name, ct) = match lane {
                ScalarType::F64 => ("__powidf2", types::F64),
                _ => ("__powisf2", types::F32),
            };
            debug_assert_eq!(ct, cl_type(lane));
            let id = cx.m.import(name, &[ct, types::I32], &[ct])?;
            let fref = cx.m.cl.declare_func_in_func(id, cx.b.func);
            let call = cx.ins().call(fref, a);
            cx.b.inst_results(call)[0]
        }
        _ => unreachable!("{op} is a libm call, handled above"),
    })
}
