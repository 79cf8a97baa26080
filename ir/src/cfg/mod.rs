//! The control-flow graph of a function's layout: predecessors and
//! successors of each block, reachability from the entry block, reverse
//! postorder, and the blocks that leave the function.
//!
//! It lives in the IR crate, not in `zyme-analysis`, because the verifier
//! needs it (for dominance of uses) and analyses must not be built twice.
//! That also sets its contract: it must be *tolerant* of anything the
//! verifier's handle check lets through, since the verifier builds it
//! before it knows whether the layout is well formed.
//!
//! * A block placed twice counts once (its first placement).
//! * Layout blocks that do not exist in the data-flow graph, and
//!   instructions that do not exist, are skipped.
//! * Every terminator of a block contributes edges, not only the last one,
//!   and an edge to a block outside the layout is dropped.
//! * Several edges between the same two blocks (`brif c, b1, b1`, switch
//!   cases) count as one.
//!
//! On verified input none of this happens and the graph is the obvious
//! one. Results are immutable: any edit of the function's control flow
//! makes them stale, and they are recomputed rather than patched.

mod dom;

pub use dom::DominatorTree;

use crate::entity::Block;
use crate::function::Function;
use crate::inst::InstData;
use cranelift_entity::SecondaryMap;

/// Predecessors, successors and orders of the blocks of one function.
#[derive(Clone, Debug, Default)]
pub struct ControlFlowGraph {
    /// Distinct placed blocks in layout order; the first is the entry.
    blocks: Vec<Block>,
    /// Position in `blocks`, plus one (0: not placed).
    index: SecondaryMap<Block, u32>,
    /// Successors of the block at position `i` of `blocks`:
    /// `succ_list[succ_start[i]..succ_start[i + 1]]` (one array for all,
    /// not a vector per block).
    succ_start: Vec<u32>,
    succ_list: Vec<Block>,
    /// Predecessors, the same way.
    pred_start: Vec<u32>,
    pred_list: Vec<Block>,
    /// Blocks that leave the function (`return`, `trap`, `unreachable`).
    exits: Vec<Block>,
    is_exit: SecondaryMap<Block, bool>,
    /// Blocks reachable from the entry, in reverse postorder.
    rpo: Vec<Block>,
    /// Position in `rpo`, plus one (0: unreachable).
    rpo_number: SecondaryMap<Block, u32>,
}

impl ControlFlowGraph {
    /// Builds the graph of `func`'s layout. A declaration gives an empty
    /// graph.
    pub fn compute(func: &Function) -> ControlFlowGraph {
        let mut cfg = ControlFlowGraph::default();
        for &block in func.layout.blocks() {
            if func.dfg.blocks.is_valid(block) && cfg.index[block] == 0 {
                cfg.blocks.push(block);
                cfg.index[block] = cfg.blocks.len() as u32;
            }
        }
        let n = cfg.blocks.len();
        cfg.succ_start.reserve(n + 1);
        for i in 0..n {
            let block = cfg.blocks[i];
            let begin = cfg.succ_list.len();
            cfg.succ_start.push(begin as u32);
            for &inst in func.layout.block_insts(block) {
                let Some(data) = func.dfg.insts.get(inst) else {
                    continue;
                };
                if matches!(
                    data,
                    InstData::Return { .. } | InstData::Trap | InstData::Unreachable
                ) && !cfg.is_exit[block]
                {
                    cfg.is_exit[block] = true;
                    cfg.exits.push(block);
                }
                for target in data.targets_iter() {
                    let dest = target.block;
                    if cfg.contains(dest) && !cfg.succ_list[begin..].contains(&dest) {
                        cfg.succ_list.push(dest);
                    }
                }
            }
        }
        cfg.succ_start.push(cfg.succ_list.len() as u32);
        // Predecessors by counting: each list in layout order.
        let mut start = vec![0u32; n + 1];
        for &dest in &cfg.succ_list {
            start[cfg.dense(dest) + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        cfg.pred_list = vec![Block::from_u32(0); cfg.succ_list.len()];
        for i in 0..n {
            let (from, to) = (cfg.succ_start[i] as usize, cfg.succ_start[i + 1] as usize);
            for k in from..to {
                let d = cfg.dense(cfg.succ_list[k]);
                cfg.pred_list[fill[d] as usize] = cfg.blocks[i];
                fill[d] += 1;
            }
        }
        cfg.pred_start = start;
        if let Some(&entry) = cfg.blocks.first() {
            let graph = cfg.dense_graph(|b| cfg.succs(b), &[]);
            let order = graph.postorder(cfg.dense(entry));
            cfg.rpo = order.iter().rev().map(|&n| cfg.blocks[n]).collect();
            for (n, &block) in cfg.rpo.iter().enumerate() {
                cfg.rpo_number[block] = n as u32 + 1;
            }
        }
        cfg
    }

    /// The entry block (the first placed block), if the function has a body.
    pub fn entry(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    /// Every block of the graph once, in layout order.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// Whether `block` is placed in the layout (and so is a node here).
    pub fn contains(&self, block: Block) -> bool {
        self.index[block] != 0
    }

    /// The distinct successors of `block`, in the order its terminators
    /// name them.
    pub fn succs(&self, block: Block) -> &[Block] {
        self.edges(block, &self.succ_start, &self.succ_list)
    }

    /// The distinct predecessors of `block` (reachable or not), in layout
    /// order.
    pub fn preds(&self, block: Block) -> &[Block] {
        self.edges(block, &self.pred_start, &self.pred_list)
    }

    /// `block`'s slice of `list` (empty for a block not placed).
    fn edges<'a>(&self, block: Block, start: &[u32], list: &'a [Block]) -> &'a [Block] {
        if !self.contains(block) {
            return &[];
        }
        let i = self.dense(block);
        &list[start[i] as usize..start[i + 1] as usize]
    }

    /// Whether control can reach `block` from the entry block.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.rpo_number[block] != 0
    }

    /// The blocks reachable from the entry in reverse postorder: every
    /// block comes before its successors except along retreating edges,
    /// which is the order forward data-flow problems converge fastest in.
    pub fn reverse_postorder(&self) -> &[Block] {
        &self.rpo
    }

    /// The position of a reachable block in `reverse_postorder`. An edge
    /// `a -> b` with `rpo_number(b) <= rpo_number(a)` is a retreating edge
    /// of the depth-first search that produced the order.
    pub fn rpo_number(&self, block: Block) -> Option<u32> {
        self.rpo_number[block].checked_sub(1)
    }

    /// The blocks that leave the function (they end in `return`, `trap` or
    /// `unreachable`), in layout order: the predecessors of the virtual
    /// exit node that post-dominators are computed from.
    pub fn exit_blocks(&self) -> &[Block] {
        &self.exits
    }

    /// Whether `block` leaves the function.
    pub fn is_exit(&self, block: Block) -> bool {
        self.is_exit[block]
    }

    /// The dense index of a placed block (its position in `blocks`).
    fn dense(&self, block: Block) -> usize {
        self.index[block] as usize - 1
    }

    /// The graph over dense indices whose edges `edges` gives per block,
    /// and, when `extra` is not empty, one node after the blocks whose
    /// successors are `extra`.
    fn dense_graph<'a>(
        &'a self,
        edges: impl Fn(Block) -> &'a [Block],
        extra: &[Block],
    ) -> DenseGraph {
        let n = self.blocks.len();
        DenseGraph::new(n + usize::from(!extra.is_empty()), |node, out| {
            let list = if node < n {
                edges(self.blocks[node])
            } else {
                extra
            };
            out.extend(list.iter().map(|&s| self.dense(s)));
        })
    }
}

/// A graph over `0..n`, which the algorithms here run on so that the
/// forward and the reversed graph (with its virtual exit node) share one
/// implementation. Successor lists lie in one array.
pub(crate) struct DenseGraph {
    /// Node `i`'s successors: `targets[start[i]..start[i + 1]]`.
    start: Vec<usize>,
    targets: Vec<usize>,
}

impl DenseGraph {
    /// The graph over `0..n` whose node `i`'s successors `succs_of(i, out)`
    /// appends to `out`.
    pub fn new(n: usize, mut succs_of: impl FnMut(usize, &mut Vec<usize>)) -> DenseGraph {
        let mut start = Vec::with_capacity(n + 1);
        let mut targets = Vec::new();
        for node in 0..n {
            start.push(targets.len());
            succs_of(node, &mut targets);
        }
        start.push(targets.len());
        DenseGraph { start, targets }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    pub fn succs(&self, node: usize) -> &[usize] {
        &self.targets[self.start[node]..self.start[node + 1]]
    }

    /// The graph with every edge turned round; each node's predecessors
    /// in increasing order.
    pub fn reversed(&self) -> DenseGraph {
        let n = self.len();
        let mut start = vec![0usize; n + 1];
        for &t in &self.targets {
            start[t + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut targets = vec![0; self.targets.len()];
        for node in 0..n {
            for &t in self.succs(node) {
                targets[fill[t]] = node;
                fill[t] += 1;
            }
        }
        DenseGraph { start, targets }
    }

    /// Postorder of the nodes reachable from `root`, by an explicit stack
    /// so that deep graphs cannot overflow the call stack.
    pub fn postorder(&self, root: usize) -> Vec<usize> {
        let mut visited = vec![false; self.len()];
        let mut order = Vec::new();
        let mut stack = vec![(root, 0usize)];
        visited[root] = true;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(&s) = self.succs(node).get(next) {
                top.1 += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(node);
                stack.pop();
            }
        }
        order
    }
}

#[cfg(test)]
mod tests;
