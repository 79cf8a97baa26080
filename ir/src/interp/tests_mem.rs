//! Memory, globals, calls, externs (allocation, printf) and limits.

use super::tests::{f64v, i32v, i64v, run, single};
use super::*;
use crate::inst::{MemFlags, Signature};
use crate::module::{GlobalData, Reloc};
use crate::opcode::{IntCC, MemOp, Ordering};
use crate::{AddrSpace, Linkage};

fn kind(r: Result<Vec<DataValue>, InterpError>) -> ErrorKind {
    match r {
        Ok(v) => panic!("expected an error, got {v:?}"),
        Err(e) => e.kind,
    }
}

fn pv(addr: u64) -> DataValue {
    DataValue::Int(ScalarType::Ptr(AddrSpace::GENERIC), addr)
}

/// `f(p, off) = load.T (p + off)`.
fn loader(ty: Type) -> Module {
    single(&[Type::PTR, Type::I64], &[ty], |b, p| {
        let a = b.ptr_add(p[0], p[1]);
        let v = b.load(ty, a, MemFlags::default());
        b.ret(&[v]);
    })
}

#[test]
fn loads_are_little_endian_and_may_be_unaligned() {
    let m = loader(Type::I32);
    let mut it = Interpreter::new(&m);
    let buf = it
        .memory()
        .alloc_bytes(&[1, 2, 3, 4, 5, 6, 7, 8], 8)
        .unwrap();
    assert_eq!(
        it.call("f", &[pv(buf), i64v(0)]).unwrap(),
        vec![i32v(0x0403_0201)]
    );
    assert_eq!(
        it.call("f", &[pv(buf), i64v(3)]).unwrap(),
        vec![i32v(0x0706_0504)]
    );
}

#[test]
fn one_byte_past_the_end_is_out_of_bounds() {
    let m = loader(Type::I32);
    let mut it = Interpreter::new(&m);
    let buf = it.memory().alloc_bytes(&[0; 8], 8).unwrap();
    assert!(it.call("f", &[pv(buf), i64v(4)]).is_ok());
    let e = it.call("f", &[pv(buf), i64v(5)]).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::OutOfBounds {
            addr: buf + 5,
            len: 4
        }
    );
    assert!(
        e.to_string().contains("in @f at \"v3 = load.i32 v2\""),
        "{e}"
    );
    assert_eq!(
        kind(it.call("f", &[pv(buf), i64v(-1)])),
        ErrorKind::OutOfBounds {
            addr: buf - 1,
            len: 4
        }
    );
    assert_eq!(
        kind(it.call("f", &[pv(0), i64v(8)])),
        ErrorKind::NullDeref { addr: 8 }
    );
}

#[test]
fn uninitialised_reads_and_use_after_free() {
    let m = loader(Type::I64);
    let mut it = Interpreter::new(&m);
    let buf = it.memory().alloc(16, 8).unwrap();
    it.memory().write(buf, &[0; 7]).unwrap();
    assert_eq!(
        kind(it.call("f", &[pv(buf), i64v(0)])),
        ErrorKind::Uninitialized { addr: buf + 7 }
    );
    it.memory().write(buf + 7, &[0x80]).unwrap();
    assert_eq!(
        it.call("f", &[pv(buf), i64v(0)]).unwrap(),
        vec![i64v(i64::MIN)]
    );
    it.memory().free(buf, memory::AllocKind::Heap).unwrap();
    assert_eq!(
        kind(it.call("f", &[pv(buf), i64v(0)])),
        ErrorKind::UseAfterFree { addr: buf }
    );
}

#[test]
fn stack_slots_store_load_and_die_with_their_frame() {
    // f stores x into a slot, reloads it as f64, and returns the slot's
    // address (which must be dead afterwards).
    let m = single(&[Type::F64], &[Type::F64, Type::PTR], |b, p| {
        let ss = b.stack_slot(8, 8);
        let a = b.stack_addr(ss);
        b.store(p[0], a, MemFlags::aligned(8));
        let v = b.load(Type::F64, a, MemFlags::aligned(8));
        b.ret(&[v, a]);
    });
    let mut it = Interpreter::new(&m);
    let out = it.call("f", &[f64v(2.5)]).unwrap();
    assert_eq!(out[0], f64v(2.5));
    let addr = out[1].bits();
    assert_eq!(
        it.memory().read(addr, 8).unwrap_err().kind,
        ErrorKind::UseAfterFree { addr }
    );
}

#[test]
fn reading_a_fresh_slot_is_uninitialised() {
    let m = single(&[], &[Type::I8], |b, _| {
        let ss = b.stack_slot(4, 4);
        let a = b.stack_addr(ss);
        let v = b.load(Type::I8, a, MemFlags::default());
        b.ret(&[v]);
    });
    assert!(matches!(
        kind(run(&m, &[])),
        ErrorKind::Uninitialized { .. }
    ));
}

fn global(name: &str, size: u64, constant: bool, init: GlobalInit) -> GlobalData {
    GlobalData {
        name: name.into(),
        size,
        align: 8,
        constant,
        linkage: Linkage::Local,
        addr_space: AddrSpace::GENERIC,
        init,
    }
}

#[test]
fn globals_with_relocations_and_constants() {
    let mut m = Module::new();
    let target = m
        .add_global(global(
            "target",
            8,
            false,
            GlobalInit::Bytes {
                data: 42i64.to_le_bytes().to_vec(),
                relocs: vec![],
            },
        ))
        .unwrap();
    let table = m
        .add_global(global(
            "table",
            16,
            true,
            GlobalInit::Bytes {
                data: vec![0; 16],
                relocs: vec![Reloc {
                    offset: 8,
                    target: RelocTarget::Global(target),
                    addend: 0,
                }],
            },
        ))
        .unwrap();
    let zero = m
        .add_global(global("zero", 4, false, GlobalInit::Zero))
        .unwrap();
    let sig = Signature::new([], [Type::I64, Type::I32]);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    b.switch_to(entry);
    let t = b.global_addr(table);
    let slot = b.ptr_add_imm(t, 8);
    let p = b.load(Type::PTR, slot, MemFlags::default());
    let v = b.load(Type::I64, p, MemFlags::default());
    let z = b.global_addr(zero);
    let zv = b.load(Type::I32, z, MemFlags::default());
    b.ret(&[v, zv]);
    let g = b.create_block();
    b.switch_to(g);
    let t = b.global_addr(table);
    let one = b.iconst(Type::I8, 1);
    b.store(one, t, MemFlags::default());
    b.ret(&[]);
    let sig = Signature::new([], []);
    let w = m
        .declare_function("write_const", sig, Linkage::Export)
        .unwrap();
    let mut b = m.builder(w);
    let entry = b.create_block();
    b.switch_to(entry);
    let t = b.global_addr(table);
    let one = b.iconst(Type::I8, 1);
    b.store(one, t, MemFlags::default());
    b.ret(&[]);
    let mut it = Interpreter::new(&m);
    assert_eq!(it.call("f", &[]).unwrap(), vec![i64v(42), i32v(0)]);
    let t = it.global_address("table").unwrap();
    assert!(matches!(
        kind(it.call("write_const", &[])),
        ErrorKind::WriteToConst { addr } if addr == t
    ));
}

/// `fact(n) = n <= 1 ? 1 : n * fact(n - 1)`.
fn factorial() -> Module {
    let mut m = Module::new();
    let sig = Signature::new([Type::I64], [Type::I64]);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let [n] = b.append_params(entry, [Type::I64]);
    let rec = b.create_block();
    let base = b.create_block();
    b.switch_to(entry);
    let one = b.iconst(Type::I64, 1);
    let small = b.icmp(IntCC::Sle, n, one);
    b.brif(small, base, &[], rec, &[]);
    b.switch_to(base);
    b.ret(&[one]);
    b.switch_to(rec);
    let n1 = b.isub(n, one);
    let r = b.call(f, &[n1]);
    let p = b.imul(n, r[0]);
    b.ret(&[p]);
    m
}

#[test]
fn recursion_and_the_depth_limit() {
    let m = factorial();
    assert_eq!(run(&m, &[i64v(10)]).unwrap(), vec![i64v(3_628_800)]);
    assert_eq!(
        run(&m, &[i64v(20)]).unwrap(),
        vec![i64v(2_432_902_008_176_640_000)]
    );
    // Deep recursion is an error, not a host stack overflow.
    assert_eq!(kind(run(&m, &[i64v(100_000)])), ErrorKind::StackOverflow);
    let mut it = Interpreter::new(&m);
    it.set_max_depth(5);
    assert!(it.call("f", &[i64v(5)]).is_ok());
    assert_eq!(kind(it.call("f", &[i64v(6)])), ErrorKind::StackOverflow);
    assert!(run(&m, &[i64v(9_000)]).is_ok());
}

#[test]
fn indirect_calls_through_func_addr() {
    let mut m = factorial();
    let fact = m.func_by_name("f").unwrap();
    let sig = Signature::new([Type::I64], [Type::I64]);
    let g = m
        .declare_function(
            "g",
            Signature::new([Type::I64], [Type::I64]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(g);
    let entry = b.create_block();
    let [n] = b.append_params(entry, [Type::I64]);
    b.switch_to(entry);
    let fp = b.func_addr(fact);
    let r = b.call_indirect(sig.clone(), fp, &[n]);
    b.ret(&r);
    let h = m
        .declare_function(
            "h",
            Signature::new([Type::PTR], [Type::I64]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(h);
    let entry = b.create_block();
    let [p] = b.append_params(entry, [Type::PTR]);
    b.switch_to(entry);
    let one = b.iconst(Type::I64, 1);
    let r = b.call_indirect(sig, p, &[one]);
    b.ret(&r);
    let mut it = Interpreter::new(&m);
    assert_eq!(it.call("g", &[i64v(5)]).unwrap(), vec![i64v(120)]);
    let fa = func_address(fact);
    assert_eq!(it.call("h", &[pv(fa)]).unwrap(), vec![i64v(1)]);
    let buf = it.memory().alloc(8, 8).unwrap();
    assert!(matches!(
        kind(it.call("h", &[pv(buf)])),
        ErrorKind::BadCall(_)
    ));
    assert!(matches!(
        kind(it.call("h", &[pv(fa + 8)])),
        ErrorKind::BadCall(_)
    ));
    // Data access through a function pointer is out of bounds.
    assert!(matches!(
        it.memory().read(fa, 1).unwrap_err().kind,
        ErrorKind::OutOfBounds { .. }
    ));
}

/// Declares `name` as an import with the given signature.
fn declare(
    m: &mut Module,
    name: &str,
    params: &[Type],
    returns: &[Type],
    variadic: bool,
) -> FuncId {
    let mut sig = Signature::new(params.to_vec(), returns.to_vec());
    sig.variadic = variadic;
    m.declare_function(name, sig, Linkage::Import).unwrap()
}

#[test]
fn malloc_realloc_free() {
    let mut m = Module::new();
    let malloc = declare(&mut m, "malloc", &[Type::I64], &[Type::PTR], false);
    let realloc = declare(
        &mut m,
        "realloc",
        &[Type::PTR, Type::I64],
        &[Type::PTR],
        false,
    );
    let free = declare(&mut m, "free", &[Type::PTR], &[], false);
    // f(x): p = malloc(8); *p = x; p = realloc(p, 64); r = *p; free(p); r
    let sig = Signature::new([Type::I64], [Type::I64, Type::PTR]);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let [x] = b.append_params(entry, [Type::I64]);
    b.switch_to(entry);
    let eight = b.iconst(Type::I64, 8);
    let p = b.call(malloc, &[eight])[0];
    b.store(x, p, MemFlags::default());
    let big = b.iconst(Type::I64, 64);
    let q = b.call(realloc, &[p, big])[0];
    let r = b.load(Type::I64, q, MemFlags::default());
    b.call(free, &[q]);
    b.ret(&[r, q]);
    let mut it = Interpreter::new(&m);
    let out = it.call("f", &[i64v(77)]).unwrap();
    assert_eq!(out[0], i64v(77));
    let q = out[1].bits();
    // Freed: reading it is a use after free, freeing again a double free.
    assert!(matches!(
        it.memory().read(q, 1).unwrap_err().kind,
        ErrorKind::UseAfterFree { .. }
    ));
    assert_eq!(
        kind(it.call("free", &[pv(q)])),
        ErrorKind::DoubleFree { addr: q }
    );
    assert_eq!(it.call("free", &[pv(0)]).unwrap(), vec![]);
    let a = it.call("malloc", &[i64v(0)]).unwrap()[0].bits();
    let b2 = it.call("malloc", &[i64v(0)]).unwrap()[0].bits();
    assert!(a != 0 && b2 != 0 && a != b2);
    // Interior pointers and stack or global memory are not malloc's.
    let c = it.call("malloc", &[i64v(16)]).unwrap()[0].bits();
    assert_eq!(
        kind(it.call("free", &[pv(c + 8)])),
        ErrorKind::InvalidFree { addr: c + 8 }
    );
    assert!(matches!(
        kind(it.call("malloc", &[])),
        ErrorKind::BadCall(_)
    ));
}

#[test]
fn bulk_memory_and_atomics() {
    let m = single(
        &[Type::PTR, Type::PTR],
        &[Type::I32, Type::I32, Type::I1],
        |b, p| {
            let n = b.iconst(Type::I64, 8);
            let byte = b.iconst(Type::I8, 0x11);
            b.mem(MemOp::Memset, p[0], byte, n);
            b.mem(MemOp::Memcpy, p[1], p[0], n);
            let two = b.iconst(Type::I32, 2);
            let old = b.atomic_rmw(RmwOp::Add, Type::I32, p[1], two, Ordering::SeqCst);
            let exp = b.iconst(Type::I32, 0x1111_1113);
            let nine = b.iconst(Type::I32, 9);
            let (prev, ok) = b.cmpxchg(Type::I32, p[1], exp, nine, Ordering::SeqCst);
            b.fence(Ordering::SeqCst);
            let _ = prev;
            let v = b.load(Type::I32, p[1], MemFlags::default());
            b.ret(&[old, v, ok]);
        },
    );
    let mut it = Interpreter::new(&m);
    let a = it.memory().alloc(16, 8).unwrap();
    let c = it.memory().alloc(16, 8).unwrap();
    assert_eq!(
        it.call("f", &[pv(a), pv(c)]).unwrap(),
        vec![i32v(0x1111_1111), i32v(9), ops::from_bool(true)]
    );
    let e = it.call("f", &[pv(a), pv(c + 2)]).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::MisalignedAtomic {
            addr: c + 2,
            align: 4
        }
    );
    assert!(e.to_string().contains("atomic_rmw"), "{e}");
    // Overlapping memcpy is reported.
    assert!(matches!(
        kind(it.call("f", &[pv(a), pv(a + 4)])),
        ErrorKind::OverlappingCopy { .. }
    ));
}

#[test]
fn memcpy_carries_uninitialised_bytes_without_error() {
    let mut mem = Memory::new();
    let a = mem.alloc(8, 8).unwrap();
    let b = mem.alloc(8, 8).unwrap();
    mem.write(a, &[1, 2]).unwrap();
    mem.copy(b, a, 8).unwrap();
    assert_eq!(mem.read(b, 2).unwrap(), vec![1, 2]);
    assert_eq!(
        mem.read(b, 3).unwrap_err().kind,
        ErrorKind::Uninitialized { addr: b + 2 }
    );
}

#[test]
fn rmw_operations() {
    let i = |v| i32v(v);
    assert_eq!(
        rmw(RmwOp::Nand, &i(0b1100), &i(0b1010)).unwrap(),
        i(!0b1000)
    );
    assert_eq!(rmw(RmwOp::Xchg, &i(1), &i(2)).unwrap(), i(2));
    assert_eq!(rmw(RmwOp::Umax, &i(-1), &i(2)).unwrap(), i(-1));
    assert_eq!(rmw(RmwOp::Smax, &i(-1), &i(2)).unwrap(), i(2));
    assert_eq!(rmw(RmwOp::Fadd, &f64v(1.5), &f64v(2.0)).unwrap(), f64v(3.5));
    assert_eq!(
        rmw(RmwOp::Fmax, &f64v(f64::NAN), &f64v(2.0)).unwrap(),
        f64v(2.0)
    );
    assert_eq!(rmw(RmwOp::Fmin, &f64v(1.0), &f64v(2.0)).unwrap(), f64v(1.0));
}

/// A module whose `f` calls `printf(fmt, args…)` with the format stored
/// in a constant global, returning printf's result.
fn printf_module(fmt: &str, arg_types: &[Type]) -> Module {
    let mut m = Module::new();
    let printf = declare(&mut m, "printf", &[Type::PTR], &[Type::I32], true);
    let mut data = fmt.as_bytes().to_vec();
    data.push(0);
    let g = m
        .add_global(GlobalData {
            align: 1,
            ..global(
                "fmt",
                data.len() as u64,
                true,
                GlobalInit::Bytes {
                    data,
                    relocs: vec![],
                },
            )
        })
        .unwrap();
    let sig = Signature::new(arg_types.to_vec(), [Type::I32]);
    let f = m.declare_function("f", sig, Linkage::Export).unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    let fmt = b.global_addr(g);
    let mut args = vec![fmt];
    args.extend(params);
    let r = b.call(printf, &args);
    b.ret(&r);
    m
}

fn printf(fmt: &str, args: &[DataValue]) -> String {
    let types: Vec<Type> = args.iter().map(DataValue::ty).collect();
    let m = printf_module(fmt, &types);
    let mut it = Interpreter::new(&m);
    let n = it.call("f", args).unwrap();
    let out = String::from_utf8(it.stdout().to_vec()).unwrap();
    assert_eq!(n, vec![i32v(out.len() as i64)], "printf's result");
    out
}

#[test]
fn printf_formats_like_c() {
    assert_eq!(printf("hello\n", &[]), "hello\n");
    assert_eq!(
        printf(
            "%d|%5d|%-5d|%05d",
            &[i32v(-42), i32v(42), i32v(42), i32v(42)]
        ),
        "-42|   42|42   |00042"
    );
    assert_eq!(
        printf("%u %x %X %o", &[i32v(-1), i32v(255), i32v(255), i32v(8)]),
        "4294967295 ff FF 10"
    );
    assert_eq!(
        printf("%ld %lld %zu", &[i64v(-1), i64v(i64::MAX), i64v(7)]),
        "-1 9223372036854775807 7"
    );
    assert_eq!(printf("%hhd %hd", &[i32v(255), i32v(65535)]), "-1 -1");
    assert_eq!(
        printf(
            "%.3f %8.2f %e %g",
            &[f64v(1.23456), f64v(2.5), f64v(1234.5), f64v(0.0001)]
        ),
        "1.235     2.50 1.234500e+03 0.0001"
    );
    assert_eq!(
        printf(
            "%f %f %f",
            &[f64v(-0.0), f64v(f64::INFINITY), f64v(f64::NAN)]
        ),
        "-0.000000 inf nan"
    );
    assert_eq!(
        printf(
            "%*d|%-*d|%.*f",
            &[i32v(4), i32v(7), i32v(3), i32v(7), i32v(1), f64v(2.25)]
        ),
        "   7|7  |2.2"
    );
    assert_eq!(printf("%a", &[f64v(1.0)]), "0x1p+0");
    assert_eq!(
        printf("%c%c 100%%", &[i32v('o' as i64), i32v('k' as i64)]),
        "ok 100%"
    );
    assert_eq!(
        printf("%#x %+d % d", &[i32v(255), i32v(5), i32v(5)]),
        "0xff +5  5"
    );
    // f32 arguments are promoted to double, as C does.
    assert_eq!(printf("%.1f", &[DataValue::f32(1.25)]), "1.2");
}

#[test]
fn printf_reads_strings_from_memory() {
    let m = printf_module("[%s] [%8s] [%-4s] [%.2s]\n", &[Type::PTR; 4]);
    let mut it = Interpreter::new(&m);
    let s = it.memory().alloc_bytes(b"abc\0", 1).unwrap();
    // No NUL needed within a precision.
    let t = it.memory().alloc_bytes(b"xyz", 1).unwrap();
    it.call("f", &[pv(s), pv(s), pv(s), pv(t)]).unwrap();
    assert_eq!(it.stdout(), b"[abc] [     abc] [abc ] [xy]\n");
    // A string that runs off its allocation is an out-of-bounds read.
    let e = it.call("f", &[pv(t), pv(s), pv(s), pv(s)]).unwrap_err();
    assert!(matches!(e.kind, ErrorKind::OutOfBounds { .. }), "{e}");
    assert_eq!(e.func.as_deref(), Some("f"));
    assert!(e.inst.unwrap().contains("call @printf"));
}

#[test]
fn puts_putchar_exit_abort_and_unknown_externs() {
    let mut m = Module::new();
    declare(&mut m, "puts", &[Type::PTR], &[Type::I32], false);
    declare(&mut m, "putchar", &[Type::I32], &[Type::I32], false);
    declare(&mut m, "exit", &[Type::I32], &[], false);
    declare(&mut m, "abort", &[], &[], false);
    declare(&mut m, "mystery", &[], &[], false);
    declare(&mut m, "sin", &[Type::F64], &[Type::F64], false);
    declare(&mut m, "powf", &[Type::F32, Type::F32], &[Type::F32], false);
    let mut it = Interpreter::new(&m);
    let s = it.memory().alloc_bytes(b"hi\0", 1).unwrap();
    it.call("puts", &[pv(s)]).unwrap();
    assert_eq!(it.call("putchar", &[i32v(0x21)]).unwrap(), vec![i32v(0x21)]);
    assert_eq!(it.stdout(), b"hi\n!");
    assert_eq!(kind(it.call("exit", &[i32v(3)])), ErrorKind::Exit(3));
    let e = it.call("abort", &[]).unwrap_err();
    assert!(e.is_trap());
    assert!(matches!(
        kind(it.call("mystery", &[])),
        ErrorKind::BadCall(_)
    ));
    assert_eq!(
        it.call("sin", &[f64v(0.5)]).unwrap(),
        vec![f64v(math::libm::sin(0.5))]
    );
    assert_eq!(
        it.call("powf", &[DataValue::f32(2.0), DataValue::f32(0.5)])
            .unwrap(),
        vec![DataValue::f32(math::libm::powf(2.0, 0.5))]
    );
    // A registered extern takes the name over.
    let calls = std::rc::Rc::new(std::cell::Cell::new(0));
    let counter = calls.clone();
    it.register_extern(
        "mystery",
        Box::new(move |_, _| {
            counter.set(counter.get() + 1);
            Ok(vec![])
        }),
    );
    assert_eq!(it.call("mystery", &[]).unwrap(), vec![]);
    assert_eq!(calls.get(), 1);
}

#[test]
fn fuel_stops_an_infinite_loop() {
    let m = single(&[], &[], |b, _| {
        let l = b.create_block();
        b.jump(l, &[]);
        b.switch_to(l);
        b.jump(l, &[]);
    });
    let mut it = Interpreter::new(&m);
    it.set_fuel(Some(1000));
    let e = it.call("f", &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::OutOfFuel);
    assert_eq!(e.to_string(), "out of fuel in @f at \"jump block1\"");
    // Exactly `n` instructions run: a two-instruction function needs 2.
    let m = single(&[], &[Type::I32], |b, _| {
        let c = b.iconst(Type::I32, 1);
        b.ret(&[c]);
    });
    let mut it = Interpreter::new(&m);
    it.set_fuel(Some(1));
    assert_eq!(kind(it.call("f", &[])), ErrorKind::OutOfFuel);
    it.set_fuel(Some(2));
    assert_eq!(it.call("f", &[]).unwrap(), vec![i32v(1)]);
}

#[test]
fn vector_memory_layout_packs_lanes() {
    let i16x4 = Type::vector(ScalarType::I16, 4).unwrap();
    let mut mem = Memory::new();
    let a = mem.alloc(8, 8).unwrap();
    let v = DataValue::Vector(
        (1..=4)
            .map(|k| DataValue::int(ScalarType::I16, k))
            .collect(),
    );
    mem.store(a, &v).unwrap();
    assert_eq!(mem.read(a, 8).unwrap(), vec![1, 0, 2, 0, 3, 0, 4, 0]);
    assert_eq!(mem.load(a, i16x4).unwrap(), v);
    assert_eq!(mem.load(a, Type::I64).unwrap(), i64v(0x0004_0003_0002_0001));
}

#[test]
fn bad_relocations_are_reported_not_panicked() {
    let mut m = Module::new();
    m.add_global(global(
        "g",
        4,
        false,
        GlobalInit::Bytes {
            data: vec![0; 4],
            relocs: vec![Reloc {
                offset: 0,
                target: RelocTarget::Func(FuncId::new(0)),
                addend: 0,
            }],
        },
    ))
    .unwrap();
    let mut it = Interpreter::new(&m);
    assert!(matches!(
        kind(it.call_id(FuncId::new(0), &[])),
        ErrorKind::TypeMismatch(_)
    ));
}

#[test]
fn calloc_zeroes_and_realloc_to_zero_frees() {
    let mut m = Module::new();
    declare(
        &mut m,
        "calloc",
        &[Type::I64, Type::I64],
        &[Type::PTR],
        false,
    );
    declare(
        &mut m,
        "realloc",
        &[Type::PTR, Type::I64],
        &[Type::PTR],
        false,
    );
    declare(
        &mut m,
        "memset",
        &[Type::PTR, Type::I32, Type::I64],
        &[Type::PTR],
        false,
    );
    let mut it = Interpreter::new(&m);
    let p = it.call("calloc", &[i64v(4), i64v(4)]).unwrap()[0].bits();
    assert_eq!(it.memory().read(p, 16).unwrap(), vec![0; 16]);
    assert!(it.memory().read(p, 17).is_err());
    // Overflowing or huge requests give null, as in C.
    assert_eq!(
        it.call("calloc", &[i64v(-1), i64v(2)]).unwrap(),
        vec![pv(0)]
    );
    assert_eq!(
        it.call("calloc", &[i64v(1 << 40), i64v(1)]).unwrap(),
        vec![pv(0)]
    );
    let r = it.call("memset", &[pv(p), i32v(0x1ab), i64v(2)]).unwrap();
    assert_eq!(r, vec![pv(p)]);
    assert_eq!(it.memory().read(p, 3).unwrap(), vec![0xab, 0xab, 0]);
    assert_eq!(it.call("realloc", &[pv(p), i64v(0)]).unwrap(), vec![pv(0)]);
    assert!(matches!(
        it.memory().read(p, 1).unwrap_err().kind,
        ErrorKind::UseAfterFree { .. }
    ));
    assert_eq!(
        kind(it.call("realloc", &[pv(p), i64v(8)])),
        ErrorKind::DoubleFree { addr: p }
    );
}

#[test]
fn memmove_handles_overlap_and_const_globals_refuse_memset() {
    let m = single(&[Type::PTR, Type::I64], &[], |b, p| {
        let dst = b.ptr_add_imm(p[0], 1);
        b.mem(MemOp::Memmove, dst, p[0], p[1]);
        b.ret(&[]);
    });
    let mut it = Interpreter::new(&m);
    let a = it.memory().alloc_bytes(&[1, 2, 3, 4], 1).unwrap();
    it.call("f", &[pv(a), i64v(3)]).unwrap();
    assert_eq!(it.memory().read(a, 4).unwrap(), vec![1, 1, 2, 3]);
    assert!(matches!(
        kind(it.call("f", &[pv(a), i64v(4)])),
        ErrorKind::OutOfBounds { .. }
    ));
    let mut m = Module::new();
    let g = m
        .add_global(global("ro", 8, true, GlobalInit::Zero))
        .unwrap();
    let f = m
        .declare_function("f", Signature::new([], []), Linkage::Export)
        .unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    b.switch_to(entry);
    let ga = b.global_addr(g);
    let byte = b.iconst(Type::I8, 1);
    let n = b.iconst(Type::I64, 8);
    b.mem(MemOp::Memset, ga, byte, n);
    b.ret(&[]);
    assert!(matches!(kind(run(&m, &[])), ErrorKind::WriteToConst { .. }));
}

#[test]
fn exit_from_a_nested_call_unwinds_every_frame() {
    let mut m = Module::new();
    let exit = declare(&mut m, "exit", &[Type::I32], &[], false);
    let inner = m
        .declare_function("inner", Signature::new([], [Type::PTR]), Linkage::Local)
        .unwrap();
    let mut b = m.builder(inner);
    let entry = b.create_block();
    b.switch_to(entry);
    let ss = b.stack_slot(8, 8);
    let a = b.stack_addr(ss);
    let c = b.iconst(Type::I32, 7);
    b.call(exit, &[c]);
    b.ret(&[a]);
    let f = m
        .declare_function("f", Signature::new([], [Type::PTR]), Linkage::Export)
        .unwrap();
    let mut b = m.builder(f);
    let entry = b.create_block();
    b.switch_to(entry);
    let r = b.call(inner, &[]);
    b.ret(&r);
    let mut it = Interpreter::new(&m);
    let e = it.call("f", &[]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Exit(7));
    assert_eq!(e.func.as_deref(), Some("inner"));
    assert!(!e.is_trap());
    // The slot of `inner` was freed: the next allocation is fresh and the
    // old one (the first allocation made) is dead.
    let first = memory::HEAP_BASE;
    assert!(matches!(
        it.memory().read(first, 1).unwrap_err().kind,
        ErrorKind::UseAfterFree { .. }
    ));
}
