//! The control-flow graph, with a printer.
//!
//! The graph itself lives in `zyme_ir::cfg` because the verifier needs it;
//! it is re-exported here so that analyses have one place to import from,
//! and this module adds the text form that filetests check.

use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::Function;

pub use zyme_ir::cfg::ControlFlowGraph;

/// Prints one line per block in layout order:
/// `block1: preds [block0, block2], succs [block2, block3]`, with
/// `, exit` for blocks that leave the function and `, unreachable` for
/// blocks the entry cannot reach.
pub fn display<'a>(cfg: &'a ControlFlowGraph, func: &Function) -> DisplayCfg<'a> {
    DisplayCfg {
        cfg,
        names: func.display_names(),
    }
}

/// The printer returned by [`display`].
pub struct DisplayCfg<'a> {
    cfg: &'a ControlFlowGraph,
    names: DisplayNames,
}

impl fmt::Display for DisplayCfg<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        let name = |b: &zyme_ir::Block| self.names.block(*b);
        for &block in self.cfg.blocks() {
            write!(
                f,
                "{}: preds {}, succs {}",
                self.names.block(block),
                crate::list(self.cfg.preds(block), name),
                crate::list(self.cfg.succs(block), name),
            )?;
            if self.cfg.is_exit(block) {
                write!(f, ", exit")?;
            }
            if !self.cfg.is_reachable(block) {
                write!(f, ", unreachable")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}
