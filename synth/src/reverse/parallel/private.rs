//! Private adjoints: where a team's adjoints go that a thread may not add
//! plainly, so that the gradient is the same from run to run.
//!
//! Outside its interval of plain adds (`footprint`), a thread's adjoint
//! may land where another thread adds too. Added atomically, such sums
//! are taken in the order the threads arrive, and their last bits vary
//! between runs (a stencil's neighbours, every `x` of a matrix-vector
//! product). Instead each thread adds them plainly into a buffer of its
//! own that mirrors its footprint of the group, less the inside of its
//! interval (the *gap*, which no such adjoint reaches), allocated when
//! its reverse half starts. After the reverse fork returns, `release`
//! adds every thread's buffer to the shadows, thread after thread in the
//! order of their numbers: each shadow's sum is taken in one order, the
//! same from run to run for a static schedule, and no atomic operation
//! is left.
//!
//! A buffer word is added only when it is not all zero bits (it was added
//! to), so the words the buffer mirrors that hold no float of the group
//! (a pointer's shadow beside it) are left alone. That needs one float
//! type per group, every load aligned to it: the buffer is read in words
//! of that type from an 8-aligned base.
//!
//! The reverse half reads a shadow only at the reverse of a write: the
//! groups a region writes are not private unless the region has no
//! synchronisation and the writes are stores, and before the reverse of
//! such a store the thread moves its buffer's words at the address into
//! the shadow ([`Gen::private_flush`]). In a program without races no
//! other thread touches what this one stores, so no other buffer has
//! anything there, and no other thread adds there plainly (its interval
//! leaves out this thread's footprint).
//!
//! The add is branch-free: the distance from the address to its mirror
//! (`0` inside the interval, `buf - base` below it, `buf - base - gap`
//! above) is a select on the check already made, and the sum is loaded
//! from and stored to the address plus that distance, a pointer GVN
//! judges by the shadow's parameter (not the program's `restrict` arrays,
//! whose loads it keeps).
//!
//! A buffer larger than [`MOST_BYTES`] (a group whose objects lie far
//! apart, a footprint the whole address space wide) is not allocated:
//! that thread runs the half's shared copy, whose adds outside its
//! interval are atomic ([`Gen::private_free_copy`]).

use super::super::{Gen, R};
use super::footprint::{private_at, MAX_GROUPS, WIDEST};
use crate::runtime;
use zyme_ir::{
    CastOp, FuncId, FunctionBuilder, Inst, InstData, IntCC, MemFlags, Module, Signature, Type,
    Value,
};

/// The largest buffer a thread allocates for one group.
const MOST_BYTES: i64 = 1 << 26;

/// The fields of a group's record in a fork tape's header, in order.
const BUF: i64 = 0;
const BASE: i64 = 8;
const CUT: i64 = 16;
const GAP: i64 = 24;
const BYTES: i64 = 32;
const LANE: i64 = 40;
const SHIFT: i64 = 48;
/// Bytes of one group's record.
pub(super) const RECORD: i64 = 56;

/// A thread's buffer of one group, as its reverse half sees it: the two
/// distances the adds use, and its tape header and the offset of the
/// group's record there, which the flushes before stores read.
#[derive(Clone, Copy, Debug)]
pub(in crate::reverse) struct Private {
    tape: Value,
    at: i64,
    /// `buf - base` and `buf - base - gap`: what an address below the gap
    /// and one above it are moved by to their mirrors.
    pub below: Value,
    pub above: Value,
}

/// The fields of a record: the buffer (null when there is none), the
/// address its first word mirrors (8-aligned), where the gap starts (past
/// the footprint when there is none), the gap's size, the buffer's size
/// and its distance from the tape header less the base. Address `a` is
/// mirrored at `buf + a - base - (a >= cut ? gap : 0)`, which a flush
/// reaches from the tape header, `tape + shift + a - (a >= cut ? gap :
/// 0)`.
#[derive(Clone, Copy, Debug)]
struct Fields {
    buf: Value,
    base: Value,
    cut: Value,
    gap: Value,
    bytes: Value,
    shift: Value,
}

impl Private {
    fn fields(self, b: &mut FunctionBuilder) -> Fields {
        let flags = MemFlags::aligned(8);
        let mut field = |k: i64, ty: Type| {
            let at = b.ptr_add_imm(self.tape, self.at + k);
            b.load(ty, at, flags)
        };
        Fields {
            buf: field(BUF, Type::PTR),
            base: field(BASE, Type::I64),
            cut: field(CUT, Type::I64),
            gap: field(GAP, Type::I64),
            bytes: field(BYTES, Type::I64),
            shift: field(SHIFT, Type::I64),
        }
    }

    /// Where the buffer mirrors address `a`, from the tape header, and
    /// what is taken off for the gap below it.
    fn mirror(self, b: &mut FunctionBuilder, p: Fields, a: Value) -> (Value, Value) {
        let over = b.icmp(IntCC::Uge, a, p.cut);
        let zero = b.iconst(Type::I64, 0);
        let skip = b.select(over, p.gap, zero);
        let shifted = b.iadd(a, p.shift);
        let off = b.isub(shifted, skip);
        (b.ptr_add(self.tape, off), skip)
    }
}

impl Gen<'_, '_> {
    /// At the reverse half's entry, after group `g`'s interval (`low`,
    /// `room`): the thread's buffer of the group, its adjoints' float type
    /// `lane`, and whether the thread has what it needs (a buffer, or no
    /// footprint of the group).
    pub(in crate::reverse) fn private_start(
        &mut self,
        tape: Value,
        g: usize,
        low: Value,
        room: Value,
        lane: Type,
    ) -> R<(Private, Value)> {
        let start = start(self.rev.module)?;
        let mut b = self.b();
        let at = private_at(g);
        let g = b.iconst(Type::I64, g as i64);
        let lane = b.iconst(Type::I64, i64::from(lane.bytes()));
        let r = b.call(start, &[tape, g, low, room, lane]);
        let p = Private {
            tape,
            at,
            below: r[0],
            above: r[1],
        };
        Ok((p, r[2]))
    }

    /// Before the reverse of a store of `ty` to the shadow address `sp`
    /// that may write what group buffer `p` mirrors: the buffer's words
    /// there moved into the shadow.
    pub(in crate::reverse) fn private_flush(&mut self, p: Private, ty: Type, sp: Value) {
        let f = self.t.rid;
        let lane = Type::scalar(ty.lane());
        let flags = MemFlags::aligned(lane.bytes());
        let fields = p.fields(&mut self.b());
        for k in 0..ty.lanes() {
            let (hit, join) = (self.new_block(f), self.new_block(f));
            let mut b = self.b();
            let at = b.ptr_add_imm(sp, i64::from(k * lane.bytes()));
            let a = b.cast(CastOp::Ptrtoint, at, Type::I64);
            // Mirrored: there is a buffer, and the address is at or above
            // its base, not inside the gap, within the buffer.
            let some = is_null(&mut b, fields.buf);
            let yes = b.iconst(Type::I1, 1);
            let some = b.bxor(some, yes);
            let (from, skip) = p.mirror(&mut b, fields, a);
            let off = b.isub(a, fields.base);
            let off = b.isub(off, skip);
            let above = b.icmp(IntCC::Uge, a, fields.base);
            let gap_end = b.iadd(fields.cut, fields.gap);
            let in_gap_low = b.icmp(IntCC::Uge, a, fields.cut);
            let in_gap_high = b.icmp(IntCC::Ult, a, gap_end);
            let in_gap = b.band(in_gap_low, in_gap_high);
            let out_of_gap = b.bxor(in_gap, yes);
            let within = b.icmp(IntCC::Ult, off, fields.bytes);
            let mirrored = b.band(above, out_of_gap);
            let mirrored = b.band(mirrored, within);
            let mirrored = b.band(mirrored, some);
            b.brif(mirrored, hit, &[], join, &[]);
            self.at(f, hit);
            let mut b = self.b();
            let w = b.load(lane, from, flags);
            let o = b.load(lane, at, flags);
            let s = b.fadd(o, w);
            b.store(s, at, flags);
            let int = if lane.bytes() == 4 {
                Type::I32
            } else {
                Type::I64
            };
            let zero = b.iconst(int, 0);
            b.store(zero, from, flags);
            b.jump(join, &[]);
            self.at(f, join);
        }
    }
}

impl Gen<'_, '_> {
    /// After the reverse half's buffers: where a thread lacks one (a
    /// footprint wider than [`MOST_BYTES`] outside its interval), it runs
    /// the half's *shared* copy instead, which adds those adjoints
    /// atomically ([`Gen::private_free_copy`]).
    pub(in crate::reverse) fn private_or_shared(&mut self, ready: &[Value]) -> R<()> {
        let Some((&first, rest)) = ready.split_first() else {
            return Ok(());
        };
        let rid = self.t.rid;
        let module = &mut *self.rev.module;
        let half = &module.functions[rid];
        let name = crate::forward::fresh_name(module, &format!("{}.shared", half.name));
        let sig = half.sig.clone();
        let entry = half.entry_block().expect("the reverse half has its entry");
        let params = half.dfg.block_params(entry).to_vec();
        let copy = module
            .declare_function(&name, sig, zyme_ir::Linkage::Local)
            .map_err(|e| crate::SynthError::new(&name, None, e.to_string()))?;
        let (shared, go) = (self.new_block(rid), self.new_block(rid));
        let mut b = self.b();
        let mut all = first;
        for &ok in rest {
            all = b.band(all, ok);
        }
        b.brif(all, go, &[], shared, &[]);
        let here = b.current_block().expect("in a block");
        let check = b.func().layout.last_inst(here);
        self.at(rid, shared);
        let mut b = self.b();
        let r = b.call(copy, &params);
        b.ret(&r);
        // The entry's code goes on there.
        self.at(rid, go);
        self.rcfg.entry = Some(go);
        self.rcfg.shared = check.map(|c| (copy, c));
        Ok(())
    }

    /// The reverse half's shared copy: the half whose check at its entry
    /// always goes on, and whose adds into buffers are atomic adds to the
    /// shadows.
    pub(in crate::reverse) fn private_free_copy(&mut self) -> R<()> {
        let Some((copy, check)) = self.rcfg.shared else {
            return Ok(());
        };
        let module = &mut *self.rev.module;
        let mut f = module.functions[self.t.rid].clone();
        f.name = module.functions[copy].name.clone();
        f.linkage = zyme_ir::Linkage::Local;
        let (block, at) = f.layout.position(check).expect("placed");
        let yes = f.dfg.make_inst(
            InstData::Iconst {
                ty: Type::I1,
                imm: 1,
            },
            &[Type::I1],
        );
        f.layout.insert_inst(yes, block, at);
        let yes = f.dfg.first_result(yes).expect("a constant");
        if let InstData::Brif { cond, .. } = &mut f.dfg.insts[check] {
            *cond = yes;
        }
        for &store in &self.rcfg.private_stores {
            shared_add(&mut f, store);
        }
        module.functions[copy] = f;
        Ok(())
    }
}

/// In the shared copy `f`: the plain add whose sum `store` writes to an
/// address moved into a buffer (`sp + adj`) made an atomic add to `sp`,
/// lane by lane.
fn shared_add(f: &mut zyme_ir::Function, store: Inst) {
    let InstData::Store {
        args: [s, dest], ..
    } = f.dfg.insts[store]
    else {
        return;
    };
    let (Some(InstData::Binary { args: [_, d], .. }), Some(InstData::PtrAdd { args: [sp, _] })) = (
        f.dfg.value_inst(s).cloned(),
        f.dfg.value_inst(dest).cloned(),
    ) else {
        return;
    };
    let ty = f.dfg.value_type(d);
    let lane = Type::scalar(ty.lane());
    let (block, mut at) = f.layout.position(store).expect("placed");
    let mut put = |f: &mut zyme_ir::Function, data: InstData, results: &[Type]| {
        let inst = f.dfg.make_inst(data, results);
        f.layout.insert_inst(inst, block, at);
        at += 1;
        f.dfg.first_result(inst)
    };
    for k in 0..ty.lanes() {
        let (x, p) = if ty.is_vector() {
            let x = put(
                f,
                InstData::ExtractLane {
                    arg: d,
                    lane: k as u16,
                },
                &[lane],
            );
            let off = i64::from(k * lane.bytes());
            let off = put(
                f,
                InstData::Iconst {
                    ty: Type::I64,
                    imm: off as u64,
                },
                &[Type::I64],
            );
            let p = put(
                f,
                InstData::PtrAdd {
                    args: [sp, off.expect("a constant")],
                },
                &[Type::PTR],
            );
            (x.expect("a lane"), p.expect("an address"))
        } else {
            (d, sp)
        };
        put(
            f,
            InstData::AtomicRmw {
                op: zyme_ir::RmwOp::Fadd,
                ty: lane,
                args: [p, x],
                ordering: zyme_ir::Ordering::Monotonic,
            },
            &[lane],
        );
    }
    f.layout.remove_inst(store);
}

/// Whether the pointer `p` is null.
pub(super) fn is_null(b: &mut FunctionBuilder, p: Value) -> Value {
    let bits = b.cast(CastOp::Ptrtoint, p, Type::I64);
    let zero = b.iconst(Type::I64, 0);
    b.icmp(IntCC::Eq, bits, zero)
}

/// Rounds `v` down to a multiple of 8.
fn align_down(b: &mut FunctionBuilder, v: Value) -> Value {
    let mask = b.iconst(Type::I64, !7);
    b.band(v, mask)
}

/// `__zyme_omp_private(tape, g, low, room, lane)`: the calling thread's
/// buffer of group `g`, whose footprint is in its tape header `tape` and
/// whose interval of plain adds `__zyme_omp_safe_range` found (`low` -1
/// for none), for floats of `lane` bytes, in the header's record of the
/// group. The gap is the interval less [`WIDEST`] bytes at either
/// end, which no access outside the interval reaches.
fn start(module: &mut Module) -> R<FuncId> {
    const I64: Type = Type::I64;
    const P: Type = Type::PTR;
    let calloc = runtime::libc(module, "calloc", Signature::new([I64, I64], [P]))?;
    let free = runtime::libc(module, "free", Signature::new([P], []))?;
    runtime::helper(
        module,
        "__zyme_omp_private",
        Signature::new([P, I64, I64, I64, I64], [I64, I64, Type::I1]),
        |m, f| {
            let flags = MemFlags::aligned(8);
            let mut b = m.builder(f);
            let entry = b.create_block();
            let [tape, g, low, room, lane] = b.append_params(entry, [P, I64, I64, I64, I64]);
            b.switch_to(entry);
            // A buffer the reverse half made before it handed over to its
            // shared copy is the copy's to make again.
            let record = b.iconst(I64, RECORD);
            let rec = b.imul(g, record);
            let first = b.iconst(I64, private_at(0));
            let rec = b.iadd(rec, first);
            let rec = b.ptr_add(tape, rec);
            let old = b.load(P, rec, flags);
            b.call(free, &[old]);
            let (lo, end) = super::footprint::read_footprint(&mut b, tape, g);
            let base = align_down(&mut b, lo);
            let seven = b.iconst(I64, 7);
            let end7 = b.iadd(end, seven);
            let end_al = align_down(&mut b, end7);
            // The gap: [low + WIDEST, low + room) rounded inwards.
            let none = b.iconst(I64, -1);
            let has_safe = b.icmp(IntCC::Ne, low, none);
            let w7 = b.iconst(I64, WIDEST + 7);
            let gap_lo = b.iadd(low, w7);
            let gap_lo = align_down(&mut b, gap_lo);
            let gap_hi = b.iadd(low, room);
            let gap_hi = align_down(&mut b, gap_hi);
            let ordered = b.icmp(IntCC::Ult, gap_lo, gap_hi);
            let has_gap = b.band(has_safe, ordered);
            let zero = b.iconst(I64, 0);
            let cut = b.select(has_gap, gap_lo, end_al);
            let width = b.isub(gap_hi, gap_lo);
            let gap = b.select(has_gap, width, zero);
            let span = b.isub(end_al, base);
            let bytes = b.isub(span, gap);
            // A footprint (not empty, not wrapped) small enough.
            let nonempty = b.icmp(IntCC::Ult, lo, end);
            let yes = b.iconst(Type::I1, 1);
            let empty = b.bxor(nonempty, yes);
            let unwrapped = b.icmp(IntCC::Ugt, end_al, base);
            let most = b.iconst(I64, MOST_BYTES);
            let small = b.icmp(IntCC::Ule, bytes, most);
            let fits = b.band(nonempty, unwrapped);
            let fits = b.band(fits, small);
            let (alloc, done) = (b.create_block(), b.create_block());
            let [buf] = b.append_params(done, [P]);
            let null = b.iconst(P, 0);
            b.brif(fits, alloc, &[], done, &[null]);
            b.switch_to(alloc);
            let one = b.iconst(I64, 1);
            let fresh = b.call(calloc, &[bytes, one])[0];
            b.jump(done, &[fresh]);
            b.switch_to(done);
            let buf_bits = b.cast(CastOp::Ptrtoint, buf, I64);
            let tape_bits = b.cast(CastOp::Ptrtoint, tape, I64);
            let shift = b.isub(buf_bits, tape_bits);
            let shift = b.isub(shift, base);
            for (field, v) in [
                (BUF, buf),
                (BASE, base),
                (CUT, cut),
                (GAP, gap),
                (BYTES, bytes),
                (LANE, lane),
                (SHIFT, shift),
            ] {
                let at = b.ptr_add_imm(rec, field);
                b.store(v, at, flags);
            }
            let below = b.isub(buf_bits, base);
            let above = b.isub(below, gap);
            let have = b.icmp(IntCC::Ne, buf_bits, zero);
            // A footprint inside the gap (the interval of a copy whose
            // every address is the thread's) needs no buffer either.
            let gap_end = b.iadd(cut, gap);
            let from_cut = b.icmp(IntCC::Uge, base, cut);
            let to_end = b.icmp(IntCC::Ule, end_al, gap_end);
            let inside = b.band(from_cut, to_end);
            let inside = b.band(inside, has_gap);
            let ok = b.bor(have, empty);
            let ok = b.bor(ok, inside);
            b.ret(&[below, above, ok]);
            Ok(())
        },
    )
}

/// In `__zyme_omp_release`, for the tape header `tape` (not null): every
/// group's buffer added to the shadows (its words that are not all zero
/// bits, in order of address) and freed. Leaves the builder in a block
/// after them.
pub(super) fn combine(b: &mut FunctionBuilder, tape: Value, free: FuncId) {
    const I64: Type = Type::I64;
    let flags = MemFlags::aligned(8);
    for g in 0..MAX_GROUPS {
        let rec = b.ptr_add_imm(tape, private_at(g));
        let buf_at = b.ptr_add_imm(rec, BUF);
        let buf = b.load(Type::PTR, buf_at, flags);
        let field = |b: &mut FunctionBuilder, k: i64| {
            let at = b.ptr_add_imm(rec, k);
            b.load(I64, at, flags)
        };
        let (base, cut, gap, bytes, lane) = (
            field(b, BASE),
            field(b, CUT),
            field(b, GAP),
            field(b, BYTES),
            field(b, LANE),
        );
        let (some, head, body, single, double, add32, add64, next, done) = (
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
            b.create_block(),
        );
        let none = is_null(b, buf);
        b.brif(none, done, &[], some, &[]);
        b.switch_to(some);
        let [j] = b.append_params(head, [I64]);
        let zero = b.iconst(I64, 0);
        b.jump(head, &[zero]);
        b.switch_to(head);
        let more = b.icmp(IntCC::Ult, j, bytes);
        let freed = b.create_block();
        b.brif(more, body, &[], freed, &[]);
        b.switch_to(body);
        let from = b.ptr_add(buf, j);
        let a = b.iadd(base, j);
        let over = b.icmp(IntCC::Uge, a, cut);
        let skip = b.select(over, gap, zero);
        let a = b.iadd(a, skip);
        let to = b.cast(CastOp::Inttoptr, a, Type::PTR);
        let four = b.iconst(I64, 4);
        let is32 = b.icmp(IntCC::Eq, lane, four);
        b.brif(is32, single, &[], double, &[]);
        for (block, add, int, float) in [
            (single, add32, Type::I32, Type::F32),
            (double, add64, Type::I64, Type::F64),
        ] {
            b.switch_to(block);
            let bits = b.load(int, from, MemFlags::aligned(int.bytes()));
            let nothing = b.iconst(int, 0);
            let added = b.icmp(IntCC::Ne, bits, nothing);
            b.brif(added, add, &[], next, &[]);
            b.switch_to(add);
            let fl = MemFlags::aligned(float.bytes());
            let w = b.cast(CastOp::Bitcast, bits, float);
            let o = b.load(float, to, fl);
            let s = b.fadd(o, w);
            b.store(s, to, fl);
            b.jump(next, &[]);
        }
        b.switch_to(next);
        let j1 = b.iadd(j, lane);
        b.jump(head, &[j1]);
        b.switch_to(freed);
        b.call(free, &[buf]);
        b.jump(done, &[]);
        b.switch_to(done);
    }
}

/// The instructions before whose reverse a thread's buffers are flushed,
/// with the groups each may touch.
pub(super) type Flushes = hashbrown::HashMap<Inst, Vec<usize>>;
