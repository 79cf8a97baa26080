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
    let Candidates { vars, addrs } = find_candidates(func);
    if vars.is_empty() {
        return false;
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
        let data = if lane.is_float() {
            InstData::Fconst { ty: lane, bits: 0 }
        } else {
            InstData::Iconst { ty: lane, imm: 0 }
        };
        let inst = func.dfg.make_inst(data, &[lane]);
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

/// The slots all of whose address uses are plain loads and stores at
/// constant offsets, one type per offset, no two accesses overlapping
/// unless they are at the same offset.
fn find_candidates(func: &Function) -> Candidates {
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
    let mut types: HashMap<Var, Type> = HashMap::new();
    let mut def_blocks: HashMap<Var, HashSet<Block>> = HashMap::new();
    let plain = |flags: &zyme_ir::MemFlags| !flags.volatile && flags.ordering.is_none();
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        let mut access = |var: Var, ty: Type, escaped: &mut HashSet<StackSlot>| {
            if *types.entry(var).or_insert(ty) != ty {
                escaped.insert(var.0);
            }
        };
        match data {
            InstData::Load { ty, ptr, flags } if addrs.contains_key(ptr) => {
                let var = addrs[ptr];
                if !plain(flags) {
                    escaped.insert(var.0);
                }
                access(var, *ty, &mut escaped);
            }
            InstData::Store {
                args: [v, p],
                flags,
            } if addrs.contains_key(p) => {
                let var = addrs[p];
                if !plain(flags) {
                    escaped.insert(var.0);
                }
                if let Some(&(s, _)) = addrs.get(v) {
                    escaped.insert(s);
                }
                access(var, func.dfg.value_type(*v), &mut escaped);
                if let Some(block) = func.layout.inst_block(inst) {
                    def_blocks.entry(var).or_default().insert(block);
                }
            }
            // Constant offsets are derivations, checked above.
            InstData::PtrAdd { args: [base, _] } if addrs.contains_key(base) => {}
            InstData::StackAddr { .. } => {}
            _ => data.for_each_operand(|v| {
                if let Some(&(s, _)) = addrs.get(&v) {
                    escaped.insert(s);
                }
            }),
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
