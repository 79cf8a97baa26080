//! The facts the stackifier needs about a function's control-flow graph,
//! decided before anything is emitted: reverse postorder, loop headers
//! (targets of retreating edges), merge nodes (blocks with two or more
//! forward in-edges, counted per edge so that `brif c, b, b` makes `b` a
//! merge node), the merge children of each block in the dominator tree,
//! and whether the graph is reducible.
//!
//! The graph is reducible exactly when the target of every retreating
//! edge dominates its source; then every retreating edge is a back edge
//! of a natural loop and Ramsey's translation applies. Otherwise the
//! writer falls back to a dispatch loop (see `control`).

use cranelift_entity::SecondaryMap;
use zyme_ir::{Block, ControlFlowGraph, DominatorTree, Function};

/// The stackifier's view of one function.
pub struct ControlPlan {
    /// Reachable blocks in reverse postorder; the entry first.
    pub rpo: Vec<Block>,
    /// Position in `rpo` plus one (0: unreachable).
    rpo_number: SecondaryMap<Block, u32>,
    loop_header: SecondaryMap<Block, bool>,
    merge: SecondaryMap<Block, bool>,
    /// The merge nodes each block immediately dominates, highest reverse
    /// postorder number first.
    merge_children: SecondaryMap<Block, Vec<Block>>,
    /// Whether some retreating edge's target does not dominate its source.
    pub irreducible: bool,
    /// The depth of the dominator tree (the entry: 1).
    pub dom_depth: u32,
}

/// The dominator-tree depth above which the structured translation, which
/// recurses once per tree level, gives way to the dispatch loop (whose
/// emission does not recurse), so that a huge straight-line function
/// cannot exhaust the writer's stack.
pub const MAX_STRUCTURED_DEPTH: u32 = 100_000;

impl ControlPlan {
    /// Computes the plan of a function with a body.
    pub fn compute(func: &Function) -> ControlPlan {
        let cfg = ControlFlowGraph::compute(func);
        let dom = DominatorTree::compute(&cfg);
        let rpo = cfg.reverse_postorder().to_vec();
        let mut plan = ControlPlan {
            rpo_number: SecondaryMap::new(),
            loop_header: SecondaryMap::new(),
            merge: SecondaryMap::new(),
            merge_children: SecondaryMap::new(),
            irreducible: false,
            dom_depth: 0,
            rpo,
        };
        for (n, &b) in plan.rpo.iter().enumerate() {
            plan.rpo_number[b] = n as u32 + 1;
        }
        let mut forward_in: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in &plan.rpo {
            let Some(term) = func.layout.last_inst(b) else {
                continue;
            };
            for target in func.dfg.insts[term].targets() {
                let t = target.block;
                if plan.is_backward(b, t) {
                    plan.loop_header[t] = true;
                    if !dom.dominates(t, b) {
                        plan.irreducible = true;
                    }
                } else {
                    forward_in[t] += 1;
                }
            }
        }
        for &b in &plan.rpo {
            plan.merge[b] = forward_in[b] >= 2;
        }
        // An immediate dominator comes before its block in reverse postorder.
        let mut depth: SecondaryMap<Block, u32> = SecondaryMap::new();
        for &b in &plan.rpo {
            depth[b] = dom.idom(b).map_or(1, |p| depth[p] + 1);
            plan.dom_depth = plan.dom_depth.max(depth[b]);
        }
        for &b in plan.rpo.iter().rev() {
            if let Some(parent) = dom.idom(b) {
                if plan.merge[b] {
                    plan.merge_children[parent].push(b);
                }
            }
        }
        plan
    }

    /// Whether the edge `from -> to` goes backward in reverse postorder
    /// (a retreating edge; `to` is a loop header).
    pub fn is_backward(&self, from: Block, to: Block) -> bool {
        self.rpo_number[to] <= self.rpo_number[from]
    }

    /// The position of a reachable block in reverse postorder.
    pub fn index(&self, block: Block) -> u32 {
        self.rpo_number[block].saturating_sub(1)
    }

    pub fn is_loop_header(&self, block: Block) -> bool {
        self.loop_header[block]
    }

    pub fn is_merge(&self, block: Block) -> bool {
        self.merge[block]
    }

    /// The merge nodes `block` immediately dominates, highest reverse
    /// postorder number first (the outermost `block` construct first).
    pub fn merge_children(&self, block: Block) -> &[Block] {
        &self.merge_children[block]
    }
}

#[cfg(test)]
mod tests {
    use super::ControlPlan;

    fn plan(src: &str) -> ControlPlan {
        let m = zyme_ir::text::parse_module(src).unwrap();
        let f = m.functions.values().next().unwrap();
        ControlPlan::compute(f)
    }

    #[test]
    fn a_loop_with_two_entries_is_irreducible() {
        let p = plan(
            "func export @f(i1) {\nblock0(v0: i1):\n    brif v0, block1, block2\nblock1:\n    jump block2\nblock2:\n    brif v0, block1, block3\nblock3:\n    return\n}\n",
        );
        assert!(p.irreducible);
    }

    #[test]
    fn a_natural_loop_is_reducible_with_its_header_and_exit() {
        let p = plan(
            "func export @f(i1) {\nblock0(v0: i1):\n    jump block1\nblock1:\n    brif v0, block1, block2\nblock2:\n    return\n}\n",
        );
        assert!(!p.irreducible);
        let [b0, b1, b2] = p.rpo[..] else { panic!() };
        assert!(p.is_loop_header(b1) && !p.is_loop_header(b0));
        // block2 has one forward in-edge: it is emitted in place.
        assert!(!p.is_merge(b2));
    }

    #[test]
    fn two_edges_to_one_block_make_a_merge_node() {
        let p = plan(
            "func export @f(i1) {\nblock0(v0: i1):\n    brif v0, block1, block1\nblock1:\n    return\n}\n",
        );
        assert!(p.is_merge(p.rpo[1]));
        assert_eq!(p.merge_children(p.rpo[0]), &[p.rpo[1]]);
    }
}
