//! Verifier tests: one module exercising every instruction family that must
//! pass, and one negative case per invariant, each checking that the
//! message names the function, block, instruction and problem.

mod body;
mod types;

use super::*;
use crate::builder::FunctionBuilder;
use crate::entity::{Block, Global, Inst, StackSlot, Value};
use crate::function::Linkage;
use crate::inst::{BlockCall, InstData, MemFlags, Signature};
use crate::module::{GlobalData, GlobalInit, Reloc, RelocTarget};
use crate::opcode::*;
use crate::types::{AddrSpace, ScalarType, Type};

pub(super) const F32X4: fn() -> Type = || Type::vector(ScalarType::F32, 4).unwrap();

/// A module with one exported function `@f` of the given signature whose
/// entry block gets the signature's parameters; `body` fills it in.
pub(super) fn single(
    params: &[Type],
    returns: &[Type],
    body: impl FnOnce(&mut FunctionBuilder, &[Value]),
) -> Module {
    let mut module = Module::new();
    with_func(&mut module, "f", params, returns, body);
    module
}

pub(super) fn with_func(
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

pub(super) fn errors(module: &Module) -> Vec<VerifierError> {
    match verify_module(module) {
        Ok(()) => Vec::new(),
        Err(e) => e.0,
    }
}

pub(super) fn dump(errors: &[VerifierError]) -> String {
    errors
        .iter()
        .map(|e| format!("  {e}\n"))
        .collect::<String>()
}

/// Asserts that verifying `module` reports an error in `@f`, at `block` and
/// the instruction printed as `inst`, whose message contains `problem`,
/// and that the rendered message carries all of these.
pub(super) fn expect_inst(module: &Module, block: &str, inst: &str, problem: &str) {
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
pub(super) fn expect_block(module: &Module, block: &str, problem: &str) {
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

pub(super) fn expect_module(module: &Module, location: &str, problem: &str) {
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
    let m = every_family();
    if let Err(e) = verify_module(&m) {
        panic!("{e}\n{}", report(&m, &e));
    }
}

/// A module using every instruction family, every global shape and a
/// variadic import, all well formed.
fn every_family() -> Module {
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
        hint: None,
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
    m
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

/// Damages the well-formed module at random, many times over, and checks
/// that neither the verifier nor the report panics, whatever it finds.
#[test]
fn random_damage_never_panics() {
    let base = every_family();
    let f = base.func_by_name("f").expect("@f exists");
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    let mut next = move |bound: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % bound.max(1) as u64) as usize
    };
    let types = [
        Type::I1,
        Type::I8,
        Type::I32,
        Type::I64,
        Type::F32,
        Type::F64,
        Type::PTR,
        F32X4(),
    ];
    let mut rejected = 0;
    for _ in 0..3000 {
        let mut m = base.clone();
        for _ in 0..1 + next(3) {
            let func = &mut m.functions[f];
            let (n_insts, n_values, n_blocks) = (
                func.dfg.insts.len(),
                func.dfg.values.len(),
                func.dfg.blocks.len(),
            );
            let inst = Inst::new(next(n_insts));
            match next(8) {
                0 => {
                    let mut k = next(4);
                    let wild = Value::new(next(n_values + 3));
                    func.dfg.insts[inst].map_operands(|v| {
                        let out = if k == 0 { wild } else { v };
                        k = k.wrapping_sub(1);
                        out
                    });
                }
                1 => {
                    if let Some(t) = func.dfg.insts[inst].targets_mut().into_iter().next() {
                        t.block = Block::new(next(n_blocks + 2));
                    }
                }
                2 => func.layout.remove_inst(inst),
                3 => {
                    let block = Block::new(next(n_blocks));
                    let len = func.layout.block_insts(block).len();
                    let placed = Inst::new(next(n_insts + 2));
                    func.layout.insert_inst(placed, block, next(len + 1));
                }
                4 => {
                    let other = Inst::new(next(n_insts));
                    func.dfg.insts[inst] = func.dfg.insts[other].clone();
                }
                5 => {
                    let v = Value::new(next(n_values));
                    func.dfg.values[v].ty = types[next(types.len())];
                }
                6 => {
                    let block = Block::new(next(n_blocks + 2));
                    if !func.layout.is_block_placed(block) {
                        func.layout.append_block(block);
                    }
                }
                _ => {
                    let v = Value::new(next(n_values));
                    let block = Block::new(next(n_blocks));
                    if let Some(data) = func.dfg.blocks.get_mut(block) {
                        data.params.push(v);
                    }
                }
            }
        }
        if let Err(errors) = verify_module(&m) {
            rejected += 1;
            assert!(!errors.0.is_empty());
            let text = report(&m, &errors);
            assert!(text.ends_with("verifier errors\n") || text.ends_with("verifier error\n"));
        }
    }
    // Nearly every mutation breaks something; most must be noticed.
    assert!(
        rejected > 2000,
        "only {rejected} of 3000 damaged modules rejected"
    );
}
