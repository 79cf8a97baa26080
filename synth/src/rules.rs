//! Tangent rules of arithmetic and the math library: given the primal
//! operands, the primal result and the operands' tangents, the result's
//! tangent. A `false` activity flag means that operand's tangent is zero,
//! so its terms are left out rather than multiplied by zero.

use zyme_ir::{BinaryOp, FunctionBuilder, MathOp, ScalarType, Type, Value};

/// A float constant of `ty` (splat for vectors).
pub fn fconst(b: &mut FunctionBuilder, ty: Type, x: f64) -> Value {
    let c = if ty.lane() == ScalarType::F32 {
        b.f32const(x as f32)
    } else {
        b.f64const(x)
    };
    if ty.is_vector() {
        b.splat(ty, c)
    } else {
        c
    }
}

fn ty_of(b: &mut FunctionBuilder, v: Value) -> Type {
    b.func().dfg.value_type(v)
}

/// `Σ coefficient × tangent` over the active terms (zero if none).
fn sum(b: &mut FunctionBuilder, ty: Type, terms: &[(Option<Value>, Value, bool)]) -> Value {
    let mut acc: Option<Value> = None;
    for &(coef, t, active) in terms {
        if !active {
            continue;
        }
        let term = match coef {
            Some(c) => b.fmul(c, t),
            None => t,
        };
        acc = Some(match acc {
            Some(a) => b.fadd(a, term),
            None => term,
        });
    }
    acc.unwrap_or_else(|| fconst(b, ty, 0.0))
}

/// What the rule of `a op b = r` reads besides the tangents (or, in
/// reverse mode, the adjoint), given which operands are active: the one
/// record both modes follow, so the reverse sweep caches no more than the
/// rule uses.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Reads {
    pub a: bool,
    pub b: bool,
    pub result: bool,
}

/// See [`Reads`]; operations without a rule read nothing.
pub fn binary_reads(op: BinaryOp, aa: bool, ab: bool) -> Reads {
    match op {
        // d(a·b) = b·da + a·db
        BinaryOp::Fmul => Reads {
            a: ab,
            b: aa,
            result: false,
        },
        // d(a/b) = (da - r·db) / b
        BinaryOp::Fdiv => Reads {
            a: false,
            b: aa || ab,
            result: ab,
        },
        // d(a - b·trunc(a/b)) = da - trunc(a/b)·db
        BinaryOp::Frem => Reads {
            a: ab,
            b: ab,
            result: false,
        },
        _ => Reads::default(),
    }
}

/// The tangent of `a op b = r`; `None` for operations without a rule.
/// `a`, `b` and `r` may be `None` where [`binary_reads`] says the rule
/// does not read them.
#[allow(clippy::too_many_arguments)]
pub fn binary(
    bld: &mut FunctionBuilder,
    op: BinaryOp,
    a: Option<Value>,
    b: Option<Value>,
    r: Option<Value>,
    ta: Value,
    tb: Value,
    aa: bool,
    ab: bool,
) -> Option<Value> {
    let ty = ty_of(bld, if aa { ta } else { tb });
    let read = |v: Option<Value>| v.expect("binary_reads lists what the rule reads");
    Some(match op {
        BinaryOp::Fadd => sum(bld, ty, &[(None, ta, aa), (None, tb, ab)]),
        BinaryOp::Fsub => {
            let ntb = if ab { bld.fneg(tb) } else { tb };
            sum(bld, ty, &[(None, ta, aa), (None, ntb, ab)])
        }
        BinaryOp::Fmul => {
            let (cb, ca) = (aa.then(|| read(b)), ab.then(|| read(a)));
            sum(bld, ty, &[(cb, ta, aa), (ca, tb, ab)])
        }
        BinaryOp::Fdiv => {
            let r_tb = if ab {
                let m = bld.fmul(read(r), tb);
                bld.fneg(m)
            } else {
                tb
            };
            let num = sum(bld, ty, &[(None, ta, aa), (None, r_tb, ab)]);
            bld.fdiv(num, read(b))
        }
        BinaryOp::Frem => {
            // The rule truncates a quotient, which a reciprocal (fast
            // arithmetic may take one) would move across an integer: it
            // is built IEEE, whatever the builder marks.
            let fast = bld.is_fast();
            bld.set_fast(false);
            let nt = if ab {
                let q = bld.fdiv(read(a), read(b));
                let t = bld.math(MathOp::Trunc, &[q]);
                Some(bld.fneg(t))
            } else {
                None
            };
            let t = sum(bld, ty, &[(None, ta, aa), (nt, tb, ab)]);
            bld.set_fast(fast);
            t
        }
        _ => return None,
    })
}

/// Which primal values a math rule reads (the reverse sweep has those,
/// and only those, where it runs the rule).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct MathReads {
    pub args: bool,
    pub result: bool,
}

/// What the math rule of `op` reads: the rules of `sqrt`, `tan`, `tanh`
/// and the exponentials need only the primal result (so no argument is
/// kept for them: gmm's `exp(β − max)` taped both), a few the result and
/// the arguments, the rest the arguments.
pub fn math_reads(op: MathOp) -> MathReads {
    use MathOp::*;
    let (args, result) = match op {
        Sqrt | Tan | Tanh | Exp | Exp2 | Exp10 | Expm1 => (false, true),
        Tgamma | Cbrt | Pow | Hypot => (true, true),
        _ => (true, false),
    };
    MathReads { args, result }
}

/// The other half of a sine and cosine pair: for `sin(x)` (or `cos(x)`)
/// the result of a `cos(x)` (`sin(x)`) of the same `x` in the same block,
/// whose value is the derivative's coefficient (negated for `cos`). A
/// reverse sweep then reads that value (kept like any other) instead of
/// calling libm again: `ba`'s rotation computes both, and its derivative
/// called `sin` and `cos` twice each.
pub fn sin_cos_partner(
    f: &zyme_ir::Function,
    op: MathOp,
    args: &[Value],
    r: Value,
) -> Option<Value> {
    let want = match (op, args) {
        (MathOp::Sin, [_]) => MathOp::Cos,
        (MathOp::Cos, [_]) => MathOp::Sin,
        _ => return None,
    };
    let zyme_ir::ValueDef::Result(inst, _) = f.dfg.values[r].def else {
        return None;
    };
    let block = f.layout.inst_block(inst)?;
    f.layout
        .block_insts(block)
        .iter()
        .find_map(|&i| match &f.dfg.insts[i] {
            zyme_ir::InstData::Math { op, args: a } if *op == want && a[..] == args[..] => {
                f.dfg.inst_results(i).first().copied()
            }
            _ => None,
        })
}

/// The tangent of a math operation `op(args) = r`; `per` pairs each
/// argument's tangent with whether it is active.
pub fn math(
    b: &mut FunctionBuilder,
    op: MathOp,
    args: &[Value],
    r: Value,
    per: &[(Value, bool)],
) -> Result<Value, String> {
    let ty = ty_of(b, r);
    let x = args[0];
    let (dx, ax) = per[0];
    let unary = |b: &mut FunctionBuilder, coef: Value| sum(b, ty, &[(Some(coef), dx, ax)]);
    Ok(match op {
        MathOp::Sqrt => {
            // dx / (2 r)
            let two = fconst(b, ty, 2.0);
            let d = b.fmul(two, r);
            let q = b.fdiv(dx, d);
            if ax {
                q
            } else {
                fconst(b, ty, 0.0)
            }
        }
        MathOp::Cbrt => {
            let three = fconst(b, ty, 3.0);
            let d = b.fmul(three, x);
            let c = b.fdiv(r, d);
            unary(b, c)
        }
        MathOp::Sin => {
            let c = b.math(MathOp::Cos, &[x]);
            unary(b, c)
        }
        MathOp::Cos => {
            let s = b.math(MathOp::Sin, &[x]);
            let c = b.fneg(s);
            unary(b, c)
        }
        MathOp::Tan => {
            let one = fconst(b, ty, 1.0);
            let r2 = b.fmul(r, r);
            let c = b.fadd(one, r2);
            unary(b, c)
        }
        MathOp::Asin | MathOp::Acos => {
            let one = fconst(b, ty, 1.0);
            let x2 = b.fmul(x, x);
            let d = b.fsub(one, x2);
            let s = b.math(MathOp::Sqrt, &[d]);
            let c = b.fdiv(one, s);
            let c = if op == MathOp::Acos { b.fneg(c) } else { c };
            unary(b, c)
        }
        MathOp::Atan => {
            let one = fconst(b, ty, 1.0);
            let x2 = b.fmul(x, x);
            let d = b.fadd(one, x2);
            let c = b.fdiv(one, d);
            unary(b, c)
        }
        MathOp::Sinh => {
            let c = b.math(MathOp::Cosh, &[x]);
            unary(b, c)
        }
        MathOp::Cosh => {
            let c = b.math(MathOp::Sinh, &[x]);
            unary(b, c)
        }
        MathOp::Tanh => {
            let one = fconst(b, ty, 1.0);
            let r2 = b.fmul(r, r);
            let c = b.fsub(one, r2);
            unary(b, c)
        }
        MathOp::Asinh | MathOp::Acosh => {
            let one = fconst(b, ty, 1.0);
            let x2 = b.fmul(x, x);
            let d = if op == MathOp::Asinh {
                b.fadd(x2, one)
            } else {
                b.fsub(x2, one)
            };
            let s = b.math(MathOp::Sqrt, &[d]);
            let c = b.fdiv(one, s);
            unary(b, c)
        }
        MathOp::Atanh => {
            let one = fconst(b, ty, 1.0);
            let x2 = b.fmul(x, x);
            let d = b.fsub(one, x2);
            let c = b.fdiv(one, d);
            unary(b, c)
        }
        MathOp::Exp => unary(b, r),
        MathOp::Exp2 => {
            let ln2 = fconst(b, ty, std::f64::consts::LN_2);
            let c = b.fmul(r, ln2);
            unary(b, c)
        }
        MathOp::Exp10 => {
            let ln10 = fconst(b, ty, std::f64::consts::LN_10);
            let c = b.fmul(r, ln10);
            unary(b, c)
        }
        MathOp::Expm1 => {
            let one = fconst(b, ty, 1.0);
            let c = b.fadd(r, one);
            unary(b, c)
        }
        MathOp::Log | MathOp::Log2 | MathOp::Log10 | MathOp::Log1p => {
            let d = match op {
                MathOp::Log => x,
                MathOp::Log1p => {
                    let one = fconst(b, ty, 1.0);
                    b.fadd(one, x)
                }
                _ => {
                    let k = if op == MathOp::Log2 {
                        std::f64::consts::LN_2
                    } else {
                        std::f64::consts::LN_10
                    };
                    let k = fconst(b, ty, k);
                    b.fmul(x, k)
                }
            };
            let q = b.fdiv(dx, d);
            if ax {
                q
            } else {
                fconst(b, ty, 0.0)
            }
        }
        MathOp::Pow => {
            // d(x^y) = y·x^(y-1)·dx + r·ln(x)·dy
            let (y, (dy, ay)) = (args[1], per[1]);
            let cx = if ax {
                let one = fconst(b, ty, 1.0);
                let ym1 = b.fsub(y, one);
                let p = b.math(MathOp::Pow, &[x, ym1]);
                Some(b.fmul(y, p))
            } else {
                None
            };
            let cy = if ay {
                let l = b.math(MathOp::Log, &[x]);
                Some(b.fmul(r, l))
            } else {
                None
            };
            sum(b, ty, &[(cx, dx, ax), (cy, dy, ay)])
        }
        MathOp::Powi => {
            // n·x^(n-1)·dx
            let n = args[1];
            let one = b.iconst(Type::I32, 1);
            let nm1 = b.isub(n, one);
            let p = b.math(MathOp::Powi, &[x, nm1]);
            let nf = b.cast(zyme_ir::CastOp::Sitofp, n, Type::scalar(ty.lane()));
            let nf = if ty.is_vector() { b.splat(ty, nf) } else { nf };
            let c = b.fmul(nf, p);
            unary(b, c)
        }
        MathOp::Hypot => {
            let (y, (dy, ay)) = (args[1], per[1]);
            let cx = b.fdiv(x, r);
            let cy = b.fdiv(y, r);
            sum(b, ty, &[(Some(cx), dx, ax), (Some(cy), dy, ay)])
        }
        MathOp::Atan2 => {
            // atan2(y, x): (x·dy − y·dx) / (x² + y²), with args = [y, x]
            let (xx, (dxx, axx)) = (args[1], per[1]);
            let y2 = b.fmul(x, x);
            let x2 = b.fmul(xx, xx);
            let d = b.fadd(x2, y2);
            let cy = b.fdiv(xx, d);
            let ny = b.fneg(x);
            let cx = b.fdiv(ny, d);
            sum(b, ty, &[(Some(cy), dx, ax), (Some(cx), dxx, axx)])
        }
        MathOp::Erf | MathOp::Erfc => {
            let x2 = b.fmul(x, x);
            let n = b.fneg(x2);
            let e = b.math(MathOp::Exp, &[n]);
            let k = fconst(
                b,
                ty,
                if op == MathOp::Erf {
                    std::f64::consts::FRAC_2_SQRT_PI
                } else {
                    -std::f64::consts::FRAC_2_SQRT_PI
                },
            );
            let c = b.fmul(k, e);
            unary(b, c)
        }
        MathOp::Fabs => {
            // sign(x)·dx, 0 at x = 0 (Enzyme's convention)
            let one = fconst(b, ty, 1.0);
            let s = b.math(MathOp::Copysign, &[one, x]);
            let zero = fconst(b, ty, 0.0);
            let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, x, zero);
            let c = b.select(is_zero, zero, s);
            unary(b, c)
        }
        MathOp::Copysign => {
            // |x|·sign(y): sign(x)·sign(y)·dx
            let one = fconst(b, ty, 1.0);
            let sx = b.math(MathOp::Copysign, &[one, x]);
            let sy = b.math(MathOp::Copysign, &[one, args[1]]);
            let c = b.fmul(sx, sy);
            unary(b, c)
        }
        MathOp::Fma | MathOp::Fmuladd => {
            let (y, (dy, ay)) = (args[1], per[1]);
            let (dz, az) = per[2];
            sum(
                b,
                ty,
                &[(Some(y), dx, ax), (Some(x), dy, ay), (None, dz, az)],
            )
        }
        MathOp::Minnum | MathOp::Maxnum | MathOp::Minimum | MathOp::Maximum => {
            // The derivative follows the chosen operand; ties go to x.
            let (y, (dy, ay)) = (args[1], per[1]);
            let zero = fconst(b, ty, 0.0);
            let tx = if ax { dx } else { zero };
            let ty_ = if ay { dy } else { zero };
            let pick_y = match op {
                MathOp::Minnum | MathOp::Minimum => b.fcmp(zyme_ir::FloatCC::Olt, y, x),
                _ => b.fcmp(zyme_ir::FloatCC::Ogt, y, x),
            };
            b.select(pick_y, ty_, tx)
        }
        MathOp::Floor | MathOp::Ceil | MathOp::Trunc | MathOp::Round | MathOp::Rint => {
            fconst(b, ty, 0.0)
        }
        MathOp::Lgamma | MathOp::Tgamma => {
            // d lgamma = ψ(x) dx; d tgamma = Γ(x) ψ(x) dx.
            if ty.is_vector() {
                return Err(format!("{} of a vector has no derivative rule", op.name()));
            }
            let psi_fn = crate::runtime::digamma(b.module_mut()).map_err(|e| e.to_string())?;
            let x64 = if ty == Type::F32 {
                b.cast(zyme_ir::CastOp::Fpext, x, Type::F64)
            } else {
                x
            };
            let psi = b.call(psi_fn, &[x64])[0];
            let psi = if ty == Type::F32 {
                b.cast(zyme_ir::CastOp::Fptrunc, psi, Type::F32)
            } else {
                psi
            };
            let c = if op == MathOp::Tgamma {
                b.fmul(r, psi)
            } else {
                psi
            };
            unary(b, c)
        }
    })
}
