//! The copies Cranelift's egraph makes of one value, merged again where
//! one of them would have run anyway.
//!
//! The egraph takes every pure instruction out of the layout and places
//! it again at its uses, in the scope of the dominator tree: a value read
//! in two sibling blocks is made in each, and one read in a branch and
//! in the block where the branches meet is made in both, so a path
//! through the branch makes it twice. Reverse mode reads forward values
//! in the arms of its `switch` on the branch the forward took and after
//! it (GradBench's ba: the reverse of the two branches of its Rodrigues
//! rotation, twice per observation), and its float constants (Cranelift
//! makes each again, a load from the constant pool, in every block that
//! reads it) in every block of a loop.
//!
//! So, after the egraph, the pure single-result instructions that compute
//! the same thing from the same operands are grouped, and a group whose
//! nearest common dominator is followed on every path, in the same loop,
//! by one of its copies' blocks becomes one instruction there (the copy
//! already in that block, or the first moved to its end): no path makes
//! it more often than before, and none twice. Integer constants are left
//! to the egraph (x86 and aarch64 encode them in the instructions that
//! read them). Merging repeats while it finds copies, since copies of
//! what read merged values become equal in turn.
//!
//! Instructions executed: mandelbrot −13.9% (its loop's float constants),
//! nbody −3.0%, and the derivatives of gmm −2.8%, ode −2.8%, lse −1.1%;
//! ba's Jacobian 2.5% faster (compiled without the egraph it is 8%
//! faster, with more instructions: the egraph also rewrites, and places
//! what zyme left in the block before the `switch` in the arms).

use super::def_block;
use super::sink_loads::pure;
use cranelift_codegen::dominator_tree::DominatorTree;
use cranelift_codegen::entity::packed_option::PackedOption;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{types, Block, Function, Inst, InstructionData, Value};
use cranelift_codegen::loop_analysis::LoopAnalysis;
use hashbrown::HashMap;

/// How many times merging repeats at most.
const ROUNDS: usize = 4;

/// Merges copies (see the module's comment); says how many went.
/// `domtree`, `cfg` and `loops` are the function's.
pub fn merge(
    func: &mut Function,
    domtree: &DominatorTree,
    cfg: &ControlFlowGraph,
    loops: &LoopAnalysis,
) -> usize {
    let post = PostDominators::compute(func, cfg);
    let order: Vec<Block> = domtree.cfg_rpo().copied().collect();
    let mut rpo: SecondaryMap<Block, u32> = SecondaryMap::new();
    for (k, &b) in order.iter().enumerate() {
        rpo[b] = k as u32;
    }
    let mut total = 0;
    for _ in 0..ROUNDS {
        let n = merge_round(func, domtree, &order, &rpo, &post, loops);
        total += n;
        if n == 0 {
            break;
        }
    }
    total
}

/// One round of [`merge`]: `order` is the blocks in reverse postorder,
/// `rpo` their positions in it.
fn merge_round(
    func: &mut Function,
    domtree: &DominatorTree,
    order: &[Block],
    rpo: &SecondaryMap<Block, u32>,
    post: &PostDominators,
    loops: &LoopAnalysis,
) -> usize {
    let common = |mut a: Block, mut b: Block| {
        while a != b {
            if rpo[a] > rpo[b] {
                a = domtree.idom(a).expect("a reachable block below the entry");
            } else {
                b = domtree.idom(b).expect("a reachable block below the entry");
            }
        }
        a
    };
    let mut groups: HashMap<(InstructionData, types::Type), Vec<Inst>> =
        HashMap::with_capacity(func.dfg.num_insts());
    let mut keys: Vec<(InstructionData, types::Type)> = Vec::new();
    for &block in order {
        let mut next = func.layout.first_inst(block);
        while let Some(inst) = next {
            next = func.layout.next_inst(inst);
            let inline = matches!(
                func.dfg.insts[inst],
                InstructionData::Unary { .. }
                    | InstructionData::Binary { .. }
                    | InstructionData::Ternary { .. }
                    | InstructionData::UnaryImm { .. }
                    | InstructionData::UnaryIeee32 { .. }
                    | InstructionData::UnaryIeee64 { .. }
                    | InstructionData::BinaryImm8 { .. }
                    | InstructionData::TernaryImm8 { .. }
                    | InstructionData::IntCompare { .. }
                    | InstructionData::FloatCompare { .. }
            );
            if !inline
                || !pure(func, inst)
                || func.dfg.inst_results(inst).len() != 1
                || immediate(func, inst)
            {
                continue;
            }
            let args: Vec<Value> = func
                .dfg
                .inst_values(inst)
                .map(|v| func.dfg.resolve_aliases(v))
                .collect();
            let mut resolved = args.into_iter();
            func.dfg
                .map_inst_values(inst, |v| resolved.next().unwrap_or(v));
            let key = (func.dfg.insts[inst], func.dfg.ctrl_typevar(inst));
            let group = groups.entry(key).or_default();
            if group.is_empty() {
                keys.push(key);
            }
            group.push(inst);
        }
    }
    let mut merged = 0;
    for key in keys {
        let group = &groups[&key];
        if group.len() < 2 {
            continue;
        }
        let blocks: Vec<Block> = group
            .iter()
            .filter_map(|&i| func.layout.inst_block(i))
            .collect();
        let at = blocks
            .iter()
            .copied()
            .reduce(common)
            .expect("a group has members");
        // Made where one of the copies would have been made anyway: a
        // copy's block follows `at` on every path, in the same loop.
        if !blocks.iter().any(|&b| {
            post.post_dominates(b, at) && loops.innermost_loop(b) == loops.innermost_loop(at)
        }) {
            continue;
        }
        let keeper = group[0];
        if !func
            .dfg
            .inst_values(keeper)
            .all(|v| def_block(func, v).is_some_and(|d| domtree.block_dominates(d, at)))
        {
            continue;
        }
        // The first copy in `at` (reverse postorder walks a block's
        // instructions in order), or the first copy moved to its end.
        let keeper = match group
            .iter()
            .find(|&&i| func.layout.inst_block(i) == Some(at))
        {
            Some(&i) => i,
            None => {
                let end = func
                    .layout
                    .last_inst(at)
                    .expect("a block ends with a branch");
                func.layout.remove_inst(keeper);
                func.layout.insert_inst(keeper, end);
                keeper
            }
        };
        let kept = func.dfg.first_result(keeper);
        for &copy in group {
            if copy == keeper {
                continue;
            }
            let old = func.dfg.first_result(copy);
            func.layout.remove_inst(copy);
            func.dfg.clear_results(copy);
            func.dfg.change_to_alias(old, kept);
            merged += 1;
        }
    }
    if merged > 0 {
        func.dfg.resolve_all_aliases();
    }
    merged
}

/// Immediate post-dominators: for each block that reaches a return (or a
/// trap), the first block every path from it to the function's end goes
/// through (`None` for the blocks ending the function, those whose paths
/// end in different blocks, and those that never get there).
struct PostDominators {
    ipdom: SecondaryMap<Block, PackedOption<Block>>,
}

impl PostDominators {
    fn compute(func: &Function, cfg: &ControlFlowGraph) -> PostDominators {
        // Reverse postorder of the reversed graph, from the blocks that
        // end the function (a virtual exit above them).
        let exits: Vec<Block> = func
            .layout
            .blocks()
            .filter(|&b| cfg.succ_iter(b).next().is_none())
            .collect();
        let mut seen: SecondaryMap<Block, bool> = SecondaryMap::new();
        let mut post = Vec::new();
        for &e in &exits {
            if seen[e] {
                continue;
            }
            seen[e] = true;
            let mut stack: Vec<(Block, Vec<Block>)> =
                vec![(e, cfg.pred_iter(e).map(|p| p.block).collect())];
            while let Some((b, preds)) = stack.last_mut() {
                if let Some(p) = preds.pop() {
                    if !seen[p] {
                        seen[p] = true;
                        let next: Vec<Block> = cfg.pred_iter(p).map(|q| q.block).collect();
                        stack.push((p, next));
                    }
                } else {
                    post.push(*b);
                    stack.pop();
                }
            }
        }
        let rpo: Vec<Block> = post.into_iter().rev().collect();
        // Exits are numbered first, below every block they end.
        let mut order: SecondaryMap<Block, u32> = SecondaryMap::with_default(u32::MAX);
        for (k, &b) in rpo.iter().enumerate() {
            order[b] = k as u32 + 1;
        }
        for &e in &exits {
            order[e] = 0;
        }
        // `None` is the virtual exit; `done` marks the blocks processed.
        let mut ipdom: SecondaryMap<Block, PackedOption<Block>> = SecondaryMap::new();
        let mut done: SecondaryMap<Block, bool> = SecondaryMap::new();
        for &e in &exits {
            done[e] = true;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in &rpo {
                if order[b] == 0 {
                    continue;
                }
                let mut new: Option<Option<Block>> = None;
                for s in cfg.succ_iter(b) {
                    if !done[s] {
                        continue;
                    }
                    new = Some(match new {
                        None => Some(s),
                        Some(n) => n.and_then(|n| Self::meet(&ipdom, &order, n, s)),
                    });
                }
                let Some(new) = new else { continue };
                if !done[b] || ipdom[b].expand() != new {
                    done[b] = true;
                    ipdom[b] = new.into();
                    changed = true;
                }
            }
        }
        PostDominators { ipdom }
    }

    /// The nearest common post-dominator of `a` and `b` (`None`: only the
    /// virtual exit).
    fn meet(
        ipdom: &SecondaryMap<Block, PackedOption<Block>>,
        order: &SecondaryMap<Block, u32>,
        mut a: Block,
        mut b: Block,
    ) -> Option<Block> {
        while a != b {
            if order[a] > order[b] {
                a = ipdom[a].expand()?;
            } else {
                b = ipdom[b].expand()?;
            }
        }
        Some(a)
    }

    /// Whether every path from `a` to the function's end goes through `b`.
    fn post_dominates(&self, b: Block, mut a: Block) -> bool {
        loop {
            if a == b {
                return true;
            }
            match self.ipdom[a].expand() {
                Some(p) => a = p,
                None => return false,
            }
        }
    }
}

/// An integer constant: an immediate of the instructions that read it.
fn immediate(func: &Function, inst: Inst) -> bool {
    matches!(func.dfg.insts[inst], InstructionData::UnaryImm { .. })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{BlockArg, InstBuilder, Opcode};

    /// `if c { r = x·y + 1 } else { r = 2 }; return r + x·y` with `x·y`
    /// made in the `then` arm and in the merge (as the egraph places it),
    /// or, when `both_arms`, in each arm and not in the merge.
    fn diamond(both_arms: bool) -> Function {
        test_function(
            &[types::I32, types::F64, types::F64],
            &[types::F64],
            |b, entry| {
                let [then, other, join] = [(); 3].map(|_| b.create_block());
                let r = b.append_block_param(join, types::F64);
                let (c, x, y) = (
                    b.block_params(entry)[0],
                    b.block_params(entry)[1],
                    b.block_params(entry)[2],
                );
                let zero = b.ins().iconst(types::I32, 0);
                let cond = b.ins().icmp(IntCC::NotEqual, c, zero);
                b.ins().brif(cond, then, &[], other, &[]);
                b.switch_to_block(then);
                let p = b.ins().fmul(x, y);
                let one = b.ins().f64const(1.0);
                let t = b.ins().fadd(p, one);
                b.ins().jump(join, &[BlockArg::Value(t)]);
                b.switch_to_block(other);
                let e = if both_arms {
                    b.ins().fmul(x, y)
                } else {
                    b.ins().f64const(2.0)
                };
                b.ins().jump(join, &[BlockArg::Value(e)]);
                b.switch_to_block(join);
                let s = if both_arms {
                    r
                } else {
                    let p2 = b.ins().fmul(x, y);
                    b.ins().fadd(r, p2)
                };
                b.ins().return_(&[s]);
            },
        )
    }

    /// [`merge`] with the function's flow graph, dominator tree and loops.
    fn merge_alone(func: &mut Function) -> usize {
        let cfg = ControlFlowGraph::with_function(func);
        let domtree = DominatorTree::with_function(func, &cfg);
        let loops = crate::lower::loops_of(func);
        merge(func, &domtree, &cfg, &loops)
    }

    fn multiplications(func: &Function) -> Vec<Block> {
        func.layout
            .blocks()
            .flat_map(|b| func.layout.block_insts(b).map(move |i| (b, i)))
            .filter(|&(_, i)| func.dfg.insts[i].opcode() == Opcode::Fmul)
            .map(|(b, _)| b)
            .collect()
    }

    #[test]
    fn a_value_made_in_a_branch_and_after_it_is_made_once_before_it() {
        let mut func = diamond(false);
        assert_eq!(multiplications(&func).len(), 2);
        assert_eq!(merge_alone(&mut func), 1);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let entry = func.layout.entry_block().unwrap();
        assert_eq!(multiplications(&func), vec![entry]);
    }

    #[test]
    fn a_value_made_in_each_arm_alone_stays_in_each() {
        // No path makes it twice, and a path through a third arm would
        // make it for nothing.
        let mut func = diamond(true);
        assert_eq!(merge_alone(&mut func), 0);
        assert_eq!(multiplications(&func).len(), 2);
    }

    #[test]
    fn post_dominators_of_a_diamond() {
        let func = diamond(false);
        let cfg = ControlFlowGraph::with_function(&func);
        let post = PostDominators::compute(&func, &cfg);
        let blocks: Vec<Block> = func.layout.blocks().collect();
        let (entry, then, other, join) = (blocks[0], blocks[1], blocks[2], blocks[3]);
        assert!(post.post_dominates(join, entry));
        assert!(post.post_dominates(join, then));
        assert!(post.post_dominates(join, other));
        assert!(!post.post_dominates(then, entry));
        assert!(!post.post_dominates(other, entry));
    }
}
