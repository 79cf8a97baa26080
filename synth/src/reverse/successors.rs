//! Which instructions may run after which: block reachability as a bit
//! matrix, for the loads the reverse may read again
//! ([`super::facts`]'s `find_reloadable`).

use cranelift_entity::SecondaryMap;
use zyme_ir::{Block, ControlFlowGraph, Function, Inst};

/// Which blocks a path may reach from a block's end (its successors and
/// everything after them, the block itself if it is on a cycle), and
/// where each instruction is, for "may this instruction run after that
/// one".
pub(super) struct Successors {
    /// Each placed block's row: bit `k` is set when a path from the end
    /// of the block reaches the `k`th placed block.
    reach: Vec<u64>,
    words: usize,
    /// Each placed instruction's block (by its row) and index there.
    at: SecondaryMap<Inst, Option<(usize, usize)>>,
}

impl Successors {
    /// The most blocks the reachability matrix is made for (n² bits).
    const MAX_BLOCKS: usize = 16384;

    pub(super) fn new(f: &Function, cfg: &ControlFlowGraph) -> Successors {
        let blocks = f.layout.blocks();
        let mut row: SecondaryMap<Block, Option<usize>> = SecondaryMap::new();
        let mut at = SecondaryMap::new();
        for (r, &b) in blocks.iter().enumerate() {
            row[b] = Some(r);
            for (i, &inst) in f.layout.block_insts(b).iter().enumerate() {
                at[inst] = Some((r, i));
            }
        }
        if blocks.len() > Self::MAX_BLOCKS {
            // The matrix would pass 32 MiB: every instruction may follow
            // every other (fewer loads are read again; none wrongly).
            return Successors {
                reach: Vec::new(),
                words: 0,
                at,
            };
        }
        let words = blocks.len().div_ceil(64);
        let mut reach = vec![0u64; words * blocks.len()];
        let mut stack = Vec::new();
        for (r, &b) in blocks.iter().enumerate() {
            let bits = &mut reach[r * words..(r + 1) * words];
            stack.extend_from_slice(cfg.succs(b));
            while let Some(s) = stack.pop() {
                let Some(k) = row[s] else { continue };
                if bits[k / 64] & (1 << (k % 64)) == 0 {
                    bits[k / 64] |= 1 << (k % 64);
                    stack.extend_from_slice(cfg.succs(s));
                }
            }
        }
        Successors { reach, words, at }
    }

    /// Whether `later` may run after `first` has run.
    pub(super) fn may_follow(&self, first: Inst, later: Inst) -> bool {
        match (self.at[first], self.at[later]) {
            (Some((b, i)), Some((c, j))) => {
                (b == c && j > i)
                    || self.reach.is_empty()
                    || self.reach[b * self.words + c / 64] & (1 << (c % 64)) != 0
            }
            _ => true,
        }
    }
}
