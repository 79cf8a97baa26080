//! GPU operations: a grid of one thread on CPUs (as the Cranelift
//! backend), AMDGPU intrinsics and the HSA dispatch packet on amdgcn,
//! NVVM intrinsics on nvptx64 (the calls clang-19 makes of CUDA's
//! `threadIdx`, `__syncthreads` and `__shfl_*_sync`).
//!
//! Zyme's warps have 32 lanes on every target. A gfx9 wavefront has 64,
//! so on amdgcn a zyme warp is one half of a wavefront: `lane_id` is the
//! wavefront lane modulo 32 and a warp shuffle stays within its half.

use crate::func::{FuncCx, R};
use crate::inst::copy;
use crate::types::ty;
use crate::Target;
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

/// The axis of a per-dimension operation, `x` for the others.
fn axis(op: GpuOp) -> &'static str {
    use GpuOp::*;
    match op {
        ThreadIdY | BlockIdY | BlockDimY | GridDimY => "y",
        ThreadIdZ | BlockIdZ | BlockDimZ | GridDimZ => "z",
        _ => "x",
    }
}

/// 0, 1 or 2 for the x, y or z axis.
fn axis_index(op: GpuOp) -> u32 {
    match axis(op) {
        "x" => 0,
        "y" => 1,
        _ => 2,
    }
}

/// A call of an `i32`-valued intrinsic without operands.
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
    let value = match cx.target {
        // Named as constants already; the barrier has nothing to wait for.
        t if !t.is_gpu() => return Ok(()),
        Target::Nvptx64 { .. } => nvvm(cx, op),
        _ => amdgcn(cx, op),
    };
    if let (Some(r), Some(value)) = (result, value) {
        copy(cx, &format!("%{r}"), Type::I32, &value);
    }
    Ok(())
}

/// A GPU operation on nvptx64: `llvm.nvvm.read.ptx.sreg.*` and the
/// block barrier; `None` for the barrier, which has no value.
fn nvvm(cx: &mut FuncCx, op: GpuOp) -> Option<String> {
    use GpuOp::*;
    let sreg = match op {
        Barrier => {
            cx.need("llvm.nvvm.barrier0", "void", &[]);
            cx.line("call void @llvm.nvvm.barrier0()");
            return None;
        }
        WarpSize => return Some("32".into()),
        ThreadIdX | ThreadIdY | ThreadIdZ => format!("tid.{}", axis(op)),
        BlockIdX | BlockIdY | BlockIdZ => format!("ctaid.{}", axis(op)),
        BlockDimX | BlockDimY | BlockDimZ => format!("ntid.{}", axis(op)),
        GridDimX | GridDimY | GridDimZ => format!("nctaid.{}", axis(op)),
        LaneId => "laneid".into(),
    };
    Some(intrinsic_i32(
        cx,
        &format!("llvm.nvvm.read.ptx.sreg.{sreg}"),
    ))
}

/// A GPU operation on amdgcn; `None` for the barrier.
fn amdgcn(cx: &mut FuncCx, op: GpuOp) -> Option<String> {
    use GpuOp::*;
    Some(match op {
        Barrier => {
            cx.need("llvm.amdgcn.s.barrier", "void", &[]);
            cx.line("fence syncscope(\"workgroup\") release");
            cx.line("call void @llvm.amdgcn.s.barrier()");
            cx.line("fence syncscope(\"workgroup\") acquire");
            return None;
        }
        ThreadIdX | ThreadIdY | ThreadIdZ => {
            intrinsic_i32(cx, &format!("llvm.amdgcn.workitem.id.{}", axis(op)))
        }
        BlockIdX | BlockIdY | BlockIdZ => {
            intrinsic_i32(cx, &format!("llvm.amdgcn.workgroup.id.{}", axis(op)))
        }
        BlockDimX | BlockDimY | BlockDimZ => dispatch_field(cx, 4 + 2 * axis_index(op), 16),
        GridDimX | GridDimY | GridDimZ => {
            let i = axis_index(op);
            let size = dispatch_field(cx, 4 + 2 * i, 16);
            let grid = dispatch_field(cx, 12 + 4 * i, 32);
            cx.def(format!("udiv i32 {grid}, {size}"))
        }
        LaneId => {
            let lane = wave_lane(cx);
            cx.def(format!("and i32 {lane}, 31"))
        }
        WarpSize => "32".into(),
    })
}

/// `shfl.sync`: on a CPU the thread's own value; on nvptx64 the NVVM
/// intrinsic; on amdgcn the source lane by PTX's rule, read with
/// `ds_bpermute`.
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
    if cx.target.is_nvptx() {
        let mask = cx.val(args[0])?;
        return Ok(nvvm_shuffle(cx, mode, t, &value, [&mask, &b, &c]));
    }
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

/// `llvm.nvvm.shfl.sync.MODE.{i32,f32}`; a 64-bit value travels as two
/// 32-bit halves with the same mask, lane and clamp, as CUDA's headers
/// shuffle a `double`.
fn nvvm_shuffle(
    cx: &mut FuncCx,
    mode: ShuffleMode,
    t: Type,
    value: &str,
    ops: [&str; 3],
) -> String {
    let [mask, b, c] = ops;
    let shfl = |cx: &mut FuncCx, lt: &str, suffix: &str, x: &str| {
        let name = format!("llvm.nvvm.shfl.sync.{}.{suffix}", mode.name());
        cx.need(&name, lt, &["i32", lt, "i32", "i32"]);
        format!("call {lt} @{name}(i32 {mask}, {lt} {x}, i32 {b}, i32 {c})")
    };
    match t.lane() {
        ScalarType::F32 => return shfl(cx, "float", "f32", value),
        ScalarType::I32 => return shfl(cx, "i32", "i32", value),
        _ => {}
    }
    let tt = ty(t);
    let x = if t.lane() == ScalarType::I64 {
        value.to_string()
    } else {
        cx.def(format!("bitcast {tt} {value} to i64"))
    };
    let lo = cx.def(format!("trunc i64 {x} to i32"));
    let hi64 = cx.def(format!("lshr i64 {x}, 32"));
    let hi = cx.def(format!("trunc i64 {hi64} to i32"));
    let rlo = shfl(cx, "i32", "i32", &lo);
    let rlo = cx.def(rlo);
    let rhi = shfl(cx, "i32", "i32", &hi);
    let rhi = cx.def(rhi);
    let wlo = cx.def(format!("zext i32 {rlo} to i64"));
    let whi = cx.def(format!("zext i32 {rhi} to i64"));
    let shi = cx.def(format!("shl i64 {whi}, 32"));
    let r = cx.def(format!("or i64 {wlo}, {shi}"));
    format!("bitcast i64 {r} to {tt}")
}
