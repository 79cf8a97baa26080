//! Math operations: LLVM intrinsics where they are exact and agree with
//! the interpreter, C library calls otherwise (on CPUs; on amdgcn and
//! nvptx64 the library operations must first become IR functions,
//! `zyme_opt::expand_math`).

use crate::func::{FuncCx, R};
use crate::inst::per_lane;
use crate::types::{mangle, scalar, ty};
use zyme_ir::{MathOp, ScalarType, Type, Value};

/// The C library names (f64, f32) of the operations that are calls.
fn libm_names(op: MathOp) -> Option<(&'static str, &'static str)> {
    use MathOp as M;
    Some(match op {
        M::Cbrt => ("cbrt", "cbrtf"),
        M::Sin => ("sin", "sinf"),
        M::Cos => ("cos", "cosf"),
        M::Tan => ("tan", "tanf"),
        M::Asin => ("asin", "asinf"),
        M::Acos => ("acos", "acosf"),
        M::Atan => ("atan", "atanf"),
        M::Atan2 => ("atan2", "atan2f"),
        M::Sinh => ("sinh", "sinhf"),
        M::Cosh => ("cosh", "coshf"),
        M::Tanh => ("tanh", "tanhf"),
        M::Asinh => ("asinh", "asinhf"),
        M::Acosh => ("acosh", "acoshf"),
        M::Atanh => ("atanh", "atanhf"),
        M::Exp => ("exp", "expf"),
        M::Exp2 => ("exp2", "exp2f"),
        M::Exp10 => ("exp10", "exp10f"),
        M::Expm1 => ("expm1", "expm1f"),
        M::Log => ("log", "logf"),
        M::Log2 => ("log2", "log2f"),
        M::Log10 => ("log10", "log10f"),
        M::Log1p => ("log1p", "log1pf"),
        M::Pow => ("pow", "powf"),
        M::Hypot => ("hypot", "hypotf"),
        M::Erf => ("erf", "erff"),
        M::Erfc => ("erfc", "erfcf"),
        M::Lgamma => ("lgamma", "lgammaf"),
        M::Tgamma => ("tgamma", "tgammaf"),
        _ => return None,
    })
}

/// The `llvm.*` intrinsic that computes `op` exactly as the IR defines it.
fn intrinsic(op: MathOp) -> Option<&'static str> {
    use MathOp as M;
    Some(match op {
        M::Sqrt => "sqrt",
        M::Fabs => "fabs",
        M::Fma => "fma",
        M::Floor => "floor",
        M::Ceil => "ceil",
        M::Trunc => "trunc",
        M::Round => "round",
        M::Rint => "roundeven",
        M::Minimum => "minimum",
        M::Maximum => "maximum",
        M::Copysign => "copysign",
        _ => return None,
    })
}

/// The value of a math operation (an instruction text or an operand).
pub fn math(cx: &mut FuncCx, op: MathOp, args: &[Value]) -> R<String> {
    if args.len() != op.arity() {
        return Err(format!(
            "{op} takes {} operands, not {}",
            op.arity(),
            args.len()
        ));
    }
    let t = cx.ty(args[0])?;
    if !t.is_float() {
        return Err(format!("{op} of a {t}"));
    }
    for (i, &a) in args.iter().enumerate().skip(1) {
        let at = cx.ty(a)?;
        let ok = if op == MathOp::Powi && i == 1 {
            at.lane() == ScalarType::I32 && (at.lanes() == 1 || at.lanes() == t.lanes())
        } else {
            at == t
        };
        if !ok {
            return Err(format!("{op} of a {t} and a {at}"));
        }
    }
    let tt = ty(t);
    let vals = args.iter().map(|&a| cx.val(a)).collect::<R<Vec<_>>>()?;
    if let Some(base) = intrinsic(op) {
        let name = format!("llvm.{base}.{}", mangle(t));
        let params = vec![tt.as_str(); args.len()];
        cx.need(&name, &tt, &params);
        let a: Vec<String> = vals.iter().map(|v| format!("{tt} {v}")).collect();
        return Ok(format!("call {tt} @{name}({})", a.join(", ")));
    }
    match op {
        // Unfused, as the interpreter computes it.
        MathOp::Fmuladd => {
            let p = cx.def(format!("fmul {tt} {}, {}", vals[0], vals[1]));
            return Ok(format!("fadd {tt} {p}, {}", vals[2]));
        }
        // The other operand when one is NaN, else the IEEE minimum or
        // maximum (-0 below +0).
        MathOp::Minnum | MathOp::Maxnum => {
            let base = if op == MathOp::Minnum {
                "minimum"
            } else {
                "maximum"
            };
            let name = format!("llvm.{base}.{}", mangle(t));
            cx.need(&name, &tt, &[&tt, &tt]);
            let (a, b) = (&vals[0], &vals[1]);
            let both = cx.def(format!("call {tt} @{name}({tt} {a}, {tt} {b})"));
            let ct = ty(t.with_lane(ScalarType::I1));
            let a_nan = cx.def(format!("fcmp uno {tt} {a}, {a}"));
            let b_nan = cx.def(format!("fcmp uno {tt} {b}, {b}"));
            let not_a = cx.def(format!("select {ct} {b_nan}, {tt} {a}, {tt} {both}"));
            return Ok(format!("select {ct} {a_nan}, {tt} {b}, {tt} {not_a}"));
        }
        _ => {}
    }
    if cx.target.is_gpu() {
        return Err(format!(
            "{op} has no native lowering on {}: run zyme_opt::expand_math first \
             (it calls `__zyme_math.{op}.{}` instead)",
            cx.target.name(),
            t.lane()
        ));
    }
    let lane = t.lane();
    let lt = scalar(lane);
    let arg_types: Vec<(Type, String)> = args
        .iter()
        .zip(&vals)
        .map(|(&a, v)| Ok((cx.ty(a)?, v.clone())))
        .collect::<R<Vec<_>>>()?;
    if op == MathOp::Powi {
        // compiler-rt's repeated squaring, called as the JIT does.
        let name = if lane == ScalarType::F64 {
            "__powidf2"
        } else {
            "__powisf2"
        };
        cx.need(name, &lt, &[&lt, "i32"]);
        return per_lane(cx, t, &arg_types, |_, a| {
            Ok(format!("call {lt} @{name}({lt} {}, i32 {})", a[0], a[1]))
        });
    }
    let Some((d, f)) = libm_names(op) else {
        return Err(format!("{op} has no lowering"));
    };
    let name = if lane == ScalarType::F64 { d } else { f };
    let params = vec![lt.as_str(); args.len()];
    cx.need(name, &lt, &params);
    per_lane(cx, t, &arg_types, |_, a| {
        let a: Vec<String> = a.iter().map(|v| format!("{lt} {v}")).collect();
        Ok(format!("call {lt} @{name}({})", a.join(", ")))
    })
}
