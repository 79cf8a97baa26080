//! Dead code elimination, block parameters included.
//!
//! Liveness starts at what must happen (instructions with side effects,
//! branch conditions, returned values) and flows backwards through
//! operands; a block parameter is live only if something live reads it,
//! and only then are the branch arguments bound to it live. So a loop
//! variable that only feeds itself (what mem2reg leaves for a local that is
//! written but never read) dies with its whole cycle, which plain use
//! counting cannot see.

use crate::edit;
use cranelift_entity::EntitySet;
use zyme_ir::{Function, Inst, InstData, Value, ValueDef};

/// The operands an instruction needs for itself: everything but branch
/// arguments, which belong to the parameters they feed.
fn push_own_operands(data: &InstData, work: &mut Vec<Value>) {
    match data {
        InstData::Jump { .. } => {}
        InstData::Brif { cond, .. } => work.push(*cond),
        InstData::Switch { arg, .. } => work.push(*arg),
        other => other.for_each_operand(|v| work.push(v)),
    }
}

/// Removes dead instructions and block parameters; says whether anything
/// changed.
pub fn run(func: &mut Function) -> bool {
    let incoming = edit::incoming_edges(func);
    // Entity sets: a bit per instruction and value, no hashing.
    let mut live_insts: EntitySet<Inst> = EntitySet::new();
    let mut live_values: EntitySet<Value> = EntitySet::new();
    let mut work: Vec<Value> = Vec::new();
    for inst in func.layout.insts() {
        let data = &func.dfg.insts[inst];
        if data.has_side_effects() {
            live_insts.insert(inst);
            push_own_operands(data, &mut work);
        }
    }
    while let Some(value) = work.pop() {
        if !live_values.insert(value) {
            continue;
        }
        match func.dfg.values[value].def {
            ValueDef::Result(inst, _) => {
                if live_insts.insert(inst) {
                    push_own_operands(&func.dfg.insts[inst], &mut work);
                }
            }
            ValueDef::Param(block, n) => {
                for &(term, edge) in incoming.get(&block).map_or(&[][..], |e| e) {
                    if let Some(target) = func.dfg.insts[term].targets_iter().nth(edge) {
                        if let Some(&arg) = target.args.get(n as usize) {
                            work.push(arg);
                        }
                    }
                }
            }
        }
    }
    let dead: Vec<Inst> = func
        .layout
        .insts()
        .filter(|&i| !live_insts.contains(i))
        .collect();
    let mut changed = !dead.is_empty();
    func.layout.remove_insts(&dead);
    let entry = func.entry_block();
    let mut removals = Vec::new();
    for &block in func.layout.blocks() {
        if Some(block) == entry {
            continue;
        }
        let params = func.dfg.block_params(block);
        if params.iter().all(|&p| live_values.contains(p)) {
            continue;
        }
        let keep = params.iter().map(|&p| live_values.contains(p)).collect();
        removals.push((block, keep));
    }
    changed |= !removals.is_empty();
    edit::remove_block_params(func, &removals);
    changed
}
