//! OpenMP's synchronisation in derivatives: critical sections (and the
//! reductions lowered to them) reversed in the opposite order of entry,
//! barriers kept.

use super::{abort_unless, import};
use crate::reverse::{Gen, R};
use zyme_ir::{FuncId, Inst, IntCC, Linkage, MemFlags, Module, Signature, Type, Value};

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
    pub(in crate::reverse) fn omp_sync(&self, inst: Inst) -> Option<(OmpSync, Vec<Value>)> {
        let zyme_ir::InstData::Call { func, args } = &self.vals.orig.dfg.insts[inst] else {
            return None;
        };
        let name = self.rev.module.library_name(*func)?;
        Some((OmpSync::of(name)?, args.clone()))
    }

    /// The forward sweep of an OpenMP synchronisation call: a section
    /// entered takes its ticket ([`OrderFns`]).
    pub(in crate::reverse) fn fwd_omp_sync(
        &mut self,
        inst: Inst,
        sync: OmpSync,
        args: &[Value],
    ) -> R<()> {
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
    pub(in crate::reverse) fn rev_omp_sync(&mut self, sync: OmpSync, args: &[Value]) -> R<()> {
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
