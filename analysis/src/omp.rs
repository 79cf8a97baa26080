//! OpenMP static worksharing loops as clang emits them, found in an
//! outlined parallel region so that the thread-locality analysis
//! ([`crate::gpu::ThreadLocality`] with [`Index::Iteration`]) can number
//! accesses by iteration.
//!
//! Clang lowers `#pragma omp for schedule(static[, chunk])` to a call
//! `__kmpc_for_static_init_{4,4u,8,8u}(loc, gtid, schedule, &last, &lb,
//! &ub, &stride, incr, chunk)`, which writes the bounds of the calling
//! thread's (first) chunk into the stack slots `lb` and `ub`, and then a
//! loop over the chunk. The runtime splits the iteration space so that
//! every iteration falls in exactly one thread's chunks.
//!
//! A *chunk start* is a value read from the `lb` slot after the call
//! (through `sext`/`zext`), or a loop header parameter that every edge
//! from outside the loop binds to a chunk start and every back edge to
//! itself plus the value read from the `stride` slot (the loop over a
//! chunked schedule's chunks). A *worksharing induction variable* is a
//! loop header parameter that every edge from outside binds to a chunk
//! start and every back edge to itself plus one: its values are the
//! iteration numbers, each run once, by one thread.
//!
//! ## Assumption
//!
//! A loop that starts at a chunk's start and counts by one stays in the
//! chunk, as clang's loops do (they end at the chunk's `ub`): no program
//! sees the slots clang passes to the runtime, so no other loop starts
//! there. LLVM's loop transformations keep that true (a peeled or
//! unrolled loop no longer counts by one from a chunk start, and is not
//! recognised).

use crate::gpu::Index;
use crate::{ControlFlowGraph, DominatorTree, LoopForest};
use std::collections::BTreeSet;
use zyme_ir::opcode::{BinaryOp, CastOp};
use zyme_ir::{Function, Inst, InstData, Module, StackSlot, Value, ValueDef};

/// The static-schedule initialisers of libomp.
const STATIC_INIT: [&str; 4] = [
    "__kmpc_for_static_init_4",
    "__kmpc_for_static_init_4u",
    "__kmpc_for_static_init_8",
    "__kmpc_for_static_init_8u",
];

/// The worksharing induction variables of `func` (see the module docs),
/// each an [`Index::Iteration`].
pub fn worksharing_loops(module: &Module, func: &Function) -> Vec<Index> {
    let mut inits = Vec::new();
    for inst in func.layout.insts() {
        let InstData::Call { func: callee, args } = &func.dfg.insts[inst] else {
            continue;
        };
        let name = module
            .library_name(*callee)
            .unwrap_or(module.functions[*callee].name.as_str());
        if !STATIC_INIT.contains(&name) || args.len() != 9 {
            continue;
        }
        if let (Some(lb), Some(stride)) = (slot_of(func, args[4]), slot_of(func, args[6])) {
            inits.push((inst, lb, stride));
        }
    }
    if inits.is_empty() {
        return Vec::new();
    }
    let cfg = ControlFlowGraph::compute(func);
    let dom = DominatorTree::compute(&cfg);
    let forest = LoopForest::compute(&cfg, &dom);
    let finder = Finder {
        func,
        dom: &dom,
        inits,
    };

    // Each loop header parameter with the arguments of the edges from
    // outside the loop and of its back edges.
    let mut params = Vec::new();
    for lp in forest.loops() {
        let header = forest.data(lp).header;
        let (inside, outside) = crate::induction::header_args(func, &cfg, &forest, lp);
        for (k, &p) in func.dfg.block_params(header).iter().enumerate() {
            let args = |edges: &[Vec<Value>]| -> Option<Vec<Value>> {
                edges.iter().map(|a| a.get(k).copied()).collect()
            };
            if let (Some(o), Some(i)) = (args(&outside), args(&inside)) {
                if !o.is_empty() && !i.is_empty() && func.dfg.value_type(p).is_int() {
                    params.push((p, o, i));
                }
            }
        }
    }

    // Chunk starts, to a fixpoint (a chunk loop's parameter may start at
    // another's).
    let mut starts: BTreeSet<Value> = BTreeSet::new();
    loop {
        let before = starts.len();
        for (p, outside, inside) in &params {
            if !starts.contains(p)
                && outside.iter().all(|&v| finder.is_start(v, &starts))
                && inside
                    .iter()
                    .all(|&v| finder.step(v, *p).is_some_and(|s| finder.is_stride(s)))
            {
                starts.insert(*p);
            }
        }
        if starts.len() == before {
            break;
        }
    }
    params
        .iter()
        .filter(|(p, outside, inside)| {
            outside.iter().all(|&v| finder.is_start(v, &starts))
                && inside.iter().all(|&v| {
                    finder
                        .step(v, *p)
                        .is_some_and(|s| crate::types::constant(func, s) == Some(1))
                })
        })
        .map(|(p, _, _)| Index::Iteration(*p))
        .collect()
}

/// The stack slot `v` is the address of.
fn slot_of(func: &Function, v: Value) -> Option<StackSlot> {
    let ValueDef::Result(i, _) = func.dfg.values[v].def else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::StackAddr { slot } => Some(slot),
        _ => None,
    }
}

struct Finder<'a> {
    func: &'a Function,
    dom: &'a DominatorTree,
    /// Each static initialiser with its `lb` and `stride` slots.
    inits: Vec<(Inst, StackSlot, StackSlot)>,
}

impl Finder<'_> {
    /// `v` with its integer extensions taken off.
    fn unextended(&self, mut v: Value) -> Value {
        while let ValueDef::Result(i, _) = self.func.dfg.values[v].def {
            match self.func.dfg.insts[i] {
                InstData::Cast {
                    op: CastOp::Sext | CastOp::Zext,
                    arg,
                    ..
                } => v = arg,
                _ => break,
            }
        }
        v
    }

    /// The slot the load defining `v` (extensions aside) reads, with the
    /// load, when some static initialiser runs before it.
    fn loaded_slot(&self, v: Value) -> Option<(Inst, StackSlot)> {
        let ValueDef::Result(load, _) = self.func.dfg.values[self.unextended(v)].def else {
            return None;
        };
        let InstData::Load { ptr, .. } = self.func.dfg.insts[load] else {
            return None;
        };
        Some((load, slot_of(self.func, ptr)?))
    }

    /// Whether `inst` runs after `init` on every path to it.
    fn after(&self, init: Inst, inst: Inst) -> bool {
        let layout = &self.func.layout;
        let (Some((a, i)), Some((b, j))) = (layout.position(init), layout.position(inst)) else {
            return false;
        };
        if a == b {
            return i < j;
        }
        self.dom.dominates(a, b)
    }

    fn is_start(&self, v: Value, starts: &BTreeSet<Value>) -> bool {
        if starts.contains(&self.unextended(v)) {
            return true;
        }
        self.loaded_slot(v).is_some_and(|(load, slot)| {
            self.inits
                .iter()
                .any(|&(init, lb, _)| lb == slot && self.after(init, load))
        })
    }

    fn is_stride(&self, v: Value) -> bool {
        self.loaded_slot(v).is_some_and(|(load, slot)| {
            self.inits
                .iter()
                .any(|&(init, _, stride)| stride == slot && self.after(init, load))
        })
    }

    /// `s` when `v` is `p + s` (either way round).
    fn step(&self, v: Value, p: Value) -> Option<Value> {
        let ValueDef::Result(i, _) = self.func.dfg.values[v].def else {
            return None;
        };
        match self.func.dfg.insts[i] {
            InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            } if a == p => Some(b),
            InstData::Binary {
                op: BinaryOp::Iadd,
                args: [a, b],
            } if b == p => Some(a),
            _ => None,
        }
    }
}
