//! Linear memory: loads and stores of every width, `memory.size`,
//! `memory.grow`, and the bulk operations.
//!
//! An access at `addr` (an `i32`) with static offset `o` is checked
//! explicitly — `zext(addr) + o + bytes > size_k` traps — and then made
//! as `ptr_add(ptr_add(load(vmctx + base_k), zext(addr)), o)`, so the
//! pointer derives from the memory's base in the shape type analysis and
//! the derivative's shadow rules follow. Float accesses carry their type
//! in `MemFlags::hint`. The base and size come from two locals of the
//! function, loaded from the instance at entry and after every call and
//! `memory.grow` (which may move the memory): `FuncCx::reload_memories`.

use super::func::{flags_for, FuncCx};
use super::instance::{TrapCode, PAGE};
use super::WasmError;
use wasmparser::{MemArg, MemArgTarget, Operator as O};
use zyme_ir::{CastOp, IntCC, MemOp, Type, Value};

/// Lowers `op` if it is a memory operator; `Ok(false)` if not.
pub(crate) fn lower(cx: &mut FuncCx, op: &O) -> Result<bool, WasmError> {
    use Type as T;
    match *op {
        O::I32Load { memarg } => load(cx, memarg, T::I32, None)?,
        O::I64Load { memarg } => load(cx, memarg, T::I64, None)?,
        O::F32Load { memarg } => load(cx, memarg, T::F32, None)?,
        O::F64Load { memarg } => load(cx, memarg, T::F64, None)?,
        O::I32Load8S { memarg } => load(cx, memarg, T::I8, Some((T::I32, true)))?,
        O::I32Load8U { memarg } => load(cx, memarg, T::I8, Some((T::I32, false)))?,
        O::I32Load16S { memarg } => load(cx, memarg, T::I16, Some((T::I32, true)))?,
        O::I32Load16U { memarg } => load(cx, memarg, T::I16, Some((T::I32, false)))?,
        O::I64Load8S { memarg } => load(cx, memarg, T::I8, Some((T::I64, true)))?,
        O::I64Load8U { memarg } => load(cx, memarg, T::I8, Some((T::I64, false)))?,
        O::I64Load16S { memarg } => load(cx, memarg, T::I16, Some((T::I64, true)))?,
        O::I64Load16U { memarg } => load(cx, memarg, T::I16, Some((T::I64, false)))?,
        O::I64Load32S { memarg } => load(cx, memarg, T::I32, Some((T::I64, true)))?,
        O::I64Load32U { memarg } => load(cx, memarg, T::I32, Some((T::I64, false)))?,
        O::I32Store { memarg }
        | O::I64Store { memarg }
        | O::F32Store { memarg }
        | O::F64Store { memarg } => store(cx, memarg, None)?,
        O::I32Store8 { memarg } | O::I64Store8 { memarg } => store(cx, memarg, Some(T::I8))?,
        O::I32Store16 { memarg } | O::I64Store16 { memarg } => store(cx, memarg, Some(T::I16))?,
        O::I64Store32 { memarg } => store(cx, memarg, Some(T::I32))?,
        O::MemorySize { mem } => {
            memory(cx, mem)?;
            let (_, size) = cx.memory_base_size(mem as usize);
            let page = cx.i64(PAGE as i64);
            let pages = cx.b.udiv(size, page);
            let v = cx.b.cast(CastOp::Trunc, pages, T::I32);
            cx.push(v);
        }
        O::MemoryGrow { mem } => {
            memory(cx, mem)?;
            let delta = cx.pop()?;
            let index = cx.i32(i64::from(mem));
            let args = [cx.vmctx, index, delta];
            let v = cx.b.call(cx.env.memory_grow, &args)[0];
            cx.reload_memories();
            cx.push(v);
        }
        O::MemoryCopy { dst_mem, src_mem } => {
            let n = cx.pop()?;
            let s = cx.pop()?;
            let d = cx.pop()?;
            let len = cx.b.cast(CastOp::Zext, n, T::I64);
            let dst = checked_range(cx, dst_mem, d, len)?;
            let src = checked_range(cx, src_mem, s, len)?;
            cx.b.mem(MemOp::Memmove, dst, src, len);
        }
        O::MemoryFill { mem } => {
            let n = cx.pop()?;
            let byte = cx.pop()?;
            let d = cx.pop()?;
            let len = cx.b.cast(CastOp::Zext, n, T::I64);
            let dst = checked_range(cx, mem, d, len)?;
            let byte = cx.b.cast(CastOp::Trunc, byte, T::I8);
            cx.b.mem(MemOp::Memset, dst, byte, len);
        }
        O::MemoryInit { data_index, mem } => {
            let n = cx.pop()?;
            let s = cx.pop()?;
            let d = cx.pop()?;
            let (global, remaining) = data_segment(cx, data_index)?;
            let len = cx.b.cast(CastOp::Zext, n, T::I64);
            let dst = checked_range(cx, mem, d, len)?;
            // The segment's part: `s + n` within what is left of it.
            let left = cx.load_vmctx(T::I64, remaining);
            let s64 = cx.b.cast(CastOp::Zext, s, T::I64);
            let end = cx.b.iadd(s64, len);
            let oob = cx.b.icmp(IntCC::Ugt, end, left);
            cx.trap_if(oob, TrapCode::MemoryOutOfBounds);
            let data = cx.b.global_addr(global);
            let src = cx.b.ptr_add(data, s64);
            cx.b.mem(MemOp::Memcpy, dst, src, len);
        }
        O::DataDrop { data_index } => {
            let (_, remaining) = data_segment(cx, data_index)?;
            let zero = cx.i64(0);
            cx.store_vmctx(zero, remaining);
        }
        _ => return Ok(false),
    }
    Ok(true)
}

fn memory(cx: &FuncCx, mem: u32) -> Result<super::instance::MemoryLayout, WasmError> {
    cx.env
        .layout
        .memories
        .get(mem as usize)
        .copied()
        .ok_or_else(|| cx.unsupported(format!("memory index {mem}")))
}

fn data_segment(cx: &FuncCx, index: u32) -> Result<(zyme_ir::Global, i64), WasmError> {
    match (
        cx.env.data.get(index as usize),
        cx.env.layout.data.get(index as usize),
    ) {
        (Some(&g), Some(&r)) => Ok((g, r)),
        _ => Err(cx.unsupported(format!("data segment index {index}"))),
    }
}

fn memory_index(cx: &FuncCx, memarg: MemArg) -> Result<u32, WasmError> {
    match memarg.target {
        MemArgTarget::Memory(k) if memarg.ordering.is_none() => Ok(k),
        MemArgTarget::Memory(_) => Err(cx.unsupported("atomic memory access")),
        MemArgTarget::Array(_) => Err(cx.unsupported("GC array access")),
    }
}

/// The pointer for an access of `bytes` bytes at `addr + offset` in
/// memory `mem`, after the bounds check.
pub(crate) fn checked_addr(
    cx: &mut FuncCx,
    memarg: MemArg,
    addr: Value,
    bytes: u32,
) -> Result<Value, WasmError> {
    let mem = memory_index(cx, memarg)?;
    memory(cx, mem)?;
    let a = cx.b.cast(CastOp::Zext, addr, Type::I64);
    let reach = memarg.offset.saturating_add(u64::from(bytes)).min(1 << 40);
    let reach = cx.i64(reach as i64);
    let end = cx.b.iadd(a, reach);
    let (base, size) = cx.memory_base_size(mem as usize);
    let oob = cx.b.icmp(IntCC::Ugt, end, size);
    cx.trap_if(oob, TrapCode::MemoryOutOfBounds);
    let p = cx.b.ptr_add(base, a);
    Ok(if memarg.offset == 0 {
        p
    } else {
        cx.b.ptr_add_imm(p, memarg.offset as i64)
    })
}

/// The pointer to `len` (an `i64`) bytes at `addr` in memory `mem`, after
/// checking that they are all inside it.
fn checked_range(cx: &mut FuncCx, mem: u32, addr: Value, len: Value) -> Result<Value, WasmError> {
    memory(cx, mem)?;
    let a = cx.b.cast(CastOp::Zext, addr, Type::I64);
    let end = cx.b.iadd(a, len);
    let (base, size) = cx.memory_base_size(mem as usize);
    let oob = cx.b.icmp(IntCC::Ugt, end, size);
    cx.trap_if(oob, TrapCode::MemoryOutOfBounds);
    Ok(cx.b.ptr_add(base, a))
}

/// A load of `ty`, extended to `ext.0` (signed if `ext.1`) when narrower.
fn load(
    cx: &mut FuncCx,
    memarg: MemArg,
    ty: Type,
    ext: Option<(Type, bool)>,
) -> Result<(), WasmError> {
    let addr = cx.pop()?;
    let p = checked_addr(cx, memarg, addr, ty.bytes())?;
    let v = cx.b.load(ty, p, flags_for(ty));
    let v = match ext {
        Some((to, true)) => cx.b.cast(CastOp::Sext, v, to),
        Some((to, false)) => cx.b.cast(CastOp::Zext, v, to),
        None => v,
    };
    cx.push(v);
    Ok(())
}

/// A store of the value on top, truncated to `narrow` if given.
fn store(cx: &mut FuncCx, memarg: MemArg, narrow: Option<Type>) -> Result<(), WasmError> {
    let v = cx.pop()?;
    let addr = cx.pop()?;
    let v = match narrow {
        Some(t) => cx.b.cast(CastOp::Trunc, v, t),
        None => v,
    };
    let ty = cx.ty(v);
    let p = checked_addr(cx, memarg, addr, ty.bytes())?;
    cx.b.store(v, p, flags_for(ty));
    Ok(())
}

/// A load of a whole vector (`v128.load`), typed as the module's `v128`.
pub(crate) fn load_vector(cx: &mut FuncCx, memarg: MemArg, ty: Type) -> Result<(), WasmError> {
    load(cx, memarg, ty, None)
}

/// A store of a whole vector (`v128.store`).
pub(crate) fn store_vector(cx: &mut FuncCx, memarg: MemArg) -> Result<(), WasmError> {
    store(cx, memarg, None)
}
