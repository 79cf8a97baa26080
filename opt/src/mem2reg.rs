//! Promotion of stack slots to SSA values, field by field.
//!
//! A slot is promoted when every use of its address (or of the address
//! plus a constant, `ptr_add` chains included) is the address operand of a
//! plain (not volatile, not atomic) load or store, and the accesses at each
//! offset have one type and do not overlap those at another offset: then
//! nothing can observe the slot but those accesses, and each offset is a
//! variable of its own (the scalar replacement of aggregates that `-O0`
//! structs and small arrays need, done here together with the promotion).
//! Block parameters go where the iterated dominance frontier of the
//! storing blocks says (Cytron et al. 1991), and a walk of the dominator
//! tree renames loads to the reaching store. A load before any store reads
//! zero (LLVM reads `undef`; zero is one of its values).
//!
//! This is the pass that makes `-O0` input differentiable at all cost: a
//! local in memory is a load and a store per use, each of which reverse
//! mode shadows and caches.

use crate::edit::{self, Substitution};
use hashbrown::{HashMap, HashSet};
use zyme_ir::{
    Block, BlockCall, ControlFlowGraph, DominatorTree, Function, Inst, InstData, StackSlot, Type,
    Value,
};

/// One promoted variable: a slot and a byte offset in it.
type Var = (StackSlot, i64);

/// What a promotable variable holds.
struct Candidate {
    ty: Type,
    /// Blocks with a store to the variable.
    def_blocks: HashSet<Block>,
}

/// The promotable variables, and the variable each address value points
/// to (addresses of promoted slots only).
struct Candidates {
    vars: HashMap<Var, Candidate>,
    addrs: HashMap<Value, Var>,
}

/// Promotes what it can; says whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    edit::remove_unreachable_blocks(func);
    if func.stack_slots.is_empty() {
        // Nothing to promote, and no slot to find accesses of.
        return false;
    }
    let split = split_lanes(func);
    let Candidates { vars, addrs } = find_candidates(func);
    if vars.is_empty() {
        return split;
    }
    let cfg = ControlFlowGraph::compute(func);
    let dom = DominatorTree::compute(&cfg);
    let children = edit::dom_children(&cfg, &dom);

    // Block parameters at the iterated dominance frontier of the stores.
    let mut order: Vec<Var> = vars.keys().copied().collect();
    order.sort();
    let mut phis: HashMap<Block, Vec<(Var, Value)>> = HashMap::new();
    for &var in &order {
        let cand = &vars[&var];
        let mut work: Vec<Block> = cand.def_blocks.iter().copied().collect();
        work.sort();
        let mut placed: HashSet<Block> = HashSet::new();
        while let Some(b) = work.pop() {
            for &f in dom.frontier(b) {
                if placed.insert(f) {
                    let param = func.dfg.append_block_param(f, cand.ty);
                    phis.entry(f).or_default().push((var, param));
                    if !cand.def_blocks.contains(&f) {
                        work.push(f);
                    }
                }
            }
        }
    }

    // Zero constants for reads before any store, one per type, at entry.
    let mut zeros: HashMap<Type, Value> = HashMap::new();
    for &var in &order {
        let ty = vars[&var].ty;
        if zeros.contains_key(&ty) {
            continue;
        }
        // A vector's zero is its lane's, splat (after it).
        let lane = Type::scalar(ty.lane());
        let inst = func.dfg.make_inst(lane_zero(ty), &[lane]);
        func.layout.insert_inst(inst, entry, 0);
        let mut zero = func.dfg.first_result(inst).expect("constant result");
        if ty.is_vector() {
            let splat = func.dfg.make_inst(InstData::Splat { ty, arg: zero }, &[ty]);
            func.layout.insert_inst(splat, entry, 1);
            zero = func.dfg.first_result(splat).expect("splat result");
        }
        zeros.insert(ty, zero);
    }

    // Rename along the dominator tree.
    let mut subst = Substitution::default();
    let initial: HashMap<Var, Value> = order.iter().map(|&v| (v, zeros[&vars[&v].ty])).collect();
    let mut stack = vec![(entry, initial)];
    while let Some((block, mut current)) = stack.pop() {
        for &(var, param) in phis.get(&block).map_or(&[][..], |p| p) {
            current.insert(var, param);
        }
        let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
        for inst in insts {
            match func.dfg.insts[inst].clone() {
                InstData::Load { ptr, .. } => {
                    if let Some(var) = addrs.get(&ptr) {
                        let result = func.dfg.inst_results(inst)[0];
                        subst.insert(result, current[var]);
                        func.layout.remove_inst(inst);
                    }
                }
                InstData::Store { args: [v, p], .. } => {
                    if let Some(&var) = addrs.get(&p) {
                        current.insert(var, subst.resolve(v));
                        func.layout.remove_inst(inst);
                    }
                }
                data if data.is_terminator() => {
                    let term = &mut func.dfg.insts[inst];
                    for target in term.targets_mut() {
                        append_phi_args(target, &phis, &current, &subst);
                    }
                }
                _ => {}
            }
        }
        for &child in children.get(&block).map_or(&[][..], |c| c) {
            stack.push((child, current.clone()));
        }
    }
    subst.apply(func);
    // The addresses (and constant offsets from them) are dead now.
    let dead: Vec<Inst> = func
        .layout
        .insts()
        .filter(|&i| {
            func.dfg
                .first_result(i)
                .is_some_and(|r| addrs.contains_key(&r))
        })
        .collect();
    for inst in dead {
        func.layout.remove_inst(inst);
    }
    true
}

fn append_phi_args(
    target: &mut BlockCall,
    phis: &HashMap<Block, Vec<(Var, Value)>>,
    current: &HashMap<Var, Value>,
    subst: &Substitution,
) {
    for (var, _) in phis.get(&target.block).map_or(&[][..], |p| p) {
        target.args.push(subst.resolve(current[var]));
    }
}

/// Rewrites the accesses of each slot used only by plain loads and
/// stores of one lane type (scalars and vectors of it) at lane-aligned
/// constant offsets, and by zero fills of whole lanes, into loads and
/// stores of single lanes, where the fields overlap or a fill covers
/// them (which [`find_candidates`] refuses): a vector load becomes lane
/// loads put together, a vector store lane extractions stored, a fill
/// zero stores. The promotion then makes each lane a variable. ba's
/// Jacobian fills its 11 camera adjoints, accumulates them as `f64` and
/// as `f64x2` at odd lanes, and reads them as `f64x2` at even ones: a
/// 16-byte load of two 8-byte stores, which x86 cannot forward (a stall
/// per copy). Says whether anything changed.
fn split_lanes(func: &mut Function) -> bool {
    let (addrs, mut escaped) = slot_addresses(func);
    // Per slot: its lane type, its fields (offset, bytes), and whether a
    // fill covers some of it.
    let mut lane: HashMap<StackSlot, zyme_ir::ScalarType> = HashMap::new();
    let mut fields: HashMap<StackSlot, Vec<(i64, u32)>> = HashMap::new();
    let mut fills: HashSet<StackSlot> = HashSet::new();
    let mut fill_spans: Vec<(StackSlot, i64, i64)> = Vec::new();
    let accesses = slot_accesses(func, &addrs, &mut escaped);
    for &(inst, (slot, at), access) in &accesses {
        let ty = match access {
            Access::Load(ty) => ty,
            Access::Store(ty) => {
                // A stored address is no lane of a number.
                if let InstData::Store { args: [v, _], .. } = func.dfg.insts[inst] {
                    if addrs.contains_key(&v) {
                        escaped.insert(slot);
                    }
                }
                ty
            }
            // Whole lanes only: checked against the lane type below.
            Access::ZeroFill(n) => {
                fill_spans.push((slot, at, n));
                fields.entry(slot).or_default().push((at, n as u32));
                fills.insert(slot);
                continue;
            }
        };
        let l = *lane.entry(slot).or_insert(ty.lane());
        let size = i64::from(ty.lane().bytes());
        if l != ty.lane() || size == 0 || at % size != 0 {
            escaped.insert(slot);
        }
        fields.entry(slot).or_default().push((at, ty.bytes()));
    }
    for (slot, at, n) in fill_spans {
        let size = lane.get(&slot).map_or(0, |l| i64::from(l.bytes()));
        if size == 0 || at % size != 0 || n % size != 0 {
            escaped.insert(slot);
        }
    }
    // Only slots whose fields overlap, or that a fill covers, and whose
    // lanes all lie inside them.
    let split: HashSet<StackSlot> = lane
        .iter()
        .filter(|&(slot, l)| {
            let size = func.stack_slots[*slot].size as i64;
            let list = fields.get(slot).map_or(&[][..], |f| f);
            let inside = list
                .iter()
                .all(|&(at, bytes)| at >= 0 && at + i64::from(bytes) <= size);
            let mut sorted = list.to_vec();
            sorted.sort();
            sorted.dedup();
            let overlap = sorted
                .windows(2)
                .any(|w| w[0].0 + i64::from(w[0].1) > w[1].0);
            let lane_bytes = i64::from(l.bytes());
            !escaped.contains(slot)
                && inside
                && size % lane_bytes == 0
                && (overlap || fills.contains(slot))
        })
        .map(|(&slot, _)| slot)
        .collect();
    if split.is_empty() {
        return false;
    }
    for (inst, _, _) in accesses {
        let Some((block, at)) = func.layout.position(inst) else {
            continue;
        };
        let data = func.dfg.insts[inst].clone();
        let ptr = match &data {
            InstData::Load { ptr, .. } => *ptr,
            InstData::Store { args: [_, p], .. } => *p,
            InstData::Mem { args: [p, ..], .. } => *p,
            _ => continue,
        };
        let (slot, _) = addrs[&ptr];
        if !split.contains(&slot) {
            continue;
        }
        let elem = Type::scalar(lane[&slot]);
        let stored = match &data {
            InstData::Store { args: [v, _], .. } => Some(func.dfg.value_type(*v)),
            _ => None,
        };
        let mut put = Inserter {
            func: &mut *func,
            block,
            at,
        };
        match data {
            InstData::Load { ty, flags, .. } if ty.is_vector() => {
                let mut built = None;
                for k in 0..ty.lanes() {
                    let p = put.offset(ptr, i64::from(k * elem.bytes()));
                    let x = put.ins(
                        InstData::Load {
                            ty: elem,
                            ptr: p,
                            flags: lane_flags(flags, elem),
                        },
                        elem,
                    );
                    built = Some(match built {
                        None => put.ins(InstData::Splat { ty, arg: x }, ty),
                        Some(v) => put.ins(
                            InstData::InsertLane {
                                args: [v, x],
                                lane: k as u16,
                            },
                            ty,
                        ),
                    });
                }
                let result = func.dfg.inst_results(inst)[0];
                let built = built.expect("a vector has lanes");
                let mut subst = Substitution::default();
                subst.insert(result, built);
                func.layout.remove_inst(inst);
                subst.apply(func);
            }
            InstData::Store {
                args: [v, _],
                flags,
            } if stored.is_some_and(Type::is_vector) => {
                let ty = stored.expect("a store's type");
                for k in 0..ty.lanes() {
                    let p = put.offset(ptr, i64::from(k * elem.bytes()));
                    let x = put.ins(
                        InstData::ExtractLane {
                            arg: v,
                            lane: k as u16,
                        },
                        elem,
                    );
                    put.effect(InstData::Store {
                        args: [x, p],
                        flags: lane_flags(flags, elem),
                    });
                }
                func.layout.remove_inst(inst);
            }
            InstData::Mem {
                args: [_, _, len], ..
            } => {
                let bytes = edit::constant_of(put.func, len).map_or(0, |c| c.bits() as i64);
                let z = put.ins(lane_zero(elem), elem);
                let step = i64::from(elem.bytes());
                for k in 0..bytes / step {
                    let p = put.offset(ptr, k * step);
                    put.effect(InstData::Store {
                        args: [z, p],
                        flags: zyme_ir::MemFlags::aligned(elem.bytes().min(8)),
                    });
                }
                func.layout.remove_inst(inst);
            }
            _ => {}
        }
    }
    true
}

/// A vector access's flags for one of its lanes: no more alignment than
/// a lane at its offset has.
fn lane_flags(flags: zyme_ir::MemFlags, elem: Type) -> zyme_ir::MemFlags {
    zyme_ir::MemFlags {
        align: flags.align.min(elem.bytes()),
        ..flags
    }
}

/// Inserts instructions at a position, one after another.
struct Inserter<'f> {
    func: &'f mut Function,
    block: Block,
    at: usize,
}

impl Inserter<'_> {
    fn ins(&mut self, data: InstData, ty: Type) -> Value {
        let inst = self.func.dfg.make_inst(data, &[ty]);
        self.func.layout.insert_inst(inst, self.block, self.at);
        self.at += 1;
        self.func.dfg.first_result(inst).expect("one result")
    }

    fn effect(&mut self, data: InstData) {
        let inst = self.func.dfg.make_inst(data, &[]);
        self.func.layout.insert_inst(inst, self.block, self.at);
        self.at += 1;
    }

    /// `base + k` (`base` itself for 0).
    fn offset(&mut self, base: Value, k: i64) -> Value {
        if k == 0 {
            return base;
        }
        let c = self.ins(
            InstData::Iconst {
                ty: Type::I64,
                imm: k as u64,
            },
            Type::I64,
        );
        self.ins(InstData::PtrAdd { args: [base, c] }, Type::PTR)
    }
}

/// Each address of a stack slot, through constant `ptr_add`s, as (slot,
/// offset); and the slots whose address is offset by a run-time value.
fn slot_addresses(func: &Function) -> (HashMap<Value, Var>, HashSet<StackSlot>) {
    // Address value -> (slot, offset), through constant `ptr_add`s.
    let mut addrs: HashMap<Value, Var> = HashMap::new();
    for inst in func.layout.insts() {
        if let InstData::StackAddr { slot } = func.dfg.insts[inst] {
            addrs.insert(func.dfg.inst_results(inst)[0], (slot, 0));
        }
    }
    let mut escaped: HashSet<StackSlot> = HashSet::new();
    // Derived addresses may come before their base in layout order (a
    // base in a later block that dominates): repeat until nothing new.
    loop {
        let before = addrs.len();
        for inst in func.layout.insts() {
            if let InstData::PtrAdd { args: [base, off] } = func.dfg.insts[inst] {
                let Some(&(slot, at)) = addrs.get(&base) else {
                    continue;
                };
                let result = func.dfg.inst_results(inst)[0];
                match edit::constant_of(func, off) {
                    Some(k) if !addrs.contains_key(&result) => {
                        let k = zyme_ir::value::sign_extend(k.bits(), 64);
                        addrs.insert(result, (slot, at.wrapping_add(k)));
                    }
                    Some(_) => {}
                    None => {
                        escaped.insert(slot);
                    }
                }
            }
        }
        if addrs.len() == before {
            break;
        }
    }
    (addrs, escaped)
}

/// What a plain access does to a slot at a constant offset.
#[derive(Copy, Clone)]
enum Access {
    Load(Type),
    Store(Type),
    /// A `memset` of zero bytes, this many.
    ZeroFill(i64),
}

/// Every plain load and store of a slot, and every zero fill of one, at a
/// constant offset, in layout order. A slot escapes (into `escaped`)
/// through any other use of its address, a volatile or atomic access, or
/// a store of its address.
fn slot_accesses(
    func: &Function,
    addrs: &HashMap<Value, Var>,
    escaped: &mut HashSet<StackSlot>,
) -> Vec<(Inst, Var, Access)> {
    let plain = |flags: &zyme_ir::MemFlags| !flags.volatile && flags.ordering.is_none();
    let mut out = Vec::new();
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        let access = match data {
            InstData::Load { ty, ptr, flags } if addrs.contains_key(ptr) => {
                (addrs[ptr], plain(flags).then_some(Access::Load(*ty)))
            }
            InstData::Store {
                args: [v, p],
                flags,
            } if addrs.contains_key(p) => {
                if let Some(&(s, _)) = addrs.get(v) {
                    escaped.insert(s);
                }
                let ty = func.dfg.value_type(*v);
                (addrs[p], plain(flags).then_some(Access::Store(ty)))
            }
            InstData::Mem {
                op: zyme_ir::MemOp::Memset,
                args: [p, byte, len],
            } if addrs.contains_key(p) => {
                for v in [byte, len] {
                    if let Some(&(s, _)) = addrs.get(v) {
                        escaped.insert(s);
                    }
                }
                let zero = edit::constant_of(func, *byte).is_some_and(|c| c.bits() == 0);
                let n = edit::constant_of(func, *len).map(|c| c.bits());
                let fill = n.filter(|&n| zero && n > 0 && n < 1 << 20);
                (addrs[p], fill.map(|n| Access::ZeroFill(n as i64)))
            }
            // Constant offsets are derivations, checked in
            // `slot_addresses`.
            InstData::PtrAdd { args: [base, _] } if addrs.contains_key(base) => continue,
            InstData::StackAddr { .. } => continue,
            _ => {
                data.for_each_operand(|v| {
                    if let Some(&(s, _)) = addrs.get(&v) {
                        escaped.insert(s);
                    }
                });
                continue;
            }
        };
        let (var, access) = access;
        match access {
            Some(access) => out.push((inst, var, access)),
            // A volatile or atomic access, or a fill the lanes cannot take.
            None => {
                escaped.insert(var.0);
            }
        }
    }
    out
}

/// The zero of a type's lane (the value a promoted variable reads before
/// any store, and what a zero fill stores).
fn lane_zero(ty: Type) -> InstData {
    let lane = Type::scalar(ty.lane());
    if lane.is_float() {
        InstData::Fconst { ty: lane, bits: 0 }
    } else {
        InstData::Iconst { ty: lane, imm: 0 }
    }
}

/// The slots all of whose address uses are plain loads and stores at
/// constant offsets, one type per offset, no two accesses overlapping
/// unless they are at the same offset.
fn find_candidates(func: &Function) -> Candidates {
    let (mut addrs, mut escaped) = slot_addresses(func);
    let mut types: HashMap<Var, Type> = HashMap::new();
    let mut def_blocks: HashMap<Var, HashSet<Block>> = HashMap::new();
    for (inst, var, access) in slot_accesses(func, &addrs, &mut escaped) {
        let ty = match access {
            Access::Load(ty) => ty,
            Access::Store(ty) => {
                if let Some(block) = func.layout.inst_block(inst) {
                    def_blocks.entry(var).or_default().insert(block);
                }
                ty
            }
            // Fills are split into stores first ([`split_lanes`]).
            Access::ZeroFill(_) => {
                escaped.insert(var.0);
                continue;
            }
        };
        if *types.entry(var).or_insert(ty) != ty {
            escaped.insert(var.0);
        }
    }
    // Each slot's fields must lie inside it and not overlap.
    let mut fields: HashMap<StackSlot, Vec<(i64, Type)>> = HashMap::new();
    for (&(slot, at), &ty) in &types {
        fields.entry(slot).or_default().push((at, ty));
    }
    for (slot, list) in &mut fields {
        list.sort_by_key(|&(at, _)| at);
        let size = func.stack_slots[*slot].size as i64;
        let mut end = 0i64;
        for &(at, ty) in list.iter() {
            let bytes = i64::from(ty.bytes());
            if at < end || at < 0 || at + bytes > size {
                escaped.insert(*slot);
                break;
            }
            end = at + bytes;
        }
    }
    let vars = types
        .into_iter()
        .filter(|((slot, _), _)| !escaped.contains(slot))
        .map(|(var, ty)| {
            let def_blocks = def_blocks.remove(&var).unwrap_or_default();
            (var, Candidate { ty, def_blocks })
        })
        .collect();
    addrs.retain(|_, (slot, _)| !escaped.contains(slot));
    Candidates { vars, addrs }
}
