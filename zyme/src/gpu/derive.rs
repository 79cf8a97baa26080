//! Derivative kernels: `zyme grad-kernel`. The gradient of a kernel is a
//! kernel (`NAME_grad`) whose parameters are the primal's with each `dup`
//! buffer followed by its shadow, Enzyme's convention: launched like the
//! primal, with the shadows of its outputs holding the adjoints to
//! propagate, it leaves in the shadows of its inputs the gradient added
//! to what they held. The tangent kernel (`NAME_fwd`) takes the same
//! parameters and writes the tangents of the outputs into their shadows.

use crate::driver::{self, AdPipeline, SynthPolicy};
use crate::Error;
use zyme_ir::autodiff::{AdRequests, ArgKind, ForwardOptions, Mode, PlacedRequest, Request};
use zyme_ir::{FuncId, Linkage, Module};

/// Which derivative kernel to make.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum KernelDerivative {
    /// Reverse mode, combined (`NAME_grad`).
    Gradient,
    /// Forward mode (`NAME_fwd`).
    Tangent,
    /// Reverse mode, split (`NAME_augmented` and `NAME_reverse`).
    Split,
}

/// Bytes of tape header a split kernel pair takes per thread of the grid.
pub const TAPE_BYTES_PER_THREAD: u64 = zyme_ir::autodiff::tape::HEADER_BYTES;

impl KernelDerivative {
    /// The suffix of the derivative kernel's name.
    pub fn suffix(self) -> &'static str {
        match self {
            KernelDerivative::Gradient => "_grad",
            KernelDerivative::Tangent => "_fwd",
            KernelDerivative::Split => "_augmented",
        }
    }

    fn mode(self) -> Mode {
        match self {
            KernelDerivative::Gradient => Mode::Reverse(Default::default()),
            KernelDerivative::Tangent => Mode::Forward(ForwardOptions::default()),
            KernelDerivative::Split => Mode::Split,
        }
    }
}

/// Adds to `module` the derivative kernel of the kernel `kernel` for the
/// argument kinds `kinds` (`const` or `dup` each; a kernel returns
/// nothing, so nothing can be `active`), made by the driver with
/// `pipeline` around synthesis and `policy` in it. Returns the new kernel
/// (the augmented one of a split pair).
pub fn derivative_kernel(
    module: &mut Module,
    kernel: &str,
    kinds: &[ArgKind],
    what: KernelDerivative,
    pipeline: AdPipeline,
    policy: &SynthPolicy,
) -> Result<FuncId, Error> {
    let f = module
        .func_by_name(kernel)
        .ok_or_else(|| Error::NoSuchFunction(kernel.to_string()))?;
    if !module.functions[f].kernel {
        return Err(Error::NotKernel(kernel.to_string()));
    }
    let request = Request::new(f, kinds, what.mode());
    request
        .validate(&module.functions[f].sig)
        .map_err(|source| Error::Request {
            function: kernel.to_string(),
            source,
        })?;
    let (sig, second_sig) = request.signatures(module);
    let placed = match second_sig {
        None => {
            let name = format!("{kernel}{}", what.suffix());
            let id = module.declare_function(&name, sig, Linkage::Export)?;
            module.functions[id].kernel = true;
            PlacedRequest {
                request,
                first: id,
                second: None,
                at: None,
                exposed: true,
            }
        }
        Some(second_sig) => {
            // The halves are device functions the two kernels call.
            let aug =
                module.declare_function(&format!("{kernel}.augmented"), sig, Linkage::Local)?;
            let rev = module.declare_function(
                &format!("{kernel}.reverse"),
                second_sig,
                Linkage::Local,
            )?;
            PlacedRequest {
                request,
                first: aug,
                second: Some(rev),
                at: None,
                exposed: true,
            }
        }
    };
    let ad = AdRequests {
        requests: vec![placed.clone()],
        ..Default::default()
    };
    driver::differentiate_with(module, &ad, pipeline, policy).map_err(|error| Error::Ad {
        file: None,
        error: Box::new(error),
    })?;
    match placed.second {
        None => Ok(placed.first),
        Some(rev) => {
            let aug = per_thread_tape_kernel(module, &format!("{kernel}_augmented"), placed.first)?;
            per_thread_tape_kernel(module, &format!("{kernel}_reverse"), rev)?;
            Ok(aug)
        }
    }
}

/// A kernel `name` taking `half`'s parameters after its tape, then the
/// tape headers: each thread calls `half` with its own header.
fn per_thread_tape_kernel(module: &mut Module, name: &str, half: FuncId) -> Result<FuncId, Error> {
    use zyme_ir::{CastOp, GpuOp, Signature, Type};
    let params = module.functions[half].sig.params[1..].to_vec();
    let mut kparams = params.clone();
    kparams.push(Type::PTR);
    let k = module.declare_function(name, Signature::new(kparams, []), Linkage::Export)?;
    module.functions[k].kernel = true;
    let mut b = module.builder(k);
    let entry = b.create_block();
    let ps = b.append_signature_params(entry);
    b.switch_to(entry);
    let id = |ops: [GpuOp; 3], b: &mut zyme_ir::FunctionBuilder| {
        ops.map(|op| {
            let v = b.gpu(op);
            b.cast(CastOp::Zext, v, Type::I64)
        })
    };
    let [tx, ty, tz] = id(
        [GpuOp::ThreadIdX, GpuOp::ThreadIdY, GpuOp::ThreadIdZ],
        &mut b,
    );
    let [dx, dy, dz] = id(
        [GpuOp::BlockDimX, GpuOp::BlockDimY, GpuOp::BlockDimZ],
        &mut b,
    );
    let [bx, by, bz] = id([GpuOp::BlockIdX, GpuOp::BlockIdY, GpuOp::BlockIdZ], &mut b);
    let [gx, gy, _] = id([GpuOp::GridDimX, GpuOp::GridDimY, GpuOp::GridDimZ], &mut b);
    // The thread's linear id in the grid: its block's, times the threads
    // of a block, plus its own in the block.
    let lin3 = |b: &mut zyme_ir::FunctionBuilder, [x, y, z]: [zyme_ir::Value; 3], sx, sy| {
        let zy = b.imul(z, sy);
        let row = b.iadd(zy, y);
        let rx = b.imul(row, sx);
        b.iadd(rx, x)
    };
    let block = lin3(&mut b, [bx, by, bz], gx, gy);
    let thread = lin3(&mut b, [tx, ty, tz], dx, dy);
    let dxy = b.imul(dx, dy);
    let per_block = b.imul(dxy, dz);
    let first = b.imul(block, per_block);
    let gid = b.iadd(first, thread);
    let size = b.iconst(Type::I64, TAPE_BYTES_PER_THREAD as i64);
    let off = b.imul(gid, size);
    let tapes = *ps.last().expect("the tape headers");
    let header = b.ptr_add(tapes, off);
    let mut args = vec![header];
    args.extend_from_slice(&ps[..params.len()]);
    b.call(half, &args);
    b.ret(&[]);
    Ok(k)
}

/// The optimisations of GPU derivatives that can be switched off, by
/// name, with what each does.
pub const OPTIMIZATIONS: &[(&str, &str)] = &[
    (
        "recompute",
        "values the reverse reads are recomputed from their operands rather than cached",
    ),
    (
        "min-cut",
        "which values to cache and which to recompute from them is a minimum cut in tape bytes",
    ),
    (
        "reload",
        "loads of memory the kernel never writes are read again rather than cached",
    ),
    (
        "loop-invariant",
        "values of blocks that run once are kept in a slot for every reverse read, not taped per read",
    ),
    (
        "phi-unwrap",
        "loops with a constant trip count are reversed by a counter, not by taped edges and counters",
    ),
    (
        "shared-records",
        "a value the reverses of several blocks of one iteration read is taped once, not once per block",
    ),
    (
        "thread-local",
        "adjoints to memory only this thread touches are added without atomics",
    ),
    (
        "warp-reduce",
        "adjoints every lane adds to one address are summed across the warp, then added once",
    ),
    (
        "heap-to-stack",
        "tapes live in local memory (sized to their bound when it is known, else a 1 KiB buffer the heap takes over when full), not on the device heap",
    ),
];

/// The default policy with the named optimisations (of
/// [`OPTIMIZATIONS`]) switched off.
pub fn policy_without(names: &[&str]) -> Result<SynthPolicy, String> {
    let mut p = SynthPolicy::default();
    for &name in names {
        match name {
            "recompute" => {
                p.cache.max_recompute_depth = 0;
                p.cache.tape_free_depth = 0;
                p.cache.device_tape_free_depth = 0;
            }
            "min-cut" => p.cache.min_cut = false,
            "reload" => p.cache.reload = false,
            "phi-unwrap" => p.cache.unwrap_phis = false,
            "shared-records" => p.cache.share_records = false,
            "loop-invariant" => p.cache.keep_once = false,
            "thread-local" => p.gpu.thread_local = false,
            "warp-reduce" => p.gpu.warp_reduce = false,
            "heap-to-stack" => p.gpu.stack_tape = false,
            other => {
                let known: Vec<&str> = OPTIMIZATIONS.iter().map(|o| o.0).collect();
                return Err(format!(
                    "unknown optimisation `{other}` (known: {})",
                    known.join(", ")
                ));
            }
        }
    }
    Ok(p)
}
