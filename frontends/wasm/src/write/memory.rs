//! Loads, stores, atomics and bulk memory operations on memory 0.
//!
//! Every lane is one access at `address + lane × lane size` (vectors are
//! packed at their lanes' byte size). An `i1` is one byte holding 0 or 1;
//! a pointer is 8 bytes, the zero-extended 32-bit address, so that the
//! layouts zyme computes (struct offsets, tapes) hold in wasm too. The
//! alignment hint is the access's `MemFlags` alignment, capped at the
//! natural one as wasm requires. The output is single-threaded, so
//! atomics are plain accesses and fences nothing. `memcpy`/`memmove` are
//! `memory.copy` (which allows overlap), `memset` is `memory.fill`.

use crate::write::arith::{int_binary, int_width, mask, pick};
use crate::write::error::{unsupported, IResult};
use crate::write::func::FuncCx;
use crate::write::math::min_max_num;
use wasm_encoder::{BlockType, Instruction as I, MemArg};
use zyme_ir::{BinaryOp, Inst, InstData, MemFlags, MemOp, RmwOp, ScalarType, Value};

/// The `memarg` of an access of `bytes` bytes at `offset` with the
/// producer's alignment `align`.
fn memarg(offset: u64, align: u32, bytes: u32) -> MemArg {
    let natural = bytes.max(1).trailing_zeros();
    MemArg {
        offset,
        align: align.max(1).trailing_zeros().min(natural),
        target: wasm_encoder::MemArgTarget::Memory(0),
        ordering: None,
    }
}

/// Pushes the lane at the address on the stack plus `offset`.
pub fn load_lane(fx: &mut FuncCx<'_>, lane: ScalarType, offset: u64, align: u32) {
    let m = memarg(offset, align, lane.bytes());
    match lane {
        ScalarType::I1 => {
            fx.push(I::I32Load8U(m));
            fx.push(I::I32Const(1));
            fx.push(I::I32And);
        }
        ScalarType::I8 => fx.push(I::I32Load8U(m)),
        ScalarType::I16 => fx.push(I::I32Load16U(m)),
        ScalarType::I32 => fx.push(I::I32Load(m)),
        // (`i128` is refused before writing.)
        ScalarType::I64 | ScalarType::I128 => fx.push(I::I64Load(m)),
        ScalarType::F32 => fx.push(I::F32Load(m)),
        ScalarType::F64 => fx.push(I::F64Load(m)),
        ScalarType::Ptr(_) => {
            fx.push(I::I64Load(m));
            fx.push(I::I32WrapI64);
        }
    }
}

/// Stores the lane on the stack (above its address) at address plus
/// `offset`.
pub fn store_lane(fx: &mut FuncCx<'_>, lane: ScalarType, offset: u64, align: u32) {
    let m = memarg(offset, align, lane.bytes());
    match lane {
        ScalarType::I1 | ScalarType::I8 => fx.push(I::I32Store8(m)),
        ScalarType::I16 => fx.push(I::I32Store16(m)),
        ScalarType::I32 => fx.push(I::I32Store(m)),
        ScalarType::I64 | ScalarType::I128 => fx.push(I::I64Store(m)),
        ScalarType::F32 => fx.push(I::F32Store(m)),
        ScalarType::F64 => fx.push(I::F64Store(m)),
        ScalarType::Ptr(_) => {
            fx.push(I::I64ExtendI32U);
            fx.push(I::I64Store(m));
        }
    }
}

pub fn emit_memory(fx: &mut FuncCx<'_>, inst: Inst, data: &InstData) -> IResult {
    match data {
        InstData::Load { ty, ptr, flags } => {
            let v = fx.result(inst)?;
            let lane = ty.lane();
            for l in 0..ty.lanes() {
                fx.get(*ptr, 0);
                load_lane(fx, lane, u64::from(l * lane.bytes()), flags.align);
                fx.set(v, l);
            }
            Ok(())
        }
        InstData::Store { args, flags } => {
            let [value, ptr] = *args;
            let ty = fx.ty(value);
            let lane = ty.lane();
            for l in 0..ty.lanes() {
                fx.get(ptr, 0);
                fx.get(value, l);
                store_lane(fx, lane, u64::from(l * lane.bytes()), flags.align);
            }
            Ok(())
        }
        InstData::AtomicRmw { op, ty, args, .. } => {
            if ty.is_vector() {
                return unsupported("atomic_rmw on a vector");
            }
            emit_rmw(fx, inst, *op, ty.lane(), *args)
        }
        InstData::CmpXchg { ty, args, .. } => {
            if ty.is_vector() {
                return unsupported("cmpxchg on a vector");
            }
            emit_cmpxchg(fx, inst, ty.lane(), *args)
        }
        InstData::Fence { .. } => Ok(()),
        InstData::Mem { op, args } => {
            let [dst, src, len] = *args;
            fx.get(dst, 0);
            fx.get(src, 0);
            fx.get(len, 0);
            if fx.ty(len).lane().bits() == 64 {
                fx.push(I::I32WrapI64);
            }
            fx.push(match op {
                MemOp::Memcpy | MemOp::Memmove => I::MemoryCopy {
                    src_mem: 0,
                    dst_mem: 0,
                },
                MemOp::Memset => I::MemoryFill(0),
            });
            Ok(())
        }
        _ => crate::write::error::internal("not a memory operation"),
    }
}

/// `atomic_rmw`: load the old value, compute, store; yields the old value.
fn emit_rmw(
    fx: &mut FuncCx<'_>,
    inst: Inst,
    op: RmwOp,
    lane: ScalarType,
    args: [Value; 2],
) -> IResult {
    let old = fx.result(inst)?;
    let [ptr, x] = args;
    let align = MemFlags::aligned(lane.bytes()).align;
    fx.get(ptr, 0);
    load_lane(fx, lane, 0, align);
    fx.set(old, 0);
    let (a, b) = (fx.lane_local(old, 0), fx.lane_local(x, 0));
    fx.get(ptr, 0);
    let w = int_width(lane);
    let is64 = matches!(lane, ScalarType::I64 | ScalarType::F64);
    let int = |fx: &mut FuncCx<'_>, bop| int_binary(fx, bop, w, a, b, lane);
    match op {
        RmwOp::Xchg => fx.push(I::LocalGet(b)),
        RmwOp::Add => int(fx, BinaryOp::Iadd)?,
        RmwOp::Sub => int(fx, BinaryOp::Isub)?,
        RmwOp::And => int(fx, BinaryOp::And)?,
        RmwOp::Or => int(fx, BinaryOp::Or)?,
        RmwOp::Xor => int(fx, BinaryOp::Xor)?,
        RmwOp::Smax => int(fx, BinaryOp::Smax)?,
        RmwOp::Smin => int(fx, BinaryOp::Smin)?,
        RmwOp::Umax => int(fx, BinaryOp::Umax)?,
        RmwOp::Umin => int(fx, BinaryOp::Umin)?,
        RmwOp::Nand => {
            int(fx, BinaryOp::And)?;
            fx.push(if is64 {
                I::I64Const(-1)
            } else {
                I::I32Const(-1)
            });
            fx.push(pick(is64, I::I32Xor, I::I64Xor));
            mask(fx, w);
        }
        RmwOp::Fadd | RmwOp::Fsub => {
            crate::write::arith::float_binary(
                fx,
                if op == RmwOp::Fadd {
                    BinaryOp::Fadd
                } else {
                    BinaryOp::Fsub
                },
                is64,
                a,
                b,
            )?;
        }
        RmwOp::Fmax | RmwOp::Fmin => min_max_num(fx, is64, a, b, op == RmwOp::Fmax),
    }
    store_lane(fx, lane, 0, align);
    Ok(())
}

/// `cmpxchg`: compares the old value with the expected one by bits.
fn emit_cmpxchg(fx: &mut FuncCx<'_>, inst: Inst, lane: ScalarType, args: [Value; 3]) -> IResult {
    let results = fx.func.dfg.inst_results(inst).to_vec();
    let [old, hit] = results[..] else {
        return crate::write::error::internal("cmpxchg has two results");
    };
    let [ptr, expected, replacement] = args;
    let align = lane.bytes();
    fx.get(ptr, 0);
    load_lane(fx, lane, 0, align);
    fx.set(old, 0);
    let bits = |fx: &mut FuncCx<'_>, v: Value| {
        fx.get(v, 0);
        match lane {
            ScalarType::F32 => fx.push(I::I32ReinterpretF32),
            ScalarType::F64 => fx.push(I::I64ReinterpretF64),
            _ => {}
        }
    };
    bits(fx, old);
    bits(fx, expected);
    let is64 = matches!(lane, ScalarType::I64 | ScalarType::F64);
    fx.push(pick(is64, I::I32Eq, I::I64Eq));
    fx.set(hit, 0);
    fx.get(hit, 0);
    fx.push(I::If(BlockType::Empty));
    fx.get(ptr, 0);
    fx.get(replacement, 0);
    store_lane(fx, lane, 0, align);
    fx.push(I::End);
    Ok(())
}
