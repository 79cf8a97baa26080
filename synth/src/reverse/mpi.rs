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
pub(super) fn mpi_needs(
    module: &Module,
    vals: Values,
    call: MpiCall,
    inst: zyme_ir::Inst,
    args: &[Value],
    out: &mut Vec<Need>,
) {
    // A request's shadow points to its record (and `MPI_Waitall` needs
    // how many).
    if let Some(r) = call.request() {
        if let Some(n) = call.count() {
            out.push(Need::Primal(args[n]));
        }
        out.push(Need::Shadow(args[r]));
        // What a test or an `any` form completed, found in the forward
        // sweep.
        if call.flag().is_some() || call.index().is_some() || call.outcount().is_some() {
            out.push(Need::Extra(inst));
        }
        return;
    }
    out.extend(args.iter().map(|&a| Need::Primal(a)));
    for i in [call.input(), call.output()].into_iter().flatten() {
        if args.get(i).is_some_and(|&a| vals.active(a)) {
            out.push(Need::Shadow(args[i]));
        }
    }
    // A maximum's or minimum's winners, found in the forward sweep; a
    // receive's source and tag, read from its status.
    let extremum = MpiFacts::of(module, vals.orig, call, args).is_ok_and(|f| f.extremum.is_some());
    if extremum || call.status().is_some() {
        out.push(Need::Extra(inst));
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
    /// An `Allreduce` with `MPI_MAX` (`true`) or `MPI_MIN` (`false`): the
    /// element's derivative is the rank's that holds the extremum.
    pub extremum: Option<bool>,
    /// A sum `Allreduce` with `MPI_IN_PLACE` for its send buffer.
    pub in_place: bool,
}

/// Gives every `MPI_Recv` a status to read: where a call passes
/// `MPI_STATUS_IGNORE` (a null pointer) a stack slot of the caller takes
/// its place, so that the derivatives know whom a message came from and
/// with which tag (for `MPI_ANY_SOURCE` and `MPI_ANY_TAG`, and for a
/// source computed at run time). The program computes the same.
pub(crate) fn give_receives_a_status(module: &mut Module) {
    let receives: Vec<(FuncId, usize)> = ["MPI_Recv", "MPI_Sendrecv"]
        .iter()
        .filter_map(|n| Some((module.func_by_name(n)?, MpiCall::of(n)?.status()?)))
        .collect();
    if receives.is_empty() {
        return;
    }
    let ids: Vec<FuncId> = module.functions.keys().collect();
    for id in ids {
        let f = &mut module.functions[id];
        let calls: Vec<(zyme_ir::Inst, usize)> = f
            .layout
            .insts()
            .filter_map(|i| match &f.dfg.insts[i] {
                zyme_ir::InstData::Call { func, args } => receives
                    .iter()
                    .find(|(r, s)| r == func && args.len() == s + 1)
                    .map(|&(_, s)| (i, s)),
                _ => None,
            })
            .collect();
        for (inst, st) in calls {
            let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                continue;
            };
            let Some((block, at)) = f.layout.position(inst) else {
                continue;
            };
            // Big enough for Open MPI's and MPICH's `MPI_Status`.
            let slot = f
                .stack_slots
                .push(zyme_ir::StackSlotData { size: 64, align: 8 });
            let addr = f
                .dfg
                .make_inst(zyme_ir::InstData::StackAddr { slot }, &[Type::PTR]);
            let own = f.dfg.first_result(addr).expect("an address");
            let null = f.dfg.make_inst(
                zyme_ir::InstData::Iconst {
                    ty: Type::PTR,
                    imm: 0,
                },
                &[Type::PTR],
            );
            let null_v = f.dfg.first_result(null).expect("a constant");
            let ignored = f.dfg.make_inst(
                zyme_ir::InstData::Icmp {
                    cond: IntCC::Eq,
                    args: [args[st], null_v],
                },
                &[Type::I1],
            );
            let ignored_v = f.dfg.first_result(ignored).expect("a comparison");
            let pick = f.dfg.make_inst(
                zyme_ir::InstData::Select {
                    args: [ignored_v, own, args[st]],
                },
                &[Type::PTR],
            );
            let status = f.dfg.first_result(pick).expect("a select");
            for (k, i) in [addr, null, ignored, pick].into_iter().enumerate() {
                f.layout.insert_inst(i, block, at + k);
            }
            if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                args[st] = status;
            }
        }
    }
}

/// Gives every reduction that reads its input in place (`MPI_IN_PLACE`
/// as the send buffer) but a sum `MPI_Allreduce` (whose rule takes it as
/// it is) a copy of its buffer to read instead: `tmp = malloc(bytes);
/// memcpy(tmp, buf, bytes); MPI_…(tmp, buf, …); free(tmp)`. The
/// reduction computes the same, and the derivatives of maxima, minima
/// and `MPI_Reduce` see their input apart from their result (a common
/// `MPI_Allreduce(MPI_IN_PLACE, &dt, 1, MPI_DOUBLE, MPI_MIN, comm)`).
pub(crate) fn copy_in_place_inputs(module: &mut Module) {
    let names = ["MPI_Allreduce", "MPI_Reduce"];
    let found: Vec<(FuncId, MpiCall)> = names
        .iter()
        .filter_map(|n| Some((module.func_by_name(n)?, MpiCall::of(n)?)))
        .collect();
    if found.is_empty() {
        return;
    }
    let p = Type::PTR;
    let ids: Vec<FuncId> = module.functions.keys().collect();
    for id in ids {
        let sites: Vec<(zyme_ir::Inst, MpiCall)> = {
            let f = &module.functions[id];
            f.layout
                .insts()
                .filter_map(|i| match &f.dfg.insts[i] {
                    zyme_ir::InstData::Call { func, args } => {
                        let &(_, call) = found.iter().find(|(c, _)| c == func)?;
                        let in_place =
                            mpi::handle(module, f, *args.first()?) == Some(Handle::Int(1));
                        let (_, ty) = call.count_and_type();
                        let sum = call.op().and_then(|o| mpi::handle(module, f, args[o]));
                        let sum = sum.as_ref().is_some_and(mpi::is_sum);
                        let elem =
                            mpi::handle(module, f, args[ty]).and_then(|h| mpi::float_type(&h));
                        let keep = call == MpiCall::Allreduce && sum;
                        (in_place && !keep && elem.is_some()).then_some((i, call))
                    }
                    _ => None,
                })
                .collect()
        };
        if sites.is_empty() {
            continue;
        }
        let (Ok(malloc), Ok(free)) = (
            runtime::libc(module, "malloc", Signature::new([Type::I64], [p])),
            runtime::libc(module, "free", Signature::new([p], [])),
        ) else {
            return;
        };
        for (inst, call) in sites {
            let f = &module.functions[id];
            let zyme_ir::InstData::Call { args, .. } = f.dfg.insts[inst].clone() else {
                continue;
            };
            let (count_at, ty_at) = call.count_and_type();
            let Some(elem) = mpi::handle(module, f, args[ty_at]).and_then(|h| mpi::float_type(&h))
            else {
                continue;
            };
            let Some((block, at)) = f.layout.position(inst) else {
                continue;
            };
            let buf = args[1];
            let mut b = module.builder(id);
            // The new instructions go in a fresh block spliced before the
            // call's: built at the end, then moved.
            let staging = b.create_block();
            b.switch_to(staging);
            let n = b.cast(zyme_ir::CastOp::Sext, args[count_at], Type::I64);
            let size = b.iconst(Type::I64, i64::from(elem.bytes()));
            let bytes = b.imul(n, size);
            let tmp = b.call(malloc, &[bytes])[0];
            b.mem(MemOp::Memcpy, tmp, buf, bytes);
            let f = &mut module.functions[id];
            let before: Vec<zyme_ir::Inst> = f.layout.block_insts(staging).to_vec();
            for (k, i) in before.into_iter().enumerate() {
                f.layout.remove_inst(i);
                f.layout.insert_inst(i, block, at + k);
            }
            f.layout.remove_block(staging);
            if let zyme_ir::InstData::Call { args, .. } = &mut f.dfg.insts[inst] {
                args[0] = tmp;
            }
            let release = f.dfg.make_inst(
                zyme_ir::InstData::Call {
                    func: free,
                    args: vec![tmp],
                },
                &[],
            );
            let (block, at) = f.layout.position(inst).expect("placed");
            f.layout.insert_inst(release, block, at + 1);
        }
    }
}

/// Two `i32`s as one tape word (an extra is a pointer-sized word):
/// `high` in the upper half.
fn pack(b: &mut zyme_ir::FunctionBuilder, high: Value, low: Value) -> Value {
    let high = b.cast(zyme_ir::CastOp::Zext, high, Type::I64);
    let low = b.cast(zyme_ir::CastOp::Zext, low, Type::I64);
    let k = b.iconst(Type::I64, 32);
    let high = b.shl(high, k);
    let word = b.bor(high, low);
    b.cast(zyme_ir::CastOp::Inttoptr, word, Type::PTR)
}

/// The `(high, low)` halves of a word [`pack`] made.
fn unpack(b: &mut zyme_ir::FunctionBuilder, word: Value) -> (Value, Value) {
    let word = b.cast(zyme_ir::CastOp::Ptrtoint, word, Type::I64);
    let k = b.iconst(Type::I64, 32);
    let high = b.lshr(word, k);
    let high = b.cast(zyme_ir::CastOp::Trunc, high, Type::I32);
    let low = b.cast(zyme_ir::CastOp::Trunc, word, Type::I32);
    (high, low)
}

/// What to tell a user whose MPI call zyme cannot differentiate.
fn unsupported(what: &str) -> String {
    format!(
        "MPI: {what}; zyme differentiates MPI_Send, MPI_Recv (any source and tag), MPI_Sendrecv, their \
         non-blocking forms completed by MPI_Wait, MPI_Test and their all/any/some forms, \
         MPI_Bcast, MPI_Gather, MPI_Scatter, MPI_Allgather, MPI_Alltoall, MPI_Allreduce / \
         MPI_Reduce with MPI_SUM, MPI_MAX or MPI_MIN over MPI_DOUBLE or MPI_FLOAT"
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
        let mut extremum = None;
        if let Some(op) = call.op() {
            let h = mpi::handle(module, f, args[op]);
            extremum = h
                .as_ref()
                .filter(|_| matches!(call, MpiCall::Allreduce | MpiCall::Reduce))
                .and_then(mpi::extremum);
            if extremum.is_none() && !h.as_ref().is_some_and(mpi::is_sum) {
                return Err(unsupported(
                    "the reduction's operation is not MPI_SUM (nor, for MPI_Allreduce with \
                     Open MPI, MPI_MAX or MPI_MIN)",
                ));
            }
        }
        let recv_type = match call {
            MpiCall::Gather | MpiCall::Scatter | MpiCall::Allgather | MpiCall::Alltoall => Some(5),
            MpiCall::Sendrecv => Some(7),
            _ => None,
        };
        if recv_type.is_some_and(|i| mpi::handle(module, f, args[i]).as_ref() != Some(&dt)) {
            return Err(unsupported(
                "a collective whose receive type differs from its send type (receive blocks \
                 of the type and count sent)",
            ));
        }
        if call == MpiCall::Irecv {
            // MPI_ANY_SOURCE is -1 in Open MPI, -2 in MPICH; MPI_ANY_TAG
            // -1 in both.
            let open_mpi = matches!(dt, Handle::Global(_));
            let any_source = if open_mpi { -1 } else { -2 };
            let is = |i: usize, k: i64| matches!(mpi::handle(module, f, args[i]), Some(Handle::Int(v)) if v as i32 == k as i32);
            if is(3, any_source) || is(4, -1) {
                return Err(unsupported(
                    "an MPI_Irecv from MPI_ANY_SOURCE or with MPI_ANY_TAG (its reverse must know \
                     whom to answer before the request completes; use MPI_Recv, whose status zyme \
                     reads)",
                ));
            }
        }
        let in_place_at =
            |i: usize| mpi::handle(module, f, args[i]).is_some_and(|h| h == Handle::Int(1));
        // A sum `Allreduce` in place is its own adjoint's form.
        let in_place = call == MpiCall::Allreduce && extremum.is_none() && in_place_at(0);
        if let Some(i) = [call.input(), call.output()]
            .into_iter()
            .flatten()
            .find(|&i| in_place_at(i) && !(in_place && i == 0))
        {
            return Err(unsupported(&format!("argument {i} is MPI_IN_PLACE")));
        }
        Ok(MpiFacts {
            elem,
            handle_ty: f.dfg.value_type(args[ty]),
            comm_ty: call.comm().map_or(Type::PTR, |c| f.dfg.value_type(args[c])),
            open_mpi: matches!(dt, Handle::Global(_)),
            extremum,
            in_place,
        })
    }

    /// Where an `MPI_Status` holds the source and the tag: Open MPI's
    /// begins with them, MPICH's has its count first.
    fn status_offsets(&self) -> (i64, i64) {
        if self.open_mpi {
            (0, 4)
        } else {
            (8, 12)
        }
    }

    /// The source and tag a receive's `status` says the message came
    /// with.
    pub(crate) fn source_and_tag(
        &self,
        b: &mut zyme_ir::FunctionBuilder,
        status: Value,
    ) -> (Value, Value) {
        let (s, t) = self.status_offsets();
        let flags = zyme_ir::MemFlags::aligned(4);
        let at = b.ptr_add_imm(status, s);
        let source = b.load(Type::I32, at, flags);
        let at = b.ptr_add_imm(status, t);
        let tag = b.load(Type::I32, at, flags);
        (source, tag)
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
    open_mpi_global(module, "ompi_mpi_op_sum").map(Some)
}

/// One of Open MPI's handles (an external global).
pub(crate) fn open_mpi_global(module: &mut Module, name: &str) -> R<zyme_ir::Global> {
    if let Some(g) = module.global_by_name(name) {
        return Ok(g);
    }
    module
        .add_global(zyme_ir::GlobalData {
            name: name.into(),
            size: 0,
            align: 1,
            constant: false,
            linkage: zyme_ir::Linkage::Import,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::External,
        })
        .map_err(|e| crate::SynthError::new(name, None, e.to_string()))
}

/// `for (i = 0; i < n; i++) body(i)`, `i` of `n`'s integer type, the
/// builder left after the loop.
fn for_each(
    b: &mut zyme_ir::FunctionBuilder,
    n: Value,
    body: impl FnOnce(&mut zyme_ir::FunctionBuilder, Value),
) {
    let ty = b.func().dfg.value_type(n);
    let head = b.create_block();
    let i = b.append_param(head, ty);
    let (next, done) = (b.create_block(), b.create_block());
    let zero = b.iconst(ty, 0);
    b.jump(head, &[zero]);
    b.switch_to(head);
    let more = b.icmp(IntCC::Slt, i, n);
    b.brif(more, next, &[], done, &[]);
    b.switch_to(next);
    body(b, i);
    let one = b.iconst(ty, 1);
    let i2 = b.iadd(i, one);
    b.jump(head, &[i2]);
    b.switch_to(done);
}

/// `__zyme_mpi_winners_{f64,f32}(send, count, comm, max) -> mask`: for
/// each element, whether this rank holds the team's extremum (`max`: 1
/// for the largest, 0 the smallest; the lowest rank of a tie), by an
/// `MPI_Allreduce` of (value, rank) pairs with `MPI_MAXLOC`/`MPI_MINLOC`;
/// a byte each, freed by the caller.
pub(crate) fn winners(module: &mut Module, elem: Type) -> R<FuncId> {
    let name = format!("__zyme_mpi_winners_{elem}");
    if let Some(f) = module.func_by_name(&name) {
        return Ok(f);
    }
    let p = Type::PTR;
    let i32t = Type::I32;
    let malloc = runtime::libc(module, "malloc", Signature::new([Type::I64], [p]))?;
    let free = runtime::libc(module, "free", Signature::new([p], []))?;
    let rank_of = import(module, "MPI_Comm_rank", vec![p, p])?;
    let allreduce = import(module, "MPI_Allreduce", vec![p, p, i32t, p, p, p])?;
    let pairs_ty = open_mpi_global(
        module,
        if elem == Type::F64 {
            "ompi_mpi_double_int"
        } else {
            "ompi_mpi_float_int"
        },
    )?;
    let maxloc = open_mpi_global(module, "ompi_mpi_op_maxloc")?;
    let minloc = open_mpi_global(module, "ompi_mpi_op_minloc")?;
    let f = module
        .declare_function(
            &name,
            Signature::new([p, i32t, p, i32t], [p]),
            zyme_ir::Linkage::Local,
        )
        .map_err(|e| crate::SynthError::new(&name, None, e.to_string()))?;
    let es = i64::from(elem.bytes());
    // {value, int} as C lays it out.
    let pair = if elem == Type::F64 { 16 } else { 8 };
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [send, count, comm, max] = b.append_params(entry, [p, i32t, p, i32t]);
    b.switch_to(entry);
    let slot = b.stack_slot(4, 4);
    let at = b.stack_addr(slot);
    b.call(rank_of, &[comm, at]);
    let rank = b.load(i32t, at, MemFlags::aligned(4));
    let n = b.cast(zyme_ir::CastOp::Sext, count, Type::I64);
    let size = b.iconst(Type::I64, pair);
    let bytes = b.imul(n, size);
    let pairs = b.call(malloc, &[bytes])[0];
    let out = b.call(malloc, &[bytes])[0];
    for_each(&mut b, n, |b, i| {
        let k = b.iconst(Type::I64, es);
        let off = b.imul(i, k);
        let from = b.ptr_add(send, off);
        let v = b.load(elem, from, MemFlags::aligned(1));
        let pk = b.iconst(Type::I64, pair);
        let poff = b.imul(i, pk);
        let to = b.ptr_add(pairs, poff);
        b.store(v, to, MemFlags::aligned(4));
        let r = b.ptr_add_imm(to, es);
        b.store(rank, r, MemFlags::aligned(4));
    });
    let dt = b.global_addr(pairs_ty);
    let (mx, mn) = (b.global_addr(maxloc), b.global_addr(minloc));
    let zero = b.iconst(i32t, 0);
    let is_max = b.icmp(IntCC::Ne, max, zero);
    let op = b.select(is_max, mx, mn);
    b.call(allreduce, &[pairs, out, count, dt, op, comm]);
    let mask = b.call(malloc, &[n])[0];
    for_each(&mut b, n, |b, i| {
        let pk = b.iconst(Type::I64, pair);
        let poff = b.imul(i, pk);
        let from = b.ptr_add(out, poff);
        let r = b.ptr_add_imm(from, es);
        let winner = b.load(i32t, r, MemFlags::aligned(4));
        let mine = b.icmp(IntCC::Eq, winner, rank);
        let byte = b.cast(zyme_ir::CastOp::Zext, mine, Type::I8);
        let to = b.ptr_add(mask, i);
        b.store(byte, to, MemFlags::aligned(1));
    });
    b.call(free, &[pairs]);
    b.call(free, &[out]);
    b.ret(&[mask]);
    Ok(f)
}

/// `__zyme_mpi_masked_add_{f64,f32}(dst, src, mask, count)`: `dst[i] +=
/// src[i]` where `mask[i]`.
pub(crate) fn masked_add(module: &mut Module, elem: Type) -> R<FuncId> {
    let name = format!("__zyme_mpi_masked_add_{elem}");
    if let Some(f) = module.func_by_name(&name) {
        return Ok(f);
    }
    let p = Type::PTR;
    let f = module
        .declare_function(
            &name,
            Signature::new([p, p, p, Type::I32], []),
            zyme_ir::Linkage::Local,
        )
        .map_err(|e| crate::SynthError::new(&name, None, e.to_string()))?;
    let es = i64::from(elem.bytes());
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [dst, src, mask, count] = b.append_params(entry, [p, p, p, Type::I32]);
    b.switch_to(entry);
    let n = b.cast(zyme_ir::CastOp::Sext, count, Type::I64);
    for_each(&mut b, n, |b, i| {
        let m = b.ptr_add(mask, i);
        let byte = b.load(Type::I8, m, MemFlags::aligned(1));
        let zero = b.iconst(Type::I8, 0);
        let mine = b.icmp(IntCC::Ne, byte, zero);
        let k = b.iconst(Type::I64, es);
        let off = b.imul(i, k);
        let d = b.ptr_add(dst, off);
        let s = b.ptr_add(src, off);
        let old = b.load(elem, d, MemFlags::aligned(1));
        let add = b.load(elem, s, MemFlags::aligned(1));
        let z = crate::rules::fconst(b, elem, 0.0);
        let add = b.select(mine, add, z);
        let new = b.fadd(old, add);
        b.store(new, d, MemFlags::aligned(1));
    });
    b.ret(&[]);
    Ok(f)
}

impl Gen<'_, '_> {
    /// The reverse of an MPI call (asks for what [`mpi_needs`] lists).
    pub(super) fn rev_mpi(&mut self, inst: zyme_ir::Inst, call: MpiCall, args: &[Value]) -> R<()> {
        if call.request().is_some() {
            return self.rev_mpi_request(inst, call, args);
        }
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
        let winners = match facts.extremum {
            Some(_) => Some(self.need(Need::Extra(inst))?),
            None => None,
        };
        // A receive's source and tag as they were (the word `fwd_mpi`
        // made of them).
        let came_from = match call.status() {
            Some(_) => Some(self.need(Need::Extra(inst))?),
            None => None,
        };
        let m = &mut *self.rev.module;
        let (h, c) = (facts.handle_ty, facts.comm_ty);
        let i32t = Type::I32;
        let p = Type::PTR;
        let malloc = runtime::libc(m, "malloc", Signature::new([Type::I64], [p]))?;
        let calloc = runtime::libc(m, "calloc", Signature::new([Type::I64, Type::I64], [p]))?;
        let free = runtime::libc(m, "free", Signature::new([p], []))?;
        let accum = runtime::accum(m, facts.elem)?;
        let sum = sum_handle(m, &facts)?;
        let masked = masked_add(m, facts.elem)?;
        let allreduce = import(m, "MPI_Allreduce", vec![p, p, i32t, h, h, c])?;
        let reduce = import(m, "MPI_Reduce", vec![p, p, i32t, h, h, i32t, c])?;
        let bcast = import(m, "MPI_Bcast", vec![p, i32t, h, i32t, c])?;
        let send = import(m, "MPI_Send", vec![p, i32t, h, i32t, i32t, c])?;
        let recv = import(m, "MPI_Recv", vec![p, i32t, h, i32t, i32t, c, p])?;
        let rank_of = import(m, "MPI_Comm_rank", vec![c, p])?;
        let size_of = import(m, "MPI_Comm_size", vec![c, p])?;
        let f = self.t.rid;
        let (count_at, ty_at) = call.count_and_type();
        let comm = prim[call.comm().expect("a call that moves data")];
        let (count, ty) = (prim[count_at], prim[ty_at]);
        let mut b = self.b();
        let bytes = facts.bytes(&mut b, count);
        let zero8 = b.iconst(Type::I8, 0);
        let null = b.iconst(p, 0);
        // What arrived for the send buffer, in `tmp`: added to its shadow
        // (where this rank holds the extremum, for a maximum or minimum),
        // then freed with the winners.
        let take = |b: &mut zyme_ir::FunctionBuilder, tmp: Value| {
            match (input, winners) {
                (Some(ds), Some(w)) => {
                    b.call(masked, &[ds, tmp, w, count]);
                }
                (Some(ds), None) => {
                    b.call(accum, &[ds, tmp, bytes]);
                }
                _ => {}
            }
            if let Some(w) = winners {
                b.call(free, &[w]);
            }
            b.call(free, &[tmp]);
        };
        match call {
            MpiCall::Allreduce if facts.in_place => {
                // buf = Σ over ranks of buf: d_buf = Σ over ranks of d_buf,
                // in place too.
                if let Some(dr) = output {
                    b.call(allreduce, &[prim[0], dr, count, ty, prim[4], comm]);
                }
            }
            MpiCall::Allreduce => {
                // d_send += Σ over ranks of d_recv (only where this rank
                // holds the extremum, for a maximum or minimum); d_recv = 0.
                let Some(dr) = output else {
                    if let Some(w) = winners {
                        b.call(free, &[w]);
                    }
                    return Ok(());
                };
                let tmp = b.call(malloc, &[bytes])[0];
                let op = match (winners, sum) {
                    (Some(_), Some(g)) => b.global_addr(g),
                    _ => prim[4],
                };
                b.call(allreduce, &[dr, tmp, count, ty, op, comm]);
                b.mem(MemOp::Memset, dr, zero8, bytes);
                take(&mut b, tmp);
            }
            MpiCall::Send => {
                // The receiver sends its adjoint back (zeros stay where
                // nothing comes: a destination MPI_PROC_NULL).
                let tmp = b.call(malloc, &[bytes])[0];
                b.mem(MemOp::Memset, tmp, zero8, bytes);
                b.call(recv, &[tmp, count, ty, prim[3], prim[4], comm, null]);
                take(&mut b, tmp);
            }
            MpiCall::Recv => {
                // The adjoint goes back to the sender, which adds it, with
                // the message's tag (the receive may have taken any).
                let word = came_from.expect("a receive's source and tag");
                let (source, tag) = unpack(&mut b, word);
                match output {
                    Some(dr) => {
                        b.call(send, &[dr, count, ty, source, tag, comm]);
                        b.mem(MemOp::Memset, dr, zero8, bytes);
                    }
                    None => {
                        // No derivative here: the sender still waits for one.
                        let tmp = b.call(malloc, &[bytes])[0];
                        b.mem(MemOp::Memset, tmp, zero8, bytes);
                        b.call(send, &[tmp, count, ty, source, tag, comm]);
                        b.call(free, &[tmp]);
                    }
                }
            }
            MpiCall::Sendrecv => {
                // The received message's adjoint goes back to its source
                // (with its tag) while the sent one's comes back from the
                // destination: one exchange the other way.
                let word = came_from.expect("a receive's source and tag");
                let (source, tag) = unpack(&mut b, word);
                let rbytes = facts.bytes(&mut b, prim[6]);
                let one = b.iconst(Type::I64, 1);
                let sendrecv = import(
                    self.rev.module,
                    "MPI_Sendrecv",
                    vec![p, i32t, h, i32t, i32t, p, i32t, h, i32t, i32t, c, p],
                )?;
                let mut b = self.b();
                let zeros = b.call(calloc, &[rbytes, one])[0];
                let from = output.unwrap_or(zeros);
                // Zeros where nothing comes (a destination MPI_PROC_NULL).
                let tmp = b.call(calloc, &[bytes, one])[0];
                b.call(
                    sendrecv,
                    &[
                        from, prim[6], prim[7], source, tag, tmp, count, ty, prim[3], prim[4],
                        comm, null,
                    ],
                );
                if let Some(ds) = input {
                    b.call(accum, &[ds, tmp, bytes]);
                }
                b.call(free, &[tmp]);
                b.call(free, &[zeros]);
                if let Some(dr) = output {
                    b.mem(MemOp::Memset, dr, zero8, rbytes);
                }
            }
            MpiCall::Gather | MpiCall::Scatter | MpiCall::Allgather | MpiCall::Alltoall => {
                // Blocks of `count` elements move between ranks; their
                // adjoints move back the other way: a gather's by a
                // scatter and a scatter's by a gather from the root, an
                // all-gather's summed back by a reduce-scatter, an
                // all-to-all's by the transposing all-to-all.
                let slot = b.stack_slot(4, 4);
                let at = b.stack_addr(slot);
                b.call(size_of, &[comm, at]);
                let size = b.load(i32t, at, MemFlags::aligned(4));
                let size64 = b.cast(zyme_ir::CastOp::Sext, size, Type::I64);
                let all = b.imul(bytes, size64);
                let one = b.iconst(Type::I64, 1);
                let m = &mut *self.rev.module;
                let gather = import(m, "MPI_Gather", vec![p, i32t, h, p, i32t, h, i32t, c])?;
                let scatter = import(m, "MPI_Scatter", vec![p, i32t, h, p, i32t, h, i32t, c])?;
                let alltoall = import(m, "MPI_Alltoall", vec![p, i32t, h, p, i32t, h, c])?;
                let reduce_scatter =
                    import(m, "MPI_Reduce_scatter_block", vec![p, p, i32t, h, h, c])?;
                let mut b = self.b();
                // Whole blocks at the root (gather's result, scatter's
                // source) or everywhere (all-gather's result, both of
                // all-to-all's buffers); one block otherwise.
                let (out_bytes, in_bytes) = match call {
                    MpiCall::Gather | MpiCall::Allgather => (all, bytes),
                    MpiCall::Scatter => (bytes, all),
                    _ => (all, all),
                };
                // The adjoint of the result, or zeros where it has none.
                let zeros = b.call(calloc, &[out_bytes, one])[0];
                let from = output.unwrap_or(zeros);
                let tmp = b.call(calloc, &[in_bytes, one])[0];
                match call {
                    MpiCall::Gather => {
                        let root = prim[6];
                        b.call(scatter, &[from, count, ty, tmp, count, ty, root, comm]);
                    }
                    MpiCall::Scatter => {
                        let root = prim[6];
                        b.call(gather, &[from, count, ty, tmp, count, ty, root, comm]);
                    }
                    MpiCall::Allgather => {
                        let op = match sum {
                            Some(g) => b.global_addr(g),
                            None => b.iconst(h, 0x5800_0003),
                        };
                        b.call(reduce_scatter, &[from, tmp, count, ty, op, comm]);
                    }
                    _ => {
                        b.call(alltoall, &[from, count, ty, tmp, count, ty, comm]);
                    }
                }
                if let Some(ds) = input {
                    // A scatter's source matters at its root only: what
                    // came back elsewhere is zeros.
                    b.call(accum, &[ds, tmp, in_bytes]);
                }
                b.call(free, &[tmp]);
                b.call(free, &[zeros]);
                if let Some(dr) = output {
                    // A gather's result is written at its root only.
                    match call {
                        MpiCall::Gather => {
                            let root = prim[6];
                            let slot = b.stack_slot(4, 4);
                            let at = b.stack_addr(slot);
                            b.call(rank_of, &[comm, at]);
                            let rank = b.load(i32t, at, MemFlags::aligned(4));
                            let is_root = b.icmp(IntCC::Eq, rank, root);
                            let (yes, join) = (self.new_block(f), self.new_block(f));
                            self.b().brif(is_root, yes, &[], join, &[]);
                            self.at(f, yes);
                            let mut b = self.b();
                            b.mem(MemOp::Memset, dr, zero8, out_bytes);
                            b.jump(join, &[]);
                            self.at(f, join);
                        }
                        _ => {
                            b.mem(MemOp::Memset, dr, zero8, out_bytes);
                        }
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
                    take(&mut b, tmp);
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
            // Non-blocking calls and completions: `rev_mpi_request`.
            _ => unreachable!("requests are reversed by rev_mpi_request"),
        }
        Ok(())
    }
}

/// A non-blocking call's record, which its request's shadow points to:
/// what the reverse of the `MPI_Wait` that completes it posts (the
/// adjoint message the other way) and the reverse of the call itself
/// completes (SC22's Figure 5).
mod record {
    /// The buffer's shadow (a zeroed scratch one where it has none).
    pub const DBUF: i64 = 0;
    /// Where the adjoint of a send arrives.
    pub const TMP: i64 = 8;
    /// The adjoint message's request.
    pub const REQ: i64 = 16;
    pub const COUNT: i64 = 24;
    pub const PEER: i64 = 28;
    pub const TAG: i64 = 32;
    /// 0: a send (its adjoint is received), 1: a receive (sent).
    pub const KIND: i64 = 36;
    pub const TYPE: i64 = 40;
    pub const COMM: i64 = 48;
    /// 1 when `DBUF` is a scratch buffer to free.
    pub const OWNED: i64 = 56;
    pub const BYTES: i64 = 64;
    /// 1 once the adjoint message is posted (a request completed by a
    /// test and then waited on again is answered once).
    pub const POSTED: i64 = 72;
    pub const SIZE: i64 = 80;
}

/// `__zyme_mpi_post(dreq)` and `__zyme_mpi_post_all(n, dreqs)`: the
/// reverse of `MPI_Wait` and `MPI_Waitall`, posting each record's adjoint
/// message (Open MPI's signatures).
fn post_helpers(module: &mut Module) -> R<(FuncId, FuncId)> {
    if let (Some(a), Some(b)) = (
        module.func_by_name("__zyme_mpi_post"),
        module.func_by_name("__zyme_mpi_post_all"),
    ) {
        return Ok((a, b));
    }
    let p = Type::PTR;
    let i32t = Type::I32;
    let malloc = runtime::libc(module, "malloc", Signature::new([Type::I64], [p]))?;
    let isend = import(module, "MPI_Isend", vec![p, i32t, p, i32t, i32t, p, p])?;
    let irecv = import(module, "MPI_Irecv", vec![p, i32t, p, i32t, i32t, p, p])?;
    let declare = |module: &mut Module, name: &str, params: Vec<Type>| {
        module
            .declare_function(
                name,
                Signature::new(params, vec![]),
                zyme_ir::Linkage::Local,
            )
            .map_err(|e| crate::SynthError::new(name, None, e.to_string()))
    };
    let flags = MemFlags::aligned(4);
    let post = declare(module, "__zyme_mpi_post", vec![p])?;
    {
        let mut b = module.builder(post);
        let entry = b.create_block();
        let [dreq] = b.append_params(entry, [p]);
        b.switch_to(entry);
        let rec = b.load(p, dreq, MemFlags::aligned(8));
        let field = |b: &mut zyme_ir::FunctionBuilder, at: i64, ty: Type| {
            let a = b.ptr_add_imm(rec, at);
            b.load(ty, a, flags)
        };
        // Once per record.
        let posted = field(&mut b, record::POSTED, i32t);
        let (fresh, skip) = (b.create_block(), b.create_block());
        let no = b.iconst(i32t, 0);
        let again = b.icmp(IntCC::Ne, posted, no);
        b.brif(again, skip, &[], fresh, &[]);
        b.switch_to(skip);
        b.ret(&[]);
        b.switch_to(fresh);
        let yes = b.iconst(i32t, 1);
        let posted_at = b.ptr_add_imm(rec, record::POSTED);
        b.store(yes, posted_at, flags);
        let count = field(&mut b, record::COUNT, i32t);
        let peer = field(&mut b, record::PEER, i32t);
        let tag = field(&mut b, record::TAG, i32t);
        let kind = field(&mut b, record::KIND, i32t);
        let ty = field(&mut b, record::TYPE, p);
        let comm = field(&mut b, record::COMM, p);
        let req = b.ptr_add_imm(rec, record::REQ);
        let zero = b.iconst(i32t, 0);
        let is_send = b.icmp(IntCC::Eq, kind, zero);
        let (send, receive, done) = (b.create_block(), b.create_block(), b.create_block());
        b.brif(is_send, send, &[], receive, &[]);
        // A send's adjoint comes back: receive it into a new buffer.
        b.switch_to(send);
        let bytes = field(&mut b, record::BYTES, Type::I64);
        let tmp = b.call(malloc, &[bytes])[0];
        let tmp_at = b.ptr_add_imm(rec, record::TMP);
        b.store(tmp, tmp_at, MemFlags::aligned(8));
        b.call(irecv, &[tmp, count, ty, peer, tag, comm, req]);
        b.jump(done, &[]);
        // A receive's adjoint goes back to its sender.
        b.switch_to(receive);
        let dbuf = field(&mut b, record::DBUF, p);
        b.call(isend, &[dbuf, count, ty, peer, tag, comm, req]);
        b.jump(done, &[]);
        b.switch_to(done);
        b.ret(&[]);
    }
    let post_all = declare(module, "__zyme_mpi_post_all", vec![i32t, p])?;
    {
        let mut b = module.builder(post_all);
        let entry = b.create_block();
        let [n, dreqs] = b.append_params(entry, [i32t, p]);
        b.switch_to(entry);
        for_each(&mut b, n, |b, k| {
            let at = element(b, dreqs, k, 8);
            b.call(post, &[at]);
        });
        b.ret(&[]);
    }
    Ok((post, post_all))
}

/// `base + i·size`, `i` an `i32` index (sign-extended).
fn element(b: &mut zyme_ir::FunctionBuilder, base: Value, i: Value, size: i64) -> Value {
    let i = b.cast(zyme_ir::CastOp::Sext, i, Type::I64);
    let size = b.iconst(Type::I64, size);
    let off = b.imul(i, size);
    b.ptr_add(base, off)
}

/// `NAME(reqs, n, indices)`: `each(reqs + 8·indices[k])` for `k < n`
/// (nothing when `n` is not positive: `MPI_UNDEFINED`). The reverse of a
/// `some` completion posts each completed request's adjoint message
/// (`each` = `__zyme_mpi_post`); forward mode waits for each one's
/// tangent message (`each` = a wait without a status).
pub(crate) fn for_each_index(module: &mut Module, name: &str, each: FuncId) -> R<FuncId> {
    if let Some(f) = module.func_by_name(name) {
        return Ok(f);
    }
    let (p, i32t) = (Type::PTR, Type::I32);
    let f = module
        .declare_function(
            name,
            Signature::new(vec![p, i32t, p], vec![]),
            zyme_ir::Linkage::Local,
        )
        .map_err(|e| crate::SynthError::new(name, None, e.to_string()))?;
    let waits = module.functions[each].sig.params.len() == 2;
    let mut b = module.builder(f);
    let entry = b.create_block();
    let [reqs, n, indices] = b.append_params(entry, [p, i32t, p]);
    b.switch_to(entry);
    for_each(&mut b, n, |b, k| {
        let at = element(b, indices, k, 4);
        let index = b.load(i32t, at, MemFlags::aligned(4));
        let req = element(b, reqs, index, 8);
        if waits {
            let null = b.iconst(p, 0);
            b.call(each, &[req, null]);
        } else {
            b.call(each, &[req]);
        }
    });
    b.ret(&[]);
    Ok(f)
}

impl Gen<'_, '_> {
    /// The forward sweep of a blocking MPI call, after it: a maximum's or
    /// minimum's winners for the reverse.
    pub(super) fn fwd_mpi(&mut self, inst: zyme_ir::Inst, call: MpiCall, args: &[Value]) -> R<()> {
        let facts =
            MpiFacts::of(self.rev.module, self.vals.orig, call, args).map_err(|e| self.err(e))?;
        if let Some(st) = call.status() {
            // Whom the message came from, and its tag (the source may
            // be MPI_ANY_SOURCE, the tag MPI_ANY_TAG): one word.
            let status = self.val(args[st])?;
            let mut b = self.b();
            let (source, tag) = facts.source_and_tag(&mut b, status);
            let word = pack(&mut b, source, tag);
            self.fwd.set_extra(inst, word);
            return Ok(());
        }
        let Some(max) = facts.extremum else {
            return Ok(());
        };
        let prim: Vec<Value> = args.iter().map(|&a| self.val(a)).collect::<R<_>>()?;
        let find = winners(self.rev.module, facts.elem)?;
        let mut b = self.b();
        let max = b.iconst(Type::I32, i64::from(max));
        let (count, _) = call.count_and_type();
        let comm = call.comm().expect("a reduction's communicator");
        let mask = b.call(find, &[prim[0], prim[count], prim[comm], max])[0];
        self.fwd.set_extra(inst, mask);
        Ok(())
    }

    /// The forward sweep of a `some` completion, after it: a copy of how
    /// many requests it completed (0 for `MPI_UNDEFINED`) and of their
    /// indices, for the reverse, which frees it.
    pub(super) fn fwd_mpi_some(&mut self, inst: zyme_ir::Inst, args: &[Value]) -> R<()> {
        let (n_at, indices) = (self.val(args[2])?, self.val(args[3])?);
        let malloc = runtime::libc(
            self.rev.module,
            "malloc",
            Signature::new([Type::I64], [Type::PTR]),
        )?;
        let mut b = self.b();
        let n = b.load(Type::I32, n_at, MemFlags::aligned(4));
        let zero = b.iconst(Type::I32, 0);
        let some = b.icmp(IntCC::Sgt, n, zero);
        let n = b.select(some, n, zero);
        let n64 = b.cast(zyme_ir::CastOp::Sext, n, Type::I64);
        let four = b.iconst(Type::I64, 4);
        let bytes = b.imul(n64, four);
        let whole = b.iadd(bytes, four);
        let copy = b.call(malloc, &[whole])[0];
        b.store(n, copy, MemFlags::aligned(4));
        let to = b.ptr_add_imm(copy, 4);
        b.mem(MemOp::Memcpy, to, indices, bytes);
        self.fwd.set_extra(inst, copy);
        Ok(())
    }

    /// The forward sweep of a test or an `any` completion, after it: what
    /// it completed, as one word (the index high, the flag low; an `any`
    /// wait's flag is 1).
    pub(super) fn fwd_mpi_outcome(
        &mut self,
        inst: zyme_ir::Inst,
        call: MpiCall,
        args: &[Value],
    ) -> R<()> {
        let flag_at = call.flag().map(|i| self.val(args[i])).transpose()?;
        let index_at = call.index().map(|i| self.val(args[i])).transpose()?;
        let mut b = self.b();
        let flags = MemFlags::aligned(4);
        let flag = match flag_at {
            Some(p) => b.load(Type::I32, p, flags),
            None => b.iconst(Type::I32, 1),
        };
        let index = match index_at {
            Some(p) => b.load(Type::I32, p, flags),
            None => b.iconst(Type::I32, 0),
        };
        let word = pack(&mut b, index, flag);
        self.fwd.set_extra(inst, word);
        Ok(())
    }

    /// The forward sweep of `MPI_Isend`/`MPI_Irecv`: after the call, a
    /// record of it where its request's shadow points.
    pub(super) fn fwd_mpi_request(&mut self, call: MpiCall, args: &[Value]) -> R<()> {
        let facts =
            MpiFacts::of(self.rev.module, self.vals.orig, call, args).map_err(|e| self.err(e))?;
        if facts.handle_ty != Type::PTR {
            return Err(self.err(
                "MPI: non-blocking calls are differentiated with Open MPI (whose requests are \
                 pointers, so their shadows can point to zyme's records); use the blocking \
                 calls with MPICH"
                    .into(),
            ));
        }
        let prim: Vec<Value> = args.iter().map(|&a| self.val(a)).collect::<R<_>>()?;
        let dbuf = if self.vals.active(args[0]) {
            Some(self.shadow(args[0])?)
        } else {
            None
        };
        let dreq = self.shadow(args[6])?;
        let m = &mut *self.rev.module;
        let p = Type::PTR;
        let malloc = runtime::libc(m, "malloc", Signature::new([Type::I64], [p]))?;
        let calloc = runtime::libc(m, "calloc", Signature::new([Type::I64, Type::I64], [p]))?;
        let mut b = self.b();
        let bytes = facts.bytes(&mut b, prim[1]);
        let size = b.iconst(Type::I64, record::SIZE);
        let rec = b.call(malloc, &[size])[0];
        let (dbuf, owned) = match dbuf {
            Some(d) => (d, 0),
            None => {
                let one = b.iconst(Type::I64, 1);
                (b.call(calloc, &[bytes, one])[0], 1)
            }
        };
        let kind = i64::from(call == MpiCall::Irecv);
        let fields: [(i64, Value); 7] = [
            (record::DBUF, dbuf),
            (record::COUNT, prim[1]),
            (record::TYPE, prim[2]),
            (record::PEER, prim[3]),
            (record::TAG, prim[4]),
            (record::COMM, prim[5]),
            (record::BYTES, bytes),
        ];
        for (at, v) in fields {
            let a = b.ptr_add_imm(rec, at);
            b.store(v, a, MemFlags::aligned(4));
        }
        for (at, v) in [
            (record::KIND, kind),
            (record::OWNED, owned),
            (record::POSTED, 0),
        ] {
            let c = b.iconst(Type::I32, v);
            let a = b.ptr_add_imm(rec, at);
            b.store(c, a, MemFlags::aligned(4));
        }
        b.store(rec, dreq, MemFlags::aligned(8));
        Ok(())
    }

    /// The reverse of a non-blocking call or of its completion: a
    /// completion posts the adjoint messages; the call itself waits for
    /// its adjoint message, adds a send's adjoint into its buffer's
    /// shadow (a receive's buffer shadow is zeroed) and frees the record.
    fn rev_mpi_request(&mut self, inst: zyme_ir::Inst, call: MpiCall, args: &[Value]) -> R<()> {
        let n = match call.count() {
            Some(i) => Some(self.need(Need::Primal(args[i]))?),
            None => None,
        };
        let dreq = self.need(Need::Shadow(args[call.request().expect("a request")]))?;
        let outcome =
            if call.flag().is_some() || call.index().is_some() || call.outcount().is_some() {
                Some(self.need(Need::Extra(inst))?)
            } else {
                None
            };
        let m = &mut *self.rev.module;
        let (post, post_all) = post_helpers(m)?;
        if let (Some(_), Some(copy)) = (call.outcount(), outcome) {
            // The completed requests' indices, copied by the forward
            // sweep after their count.
            let each = for_each_index(m, "__zyme_mpi_post_some", post)?;
            let free = runtime::libc(m, "free", Signature::new([Type::PTR], []))?;
            let mut b = self.b();
            let n = b.load(Type::I32, copy, MemFlags::aligned(4));
            let indices = b.ptr_add_imm(copy, 4);
            b.call(each, &[dreq, n, indices]);
            b.call(free, &[copy]);
            return Ok(());
        }
        if call.completes() {
            let f = self.t.rid;
            // A test that completed nothing, or an `any` form that found
            // no active request (`MPI_UNDEFINED`), posts nothing.
            let (done, index) = match outcome {
                Some(word) => {
                    let mut b = self.b();
                    let (index, flag) = unpack(&mut b, word);
                    let zero = b.iconst(Type::I32, 0);
                    let flagged = b.icmp(IntCC::Ne, flag, zero);
                    let valid = b.icmp(IntCC::Sge, index, zero);
                    let done = b.band(flagged, valid);
                    (Some(done), call.index().map(|_| index))
                }
                None => (None, None),
            };
            let join = self.new_block(f);
            if let Some(done) = done {
                let yes = self.new_block(f);
                self.b().brif(done, yes, &[], join, &[]);
                self.at(f, yes);
            }
            let mut b = self.b();
            match (n, index) {
                (_, Some(index)) => {
                    let k = b.cast(zyme_ir::CastOp::Sext, index, Type::I64);
                    let eight = b.iconst(Type::I64, 8);
                    let off = b.imul(k, eight);
                    let at = b.ptr_add(dreq, off);
                    b.call(post, &[at]);
                }
                (Some(n), None) => {
                    b.call(post_all, &[n, dreq]);
                }
                (None, None) => {
                    b.call(post, &[dreq]);
                }
            }
            b.jump(join, &[]);
            self.at(f, join);
            return Ok(());
        }
        let facts =
            MpiFacts::of(self.rev.module, self.vals.orig, call, args).map_err(|e| self.err(e))?;
        let m = &mut *self.rev.module;
        let p = Type::PTR;
        let wait = import(m, "MPI_Wait", vec![p, p])?;
        let free = runtime::libc(m, "free", Signature::new([p], []))?;
        let accum = runtime::accum(m, facts.elem)?;
        let f = self.t.rid;
        let mut b = self.b();
        let rec = b.load(p, dreq, MemFlags::aligned(8));
        let req = b.ptr_add_imm(rec, record::REQ);
        let null = b.iconst(p, 0);
        b.call(wait, &[req, null]);
        let field = |b: &mut zyme_ir::FunctionBuilder, at: i64, ty: Type| {
            let a = b.ptr_add_imm(rec, at);
            b.load(ty, a, MemFlags::aligned(4))
        };
        let dbuf = field(&mut b, record::DBUF, p);
        let bytes = field(&mut b, record::BYTES, Type::I64);
        if call == MpiCall::Isend {
            let tmp = field(&mut b, record::TMP, p);
            b.call(accum, &[dbuf, tmp, bytes]);
            b.call(free, &[tmp]);
        } else {
            let zero = b.iconst(Type::I8, 0);
            b.mem(MemOp::Memset, dbuf, zero, bytes);
        }
        let owned = field(&mut b, record::OWNED, Type::I32);
        let zero = b.iconst(Type::I32, 0);
        let scratch = b.icmp(IntCC::Ne, owned, zero);
        let (yes, join) = (self.new_block(f), self.new_block(f));
        self.b().brif(scratch, yes, &[], join, &[]);
        self.at(f, yes);
        let mut b = self.b();
        b.call(free, &[dbuf]);
        b.jump(join, &[]);
        self.at(f, join);
        self.b().call(free, &[rec]);
        Ok(())
    }
}
