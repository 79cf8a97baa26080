//! C library calls in both sweeps: allocators (shadow blocks allocated
//! beside the primal ones and freed at the reverse of the allocation),
//! `realloc`, `posix_memalign`, `frexp`/`ldexp`, copies and fills by
//! name, and complex arithmetic ([`crate::complex`]); what needs no
//! derivative is run as it is.

use super::{Gen, Need, R};
use crate::runtime;
use zyme_ir::library::{library_kind, LibraryKind, Size};
use zyme_ir::{FunctionBuilder, Inst, IntCC, MemFlags, MemOp, Type, Value};

/// The bytes an allocator's block has, from its (primal) arguments.
pub(crate) fn block_size(b: &mut FunctionBuilder, size: Size, args: &[Value]) -> Value {
    match size {
        Size::Arg(i) => args[i],
        Size::Product(i, j) => b.imul(args[i], args[j]),
    }
}

impl Gen<'_, '_> {
    pub(super) fn fwd_library(
        &mut self,
        inst: Inst,
        name: &str,
        args: &[Value],
        prim: &[Value],
        results: &[Value],
    ) -> R<()> {
        let result_active = results.first().is_some_and(|&r| self.vals.active(r));
        match (library_kind(name), name) {
            (Some(LibraryKind::Alloc { size, .. }), _) => {
                if !result_active {
                    return Ok(());
                }
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let mut b = self.b();
                let n = block_size(&mut b, size, prim);
                let s = b.call(alloc, &[n])[0];
                self.lane_state = true;
                self.fwd.set_shadow(results[0], s);
                Ok(())
            }
            (Some(LibraryKind::Realloc), _) => {
                if !result_active {
                    return Ok(());
                }
                self.lane_state = true;
                let old = self.shadow(args[0])?;
                let grow = runtime::shadow_grow(self.rev.module)?;
                let s = self.b().call(grow, &[old, prim[1]])[0];
                self.fwd.set_shadow(results[0], s);
                Ok(())
            }
            // Their reverse needs only the primal values.
            (Some(LibraryKind::PosixMemalign), _) if args.len() == 3 => {
                // The block comes back through `*out`: its shadow goes to
                // the shadow of `*out`.
                if !self.vals.active(args[0]) {
                    return Ok(());
                }
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let so = self.shadow(args[0])?;
                let mut b = self.b();
                let s = b.call(alloc, &[prim[2]])[0];
                b.store(s, so, MemFlags::aligned(8));
                self.fwd.set_extra(inst, s);
                self.lane_state = true;
                Ok(())
            }
            (_, "frexp" | "frexpf" | "ldexp" | "ldexpf") => Ok(()),
            // The message itself; its adjoint travels in the reverse.
            (_, n) if zyme_ir::mpi::MpiCall::of(n).is_some() => {
                use zyme_ir::mpi::MpiCall;
                let call = MpiCall::of(n).expect("matched");
                match call {
                    MpiCall::Isend | MpiCall::Irecv => self.fwd_mpi_request(call, args),
                    MpiCall::Wait | MpiCall::Waitall => Ok(()),
                    MpiCall::Test | MpiCall::Testall | MpiCall::Waitany | MpiCall::Testany => {
                        self.fwd_mpi_outcome(inst, call, args)
                    }
                    MpiCall::Waitsome | MpiCall::Testsome => self.fwd_mpi_some(inst, args),
                    _ => self.fwd_mpi(inst, call, args),
                }
            }
            (_, n) if crate::complex::ComplexFn::of(n, args.len(), results.len()).is_some() => {
                Ok(())
            }
            (_, runtime::SHADOW_MOVE) if args.len() == 3 => {
                // The shadows move with the bytes (pointers' shadows; the
                // floats' adjoints are zero in the forward sweep).
                if !self.vals.active(args[0]) || !self.vals.active(args[1]) {
                    return Ok(());
                }
                let to = self.shadow(args[0])?;
                let from = self.shadow(args[1])?;
                let n = self.val(args[2])?;
                let mv = runtime::shadow_move(self.rev.module)?;
                self.b().call(mv, &[to, from, n]);
                self.lane_state = true;
                Ok(())
            }
            (Some(LibraryKind::Mem(op)), _) if args.len() == 3 => {
                self.fwd_mem(op, [args[0], args[1], args[2]])
            }
            (Some(k), _) if k.is_inactive() => Ok(()),
            // BLAS: the cache was made before the call (`fwd_blas`).
            (_, n) if zyme_ir::blas::Blas::recognise(n).is_some() => Ok(()),
            _ => Err(self.err(crate::unknown_external(name))),
        }
    }

    pub(super) fn rev_library(
        &mut self,
        inst: Inst,
        name: &str,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        if let Some(f) = crate::complex::ComplexFn::of(name, args.len(), results.len()) {
            return self.rev_complex(f, args, results);
        }
        if let Some(call) = zyme_ir::mpi::MpiCall::of(name) {
            return self.rev_mpi(inst, call, args);
        }
        let result_active = results.first().is_some_and(|&r| self.vals.active(r));
        match (library_kind(name), name) {
            (Some(LibraryKind::Alloc { .. }), _) if result_active => {
                let s = self.need(Need::Shadow(results[0]))?;
                let free = runtime::shadow_free(self.rev.module)?;
                self.b().call(free, &[s]);
            }
            (Some(LibraryKind::Realloc), _) if result_active => {
                let new = self.need(Need::Shadow(results[0]))?;
                let old = self.need(Need::Shadow(args[0]))?;
                let n = self.need(Need::Primal(args[1]))?;
                let size = runtime::shadow_size(self.rev.module)?;
                let free = runtime::shadow_free(self.rev.module)?;
                let m = {
                    let mut b = self.b();
                    let old_n = b.call(size, &[old])[0];
                    let less = b.icmp(IntCC::Ult, old_n, n);
                    b.select(less, old_n, n)
                };
                // Nothing has touched the old shadow since the forward
                // sweep copied it into the new one (its floats are still
                // zero), so its adjoints are exactly the new block's, whatever
                // the bytes hold.
                let mv = runtime::shadow_move(self.rev.module)?;
                self.b().call(mv, &[old, new, m]);
                self.b().call(free, &[new]);
            }
            (Some(LibraryKind::PosixMemalign), _) if self.fwd.has_extra(inst) => {
                let s = self.need(Need::Extra(inst))?;
                let free = runtime::shadow_free(self.rev.module)?;
                self.b().call(free, &[s]);
            }
            (_, "frexp" | "frexpf" | "ldexp" | "ldexpf") if result_active => {
                // frexp: m = x·2^−e, dm/dx = m/x (0 at x = 0);
                // ldexp: r = x·2^n, dr/dx = 2^n = r/x (0 at x = 0).
                let Some(d) = self.take_adj(results[0]) else {
                    return Ok(());
                };
                let x = self.need(Need::Primal(args[0]))?;
                let r = self.need(Need::Primal(results[0]))?;
                let ty = self.vals.ty(results[0]);
                let z = self.zero(ty);
                let mut b = self.b();
                let q = b.fdiv(r, x);
                let is_zero = b.fcmp(zyme_ir::FloatCC::Oeq, x, z);
                let c = b.select(is_zero, z, q);
                let dx = b.fmul(d, c);
                self.add_adj(args[0], dx)?;
            }
            (_, runtime::SHADOW_MOVE) if args.len() == 3 && self.vals.active(args[0]) => {
                // The source's adjoints are zero here (it is not read
                // after the move): the destination's move back, and the
                // destination's own are zero (it was overwritten).
                let to = self.need(Need::Shadow(args[0]))?;
                let n = self.need(Need::Primal(args[2]))?;
                if self.vals.active(args[1]) {
                    let from = self.need(Need::Shadow(args[1]))?;
                    let mv = runtime::shadow_move(self.rev.module)?;
                    self.b().call(mv, &[from, to, n]);
                }
                let z = self.b().iconst(Type::I8, 0);
                self.b().mem(MemOp::Memset, to, z, n);
            }
            (Some(LibraryKind::Mem(op)), _) if args.len() == 3 => {
                self.rev_mem(op, [args[0], args[1], args[2]])?;
            }
            _ => {}
        }
        Ok(())
    }

    /// The adjoints of a complex library call's inputs (see
    /// [`crate::complex`]).
    pub(super) fn rev_complex(
        &mut self,
        f: crate::complex::ComplexFn,
        args: &[Value],
        results: &[Value],
    ) -> R<()> {
        let d: Vec<Option<Value>> = results.iter().map(|&r| self.take_adj(r)).collect();
        if d.iter().all(Option::is_none) {
            return Ok(());
        }
        let zero = self.zero(Type::F64);
        let dre = d[0].unwrap_or(zero);
        let dim = d.get(1).copied().flatten().unwrap_or(zero);
        let a = args
            .iter()
            .map(|&a| self.need(Need::Primal(a)))
            .collect::<R<Vec<_>>>()?;
        let r = results
            .iter()
            .map(|&x| self.need(Need::Primal(x)))
            .collect::<R<Vec<_>>>()?;
        let mut adds = Vec::new();
        {
            let mut b = self.b();
            match crate::complex::derivatives(&mut b, f, &a, &r) {
                Some(fprimes) => {
                    for (k, &fp) in fprimes.iter().enumerate() {
                        let (dx, dy) = crate::complex::reverse(&mut b, fp, (dre, dim));
                        adds.push((args[2 * k], dx));
                        adds.push((args[2 * k + 1], dy));
                    }
                }
                None => {
                    let (fx, fy) = crate::complex::abs_factors(&mut b, (a[0], a[1]), r[0]);
                    adds.push((args[0], b.fmul(dre, fx)));
                    adds.push((args[1], b.fmul(dre, fy)));
                }
            }
        }
        for (v, dv) in adds {
            if self.vals.active(v) {
                self.add_adj(v, dv)?;
            }
        }
        Ok(())
    }
}
