//! Device math: accurate math-library operations written in zyme IR, for
//! targets without a C library (our PTX emitter, LLVM IR for amdgcn),
//! where the hardware offers only approximate transcendentals.
//!
//! [`expand_math`] replaces every `math` instruction whose operation the
//! options do not keep with a call of a module function it adds once per
//! (operation, type), named `__zyme_math.<op>.<f32|f64>`:
//!
//! ```text
//! v1 = exp v0            ; f64
//! ```
//! becomes
//! ```text
//! v1 = call @"__zyme_math.exp.f64"(v0)
//! ```
//!
//! Vector operations are expanded lane by lane (`extract_lane`, one call
//! per lane, `splat`/`insert_lane`). An operation without an
//! implementation here is an [`ExpandMathError`] naming it and its type,
//! and the module is left unchanged: never a wrong result.
//!
//! # What is native
//!
//! [`is_native`] lists what a GPU does exactly in one instruction (PTX:
//! `sqrt.rn`, `abs`, `fma.rn`, `min`/`max` (`minimum`/`maximum` through
//! `.NaN`), `copysign`, `cvt.rmi/rpi/rzi/rni` for floor, ceil, trunc and
//! rint). Those stay. `round` (half away from zero) has no instruction and
//! is expanded into exact IR, as is `powi` (the repeated squaring of
//! compiler-rt's `__powidf2`, step for step, so that it rounds as on the
//! CPU).
//!
//! # How
//!
//! The f64 implementations are built with the [`emit::Em`] helpers:
//! range reduction, polynomials fitted by `gen_tables.py` (coefficients
//! and tables in `tables.rs`), double-double arithmetic where the last
//! bits matter, special cases as `select`s at the end. The f32 functions
//! evaluate the f64 function and round once (`fpext`, call, `fptrunc`):
//! accurate to within one f32 ulp, at the price of f64 arithmetic on the
//! device. `docs/gpu-math.md` lists method and measured error per
//! function; `tests/devmath.rs` measures them.

mod emit;
mod exp_log;
mod hyperbolic;
mod tables;
mod trig;

use emit::Em;
use std::fmt;
use zyme_ir::{
    CastOp, FuncId, FunctionBuilder, Inst, InstData, IntCC, Linkage, MathOp, Module, ScalarType,
    Signature, SourceLoc, Type, Value,
};

/// Whether a GPU computes `op` exactly (correctly rounded) in one
/// instruction, so that [`expand_math`] leaves it alone by default.
pub fn is_native(op: MathOp) -> bool {
    use MathOp as M;
    matches!(
        op,
        M::Sqrt
            | M::Fabs
            | M::Fma
            | M::Fmuladd
            | M::Minnum
            | M::Maxnum
            | M::Minimum
            | M::Maximum
            | M::Copysign
            | M::Floor
            | M::Ceil
            | M::Trunc
            | M::Rint
    )
}

/// An f64 implementation: builds the body from the parameters.
type F64Body = fn(&mut Em, &[Value]) -> Value;

/// How an operation is implemented: the one table of what is covered.
#[derive(Copy, Clone)]
enum Method {
    /// An f64 body; f32 evaluates it and rounds once.
    F64(F64Body),
    /// Exact IR for each float type.
    PerType(fn(&mut FunctionBuilder, Type, &[Value]) -> Value),
}

fn method(op: MathOp) -> Option<Method> {
    use exp_log as el;
    use hyperbolic as hy;
    use Method::{PerType, F64};
    use MathOp as M;
    Some(match op {
        M::Exp => F64(|e, a| el::exp(e, a[0])),
        M::Exp2 => F64(|e, a| el::exp2(e, a[0])),
        M::Exp10 => F64(|e, a| el::exp10(e, a[0])),
        M::Expm1 => F64(|e, a| el::expm1(e, a[0])),
        M::Log => F64(|e, a| el::log(e, a[0])),
        M::Log2 => F64(|e, a| el::log2(e, a[0])),
        M::Log10 => F64(|e, a| el::log10(e, a[0])),
        M::Log1p => F64(|e, a| el::log1p(e, a[0])),
        M::Pow => F64(|e, a| el::pow(e, a[0], a[1])),
        M::Sin => F64(|e, a| trig::sin(e, a[0])),
        M::Cos => F64(|e, a| trig::cos(e, a[0])),
        M::Tan => F64(|e, a| trig::tan(e, a[0])),
        M::Tanh => F64(|e, a| hy::tanh(e, a[0])),
        M::Sinh => F64(|e, a| hy::sinh(e, a[0])),
        M::Cosh => F64(|e, a| hy::cosh(e, a[0])),
        M::Round => PerType(round),
        M::Powi => PerType(powi),
        _ => return None,
    })
}

/// Whether [`expand_math`] can expand `op` on lanes of type `ty`.
pub fn is_implemented(op: MathOp, ty: ScalarType) -> bool {
    matches!(ty, ScalarType::F32 | ScalarType::F64) && method(op).is_some()
}

/// The operations [`expand_math`] implements (for either float type).
pub fn implemented_ops() -> Vec<MathOp> {
    MathOp::ALL
        .iter()
        .copied()
        .filter(|&op| method(op).is_some())
        .collect()
}

/// The name of the function implementing `op` on `ty`:
/// `__zyme_math.exp.f64`.
pub fn function_name(op: MathOp, ty: ScalarType) -> String {
    format!("__zyme_math.{}.{ty}", op.name())
}

/// Which operations stay `math` instructions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpandMath {
    pub keep: Vec<MathOp>,
}

impl ExpandMath {
    /// For a GPU: keep what [`is_native`] says, expand the rest.
    pub fn gpu() -> ExpandMath {
        ExpandMath {
            keep: MathOp::ALL
                .iter()
                .copied()
                .filter(|&op| is_native(op))
                .collect(),
        }
    }

    /// For a CPU with a C library: expand nothing.
    pub fn keep_all() -> ExpandMath {
        ExpandMath {
            keep: MathOp::ALL.to_vec(),
        }
    }

    pub fn keeps(&self, op: MathOp) -> bool {
        self.keep.contains(&op)
    }
}

impl Default for ExpandMath {
    fn default() -> ExpandMath {
        ExpandMath::gpu()
    }
}

/// Why [`expand_math`] could not expand a `math` instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExpandMathError {
    /// No device implementation of `op` on `ty` (lanes of `ty`).
    Unsupported {
        func: String,
        inst: Inst,
        loc: SourceLoc,
        op: MathOp,
        ty: Type,
    },
}

impl fmt::Display for ExpandMathError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            ExpandMathError::Unsupported {
                func,
                inst,
                loc,
                op,
                ty,
            } => {
                write!(f, "no device implementation of `{op}` on {ty}")?;
                write!(f, " ({inst} in `@{func}`")?;
                if loc.is_known() {
                    write!(f, " at {loc}")?;
                }
                write!(
                    f,
                    "); keep `{op}` (ExpandMath::keep) on a target with a C library"
                )
            }
        }
    }
}

impl std::error::Error for ExpandMathError {}

/// Replaces the `math` instructions `opts` does not keep with calls of
/// `__zyme_math.*` functions, added to the module as needed. Checks every
/// instruction first: on an error nothing has changed.
pub fn expand_math(module: &mut Module, opts: &ExpandMath) -> Result<(), ExpandMathError> {
    let mut sites = Vec::new();
    for (fid, f) in module.functions.iter() {
        if f.is_declaration() || f.name.starts_with("__zyme_math.") {
            continue;
        }
        for inst in f.layout.insts() {
            let InstData::Math { op, ref args } = f.dfg.insts[inst] else {
                continue;
            };
            if opts.keeps(op) {
                continue;
            }
            let ty = f.dfg.value_type(args[0]);
            if !is_implemented(op, ty.lane()) {
                return Err(ExpandMathError::Unsupported {
                    func: f.name.clone(),
                    inst,
                    loc: f.srclocs[inst],
                    op,
                    ty,
                });
            }
            sites.push((fid, inst, op, ty));
        }
    }
    for (fid, inst, op, ty) in sites {
        let callee = ensure(module, op, ty.lane());
        let InstData::Math { args, .. } = module.functions[fid].dfg.insts[inst].clone() else {
            unreachable!("collected as a math instruction");
        };
        if ty.is_vector() {
            expand_lanes(module, fid, inst, callee, ty, &args);
        } else {
            module.functions[fid].dfg.insts[inst] = InstData::Call { func: callee, args };
        }
    }
    Ok(())
}

/// Rewrites a vector `math` instruction into one call per lane; the
/// instruction itself becomes the last `insert_lane`, so its result keeps
/// its uses.
fn expand_lanes(
    module: &mut Module,
    fid: FuncId,
    inst: Inst,
    callee: FuncId,
    ty: Type,
    args: &[Value],
) {
    let lanes = ty.lanes() as u16;
    let mut acc = None;
    for lane in 0..lanes {
        let lane_args: Vec<Value> = args
            .iter()
            .map(|&a| {
                if module.functions[fid].dfg.value_type(a).is_vector() {
                    insert_before(module, fid, inst, InstData::ExtractLane { arg: a, lane })
                } else {
                    a
                }
            })
            .collect();
        let r = insert_before(
            module,
            fid,
            inst,
            InstData::Call {
                func: callee,
                args: lane_args,
            },
        );
        acc = Some(match acc {
            None => insert_before(module, fid, inst, InstData::Splat { ty, arg: r }),
            Some(v) if lane + 1 < lanes => insert_before(
                module,
                fid,
                inst,
                InstData::InsertLane {
                    args: [v, r],
                    lane,
                },
            ),
            Some(v) => {
                module.functions[fid].dfg.insts[inst] = InstData::InsertLane {
                    args: [v, r],
                    lane,
                };
                v
            }
        });
    }
}

/// Places a new one-result instruction just before `before`.
fn insert_before(module: &mut Module, fid: FuncId, before: Inst, data: InstData) -> Value {
    let new = module.make_inst(fid, data);
    let f = &mut module.functions[fid];
    let block = f.layout.inst_block(before).expect("a placed instruction");
    let index = f
        .layout
        .block_insts(block)
        .iter()
        .position(|&i| i == before)
        .expect("the instruction is in its block");
    f.layout.insert_inst(new, block, index);
    f.srclocs[new] = f.srclocs[before];
    f.dfg.inst_results(new)[0]
}

/// The function implementing `op` on `ty`, added on first use.
fn ensure(module: &mut Module, op: MathOp, ty: ScalarType) -> FuncId {
    let name = function_name(op, ty);
    if let Some(f) = module.func_by_name(&name) {
        return f;
    }
    let fty = Type::scalar(ty);
    let params: Vec<Type> = (0..op.arity())
        .map(|i| {
            if op == MathOp::Powi && i == 1 {
                Type::I32
            } else {
                fty
            }
        })
        .collect();
    let method = method(op).expect("checked by is_implemented");
    // An f32 function of an f64 body calls the f64 function.
    let wide = match (method, ty) {
        (Method::F64(_), ScalarType::F32) => Some(ensure(module, op, ScalarType::F64)),
        _ => None,
    };
    let sig = Signature::new(params, [fty]);
    let f = module
        .declare_function(&name, sig, Linkage::Local)
        .expect("the name was checked to be free");
    let mut b = module.builder(f);
    let entry = b.create_block();
    let ps = b.append_signature_params(entry);
    b.switch_to(entry);
    let y = match (method, wide) {
        (Method::F64(_), Some(wide)) => {
            let wide_args: Vec<Value> = ps
                .iter()
                .map(|&p| b.cast(CastOp::Fpext, p, Type::F64))
                .collect();
            let r = b.call(wide, &wide_args)[0];
            b.cast(CastOp::Fptrunc, r, Type::F32)
        }
        (Method::F64(body), None) => {
            let mut e = Em::new(b);
            let y = body(&mut e, &ps);
            b = e.b;
            y
        }
        (Method::PerType(body), _) => body(&mut b, fty, &ps),
    };
    b.ret(&[y]);
    f
}

fn fconst(b: &mut FunctionBuilder, ty: Type, v: f64) -> Value {
    if ty == Type::F32 {
        b.f32const(v as f32)
    } else {
        b.f64const(v)
    }
}

/// `round`: half away from zero, exactly: `trunc(x)` plus ±1 when the
/// dropped part is at least one half (NaN, inf and ±0 pass through).
fn round(b: &mut FunctionBuilder, ty: Type, a: &[Value]) -> Value {
    let x = a[0];
    let t = b.math(MathOp::Trunc, &[x]);
    let d = b.fsub(x, t);
    let d = b.math(MathOp::Fabs, &[d]);
    let half = fconst(b, ty, 0.5);
    let up = b.fcmp(zyme_ir::FloatCC::Oge, d, half);
    let one = fconst(b, ty, 1.0);
    let zero = fconst(b, ty, 0.0);
    let step = b.select(up, one, zero);
    let step = b.math(MathOp::Copysign, &[step, x]);
    b.fadd(t, step)
}

/// `powi`: compiler-rt's `__powidf2`/`__powisf2`, step for step.
fn powi(b: &mut FunctionBuilder, ty: Type, a: &[Value]) -> Value {
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
