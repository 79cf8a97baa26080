//! The operations expanded into exact IR for each float type: `round`
//! (half away from zero) and `powi` (compiler-rt's repeated squaring).

use zyme_ir::{FloatCC, FunctionBuilder, IntCC, MathOp, Type, Value};

fn fconst(b: &mut FunctionBuilder, ty: Type, v: f64) -> Value {
    if ty == Type::F32 {
        b.f32const(v as f32)
    } else {
        b.f64const(v)
    }
}

/// `round`: half away from zero, exactly: `trunc(x)` plus ±1 when the
/// dropped part is at least one half (NaN, inf and ±0 pass through).
pub fn round(b: &mut FunctionBuilder, ty: Type, a: &[Value]) -> Value {
    let x = a[0];
    let t = b.math(MathOp::Trunc, &[x]);
    let d = b.fsub(x, t);
    let d = b.math(MathOp::Fabs, &[d]);
    let half = fconst(b, ty, 0.5);
    let up = b.fcmp(FloatCC::Oge, d, half);
    let one = fconst(b, ty, 1.0);
    let zero = fconst(b, ty, 0.0);
    let step = b.select(up, one, zero);
    let step = b.math(MathOp::Copysign, &[step, x]);
    b.fadd(t, step)
}

/// `powi`: compiler-rt's `__powidf2`/`__powisf2`, step for step.
pub fn powi(b: &mut FunctionBuilder, ty: Type, a: &[Value]) -> Value {
    let (x, n) = (a[0], a[1]);
    let zero = b.iconst(Type::I32, 0);
    let recip = b.icmp(IntCC::Slt, n, zero);
    let one = fconst(b, ty, 1.0);
    let head = b.create_block();
    let [base, exp, acc] = b.append_params(head, [ty, Type::I32, ty]);
    let exit = b.create_block();
    let [res] = b.append_params(exit, [ty]);
    b.jump(head, &[x, n, one]);

    b.switch_to(head);
    let one_i = b.iconst(Type::I32, 1);
    let bit = b.band(exp, one_i);
    let zero_i = b.iconst(Type::I32, 0);
    let odd = b.icmp(IntCC::Ne, bit, zero_i);
    let times = b.fmul(acc, base);
    let acc2 = b.select(odd, times, acc);
    let two = b.iconst(Type::I32, 2);
    let exp2 = b.sdiv(exp, two);
    let done = b.icmp(IntCC::Eq, exp2, zero_i);
    let sq = b.fmul(base, base);
    b.brif(done, exit, &[acc2], head, &[sq, exp2, acc2]);

    b.switch_to(exit);
    let one2 = fconst(b, ty, 1.0);
    let inv = b.fdiv(one2, res);
    b.select(recip, inv, res)
}
