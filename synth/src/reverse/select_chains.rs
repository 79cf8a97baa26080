//! Select chains: a loop's running maximum or minimum, whose reverse
//! needs one index per run of the loop rather than one condition per
//! iteration.
//!
//! `a = x[i] > a ? x[i] : a` (lse's maximum, kmeans' nearest centre,
//! any argmax) is a header parameter `a` carried through `select`s, each
//! keeping the chain's value or taking a new one. The reverse of a
//! `select` sends the adjoint to the operand it chose, so it reads the
//! condition, and a condition made in every iteration was taped in every
//! iteration: a bit per element for lse, per point and centre for kmeans.
//! Where nothing but the chain's last value has a derivative outside the
//! chain (its members are read otherwise only by comparisons), the
//! adjoint enters the chain once, at the end, moves down it unchanged
//! and lands whole on the value the *last* taking `select` took: every
//! earlier `select` sends on a zero. So the reverse needs only which
//! `select` took last.
//!
//! Synthesis therefore gives the primal, before it is analysed, a count
//! of the chain's `select`s (a header parameter `E`, `0, m, 2m, …` for
//! `m` of them per iteration, the `k`-th's number `E + k`), the number
//! of the last that took (a header parameter `I`, from `-1`, moved by a
//! `select` on the same condition beside each of the chain's), and `I`
//! where the loop exits (a parameter `J` of the block the loop exits to,
//! which the exit edge gets to itself where that block has other
//! predecessors). The reverse of the `k`-th `select` then tests `E + k ==
//! J`: `E` is a counted induction variable, made again in the reverse,
//! and `J` is read once per run of the loop (from the tape of the exit
//! block, [`super::facts::Facts::record_of`]).
//!
//! The new values are dead in the primal: the function is restored when
//! the [`super::Reverse`] that marked it is dropped.
//!
//! Where the loop's reverse does nothing but carry the chain's adjoint
//! to its last taker ([`skips`]: one chain, nothing written, no other
//! adjoint crossing the loop's edge), every iteration but the taker's
//! adds zeros. Its reverse then runs the taker's iteration (the counter
//! set to `J / m` where it enters the loop) and iteration 0 (the back
//! edge sets the counter to 0), whose edge out passes the chain's
//! adjoint on to its start: lse's reverse of the maximum is two
//! iterations instead of `n`.

use hashbrown::HashMap;
use zyme_analysis::LoopForest;
use zyme_ir::{
    BinaryOp, Block, BlockCall, ControlFlowGraph, DominatorTree, Function, Inst, InstData, Type,
    Value, ValueDef,
};

/// A `select` of a chain, as its reverse reads it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ChainedSelect {
    /// The header of the chain's loop (whose reverse must be counted for
    /// the chain's count to be free there).
    pub header: Block,
    /// The operand that is not the chain's (the value it may take).
    pub taken: Value,
    /// The `select`'s number in its iteration's run (`E + k`).
    pub id: Value,
    /// The number of the last `select` that took, where the loop exits.
    pub last: Value,
}

/// A counted loop whose reverse runs only its chain's last taker's
/// iteration and its first (see the module's documentation).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct TakerSkip {
    /// The number of the last `select` that took (`J`, `-1` for none).
    pub last: Value,
    /// The `select`s per iteration (`m`: the iteration of `J` is `J / m`).
    pub step: u64,
}

/// The longest chain followed through one iteration.
const MAX_CHAIN: usize = 64;

/// A chain found in a loop: its `select`s in order, each with its chain
/// operand's position (1 or 2).
struct Chain {
    selects: Vec<(Inst, usize)>,
}

/// A loop with chains: its header, the block entering it, its latch
/// (where the chains' `select`s are, and its only way out) and the block
/// it exits to.
struct ChainLoop {
    header: Block,
    entry: Block,
    latch: Block,
    exit: Block,
    chains: Vec<Chain>,
}

/// Finds the select chains of `f` and gives it the counts their reverse
/// reads (see the module's documentation); returns each chain `select`'s
/// reading, empty where there is none.
pub fn mark(f: &mut Function) -> HashMap<Inst, ChainedSelect> {
    let mut out = HashMap::new();
    if f.is_declaration() {
        return out;
    }
    for lp in find(f) {
        rewrite(f, &lp, &mut out);
    }
    out
}

fn find(f: &Function) -> Vec<ChainLoop> {
    let cfg = ControlFlowGraph::compute(f);
    let dom = DominatorTree::compute(&cfg);
    let forest = LoopForest::compute(&cfg, &dom);
    let mut found = Vec::new();
    for lp in forest.loops() {
        let d = forest.data(lp);
        let (&[latch], &[exit], &[exiting]) = (&d.latches[..], &d.exits[..], &d.exiting[..]) else {
            continue;
        };
        if d.has_irreducible_cycle || exiting != latch || forest.innermost_loop(latch) != Some(lp) {
            continue;
        }
        let outside: Vec<Block> = cfg
            .preds(d.header)
            .iter()
            .copied()
            .filter(|p| !d.blocks.contains(p))
            .collect();
        let [entry] = outside[..] else { continue };
        // No return (or trap) inside, and an exit block that starts no
        // loop of its own.
        let returns = d.blocks.iter().any(|&b| {
            f.layout
                .last_inst(b)
                .is_none_or(|t| f.dfg.insts[t].targets_iter().next().is_none())
        });
        let exit_loops = forest.loops().any(|l| forest.data(l).header == exit);
        // The latch branches back or out, once each; the header is
        // entered once from outside.
        let Some(term) = f.layout.last_inst(latch) else {
            continue;
        };
        let InstData::Brif {
            then_dest,
            else_dest,
            ..
        } = &f.dfg.insts[term]
        else {
            continue;
        };
        let back = match (then_dest.block, else_dest.block) {
            (t, e) if t == d.header && e == exit => then_dest,
            (t, e) if e == d.header && t == exit => else_dest,
            _ => continue,
        };
        let entries = f.layout.last_inst(entry).map_or(0, |t| {
            f.dfg.insts[t]
                .targets_iter()
                .filter(|c| c.block == d.header)
                .count()
        });
        if returns || exit_loops || entries != 1 {
            continue;
        }
        let chains: Vec<Chain> = f
            .dfg
            .block_params(d.header)
            .iter()
            .enumerate()
            .filter_map(|(i, &p)| {
                let ty = f.dfg.value_type(p);
                if !ty.is_float() || ty.is_vector() {
                    return None;
                }
                let selects = walk(f, latch, p, *back.args.get(i)?)?;
                uses_allowed(f, &d.blocks, term, i, p, &selects).then_some(Chain { selects })
            })
            .collect();
        if !chains.is_empty() {
            found.push(ChainLoop {
                header: d.header,
                entry,
                latch,
                exit,
                chains,
            });
        }
    }
    found
}

/// The chain from the header parameter `p` to `last` (what the back edge
/// passes for it): `select`s in `latch`, in order, each with the position
/// of its chain operand.
fn walk(f: &Function, latch: Block, p: Value, last: Value) -> Option<Vec<(Inst, usize)>> {
    let mut selects = Vec::new();
    let mut v = last;
    while v != p {
        let ValueDef::Result(inst, 0) = f.dfg.values[v].def else {
            return None;
        };
        let InstData::Select { args: [c, x, y] } = f.dfg.insts[inst] else {
            return None;
        };
        if f.layout.inst_block(inst) != Some(latch)
            || f.dfg.value_type(c) != Type::I1
            || selects.len() == MAX_CHAIN
        {
            return None;
        }
        // The chain operand: the parameter, or another `select` (LLVM's
        // `select %c, %new, %old` first).
        let is_link = |o: Value| {
            o == p
                || matches!(f.dfg.values[o].def, ValueDef::Result(i, 0)
                    if matches!(f.dfg.insts[i], InstData::Select { .. }))
        };
        let at = if is_link(y) {
            2
        } else if is_link(x) {
            1
        } else {
            return None;
        };
        selects.push((inst, at));
        v = if at == 2 { y } else { x };
    }
    if selects.is_empty() {
        return None;
    }
    selects.reverse();
    Some(selects)
}

/// Whether the chain's members are read only by its own `select`s (as
/// their chain operand), by comparisons, by the back edge (the last
/// member) and outside the loop (the last member): then the adjoint
/// enters the chain only at its end.
fn uses_allowed(
    f: &Function,
    blocks: &[Block],
    term: Inst,
    param: usize,
    p: Value,
    selects: &[(Inst, usize)],
) -> bool {
    let last = f.dfg.inst_results(selects[selects.len() - 1].0)[0];
    let mut member: HashMap<Value, Option<Inst>> = HashMap::new();
    // Each member and the `select` that reads it as its chain operand.
    let mut prev = p;
    for &(inst, _) in selects {
        member.insert(prev, Some(inst));
        prev = f.dfg.inst_results(inst)[0];
    }
    member.insert(last, None);
    for &b in f.layout.blocks() {
        for &inst in f.layout.block_insts(b) {
            let data = &f.dfg.insts[inst];
            let ops = data.operands();
            if !ops.iter().any(|o| member.contains_key(o)) {
                continue;
            }
            if matches!(data, InstData::Fcmp { .. }) {
                continue;
            }
            if !blocks.contains(&b) {
                // Outside the loop: the chain's result only.
                if ops.iter().any(|o| *o != last && member.contains_key(o)) {
                    return false;
                }
                continue;
            }
            if inst == term {
                // The back edge passes the last member for the chain's
                // parameter, and the exit edge may pass it out.
                for dest in data.targets_iter() {
                    for (i, a) in dest.args.iter().enumerate() {
                        let back = blocks.contains(&dest.block) && i == param;
                        if member.contains_key(a) && *a != last {
                            return false;
                        }
                        if *a == last && blocks.contains(&dest.block) && !back {
                            return false;
                        }
                    }
                }
                continue;
            }
            let InstData::Select { args: [c, x, y] } = data else {
                return false;
            };
            // A chain `select`, reading its link as its chain operand only.
            let Some(&(_, at)) = selects.iter().find(|s| s.0 == inst) else {
                return false;
            };
            let link = if at == 2 { *y } else { *x };
            let taken = if at == 2 { *x } else { *y };
            if member.contains_key(c)
                || member.contains_key(&taken)
                || member.get(&link) != Some(&Some(inst))
            {
                return false;
            }
        }
    }
    true
}

/// Adds the counts of one loop's chains (see the module's documentation).
///
/// The constants go into the function's entry block and the last takers
/// into an exit block the latch alone enters (the exit edge gets a block
/// of its own where the exit block has other predecessors): each new
/// value is then defined before the loop's exits, so a later
/// [`super::exits::counted_loop_form`] (a second request for the
/// function) changes nothing of what the reverse reads, and the last
/// taker is made by the edge out of this loop only.
fn rewrite(f: &mut Function, lp: &ChainLoop, out: &mut HashMap<Inst, ChainedSelect>) {
    let m = lp.chains.iter().map(|c| c.selects.len()).max().unwrap_or(0) as u64;
    let exit = own_exit(f, lp);
    let e = f.dfg.append_block_param(lp.header, Type::I64);
    let zero = at_entry(f, iconst(0));
    pass(f, lp.entry, lp.header, zero);
    let step = before_terminator(f, lp.latch, iconst(m));
    let next = before_terminator(
        f,
        lp.latch,
        InstData::Binary {
            op: BinaryOp::Iadd,
            args: [e, step],
        },
    );
    pass(f, lp.latch, lp.header, next);
    for chain in &lp.chains {
        let start = f.dfg.append_block_param(lp.header, Type::I64);
        let none = at_entry(f, iconst(u64::MAX));
        pass(f, lp.entry, lp.header, none);
        let last = f.dfg.append_block_param(exit, Type::I64);
        let mut index = start;
        let mut ids = Vec::new();
        for (k, &(sel, at)) in chain.selects.iter().enumerate() {
            let InstData::Select { args: [c, x, y] } = f.dfg.insts[sel] else {
                unreachable!("a chain is of selects")
            };
            let (anchor, id) = if k == 0 {
                (sel, e)
            } else {
                let (at_k, k) = after(f, sel, iconst(k as u64));
                let add = InstData::Binary {
                    op: BinaryOp::Iadd,
                    args: [e, k],
                };
                after(f, at_k, add)
            };
            let args = if at == 2 {
                [c, id, index]
            } else {
                [c, index, id]
            };
            index = after(f, anchor, InstData::Select { args }).1;
            ids.push((sel, if at == 2 { x } else { y }, id));
        }
        pass(f, lp.latch, lp.header, index);
        pass(f, lp.latch, exit, index);
        for (sel, taken, id) in ids {
            let header = lp.header;
            out.insert(
                sel,
                ChainedSelect {
                    header,
                    taken,
                    id,
                    last,
                },
            );
        }
    }
}

/// The block the latch's exit edge goes to, made the latch's alone (a
/// jump with the edge's arguments, as [`super::exits`] makes dedicated
/// exits) where the exit block has other predecessors.
fn own_exit(f: &mut Function, lp: &ChainLoop) -> Block {
    if ControlFlowGraph::compute(f).preds(lp.exit) == [lp.latch] {
        return lp.exit;
    }
    let term = f
        .layout
        .last_inst(lp.latch)
        .expect("a latch ends in a branch");
    let own = f.dfg.make_block();
    let mut to = None;
    for t in f.dfg.insts[term].targets_mut() {
        if t.block == lp.exit {
            to = Some(std::mem::replace(t, BlockCall::new(own, Vec::new())));
        }
    }
    let to = to.expect("the latch exits");
    let jump = f.dfg.make_inst(InstData::Jump { dest: to }, &[]);
    f.layout.insert_block_after(own, lp.latch);
    f.layout.append_inst(jump, own);
    own
}

/// `data` (an `i64` result) placed first in the function's entry block.
fn at_entry(f: &mut Function, data: InstData) -> Value {
    let entry = f.layout.entry_block().expect("a defined function");
    place(f, entry, 0, data).1
}

fn iconst(imm: u64) -> InstData {
    InstData::Iconst { ty: Type::I64, imm }
}

/// Adds `v` as the last argument of every edge from `from` to `to`.
fn pass(f: &mut Function, from: Block, to: Block, v: Value) {
    let term = f.layout.last_inst(from).expect("a terminator");
    for t in f.dfg.insts[term].targets_mut() {
        if t.block == to {
            t.args.push(v);
        }
    }
}

/// `data` (an `i64` result) placed before `block`'s terminator.
fn before_terminator(f: &mut Function, block: Block, data: InstData) -> Value {
    let at = f.layout.block_insts(block).len() - 1;
    place(f, block, at, data).1
}

/// `data` (an `i64` result) placed right after `inst`.
fn after(f: &mut Function, inst: Inst, data: InstData) -> (Inst, Value) {
    let (block, at) = f.layout.position(inst).expect("placed");
    place(f, block, at + 1, data)
}

fn place(f: &mut Function, block: Block, at: usize, data: InstData) -> (Inst, Value) {
    let inst = f.dfg.make_inst(data, &[Type::I64]);
    f.layout.insert_inst(inst, block, at);
    (inst, f.dfg.inst_results(inst)[0])
}

/// The counted loops with chains whose reverse may skip to the last
/// taker's iteration: those with one chain, whose blocks write nothing,
/// call nothing and synchronise nothing, whose header carries no adjoint
/// but the chain's, and whose values with adjoints are read after the
/// loop only where they are the chain's. Every adjoint in such a loop's
/// reverse comes from the chain's, which is zero in every iteration but
/// the taker's and reaches the loop's start only through the chain.
pub(super) fn skips(
    vals: super::facts::Values,
    counted: &super::facts::CountedLoops,
) -> HashMap<Block, TakerSkip> {
    let f = vals.orig;
    let mut by_header: HashMap<Block, Vec<(Inst, ChainedSelect)>> = HashMap::new();
    for (&inst, &c) in &counted.chained {
        by_header.entry(c.header).or_default().push((inst, c));
    }
    let mut out = HashMap::new();
    for (header, links) in by_header {
        let last = links[0].1.last;
        if links.iter().any(|(_, c)| c.last != last) {
            continue;
        }
        let Some(l) = counted.get(&header) else {
            continue;
        };
        // The chain's count: a counted induction variable from 0.
        let Some(&(start, step)) = links.iter().find_map(|(_, c)| l.ivs.get(&c.id)) else {
            continue;
        };
        // `J / m` is the iteration only for a count from 0 (as `rewrite`
        // makes it) by a positive step.
        let from_zero = matches!(
            f.dfg.value_inst(start),
            Some(InstData::Iconst { imm: 0, .. })
        );
        let Ok(step) = u64::try_from(step) else {
            continue;
        };
        if step == 0 || !from_zero {
            continue;
        }
        let chain_values: Vec<Value> = links
            .iter()
            .flat_map(|&(inst, c)| {
                let r = f.dfg.inst_results(inst)[0];
                let link = match f.dfg.insts[inst] {
                    InstData::Select { args: [_, x, y] } if x == c.taken => y,
                    InstData::Select { args: [_, x, _] } => x,
                    _ => r,
                };
                [r, link]
            })
            .collect();
        let inside = |b: Block| l.blocks.contains(&b);
        let has_adjoint = |v: Value| vals.adj_ty(v).is_some() && !chain_values.contains(&v);
        let defined_inside =
            |v: Value| super::facts::def_block(f, v).is_some_and(inside) && has_adjoint(v);
        let mut ok = f.dfg.block_params(header).iter().all(|&p| !has_adjoint(p));
        'blocks: for &b in f.layout.blocks() {
            for &inst in f.layout.block_insts(b) {
                let data = &f.dfg.insts[inst];
                if inside(b) {
                    let effect = data.has_side_effects()
                        && !data.is_terminator()
                        && !matches!(data, InstData::Binary { .. });
                    // An edge out passes values on: read after the loop.
                    let out_args = data
                        .targets_iter()
                        .filter(|t| !inside(t.block))
                        .flat_map(|t| t.args.iter())
                        .any(|&a| defined_inside(a));
                    if effect || out_args {
                        ok = false;
                        break 'blocks;
                    }
                } else if data.operands().iter().any(|&a| defined_inside(a)) {
                    ok = false;
                    break 'blocks;
                }
            }
        }
        if ok {
            out.insert(header, TakerSkip { last, step });
        }
    }
    out
}
