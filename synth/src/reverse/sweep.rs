//! The reverse sweep: the reverse function's entry (seeds, or the split
//! half's parameters), one reverse block per live primal block — a head
//! that pops the block's tape record, a body that runs the adjoint rules
//! from the last instruction to the first — the edges back to the
//! predecessors, and the end: gradients returned, shadows and tape
//! released.

use super::facts::LoopCount;
use super::select_chains::TakerSkip;
use super::tape::typed;
use super::{Gen, Need, Shape, EDGE_ID, R};
use crate::runtime;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{
    BinaryOp, Block, BlockCall, Inst, InstData, IntCC, MemFlags, Signature, Type, Value,
};

/// The reverse function's blocks and parameters.
#[derive(Default)]
pub(super) struct ReverseCfg {
    /// The reverse entry: after the forward returns (combined), or the
    /// reverse function's entry (split).
    pub entry: Option<Block>,
    /// Combined: the block the forward returns jump to (the entry).
    pub exit: Option<Block>,
    pub heads: SecondaryMap<Block, PackedOption<Block>>,
    pub bodies: SecondaryMap<Block, PackedOption<Block>>,
    /// Each body's parameters: the fields of its block's tape record.
    pub popped: SecondaryMap<Block, Vec<Value>>,
    /// Split: the reverse function's copies of the arguments, and of the
    /// shadows of duplicated ones.
    pub args: SecondaryMap<Value, PackedOption<Value>>,
    pub arg_shadows: SecondaryMap<Value, PackedOption<Value>>,
    /// The iteration counters of counted loops' reverses, by header: an
    /// `i64` stack slot each.
    pub counters: hashbrown::HashMap<Block, zyme_ir::StackSlot>,
    /// Split halves of a team with footprints: each group's interval of
    /// plain adds, as its lowest address and the room above it
    /// (`parallel::footprint`).
    pub safe: Vec<(Value, Value)>,
    /// Split halves of a team with footprints: the thread's tape header,
    /// where an adjoint outside those intervals is added plainly before it
    /// goes to the private buffer (scratch room of the thread's own).
    pub fork_tape: Option<Value>,
    /// The stores of the adds into private buffers, and the shared copy
    /// of the half with the check at its entry that calls it
    /// (`parallel::private`).
    pub private_stores: Vec<zyme_ir::Inst>,
    pub shared: Option<(zyme_ir::FuncId, zyme_ir::Inst)>,
    /// Split halves of a team with footprints: each group's private
    /// buffer, where the adjoints outside its interval go
    /// (`parallel::private`).
    pub private: Vec<Option<super::parallel::Private>>,
}

impl ReverseCfg {
    pub fn head(&self, b: Block) -> Block {
        self.heads[b].expect("a live block")
    }

    pub fn body(&self, b: Block) -> Block {
        self.bodies[b].expect("a live block")
    }
}

impl Gen<'_, '_> {
    pub(super) fn reverse_sweep(&mut self) -> R<()> {
        let orig = self.vals.orig;
        let rid = self.t.rid;
        let float_returns = super::float_returns(&orig.sig);
        // The reverse entry: after the forward returns (combined), or the
        // reverse function's entry with its parameters (split).
        let rev_entry = self.new_block(rid);
        self.rcfg.entry = Some(rev_entry);
        match self.t.shape {
            Shape::Combined(_) => {
                self.rcfg.exit = Some(rev_entry);
                let mut b = self.rev.module.builder(rid);
                for &t in &orig.sig.returns {
                    b.append_param(rev_entry, t);
                }
                if self.facts.returns.len() > 1 {
                    b.append_param(rev_entry, EDGE_ID);
                }
                self.tape.rev = self.tape.fwd;
                self.tape.rvars = self.tape.fvars;
                self.tape.rbits = self.tape.fbits;
                self.at(rid, rev_entry);
                let seed = match self.t.shape {
                    Shape::Combined(o) if o.const_return => 0.0,
                    _ => 1.0,
                };
                for &t in &float_returns {
                    let one = crate::rules::fconst(&mut self.b(), t, seed);
                    self.adj.seeds.push(one);
                }
            }
            Shape::Split(_) => {
                let mut b = self.rev.module.builder(rid);
                let t = b.append_param(rev_entry, Type::PTR);
                self.tape.rev = Some(t);
                let entry = orig.entry_block().expect("definitions have an entry");
                for (i, &p) in orig.dfg.block_params(entry).iter().enumerate() {
                    let ty = orig.dfg.value_type(p);
                    self.rcfg.args[p] = b.append_param(rev_entry, ty).into();
                    if self.vals.kinds[i].is_dup() {
                        self.rcfg.arg_shadows[p] = b.append_param(rev_entry, ty).into();
                    }
                }
                for &t in &float_returns {
                    self.adj.seeds.push(b.append_param(rev_entry, t));
                }
                self.at(rid, rev_entry);
                self.tape.rvars = Some(self.tape_vars(t));
                self.take_bits();
                self.footprint_bounds(t)?;
                if self.facts.device() {
                    // A reverse kernel launched on its own starts with
                    // undefined shared memory.
                    self.zero_shared_shadows()?;
                }
            }
        }
        // Each block's reverse: a head that pops the block's tape record,
        // then the body, whose parameters are the record's fields.
        let blocks = self.facts.live_blocks();
        for &b in &blocks {
            let h = self.new_block(rid);
            let body = self.new_block(rid);
            let record = self.plan.block(b).map(|p| p.record.clone());
            let mut bl = self.rev.module.builder(rid);
            let popped: Vec<Value> = record
                .unwrap_or_default()
                .iter()
                .map(|&(_, ty)| bl.append_param(body, ty))
                .collect();
            self.rcfg.heads[b] = h.into();
            self.rcfg.bodies[b] = body.into();
            self.rcfg.popped[b] = popped;
        }
        for &b in blocks.iter().rev() {
            self.rev_block(b)?;
        }
        Ok(())
    }

    pub(super) fn rev_block(&mut self, block: Block) -> R<()> {
        let orig = self.vals.orig;
        let rid = self.t.rid;
        self.at.orig_block = Some(block);
        self.adj.local.clear();
        let body = self.rcfg.body(block);
        self.at(rid, body);
        for &inst in orig.layout.block_insts(block).iter().rev() {
            self.at.inst = Some(inst);
            if let InstData::Return { args } = &orig.dfg.insts[inst] {
                let mut k = 0;
                for &a in args {
                    if self.vals.ty(a).is_float() {
                        let seed = self.adj.seeds[k];
                        k += 1;
                        self.add_adj(a, seed)?;
                    }
                }
                continue;
            }
            if orig.dfg.insts[inst].is_terminator() {
                continue;
            }
            self.rev_inst(inst)?;
        }
        self.at.inst = None;
        let entry = orig.entry_block().expect("entry");
        if block == entry {
            return self.rev_final();
        }
        // Adjoints of the block's parameters flow to the edges' arguments.
        let params = orig.dfg.block_params(block).to_vec();
        let mut dps = Vec::new();
        for &p in &params {
            dps.push(self.take_adj(p));
        }
        let edges = self.facts.incoming[block].clone();
        let back_edge = self.facts.counted.get(&block).map(|l| edges[l.back_edge]);
        let edge_block = |g: &mut Self, e: (Block, usize)| -> R<()> {
            let (pred, k) = e;
            // Counted loops: back into the previous iteration, or into
            // the last one from the loop's exit.
            if Some(e) == back_edge {
                let at = g.counter(block);
                let skipped = g.skips_to_taker(block).is_some();
                let mut b = g.b();
                // A loop that skipped to its chain's last taker goes on
                // to its first iteration (every one between adds zeros).
                let prev = if skipped {
                    b.iconst(Type::I64, 0)
                } else {
                    let i = b.load(Type::I64, at, MemFlags::aligned(8));
                    let one = b.iconst(Type::I64, 1);
                    b.isub(i, one)
                };
                b.store(prev, at, MemFlags::aligned(8));
            }
            for (h, n) in g.facts.counted_exits(pred, block) {
                let last = match (g.skips_to_taker(h), n) {
                    (Some(s), _) => g.taker_iteration(s)?,
                    (None, LoopCount::Const(n)) => g.b().iconst(Type::I64, n as i64),
                    (None, LoopCount::Forward) => g.need(Need::LoopCount(h))?,
                    (None, LoopCount::Entry(e)) => {
                        let get = |g: &mut Self, v| g.need(Need::Primal(v));
                        g.trip_formula(&e, get)?.ok_or_else(|| {
                            g.err("internal error: a counted loop's trip count has no formula; please report this".into())
                        })?
                    }
                };
                let at = g.counter(h);
                g.b().store(last, at, MemFlags::aligned(8));
            }
            let last = *orig.layout.block_insts(pred).last().expect("terminator");
            let args = orig.dfg.insts[last].targets()[k].args.clone();
            for (i, &a) in args.iter().enumerate() {
                if let Some(d) = dps[i] {
                    g.add_adj(a, d)?;
                }
            }
            let h = g.rcfg.head(pred);
            g.b().jump(h, &[]);
            Ok(())
        };
        if edges.len() == 1 {
            return edge_block(self, edges[0]);
        }
        let id = self.need(Need::EdgeId)?;
        let mut cases = Vec::new();
        let mut targets = Vec::new();
        for i in 0..edges.len() {
            let eb = self.new_block(rid);
            targets.push(eb);
            cases.push((i as u64, BlockCall::new(eb, [])));
        }
        let default = cases.pop().expect("several edges").1;
        self.b().switch(id, cases, default);
        for (i, &e) in edges.iter().enumerate() {
            self.at(rid, targets[i]);
            edge_block(self, e)?;
        }
        Ok(())
    }

    /// Whether the counted loop at `header` skips to its chain's last
    /// taker (the plan's [`super::plan::ReversePlan::skips`]).
    pub(super) fn skips_to_taker(&self, header: Block) -> Option<TakerSkip> {
        self.plan.skips.get(&header).copied()
    }

    /// The iteration of a chain's last taker: `J / m`, or 0 where no
    /// `select` took (`J = -1`).
    fn taker_iteration(&mut self, s: TakerSkip) -> R<Value> {
        let j = self.need(Need::Primal(s.last))?;
        let mut b = self.b();
        let zero = b.iconst(Type::I64, 0);
        let none = b.icmp(IntCC::Slt, j, zero);
        let it = if s.step.is_power_of_two() {
            let k = b.iconst(Type::I64, i64::from(s.step.trailing_zeros()));
            b.binary(BinaryOp::Lshr, j, k)
        } else {
            let m = b.iconst(Type::I64, s.step as i64);
            b.binary(BinaryOp::Udiv, j, m)
        };
        Ok(b.select(none, zero, it))
    }

    /// The address of a counted loop's reverse counter (a slot of the
    /// reverse function, made on first use).
    pub(super) fn counter(&mut self, header: Block) -> Value {
        let rid = self.t.rid;
        let slot = match self.rcfg.counters.get(&header) {
            Some(&s) => s,
            None => {
                let s = self.rev.module.builder(rid).stack_slot(8, 8);
                self.rcfg.counters.insert(header, s);
                s
            }
        };
        self.b().stack_addr(slot)
    }

    /// The end of the reverse of the entry block: the adjoints of the
    /// active arguments are the results.
    pub(super) fn rev_final(&mut self) -> R<()> {
        let orig = self.vals.orig;
        let entry = orig.entry_block().expect("entry");
        let params = orig.dfg.block_params(entry).to_vec();
        let mut out = Vec::new();
        if let Shape::Combined(o) = self.t.shape {
            if o.return_primal {
                let exit = self.rcfg.exit.expect("combined");
                let n = orig.sig.returns.len();
                let ps = self.rev.module.functions[self.t.rid].dfg.block_params(exit)[..n].to_vec();
                out.extend(ps);
            }
        }
        for (i, &p) in params.iter().enumerate() {
            if self.vals.kinds[i] == ArgKind::Active {
                let ty = self.vals.ty(p);
                let d = match self.take_adj(p) {
                    Some(d) => self.returned_adjoint(d, ty),
                    None => self.zero(ty),
                };
                out.push(d);
            }
        }
        let slots = super::augmented::heap_slots(self.vals, self.facts);
        for slot in slots {
            let p = self.need(Need::Slot(slot))?;
            let free = runtime::shadow_free(self.rev.module)?;
            self.b().call(free, &[p]);
        }
        // The primal's frees the forward left for after the reverse.
        for &inst in &self.facts.reloadable.deferred_frees {
            let InstData::Call { func, args } = &orig.dfg.insts[inst] else {
                continue;
            };
            let mut ps = Vec::new();
            for &a in args {
                ps.push(self.need(Need::Primal(a))?);
            }
            self.b().call(*func, &ps);
        }
        self.release_tape()?;
        self.b().ret(&out);
        Ok(())
    }

    /// Whether anything goes on the tape: a record of the plan, or a call
    /// whose derivative shares the tape.
    pub(super) fn tape_used(&self) -> bool {
        self.plan.blocks.iter().any(|(_, p)| !p.record.is_empty()) || self.calls_share_tape()
    }

    /// Whether a call's derivative may push on this derivative's tape.
    pub(super) fn calls_share_tape(&self) -> bool {
        let orig = self.vals.orig;
        orig.layout.insts().any(|i| self.shares_tape(i))
    }

    /// Whether `block` calls a derivative that may push on this one's tape.
    pub(super) fn block_shares_tape(&self, block: Block) -> bool {
        let orig = self.vals.orig;
        orig.layout
            .block_insts(block)
            .iter()
            .any(|&i| self.shares_tape(i))
    }

    fn shares_tape(&self, inst: Inst) -> bool {
        self.vals.inst_active(inst)
            && matches!(
                self.vals.orig.dfg.insts[inst],
                InstData::Call { .. } | InstData::CallIndirect { .. }
            )
    }

    /// Frees the tape's buffer once everything is popped (the top level
    /// of a split derivative; combined mode always ends empty).
    pub(super) fn release_tape(&mut self) -> R<()> {
        let tape = self.tape.rev.expect("tape");
        self.tape_write_back(self.tape.rvars.expect("the tape exists"));
        if self.facts.combined {
            // A tape nothing pushed on has no buffer, a stack tape
            // nothing to free.
            if !self.tape_used() || self.tape.stack.is_some() {
                return Ok(());
            }
            let stash = match self.rev.heap() {
                runtime::Heap::Host => runtime::tape_stash(self.rev.module)?,
                runtime::Heap::Device => runtime::tape_drop_device(self.rev.module)?,
            };
            self.b().call(stash, &[tape]);
            return Ok(());
        }
        let free = runtime::libc(self.rev.module, "free", Signature::new([Type::PTR], []))?;
        let rid = self.t.rid;
        let go = self.new_block(rid);
        let done = self.new_block(rid);
        let mut b = self.b();
        let len_at = b.ptr_add_imm(tape, runtime::TAPE_LEN);
        let len = b.load(Type::I64, len_at, typed(Type::I64));
        let zero = b.iconst(Type::I64, 0);
        let empty = b.icmp(IntCC::Eq, len, zero);
        b.brif(empty, go, &[], done, &[]);
        b.switch_to(go);
        let buf = b.load(Type::PTR, tape, typed(Type::PTR));
        b.call(free, &[buf]);
        let null = b.iconst(Type::PTR, 0);
        b.store(null, tape, typed(Type::PTR));
        let cap_at = b.ptr_add_imm(tape, runtime::TAPE_CAP);
        b.store(zero, cap_at, typed(Type::I64));
        b.jump(done, &[]);
        self.at(rid, done);
        Ok(())
    }

    pub(super) fn finish_reverse(&mut self) -> R<()> {
        let rid = self.t.rid;
        for block in self.facts.live_blocks() {
            self.at(rid, self.rcfg.head(block));
            let types: Vec<Type> = self
                .plan
                .block(block)
                .map(|p| p.record.iter().map(|&(_, t)| t).collect())
                .unwrap_or_default();
            let vals = if types.is_empty() {
                Vec::new()
            } else {
                self.pop(&types)
            };
            let body = self.rcfg.body(block);
            self.b().jump(body, &vals);
        }
        // The reverse entry: adjoint slots start at zero, then the return
        // the forward sweep left by.
        let entry = self.rcfg.entry.expect("reverse entry");
        self.at(rid, entry);
        for i in 0..self.adj.slots.len() {
            let (_, slot, ty) = self.adj.slots[i];
            let z = self.adj_zero(ty);
            let mut b = self.b();
            let a = b.stack_addr(slot);
            b.store(z, a, MemFlags::aligned(1));
        }
        let heads: Vec<Block> = self
            .facts
            .returns
            .iter()
            .map(|&r| self.rcfg.head(r))
            .collect();
        match heads.len() {
            0 => {
                self.b().unreachable();
            }
            1 => self.b().jump(heads[0], &[]),
            _ => {
                let id = match self.t.shape {
                    Shape::Combined(_) => *self.rev.module.functions[rid]
                        .dfg
                        .block_params(entry)
                        .last()
                        .expect("the return id"),
                    Shape::Split(_) => self.pop(&[EDGE_ID])[0],
                };
                let mut cases: Vec<(u64, BlockCall)> = heads
                    .iter()
                    .enumerate()
                    .map(|(i, &h)| (i as u64, BlockCall::new(h, [])))
                    .collect();
                let default = cases.pop().expect("several").1;
                self.b().switch(id, cases, default);
            }
        }
        Ok(())
    }
}
