//! The adjoint rules of the reverse sweep: for each active instruction,
//! its result's adjoint taken and spread to its operands' adjoints (or to
//! shadow memory), reading the forward values its entry in
//! [`super::uses`] lists.

use super::augmented::CopyLayout;
use super::facts::float_type;
use super::{Gen, Need, Shape, R};
use crate::runtime;
use zyme_analysis::typetree::Concrete;
use zyme_ir::{BinaryOp, CastOp, Inst, InstData, MathOp, MemFlags, MemOp, Type, UnaryOp, Value};

impl Gen<'_, '_> {
    pub(super) fn rev_inst(&mut self, inst: Inst) -> R<()> {
        let orig = self.vals.orig;
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
                if self.vals.active(*v) {
                    let d = self.b().load(ty, sp, MemFlags::aligned(1));
                    let z = self.zero(ty);
                    self.b().store(z, sp, MemFlags::aligned(1));
                    self.add_adj(*v, d)?;
                } else {
                    let z = self.zero(ty);
                    self.b().store(z, sp, MemFlags::aligned(1));
                }
                return Ok(());
            }
            InstData::Mem { op, args } => return self.rev_mem(*op, *args),
            InstData::AtomicRmw { .. } | InstData::CmpXchg { .. } => {
                return Err(self.err(
                    "atomic operations on active values are not differentiated yet (reverse mode)"
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
                let mut b = self.b();
                let o = b.load(ty, sp, MemFlags::aligned(1));
                let s = b.fadd(o, d);
                b.store(s, sp, MemFlags::aligned(1));
            }
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => {
                let n = self.b().fneg(d);
                self.add_adj(*arg, n)?;
            }
            InstData::Binary { op, args: [a, b] } => self.rev_binary(*op, *a, *b, r, d)?,
            InstData::Math { op, args } => self.rev_math(*op, args, r, d)?,
            InstData::Select { args: [c, x, y] } => {
                let c = self.need(Need::Primal(*c))?;
                let ty = self.vals.adj_ty(r).expect("checked");
                let z = self.zero(ty);
                let dx = self.b().select(c, d, z);
                let dy = self.b().select(c, z, d);
                self.add_adj(*x, dx)?;
                self.add_adj(*y, dy)?;
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
                    let mut b = self.b();
                    let e = b.extract_lane(d, l as u16);
                    acc = b.fadd(acc, e);
                }
                self.add_adj(*arg, acc)?;
            }
            InstData::ExtractLane { arg, lane } => {
                if let Some(ta) = self.vals.adj_ty(*arg) {
                    let z = self.zero(ta);
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
                    let z = self.zero(lane_ty);
                    let dv = self.b().insert_lane(d, z, *lane);
                    self.add_adj(*v, dv)?;
                }
            }
            InstData::Shuffle { args: [x, y], mask } => {
                let n = self.vals.ty(*x).lanes() as usize;
                let lane_ty = Type::scalar(self.vals.adj_ty(r).expect("checked").lane());
                let mut acc: Vec<Option<Value>> = vec![None; 2 * n];
                for (j, &m) in mask.iter().enumerate() {
                    let mut b = self.b();
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
                    let mut vec = self.zero(ts);
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
            let n = self.b().fneg(d);
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
                let t = crate::rules::binary(&mut self.b(), op, pa, pb, pr, d, d, first, !first)
                    .expect("float arithmetic has rules");
                self.add_adj(v, t)?;
            }
        }
        Ok(())
    }

    /// Math operations through the tangent rules: each rule is linear in
    /// the tangents, so with the adjoint as the one active tangent it
    /// gives that argument's adjoint contribution.
    pub(super) fn rev_math(&mut self, op: MathOp, args: &[Value], r: Value, d: Value) -> R<()> {
        let uses_result = crate::rules::math_reads_result(op);
        if let (MathOp::Fma | MathOp::Fmuladd, &[a, b, c]) = (op, args) {
            // `a·b + c`: each factor's adjoint needs only the other factor,
            // and the addend's none, so the tape holds no more than that
            // (a dot product's partial sums and an inactive factor's
            // partner are never cached).
            if self.vals.adj_ty(a).is_some() {
                let pb = self.need(Need::Primal(b))?;
                let t = self.b().fmul(d, pb);
                self.add_adj(a, t)?;
            }
            if self.vals.adj_ty(b).is_some() {
                let pa = self.need(Need::Primal(a))?;
                let t = self.b().fmul(d, pa);
                self.add_adj(b, t)?;
            }
            return self.add_adj(c, d);
        }
        let mut prim = Vec::new();
        for &a in args {
            prim.push(self.need(Need::Primal(a))?);
        }
        let pr = if uses_result {
            self.need(Need::Primal(r))?
        } else if self.vals.ty(args[0]) == self.vals.ty(r) {
            prim[0]
        } else {
            self.need(Need::Primal(r))?
        };
        for (i, &a) in args.iter().enumerate() {
            if self.vals.adj_ty(a).is_none() {
                continue;
            }
            let per: Vec<(Value, bool)> = (0..args.len()).map(|j| (d, j == i)).collect();
            let t = crate::rules::math(&mut self.b(), op, &prim, pr, &per);
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
        let layout = self.copy_layout(dst, src, clen)?;
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
