//! The integers an outermost loop without calls hands to its exit block,
//! made again there by an instruction that is not a move.
//!
//! regalloc2 merges a block parameter's live range with those of the
//! arguments passed to it when they do not overlap, and gives the merged
//! range one allocation unless it finds reason to split it. A loop's
//! running values that the loop's exit block takes and the code after it
//! reads across calls (lse's maximum's index and the counter the
//! remainder loop starts from, read around the `exp` calls of the next
//! loop; every register is the caller's to save there) were merged with
//! their post-loop lives and kept in stack slots inside the loop too:
//! stored in every iteration and loaded back on the back edge.
//!
//! So each 64-bit integer parameter of such an exit block is made again
//! at the block's start by a pair of bitcasts (to `f64` and back: two
//! `movq`, which change the register class and so are no moves to the
//! allocator), and what follows reads the copy. The loop's values and
//! the exit's parameter then live only in and just after the loop, in
//! registers; the copy takes the slot. lse's derivative executes 1.4%
//! fewer instructions, kmeans' 5.6%.
//!
//! Only where the copies are cheap beside what they save:
//! - outermost loops: an exit runs once per call of the function
//!   (making the copies at the exits of inner loops made sort 34% and
//!   gmm's derivative 3.5% longer);
//! - loops without calls, whose values could stay in registers;
//! - 64-bit integers: floats copied the same way made lse's derivative
//!   0.3% longer, 32-bit integers gmm's 0.2%;
//! - one exit block, not a loop's header (the copies would run in every
//!   iteration of that loop).
//!
//! Passing the values a loop's code after it reads through its exit
//! block (LLVM's loop-closed SSA form) was tried too: sort +9.7%.

use cranelift_codegen::cursor::{Cursor, FuncCursor};
use cranelift_codegen::entity::packed_option::PackedOption;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::ir::{types, Block, Function, Inst, InstBuilder, MemFlagsData, Value};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};
use hashbrown::HashMap;

/// Makes the copies (see the module's comment); says how many. `loops`
/// is the function's (it stays valid: only instructions are added).
pub fn split(func: &mut Function, loops: &LoopAnalysis) -> usize {
    // Each block's outermost loop, and each outermost loop's exit: one
    // walk over the blocks for all loops.
    let mut outer: SecondaryMap<Block, PackedOption<Loop>> = SecondaryMap::new();
    let mut order: Vec<Loop> = Vec::new();
    let mut seen: SecondaryMap<Loop, bool> = SecondaryMap::new();
    for b in func.layout.blocks() {
        let Some(mut lp) = loops.innermost_loop(b) else {
            continue;
        };
        while let Some(parent) = loops.loop_parent(lp) {
            lp = parent;
        }
        outer[b] = lp.into();
        if !seen[lp] {
            seen[lp] = true;
            order.push(lp);
        }
    }
    let mut exits: SecondaryMap<Loop, Exit> = SecondaryMap::new();
    for b in func.layout.blocks() {
        let Some(lp) = outer[b].expand() else {
            continue;
        };
        if exits[lp] == Exit::None {
            continue;
        }
        let calls = func
            .layout
            .block_insts(b)
            .any(|i| func.dfg.insts[i].opcode().is_call());
        let Some(term) = func.layout.last_inst(b).filter(|_| !calls) else {
            exits[lp] = Exit::None;
            continue;
        };
        let dfg = &func.dfg;
        for call in dfg.insts[term].branch_destination(&dfg.jump_tables, &dfg.exception_tables) {
            let target = call.block(&dfg.value_lists);
            if outer[target].expand() == Some(lp) {
                continue;
            }
            exits[lp] = match exits[lp] {
                Exit::Unseen => Exit::One(target),
                Exit::One(e) if e == target => Exit::One(e),
                _ => Exit::None,
            };
        }
    }
    let mut copies: HashMap<Value, Value> = HashMap::new();
    // The instructions that read a parameter to copy it.
    let mut own: SecondaryMap<Inst, bool> = SecondaryMap::new();
    // An exit block two loops share is done once.
    let mut done: Vec<Block> = Vec::new();
    for lp in order {
        let Exit::One(exit) = exits[lp] else {
            continue;
        };
        if loops.is_loop_header(exit).is_some() || done.contains(&exit) {
            continue;
        }
        done.push(exit);
        let params: Vec<Value> = func
            .dfg
            .block_params(exit)
            .iter()
            .copied()
            .filter(|&p| func.dfg.value_type(p) == types::I64)
            .collect();
        for p in params {
            let mut pos = FuncCursor::new(func).at_first_insertion_point(exit);
            let there = pos.ins().bitcast(types::F64, MemFlagsData::new(), p);
            let back = pos.ins().bitcast(types::I64, MemFlagsData::new(), there);
            own[pos.func.dfg.value_def(there).unwrap_inst()] = true;
            copies.insert(p, back);
        }
    }
    if copies.is_empty() {
        return 0;
    }
    // Every read of a parameter but the copy's first bitcast (the
    // parameter is the exit's: only blocks after its loop read it).
    let blocks: Vec<Block> = func.layout.blocks().collect();
    for b in blocks {
        let insts: Vec<Inst> = func.layout.block_insts(b).collect();
        for inst in insts {
            if !own[inst] {
                func.dfg
                    .map_inst_values(inst, |v| copies.get(&v).copied().unwrap_or(v));
            }
        }
    }
    copies.len()
}

/// What an outermost loop's blocks say of its exit so far.
#[derive(Copy, Clone, Default, PartialEq, Eq)]
enum Exit {
    /// No block seen leaves it yet.
    #[default]
    Unseen,
    /// Every block seen that leaves it goes to this block.
    One(Block),
    /// It makes a call or has two exits: left alone.
    None,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::{loops_of, test_function};
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{AbiParam, ExtFuncData, ExternalName, Opcode, Signature};
    use cranelift_codegen::isa::CallConv;

    /// `for (i = 0; i < n; i++) k += i; return f(k) + k` with `f` a call
    /// after the loop (or, where `inside`, in it) and the loop, where
    /// `nested`, inside another that runs it once.
    fn counting(inside: bool, nested: bool) -> Function {
        test_function(&[types::I64], &[types::I64], |b, entry| {
            let n = b.block_params(entry)[0];
            let mut sig = Signature::new(CallConv::SystemV);
            sig.params.push(AbiParam::new(types::I64));
            sig.returns.push(AbiParam::new(types::I64));
            let sig = b.import_signature(sig);
            let f = b.import_function(ExtFuncData {
                name: ExternalName::testcase("f"),
                signature: sig,
                colocated: false,
                patchable: false,
            });
            let [outer, header, exit, done] = [(); 4].map(|_| b.create_block());
            let [i, k] = [types::I64; 2].map(|t| b.append_block_param(header, t));
            let kept = b.append_block_param(exit, types::I64);
            let zero = b.ins().iconst(types::I64, 0);
            b.ins().jump(outer, &[]);
            b.switch_to_block(outer);
            b.ins().jump(header, &[zero.into(), zero.into()]);
            b.switch_to_block(header);
            let mut k1 = b.ins().iadd(k, i);
            if inside {
                let call = b.ins().call(f, &[k1]);
                k1 = b.inst_results(call)[0];
            }
            let i1 = b.ins().iadd_imm_s(i, 1);
            let more = b.ins().icmp(IntCC::SignedLessThan, i1, n);
            b.ins()
                .brif(more, header, &[i1.into(), k1.into()], exit, &[k1.into()]);
            b.switch_to_block(exit);
            let call = b.ins().call(f, &[kept]);
            let r = b.inst_results(call)[0];
            let sum = b.ins().iadd(r, kept);
            if nested {
                let again = b.ins().icmp(IntCC::SignedLessThan, sum, zero);
                b.ins().brif(again, outer, &[], done, &[]);
            } else {
                b.ins().jump(done, &[]);
            }
            b.switch_to_block(done);
            b.ins().return_(&[sum]);
        })
    }

    fn split_alone(func: &mut Function) -> usize {
        let loops = loops_of(func);
        let n = split(func, &loops);
        cranelift_codegen::verify_function(func, &*crate::lower::test_isa()).unwrap();
        n
    }

    #[test]
    fn an_integer_leaving_a_loop_is_copied_where_it_leaves() {
        let mut func = counting(false, false);
        assert_eq!(split_alone(&mut func), 1);
        let exit = func.layout.blocks().nth(3).unwrap();
        let ops: Vec<Opcode> = func
            .layout
            .block_insts(exit)
            .map(|i| func.dfg.insts[i].opcode())
            .collect();
        assert_eq!(
            ops,
            [
                Opcode::Bitcast,
                Opcode::Bitcast,
                Opcode::Call,
                Opcode::Iadd,
                Opcode::Jump
            ]
        );
        // The call and the sum read the copy, not the parameter.
        let param = func.dfg.block_params(exit)[0];
        let readers = func
            .layout
            .block_insts(exit)
            .filter(|&i| func.dfg.inst_values(i).any(|v| v == param))
            .count();
        assert_eq!(readers, 1, "{}", func.display());
    }

    #[test]
    fn loops_with_calls_or_inside_others_are_left_alone() {
        // A call in the loop: nothing stays in a register across it. In
        // another loop: the exit runs in every iteration of that one.
        for (inside, nested) in [(true, false), (false, true)] {
            let mut func = counting(inside, nested);
            let before = func.display().to_string();
            assert_eq!(split_alone(&mut func), 0, "{before}");
        }
    }
}
