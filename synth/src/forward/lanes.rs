//! Lane-major order for the blocks of a vector-mode derivative.
//!
//! The tangent rules emit each instruction's `width` lanes one after
//! another, so within a block lane 0 of a value is made long before lane
//! 0 of the next value uses it, with the other lanes' values made (and
//! live) in between. Cranelift allocates registers in program order and
//! does not schedule: GradBench's ht, with 26 lanes, kept 26 tangents of
//! each matrix entry live at once and spilled half of what its skinning
//! loop did. So after synthesis, each run of instructions without side
//! effects is put in lane-major order: the instructions of no lane (the
//! primal's) first, then lane 0's, lane 1's, … each in its first order.
//! An instruction of lane k reads only values of no lane and of lane k,
//! so every operand still comes first; side effects (stores, calls) and
//! instructions that mix lanes stay where they are, between runs.

use hashbrown::HashMap;
use zyme_ir::{ControlFlowGraph, Function, Value};

/// The lane of a value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Lane {
    /// The primal's, or a constant: every lane may read it.
    None,
    One(u32),
    /// Made from several lanes' values.
    Many,
}

impl Lane {
    fn join(self, other: Lane) -> Lane {
        match (self, other) {
            (Lane::None, x) | (x, Lane::None) => x,
            (Lane::One(a), Lane::One(b)) if a == b => self,
            _ => Lane::Many,
        }
    }
}

/// Puts each block of `f` in lane-major order; `seeds` gives the lane of
/// each tangent the derivative starts from (its parameters and the
/// tangents of block parameters).
pub(super) fn lane_major(f: &mut Function, seeds: &HashMap<Value, u32>) {
    let cfg = ControlFlowGraph::compute(f);
    let mut lanes: HashMap<Value, Lane> = seeds.iter().map(|(&v, &k)| (v, Lane::One(k))).collect();
    for &block in cfg.reverse_postorder() {
        let insts = f.layout.block_insts(block).to_vec();
        // Each instruction's run (counted by the barriers before it) and
        // its place in the run; a barrier ends its run.
        let mut keyed: Vec<(zyme_ir::Inst, (u32, u32))> = Vec::with_capacity(insts.len());
        let mut run = 0;
        for &inst in &insts {
            let data = &f.dfg.insts[inst];
            let lane = data.operands().iter().fold(Lane::None, |acc, v| {
                acc.join(lanes.get(v).copied().unwrap_or(Lane::None))
            });
            // A seed made by an instruction of no lane (a shadow's
            // `malloc`) keeps its lane; one whose operands say another
            // lane stays where it is.
            let mut clash = false;
            for &r in f.dfg.inst_results(inst) {
                let seeded = *lanes.entry(r).or_insert(lane);
                clash |= lane != Lane::None && seeded != lane;
            }
            // A barrier: side effects, or several lanes.
            let place = match lane {
                _ if data.has_side_effects() || clash => None,
                Lane::None => Some(0),
                Lane::One(k) => Some(k + 1),
                Lane::Many => None,
            };
            keyed.push((inst, (run, place.unwrap_or(u32::MAX))));
            if place.is_none() {
                run += 1;
            }
        }
        keyed.sort_by_key(|&(_, key)| key);
        let order = keyed.into_iter().map(|(i, _)| i).collect();
        f.layout.reorder_block(block, order);
    }
}
