//! Edits every pass needs: substituting values, removing block parameters
//! (and the branch arguments that feed them), removing unreachable blocks,
//! and finding the edges into a block.
//!
//! Passes collect substitutions and apply them once at the end rather than
//! rewriting uses eagerly: the IR keeps no use lists (Cranelift's choice
//! too), so one sweep over the placed instructions is the cheap way.

use cranelift_entity::SecondaryMap;
use hashbrown::{HashMap, HashSet};
use zyme_ir::{Block, ControlFlowGraph, Function, Inst, InstData, Type, Value, ValueDef};

/// Values replaced by other values, applied to every placed instruction at
/// once. Chains (`a -> b -> c`) resolve to their end.
#[derive(Default, Debug)]
pub struct Substitution {
    map: HashMap<Value, Value>,
}

impl Substitution {
    pub fn insert(&mut self, from: Value, to: Value) {
        if from != to {
            self.map.insert(from, to);
        }
    }

    /// What `value` stands for now.
    pub fn resolve(&self, mut value: Value) -> Value {
        // A chain is at most as long as the map; a cycle would be a bug in
        // a pass, and stopping keeps it a verifier error, not a hang.
        for _ in 0..=self.map.len() {
            match self.map.get(&value) {
                Some(&next) => value = next,
                None => break,
            }
        }
        value
    }

    /// Rewrites the operands of every placed instruction.
    pub fn apply(&self, func: &mut Function) {
        if self.map.is_empty() {
            return;
        }
        let insts: Vec<Inst> = func.layout.insts().collect();
        for inst in insts {
            func.dfg.insts[inst].map_operands(|v| self.resolve(v));
        }
    }
}

/// How many times each value is used by placed instructions (branch
/// arguments included).
pub fn use_counts(func: &Function) -> HashMap<Value, u32> {
    let mut counts = HashMap::new();
    for_each_use(func, |v| *counts.entry(v).or_insert(0) += 1);
    counts
}

/// [`use_counts`] of `values` alone (each present, 0 when unused).
pub fn use_counts_of(
    func: &Function,
    values: impl IntoIterator<Item = Value>,
) -> HashMap<Value, u32> {
    let mut counts: HashMap<Value, u32> = values.into_iter().map(|v| (v, 0)).collect();
    if !counts.is_empty() {
        for_each_use(func, |v| {
            if let Some(n) = counts.get_mut(&v) {
                *n += 1;
            }
        });
    }
    counts
}

/// Calls `f` on every operand of every placed instruction.
fn for_each_use(func: &Function, mut f: impl FnMut(Value)) {
    for inst in func.layout.insts() {
        func.dfg.insts[inst].for_each_operand(&mut f);
    }
}

/// The edges into each block: the branching instruction and the index of
/// the edge in its `targets()`.
pub fn incoming_edges(func: &Function) -> HashMap<Block, Vec<(Inst, usize)>> {
    let mut edges: HashMap<Block, Vec<(Inst, usize)>> = HashMap::new();
    for &block in func.layout.blocks() {
        if let Some(term) = func.layout.last_inst(block) {
            for (i, target) in func.dfg.insts[term].targets_iter().enumerate() {
                edges.entry(target.block).or_default().push((term, i));
            }
        }
    }
    edges
}

/// Calls `edge(from, to)` once for each distinct pair of a placed block
/// and a block its terminator (a verified function's last instruction)
/// branches to, in layout order.
fn for_each_edge(func: &Function, mut edge: impl FnMut(Block, Block)) {
    for &block in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        let data = &func.dfg.insts[term];
        for (k, target) in data.targets_iter().enumerate() {
            // An edge to a block this terminator named already adds no
            // predecessor.
            if !data.targets_iter().take(k).any(|t| t.block == target.block) {
                edge(block, target.block);
            }
        }
    }
}

/// The distinct predecessors of each placed block that has any, read off
/// the terminators: what a pass needs when no order of the blocks is.
pub fn predecessors(func: &Function) -> HashMap<Block, Vec<Block>> {
    let mut preds: HashMap<Block, Vec<Block>> = HashMap::new();
    for_each_edge(func, |from, to| preds.entry(to).or_default().push(from));
    preds
}

/// How many distinct predecessors each placed block has (as
/// [`predecessors`] counts them, without the lists).
pub fn pred_counts(func: &Function) -> SecondaryMap<Block, u32> {
    let mut counts = SecondaryMap::new();
    for_each_edge(func, |_, to| counts[to] += 1);
    counts
}

/// For each `(block, keep)`, removes the parameters of `block` whose
/// `keep` entry is false, and the arguments every branch passes to them,
/// in one sweep over the terminators. The removed parameters must have no
/// uses left; `keep` has one entry per parameter.
pub fn remove_block_params(func: &mut Function, removals: &[(Block, Vec<bool>)]) {
    let mut masks: HashMap<Block, &[bool]> = HashMap::new();
    for (block, keep) in removals {
        debug_assert_eq!(keep.len(), func.dfg.block_params(*block).len());
        if keep.iter().all(|&k| k) {
            continue;
        }
        let old = std::mem::take(&mut func.dfg.blocks[*block].params);
        let mut params = Vec::new();
        for (value, _) in old.iter().zip(keep).filter(|(_, &k)| k) {
            func.dfg.values[*value].def = ValueDef::Param(*block, params.len() as u16);
            params.push(*value);
        }
        func.dfg.blocks[*block].params = params;
        masks.insert(*block, keep);
    }
    if masks.is_empty() {
        return;
    }
    for &b in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(b) else {
            continue;
        };
        for target in func.dfg.insts[term].targets_mut() {
            if let Some(keep) = masks.get(&target.block) {
                let mut i = 0;
                target.args.retain(|_| {
                    i += 1;
                    keep.get(i - 1).copied().unwrap_or(true)
                });
            }
        }
    }
}

/// Takes the blocks that the entry cannot reach out of the layout; says
/// whether there were any. Their values cannot be used by reachable code
/// (a definition must dominate its uses), so nothing else changes.
pub fn remove_unreachable_blocks(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    // A walk over the terminators alone (no flow graph with its orders).
    let mut reached: HashSet<Block> = HashSet::from([entry]);
    let mut work = vec![entry];
    while let Some(block) = work.pop() {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        for target in func.dfg.insts[term].targets_iter() {
            if reached.insert(target.block) {
                work.push(target.block);
            }
        }
    }
    let dead: Vec<Block> = func
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|b| !reached.contains(b))
        .collect();
    for &block in &dead {
        func.layout.remove_block(block);
    }
    !dead.is_empty()
}

/// The constant an instruction result is, if it is one: an `iconst` or
/// `fconst` of a scalar type.
pub fn constant_of(func: &Function, value: Value) -> Option<zyme_ir::DataValue> {
    let ValueDef::Result(inst, 0) = func.dfg.values[value].def else {
        return None;
    };
    match func.dfg.insts[inst] {
        // An `i128` immediate is sign-extended.
        InstData::Iconst { ty, imm } if ty == zyme_ir::Type::I128 => {
            Some(zyme_ir::DataValue::int(ty.lane(), imm as i64))
        }
        InstData::Iconst { ty, imm } if !ty.is_vector() => {
            Some(zyme_ir::DataValue::from_bits(ty.lane(), imm))
        }
        InstData::Fconst { ty, bits } if !ty.is_vector() => {
            Some(zyme_ir::DataValue::from_bits(ty.lane(), bits))
        }
        _ => None,
    }
}

/// A new instruction placed right before `inst` (with its source
/// location); its result.
pub fn insert_before(func: &mut Function, inst: Inst, data: InstData, ty: Type) -> Value {
    let new = func.dfg.make_inst(data, &[ty]);
    let (block, at) = func.layout.position(inst).expect("a placed instruction");
    func.layout.insert_inst(new, block, at);
    func.srclocs[new] = func.srclocs[inst];
    func.dfg.first_result(new).expect("a result")
}

/// The block that defines `value`, if it is placed.
pub fn def_block(func: &Function, value: Value) -> Option<Block> {
    match func.dfg.values[value].def {
        ValueDef::Param(block, _) => Some(block),
        ValueDef::Result(inst, _) => func.layout.inst_block(inst),
    }
}

/// The children of each block in the dominator tree, in reverse postorder.
pub fn dom_children(
    cfg: &ControlFlowGraph,
    dom: &zyme_ir::DominatorTree,
) -> HashMap<Block, Vec<Block>> {
    let mut children: HashMap<Block, Vec<Block>> = HashMap::new();
    for &block in cfg.reverse_postorder() {
        if let Some(parent) = dom.idom(block) {
            children.entry(parent).or_default().push(block);
        }
    }
    children
}
