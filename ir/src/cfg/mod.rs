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
    /// Successors and predecessors of the block at position `i` of
    /// `blocks` (one array each for all, not a vector per block).
    succs: Csr<Block>,
    preds: Csr<Block>,
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
        let (mut exits, mut is_exit) = (Vec::new(), SecondaryMap::<Block, bool>::new());
        cfg.succs = Csr::new(n, |i, out| {
            let block = cfg.blocks[i];
            let begin = out.len();
            for &inst in func.layout.block_insts(block) {
                let Some(data) = func.dfg.insts.get(inst) else {
                    continue;
                };
                if matches!(
                    data,
                    InstData::Return { .. } | InstData::Trap | InstData::Unreachable
                ) && !is_exit[block]
                {
                    is_exit[block] = true;
                    exits.push(block);
                }
                for target in data.targets_iter() {
                    let dest = target.block;
                    if cfg.contains(dest) && !out[begin..].contains(&dest) {
                        out.push(dest);
                    }
                }
            }
        });
        (cfg.exits, cfg.is_exit) = (exits, is_exit);
        // Each list in layout order.
        cfg.preds = cfg.succs.reversed(|b| cfg.dense(b), |i| cfg.blocks[i]);
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
        self.edges(block, &self.succs)
    }

    /// The distinct predecessors of `block` (reachable or not), in layout
    /// order.
    pub fn preds(&self, block: Block) -> &[Block] {
        self.edges(block, &self.preds)
    }

    /// `block`'s list in `lists` (empty for a block not placed).
    fn edges<'a>(&self, block: Block, lists: &'a Csr<Block>) -> &'a [Block] {
        if !self.contains(block) {
            return &[];
        }
        lists.succs(self.dense(block))
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

/// Lists of targets of the nodes `0..n`, all in one array (compressed
/// sparse rows): the flow graph's successors and predecessors, and the
/// graphs over dense indices the algorithms here run on.
#[derive(Clone, Debug)]
pub(crate) struct Csr<T> {
    /// Node `i`'s targets: `targets[start[i]..start[i + 1]]`.
    start: Vec<usize>,
    targets: Vec<T>,
}

impl<T> Default for Csr<T> {
    fn default() -> Self {
        Csr {
            start: vec![0],
            targets: Vec::new(),
        }
    }
}

impl<T: Copy> Csr<T> {
    /// The lists of nodes `0..n`, node `i`'s appended to `out` by
    /// `targets_of(i, out)`.
    pub fn new(n: usize, mut targets_of: impl FnMut(usize, &mut Vec<T>)) -> Csr<T> {
        let mut start = Vec::with_capacity(n + 1);
        let mut targets = Vec::new();
        for node in 0..n {
            start.push(targets.len());
            targets_of(node, &mut targets);
        }
        start.push(targets.len());
        Csr { start, targets }
    }

    /// The number of nodes.
    pub fn len(&self) -> usize {
        self.start.len() - 1
    }

    pub fn succs(&self, node: usize) -> &[T] {
        &self.targets[self.start[node]..self.start[node + 1]]
    }

    /// The lists turned round: node `i` lists `label(j)` for each node `j`
    /// (in increasing order) whose list holds a target `t` with
    /// `index(t) == i`.
    pub fn reversed(&self, index: impl Fn(T) -> usize, label: impl Fn(usize) -> T) -> Csr<T> {
        let n = self.len();
        let mut start = vec![0usize; n + 1];
        for &t in &self.targets {
            start[index(t) + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut targets = Vec::with_capacity(self.targets.len());
        if let Some(&first) = self.targets.first() {
            // Every slot is written below; `first` only fills the array.
            targets.resize(self.targets.len(), first);
        }
        for node in 0..n {
            for &t in self.succs(node) {
                let i = index(t);
                targets[fill[i]] = label(node);
                fill[i] += 1;
            }
        }
        Csr { start, targets }
    }
}

/// A graph over `0..n`, which the algorithms here run on so that the
/// forward and the reversed graph (with its virtual exit node) share one
/// implementation.
pub(crate) type DenseGraph = Csr<usize>;

impl DenseGraph {
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
