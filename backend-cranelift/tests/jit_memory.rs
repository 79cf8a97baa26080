//! Memory in the JIT: loads and stores (unaligned, vectors), stack slots,
//! globals with relocations, atomics and the bulk operations.

mod common;

use common::define;
use zyme_cranelift::JitModule;
use zyme_ir::{
    AddrSpace, GlobalData, GlobalInit, Linkage, MemFlags, MemOp, Module, Ordering, Reloc,
    RelocTarget, RmwOp, ScalarType, Type,
};

#[test]
fn unaligned_loads_and_stores() {
    let mut m = Module::new();
    // f(p) = load i64 at p+1; stores f32 at p+9 (both unaligned).
    define(
        &mut m,
        "f",
        &[Type::PTR, Type::F32],
        &[Type::I64],
        |b, p| {
            let q = b.ptr_add_imm(p[0], 1);
            let x = b.load(Type::I64, q, MemFlags::aligned(1));
            let r = b.ptr_add_imm(p[0], 9);
            b.store(p[1], r, MemFlags::aligned(1));
            b.ret(&[x]);
        },
    );
    // Vector load/store of i16x3 (scalarized) with an offset.
    let v = Type::vector(ScalarType::I16, 3).unwrap();
    define(&mut m, "vcopy", &[Type::PTR, Type::PTR], &[], |b, p| {
        let x = b.load(v, p[0], MemFlags::aligned(2));
        b.store(
            x,
            p[1],
            MemFlags {
                align: 1,
                volatile: true,
                ordering: None,
                hint: None,
            },
        );
        b.ret(&[]);
    });
    let jit = JitModule::compile(&m).unwrap();
    let f = jit.get::<extern "C" fn(*mut u8, f32) -> i64>("f").unwrap();
    let mut buf = [0u8; 16];
    buf[1..9].copy_from_slice(&0x0102_0304_0506_0708i64.to_le_bytes());
    assert_eq!(f(buf.as_mut_ptr(), 2.5), 0x0102_0304_0506_0708);
    assert_eq!(&buf[9..13], &2.5f32.to_le_bytes());
    let vcopy = jit
        .get::<extern "C" fn(*const u16, *mut u8) -> ()>("vcopy")
        .unwrap();
    let src = [1u16, 0xfffe, 3, 99];
    let mut dst = [0u8; 9];
    vcopy(src.as_ptr(), dst.as_mut_ptr().wrapping_add(1));
    assert_eq!(dst, [0, 1, 0, 0xfe, 0xff, 3, 0, 0, 0]);
}

#[test]
fn stack_slots_honour_alignment() {
    let mut m = Module::new();
    define(
        &mut m,
        "f",
        &[Type::I64],
        &[Type::I64, Type::I64],
        |b, p| {
            let s1 = b.stack_slot(24, 8);
            let s2 = b.stack_slot(100, 64);
            let a1 = b.stack_addr(s1);
            let a2 = b.stack_addr(s2);
            let q = b.ptr_add_imm(a1, 16);
            b.store(p[0], q, MemFlags::aligned(8));
            let q2 = b.ptr_add_imm(a2, 92);
            b.store(p[0], q2, MemFlags::aligned(4));
            let x = b.load(Type::I64, q, MemFlags::aligned(8));
            let y = b.load(Type::I64, q2, MemFlags::aligned(4));
            let s = b.iadd(x, y);
            let addr = b.cast(zyme_ir::CastOp::Ptrtoint, a2, Type::I64);
            b.ret(&[s, addr]);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    let r = jit
        .call_dynamic("f", &[zyme_ir::DataValue::Int(ScalarType::I64, 21)])
        .unwrap();
    assert_eq!(r[0].bits(), 42);
    assert_eq!(r[1].bits() % 64, 0, "64-byte aligned slot");
}

#[test]
fn globals_with_relocations() {
    let mut m = Module::new();
    let answer = m
        .add_global(GlobalData {
            name: "answer".into(),
            size: 8,
            align: 8,
            constant: true,
            linkage: Linkage::Local,
            addr_space: AddrSpace::GLOBAL,
            init: GlobalInit::Bytes {
                data: 42i64.to_le_bytes().to_vec(),
                relocs: vec![],
            },
        })
        .unwrap();
    let counter = m
        .add_global(GlobalData {
            name: "counter".into(),
            size: 4,
            align: 4,
            constant: false,
            linkage: Linkage::Export,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Zero,
        })
        .unwrap();
    let double = define(&mut m, "double", &[Type::I64], &[Type::I64], |b, p| {
        let r = b.iadd(p[0], p[0]);
        b.ret(&[r]);
    });
    // table = { &answer + 0, &double, &counter }
    let table = m
        .add_global(GlobalData {
            name: "table".into(),
            size: 24,
            align: 8,
            constant: true,
            linkage: Linkage::Export,
            addr_space: AddrSpace::GENERIC,
            init: GlobalInit::Bytes {
                data: vec![0; 24],
                relocs: vec![
                    Reloc {
                        offset: 0,
                        target: RelocTarget::Global(answer),
                        addend: 0,
                    },
                    Reloc {
                        offset: 8,
                        target: RelocTarget::Func(double),
                        addend: 0,
                    },
                    Reloc {
                        offset: 16,
                        target: RelocTarget::Global(counter),
                        addend: 2,
                    },
                ],
            },
        })
        .unwrap();
    // f() = double(*table[0]) through the function pointer in table[1];
    // also bumps the i16 at counter+2 through table[2].
    define(&mut m, "f", &[], &[Type::I64], |b, _| {
        let t = b.global_addr(table);
        let pa = b.load(Type::PTR, t, MemFlags::aligned(8));
        let x = b.load(Type::I64, pa, MemFlags::aligned(8));
        let q = b.ptr_add_imm(t, 8);
        let fp = b.load(Type::PTR, q, MemFlags::aligned(8));
        let r = b.call_indirect(zyme_ir::Signature::new([Type::I64], [Type::I64]), fp, &[x]);
        let q = b.ptr_add_imm(t, 16);
        let pc = b.load(Type::PTR, q, MemFlags::aligned(8));
        let c = b.load(Type::I16, pc, MemFlags::aligned(2));
        let one = b.iconst(Type::I16, 1);
        let c = b.iadd(c, one);
        b.store(c, pc, MemFlags::aligned(2));
        b.ret(&[r[0]]);
    });
    define(&mut m, "counter_addr", &[], &[Type::PTR], |b, _| {
        let a = b.global_addr(counter);
        b.ret(&[a]);
    });
    let jit = JitModule::compile(&m).unwrap();
    let f = jit.get::<extern "C" fn() -> i64>("f").unwrap();
    assert_eq!(f(), 84);
    assert_eq!(f(), 84);
    let addr = jit
        .get::<extern "C" fn() -> *const u16>("counter_addr")
        .unwrap()();
    // SAFETY: `counter` is 4 bytes of JIT data, alive while `jit` is.
    assert_eq!(unsafe { *addr.add(1) }, 2);
    assert_eq!(unsafe { *addr }, 0);
}

#[test]
fn atomics() {
    let mut m = Module::new();
    let int_ops = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Smax,
        RmwOp::Smin,
        RmwOp::Umax,
        RmwOp::Umin,
    ];
    for op in int_ops {
        define(
            &mut m,
            &format!("rmw_{op}"),
            &[Type::PTR, Type::I32],
            &[Type::I32],
            |b, p| {
                let r = b.atomic_rmw(op, Type::I32, p[0], p[1], Ordering::SeqCst);
                b.ret(&[r]);
            },
        );
    }
    for op in [RmwOp::Fadd, RmwOp::Fsub, RmwOp::Fmax, RmwOp::Fmin] {
        define(
            &mut m,
            &format!("rmw_{op}"),
            &[Type::PTR, Type::F64],
            &[Type::F64],
            |b, p| {
                let r = b.atomic_rmw(op, Type::F64, p[0], p[1], Ordering::AcqRel);
                b.ret(&[r]);
            },
        );
    }
    define(
        &mut m,
        "cas",
        &[Type::PTR, Type::I64, Type::I64],
        &[Type::I64, Type::I1],
        |b, p| {
            let (old, ok) = b.cmpxchg(Type::I64, p[0], p[1], p[2], Ordering::SeqCst);
            b.fence(Ordering::SeqCst);
            b.ret(&[old, ok]);
        },
    );
    define(
        &mut m,
        "casf",
        &[Type::PTR, Type::F32, Type::F32],
        &[Type::F32, Type::I1],
        |b, p| {
            let (old, ok) = b.cmpxchg(Type::F32, p[0], p[1], p[2], Ordering::SeqCst);
            b.ret(&[old, ok]);
        },
    );
    let acq = MemFlags {
        align: 8,
        volatile: false,
        ordering: Some(Ordering::Acquire),
        hint: None,
    };
    define(
        &mut m,
        "ld_st",
        &[Type::PTR, Type::F64],
        &[Type::F64],
        |b, p| {
            let old = b.load(Type::F64, p[0], acq);
            b.store(p[1], p[0], acq);
            b.ret(&[old]);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    for op in int_ops {
        let f = jit
            .get::<extern "C" fn(*mut i32, i32) -> i32>(&format!("rmw_{op}"))
            .unwrap();
        let (a, x) = (-6i32, 5i32);
        let mut cell = a;
        assert_eq!(f(&mut cell, x), a, "{op} returns the old value");
        let expect = match op {
            RmwOp::Xchg => x,
            RmwOp::Add => a + x,
            RmwOp::Sub => a - x,
            RmwOp::And => a & x,
            RmwOp::Nand => !(a & x),
            RmwOp::Or => a | x,
            RmwOp::Xor => a ^ x,
            RmwOp::Smax => a.max(x),
            RmwOp::Smin => a.min(x),
            RmwOp::Umax => (a as u32).max(x as u32) as i32,
            _ => (a as u32).min(x as u32) as i32,
        };
        assert_eq!(cell, expect, "{op}");
    }
    let cases = [
        (RmwOp::Fadd, 1.5, 2.25, 3.75),
        (RmwOp::Fsub, 1.5, 2.25, -0.75),
        (RmwOp::Fmax, 1.5, f64::NAN, 1.5),
        (RmwOp::Fmin, 1.5, -2.0, -2.0),
    ];
    for (op, a, x, expect) in cases {
        let f = jit
            .get::<extern "C" fn(*mut f64, f64) -> f64>(&format!("rmw_{op}"))
            .unwrap();
        let mut cell = a;
        assert_eq!(f(&mut cell, x), a);
        assert_eq!(cell, expect, "{op}");
    }
    // Concurrent float adds from several threads all land.
    let fadd = jit
        .get::<extern "C" fn(*mut f64, f64) -> f64>("rmw_fadd")
        .unwrap();
    let fadd: extern "C" fn(*mut f64, f64) -> f64 = *fadd;
    let mut total = 0.0f64;
    let addr = &mut total as *mut f64 as usize;
    std::thread::scope(|s| {
        for _ in 0..4 {
            s.spawn(move || {
                for _ in 0..10_000 {
                    fadd(addr as *mut f64, 1.0);
                }
            });
        }
    });
    assert_eq!(total, 40_000.0);

    let cas = jit.get::<extern "C" fn(*mut i64, i64, i64) -> i64>("cas");
    assert!(cas.is_err(), "two results do not fit an extern fn");
    let mut cell = 7i64;
    let r = jit
        .call_dynamic(
            "cas",
            &[
                zyme_ir::DataValue::Int(
                    ScalarType::Ptr(AddrSpace::GENERIC),
                    &mut cell as *mut i64 as u64,
                ),
                zyme_ir::DataValue::Int(ScalarType::I64, 7),
                zyme_ir::DataValue::Int(ScalarType::I64, 9),
            ],
        )
        .unwrap();
    assert_eq!(
        r,
        vec![
            zyme_ir::DataValue::Int(ScalarType::I64, 7),
            zyme_ir::DataValue::Int(ScalarType::I1, 1)
        ]
    );
    assert_eq!(cell, 9);
    let mut cellf = 1.0f32;
    let p = zyme_ir::DataValue::Int(
        ScalarType::Ptr(AddrSpace::GENERIC),
        &mut cellf as *mut f32 as u64,
    );
    let r = jit
        .call_dynamic(
            "casf",
            &[
                p,
                zyme_ir::DataValue::f32(2.0),
                zyme_ir::DataValue::f32(3.0),
            ],
        )
        .unwrap();
    assert_eq!(
        r,
        vec![
            zyme_ir::DataValue::f32(1.0),
            zyme_ir::DataValue::Int(ScalarType::I1, 0)
        ]
    );
    assert_eq!(cellf, 1.0);
    let ld_st = jit
        .get::<extern "C" fn(*mut f64, f64) -> f64>("ld_st")
        .unwrap();
    let mut d = 4.0;
    assert_eq!(ld_st(&mut d, 5.0), 4.0);
    assert_eq!(d, 5.0);
}

#[test]
fn bulk_memory_operations() {
    let mut m = Module::new();
    define(
        &mut m,
        "f",
        &[Type::PTR, Type::PTR, Type::I64],
        &[],
        |b, p| {
            b.mem(MemOp::Memcpy, p[1], p[0], p[2]);
            let byte = b.iconst(Type::I8, 0xab);
            let q = b.ptr_add_imm(p[1], 2);
            let two = b.iconst(Type::I64, 2);
            b.mem(MemOp::Memset, q, byte, two);
            let q1 = b.ptr_add_imm(p[1], 1);
            b.mem(MemOp::Memmove, q1, p[1], two);
            b.ret(&[]);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    let f = jit
        .get::<extern "C" fn(*const u8, *mut u8, i64) -> ()>("f")
        .unwrap();
    let src = [1u8, 2, 3, 4, 5, 6];
    let mut dst = [0u8; 6];
    f(src.as_ptr(), dst.as_mut_ptr(), 6);
    assert_eq!(dst, [1, 1, 2, 0xab, 5, 6]);
}
