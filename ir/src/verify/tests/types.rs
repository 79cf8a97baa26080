//! Negative cases of the type checks, one family at a time.

use super::*;
// ---------------------------------------------------------- types: values

#[test]
fn binary_operand_types_differ() {
    let m = single(&[Type::I32, Type::I64], &[], |b, a| {
        b.iadd(a[0], a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = iadd v0, v1",
        "operand types differ: i32 and i64",
    );
}

#[test]
fn float_op_on_ints() {
    let m = single(&[Type::I32], &[], |b, a| {
        b.fadd(a[0], a[0]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = fadd v0, v0",
        "fadd needs float operands, not i32",
    );
}

#[test]
fn int_op_on_floats_and_ptrs() {
    let m = single(&[Type::F64, Type::PTR], &[], |b, a| {
        b.imul(a[0], a[0]);
        b.unary(UnaryOp::Clz, a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = imul v0, v0",
        "imul needs integer operands, not f64",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = clz v1",
        "clz needs integer operands, not ptr",
    );
}

#[test]
fn bswap_needs_whole_bytes() {
    let m = single(&[Type::I8], &[], |b, a| {
        b.unary(UnaryOp::Bswap, a[0]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = bswap v0",
        "bswap needs i16, i32 or i64 lanes, not i8",
    );
}

#[test]
fn iconst_immediate_too_wide() {
    let m = single(&[], &[], |b, _| {
        b.ins(InstData::Iconst {
            ty: Type::I8,
            imm: 0x1ff,
        });
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v0 = iconst.i8 -1",
        "immediate 0x1ff does not fit in 8 bits",
    );
}

#[test]
fn constants_of_the_wrong_kind() {
    let m = single(&[], &[], |b, _| {
        b.ins(InstData::Fconst {
            ty: Type::I32,
            bits: 0,
        });
        b.ins(InstData::Iconst {
            ty: Type::F64,
            imm: 0,
        });
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v0 = fconst.i32 0.0",
        "fconst needs a float type, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "v1 = iconst.f64 0",
        "iconst needs an int or ptr type, not f64",
    );
}

#[test]
fn comparisons_of_the_wrong_kind() {
    let m = single(&[Type::F32, Type::I64], &[], |b, a| {
        b.icmp(IntCC::Eq, a[0], a[0]);
        b.fcmp(FloatCC::Oeq, a[1], a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = icmp eq v0, v0",
        "icmp needs int or ptr operands, not f32",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = fcmp oeq v1, v1",
        "fcmp needs float operands, not i64",
    );
}

#[test]
fn select_condition_and_arms() {
    let m = single(&[Type::I32, Type::F64, Type::F32], &[], |b, a| {
        b.select(a[0], a[1], a[1]);
        let t = b.iconst(Type::I1, 1);
        b.select(t, a[1], a[2]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v3 = select v0, v1, v1",
        "select condition must be i1, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "v5 = select v4, v1, v2",
        "operand types differ: f64 and f32",
    );
}

#[test]
fn vector_select_needs_matching_lanes() {
    let i1x2 = Type::vector(ScalarType::I1, 2).unwrap();
    let m = single(&[i1x2, F32X4()], &[], |b, a| {
        b.select(a[0], a[1], a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = select v0, v1, v1",
        "must be i1 or i1x4, not i1x2",
    );
}

// ----------------------------------------------------------- types: casts

#[test]
fn integer_casts_go_the_right_way() {
    let m = single(&[Type::I32], &[], |b, a| {
        b.cast(CastOp::Trunc, a[0], Type::I64);
        b.cast(CastOp::Zext, a[0], Type::I16);
        b.cast(CastOp::Sext, a[0], Type::I32);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = trunc.i64 v0",
        "trunc cannot convert i32 to i64",
    );
    expect_inst(
        &m,
        "block0",
        "v2 = zext.i16 v0",
        "zext cannot convert i32 to i16",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = sext.i32 v0",
        "sext cannot convert i32 to i32",
    );
}

#[test]
fn float_casts_go_the_right_way() {
    let m = single(&[Type::F32, Type::PTR], &[], |b, a| {
        b.cast(CastOp::Fptrunc, a[0], Type::F64);
        b.cast(CastOp::Sitofp, a[0], Type::F64);
        b.cast(CastOp::Fptoui, a[1], Type::I64);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = fptrunc.f64 v0",
        "fptrunc cannot convert f32 to f64",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = sitofp.f64 v0",
        "sitofp cannot convert f32 to f64",
    );
    expect_inst(
        &m,
        "block0",
        "v4 = fptoui.i64 v1",
        "fptoui cannot convert ptr to i64",
    );
}

#[test]
fn bitcast_keeps_width_and_pointerness() {
    let m = single(&[Type::F64, Type::PTR], &[], |b, a| {
        b.cast(CastOp::Bitcast, a[0], Type::I32);
        b.cast(CastOp::Bitcast, a[1], Type::I64);
        b.cast(CastOp::Bitcast, a[1], Type::ptr(AddrSpace::SHARED));
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = bitcast.i32 v0",
        "bitcast cannot convert f64 to i32",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = bitcast.i64 v1",
        "bitcast cannot convert ptr to i64",
    );
    expect_inst(
        &m,
        "block0",
        "v4 = bitcast.ptr.shared v1",
        "cannot convert ptr to ptr.shared",
    );
}

#[test]
fn pointer_casts_need_pointers() {
    let m = single(&[Type::I64], &[], |b, a| {
        b.cast(CastOp::Ptrtoint, a[0], Type::I64);
        b.cast(CastOp::AddrSpaceCast, a[0], Type::PTR);
        b.cast(CastOp::Inttoptr, a[0], Type::I64);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = ptrtoint.i64 v0",
        "ptrtoint cannot convert i64 to i64",
    );
    expect_inst(
        &m,
        "block0",
        "v2 = addrspacecast.ptr v0",
        "cannot convert i64 to ptr",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = inttoptr.i64 v0",
        "inttoptr cannot convert i64 to i64",
    );
}

#[test]
fn casts_keep_the_lane_count() {
    let i32x4 = Type::vector(ScalarType::I32, 4).unwrap();
    let i64x2 = Type::vector(ScalarType::I64, 2).unwrap();
    let m = single(&[i32x4], &[], |b, a| {
        b.cast(CastOp::Sext, a[0], i64x2);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = sext.i64x2 v0",
        "sext cannot change the lane count",
    );
}

// ---------------------------------------------------------- types: memory

#[test]
fn ptr_add_needs_ptr_and_i64() {
    let m = single(&[Type::PTR, Type::I32], &[], |b, a| {
        b.ptr_add(a[0], a[1]);
        b.ptr_add(a[1], a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = ptr_add v0, v1",
        "the offset must be i64, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = ptr_add v1, v1",
        "ptr_add needs a ptr, not i32",
    );
}

#[test]
fn load_and_store_addresses_and_alignment() {
    let m = single(&[Type::I64, Type::PTR], &[], |b, a| {
        b.load(Type::F64, a[0], MemFlags::default());
        b.store(a[0], a[1], MemFlags::aligned(3));
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = load.f64 v0",
        "the address must be a ptr, not i64",
    );
    expect_inst(
        &m,
        "block0",
        "store v0, v1 align 3",
        "alignment 3 is not a power of two",
    );
}

#[test]
fn atomic_accesses_are_scalar_with_sensible_orderings() {
    let m = single(&[Type::PTR, Type::I32], &[], |b, a| {
        let acquire = MemFlags {
            align: 16,
            volatile: false,
            ordering: Some(Ordering::Acquire),
            hint: None,
        };
        b.load(F32X4(), a[0], acquire);
        b.store(a[1], a[0], acquire);
        b.fence(Ordering::Monotonic);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = load.f32x4 v0 align 16 atomic acquire",
        "atomic accesses need a scalar int, ptr or float type, not f32x4",
    );
    expect_inst(
        &m,
        "block0",
        "store v1, v0 align 16 atomic acquire",
        "an atomic store cannot be acquire",
    );
    expect_inst(
        &m,
        "block0",
        "fence monotonic",
        "a fence cannot be monotonic",
    );
}

#[test]
fn atomic_rmw_operation_and_operand() {
    let m = single(&[Type::PTR, Type::I32], &[], |b, a| {
        b.atomic_rmw(RmwOp::Fadd, Type::I32, a[0], a[1], Ordering::SeqCst);
        b.atomic_rmw(RmwOp::Add, Type::I64, a[0], a[1], Ordering::SeqCst);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = atomic_rmw.i32 fadd v0, v1 seq_cst",
        "atomic_rmw fadd needs a float type, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = atomic_rmw.i64 add v0, v1 seq_cst",
        "the operand must be i64, not i32",
    );
}

#[test]
fn cmpxchg_operand_types() {
    let m = single(&[Type::PTR, Type::I32, Type::I64], &[], |b, a| {
        b.cmpxchg(Type::I64, a[0], a[1], a[2], Ordering::SeqCst);
        b.cmpxchg(Type::F64, a[0], a[2], a[2], Ordering::SeqCst);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v3, v4 = cmpxchg.i64 v0, v1, v2 seq_cst seq_cst",
        "the expected value must be i64, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "v5, v6 = cmpxchg.f64 v0, v2, v2 seq_cst seq_cst",
        "cmpxchg needs a scalar int or ptr type, not f64",
    );
}

#[test]
fn mem_ops_operand_types() {
    let m = single(&[Type::PTR, Type::I32], &[], |b, a| {
        b.mem(MemOp::Memset, a[0], a[1], a[1]);
        b.mem(MemOp::Memcpy, a[0], a[1], a[1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "memset v0, v1, v1",
        "the byte must be i8, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "memset v0, v1, v1",
        "the length must be i64, not i32",
    );
    expect_inst(
        &m,
        "block0",
        "memcpy v0, v1, v1",
        "the source must be a ptr, not i32",
    );
}

// ------------------------------------------------------------ types: calls

#[test]
fn call_argument_count_and_types() {
    let mut m = Module::new();
    let callee = m
        .declare_function(
            "g",
            Signature::new([Type::F64, Type::I32], []),
            Linkage::Import,
        )
        .unwrap();
    with_func(&mut m, "f", &[Type::F64], &[], |b, a| {
        b.call(callee, &[a[0]]);
        b.call(callee, &[a[0], a[0]]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "call @g(v0)",
        "@g takes 2 arguments, but 1 is passed",
    );
    expect_inst(
        &m,
        "block0",
        "call @g(v0, v0)",
        "argument 1 to @g is f64, but the parameter is i32",
    );
}

#[test]
fn variadic_calls_need_the_fixed_arguments() {
    let mut m = Module::new();
    let mut sig = Signature::new([Type::PTR], [Type::I32]);
    sig.variadic = true;
    let printf = m.declare_function("printf", sig, Linkage::Import).unwrap();
    with_func(&mut m, "f", &[Type::PTR, Type::F64], &[], |b, a| {
        b.call(printf, &[a[0], a[1], a[1]]);
        b.call(printf, &[]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v3 = call @printf()",
        "@printf takes at least 1 argument, but 0 are passed",
    );
    assert_eq!(errors(&m).len(), 1, "{}", dump(&errors(&m)));
}

#[test]
fn call_indirect_callee_is_a_ptr() {
    let m = single(&[Type::I64], &[], |b, a| {
        b.call_indirect(Signature::new([Type::I64], []), a[0], &[a[0]]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "call_indirect v0(v0) : (i64)",
        "the callee must be a ptr, not i64",
    );
}

#[test]
fn math_arity_and_types() {
    let m = single(&[Type::F64, Type::F32, Type::I64], &[], |b, a| {
        b.math(MathOp::Sin, &[a[0], a[0]]);
        b.math(MathOp::Pow, &[a[0], a[1]]);
        b.math(MathOp::Powi, &[a[0], a[2]]);
        b.math(MathOp::Sqrt, &[a[2]]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v3 = sin v0, v0",
        "sin takes 1 operand, not 2",
    );
    expect_inst(
        &m,
        "block0",
        "v4 = pow v0, v1",
        "operand types differ: f64 and f32",
    );
    expect_inst(
        &m,
        "block0",
        "v5 = powi v0, v2",
        "the exponent of powi must be i32, not i64",
    );
    expect_inst(
        &m,
        "block0",
        "v6 = sqrt v2",
        "sqrt needs float operands, not i64",
    );
}

// ---------------------------------------------------------- types: vectors

#[test]
fn splat_needs_a_vector_of_the_operand() {
    let m = single(&[Type::F64], &[], |b, a| {
        b.splat(Type::F64, a[0]);
        b.splat(F32X4(), a[0]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v1 = splat.f64 v0",
        "splat needs a vector type, not f64",
    );
    expect_inst(
        &m,
        "block0",
        "v2 = splat.f32x4 v0",
        "needs a f32 operand, not f64",
    );
}

#[test]
fn lanes_must_exist() {
    let m = single(&[F32X4(), Type::F64], &[], |b, a| {
        b.extract_lane(a[0], 4);
        b.extract_lane(a[1], 0);
        b.insert_lane(a[0], a[1], 1);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = extract_lane v0, 4",
        "lane 4 is out of range for f32x4",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = extract_lane v1, 0",
        "must be a vector, not f64",
    );
    expect_inst(
        &m,
        "block0",
        "v4 = insert_lane v0, v1, 1",
        "the inserted value must be f32, not f64",
    );
}

#[test]
fn shuffle_mask_in_range() {
    let f32x2 = Type::vector(ScalarType::F32, 2).unwrap();
    let m = single(&[F32X4(), f32x2], &[], |b, a| {
        b.shuffle(a[0], a[0], &[0, 8]);
        b.shuffle(a[0], a[1], &[0, 1]);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "v2 = shuffle v0, v0, [0, 8]",
        "mask index 8 is out of range",
    );
    expect_inst(
        &m,
        "block0",
        "v3 = shuffle v0, v1, [0, 1]",
        "operand types differ",
    );
}

// ------------------------------------------------------ types: terminators

#[test]
fn brif_condition_is_i1() {
    let m = single(&[Type::I32], &[], |b, a| {
        let next = b.create_block();
        b.brif(a[0], next, &[], next, &[]);
        b.switch_to(next);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "brif v0, block1, block1",
        "the condition must be i1, not i32",
    );
}

#[test]
fn switch_cases_distinct_and_in_width() {
    let m = single(&[Type::I8], &[], |b, a| {
        let next = b.create_block();
        let case = |v| (v, BlockCall::new(next, []));
        b.switch(
            a[0],
            vec![case(1), case(1), case(0x100)],
            BlockCall::new(next, []),
        );
        b.switch_to(next);
        b.ret(&[]);
    });
    let text = "switch v0, [1: block1, 1: block1, 0: block1], block1";
    expect_inst(&m, "block0", text, "case value 1 appears more than once");
    expect_inst(&m, "block0", text, "case value 0x100 does not fit in i8");
}

#[test]
fn switch_on_a_float() {
    let m = single(&[Type::F64], &[], |b, a| {
        let next = b.create_block();
        b.switch(a[0], vec![], BlockCall::new(next, []));
        b.switch_to(next);
        b.ret(&[]);
    });
    expect_inst(
        &m,
        "block0",
        "switch v0, [], block1",
        "switch needs a scalar integer, not f64",
    );
}

#[test]
fn return_values_match_the_signature() {
    let m = single(&[Type::I32], &[Type::F64], |b, a| {
        b.ret(&[a[0], a[0]]);
    });
    expect_inst(
        &m,
        "block0",
        "return v0, v0",
        "returns (i32, i32) but the signature returns (f64)",
    );
}

#[test]
fn results_must_be_what_the_instruction_yields() {
    let mut m = single(&[], &[], |b, _| {
        b.iconst(Type::I32, 7);
        b.ret(&[]);
    });
    let f = &mut m.functions[FuncId::new(0)];
    let inst = f.layout.block_insts(Block::new(0))[0];
    f.dfg.insts[inst] = InstData::Fconst {
        ty: Type::F64,
        bits: 0,
    };
    expect_inst(
        &m,
        "block0",
        "v0 = fconst.f64 0.0",
        "results are (i32) but the instruction yields (f64)",
    );
}
