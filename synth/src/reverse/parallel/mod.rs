//! OpenMP parallel regions in reverse mode (the SC22 design): clang
//! outlines a region's body into a *microtask* `f(gtid*, btid*, captured…)`
//! and runs it on every thread of a team with `__kmpc_fork_call(loc, n,
//! f, captured…)`. The derivative forks twice, with the same team:
//!
//! * the forward sweep forks a wrapper of the microtask's augmented half,
//!   each thread with a tape of its own, whose header it leaves in a table
//!   at its thread number (the table also records the team's size);
//! * the reverse sweep asks for a team of that size again
//!   (`__kmpc_push_num_threads`) and forks a wrapper of the reverse half,
//!   each thread taking its own tape back. A static schedule gives each
//!   thread the iterations it had in the forward sweep, so it reverses its
//!   own chunk.
//!
//! The halves of the microtask, and what it calls
//! ([`team_functions`]), add adjoints into shadow memory other threads
//! may touch atomically; plainly where the address is an iteration's
//! alone (`zyme_analysis::omp`) or on the thread's stack, where at run
//! time it is outside every other thread's footprint (`footprint`: the
//! shadow addresses each thread's forward touched), into the thread's
//! private buffer elsewhere in a footprint (`private`: added to the
//! shadows after the fork in the order of the threads, so the sums are
//! the same from run to run), and everywhere in a team of one thread or,
//! with `ZYME_DETERMINISTIC` set, in a region whose threads reverse one
//! after the other (`Solo`). `sync` reverses
//! the runtime's synchronisation (critical sections in the opposite order
//! of entry, barriers); `lower` rewrites reductions, floats passed by
//! value and pointers passed through their caller's slots before anything
//! is differentiated.

mod footprint;
mod lower;
mod private;
mod sync;

pub(super) use footprint::{FootprintSlots, Footprints};
pub(super) use private::Private;

pub(crate) use lower::prepare;
pub(crate) use sync::{OmpFns, OmpSync};

use super::{Gen, Need, R};
use crate::runtime;
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{FuncId, Inst, IntCC, Linkage, MemFlags, Module, Signature, Type, Value};

/// The functions that may run on the threads of a team, and the
/// microtasks among them whose split halves only fork wrappers call.
#[derive(Default)]
pub(super) struct Teams {
    /// Every microtask a fork runs, and what they call or take the
    /// address of, to a fixpoint. Every function, when a fork's microtask
    /// is not known or a team's code calls through a pointer.
    pub functions: hashbrown::HashSet<FuncId>,
    /// The microtasks no instruction calls directly: their halves get the
    /// tape headers of [`wrapper`], with room for footprints.
    pub forked_only: hashbrown::HashSet<FuncId>,
}

/// The module's [`Teams`].
pub(super) fn team_functions(module: &Module) -> Teams {
    use zyme_ir::InstData;
    let Some(fork) = module.func_by_name(FORK) else {
        return Teams::default();
    };
    let everything = || Teams {
        functions: module.functions.keys().collect(),
        forked_only: Default::default(),
    };
    let mut micros = Vec::new();
    let mut called = hashbrown::HashSet::new();
    for f in module.functions.values() {
        for inst in f.layout.insts() {
            if let InstData::Call { func, args } = &f.dfg.insts[inst] {
                called.insert(*func);
                if *func == fork {
                    match microtask(f, args) {
                        Some(m) => micros.push(m),
                        None => return everything(),
                    }
                }
            }
        }
    }
    let below = zyme_analysis::alias::functions_below(module, &micros);
    if below.calls_indirectly {
        return everything();
    }
    Teams {
        functions: below.functions.into_iter().collect(),
        forked_only: micros.into_iter().filter(|m| !called.contains(m)).collect(),
    }
}

/// What a fork passing a float by value (its bits in an integer) is told.
const FIRSTPRIVATE_FLOAT: &str = "this parallel region receives a float by value \
     (a `firstprivate` double or float, passed as an integer holding its bits) that zyme could \
     not pass by reference instead (the outlined function is used other than by forks, or the \
     bits are neither a cast of the float nor reloaded from where it was just stored), which \
     zyme does not differentiate; leave the variable shared (drop `firstprivate`), or read it \
     through a pointer";

/// The error for a fork that passes a float by value (its bits in an
/// integer), if `args` (the fork's) has one.
pub(crate) fn float_by_value(
    types: &zyme_analysis::types::FuncTypes,
    f: &zyme_ir::Function,
    args: &[Value],
) -> Option<String> {
    args.get(FIXED..)?
        .iter()
        .any(|&a| zyme_analysis::activity::holds_float_bits(types, f, a))
        .then(|| FIRSTPRIVATE_FLOAT.to_string())
}

/// OpenMP's entry point for a parallel region.
pub(crate) const FORK: &str = "__kmpc_fork_call";
/// The arguments of `__kmpc_fork_call` before the captured ones.
const FIXED: usize = 3;
/// Table slots before the threads' tapes: its capacity, the team's size,
/// how many threads have run their reverse in turn (`Solo`).
const TABLE_HEAD: i64 = 3;

pub(crate) use zyme_analysis::activity::fork_microtask as microtask;

/// Goes on where `fits`, calls `abort` where not.
fn abort_unless(b: &mut zyme_ir::FunctionBuilder, fits: Value, abort: FuncId) {
    let ok = b.create_block();
    let over = b.create_block();
    b.brif(fits, ok, &[], over, &[]);
    b.switch_to(over);
    b.call(abort, &[]);
    b.jump(ok, &[]);
    b.switch_to(ok);
}

fn import(module: &mut Module, name: &str, params: &[Type], returns: &[Type]) -> R<FuncId> {
    runtime::libc(
        module,
        name,
        Signature::new(params.to_vec(), returns.to_vec()),
    )
}

impl Gen<'_, '_> {
    /// The kinds the microtask's halves are made for: its thread numbers
    /// constant, each captured argument as the fork passes it.
    fn fork_kinds(&self, args: &[Value]) -> R<Vec<ArgKind>> {
        if let Some(e) = float_by_value(self.vals.types, self.vals.orig, args) {
            return Err(self.err(e));
        }
        let mut kinds = vec![ArgKind::Const, ArgKind::Const];
        kinds.extend(self.callee_kinds(&args[FIXED..])?);
        Ok(kinds)
    }

    /// The outlined function's parameters whose memory, and what it leads
    /// to, nothing writes between the two forks (so its reverse half may
    /// read it again rather than tape it): in a combined derivative, the
    /// captured arguments whose memory (the caller's objects, and those
    /// whose addresses they hold) the outlined function writes through no
    /// parameter, and no instruction of the caller after the fork writes.
    fn fork_stable(&self, inst: Inst, args: &[Value], micro: FuncId) -> super::Stable {
        use std::collections::BTreeSet;
        use zyme_analysis::Object;
        if !matches!(self.t.shape, super::Shape::Combined(_)) {
            return super::Stable::default();
        }
        let module = &*self.rev.module;
        let f = self.vals.orig;
        let pt = self.vals.activity.points_to();
        let written = zyme_analysis::alias::params_written(module, &module.functions[micro]);
        let memory: Vec<BTreeSet<Object>> = args[FIXED..]
            .iter()
            .map(|&a| pt.reached_from(pt.objects(a)))
            .collect();
        let overlap = |a: &BTreeSet<Object>, b: &BTreeSet<Object>| {
            a.iter()
                .any(|&x| b.iter().any(|&y| pt.objects_may_overlap(x, y)))
        };
        let after = insts_after(f, inst);
        // A call after the fork may write memory it finds without being
        // given a pointer (a global, anything that escaped): nothing is
        // stable then.
        let calls_later = after.iter().any(|&w| match &f.dfg.insts[w] {
            zyme_ir::InstData::Call { func, .. } => {
                !zyme_analysis::alias::reads_only(module, *func)
            }
            zyme_ir::InstData::CallIndirect { .. } => true,
            _ => false,
        });
        if calls_later {
            return super::Stable::default();
        }
        let later: Vec<BTreeSet<Object>> = after
            .iter()
            .flat_map(|&w| zyme_analysis::alias::written_pointers(module, f, w))
            .map(|p| pt.objects(p).clone())
            .collect();
        let mut mask = 0u64;
        for (j, m) in memory.iter().enumerate() {
            let k = j + 2;
            let opaque = m.is_empty() || m.iter().any(|o| o.is_opaque());
            if k >= 64 || written.get(k).is_none_or(|&w| w) || opaque {
                continue;
            }
            let clash = memory
                .iter()
                .enumerate()
                .any(|(j2, m2)| written.get(j2 + 2).is_none_or(|&w| w) && overlap(m, m2));
            let rewritten = later.iter().any(|w| w.is_empty() || overlap(m, w));
            if !clash && !rewritten {
                mask |= 1 << k;
            }
        }
        super::Stable(mask)
    }

    fn fork_microtask(&self, args: &[Value]) -> R<FuncId> {
        microtask(self.vals.orig, args).ok_or_else(|| {
            self.err(
                "this __kmpc_fork_call does not name its outlined function; zyme differentiates \
                 parallel regions whose microtask is a function of the module"
                    .into(),
            )
        })
    }

    /// The kinds the fork's outlined function is differentiated for, and
    /// the function each thread runs: the wrapper of its augmented half
    /// (`augmented`) or of its reverse half.
    fn fork_wrapper(
        &mut self,
        inst: Inst,
        args: &[Value],
        augmented: bool,
    ) -> R<(Vec<ArgKind>, FuncId)> {
        let micro = self.fork_microtask(args)?;
        let kinds = self.fork_kinds(args)?;
        let stable = self.fork_stable(inst, args, micro);
        let split = self.rev.split_stable(micro, &kinds, stable)?;
        let half = if augmented {
            split.augmented
        } else {
            split.reverse
        };
        let wrap = wrapper(self.rev.module, micro, &kinds, half, augmented)?;
        Ok((kinds, wrap))
    }

    /// The forward sweep of a fork: the augmented half on every thread,
    /// each thread's tape in the table that becomes the call's extra value.
    pub(super) fn fwd_fork(&mut self, inst: Inst, callee: FuncId, args: &[Value]) -> R<()> {
        let (kinds, wrap) = self.fork_wrapper(inst, args, true)?;
        let max = import(self.rev.module, "omp_get_max_threads", &[], &[Type::I32])?;
        let calloc = import(
            self.rev.module,
            "calloc",
            &[Type::I64, Type::I64],
            &[Type::PTR],
        )?;
        let loc = self.val(args[0])?;
        let mut captured = Vec::new();
        for (i, &a) in args[FIXED..].iter().enumerate() {
            captured.push(self.val(a)?);
            if kinds[i + 2] == ArgKind::Dup {
                captured.push(self.shadow(a)?);
            }
        }
        let mut b = self.b();
        let cap = b.call(max, &[])[0];
        let cap = b.cast(zyme_ir::CastOp::Sext, cap, Type::I64);
        let slots = b.iconst(Type::I64, TABLE_HEAD);
        let n = b.iadd(cap, slots);
        let eight = b.iconst(Type::I64, 8);
        let table = b.call(calloc, &[n, eight])[0];
        b.store(cap, table, MemFlags::aligned(8));
        let count = b.iconst(Type::I32, captured.len() as i64 + 1);
        let addr = b.func_addr(wrap);
        let mut fork_args = vec![loc, count, addr];
        fork_args.extend(captured);
        fork_args.push(table);
        b.call(callee, &fork_args);
        self.fwd.set_extra(inst, table);
        Ok(())
    }

    /// The reverse of a fork: the reverse half on a team of the forward
    /// sweep's size, each thread with its own tape.
    pub(super) fn rev_fork(&mut self, inst: Inst, callee: FuncId, args: &[Value]) -> R<()> {
        let (kinds, wrap) = self.fork_wrapper(inst, args, false)?;
        let gtid = import(
            self.rev.module,
            "__kmpc_global_thread_num",
            &[Type::PTR],
            &[Type::I32],
        )?;
        let push = import(
            self.rev.module,
            "__kmpc_push_num_threads",
            &[Type::PTR, Type::I32, Type::I32],
            &[],
        )?;
        let loc = self.need(Need::Primal(args[0]))?;
        let mut captured = Vec::new();
        for (i, &a) in args[FIXED..].iter().enumerate() {
            captured.push(self.need(Need::Primal(a))?);
            if kinds[i + 2] == ArgKind::Dup {
                captured.push(self.need(Need::Shadow(a))?);
            }
        }
        let table = self.need(Need::Extra(inst))?;
        let mut b = self.b();
        let team_at = b.ptr_add_imm(table, 8);
        let team = b.load(Type::I64, team_at, MemFlags::aligned(8));
        let team = b.cast(zyme_ir::CastOp::Trunc, team, Type::I32);
        let me = b.call(gtid, &[loc])[0];
        b.call(push, &[loc, me, team]);
        let count = b.iconst(Type::I32, captured.len() as i64 + 1);
        let addr = b.func_addr(wrap);
        let mut fork_args = vec![loc, count, addr];
        fork_args.extend(captured);
        fork_args.push(table);
        b.call(callee, &fork_args);
        let release = footprint::release(self.rev.module)?;
        self.b().call(release, &[table]);
        Ok(())
    }
}

/// The instructions of `f` that may run after `inst`: the rest of its
/// block and every block reachable from there (the whole of its own block
/// when it is in a loop).
fn insts_after(f: &zyme_ir::Function, inst: Inst) -> Vec<Inst> {
    let Some(block) = f.layout.inst_block(inst) else {
        return Vec::new();
    };
    let insts = f.layout.block_insts(block);
    let at = insts.iter().position(|&i| i == inst).unwrap_or(0);
    let mut out: Vec<Inst> = insts[at + 1..].to_vec();
    let mut seen = hashbrown::HashSet::new();
    let mut stack = vec![block];
    while let Some(b) = stack.pop() {
        let Some(t) = f.layout.last_inst(b) else {
            continue;
        };
        for call in f.dfg.insts[t].targets_iter() {
            if seen.insert(call.block) {
                out.extend_from_slice(f.layout.block_insts(call.block));
                stack.push(call.block);
            }
        }
    }
    out
}

/// What the reverse of a fork reads: the location, each captured argument
/// (and its shadow when duplicated), the table of tapes.
pub(super) fn fork_needs(
    vals: super::facts::Values,
    inst: Inst,
    args: &[Value],
    out: &mut Vec<Need>,
) -> Option<()> {
    let kinds = super::uses::callee_kinds(vals, args.get(FIXED..)?)?;
    out.push(Need::Primal(args[0]));
    for (&a, k) in args[FIXED..].iter().zip(kinds) {
        out.push(Need::Primal(a));
        if k == ArgKind::Dup {
            out.push(Need::Shadow(a));
        }
    }
    out.push(Need::Extra(inst));
    Some(())
}

/// The function a fork runs on every thread: `(gtid*, btid*, captured and
/// their shadows…, table)`. Forward (`augmented`): a fresh tape (whose
/// header has room for the table and the footprints), the augmented half
/// (for a team of one thread, its copy that records no footprints), the
/// tape's header into the table at the thread's number (and thread 0
/// writes the team's size). Reverse: the thread's tape out of the table,
/// the reverse half (or, for a team of one thread, its copy with plain
/// adds: [`plain_adds_copy`]), the tape's buffer back to the module's
/// spares (`runtime::tape_stash`); the headers are freed after the fork
/// (`footprint::release`), as other threads read their footprints.
fn wrapper(
    module: &mut Module,
    micro: FuncId,
    kinds: &[ArgKind],
    half: FuncId,
    augmented: bool,
) -> R<FuncId> {
    let orig = module.functions[micro].sig.clone();
    let mut params = Vec::new();
    for (i, &t) in orig.params.iter().enumerate() {
        params.push(t);
        if kinds.get(i) == Some(&ArgKind::Dup) {
            params.push(t);
        }
    }
    params.push(Type::PTR);
    let base = format!(
        "{}_{}",
        if augmented {
            "fork_augmented"
        } else {
            "fork_reverse"
        },
        module.functions[micro].name
    );
    let name = crate::forward::fresh_name(module, &base);
    let tid = import(module, "omp_get_thread_num", &[], &[Type::I32])?;
    let team = import(module, "omp_get_num_threads", &[], &[Type::I32])?;
    let calloc = import(module, "calloc", &[Type::I64, Type::I64], &[Type::PTR])?;
    let abort = import(module, "abort", &[], &[])?;
    // Tapes are the module's spare buffers, warm from the last call.
    let take = runtime::tape_take(module)?;
    let stash = runtime::tape_stash(module)?;
    let untracked =
        match module.func_by_name(&footprint::untracked_name(&module.functions[half].name)) {
            Some(copy) if augmented => {
                Some((copy, import(module, "omp_in_parallel", &[], &[Type::I32])?))
            }
            _ => None,
        };
    let solo = if augmented {
        None
    } else {
        Some(Solo::get(module, micro, half)?)
    };
    let f = module
        .declare_function(
            &name,
            Signature::new(params.clone(), vec![]),
            Linkage::Local,
        )
        .map_err(|e| crate::SynthError::new(&name, None, e.to_string()))?;
    let half_params = module.functions[half].sig.params.len();
    let mut b = module.builder(f);
    let entry = b.create_block();
    let vals: Vec<Value> = params.iter().map(|&t| b.append_param(entry, t)).collect();
    b.switch_to(entry);
    let table = *vals.last().expect("the table");
    let me = b.call(tid, &[])[0];
    let me = b.cast(zyme_ir::CastOp::Sext, me, Type::I64);
    let head = b.iconst(Type::I64, TABLE_HEAD);
    let slot = b.iadd(me, head);
    let eight = b.iconst(Type::I64, 8);
    let off = b.imul(slot, eight);
    let at = b.ptr_add(table, off);
    let flags = MemFlags::aligned(8);
    let mut call_args = Vec::with_capacity(half_params);
    if augmented {
        // A thread past the table (a team larger than the most threads
        // OpenMP said it would use) has nowhere to leave its tape.
        let cap = b.load(Type::I64, table, flags);
        let fits = b.icmp(IntCC::Slt, me, cap);
        abort_unless(&mut b, fits, abort);
        let n = b.iconst(Type::I64, footprint::FORK_HEADER as i64);
        let one = b.iconst(Type::I64, 1);
        let tape = b.call(calloc, &[one, n])[0];
        b.call(take, &[tape]);
        footprint::leave_table(&mut b, tape, table);
        call_args.push(tape);
        call_args.extend_from_slice(&vals[..vals.len() - 1]);
        match untracked {
            // A team of one thread records no footprints.
            Some((copy, in_parallel)) => {
                let (team_of_one, team, done) =
                    (b.create_block(), b.create_block(), b.create_block());
                let active = b.call(in_parallel, &[])[0];
                let zero = b.iconst(Type::I32, 0);
                let alone = b.icmp(IntCC::Eq, active, zero);
                b.brif(alone, team_of_one, &[], team, &[]);
                b.switch_to(team_of_one);
                b.call(copy, &call_args);
                b.jump(done, &[]);
                b.switch_to(team);
                b.call(half, &call_args);
                b.jump(done, &[]);
                b.switch_to(done);
            }
            None => {
                b.call(half, &call_args);
            }
        }
        b.store(tape, at, flags);
        let zero = b.iconst(Type::I64, 0);
        let first = b.icmp(IntCC::Eq, me, zero);
        let lead = b.create_block();
        let done = b.create_block();
        b.brif(first, lead, &[], done, &[]);
        b.switch_to(lead);
        let size = b.call(team, &[])[0];
        let size = b.cast(zyme_ir::CastOp::Sext, size, Type::I64);
        let team_at = b.ptr_add_imm(table, 8);
        b.store(size, team_at, flags);
        b.jump(done, &[]);
        b.switch_to(done);
    } else {
        let tape = b.load(Type::PTR, at, flags);
        call_args.push(tape);
        call_args.extend_from_slice(&vals[..vals.len() - 1]);
        solo.expect("made for the reverse")
            .call(&mut b, half, &call_args, table, me);
        // The header stays until the fork returns: other threads read
        // its footprints when they start.
        b.call(stash, &[tape]);
    }
    b.ret(&[]);
    // The wrapper passes its parameters on unchanged (after the half's
    // tape), so the half's `noalias` ones are its own: inlined, the
    // half's loads keep them.
    let noalias: Vec<u32> = module.functions[half]
        .noalias
        .iter()
        .filter_map(|&k| k.checked_sub(1))
        .collect();
    module.functions[f].noalias = noalias;
    Ok(f)
}

/// How a reverse wrapper runs its thread's reverse half when the thread
/// is alone: a team of one thread (no active parallel region around it)
/// runs the copy whose adds are plain; so does every thread of a region
/// without synchronisation when the program runs with
/// `ZYME_DETERMINISTIC` set, one after the other in the order of their
/// numbers, which makes the sums of adjoints several threads add to the
/// same place the same from run to run.
struct Solo {
    /// The reverse half with plain adds ([`plain_adds_copy`]).
    half: FuncId,
    in_parallel: FuncId,
    /// `getenv`, `sched_yield` and the variable's name, for a region the
    /// threads may run one after the other.
    ordered: Option<(FuncId, FuncId, zyme_ir::Global)>,
}

/// The environment variable that asks for reproducible sums.
const DETERMINISTIC: &str = "ZYME_DETERMINISTIC";

impl Solo {
    fn get(module: &mut Module, micro: FuncId, half: FuncId) -> R<Solo> {
        let in_parallel = import(module, "omp_in_parallel", &[], &[Type::I32])?;
        let ordered = if synchronises(module, micro) {
            None
        } else {
            let getenv = import(module, "getenv", &[Type::PTR], &[Type::PTR])?;
            let yield_now = import(module, "sched_yield", &[], &[Type::I32])?;
            let name = format!("__zyme_env.{DETERMINISTIC}");
            let g = match module.global_by_name(&name) {
                Some(g) => g,
                None => {
                    let mut data = DETERMINISTIC.as_bytes().to_vec();
                    data.push(0);
                    module
                        .add_global(zyme_ir::GlobalData {
                            name: name.clone(),
                            size: data.len() as u64,
                            align: 1,
                            constant: true,
                            linkage: Linkage::Local,
                            addr_space: zyme_ir::AddrSpace::GENERIC,
                            init: zyme_ir::GlobalInit::Bytes {
                                data,
                                relocs: Vec::new(),
                            },
                        })
                        .map_err(|e| crate::SynthError::new(&name, None, e.to_string()))?
                }
            };
            Some((getenv, yield_now, g))
        };
        Ok(Solo {
            half: plain_adds_copy(module, half)?,
            in_parallel,
            ordered,
        })
    }

    /// Calls the thread's reverse half (`half`, or the plain copy) with
    /// `args`; `table[2]` counts the threads done in order, `me` is the
    /// thread's number.
    fn call(
        &self,
        b: &mut zyme_ir::FunctionBuilder,
        half: FuncId,
        args: &[Value],
        table: Value,
        me: Value,
    ) {
        let (plain, team, done) = (b.create_block(), b.create_block(), b.create_block());
        let active = b.call(self.in_parallel, &[])[0];
        let zero = b.iconst(Type::I32, 0);
        let alone = b.icmp(IntCC::Eq, active, zero);
        b.brif(alone, plain, &[], team, &[]);
        b.switch_to(team);
        if let Some((getenv, yield_now, name)) = self.ordered {
            let (ordered, parallel) = (b.create_block(), b.create_block());
            let (wait, pass, after) = (b.create_block(), b.create_block(), b.create_block());
            let name = b.global_addr(name);
            let set = b.call(getenv, &[name])[0];
            let null = b.iconst(Type::PTR, 0);
            let asked = b.icmp(IntCC::Ne, set, null);
            b.brif(asked, ordered, &[], parallel, &[]);
            b.switch_to(parallel);
            b.call(half, args);
            b.jump(done, &[]);
            // Wait for the threads numbered below this one, run, then let
            // the next one go.
            b.switch_to(ordered);
            let turn = b.ptr_add_imm(table, 16);
            b.jump(wait, &[]);
            b.switch_to(wait);
            let nothing = b.iconst(Type::I64, 0);
            let seq = zyme_ir::Ordering::SeqCst;
            let now = b.atomic_rmw(zyme_ir::RmwOp::Add, Type::I64, turn, nothing, seq);
            let mine = b.icmp(IntCC::Eq, now, me);
            b.brif(mine, pass, &[], after, &[]);
            b.switch_to(after);
            b.call(yield_now, &[]);
            b.jump(wait, &[]);
            b.switch_to(pass);
            b.call(self.half, args);
            let one = b.iconst(Type::I64, 1);
            b.atomic_rmw(zyme_ir::RmwOp::Add, Type::I64, turn, one, seq);
            b.jump(done, &[]);
        } else {
            b.call(half, args);
            b.jump(done, &[]);
        }
        b.switch_to(plain);
        b.call(self.half, args);
        b.jump(done, &[]);
        b.switch_to(done);
    }
}

/// Whether the outlined function `micro`, or a function it calls or takes
/// the address of, waits for other threads (a barrier, a critical
/// section, a reduction), or it calls through a pointer: its threads
/// cannot run its reverse one after the other.
pub(super) fn synchronises(module: &Module, micro: FuncId) -> bool {
    let below = zyme_analysis::alias::functions_below(module, &[micro]);
    below.calls_indirectly
        || below.functions.iter().any(|&id| {
            let f = &module.functions[id];
            f.layout.insts().any(|inst| match &f.dfg.insts[inst] {
                zyme_ir::InstData::Call { func, .. } => {
                    let name = module
                        .library_name(*func)
                        .unwrap_or(module.functions[*func].name.as_str());
                    OmpSync::of(name).is_some() || name.starts_with("__kmpc_ordered")
                }
                _ => false,
            })
        })
}

/// A copy of the reverse half `half` whose atomic float adds (adjoints
/// added where other threads of a team might add too) are plain loads,
/// adds and stores: what a team of one thread runs, where no other thread
/// can add at the same time. The copy calls what `half` calls.
fn plain_adds_copy(module: &mut Module, half: FuncId) -> R<FuncId> {
    use zyme_ir::InstData;
    let mut f = module.functions[half].clone();
    f.name = crate::forward::fresh_name(module, &format!("{}.alone", f.name));
    f.linkage = Linkage::Local;
    let adds: Vec<Inst> = f
        .layout
        .insts()
        .filter(|&i| {
            matches!(
                f.dfg.insts[i],
                InstData::AtomicRmw {
                    op: zyme_ir::RmwOp::Fadd,
                    ..
                }
            )
        })
        .collect();
    // Uses to rewrite once at the end: a value the copy no longer makes,
    // with what replaces it.
    let mut replaced = hashbrown::HashMap::new();
    for inst in adds {
        let InstData::AtomicRmw {
            ty, args: [p, d], ..
        } = f.dfg.insts[inst]
        else {
            continue;
        };
        let (block, at) = f.layout.position(inst).expect("placed");
        let flags = MemFlags::aligned(ty.bytes());
        let load = f.dfg.make_inst(InstData::Load { ty, ptr: p, flags }, &[ty]);
        let old = f.dfg.first_result(load).expect("a load has a result");
        let sum = f.dfg.make_inst(
            InstData::Binary {
                op: zyme_ir::BinaryOp::Fadd,
                args: [old, d],
            },
            &[ty],
        );
        let new = f.dfg.first_result(sum).expect("an add has a result");
        let store = f.dfg.make_inst(
            InstData::Store {
                args: [new, p],
                flags,
            },
            &[],
        );
        f.layout.insert_inst(load, block, at);
        f.layout.insert_inst(sum, block, at + 1);
        f.layout.insert_inst(store, block, at + 2);
        f.layout.remove_inst(inst);
        // Whatever read the value before the add reads the load.
        if let Some(r) = f.dfg.first_result(inst) {
            replaced.insert(r, old);
        }
    }
    // Alone, every address is the thread's: each footprint's interval is
    // the whole address space.
    if let Some(safe) = module.func_by_name(footprint::SAFE_RANGE) {
        let calls: Vec<Inst> = f
            .layout
            .insts()
            .filter(|&i| matches!(f.dfg.insts[i], InstData::Call { func, .. } if func == safe))
            .collect();
        for call in calls {
            let (block, at) = f.layout.position(call).expect("placed");
            let results = f.dfg.inst_results(call).to_vec();
            for (k, (imm, r)) in [0u64, u64::MAX].into_iter().zip(results).enumerate() {
                let c = f
                    .dfg
                    .make_inst(InstData::Iconst { ty: Type::I64, imm }, &[Type::I64]);
                f.layout.insert_inst(c, block, at + k);
                replaced.insert(r, f.dfg.first_result(c).expect("a constant has a result"));
            }
            f.layout.remove_inst(call);
        }
    }
    if !replaced.is_empty() {
        let insts: Vec<Inst> = f.layout.insts().collect();
        for i in insts {
            f.dfg.insts[i].map_operands(|v| replaced.get(&v).copied().unwrap_or(v));
        }
    }
    module
        .add_function(f)
        .map_err(|e| crate::SynthError::new("a team's reverse half", None, e.to_string()))
}
