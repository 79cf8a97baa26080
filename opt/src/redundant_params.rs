//! Block parameters that always receive one value: every edge into the
//! block passes that value, or another such parameter, or the parameter
//! itself. They are replaced by the value and removed with their branch
//! arguments.
//!
//! The analysis is optimistic, over the lattice *nothing yet* < *one
//! value* < *many*: each parameter starts at *nothing yet*, and each edge
//! argument meets into it (an argument that is itself a parameter brings
//! its own state, or itself once it is *many*) until nothing changes. So
//! a cycle of parameters fed by one value from outside (what mem2reg
//! leaves for a slot written once before a loop nest and only read in it)
//! goes away as a whole, which removing one parameter at a time cannot
//! see. Constants count by what they are, not by which instruction made
//! them: reverse mode's adjoint slots give loops of parameters fed by a
//! separate `fconst 0.0` on each edge, live through every inner loop.
//!
//! The value dominates the block: every path from the entry enters the
//! cycle through an edge that passes it. Cranelift has the same pass
//! (`remove_constant_phis`).
//!
//! Then, parameters equal to an earlier parameter of the same block go:
//! those every edge passes the same value as that one, or, on an edge
//! back from the loop, the same operation of it (LLVM's unrolled loops
//! count their index and their trip in two variables stepping by four
//! from zero: one add and one register per iteration, twice over in the
//! reverse sweep that rebuilds both).

use crate::edit::{self, Substitution};
use hashbrown::HashMap;
use zyme_ir::{Block, Function, InstData, Value};

/// What is known of a parameter's value.
#[derive(Clone, PartialEq, Eq, Debug)]
enum State {
    /// No edge has passed anything yet.
    Nothing,
    /// Always this value.
    One(Source),
    /// Several values: the parameter is a merge.
    Many,
}

/// A value as the lattice compares it: constants by contents.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Source {
    Value(Value),
    Const(InstData),
}

impl State {
    /// Meets `brought` in; says whether the state changed.
    fn meet_with(&mut self, brought: Source) -> bool {
        match self {
            State::Nothing => *self = State::One(brought),
            State::One(a) if *a == brought => return false,
            State::One(_) => *self = State::Many,
            State::Many => return false,
        }
        true
    }
}

/// What an edge passes to a parameter: another parameter (by its index),
/// or a value the lattice reads as it is.
enum Arg {
    Param(usize),
    Fixed(Source),
}

/// Replaces and removes the parameters that receive one value, then
/// those equal to another parameter; says whether any did.
pub fn run(func: &mut Function) -> bool {
    let one = one_value(func);
    congruent(func) | one
}

/// The parameters that receive one value.
fn one_value(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    // Every (parameter, argument) pair of every edge; parameters by their
    // index in `params`, arguments that are such parameters too.
    let mut index: HashMap<Value, usize> = HashMap::new();
    let mut params: Vec<Value> = Vec::new();
    let mut edges: Vec<(usize, Value)> = Vec::new();
    for &block in func.layout.blocks() {
        let Some(term) = func.layout.last_inst(block) else {
            continue;
        };
        for target in func.dfg.insts[term].targets_iter() {
            if target.block == entry {
                continue;
            }
            for (&p, &arg) in func.dfg.block_params(target.block).iter().zip(&target.args) {
                let i = *index.entry(p).or_insert_with(|| {
                    params.push(p);
                    params.len() - 1
                });
                edges.push((i, arg));
            }
        }
    }
    if edges.is_empty() {
        return false;
    }
    let source = |v: Value| match func.dfg.value_inst(v) {
        Some(c @ (InstData::Iconst { .. } | InstData::Fconst { .. })) => Source::Const(c.clone()),
        _ => Source::Value(v),
    };
    let pairs: Vec<(usize, Arg)> = edges
        .into_iter()
        .map(|(i, arg)| match index.get(&arg) {
            Some(&j) => (i, Arg::Param(j)),
            None => (i, Arg::Fixed(source(arg))),
        })
        .collect();
    let mut states = vec![State::Nothing; params.len()];
    loop {
        let mut changed = false;
        for (p, arg) in &pairs {
            let brought = match arg {
                Arg::Param(j) if j == p => continue,
                Arg::Param(j) => match &states[*j] {
                    State::Nothing => continue,
                    State::One(s) => s.clone(),
                    State::Many => Source::Value(params[*j]),
                },
                Arg::Fixed(s) => s.clone(),
            };
            changed |= states[*p].meet_with(brought);
        }
        if !changed {
            break;
        }
    }
    let state: HashMap<Value, State> = params.into_iter().zip(states).collect();
    // Replace: by the value, or by a constant made once at the top of the
    // entry block (not in the parameter's block: a preheader LICM made
    // must stay empty for the CFG simplification to fold it away).
    let mut subst = Substitution::default();
    let mut blocks: Vec<Block> = Vec::new();
    let mut consts: Vec<(InstData, Value)> = Vec::new();
    for block in func.layout.blocks().to_vec() {
        let params = func.dfg.block_params(block).to_vec();
        for p in params {
            let Some(State::One(s)) = state.get(&p) else {
                continue;
            };
            let to = match s {
                Source::Value(v) => *v,
                Source::Const(c) => match consts.iter().find(|(k, _)| k == c) {
                    Some(&(_, v)) => v,
                    None => {
                        let ty = func.dfg.value_type(p);
                        let inst = func.dfg.make_inst(c.clone(), &[ty]);
                        func.layout.insert_inst(inst, entry, 0);
                        let v = func.dfg.first_result(inst).expect("a constant's result");
                        consts.push((c.clone(), v));
                        v
                    }
                },
            };
            subst.insert(p, to);
            if blocks.last() != Some(&block) {
                blocks.push(block);
            }
        }
    }
    if blocks.is_empty() {
        return false;
    }
    subst.apply(func);
    let removals: Vec<(Block, Vec<bool>)> = blocks
        .into_iter()
        .map(|block| {
            let params = func.dfg.block_params(block);
            let keep = params
                .iter()
                .map(|p| !matches!(state.get(p), Some(State::One(_))))
                .collect();
            (block, keep)
        })
        .collect();
    edit::remove_block_params(func, &removals);
    true
}

/// Parameters equal to an earlier parameter of their block: on every edge
/// their arguments are the same value (constants by contents), or the
/// same binary operation of the two parameters themselves and equal
/// operands. By induction over the block's executions the two are equal
/// whenever the block runs: the first entry comes from an edge of the
/// first kind, and every later one keeps them equal.
fn congruent(func: &mut Function) -> bool {
    let Some(entry) = func.entry_block() else {
        return false;
    };
    let incoming = edit::incoming_edges(func);
    // Decided over the whole function, then the uses rewritten once; an
    // argument that is a parameter already found equal to another is read
    // as that one.
    let mut subst = Substitution::default();
    let mut removals: Vec<(Block, Vec<bool>)> = Vec::new();
    for &block in func.layout.blocks() {
        if block == entry {
            continue;
        }
        let Some(edges) = incoming.get(&block) else {
            continue;
        };
        let params = func.dfg.block_params(block);
        let mut gone = vec![false; params.len()];
        for j in 0..params.len() {
            for i in 0..j {
                if gone[i] || func.dfg.value_type(params[i]) != func.dfg.value_type(params[j]) {
                    continue;
                }
                let (p, q) = (params[i], params[j]);
                let all = edges.iter().all(|&(term, k)| {
                    let args = &func.dfg.insts[term].targets()[k].args;
                    let arg = |n: usize| subst.resolve(args[n]);
                    equal_args(func, arg(i), arg(j), p, q)
                });
                if all {
                    subst.insert(q, p);
                    gone[j] = true;
                    break;
                }
            }
        }
        if gone.contains(&true) {
            removals.push((block, gone));
        }
    }
    if removals.is_empty() {
        return false;
    }
    subst.apply(func);
    for (_, mask) in &mut removals {
        // `gone` becomes `keep`.
        mask.iter_mut().for_each(|g| *g = !*g);
    }
    edit::remove_block_params(func, &removals);
    true
}

/// Whether `a` and `b` (arguments for the parameters `p` and `q`) are
/// equal when `p` and `q` are.
fn equal_args(func: &Function, a: Value, b: Value, p: Value, q: Value) -> bool {
    let same = |x: Value, y: Value| {
        x == y
            || (x == p && y == q)
            || matches!(
                (edit::constant_of(func, x), edit::constant_of(func, y)),
                (Some(c), Some(d)) if c == d
            )
    };
    if same(a, b) {
        return true;
    }
    match (func.dfg.value_inst(a), func.dfg.value_inst(b)) {
        (
            Some(InstData::Binary {
                op: oa,
                args: [x1, y1],
            }),
            Some(InstData::Binary {
                op: ob,
                args: [x2, y2],
            }),
        ) => oa == ob && same(*x1, *x2) && same(*y1, *y2),
        _ => false,
    }
}
