//! Warp shuffles of 64-bit values put back together.
//!
//! PTX shuffles 32 bits at a time, so CUDA code shuffles a `double` or a
//! `long long` as two halves: `lo = trunc(x)`, `hi = trunc(x >> 32)`,
//! each shuffled with the same mode, mask, lane and clamp, then
//! `zext(hi') << 32 | zext(lo')` (and a `bitcast` back to `double`).
//! Zyme's `warp_shuffle` takes 64-bit values whole, and differentiation
//! needs to see one: the halves of a double's bits carry no derivative
//! rule. This pass rewrites the `or` into one shuffle of `x` (of the
//! `double` itself when `x` is its bits, with a `bitcast` for the `or`'s
//! users) and removes the halves when nothing else uses them. The PTX
//! emitter splits the shuffle again.

use crate::edit::use_counts;
use zyme_ir::{BinaryOp, CastOp, Function, Inst, InstData, ShuffleMode, Type, Value, ValueDef};

/// Fuses every split 64-bit shuffle; says whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let insts: Vec<Inst> = func.layout.insts().collect();
    let mut changed = false;
    for inst in insts {
        let Some(fused) = matches(func, inst) else {
            continue;
        };
        rewrite(func, inst, &fused);
        remove_dead(func, &fused.parts);
        changed = true;
    }
    changed
}

/// A split shuffle found at an `or`.
struct Fused {
    mode: ShuffleMode,
    /// `[mask, b, c]`.
    operands: [Value; 3],
    /// The 64-bit value shuffled.
    wide: Value,
    /// The `double` whose bits `wide` is, if so.
    double: Option<Value>,
    /// The instructions of the split, for removal when dead.
    parts: Vec<Inst>,
}

fn def(func: &Function, v: Value) -> Option<(Inst, &InstData)> {
    match func.dfg.values[v].def {
        ValueDef::Result(i, 0) if func.layout.inst_block(i).is_some() => {
            Some((i, &func.dfg.insts[i]))
        }
        _ => None,
    }
}

fn is_const(func: &Function, v: Value, want: u64) -> bool {
    matches!(def(func, v), Some((_, InstData::Iconst { imm, .. })) if *imm == want)
}

/// `zext.i64 (warp_shuffle m, trunc.i32 src, b, c)`: the shuffle, its
/// truncated source and the instructions.
fn half(func: &Function, v: Value) -> Option<(ShuffleMode, [Value; 3], Value, [Inst; 3])> {
    let (
        zext,
        InstData::Cast {
            op: CastOp::Zext,
            arg,
            ..
        },
    ) = def(func, v)?
    else {
        return None;
    };
    if func.dfg.value_type(*arg) != Type::I32 {
        return None;
    }
    let (shfl, InstData::WarpShuffle { mode, args }) = def(func, *arg)? else {
        return None;
    };
    let (
        trunc,
        InstData::Cast {
            op: CastOp::Trunc,
            arg: src,
            ..
        },
    ) = def(func, args[1])?
    else {
        return None;
    };
    Some((
        *mode,
        [args[0], args[2], args[3]],
        *src,
        [zext, shfl, trunc],
    ))
}

fn matches(func: &Function, inst: Inst) -> Option<Fused> {
    let InstData::Binary {
        op: BinaryOp::Or,
        args: [a, b],
    } = func.dfg.insts[inst]
    else {
        return None;
    };
    if func.dfg.value_type(a) != Type::I64 {
        return None;
    }
    // Either operand order: `shl(hi) | lo`.
    let (shl, lo) = match def(func, a) {
        Some((
            _,
            InstData::Binary {
                op: BinaryOp::Shl, ..
            },
        )) => (a, b),
        _ => (b, a),
    };
    let (
        shl_inst,
        &InstData::Binary {
            op: BinaryOp::Shl,
            args: [hi, k],
        },
    ) = def(func, shl)?
    else {
        return None;
    };
    if !is_const(func, k, 32) {
        return None;
    }
    let (lo_mode, lo_ops, lo_src, lo_parts) = half(func, lo)?;
    let (hi_mode, hi_ops, hi_src, hi_parts) = half(func, hi)?;
    let same = |a: Value, b: Value| {
        a == b
            || matches!(
                (def(func, a), def(func, b)),
                (Some((_, InstData::Iconst { ty: ta, imm: ia })), Some((_, InstData::Iconst { ty: tb, imm: ib })))
                    if ta == tb && ia == ib
            )
    };
    if lo_mode != hi_mode || !lo_ops.iter().zip(&hi_ops).all(|(&a, &b)| same(a, b)) {
        return None;
    }
    // `hi_src = x >> 32`, `lo_src = x`.
    let (
        lshr,
        &InstData::Binary {
            op: BinaryOp::Lshr,
            args: [wide, k],
        },
    ) = def(func, hi_src)?
    else {
        return None;
    };
    if wide != lo_src || !is_const(func, k, 32) || func.dfg.value_type(wide) != Type::I64 {
        return None;
    }
    let double = match def(func, wide) {
        Some((
            _,
            &InstData::Cast {
                op: CastOp::Bitcast,
                arg,
                ..
            },
        )) if func.dfg.value_type(arg) == Type::F64 => Some(arg),
        _ => None,
    };
    let mut parts = vec![shl_inst, lshr];
    parts.extend(lo_parts);
    parts.extend(hi_parts);
    Some(Fused {
        mode: lo_mode,
        operands: lo_ops,
        wide,
        double,
        parts,
    })
}

fn rewrite(func: &mut Function, inst: Inst, f: &Fused) {
    let [mask, b, c] = f.operands;
    let shuffle = |value| InstData::WarpShuffle {
        mode: f.mode,
        args: [mask, value, b, c],
    };
    match f.double {
        None => func.dfg.insts[inst] = shuffle(f.wide),
        Some(d) => {
            let (block, at) = func.layout.position(inst).expect("placed");
            let s = func.dfg.make_inst(shuffle(d), &[Type::F64]);
            func.layout.insert_inst(s, block, at);
            let sv = func.dfg.inst_results(s)[0];
            func.dfg.insts[inst] = InstData::Cast {
                op: CastOp::Bitcast,
                arg: sv,
                ty: Type::I64,
            };
        }
    }
}

/// Removes the parts of the split nothing uses any more (a shuffle whose
/// result is unused is dropped by every lane alike).
fn remove_dead(func: &mut Function, parts: &[Inst]) {
    loop {
        let uses = use_counts(func);
        let dead: Vec<Inst> = parts
            .iter()
            .copied()
            .filter(|&i| {
                func.layout.inst_block(i).is_some()
                    && func
                        .dfg
                        .inst_results(i)
                        .iter()
                        .all(|r| !uses.contains_key(r))
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for i in dead {
            func.layout.remove_inst(i);
        }
    }
}
