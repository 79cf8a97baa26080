//! Constant folding and algebraic identities.
//!
//! Constants fold with the reference interpreter's own operations
//! (`zyme_ir::interp::ops`, `interp::math`), so a folded program computes
//! bit for bit what the unfolded one computes; an operation that would
//! trap is left in place. Identities are only the exact ones: `x + 0` for
//! integers but not for floats (`-0.0 + 0.0` is `+0.0`), `x * 1.0` and
//! `x - 0.0` for floats.
//!
//! Chained `ptr_add`s with constant offsets become one, which is what turns
//! `-O0`'s field-by-field address arithmetic into one offset the alias
//! oracle and the cache can reason about.

use crate::edit::{self, Substitution};
use zyme_ir::interp::{math, ops};
use zyme_ir::{
    BinaryOp, CastOp, ControlFlowGraph, DataValue, Function, Inst, InstData, IntCC, ScalarType,
    Type, UnaryOp, Value, ValueDef,
};

/// Folds what it can; says whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let mut subst = Substitution::default();
    let mut changed = false;
    for &block in cfg.reverse_postorder() {
        let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
        for inst in insts {
            func.dfg.insts[inst].map_operands(|v| subst.resolve(v));
            // A rewritten instruction may fold again (a lane read through
            // two vectors just built): up to eight rewrites in a row, the
            // last one kept as it is.
            let mut folded = fold(func, inst);
            for _ in 0..8 {
                let Fold::Rewrite(data) = folded else { break };
                func.dfg.insts[inst] = data;
                changed = true;
                folded = fold(func, inst);
            }
            match folded {
                Fold::Nothing => {}
                Fold::Constant(value) => {
                    // An `i128` constant wider than a sign-extended 64-bit
                    // immediate stays computed.
                    if let Some(data) = constant_inst(value) {
                        func.dfg.insts[inst] = data;
                        changed = true;
                    }
                }
                Fold::Value(v) => {
                    if let Some(&result) = func.dfg.inst_results(inst).first() {
                        subst.insert(result, v);
                        func.layout.remove_inst(inst);
                        changed = true;
                    }
                }
                Fold::Offset(base, imm) => {
                    func.dfg.insts[inst] = offset_by(func, inst, base, imm);
                    changed = true;
                }
                Fold::Rewrite(data) => {
                    func.dfg.insts[inst] = data;
                    changed = true;
                }
                Fold::ShlOfAdd { x, k, c } => {
                    let ty = func.dfg.value_type(x);
                    let shl = InstData::Binary {
                        op: BinaryOp::Shl,
                        args: [x, k],
                    };
                    let shifted = edit::insert_before(func, inst, shl, ty);
                    let konst =
                        edit::insert_before(func, inst, InstData::Iconst { ty, imm: c }, ty);
                    func.dfg.insts[inst] = InstData::Binary {
                        op: BinaryOp::Iadd,
                        args: [shifted, konst],
                    };
                    changed = true;
                }
                Fold::PtrAddOfAdd { s, c } => {
                    let InstData::PtrAdd { args: [p, _] } = func.dfg.insts[inst] else {
                        unreachable!("a ptr_add");
                    };
                    let ty = func.dfg.value_type(p);
                    let inner =
                        edit::insert_before(func, inst, InstData::PtrAdd { args: [p, s] }, ty);
                    func.dfg.insts[inst] = InstData::PtrAdd { args: [inner, c] };
                    changed = true;
                }
            }
        }
    }
    subst.apply(func);
    changed
}

/// `x cond y` for any `x` when `y` is the greatest or the least unsigned
/// value of its type: `x <=u MAX` always holds, `x >u MAX` never, `x >=u
/// 0` always, `x <u 0` never.
fn unsigned_extreme(cond: IntCC, y: &DataValue) -> Option<bool> {
    let DataValue::Int(t, bits) = *y else {
        return None;
    };
    let width = t.bits();
    let max = if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    };
    match cond {
        IntCC::Ule if bits == max => Some(true),
        IntCC::Ugt if bits == max => Some(false),
        IntCC::Uge if bits == 0 => Some(true),
        IntCC::Ult if bits == 0 => Some(false),
        _ => None,
    }
}

enum Fold {
    Nothing,
    /// The result is this constant.
    Constant(DataValue),
    /// The result is this other value.
    Value(Value),
    /// The instruction becomes `ptr_add base, imm`.
    Offset(Value, u64),
    /// `(x + c) << k` becomes `(x << k) + (c << k)`: the shift, placed
    /// before it, and the instruction an addition of this constant.
    ShlOfAdd {
        x: Value,
        k: Value,
        c: u64,
    },
    /// `p + (s + c)` becomes `(p + s) + c`: the inner `ptr_add`, placed
    /// before it, and the instruction a `ptr_add` of the constant `c` (a
    /// value). Lanes of an unrolled loop then share `p + s`, and each
    /// access's constant folds into the machine's address.
    PtrAddOfAdd {
        s: Value,
        c: Value,
    },
    /// The instruction becomes this one (same operands' types, same
    /// result type): `a + (-b)` becomes `a - b`.
    Rewrite(InstData),
}

fn constant_inst(value: DataValue) -> Option<InstData> {
    Some(match value {
        DataValue::F32(bits) => InstData::Fconst {
            ty: Type::F32,
            bits: u64::from(bits),
        },
        DataValue::F64(bits) => InstData::Fconst {
            ty: Type::F64,
            bits,
        },
        DataValue::I128(bits) => InstData::Iconst {
            ty: Type::I128,
            imm: i64::try_from(bits as i128).ok()? as u64,
        },
        other => InstData::Iconst {
            ty: other.ty(),
            imm: other.bits(),
        },
    })
}

fn is_int(c: &Option<DataValue>, n: u64) -> bool {
    matches!(c, Some(DataValue::Int(ty, bits)) if *bits == zyme_ir::value::truncate(n, ty.bits()))
}

fn is_float(c: &Option<DataValue>, x: f64) -> bool {
    match c {
        Some(DataValue::F64(bits)) => *bits == x.to_bits(),
        Some(DataValue::F32(bits)) => *bits == (x as f32).to_bits(),
        _ => false,
    }
}

fn fold(func: &Function, inst: Inst) -> Fold {
    let c = |v: Value| edit::constant_of(func, v);
    match &func.dfg.insts[inst] {
        InstData::Unary { op, arg } => match c(*arg) {
            Some(a) => ops::unary(*op, &a).map_or(Fold::Nothing, Fold::Constant),
            // `-(-x)` is `x`.
            None if *op == UnaryOp::Fneg => negated(func, *arg).map_or(Fold::Nothing, Fold::Value),
            None => Fold::Nothing,
        },
        InstData::Binary { op, args: [a, b] } => {
            let (ca, cb) = (c(*a), c(*b));
            if let (Some(x), Some(y)) = (&ca, &cb) {
                return ops::binary(*op, x, y).map_or(Fold::Nothing, Fold::Constant);
            }
            let ty = func.dfg.value_type(*a);
            if let (BinaryOp::Shl, Some(k), Some((x, add_c))) = (op, &cb, add_of_constant(func, *a))
            {
                let bits = u64::from(ty.lane().bits());
                if !ty.is_vector() && ty.is_int() && bits <= 64 && k.bits() < bits {
                    let added = c(add_c).expect("a constant").bits();
                    let shifted = zyme_ir::value::truncate(added << k.bits(), ty.lane().bits());
                    return Fold::ShlOfAdd {
                        x,
                        k: *b,
                        c: shifted,
                    };
                }
            }
            if func.fast[inst] {
                let fold = fast_identity(func, *op, *a, *b);
                if !matches!(fold, Fold::Nothing) {
                    return fold;
                }
            }
            if let Some(data) = negation_folded(func, *op, *a, *b) {
                return Fold::Rewrite(data);
            }
            if ty.is_vector() && ty.is_float() {
                return vector_identity(*op, *a, *b, ty, |v| filled_with(func, v));
            }
            binary_identity(*op, *a, *b, &ca, &cb)
        }
        InstData::Icmp { cond, args: [a, b] } => match (c(*a), c(*b)) {
            (Some(x), Some(y)) => ops::icmp(*cond, &x, &y).map_or(Fold::Nothing, Fold::Constant),
            (None, Some(y)) => unsigned_extreme(*cond, &y)
                .map_or(Fold::Nothing, |k| Fold::Constant(ops::from_bool(k))),
            _ => Fold::Nothing,
        },
        InstData::Fcmp { cond, args: [a, b] } => match (c(*a), c(*b)) {
            (Some(x), Some(y)) => ops::fcmp(*cond, &x, &y).map_or(Fold::Nothing, Fold::Constant),
            _ => Fold::Nothing,
        },
        InstData::Select { args: [cond, t, f] } => {
            if t == f {
                return Fold::Value(*t);
            }
            match c(*cond) {
                Some(k) => Fold::Value(if k.bits() & 1 != 0 { *t } else { *f }),
                None => Fold::Nothing,
            }
        }
        InstData::ExtractLane { arg, lane } => extracted_lane(func, *arg, *lane),
        // A lane set to the constant every lane already holds.
        InstData::InsertLane { args: [v, x], .. } => match (filled_with(func, *v), c(*x)) {
            (Some(bits), Some(k)) if k.bits() == bits => Fold::Value(*v),
            _ => Fold::Nothing,
        },
        InstData::Shuffle { args: [a, b], mask } => shuffled_splat(func, inst, [*a, *b], mask),
        InstData::Cast { op, arg, ty } => {
            // Pointer casts keep their instruction: the analyses follow
            // provenance through them.
            if matches!(
                op,
                CastOp::Ptrtoint | CastOp::Inttoptr | CastOp::AddrSpaceCast
            ) || ty.is_ptr()
            {
                return Fold::Nothing;
            }
            // `bitcast T (bitcast U x)` with `x: T` is `x`.
            if *op == CastOp::Bitcast {
                if let ValueDef::Result(i, 0) = func.dfg.values[*arg].def {
                    if let InstData::Cast {
                        op: CastOp::Bitcast,
                        arg: inner,
                        ..
                    } = func.dfg.insts[i]
                    {
                        if func.dfg.value_type(inner) == *ty {
                            return Fold::Value(inner);
                        }
                    }
                }
            }
            match c(*arg) {
                Some(a) => ops::cast(*op, &a, *ty).map_or(Fold::Nothing, Fold::Constant),
                None => Fold::Nothing,
            }
        }
        InstData::Math { op, args } => {
            let consts: Option<Vec<DataValue>> = args.iter().map(|&a| c(a)).collect();
            match consts {
                Some(values) => math::math(*op, &values).map_or(Fold::Nothing, Fold::Constant),
                None => Fold::Nothing,
            }
        }
        InstData::PtrAdd { args: [p, off] } => {
            let off_c = c(*off);
            if is_int(&off_c, 0) {
                return Fold::Value(*p);
            }
            if let Some((s, k)) = add_of_constant(func, *off) {
                if !func.dfg.value_type(*p).is_vector() {
                    return Fold::PtrAddOfAdd { s, c: k };
                }
            }
            // (p + k1) + k2 -> p + (k1 + k2), when both offsets are constants.
            let (Some(k2), ValueDef::Result(inner, _)) = (off_c, func.dfg.values[*p].def) else {
                return Fold::Nothing;
            };
            let InstData::PtrAdd { args: [base, off1] } = func.dfg.insts[inner] else {
                return Fold::Nothing;
            };
            match c(off1) {
                Some(k1) => Fold::Offset(base, k1.bits().wrapping_add(k2.bits())),
                None => Fold::Nothing,
            }
        }
        _ => Fold::Nothing,
    }
}

/// The bits of the float constant every lane of the vector `v` holds: a
/// `splat` of a constant, or such a vector with a lane set to the same
/// constant again (reverse mode builds its zero adjoints of vectors that
/// way, lane by lane). Each lane's constant is checked on the way in, and
/// the walk stops after 64 steps: a long chain of other insertions is
/// not followed to its start from each of its links.
fn filled_with(func: &Function, mut v: Value) -> Option<u64> {
    let mut want: Option<u64> = None;
    for _ in 0..64 {
        match func.dfg.value_inst(v)? {
            InstData::Splat { arg, .. } => {
                let bits = edit::constant_of(func, *arg)?.bits();
                return want.is_none_or(|w| w == bits).then_some(bits);
            }
            InstData::InsertLane {
                args: [inner, x], ..
            } => {
                let bits = edit::constant_of(func, *x)?.bits();
                if want.is_some_and(|w| w != bits) {
                    return None;
                }
                want = Some(bits);
                v = *inner;
            }
            _ => return None,
        }
    }
    None
}

/// The exact identities of [`binary_identity`] for float vectors whose
/// constant operand holds the same value in every lane (`filled` gives
/// its bits): `v + (-0.0)`, `v - 0.0`, `v × 1.0`, `v / 1.0`.
fn vector_identity(
    op: BinaryOp,
    a: Value,
    b: Value,
    ty: Type,
    filled: impl Fn(Value) -> Option<u64>,
) -> Fold {
    let bits = |x: f64| match ty.lane() {
        ScalarType::F32 => u64::from((x as f32).to_bits()),
        _ => x.to_bits(),
    };
    let is = |v: Value, x: f64| filled(v) == Some(bits(x));
    use BinaryOp::*;
    match op {
        Fadd if is(b, -0.0) => Fold::Value(a),
        Fadd if is(a, -0.0) => Fold::Value(b),
        Fsub if is(b, 0.0) => Fold::Value(a),
        Fmul | Fdiv if is(b, 1.0) => Fold::Value(a),
        Fmul if is(a, 1.0) => Fold::Value(b),
        _ => Fold::Nothing,
    }
}

/// Whether `v` is a float zero of either sign, or a vector of them.
fn is_zero(func: &Function, v: Value) -> bool {
    let ty = func.dfg.value_type(v);
    if !matches!(ty.lane(), ScalarType::F32 | ScalarType::F64) {
        return false;
    }
    let sign = 1u64 << (ty.lane().bits() - 1);
    let zero = |bits: u64| bits & !sign == 0;
    if ty.is_vector() {
        return filled_with(func, v).is_some_and(zero);
    }
    match edit::constant_of(func, v) {
        Some(DataValue::F64(bits)) => zero(bits),
        Some(DataValue::F32(bits)) => zero(u64::from(bits)),
        _ => false,
    }
}

/// The identities of fast derivative arithmetic ([`Function::fast`]):
/// with no NaN or infinite operand and the sign of a zero free, `x + 0`
/// and `x - 0` are `x`, `0 - x` is `-x`, and `x · 0` and `0 / x` are the
/// zero. A zero seed so contributes nothing to the adjoints it reaches.
fn fast_identity(func: &Function, op: BinaryOp, a: Value, b: Value) -> Fold {
    use BinaryOp::*;
    let (za, zb) = (is_zero(func, a), is_zero(func, b));
    match op {
        Fadd if zb => Fold::Value(a),
        Fadd if za => Fold::Value(b),
        Fsub if zb => Fold::Value(a),
        Fsub if za => Fold::Rewrite(InstData::Unary {
            op: UnaryOp::Fneg,
            arg: b,
        }),
        Fmul if za => Fold::Value(a),
        Fmul if zb => Fold::Value(b),
        Fdiv if za => Fold::Value(a),
        _ => Fold::Nothing,
    }
}

/// The operands of `v` when an `iadd` of a non-constant and a constant
/// makes it: `(x, c)`.
fn add_of_constant(func: &Function, v: Value) -> Option<(Value, Value)> {
    let &InstData::Binary {
        op: BinaryOp::Iadd,
        args: [x, c],
    } = func.dfg.value_inst(v)?
    else {
        return None;
    };
    let konst = |v: Value| edit::constant_of(func, v).is_some();
    (!konst(x) && konst(c)).then_some((x, c))
}

/// `ptr + imm` with a new `iconst.i64 imm` placed right before `inst`.
fn offset_by(func: &mut Function, inst: Inst, ptr: Value, imm: u64) -> InstData {
    let iconst = InstData::Iconst { ty: Type::I64, imm };
    let offset = edit::insert_before(func, inst, iconst, Type::I64);
    InstData::PtrAdd {
        args: [ptr, offset],
    }
}

/// A lane read from a vector just built: `extract_lane(insert_lane(v, x,
/// i), i)` is `x` (and reads `v` for another lane), a lane of `splat x`
/// is `x`, and a lane of a shuffle is the lane of the operand it picks.
/// Reverse mode makes these where a primal vectorised by LLVM is built
/// and taken apart lane by lane.
fn extracted_lane(func: &Function, arg: Value, lane: u16) -> Fold {
    match func.dfg.value_inst(arg) {
        Some(InstData::InsertLane {
            args: [v, x],
            lane: l,
        }) => {
            if *l == lane {
                Fold::Value(*x)
            } else {
                Fold::Rewrite(InstData::ExtractLane { arg: *v, lane })
            }
        }
        Some(InstData::Splat { arg: x, .. }) => Fold::Value(*x),
        Some(InstData::Shuffle { args: [a, b], mask }) => {
            let n = func.dfg.value_type(*a).lanes() as usize;
            match mask.get(usize::from(lane)).map(|&m| usize::from(m)) {
                Some(m) if m < n => Fold::Rewrite(InstData::ExtractLane {
                    arg: *a,
                    lane: m as u16,
                }),
                Some(m) if m < 2 * n => Fold::Rewrite(InstData::ExtractLane {
                    arg: *b,
                    lane: (m - n) as u16,
                }),
                _ => Fold::Nothing,
            }
        }
        _ => Fold::Nothing,
    }
}

/// A shuffle whose every lane picks one lane known to hold `x` (put there
/// by `insert_lane`, or a lane of `splat x`) is `splat x` (clang's
/// broadcast of a scalar: an insert into lane 0 and a shuffle `[0, 0]`).
fn shuffled_splat(func: &Function, inst: Inst, args: [Value; 2], mask: &[u16]) -> Fold {
    let n = func.dfg.value_type(args[0]).lanes() as usize;
    let Some((&first, rest)) = mask.split_first() else {
        return Fold::Nothing;
    };
    if usize::from(first) >= 2 * n || rest.iter().any(|&m| m != first) {
        return Fold::Nothing;
    }
    let (src, lane) = if usize::from(first) < n {
        (args[0], first)
    } else {
        (args[1], first - n as u16)
    };
    let Fold::Value(x) = extracted_lane(func, src, lane) else {
        return Fold::Nothing;
    };
    let Some(&result) = func.dfg.inst_results(inst).first() else {
        return Fold::Nothing;
    };
    let ty = func.dfg.value_type(result);
    Fold::Rewrite(InstData::Splat { ty, arg: x })
}

/// `x` when `v` is `fneg x`.
fn negated(func: &Function, v: Value) -> Option<Value> {
    match func.dfg.value_inst(v)? {
        InstData::Unary {
            op: UnaryOp::Fneg,
            arg,
        } => Some(*arg),
        _ => None,
    }
}

/// A negated operand of a float addition or subtraction taken into the
/// operation: `a + (-b)` is `a - b`, `(-a) + b` is `b - a` and
/// `a - (-b)` is `a + b`, exactly (IEEE 754 defines subtraction as the
/// addition of the negation). Reverse mode makes the pattern at every
/// subtraction: its right operand's adjoint is `-d`, added to an
/// accumulator.
fn negation_folded(func: &Function, op: BinaryOp, a: Value, b: Value) -> Option<InstData> {
    let (op, args) = match op {
        BinaryOp::Fadd => match (negated(func, a), negated(func, b)) {
            (_, Some(y)) => (BinaryOp::Fsub, [a, y]),
            (Some(x), None) => (BinaryOp::Fsub, [b, x]),
            (None, None) => return None,
        },
        BinaryOp::Fsub => (BinaryOp::Fadd, [a, negated(func, b)?]),
        _ => return None,
    };
    Some(InstData::Binary { op, args })
}

fn binary_identity(
    op: BinaryOp,
    a: Value,
    b: Value,
    ca: &Option<DataValue>,
    cb: &Option<DataValue>,
) -> Fold {
    use BinaryOp::*;
    let zero_of = |c: &Option<DataValue>| c.as_ref().map(|v| DataValue::zero(v.ty()));
    match op {
        Iadd | Or | Xor if is_int(cb, 0) => Fold::Value(a),
        Iadd | Or | Xor if is_int(ca, 0) => Fold::Value(b),
        Isub | Shl | Lshr | Ashr | Rotl | Rotr if is_int(cb, 0) => Fold::Value(a),
        Imul if is_int(cb, 1) => Fold::Value(a),
        Imul if is_int(ca, 1) => Fold::Value(b),
        Imul | And if is_int(cb, 0) => zero_of(cb).map_or(Fold::Nothing, Fold::Constant),
        Imul | And if is_int(ca, 0) => zero_of(ca).map_or(Fold::Nothing, Fold::Constant),
        And if is_int(cb, u64::MAX) => Fold::Value(a),
        And if is_int(ca, u64::MAX) => Fold::Value(b),
        Sdiv | Udiv if is_int(cb, 1) => Fold::Value(a),
        Fmul if is_float(cb, 1.0) => Fold::Value(a),
        Fmul if is_float(ca, 1.0) => Fold::Value(b),
        Fdiv if is_float(cb, 1.0) => Fold::Value(a),
        Fadd if is_float(cb, -0.0) => Fold::Value(a),
        Fadd if is_float(ca, -0.0) => Fold::Value(b),
        Fsub if is_float(cb, 0.0) => Fold::Value(a),
        _ => Fold::Nothing,
    }
}
