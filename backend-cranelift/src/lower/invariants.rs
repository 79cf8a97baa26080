//! Loop-invariant values handed to loops as header parameters, before
//! Cranelift's egraph runs.
//!
//! The egraph takes every pure instruction out of the layout and places
//! it again where it is used, hoisting it out of the loops its arguments
//! allow, with two exceptions that put values zyme-opt computed before a
//! loop back into it:
//! - a constant (an instruction without arguments) is hoisted only one
//!   loop level above its use, and pins what uses it there: in a loop
//!   nest, `(d − 1)·d / 2` (gmm's `lsz`) and the address it scales were
//!   computed in every iteration of the loop around the innermost one;
//! - an add, subtract, `and` or `or` of a constant is made again in every
//!   block that uses it: the `n & -4` bound of a loop unrolled by four,
//!   in every iteration.
//!
//! A value a loop reads through a parameter of its header is elaborated
//! where the loop is entered, and nothing in the loop makes it again.
//! Through the header of a loop that holds others goes what is costly to
//! make again (a multiplication, division or float arithmetic within a
//! few instructions) and read in the loop's own blocks; through an
//! innermost loop's only the bound an exit test compares with. Kept live
//! across a loop, a value holds a register: kmeans' forward-over-reverse
//! derivative spilled when its inner loops were given their row
//! addresses, and lstm's when cheap values went through outer loops.
//! gmm's derivative executes 14% fewer instructions, kmeans' primal,
//! llsq's and ode's derivatives and the native kernels' lu 2.6–11% fewer.

use cranelift_codegen::entity::packed_option::PackedOption;
use cranelift_codegen::entity::SecondaryMap;
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{Block, Function, InstructionData, Opcode, Value, ValueDef};
use cranelift_codegen::loop_analysis::{Loop, LoopAnalysis};

/// Routes what each loop reads in its own blocks and [`routable`] accepts
/// through new parameters of its header: the loop's entries pass the
/// value, its back edges the parameter. Says how many.
/// `cfg` and `loops` are the function's (they stay valid: only
/// parameters change).
pub fn route(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopAnalysis) -> usize {
    route_chosen(func, cfg, loops, &|func, lp, innermost, own| {
        // In the order the loop's own blocks (not its nested loops') first
        // read them.
        let mut wanted: Vec<Value> = Vec::new();
        for &b in own {
            for inst in func.layout.block_insts(b) {
                let compare = func.dfg.insts[inst].opcode() == Opcode::Icmp;
                for v in func.dfg.inst_values(inst) {
                    if !wanted.contains(&v) && routable(func, loops, lp, innermost, compare, v) {
                        wanted.push(v);
                    }
                }
            }
        }
        wanted
    })
}

/// The most integer values an innermost loop reads from outside, its
/// header's own parameters included, for [`route_inputs`] to route any.
const MAX_INPUTS: usize = 8;

/// After the e-graph: an innermost loop with vector loads (one clang
/// vectorised: a long loop), inside another loop, that reads at most
/// [`MAX_INPUTS`] integer values gets those made outside the loop around
/// it as header parameters. Kept across the outer loop, which may hold
/// more than there are registers, such a value is spilled, and regalloc2
/// reloads it where it is read: inside the inner loop, in every
/// iteration (ode's step loop holds its seven arrays, the counts and the
/// bounds of its unrolled loops; each inner loop reloaded one or two
/// array addresses per iteration). A parameter is a value of the inner
/// loop's own, read in every iteration, which the allocator keeps in a
/// register there and loads, if it must, where the loop is entered.
/// Constants stay as they are (Cranelift makes them again where they
/// are used). Short loops lose by it: a load at each entry where the
/// value was in a register (gmm's triangular loops of two iterations
/// took 6.5% more instructions when every innermost loop's inputs were
/// routed, det's 3.3%). Says how many.
pub fn route_inputs(func: &mut Function, cfg: &ControlFlowGraph, loops: &LoopAnalysis) -> usize {
    route_chosen(func, cfg, loops, &|func, lp, innermost, own| {
        let Some(parent) = loops.loop_parent(lp).filter(|_| innermost) else {
            return Vec::new();
        };
        let vector = own.iter().any(|&b| {
            func.layout.block_insts(b).any(|i| {
                func.dfg.insts[i].opcode().can_load()
                    && func
                        .dfg
                        .inst_results(i)
                        .iter()
                        .any(|&r| func.dfg.value_type(r).is_vector())
            })
        });
        if !vector {
            return Vec::new();
        }
        let int = |v: Value| func.dfg.value_type(v).is_int();
        let header = loops.loop_header(lp);
        let own_params = func
            .dfg
            .block_params(header)
            .iter()
            .filter(|&&p| int(p))
            .count();
        // The block that makes each integer the loop reads from outside
        // it (constants aside); given up on past the limit.
        let mut inputs: Vec<(Value, Block)> = Vec::new();
        for &b in own {
            for inst in func.layout.block_insts(b) {
                for v in func.dfg.inst_values(inst) {
                    let made = match func.dfg.value_def(v) {
                        ValueDef::Result(i, _) if func.dfg.insts[i].opcode() != Opcode::Iconst => {
                            func.layout.inst_block(i)
                        }
                        ValueDef::Param(d, _) => Some(d),
                        _ => None,
                    };
                    if let Some(d) = made.filter(|&d| !loops.is_in_loop(d, lp)) {
                        if int(v) && !inputs.iter().any(|&(x, _)| x == v) {
                            inputs.push((v, d));
                            if inputs.len() + own_params > MAX_INPUTS {
                                return Vec::new();
                            }
                        }
                    }
                }
            }
        }
        inputs
            .into_iter()
            .filter(|&(_, d)| !loops.is_in_loop(d, parent))
            .map(|(v, _)| v)
            .collect()
    })
}

/// What [`route_chosen`] asks of each loop: the values to route, given
/// the function, the loop, whether it is innermost and its own blocks.
type Chooser<'a> = dyn Fn(&Function, Loop, bool, &[Block]) -> Vec<Value> + 'a;

/// Routes the values `choose` picks for each loop (given whether it is
/// innermost and its own blocks, not its nested loops') through new
/// parameters of its header, outermost loops first.
fn route_chosen(
    func: &mut Function,
    cfg: &ControlFlowGraph,
    loops: &LoopAnalysis,
    choose: &Chooser<'_>,
) -> usize {
    let mut order: Vec<_> = loops.loops().collect();
    // Outermost first: an inner loop then reads the outer header's
    // parameter, which stays where it is.
    order.sort_by_key(|&lp| loops.loop_level(loops.loop_header(lp)).level());
    // Each loop's blocks (its nested loops' included), in layout order,
    // and whether it holds another loop: found once for all loops.
    let mut body_of: SecondaryMap<Loop, Vec<Block>> = SecondaryMap::new();
    let mut holds: SecondaryMap<Loop, bool> = SecondaryMap::new();
    for lp in loops.loops() {
        if let Some(parent) = loops.loop_parent(lp) {
            holds[parent] = true;
        }
    }
    for b in func.layout.blocks() {
        let mut lp = loops.innermost_loop(b);
        while let Some(l) = lp {
            body_of[l].push(b);
            lp = loops.loop_parent(l);
        }
    }
    // Each loop's value → header parameter, cleared after the loop (an
    // entity map: looked up for every value the loop reads).
    let mut params: SecondaryMap<Value, PackedOption<Value>> = SecondaryMap::new();
    let mut routed = 0;
    for lp in order {
        let header = loops.loop_header(lp);
        let innermost = !holds[lp];
        let preds: Vec<_> = cfg.pred_iter(header).collect();
        // Only jumps and two-way branches carry new arguments here.
        if preds.iter().any(|p| {
            !matches!(
                func.dfg.insts[p.inst],
                InstructionData::Jump { .. } | InstructionData::Brif { .. }
            )
        }) {
            continue;
        }
        let body = std::mem::take(&mut body_of[lp]);
        let own: Vec<Block> = body
            .iter()
            .copied()
            .filter(|&b| loops.innermost_loop(b) == Some(lp))
            .collect();
        let wanted = choose(func, lp, innermost, &own);
        if wanted.is_empty() {
            continue;
        }
        for &v in &wanted {
            let ty = func.dfg.value_type(v);
            params[v] = func.dfg.append_block_param(header, ty).into();
        }
        for p in &preds {
            let inside = loops.is_in_loop(p.block, lp);
            let dfg = &mut func.dfg;
            for call in dfg.insts[p.inst]
                .branch_destination_mut(&mut dfg.jump_tables, &mut dfg.exception_tables)
            {
                if call.block(&dfg.value_lists) != header {
                    continue;
                }
                for v in &wanted {
                    let arg = match params[*v].expand() {
                        Some(p) if inside => p,
                        _ => *v,
                    };
                    call.append_argument(arg, &mut dfg.value_lists);
                }
            }
        }
        for &b in &body {
            let insts: Vec<_> = func.layout.block_insts(b).collect();
            for inst in insts {
                func.dfg
                    .map_inst_values(inst, |v| params[v].expand().unwrap_or(v));
            }
        }
        for &v in &wanted {
            params[v] = None.into();
        }
        routed += wanted.len();
    }
    routed
}

/// Whether `v`, read in `lp`'s own blocks (by an integer compare where
/// `compare`), goes through `lp`'s header: made outside `lp` by a pure
/// instruction other than a constant; in a loop holding others, costly to
/// make again ([`costly`]); in an innermost loop, the add, subtract, `and`
/// or `or` an exit test compares with.
fn routable(
    func: &Function,
    loops: &LoopAnalysis,
    lp: Loop,
    innermost: bool,
    compare: bool,
    v: Value,
) -> bool {
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return false;
    };
    if func
        .layout
        .inst_block(inst)
        .is_none_or(|b| loops.is_in_loop(b, lp))
    {
        return false;
    }
    let op = func.dfg.insts[inst].opcode();
    if innermost {
        return compare && matches!(op, Opcode::Iadd | Opcode::Isub | Opcode::Band | Opcode::Bor);
    }
    let constant = matches!(
        op,
        Opcode::Iconst | Opcode::F32const | Opcode::F64const | Opcode::Vconst
    );
    let pure = !(op.can_load()
        || op.can_store()
        || op.is_call()
        || op.other_side_effects()
        || op.can_trap()
        || op.is_branch()
        || op.is_terminator());
    pure && !constant && costly(func, v, 6)
}

/// Whether computing `v` again takes a multiplication, a division or
/// float arithmetic, within `depth` pure instructions: what is worth a
/// register across the loop. Address arithmetic, extensions, compares and
/// selects are cheaper made again where used than kept live.
fn costly(func: &Function, v: Value, depth: u32) -> bool {
    let ValueDef::Result(inst, _) = func.dfg.value_def(v) else {
        return false;
    };
    let op = func.dfg.insts[inst].opcode();
    if op.can_load() || op.is_call() || op.other_side_effects() {
        return false;
    }
    let arithmetic = matches!(
        op,
        Opcode::Imul
            | Opcode::Umulhi
            | Opcode::Smulhi
            | Opcode::Udiv
            | Opcode::Sdiv
            | Opcode::Urem
            | Opcode::Srem
            | Opcode::Fadd
            | Opcode::Fsub
            | Opcode::Fmul
            | Opcode::Fdiv
            | Opcode::Fma
            | Opcode::Sqrt
    );
    arithmetic
        || (depth > 0
            && func
                .dfg
                .inst_args(inst)
                .iter()
                .any(|&a| costly(func, a, depth - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lower::test_function;
    use cranelift_codegen::ir::condcodes::IntCC;
    use cranelift_codegen::ir::{types, InstBuilder};
    use cranelift_codegen::Context;

    /// `for i < k { t = i·((d − 1)·d); for j < k { acc += t } }`: the
    /// outer loop reads `(d − 1)·d`, made before the nest.
    fn nest() -> Function {
        test_function(&[types::I32, types::I64], &[types::I64], |b, entry| {
            let [outer, inner, latch, exit] = [(); 4].map(|_| b.create_block());
            let [i, acc] = [types::I64; 2].map(|t| b.append_block_param(outer, t));
            let [j, acc2] = [types::I64; 2].map(|t| b.append_block_param(inner, t));
            let acc4 = b.append_block_param(latch, types::I64);
            let r = b.append_block_param(exit, types::I64);
            let (d, k) = (b.block_params(entry)[0], b.block_params(entry)[1]);
            let dm1 = b.ins().iadd_imm_s(d, -1);
            let m = b.ins().imul(dm1, d);
            let m64 = b.ins().sextend(types::I64, m);
            let zero = b.ins().iconst(types::I64, 0);
            b.ins().jump(outer, &[zero.into(), zero.into()]);
            b.switch_to_block(outer);
            let t = b.ins().imul(i, m64);
            let zero = b.ins().iconst(types::I64, 0);
            b.ins().jump(inner, &[zero.into(), acc.into()]);
            b.switch_to_block(inner);
            let acc3 = b.ins().iadd(acc2, t);
            let j1 = b.ins().iadd_imm_s(j, 1);
            let more = b.ins().icmp(IntCC::SignedLessThan, j1, k);
            b.ins().brif(
                more,
                inner,
                &[j1.into(), acc3.into()],
                latch,
                &[acc3.into()],
            );
            b.switch_to_block(latch);
            let i1 = b.ins().iadd_imm_s(i, 1);
            let more = b.ins().icmp(IntCC::SignedLessThan, i1, k);
            b.ins()
                .brif(more, outer, &[i1.into(), acc4.into()], exit, &[acc4.into()]);
            b.switch_to_block(exit);
            b.ins().return_(&[r]);
        })
    }

    /// `for (i = 0; i + 4 < n & -4; i += 4) acc += i`: the exit test's
    /// bound, an `and` of a constant made before the loop.
    fn unrolled() -> Function {
        test_function(&[types::I64], &[types::I64], |b, entry| {
            let [body, exit] = [(); 2].map(|_| b.create_block());
            let [i, acc] = [types::I64; 2].map(|t| b.append_block_param(body, t));
            let r = b.append_block_param(exit, types::I64);
            let n = b.block_params(entry)[0];
            let bound = b.ins().band_imm_s(n, -4);
            let zero = b.ins().iconst(types::I64, 0);
            b.ins().jump(body, &[zero.into(), zero.into()]);
            b.switch_to_block(body);
            let acc2 = b.ins().iadd(acc, i);
            let i4 = b.ins().iadd_imm_s(i, 4);
            let more = b.ins().icmp(IntCC::SignedLessThan, i4, bound);
            b.ins()
                .brif(more, body, &[i4.into(), acc2.into()], exit, &[acc2.into()]);
            b.switch_to_block(exit);
            b.ins().return_(&[r]);
        })
    }

    /// The instructions of `op` (of type `ty`) outside the entry block
    /// after the egraph, with or without routing first (which must route
    /// `routes` values).
    fn in_loops(
        make: fn() -> Function,
        routes: Option<usize>,
        op: Opcode,
        ty: types::Type,
    ) -> usize {
        let isa = crate::lower::test_isa();
        let mut ctx = Context::for_function(make());
        ctx.compute_cfg();
        ctx.compute_domtree();
        if let Some(n) = routes {
            ctx.compute_loop_analysis();
            let n_routed = route(&mut ctx.func, &ctx.cfg, &ctx.loop_analysis);
            assert_eq!(n_routed, n, "values through headers");
        }
        ctx.egraph_pass(&*isa, &mut Default::default()).unwrap();
        let entry = ctx.func.layout.entry_block().unwrap();
        ctx.func
            .layout
            .blocks()
            .filter(|&b| b != entry)
            .flat_map(|b| ctx.func.layout.block_insts(b).collect::<Vec<_>>())
            .filter(|&i| ctx.func.dfg.insts[i].opcode() == op && ctx.func.dfg.ctrl_typevar(i) == ty)
            .count()
    }

    /// `for i < n { for j < n { s += p[j] } }` with `p[j]` an `f64x2`
    /// (lane 0 added) where `vector`, else an `f64`; with `outer_p`, `p`
    /// is made in the outer loop (`p + i`).
    fn summing_nest(vector: bool, outer_p: bool) -> Function {
        test_function(&[types::I64, types::I64], &[types::F64], |b, entry| {
            let [outer, inner, latch, exit] = [(); 4].map(|_| b.create_block());
            let i = b.append_block_param(outer, types::I64);
            let acc = b.append_block_param(outer, types::F64);
            let j = b.append_block_param(inner, types::I64);
            let s = b.append_block_param(inner, types::F64);
            let s_out = b.append_block_param(latch, types::F64);
            let r = b.append_block_param(exit, types::F64);
            let (p, n) = (b.block_params(entry)[0], b.block_params(entry)[1]);
            let zero = b.ins().iconst(types::I64, 0);
            let fzero = b.ins().f64const(0.0);
            b.ins().jump(outer, &[zero.into(), fzero.into()]);
            b.switch_to_block(outer);
            let base = if outer_p { b.ins().iadd(p, i) } else { p };
            let zero = b.ins().iconst(types::I64, 0);
            b.ins().jump(inner, &[zero.into(), acc.into()]);
            b.switch_to_block(inner);
            let off = b.ins().ishl_imm_u(j, 4);
            let at = b.ins().iadd(base, off);
            let flags = cranelift_codegen::ir::MemFlagsData::new();
            let x = if vector {
                let v = b.ins().load(types::F64X2, flags, at, 0);
                b.ins().extractlane(v, 0)
            } else {
                b.ins().load(types::F64, flags, at, 0)
            };
            let s2 = b.ins().fadd(s, x);
            let j1 = b.ins().iadd_imm_s(j, 1);
            let more = b.ins().icmp(IntCC::SignedLessThan, j1, n);
            b.ins()
                .brif(more, inner, &[j1.into(), s2.into()], latch, &[s2.into()]);
            b.switch_to_block(latch);
            let i1 = b.ins().iadd_imm_s(i, 1);
            let more = b.ins().icmp(IntCC::SignedLessThan, i1, n);
            b.ins().brif(
                more,
                outer,
                &[i1.into(), s_out.into()],
                exit,
                &[s_out.into()],
            );
            b.switch_to_block(exit);
            b.ins().return_(&[r]);
        })
    }

    /// How many values [`route_inputs`] routes in `func`, which must
    /// still verify, and the inner header's parameters after it.
    fn inputs_routed(mut func: Function) -> (usize, usize) {
        let cfg = ControlFlowGraph::with_function(&func);
        let loops = crate::lower::loops_of(&func);
        let n = route_inputs(&mut func, &cfg, &loops);
        cranelift_codegen::verify_function(&func, &*crate::lower::test_isa()).unwrap();
        let inner = func.layout.blocks().nth(2).unwrap();
        (n, func.dfg.block_params(inner).len())
    }

    #[test]
    fn a_vector_loop_reads_what_the_loop_around_it_holds_through_its_header() {
        // `p` and `n`, made before the outer loop: two more parameters
        // beside `j` and `s`, read in the loop instead of them.
        let (n, params) = inputs_routed(summing_nest(true, false));
        assert_eq!((n, params), (2, 4));
        // `p + i`, made in the outer loop, stays (it is not live across
        // it); `n` goes.
        assert_eq!(inputs_routed(summing_nest(true, true)), (1, 3));
    }

    #[test]
    fn a_scalar_loop_reads_what_it_reads_where_it_is() {
        assert_eq!(inputs_routed(summing_nest(false, false)), (0, 2));
    }

    // What routing is for: the egraph alone puts these in the loops.
    // Should a Cranelift release stop doing so, these say routing may go.

    #[test]
    fn a_costly_invariant_stays_out_of_the_loop_nest() {
        // `(d − 1)·d` in the outer loop: the constant of `d − 1` pins it.
        assert_eq!(in_loops(nest, None, Opcode::Imul, types::I32), 1);
        assert_eq!(in_loops(nest, Some(1), Opcode::Imul, types::I32), 0);
    }

    #[test]
    fn an_exit_bound_is_not_made_again_in_each_iteration() {
        // `n & -4`, made again in the loop's block.
        assert_eq!(in_loops(unrolled, None, Opcode::Band, types::I64), 1);
        assert_eq!(in_loops(unrolled, Some(1), Opcode::Band, types::I64), 0);
    }
}
