//! Natural loops and their nesting: the `LoopForest`.
//!
//! A back edge is an edge `t -> h` whose head `h` dominates its tail `t`;
//! the natural loop of `h` is `h` plus every block that reaches one of its
//! back edges' tails without passing through `h` (Aho, Lam, Sethi, Ullman,
//! *Compilers*, 2nd ed., §9.6.6). Back edges to one header form one loop.
//! Natural loops are disjoint or nested, so they form a forest; derivative
//! synthesis walks it to size and index the tape of each loop level.
//!
//! Control flow that enters a cycle at more than one block (irreducible
//! control flow) has no natural loop for that cycle. It shows up as a
//! *retreating* edge of the depth-first search (`rpo(head) <= rpo(tail)`)
//! that is not a back edge. Such edges are reported, never guessed at:
//! `irreducible_edges` lists them, the function is not `is_reducible`, and
//! the natural loops that contain one say so (`has_irreducible_cycle`). A
//! consumer that needs every cycle to be a loop must reject the function.
//!
//! Only blocks reachable from the entry take part. Input must be verified
//! (see the crate docs); dominators must be those of the same graph.

use crate::list;
use crate::{ControlFlowGraph, DominatorTree};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use std::fmt;
use zyme_ir::function::DisplayNames;
use zyme_ir::{Block, Function};

/// A natural loop of one function.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Loop(u32);
entity_impl!(Loop, "loop");

/// What a loop is. Block lists are in layout order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopData {
    /// The one block every entry into the loop passes through.
    pub header: Block,
    /// Every block of the loop, nested loops' blocks included.
    pub blocks: Vec<Block>,
    /// The innermost loop that strictly contains this one.
    pub parent: Option<Loop>,
    /// 1 for an outermost loop, one more per level of nesting.
    pub depth: u32,
    /// The tails of the loop's back edges (blocks branching to the header).
    pub latches: Vec<Block>,
    /// Blocks of the loop with a successor outside it.
    pub exiting: Vec<Block>,
    /// Blocks outside the loop with a predecessor inside it.
    pub exits: Vec<Block>,
    /// The header's only (reachable) predecessor from outside: every
    /// entry into the loop comes through it.
    pub entering: Option<Block>,
    /// [`LoopData::entering`], when that block has no other successor:
    /// where code that must run once before the loop goes.
    pub preheader: Option<Block>,
    /// Whether an irreducible cycle lies inside the loop: its blocks are
    /// in `blocks`, but the cycle has no `Loop` of its own.
    pub has_irreducible_cycle: bool,
}

/// All natural loops of a function, their nesting, and the irreducible
/// edges that no natural loop accounts for.
///
/// Loops are numbered in preorder of the forest, siblings in layout order
/// of their headers, so a parent's number is smaller than its children's.
#[derive(Clone, Debug, Default)]
pub struct LoopForest {
    loops: PrimaryMap<Loop, LoopData>,
    innermost: SecondaryMap<Block, PackedOption<Loop>>,
    irreducible: Vec<(Block, Block)>,
}

impl LoopForest {
    /// Finds the loops of the graph `cfg`, whose dominator tree is `dom`.
    pub fn compute(cfg: &ControlFlowGraph, dom: &DominatorTree) -> LoopForest {
        let mut forest = LoopForest::default();
        let mut layout_pos: SecondaryMap<Block, usize> = SecondaryMap::new();
        for (i, &b) in cfg.blocks().iter().enumerate() {
            layout_pos[b] = i;
        }

        // Natural loops in reverse postorder of their headers, which puts
        // every loop after the loops containing it.
        struct Found {
            header: Block,
            latches: Vec<Block>,
            members: SecondaryMap<Block, bool>,
            parent: Option<usize>,
        }
        let mut found: Vec<Found> = Vec::new();
        let mut innermost: SecondaryMap<Block, Option<usize>> = SecondaryMap::new();
        for &header in cfg.reverse_postorder() {
            let latches: Vec<Block> = cfg
                .preds(header)
                .iter()
                .copied()
                .filter(|&p| cfg.is_reachable(p) && dom.dominates(header, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let mut members: SecondaryMap<Block, bool> = SecondaryMap::new();
            members[header] = true;
            let mut work = latches.clone();
            while let Some(b) = work.pop() {
                if members[b] {
                    continue;
                }
                members[b] = true;
                work.extend(
                    cfg.preds(b)
                        .iter()
                        .copied()
                        .filter(|&p| cfg.is_reachable(p) && !members[p]),
                );
            }
            let id = found.len();
            let parent = innermost[header];
            for &b in cfg.reverse_postorder() {
                if members[b] {
                    innermost[b] = Some(id);
                }
            }
            found.push(Found {
                header,
                latches,
                members,
                parent,
            });
        }

        // Renumber in preorder, children in layout order of their headers.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); found.len()];
        let mut roots = Vec::new();
        for (i, l) in found.iter().enumerate() {
            match l.parent {
                Some(p) => children[p].push(i),
                None => roots.push(i),
            }
        }
        let by_layout = |v: &mut Vec<usize>| v.sort_by_key(|&i| layout_pos[found[i].header]);
        by_layout(&mut roots);
        children.iter_mut().for_each(by_layout);
        let mut order = Vec::new();
        let mut stack: Vec<usize> = roots.into_iter().rev().collect();
        while let Some(i) = stack.pop() {
            order.push(i);
            stack.extend(children[i].iter().rev());
        }
        let mut new_id = vec![Loop(0); found.len()];
        for (n, &i) in order.iter().enumerate() {
            new_id[i] = Loop(n as u32);
        }

        for &i in &order {
            let l = &found[i];
            let parent = l.parent.map(|p| new_id[p]);
            let depth = parent.map_or(1, |p| forest.loops[p].depth + 1);
            let blocks: Vec<Block> = cfg
                .blocks()
                .iter()
                .copied()
                .filter(|&b| l.members[b])
                .collect();
            let mut latches = l.latches.clone();
            latches.sort_by_key(|&b| layout_pos[b]);
            let mut exiting = Vec::new();
            let mut exits = Vec::new();
            for &b in &blocks {
                for &s in cfg.succs(b) {
                    if !l.members[s] {
                        if exiting.last() != Some(&b) {
                            exiting.push(b);
                        }
                        if !exits.contains(&s) {
                            exits.push(s);
                        }
                    }
                }
            }
            exits.sort_by_key(|&b| layout_pos[b]);
            let outside: Vec<Block> = cfg
                .preds(l.header)
                .iter()
                .copied()
                .filter(|&p| cfg.is_reachable(p) && !l.members[p])
                .collect();
            let entering = match outside[..] {
                [p] => Some(p),
                _ => None,
            };
            let preheader = entering.filter(|&p| cfg.succs(p) == [l.header]);
            forest.loops.push(LoopData {
                header: l.header,
                blocks,
                parent,
                depth,
                latches,
                exiting,
                exits,
                entering,
                preheader,
                has_irreducible_cycle: false,
            });
        }
        for &b in cfg.reverse_postorder() {
            forest.innermost[b] = innermost[b].map(|i| new_id[i]).into();
        }

        // Retreating edges that are not back edges: irreducible cycles.
        for &tail in cfg.reverse_postorder() {
            for &head in cfg.succs(tail) {
                if cfg.rpo_number(head) <= cfg.rpo_number(tail) && !dom.dominates(head, tail) {
                    forest.irreducible.push((tail, head));
                    let mut lp = forest.innermost_loop(tail);
                    while let Some(l) = lp {
                        if forest.contains(l, head) {
                            forest.loops[l].has_irreducible_cycle = true;
                        }
                        lp = forest.loops[l].parent;
                    }
                }
            }
        }
        forest
    }

    /// The loops, in preorder (parents before children).
    pub fn loops(&self) -> impl Iterator<Item = Loop> + '_ {
        self.loops.keys()
    }

    /// The number of loops.
    pub fn len(&self) -> usize {
        self.loops.len()
    }

    /// Whether the function has no loops.
    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// What `lp` is.
    pub fn data(&self, lp: Loop) -> &LoopData {
        &self.loops[lp]
    }

    /// The innermost loop containing `block`, if any.
    pub fn innermost_loop(&self, block: Block) -> Option<Loop> {
        self.innermost[block].expand()
    }

    /// Whether `block` belongs to `lp` (directly or through a nested loop).
    pub fn contains(&self, lp: Loop, block: Block) -> bool {
        let mut inner = self.innermost_loop(block);
        while let Some(l) = inner {
            if l == lp {
                return true;
            }
            inner = self.loops[l].parent;
        }
        false
    }

    /// Whether every cycle of the function is a natural loop.
    pub fn is_reducible(&self) -> bool {
        self.irreducible.is_empty()
    }

    /// The edges `tail -> head` that close a cycle without `head`
    /// dominating `tail`, in reverse postorder of their tails.
    pub fn irreducible_edges(&self) -> &[(Block, Block)] {
        &self.irreducible
    }

    /// Prints the irreducible edges, then one line per loop:
    ///
    /// ```text
    /// irreducible edge block3 -> block2
    /// loop0: header block1, blocks [block1, block2], latches [block2], exits [block3], depth 1, preheader block0, exiting [block1]
    /// ```
    ///
    /// with `, parent loopN` for nested loops, `preheader -` when there is
    /// none, and `, contains irreducible cycle` where that applies.
    pub fn display<'a>(&'a self, func: &Function) -> DisplayLoops<'a> {
        DisplayLoops {
            forest: self,
            names: func.display_names(),
        }
    }

    /// Writes the irreducible edges (one line each).
    pub(crate) fn write_irreducible(
        &self,
        f: &mut fmt::Formatter,
        names: &DisplayNames,
    ) -> fmt::Result {
        for &(tail, head) in &self.irreducible {
            writeln!(
                f,
                "irreducible edge {} -> {}",
                names.block(tail),
                names.block(head)
            )?;
        }
        Ok(())
    }

    /// Writes the line of one loop, without the newline.
    pub(crate) fn write_loop(
        &self,
        f: &mut fmt::Formatter,
        names: &DisplayNames,
        lp: Loop,
    ) -> fmt::Result {
        let d = &self.loops[lp];
        let name = |b: &Block| names.block(*b);
        write!(
            f,
            "{lp}: header {}, blocks {}, latches {}, exits {}, depth {}, preheader {}, exiting {}",
            names.block(d.header),
            list(&d.blocks, name),
            list(&d.latches, name),
            list(&d.exits, name),
            d.depth,
            d.preheader.map_or("-".to_string(), |b| names.block(b)),
            list(&d.exiting, name),
        )?;
        if let Some(p) = d.parent {
            write!(f, ", parent {p}")?;
        }
        if d.has_irreducible_cycle {
            write!(f, ", contains irreducible cycle")?;
        }
        Ok(())
    }
}

impl std::ops::Index<Loop> for LoopForest {
    type Output = LoopData;
    fn index(&self, lp: Loop) -> &LoopData {
        &self.loops[lp]
    }
}

/// The printer returned by [`LoopForest::display`].
pub struct DisplayLoops<'a> {
    forest: &'a LoopForest,
    names: DisplayNames,
}

impl fmt::Display for DisplayLoops<'_> {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        self.forest.write_irreducible(f, &self.names)?;
        for lp in self.forest.loops() {
            self.forest.write_loop(f, &self.names, lp)?;
            writeln!(f)?;
        }
        Ok(())
    }
}
