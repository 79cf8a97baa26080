//! The reverse sweep's reads of forward values, as the plan says: made
//! again, parameters of the reverse function, read directly, recomputed
//! or reloaded, a shadow from its argument's, or popped from the tape.

use super::plan::{How, Need};
use super::{Gen, SlotShadow, R};
use zyme_ir::{CastOp, InstData, IntCC, MemFlags, Type, Value, ValueDef};

impl Gen<'_, '_> {
    /// A value of the forward sweep, read in the reverse of the current
    /// block the way the plan decided.
    pub(super) fn need(&mut self, need: Need) -> R<Value> {
        let block = self.at.orig_block.expect("inside the reverse of a block");
        let how = self.plan.how(block, need).ok_or_else(|| {
            self.err(format!(
                "internal error: the reverse plan of @{} did not foresee that the reverse of {} reads {need:?}; please report this",
                self.vals.orig.name,
                self.vals.orig.display_names().block(block)
            ))
        })?;
        match (need, how) {
            (Need::Primal(v), How::Remat) => self.remat(v, false),
            (Need::Shadow(v), How::Remat) => self.remat(v, true),
            (Need::Primal(v), How::Argument) => Ok(self.rcfg.args[v].expect("an argument")),
            (Need::Shadow(v), How::Argument) => {
                Ok(self.rcfg.arg_shadows[v].expect("a dup argument"))
            }
            (Need::Primal(v), How::Recompute | How::Reload) => self.recompute_pure(v),
            (Need::Shadow(v), How::Recompute) => self.recompute_shadow(v),
            (Need::Shadow(v), How::FromArgument(i)) => self.shadow_from_argument(v, i),
            (_, How::Direct) => self.forward_value(block, need),
            (Need::LoopCount(h), How::Kept) => Ok(self.forward_count(h)),
            (_, How::Kept) => self.kept(need, block),
            (Need::EdgeId, How::Counted) => {
                let l = &self.facts.counted[&block];
                let (entry, back) = (l.entry_edge as i64, l.back_edge as i64);
                let at = self.counter(block);
                let mut b = self.b();
                let i = b.load(Type::I64, at, MemFlags::aligned(8));
                let zero = b.iconst(Type::I64, 0);
                let first = b.icmp(IntCC::Eq, i, zero);
                let entry = b.iconst(super::EDGE_ID, entry);
                let back = b.iconst(super::EDGE_ID, back);
                Ok(b.select(first, entry, back))
            }
            (Need::EdgeId, How::Branched) => {
                let plan = self.plan;
                let tree = plan
                    .block(block)
                    .and_then(|p| p.edge.as_ref())
                    .expect("the plan keeps the tree of a branched edge");
                self.select_tree(tree, &mut |g, k| Ok(g.b().iconst(super::EDGE_ID, k as i64)))
            }
            (Need::Primal(v), How::Merged) => {
                let plan = self.plan;
                let tree = plan
                    .block(block)
                    .and_then(|p| p.merged.get(&v))
                    .expect("the plan keeps the tree of a merged parameter");
                let ValueDef::Param(p, i) = self.vals.orig.dfg.values[v].def else {
                    unreachable!("only block parameters are merged")
                };
                let (facts, orig) = (self.facts, self.vals.orig);
                self.select_tree(tree, &mut |g, k| {
                    g.need(Need::Primal(facts.edge_arg(orig, p, k, i as usize)))
                })
            }
            (Need::Primal(v), How::Counted) => {
                let (h, start, step) = self
                    .facts
                    .counted_iv(block, v)
                    .expect("the plan counts induction variables only");
                let start = self.need(Need::Primal(start))?;
                let ty = self.vals.ty(v);
                let at = self.counter(h);
                let mut b = self.b();
                let i = b.load(Type::I64, at, MemFlags::aligned(8));
                let i = if ty == Type::I64 {
                    i
                } else {
                    b.cast(CastOp::Trunc, i, ty)
                };
                let step = b.iconst(ty, step);
                let moved = b.imul(i, step);
                Ok(b.iadd(start, moved))
            }
            (_, How::Tape(k)) => {
                let owner = self.plan.record_of(self.facts, self.vals, block, need);
                let v = self.rcfg.popped[owner][k];
                // An edge id kept in a byte.
                let mut b = self.b();
                Ok(
                    if need == Need::EdgeId && b.func().dfg.value_type(v) != super::EDGE_ID {
                        b.cast(CastOp::Zext, v, super::EDGE_ID)
                    } else {
                        v
                    },
                )
            }
            _ => Err(self.err(format!(
                "internal error: the reverse plan has {need:?} as {how:?}; please report this"
            ))),
        }
    }

    /// What a tree of branch conditions names, `leaf` giving the value
    /// for each edge: a select per test.
    fn select_tree(
        &mut self,
        tree: &super::facts::EdgeTree,
        leaf: &mut dyn FnMut(&mut Self, usize) -> R<Value>,
    ) -> R<Value> {
        use super::facts::EdgeTree;
        match tree {
            EdgeTree::Edge(k) => leaf(self, *k),
            EdgeTree::Test(c, t, e) => {
                let c = self.need(Need::Primal(*c))?;
                let t = self.select_tree(t, leaf)?;
                let e = self.select_tree(e, leaf)?;
                Ok(self.b().select(c, t, e))
            }
        }
    }

    /// The forward sweep's value for a need of `block` (what its record
    /// pushes, or what the reverse reads directly in combined mode).
    pub(super) fn forward_value(&mut self, block: zyme_ir::Block, need: Need) -> R<Value> {
        Ok(match need {
            Need::Primal(v) => self.val(v)?,
            Need::Shadow(v) => self
                .fwd
                .shadow_of(v)
                .ok_or_else(|| self.err(crate::no_shadow(v)))?,
            Need::EdgeId => self.fwd.edge_param(block),
            Need::Extra(inst) => self.fwd.extra(inst),
            Need::LoopCount(h) => self.forward_count(h),
            Need::Slot(slot) => match self.fwd.shadow_slots[slot] {
                Some(SlotShadow::Heap(p)) => p,
                _ => unreachable!("only heap shadows of slots are read back"),
            },
        })
    }

    /// Re-executes the pure instruction defining `v` (or the load of
    /// memory nothing writes) in the reverse, its operands had as the plan
    /// says.
    pub(super) fn recompute_pure(&mut self, v: Value) -> R<Value> {
        let mut data = self
            .vals
            .def_inst(v)
            .cloned()
            .expect("the plan recomputes instructions");
        let mut ops = Vec::new();
        for o in data.operands() {
            ops.push(self.need(Need::Primal(o))?);
        }
        let mut it = ops.into_iter();
        data.map_operands(|_| it.next().expect("one per operand"));
        let results = self.b().ins_results(data);
        let k = match self.vals.orig.dfg.values[v].def {
            ValueDef::Result(_, k) => k as usize,
            ValueDef::Param(..) => 0,
        };
        Ok(results[k])
    }

    /// The shadow of a pointer into duplicated argument `i`'s memory: the
    /// argument's shadow moved by the pointer's offset into the argument
    /// (see the plan's `from_argument`).
    pub(super) fn shadow_from_argument(&mut self, v: Value, i: usize) -> R<Value> {
        let arg = self.vals.arg(i);
        let p = self.need(Need::Primal(v))?;
        let base = self.need(Need::Primal(arg))?;
        let sbase = self.need(Need::Shadow(arg))?;
        let mut b = self.b();
        let pi = b.cast(CastOp::Ptrtoint, p, Type::I64);
        let bi = b.cast(CastOp::Ptrtoint, base, Type::I64);
        let offset = b.isub(pi, bi);
        Ok(b.ptr_add(sbase, offset))
    }

    /// The shadow of an address computed from another one, from that
    /// one's shadow.
    pub(super) fn recompute_shadow(&mut self, v: Value) -> R<Value> {
        let data = self.vals.def_inst(v).cloned();
        Ok(match data {
            Some(InstData::PtrAdd { args: [p, off] }) => {
                let sp = self.need(Need::Shadow(p))?;
                let o = self.need(Need::Primal(off))?;
                self.b().ptr_add(sp, o)
            }
            Some(InstData::Cast { op, arg, ty }) => {
                let sa = self.need(Need::Shadow(arg))?;
                self.b().cast(op, sa, ty)
            }
            _ => unreachable!("the plan recomputes shadows of address arithmetic only"),
        })
    }

    /// A constant or an address made again (a constant pointer is its own
    /// shadow; a global's shadow is its shadow global; a stack slot's, its
    /// shadow slot).
    pub(super) fn remat(&mut self, v: Value, shadow: bool) -> R<Value> {
        let data = self
            .vals
            .def_inst(v)
            .cloned()
            .expect("the plan remakes instructions");
        Ok(match (data, shadow) {
            (InstData::GlobalAddr { global }, true) => self.shadow_global_addr(global)?,
            (InstData::StackAddr { slot }, true) => match self.fwd.shadow_slots[slot] {
                Some(SlotShadow::Stack(s)) => self.b().stack_addr(s),
                _ => return Err(self.err("stack slot without a shadow".into())),
            },
            (d, _) => self.b().ins_results(d)[0],
        })
    }
}
