//! Trip counts of loops built with the builder: the shapes the filetests
//! cover in text, plus the `Unknown` cases, checked on the result values
//! rather than the printout.

use zyme_analysis::{ControlFlowGraph, Dominance, InductionInfo, LoopForest, Operand, TripCount};
use zyme_ir::{
    BinaryOp, Block, FunctionBuilder, IntCC, Linkage, MemFlags, Module, Signature, Type, Value,
};

/// What the exit test compares the induction variable with.
enum Bound {
    Param,
    Const(i64),
    Loaded,
}

/// `for (i = start; i <cond> bound; i += step)` with the test in the
/// header; `extra_exit` adds a second exit on the parameter's low bit.
fn counted(start: i64, step: i64, cond: IntCC, bound: Bound, extra_exit: bool) -> Module {
    let mut m = Module::new();
    let sig = Signature::new([Type::I64, Type::PTR], []);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let [entry, header, body, latch, exit] = [(); 5].map(|_| b.create_block());
    let [n, p] = b.append_params(entry, [Type::I64, Type::PTR]);
    b.switch_to(entry);
    let s = b.iconst(Type::I64, start);
    b.jump(header, &[s]);
    let i = b.append_param(header, Type::I64);
    b.switch_to(header);
    let limit = match bound {
        Bound::Param => n,
        Bound::Const(c) => b.iconst(Type::I64, c),
        Bound::Loaded => b.load(Type::I64, p, MemFlags::aligned(8)),
    };
    let c = b.icmp(cond, i, limit);
    b.brif(c, body, &[], exit, &[]);
    b.switch_to(body);
    if extra_exit {
        let one = b.iconst(Type::I64, 1);
        let bit = b.binary(BinaryOp::And, n, one);
        let odd = b.icmp(IntCC::Ne, bit, i);
        b.brif(odd, exit, &[], latch, &[]);
    } else {
        b.jump(latch, &[]);
    }
    b.switch_to(latch);
    let st = b.iconst(Type::I64, step);
    let next = b.binary(BinaryOp::Iadd, i, st);
    b.jump(header, &[next]);
    b.switch_to(exit);
    b.ret(&[]);
    m
}

/// Verifies the module and analyses its first function's first loop.
fn analyse(m: &Module) -> (zyme_analysis::LoopInduction, Vec<Value>) {
    zyme_ir::verify_module(m).unwrap_or_else(|e| panic!("{e}"));
    let func = m.functions.values().next().unwrap();
    let cfg = ControlFlowGraph::compute(func);
    let dom = Dominance::compute(&cfg);
    let forest = LoopForest::compute(&cfg, dom.dom());
    let info = InductionInfo::compute(func, &cfg, dom.dom(), &forest);
    let lp = forest.loops().next().expect("a loop");
    (info.get(lp).clone(), func.params().to_vec())
}

#[test]
fn symbolic_bound_gives_a_formula_that_evaluates_right() {
    let (li, params) = analyse(&counted(0, 2, IntCC::Slt, Bound::Param, false));
    assert_eq!(li.ivs.len(), 1);
    assert_eq!(li.ivs[0].step, 2);
    let TripCount::AtEntry(expr) = &li.trip_count else {
        panic!("{:?}", li.trip_count)
    };
    assert_eq!(expr.bound, Operand::Value(params[0]));
    assert_eq!(expr.start, Operand::Const(0));
    assert_eq!(expr.cond, IntCC::Slt);
    assert!(!expr.tests_next);
    for (n, want) in [(0i64, 0u64), (1, 1), (2, 1), (7, 4), (-5, 0)] {
        assert_eq!(expr.evaluate(0, n as u64), Some(want), "n = {n}");
    }
}

#[test]
fn constant_bounds_are_known() {
    let (li, _) = analyse(&counted(3, 1, IntCC::Sle, Bound::Const(9), false));
    assert_eq!(li.trip_count, TripCount::Known(7));
    let (li, _) = analyse(&counted(10, -2, IntCC::Sgt, Bound::Const(0), false));
    assert_eq!(li.trip_count, TripCount::Known(5));
    let (li, _) = analyse(&counted(5, 1, IntCC::Slt, Bound::Const(0), false));
    assert_eq!(li.trip_count, TripCount::Known(0));
}

#[test]
fn loaded_bound_is_unknown() {
    let (li, _) = analyse(&counted(0, 1, IntCC::Slt, Bound::Loaded, false));
    assert_eq!(li.ivs.len(), 1, "the variable is still canonical");
    assert_eq!(li.trip_count, TripCount::Unknown);
    assert!(li.exit.is_none());
    assert!(li.unknown_reason.unwrap().contains("loop-invariant"));
}

#[test]
fn second_exit_is_unknown() {
    let (li, _) = analyse(&counted(0, 1, IntCC::Slt, Bound::Param, true));
    assert_eq!(li.trip_count, TripCount::Unknown);
    assert!(li.unknown_reason.unwrap().contains("several exiting"));
}

#[test]
fn step_away_from_the_bound_is_unknown() {
    // i = 0; i < n; i-- stops only by wrapping.
    let (li, _) = analyse(&counted(0, -1, IntCC::Slt, Bound::Param, false));
    assert_eq!(li.trip_count, TripCount::Unknown);
    assert!(li
        .unknown_reason
        .unwrap()
        .contains("skip over the bound or move away"));
}

/// A header parameter updated by a multiplication is no induction variable.
#[test]
fn geometric_update_is_not_an_induction_variable() {
    let mut m = Module::new();
    let sig = Signature::new([Type::I32], []);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b: FunctionBuilder = m.builder(f);
    let [entry, header, exit]: [Block; 3] = [(); 3].map(|_| b.create_block());
    let [n] = b.append_params(entry, [Type::I32]);
    b.switch_to(entry);
    let one = b.iconst(Type::I32, 1);
    b.jump(header, &[one]);
    let x = b.append_param(header, Type::I32);
    b.switch_to(header);
    let two = b.iconst(Type::I32, 2);
    let x2 = b.binary(BinaryOp::Imul, x, two);
    let c = b.icmp(IntCC::Slt, x2, n);
    b.brif(c, header, &[x2], exit, &[]);
    b.switch_to(exit);
    b.ret(&[]);
    let (li, _) = analyse(&m);
    assert!(li.ivs.is_empty());
    assert_eq!(li.trip_count, TripCount::Unknown);
}
