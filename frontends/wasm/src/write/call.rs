//! Direct and indirect calls. Arguments and results are the flattened
//! lanes (wasm multi-value carries several results). A function's
//! "address" is its index in table 0, so `call_indirect` takes the callee
//! pointer as the table index; wasm checks the signature and traps on a
//! mismatch or a null entry.
//!
//! The extra arguments of a variadic call go into a buffer on the shadow
//! stack, each at its natural alignment, whose address is the callee's
//! last wasm parameter (the wasm32 C convention); the buffer is released
//! right after the call.

use crate::write::error::IResult;
use crate::write::func::{FuncCx, SP_GLOBAL};
use crate::write::memory::store_lane;
use wasm_encoder::{Instruction as I, ValType};
use zyme_ir::{FuncId, Inst, Signature, Value};

/// Pushes the arguments of a call of `sig`; returns the local holding the
/// stack pointer to restore after the call, if a vararg buffer was made.
fn push_args(fx: &mut FuncCx<'_>, sig: &Signature, args: &[Value]) -> Option<u32> {
    let fixed = sig.params.len().min(args.len());
    for &a in &args[..fixed] {
        fx.get_all(a);
    }
    if !sig.variadic {
        return None;
    }
    let extra = &args[fixed..];
    if extra.is_empty() {
        fx.push(I::I32Const(0));
        return None;
    }
    let mut offsets = Vec::new();
    let mut size = 0u32;
    for &a in extra {
        let ty = fx.ty(a);
        let align = ty.lane().bytes().max(4);
        size = size.div_ceil(align) * align;
        offsets.push(size);
        size += ty.bytes().max(4);
    }
    let size = size.div_ceil(16) * 16;
    let saved = fx.temp(ValType::I32);
    let buf = fx.temp(ValType::I32);
    fx.push(I::GlobalGet(SP_GLOBAL));
    fx.push(I::LocalTee(saved));
    fx.push(I::I32Const(size as i32));
    fx.push(I::I32Sub);
    fx.push(I::LocalTee(buf));
    fx.push(I::GlobalSet(SP_GLOBAL));
    for (&a, &off) in extra.iter().zip(&offsets) {
        let ty = fx.ty(a);
        let lane = ty.lane();
        for l in 0..ty.lanes() {
            fx.push(I::LocalGet(buf));
            fx.get(a, l);
            store_lane(fx, lane, u64::from(off + l * lane.bytes()), lane.bytes());
        }
    }
    fx.push(I::LocalGet(buf));
    Some(saved)
}

/// Pops the call's results into the instruction's values, then releases
/// a vararg buffer.
fn pop_results(fx: &mut FuncCx<'_>, inst: Inst, saved: Option<u32>) {
    let results = fx.func.dfg.inst_results(inst).to_vec();
    for &r in results.iter().rev() {
        for lane in (0..fx.ty(r).lanes()).rev() {
            fx.set(r, lane);
        }
    }
    if let Some(saved) = saved {
        fx.push(I::LocalGet(saved));
        fx.push(I::GlobalSet(SP_GLOBAL));
    }
}

pub fn emit_call(fx: &mut FuncCx<'_>, inst: Inst, func: FuncId, args: &[Value]) -> IResult {
    let callee = &fx.env.module.functions[func];
    let index = fx.env.plan.func_index(func);
    let saved = push_args(fx, &callee.sig, args);
    fx.push(I::Call(index));
    pop_results(fx, inst, saved);
    Ok(())
}

pub fn emit_call_indirect(
    fx: &mut FuncCx<'_>,
    inst: Inst,
    sig: &Signature,
    callee: Value,
    args: &[Value],
) -> IResult {
    let saved = push_args(fx, sig, args);
    fx.get(callee, 0);
    let type_index = fx.types.intern_sig(sig);
    fx.push(I::CallIndirect {
        type_index,
        table_index: 0,
    });
    pop_results(fx, inst, saved);
    Ok(())
}
