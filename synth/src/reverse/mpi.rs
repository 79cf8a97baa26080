//! MPI in reverse mode (the SC22 design): each message's adjoint travels
//! the other way. The reverse of a send receives the adjoint its
//! receiver sent back and adds it; the reverse of a receive sends its
//! buffer's adjoint to the sender and zeroes it; the reverse of a sum
//! `Allreduce` is an `Allreduce` of the result's adjoints; of a `Reduce`
//! a broadcast of the root's; of a broadcast a `Reduce` to the root.
//! Sums only (other operations are a clear error), known float types
//! (`MPI_DOUBLE`, `MPI_FLOAT`), Open MPI's handles and MPICH's.

use super::facts::Values;
use super::{Gen, Need, R};
use crate::runtime;
use zyme_ir::mpi::{self, Handle, MpiCall};
use zyme_ir::{FuncId, IntCC, MemFlags, MemOp, Module, Signature, Type, Value};

/// What the reverse of an MPI call reads: every argument, then the
/// shadows of its buffers that have one.
pub(super) fn mpi_needs(vals: Values, call: MpiCall, args: &[Value], out: &mut Vec<Need>) {
    out.extend(args.iter().map(|&a| Need::Primal(a)));
    for i in [call.input(), call.output()].into_iter().flatten() {
        if args.get(i).is_some_and(|&a| vals.active(a)) {
            out.push(Need::Shadow(args[i]));
        }
    }
}

/// The statically known facts of one MPI call.
pub(crate) struct MpiFacts {
    /// The element type of its buffers.
    pub elem: Type,
    /// The types of datatype, operation and communicator handles (pointers
    /// in Open MPI, integers in MPICH).
    pub handle_ty: Type,
    pub comm_ty: Type,
    open_mpi: bool,
}

/// What to tell a user whose MPI call zyme cannot differentiate.
fn unsupported(what: &str) -> String {
    format!(
        "MPI: {what}; zyme differentiates MPI_Send, MPI_Recv, MPI_Bcast and MPI_Allreduce / \
         MPI_Reduce with MPI_SUM over MPI_DOUBLE or MPI_FLOAT"
    )
}

impl MpiFacts {
    pub(crate) fn of(
        module: &Module,
        f: &zyme_ir::Function,
        call: MpiCall,
        args: &[Value],
    ) -> Result<MpiFacts, String> {
        let (_, ty) = call.count_and_type();
        let dt = mpi::handle(module, f, args[ty])
            .ok_or_else(|| unsupported("the datatype is not a constant handle"))?;
        let elem = mpi::float_type(&dt)
            .ok_or_else(|| unsupported(&format!("datatype {dt:?} is not a float type")))?;
        if let Some(op) = call.op() {
            let h = mpi::handle(module, f, args[op]);
            if !h.as_ref().is_some_and(mpi::is_sum) {
                return Err(unsupported("the reduction's operation is not MPI_SUM"));
            }
        }
        if call == MpiCall::Recv {
            let any = matches!(
                mpi::handle(module, f, args[3]),
                Some(Handle::Int(i)) if i as u32 == u32::MAX
            );
            if any {
                return Err(unsupported(
                    "a receive from MPI_ANY_SOURCE (its reverse must know whom to send to)",
                ));
            }
        }
        if let Some(i) = [call.input(), call.output()]
            .into_iter()
            .flatten()
            .find(|&i| mpi::handle(module, f, args[i]).is_some_and(|h| h == Handle::Int(1)))
        {
            return Err(unsupported(&format!("argument {i} is MPI_IN_PLACE")));
        }
        Ok(MpiFacts {
            elem,
            handle_ty: f.dfg.value_type(args[ty]),
            comm_ty: f.dfg.value_type(args[call.comm()]),
            open_mpi: matches!(dt, Handle::Global(_)),
        })
    }

    fn bytes(&self, b: &mut zyme_ir::FunctionBuilder, count: Value) -> Value {
        let n = b.cast(zyme_ir::CastOp::Sext, count, Type::I64);
        let size = b.iconst(Type::I64, i64::from(self.elem.bytes()));
        b.imul(n, size)
    }
}

fn import(module: &mut Module, name: &str, params: Vec<Type>) -> R<FuncId> {
    runtime::libc(module, name, Signature::new(params, vec![Type::I32]))
}

/// `MPI_SUM` as the implementation spells it.
fn sum_handle(module: &mut Module, facts: &MpiFacts) -> R<Option<zyme_ir::Global>> {
    if !facts.open_mpi {
        return Ok(None);
    }
    const NAME: &str = "ompi_mpi_op_sum";
    if let Some(g) = module.global_by_name(NAME) {
        return Ok(Some(g));
    }
    module
        .add_global(zyme_ir::GlobalData {
            name: NAME.into(),
            size: 0,
            align: 1,
            constant: false,
            linkage: zyme_ir::Linkage::Import,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::External,
        })
        .map(Some)
        .map_err(|e| crate::SynthError::new(NAME, None, e.to_string()))
}

impl Gen<'_, '_> {
    /// The reverse of an MPI call (asks for what [`mpi_needs`] lists).
    pub(super) fn rev_mpi(&mut self, call: MpiCall, args: &[Value]) -> R<()> {
        let facts =
            MpiFacts::of(self.rev.module, self.vals.orig, call, args).map_err(|e| self.err(e))?;
        let mut prim = Vec::new();
        for &a in args {
            prim.push(self.need(Need::Primal(a))?);
        }
        let mut shadows = [None, None];
        for (k, i) in [call.input(), call.output()].into_iter().enumerate() {
            if let Some(i) = i.filter(|&i| self.vals.active(args[i])) {
                shadows[k] = Some(self.need(Need::Shadow(args[i]))?);
            }
        }
        let [input, output] = shadows;
        let m = &mut *self.rev.module;
        let (h, c) = (facts.handle_ty, facts.comm_ty);
        let i32t = Type::I32;
        let p = Type::PTR;
        let malloc = runtime::libc(m, "malloc", Signature::new([Type::I64], [p]))?;
        let free = runtime::libc(m, "free", Signature::new([p], []))?;
        let accum = runtime::accum(m, facts.elem)?;
        let sum = sum_handle(m, &facts)?;
        let allreduce = import(m, "MPI_Allreduce", vec![p, p, i32t, h, h, c])?;
        let reduce = import(m, "MPI_Reduce", vec![p, p, i32t, h, h, i32t, c])?;
        let bcast = import(m, "MPI_Bcast", vec![p, i32t, h, i32t, c])?;
        let send = import(m, "MPI_Send", vec![p, i32t, h, i32t, i32t, c])?;
        let recv = import(m, "MPI_Recv", vec![p, i32t, h, i32t, i32t, c, p])?;
        let rank_of = import(m, "MPI_Comm_rank", vec![c, p])?;
        let f = self.t.rid;
        let (count_at, ty_at) = call.count_and_type();
        let (count, ty, comm) = (prim[count_at], prim[ty_at], prim[call.comm()]);
        let mut b = self.b();
        let bytes = facts.bytes(&mut b, count);
        let zero8 = b.iconst(Type::I8, 0);
        let null = b.iconst(p, 0);
        match call {
            MpiCall::Allreduce => {
                // d_send += Σ over ranks of d_recv; d_recv = 0.
                let Some(dr) = output else { return Ok(()) };
                let tmp = b.call(malloc, &[bytes])[0];
                b.call(allreduce, &[dr, tmp, count, ty, prim[4], comm]);
                if let Some(ds) = input {
                    b.call(accum, &[ds, tmp, bytes]);
                }
                b.mem(MemOp::Memset, dr, zero8, bytes);
                b.call(free, &[tmp]);
            }
            MpiCall::Send => {
                // The receiver sends its adjoint back.
                let tmp = b.call(malloc, &[bytes])[0];
                b.call(recv, &[tmp, count, ty, prim[3], prim[4], comm, null]);
                if let Some(ds) = input {
                    b.call(accum, &[ds, tmp, bytes]);
                }
                b.call(free, &[tmp]);
            }
            MpiCall::Recv => {
                // The adjoint goes back to the sender, which adds it.
                match output {
                    Some(dr) => {
                        b.call(send, &[dr, count, ty, prim[3], prim[4], comm]);
                        b.mem(MemOp::Memset, dr, zero8, bytes);
                    }
                    None => {
                        // No derivative here: the sender still waits for one.
                        let tmp = b.call(malloc, &[bytes])[0];
                        b.mem(MemOp::Memset, tmp, zero8, bytes);
                        b.call(send, &[tmp, count, ty, prim[3], prim[4], comm]);
                        b.call(free, &[tmp]);
                    }
                }
            }
            MpiCall::Reduce | MpiCall::Bcast => {
                let root = prim[call.root_or_peer().expect("a root")];
                let slot = b.stack_slot(4, 4);
                let at = b.stack_addr(slot);
                b.call(rank_of, &[comm, at]);
                let rank = b.load(i32t, at, MemFlags::aligned(4));
                let is_root = b.icmp(IntCC::Eq, rank, root);
                let tmp = b.call(malloc, &[bytes])[0];
                b.mem(MemOp::Memset, tmp, zero8, bytes);
                if call == MpiCall::Reduce {
                    // Every rank's d_send += the root's d_recv; the root's
                    // d_recv = 0.
                    let (yes, join) = (self.new_block(f), self.new_block(f));
                    let mut b = self.b();
                    b.brif(is_root, yes, &[], join, &[]);
                    self.at(f, yes);
                    let mut b = self.b();
                    if let Some(dr) = output {
                        b.mem(MemOp::Memcpy, tmp, dr, bytes);
                        b.mem(MemOp::Memset, dr, zero8, bytes);
                    }
                    b.jump(join, &[]);
                    self.at(f, join);
                    let mut b = self.b();
                    b.call(bcast, &[tmp, count, ty, root, comm]);
                    if let Some(ds) = input {
                        b.call(accum, &[ds, tmp, bytes]);
                    }
                    b.call(free, &[tmp]);
                } else {
                    // The root's buffer gets Σ over ranks of d_buf, the
                    // others' is zeroed.
                    let op = match sum {
                        Some(g) => b.global_addr(g),
                        None => b.iconst(h, 0x5800_0003),
                    };
                    let db = input.or(output);
                    let send_from = db.unwrap_or(tmp);
                    let total = b.call(malloc, &[bytes])[0];
                    b.call(reduce, &[send_from, total, count, ty, op, root, comm]);
                    if let Some(db) = db {
                        let (yes, no, join) =
                            (self.new_block(f), self.new_block(f), self.new_block(f));
                        let mut b = self.b();
                        b.brif(is_root, yes, &[], no, &[]);
                        self.at(f, yes);
                        let mut b = self.b();
                        b.mem(MemOp::Memcpy, db, total, bytes);
                        b.jump(join, &[]);
                        self.at(f, no);
                        let mut b = self.b();
                        b.mem(MemOp::Memset, db, zero8, bytes);
                        b.jump(join, &[]);
                        self.at(f, join);
                    }
                    let mut b = self.b();
                    b.call(free, &[total]);
                    b.call(free, &[tmp]);
                }
            }
        }
        Ok(())
    }
}
