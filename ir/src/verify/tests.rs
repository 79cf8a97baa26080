//! Verifier tests: one module exercising every instruction family that must
//! pass, and one negative case per invariant, each checking that the
//! message names the function, block, instruction and problem.

use super::*;
use crate::builder::FunctionBuilder;
use crate::entity::{Block, Global, StackSlot, Value};
use crate::function::Linkage;
use crate::inst::{BlockCall, InstData, MemFlags, Signature};
use crate::module::{GlobalData, GlobalInit, Reloc, RelocTarget};
use crate::opcode::*;
use crate::types::{AddrSpace, ScalarType, Type};

const F32X4: fn() -> Type = || Type::vector(ScalarType::F32, 4).unwrap();

/// A module with one exported function `@f` of the given signature whose
/// entry block gets the signature's parameters; `body` fills it in.
fn single(
    params: &[Type],
    returns: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]),
) -> Module {
    let mut module = Module::new();
    with_func(&mut module, "f", params, returns, body);
    module
}

fn with_func(
    module: &mut Module,
    name: &str,
    params: &[Type],
    returns: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]),
) -> FuncId {
    let sig = Signature::new(params, returns);
    let id = module
        .declare_function(name, sig, Linkage::Export)
        .expect("fresh name");
    let mut b = module.builder(id);
    let entry = b.create_block();
    let args = b.append_signature_params(entry);
    b.switch_to(entry);
    body(&mut b, &args);
    id
}

fn errors(module: &Module) -> Vec<VerifierError> {
    match verify_module(module) {
        Ok(()) => Vec::new(),
        Err(e) => e.0,
    }
}

fn dump(errors: &[VerifierError]) -> String {
    errors
        .iter()
        .map(|e| format!("  {e}\n"))
        .collect::<String>()
}

/// Asserts that verifying `module` reports an error in `@f`, at `block` and
/// the instruction printed as `inst`, whose message contains `problem`,
/// and that the rendered message carries all of these.
fn expect_inst(module: &Module, block: &str, inst: &str, problem: &str) {
    let errors = errors(module);
    let found = errors.iter().find(|e| {
        e.func == "f"
            && e.block.as_deref() == Some(block)
            && e.inst_text.as_deref() == Some(inst)
            && e.message.contains(problem)
    });
    let Some(e) = found else {
        panic!(
            "no error `{problem}` at {block}, {inst:?}; got:\n{}",
            dump(&errors)
        );
    };
    let text = e.to_string();
    assert!(
        text.starts_with(&format!("in @f, {block}, \"{inst}\": ")) && text.contains(problem),
        "badly rendered: {text}"
    );
}

/// Like `expect_inst` for an error blamed on a block as a whole.
fn expect_block(module: &Module, block: &str, problem: &str) {
    let errors = errors(module);
    let found = errors.iter().find(|e| {
        e.func == "f"
            && e.block.as_deref() == Some(block)
            && e.inst.is_none()
            && e.message.contains(problem)
    });
    let Some(e) = found else {
        panic!("no error `{problem}` at {block}; got:\n{}", dump(&errors));
    };
    assert!(e.to_string().starts_with(&format!("in @f, {block}: ")));
}

fn expect_module(module: &Module, location: &str, problem: &str) {
    let errors = errors(module);
    assert!(
        errors
            .iter()
            .any(|e| e.to_string() == format!("in {location}: {}", e.message)
                && e.message.contains(problem)),
        "no error `{problem}` at {location}; got:\n{}",
        dump(&errors)
    );
}

// ---------------------------------------------------------------- positive

#[test]
fn every_instruction_family_verifies() {
    let mut m = Module::new();
    let counter = m
        .add_global(GlobalData {
            name: "counter".into(),
            size: 8,
            align: 8,
            constant: false,
            linkage: Linkage::Export,
            addr_space: AddrSpace::GLOBAL,
            init: GlobalInit::Zero,
        })
        .unwrap();
    m.add_global(GlobalData {
        name: "table".into(),
        size: 16,
        align: 8,
        constant: true,
        linkage: Linkage::Local,
        addr_space: AddrSpace::GENERIC,
        init: GlobalInit::Bytes {
            data: vec![0; 16],
            relocs: vec![Reloc {
                offset: 8,
                target: RelocTarget::Global(counter),
                addend: 0,
            }],
        },
    })
    .unwrap();
    m.add_global(GlobalData {
        name: "errno".into(),
        size: 4,
        align: 4,
        constant: false,
        linkage: Linkage::Import,
        addr_space: AddrSpace::GENERIC,
        init: GlobalInit::External,
    })
    .unwrap();
    let sin = m
        .declare_function(
            "sin",
            Signature::new([Type::F64], [Type::F64]),
            Linkage::Import,
        )
        .unwrap();
    let mut printf_sig = Signature::new([Type::PTR], [Type::I32]);
    printf_sig.variadic = true;
    let printf = m
        .declare_function("printf", printf_sig.clone(), Linkage::Import)
        .unwrap();
    let f = m
        .declare_function(
            "f",
            Signature::new([Type::F64, Type::I32, Type::PTR], [Type::F64]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let body = b.create_block();
    let join = b.create_block();
    let dead = b.create_block();
    let trap = b.create_block();
    let [x, n, p] = b.append_params(entry, [Type::F64, Type::I32, Type::PTR]);
    let [acc] = b.append_params(join, [Type::F64]);
    b.switch_to(entry);
    let slot = b.stack_slot(32, 16);
    let sp = b.stack_addr(slot);
    let g = b.global_addr(counter);
    let fp = b.func_addr(sin);
    let one = b.iconst(Type::I32, 1);
    let big = b.iconst(Type::I64, -1);
    let half = b.f64const(0.5);
    let third = b.f32const(0.25);
    let neg = b.unary(UnaryOp::Ineg, n);
    let pop = b.unary(UnaryOp::Popcnt, neg);
    let sw = b.unary(UnaryOp::Bswap, pop);
    let fneg = b.fneg(x);
    let sum = b.iadd(sw, one);
    let shl = b.shl(sum, one);
    let rot = b.binary(BinaryOp::Rotl, shl, one);
    let prod = b.fmul(fneg, half);
    let rem = b.frem(prod, half);
    let lt = b.icmp(IntCC::Slt, rot, one);
    let fl = b.fcmp(FloatCC::Olt, rem, half);
    let both = b.band(lt, fl);
    let pick = b.select(both, rem, x);
    let wide = b.cast(CastOp::Sext, n, Type::I64);
    let narrow = b.cast(CastOp::Trunc, wide, Type::I16);
    let _z = b.cast(CastOp::Zext, narrow, Type::I32);
    let xf = b.cast(CastOp::Fptrunc, x, Type::F32);
    let _xd = b.cast(CastOp::Fpext, xf, Type::F64);
    let _fi = b.cast(CastOp::Fptosi, x, Type::I32);
    let _if = b.cast(CastOp::Uitofp, n, Type::F32);
    let bits = b.cast(CastOp::Bitcast, x, Type::I64);
    let pi = b.cast(CastOp::Ptrtoint, p, Type::I64);
    let ip = b.cast(CastOp::Inttoptr, pi, Type::PTR);
    let _asc = b.cast(CastOp::AddrSpaceCast, ip, Type::ptr(AddrSpace::GLOBAL));
    let _v2 = b.cast(
        CastOp::Bitcast,
        bits,
        Type::vector(ScalarType::I32, 2).unwrap(),
    );
    let q = b.ptr_add(sp, big);
    let q = b.ptr_add_imm(q, 8);
    let l = b.load(Type::F64, q, MemFlags::aligned(8));
    b.store(l, sp, MemFlags::default());
    let atomic = MemFlags {
        align: 8,
        volatile: false,
        ordering: Some(Ordering::Acquire),
    };
    let al = b.load(Type::I64, g, atomic);
    let rel = MemFlags {
        ordering: Some(Ordering::Release),
        ..atomic
    };
    b.store(al, g, rel);
    let _old = b.atomic_rmw(RmwOp::Add, Type::I64, g, al, Ordering::SeqCst);
    let _fold = b.atomic_rmw(RmwOp::Fadd, Type::F64, sp, l, Ordering::Monotonic);
    let (_prev, _ok) = b.cmpxchg(Type::I64, g, al, big, Ordering::AcqRel);
    b.fence(Ordering::SeqCst);
    let s = b.call(sin, &[pick])[0];
    let _r = b.call(printf, &[p, n, x]);
    let _ri = b.call_indirect(Signature::new([Type::F64], [Type::F64]), fp, &[s]);
    let m1 = b.math(MathOp::Sqrt, &[s]);
    let m2 = b.math(MathOp::Atan2, &[m1, s]);
    let m3 = b.math(MathOp::Fma, &[m1, m2, s]);
    let m4 = b.math(MathOp::Powi, &[m3, n]);
    let len = b.iconst(Type::I64, 16);
    let byte = b.iconst(Type::I8, 0);
    b.mem(MemOp::Memset, sp, byte, len);
    b.mem(MemOp::Memcpy, sp, p, len);
    b.mem(MemOp::Memmove, p, sp, len);
    let tid = b.gpu(GpuOp::ThreadIdX);
    b.barrier();
    let v = b.splat(F32X4(), third);
    let e = b.extract_lane(v, 3);
    let v = b.insert_lane(v, e, 0);
    let v8 = b.shuffle(v, v, &[0, 7, 1, 6, 2, 5, 3, 4]);
    let vsum = b.fadd(v8, v8);
    let vc = b.fcmp(FloatCC::Olt, vsum, vsum);
    let _vs = b.select(vc, vsum, v8);
    let _vm = b.math(MathOp::Sin, &[v]);
    let t = b.icmp(IntCC::Eq, tid, one);
    b.brif(t, body, &[], join, &[m4]);
    b.switch_to(body);
    b.switch(
        tid,
        vec![
            (0, BlockCall::new(join, [x])),
            (0xffff_ffff, BlockCall::new(trap, [])),
        ],
        BlockCall::new(join, [m4]),
    );
    b.switch_to(join);
    b.ret(&[acc]);
    b.switch_to(dead);
    b.unreachable();
    b.switch_to(trap);
    b.trap();
    if let Err(e) = verify_module(&m) {
        panic!("{e}\n{}", report(&m, &e));
    }
}

#[test]
fn loops_and_unreachable_blocks_verify() {
    // An unreachable block may use values that do not dominate it.
    let m = single(&[Type::I32], &[Type::I32], |b, args| {
        let head = b.create_block();
        let exit = b.create_block();
        let dead = b.create_block();
        let [i] = b.append_params(head, [Type::I32]);
        b.jump(head, &[args[0]]);
        b.switch_to(head);
        let one = b.iconst(Type::I32, 1);
        let next = b.isub(i, one);
        let zero = b.iconst(Type::I32, 0);
        let done = b.icmp(IntCC::Eq, next, zero);
        b.brif(done, exit, &[], head, &[next]);
        b.switch_to(exit);
        b.ret(&[next]);
        b.switch_to(dead);
        let late = b.iadd(next, one);
        b.ret(&[late]);
    });
    assert_eq!(errors(&m), Vec::new());
}

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
