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
//! The halves of the microtask add adjoints into shadow memory other
//! threads may touch atomically ([`super::facts::Facts::threaded`]).

use super::{Gen, Need, R};
use crate::runtime;
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{FuncId, Inst, IntCC, Linkage, MemFlags, Module, Signature, Type, Value};

/// What a fork passing a float by value (its bits in an integer) is told.
pub(crate) const FIRSTPRIVATE_FLOAT: &str = "this parallel region receives a float by value \
     (a `firstprivate` double or float, passed as an integer holding its bits reloaded from the \
     slot it was spilled to, as at -O0), which zyme does not differentiate; build with -O1 or \
     higher (where zyme passes it by reference), leave the variable shared (drop \
     `firstprivate`), or read it through a pointer";

/// OpenMP's entry point for a parallel region.
pub(crate) const FORK: &str = "__kmpc_fork_call";
/// The arguments of `__kmpc_fork_call` before the captured ones.
const FIXED: usize = 3;
/// Table slots before the threads' tapes: its capacity, the team's size.
const TABLE_HEAD: i64 = 2;

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
        if args[FIXED..]
            .iter()
            .any(|&a| zyme_analysis::activity::holds_float_bits(self.vals.types, self.vals.orig, a))
        {
            return Err(self.err(FIRSTPRIVATE_FLOAT.into()));
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

    /// The forward sweep of a fork: the augmented half on every thread,
    /// each thread's tape in the table that becomes the call's extra value.
    pub(super) fn fwd_fork(&mut self, inst: Inst, callee: FuncId, args: &[Value]) -> R<()> {
        let micro = self.fork_microtask(args)?;
        let kinds = self.fork_kinds(args)?;
        let stable = self.fork_stable(inst, args, micro);
        let split = self.rev.split_stable(micro, &kinds, stable)?;
        let wrap = wrapper(self.rev.module, micro, &kinds, split.augmented, true)?;
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
        let micro = self.fork_microtask(args)?;
        let kinds = self.fork_kinds(args)?;
        let stable = self.fork_stable(inst, args, micro);
        let split = self.rev.split_stable(micro, &kinds, stable)?;
        let wrap = wrapper(self.rev.module, micro, &kinds, split.reverse, false)?;
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
        let free = import(self.rev.module, "free", &[Type::PTR], &[])?;
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
        b.call(free, &[table]);
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
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![block];
    while let Some(b) = stack.pop() {
        let Some(t) = f.layout.last_inst(b) else {
            continue;
        };
        for call in f.dfg.insts[t].targets() {
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
/// their shadows…, table)`. Forward (`augmented`): a fresh tape, the
/// augmented half, the tape's header into the table at the thread's
/// number (and thread 0 writes the team's size). Reverse: the thread's
/// tape out of the table, the reverse half, the tape freed.
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
    let free = import(module, "free", &[Type::PTR], &[])?;
    let abort = import(module, "abort", &[], &[])?;
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
        let n = b.iconst(Type::I64, runtime::TAPE_HEADER as i64);
        let one = b.iconst(Type::I64, 1);
        let tape = b.call(calloc, &[one, n])[0];
        call_args.push(tape);
        call_args.extend_from_slice(&vals[..vals.len() - 1]);
        b.call(half, &call_args);
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
        b.call(half, &call_args);
        let buf = b.load(Type::PTR, tape, flags);
        b.call(free, &[buf]);
        b.call(free, &[tape]);
    }
    b.ret(&[]);
    Ok(f)
}

/// The OpenMP runtime's synchronisation, in derivatives: a reduction's
/// combining step is taken under a critical section (as the runtime's
/// `critical` method does, with the reduction's own lock) rather than
/// by the runtime's tree, which would combine the threads' private copies
/// out of zyme's sight; the reverse of a critical section is a critical
/// section, entered where the forward one was left, and the reverse of a
/// barrier a barrier.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum OmpSync {
    /// `__kmpc_reduce(_nowait)(loc, gtid, n, size, list, f, lock)`.
    Reduce,
    /// `__kmpc_end_reduce(_nowait)(loc, gtid, lock)`; the blocking form
    /// ends with a barrier.
    EndReduce { blocking: bool },
    /// `__kmpc_critical(loc, gtid, lock)`.
    Critical,
    /// `__kmpc_end_critical(loc, gtid, lock)`.
    EndCritical,
    /// `__kmpc_barrier(loc, gtid)`.
    Barrier,
}

impl OmpSync {
    pub(crate) fn of(name: &str) -> Option<OmpSync> {
        Some(match name {
            "__kmpc_reduce" | "__kmpc_reduce_nowait" => OmpSync::Reduce,
            "__kmpc_end_reduce" => OmpSync::EndReduce { blocking: true },
            "__kmpc_end_reduce_nowait" => OmpSync::EndReduce { blocking: false },
            "__kmpc_critical" => OmpSync::Critical,
            "__kmpc_end_critical" => OmpSync::EndCritical,
            "__kmpc_barrier" => OmpSync::Barrier,
            _ => return None,
        })
    }
}

/// The runtime functions the synchronisation of derivatives calls.
pub(crate) struct OmpFns {
    critical: FuncId,
    end_critical: FuncId,
    barrier: FuncId,
    gtid: FuncId,
}

impl OmpFns {
    pub(crate) fn get(module: &mut Module) -> R<OmpFns> {
        let lock = [Type::PTR, Type::I32, Type::PTR];
        Ok(OmpFns {
            critical: import(module, "__kmpc_critical", &lock, &[])?,
            end_critical: import(module, "__kmpc_end_critical", &lock, &[])?,
            barrier: import(module, "__kmpc_barrier", &[Type::PTR, Type::I32], &[])?,
            gtid: import(
                module,
                "__kmpc_global_thread_num",
                &[Type::PTR],
                &[Type::I32],
            )?,
        })
    }

    /// The forward sweep's (and forward mode's) form of `sync` called
    /// with `prim`: the value of its result (a reduction: 1, "this thread
    /// combines its copy, the lock held").
    pub(crate) fn forward(
        &self,
        b: &mut zyme_ir::FunctionBuilder,
        sync: OmpSync,
        prim: &[Value],
    ) -> Option<Value> {
        match sync {
            OmpSync::Reduce => {
                b.call(self.critical, &[prim[0], prim[1], prim[6]]);
                Some(b.iconst(Type::I32, 1))
            }
            OmpSync::EndReduce { blocking } => {
                b.call(self.end_critical, &[prim[0], prim[1], prim[2]]);
                if blocking {
                    b.call(self.barrier, &[prim[0], prim[1]]);
                }
                None
            }
            OmpSync::Critical => {
                b.call(self.critical, &[prim[0], prim[1], prim[2]]);
                None
            }
            OmpSync::EndCritical => {
                b.call(self.end_critical, &[prim[0], prim[1], prim[2]]);
                None
            }
            OmpSync::Barrier => {
                b.call(self.barrier, &[prim[0], prim[1]]);
                None
            }
        }
    }

    /// The reverse sweep's form: a section's end waits for its turn
    /// ([`OrderFns`]), its start gives the turn back, a barrier stays one
    /// (`loc` is the call's location, the thread's number asked again).
    pub(crate) fn reverse(
        &self,
        b: &mut zyme_ir::FunctionBuilder,
        order: &OrderFns,
        sync: OmpSync,
        loc: Value,
    ) {
        match sync {
            OmpSync::Reduce | OmpSync::Critical => {
                b.call(order.leave, &[]);
            }
            OmpSync::EndReduce { blocking } => {
                if blocking {
                    let gtid = b.call(self.gtid, &[loc])[0];
                    b.call(self.barrier, &[loc, gtid]);
                }
                b.call(order.wait, &[]);
            }
            OmpSync::EndCritical => {
                b.call(order.wait, &[]);
            }
            OmpSync::Barrier => {
                let gtid = b.call(self.gtid, &[loc])[0];
                b.call(self.barrier, &[loc, gtid]);
            }
        }
    }
}

impl Gen<'_, '_> {
    /// The OpenMP synchronisation `inst` is, if it is one.
    pub(super) fn omp_sync(&self, inst: Inst) -> Option<(OmpSync, Vec<Value>)> {
        let zyme_ir::InstData::Call { func, args } = &self.vals.orig.dfg.insts[inst] else {
            return None;
        };
        let name = self.rev.module.library_name(*func)?;
        Some((OmpSync::of(name)?, args.clone()))
    }

    /// The forward sweep of an OpenMP synchronisation call: a section
    /// entered takes its ticket ([`OrderFns`]).
    pub(super) fn fwd_omp_sync(&mut self, inst: Inst, sync: OmpSync, args: &[Value]) -> R<()> {
        let fns = OmpFns::get(self.rev.module)?;
        let order = OrderFns::get(self.rev.module)?;
        let prim: Vec<Value> = args.iter().map(|&a| self.val(a)).collect::<R<_>>()?;
        let mut b = self.b();
        let out = fns.forward(&mut b, sync, &prim);
        if matches!(sync, OmpSync::Reduce | OmpSync::Critical) {
            b.call(order.enter, &[]);
        }
        if let (Some(v), Some(&r)) = (out, self.vals.orig.dfg.inst_results(inst).first()) {
            self.fwd.set_val(r, v);
        }
        Ok(())
    }

    /// The reverse of an OpenMP synchronisation call (whatever its
    /// activity: the reverse sweep synchronises where the forward did).
    pub(super) fn rev_omp_sync(&mut self, sync: OmpSync, args: &[Value]) -> R<()> {
        let fns = OmpFns::get(self.rev.module)?;
        let order = OrderFns::get(self.rev.module)?;
        let orig = self.vals.orig;
        let loc = match orig.dfg.values[args[0]].def {
            zyme_ir::ValueDef::Result(i, _) => match orig.dfg.insts[i] {
                zyme_ir::InstData::GlobalAddr { global } => Some(global),
                _ => None,
            },
            zyme_ir::ValueDef::Param(..) => None,
        };
        let Some(loc) = loc else {
            return Err(self.err(
                "the reverse of this OpenMP synchronisation needs its location to be a global, \
                 as clang makes it"
                    .into(),
            ));
        };
        let mut b = self.b();
        let loc = b.global_addr(loc);
        fns.reverse(&mut b, &order, sync, loc);
        Ok(())
    }
}

/// Makes every OpenMP reduction of `module` combine under a critical
/// section: `r = __kmpc_reduce(_nowait)(loc, gtid, n, size, list, f,
/// lock)` followed by `switch r` becomes `__kmpc_critical(loc, gtid,
/// lock)` and a jump to the switch's case 1 (the thread combines its
/// copy into the shared one, the lock held), `__kmpc_end_reduce(_nowait)`
/// becomes `__kmpc_end_critical` (and a barrier for the blocking form),
/// and the blocks only the other cases reached (the atomic method's
/// compare-and-swap loops) go. The runtime's tree method would combine the
/// threads' private copies by calling `f` out of zyme's sight, where no
/// derivative follows; the program computes the same reduction either
/// way. A reduction whose result has other uses is left as it is.
pub(crate) fn lower_reductions(module: &mut Module) -> R<()> {
    let has = |m: &Module, n: &str| m.func_by_name(n).is_some();
    if !["__kmpc_reduce", "__kmpc_reduce_nowait"]
        .iter()
        .any(|n| has(module, n))
    {
        return Ok(());
    }
    let lock = [Type::PTR, Type::I32, Type::PTR];
    let critical = import(module, "__kmpc_critical", &lock, &[])?;
    let end_critical = import(module, "__kmpc_end_critical", &lock, &[])?;
    let barrier = import(module, "__kmpc_barrier", &[Type::PTR, Type::I32], &[])?;
    let ids: Vec<FuncId> = module.functions.keys().collect();
    for id in ids {
        let names: Vec<(Inst, Option<OmpSync>)> = {
            let f = &module.functions[id];
            f.layout
                .insts()
                .filter_map(|inst| match &f.dfg.insts[inst] {
                    zyme_ir::InstData::Call { func, .. } => {
                        Some((inst, module.library_name(*func).and_then(OmpSync::of)))
                    }
                    _ => None,
                })
                .filter(|(_, s)| matches!(s, Some(OmpSync::Reduce | OmpSync::EndReduce { .. })))
                .collect()
        };
        if names.is_empty() {
            continue;
        }
        let f = &mut module.functions[id];
        let mut changed = false;
        for (inst, sync) in names {
            let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                continue;
            };
            let block = f.layout.inst_block(inst).expect("placed");
            let at = f
                .layout
                .block_insts(block)
                .iter()
                .position(|&i| i == inst)
                .expect("in its block");
            match sync {
                Some(OmpSync::EndReduce { blocking }) if args.len() == 3 => {
                    f.dfg.insts[inst] = zyme_ir::InstData::Call {
                        func: end_critical,
                        args: args.clone(),
                    };
                    if blocking {
                        let b = f.dfg.make_inst(
                            zyme_ir::InstData::Call {
                                func: barrier,
                                args: vec![args[0], args[1]],
                            },
                            &[],
                        );
                        f.layout.insert_inst(b, block, at + 1);
                    }
                }
                Some(OmpSync::Reduce) if args.len() == 7 => {
                    let Some(&r) = f.dfg.inst_results(inst).first() else {
                        continue;
                    };
                    // Its only use: the switch that ends its block.
                    let Some(term) = f.layout.last_inst(block) else {
                        continue;
                    };
                    let zyme_ir::InstData::Switch { arg, cases, .. } = f.dfg.insts[term].clone()
                    else {
                        continue;
                    };
                    let other_uses = f
                        .layout
                        .insts()
                        .any(|i| i != term && f.dfg.insts[i].operands().contains(&r));
                    let Some((_, one)) = cases.iter().find(|(v, _)| *v == 1) else {
                        continue;
                    };
                    if arg != r || other_uses {
                        continue;
                    }
                    f.dfg.insts[term] = zyme_ir::InstData::Jump { dest: one.clone() };
                    let c = f.dfg.make_inst(
                        zyme_ir::InstData::Call {
                            func: critical,
                            args: vec![args[0], args[1], args[6]],
                        },
                        &[],
                    );
                    f.layout.insert_inst(c, block, at);
                    f.layout.remove_inst(inst);
                    changed = true;
                }
                _ => {}
            }
        }
        if changed {
            remove_unreachable(f);
        }
    }
    Ok(())
}

/// Takes the blocks no path from the entry reaches out of the layout.
fn remove_unreachable(f: &mut zyme_ir::Function) {
    let Some(entry) = f.entry_block() else { return };
    let mut seen = std::collections::HashSet::from([entry]);
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if let Some(t) = f.layout.last_inst(b) {
            for call in f.dfg.insts[t].targets() {
                if seen.insert(call.block) {
                    stack.push(call.block);
                }
            }
        }
    }
    let dead: Vec<zyme_ir::Block> = f
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|b| !seen.contains(b))
        .collect();
    for b in dead {
        f.layout.remove_block(b);
    }
}

/// Threads whose order of entry into critical sections the derivatives
/// can record (thread numbers of a team).
const ORDER_THREADS: u64 = 256;

/// The order in which threads entered critical sections, replayed
/// backwards by the reverse sweep: the forward sweep takes a ticket from
/// one counter on entering any section (`__zyme_omp_order_enter`) and
/// keeps it on its thread's stack; the reverse of a section waits until
/// the counter is one past its ticket (every later section reversed,
/// `__zyme_omp_order_wait`), and on leaving gives the counter back its
/// ticket (`__zyme_omp_order_leave`). A section's adjoint may read and
/// write what later sections changed (a shared maximum's adjoint goes to
/// whoever set it last), so their reverse must run in the opposite order;
/// the counter also keeps two reversed sections apart, so no lock is
/// needed.
pub(crate) struct OrderFns {
    pub enter: FuncId,
    pub wait: FuncId,
    pub leave: FuncId,
}

fn order_global(module: &mut Module, name: &str, size: u64) -> R<zyme_ir::Global> {
    if let Some(g) = module.global_by_name(name) {
        return Ok(g);
    }
    module
        .add_global(zyme_ir::GlobalData {
            name: name.into(),
            size,
            align: 8,
            constant: false,
            linkage: Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Zero,
        })
        .map_err(|e| crate::SynthError::new(name, None, e.to_string()))
}

impl OrderFns {
    pub(crate) fn get(module: &mut Module) -> R<OrderFns> {
        if let (Some(enter), Some(wait), Some(leave)) = (
            module.func_by_name("__zyme_omp_order_enter"),
            module.func_by_name("__zyme_omp_order_wait"),
            module.func_by_name("__zyme_omp_order_leave"),
        ) {
            return Ok(OrderFns { enter, wait, leave });
        }
        let next = order_global(module, "__zyme_omp_order_next", 8)?;
        let stacks = order_global(module, "__zyme_omp_order_stacks", 24 * ORDER_THREADS)?;
        let tid = import(module, "omp_get_thread_num", &[], &[Type::I32])?;
        let realloc = import(module, "realloc", &[Type::PTR, Type::I64], &[Type::PTR])?;
        let free = import(module, "free", &[Type::PTR], &[])?;
        let abort = import(module, "abort", &[], &[])?;
        let yield_ = import(module, "sched_yield", &[], &[Type::I32])?;
        let declare = |module: &mut Module, name: &str| {
            module
                .declare_function(name, Signature::new(vec![], vec![]), Linkage::Local)
                .map_err(|e| crate::SynthError::new(name, None, e.to_string()))
        };
        let flags = MemFlags::aligned(8);
        let i64t = Type::I64;
        // The calling thread's stack header {buf, len, cap}.
        let header = |b: &mut zyme_ir::FunctionBuilder| {
            let me = b.call(tid, &[])[0];
            let me = b.cast(zyme_ir::CastOp::Sext, me, i64t);
            let max = b.iconst(i64t, ORDER_THREADS as i64);
            let fits = b.icmp(IntCC::Ult, me, max);
            abort_unless(b, fits, abort);
            let table = b.global_addr(stacks);
            let size = b.iconst(i64t, 24);
            let off = b.imul(me, size);
            b.ptr_add(table, off)
        };
        let enter = declare(module, "__zyme_omp_order_enter")?;
        {
            let mut b = module.builder(enter);
            let entry = b.create_block();
            b.switch_to(entry);
            let counter = b.global_addr(next);
            let one = b.iconst(i64t, 1);
            let t = b.atomic_rmw(
                zyme_ir::RmwOp::Add,
                i64t,
                counter,
                one,
                zyme_ir::Ordering::SeqCst,
            );
            let h = header(&mut b);
            let len_at = b.ptr_add_imm(h, 8);
            let cap_at = b.ptr_add_imm(h, 16);
            let len = b.load(i64t, len_at, flags);
            let cap = b.load(i64t, cap_at, flags);
            let full = b.icmp(IntCC::Eq, len, cap);
            let grow = b.create_block();
            let room = b.create_block();
            b.brif(full, grow, &[], room, &[]);
            b.switch_to(grow);
            let two = b.iconst(i64t, 2);
            let doubled = b.imul(cap, two);
            let least = b.iconst(i64t, 16);
            let small = b.icmp(IntCC::Ult, doubled, least);
            let new_cap = b.select(small, least, doubled);
            let eight = b.iconst(i64t, 8);
            let bytes = b.imul(new_cap, eight);
            let old = b.load(Type::PTR, h, flags);
            let buf = b.call(realloc, &[old, bytes])[0];
            b.store(buf, h, flags);
            b.store(new_cap, cap_at, flags);
            b.jump(room, &[]);
            b.switch_to(room);
            let buf = b.load(Type::PTR, h, flags);
            let eight = b.iconst(i64t, 8);
            let off = b.imul(len, eight);
            let at = b.ptr_add(buf, off);
            b.store(t, at, flags);
            let one = b.iconst(i64t, 1);
            let len2 = b.iadd(len, one);
            b.store(len2, len_at, flags);
            b.ret(&[]);
        }
        // The ticket on top of the calling thread's stack: its address.
        let top = |b: &mut zyme_ir::FunctionBuilder| {
            let h = header(b);
            let len_at = b.ptr_add_imm(h, 8);
            let len = b.load(i64t, len_at, flags);
            let one = b.iconst(i64t, 1);
            let last = b.isub(len, one);
            let buf = b.load(Type::PTR, h, flags);
            let eight = b.iconst(i64t, 8);
            let off = b.imul(last, eight);
            (h, len_at, last, b.ptr_add(buf, off))
        };
        let wait = declare(module, "__zyme_omp_order_wait")?;
        {
            let mut b = module.builder(wait);
            let entry = b.create_block();
            b.switch_to(entry);
            let (_, _, _, at) = top(&mut b);
            let t = b.load(i64t, at, flags);
            let one = b.iconst(i64t, 1);
            let turn = b.iadd(t, one);
            let counter = b.global_addr(next);
            let spin = b.create_block();
            let pause = b.create_block();
            let done = b.create_block();
            b.jump(spin, &[]);
            b.switch_to(spin);
            let zero = b.iconst(i64t, 0);
            let now = b.atomic_rmw(
                zyme_ir::RmwOp::Add,
                i64t,
                counter,
                zero,
                zyme_ir::Ordering::SeqCst,
            );
            let mine = b.icmp(IntCC::Eq, now, turn);
            b.brif(mine, done, &[], pause, &[]);
            b.switch_to(pause);
            b.call(yield_, &[]);
            b.jump(spin, &[]);
            b.switch_to(done);
            b.ret(&[]);
        }
        let leave = declare(module, "__zyme_omp_order_leave")?;
        {
            let mut b = module.builder(leave);
            let entry = b.create_block();
            b.switch_to(entry);
            let (h, len_at, last, at) = top(&mut b);
            let t = b.load(i64t, at, flags);
            b.store(last, len_at, flags);
            let zero = b.iconst(i64t, 0);
            let empty = b.icmp(IntCC::Eq, last, zero);
            let release = b.create_block();
            let done = b.create_block();
            b.brif(empty, release, &[], done, &[]);
            b.switch_to(release);
            let buf = b.load(Type::PTR, h, flags);
            b.call(free, &[buf]);
            let null = b.iconst(Type::PTR, 0);
            b.store(null, h, flags);
            let cap_at = b.ptr_add_imm(h, 16);
            b.store(zero, cap_at, flags);
            b.jump(done, &[]);
            b.switch_to(done);
            let counter = b.global_addr(next);
            b.atomic_rmw(
                zyme_ir::RmwOp::Xchg,
                i64t,
                counter,
                t,
                zyme_ir::Ordering::SeqCst,
            );
            b.ret(&[]);
        }
        Ok(OrderFns { enter, wait, leave })
    }
}

/// Passes every float an OpenMP region receives by value (a
/// `firstprivate` double reaches the outlined function as an integer
/// holding its bits) by reference instead: the fork passes the address of
/// a stack slot of the caller holding the float (the slot clang spilled it
/// to, at `-O0`, or a new one), and the outlined function loads the bits
/// from it on entry. Its adjoint then flows back through the slot's shadow
/// like any shared variable's: each thread's copy adds into it. Only
/// outlined functions forked from one place, whose parameter is used as
/// the bits of one float, are rewritten; the primal computes the same.
pub(crate) fn capture_floats_by_reference(module: &mut Module) {
    let Some(fork) = module.func_by_name(FORK) else {
        return;
    };
    // Each outlined function's fork sites, and whether its address has
    // other uses.
    let mut sites: std::collections::HashMap<FuncId, Vec<(FuncId, Inst)>> = Default::default();
    let mut other_uses: std::collections::HashSet<FuncId> = Default::default();
    for (id, f) in module.functions.iter() {
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                zyme_ir::InstData::Call { func, args } if *func == fork => {
                    if let Some(m) = microtask(f, args) {
                        sites.entry(m).or_default().push((id, inst));
                    }
                }
                zyme_ir::InstData::FuncAddr { func } => {
                    let Some(r) = f.dfg.first_result(inst) else {
                        continue;
                    };
                    let (mut users, mut forks) = (0, 0);
                    for i in f.layout.insts() {
                        let data = &f.dfg.insts[i];
                        if data.operands().contains(&r) {
                            users += 1;
                            if matches!(data, zyme_ir::InstData::Call { func: c, args }
                                if *c == fork && args.get(2) == Some(&r))
                            {
                                forks += 1;
                            }
                        }
                    }
                    if users != forks {
                        other_uses.insert(*func);
                    }
                }
                _ => {}
            }
        }
    }
    for (micro, at) in sites {
        if other_uses.contains(&micro) || module.functions[micro].is_declaration() {
            continue;
        }
        let params = module.functions[micro].sig.params.clone();
        for (k, &ty) in params.iter().enumerate().skip(2) {
            let j = k + 1;
            // Some fork of it passes a float's bits there (the others,
            // clang's inlined copies, constants), every one an integer of
            // the parameter's type.
            let arg = |caller: FuncId, inst: Inst| match &module.functions[caller].dfg.insts[inst] {
                zyme_ir::InstData::Call { args, .. } => args.get(j).copied(),
                _ => None,
            };
            let typed = at.iter().all(|&(c, i)| {
                arg(c, i).is_some_and(|a| module.functions[c].dfg.value_type(a) == ty)
            });
            let bits = at.iter().any(|&(c, i)| {
                arg(c, i).is_some_and(|a| cast_float(&module.functions[c], a).is_some())
            });
            if !matches!(ty, Type::I64 | Type::I32) || !typed || !bits {
                continue;
            }
            for &(caller, inst) in &at {
                let f = &mut module.functions[caller];
                let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                    continue;
                };
                if let Some(by_ref) = float_slot(f, inst, args[j]) {
                    if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                        args[j] = by_ref;
                    }
                }
            }
            load_param_on_entry(&mut module.functions[micro], k, ty);
        }
    }
}

/// The float whose bits `v` is, when `v` is a cast of it (as `-O2` code
/// passes a `firstprivate` double). (`-O0` code reloads the bits from the
/// slot it spilled the float to and copies them through another slot in
/// the outlined function, which the type analysis cannot read as a
/// float's: those stay a clear error.)
fn cast_float(f: &zyme_ir::Function, v: Value) -> Option<Value> {
    let zyme_ir::ValueDef::Result(def, _) = f.dfg.values[v].def else {
        return None;
    };
    match f.dfg.insts[def] {
        zyme_ir::InstData::Cast { arg, .. } if f.dfg.value_type(arg).is_float() => Some(arg),
        _ => None,
    }
}

/// A new stack slot of `f` that the float whose bits `v` (an argument of
/// the fork `at`) is, or `v` itself, is stored to just before the fork.
fn float_slot(f: &mut zyme_ir::Function, at: Inst, v: Value) -> Option<Value> {
    let arg = cast_float(f, v).unwrap_or(v);
    let block = f.layout.inst_block(at)?;
    let index = f.layout.block_insts(block).iter().position(|&i| i == at)?;
    {
        {
            let ty = f.dfg.value_type(arg);
            let slot = f.stack_slots.push(zyme_ir::StackSlotData {
                size: u64::from(ty.bytes()),
                align: ty.bytes(),
            });
            let addr = f
                .dfg
                .make_inst(zyme_ir::InstData::StackAddr { slot }, &[Type::PTR]);
            let store = f.dfg.make_inst(
                zyme_ir::InstData::Store {
                    args: [arg, f.dfg.first_result(addr)?],
                    flags: MemFlags::aligned(ty.bytes()),
                },
                &[],
            );
            f.layout.insert_inst(addr, block, index);
            f.layout.insert_inst(store, block, index + 1);
            f.dfg.first_result(addr)
        }
    }
}

/// Parameter `k` of `f`, an integer of type `ty` holding a float's bits,
/// becomes the float's address: the float is loaded on entry.
fn load_param_on_entry(f: &mut zyme_ir::Function, k: usize, ty: Type) {
    let Some(entry) = f.entry_block() else { return };
    let param = f.dfg.block_params(entry)[k];
    f.sig.params[k] = Type::PTR;
    f.dfg.values[param].ty = Type::PTR;
    // Loaded as the float it is, then its bits: the type analysis reads
    // the integer as a float's bits wherever it goes.
    let float = if ty == Type::I64 {
        Type::F64
    } else {
        Type::F32
    };
    let load = f.dfg.make_inst(
        zyme_ir::InstData::Load {
            ty: float,
            ptr: param,
            flags: MemFlags::aligned(ty.bytes()),
        },
        &[float],
    );
    let value = f.dfg.first_result(load).expect("a load has a result");
    let cast = f.dfg.make_inst(
        zyme_ir::InstData::Cast {
            op: zyme_ir::CastOp::Bitcast,
            arg: value,
            ty,
        },
        &[ty],
    );
    let bits = f.dfg.first_result(cast).expect("a cast has a result");
    let insts: Vec<Inst> = f.layout.insts().collect();
    for i in insts {
        f.dfg.insts[i].map_operands(|v| if v == param { bits } else { v });
    }
    f.layout.insert_inst(load, entry, 0);
    f.layout.insert_inst(cast, entry, 1);
}
