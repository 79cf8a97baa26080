//! The alias oracle: may/must/no alias from allocation sites, and "may
//! this memory be written between two instructions".

use zyme_analysis::{AliasResult, PointsTo};
use zyme_ir::{ControlFlowGraph, Inst, Value};

const SRC: &str = "
func export @a(ptr, ptr, i64) -> f64 {
    ss0 = slot 8 align 8
block0(v0: ptr, v1: ptr, v2: i64):
    v3 = stack_addr ss0
    v4 = load.f64 v0 align 8
    v5 = fconst.f64 1.0
    store v5, v3 align 8
    v6 = load.f64 v0 align 8
    v7 = iconst.i64 8
    v8 = ptr_add v0, v7
    v9 = ptr_add v0, v7
    jump block1(v2)
block1(v10: i64):
    v11 = load.f64 v0 align 8
    v12 = iconst.i64 0
    v13 = icmp eq v10, v12
    brif v13, block3, block2
block2:
    store v5, v1 align 8
    v14 = iconst.i64 1
    v15 = isub v10, v14
    jump block1(v15)
block3:
    v16 = load.f64 v0 align 8
    return v16
}
";

/// The value printed as `v{n}`.
fn val(f: &zyme_ir::Function, n: u32) -> Value {
    let names = f.display_names();
    f.dfg
        .values
        .keys()
        .find(|&v| names.value(v) == format!("v{n}"))
        .expect("printed value")
}

/// The instruction that defines the value printed as `v{n}`.
fn def(f: &zyme_ir::Function, n: u32) -> Inst {
    match f.dfg.values[val(f, n)].def {
        zyme_ir::ValueDef::Result(i, _) => i,
        other => panic!("{other:?}"),
    }
}

#[test]
fn allocation_sites_decide_aliasing() {
    let m = zyme_ir::text::parse_module(SRC).unwrap();
    zyme_ir::verify_module(&m).unwrap();
    let f = m.functions.values().next().unwrap();
    let pt = PointsTo::compute(&m, f);
    let v = |n| val(f, n);
    assert_eq!(
        pt.alias(f, v(0), v(3)),
        AliasResult::No,
        "argument vs own stack slot"
    );
    assert_eq!(pt.alias(f, v(0), v(1)), AliasResult::May, "two arguments");
    assert_eq!(
        pt.alias(f, v(8), v(9)),
        AliasResult::Must,
        "same base, same offset"
    );
    assert!(!pt.escapes(zyme_ir::StackSlot::from_u32(0)));
}

#[test]
fn written_between_follows_paths() {
    let m = zyme_ir::text::parse_module(SRC).unwrap();
    let f = m.functions.values().next().unwrap();
    let pt = PointsTo::compute(&m, f);
    let cfg = ControlFlowGraph::compute(f);
    let p = val(f, 0);
    // Between the first two loads only the stack slot is written.
    assert!(!pt.may_be_written_between(&m, f, &cfg, p, def(f, 4), def(f, 6)));
    // From before the loop to after it, the loop body stores through v1,
    // which may be v0's memory.
    assert!(pt.may_be_written_between(&m, f, &cfg, p, def(f, 6), def(f, 16)));
    // The stack slot is never written after its store.
    let slot = val(f, 3);
    assert!(!pt.may_be_written_between(&m, f, &cfg, slot, def(f, 6), def(f, 16)));
}

/// `free` ends only the block it is given: an argument's memory is not
/// written by freeing a fresh allocation (so a derivative may reload it
/// instead of caching it), the freed block is.
#[test]
fn free_writes_only_its_block() {
    let src = "
func export @f(ptr) -> f64 {
block0(v0: ptr):
    v1 = iconst.i64 64
    v2 = call @malloc(v1)
    v3 = load.f64 v0 align 8
    store v3, v2 align 8
    call @free(v2)
    v4 = load.f64 v0 align 8
    return v4
}
declare @malloc(i64) -> ptr
declare @free(ptr)
";
    let m = zyme_ir::text::parse_module(src).unwrap();
    zyme_ir::verify_module(&m).unwrap();
    let id = m.func_by_name("f").unwrap();
    let f = &m.functions[id];
    let pt = PointsTo::compute(&m, f);
    let free = f
        .layout
        .insts()
        .find(|&i| matches!(&f.dfg.insts[i], zyme_ir::InstData::Call { func, .. } if m.functions[*func].name == "free"))
        .unwrap();
    assert!(
        !pt.may_write(&m, f, free, val(f, 0)),
        "the argument is not freed"
    );
    assert!(pt.may_write(&m, f, free, val(f, 2)), "the block is");
}
