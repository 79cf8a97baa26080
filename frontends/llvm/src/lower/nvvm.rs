//! `llvm.nvvm.*` intrinsics: what clang's CUDA device compilation emits
//! for special registers, barriers, warp shuffles, read-only loads and
//! NVPTX's own math, as zyme GPU, memory and math operations.
//!
//! The special registers become `Gpu` operations; `barrier0`,
//! `barrier.sync 0` and `bar.sync 0` the block barrier; `shfl.sync.MODE.
//! {i32,f32}` a `warp_shuffle` with PTX's operands unchanged (the IR takes
//! the same `mask, value, b, c`); `ldg`/`ldu` plain loads; `membar.*`
//! sequentially consistent fences; the rounding-mode and approximate
//! arithmetic (`fma.rn.f`, `sqrt.approx.f`, `ex2.approx.f`, …) the exact
//! operation; the block- and system-scoped atomics `atomicrmw`/`cmpxchg`.
//! `reflect` (`__nvvm_reflect`) is 0: no `__CUDA_FTZ`, no
//! `__CUDA_ARCH` tests taken. Every other `llvm.nvvm.*` is an error that
//! names it.

use super::func::{FnLower, L};
use super::intrinsics::Outcome;
use super::{LowerError, R};
use crate::ast::{CallSite, Value as LValue};
use zyme_ir::{
    BinaryOp, GpuOp, InstData, MathOp, MemFlags, Ordering, RmwOp, ShuffleMode, Type, Value,
};

/// The special register `llvm.nvvm.read.ptx.sreg.NAME` reads.
fn sreg(name: &str) -> Option<GpuOp> {
    Some(match name {
        "tid.x" => GpuOp::ThreadIdX,
        "tid.y" => GpuOp::ThreadIdY,
        "tid.z" => GpuOp::ThreadIdZ,
        "ctaid.x" => GpuOp::BlockIdX,
        "ctaid.y" => GpuOp::BlockIdY,
        "ctaid.z" => GpuOp::BlockIdZ,
        "ntid.x" => GpuOp::BlockDimX,
        "ntid.y" => GpuOp::BlockDimY,
        "ntid.z" => GpuOp::BlockDimZ,
        "nctaid.x" => GpuOp::GridDimX,
        "nctaid.y" => GpuOp::GridDimY,
        "nctaid.z" => GpuOp::GridDimZ,
        "laneid" => GpuOp::LaneId,
        "warpsize" => GpuOp::WarpSize,
        _ => return None,
    })
}

/// NVPTX math spelled with its type and rounding mode (`fma.rn.f`,
/// `sqrt.approx.ftz.f`, `fmax.d`): the operation and its arity. Rounding
/// modes other than round-to-nearest (`.rz`, `.rm`, `.rp`) are not
/// accepted; approximations and flush-to-zero are taken as exact.
fn math(name: &str) -> Option<(MathKind, usize)> {
    let mut parts = name.split('.');
    let op = parts.next()?;
    let rest: Vec<&str> = parts.collect();
    // The last part is the type, f (f32) or d (f64); the verifier checks
    // the operands against it.
    let mods = match rest.split_last() {
        Some((&("f" | "d"), mods)) => mods,
        _ => return None,
    };
    if !mods
        .iter()
        .all(|m| matches!(*m, "rn" | "approx" | "ftz" | "full"))
    {
        return None;
    }
    use MathKind::*;
    Some(match op {
        "fma" => (Op(MathOp::Fma), 3),
        "sqrt" => (Op(MathOp::Sqrt), 1),
        "fabs" => (Op(MathOp::Fabs), 1),
        "fmax" => (Op(MathOp::Maxnum), 2),
        "fmin" => (Op(MathOp::Minnum), 2),
        "ex2" => (Op(MathOp::Exp2), 1),
        "lg2" => (Op(MathOp::Log2), 1),
        "sin" => (Op(MathOp::Sin), 1),
        "cos" => (Op(MathOp::Cos), 1),
        "floor" => (Op(MathOp::Floor), 1),
        "ceil" => (Op(MathOp::Ceil), 1),
        "trunc" => (Op(MathOp::Trunc), 1),
        "round" => (Op(MathOp::Round), 1),
        "rcp" => (Rcp, 1),
        "rsqrt" => (Rsqrt, 1),
        "add" => (Bin(BinaryOp::Fadd), 2),
        "mul" => (Bin(BinaryOp::Fmul), 2),
        "div" => (Bin(BinaryOp::Fdiv), 2),
        _ => return None,
    })
}

#[derive(Clone, Copy)]
enum MathKind {
    Op(MathOp),
    Bin(BinaryOp),
    /// `1 / x`.
    Rcp,
    /// `1 / sqrt(x)`.
    Rsqrt,
}

fn shuffle_mode(name: &str) -> Option<ShuffleMode> {
    Some(match name {
        "up" => ShuffleMode::Up,
        "down" => ShuffleMode::Down,
        "bfly" => ShuffleMode::Bfly,
        "idx" => ShuffleMode::Idx,
        _ => return None,
    })
}

fn unsupported(name: &str) -> LowerError {
    LowerError::bare(format!("intrinsic @llvm.nvvm.{name} is not supported"))
}

fn args(fl: &mut FnLower, call: &CallSite, n: usize, name: &str) -> R<Vec<Value>> {
    if call.args.len() != n {
        return Err(LowerError::bare(format!(
            "@llvm.nvvm.{name} takes {n} arguments, got {}",
            call.args.len()
        )));
    }
    call.args
        .iter()
        .map(|a| fl.op(&a.ty, &a.value)?.one())
        .collect()
}

/// Lowers `llvm.nvvm.NAME` (`name` without the `llvm.nvvm.` prefix).
pub(super) fn call_nvvm(fl: &mut FnLower, name: &str, call: &CallSite) -> R<Outcome> {
    let value = |v: Value| Ok(Outcome::Value(L::One(v)));
    if let Some(reg) = name.strip_prefix("read.ptx.sreg.") {
        let op = sreg(reg).ok_or_else(|| unsupported(name))?;
        args(fl, call, 0, name)?;
        return value(fl.b.gpu(op));
    }
    if let Some(rest) = name.strip_prefix("shfl.sync.") {
        // shfl.sync.MODE.{i32,f32}; the `p` forms also return the
        // in-range predicate, which zyme's shuffle does not.
        let (mode, ty) = rest.split_once('.').ok_or_else(|| unsupported(name))?;
        let mode = shuffle_mode(mode).ok_or_else(|| unsupported(name))?;
        let ty = match ty {
            "i32" => Type::I32,
            "f32" => Type::F32,
            _ => return Err(unsupported(name)),
        };
        let a = args(fl, call, 4, name)?;
        if fl.b.func().dfg.value_type(a[1]) != ty {
            return Err(LowerError::bare(format!(
                "@llvm.nvvm.{name} shuffles a {ty}, got a {}",
                fl.b.func().dfg.value_type(a[1])
            )));
        }
        let r = fl.b.ins_results(InstData::WarpShuffle {
            mode,
            args: [a[0], a[1], a[2], a[3]],
        });
        return value(r[0]);
    }
    match name {
        "barrier0" => {
            args(fl, call, 0, name)?;
            fl.b.barrier();
            return Ok(Outcome::Value(L::none()));
        }
        // Barrier 0 for the whole block is `__syncthreads`; named
        // barriers and thread counts are not modelled.
        "barrier.sync" | "bar.sync" => {
            args(fl, call, 1, name)?;
            if !matches!(call.args[0].value, LValue::Int(0)) {
                return Err(LowerError::bare(format!(
                    "@llvm.nvvm.{name} with a barrier other than a constant 0 is not supported"
                )));
            }
            fl.b.barrier();
            return Ok(Outcome::Value(L::none()));
        }
        "membar.cta" | "membar.gl" | "membar.sys" => {
            args(fl, call, 0, name)?;
            fl.b.fence(Ordering::SeqCst);
            return Ok(Outcome::Value(L::none()));
        }
        "reflect" => {
            let ty = fl.value_type(&call.ret_ty)?;
            return value(fl.b.iconst(ty, 0));
        }
        _ => {}
    }
    if let Some(rest) = name.strip_prefix("atomic.") {
        return atomic(fl, name, rest, call).map(|v| Outcome::Value(L::One(v)));
    }
    if name.starts_with("ldg.global.") || name.starts_with("ldu.global.") {
        // (ptr addrspace(1), i32 align): a load the hardware may serve
        // from the read-only cache; the data does not change in the kernel.
        let ty = fl.value_type(&call.ret_ty)?;
        let p = call
            .args
            .first()
            .ok_or_else(|| LowerError::bare(format!("@llvm.nvvm.{name} takes a pointer")))?;
        let ptr = fl.op(&p.ty, &p.value)?.one()?;
        let align = match call.args.get(1).map(|a| &a.value) {
            Some(&LValue::Int(a)) if (1..=1 << 16).contains(&a) && a.count_ones() == 1 => a as u32,
            _ => ty.bytes().max(1),
        };
        return value(fl.b.load(ty, ptr, MemFlags::aligned(align)));
    }
    if let Some((kind, n)) = math(name) {
        let a = args(fl, call, n, name)?;
        let v = match kind {
            MathKind::Op(op) => fl.b.math(op, &a),
            MathKind::Bin(op) => fl.b.binary(op, a[0], a[1]),
            MathKind::Rcp | MathKind::Rsqrt => {
                let ty = fl.b.func().dfg.value_type(a[0]);
                let one = if ty == Type::F32 {
                    fl.b.f32const(1.0)
                } else {
                    fl.b.f64const(1.0)
                };
                let x = if matches!(kind, MathKind::Rsqrt) {
                    fl.b.math(MathOp::Sqrt, &a)
                } else {
                    a[0]
                };
                fl.b.binary(BinaryOp::Fdiv, one, x)
            }
        };
        return value(v);
    }
    Err(unsupported(name))
}

/// `atomic.OP.gen.{i,f}.{cta,sys}.TYPE.pN` (clang's `__nvvm_atom_cta_*` and
/// `__nvvm_atom_sys_*` builtins) and the older `atomic.load.add.fN.pN`:
/// sequentially consistent read-modify-writes, as clang makes the
/// unscoped builtins; the scope (block or system rather than device) only
/// narrows or widens who may observe the operation, and a launch on one
/// device cannot tell. The wrapping `atomic.load.{inc,dec}.32`
/// (`atomicInc`/`atomicDec`) have no zyme operation.
fn atomic(fl: &mut FnLower, name: &str, rest: &str, call: &CallSite) -> R<Value> {
    let parts: Vec<&str> = rest.split('.').collect();
    let ty = fl.value_type(&call.ret_ty)?;
    let op = match parts.as_slice() {
        ["load", "add", "f32" | "f64", ..] => "fadd",
        ["load", "inc" | "dec", ..] => {
            return Err(LowerError::bare(format!(
                "@llvm.nvvm.{name} (atomicInc/atomicDec, a wrapping increment) is not supported"
            )))
        }
        [op, "gen", kind @ ("i" | "f"), "cta" | "sys", ..] => match (*op, *kind) {
            ("add", "f") => "fadd",
            (op, "i") => op,
            _ => return Err(unsupported(name)),
        },
        _ => return Err(unsupported(name)),
    };
    let rmw = match op {
        "fadd" => RmwOp::Fadd,
        "add" => RmwOp::Add,
        "exch" => RmwOp::Xchg,
        "max" => RmwOp::Smax,
        "min" => RmwOp::Smin,
        "and" => RmwOp::And,
        "or" => RmwOp::Or,
        "xor" => RmwOp::Xor,
        "cas" => {
            let a = args(fl, call, 3, name)?;
            return Ok(fl.b.cmpxchg(ty, a[0], a[1], a[2], Ordering::SeqCst).0);
        }
        _ => return Err(unsupported(name)),
    };
    let a = args(fl, call, 2, name)?;
    Ok(fl.b.atomic_rmw(rmw, ty, a[0], a[1], Ordering::SeqCst))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn math_names() {
        assert!(matches!(
            math("fma.rn.f"),
            Some((MathKind::Op(MathOp::Fma), 3))
        ));
        assert!(matches!(
            math("sqrt.approx.ftz.f"),
            Some((MathKind::Op(MathOp::Sqrt), 1))
        ));
        assert!(matches!(math("rcp.rn.d"), Some((MathKind::Rcp, 1))));
        assert!(math("fma.rz.f").is_none());
        assert!(math("fma.rn").is_none());
        assert!(math("frobnicate.f").is_none());
    }

    #[test]
    fn sregs() {
        assert_eq!(sreg("ctaid.y"), Some(GpuOp::BlockIdY));
        assert_eq!(sreg("warpid"), None);
    }
}
