//! Structured control flow from the CFG: Norman Ramsey, "Beyond Relooper:
//! recursive translation of unstructured control flow to structured
//! control flow" (ICFP 2022), §4–5.
//!
//! For a reducible graph, `do_tree` walks the dominator tree. A block's
//! code is wrapped in one wasm `block` per merge node it immediately
//! dominates (innermost: the lowest in reverse postorder), and the merge
//! node's code follows the `end` of its `block`; a loop header's code is
//! also wrapped in a `loop`. A branch goes backward with `br` to the
//! `loop` of its target, forward to a merge node with `br` to the end of
//! the `block` that its code follows, and to any other block (which then
//! has exactly one forward in-edge, from the branch's own block, so it is
//! a dominator-tree child) by emitting that block's tree in place. The
//! context stack `FuncCx::control` says how many constructs lie between a
//! branch and its target's label.
//!
//! Block arguments are parallel copies through the operand stack: every
//! argument is pushed, then the target's parameters are popped in
//! reverse, so a block may pass its parameters to itself in any order.
//!
//! An irreducible graph falls back to a dispatch loop: a `loop` around one
//! `block` per reachable block and a `br_table` on a label local; every
//! branch sets the label and jumps back to the loop head. It is slower
//! but handles any graph, and its emission does not recurse, so it also
//! takes functions whose dominator tree is deeper than
//! `MAX_STRUCTURED_DEPTH`. (Engines compile a dispatch loop over
//! thousands of blocks slowly, so deep but reducible functions are
//! translated structurally on a thread with a large stack instead.)
//!
//! No code falls through the end of a construct: every translated block
//! ends in a branch, a `return` or `unreachable`.

use crate::write::error::{internal, IResult};
use crate::write::func::{emit_inst, FuncCx};
use crate::write::structure::{ControlPlan, MAX_STRUCTURED_DEPTH};
use crate::write::WriteError;
use std::borrow::Cow;
use wasm_encoder::{BlockType, Instruction as I, ValType};
use zyme_ir::{Block, BlockCall, Inst, InstData, Value};

/// One enclosing structured construct.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Ctl {
    /// The `loop` of a loop header: `br` here re-enters the header.
    LoopHeadedBy(Block),
    /// A `block` whose end is followed by the merge node's code.
    BlockFollowedBy(Block),
    /// The arms of a two-way branch.
    IfThenElse,
    /// A `block` of a `br_table` dispatch (a switch's edge, or a block of
    /// the dispatch loop).
    Case,
    /// The dispatch loop of an irreducible function.
    Dispatch,
}

/// How branches are translated in this function.
struct Stackifier<'p> {
    plan: &'p ControlPlan,
    /// The label local of the dispatch loop, for an irreducible function.
    dispatch_label: Option<u32>,
}

/// Dominator trees deeper than this are translated on a thread of their
/// own with a stack sized for them (the translation recurses a few frames
/// per level).
const DEEP: u32 = 256;

/// Emits the whole body of `fx`'s function.
pub fn emit_body(fx: &mut FuncCx<'_>) -> Result<(), WriteError> {
    let plan = ControlPlan::compute(fx.func);
    let structured = !plan.irreducible && plan.dom_depth <= MAX_STRUCTURED_DEPTH;
    if structured && plan.dom_depth > DEEP {
        let stack = (16 << 20) + plan.dom_depth as usize * 16 * 1024;
        let done = std::thread::scope(|scope| {
            let worker = std::thread::Builder::new()
                .stack_size(stack)
                .spawn_scoped(scope, || emit_with(fx, &plan, true));
            worker.ok().map(|w| w.join())
        });
        match done {
            Some(Ok(result)) => return result,
            Some(Err(panic)) => std::panic::resume_unwind(panic),
            // No thread to be had: the dispatch loop needs no deep stack.
            None => return emit_with(fx, &plan, false),
        }
    }
    emit_with(fx, &plan, structured)
}

fn emit_with(fx: &mut FuncCx<'_>, plan: &ControlPlan, structured: bool) -> Result<(), WriteError> {
    let Some(&entry) = plan.rpo.first() else {
        return Err(fx.blame(None, internal_err("no entry block".into())));
    };
    if structured {
        let s = Stackifier {
            plan,
            dispatch_label: None,
        };
        do_tree(fx, &s, entry)
    } else {
        let label = fx.temp(ValType::I32);
        let s = Stackifier {
            plan,
            dispatch_label: Some(label),
        };
        emit_dispatch(fx, &s, label)
    }
}

/// The code of `block` and of the blocks it dominates.
fn do_tree(fx: &mut FuncCx<'_>, s: &Stackifier<'_>, block: Block) -> Result<(), WriteError> {
    if s.plan.is_loop_header(block) {
        fx.push(I::Loop(BlockType::Empty));
        fx.control.push(Ctl::LoopHeadedBy(block));
        node_within(fx, s, block, s.plan.merge_children(block))?;
        fx.control.pop();
        fx.push(I::End);
        Ok(())
    } else {
        node_within(fx, s, block, s.plan.merge_children(block))
    }
}

fn node_within(
    fx: &mut FuncCx<'_>,
    s: &Stackifier<'_>,
    block: Block,
    merges: &[Block],
) -> Result<(), WriteError> {
    match merges.split_first() {
        Some((&outer, rest)) => {
            fx.push(I::Block(BlockType::Empty));
            fx.control.push(Ctl::BlockFollowedBy(outer));
            node_within(fx, s, block, rest)?;
            fx.control.pop();
            fx.push(I::End);
            do_tree(fx, s, outer)
        }
        None => emit_block(fx, s, block),
    }
}

/// A block's instructions and its terminator.
fn emit_block(fx: &mut FuncCx<'_>, s: &Stackifier<'_>, block: Block) -> Result<(), WriteError> {
    let insts = fx.func.layout.block_insts(block);
    let Some((&term, body)) = insts.split_last() else {
        return Err(fx.blame(None, internal_err(format!("{block} is empty"))));
    };
    for &inst in body {
        emit_inst(fx, inst).map_err(|e| fx.blame(Some(inst), e))?;
    }
    emit_terminator(fx, s, block, term)
}

fn internal_err(why: String) -> crate::write::error::InstError {
    crate::write::error::InstError::Internal(why)
}

fn emit_terminator(
    fx: &mut FuncCx<'_>,
    s: &Stackifier<'_>,
    from: Block,
    term: Inst,
) -> Result<(), WriteError> {
    let func = fx.func;
    match &func.dfg.insts[term] {
        InstData::Jump { dest } => do_branch(fx, s, from, dest, term),
        InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } => {
            fx.get(*cond, 0);
            fx.push(I::If(BlockType::Empty));
            fx.control.push(Ctl::IfThenElse);
            do_branch(fx, s, from, then_dest, term)?;
            fx.push(I::Else);
            do_branch(fx, s, from, else_dest, term)?;
            fx.control.pop();
            fx.push(I::End);
            Ok(())
        }
        InstData::Switch {
            arg,
            cases,
            default,
        } => emit_switch(fx, s, from, term, *arg, cases, default),
        InstData::Return { args } => {
            for &a in args {
                fx.get_all(a);
            }
            fx.release_frame();
            fx.push(I::Return);
            Ok(())
        }
        InstData::Unreachable | InstData::Trap => {
            fx.push(I::Unreachable);
            Ok(())
        }
        _ => Err(fx.blame(
            Some(term),
            internal_err("a block without a terminator".into()),
        )),
    }
}

/// A `switch`: one `block` per distinct edge, entered through a
/// `br_table` when the case values are dense, otherwise through a chain of
/// `br_if`s; each edge's branch follows the end of its `block`.
fn emit_switch(
    fx: &mut FuncCx<'_>,
    s: &Stackifier<'_>,
    from: Block,
    term: Inst,
    arg: Value,
    cases: &[(u64, BlockCall)],
    default: &BlockCall,
) -> Result<(), WriteError> {
    fn edge_of<'c>(call: &'c BlockCall, edges: &mut Vec<&'c BlockCall>) -> u32 {
        match edges.iter().position(|e| *e == call) {
            Some(k) => k as u32,
            None => {
                edges.push(call);
                edges.len() as u32 - 1
            }
        }
    }
    let mut edges: Vec<&BlockCall> = Vec::new();
    let case_edges: Vec<(u64, u32)> = cases
        .iter()
        .map(|(v, call)| (*v, edge_of(call, &mut edges)))
        .collect();
    let default_edge = edge_of(default, &mut edges);
    let n = edges.len() as u32;
    for _ in 0..n {
        fx.push(I::Block(BlockType::Empty));
        fx.control.push(Ctl::Case);
    }
    let wide = fx.ty(arg).lane() == zyme_ir::ScalarType::I64;
    let bits = fx.ty(arg).lane().bits();
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let values: Vec<(u64, u32)> = case_edges.iter().map(|&(v, e)| (v & mask, e)).collect();
    let min = values.iter().map(|p| p.0).min().unwrap_or(0);
    let max = values.iter().map(|p| p.0).max().unwrap_or(0);
    let span = max - min;
    if !values.is_empty() && span < 4 * values.len() as u64 + 16 {
        // Dense: index = arg - min, anything outside goes to the default.
        let mut table = vec![default_edge; span as usize + 1];
        for &(v, e) in values.iter().rev() {
            table[(v - min) as usize] = e;
        }
        if wide {
            let t = fx.temp(ValType::I64);
            fx.get(arg, 0);
            fx.push(I::I64Const(min as i64));
            fx.push(I::I64Sub);
            fx.push(I::LocalTee(t));
            fx.push(I::I64Const(span as i64));
            fx.push(I::I64GtU);
            fx.push(I::BrIf(default_edge));
            fx.push(I::LocalGet(t));
            fx.push(I::I32WrapI64);
        } else {
            fx.get(arg, 0);
            fx.push(I::I32Const(min as i32));
            fx.push(I::I32Sub);
        }
        fx.push(I::BrTable(Cow::Owned(table), default_edge));
    } else {
        for &(v, e) in &values {
            fx.get(arg, 0);
            if wide {
                fx.push(I::I64Const(v as i64));
                fx.push(I::I64Eq);
            } else {
                fx.push(I::I32Const(v as i32));
                fx.push(I::I32Eq);
            }
            fx.push(I::BrIf(e));
        }
        fx.push(I::Br(default_edge));
    }
    for edge in edges {
        fx.control.pop();
        fx.push(I::End);
        do_branch(fx, s, from, edge, term)?;
    }
    Ok(())
}

/// Pushes every argument, then pops them into the target's parameters.
fn copy_args(fx: &mut FuncCx<'_>, call: &BlockCall) {
    let params = fx.func.dfg.block_params(call.block);
    for &a in &call.args {
        fx.get_all(a);
    }
    for &p in params.iter().rev() {
        for lane in (0..fx.ty(p).lanes()).rev() {
            fx.set(p, lane);
        }
    }
}

/// The branch `from -> call.block`.
fn do_branch(
    fx: &mut FuncCx<'_>,
    s: &Stackifier<'_>,
    from: Block,
    call: &BlockCall,
    term: Inst,
) -> Result<(), WriteError> {
    copy_args(fx, call);
    let to = call.block;
    let blame = |fx: &FuncCx<'_>, e| fx.blame(Some(term), e);
    if let Some(label) = s.dispatch_label {
        fx.push(I::I32Const(s.plan.index(to) as i32));
        fx.push(I::LocalSet(label));
        let d = depth(fx, |c| c == Ctl::Dispatch).map_err(|e| blame(fx, e))?;
        fx.push(I::Br(d));
        Ok(())
    } else if s.plan.is_backward(from, to) {
        let d = depth(fx, |c| c == Ctl::LoopHeadedBy(to)).map_err(|e| blame(fx, e))?;
        fx.push(I::Br(d));
        Ok(())
    } else if s.plan.is_merge(to) {
        let d = depth(fx, |c| c == Ctl::BlockFollowedBy(to)).map_err(|e| blame(fx, e))?;
        fx.push(I::Br(d));
        Ok(())
    } else {
        do_tree(fx, s, to)
    }
}

/// The relative depth of the innermost construct `want` accepts.
fn depth(fx: &FuncCx<'_>, want: impl Fn(Ctl) -> bool) -> IResult<u32> {
    match fx.control.iter().rev().position(|&c| want(c)) {
        Some(d) => Ok(d as u32),
        None => internal("a branch target is not in scope"),
    }
}

/// The fallback for irreducible graphs: a loop over a `br_table` on the
/// label local, one `block` per reachable block in reverse postorder.
fn emit_dispatch(fx: &mut FuncCx<'_>, s: &Stackifier<'_>, label: u32) -> Result<(), WriteError> {
    let n = s.plan.rpo.len() as u32;
    fx.push(I::Loop(BlockType::Empty));
    fx.control.push(Ctl::Dispatch);
    for _ in 0..n {
        fx.push(I::Block(BlockType::Empty));
        fx.control.push(Ctl::Case);
    }
    fx.push(I::LocalGet(label));
    let table: Vec<u32> = (0..n).collect();
    fx.push(I::BrTable(Cow::Owned(table), 0));
    for &block in &s.plan.rpo {
        fx.control.pop();
        fx.push(I::End);
        emit_block(fx, s, block)?;
    }
    fx.control.pop();
    fx.push(I::End);
    Ok(())
}
