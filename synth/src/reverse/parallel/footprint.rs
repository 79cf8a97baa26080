//! Footprints: adjoints a team's threads add plainly where, at run time,
//! no other thread adds.
//!
//! A load whose address the analysis cannot prove the thread's own (a
//! gather through a connectivity array, LULESH's `x[3 * conn[8 * e + k]]`)
//! has its adjoint added atomically, a compare-and-swap loop on x86-64 and
//! most of such a reverse's time. Yet with a static schedule the elements
//! of one thread touch mostly nodes no other thread touches. So the
//! augmented half of a microtask records, per *group* of such loads (the
//! loads whose pointers point to the same objects), the lowest and the
//! highest shadow address they touch: the thread's footprint, left in its
//! tape header. The reverse half starts by cutting from its own footprint
//! of each group every other thread's footprints of every group, keeping
//! one interval (`__zyme_omp_safe_range`); an adjoint whose address falls
//! inside it is added with a plain load, add and store, the others into
//! the thread's private buffer (`private`), or atomically where the group
//! has none.
//!
//! It is sound when the loads recorded are all the places the threads'
//! reverse halves add to atomically: the microtask calls nothing but the
//! OpenMP runtime and functions that only read ([`Footprints::compute`]
//! refuses the rest), and its atomic operations touch no shadowed memory.
//! The reverse of a thread runs the loads it ran in the forward (its own
//! tape), so its adds stay within its footprints. Groups only keep the
//! intervals tight (the heap array and a shared scalar on the caller's
//! stack would make one interval of everything between them); every
//! group's footprint of every other thread is cut, so loads of different
//! groups may alias.

use super::super::{Gen, Values, R};
use super::private::{self, Flushes};
use crate::runtime;
use cranelift_entity::EntitySet;
use hashbrown::HashMap;
use std::collections::BTreeSet;
use zyme_analysis::Object;
use zyme_ir::{
    BinaryOp, CastOp, FuncId, Inst, InstData, IntCC, MemFlags, Module, Signature, Type, Value,
};

/// The most groups a microtask's footprints have (loads past the last
/// join it).
pub(super) const MAX_GROUPS: usize = 4;
/// The widest load recorded; a microtask with a wider one gets no
/// footprints.
pub(super) const WIDEST: i64 = 64;
/// Where the header of a fork's tape keeps the fork's table.
const TABLE_AT: i64 = runtime::TAPE_HEADER as i64;
/// Where the header of a fork's tape has room for an access of
/// [`WIDEST`] bytes: a plain sum outside the thread's interval goes there
/// (see [`Gen::footprint_add`]). An address from the tape header, which
/// the reverse half keeps at hand, costs no register of its own.
const SCRATCH_AT: i64 = private_at(MAX_GROUPS);
/// Bytes of the tape header a fork wrapper makes: the tape's own fields,
/// the table, the lowest and the end address of each group, each group's
/// private buffer (`private`), the scratch room.
pub(crate) const FORK_HEADER: u64 = (SCRATCH_AT + WIDEST) as u64;

/// Where the record of group `g`'s private buffer is kept in the header.
pub(super) const fn private_at(g: usize) -> i64 {
    TABLE_AT + 8 + 16 * MAX_GROUPS as i64 + private::RECORD * g as i64
}

/// Where the lowest address of group `g` is kept in the header (the end
/// follows).
fn lowest_at(g: usize) -> i64 {
    TABLE_AT + 8 + 16 * g as i64
}

/// The loads of a microtask whose adjoints are added plainly where the
/// address is outside every other thread's footprints (atomically
/// elsewhere), each with its group.
#[derive(Debug)]
pub(crate) struct Footprints {
    group: HashMap<Inst, usize>,
    groups: usize,
    /// The first load of each block through each base (in its group):
    /// the base and the least and greatest constant offset of that
    /// block's loads from it, recorded once there.
    spans: HashMap<Inst, Span>,
    /// For a load whose block's loads through its base span at most
    /// [`WIDEST`] bytes: the offset from its address to the least of
    /// theirs. The reverse checks that address instead of its own, so
    /// the adjoints of a node's coordinates share one check.
    to_least: HashMap<Inst, i64>,
    /// Per group: the least offset of any of its spans (at most 0) and
    /// the greatest plus [`WIDEST`] (at least 0). The forward records
    /// only the bases' shadows; these widen them into a footprint.
    widen: Vec<(i64, i64)>,
    /// Per group: the float type of its adjoints when they go to the
    /// threads' private buffers outside their intervals (`private`),
    /// rather than atomically.
    private: Vec<Option<Type>>,
    /// The stores before whose reverse the thread's private buffers of
    /// the groups they may write are flushed into the shadows.
    flushes: Flushes,
}

/// What the forward records after a load: into group `group`, the
/// addresses `base + least` and `base + most` (shadows).
#[derive(Clone, Copy, Debug)]
struct Span {
    group: usize,
    base: Value,
    least: i64,
    most: i64,
}

impl Footprints {
    /// The footprints of the microtask `vals.orig` (whose accesses
    /// `local` are proved the thread's own): its loads of active floats
    /// through shadowed memory other threads may touch, grouped by the
    /// objects they point to. None when it has none, or when something
    /// else may add to shadows other threads touch (a call of anything
    /// but the OpenMP runtime or a function that only reads, an atomic
    /// operation on shadowed memory) or a load is wider than [`WIDEST`].
    pub fn compute(module: &Module, vals: Values, local: &EntitySet<Inst>) -> Option<Footprints> {
        let f = vals.orig;
        let pt = vals.activity.points_to();
        let mut keys: Vec<&BTreeSet<Object>> = Vec::new();
        let mut group = HashMap::new();
        let mut spans: HashMap<Inst, Span> = HashMap::new();
        // The first load through each (block, group, base) so far.
        let mut first: HashMap<(zyme_ir::Block, usize, Value), Inst> = HashMap::new();
        // Each load's (block, group, base), offset and width.
        let mut placed = Vec::new();
        for inst in f.layout.insts() {
            match &f.dfg.insts[inst] {
                InstData::Call { func, .. } if !runtime_or_reading(module, *func) => return None,
                InstData::CallIndirect { .. } | InstData::FuncAddr { .. } => return None,
                InstData::AtomicRmw { args: [p, _], .. }
                | InstData::CmpXchg { args: [p, ..], .. }
                    if vals.activity.points_into_shadow(*p) =>
                {
                    return None
                }
                InstData::Load { ptr, ty, .. } => {
                    let r = f.dfg.first_result(inst)?;
                    // The loads whose adjoints `add_to_shadow` adds atomically.
                    if vals.adj_ty(r).is_none()
                        || !vals.active(*ptr)
                        || local.contains(inst)
                        || pt.only_stack(*ptr)
                        || !vals.activity.points_into_shadow(*ptr)
                    {
                        continue;
                    }
                    if i64::from(ty.bytes()) > WIDEST {
                        return None;
                    }
                    let objects = pt.objects(*ptr);
                    let g = match keys.iter().position(|&k| k == objects) {
                        Some(g) => g,
                        None if keys.len() < MAX_GROUPS => {
                            keys.push(objects);
                            keys.len() - 1
                        }
                        None => MAX_GROUPS - 1,
                    };
                    group.insert(inst, g);
                    // The base has a forward shadow when it is an active
                    // pointer; otherwise the load's own address is its base.
                    let (base, k) = match constant_offset(&f.dfg, *ptr) {
                        (base, k) if vals.active(base) && vals.ptr_like(base) => (base, k),
                        _ => (*ptr, 0),
                    };
                    let block = f.layout.inst_block(inst)?;
                    placed.push((inst, (block, g, base), k, i64::from(ty.bytes())));
                    match first.get(&(block, g, base)) {
                        Some(head) => {
                            let span = spans.get_mut(head).expect("recorded with its head");
                            span.least = span.least.min(k);
                            span.most = span.most.max(k);
                        }
                        None => {
                            first.insert((block, g, base), inst);
                            spans.insert(
                                inst,
                                Span {
                                    group: g,
                                    base,
                                    least: k,
                                    most: k,
                                },
                            );
                        }
                    }
                }
                _ => {}
            }
        }
        let mut widen = vec![(0i64, WIDEST); keys.len()];
        for span in spans.values() {
            let w = &mut widen[span.group];
            w.0 = w.0.min(span.least);
            w.1 = w.1.max(span.most.saturating_add(WIDEST));
        }
        let mut private = vec![None; keys.len()];
        let mut mixed = vec![false; keys.len()];
        for (&load, &g) in &group {
            let InstData::Load { ty, flags, .. } = f.dfg.insts[load] else {
                continue;
            };
            let lane = Type::scalar(ty.lane());
            let fits = matches!(lane, Type::F32 | Type::F64) && flags.align >= lane.bytes();
            match private[g] {
                _ if !fits => mixed[g] = true,
                Some(t) if t != lane => mixed[g] = true,
                _ => private[g] = Some(lane),
            }
        }
        let writers: Vec<Inst> = f
            .layout
            .insts()
            .filter(|&i| !zyme_analysis::alias::written_pointers(module, f, i).is_empty())
            .filter(|&i| match f.dfg.insts[i] {
                InstData::Call { func, .. } => !runtime_keeps_floats(module, func),
                _ => true,
            })
            .collect();
        // A region without synchronisation may keep private a group that
        // it also stores to (see `private`); one that synchronises adds
        // such a group's adjoints atomically, as it does a group that
        // other writes (a copy, a fill) may touch.
        let sync = module
            .func_by_name(&f.name)
            .is_none_or(|id| super::synchronises(module, id));
        let mut touched = Vec::new();
        for (&load, &g) in &group {
            let InstData::Load { ptr, .. } = f.dfg.insts[load] else {
                continue;
            };
            for &w in &writers {
                if !pt.may_write(module, f, w, ptr) {
                    continue;
                }
                let stored = match &f.dfg.insts[w] {
                    InstData::Store { args: [v, _], .. } => {
                        Some(Type::scalar(f.dfg.value_type(*v).lane()))
                    }
                    _ => None,
                };
                if sync || stored != private[g] {
                    mixed[g] = true;
                }
                touched.push((w, g));
            }
        }
        for (g, m) in mixed.iter().enumerate() {
            if *m {
                private[g] = None;
            }
        }
        let mut flushes = Flushes::new();
        for (w, g) in touched {
            if private[g].is_some() {
                let groups = flushes.entry(w).or_default();
                if !groups.contains(&g) {
                    groups.push(g);
                }
            }
        }
        let mut to_least = HashMap::new();
        for (inst, key, k, bytes) in placed {
            let span = spans[&first[&key]];
            if span.most - span.least + bytes <= WIDEST {
                to_least.insert(inst, span.least - k);
            }
        }
        (!group.is_empty()).then_some(Footprints {
            group,
            groups: keys.len(),
            spans,
            to_least,
            widen,
            private,
            flushes,
        })
    }

    /// The group of `load`, if its address is recorded.
    pub fn group(&self, load: Inst) -> Option<usize> {
        self.group.get(&load).copied()
    }
}

/// Whether a call of `func` adds to no shadow: an OpenMP runtime entry
/// or a library function that only reads.
fn runtime_or_reading(module: &Module, func: FuncId) -> bool {
    let f = &module.functions[func];
    if !f.is_declaration() {
        return false;
    }
    let name = module.library_name(func).unwrap_or(f.name.as_str());
    name.starts_with("__kmpc_")
        || name.starts_with("omp_")
        || zyme_analysis::alias::reads_only(module, func)
}

/// Whether `func` is an entry of the OpenMP runtime that writes only
/// integers and the runtime's own data (a schedule's bounds, a lock), not
/// memory that holds floats: every one but those that copy or update a
/// variable (`__kmpc_copyprivate`, the `__kmpc_atomic_*` family).
fn runtime_keeps_floats(module: &Module, func: FuncId) -> bool {
    let f = &module.functions[func];
    let name = module.library_name(func).unwrap_or(f.name.as_str());
    f.is_declaration()
        && (name.starts_with("__kmpc_") || name.starts_with("omp_"))
        && name != "__kmpc_copyprivate"
        && !name.starts_with("__kmpc_atomic")
}

/// The forward's footprints: each group's lowest and highest address so
/// far, in stack slots (which mem2reg makes registers).
#[derive(Default)]
pub(crate) struct FootprintSlots(Vec<zyme_ir::StackSlot>);

/// `p` as a base and a constant offset: the chain of constant
/// `ptr_add`s that defines it, taken off.
fn constant_offset(dfg: &zyme_ir::DataFlowGraph, mut p: Value) -> (Value, i64) {
    let mut k = 0i64;
    while let Some(InstData::PtrAdd { args: [base, off] }) = dfg.value_inst(p) {
        match dfg.value_inst(*off) {
            Some(InstData::Iconst { imm, .. }) => {
                k = k.wrapping_add(*imm as i64);
                p = *base;
            }
            _ => break,
        }
    }
    (p, k)
}

/// The name of [`safe_range`].
pub(super) const SAFE_RANGE: &str = "__zyme_omp_safe_range";

/// The name of the copy of the augmented half `name` that records no
/// footprint.
pub(super) fn untracked_name(name: &str) -> String {
    format!("{name}.untracked")
}

/// Where a fork wrapper's forward thread puts the table into its tape
/// header, before the augmented half runs.
pub(super) fn leave_table(b: &mut zyme_ir::FunctionBuilder, tape: Value, table: Value) {
    let at = b.ptr_add_imm(tape, TABLE_AT);
    b.store(table, at, MemFlags::aligned(8));
}

impl Gen<'_, '_> {
    fn footprints(&self) -> Option<&Footprints> {
        self.facts.gpu.as_ref()?.footprints.as_ref()
    }

    /// At the augmented half's entry: each group's lowest address starts
    /// at the top of the address space, its highest at zero.
    pub(in crate::reverse) fn footprint_start(&mut self) {
        let Some(groups) = self.footprints().map(|f| f.groups) else {
            return;
        };
        let mut b = self.b();
        let (top, zero) = (b.iconst(Type::I64, -1), b.iconst(Type::I64, 0));
        let mut slots = Vec::new();
        for _ in 0..groups {
            for v in [top, zero] {
                let slot = b.stack_slot(8, 8);
                let at = b.stack_addr(slot);
                b.store(v, at, MemFlags::aligned(8));
                slots.push(slot);
            }
        }
        self.fwd.footprint = FootprintSlots(slots);
    }

    /// After the forward's copy of `load`, the first of its block through
    /// its base: the base's shadow address into the group's lowest and
    /// highest so far (every run of the block reaches all its loads
    /// through the base, at most the group's offsets from it: publishing
    /// widens the interval by them). Recorded where the base is at hand,
    /// not at the block's end, where it would have to be reloaded.
    pub(in crate::reverse) fn footprint_track(&mut self, load: Inst) -> R<()> {
        let Some(span) = self.footprints().and_then(|f| f.spans.get(&load).copied()) else {
            return Ok(());
        };
        let sb = self.shadow(span.base)?;
        let g = span.group;
        let slots = [self.fwd.footprint.0[2 * g], self.fwd.footprint.0[2 * g + 1]];
        let mut b = self.b();
        let a = b.cast(CastOp::Ptrtoint, sb, Type::I64);
        for (slot, op) in [(slots[0], BinaryOp::Umin), (slots[1], BinaryOp::Umax)] {
            let at = b.stack_addr(slot);
            let old = b.load(Type::I64, at, MemFlags::aligned(8));
            let new = b.binary(op, old, a);
            b.store(new, at, MemFlags::aligned(8));
        }
        Ok(())
    }

    /// A copy of the augmented half that records no footprint (what a
    /// team of one thread runs), named [`untracked_name`]: the updates of
    /// the footprint slots taken out, their computations left to DCE.
    pub(in crate::reverse) fn footprint_free_copy(&mut self) -> R<()> {
        use hashbrown::HashSet;
        let slots: HashSet<zyme_ir::StackSlot> = self.fwd.footprint.0.iter().copied().collect();
        if slots.is_empty() {
            return Ok(());
        }
        let module = &mut *self.rev.module;
        let mut f = module.functions[self.t.fid].clone();
        let updates: Vec<Inst> = f
            .layout
            .insts()
            .filter(|&i| {
                let InstData::Store { args: [v, p], .. } = f.dfg.insts[i] else {
                    return false;
                };
                let updated = matches!(
                    f.dfg.value_inst(v),
                    Some(InstData::Binary {
                        op: BinaryOp::Umin | BinaryOp::Umax,
                        ..
                    })
                );
                updated
                    && matches!(f.dfg.value_inst(p),
                        Some(InstData::StackAddr { slot }) if slots.contains(slot))
            })
            .collect();
        for i in updates {
            f.layout.remove_inst(i);
        }
        f.name = untracked_name(&f.name);
        f.linkage = zyme_ir::Linkage::Local;
        module
            .add_function(f)
            .map_err(|e| crate::SynthError::new("a team's augmented half", None, e.to_string()))?;
        Ok(())
    }

    /// Before the augmented half returns: its footprints into its tape
    /// header, each group's as its lowest address and the end of its
    /// highest access: the lowest and highest base recorded, widened by
    /// the group's least offset and its greatest plus [`WIDEST`]
    /// (saturating: an empty footprint, lowest at the top of the address
    /// space and highest at zero, stays empty).
    pub(in crate::reverse) fn footprint_publish(&mut self, tape: Value) {
        let slots = self.fwd.footprint.0.clone();
        let widen = self
            .footprints()
            .map(|f| f.widen.clone())
            .unwrap_or_default();
        let mut b = self.b();
        for (k, slot) in slots.into_iter().enumerate() {
            let at = b.stack_addr(slot);
            let mut v = b.load(Type::I64, at, MemFlags::aligned(8));
            let (least, most) = widen.get(k / 2).copied().unwrap_or((0, WIDEST));
            if k % 2 == 0 {
                // Down by at most the least offset, not below zero.
                if least < 0 {
                    let by = b.iconst(Type::I64, -least);
                    let low = b.isub(v, by);
                    let wrapped = b.icmp(IntCC::Ugt, low, v);
                    let zero = b.iconst(Type::I64, 0);
                    v = b.select(wrapped, zero, low);
                }
            } else {
                let by = b.iconst(Type::I64, most);
                let end = b.iadd(v, by);
                let wrapped = b.icmp(IntCC::Ult, end, v);
                let top = b.iconst(Type::I64, -1);
                v = b.select(wrapped, top, end);
            }
            let to = b.ptr_add_imm(tape, lowest_at(0) + 8 * k as i64);
            b.store(v, to, MemFlags::aligned(8));
        }
    }

    /// At the reverse half's entry: the interval of each group where this
    /// thread adds plainly (its lowest address, and how far above it an
    /// access of at most [`WIDEST`] bytes may start).
    pub(in crate::reverse) fn footprint_bounds(&mut self, tape: Value) -> R<()> {
        let Some(lanes) = self.footprints().map(|f| f.private.clone()) else {
            return Ok(());
        };
        let safe = safe_range(self.rev.module)?;
        let mut b = self.b();
        let n = b.iconst(Type::I64, lanes.len() as i64);
        let mut safe_ranges = Vec::new();
        for g in 0..lanes.len() {
            let g = b.iconst(Type::I64, g as i64);
            let r = b.call(safe, &[tape, g, n]);
            safe_ranges.push((r[0], r[1]));
        }
        let mut buffers = Vec::new();
        let mut ready = Vec::new();
        for (g, lane) in lanes.into_iter().enumerate() {
            let (low, room) = safe_ranges[g];
            buffers.push(match lane {
                Some(lane) => {
                    let (p, ok) = self.private_start(tape, g, low, room, lane)?;
                    ready.push(ok);
                    Some(p)
                }
                None => None,
            });
        }
        self.private_or_shared(&ready)?;
        self.rcfg.safe = safe_ranges;
        self.rcfg.private = buffers;
        self.rcfg.fork_tape = Some(tape);
        Ok(())
    }

    /// `*sp += d` for the adjoint of `load` of a team: plainly where the
    /// address is inside the thread's interval of the load's group,
    /// elsewhere into the thread's private buffer of the group (`private`)
    /// or, for a group without one, atomically. False when the load has no
    /// footprint.
    pub(in crate::reverse) fn footprint_add(
        &mut self,
        load: Inst,
        ty: Type,
        sp: Value,
        d: Value,
    ) -> R<bool> {
        let Some(g) = self.footprints().and_then(|f| f.group(load)) else {
            return Ok(false);
        };
        let Some(&(low, room)) = self.rcfg.safe.get(g) else {
            return Ok(false);
        };
        // The plain sum goes, unconditionally, to the address or (outside
        // the interval) to scratch room in the thread's tape header; only then does
        // a branch lead to the atomic add. (Two arms that both used `d`
        // would each get their own copy of its computation from
        // Cranelift's e-graph, and of whatever later adjoints share.) The
        // old value is read from the address either way: outside, a read
        // that may race with other threads' atomic adds, whose value only
        // goes to the scratch room; reading the room instead would chain
        // every such add through it.
        let Some(tape) = self.rcfg.fork_tape else {
            return Ok(false);
        };
        let to_least = self
            .footprints()
            .and_then(|f| f.to_least.get(&load).copied());
        let f = self.t.rid;
        let private = self.rcfg.private.get(g).copied().flatten();
        let mut b = self.b();
        // An access of at most `WIDEST` bytes from the least address of
        // the load's block through its base covers this one: checking
        // that address, each of them computes the same (zyme-opt folds
        // the offsets and numbers the checks as one).
        let checked = match to_least {
            Some(k) if k != 0 => b.ptr_add_imm(sp, k),
            _ => sp,
        };
        let a = b.cast(CastOp::Ptrtoint, checked, Type::I64);
        let off = b.isub(a, low);
        let inside = b.icmp(IntCC::Ule, off, room);
        if let Some(p) = private {
            // Branch-free: the address itself inside the interval, its
            // mirror in the thread's buffer outside.
            let below = b.icmp(IntCC::Ult, a, low);
            let out = b.select(below, p.below, p.above);
            let zero = b.iconst(Type::I64, 0);
            let adj = b.select(inside, zero, out);
            let dest = b.ptr_add(sp, adj);
            let flags = MemFlags::aligned(1);
            let o = b.load(ty, dest, flags);
            let s = b.fadd(o, d);
            let store = b.ins(zyme_ir::InstData::Store {
                args: [s, dest],
                flags,
            });
            self.rcfg.private_stores.push(store);
            return Ok(true);
        }
        let spare = b.ptr_add_imm(tape, SCRATCH_AT);
        let (no, join) = (self.new_block(f), self.new_block(f));
        let mut b = self.b();
        let to = b.select(inside, sp, spare);
        let flags = MemFlags::aligned(1);
        let o = b.load(ty, sp, flags);
        let s = b.fadd(o, d);
        b.store(s, to, flags);
        b.brif(inside, join, &[], no, &[]);
        self.at(f, no);
        self.atomic_lanes(ty, sp, d)?;
        self.b().jump(join, &[]);
        self.at(f, join);
        Ok(true)
    }
}

impl Gen<'_, '_> {
    /// Before the reverse of the store `inst` of `ty` to the shadow
    /// address `sp`: the thread's private buffers of the groups it may
    /// write flushed there.
    pub(in crate::reverse) fn footprint_flush(&mut self, inst: Inst, ty: Type, sp: Value) {
        let groups = self
            .footprints()
            .and_then(|f| f.flushes.get(&inst).cloned())
            .unwrap_or_default();
        for g in groups {
            if let Some(p) = self.rcfg.private.get(g).copied().flatten() {
                self.private_flush(p, ty, sp);
            }
        }
    }
}

/// The footprint of group `group` (an `i64`) in the tape header `tape`:
/// its lowest address and its end.
pub(super) fn read_footprint(
    b: &mut zyme_ir::FunctionBuilder,
    tape: Value,
    group: Value,
) -> (Value, Value) {
    let flags = MemFlags::aligned(8);
    let sixteen = b.iconst(Type::I64, 16);
    let first = b.iconst(Type::I64, lowest_at(0));
    let field = b.imul(group, sixteen);
    let field = b.iadd(field, first);
    let low_at = b.ptr_add(tape, field);
    let low = b.load(Type::I64, low_at, flags);
    let end_at = b.ptr_add_imm(low_at, 8);
    (low, b.load(Type::I64, end_at, flags))
}

/// `__zyme_omp_safe_range(tape, g, groups) -> (low, room)`: the part of
/// the calling thread's footprint of group `g` (in its tape header `tape`)
/// that no footprint of another thread of the fork (any of the `groups`)
/// overlaps, as its lowest address and how far above it an access of at
/// most [`WIDEST`] bytes may start; an empty one is `(-1, 0)`. Where
/// another footprint falls inside, the larger side is kept.
pub(super) fn safe_range(module: &mut Module) -> R<FuncId> {
    const I64: Type = Type::I64;
    const P: Type = Type::PTR;
    runtime::helper(
        module,
        SAFE_RANGE,
        Signature::new([P, I64, I64], [I64, I64]),
        |m, f| {
            let flags = MemFlags::aligned(8);
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape, g, groups] = b.append_params(entry, [P, I64, I64]);
            b.switch_to(entry);
            let table_at = b.ptr_add_imm(tape, TABLE_AT);
            let table = b.load(P, table_at, flags);
            let (low, end) = read_footprint(&mut b, tape, g);
            let team_at = b.ptr_add_imm(table, 8);
            let team = b.load(I64, team_at, flags);
            let pairs = b.imul(team, groups);
            // One pass over (thread, group) pairs: k = thread * groups + group.
            let head = b.create_block();
            let [k, lo, hi] = b.append_params(head, [I64, I64, I64]);
            let (body, cut, next, done) = (
                b.create_block(),
                b.create_block(),
                b.create_block(),
                b.create_block(),
            );
            let [nlo, nhi] = b.append_params(next, [I64, I64]);
            let zero = b.iconst(I64, 0);
            b.jump(head, &[zero, low, end]);
            b.switch_to(head);
            let more = b.icmp(IntCC::Ult, k, pairs);
            b.brif(more, body, &[], done, &[]);
            b.switch_to(body);
            let s = b.udiv(k, groups);
            let h = b.urem(k, groups);
            let eight = b.iconst(I64, 8);
            let head_slots = b.iconst(I64, super::TABLE_HEAD);
            let slot = b.iadd(s, head_slots);
            let slot = b.imul(slot, eight);
            let other_at = b.ptr_add(table, slot);
            let other = b.load(P, other_at, flags);
            let (olow, oend) = read_footprint(&mut b, other, h);
            // Another thread's footprint that overlaps this interval is
            // cut from it; this thread's own are not.
            let below = b.icmp(IntCC::Ult, olow, hi);
            let above = b.icmp(IntCC::Ugt, oend, lo);
            let overlaps = b.band(below, above);
            let theirs = b.icmp(IntCC::Ne, other, tape);
            let overlaps = b.band(overlaps, theirs);
            b.brif(overlaps, cut, &[], next, &[lo, hi]);
            b.switch_to(cut);
            // Covering the bottom: keep what is above it; covering the top
            // or inside with more room below: keep what is below it.
            let covers_bottom = b.icmp(IntCC::Ule, olow, lo);
            let covers_top = b.icmp(IntCC::Uge, oend, hi);
            let left = b.isub(olow, lo);
            let right = b.isub(hi, oend);
            let more_left = b.icmp(IntCC::Uge, left, right);
            let keep_left = b.bor(covers_top, more_left);
            let yes = b.iconst(Type::I1, 1);
            let not_bottom = b.bxor(covers_bottom, yes);
            let keep_left = b.band(keep_left, not_bottom);
            let lo2 = b.select(keep_left, lo, oend);
            let hi2 = b.select(keep_left, olow, hi);
            b.jump(next, &[lo2, hi2]);
            b.switch_to(next);
            let one = b.iconst(I64, 1);
            let k1 = b.iadd(k, one);
            b.jump(head, &[k1, nlo, nhi]);
            b.switch_to(done);
            // Room for an access of WIDEST bytes: hi - lo >= WIDEST.
            let span = b.isub(hi, lo);
            let widest = b.iconst(I64, WIDEST);
            let ordered = b.icmp(IntCC::Ugt, hi, lo);
            let wide = b.icmp(IntCC::Uge, span, widest);
            let fits = b.band(ordered, wide);
            let room = b.isub(span, widest);
            let none = b.iconst(I64, -1);
            let low = b.select(fits, lo, none);
            let room = b.select(fits, room, zero);
            b.ret(&[low, room]);
            Ok(())
        },
    )
}

/// `__zyme_omp_release(table)`: after the reverse fork returns, adds
/// each thread's private buffers to the shadows, thread after thread in
/// the order of their numbers (so every shadow's sum is taken in one
/// order, the same from run to run for a static schedule), then frees
/// the buffers, the fork's tape headers (every slot of the table, empty
/// ones hold null) and the table.
pub(super) fn release(module: &mut Module) -> R<FuncId> {
    const I64: Type = Type::I64;
    const P: Type = Type::PTR;
    let free = runtime::libc(module, "free", Signature::new([P], []))?;
    runtime::helper(
        module,
        "__zyme_omp_release",
        Signature::new([P], []),
        |m, f| {
            let flags = MemFlags::aligned(8);
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [table] = b.append_params(entry, [P]);
            b.switch_to(entry);
            let cap = b.load(I64, table, flags);
            let head = b.create_block();
            let [k] = b.append_params(head, [I64]);
            let (body, present, next, done) = (
                b.create_block(),
                b.create_block(),
                b.create_block(),
                b.create_block(),
            );
            let zero = b.iconst(I64, 0);
            b.jump(head, &[zero]);
            b.switch_to(head);
            let more = b.icmp(IntCC::Slt, k, cap);
            b.brif(more, body, &[], done, &[]);
            b.switch_to(body);
            let first = b.iconst(I64, super::TABLE_HEAD);
            let slot = b.iadd(k, first);
            let eight = b.iconst(I64, 8);
            let off = b.imul(slot, eight);
            let at = b.ptr_add(table, off);
            let tape = b.load(P, at, flags);
            let none = private::is_null(&mut b, tape);
            b.brif(none, next, &[], present, &[]);
            b.switch_to(present);
            private::combine(&mut b, tape, free);
            b.call(free, &[tape]);
            b.jump(next, &[]);
            b.switch_to(next);
            let one = b.iconst(I64, 1);
            let k1 = b.iadd(k, one);
            b.jump(head, &[k1]);
            b.switch_to(done);
            b.call(free, &[table]);
            b.ret(&[]);
            Ok(())
        },
    )
}
