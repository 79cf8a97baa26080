//! Negative cases of edges, SSA, structure, handles, module-level
//! checks, and the report.

use super::*;
// ------------------------------------------------------------------ edges

#[test]
fn jump_argument_count() {
    let m = single(&[Type::I32], &[], |b, a| {
        let next = b.create_block();
        b.append_params(next, [Type::I32, Type::I32]);
        b.jump(next, &[a[0]]);
        b.switch_to(next);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "jump block1(v0)",
        "block1 takes 2 arguments, but 1 is passed",
    );
}

#[test]
fn brif_else_edge_argument_types() {
    let m = single(&[Type::I1, Type::I32], &[], |b, a| {
        let then = b.create_block();
        let els = b.create_block();
        b.append_params(els, [Type::I64]);
        b.brif(a[0], then, &[], els, &[a[1]]);
        b.switch_to(then);
        b.ret(&[]);
        b.switch_to(els);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "brif v0, block1, block2(v1)",
        "argument 0 to block2 is i32 (v1), but parameter v2 is i64",
    );
}

#[test]
fn switch_default_and_case_edges() {
    let m = single(&[Type::I32], &[], |b, a| {
        let one = b.create_block();
        b.append_params(one, [Type::I32]);
        let other = b.create_block();
        b.switch(
            a[0],
            vec![(1, BlockCall::new(one, []))],
            BlockCall::new(other, [a[0]]),
        );
        b.switch_to(one);
        b.ret(&[]);
        b.switch_to(other);
        b.ret(&[]);
    });
    let text = "switch v0, [1: block1], block2(v0)";
    expect_inst(
        &m,
        "block0",
        text,
        "block1 takes 1 argument, but 0 are passed",
    );
    expect_inst(
        &m,
        "block0",
        text,
        "block2 takes 0 arguments, but 1 is passed",
    );
}

// -------------------------------------------------------------------- SSA

#[test]
fn use_before_definition_in_one_block() {
    let mut m = single(&[], &[Type::I32], |b, _| {
        let c = b.iconst(Type::I32, 1);
        let s = b.iadd(c, c);
        b.ret(&[s]);
    });
    // Move the constant after its use.
    let f = &mut m.functions[FuncId::new(0)];
    let entry = Block::new(0);
    let iconst = f.layout.block_insts(entry)[0];
    f.layout.remove_inst(iconst);
    f.layout.insert_inst(iconst, entry, 1);
    expect_inst(
        &m,
        "block0",
        "v0 = iadd v1, v1",
        "v1 is used before it is defined",
    );
}

#[test]
fn instruction_using_its_own_result() {
    let mut m = single(&[Type::I32], &[], |b, a| {
        b.iadd(a[0], a[0]);
        b.ret(&[]);
    });
    let f = &mut m.functions[FuncId::new(0)];
    let inst = f.layout.block_insts(Block::new(0))[0];
    let own = f.dfg.inst_results(inst)[0];
    f.dfg.insts[inst].map_operands(|_| own);
    expect_inst(
        &m,
        "block0",
        "v1 = iadd v1, v1",
        "v1 is used before it is defined",
    );
}

#[test]
fn use_not_dominated_by_definition() {
    let m = single(&[Type::I1], &[Type::I32], |b, a| {
        let then = b.create_block();
        let join = b.create_block();
        b.brif(a[0], then, &[], join, &[]);
        b.switch_to(then);
        let x = b.iconst(Type::I32, 5);
        b.jump(join, &[]);
        b.switch_to(join);
        b.ret(&[x]);
    });
    expect_inst(
        &m,
        "block2",
        "return v1",
        "v1 is defined in block1, which does not dominate this use",
    );
}

#[test]
fn branch_arguments_are_uses_at_the_end_of_the_predecessor() {
    // `v1` flows along the back edge from its own block: fine. Passing the
    // loop's parameter out of a block the loop header does not dominate is
    // not.
    let m = single(&[Type::I1], &[], |b, a| {
        let side = b.create_block();
        let head = b.create_block();
        let exit = b.create_block();
        let [i] = b.append_params(head, [Type::I32]);
        b.append_params(exit, [Type::I32]);
        b.brif(a[0], side, &[], head, &[]);
        b.switch_to(side);
        b.jump(exit, &[i]);
        b.switch_to(head);
        b.jump(exit, &[i]);
        b.switch_to(exit);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block1",
        "jump block3(v1)",
        "v1 is defined in block2, which does not dominate this use",
    );
    expect_inst(
        &m,
        "block0",
        "brif v0, block1, block2",
        "block2 takes 1 argument",
    );
}

#[test]
fn value_of_an_unplaced_instruction() {
    let mut m = single(&[], &[], |b, _| {
        b.ret(&[]);
    });
    let id = FuncId::new(0);
    let orphan = m.make_inst(
        id,
        InstData::Iconst {
            ty: Type::I32,
            imm: 3,
        },
    );
    let f = &mut m.functions[id];
    let v = f.dfg.inst_results(orphan)[0];
    let ret = f.layout.block_insts(Block::new(0))[0];
    f.dfg.insts[ret] = InstData::Return { args: vec![v] };
    f.sig.returns = vec![Type::I32];
    expect_inst(
        &m,
        "block0",
        "return v?0",
        "v?0 is used but its instruction is not in the layout",
    );
}

#[test]
fn result_recorded_elsewhere() {
    let mut m = single(&[], &[], |b, _| {
        b.iconst(Type::I32, 1);
        b.iconst(Type::I32, 2);
        b.ret(&[]);
    });
    // Both instructions claim the first one's result.
    let f = &mut m.functions[FuncId::new(0)];
    let [a, b] = [0, 1].map(|i| f.layout.block_insts(Block::new(0))[i]);
    f.dfg.results[b] = f.dfg.results[a].clone();
    // Display names cannot tell the two apart: both print the shared value.
    expect_inst(
        &m,
        "block0",
        "v1 = iconst.i32 2",
        "result v1 is recorded as defined elsewhere (as result 0 of inst0)",
    );
}

// -------------------------------------------------------------- structure

#[test]
fn missing_terminator() {
    let m = single(&[Type::I32], &[], |b, a| {
        b.iadd(a[0], a[0]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = iadd v0, v0",
        "block does not end with a terminator",
    );
}

#[test]
fn instruction_after_the_terminator() {
    let m = single(&[], &[], |b, _| {
        b.ret(&[]);
        b.iconst(Type::I32, 0);
    });
    expect_inst(
        &m,
        "block0",
        "return",
        "terminator is not the last instruction",
    );
    expect_inst(
        &m,
        "block0",
        "v0 = iconst.i32 0",
        "block does not end with a terminator",
    );
}

#[test]
fn empty_block() {
    let m = single(&[], &[], |b, _| {
        let next = b.create_block();
        b.jump(next, &[]);
    });
    expect_block(&m, "block1", "block is empty");
}

#[test]
fn entry_block_has_no_predecessors() {
    let m = single(&[], &[], |b, _| {
        let entry = b.current_block().unwrap();
        b.jump(entry, &[]);
    });
    expect_inst(
        &m,
        "block0",
        "jump block0",
        "branch to the entry block block0",
    );
}

#[test]
fn branch_target_outside_the_layout() {
    let m = single(&[], &[], |b, _| {
        let floating = b.func().dfg.make_block();
        b.jump(floating, &[]);
    });
    expect_inst(
        &m,
        "block0",
        "jump block?1",
        "branch target block?1 is not in the layout",
    );
}

#[test]
fn entry_parameters_match_the_signature() {
    let mut m = single(&[Type::I32], &[], |b, _| {
        b.ret(&[]);
    });
    m.functions[FuncId::new(0)].sig.params = vec![Type::I64, Type::F64];
    expect_block(
        &m,
        "block0",
        "entry block parameters (i32) do not match the signature's parameters (i64, f64)",
    );
}

#[test]
fn instruction_placed_twice() {
    let mut m = single(&[], &[], |b, _| {
        let next = b.create_block();
        b.jump(next, &[]);
        b.switch_to(next);
        b.ret(&[]);
    });
    let f = &mut m.functions[FuncId::new(0)];
    let ret = f.layout.block_insts(Block::new(1))[0];
    f.layout.insert_inst(ret, Block::new(0), 0);
    expect_inst(
        &m,
        "block1",
        "return",
        "instruction is placed twice (also in block0)",
    );
    expect_inst(
        &m,
        "block0",
        "return",
        "terminator is not the last instruction",
    );
}

#[test]
fn linkage_and_body_agree() {
    let mut m = Module::new();
    m.declare_function("ext", Signature::default(), Linkage::Export)
        .unwrap();
    let f = m
        .declare_function("imp", Signature::default(), Linkage::Import)
        .unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    b.switch_to(entry);
    b.ret(&[]);
    let errs = errors(&m);
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert!(text
        .contains(&"in @ext: a function without a body must be an import, not export".to_string()));
    assert!(text.contains(&"in @imp: an imported function cannot have a body".to_string()));
}

#[test]
fn stack_slot_alignment() {
    let m = single(&[], &[], |b, _| {
        b.stack_slot(8, 6);
        b.ret(&[]);
    });
    let errs = errors(&m);
    assert_eq!(
        errs.iter().map(|e| e.to_string()).collect::<Vec<_>>(),
        ["in @f: stack slot ss0: alignment 6 is not a power of two"]
    );
}

// ---------------------------------------------------------------- handles

#[test]
fn dangling_value_stops_further_checks() {
    let m = single(&[Type::I32], &[], |b, a| {
        b.ins(InstData::Binary {
            op: BinaryOp::Fadd,
            args: [a[0], Value::new(999)],
        });
        b.ret(&[]);
    });
    let errs = errors(&m);
    expect_inst(
        &m,
        "block0",
        "v1 = fadd v0, v?999",
        "dangling reference: operand v999 does not exist",
    );
    // No type or SSA error: those would index through the dangling value.
    assert_eq!(errs.len(), 1, "{}", dump(&errs));
}

#[test]
fn dangling_entities() {
    let m = single(&[], &[], |b, _| {
        b.global_addr(Global::new(4));
        b.func_addr(FuncId::new(9));
        b.stack_addr(StackSlot::new(2));
        b.jump(Block::new(7), &[]);
    });
    expect_inst(
        &m,
        "block0",
        "v0 = global_addr @?global4",
        "global4 does not exist",
    );
    expect_inst(
        &m,
        "block0",
        "v1 = func_addr @?func9",
        "func9 does not exist",
    );
    expect_inst(
        &m,
        "block0",
        "v2 = stack_addr ss2",
        "stack slot ss2 does not exist",
    );
    expect_inst(
        &m,
        "block0",
        "jump block?7",
        "branch target block7 does not exist",
    );
}

#[test]
fn dangling_layout_entries_do_not_panic() {
    let mut m = single(&[], &[], |b, _| {
        b.ret(&[]);
    });
    let f = &mut m.functions[FuncId::new(0)];
    f.layout.append_inst(Inst::new(40), Block::new(0));
    expect_block_dangling(&m, "the layout places inst40, which does not exist");
    let f = &mut m.functions[FuncId::new(0)];
    f.layout.append_block(Block::new(30));
    expect_block_dangling(&m, "the layout places block30, which does not exist");
    let errs = verify_module(&m).unwrap_err();
    assert!(report(&m, &errs).contains("block30"));
}

fn expect_block_dangling(m: &Module, problem: &str) {
    let errs = errors(m);
    assert!(
        errs.iter().any(|e| e.message.contains(problem)),
        "{}",
        dump(&errs)
    );
}

#[test]
fn verify_function_of_a_missing_id() {
    let m = Module::new();
    let err = verify_function(&m, FuncId::new(3)).unwrap_err();
    assert!(err.to_string().contains("dangling reference"));
}

// ----------------------------------------------------------------- module

fn global(name: &str, size: u64, align: u32, linkage: Linkage, init: GlobalInit) -> GlobalData {
    GlobalData {
        name: name.into(),
        size,
        align,
        constant: false,
        linkage,
        addr_space: AddrSpace::GENERIC,
        init,
    }
}

#[test]
fn global_invariants() {
    let mut m = Module::new();
    let bytes = |n: usize, relocs| GlobalInit::Bytes {
        data: vec![0; n],
        relocs,
    };
    m.add_global(global("short", 8, 8, Linkage::Local, bytes(4, vec![])))
        .unwrap();
    m.add_global(global("odd", 8, 12, Linkage::Local, GlobalInit::Zero))
        .unwrap();
    let reloc = |offset, target| Reloc {
        offset,
        target,
        addend: 0,
    };
    m.add_global(global(
        "relocs",
        16,
        8,
        Linkage::Export,
        bytes(
            16,
            vec![
                reloc(12, RelocTarget::Global(Global::new(0))),
                reloc(0, RelocTarget::Func(FuncId::new(5))),
                reloc(u64::MAX, RelocTarget::Global(Global::new(0))),
            ],
        ),
    ))
    .unwrap();
    m.add_global(global("imp", 4, 4, Linkage::Import, GlobalInit::Zero))
        .unwrap();
    m.add_global(global("def", 4, 4, Linkage::Local, GlobalInit::External))
        .unwrap();
    expect_module(
        &m,
        "global @short",
        "the initializer has 4 bytes but the global's size is 8",
    );
    expect_module(&m, "global @odd", "alignment 12 is not a power of two");
    expect_module(
        &m,
        "global @relocs",
        "relocation at offset 12 does not fit in 16 bytes",
    );
    expect_module(&m, "global @relocs", "names func5, which does not exist");
    expect_module(
        &m,
        "global @relocs",
        "relocation at offset 18446744073709551615 does not fit",
    );
    expect_module(
        &m,
        "global @imp",
        "an imported global cannot have an initializer",
    );
    expect_module(
        &m,
        "global @def",
        "a global without an initializer must be an import",
    );
    assert_eq!(errors(&m).len(), 7, "{}", dump(&errors(&m)));
}

#[test]
fn duplicate_names_are_caught() {
    let mut m = single(&[], &[], |b, _| {
        b.ret(&[]);
    });
    m.add_function(Function::new("g", Signature::default(), Linkage::Import))
        .unwrap();
    m.functions[FuncId::new(1)].name = "f".into();
    expect_module(&m, "function @f", "the name @f is defined more than once");
}

// ----------------------------------------------------- several and report

fn several_problems() -> Module {
    single(&[Type::I32, Type::I64], &[Type::F64], |b, a| {
        let next = b.create_block();
        let s = b.iadd(a[0], a[1]);
        let c = b.fadd(s, s);
        b.jump(next, &[c]);
        b.switch_to(next);
        b.ret(&[a[0]]);
    })
}

#[test]
fn every_problem_is_reported() {
    let m = several_problems();
    expect_inst(
        &m,
        "block0",
        "v2 = iadd v0, v1",
        "operand types differ: i32 and i64",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = fadd v2, v2",
        "fadd needs float operands, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "jump block1(v3)",
        "block1 takes 0 arguments, but 1 is passed",
    );
    expect_inst(
        &m,
        "block1",
        "return v0",
        "returns (i32) but the signature returns (f64)",
    );
    assert_eq!(errors(&m).len(), 4, "{}", dump(&errors(&m)));
}

#[test]
fn report_annotates_the_guilty_lines() {
    let mut m = several_problems();
    m.add_global(global("odd", 8, 3, Linkage::Local, GlobalInit::Zero))
        .unwrap();
    let errs = verify_module(&m).unwrap_err();
    let expected = "\
; error: in global @odd: alignment 3 is not a power of two

func export @f(i32, i64) -> f64 {
block0(v0: i32, v1: i64):
    v2 = iadd v0, v1
; error: operand types differ: i32 and i64
    v3 = fadd v2, v2
; error: fadd needs float operands, not i32
    jump block1(v3)
; error: block1 takes 0 arguments, but 1 is passed
block1:
    return v0
; error: returns (i32) but the signature returns (f64)
}
; 5 verifier errors
";
    assert_eq!(report(&m, &errs), expected);
}

#[test]
fn report_places_block_and_function_errors() {
    let mut m = single(&[], &[], |b, _| {
        let next = b.create_block();
        b.jump(next, &[]);
    });
    m.functions[FuncId::new(0)].linkage = Linkage::Import;
    let errs = verify_module(&m).unwrap_err();
    let expected = "\
func import @f() {
; error: an imported function cannot have a body
block0:
    jump block1
block1:
; error: block is empty: it needs a terminator
}
; 2 verifier errors
";
    assert_eq!(report(&m, &errs), expected);
}

#[test]
fn wild_ids_in_what_display_names_read() {
    // Naming would index these: they must be caught before it, without
    // allocating a table of four billion names.
    let mut m = single(&[], &[], |b, _| {
        let c = b.iconst(Type::I32, 0);
        let _ = c;
        b.ret(&[]);
    });
    let f = &mut m.functions[FuncId::new(0)];
    f.dfg.blocks[Block::new(0)]
        .params
        .push(Value::new(0xffff_fff0));
    let inst = f.layout.block_insts(Block::new(0))[0];
    f.dfg.results[inst].push(Value::new(0xffff_fff1));
    let errs = errors(&m);
    assert_eq!(errs.len(), 2, "{}", dump(&errs));
    assert_eq!(
        errs[0].to_string(),
        "in @f, block?0: dangling reference: parameter 0: v4294967280 does not exist"
    );
    assert_eq!(
        errs[1].to_string(),
        "in @f, block?0, inst?0: dangling reference: result 1: v4294967281 does not exist"
    );
    assert!(report(&m, &VerifierErrors(errs)).contains("; 2 verifier errors"));
}

#[test]
fn edge_to_an_unplaced_block_with_a_dangling_parameter() {
    let m = single(&[], &[], |b, _| {
        let floating = b.func().dfg.make_block();
        b.func().dfg.blocks[floating].params.push(Value::new(77));
        b.jump(floating, &[]);
    });
    expect_inst(
        &m,
        "block0",
        "jump block?1",
        "dangling reference: parameter 0 of block?1: v77 does not exist",
    );
}
