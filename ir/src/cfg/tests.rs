//! The graph, both trees and the frontiers on small hand-written shapes,
//! and the tolerance the verifier relies on.

use super::{ControlFlowGraph, DominatorTree};
use crate::entity::Block;
use crate::function::Function;
use crate::text::parse_module;
use cranelift_entity::EntityRef;

fn func(text: &str) -> Function {
    let module = parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    crate::verify_module(&module).unwrap_or_else(|e| panic!("{e}"));
    module.functions.values().next().unwrap().clone()
}

fn b(n: usize) -> Block {
    Block::new(n)
}

const DIAMOND: &str = "
func export @f(i1) -> i32 {
block0(v0: i1):
    brif v0, block1, block2
block1:
    jump block3
block2:
    jump block3
block3:
    v1 = iconst.i32 0
    return v1
}";

#[test]
fn diamond() {
    let f = func(DIAMOND);
    let cfg = ControlFlowGraph::compute(&f);
    assert_eq!(cfg.succs(b(0)), &[b(1), b(2)]);
    assert_eq!(cfg.preds(b(3)), &[b(1), b(2)]);
    assert_eq!(cfg.exit_blocks(), &[b(3)]);
    assert_eq!(cfg.reverse_postorder()[0], b(0));
    let dom = DominatorTree::compute(&cfg);
    assert_eq!(dom.idom(b(0)), None);
    assert_eq!(dom.idom(b(3)), Some(b(0)));
    assert!(dom.dominates(b(0), b(3)) && !dom.dominates(b(1), b(3)));
    assert_eq!(dom.frontier(b(1)), &[b(3)]);
    assert_eq!(dom.common_dominator(b(1), b(2)), Some(b(0)));
    let pdom = DominatorTree::compute_post(&cfg);
    assert!(pdom.is_post());
    assert_eq!(pdom.idom(b(0)), Some(b(3)));
    assert_eq!(pdom.idom(b(1)), Some(b(3)));
    assert_eq!(pdom.idom(b(3)), None);
    assert!(pdom.dominates(b(3), b(0)));
    // block1 runs only when block0 branches one way: control dependence.
    assert_eq!(pdom.frontier(b(1)), &[b(0)]);
    assert!(pdom.frontier(b(0)).is_empty());
}

#[test]
fn several_exits_and_an_infinite_loop() {
    let f = func(
        "
func export @f(i32) -> i32 {
block0(v0: i32):
    switch v0, [0: block1, 1: block2], block3
block1:
    return v0
block2:
    trap
block3:
    jump block3
}",
    );
    let cfg = ControlFlowGraph::compute(&f);
    assert_eq!(cfg.exit_blocks(), &[b(1), b(2)]);
    let pdom = DominatorTree::compute_post(&cfg);
    // Only the virtual exit post-dominates block0.
    assert!(pdom.contains(b(0)) && pdom.idom(b(0)).is_none());
    assert_eq!(pdom.common_dominator(b(1), b(2)), None);
    // block3 never leaves: it has no post-dominators.
    assert!(!pdom.contains(b(3)));
    assert!(!pdom.dominates(b(3), b(3)));
}

#[test]
fn unreachable_blocks_are_outside_the_dominator_tree() {
    let f = func(
        "
func export @f() {
block0:
    return
block1:
    jump block2
block2:
    return
}",
    );
    let cfg = ControlFlowGraph::compute(&f);
    assert!(!cfg.is_reachable(b(1)));
    assert_eq!(cfg.rpo_number(b(1)), None);
    let dom = DominatorTree::compute(&cfg);
    assert!(!dom.contains(b(1)) && !dom.dominates(b(1), b(1)));
    // Post-dominators do not care where control comes from.
    let pdom = DominatorTree::compute_post(&cfg);
    assert_eq!(pdom.idom(b(1)), Some(b(2)));
}

#[test]
fn loop_frontier_contains_the_header() {
    let f = func(
        "
func export @f(i1) {
block0(v0: i1):
    jump block1
block1:
    brif v0, block2, block3
block2:
    jump block1
block3:
    return
}",
    );
    let cfg = ControlFlowGraph::compute(&f);
    let dom = DominatorTree::compute(&cfg);
    assert_eq!(dom.frontier(b(2)), &[b(1)]);
    assert_eq!(dom.frontier(b(1)), &[b(1)]);
    assert_eq!(cfg.rpo_number(b(2)).unwrap(), 3 - 1 + 1);
    let pdom = DominatorTree::compute_post(&cfg);
    assert_eq!(pdom.frontier(b(2)), &[b(1)]);
    assert_eq!(pdom.frontier(b(1)), &[b(1)]);
}

#[test]
fn tolerates_what_the_verifier_must_see() {
    // Two terminators in one block and a branch to a block that is not
    // placed are structure errors; neither may confuse the graph.
    use crate::inst::{BlockCall, InstData};
    let mut f = func(DIAMOND);
    let unplaced = f.dfg.make_block();
    for dest in [b(2), unplaced] {
        let jump = f.dfg.make_inst(
            InstData::Jump {
                dest: BlockCall::new(dest, []),
            },
            &[],
        );
        f.layout.insert_inst(jump, b(1), 0);
    }
    let cfg = ControlFlowGraph::compute(&f);
    assert_eq!(cfg.succs(b(1)), &[b(2), b(3)]);
    assert!(!cfg.contains(unplaced));
    let dom = DominatorTree::compute(&cfg);
    assert_eq!(dom.idom(b(2)), Some(b(0)));
    assert_eq!(dom.idom(b(3)), Some(b(0)));
}
