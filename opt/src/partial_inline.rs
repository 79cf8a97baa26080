//! Partial inlining of early exits.
//!
//! A callee too large to inline whose entry block only tests its
//! arguments and branches either to a short exit (loads, stores,
//! arithmetic, then `return`) or to the rest of its body has that test
//! and that exit copied into each caller: the call becomes
//! `brif guard, exit, call`, and the call is made only when the exit is
//! not taken. GradBench's det (`if (m == 1) return a[…]` in a recursive
//! expansion by minors) makes 623,530 calls of which 362,880 take the
//! exit; each costs a frame and five saved registers in code from
//! Cranelift, which has no shrink-wrapping (LLVM saves them only past
//! the test). Inlined, the exit costs a compare in the caller's loop.
//!
//! Decide, then emit: [`EarlyExit::of`] finds the plan in a callee (what
//! the guard and the exit read, printed by its `Debug`), [`EarlyExit::wrapper`]
//! makes a small function of it — the test, the exit, and the call of the
//! callee on the other branch — which the inliner copies in place of the
//! call.

use hashbrown::HashMap;
use zyme_ir::{Block, BlockCall, FuncId, Function, Inst, InstData, Linkage, Value, ValueDef};

/// The most instructions an exit may have (its terminator aside).
pub const MAX_EXIT_INSTS: usize = 16;

/// The most entry instructions the guard and the exit may read.
const MAX_GUARD_INSTS: usize = 8;

/// A callee's early exit: where its entry branches to a short path that
/// returns.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EarlyExit {
    /// Entry instructions the test and the exit read, in order.
    pub guard: Vec<Inst>,
    /// The entry's branch condition.
    pub cond: Value,
    /// Whether the exit is taken when `cond` is true.
    pub on_true: bool,
    /// The exit's own instructions (its block's, terminator aside), none
    /// when the entry branches straight to a block that returns.
    pub exit: Vec<Inst>,
    /// What the exit returns, as the callee's values.
    pub returned: Vec<Value>,
}

impl EarlyExit {
    /// The early exit of `callee`, if it has one: its entry has no side
    /// effects before a `brif`, one of whose targets either returns at
    /// once (a block whose only instruction is `return` of its
    /// parameters or of entry values) or is a block entered only from
    /// the entry that computes at most [`MAX_EXIT_INSTS`] instructions
    /// without calls, stack slots or atomics and then returns or jumps
    /// to such a block.
    ///
    /// A callee taking an argument by value (`byval`) has none: its exit
    /// would read and write the caller's memory, not the copy.
    pub fn of(callee: &Function) -> Option<EarlyExit> {
        if !callee.sig.byval.is_empty() {
            return None;
        }
        let entry = callee.entry_block()?;
        let (&term, body) = callee.layout.block_insts(entry).split_last()?;
        if body.iter().any(|&i| callee.dfg.insts[i].has_side_effects()) {
            return None;
        }
        let InstData::Brif {
            cond,
            then_dest,
            else_dest,
        } = &callee.dfg.insts[term]
        else {
            return None;
        };
        if then_dest.block == entry || else_dest.block == entry {
            return None;
        }
        let preds = crate::edit::pred_counts(callee);
        let (on_true, exit, returned) = [(true, then_dest), (false, else_dest)]
            .into_iter()
            .find_map(|(on_true, dest)| {
                exit_path(callee, dest, preds[dest.block]).map(|(e, r)| (on_true, e, r))
            })?;
        // The exit's path must not be the other branch's too.
        let other = if on_true { else_dest } else { then_dest };
        if !exit.is_empty() && callee.layout.inst_block(exit[0]) == Some(other.block) {
            return None;
        }
        let guard = entry_reads(callee, entry, body, *cond, &exit, &returned)?;
        Some(EarlyExit {
            guard,
            cond: *cond,
            on_true,
            exit,
            returned,
        })
    }

    /// A function with `callee`'s signature that runs the guard, returns
    /// what the exit returns when it is taken, and calls `callee_id`
    /// otherwise.
    pub fn wrapper(&self, callee_id: FuncId, callee: &Function) -> Function {
        let mut w = Function::new(
            format!("{}.early_exit", callee.name),
            callee.sig.clone(),
            Linkage::Local,
        );
        let entry = w.dfg.make_block();
        w.layout.append_block(entry);
        let mut values: HashMap<Value, Value> = HashMap::new();
        for &p in callee.params() {
            let np = w.dfg.append_block_param(entry, callee.dfg.value_type(p));
            values.insert(p, np);
        }
        let params: Vec<Value> = w.params().to_vec();
        copy_insts(&mut w, callee, &self.guard, entry, &mut values);
        let exit = w.dfg.make_block();
        let slow = w.dfg.make_block();
        w.layout.append_block(exit);
        w.layout.append_block(slow);
        let (then_dest, else_dest) = if self.on_true {
            (exit, slow)
        } else {
            (slow, exit)
        };
        let cond = values[&self.cond];
        append(
            &mut w,
            entry,
            InstData::Brif {
                cond,
                then_dest: BlockCall::new(then_dest, []),
                else_dest: BlockCall::new(else_dest, []),
            },
            &[],
        );
        copy_insts(&mut w, callee, &self.exit, exit, &mut values);
        let returned: Vec<Value> = self.returned.iter().map(|v| values[v]).collect();
        append(&mut w, exit, InstData::Return { args: returned }, &[]);
        let call = append(
            &mut w,
            slow,
            InstData::Call {
                func: callee_id,
                args: params,
            },
            &callee.sig.returns,
        );
        let results = w.dfg.inst_results(call).to_vec();
        append(&mut w, slow, InstData::Return { args: results }, &[]);
        w
    }
}

/// Whether the call `call` sits where partial inlining put one: alone
/// in its block (with the jump to the rest), behind a `brif` whose other
/// target is the rest or jumps there. Partial inlining of such a call
/// would test the guard a second time.
pub fn already_guarded(func: &Function, call: Inst, preds: &HashMap<Block, Vec<Block>>) -> bool {
    let Some(block) = func.layout.inst_block(call) else {
        return false;
    };
    let [first, jump] = func.layout.block_insts(block) else {
        return false;
    };
    let (true, InstData::Jump { dest: rest }) = (*first == call, &func.dfg.insts[*jump]) else {
        return false;
    };
    let Some([pred]) = preds.get(&block).map(Vec::as_slice) else {
        return false;
    };
    let Some(term) = func.layout.last_inst(*pred) else {
        return false;
    };
    let InstData::Brif {
        then_dest,
        else_dest,
        ..
    } = &func.dfg.insts[term]
    else {
        return false;
    };
    let other = if then_dest.block == block {
        else_dest
    } else {
        then_dest
    };
    other.block == rest.block
        || func.layout.last_inst(other.block).is_some_and(
            |t| matches!(&func.dfg.insts[t], InstData::Jump { dest } if dest.block == rest.block),
        )
}

/// The exit reached through `dest`: its instructions and what it
/// returns, when it is one.
fn exit_path(callee: &Function, dest: &BlockCall, preds: u32) -> Option<(Vec<Inst>, Vec<Value>)> {
    if let Some(returned) = returns_at_once(callee, dest) {
        return Some((Vec::new(), returned));
    }
    if !dest.args.is_empty() || preds != 1 {
        return None;
    }
    let (&term, body) = callee.layout.block_insts(dest.block).split_last()?;
    if body.len() > MAX_EXIT_INSTS || !body.iter().all(|&i| may_copy(&callee.dfg.insts[i])) {
        return None;
    }
    let returned = match &callee.dfg.insts[term] {
        InstData::Return { args } => args.clone(),
        InstData::Jump { dest } => returns_at_once(callee, dest)?,
        _ => return None,
    };
    Some((body.to_vec(), returned))
}

/// What a block that only returns returns when entered by `dest`.
fn returns_at_once(callee: &Function, dest: &BlockCall) -> Option<Vec<Value>> {
    let [only] = callee.layout.block_insts(dest.block) else {
        return None;
    };
    let InstData::Return { args } = &callee.dfg.insts[*only] else {
        return None;
    };
    let params = callee.dfg.block_params(dest.block);
    Some(
        args.iter()
            .map(|&a| match params.iter().position(|&p| p == a) {
                Some(n) => dest.args[n],
                None => a,
            })
            .collect(),
    )
}

/// Whether an exit may hold `data`: what the callee would run at the
/// same point, with no frame of its own (no stack slots, no calls) and
/// nothing another thread must see in order.
fn may_copy(data: &InstData) -> bool {
    match data {
        InstData::Load { flags, .. } | InstData::Store { flags, .. } => {
            !flags.volatile && flags.ordering.is_none()
        }
        InstData::StackAddr { .. }
        | InstData::Call { .. }
        | InstData::CallIndirect { .. }
        | InstData::Mem { .. }
        | InstData::Gpu { .. }
        | InstData::WarpShuffle { .. }
        | InstData::AtomicRmw { .. }
        | InstData::CmpXchg { .. }
        | InstData::Fence { .. } => false,
        other => !other.is_terminator(),
    }
}

/// The entry instructions (`body`, in order) that the guard `cond`, the
/// exit and what it returns read, transitively; `None` when one of them
/// is a value of another block or a stack slot's address, or there are
/// more than [`MAX_GUARD_INSTS`].
fn entry_reads(
    callee: &Function,
    entry: Block,
    body: &[Inst],
    cond: Value,
    exit: &[Inst],
    returned: &[Value],
) -> Option<Vec<Inst>> {
    let in_exit = |i: Inst| exit.contains(&i);
    let mut needed: Vec<Inst> = Vec::new();
    let mut work: Vec<Value> = vec![cond];
    work.extend_from_slice(returned);
    for &i in exit {
        work.extend(callee.dfg.insts[i].operands());
    }
    while let Some(v) = work.pop() {
        match callee.dfg.values[v].def {
            ValueDef::Param(b, _) if b == entry => {}
            ValueDef::Param(..) => return None,
            ValueDef::Result(i, _) if in_exit(i) || needed.contains(&i) => {}
            ValueDef::Result(i, _) => {
                if callee.layout.inst_block(i) != Some(entry)
                    || matches!(callee.dfg.insts[i], InstData::StackAddr { .. })
                {
                    return None;
                }
                needed.push(i);
                if needed.len() > MAX_GUARD_INSTS {
                    return None;
                }
                work.extend(callee.dfg.insts[i].operands());
            }
        }
    }
    Some(
        body.iter()
            .copied()
            .filter(|i| needed.contains(i))
            .collect(),
    )
}

/// Copies `insts` of `from` to the end of `block` of `to`, their
/// operands renamed by `values`, which gains their results.
fn copy_insts(
    to: &mut Function,
    from: &Function,
    insts: &[Inst],
    block: Block,
    values: &mut HashMap<Value, Value>,
) {
    for &i in insts {
        let mut data = from.dfg.insts[i].clone();
        data.map_operands(|v| values[&v]);
        let types = from.dfg.result_types(i);
        let ni = append(to, block, data, &types);
        to.srclocs[ni] = from.srclocs[i];
        to.fast[ni] = from.fast[i];
        for (&old, &new) in from.dfg.inst_results(i).iter().zip(to.dfg.inst_results(ni)) {
            values.insert(old, new);
        }
    }
}

fn append(func: &mut Function, block: Block, data: InstData, types: &[zyme_ir::Type]) -> Inst {
    let inst = func.dfg.make_inst(data, types);
    func.layout.append_inst(inst, block);
    inst
}
