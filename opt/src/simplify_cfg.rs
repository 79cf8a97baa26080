//! CFG simplification: branches on constants become jumps, unreachable
//! blocks go, a block whose only predecessor jumps to it is merged into
//! that predecessor, and empty blocks that only pass their parameters on
//! are bypassed.
//!
//! Fewer blocks matter more to reverse mode than to a CPU: every block
//! with several successors costs an edge id on the tape, and every merge
//! point a branch in the reverse pass. `-O0` code and inlined callees are
//! full of such blocks.

use crate::edit::{self, Substitution};
use zyme_ir::{Block, BlockCall, Function, InstData};

/// Simplifies until nothing changes; says whether anything did.
pub fn run(func: &mut Function) -> bool {
    let mut changed = false;
    let mut first = true;
    loop {
        // Only a folded branch removes an edge, and so can leave blocks
        // unreachable (merging and bypassing keep reachability).
        let folded = fold_branches(func);
        let mut round = folded;
        if std::mem::take(&mut first) || folded {
            round |= edit::remove_unreachable_blocks(func);
        }
        round |= merge_blocks(func);
        round |= bypass_forwarding_blocks(func);
        if !round {
            return changed;
        }
        changed = true;
    }
}

/// `brif` on a constant, or to the same edge twice, and `switch` on a
/// constant become `jump`s; a `switch` on a select of two constants
/// becomes a `brif` on the select's condition.
fn fold_branches(func: &mut Function) -> bool {
    let mut changed = false;
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for block in blocks {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        // The terminator the branch becomes, if it folds.
        let jump = |dest: &zyme_ir::BlockCall| InstData::Jump { dest: dest.clone() };
        let folded = match &func.dfg.insts[term] {
            InstData::Brif {
                cond,
                then_dest,
                else_dest,
            } => match edit::constant_of(func, *cond) {
                Some(c) if c.bits() & 1 != 0 => Some(jump(then_dest)),
                Some(_) => Some(jump(else_dest)),
                None => (then_dest == else_dest).then(|| jump(then_dest)),
            },
            InstData::Switch {
                arg,
                cases,
                default,
            } => {
                let target = |k: u64| {
                    cases
                        .iter()
                        .find(|(c, _)| *c == k)
                        .map_or(default, |(_, d)| d)
                };
                match edit::constant_of(func, *arg) {
                    Some(c) => Some(jump(target(c.bits()))),
                    None if cases.is_empty() => Some(jump(default)),
                    // `switch (select c, k1, k2)`: a two-way branch on `c`
                    // (an edge id the reverse recomputes from one
                    // condition).
                    None => select_of_constants(func, *arg).map(|(cond, k1, k2)| {
                        let (then_dest, else_dest) = (target(k1), target(k2));
                        if then_dest == else_dest {
                            jump(then_dest)
                        } else {
                            InstData::Brif {
                                cond,
                                then_dest: then_dest.clone(),
                                else_dest: else_dest.clone(),
                            }
                        }
                    }),
                }
            }
            _ => None,
        };
        if let Some(data) = folded {
            func.dfg.insts[term] = data;
            changed = true;
        }
    }
    changed
}

/// `(c, k1, k2)` when `v` is `select c, k1, k2` of two integer constants
/// (their bits, as a `switch` compares them).
fn select_of_constants(func: &Function, v: zyme_ir::Value) -> Option<(zyme_ir::Value, u64, u64)> {
    let InstData::Select { args: [c, a, b] } = func.dfg.value_inst(v)? else {
        return None;
    };
    let k = |x| match edit::constant_of(func, x)? {
        d @ zyme_ir::DataValue::Int(..) => Some(d.bits()),
        _ => None,
    };
    Some((*c, k(*a)?, k(*b)?))
}

/// Merges `b` into `a` when `a` ends in `jump b(args)` and is `b`'s only
/// predecessor: `b`'s parameters become the arguments.
///
/// Predecessor counts are computed once: a merge moves `b`'s outgoing
/// edges to `a`, which can only lower other blocks' counts, so a stale
/// count at worst misses a merge that the next round makes.
fn merge_blocks(func: &mut Function) -> bool {
    let preds = edit::pred_counts(func);
    let entry = func.entry_block();
    let mut changed = false;
    // One substitution for all merges: a later merge's arguments may name
    // an earlier merged block's parameters, which resolving follows.
    let mut subst = Substitution::default();
    let blocks: Vec<Block> = func.layout.blocks().to_vec();
    for a in blocks {
        while func.layout.is_block_placed(a) {
            let Some(term) = func.layout.last_inst(a) else {
                break;
            };
            let InstData::Jump { dest } = func.dfg.insts[term].clone() else {
                break;
            };
            let b = dest.block;
            if b == a || Some(b) == entry || preds[b] != 1 {
                break;
            }
            for (&param, &arg) in func.dfg.block_params(b).iter().zip(&dest.args) {
                subst.insert(param, arg);
            }
            func.layout.remove_inst(term);
            let moved: Vec<_> = func.layout.block_insts(b).to_vec();
            func.layout.remove_block(b);
            for inst in moved {
                func.layout.append_inst(inst, a);
            }
            func.dfg.blocks[b].params.clear();
            changed = true;
        }
    }
    subst.apply(func);
    changed
}

/// Sends the predecessors of a block that holds nothing but `jump c(args)`
/// straight to `c`, with the block's parameters replaced by what each
/// predecessor passed. Skipped when a predecessor already branches to `c`
/// (two edges to one block with different arguments would need an edge
/// block again) or when the parameters are used beyond that jump.
fn bypass_forwarding_blocks(func: &mut Function) -> bool {
    let mut changed = false;
    let entry = func.entry_block();
    // The candidates: blocks (not the entry) that hold one `jump`
    // elsewhere.
    let blocks: Vec<Block> = func
        .layout
        .blocks()
        .iter()
        .copied()
        .filter(|&b| {
            Some(b) != entry
                && matches!(func.layout.block_insts(b), &[t]
                    if matches!(&func.dfg.insts[t], InstData::Jump { dest } if dest.block != b))
        })
        .collect();
    if blocks.is_empty() {
        return false;
    }
    // Bypassing a block moves uses of its parameters onto its
    // predecessors' arguments; no other block's parameters change count.
    let params = blocks
        .iter()
        .flat_map(|&b| func.dfg.block_params(b).iter().copied());
    let uses = edit::use_counts_of(func, params);
    let mut preds = edit::predecessors(func);
    let branches_to = |func: &Function, p: Block, c: Block| {
        func.layout
            .last_inst(p)
            .is_some_and(|t| func.dfg.insts[t].targets_iter().any(|t| t.block == c))
    };
    for b in blocks {
        if !func.layout.is_block_placed(b) {
            continue;
        }
        let &[term] = func.layout.block_insts(b) else {
            continue;
        };
        let InstData::Jump { dest } = func.dfg.insts[term].clone() else {
            continue;
        };
        if dest.block == b {
            continue;
        }
        let params = func.dfg.block_params(b).to_vec();
        let local_uses = |p| dest.args.iter().filter(|&&a| a == p).count() as u32;
        if params
            .iter()
            .any(|p| uses.get(p).copied().unwrap_or(0) != local_uses(*p))
        {
            continue;
        }
        let b_preds = preds.get(&b).cloned().unwrap_or_default();
        let edges_to_b = |p| {
            func.layout.last_inst(p).map_or(0, |t| {
                func.dfg.insts[t]
                    .targets_iter()
                    .filter(|t| t.block == b)
                    .count()
            })
        };
        if b_preds.is_empty()
            || b_preds
                .iter()
                .any(|&p| p == b || branches_to(func, p, dest.block) || edges_to_b(p) != 1)
        {
            continue;
        }
        let dest_preds = preds.entry(dest.block).or_default();
        dest_preds.retain(|&p| p != b);
        dest_preds.extend(b_preds.iter().copied());
        preds.remove(&b);
        for p in b_preds {
            let Some(pterm) = func.layout.last_inst(p) else {
                continue;
            };
            for target in func.dfg.insts[pterm].targets_mut() {
                if target.block != b {
                    continue;
                }
                let args = dest
                    .args
                    .iter()
                    .map(|a| match params.iter().position(|p| p == a) {
                        Some(i) => target.args[i],
                        None => *a,
                    })
                    .collect::<Vec<_>>();
                *target = BlockCall::new(dest.block, args);
            }
        }
        func.layout.remove_block(b);
        changed = true;
    }
    changed
}
