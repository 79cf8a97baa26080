//! GPU operations: a grid of one thread on CPUs (as the Cranelift
//! backend), AMDGPU intrinsics and the HSA dispatch packet on amdgcn.
//!
//! Zyme's warps have 32 lanes on every target. A gfx9 wavefront has 64,
//! so on amdgcn a zyme warp is one half of a wavefront: `lane_id` is the
//! wavefront lane modulo 32 and a warp shuffle stays within its half.

use crate::func::{FuncCx, R};
use crate::inst::copy;
use crate::types::ty;
use zyme_ir::{GpuOp, ScalarType, ShuffleMode, Type, Value};

/// The value of a GPU operation for a lone thread.
pub fn one_thread(op: GpuOp) -> u32 {
    use GpuOp::*;
    match op {
        ThreadIdX | ThreadIdY | ThreadIdZ | BlockIdX | BlockIdY | BlockIdZ | LaneId | Barrier => 0,
        BlockDimX | BlockDimY | BlockDimZ | GridDimX | GridDimY | GridDimZ => 1,
        WarpSize => 32,
    }
}

/// A call of an `i32`-valued AMDGPU intrinsic without operands.
fn intrinsic_i32(cx: &mut FuncCx, name: &str) -> String {
    cx.need(name, "i32", &[]);
    cx.def(format!("call i32 @{name}()"))
}

/// An integer field of the HSA kernel dispatch packet, as an `i32`.
fn dispatch_field(cx: &mut FuncCx, offset: u32, bits: u32) -> String {
    cx.need("llvm.amdgcn.dispatch.ptr", "ptr addrspace(4)", &[]);
    let base = cx.def("call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()");
    let at = cx.def(format!(
        "getelementptr inbounds i8, ptr addrspace(4) {base}, i64 {offset}"
    ));
    let v = cx.def(format!(
        "load i{bits}, ptr addrspace(4) {at}, align {}",
        bits / 8
    ));
    if bits == 32 {
        v
    } else {
        cx.def(format!("zext i{bits} {v} to i32"))
    }
}

/// The lane in the 64-wide wavefront.
fn wave_lane(cx: &mut FuncCx) -> String {
    cx.need("llvm.amdgcn.mbcnt.lo", "i32", &["i32", "i32"]);
    cx.need("llvm.amdgcn.mbcnt.hi", "i32", &["i32", "i32"]);
    let lo = cx.def("call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)");
    cx.def(format!("call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 {lo})"))
}

pub fn gpu(cx: &mut FuncCx, op: GpuOp, result: Option<Value>) -> R<()> {
    use GpuOp::*;
    if !cx.target.is_gpu() {
        // Named as constants already; the barrier has nothing to wait for.
        return Ok(());
    }
    let axis = |x: GpuOp, y: GpuOp| {
        if op == x {
            "x"
        } else if op == y {
            "y"
        } else {
            "z"
        }
    };
    let value = match op {
        Barrier => {
            cx.need("llvm.amdgcn.s.barrier", "void", &[]);
            cx.line("fence syncscope(\"workgroup\") release");
            cx.line("call void @llvm.amdgcn.s.barrier()");
            cx.line("fence syncscope(\"workgroup\") acquire");
            return Ok(());
        }
        ThreadIdX | ThreadIdY | ThreadIdZ => {
            let name = format!("llvm.amdgcn.workitem.id.{}", axis(ThreadIdX, ThreadIdY));
            intrinsic_i32(cx, &name)
        }
        BlockIdX | BlockIdY | BlockIdZ => {
            let name = format!("llvm.amdgcn.workgroup.id.{}", axis(BlockIdX, BlockIdY));
            intrinsic_i32(cx, &name)
        }
        BlockDimX | BlockDimY | BlockDimZ => {
            let i = [BlockDimX, BlockDimY, BlockDimZ]
                .iter()
                .position(|&o| o == op)
                .unwrap_or(0) as u32;
            dispatch_field(cx, 4 + 2 * i, 16)
        }
        GridDimX | GridDimY | GridDimZ => {
            let i = [GridDimX, GridDimY, GridDimZ]
                .iter()
                .position(|&o| o == op)
                .unwrap_or(0) as u32;
            let size = dispatch_field(cx, 4 + 2 * i, 16);
            let grid = dispatch_field(cx, 12 + 4 * i, 32);
            cx.def(format!("udiv i32 {grid}, {size}"))
        }
        LaneId => {
            let lane = wave_lane(cx);
            cx.def(format!("and i32 {lane}, 31"))
        }
        WarpSize => "32".into(),
    };
    if let Some(r) = result {
        copy(cx, &format!("%{r}"), Type::I32, &value);
    }
    Ok(())
}

/// `shfl.sync`: on a CPU the thread's own value; on amdgcn the source
/// lane by PTX's rule, read with `ds_bpermute`.
pub fn warp_shuffle(cx: &mut FuncCx, mode: ShuffleMode, args: &[Value; 4]) -> R<String> {
    let t = cx.ty(args[1])?;
    if t.is_vector() || !matches!(t.bits(), 32 | 64) || t.is_ptr() {
        return Err(format!("warp_shuffle of a {t}"));
    }
    let value = cx.val(args[1])?;
    if !cx.target.is_gpu() {
        return Ok(value);
    }
    for &a in [args[0], args[2], args[3]].iter() {
        if cx.ty(a)? != Type::I32 {
            return Err("warp_shuffle's mask, lane and clamp are i32".into());
        }
    }
    let (b, c) = (cx.val(args[2])?, cx.val(args[3])?);
    let wave = wave_lane(cx);
    let lane = cx.def(format!("and i32 {wave}, 31"));
    let bval = cx.def(format!("and i32 {b}, 31"));
    let cval = cx.def(format!("and i32 {c}, 31"));
    let seg_hi = cx.def(format!("lshr i32 {c}, 8"));
    let seg = cx.def(format!("and i32 {seg_hi}, 31"));
    let not_seg = cx.def(format!("xor i32 {seg}, 31"));
    let min_lane = cx.def(format!("and i32 {lane}, {seg}"));
    let clamp = cx.def(format!("and i32 {cval}, {not_seg}"));
    let max_lane = cx.def(format!("or i32 {min_lane}, {clamp}"));
    let (j, cmp) = match mode {
        ShuffleMode::Up => (cx.def(format!("sub i32 {lane}, {bval}")), "sge"),
        ShuffleMode::Down => (cx.def(format!("add i32 {lane}, {bval}")), "sle"),
        ShuffleMode::Bfly => (cx.def(format!("xor i32 {lane}, {bval}")), "sle"),
        ShuffleMode::Idx => {
            let off = cx.def(format!("and i32 {bval}, {not_seg}"));
            (cx.def(format!("or i32 {min_lane}, {off}")), "sle")
        }
    };
    let ok = cx.def(format!("icmp {cmp} i32 {j}, {max_lane}"));
    let src = cx.def(format!("select i1 {ok}, i32 {j}, i32 {lane}"));
    let half = cx.def(format!("and i32 {wave}, -32"));
    let abs = cx.def(format!("or i32 {half}, {src}"));
    let addr = cx.def(format!("shl i32 {abs}, 2"));
    cx.need("llvm.amdgcn.ds.bpermute", "i32", &["i32", "i32"]);
    let tt = ty(t);
    if t.bits() == 32 {
        let x = if t.lane() == ScalarType::I32 {
            value
        } else {
            cx.def(format!("bitcast {tt} {value} to i32"))
        };
        let r = cx.def(format!(
            "call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {x})"
        ));
        return Ok(format!("bitcast i32 {r} to {tt}"));
    }
    let x = if t.lane() == ScalarType::I64 {
        value
    } else {
        cx.def(format!("bitcast {tt} {value} to i64"))
    };
    let lo = cx.def(format!("trunc i64 {x} to i32"));
    let hi64 = cx.def(format!("lshr i64 {x}, 32"));
    let hi = cx.def(format!("trunc i64 {hi64} to i32"));
    let rlo = cx.def(format!(
        "call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {lo})"
    ));
    let rhi = cx.def(format!(
        "call i32 @llvm.amdgcn.ds.bpermute(i32 {addr}, i32 {hi})"
    ));
    let wlo = cx.def(format!("zext i32 {rlo} to i64"));
    let whi = cx.def(format!("zext i32 {rhi} to i64"));
    let shi = cx.def(format!("shl i64 {whi}, 32"));
    let r = cx.def(format!("or i64 {wlo}, {shi}"));
    Ok(format!("bitcast i64 {r} to {tt}"))
}
