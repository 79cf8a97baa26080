//! Integer and float arithmetic and comparisons, lane by lane, with zyme's
//! semantics on wasm's two integer widths.
//!
//! Narrow integers (`i1`, `i8`, `i16`) live zero-extended in an `i32`
//! (see `abi`): results that can carry into the high bits are masked,
//! signed operations sign-extend their operands first, and `sdiv` checks
//! `INT_MIN / -1` itself (in 32 bits the narrow quotient does not
//! overflow, but zyme traps). Shift amounts may have any integer type and
//! are taken modulo the width. Pointers compare as unsigned addresses
//! (zyme's pointers are 64 bits wide, so a 32-bit address is never
//! negative).

use crate::write::error::{internal, IResult};
use crate::write::func::FuncCx;
use wasm_encoder::{Instruction as I, ValType};
use zyme_ir::{BinaryOp, FloatCC, Inst, IntCC, ScalarType, UnaryOp, Value};

/// `a` for 32-bit integers, `b` for 64-bit ones.
pub fn pick(is64: bool, a: I<'static>, b: I<'static>) -> I<'static> {
    if is64 {
        b
    } else {
        a
    }
}

/// An integer constant of the lane's wasm type.
pub fn int_const(is64: bool, v: i64) -> I<'static> {
    if is64 {
        I::I64Const(v)
    } else {
        I::I32Const(v as i32)
    }
}

/// The width an integer lane computes in (pointers: 32).
pub fn int_width(lane: ScalarType) -> u32 {
    match lane {
        ScalarType::Ptr(_) => 32,
        other => other.bits(),
    }
}

/// Masks the `i32` on the stack to a narrow width.
pub fn mask(fx: &mut FuncCx<'_>, w: u32) {
    if w < 32 {
        fx.push(I::I32Const(((1u64 << w) - 1) as i32));
        fx.push(I::I32And);
    }
}

/// Sign-extends the narrow `i32` on the stack to 32 bits.
pub fn sext(fx: &mut FuncCx<'_>, w: u32) {
    match w {
        8 => fx.push(I::I32Extend8S),
        16 => fx.push(I::I32Extend16S),
        w if w < 32 => {
            fx.push(I::I32Const(32 - w as i32));
            fx.push(I::I32Shl);
            fx.push(I::I32Const(32 - w as i32));
            fx.push(I::I32ShrS);
        }
        _ => {}
    }
}

/// Pushes a local holding an integer lane of width `w`, sign-extended to
/// its wasm width when `signed`.
fn get_int(fx: &mut FuncCx<'_>, local: u32, w: u32, signed: bool) {
    fx.push(I::LocalGet(local));
    if signed {
        sext(fx, w);
    }
}

pub fn emit_unary(fx: &mut FuncCx<'_>, inst: Inst, op: UnaryOp, arg: Value) -> IResult {
    let v = fx.result(inst)?;
    let ty = fx.ty(arg);
    for lane in 0..ty.lanes() {
        let a = fx.lane_local(arg, lane);
        if op == UnaryOp::Fneg {
            fx.push(I::LocalGet(a));
            fx.push(pick(ty.lane() == ScalarType::F64, I::F32Neg, I::F64Neg));
        } else {
            int_unary(fx, op, int_width(ty.lane()), a);
        }
        fx.set(v, lane);
    }
    Ok(())
}

/// Pushes `op a` for an integer lane of width `w`.
pub fn int_unary(fx: &mut FuncCx<'_>, op: UnaryOp, w: u32, a: u32) {
    let is64 = w == 64;
    match op {
        UnaryOp::Ineg => {
            fx.push(int_const(is64, 0));
            fx.push(I::LocalGet(a));
            fx.push(pick(is64, I::I32Sub, I::I64Sub));
            mask(fx, w);
        }
        UnaryOp::Bnot => {
            fx.push(I::LocalGet(a));
            fx.push(int_const(is64, -1));
            fx.push(pick(is64, I::I32Xor, I::I64Xor));
            mask(fx, w);
        }
        UnaryOp::Popcnt => {
            fx.push(I::LocalGet(a));
            fx.push(pick(is64, I::I32Popcnt, I::I64Popcnt));
        }
        UnaryOp::Ctz => {
            fx.push(I::LocalGet(a));
            if w < 32 {
                fx.push(I::I32Const(1 << w));
                fx.push(I::I32Or);
            }
            fx.push(pick(is64, I::I32Ctz, I::I64Ctz));
        }
        UnaryOp::Clz => {
            fx.push(I::LocalGet(a));
            fx.push(pick(is64, I::I32Clz, I::I64Clz));
            if w < 32 {
                fx.push(I::I32Const(32 - w as i32));
                fx.push(I::I32Sub);
            }
        }
        UnaryOp::Bswap => match w {
            16 => {
                fx.push(I::LocalGet(a));
                fx.push(I::I32Const(8));
                fx.push(I::I32Shl);
                fx.push(I::LocalGet(a));
                fx.push(I::I32Const(8));
                fx.push(I::I32ShrU);
                fx.push(I::I32Or);
                mask(fx, 16);
            }
            32 | 64 => swap_steps(fx, a, is64, &[8, 16, 32]),
            _ => fx.push(I::LocalGet(a)),
        },
        UnaryOp::Bitrev => match w {
            1 => fx.push(I::LocalGet(a)),
            32 | 64 => swap_steps(fx, a, is64, &[1, 2, 4, 8, 16, 32]),
            _ => {
                swap_steps(fx, a, false, &[1, 2, 4, 8, 16]);
                fx.push(I::I32Const(32 - w as i32));
                fx.push(I::I32ShrU);
            }
        },
        UnaryOp::Iabs => {
            let (s, m) = if is64 {
                (fx.temp(ValType::I64), fx.temp(ValType::I64))
            } else {
                (fx.temp(ValType::I32), fx.temp(ValType::I32))
            };
            get_int(fx, a, w, true);
            fx.push(I::LocalTee(s));
            fx.push(int_const(is64, if is64 { 63 } else { 31 }));
            fx.push(pick(is64, I::I32ShrS, I::I64ShrS));
            fx.push(I::LocalSet(m));
            fx.push(I::LocalGet(s));
            fx.push(I::LocalGet(m));
            fx.push(pick(is64, I::I32Xor, I::I64Xor));
            fx.push(I::LocalGet(m));
            fx.push(pick(is64, I::I32Sub, I::I64Sub));
            mask(fx, w);
        }
        UnaryOp::Fneg => fx.push(I::LocalGet(a)),
    }
}

/// Pushes `a` with its bits permuted by the classic swap network: for
/// each step `s`, units of `s` bits trade places pairwise (the last step,
/// half the width, is a rotation). Steps past the width are skipped.
fn swap_steps(fx: &mut FuncCx<'_>, a: u32, is64: bool, steps: &[u32]) {
    const MASKS: [(u32, u64); 5] = [
        (1, 0x5555_5555_5555_5555),
        (2, 0x3333_3333_3333_3333),
        (4, 0x0f0f_0f0f_0f0f_0f0f),
        (8, 0x00ff_00ff_00ff_00ff),
        (16, 0x0000_ffff_0000_ffff),
    ];
    let width = if is64 { 64 } else { 32 };
    let x = fx.temp(if is64 { ValType::I64 } else { ValType::I32 });
    fx.push(I::LocalGet(a));
    fx.push(I::LocalSet(x));
    for &s in steps.iter().filter(|&&s| s < width) {
        if s * 2 == width {
            fx.push(I::LocalGet(x));
            fx.push(int_const(is64, i64::from(s)));
            fx.push(pick(is64, I::I32Rotl, I::I64Rotl));
        } else {
            let m = MASKS.iter().find(|p| p.0 == s).map_or(0, |p| p.1) as i64;
            fx.push(I::LocalGet(x));
            fx.push(int_const(is64, i64::from(s)));
            fx.push(pick(is64, I::I32ShrU, I::I64ShrU));
            fx.push(int_const(is64, m));
            fx.push(pick(is64, I::I32And, I::I64And));
            fx.push(I::LocalGet(x));
            fx.push(int_const(is64, m));
            fx.push(pick(is64, I::I32And, I::I64And));
            fx.push(int_const(is64, i64::from(s)));
            fx.push(pick(is64, I::I32Shl, I::I64Shl));
            fx.push(pick(is64, I::I32Or, I::I64Or));
        }
        fx.push(I::LocalSet(x));
    }
    fx.push(I::LocalGet(x));
}

pub fn emit_binary(fx: &mut FuncCx<'_>, inst: Inst, op: BinaryOp, args: [Value; 2]) -> IResult {
    let v = fx.result(inst)?;
    let ty = fx.ty(args[0]);
    let bty = fx.ty(args[1]).lane();
    for lane in 0..ty.lanes() {
        let a = fx.lane_local(args[0], lane);
        let b = fx.lane_local(args[1], lane);
        if op.is_float() {
            float_binary(fx, op, ty.lane() == ScalarType::F64, a, b)?;
        } else {
            int_binary(fx, op, int_width(ty.lane()), a, b, bty)?;
        }
        fx.set(v, lane);
    }
    Ok(())
}

/// Pushes `a op b` for float lanes.
pub fn float_binary(fx: &mut FuncCx<'_>, op: BinaryOp, is64: bool, a: u32, b: u32) -> IResult {
    fx.push(I::LocalGet(a));
    fx.push(I::LocalGet(b));
    let i = match op {
        BinaryOp::Fadd => pick(is64, I::F32Add, I::F64Add),
        BinaryOp::Fsub => pick(is64, I::F32Sub, I::F64Sub),
        BinaryOp::Fmul => pick(is64, I::F32Mul, I::F64Mul),
        BinaryOp::Fdiv => pick(is64, I::F32Div, I::F64Div),
        BinaryOp::Frem => {
            let name = if is64 { "fmod" } else { "fmodf" };
            I::Call(fx.env.plan.math_import(name)?)
        }
        other => return internal(format!("{other} is not a float operation")),
    };
    fx.push(i);
    Ok(())
}

/// Pushes the shift amount in `b` (of lane type `bty`) for a shift of
/// width `w`: converted to the shifted value's wasm type, and reduced
/// modulo `w` when wasm would not (narrow widths).
fn shift_amount(fx: &mut FuncCx<'_>, b: u32, bty: ScalarType, w: u32) {
    fx.push(I::LocalGet(b));
    match (bty == ScalarType::I64, w == 64) {
        (true, false) => fx.push(I::I32WrapI64),
        (false, true) => fx.push(I::I64ExtendI32U),
        _ => {}
    }
    if w < 32 {
        fx.push(I::I32Const(w as i32 - 1));
        fx.push(I::I32And);
    }
}

/// Pushes `a op b` for integer lanes of width `w`.
pub fn int_binary(
    fx: &mut FuncCx<'_>,
    op: BinaryOp,
    w: u32,
    a: u32,
    b: u32,
    bty: ScalarType,
) -> IResult {
    let is64 = w == 64;
    let narrow = w < 32;
    let plain = |fx: &mut FuncCx<'_>, i32op, i64op, masked: bool| {
        fx.push(I::LocalGet(a));
        fx.push(I::LocalGet(b));
        fx.push(pick(is64, i32op, i64op));
        if masked {
            mask(fx, w);
        }
    };
    match op {
        BinaryOp::Iadd => plain(fx, I::I32Add, I::I64Add, true),
        BinaryOp::Isub => plain(fx, I::I32Sub, I::I64Sub, true),
        BinaryOp::Imul => plain(fx, I::I32Mul, I::I64Mul, true),
        BinaryOp::And => plain(fx, I::I32And, I::I64And, false),
        BinaryOp::Or => plain(fx, I::I32Or, I::I64Or, false),
        BinaryOp::Xor => plain(fx, I::I32Xor, I::I64Xor, false),
        BinaryOp::Udiv => plain(fx, I::I32DivU, I::I64DivU, false),
        BinaryOp::Urem => plain(fx, I::I32RemU, I::I64RemU, false),
        BinaryOp::Sdiv | BinaryOp::Srem if !narrow => {
            if op == BinaryOp::Sdiv {
                plain(fx, I::I32DivS, I::I64DivS, false)
            } else {
                plain(fx, I::I32RemS, I::I64RemS, false)
            }
        }
        BinaryOp::Sdiv | BinaryOp::Srem => {
            if op == BinaryOp::Sdiv {
                // INT_MIN / -1 overflows the narrow type: zyme traps.
                fx.push(I::LocalGet(a));
                fx.push(I::I32Const(1 << (w - 1)));
                fx.push(I::I32Eq);
                fx.push(I::LocalGet(b));
                fx.push(I::I32Const(((1u64 << w) - 1) as i32));
                fx.push(I::I32Eq);
                fx.push(I::I32And);
                fx.push(I::If(wasm_encoder::BlockType::Empty));
                fx.push(I::Unreachable);
                fx.push(I::End);
            }
            get_int(fx, a, w, true);
            get_int(fx, b, w, true);
            fx.push(if op == BinaryOp::Sdiv {
                I::I32DivS
            } else {
                I::I32RemS
            });
            mask(fx, w);
        }
        BinaryOp::Shl | BinaryOp::Lshr | BinaryOp::Ashr => {
            get_int(fx, a, w, op == BinaryOp::Ashr && narrow);
            shift_amount(fx, b, bty, w);
            fx.push(match op {
                BinaryOp::Shl => pick(is64, I::I32Shl, I::I64Shl),
                BinaryOp::Lshr => pick(is64, I::I32ShrU, I::I64ShrU),
                _ => pick(is64, I::I32ShrS, I::I64ShrS),
            });
            if op != BinaryOp::Lshr {
                mask(fx, w);
            }
        }
        BinaryOp::Rotl | BinaryOp::Rotr if !narrow => {
            fx.push(I::LocalGet(a));
            shift_amount(fx, b, bty, w);
            fx.push(if op == BinaryOp::Rotl {
                pick(is64, I::I32Rotl, I::I64Rotl)
            } else {
                pick(is64, I::I32Rotr, I::I64Rotr)
            });
        }
        BinaryOp::Rotl | BinaryOp::Rotr => {
            // (a << t | a >> (w - t)) & mask, t < w; a >> w is 0 here.
            let t = fx.temp(ValType::I32);
            shift_amount(fx, b, bty, w);
            fx.push(I::LocalSet(t));
            let (first, second) = if op == BinaryOp::Rotl {
                (I::I32Shl, I::I32ShrU)
            } else {
                (I::I32ShrU, I::I32Shl)
            };
            fx.push(I::LocalGet(a));
            fx.push(I::LocalGet(t));
            fx.push(first);
            fx.push(I::LocalGet(a));
            fx.push(I::I32Const(w as i32));
            fx.push(I::LocalGet(t));
            fx.push(I::I32Sub);
            fx.push(second);
            fx.push(I::I32Or);
            mask(fx, w);
        }
        BinaryOp::Smin | BinaryOp::Smax | BinaryOp::Umin | BinaryOp::Umax => {
            let signed = matches!(op, BinaryOp::Smin | BinaryOp::Smax);
            fx.push(I::LocalGet(a));
            fx.push(I::LocalGet(b));
            get_int(fx, a, w, signed && narrow);
            get_int(fx, b, w, signed && narrow);
            fx.push(match op {
                BinaryOp::Smin => pick(is64, I::I32LtS, I::I64LtS),
                BinaryOp::Smax => pick(is64, I::I32GtS, I::I64GtS),
                BinaryOp::Umin => pick(is64, I::I32LtU, I::I64LtU),
                _ => pick(is64, I::I32GtU, I::I64GtU),
            });
            fx.push(I::Select);
        }
        BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem => {
            return internal(format!("{op} of integers"))
        }
    }
    Ok(())
}

pub fn emit_icmp(fx: &mut FuncCx<'_>, inst: Inst, cond: IntCC, args: [Value; 2]) -> IResult {
    let v = fx.result(inst)?;
    let ty = fx.ty(args[0]);
    let lane_ty = ty.lane();
    let w = int_width(lane_ty);
    let is64 = w == 64;
    // Pointers are unsigned 64-bit quantities to zyme: never negative.
    let signed_ok = !lane_ty.is_ptr();
    for lane in 0..ty.lanes() {
        let a = fx.lane_local(args[0], lane);
        let b = fx.lane_local(args[1], lane);
        let signed = signed_ok && matches!(cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        get_int(fx, a, w, signed && w < 32);
        get_int(fx, b, w, signed && w < 32);
        let s = signed_ok;
        fx.push(match cond {
            IntCC::Eq => pick(is64, I::I32Eq, I::I64Eq),
            IntCC::Ne => pick(is64, I::I32Ne, I::I64Ne),
            IntCC::Slt if s => pick(is64, I::I32LtS, I::I64LtS),
            IntCC::Sle if s => pick(is64, I::I32LeS, I::I64LeS),
            IntCC::Sgt if s => pick(is64, I::I32GtS, I::I64GtS),
            IntCC::Sge if s => pick(is64, I::I32GeS, I::I64GeS),
            IntCC::Ult | IntCC::Slt => pick(is64, I::I32LtU, I::I64LtU),
            IntCC::Ule | IntCC::Sle => pick(is64, I::I32LeU, I::I64LeU),
            IntCC::Ugt | IntCC::Sgt => pick(is64, I::I32GtU, I::I64GtU),
            IntCC::Uge | IntCC::Sge => pick(is64, I::I32GeU, I::I64GeU),
        });
        fx.set(v, lane);
    }
    Ok(())
}

pub fn emit_fcmp(fx: &mut FuncCx<'_>, inst: Inst, cond: FloatCC, args: [Value; 2]) -> IResult {
    let v = fx.result(inst)?;
    let ty = fx.ty(args[0]);
    let is64 = ty.lane() == ScalarType::F64;
    for lane in 0..ty.lanes() {
        let a = fx.lane_local(args[0], lane);
        let b = fx.lane_local(args[1], lane);
        fcmp_lane(fx, cond, is64, a, b);
        fx.set(v, lane);
    }
    Ok(())
}

/// Pushes the `i32` truth of `a cond b` for float lanes: wasm's ordered
/// comparisons and `ne` directly, the others as combinations.
pub fn fcmp_lane(fx: &mut FuncCx<'_>, cond: FloatCC, is64: bool, a: u32, b: u32) {
    let cmp = |fx: &mut FuncCx<'_>, x: u32, y: u32, i32op: I<'static>, i64op: I<'static>| {
        fx.push(I::LocalGet(x));
        fx.push(I::LocalGet(y));
        fx.push(pick(is64, i32op, i64op));
    };
    match cond {
        FloatCC::False => fx.push(I::I32Const(0)),
        FloatCC::True => fx.push(I::I32Const(1)),
        FloatCC::Oeq => cmp(fx, a, b, I::F32Eq, I::F64Eq),
        FloatCC::Ogt => cmp(fx, a, b, I::F32Gt, I::F64Gt),
        FloatCC::Oge => cmp(fx, a, b, I::F32Ge, I::F64Ge),
        FloatCC::Olt => cmp(fx, a, b, I::F32Lt, I::F64Lt),
        FloatCC::Ole => cmp(fx, a, b, I::F32Le, I::F64Le),
        FloatCC::Une => cmp(fx, a, b, I::F32Ne, I::F64Ne),
        FloatCC::One | FloatCC::Ueq => {
            cmp(fx, a, b, I::F32Lt, I::F64Lt);
            cmp(fx, a, b, I::F32Gt, I::F64Gt);
            fx.push(I::I32Or);
            if cond == FloatCC::Ueq {
                fx.push(I::I32Eqz);
            }
        }
        FloatCC::Ord => {
            cmp(fx, a, a, I::F32Eq, I::F64Eq);
            cmp(fx, b, b, I::F32Eq, I::F64Eq);
            fx.push(I::I32And);
        }
        FloatCC::Uno => {
            cmp(fx, a, a, I::F32Ne, I::F64Ne);
            cmp(fx, b, b, I::F32Ne, I::F64Ne);
            fx.push(I::I32Or);
        }
        FloatCC::Ugt => {
            cmp(fx, a, b, I::F32Le, I::F64Le);
            fx.push(I::I32Eqz);
        }
        FloatCC::Uge => {
            cmp(fx, a, b, I::F32Lt, I::F64Lt);
            fx.push(I::I32Eqz);
        }
        FloatCC::Ult => {
            cmp(fx, a, b, I::F32Ge, I::F64Ge);
            fx.push(I::I32Eqz);
        }
        FloatCC::Ule => {
            cmp(fx, a, b, I::F32Gt, I::F64Gt);
            fx.push(I::I32Eqz);
        }
    }
}
