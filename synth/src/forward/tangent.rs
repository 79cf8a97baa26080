//! The tangent rules of forward mode, instruction by instruction: moves
//! of values and addresses through the shared shadow rule
//! ([`crate::shadow`]), arithmetic and math through [`crate::rules`],
//! memory through shadow pointers.

use super::body::Body;
use crate::rules;
use crate::shadow::{self, Operand, PointerShadow};
use crate::SynthError;
use zyme_ir::{BinaryOp, CastOp, InstData, MemFlags, MemOp, RmwOp, Type, UnaryOp, Value};

impl Body<'_, '_> {
    /// The tangent code of one active non-call instruction.
    pub(super) fn tangent(
        &mut self,
        data: &InstData,
        results: &[Value],
        new_results: &[Value],
    ) -> Result<(), SynthError> {
        let w = self.width();
        let r = results.first().copied();
        let result_active = r.is_some_and(|r| self.activity.is_active(r));
        let mut ts: Vec<Value> = Vec::with_capacity(w);
        match data {
            InstData::Store {
                args: [v, p],
                flags,
            } => {
                if !self.activity.is_active(*p) {
                    if self.options.runtime_activity {
                        return Ok(());
                    }
                    return Err(self.err(
                        "an active value is stored through a pointer without a shadow".into(),
                    ));
                }
                let shadows = self.tans(*p)?;
                let ty = self.ty(*v);
                let values = if ty.is_ptr() && !self.activity.is_active(*v) {
                    // An inactive pointer stored into shadowed memory: its
                    // shadow is itself (constant memory has no tangent).
                    vec![self.val(*v)?; w]
                } else if ty.is_int() && !self.activity.is_active(*v) {
                    vec![self.val(*v)?; w]
                } else {
                    self.tans(*v)?
                };
                let flags = MemFlags {
                    ordering: None,
                    ..*flags
                };
                for k in 0..w {
                    self.b().store(values[k], shadows[k], flags);
                }
                return Ok(());
            }
            InstData::AtomicRmw {
                op: op @ (RmwOp::Fadd | RmwOp::Fsub),
                ty,
                args: [p, x],
                ordering,
            } if r.is_none_or(|r| !self.orig.value_is_used(r)) => {
                // `*p += x` atomically: the tangent of `*p` gets the
                // tangent of `x` the same way (the old value takes no part
                // in the result).
                if !self.activity.is_active(*p) {
                    return Ok(());
                }
                let shadows = self.tans(*p)?;
                let xs = if self.activity.is_active(*x) {
                    self.tans(*x)?
                } else {
                    vec![self.zero(*ty); w]
                };
                for k in 0..w {
                    self.b().atomic_rmw(*op, *ty, shadows[k], xs[k], *ordering);
                }
                return Ok(());
            }
            InstData::Mem {
                op,
                args: [dst, src, len],
            } => {
                if !self.activity.is_active(*dst) {
                    return Ok(());
                }
                let dsts = self.tans(*dst)?;
                let len = self.val(*len)?;
                let srcs = if *op != MemOp::Memset && self.activity.is_active(*src) {
                    Some(self.tans(*src)?)
                } else {
                    None
                };
                for k in 0..w {
                    let mut b = self.b();
                    match &srcs {
                        Some(s) => b.mem(*op, dsts[k], s[k], len),
                        None => {
                            let zero = b.iconst(Type::I8, 0);
                            b.mem(MemOp::Memset, dsts[k], zero, len);
                        }
                    }
                }
                return Ok(());
            }
            _ => {}
        }
        if !result_active {
            return Ok(());
        }
        let r = r.expect("an active result exists");
        let nr = new_results[0];
        // Moves of values and addresses: the shadow pointer rule, shared
        // with reverse mode's forward sweep (for a float moved by a load
        // or a select, the tangent is moved the same way).
        let moved = match data {
            InstData::StackAddr { .. }
            | InstData::GlobalAddr { .. }
            | InstData::FuncAddr { .. }
            | InstData::PtrAdd { .. }
            | InstData::Load { .. }
            | InstData::Select { .. }
            | InstData::Cast {
                op: CastOp::Bitcast | CastOp::AddrSpaceCast | CastOp::Ptrtoint | CastOp::Inttoptr,
                ..
            } => true,
            InstData::Splat { .. }
            | InstData::ExtractLane { .. }
            | InstData::InsertLane { .. }
            | InstData::Shuffle { .. } => self.ty(r).is_ptr(),
            InstData::Binary {
                op: BinaryOp::Iadd | BinaryOp::Isub | BinaryOp::And | BinaryOp::Or,
                ..
            } => {
                let float_bits = matches!(
                    self.fwd.types.func(self.func).tree(r).scalar(8),
                    Some(zyme_analysis::Concrete::Float(_))
                );
                self.ty(r).is_int() && !float_bits
            }
            _ => false,
        };
        if moved {
            let activity = self.activity;
            let carries = |v: Value| activity.is_active(v);
            let rule = shadow::pointer_shadow(data, &carries).map_err(|m| self.err(m))?;
            let ts = match rule {
                PointerShadow::Slot(slot) => {
                    let shadows = self
                        .shadow_slots
                        .get(&slot)
                        .cloned()
                        .ok_or_else(|| self.err("stack slot without a shadow".into()))?;
                    shadows
                        .into_iter()
                        .map(|s| self.b().stack_addr(s))
                        .collect()
                }
                PointerShadow::Global(global) => {
                    let s = self.fwd.shadow_global(global)?;
                    vec![self.b().global_addr(s); w]
                }
                PointerShadow::Itself => vec![nr; w],
                PointerShadow::Remake(how) => {
                    let mut lanes: Vec<Vec<Value>> = vec![Vec::new(); w];
                    for (o, how) in data.operands().into_iter().zip(how) {
                        let per = match how {
                            Operand::Primal => vec![self.val(o)?; w],
                            Operand::Shadow => self.tans(o)?,
                        };
                        for (lane, v) in lanes.iter_mut().zip(per) {
                            lane.push(v);
                        }
                    }
                    lanes
                        .iter()
                        .map(|ops| shadow::remake(&mut self.b(), data, ops))
                        .collect()
                }
            };
            self.set_tans(r, ts);
            return Ok(());
        }
        if self.options.error {
            if let Some(ts) = self.error_tangents(data, nr)? {
                self.set_tans(r, ts);
                return Ok(());
            }
        }
        match data {
            InstData::Cast { op, arg, ty } => match op {
                CastOp::Fpext | CastOp::Fptrunc => {
                    let t = self.tans(*arg)?;
                    for x in t {
                        ts.push(self.b().cast(*op, x, *ty));
                    }
                }
                _ => {
                    return Err(self.err(format!(
                        "`{}` of a value that holds float bits has no derivative rule",
                        op.name()
                    )))
                }
            },
            InstData::Unary {
                op: UnaryOp::Fneg,
                arg,
            } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.bd().fneg(x));
                }
            }
            InstData::Binary { op, args: [a, b] } => {
                let (pa, pb) = (self.val(*a)?, self.val(*b)?);
                let (ta, tb) = (self.tans(*a)?, self.tans(*b)?);
                let (aa, ab) = (self.activity.is_active(*a), self.activity.is_active(*b));
                if *op == BinaryOp::Xor {
                    // `x ^ signbit` on float bits is clang's fneg: the
                    // tangent flips sign the same way.
                    let (t, k) = if aa && !ab { (&ta, *b) } else { (&tb, *a) };
                    let bits = self.ty(r).lane().bits();
                    let sign = zyme_analysis::types::constant(self.orig, k)
                        .is_some_and(|c| (c as u64) << (64 - bits) == 1 << 63 && (aa != ab));
                    if !sign {
                        return Err(self.err(
                            "`xor` on float bits other than a sign flip has no derivative rule"
                                .into(),
                        ));
                    }
                    let mask = if aa { pb } else { pa };
                    for &x in t.iter() {
                        ts.push(self.b().bxor(x, mask));
                    }
                } else {
                    for k in 0..w {
                        let t = rules::binary(
                            &mut self.bd(),
                            *op,
                            Some(pa),
                            Some(pb),
                            Some(nr),
                            ta[k],
                            tb[k],
                            aa,
                            ab,
                        );
                        match t {
                            Some(t) => ts.push(t),
                            None => {
                                return Err(self.err(format!(
                                    "`{}` on active values has no derivative rule",
                                    op.name()
                                )))
                            }
                        }
                    }
                }
            }
            InstData::Math { op, args } => {
                let prim: Vec<Value> = args
                    .iter()
                    .map(|&a| self.val(a))
                    .collect::<Result<_, _>>()?;
                let mut tan_args = Vec::new();
                for &a in args {
                    let act = self.activity.is_active(a) && self.ty(a).is_float();
                    tan_args.push((self.tans(a)?, act));
                }
                for k in 0..w {
                    let per: Vec<(Value, bool)> =
                        tan_args.iter().map(|(t, a)| (t[k], *a)).collect();
                    let t = rules::math(&mut self.bd(), *op, &prim, nr, &per);
                    match t {
                        Ok(t) => ts.push(t),
                        Err(msg) => {
                            return Err(self.err(msg));
                        }
                    }
                }
            }
            InstData::Splat { ty, arg } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.b().splat(*ty, x));
                }
            }
            InstData::ExtractLane { arg, lane } => {
                let t = self.tans(*arg)?;
                for x in t {
                    ts.push(self.b().extract_lane(x, *lane));
                }
            }
            InstData::InsertLane { args: [v, x], lane } => {
                let tv = self.tans(*v)?;
                let tx = self.tans(*x)?;
                for k in 0..w {
                    ts.push(self.b().insert_lane(tv[k], tx[k], *lane));
                }
            }
            InstData::Shuffle { args: [x, y], mask } => {
                let tx = self.tans(*x)?;
                let ty = self.tans(*y)?;
                for k in 0..w {
                    ts.push(self.b().shuffle(tx[k], ty[k], mask));
                }
            }
            // A shuffle is linear and moves values between lanes: each
            // lane's tangent moves with its value (and a shadow address
            // with its address).
            InstData::WarpShuffle {
                mode,
                args: [mask, x, b, c],
            } => {
                let t = self.tans(*x)?;
                let [mask, b, c] = [self.val(*mask)?, self.val(*b)?, self.val(*c)?];
                for tk in t {
                    ts.push(self.b().warp_shuffle(*mode, mask, tk, b, c));
                }
            }
            other => {
                return Err(self.err(format!(
                    "`{}` with active operands is not differentiated yet (forward mode)",
                    other.opcode_name()
                )))
            }
        }
        self.set_tans(r, ts);
        Ok(())
    }
}
