//! The forward sweep: the primal copied block by block into the forward
//! function (the augmented half in split mode), shadows of pointers next
//! to it, and, at the end of each block, the push of its tape record and
//! the terminator.

use super::facts::float_type;
use super::facts::{Facts, Values};
use super::tape::Room;
use super::{Gen, Need, Shape, SlotShadow, EDGE_ID, R};
use crate::runtime;
use crate::shadow::{self, Operand, PointerShadow};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;
use hashbrown::HashSet;
use zyme_analysis::typetree::Concrete;
use zyme_analysis::Object;
use zyme_ir::autodiff::ArgKind;
use zyme_ir::{
    AddrSpace, Block, BlockCall, CastOp, Global, Inst, InstData, MemFlags, MemOp, StackSlot,
    StackSlotData, Type, Value,
};

/// The primal-to-augmented map: what each primal value, block and stack
/// slot became in the forward function.
#[derive(Default)]
pub(super) struct Augmented {
    vals: SecondaryMap<Value, PackedOption<Value>>,
    shadows: SecondaryMap<Value, PackedOption<Value>>,
    pub blocks: SecondaryMap<Block, PackedOption<Block>>,
    /// Where each forward block's code ended (its terminator comes last).
    pub tails: SecondaryMap<Block, PackedOption<Block>>,
    /// The hidden parameter naming the edge a block was entered by.
    pub edge_params: SecondaryMap<Block, PackedOption<Value>>,
    /// Combined: the shadow stack slot; split: the heap shadow pointer.
    pub shadow_slots: SecondaryMap<StackSlot, Option<SlotShadow>>,
    /// Forward values made for an instruction (a custom rule's tape, a
    /// `posix_memalign` shadow).
    extras: SecondaryMap<Inst, PackedOption<Value>>,
    /// The argument kinds each differentiated call passed its callee.
    pub call_kinds: SecondaryMap<Inst, Vec<ArgKind>>,
    /// The slots of the values the plan keeps (`How::Kept`), by need (an
    /// edge with its block).
    pub kept: hashbrown::HashMap<(Need, Option<Block>), StackSlot>,
    /// The back edges each loop counted by the forward has taken, by
    /// header.
    pub loop_counts: hashbrown::HashMap<Block, StackSlot>,
    /// A team's footprints: each group's lowest and end address so far
    /// (`parallel::footprint`).
    pub footprint: super::parallel::FootprintSlots,
}

impl Augmented {
    pub fn val_of(&self, v: Value) -> Option<Value> {
        self.vals[v].expand()
    }

    pub fn set_val(&mut self, v: Value, to: Value) {
        self.vals[v] = to.into();
    }

    pub fn shadow_of(&self, v: Value) -> Option<Value> {
        self.shadows[v].expand()
    }

    pub fn set_shadow(&mut self, v: Value, to: Value) {
        self.shadows[v] = to.into();
    }

    pub fn block(&self, b: Block) -> Block {
        self.blocks[b].expect("every primal block has a forward block")
    }

    pub fn tail(&self, b: Block) -> Block {
        self.tails[b].expect("the forward sweep reached the block")
    }

    pub fn edge_param(&self, b: Block) -> Value {
        self.edge_params[b].expect("a block entered by several edges")
    }

    pub fn has_edge_param(&self, b: Block) -> bool {
        self.edge_params[b].is_some()
    }

    pub fn extra(&self, i: Inst) -> Value {
        self.extras[i].expect("the forward sweep made it")
    }

    pub fn has_extra(&self, i: Inst) -> bool {
        self.extras[i].is_some()
    }

    pub fn set_extra(&mut self, i: Inst, v: Value) {
        self.extras[i] = v.into();
    }

    pub fn set_call_kinds(&mut self, i: Inst, kinds: Vec<ArgKind>) {
        self.call_kinds[i] = kinds;
    }
}

/// The stack slots whose memory is shadowed, in order.
pub(super) fn shadowed_slots(vals: Values) -> Vec<StackSlot> {
    vals.orig
        .stack_slots
        .keys()
        .filter(|&s| vals.activity.is_shadowed(Object::Stack(s)))
        .collect()
}

/// The shadowed slots whose shadows live on the heap (split mode): the
/// reverse of the entry frees them.
pub(super) fn heap_slots(vals: Values, facts: &Facts) -> Vec<StackSlot> {
    if facts.combined {
        Vec::new()
    } else {
        shadowed_slots(vals)
    }
}

/// A return's arguments.
fn args_of(data: &InstData) -> &[Value] {
    match data {
        InstData::Return { args } => args,
        _ => &[],
    }
}

/// The zero of any type (vectors splatted).
fn zero_of(b: &mut zyme_ir::FunctionBuilder, ty: Type) -> Value {
    if ty.is_float() {
        return crate::rules::fconst(b, ty, 0.0);
    }
    let lane = Type::scalar(ty.lane());
    let z = b.iconst(lane, 0);
    if ty.is_vector() {
        b.splat(ty, z)
    } else {
        z
    }
}

/// How the bytes of copied memory move their adjoints.
pub(super) enum CopyLayout {
    /// Every element a float of this type.
    Floats(Type),
    /// Known types at these offsets of a copy of constant length.
    Offsets(Vec<(i64, Concrete)>),
    /// No floats; pointers (whose shadows the forward sweep copies) or not.
    NoFloats { pointers: bool },
}

impl Gen<'_, '_> {
    /// Parameters of the entry block of the forward function: primal
    /// arguments and shadows (after the tape in split mode).
    pub(super) fn forward_sweep(&mut self) -> R<()> {
        let orig = self.vals.orig;
        let entry = orig.entry_block().expect("definitions have an entry");
        let fid = self.t.fid;
        // Forward blocks; the entry first.
        for &b in orig.layout.blocks() {
            let nb = self.new_block(fid);
            self.fwd.blocks[b] = nb.into();
        }
        let fentry = self.fwd.block(entry);
        if !self.facts.combined {
            let t = self.rev.module.builder(fid).append_param(fentry, Type::PTR);
            self.tape.fwd = Some(t);
        }
        for (i, &p) in orig.dfg.block_params(entry).iter().enumerate() {
            let ty = self.vals.ty(p);
            let np = self.rev.module.builder(fid).append_param(fentry, ty);
            self.fwd.set_val(p, np);
            if matches!(self.vals.kinds[i], ArgKind::Dup | ArgKind::DupNoNeed) {
                let s = self.rev.module.builder(fid).append_param(fentry, ty);
                if self.vals.active(p) {
                    self.fwd.set_shadow(p, s);
                }
            }
        }
        for &b in &orig.layout.blocks()[1..] {
            let nb = self.fwd.block(b);
            let params = orig.dfg.block_params(b).to_vec();
            for &p in &params {
                let ty = self.vals.ty(p);
                let np = self.rev.module.builder(fid).append_param(nb, ty);
                self.fwd.set_val(p, np);
            }
            for &p in &params {
                if self.vals.active(p) && self.vals.ptr_like(p) {
                    let ty = self.vals.ty(p);
                    let s = self.rev.module.builder(fid).append_param(nb, ty);
                    self.fwd.set_shadow(p, s);
                }
            }
            if self.facts.incoming[b].len() > 1 {
                let id = self.rev.module.builder(fid).append_param(nb, EDGE_ID);
                self.fwd.edge_params[b] = id.into();
            }
        }
        // The tape and shadow stack slots, at the entry.
        for (slot, data) in orig.stack_slots.iter() {
            let s = self
                .rev
                .module
                .builder(fid)
                .stack_slot(data.size, data.align);
            debug_assert_eq!(s, slot);
        }
        self.at(fid, fentry);
        if self.facts.combined {
            // A tape nothing goes on stays an empty header (no buffer to
            // take or give back).
            let take = match self.rev.heap() {
                runtime::Heap::Host if self.tape_used() => {
                    Some(runtime::tape_take(self.rev.module)?)
                }
                _ => None,
            };
            let stack = self.stack_tape_bytes();
            self.tape.stack = stack;
            // A device tape of unknown bound starts in an inline buffer
            // (heap-to-stack for what fits).
            let inline = (stack.is_none()
                && self.rev.heap() == runtime::Heap::Device
                && self.rev.gpu.stack_tape
                && self.tape_used())
            .then_some(runtime::DEVICE_INLINE_TAPE);
            let mut b = self.b();
            let header = b.stack_slot(runtime::TAPE_HEADER + inline.unwrap_or(0), 8);
            let t = b.stack_addr(header);
            match take {
                Some(take) => {
                    let zero = b.iconst(Type::I8, 0);
                    let n = b.iconst(Type::I64, runtime::TAPE_HEADER as i64);
                    b.mem(MemOp::Memset, t, zero, n);
                    b.call(take, &[t]);
                }
                None => {
                    // Field by field, so that mem2reg keeps an unused
                    // device tape in registers, and then drops it; a
                    // bounded one is a stack slot of its bound.
                    let (buf, cap) = match stack {
                        Some(bytes) => {
                            let slot = b.stack_slot(bytes, 8);
                            (b.stack_addr(slot), b.iconst(Type::I64, bytes as i64))
                        }
                        None => match inline {
                            Some(bytes) => (
                                b.ptr_add_imm(t, runtime::TAPE_HEADER as i64),
                                b.iconst(Type::I64, bytes as i64),
                            ),
                            None => (b.iconst(Type::PTR, 0), b.iconst(Type::I64, 0)),
                        },
                    };
                    b.store(buf, t, super::tape::typed(Type::PTR));
                    let zero = b.iconst(Type::I64, 0);
                    for (at, v) in [(runtime::TAPE_LEN, zero), (runtime::TAPE_CAP, cap)] {
                        let p = b.ptr_add_imm(t, at);
                        b.store(v, p, super::tape::typed(Type::I64));
                    }
                }
            }
            self.tape.fwd = Some(t);
        }
        let tape = self.tape.fwd.expect("the tape exists");
        self.tape.fvars = Some(self.tape_vars(tape));
        self.start_bits();
        self.footprint_start();
        for slot in shadowed_slots(self.vals) {
            let StackSlotData { size, align } = orig.stack_slots[slot];
            if self.facts.combined {
                let mut b = self.b();
                let s = b.stack_slot(size, align);
                let addr = b.stack_addr(s);
                let zero = b.iconst(Type::I8, 0);
                let len = b.iconst(Type::I64, size as i64);
                b.mem(MemOp::Memset, addr, zero, len);
                self.fwd.shadow_slots[slot] = Some(SlotShadow::Stack(s));
            } else {
                let alloc = runtime::shadow_alloc(self.rev.module)?;
                let mut b = self.b();
                let n = b.iconst(Type::I64, size as i64);
                let p = b.call(alloc, &[n])[0];
                self.fwd.shadow_slots[slot] = Some(SlotShadow::Heap(p));
                self.lane_state = true;
            }
        }
        if self.facts.device() {
            self.zero_shared_shadows()?;
        }
        self.kept_slots();
        let rpo = self.facts.cfg.reverse_postorder().to_vec();
        for block in rpo {
            let fb = self.fwd.block(block);
            self.at(fid, fb);
            let insts = orig.layout.block_insts(block);
            let (&last, body) = insts.split_last().expect("blocks end in a terminator");
            self.count_iteration(block);
            self.keep(Need::EdgeId, block)?;
            for &p in orig.dfg.block_params(block) {
                self.keep(Need::Primal(p), block)?;
                self.keep(Need::Shadow(p), block)?;
            }
            for &inst in body {
                self.at.inst = Some(inst);
                self.fwd_inst(inst)?;
                for &r in orig.dfg.inst_results(inst) {
                    self.keep(Need::Primal(r), block)?;
                    self.keep(Need::Shadow(r), block)?;
                }
            }
            self.at.inst = Some(last);
            self.fwd.tails[block] = self.at.pos.expect("selected").1.into();
        }
        for &block in orig.layout.blocks() {
            if !self.facts.cfg.is_reachable(block) {
                let fb = self.fwd.block(block);
                self.at(fid, fb);
                self.at.inst = None;
                self.b().unreachable();
            }
        }
        self.at.inst = None;
        Ok(())
    }

    /// A kernel's shared-memory globals get shadows in shared memory too,
    /// which the block's threads zero together, at the current position,
    /// before anything reads them (shared memory starts undefined in
    /// every block and every launch).
    pub(super) fn zero_shared_shadows(&mut self) -> R<()> {
        let orig = self.vals.orig;
        let mut shared: Vec<Global> = Vec::new();
        for block in orig.layout.blocks() {
            for &inst in orig.layout.block_insts(*block) {
                if let InstData::GlobalAddr { global } = orig.dfg.insts[inst] {
                    let data = &self.rev.module.globals[global];
                    let Some(r) = orig.dfg.first_result(inst) else {
                        continue;
                    };
                    if data.addr_space == AddrSpace::SHARED
                        && !data.constant
                        && self.vals.active(r)
                        && !shared.contains(&global)
                    {
                        shared.push(global);
                    }
                }
            }
        }
        if shared.is_empty() {
            return Ok(());
        }
        let zero = runtime::block_zero(self.rev.module)?;
        for g in shared {
            let size = self.rev.module.globals[g].size;
            let s = self.shadow_global_addr(g)?;
            let mut b = self.b();
            let p = b.cast(CastOp::AddrSpaceCast, s, Type::PTR);
            let n = b.iconst(Type::I64, size as i64);
            b.call(zero, &[p, n]);
        }
        self.b().barrier();
        Ok(())
    }

    /// At the head of a loop the forward counts: the back edges taken so
    /// far (zero when entered from outside).
    fn count_iteration(&mut self, header: Block) {
        let Some(l) = self.facts.counted.get(&header) else {
            return;
        };
        if l.back_edges != super::facts::LoopCount::Forward || l.count_at.is_some() {
            return;
        }
        let entry = l.entry_edge as i64;
        let slot = self.fwd.loop_counts[&header];
        let edge = self.fwd.edge_param(header);
        let mut b = self.b();
        let at = b.stack_addr(slot);
        let entered = b.iconst(EDGE_ID, entry);
        let first = b.icmp(zyme_ir::IntCC::Eq, edge, entered);
        let zero = b.iconst(Type::I64, 0);
        let before = b.load(Type::I64, at, MemFlags::aligned(8));
        let one = b.iconst(Type::I64, 1);
        let next = b.iadd(before, one);
        let n = b.select(first, zero, next);
        b.store(n, at, MemFlags::aligned(8));
    }

    /// At the end of `pre`, the preheader of loops the forward counts by
    /// their trip count's formula ([`super::facts::CountedLoop::count_at`]):
    /// the count in its slot.
    fn count_at_entry(&mut self, pre: Block) -> R<()> {
        let mut at: Vec<(Block, zyme_analysis::TripExpr)> = self
            .facts
            .counted
            .iter()
            .filter_map(|(&h, l)| l.count_at.filter(|&(p, _)| p == pre).map(|(_, e)| (h, e)))
            .collect();
        at.sort_by_key(|&(h, _)| h);
        for (header, e) in at {
            let n = self
                .trip_formula(&e, |g, v| g.val(v))?
                .expect("a count with a formula");
            let slot = self.fwd.loop_counts[&header];
            let mut b = self.b();
            let addr = b.stack_addr(slot);
            b.store(n, addr, MemFlags::aligned(8));
        }
        Ok(())
    }

    /// The back edges a loop counted by the forward took (read where the
    /// reverse enters it).
    pub(super) fn forward_count(&mut self, header: Block) -> Value {
        let slot = self.fwd.loop_counts[&header];
        let mut b = self.b();
        let at = b.stack_addr(slot);
        b.load(Type::I64, at, MemFlags::aligned(8))
    }

    /// A slot for every value the plan keeps (`How::Kept`), and a zeroed
    /// one for every loop the forward counts.
    fn kept_slots(&mut self) {
        let fid = self.t.fid;
        let mut counted: Vec<Block> = self
            .facts
            .counted
            .iter()
            .filter(|(_, l)| l.back_edges == super::facts::LoopCount::Forward)
            .map(|(&h, _)| h)
            .collect();
        // In block order, not the map's: the same input makes the same
        // output.
        counted.sort();
        for h in counted {
            let mut b = self.b();
            let slot = b.stack_slot(8, 8);
            let at = b.stack_addr(slot);
            let zero = b.iconst(Type::I64, 0);
            b.store(zero, at, MemFlags::aligned(8));
            self.fwd.loop_counts.insert(h, slot);
        }
        for (block, p) in &self.plan.blocks {
            for &(need, how) in &p.decisions {
                if how != super::How::Kept || matches!(need, Need::LoopCount(_)) {
                    continue;
                }
                let key = kept_key(need, *block);
                if self.fwd.kept.contains_key(&key) {
                    continue;
                }
                let bytes = match need {
                    Need::Primal(v) | Need::Shadow(v) => self.vals.ty(v).bytes().max(1),
                    _ => 8,
                };
                let slot = self
                    .rev
                    .module
                    .builder(fid)
                    .stack_slot(u64::from(bytes), bytes.min(8));
                self.fwd.kept.insert(key, slot);
            }
        }
    }

    /// Stores a kept value into its slot where the forward makes it (in
    /// `block`).
    fn keep(&mut self, need: Need, block: Block) -> R<()> {
        let Some(&slot) = self.fwd.kept.get(&kept_key(need, block)) else {
            return Ok(());
        };
        let v = self.forward_value(block, need)?;
        let mut b = self.b();
        let v = if b.func().dfg.value_type(v) == Type::I1 {
            b.cast(CastOp::Zext, v, Type::I8)
        } else {
            v
        };
        let at = b.stack_addr(slot);
        b.store(v, at, MemFlags::aligned(1));
        Ok(())
    }

    /// A kept value, read back in the reverse.
    pub(super) fn kept(&mut self, need: Need, block: Block) -> R<Value> {
        let slot = self.fwd.kept[&kept_key(need, block)];
        let ty = match need {
            Need::Primal(v) | Need::Shadow(v) => self.vals.ty(v),
            _ => EDGE_ID,
        };
        let mut b = self.b();
        let at = b.stack_addr(slot);
        Ok(if ty == Type::I1 {
            let byte = b.load(Type::I8, at, MemFlags::aligned(1));
            b.cast(CastOp::Trunc, byte, Type::I1)
        } else {
            b.load(ty, at, MemFlags::aligned(1))
        })
    }

    pub(super) fn val(&self, v: Value) -> R<Value> {
        self.fwd
            .val_of(v)
            .ok_or_else(|| self.err(format!("value {v} used before it is defined")))
    }

    /// The forward shadow of a pointer-like value.
    pub(super) fn shadow(&mut self, v: Value) -> R<Value> {
        if let Some(s) = self.fwd.shadow_of(v) {
            return Ok(s);
        }
        if let Some(c) = zyme_analysis::types::constant(self.vals.orig, v) {
            let ty = self.vals.ty(v);
            return Ok(self.b().iconst(ty, c));
        }
        Err(self.err(crate::no_shadow(v)))
    }

    pub(super) fn fwd_inst(&mut self, inst: Inst) -> R<()> {
        if self.facts.reloadable.deferred_frees.contains(&inst) {
            // Made at the reverse's end (`rev_final`).
            return Ok(());
        }
        if let Some((sync, args)) = self.omp_sync(inst) {
            return self.fwd_omp_sync(inst, sync, &args);
        }
        let orig = self.vals.orig;
        let data = orig.dfg.insts[inst].clone();
        let results = orig.dfg.inst_results(inst).to_vec();
        let active = self.vals.inst_active(inst);
        match &data {
            InstData::Call { func, args } if active => {
                return self.fwd_call(inst, *func, args, &results)
            }
            InstData::CallIndirect { sig, callee, args } if active => {
                return self.fwd_call_indirect(inst, sig, *callee, args, &results)
            }
            _ => {}
        }
        let copy = crate::remap(&data, |v| self.fwd.val_of(v))
            .map_err(|v| self.err(format!("value {v} used before it is defined")))?;
        let new_results = self.b().ins_results(copy);
        for (&r, &n) in results.iter().zip(&new_results) {
            self.fwd.set_val(r, n);
        }
        if matches!(data, InstData::Load { .. }) {
            self.footprint_track(inst)?;
        }
        if !active {
            return Ok(());
        }
        match &data {
            InstData::Store { args: [v, p], .. } => {
                if self.vals.active(*p) && self.vals.ptr_like(*v) {
                    let sv = if self.vals.active(*v) {
                        self.shadow(*v)?
                    } else {
                        self.val(*v)?
                    };
                    let sp = self.shadow(*p)?;
                    self.b().store(sv, sp, MemFlags::aligned(1));
                    self.lane_state = true;
                }
                return Ok(());
            }
            InstData::Mem { op, args } => return self.fwd_mem(*op, *args),
            _ => {}
        }
        let Some(&r) = results.first() else {
            return Ok(());
        };
        if !self.vals.active(r) || !self.vals.ptr_like(r) || self.facts.code_ptrs.contains(r) {
            return Ok(());
        }
        let vals = self.vals;
        let carries = |v: Value| vals.active(v) && vals.ptr_like(v);
        let rule = shadow::pointer_shadow(&data, &carries).map_err(|m| self.err(m))?;
        let s = match rule {
            PointerShadow::Slot(slot) => match self.fwd.shadow_slots[slot] {
                Some(SlotShadow::Stack(s)) => self.b().stack_addr(s),
                Some(SlotShadow::Heap(p)) => p,
                None => return Err(self.err("stack slot without a shadow".into())),
            },
            PointerShadow::Global(global) => self.shadow_global_addr(global)?,
            PointerShadow::Itself => self.val(r)?,
            PointerShadow::Remake(how) => {
                let mut ops = Vec::new();
                for (o, how) in data.operands().into_iter().zip(how) {
                    ops.push(match how {
                        Operand::Primal => self.val(o)?,
                        Operand::Shadow => self.shadow(o)?,
                    });
                }
                shadow::remake(&mut self.b(), &data, &ops)
            }
        };
        self.fwd.set_shadow(r, s);
        Ok(())
    }

    /// What a copy of differentiated memory moves, from the type trees of
    /// both ends.
    pub(super) fn copy_layout(&self, dst: Value, src: Value, len: Option<i64>) -> R<CopyLayout> {
        let mut tree = self.vals.tree(dst).pointee();
        tree.merge(&self.vals.tree(src).pointee());
        if let Some(Concrete::Float(k)) = tree.get(&[-1]) {
            return Ok(CopyLayout::Floats(float_type(k)));
        }
        let direct: Vec<(i64, Concrete)> = tree
            .entries()
            .filter(|(k, _)| k.len() == 1)
            .map(|(k, c)| (k.first(), c))
            .collect();
        let has_float = direct.iter().any(|(_, c)| matches!(c, Concrete::Float(_)));
        let pointers = direct.iter().any(|(_, c)| *c == Concrete::Pointer);
        if !has_float && !direct.is_empty() && !direct.iter().any(|(_, c)| *c == Concrete::Anything)
        {
            return Ok(CopyLayout::NoFloats { pointers });
        }
        if let Some(n) = len {
            if has_float {
                let within = direct
                    .into_iter()
                    .filter(|&(o, _)| o >= 0 && o < n)
                    .collect();
                return Ok(CopyLayout::Offsets(within));
            }
        } else if has_float {
            let kinds: HashSet<Concrete> = direct.iter().map(|&(_, c)| c).collect();
            if kinds.len() == 1 {
                if let Some(Concrete::Float(k)) = kinds.into_iter().next() {
                    return Ok(CopyLayout::Floats(float_type(k)));
                }
            }
        }
        Err(self.err(
            "cannot deduce what this copy of differentiated memory holds (floats, pointers, integers); \
             say it with __enzyme_double(ptr, bytes) / __enzyme_float / __enzyme_integer / __enzyme_pointer, \
             or build with optimisation (-O1 or more) so clang's TBAA type tags reach zyme"
                .into(),
        ))
    }

    /// The forward part of `memcpy`/`memmove`/`memset` on differentiated
    /// memory: shadows of pointers move with their pointers.
    pub(super) fn fwd_mem(&mut self, op: MemOp, [dst, src, len]: [Value; 3]) -> R<()> {
        if !self.vals.active(dst) {
            return Ok(());
        }
        let clen = zyme_analysis::types::constant(self.vals.orig, len);
        if op == MemOp::Memset {
            return Ok(());
        }
        // From memory without a derivative: nothing moves (the reverse
        // zeroes the overwritten adjoints), whatever the bytes are.
        if !self.vals.active(src) {
            return Ok(());
        }
        let layout = self.copy_layout(dst, src, clen)?;
        let sd = self.shadow(dst)?;
        let ss = self.shadow(src)?;
        if matches!(
            layout,
            CopyLayout::NoFloats { pointers: true } | CopyLayout::Offsets(_)
        ) {
            self.lane_state = true;
        }
        match layout {
            CopyLayout::NoFloats { pointers: true } => {
                let n = self.val(len)?;
                self.b().mem(op, sd, ss, n);
            }
            CopyLayout::Offsets(offsets) => {
                for (o, c) in offsets {
                    if c == Concrete::Pointer {
                        let mut b = self.b();
                        let from = b.ptr_add_imm(ss, o);
                        let to = b.ptr_add_imm(sd, o);
                        let p = b.load(Type::PTR, from, MemFlags::aligned(1));
                        b.store(p, to, MemFlags::aligned(1));
                    }
                }
            }
            _ => {}
        }
        Ok(())
    }

    pub(super) fn fwd_edge(&mut self, pred: Block, k: usize, edge: &BlockCall) -> R<BlockCall> {
        let params = self.vals.orig.dfg.block_params(edge.block).to_vec();
        let mut args = Vec::new();
        for &a in &edge.args {
            args.push(self.val(a)?);
        }
        for (&a, &p) in edge.args.iter().zip(&params) {
            if self.fwd.shadow_of(p).is_some() {
                let s = self.shadow(a)?;
                args.push(s);
            }
        }
        if self.fwd.has_edge_param(edge.block) {
            // An edge from an abandoned path (past an aborting call) has no
            // reverse: any id does.
            let idx = self.facts.incoming[edge.block]
                .iter()
                .position(|&e| e == (pred, k))
                .unwrap_or(0);
            args.push(self.b().iconst(EDGE_ID, idx as i64));
        }
        Ok(BlockCall::new(self.fwd.block(edge.block), args))
    }

    /// A return past an aborting call: the forward sweep was abandoned
    /// (a wasm trap unwinding as a status). A combined derivative gives
    /// its tape back and returns zeros without running the reverse; an
    /// augmented half returns as usual (its caller abandons in turn, so
    /// the reverse half is never called).
    fn abandon(&mut self, args: &[Value]) -> R<()> {
        let vars = self.tape.fvars.expect("the tape exists");
        self.tape_write_back(vars);
        if self.facts.combined {
            let tape = self.tape.fwd.expect("the tape exists");
            let stash = runtime::tape_stash(self.rev.module)?;
            self.b().call(stash, &[tape]);
            let returns = self.rev.module.functions[self.t.fid].sig.returns.clone();
            let zeros: Vec<Value> = returns
                .into_iter()
                .map(|t| zero_of(&mut self.b(), t))
                .collect();
            self.b().ret(&zeros);
            return Ok(());
        }
        let mut vals = Vec::new();
        for &a in args {
            vals.push(self.val(a)?);
        }
        for &a in args {
            if self.vals.ty(a).is_ptr() {
                vals.push(self.b().iconst(Type::PTR, 0));
            }
        }
        self.b().ret(&vals);
        Ok(())
    }

    pub(super) fn finish_forward(&mut self) -> R<()> {
        let orig = self.vals.orig;
        let fid = self.t.fid;
        self.seal_reservations();
        let blocks: Vec<Block> = orig
            .layout
            .blocks()
            .iter()
            .copied()
            .filter(|&b| self.facts.cfg.is_reachable(b))
            .collect();
        for block in blocks {
            let last = *orig.layout.block_insts(block).last().expect("terminator");
            self.at(fid, self.fwd.tail(block));
            self.at.inst = Some(last);
            if self.facts.live.contains(block) {
                let record = self.plan.block(block).map(|p| p.record.clone());
                let items = record
                    .unwrap_or_default()
                    .into_iter()
                    .map(|(need, ty)| {
                        let v = self.forward_value(block, need)?;
                        // An edge id kept in a byte.
                        Ok(if need == Need::EdgeId && ty != EDGE_ID {
                            self.b().cast(zyme_ir::CastOp::Trunc, v, ty)
                        } else {
                            v
                        })
                    })
                    .collect::<R<Vec<Value>>>()?;
                if !items.is_empty() {
                    let room = if self.tape.reserved.contains(&block) {
                        Room::Reserved
                    } else {
                        Room::Check
                    };
                    self.push(&items, room)?;
                }
                self.reserve_for_loops(block)?;
                self.count_at_entry(block)?;
            }
            let data = orig.dfg.insts[last].clone();
            let operand = crate::branch_operand(&data)
                .map(|v| self.val(v))
                .transpose()?;
            if let Some(branch) = crate::retarget(&data, operand, |k, e| self.fwd_edge(block, k, e))
            {
                self.b().ins(branch?);
                continue;
            }
            match &data {
                InstData::Return { .. } if !self.facts.returns.contains(&block) => {
                    self.abandon(args_of(&data))?;
                }
                InstData::Return { args } => {
                    let idx = self
                        .facts
                        .returns
                        .iter()
                        .position(|&r| r == block)
                        .expect("returns are listed");
                    let mut vals = Vec::new();
                    for &a in args {
                        vals.push(self.val(a)?);
                    }
                    match self.t.shape {
                        Shape::Combined(_) => {
                            if self.facts.returns.len() > 1 {
                                vals.push(self.b().iconst(EDGE_ID, idx as i64));
                            }
                            let exit = self.rcfg.exit.expect("combined");
                            self.b().jump(exit, &vals);
                        }
                        Shape::Split(_) => {
                            if self.facts.returns.len() > 1 {
                                let id = self.b().iconst(EDGE_ID, idx as i64);
                                self.push(&[id], Room::Check)?;
                            }
                            self.hand_over_bits()?;
                            let vars = self.tape.fvars.expect("the tape exists");
                            self.tape_write_back(vars);
                            self.footprint_publish(vars.header);
                            for &a in args {
                                if self.vals.ty(a).is_ptr() {
                                    let s = if self.vals.active(a) {
                                        self.shadow(a)?
                                    } else {
                                        self.b().iconst(Type::PTR, 0)
                                    };
                                    vals.push(s);
                                }
                            }
                            self.b().ret(&vals);
                        }
                    }
                }
                other => {
                    self.b().ins(other.clone());
                }
            }
        }
        self.at.inst = None;
        Ok(())
    }
}

/// The key of a kept value's slot: a value's own, an edge with its block.
fn kept_key(need: Need, block: Block) -> (Need, Option<Block>) {
    (need, matches!(need, Need::EdgeId).then_some(block))
}
