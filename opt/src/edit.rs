//! Edits every pass needs: substituting values, removing block parameters
//! (and the branch arguments that feed them), removing unreachable blocks,
//! and finding the edges into a block.
//!
//! Passes collect substitutions and apply them once at the end rather than
//! rewriting uses eagerly: the IR keeps no use lists (Cranelift's choice
//! too), so one sweep over the placed instructions is the cheap way.

use hashbrown::HashMap;
use zyme_ir::{Block, ControlFlowGraph, Function, Inst, InstData, Value, ValueDef};

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
    for inst in func.layout.insts() {
        func.dfg.insts[inst].for_each_operand(|v| *counts.entry(v).or_insert(0) += 1);
    }
    counts
}

/// The edges into each block: the branching instruction and the index of
/// the edge in its `targets()`.
pub fn incoming_edges(func: &Function) -> HashMap<Block, Vec<(Inst, usize)>> {
    let mut edges: HashMap<Block, Vec<(Inst, usize)>> = HashMap::new();
    for &block in func.layout.blocks() {
        if let Some(term) = func.layout.last_inst(block) {
            for (i, target) in func.dfg.insts[term].targets().iter().enumerate() {
                edges.entry(target.block).or_default().push((term, i));
            }
        }
    }
    edges
}

/// Removes the parameters of `block` for which `keep(index)` is false, and
/// the arguments every branch passes to them. The removed parameters must
/// have no uses left.
pub fn remove_block_params(func: &mut Function, block: Block, keep: impl Fn(usize) -> bool) {
    let old = std::mem::take(&mut func.dfg.blocks[block].params);
    let kept: Vec<bool> = (0..old.len()).map(&keep).collect();
    if kept.iter().all(|&k| k) {
        func.dfg.blocks[block].params = old;
        return;
    }
    let mut params = Vec::new();
    for (value, _) in old.iter().zip(&kept).filter(|(_, &k)| k) {
        func.dfg.values[*value].def = ValueDef::Param(block, params.len() as u16);
        params.push(*value);
    }
    func.dfg.blocks[block].params = params;
    let terms: Vec<Inst> = func
        .layout
        .blocks()
        .iter()
        .filter_map(|&b| func.layout.last_inst(b))
        .collect();
    for term in terms {
        for target in func.dfg.insts[term].targets_mut() {
            if target.block == block {
                let mut i = 0;
                target.args.retain(|_| {
                    i += 1;
                    kept.get(i - 1).copied().unwrap_or(true)
                });
            }
        }
    }
}

/// Takes the blocks that the entry cannot reach out of the layout; says
/// whether there were any. Their values cannot be used by reachable code
/// (a definition must dominate its uses), so nothing else changes.
pub fn remove_unreachable_blocks(func: &mut Function) -> bool {
    let cfg = ControlFlowGraph::compute(func);
    let dead: Vec<Block> = func
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|&b| !cfg.is_reachable(b))
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
