//! The control-flow graph of the layout's blocks, reachability from the
//! entry block, and a dominator tree.
//!
//! The verifier cannot use a shared analysis crate (those assume verified
//! input), so this one is built to tolerate anything the handle check lets
//! through: blocks placed twice count once, edges to blocks outside the
//! layout are dropped, and every terminator of a block contributes edges,
//! not only the last one.
//!
//! Dominators follow Cooper, Harvey and Kennedy, "A Simple, Fast Dominance
//! Algorithm" (2001): iterate `idom(b) = ⋂ idom(preds)` in reverse
//! postorder until nothing changes. It is quadratic in the worst case but
//! short and obviously right, which a verifier wants more than speed.

use crate::entity::Block;
use crate::function::Function;
use std::collections::HashMap;

pub(crate) struct Cfg {
    /// Index of each placed block (its first placement).
    index: HashMap<Block, usize>,
    succs: Vec<Vec<usize>>,
    /// Reverse-postorder number; `None` for blocks the entry cannot reach.
    rpo: Vec<Option<usize>>,
    /// Immediate dominator of each reachable block; the entry's is itself.
    idom: Vec<Option<usize>>,
}

impl Cfg {
    /// Builds the graph of a function whose handles have been checked.
    pub fn new(func: &Function) -> Cfg {
        let mut index = HashMap::new();
        let mut blocks = Vec::new();
        for &block in func.layout.blocks() {
            index.entry(block).or_insert_with(|| {
                blocks.push(block);
                blocks.len() - 1
            });
        }
        let mut succs = vec![Vec::new(); blocks.len()];
        for (b, &block) in blocks.iter().enumerate() {
            for &inst in func.layout.block_insts(block) {
                let Some(data) = func.dfg.insts.get(inst) else {
                    continue;
                };
                for target in data.targets() {
                    if let Some(&t) = index.get(&target.block) {
                        if !succs[b].contains(&t) {
                            succs[b].push(t);
                        }
                    }
                }
            }
        }
        let mut cfg = Cfg {
            index,
            succs,
            rpo: vec![None; blocks.len()],
            idom: vec![None; blocks.len()],
        };
        if !blocks.is_empty() {
            cfg.compute_dominators();
        }
        cfg
    }

    /// Whether `block` is placed in the layout.
    pub fn contains(&self, block: Block) -> bool {
        self.index.contains_key(&block)
    }

    /// Whether control can reach `block` from the entry block.
    pub fn is_reachable(&self, block: Block) -> bool {
        self.index
            .get(&block)
            .is_some_and(|&b| self.rpo[b].is_some())
    }

    /// Whether every path from the entry to `b` passes through `a` (a block
    /// dominates itself). False when either is unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        let (Some(&a), Some(&b)) = (self.index.get(&a), self.index.get(&b)) else {
            return false;
        };
        if self.rpo[a].is_none() || self.rpo[b].is_none() {
            return false;
        }
        let mut x = b;
        loop {
            if x == a {
                return true;
            }
            match self.idom[x] {
                Some(up) if up != x => x = up,
                _ => return false,
            }
        }
    }

    fn compute_dominators(&mut self) {
        let order = self.postorder();
        let n = order.len();
        for (i, &b) in order.iter().enumerate() {
            self.rpo[b] = Some(n - 1 - i);
        }
        let rpo_order: Vec<usize> = order.iter().rev().copied().collect();
        let mut preds = vec![Vec::new(); self.succs.len()];
        for (b, succs) in self.succs.iter().enumerate() {
            if self.rpo[b].is_some() {
                for &s in succs {
                    preds[s].push(b);
                }
            }
        }
        self.idom[0] = Some(0);
        let mut changed = true;
        while changed {
            changed = false;
            for &b in rpo_order.iter().skip(1) {
                let mut new_idom = None;
                for &p in &preds[b] {
                    if self.idom[p].is_none() {
                        continue;
                    }
                    new_idom = Some(match new_idom {
                        None => p,
                        Some(current) => self.intersect(p, current),
                    });
                }
                if new_idom.is_some() && self.idom[b] != new_idom {
                    self.idom[b] = new_idom;
                    changed = true;
                }
            }
        }
    }

    /// The nearest common dominator of two processed blocks.
    fn intersect(&self, mut a: usize, mut b: usize) -> usize {
        let num = |x: usize| self.rpo[x].unwrap_or(usize::MAX);
        while a != b {
            while num(a) > num(b) {
                match self.idom[a] {
                    Some(up) if up != a => a = up,
                    _ => return b,
                }
            }
            while num(b) > num(a) {
                match self.idom[b] {
                    Some(up) if up != b => b = up,
                    _ => return a,
                }
            }
        }
        a
    }

    /// Postorder of the blocks reachable from the entry (index 0), by an
    /// explicit stack so that deep graphs cannot overflow the call stack.
    fn postorder(&self) -> Vec<usize> {
        let mut visited = vec![false; self.succs.len()];
        let mut order = Vec::new();
        let mut stack = vec![(0usize, 0usize)];
        visited[0] = true;
        while let Some(top) = stack.last_mut() {
            let (b, next) = *top;
            if let Some(&s) = self.succs[b].get(next) {
                top.1 += 1;
                if !visited[s] {
                    visited[s] = true;
                    stack.push((s, 0));
                }
            } else {
                order.push(b);
                stack.pop();
            }
        }
        order
    }
}
