//! Memory: loads and stores (plain, volatile, atomic), atomic
//! read-modify-write and compare-exchange, stack slots, global addresses
//! and the bulk operations.
//!
//! Vectors are accessed lane by lane at `lane × lane size`, which is the
//! IR's packed little-endian layout. Cranelift atomics are sequentially
//! consistent whatever ordering the IR asks for, which is always at least
//! as strong.

use super::{FuncCtx, LResult, Lanes};
use crate::abi::cl_type;
use cranelift_codegen::ir::{
    types, AtomicRmwOp, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value as ClValue,
};
use zyme_ir::{Global, MemFlags, MemOp, RmwOp, ScalarType, StackSlot, Type, Value};

/// The largest alignment Cranelift guarantees for a stack slot: the frame
/// itself is only 16-byte aligned. Larger alignments are realised by
/// over-allocating and rounding the address up.
const FRAME_ALIGN: u32 = 16;

pub fn stack_addr(cx: &mut FuncCtx, slot: StackSlot) -> LResult<ClValue> {
    let (ss, align) = match cx.slots.get(slot).copied().flatten() {
        Some(s) => s,
        None => {
            let data = cx
                .func
                .stack_slots
                .get(slot)
                .copied()
                .ok_or_else(|| format!("{slot} does not exist"))?;
            if !data.align.is_power_of_two() {
                return Err(format!(
                    "stack slot alignment {} is not a power of two",
                    data.align
                ));
            }
            let extra = if data.align > FRAME_ALIGN {
                u64::from(data.align)
            } else {
                0
            };
            let size = u32::try_from(data.size + extra)
                .map_err(|_| format!("stack slot of {} bytes is too large", data.size))?;
            let shift = data.align.min(FRAME_ALIGN).trailing_zeros() as u8;
            let ss = cx.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                size,
                shift,
            ));
            cx.slots[slot] = Some((ss, data.align));
            (ss, data.align)
        }
    };
    let addr = cx.ins().stack_addr(types::I64, ss, 0);
    Ok(if align > FRAME_ALIGN {
        let a = i64::from(align);
        let up = cx.ins().iadd_imm_s(addr, a - 1);
        cx.ins().band_imm_s(up, -a)
    } else {
        addr
    })
}

pub fn global_addr(cx: &mut FuncCtx, global: Global) -> LResult<ClValue> {
    let data =
        cx.m.data
            .get(global)
            .copied()
            .flatten()
            .ok_or_else(|| format!("{global} does not exist"))?;
    let gv = cx.m.cl.declare_data_in_func(data, cx.b.func);
    Ok(cx.ins().symbol_value(types::I64, gv))
}

/// Cranelift flags for one lane: `aligned` only where the IR guarantees
/// the lane's natural alignment (unaligned accesses are legal in the IR).
fn lane_flags(flags: &MemFlags, lane_bytes: u32) -> MemFlagsData {
    let f = MemFlagsData::new();
    if flags.align >= lane_bytes {
        f.with_aligned()
    } else {
        f
    }
}

pub(super) fn pointer(cx: &FuncCtx, ptr: Value) -> LResult<ClValue> {
    let ty = cx.ty(ptr)?;
    if !ty.is_ptr() || ty.is_vector() {
        return Err(format!("address of type {ty}"));
    }
    cx.scalar(ptr)
}

/// The integer type an atomic access of `ty` works on.
fn atomic_int(ty: Type) -> LResult<types::Type> {
    if ty.is_vector() {
        return Err(format!("atomic access of a vector ({ty})"));
    }
    Ok(match ty.lane() {
        ScalarType::F32 => types::I32,
        ScalarType::F64 => types::I64,
        ScalarType::I128 => return Err("atomic access of an i128 is not supported".into()),
        other => cl_type(other),
    })
}

fn to_bits(cx: &mut FuncCtx, x: ClValue, int: types::Type) -> ClValue {
    if cx.cl_ty(x) == int {
        x
    } else {
        cx.ins().bitcast(int, MemFlagsData::new(), x)
    }
}

fn from_bits(cx: &mut FuncCtx, x: ClValue, ty: Type) -> ClValue {
    let ct = cl_type(ty.lane());
    let y = if ct.is_float() {
        cx.ins().bitcast(ct, MemFlagsData::new(), x)
    } else {
        x
    };
    mask_i1(cx, y, ty.lane())
}

/// Memory may hold any byte where an `i1` is read; keep the 0/1 invariant.
fn mask_i1(cx: &mut FuncCtx, x: ClValue, lane: ScalarType) -> ClValue {
    if lane == ScalarType::I1 {
        cx.ins().band_imm_u(x, 1)
    } else {
        x
    }
}

pub fn load(cx: &mut FuncCtx, ty: Type, ptr: Value, flags: &MemFlags) -> LResult<Lanes> {
    let p = pointer(cx, ptr)?;
    let lane = ty.lane();
    let bytes = lane.bytes();
    if flags.ordering.is_some() {
        let int = atomic_int(ty)?;
        let x = cx.ins().atomic_load(int, lane_flags(flags, bytes), p);
        return Ok(vec![from_bits(cx, x, ty)]);
    }
    let f = lane_flags(flags, bytes);
    let ct = cl_type(lane);
    Ok((0..ty.lanes())
        .map(|i| {
            let x = cx.ins().load(ct, f, p, (i * bytes) as i32);
            mask_i1(cx, x, lane)
        })
        .collect())
}

pub fn store(cx: &mut FuncCtx, value: Value, ptr: Value, flags: &MemFlags) -> LResult<()> {
    let p = pointer(cx, ptr)?;
    let ty = cx.ty(value)?;
    let bytes = ty.lane().bytes();
    let lanes = cx.lanes(value)?;
    if flags.ordering.is_some() {
        let int = atomic_int(ty)?;
        let x = to_bits(cx, lanes[0], int);
        cx.ins().atomic_store(lane_flags(flags, bytes), x, p);
        return Ok(());
    }
    let f = lane_flags(flags, bytes);
    for (i, x) in lanes.into_iter().enumerate() {
        cx.ins().store(f, x, p, (i as u32 * bytes) as i32);
    }
    Ok(())
}

fn rmw_op(op: RmwOp) -> Option<AtomicRmwOp> {
    Some(match op {
        RmwOp::Xchg => AtomicRmwOp::Xchg,
        RmwOp::Add => AtomicRmwOp::Add,
        RmwOp::Sub => AtomicRmwOp::Sub,
        RmwOp::And => AtomicRmwOp::And,
        RmwOp::Nand => AtomicRmwOp::Nand,
        RmwOp::Or => AtomicRmwOp::Or,
        RmwOp::Xor => AtomicRmwOp::Xor,
        RmwOp::Smax => AtomicRmwOp::Smax,
        RmwOp::Smin => AtomicRmwOp::Smin,
        RmwOp::Umax => AtomicRmwOp::Umax,
        RmwOp::Umin => AtomicRmwOp::Umin,
        RmwOp::Fadd | RmwOp::Fsub | RmwOp::Fmax | RmwOp::Fmin => return None,
    })
}

pub fn atomic_rmw(cx: &mut FuncCtx, op: RmwOp, ty: Type, ptr: Value, x: Value) -> LResult<ClValue> {
    let p = pointer(cx, ptr)?;
    if !super::same_shape(cx.ty(x)?, ty) {
        return Err(format!("operand of type {} for a {ty} access", cx.ty(x)?));
    }
    let xv = cx.scalar(x)?;
    let int = atomic_int(ty)?;
    let flags = MemFlagsData::new().with_aligned();
    if ty.is_float() && op == RmwOp::Xchg {
        // An exchange moves bits: do it on the integer of the same width.
        let bits = cx.ins().bitcast(int, MemFlagsData::new(), xv);
        let old = cx.ins().atomic_rmw(int, flags, AtomicRmwOp::Xchg, p, bits);
        return Ok(cx
            .ins()
            .bitcast(cl_type(ty.lane()), MemFlagsData::new(), old));
    }
    if op.is_float() != ty.is_float() {
        return Err(format!("atomic {op} on {ty}"));
    }
    if ty.is_float() {
        return float_rmw(cx, op, ty, p, xv, int);
    }
    let op = if ty.lane() == ScalarType::I1 {
        // Modulo 2, add and sub are xor; the rest would break the 0/1
        // invariant or need i1 signedness, and LLVM does not produce them.
        match op {
            RmwOp::Add | RmwOp::Sub | RmwOp::Xor => AtomicRmwOp::Xor,
            RmwOp::Xchg | RmwOp::And | RmwOp::Or => rmw_op(op).expect("integer op"),
            _ => return Err(format!("atomic {op} on i1 is not supported")),
        }
    } else {
        rmw_op(op).expect("float ops were handled above")
    };
    Ok(cx.ins().atomic_rmw(int, flags, op, p, xv))
}

/// Float read-modify-write as a compare-and-swap loop on the bit pattern
/// (Cranelift's `atomic_rmw` is integer-only). Comparing bits, not float
/// values, makes the loop terminate on NaN and tell -0 from +0.
fn float_rmw(
    cx: &mut FuncCtx,
    op: RmwOp,
    ty: Type,
    p: ClValue,
    x: ClValue,
    int: types::Type,
) -> LResult<ClValue> {
    let flags = MemFlagsData::new().with_aligned();
    let init = cx.ins().atomic_load(int, flags, p);
    let head = cx.b.create_block();
    let old = cx.b.append_block_param(head, int);
    let done = cx.b.create_block();
    let result = cx.b.append_block_param(done, int);
    cx.ins().jump(head, &[init.into()]);

    cx.b.switch_to_block(head);
    let ct = cl_type(ty.lane());
    let old_f = cx.ins().bitcast(ct, MemFlagsData::new(), old);
    let new_f = match op {
        RmwOp::Fadd => cx.ins().fadd(old_f, x),
        RmwOp::Fsub => cx.ins().fsub(old_f, x),
        // LLVM's atomic fmax/fmin are maxnum/minnum.
        RmwOp::Fmax => super::math::libm(cx, "fmax", "fmaxf", ty.lane(), &[old_f, x])?,
        _ => super::math::libm(cx, "fmin", "fminf", ty.lane(), &[old_f, x])?,
    };
    let new = cx.ins().bitcast(int, MemFlagsData::new(), new_f);
    let prev = cx.ins().atomic_cas(flags, p, old, new);
    let same = cx
        .ins()
        .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, prev, old);
    cx.ins()
        .brif(same, done, &[prev.into()], head, &[prev.into()]);

    cx.b.switch_to_block(done);
    Ok(cx.ins().bitcast(ct, MemFlagsData::new(), result))
}

pub fn cmpxchg(
    cx: &mut FuncCtx,
    ty: Type,
    ptr: Value,
    expected: Value,
    replacement: Value,
) -> LResult<(ClValue, ClValue)> {
    let p = pointer(cx, ptr)?;
    for v in [expected, replacement] {
        if !super::same_shape(cx.ty(v)?, ty) {
            return Err(format!("operand of type {} for a {ty} access", cx.ty(v)?));
        }
    }
    let int = atomic_int(ty)?;
    let e = cx.scalar(expected)?;
    let r = cx.scalar(replacement)?;
    let (e, r) = (to_bits(cx, e, int), to_bits(cx, r, int));
    let flags = MemFlagsData::new().with_aligned();
    let old = cx.ins().atomic_cas(flags, p, e, r);
    let ok = cx
        .ins()
        .icmp(cranelift_codegen::ir::condcodes::IntCC::Equal, old, e);
    let ct = cl_type(ty.lane());
    let old = if ct.is_float() {
        cx.ins().bitcast(ct, MemFlagsData::new(), old)
    } else {
        old
    };
    Ok((old, ok))
}

/// The most bytes a bulk operation of constant length moves inline, as
/// 16-byte vector accesses and a tail, rather than by calling libc (as
/// LLVM does; Cranelift's own helper stops at four scalar stores). A
/// derivative zeroes its small shadow arrays this way: ba's Jacobian
/// called `memset` for 88 bytes four times per observation.
const INLINE_BYTES: u64 = 128;

/// The pieces of an inline bulk operation: (offset, type) covering
/// `n` bytes.
fn pieces(n: u64) -> Vec<(i32, types::Type)> {
    let mut out = Vec::new();
    let mut at = 0u64;
    for (size, ty) in [
        (16, types::I8X16),
        (8, types::I64),
        (4, types::I32),
        (2, types::I16),
        (1, types::I8),
    ] {
        while n - at >= size {
            out.push((at as i32, ty));
            at += size;
        }
    }
    out
}

pub fn mem(cx: &mut FuncCtx, op: MemOp, args: &[Value; 3]) -> LResult<()> {
    let dst = pointer(cx, args[0])?;
    if cx.ty(args[2])? != Type::I64 {
        return Err(format!("length of type {}", cx.ty(args[2])?));
    }
    let len = cx.scalar(args[2])?;
    let config = cx.m.cl.isa().frontend_config();
    let small = match cx.def_of(args[2]) {
        Some(zyme_ir::InstData::Iconst { imm, .. }) if *imm <= INLINE_BYTES => Some(*imm),
        _ => None,
    };
    if let Some(n) = small {
        let flags = MemFlagsData::new();
        let parts = pieces(n);
        match op {
            // Every load before any store: right for overlapping
            // `memmove` too.
            MemOp::Memcpy | MemOp::Memmove => {
                let src = pointer(cx, args[1])?;
                let loaded: Vec<ClValue> = parts
                    .iter()
                    .map(|&(at, ty)| cx.ins().load(ty, flags, src, at))
                    .collect();
                for (&(at, _), v) in parts.iter().zip(loaded) {
                    cx.ins().store(flags, v, dst, at);
                }
            }
            MemOp::Memset => {
                if cx.ty(args[1])? != Type::I8 {
                    return Err(format!("memset byte of type {}", cx.ty(args[1])?));
                }
                let byte = cx.scalar(args[1])?;
                let wide = cx.ins().uextend(types::I64, byte);
                let ones = cx.ins().iconst(types::I64, 0x0101_0101_0101_0101);
                let word = cx.ins().imul(wide, ones);
                let vector = cx.ins().splat(types::I8X16, byte);
                for (at, ty) in parts {
                    let v = match ty {
                        types::I8X16 => vector,
                        types::I64 => word,
                        types::I8 => byte,
                        narrow => cx.ins().ireduce(narrow, word),
                    };
                    cx.ins().store(flags, v, dst, at);
                }
            }
        }
        return Ok(());
    }
    match op {
        MemOp::Memcpy | MemOp::Memmove => {
            let src = pointer(cx, args[1])?;
            if op == MemOp::Memcpy {
                cx.b.call_memcpy(config, dst, src, len);
            } else {
                cx.b.call_memmove(config, dst, src, len);
            }
        }
        MemOp::Memset => {
            if cx.ty(args[1])? != Type::I8 {
                return Err(format!("memset byte of type {}", cx.ty(args[1])?));
            }
            let byte = cx.scalar(args[1])?;
            cx.b.call_memset(config, dst, byte, len);
        }
    }
    Ok(())
}
