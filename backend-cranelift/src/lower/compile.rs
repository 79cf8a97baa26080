//! Cranelift's half of a function's compilation, once [`super`] has
//! lowered its body to CLIF: zyme's CLIF passes around Cranelift's
//! e-graph ([`passes`]), then instruction selection and register
//! allocation ([`machine_code`]).
//!
//! Functions are independent here, so a module's functions are compiled
//! on several threads at once ([`compile_all`]), the largest first; the
//! machine code is handed to the module afterwards, in the module's
//! order, so what is defined does not depend on the threads. Register
//! allocation is most of a gradient's compile time (46% of GradBench
//! ht's, whose forward derivative alone took 41 of its 54 ms).

use super::{
    addresses, branch_inputs, copies, countdown, divisions, exits, invariants, lane_loads,
    negations, shared_args, sink_loads, stepped_test, strength,
};
use cranelift_codegen::ir as cl;
use cranelift_codegen::isa::TargetIsa;
use cranelift_codegen::Context;
use cranelift_module::{FuncId as ClFuncId, Module, ModuleReloc};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A function lowered to CLIF, waiting for Cranelift.
pub(super) struct Pending {
    pub cl_id: ClFuncId,
    pub func: cl::Function,
    /// Whether the function has a volatile access (a plain one in CLIF):
    /// its loads keep their order.
    pub volatile: bool,
}

/// What a function is compiled for: the module's ISA, the one that runs
/// Cranelift's e-graph ([`crate::EGRAPH_MAX_INSTS`]), and whether the
/// target has SSE4.1 ([`super::has_sse41`]).
pub(super) struct Targets<'a> {
    pub isa: &'a dyn TargetIsa,
    pub egraph: &'a dyn TargetIsa,
    pub sse41: bool,
}

/// A function's machine code and relocations, ready for the module.
pub(super) struct Compiled {
    code: Vec<u8>,
    alignment: u64,
    relocs: Vec<ModuleReloc>,
}

impl Compiled {
    /// Hands the code to the module as the body of `id`.
    pub fn define(&self, module: &mut dyn Module, id: ClFuncId) -> Result<(), String> {
        module
            .define_function_bytes(id, self.alignment, &self.code, &self.relocs)
            .map_err(|e| format!("{e:?}"))
    }
}

/// Why a function was not compiled.
pub(super) enum Failure {
    /// Cranelift refused the CLIF (its message).
    Rejected(String),
    /// Cranelift panicked: the payload, for the caller to report or
    /// resume.
    Panicked(Box<dyn std::any::Any + Send>),
}

/// A function's CLIF through Cranelift: [`passes`], then
/// [`machine_code`].
fn compile(p: Pending, t: &Targets, regalloc: &mut regalloc2::Ctx) -> Result<Compiled, String> {
    let mut ctx = Context::for_function(p.func);
    passes(&mut ctx, t, p.volatile)?;
    machine_code(&mut ctx, t.isa, regalloc, p.cl_id)
}

/// `Context::optimize`, and after the e-graph (where the function is
/// small enough for it) zyme's own rewrites of the CLIF; the function
/// is then compiled without `Context::compile`, whose own
/// `remove_constant_phis` would undo [`shared_args`].
fn passes(ctx: &mut Context, t: &Targets, volatile: bool) -> Result<(), String> {
    negations::fold(&mut ctx.func);
    divisions::pair(&mut ctx.func);
    ctx.compute_cfg();
    ctx.compute_domtree();
    ctx.eliminate_unreachable_code(t.egraph)
        .map_err(|e| format!("{e:?}"))?;
    ctx.remove_constant_phis(t.egraph)
        .map_err(|e| format!("{e:?}"))?;
    ctx.func.dfg.resolve_all_aliases();
    if ctx.func.dfg.num_insts() <= crate::EGRAPH_MAX_INSTS {
        // Loop addresses regrouped ([`addresses`]), and the
        // loop-invariant values handed to loop headers ([`invariants`])
        // after the removal of constant phis, which those parameters
        // are. Only instructions and parameters change: the flow graph,
        // dominator tree and loops, found once here, stay valid.
        ctx.compute_loop_analysis();
        addresses::regroup(&mut ctx.func, &ctx.loop_analysis);
        // Products of induction variables made by additions
        // ([`strength`]), after the regrouping made addresses' invariant
        // bases.
        if strength::reduce(&mut ctx.func, &ctx.cfg, &ctx.loop_analysis) > 0 {
            ctx.func.dfg.resolve_all_aliases();
        }
        invariants::route(&mut ctx.func, &ctx.cfg, &ctx.loop_analysis);
        let mut plane = cranelift_codegen::control::ControlPlane::default();
        ctx.egraph_pass(t.egraph, &mut plane)
            .map_err(|e| format!("{e:?}"))?;
        // The parameters `invariants` added served the e-graph's
        // placement; as `Context::compile` did, they go again before
        // register allocation (the e-graph pass leaves the flow graph and
        // dominator tree computed anew).
        ctx.remove_constant_phis(t.egraph)
            .map_err(|e| format!("{e:?}"))?;
        ctx.func.dfg.resolve_all_aliases();
        // The copies the e-graph made of one value, merged ([`copies`]).
        ctx.compute_loop_analysis();
        copies::merge(&mut ctx.func, &ctx.domtree, &ctx.cfg, &ctx.loop_analysis);
        // An inner vector loop's integer inputs from outside the loop
        // around it, as its header's parameters ([`invariants`]; the flow
        // graph and loops stay valid: only parameters change).
        invariants::route_inputs(&mut ctx.func, &ctx.cfg, &ctx.loop_analysis);
        // The integers an outermost loop hands on, copied where it
        // exits.
        exits::split(&mut ctx.func, &ctx.loop_analysis);
    } else {
        // Too large for the e-graph, a function still gets the costly
        // products of its loops' counters reduced ([`strength`]): ht's
        // forward derivative, whose skinning loop reads thirteen tangent
        // arrays at `base + (j << 7)`, folded that sum into each access's
        // address, so each access read the array's base, spilled, from
        // its stack slot again (four reloads of one base per row); the
        // rows of two arrays are now pointers stepping by 128.
        ctx.compute_loop_analysis();
        if strength::reduce(&mut ctx.func, &ctx.cfg, &ctx.loop_analysis) > 0 {
            ctx.func.dfg.resolve_all_aliases();
        }
    }
    // After the egraph, which would fold the new tests back.
    countdown::rewrite(&mut ctx.func);
    stepped_test::rewrite(&mut ctx.func);
    // After the egraph, which places pure arithmetic after the loads.
    // One count of uses for the passes up to the split of shared
    // arguments: the ones between keep it exact or only move instructions.
    ctx.func.dfg.resolve_all_aliases();
    let mut uses = sink_loads::use_counts(&ctx.func);
    // Before the loads move: the insertions' loads move with them.
    if !volatile && t.sse41 {
        lane_loads::fold(&mut ctx.func, &mut uses);
    }
    if !volatile {
        sink_loads::sink(&mut ctx.func, &uses);
    }
    // After the loads moved: the exit test goes below them.
    branch_inputs::sink(&mut ctx.func);
    shared_args::split(&mut ctx.func, &uses);
    shared_args::split_reused(&mut ctx.func);
    Ok(())
}

/// What `Context::compile` does after `Context::optimize` (which
/// [`passes`] did itself): verification where the flags ask for it,
/// instruction selection and register allocation; the machine code with
/// its relocations.
fn machine_code(
    ctx: &mut Context,
    isa: &dyn TargetIsa,
    regalloc: &mut regalloc2::Ctx,
    id: ClFuncId,
) -> Result<Compiled, String> {
    ctx.compute_cfg();
    ctx.compute_domtree();
    if isa.flags().enable_verifier() {
        ctx.verify(isa).map_err(|e| e.to_string())?;
    }
    let mut plane = cranelift_codegen::control::ControlPlane::default();
    let stencil = isa
        .compile_function(&ctx.func, &ctx.domtree, regalloc, false, &mut plane)
        .map_err(|e| format!("{e:?}"))?;
    let code = stencil.apply_params(&ctx.func.params);
    let relocs = code
        .buffer
        .relocs()
        .iter()
        .map(|r| ModuleReloc::from_mach_reloc(r, &ctx.func, id))
        .collect();
    Ok(Compiled {
        code: code.code_buffer().to_vec(),
        alignment: u64::from(code.buffer.alignment),
        relocs,
    })
}

/// CLIF instructions per thread below which a thread is not worth its
/// start (about a millisecond of compiling against tens of microseconds).
const INSTS_PER_THREAD: usize = 500;

/// How many threads compile `pending`: the machine's parallelism, or
/// `ZYME_THREADS` where it is set (1: all on the calling thread), at
/// most one per function and per [`INSTS_PER_THREAD`] instructions.
pub(super) fn threads(pending: &[Pending]) -> usize {
    let insts: usize = pending.iter().map(|p| p.func.dfg.num_insts()).sum();
    let most = pending.len().min(1 + insts / INSTS_PER_THREAD);
    if most <= 1 {
        // Without asking the system (which reads the process's cgroup
        // files): a small module compiles on the calling thread.
        return 1;
    }
    let wanted = std::env::var("ZYME_THREADS")
        .ok()
        .and_then(|v| v.trim().parse::<usize>().ok())
        .filter(|&n| n > 0)
        .unwrap_or_else(cores);
    wanted.min(most).max(1)
}

/// The machine's parallelism, asked once per process.
fn cores() -> usize {
    static CORES: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Compiles every pending function on `threads` threads (the calling
/// one among them), the largest functions first (so that the longest is not
/// started last); the outcomes in `pending`'s order. A panic in
/// Cranelift is caught and returned with its function.
pub(super) fn compile_all(
    pending: Vec<Pending>,
    t: &Targets,
    threads: usize,
) -> Vec<Result<Compiled, Failure>> {
    let n = pending.len();
    let sizes: Vec<usize> = pending.iter().map(|p| p.func.dfg.num_insts()).collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(sizes[i]));
    let slots: Vec<Mutex<Option<Pending>>> =
        pending.into_iter().map(|p| Mutex::new(Some(p))).collect();
    let next = AtomicUsize::new(0);
    let work = || {
        let mut regalloc = regalloc2::Ctx::default();
        let mut done = Vec::new();
        loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(&i) = order.get(k) else {
                return done;
            };
            let p = slots[i]
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
                .expect("each function is taken once");
            let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                compile(p, t, &mut regalloc)
            }));
            done.push((
                i,
                match outcome {
                    Ok(Ok(c)) => Ok(c),
                    Ok(Err(e)) => Err(Failure::Rejected(e)),
                    Err(panic) => {
                        // The allocator's buffers may be half-way.
                        regalloc = regalloc2::Ctx::default();
                        Err(Failure::Panicked(panic))
                    }
                },
            ));
        }
    };
    let mut done = if threads <= 1 {
        work()
    } else {
        std::thread::scope(|s| {
            // A thread the system refuses is work for the others.
            let helpers: Vec<_> = (1..threads)
                .map_while(|_| std::thread::Builder::new().spawn_scoped(s, work).ok())
                .collect();
            let mut done = work();
            for h in helpers {
                // A worker catches every panic of Cranelift's: one that
                // escapes is a bug of this loop.
                done.extend(h.join().expect("a compile worker panicked"));
            }
            done
        })
    };
    // Each function was taken once: in `pending`'s order again.
    done.sort_by_key(|&(i, _)| i);
    done.into_iter().map(|(_, outcome)| outcome).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{sum_loop_function, test_function, test_isa};
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{types, InstBuilder, MemFlagsData};

    /// Functions of different sizes: a loop, and straight-line sums of
    /// `n` products.
    fn functions() -> Vec<cl::Function> {
        let mut out = vec![sum_loop_function(false, |b, l| {
            let next = b.ins().iadd_imm_s(l.i, 1);
            let done = b.ins().icmp(IntCC::Equal, next, l.n);
            let at = b.ins().iadd(l.p, l.i);
            let x = b.ins().load(types::F64, MemFlagsData::new(), at, 0);
            let sum = b.ins().fadd(l.acc, x);
            l.close(b, done, next, sum);
        })];
        for n in [1, 40, 7, 120] {
            out.push(test_function(
                &[types::F64; 2],
                &[types::F64],
                |b, entry| {
                    let [x, y] = [0, 1].map(|i| b.block_params(entry)[i]);
                    let mut s = x;
                    for _ in 0..n {
                        let p = b.ins().fmul(s, y);
                        s = b.ins().fadd(p, x);
                    }
                    b.ins().return_(&[s]);
                },
            ));
        }
        out
    }

    fn pending(funcs: Vec<cl::Function>) -> Vec<Pending> {
        funcs
            .into_iter()
            .enumerate()
            .map(|(i, func)| Pending {
                cl_id: ClFuncId::from_u32(i as u32),
                func,
                volatile: false,
            })
            .collect()
    }

    fn codes(outcomes: Vec<Result<Compiled, Failure>>) -> Vec<Option<Vec<u8>>> {
        outcomes
            .into_iter()
            .map(|o| o.ok().map(|c| c.code))
            .collect()
    }

    /// `f` with the test ISA as both targets.
    fn with_targets<R>(f: impl FnOnce(&Targets) -> R) -> R {
        let isa = test_isa();
        f(&Targets {
            isa: &*isa,
            egraph: &*isa,
            sse41: false,
        })
    }

    #[test]
    fn the_code_does_not_depend_on_the_threads() {
        with_targets(|t| {
            let one = codes(compile_all(pending(functions()), t, 1));
            assert!(one.iter().all(Option::is_some));
            for threads in [2, 3, 8] {
                let many = codes(compile_all(pending(functions()), t, threads));
                assert_eq!(one, many, "{threads} threads");
            }
            // The longest straight line is the longest code, in its place.
            let len = |i: usize| one[i].as_ref().unwrap().len();
            assert!(len(4) > len(2) && len(2) > len(1), "outcomes out of order");
        })
    }

    #[test]
    fn a_function_cranelift_refuses_fails_alone() {
        let mut funcs = functions();
        // An integer addition of floats: no instruction selects it.
        funcs.insert(
            2,
            test_function(&[types::F64; 2], &[types::F64], |b, entry| {
                let [x, y] = [0, 1].map(|i| b.block_params(entry)[i]);
                let s = b.ins().iadd(x, y);
                b.ins().return_(&[s]);
            }),
        );
        let outcomes = with_targets(|t| compile_all(pending(funcs), t, 3));
        for (i, o) in outcomes.iter().enumerate() {
            assert_eq!(o.is_err(), i == 2, "function {i}");
        }
    }

    #[test]
    fn threads_are_bounded_by_the_work() {
        let small = pending(functions().into_iter().take(2).collect());
        assert_eq!(threads(&small), 1, "two small functions share one thread");
        assert_eq!(threads(&[]), 1);
    }
}
