//! The layout: the order of blocks in a function and of instructions in a
//! block. Only instructions that are in the layout exist for execution.

use crate::entity::{Block, Inst};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::SecondaryMap;

#[derive(Clone, Debug, Default)]
pub struct Layout {
    blocks: Vec<Block>,
    block_insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, PackedOption<Block>>,
    block_placed: SecondaryMap<Block, bool>,
}

impl Layout {
    /// Blocks in layout order; the first is the entry block.
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    pub fn entry_block(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    pub fn is_block_placed(&self, block: Block) -> bool {
        self.block_placed[block]
    }

    pub fn append_block(&mut self, block: Block) {
        debug_assert!(!self.block_placed[block], "{block} placed twice");
        self.blocks.push(block);
        self.block_placed[block] = true;
    }

    /// Places `block` right after `after` (at the end if `after` is not
    /// placed).
    pub fn insert_block_after(&mut self, block: Block, after: Block) {
        let at = self.blocks.iter().position(|&b| b == after).map(|i| i + 1);
        self.place_at(block, at);
    }

    /// Places `block` right before `before` (at the end if `before` is not
    /// placed).
    pub fn insert_block_before(&mut self, block: Block, before: Block) {
        let at = self.blocks.iter().position(|&b| b == before);
        self.place_at(block, at);
    }

    /// Places `block` at position `at` of the block order (`None`: last).
    fn place_at(&mut self, block: Block, at: Option<usize>) {
        debug_assert!(!self.block_placed[block], "{block} placed twice");
        let at = at.unwrap_or(self.blocks.len());
        self.blocks.insert(at, block);
        self.block_placed[block] = true;
    }

    /// Takes a block and its instructions out of the layout.
    pub fn remove_block(&mut self, block: Block) {
        self.blocks.retain(|&b| b != block);
        self.block_placed[block] = false;
        for inst in std::mem::take(&mut self.block_insts[block]) {
            self.inst_block[inst] = None.into();
        }
    }

    /// Instructions of a block in order.
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.block_insts[block]
    }

    pub fn append_inst(&mut self, inst: Inst, block: Block) {
        self.block_insts[block].push(inst);
        self.inst_block[inst] = block.into();
    }

    /// Inserts `inst` at `index` within `block`.
    pub fn insert_inst(&mut self, inst: Inst, block: Block, index: usize) {
        self.block_insts[block].insert(index, inst);
        self.inst_block[inst] = block.into();
    }

    /// Puts a block's instructions in a new order (the same ones).
    pub fn reorder_block(&mut self, block: Block, order: Vec<Inst>) {
        debug_assert_eq!(order.len(), self.block_insts[block].len());
        debug_assert!(order.iter().all(|&i| self.inst_block(i) == Some(block)));
        self.block_insts[block] = order;
    }

    /// Takes an instruction out of the layout (a pass over its block:
    /// for many, [`remove_insts`](Self::remove_insts)).
    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some(block) = self.inst_block[inst].take() {
            self.block_insts[block].retain(|&i| i != inst);
        }
    }

    /// Takes instructions out of the layout, with one pass over each
    /// block they are in.
    pub fn remove_insts(&mut self, insts: &[Inst]) {
        let mut blocks: Vec<Block> = Vec::new();
        for &inst in insts {
            if let Some(block) = self.inst_block[inst].take() {
                if !blocks.contains(&block) {
                    blocks.push(block);
                }
            }
        }
        let Layout {
            block_insts,
            inst_block,
            ..
        } = self;
        for block in blocks {
            // Only the instructions just taken out have no block.
            block_insts[block].retain(|&i| inst_block[i].is_some());
        }
    }

    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        self.inst_block[inst].expand()
    }

    /// The block of a placed instruction and its index there (where
    /// [`insert_inst`](Self::insert_inst) puts an instruction before it).
    pub fn position(&self, inst: Inst) -> Option<(Block, usize)> {
        let block = self.inst_block(inst)?;
        let at = self.block_insts[block].iter().position(|&i| i == inst)?;
        Some((block, at))
    }

    /// The last instruction of a block, which a verified function's
    /// terminator is.
    pub fn last_inst(&self, block: Block) -> Option<Inst> {
        self.block_insts[block].last().copied()
    }

    /// All placed instructions in layout order.
    pub fn insts(&self) -> impl Iterator<Item = Inst> + '_ {
        self.blocks
            .iter()
            .flat_map(move |&b| self.block_insts[b].iter().copied())
    }
}
