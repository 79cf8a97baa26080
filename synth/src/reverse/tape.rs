//! The tape as synthesized code: a byte stack behind a 24-byte header
//! (`crate::runtime`), whose fields each derivative keeps in stack slots
//! of its own (so zyme-opt's mem2reg keeps them in registers), pushed at
//! the end of each forward block and popped at the head of its reverse,
//! with room reserved before loops whose trip count is known at entry.
//!
//! A record's booleans (branch conditions, the choices of selects) go,
//! on CPUs, into a stream of bits instead: a 64-bit word being filled,
//! kept in a stack slot like the header's fields. Bits come in at the
//! bottom as the word shifts up, above a sentinel 1 that marks how many
//! there are (an empty word is 1); the word goes on the byte stack the
//! moment the sentinel reaches the top bit (63 bits), and the reverse,
//! which takes bits from the bottom, pops the next word when only the
//! sentinel is left. A record's bytes go on before its bits and come off
//! after them: LIFO all the same. The word being filled passes from the
//! forward to the reverse in the slot (combined), or as the last thing a
//! split derivative's augmented half pushes. kmeans' reverse, which
//! keeps one comparison per point and centre, keeps an eighth of the
//! bytes.

use super::plan::record_layout;
use super::reserve::LoopReserve;
use super::{Gen, R};
use crate::runtime;
use hashbrown::HashSet;
use zyme_ir::{Block, CastOp, FuncId, IntCC, MemFlags, Type, Value};

/// The tape in each sweep: the header's address and the slots holding
/// its fields (the reverse's are the forward's in combined mode).
#[derive(Default)]
pub(super) struct Tapes {
    pub fwd: Option<Value>,
    pub fvars: Option<TapeVars>,
    pub rev: Option<Value>,
    pub rvars: Option<TapeVars>,
    /// The buffer is a stack slot of the bytes the tape can hold at most
    /// (a GPU thread's local memory): it never grows, nor is freed.
    pub stack: Option<u64>,
    /// The stream of bits in each sweep (none on GPUs, whose records keep
    /// a byte per boolean).
    pub fbits: Option<BitVars>,
    pub rbits: Option<BitVars>,
    /// The forward blocks whose pushes fit without a check: a sealed
    /// reservation ([`super::reserve::LoopReserve::seals`]) made room for them.
    pub reserved: HashSet<Block>,
}

/// The address of the stack slot holding the bit stream's word being
/// filled (`i64`: its bits above a sentinel 1).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct BitVars {
    pub word: Value,
}

/// The most bytes a sealed reservation reserves: far enough below 2^63
/// that adding the tape's length cannot overflow either.
const SEALED_LIMIT: u64 = 1 << 62;

/// Whether a push checks the tape's capacity, or a reservation made room
/// for it.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Room {
    Check,
    Reserved,
}

/// A word of the bit stream with no bits: the sentinel alone.
const EMPTY_WORD: i64 = 1;

/// The most bytes a per-thread tape is kept in local memory for.
const STACK_TAPE_LIMIT: u64 = 16 << 10;

/// Flags of a tape access, with what it holds as the type hint (so a
/// derivative of this derivative knows the tape's types).
pub(super) fn typed(ty: Type) -> MemFlags {
    MemFlags {
        hint: Some(ty.lane()),
        ..MemFlags::aligned(8)
    }
}

pub(super) fn typed_unaligned(ty: Type) -> MemFlags {
    MemFlags {
        align: 1,
        ..typed(ty)
    }
}

/// The addresses of the stack slots that hold a derivative's copies of
/// its tape header's fields (see `Gen::tape_vars`), and of the header.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct TapeVars {
    pub header: Value,
    pub buf: Value,
    pub len: Value,
    pub cap: Value,
}

impl TapeVars {
    /// Each slot with its field's offset in the header and its type.
    pub(super) fn fields(self) -> [(Value, i64, Type); 3] {
        [
            (self.buf, 0, Type::PTR),
            (self.len, runtime::TAPE_LEN, Type::I64),
            (self.cap, runtime::TAPE_CAP, Type::I64),
        ]
    }
}

/// Tape accesses: in a GPU derivative's records scalars are naturally
/// aligned (`record_layout`), vectors only to eight bytes; a CPU
/// derivative's records are packed.
pub(super) fn tape_flags(ty: Type, packed: bool) -> MemFlags {
    let align = if packed {
        1
    } else if ty.is_vector() {
        8
    } else {
        ty.bytes().max(1)
    };
    MemFlags { align, ..typed(ty) }
}

impl Gen<'_, '_> {
    /// Stack slots for the tape header's fields, filled from the header
    /// at the current position (the function's entry). Pushes and pops
    /// work on them, and the header is brought up to date only around
    /// what reads it (callees' halves, growing, releasing, returning), so
    /// zyme-opt's mem2reg can keep them in registers: the header's own
    /// address escapes to those calls and could not be.
    pub(super) fn tape_vars(&mut self, header: Value) -> TapeVars {
        let mut b = self.b();
        let mut var = || {
            let slot = b.stack_slot(8, 8);
            b.stack_addr(slot)
        };
        let vars = TapeVars {
            header,
            buf: var(),
            len: var(),
            cap: var(),
        };
        self.tape_reload(vars);
        vars
    }

    /// The header's fields into the slots (after a call that may have
    /// changed them).
    pub(super) fn tape_reload(&mut self, vars: TapeVars) {
        let mut b = self.b();
        for (field, at, ty) in vars.fields() {
            let p = b.ptr_add_imm(vars.header, at);
            let v = b.load(ty, p, typed(ty));
            b.store(v, field, typed(ty));
        }
    }

    /// The slots into the header (before a call that reads it).
    pub(super) fn tape_write_back(&mut self, vars: TapeVars) {
        let mut b = self.b();
        for (field, at, ty) in vars.fields() {
            let v = b.load(ty, field, typed(ty));
            let p = b.ptr_add_imm(vars.header, at);
            b.store(v, p, typed(ty));
        }
    }

    /// What a push or reservation calls when the tape is full: the
    /// heap's growth, or nothing for a stack tape (its size is the most
    /// the derivative pushes, so it is never full; it traps if it were).
    fn tape_grower(&mut self) -> R<Option<FuncId>> {
        match self.tape.stack {
            Some(_) => Ok(None),
            None => runtime::tape_grow(self.rev.module, self.rev.heap()).map(Some),
        }
    }

    /// The bytes a combined GPU derivative pushes at most, when that is
    /// known and small: every block's record times the most times the
    /// block runs (loops with constant trip counts), no call sharing the
    /// tape.
    pub(super) fn stack_tape_bytes(&self) -> Option<u64> {
        if !self.facts.combined || !self.facts.device() || !self.rev.gpu.stack_tape {
            return None;
        }
        if self.calls_share_tape() {
            return None;
        }
        let mut total: u64 = 0;
        for (b, p) in &self.plan.blocks {
            let bytes = p.layout().1 as u64;
            if bytes > 0 {
                let runs = self.facts.max_runs(*b)?;
                total = total.checked_add(bytes.checked_mul(runs)?)?;
            }
        }
        (total > 0 && total <= STACK_TAPE_LIMIT).then_some(total)
    }

    /// Grows the tape to at least `need` bytes through the header.
    /// Says whether the code goes on (no growth: a trap).
    pub(super) fn tape_grow_to(
        &mut self,
        vars: TapeVars,
        grow: Option<FuncId>,
        need: Value,
    ) -> bool {
        let Some(grow) = grow else {
            self.b().trap();
            return false;
        };
        self.tape_write_back(vars);
        self.b().call(grow, &[vars.header, need]);
        self.tape_reload(vars);
        true
    }

    /// A slot for a bit stream, set to `word` at the current position.
    pub(super) fn bit_vars(&mut self, word: Value) -> BitVars {
        let mut b = self.b();
        let slot = b.stack_slot(8, 8);
        let at = b.stack_addr(slot);
        b.store(word, at, typed(Type::I64));
        BitVars { word: at }
    }

    /// Whether the derivative keeps a bit stream: on CPUs, when a tape
    /// record has a boolean (a split half without one hands nothing over,
    /// and one whose records are empty keeps its tape unused).
    fn keeps_bits(&self) -> bool {
        !self.facts.device()
            && self
                .plan
                .blocks
                .iter()
                .any(|(_, p)| p.record.iter().any(|&(_, t)| t == Type::I1))
    }

    /// An empty bit stream for the forward sweep, when the derivative
    /// keeps one ([`Gen::keeps_bits`]).
    pub(super) fn start_bits(&mut self) {
        if !self.keeps_bits() {
            return;
        }
        let empty = self.b().iconst(Type::I64, EMPTY_WORD);
        self.tape.fbits = Some(self.bit_vars(empty));
    }

    /// Split: the forward's word being filled, pushed last (the reverse
    /// half pops it first: [`Gen::take_bits`]).
    pub(super) fn hand_over_bits(&mut self) -> R<()> {
        let Some(bits) = self.tape.fbits else {
            return Ok(());
        };
        let word = self.b().load(Type::I64, bits.word, typed(Type::I64));
        self.push_bytes(&[word], Room::Check)
    }

    /// Split: the reverse half's bit stream, from what the augmented half
    /// pushed last.
    pub(super) fn take_bits(&mut self) {
        if !self.keeps_bits() {
            return;
        }
        let word = self.pop_bytes(&[Type::I64])[0];
        self.tape.rbits = Some(self.bit_vars(word));
    }

    /// Pushes `items` on the tape at the current forward position: the
    /// booleans into the bit stream (where there is one), after the rest.
    pub(super) fn push(&mut self, items: &[Value], room: Room) -> R<()> {
        let Some(bits) = self.tape.fbits else {
            return self.push_bytes(items, room);
        };
        let fid = self.t.fid;
        let types: Vec<Type> = {
            let f = &self.rev.module.functions[fid];
            items.iter().map(|&v| f.dfg.value_type(v)).collect()
        };
        let bytes: Vec<Value> = items
            .iter()
            .zip(&types)
            .filter(|&(_, &t)| t != Type::I1)
            .map(|(&v, _)| v)
            .collect();
        if !bytes.is_empty() {
            self.push_bytes(&bytes, room)?;
        }
        for (&v, &t) in items.iter().zip(&types) {
            if t == Type::I1 {
                self.push_bit(bits, v, room)?;
            }
        }
        Ok(())
    }

    /// One bit into the stream; the word onto the byte stack as soon as
    /// that fills it (its sentinel in the top bit).
    fn push_bit(&mut self, bits: BitVars, v: Value, room: Room) -> R<()> {
        let fid = self.t.fid;
        let (full, cont) = (self.new_block(fid), self.new_block(fid));
        let mut b = self.b();
        let word = b.load(Type::I64, bits.word, typed(Type::I64));
        // The word shifts up and the bit comes in at the bottom (one
        // `lea`), so the reverse finds the last bit at the bottom.
        let bit = b.cast(CastOp::Zext, v, Type::I64);
        let word = b.iadd(word, word);
        let word = b.bor(word, bit);
        b.store(word, bits.word, typed(Type::I64));
        let zero = b.iconst(Type::I64, 0);
        let is_full = b.icmp(IntCC::Slt, word, zero);
        b.brif(is_full, full, &[], cont, &[]);
        self.at(fid, full);
        self.push_bytes(&[word], room)?;
        let mut b = self.b();
        let empty = b.iconst(Type::I64, EMPTY_WORD);
        b.store(empty, bits.word, typed(Type::I64));
        b.jump(cont, &[]);
        self.at(fid, cont);
        Ok(())
    }

    /// Pushes `items` on the byte stack at the current forward position.
    fn push_bytes(&mut self, items: &[Value], room: Room) -> R<()> {
        let fid = self.t.fid;
        let vars = self.tape.fvars.expect("the tape exists");
        let packed = !self.facts.device();
        let mut b = self.b();
        let types: Vec<Type> = items.iter().map(|&v| b.func().dfg.value_type(v)).collect();
        let (offsets, n) = record_layout(&types, packed);
        let mut stored = Vec::new();
        for (&v, off) in items.iter().zip(offsets) {
            let v = if b.func().dfg.value_type(v) == Type::I1 {
                b.cast(CastOp::Zext, v, Type::I8)
            } else {
                v
            };
            stored.push((v, off));
        }
        let len = b.load(Type::I64, vars.len, typed(Type::I64));
        let size = b.iconst(Type::I64, n);
        if room == Room::Check {
            let cap = b.load(Type::I64, vars.cap, typed(Type::I64));
            // `len > cap − size` (signed: lengths and capacities are far
            // below 2^63, and an empty tape's capacity is 0): the new
            // length is made only after the stores, so the old one dies
            // there and a loop carries one register for it, without a
            // copy on its back edge.
            let limit = b.isub(cap, size);
            let over = b.icmp(IntCC::Sgt, len, limit);
            let grow = self.tape_grower()?;
            let grow_block = self.new_block(fid);
            let cont = self.new_block(fid);
            self.b().brif(over, grow_block, &[], cont, &[]);
            self.at(fid, grow_block);
            let need = self.b().iadd(len, size);
            if self.tape_grow_to(vars, grow, need) {
                self.b().jump(cont, &[]);
            }
            self.at(fid, cont);
        }
        let mut b = self.b();
        let buf = b.load(Type::PTR, vars.buf, typed(Type::PTR));
        let at = b.ptr_add(buf, len);
        for (v, off) in stored {
            let p = b.ptr_add_imm(at, off);
            let ty = b.func().dfg.value_type(v);
            b.store(v, p, tape_flags(ty, packed));
        }
        let new_len = b.iadd(len, size);
        b.store(new_len, vars.len, typed(Type::I64));
        Ok(())
    }

    /// Which forward blocks push without a check ([`Tapes::reserved`]),
    /// from the plan's records and the loops' reservations.
    pub(super) fn seal_reservations(&mut self) {
        let (facts, plan) = (self.facts, self.plan);
        let pushes = |b: Block| plan.block(b).is_some_and(|p| !p.record.is_empty());
        for (pre, reserves) in &facts.loop_reserves {
            if !facts.live.contains(*pre) {
                continue;
            }
            let shares = |b: Block| self.block_shares_tape(b);
            let sealed: Vec<&LoopReserve> = reserves
                .iter()
                .filter(|r| r.seals(&pushes, &shares) && self.fits(r))
                .collect();
            for r in sealed {
                self.tape.reserved.extend(r.blocks.iter().copied());
            }
        }
    }

    /// Whether the bytes a sealed reservation counts stay far from
    /// overflowing its arithmetic: a constant count's at compile time; a
    /// count of at most 32 bits (below 2^33 runs) with a record below
    /// 2^29 bytes always; a 64-bit count at run time ([`SEALED_LIMIT`]:
    /// the reservation traps above it, where the pushes could not have
    /// grown the tape either).
    fn fits(&self, reserve: &LoopReserve) -> bool {
        let per = self.per_run_bound(reserve);
        match &reserve.count {
            zyme_analysis::TripCount::Known(n) => n
                .checked_add(1)
                .and_then(|runs| runs.checked_mul(per as u64))
                .is_some_and(|b| b <= SEALED_LIMIT),
            _ => per < 1 << 29,
        }
    }

    /// More than the bytes one run of `reserve`'s own blocks pushes: their
    /// records' bytes and a byte per boolean (the bit stream's words take
    /// eight bytes per 63).
    fn per_run_bound(&self, reserve: &LoopReserve) -> i64 {
        let (bytes, bits) = self.own_per_run(reserve);
        bytes + bits + 1
    }

    /// The bytes (booleans apart, where they go on the bit stream) and the
    /// booleans one run of `reserve`'s own blocks pushes.
    fn own_per_run(&self, reserve: &LoopReserve) -> (i64, i64) {
        let in_bits = self.tape.fbits.is_some();
        let (mut own_bytes, mut own_bits) = (0, 0);
        for p in reserve.blocks.iter().filter_map(|&b| self.plan.block(b)) {
            if !in_bits {
                own_bytes += p.layout().1;
                continue;
            }
            let types: Vec<Type> = p.record.iter().map(|&(_, t)| t).collect();
            let bytes: Vec<Type> = types.iter().copied().filter(|&t| t != Type::I1).collect();
            if !bytes.is_empty() {
                own_bytes += record_layout(&bytes, p.packed).1;
            }
            own_bits += (types.len() - bytes.len()) as i64;
        }
        (own_bytes, own_bits)
    }

    /// Before a loop whose trip count is known at entry, makes room on the
    /// tape for all its iterations at once (what each iteration of its
    /// blocks and of the nested loops whose counts are known here too
    /// pushes, times the times a block runs: one more than the back edges
    /// the count counts), so the loop never grows the tape. Pushes keep
    /// their own checks (callees and other nested loops may push more)
    /// except in a sealed loop ([`Tapes::reserved`]), whose room is
    /// reserved whole.
    pub(super) fn reserve_for_loops(&mut self, pre: Block) -> R<()> {
        let Some(loops) = self.facts.loop_reserves.get(&pre).cloned() else {
            return Ok(());
        };
        for reserve in loops {
            let sealed = reserve
                .blocks
                .iter()
                .all(|b| self.tape.reserved.contains(b));
            let fid = self.t.fid;
            let Some(total) = self.reserved_bytes(&reserve)? else {
                continue;
            };
            // Made in a block that may branch around the loop: only when
            // it enters it.
            let enters = match reserve.guard {
                Some((cond, taken)) => {
                    let c = self.val(cond)?;
                    Some(if taken {
                        c
                    } else {
                        let mut b = self.b();
                        let no = b.iconst(Type::I1, 0);
                        b.icmp(IntCC::Eq, c, no)
                    })
                }
                None => None,
            };
            let total = match enters {
                Some(e) => {
                    let mut b = self.b();
                    let zero = b.iconst(Type::I64, 0);
                    b.select(e, total, zero)
                }
                None => total,
            };
            if sealed {
                self.guard_sealed(&reserve, enters)?;
            }
            let grow = self.tape_grower()?;
            let grow_block = self.new_block(fid);
            let cont = self.new_block(fid);
            let vars = self.tape.fvars.expect("the tape exists");
            let mut b = self.b();
            // At most 1 GiB ahead where the pushes check (a bound on the
            // count, or one computed from garbage, must not allocate the
            // machine away); all of it where they rely on the room.
            let total = if sealed {
                total
            } else {
                let cap_limit = b.iconst(Type::I64, 1 << 30);
                let big = b.icmp(IntCC::Ugt, total, cap_limit);
                b.select(big, cap_limit, total)
            };
            let len = b.load(Type::I64, vars.len, typed(Type::I64));
            let cap = b.load(Type::I64, vars.cap, typed(Type::I64));
            let need = b.iadd(len, total);
            let over = b.icmp(IntCC::Ugt, need, cap);
            b.brif(over, grow_block, &[], cont, &[]);
            self.at(fid, grow_block);
            if self.tape_grow_to(vars, grow, need) {
                self.b().jump(cont, &[]);
            }
            self.at(fid, cont);
        }
        Ok(())
    }

    /// Before a sealed reservation of a 64-bit count, a trap where the
    /// count is so large that the bytes would overflow (a count no
    /// memory could hold the tape of), when the loop is entered
    /// (`enters`, for a reservation made before a branch).
    fn guard_sealed(&mut self, reserve: &LoopReserve, enters: Option<Value>) -> R<()> {
        let zyme_analysis::TripCount::AtEntry(e) = &reserve.count else {
            return Ok(());
        };
        if e.bits <= 32 {
            return Ok(());
        }
        let Some(n) = self.trip_count_value(&reserve.count)? else {
            return Ok(());
        };
        let limit = SEALED_LIMIT as i64 / self.per_run_bound(reserve) - 1;
        let fid = self.t.fid;
        let (trap, cont) = (self.new_block(fid), self.new_block(fid));
        let mut b = self.b();
        let limit = b.iconst(Type::I64, limit);
        let over = b.icmp(IntCC::Ugt, n, limit);
        let over = match enters {
            Some(e) => b.band(over, e),
            None => over,
        };
        b.brif(over, trap, &[], cont, &[]);
        self.at(fid, trap);
        self.b().trap();
        self.at(fid, cont);
        Ok(())
    }

    /// The bytes one entry into `reserve`'s loop pushes, nested loops
    /// included (`None`: none, or a count not worth computing). Counts are
    /// of back edges and unsigned: their sums and products wrap only for
    /// garbage, which the 1 GiB cap then bounds (a sealed loop's, with no
    /// nested loops, [`Gen::fits`] and the trap of `guard_sealed`).
    fn reserved_bytes(&mut self, reserve: &LoopReserve) -> R<Option<Value>> {
        let Some((bytes, bits)) = self.reserved(reserve)? else {
            return Ok(None);
        };
        // The bit stream's words: 63 bits each, 8 bytes.
        let mut b = self.b();
        let Some(bits) = bits else {
            return Ok(bytes);
        };
        let round = b.iconst(Type::I64, 62);
        let up = b.iadd(bits, round);
        let per_word = b.iconst(Type::I64, 63);
        let words = b.udiv(up, per_word);
        let eight = b.iconst(Type::I64, 8);
        let word_bytes = b.imul(words, eight);
        Ok(Some(match bytes {
            Some(bytes) => b.iadd(bytes, word_bytes),
            None => word_bytes,
        }))
    }

    /// The bytes and the bits of the bit stream (on CPUs) one entry into
    /// `reserve`'s loop pushes; `None` where its count is not worth
    /// computing.
    #[allow(clippy::type_complexity)]
    fn reserved(&mut self, reserve: &LoopReserve) -> R<Option<(Option<Value>, Option<Value>)>> {
        let (own_bytes, own_bits) = self.own_per_run(reserve);
        let mut per =
            [own_bytes, own_bits].map(|k| (k != 0).then(|| self.b().iconst(Type::I64, k)));
        for inner in &reserve.inner {
            let Some(counts) = self.reserved(inner)? else {
                continue;
            };
            for (sum, add) in per.iter_mut().zip([counts.0, counts.1]) {
                if let Some(add) = add {
                    *sum = Some(match *sum {
                        Some(s) => self.b().iadd(s, add),
                        None => add,
                    });
                }
            }
        }
        if per.iter().all(Option::is_none) {
            return Ok(None);
        }
        let Some(n) = self.trip_count_value(&reserve.count)? else {
            return Ok(None);
        };
        let mut b = self.b();
        let one = b.iconst(Type::I64, 1);
        let runs = b.iadd(n, one);
        let [bytes, bits] = per.map(|p| p.map(|p| b.imul(runs, p)));
        Ok(Some((bytes, bits)))
    }

    /// The trip count as an `i64` in the forward function, at the
    /// preheader (`None` for forms not worth computing).
    pub(super) fn trip_count_value(
        &mut self,
        count: &zyme_analysis::TripCount,
    ) -> R<Option<Value>> {
        use zyme_analysis::TripCount;
        let e = match count {
            TripCount::Known(k) => {
                let k = i64::try_from(*k).unwrap_or(i64::MAX);
                return Ok(Some(self.b().iconst(Type::I64, k)));
            }
            TripCount::AtEntry(e) => *e,
            TripCount::Unknown => return Ok(None),
        };
        self.trip_formula(&e, |g, v| g.val(v))
    }

    /// The trip count `e` gives, as an `i64`, its operands' values from
    /// `get` (`None` for forms not worth computing).
    pub(super) fn trip_formula(
        &mut self,
        e: &zyme_analysis::TripExpr,
        get: impl Fn(&mut Self, Value) -> R<Value>,
    ) -> R<Option<Value>> {
        use zyme_analysis::Operand;
        let signed = matches!(e.cond, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge);
        if !super::facts::has_formula(e) {
            return Ok(None);
        }
        // Towards the bound from below, from above, or `!=` by ones.
        let up = matches!(e.cond, IntCC::Slt | IntCC::Ult | IntCC::Sle | IntCC::Ule);
        let ne = e.cond == IntCC::Ne;
        let inclusive = matches!(e.cond, IntCC::Sle | IntCC::Ule | IntCC::Sge | IntCC::Uge);
        let operand = |g: &mut Self, op: Operand| -> R<Value> {
            Ok(match op {
                Operand::Const(c) => g.b().iconst(Type::I64, c),
                Operand::Value(v) => {
                    let x = get(g, v)?;
                    let ty = g.vals.ty(v);
                    if ty == Type::I64 {
                        x
                    } else if ty.is_int() {
                        let op = if signed { CastOp::Sext } else { CastOp::Zext };
                        g.b().cast(op, x, Type::I64)
                    } else {
                        return Err(g.err("a trip count over a non-integer".into()));
                    }
                }
            })
        };
        let start = operand(self, e.start)?;
        let bound = operand(self, e.bound)?;
        let mut b = self.b();
        let step = e.step.unsigned_abs() as i64;
        let first = if e.tests_next {
            let s = b.iconst(Type::I64, e.step);
            b.iadd(start, s)
        } else {
            start
        };
        if ne {
            // Steps until equal: the distance, modulo 2^bits, over the
            // step (a power of two the distance is a multiple of).
            let diff = if e.step > 0 {
                b.isub(bound, first)
            } else {
                b.isub(first, bound)
            };
            let diff = if e.bits >= 64 {
                diff
            } else {
                let mask = b.iconst(Type::I64, ((1u64 << e.bits) - 1) as i64);
                b.band(diff, mask)
            };
            let shift = step.trailing_zeros();
            if shift == 0 {
                return Ok(Some(diff));
            }
            let k = b.iconst(Type::I64, i64::from(shift));
            return Ok(Some(b.lshr(diff, k)));
        }
        // Distance to the bound, rounded up to whole steps, at least 0.
        let diff = if up {
            b.isub(bound, first)
        } else {
            b.isub(first, bound)
        };
        let extra = b.iconst(Type::I64, if inclusive { step } else { step - 1 });
        let num = b.iadd(diff, extra);
        let st = b.iconst(Type::I64, step);
        let n = b.sdiv(num, st);
        let zero = b.iconst(Type::I64, 0);
        let neg = b.icmp(IntCC::Slt, n, zero);
        Ok(Some(b.select(neg, zero, n)))
    }

    /// Pops values of `types` (pushed by [`Gen::push`]) at the current
    /// reverse position: the booleans from the bit stream (where there
    /// is one), last first, then the rest.
    pub(super) fn pop(&mut self, types: &[Type]) -> Vec<Value> {
        let Some(bits) = self.tape.rbits else {
            return self.pop_bytes(types);
        };
        let mut from_bits: Vec<Option<Value>> = vec![None; types.len()];
        for (k, &t) in types.iter().enumerate().rev() {
            if t == Type::I1 {
                from_bits[k] = Some(self.pop_bit(bits));
            }
        }
        let rest: Vec<Type> = types.iter().copied().filter(|&t| t != Type::I1).collect();
        let mut bytes = if rest.is_empty() {
            Vec::new()
        } else {
            self.pop_bytes(&rest)
        }
        .into_iter();
        from_bits
            .into_iter()
            .map(|v| v.unwrap_or_else(|| bytes.next().expect("one value per type")))
            .collect()
    }

    /// The stream's last bit: a word from the byte stack first, when the
    /// one in hand is used up (the mirror of [`Gen::push_bit`]: that word
    /// went on right after the bit now wanted filled it).
    fn pop_bit(&mut self, bits: BitVars) -> Value {
        let rid = self.t.rid;
        let (empty, cont) = (self.new_block(rid), self.new_block(rid));
        let mut b = self.b();
        let word = b.load(Type::I64, bits.word, typed(Type::I64));
        let sentinel = b.iconst(Type::I64, EMPTY_WORD);
        let is_empty = b.icmp(IntCC::Eq, word, sentinel);
        b.brif(is_empty, empty, &[], cont, &[]);
        self.at(rid, empty);
        let word = self.pop_bytes(&[Type::I64])[0];
        self.b().store(word, bits.word, typed(Type::I64));
        self.b().jump(cont, &[]);
        self.at(rid, cont);
        let mut b = self.b();
        let one = b.iconst(Type::I64, 1);
        let word = b.load(Type::I64, bits.word, typed(Type::I64));
        let bit = b.band(word, one);
        let rest = b.lshr(word, one);
        b.store(rest, bits.word, typed(Type::I64));
        let zero = b.iconst(Type::I64, 0);
        b.icmp(IntCC::Ne, bit, zero)
    }

    /// Pops values of `types` from the byte stack at the current reverse
    /// position.
    fn pop_bytes(&mut self, types: &[Type]) -> Vec<Value> {
        let vars = self.tape.rvars.expect("the tape exists");
        let packed = !self.facts.device();
        let mut b = self.b();
        let (offs, n) = record_layout(types, packed);
        let len = b.load(Type::I64, vars.len, typed(Type::I64));
        let size = b.iconst(Type::I64, n);
        let new_len = b.isub(len, size);
        b.store(new_len, vars.len, typed(Type::I64));
        let buf = b.load(Type::PTR, vars.buf, typed(Type::PTR));
        let at = b.ptr_add(buf, new_len);
        let mut out = Vec::new();
        for (&t, off) in types.iter().zip(offs) {
            let p = b.ptr_add_imm(at, off);
            if t == Type::I1 {
                let byte = b.load(Type::I8, p, typed_unaligned(Type::I8));
                out.push(b.cast(CastOp::Trunc, byte, Type::I1));
            } else {
                out.push(b.load(t, p, tape_flags(t, packed)));
            }
        }
        out
    }
}
