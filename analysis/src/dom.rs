//! Dominators and post-dominators of a function, side by side.
//!
//! Both trees come from `zyme_ir::cfg::DominatorTree` (one Cooper–Harvey–
//! Kennedy implementation run on the graph and on its reverse); this
//! module pairs them, because derivative synthesis asks both questions of
//! the same blocks: dominators say where a primal value is available,
//! post-dominators (and their frontiers, i.e. control dependence) say which
//! branches decide whether a block runs and so must be replayed in the
//! reverse pass.

use crate::ControlFlowGraph;
use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::{Block, Function};

pub use zyme_ir::cfg::DominatorTree;

/// The dominator and post-dominator trees of one function.
#[derive(Clone, Debug)]
pub struct Dominance {
    dom: DominatorTree,
    post_dom: DominatorTree,
}

impl Dominance {
    /// Computes both trees from the function's graph.
    pub fn compute(cfg: &ControlFlowGraph) -> Dominance {
        Dominance {
            dom: DominatorTree::compute(cfg),
            post_dom: DominatorTree::compute_post(cfg),
        }
    }

    /// The dominator tree (blocks reachable from the entry).
    pub fn dom(&self) -> &DominatorTree {
        &self.dom
    }

    /// The post-dominator tree (blocks that can reach an exit).
    pub fn post_dom(&self) -> &DominatorTree {
        &self.post_dom
    }

    /// Prints one line per block in layout order:
    ///
    /// ```text
    /// block1: idom block0, ipdom block3, df [block1], pdf [block1]
    /// ```
    ///
    /// `idom -` marks the entry (and unreachable blocks, which also get
    /// `, unreachable`); `ipdom exit` a block immediately post-dominated by
    /// the virtual exit; `ipdom -` a block that cannot reach an exit. The
    /// dominance frontier (`df`) and post-dominance frontier (`pdf`, the
    /// branches the block is control dependent on) are printed only when
    /// they are not empty.
    pub fn display<'a>(
        &'a self,
        func: &Function,
        cfg: &'a ControlFlowGraph,
    ) -> DisplayDominance<'a> {
        DisplayDominance {
            dominance: self,
            cfg,
            names: func.display_names(),
        }
    }
}

/// The printer returned by [`Dominance::display`].
pub struct DisplayDominance<'a> {
    dominance: &'a Dominance,
    cfg: &'a ControlFlowGraph,
    names: DisplayNames,
}

impl fmt::Display for DisplayDominance<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let (dom, pdom) = (&self.dominance.dom, &self.dominance.post_dom);
        let name = |b: &Block| self.names.block(*b);
        for &block in self.cfg.blocks() {
            let idom = dom.idom(block).map_or("-".to_string(), |b| name(&b));
            let ipdom = match pdom.idom(block) {
                Some(b) => name(&b),
                None if pdom.contains(block) => "exit".to_string(),
                None => "-".to_string(),
            };
            write!(f, "{}: idom {idom}, ipdom {ipdom}", name(&block))?;
            if !dom.frontier(block).is_empty() {
                write!(f, ", df {}", crate::list(dom.frontier(block), name))?;
            }
            if !pdom.frontier(block).is_empty() {
                write!(f, ", pdf {}", crate::list(pdom.frontier(block), name))?;
            }
            if !self.cfg.is_reachable(block) {
                write!(f, ", unreachable")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
