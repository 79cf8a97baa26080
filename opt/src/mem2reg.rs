//! Promotion of stack slots to SSA values.
//!
//! A slot is promoted when every use of its address is the address operand
//! of a plain (not volatile, not atomic) load or store of one type that
//! fits the slot: then nothing can observe the slot but those accesses,
//! and its contents are a variable. Block parameters go where the iterated
//! dominance frontier of the storing blocks says (Cytron et al. 1991), and
//! a walk of the dominator tree renames loads to the reaching store. A load
//! before any store reads zero (LLVM reads `undef`; zero is one of its
//! values and keeps the interpreter's uninitialised-read check quiet only
//! where the program was already undefined).
//!
//! This is the pass that makes `-O0` input differentiable at all cost: a
//! local in memory is a load and a store per use, each of which reverse
//! mode shadows and caches.

use crate::edit::{self, Substitution};
use std::collections::{HashMap, HashSet};
use zyme_ir::{
    Block, BlockCall, ControlFlowGraph, DominatorTree, Function, Inst, InstData, StackSlot, Type,
    Value, ValueDef,
};

/// What a promotable slot holds.
struct Candidate {
    ty: Type,
    /// Blocks with a store to the slot.
    def_blocks: HashSet<Block>,
}

/// Promotes what it can; says whether anything changed.
pub fn run(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    edit::remove_unreachable_blocks(func);
    let candidates = find_candidates(func);
    if candidates.is_empty() {
        return false;
    }
    let cfg = ControlFlowGraph::compute(func);
    let dom = DominatorTree::compute(&cfg);
    let children = edit::dom_children(&cfg, &dom);

    // Block parameters at the iterated dominance frontier of the stores.
    let mut slots: Vec<StackSlot> = candidates.keys().copied().collect();
    slots.sort();
    let mut phis: HashMap<Block, Vec<(StackSlot, Value)>> = HashMap::new();
    for &slot in &slots {
        let cand = &candidates[&slot];
        let mut work: Vec<Block> = cand.def_blocks.iter().copied().collect();
        work.sort();
        let mut placed: HashSet<Block> = HashSet::new();
        while let Some(b) = work.pop() {
            for &f in dom.frontier(b) {
                if placed.insert(f) {
                    let param = func.dfg.append_block_param(f, cand.ty);
                    phis.entry(f).or_default().push((slot, param));
                    if !cand.def_blocks.contains(&f) {
                        work.push(f);
                    }
                }
            }
        }
    }

    // Zero constants for reads before any store, one per type, at entry.
    let mut zeros: HashMap<Type, Value> = HashMap::new();
    for &slot in &slots {
        let ty = candidates[&slot].ty;
        if zeros.contains_key(&ty) {
            continue;
        }
        let data = if ty.is_float() {
            InstData::Fconst { ty, bits: 0 }
        } else {
            InstData::Iconst { ty, imm: 0 }
        };
        let inst = func.dfg.make_inst(data, &[ty]);
        func.layout.insert_inst(inst, entry, 0);
        zeros.insert(ty, func.dfg.first_result(inst).expect("constant result"));
    }

    // Rename along the dominator tree.
    let mut subst = Substitution::default();
    let initial: HashMap<StackSlot, Value> = slots
        .iter()
        .map(|&s| (s, zeros[&candidates[&s].ty]))
        .collect();
    let mut stack = vec![(entry, initial)];
    while let Some((block, mut current)) = stack.pop() {
        for &(slot, param) in phis.get(&block).map_or(&[][..], |p| p) {
            current.insert(slot, param);
        }
        let insts: Vec<Inst> = func.layout.block_insts(block).to_vec();
        for inst in insts {
            match func.dfg.insts[inst].clone() {
                InstData::Load { ptr, .. } => {
                    if let Some(slot) = promoted_slot(func, ptr, &candidates) {
                        let result = func.dfg.inst_results(inst)[0];
                        subst.insert(result, current[&slot]);
                        func.layout.remove_inst(inst);
                    }
                }
                InstData::Store { args: [v, p], .. } => {
                    if let Some(slot) = promoted_slot(func, p, &candidates) {
                        current.insert(slot, subst.resolve(v));
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
    // The addresses are dead now.
    let addrs: Vec<Inst> = func
        .layout
        .insts()
        .filter(|&i| matches!(func.dfg.insts[i], InstData::StackAddr { slot } if candidates.contains_key(&slot)))
        .collect();
    for inst in addrs {
        func.layout.remove_inst(inst);
    }
    true
}

fn append_phi_args(
    target: &mut BlockCall,
    phis: &HashMap<Block, Vec<(StackSlot, Value)>>,
    current: &HashMap<StackSlot, Value>,
    subst: &Substitution,
) {
    for (slot, _) in phis.get(&target.block).map_or(&[][..], |p| p) {
        target.args.push(subst.resolve(current[slot]));
    }
}

/// The promoted slot `ptr` is the address of, if any.
fn promoted_slot(
    func: &Function,
    ptr: Value,
    candidates: &HashMap<StackSlot, Candidate>,
) -> Option<StackSlot> {
    let ValueDef::Result(inst, 0) = func.dfg.values[ptr].def else {
        return None;
    };
    match func.dfg.insts[inst] {
        InstData::StackAddr { slot } if candidates.contains_key(&slot) => Some(slot),
        _ => None,
    }
}

/// The slots whose addresses are only loaded from and stored to, with one
/// type that fits.
fn find_candidates(func: &Function) -> HashMap<StackSlot, Candidate> {
    // Address value -> slot.
    let mut addr_slot: HashMap<Value, StackSlot> = HashMap::new();
    for inst in func.layout.insts() {
        if let InstData::StackAddr { slot } = func.dfg.insts[inst] {
            addr_slot.insert(func.dfg.inst_results(inst)[0], slot);
        }
    }
    let mut types: HashMap<StackSlot, Type> = HashMap::new();
    let mut def_blocks: HashMap<StackSlot, HashSet<Block>> = HashMap::new();
    let mut escaped: HashSet<StackSlot> = HashSet::new();
    let mut access = |slot: StackSlot, ty: Type, escaped: &mut HashSet<StackSlot>| {
        if *types.entry(slot).or_insert(ty) != ty {
            escaped.insert(slot);
        }
    };
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        let plain = |flags: &zyme_ir::MemFlags| !flags.volatile && flags.ordering.is_none();
        match data {
            InstData::Load { ty, ptr, flags } if addr_slot.contains_key(ptr) => {
                let slot = addr_slot[ptr];
                if !plain(flags) {
                    escaped.insert(slot);
                }
                access(slot, *ty, &mut escaped);
            }
            InstData::Store {
                args: [v, p],
                flags,
            } if addr_slot.contains_key(p) => {
                let slot = addr_slot[p];
                if !plain(flags) {
                    escaped.insert(slot);
                }
                if let Some(&s) = addr_slot.get(v) {
                    escaped.insert(s);
                }
                access(slot, func.dfg.value_type(*v), &mut escaped);
                if let Some(block) = func.layout.inst_block(inst) {
                    def_blocks.entry(slot).or_default().insert(block);
                }
            }
            _ => data.for_each_operand(|v| {
                if let Some(&s) = addr_slot.get(&v) {
                    escaped.insert(s);
                }
            }),
        }
    }
    types
        .into_iter()
        .filter(|(slot, ty)| {
            !escaped.contains(slot)
                && !ty.is_vector()
                && u64::from(ty.bytes()) <= func.stack_slots[*slot].size
        })
        .map(|(slot, ty)| {
            let def_blocks = def_blocks.remove(&slot).unwrap_or_default();
            (slot, Candidate { ty, def_blocks })
        })
        .collect()
}
