//! Constants, addresses, `select`, conversions, `ptr_add` and the lane
//! operations of scalarized vectors.
//!
//! Float-to-integer conversions saturate (`trunc_sat`, then a clamp for
//! narrow widths: saturation is monotonic, so clamping the 32-bit result
//! gives the narrow one). `bitcast` packs lanes at their bit width, lane 0
//! lowest, as the interpreter does, so `i1x8` and `i8` interchange.

use crate::write::arith::{int_const, mask, pick, sext};
use crate::write::error::{internal, IResult};
use crate::write::func::FuncCx;
use wasm_encoder::{Ieee32, Ieee64, Instruction as I, ValType};
use zyme_ir::{CastOp, Inst, InstData, ScalarType, Type, Value};

pub fn emit_const(fx: &mut FuncCx<'_>, inst: Inst, data: &InstData) -> IResult {
    let v = fx.result(inst)?;
    match data {
        InstData::Iconst { ty, imm } => {
            let lane = ty.lane();
            let i = if lane == ScalarType::I64 {
                I::I64Const(*imm as i64)
            } else {
                let bits = lane.bits().min(32);
                I::I32Const((*imm & ((1u64 << bits) - 1)) as u32 as i32)
            };
            for l in 0..ty.lanes() {
                fx.push(i.clone());
                fx.set(v, l);
            }
        }
        InstData::Fconst { ty, bits } => {
            let i = if ty.lane() == ScalarType::F32 {
                I::F32Const(Ieee32::new(*bits as u32))
            } else {
                I::F64Const(Ieee64::new(*bits))
            };
            for l in 0..ty.lanes() {
                fx.push(i.clone());
                fx.set(v, l);
            }
        }
        InstData::GlobalAddr { global } => {
            let addr = fx.env.layout.global_addrs[*global];
            fx.push(I::I32Const(addr as i32));
            fx.set(v, 0);
        }
        InstData::FuncAddr { func } => {
            let index = fx.env.plan.table_index(*func)?;
            fx.push(I::I32Const(index as i32));
            fx.set(v, 0);
        }
        InstData::StackAddr { slot } => {
            let Some(frame) = &fx.frame else {
                return internal("stack_addr in a function without a frame");
            };
            let (fp, off) = (frame.fp, frame.offsets[slot.as_u32() as usize]);
            fx.push(I::LocalGet(fp));
            fx.push(I::I32Const(off as i32));
            fx.push(I::I32Add);
            fx.set(v, 0);
        }
        _ => return internal("not a constant"),
    }
    Ok(())
}

pub fn emit_select(fx: &mut FuncCx<'_>, inst: Inst, args: [Value; 3]) -> IResult {
    let v = fx.result(inst)?;
    let [c, t, f] = args;
    let lane_cond = fx.ty(c).is_vector();
    for lane in 0..fx.ty(t).lanes() {
        fx.get(t, lane);
        fx.get(f, lane);
        fx.get(c, if lane_cond { lane } else { 0 });
        fx.push(I::Select);
        fx.set(v, lane);
    }
    Ok(())
}

pub fn emit_ptr_add(fx: &mut FuncCx<'_>, inst: Inst, args: [Value; 2]) -> IResult {
    let v = fx.result(inst)?;
    let off_lane = fx.ty(args[1]).lane();
    for lane in 0..fx.ty(args[0]).lanes() {
        fx.get(args[0], lane);
        fx.get(args[1], lane);
        match off_lane.bits() {
            64 => fx.push(I::I32WrapI64),
            w => sext(fx, w),
        }
        fx.push(I::I32Add);
        fx.set(v, lane);
    }
    Ok(())
}

pub fn emit_cast(fx: &mut FuncCx<'_>, inst: Inst, op: CastOp, arg: Value, ty: Type) -> IResult {
    let v = fx.result(inst)?;
    let from = fx.ty(arg).lane();
    if op == CastOp::Bitcast {
        return bitcast(fx, v, arg, ty);
    }
    for lane in 0..ty.lanes() {
        fx.get(arg, lane);
        cast_lane(fx, op, from, ty.lane())?;
        fx.set(v, lane);
    }
    Ok(())
}

/// Converts the lane on the stack from `from` to `to`.
fn cast_lane(fx: &mut FuncCx<'_>, op: CastOp, from: ScalarType, to: ScalarType) -> IResult {
    let (wf, wt) = (from.bits(), to.bits());
    match op {
        CastOp::Trunc => {
            if wf == 64 && wt < 64 {
                fx.push(I::I32WrapI64);
            }
            mask(fx, wt);
        }
        CastOp::Zext => {
            if wt == 64 && wf < 64 {
                fx.push(I::I64ExtendI32U);
            }
        }
        CastOp::Sext => {
            if wf < 64 {
                sext(fx, wf);
                if wt == 64 {
                    fx.push(I::I64ExtendI32S);
                } else {
                    mask(fx, wt);
                }
            }
        }
        CastOp::Fptrunc => {
            if from == ScalarType::F64 && to == ScalarType::F32 {
                fx.push(I::F32DemoteF64);
            }
        }
        CastOp::Fpext => {
            if from == ScalarType::F32 && to == ScalarType::F64 {
                fx.push(I::F64PromoteF32);
            }
        }
        CastOp::Fptosi | CastOp::Fptoui => {
            let signed = op == CastOp::Fptosi;
            let f64_src = from == ScalarType::F64;
            fx.push(match (wt == 64, f64_src, signed) {
                (true, true, true) => I::I64TruncSatF64S,
                (true, true, false) => I::I64TruncSatF64U,
                (true, false, true) => I::I64TruncSatF32S,
                (true, false, false) => I::I64TruncSatF32U,
                (false, true, true) => I::I32TruncSatF64S,
                (false, true, false) => I::I32TruncSatF64U,
                (false, false, true) => I::I32TruncSatF32S,
                (false, false, false) => I::I32TruncSatF32U,
            });
            if wt < 32 {
                clamp_narrow(fx, wt, signed);
            }
        }
        CastOp::Sitofp | CastOp::Uitofp => {
            let signed = op == CastOp::Sitofp;
            if wf < 64 && signed {
                sext(fx, wf);
            }
            fx.push(match (wf == 64, to == ScalarType::F64, signed) {
                (true, true, true) => I::F64ConvertI64S,
                (true, true, false) => I::F64ConvertI64U,
                (true, false, true) => I::F32ConvertI64S,
                (true, false, false) => I::F32ConvertI64U,
                (false, true, true) => I::F64ConvertI32S,
                (false, true, false) => I::F64ConvertI32U,
                (false, false, true) => I::F32ConvertI32S,
                (false, false, false) => I::F32ConvertI32U,
            });
        }
        CastOp::Ptrtoint => {
            if wt == 64 {
                fx.push(I::I64ExtendI32U);
            } else {
                mask(fx, wt);
            }
        }
        CastOp::Inttoptr => {
            if wf == 64 {
                fx.push(I::I32WrapI64);
            }
        }
        CastOp::AddrSpaceCast => {}
        CastOp::Bitcast => return internal("bitcast is not lane-wise"),
    }
    Ok(())
}

/// Clamps the saturated `i32` on the stack to a narrow width and masks it.
fn clamp_narrow(fx: &mut FuncCx<'_>, w: u32, signed: bool) {
    let t = fx.temp(ValType::I32);
    fx.push(I::LocalSet(t));
    if signed {
        let hi = (1i32 << (w - 1)) - 1;
        let lo = -(1i32 << (w - 1));
        // m = t < hi ? t : hi; r = m > lo ? m : lo
        fx.push(I::LocalGet(t));
        fx.push(I::I32Const(hi));
        fx.push(I::LocalGet(t));
        fx.push(I::I32Const(hi));
        fx.push(I::I32LtS);
        fx.push(I::Select);
        fx.push(I::LocalTee(t));
        fx.push(I::I32Const(lo));
        fx.push(I::LocalGet(t));
        fx.push(I::I32Const(lo));
        fx.push(I::I32GtS);
        fx.push(I::Select);
        mask(fx, w);
    } else {
        let hi = ((1u64 << w) - 1) as i32;
        fx.push(I::LocalGet(t));
        fx.push(I::I32Const(hi));
        fx.push(I::LocalGet(t));
        fx.push(I::I32Const(hi));
        fx.push(I::I32LtU);
        fx.push(I::Select);
    }
}

/// Pushes lane `lane` of `v` as an integer of its width (floats by their
/// bits).
fn get_bits(fx: &mut FuncCx<'_>, v: Value, lane: u32) {
    fx.get(v, lane);
    match fx.ty(v).lane() {
        ScalarType::F32 => fx.push(I::I32ReinterpretF32),
        ScalarType::F64 => fx.push(I::I64ReinterpretF64),
        _ => {}
    }
}

/// Reinterprets the bit string of `arg` (lanes packed at their bit width,
/// lane 0 lowest) as `ty`.
fn bitcast(fx: &mut FuncCx<'_>, v: Value, arg: Value, ty: Type) -> IResult {
    let from = fx.ty(arg).lane();
    let (wf, wt) = (from.bits(), ty.lane().bits());
    for k in 0..ty.lanes() {
        if wt <= wf {
            let (j, shift) = ((k * wt) / wf, (k * wt) % wf);
            get_bits(fx, arg, j);
            if shift > 0 {
                fx.push(int_const(wf == 64, i64::from(shift)));
                fx.push(pick(wf == 64, I::I32ShrU, I::I64ShrU));
            }
            if wf == 64 && wt < 64 {
                fx.push(I::I32WrapI64);
            }
            if wt < 32 {
                mask(fx, wt);
            }
        } else {
            let r = wt / wf;
            for j in 0..r {
                get_bits(fx, arg, k * r + j);
                if wt == 64 {
                    fx.push(I::I64ExtendI32U);
                }
                if j > 0 {
                    fx.push(int_const(wt == 64, i64::from(j * wf)));
                    fx.push(pick(wt == 64, I::I32Shl, I::I64Shl));
                    fx.push(pick(wt == 64, I::I32Or, I::I64Or));
                }
            }
        }
        match ty.lane() {
            ScalarType::F32 => fx.push(I::F32ReinterpretI32),
            ScalarType::F64 => fx.push(I::F64ReinterpretI64),
            _ => {}
        }
        fx.set(v, k);
    }
    Ok(())
}

/// `splat`, `extract_lane`, `insert_lane`, `shuffle`: copies between the
/// lanes' locals.
pub fn emit_lanes(fx: &mut FuncCx<'_>, inst: Inst, data: &InstData) -> IResult {
    let v = fx.result(inst)?;
    match data {
        InstData::Splat { ty, arg } => {
            for l in 0..ty.lanes() {
                fx.get(*arg, 0);
                fx.set(v, l);
            }
        }
        InstData::ExtractLane { arg, lane } => {
            fx.get(*arg, u32::from(*lane));
            fx.set(v, 0);
        }
        InstData::InsertLane { args, lane } => {
            for l in 0..fx.ty(args[0]).lanes() {
                if l == u32::from(*lane) {
                    fx.get(args[1], 0);
                } else {
                    fx.get(args[0], l);
                }
                fx.set(v, l);
            }
        }
        InstData::Shuffle { args, mask } => {
            let n = fx.ty(args[0]).lanes();
            for (i, &m) in mask.iter().enumerate() {
                let m = u32::from(m);
                if m < n {
                    fx.get(args[0], m);
                } else {
                    fx.get(args[1], m - n);
                }
                fx.set(v, i as u32);
            }
        }
        _ => return internal("not a lane operation"),
    }
    Ok(())
}
