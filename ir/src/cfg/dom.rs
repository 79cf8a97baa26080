//! Dominator and post-dominator trees, with dominance frontiers.
//!
//! Both trees come from one implementation of Cooper, Harvey and Kennedy,
//! "A Simple, Fast Dominance Algorithm" (2001): iterate
//! `idom(b) = ⋂ idom(preds)` in reverse postorder until nothing changes,
//! and compute frontiers by walking up from each predecessor of a join
//! node (§4 of the paper). It is quadratic in the worst case but short and
//! obviously right, which the verifier (its first user) wants more than
//! speed.
//!
//! Post-dominators are dominators of the reversed graph rooted at a
//! *virtual exit* whose predecessors are the blocks that leave the
//! function (`return`, `trap`, `unreachable`). The virtual exit is not a
//! block, so it never appears in the public surface: a block whose
//! immediate post-dominator is the virtual exit has `idom() == None`, like
//! the entry block in the forward tree. Blocks that cannot reach an exit
//! (an infinite loop) have no post-dominators at all and are outside the
//! post-dominator tree, as unreachable blocks are outside the dominator
//! tree.

use super::{ControlFlowGraph, DenseGraph};
use crate::entity::Block;
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

/// The (post-)dominator tree of a function's blocks and their (post-)
/// dominance frontiers.
///
/// The post-dominance frontier of a block is the set of blocks it is
/// control dependent on, which is what derivative synthesis asks when it
/// decides which branches the reverse pass must replay.
#[derive(Clone, Debug, Default)]
pub struct DominatorTree {
    post: bool,
    idom: SecondaryMap<Block, PackedOption<Block>>,
    /// Position in `rpo`, plus one (0: the block is not in the tree).
    rpo_number: SecondaryMap<Block, u32>,
    /// Blocks in the tree, in reverse postorder of the (reversed, for
    /// post-dominators) graph the tree was computed on.
    rpo: Vec<Block>,
    frontier: SecondaryMap<Block, Vec<Block>>,
}

impl DominatorTree {
    /// The dominator tree: `a` dominates `b` when every path from the entry
    /// to `b` passes through `a`. Only blocks reachable from the entry are
    /// in it.
    pub fn compute(cfg: &ControlFlowGraph) -> DominatorTree {
        let Some(entry) = cfg.entry() else {
            return DominatorTree::default();
        };
        let graph = cfg.dense_graph(|b| cfg.succs(b), &[]);
        build(cfg, &graph, cfg.dense(entry), false)
    }

    /// The post-dominator tree: `a` post-dominates `b` when every path from
    /// `b` to the function's exit passes through `a`. Only blocks that can
    /// reach a block leaving the function are in it (reachable from the
    /// entry or not).
    pub fn compute_post(cfg: &ControlFlowGraph) -> DominatorTree {
        // The virtual exit, after the blocks, leads to every exit block
        // (and stands alone when there is none).
        let exit = cfg.blocks().len();
        let graph = if cfg.exit_blocks().is_empty() {
            DenseGraph::new(exit + 1, |node, out| {
                if node < exit {
                    out.extend(cfg.preds(cfg.blocks()[node]).iter().map(|&p| cfg.dense(p)));
                }
            })
        } else {
            cfg.dense_graph(|b| cfg.preds(b), cfg.exit_blocks())
        };
        build(cfg, &graph, exit, true)
    }

    /// Whether this is a post-dominator tree.
    pub fn is_post(&self) -> bool {
        self.post
    }

    /// Whether `block` is in the tree: reachable from the entry (dominators)
    /// or able to reach an exit (post-dominators).
    pub fn contains(&self, block: Block) -> bool {
        self.rpo_number[block] != 0
    }

    /// The immediate (post-)dominator of `block`. `None` for the root (the
    /// entry; or, for post-dominators, a block immediately post-dominated
    /// by the virtual exit) and for blocks outside the tree.
    pub fn idom(&self, block: Block) -> Option<Block> {
        self.idom[block].expand()
    }

    /// Whether `a` (post-)dominates `b`; a block dominates itself. False
    /// when either is outside the tree.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.contains(a) || !self.contains(b) {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            match self.idom(x) {
                Some(up) => x = up,
                None => return false,
            }
        }
    }

    /// Whether `a` (post-)dominates `b` and is not `b`.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// The nearest block that (post-)dominates both `a` and `b`; `None`
    /// when there is none (only the virtual exit post-dominates both) or
    /// either is outside the tree.
    pub fn common_dominator(&self, mut a: Block, mut b: Block) -> Option<Block> {
        if !self.contains(a) || !self.contains(b) {
            return None;
        }
        while a != b {
            if self.rpo_number[a] > self.rpo_number[b] {
                a = self.idom(a)?;
            } else {
                b = self.idom(b)?;
            }
        }
        Some(a)
    }

    /// The blocks of the tree in reverse postorder of the graph it was
    /// computed on: a block comes after its (post-)dominators.
    pub fn reverse_postorder(&self) -> &[Block] {
        &self.rpo
    }

    /// The (post-)dominance frontier of `block`, in layout order: the
    /// blocks where its (post-)dominance ends. For post-dominators these
    /// are the branches `block` is control dependent on.
    pub fn frontier(&self, block: Block) -> &[Block] {
        &self.frontier[block]
    }
}

/// Runs CHK on `graph` from `root` and maps the result back to blocks; a
/// node past the blocks is the virtual exit.
fn build(cfg: &ControlFlowGraph, graph: &DenseGraph, root: usize, post: bool) -> DominatorTree {
    let n = graph.len();
    let postorder = graph.postorder(root);
    let mut number = vec![usize::MAX; n];
    for (i, &node) in postorder.iter().enumerate() {
        number[node] = i;
    }
    let preds = graph.reversed(|t| t, |i| i);
    // `idom[root] == root` marks the root as processed; a node with `None`
    // has not been reached yet (or never will be).
    let mut idom: Vec<Option<usize>> = vec![None; n];
    idom[root] = Some(root);
    let mut changed = true;
    while changed {
        changed = false;
        for &node in postorder.iter().rev().skip(1) {
            let mut new_idom = None;
            for &p in preds.succs(node) {
                if idom[p].is_none() {
                    continue;
                }
                new_idom = Some(match new_idom {
                    None => p,
                    Some(current) => intersect(&idom, &number, p, current),
                });
            }
            if new_idom.is_some() && idom[node] != new_idom {
                idom[node] = new_idom;
                changed = true;
            }
        }
    }

    let blocks = cfg.blocks();
    let block = |node: usize| blocks.get(node).copied();
    let mut tree = DominatorTree {
        post,
        ..DominatorTree::default()
    };
    for &node in postorder.iter().rev() {
        if let Some(b) = block(node) {
            tree.rpo.push(b);
            tree.rpo_number[b] = tree.rpo.len() as u32;
            if node != root {
                tree.idom[b] = idom[node].and_then(block).into();
            }
        }
    }
    // Frontiers: for a join node, walk up from each predecessor until its
    // immediate dominator; every block passed has the join node in its
    // frontier. Join nodes in dense (layout) order keep each list sorted.
    for node in 0..n {
        let node_preds = preds.succs(node);
        let Some(b) = block(node) else { continue };
        if node_preds.len() < 2 || idom[node].is_none() {
            continue;
        }
        for &p in node_preds {
            let mut runner = p;
            while idom[runner].is_some() && Some(runner) != idom[node] {
                let Some(r) = block(runner) else { break };
                if tree.frontier[r].last() != Some(&b) {
                    tree.frontier[r].push(b);
                }
                if idom[runner] == Some(runner) {
                    break;
                }
                runner = idom[runner].unwrap_or(runner);
            }
        }
    }
    tree
}

/// The nearest common dominator of two processed nodes, by walking the
/// one with the smaller postorder number up until they meet.
fn intersect(idom: &[Option<usize>], number: &[usize], mut a: usize, mut b: usize) -> usize {
    while a != b {
        while number[a] < number[b] {
            match idom[a] {
                Some(up) if up != a => a = up,
                _ => return b,
            }
        }
        while number[b] < number[a] {
            match idom[b] {
                Some(up) if up != b => b = up,
                _ => return a,
            }
        }
    }
    a
}
