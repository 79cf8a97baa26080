//! The adjoint rules of the reverse sweep: for each active instruction,
//! its result's adjoint taken and spread to its operands' adjoints (or to
//! shadow memory), reading the forward values its entry in
//! [`super::uses`] lists.

use super::augmented::CopyLayout;
use super::facts::float_type;
use super::{Gen, Need, Shape, R};
use crate::runtime;
use hashbrown::HashMap;
use zyme_analysis::typetree::Concrete;
use zyme_ir::{
    BinaryOp, Block, CastOp, FuncId, Function, GpuOp, Inst, InstData, IntCC, MathOp, MemFlags,
    MemOp, Ordering, RmwOp, ShuffleMode, Type, UnaryOp, Value,
};

/// A store of `*p + t` (or `*p − t`, or `*p + a·b`) back to `p`, where
/// `*p` is read in the same block and nothing in between writes memory:
/// the term that is added.
#[derive(Copy, Clone, Debug)]
enum Accumulation {
    /// `*p + t`, or `*p − t` when `negated`.
    Add { t: Value, negated: bool },
    /// `*p + a·b`.
    MulAdd { a: Value, b: Value },
}

impl Gen<'_, '_> {
    /// Whether the store `store` of `v` through `p` accumulates into `*p`
    /// ([`Accumulation`]). Its reverse then leaves `p`'s shadow as it is
    /// and gives the term its adjoint: the plain rule would read the
    /// shadow, zero it, and through the sum and the load add the same
    /// adjoint back (a matrix product's `c[i] += a·b` made a load, a store
    /// of zero, a load, an add and a store per element; gmm's reverse
    /// did twice Enzyme's work in those loops). Not in a team or on a GPU
    /// (other threads' adds to the shadow).
    fn accumulation(&self, store: Inst, v: Value, p: Value) -> Option<Accumulation> {
        if self.facts.gpu.is_some() {
            return None;
        }
        let orig = self.vals.orig;
        // The load of `*p` an operand is.
        let is_load = |x: Value| match orig.dfg.values[x].def {
            zyme_ir::ValueDef::Result(i, _) => matches!(
                &orig.dfg.insts[i],
                InstData::Load { ptr, flags, .. }
                    if *ptr == p && flags.ordering.is_none() && !flags.volatile
            )
            .then_some(i),
            zyme_ir::ValueDef::Param(..) => None,
        };
        let (acc, load) = match self.vals.def_inst(v)? {
            InstData::Binary {
                op: BinaryOp::Fadd,
                args: [x, y],
            } => match (is_load(*x), is_load(*y)) {
                (Some(l), _) => (
                    Accumulation::Add {
                        t: *y,
                        negated: false,
                    },
                    l,
                ),
                (None, Some(l)) => (
                    Accumulation::Add {
                        t: *x,
                        negated: false,
                    },
                    l,
                ),
                _ => return None,
            },
            InstData::Binary {
                op: BinaryOp::Fsub,
                args: [x, y],
            } => (
                Accumulation::Add {
                    t: *y,
                    negated: true,
                },
                is_load(*x)?,
            ),
            InstData::Math {
                op: MathOp::Fmuladd | MathOp::Fma,
                args,
            } if args.len() == 3 => (
                Accumulation::MulAdd {
                    a: args[0],
                    b: args[1],
                },
                is_load(args[2])?,
            ),
            _ => return None,
        };
        // The load and the store in one block (so the sum between them),
        // nothing writing memory in between.
        let (block, from) = orig.layout.position(load)?;
        let (store_block, to) = orig.layout.position(store)?;
        let quiet = block == store_block
            && from < to
            && orig.layout.block_insts(block)[from + 1..to]
                .iter()
                .all(|&i| !orig.dfg.insts[i].may_write_memory());
        quiet.then_some(acc)
    }

    /// The reverse of an accumulating store whose shadow holds `d`.
    fn rev_accumulation(&mut self, acc: Accumulation, d: Value) -> R<()> {
        match acc {
            Accumulation::Add { t, negated } => {
                let d = if negated { self.bd().fneg(d) } else { d };
                self.add_adj(t, d)
            }
            Accumulation::MulAdd { a, b } => self.rev_factors(a, b, d),
        }
    }

    /// The adjoints of the factors of `a·b` (whose adjoint is `d`): each
    /// needs only the other factor.
    fn rev_factors(&mut self, a: Value, b: Value, d: Value) -> R<()> {
        if self.vals.adj_ty(a).is_some() {
            let pb = self.need(Need::Primal(b))?;
            let t = self.bd().fmul(d, pb);
            self.add_adj(a, t)?;
        }
        if self.vals.adj_ty(b).is_some() {
            let pa = self.need(Need::Primal(a))?;
            let t = self.bd().fmul(d, pa);
            self.add_adj(b, t)?;
        }
        Ok(())
    }

    pub(super) fn rev_inst(&mut self, inst: Inst) -> R<()> {
        if let Some((sync, args)) = self.omp_sync(inst) {
            return self.rev_omp_sync(sync, &args);
        }
        let orig = self.vals.orig;
        if let InstData::Gpu { op: GpuOp::Barrier } = orig.dfg.insts[inst] {
            // The reverse sweep keeps the primal's synchronisation: what
            // the threads did after the barrier is undone before what
            // they did before it, block-wide.
            self.b().barrier();
            return Ok(());
        }
        if !self.vals.inst_active(inst) {
            return Ok(());
        }
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        match &data {
            InstData::Call { func, args } => return self.rev_call(inst, *func, args, &results),
            InstData::CallIndirect { callee, args, .. } => {
                return self.rev_call_indirect(inst, *callee, args, &results)
            }
            InstData::Store { args: [v, p], .. } => {
                if !self.vals.active(*p) {
                    let lenient = matches!(self.t.shape, Shape::Combined(o) if o.runtime_activity);
                    if self.vals.adj_ty(*v).is_some() && !lenient {
                        return Err(self.err(
                            "an active value is stored through a pointer without a shadow".into(),
                        ));
                    }
                    return Ok(());
                }
                let Some(ty) = self.vals.float_ty(*v) else {
                    return Ok(());
                };
                let sp = self.need(Need::Shadow(*p))?;
                self.footprint_flush(inst, ty, sp);
                // In a team, through a chased address whose shadow may be
                // the address itself (`own_shadow`): nothing is read from
                // or zeroed in the program's memory then.
                let own = self.own_shadow(*p, sp)?;
                let to = match own {
                    Some(own) => {
                        let mut b = self.b();
                        let slot = b.stack_slot(u64::from(ty.bytes()), ty.bytes().min(16));
                        let spare = b.stack_addr(slot);
                        b.select(own, sp, spare)
                    }
                    None => sp,
                };
                if own.is_none() && self.vals.active(*v) {
                    if let Some(acc) = self.accumulation(inst, *v, *p) {
                        let d = self.b().load(ty, sp, MemFlags::aligned(1));
                        return self.rev_accumulation(acc, d);
                    }
                }
                let z = self.zero(ty);
                if self.vals.active(*v) {
                    let mut d = self.b().load(ty, sp, MemFlags::aligned(1));
                    if let Some(own) = own {
                        let nothing = self.zero(ty);
                        d = self.b().select(own, d, nothing);
                    }
                    self.b().store(z, to, MemFlags::aligned(1));
                    self.add_adj(*v, d)?;
                } else {
                    self.b().store(z, to, MemFlags::aligned(1));
                }
                return Ok(());
            }
            InstData::Mem { op, args } => return self.rev_mem(*op, *args),
            InstData::AtomicRmw {
                op: op @ (RmwOp::Fadd | RmwOp::Fsub),
                ty,
                args: [p, x],
                ..
            } if self.take_adj(results[0]).is_none() => {
                // `*p += x` atomically, the old value not used actively:
                // the adjoint of `*p` passes through unchanged, and `x`
                // gets it (negated for `fsub`).
                if !self.vals.active(*p) || self.vals.adj_ty(*x).is_none() {
                    return Ok(());
                }
                let sp = self.need(Need::Shadow(*p))?;
                let d = self.b().load(*ty, sp, MemFlags::aligned(1));
                let d = match op {
                    RmwOp::Fsub => self.bd().fneg(d),
                    _ => d,
                };
                return self.add_adj(*x, d);
            }
            InstData::AtomicRmw { .. } | InstData::CmpXchg { .. } => {
                return Err(self.err(
                    "only atomic adds and subtracts of floats whose old value is unused \
                     (`atomicAdd(p, x);`) are differentiated in reverse mode; \
                     other atomic operations on active values are not"
                        .into(),
                ))
            }
            _ => {}
        }
        let Some(&r) = results.first() else {
            return Ok(());
        };
        if self.vals.adj_ty(r).is_none() {
            if self.vals.active(r) && !self.vals.ptr_like(r) && !self.vals.ty(r).is_int() {
                return Err(self.err(format!("cannot tell what the active value {r} holds")));
            }
            // An integer type analysis proved to be a plain integer (a
            // difference of addresses, an index) carries no derivative.
            let integer = matches!(
                self.vals
                    .tree(r)
                    .scalar(i64::from(self.vals.ty(r).lane().bytes())),
                Some(Concrete::Integer)
            );
            if self.vals.active(r) && self.vals.ty(r).is_int() && !self.vals.ptr_like(r) && !integer
            {
                return Err(self.err(format!(
                    "cannot deduce whether the integer {r} holds a float's bits or an address; \
                     say what the memory holds with __enzyme_double(ptr, bytes) / __enzyme_float / __enzyme_integer / __enzyme_pointer, \
                     or build with optimisation (-O1 or more) so clang's TBAA type tags reach zyme"
                )));
            }
            return Ok(());
        }
        let Some(d) = self.take_adj(r) else {
            return Ok(());
        };
        match &data {
            InstData::Load { ptr, .. } => {
                let ty = self.vals.adj_ty(r).expect("checked");
                let sp = self.need(Need::Shadow(*ptr))?;
                self.add_to_shadow(inst, ty, sp, d)?;
            }
            InstData::WarpShuffle {
                mode,
                args: [mask, x, b, c],
            } => self.rev_warp_shuffle(*mode, [*mask, *x, *b, *c], d)?,
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => {
                let n = self.bd().fneg(d);
                self.add_adj(*arg, n)?;
            }
            InstData::Binary { op, args: [a, b] } => self.rev_binary(*op, *a, *b, r, d)?,
            InstData::Math { op, args } => self.rev_math(*op, args, r, d)?,
            InstData::Select { args: [c, x, y] } => {
                // A select chain's link takes its adjoint's way from
                // whether it was the chain's last taker rather than from
                // its condition (`select_chains`).
                let (c, x, y) = match self.facts.counted.chained.get(&inst).copied() {
                    Some(link) => {
                        let id = self.need(Need::Primal(link.id))?;
                        let last = self.need(Need::Primal(link.last))?;
                        let took = self.b().icmp(zyme_ir::IntCC::Eq, id, last);
                        let kept = if link.taken == *x { *y } else { *x };
                        (took, link.taken, kept)
                    }
                    None => (self.need(Need::Primal(*c))?, *x, *y),
                };
                let ty = self.vals.adj_ty(r).expect("checked");
                let z = self.adj_zero(ty);
                let dx = self.b().select(c, d, z);
                let dy = self.b().select(c, z, d);
                self.add_adj(x, dx)?;
                self.add_adj(y, dy)?;
            }
            InstData::Cast { op, arg, .. } => {
                let Some(ta) = self.vals.adj_ty(*arg) else {
                    return Ok(());
                };
                let da = match op {
                    CastOp::Fpext => self.b().cast(CastOp::Fptrunc, d, ta),
                    CastOp::Fptrunc => self.b().cast(CastOp::Fpext, d, ta),
                    CastOp::Bitcast => {
                        let td = self.vals.adj_ty(r).expect("checked");
                        if td == ta {
                            d
                        } else {
                            return Err(self.err(format!(
                                "a bitcast that reinterprets {td} as {ta} has no derivative rule"
                            )));
                        }
                    }
                    other => {
                        return Err(self.err(format!(
                            "`{}` of a value that holds float bits has no derivative rule",
                            other.name()
                        )))
                    }
                };
                self.add_adj(*arg, da)?;
            }
            InstData::Splat { arg, .. } => {
                let ty = self.vals.adj_ty(r).expect("checked");
                let mut acc = self.b().extract_lane(d, 0);
                for l in 1..ty.lanes() {
                    let mut b = self.bd();
                    let e = b.extract_lane(d, l as u16);
                    acc = b.fadd(acc, e);
                }
                self.add_adj(*arg, acc)?;
            }
            InstData::ExtractLane { arg, lane } => {
                if let Some(ta) = self.vals.adj_ty(*arg) {
                    let z = self.adj_zero(ta);
                    let v = self.b().insert_lane(z, d, *lane);
                    self.add_adj(*arg, v)?;
                }
            }
            InstData::InsertLane { args: [v, x], lane } => {
                if let Some(tx) = self.vals.adj_ty(*x) {
                    let e = self.b().extract_lane(d, *lane);
                    let _ = tx;
                    self.add_adj(*x, e)?;
                }
                if self.vals.adj_ty(*v).is_some() {
                    let lane_ty = Type::scalar(self.vals.adj_ty(r).expect("checked").lane());
                    let z = self.adj_zero(lane_ty);
                    let dv = self.b().insert_lane(d, z, *lane);
                    self.add_adj(*v, dv)?;
                }
            }
            InstData::Shuffle { args: [x, y], mask } => {
                let n = self.vals.ty(*x).lanes() as usize;
                let lane_ty = Type::scalar(self.vals.adj_ty(r).expect("checked").lane());
                let mut acc: Vec<Option<Value>> = vec![None; 2 * n];
                for (j, &m) in mask.iter().enumerate() {
                    let mut b = self.bd();
                    let e = b.extract_lane(d, j as u16);
                    let m = m as usize;
                    if m < 2 * n {
                        acc[m] = Some(match acc[m] {
                            Some(o) => b.fadd(o, e),
                            None => e,
                        });
                    }
                }
                for (half, &src) in [*x, *y].iter().enumerate() {
                    let Some(ts) = self.vals.adj_ty(src) else {
                        continue;
                    };
                    let mut vec = self.adj_zero(ts);
                    for l in 0..n {
                        if let Some(e) = acc[half * n + l] {
                            vec = self.b().insert_lane(vec, e, l as u16);
                        }
                    }
                    let _ = lane_ty;
                    self.add_adj(src, vec)?;
                }
            }
            other => {
                return Err(self.err(format!(
                    "`{}` with active operands is not differentiated yet (reverse mode)",
                    other.opcode_name()
                )))
            }
        }
        Ok(())
    }

    /// Float arithmetic through the tangent rules of [`crate::rules`]:
    /// each is linear in the tangents, so with the adjoint as the one
    /// active tangent it gives that operand's adjoint contribution; what
    /// it reads is [`crate::rules::binary_reads`].
    pub(super) fn rev_binary(
        &mut self,
        op: BinaryOp,
        a: Value,
        b: Value,
        r: Value,
        d: Value,
    ) -> R<()> {
        let (aa, ab) = (self.vals.adj_ty(a).is_some(), self.vals.adj_ty(b).is_some());
        if op == BinaryOp::Xor {
            // `x ^ signbit` on float bits is clang's fneg.
            let (x, k) = if aa && !ab { (a, b) } else { (b, a) };
            let bits = self.vals.ty(r).lane().bits();
            let sign = zyme_analysis::types::constant(self.vals.orig, k)
                .is_some_and(|c| (c as u64) << (64 - bits) == 1 << 63 && (aa != ab));
            if !sign {
                return Err(self.err(
                    "`xor` on float bits other than a sign flip has no derivative rule".into(),
                ));
            }
            let n = self.bd().fneg(d);
            return self.add_adj(x, n);
        }
        if !matches!(
            op,
            BinaryOp::Fadd | BinaryOp::Fsub | BinaryOp::Fmul | BinaryOp::Fdiv | BinaryOp::Frem
        ) {
            return Err(self.err(format!(
                "`{}` on active values has no derivative rule",
                op.name()
            )));
        }
        if op == BinaryOp::Fdiv {
            // r = a / b: da += d / b and db −= (d / b)·r, one division
            // for both (the tangent rule, run once per argument, would
            // divide twice: divisions are what a small function's reverse
            // waits on, GradBench's ba). Where the primal divides by `b`
            // more than once, by its reciprocal ([`Reciprocals`]).
            let pb = self.need(Need::Primal(b))?;
            let q = match self.reciprocal(b, pb) {
                Some(rb) => self.bd().fmul(d, rb),
                None => self.bd().fdiv(d, pb),
            };
            if aa {
                self.add_adj(a, q)?;
            }
            if ab {
                let pr = self.need(Need::Primal(r))?;
                let m = self.bd().fmul(q, pr);
                let n = self.bd().fneg(m);
                self.add_adj(b, n)?;
            }
            return Ok(());
        }
        let reads = crate::rules::binary_reads(op, aa, ab);
        let read = |g: &mut Self, yes: bool, v: Value| -> R<Option<Value>> {
            Ok(if yes {
                Some(g.need(Need::Primal(v))?)
            } else {
                None
            })
        };
        let pb = read(self, reads.b, b)?;
        let pa = read(self, reads.a, a)?;
        let pr = read(self, reads.result, r)?;
        for (v, first) in [(a, true), (b, false)] {
            if (first && aa) || (!first && ab) {
                let t = crate::rules::binary(&mut self.bd(), op, pa, pb, pr, d, d, first, !first)
                    .expect("float arithmetic has rules");
                self.add_adj(v, t)?;
            }
        }
        Ok(())
    }

    /// `1 / b` in the block being emitted, made there once, when the
    /// primal divides by `b` more than once ([`Reciprocals`]); `pb` is the
    /// primal `b` in that block. A vector of one value shares the
    /// reciprocal of that value, splatted.
    fn reciprocal(&mut self, b: Value, pb: Value) -> Option<Value> {
        let orig_block = self.at.orig_block?;
        let &(scalar, splat) = self.recips.shared.get(&(orig_block, b))?;
        let (f, block) = self.at.pos?;
        let r = match self.recips.made.get(&(f, block, scalar)) {
            Some(&r) => r,
            None => {
                let x = if splat {
                    self.b().extract_lane(pb, 0)
                } else {
                    pb
                };
                let ty = self.vals.ty(scalar);
                let one = crate::rules::fconst(&mut self.b(), ty, 1.0);
                let r = self.bd().fdiv(one, x);
                self.recips.made.insert((f, block, scalar), r);
                r
            }
        };
        Some(if splat {
            let ty = self.vals.ty(b);
            self.b().splat(ty, r)
        } else {
            r
        })
    }

    /// Math operations through the tangent rules: each rule is linear in
    /// the tangents, so with the adjoint as the one active tangent it
    /// gives that argument's adjoint contribution.
    pub(super) fn rev_math(&mut self, op: MathOp, args: &[Value], r: Value, d: Value) -> R<()> {
        let reads = crate::rules::math_reads(op);
        if let (MathOp::Fma | MathOp::Fmuladd, &[a, b, c]) = (op, args) {
            // `a·b + c`: each factor's adjoint needs only the other factor,
            // and the addend's none, so the tape holds no more than that
            // (a dot product's partial sums and an inactive factor's
            // partner are never cached).
            self.rev_factors(a, b, d)?;
            return self.add_adj(c, d);
        }
        if let Some(partner) = crate::rules::sin_cos_partner(self.vals.orig, op, args, r) {
            // d sin x = cos x · dx, d cos x = −sin x · dx, from the value
            // the primal computed.
            if self.vals.adj_ty(args[0]).is_some() {
                let c = self.need(Need::Primal(partner))?;
                let t = self.bd().fmul(d, c);
                let t = if op == MathOp::Cos {
                    self.bd().fneg(t)
                } else {
                    t
                };
                self.add_adj(args[0], t)?;
            }
            return Ok(());
        }
        let mut prim = Vec::new();
        for &a in args.iter().filter(|_| reads.args) {
            prim.push(self.need(Need::Primal(a))?);
        }
        // (A rule that reads no argument reads the result.)
        let pr = if reads.result || self.vals.ty(args[0]) != self.vals.ty(r) {
            self.need(Need::Primal(r))?
        } else {
            prim[0]
        };
        if !reads.args {
            // The rule reads the result alone; it stands in for arguments
            // nobody reads.
            prim = vec![pr; args.len()];
        }
        for (i, &a) in args.iter().enumerate() {
            if self.vals.adj_ty(a).is_none() {
                continue;
            }
            let per: Vec<(Value, bool)> = (0..args.len()).map(|j| (d, j == i)).collect();
            let t = crate::rules::math(&mut self.bd(), op, &prim, pr, &per);
            match t {
                Ok(t) => self.add_adj(a, t)?,
                Err(m) => return Err(self.err(m)),
            }
        }
        Ok(())
    }

    pub(super) fn rev_mem(&mut self, op: MemOp, [dst, src, len]: [Value; 3]) -> R<()> {
        if !self.vals.active(dst) {
            return Ok(());
        }
        let clen = zyme_analysis::types::constant(self.vals.orig, len);
        let sd = self.need(Need::Shadow(dst))?;
        let n = self.need(Need::Primal(len))?;
        if op == MemOp::Memset {
            let z = self.b().iconst(Type::I8, 0);
            self.b().mem(MemOp::Memset, sd, z, n);
            return Ok(());
        }
        let layout = match self.copy_layout(dst, src, clen) {
            Ok(layout) => layout,
            // A copy from memory without a derivative overwrites the
            // adjoints of what was there with zeros, whatever the bytes
            // are (a string's characters into a hash table's node).
            Err(_) if !self.vals.active(src) => {
                let z = self.b().iconst(Type::I8, 0);
                self.b().mem(MemOp::Memset, sd, z, n);
                return Ok(());
            }
            Err(e) => return Err(e),
        };
        if self.facts.device()
            && !matches!(layout, CopyLayout::NoFloats { .. })
            && self.vals.active(src)
            && ![dst, src]
                .iter()
                .all(|&p| self.vals.activity.points_to().only_stack(p))
        {
            return Err(self.err(
                "the adjoint of this copy would add into shadow memory other threads may \
                 touch, and copies have no atomic form; copy element by element (each \
                 load's adjoint is added atomically), or copy between the thread's own \
                 local arrays"
                    .into(),
            ));
        }
        let ss = if self.vals.active(src) {
            Some(self.need(Need::Shadow(src))?)
        } else {
            None
        };
        match layout {
            CopyLayout::NoFloats { .. } => {}
            CopyLayout::Floats(t) => match ss {
                Some(ss) => {
                    let acc = runtime::accum(self.rev.module, t)?;
                    self.b().call(acc, &[ss, sd, n]);
                }
                None => {
                    let z = self.b().iconst(Type::I8, 0);
                    self.b().mem(MemOp::Memset, sd, z, n);
                }
            },
            CopyLayout::Offsets(offsets) => {
                for (o, c) in offsets {
                    let Concrete::Float(k) = c else { continue };
                    let t = float_type(k);
                    let fl = MemFlags::aligned(1);
                    let z = self.zero(t);
                    let mut b = self.b();
                    let at = b.ptr_add_imm(sd, o);
                    let x = b.load(t, at, fl);
                    b.store(z, at, fl);
                    if let Some(ss) = ss {
                        let from = b.ptr_add_imm(ss, o);
                        let y = b.load(t, from, fl);
                        let s = b.fadd(x, y);
                        b.store(s, from, fl);
                    }
                }
            }
        }
        Ok(())
    }
}

impl Gen<'_, '_> {
    /// `*sp += d` where every thread of the block adds to the same `sp`:
    /// when the block is whole warps, the warp's adjoints are summed by
    /// butterfly shuffles and lane 0 adds the sum atomically (one atomic
    /// per warp instead of 32); otherwise each thread adds its own.
    fn warp_reduced_add(&mut self, ty: Type, sp: Value, d: Value) -> R<()> {
        let f = self.t.rid;
        let (whole, lead, alone, join) = (
            self.new_block(f),
            self.new_block(f),
            self.new_block(f),
            self.new_block(f),
        );
        let mut b = self.b();
        let n = gpu_product(
            &mut b,
            &[GpuOp::BlockDimX, GpuOp::BlockDimY, GpuOp::BlockDimZ],
        );
        let lanes = b.iconst(Type::I32, 31);
        let rest = b.band(n, lanes);
        let zero = b.iconst(Type::I32, 0);
        let full = b.icmp(IntCC::Eq, rest, zero);
        b.brif(full, whole, &[], alone, &[]);
        self.at(f, whole);
        let mut b = self.b();
        let mask = b.iconst(Type::I32, -1);
        let clamp = b.iconst(Type::I32, 0x1f);
        let mut sum = d;
        for k in [16, 8, 4, 2, 1] {
            let k = b.iconst(Type::I32, k);
            let other = b.warp_shuffle(ShuffleMode::Bfly, mask, sum, k, clamp);
            sum = b.fadd(sum, other);
        }
        let lane = b.gpu(GpuOp::LaneId);
        let first = b.icmp(IntCC::Eq, lane, zero);
        b.brif(first, lead, &[], join, &[]);
        self.at(f, lead);
        self.atomic_add_then(ty, sp, sum, join);
        self.at(f, alone);
        self.atomic_add_then(ty, sp, d, join);
        Ok(())
    }

    /// `*sp += d` atomically, then on to `join` (selected afterwards).
    fn atomic_add_then(&mut self, ty: Type, sp: Value, d: Value, join: zyme_ir::Block) {
        let mut b = self.b();
        b.atomic_rmw(RmwOp::Fadd, ty, sp, d, Ordering::Monotonic);
        b.jump(join, &[]);
        let f = self.t.rid;
        self.at(f, join);
    }

    /// `*sp += d` atomically, lane by lane for a vector.
    pub(in crate::reverse) fn atomic_lanes(&mut self, ty: Type, sp: Value, d: Value) -> R<()> {
        let mut b = self.b();
        if !ty.is_vector() {
            b.atomic_rmw(RmwOp::Fadd, ty, sp, d, Ordering::Monotonic);
            return Ok(());
        }
        let lane = Type::scalar(ty.lane());
        for k in 0..ty.lanes() {
            let x = b.extract_lane(d, k as u16);
            let p = b.ptr_add_imm(sp, i64::from(k * lane.bytes()));
            b.atomic_rmw(RmwOp::Fadd, lane, p, x, Ordering::Monotonic);
        }
        Ok(())
    }

    /// `*sp += d` for the adjoint of `load` (through `ptr`) on the host:
    /// in a team of OpenMP threads atomically unless the address is on the
    /// thread's own stack, or a worksharing loop's iteration's alone, or
    /// its footprint says so; plainly elsewhere.
    fn team_add(&mut self, load: Inst, ty: Type, sp: Value, d: Value, ptr: Option<Value>) -> R<()> {
        if self.facts.in_team()
            && !self.facts.thread_local(load)
            && !ptr.is_some_and(|p| self.vals.activity.points_to().only_stack(p))
        {
            if self.footprint_add(load, ty, sp, d)? {
                return Ok(());
            }
            return self.atomic_lanes(ty, sp, d);
        }
        self.plain_add(ty, sp, d);
        Ok(())
    }

    /// `*sp += d` with a plain load, add and store.
    fn plain_add(&mut self, ty: Type, sp: Value, d: Value) {
        let mut b = self.bd();
        let o = b.load(ty, sp, MemFlags::aligned(1));
        let s = b.fadd(o, d);
        b.store(s, sp, MemFlags::aligned(1));
    }

    /// In a team, for an access through `p` whose address is read out of
    /// memory ([`super::uses::chased_in_team`]): whether its shadow `sp`
    /// is not `p` itself. Such an address may be a pointer without a
    /// derivative that the caller stored into memory the region shares (a
    /// C++ lambda's `this`, captured by reference), whose shadow is the
    /// pointer itself: its adjoints must not touch the program's memory.
    /// None where there is nothing to check.
    fn own_shadow(&mut self, p: Value, sp: Value) -> R<Option<Value>> {
        if !super::uses::chased_in_team(self.facts, self.vals.orig, p) {
            return Ok(None);
        }
        let primal = self.need(Need::Primal(p))?;
        let mut b = self.b();
        let a = b.cast(zyme_ir::CastOp::Ptrtoint, sp, Type::I64);
        let q = b.cast(zyme_ir::CastOp::Ptrtoint, primal, Type::I64);
        Ok(Some(b.icmp(zyme_ir::IntCC::Ne, a, q)))
    }

    /// `*sp += d` for the adjoint of a load: atomically on a GPU when
    /// other threads may add to the same shadow address, plainly where
    /// the address is the thread's alone (or outside kernels).
    fn add_to_shadow(&mut self, load: Inst, ty: Type, sp: Value, d: Value) -> R<()> {
        let plain = |g: &mut Self| g.plain_add(ty, sp, d);
        if !self.facts.device() {
            let ptr = match self.vals.orig.dfg.insts[load] {
                zyme_ir::InstData::Load { ptr, .. } => Some(ptr),
                _ => None,
            };
            let own = match ptr {
                Some(p) => self.own_shadow(p, sp)?,
                None => None,
            };
            if let Some(own) = own {
                let f = self.t.rid;
                let (add, join) = (self.new_block(f), self.new_block(f));
                self.b().brif(own, add, &[], join, &[]);
                self.at(f, add);
                self.team_add(load, ty, sp, d, ptr)?;
                self.b().jump(join, &[]);
                self.at(f, join);
                return Ok(());
            }
            return self.team_add(load, ty, sp, d, ptr);
        }
        let local = self.rev.gpu.thread_local && self.facts.thread_local(load);
        if !local
            && self.rev.gpu.warp_reduce
            && self
                .facts
                .gpu
                .as_ref()
                .is_some_and(|g| g.warp_uniform.contains(load))
            && !ty.is_vector()
        {
            return self.warp_reduced_add(ty, sp, d);
        }
        let needs_1d = self.facts.gpu.as_ref().is_some_and(|g| g.needs_1d_launch);
        if local && !needs_1d {
            plain(self);
            return Ok(());
        }
        if local && !ty.is_vector() {
            // The address is the thread's own in a one-dimensional launch
            // (it is indexed by `thread_id.x` alone): plain there, atomic
            // otherwise.
            let f = self.t.rid;
            let (yes, no, join) = (self.new_block(f), self.new_block(f), self.new_block(f));
            let mut b = self.b();
            let n = gpu_product(
                &mut b,
                &[
                    GpuOp::BlockDimY,
                    GpuOp::BlockDimZ,
                    GpuOp::GridDimY,
                    GpuOp::GridDimZ,
                ],
            );
            let one = b.iconst(Type::I32, 1);
            let flat = b.icmp(IntCC::Eq, n, one);
            b.brif(flat, yes, &[], no, &[]);
            self.at(f, yes);
            plain(self);
            self.b().jump(join, &[]);
            self.at(f, no);
            self.atomic_add_then(ty, sp, d, join);
            return Ok(());
        }
        if ty.is_vector() {
            return Err(self.err(format!(
                "the adjoint of this {ty} load would be added to shadow memory other threads \
                 may touch, and vectors have no atomic add; load the lanes separately"
            )));
        }
        self.b()
            .atomic_rmw(RmwOp::Fadd, ty, sp, d, Ordering::Monotonic);
        Ok(())
    }
}

impl Gen<'_, '_> {
    /// The adjoint of a warp shuffle sends each lane's adjoint back to the
    /// lane it read from, by the inverse shuffle:
    ///
    /// * `bfly` is its own inverse (lane `l` reads `l ^ b`);
    /// * `down` by `b`: lane `m` gets the adjoint of lane `m - b` when
    ///   that lane read it (`up` by `b` within the segment, which reads
    ///   lane `m - b` exactly when that lane exists), and its own when it
    ///   read itself (its source fell outside the segment); `up`
    ///   likewise, mirrored. Whether a lane read another is seen by
    ///   shuffling lane ids the same way.
    /// * `idx` (one lane's value to many) needs a sum over the lanes that
    ///   read it, and is refused.
    fn rev_warp_shuffle(&mut self, mode: ShuffleMode, args: [Value; 4], d: Value) -> R<()> {
        let [mask, x, b, c] = args;
        if self.vals.adj_ty(x).is_none() {
            return Ok(());
        }
        let mask = self.need(Need::Primal(mask))?;
        let pb = self.need(Need::Primal(b))?;
        let pc = self.need(Need::Primal(c))?;
        let dx = match mode {
            ShuffleMode::Bfly => self.b().warp_shuffle(mode, mask, d, pb, pc),
            ShuffleMode::Down | ShuffleMode::Up => {
                // The inverse direction keeps the segment mask (bits
                // 8-12 of `c`); its clamp is the other end of the
                // segment: 0 for `up`, 31 for `down`.
                let (back, clamp) = match mode {
                    ShuffleMode::Down => (ShuffleMode::Up, 0),
                    _ => (ShuffleMode::Down, 0x1f),
                };
                let ty = self.vals.adj_ty(x).expect("checked");
                let z = self.zero(ty);
                let mut bl = self.b();
                let lane = bl.gpu(GpuOp::LaneId);
                let seg = bl.iconst(Type::I32, 0x1f00);
                let seg = bl.band(pc, seg);
                let k = bl.iconst(Type::I32, clamp);
                let back_c = bl.bor(seg, k);
                // From the lane that read this one.
                let from = bl.warp_shuffle(back, mask, d, pb, back_c);
                let from_lane = bl.warp_shuffle(back, mask, lane, pb, back_c);
                let other = bl.icmp(IntCC::Ne, from_lane, lane);
                let from = bl.select(other, from, z);
                // This lane's own, when it read itself.
                let src = bl.warp_shuffle(mode, mask, lane, pb, pc);
                let own = bl.icmp(IntCC::Eq, src, lane);
                let own = bl.select(own, d, z);
                bl.fadd(from, own)
            }
            ShuffleMode::Idx => {
                return Err(self.err(
                    "the adjoint of a `shfl.idx` (`__shfl_sync`) of an active value sums over \
                     the lanes that read each lane, which is not done yet; broadcast with \
                     `__shfl_xor_sync` reductions, or go through shared memory"
                        .into(),
                ))
            }
        };
        self.add_adj(x, dx)
    }
}

/// The product of GPU sizes (`i32`), e.g. the threads of a block.
fn gpu_product(b: &mut zyme_ir::FunctionBuilder, ops: &[GpuOp]) -> Value {
    let mut n = b.gpu(ops[0]);
    for &op in &ops[1..] {
        let k = b.gpu(op);
        n = b.imul(n, k);
    }
    n
}

/// Denominators the reverse sweep divides by through their reciprocal.
///
/// Where the primal divides by one value more than once (a rotation's
/// axis `rot / θ` lane by lane, a projection's `x / z` and `y / z`), the
/// reverse sweep divides each adjoint by it too: a division is 13–14
/// cycles of latency and the divider takes one every four, where a
/// multiplication takes four and two start each cycle. Computed once per
/// block of the reverse sweep, `1 / b` turns those divisions into
/// multiplications, as Enzyme's derivatives get them from LLVM (they
/// carry `arcp` among their fast-math flags). The adjoint is then
/// rounded twice (the reciprocal, then the product) instead of once: a
/// relative difference of at most two units in the last place, within
/// what a derivative's own rounding already spreads. The primal's own
/// divisions stay as they are.
#[derive(Default)]
pub(super) struct Reciprocals {
    /// Each (block, denominator) of the primal that shares its scalar
    /// with another division with an adjoint in that block: the scalar
    /// (or, `true`, the scalar a `splat` fills the vector with).
    pub shared: HashMap<(Block, Value), (Value, bool)>,
    /// The reciprocal of each such scalar made in each (function, block)
    /// of the derivative.
    pub made: HashMap<(FuncId, Block, Value), Value>,
}

impl Reciprocals {
    /// The shared denominators of the divisions of `orig` whose result
    /// has an adjoint (`active`), block by block: a denominator divided
    /// by once in each of two blocks keeps its divisions.
    pub fn of(orig: &Function, active: impl Fn(Value) -> bool) -> Self {
        let mut count: HashMap<(Block, Value), u32> = HashMap::new();
        let mut scalar: HashMap<(Block, Value), (Value, bool)> = HashMap::new();
        for &block in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(block) {
                let InstData::Binary {
                    op: BinaryOp::Fdiv,
                    args: [_, b],
                } = orig.dfg.insts[inst]
                else {
                    continue;
                };
                if !orig.dfg.inst_results(inst).iter().any(|&r| active(r)) {
                    continue;
                }
                let key = match orig.dfg.value_inst(b) {
                    Some(&InstData::Splat { arg, .. }) => (arg, true),
                    _ => (b, false),
                };
                scalar.insert((block, b), key);
                *count.entry((block, key.0)).or_default() += 1;
            }
        }
        Reciprocals {
            shared: scalar
                .into_iter()
                .filter(|&((block, _), (x, _))| count[&(block, x)] > 1)
                .collect(),
            made: HashMap::new(),
        }
    }
}
