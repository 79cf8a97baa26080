//! Control flow, calls (direct, indirect, recursive, variadic), several
//! results, scalarized vectors, GPU ids, `call_dynamic`, and the errors
//! malformed IR produces.

mod common;

use common::{define, import};
use zyme_cranelift::{CompileError, JitModule};
use zyme_ir::{
    BlockCall, CastOp, DataValue, GpuOp, InstData, IntCC, MathOp, Module, ScalarType, Type,
};

#[test]
fn switch_with_block_arguments() {
    let mut m = Module::new();
    define(&mut m, "f", &[Type::I8, Type::I32], &[Type::I32], |b, p| {
        let join = b.create_block();
        let r = b.append_param(join, Type::I32);
        let c1 = b.iconst(Type::I32, 100);
        let c2 = b.iconst(Type::I32, 200);
        let d = b.iconst(Type::I32, -1);
        b.switch(
            p[0],
            vec![
                (0, BlockCall::new(join, [c1])),
                (1, BlockCall::new(join, [c2])),
                (200, BlockCall::new(join, [p[1]])),
            ],
            BlockCall::new(join, [d]),
        );
        b.switch_to(join);
        b.ret(&[r]);
    });
    let jit = JitModule::compile(&m).unwrap();
    let f = jit.get::<extern "C" fn(u8, i32) -> i32>("f").unwrap();
    assert_eq!(f(0, 5), 100);
    assert_eq!(f(1, 5), 200);
    assert_eq!(f(200, 5), 5, "case above i8::MAX");
    assert_eq!(f(2, 5), -1);
    assert_eq!(f(255, 5), -1);
}

#[test]
fn recursion_loops_and_multiple_results() {
    let mut m = Module::new();
    let fib = m
        .declare_function(
            "fib",
            zyme_ir::Signature::new([Type::I64], [Type::I64]),
            zyme_ir::Linkage::Local,
        )
        .unwrap();
    {
        let mut b = m.builder(fib);
        let entry = b.create_block();
        let rec = b.create_block();
        let base = b.create_block();
        let [n] = b.append_params(entry, [Type::I64]);
        b.switch_to(entry);
        let two = b.iconst(Type::I64, 2);
        let small = b.icmp(IntCC::Slt, n, two);
        b.brif(small, base, &[], rec, &[]);
        b.switch_to(base);
        b.ret(&[n]);
        b.switch_to(rec);
        let one = b.iconst(Type::I64, 1);
        let a = b.isub(n, one);
        let c = b.isub(n, two);
        let x = b.call(fib, &[a]);
        let y = b.call(fib, &[c]);
        let s = b.iadd(x[0], y[0]);
        b.ret(&[s]);
    }
    // divmod(a, b) = (a / b, a % b), and a loop summing 1..=n, laid out
    // with the loop body *before* its header to exercise RPO lowering.
    define(
        &mut m,
        "divmod",
        &[Type::I32, Type::I32],
        &[Type::I32, Type::I32],
        |b, p| {
            let q = b.sdiv(p[0], p[1]);
            let r = b.srem(p[0], p[1]);
            b.ret(&[q, r]);
        },
    );
    define(&mut m, "sum", &[Type::I64], &[Type::I64], |b, p| {
        let body = b.create_block();
        let head = b.create_block();
        let exit = b.create_block();
        let zero = b.iconst(Type::I64, 0);
        b.jump(head, &[zero, zero]);
        let [bi, bacc] = b.append_params(body, [Type::I64, Type::I64]);
        let [hi, hacc] = b.append_params(head, [Type::I64, Type::I64]);
        let [res] = b.append_params(exit, [Type::I64]);
        b.switch_to(head);
        let done = b.icmp(IntCC::Sgt, hi, p[0]);
        b.brif(done, exit, &[hacc], body, &[hi, hacc]);
        b.switch_to(body);
        let acc2 = b.iadd(bacc, bi);
        let one = b.iconst(Type::I64, 1);
        let i2 = b.iadd(bi, one);
        b.jump(head, &[i2, acc2]);
        b.switch_to(exit);
        b.ret(&[res]);
    });
    define(&mut m, "fib_export", &[Type::I64], &[Type::I64], |b, p| {
        let r = b.call(fib, &[p[0]]);
        b.ret(&r);
    });
    let jit = JitModule::compile(&m).unwrap();
    assert_eq!(
        jit.get::<extern "C" fn(i64) -> i64>("fib_export").unwrap()(20),
        6765
    );
    assert_eq!(
        jit.get::<extern "C" fn(i64) -> i64>("sum").unwrap()(100),
        5050
    );
    let r = jit
        .call_dynamic(
            "divmod",
            &[
                DataValue::int(ScalarType::I32, -7),
                DataValue::int(ScalarType::I32, 2),
            ],
        )
        .unwrap();
    assert_eq!(
        r,
        vec![
            DataValue::int(ScalarType::I32, -3),
            DataValue::int(ScalarType::I32, -1)
        ]
    );
}

#[test]
fn indirect_calls_and_function_addresses() {
    let mut m = Module::new();
    let sig = zyme_ir::Signature::new([Type::F64], [Type::F64]);
    let sq = define(&mut m, "sq", &[Type::F64], &[Type::F64], |b, p| {
        let r = b.fmul(p[0], p[0]);
        b.ret(&[r]);
    });
    let sin = import(&mut m, "sin", &[Type::F64], &[Type::F64], false);
    define(
        &mut m,
        "apply",
        &[Type::I1, Type::F64],
        &[Type::F64],
        |b, p| {
            let a = b.func_addr(sq);
            let s = b.func_addr(sin);
            let f = b.select(p[0], a, s);
            let r = b.call_indirect(sig.clone(), f, &[p[1]]);
            b.ret(&r);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    let apply = jit.get::<extern "C" fn(bool, f64) -> f64>("apply").unwrap();
    assert_eq!(apply(true, 3.0), 9.0);
    assert_eq!(apply(false, 0.5), std::hint::black_box(0.5f64).sin());
    assert!(jit.function_ptr("sq").is_some());
    assert!(
        jit.function_ptr("sin").is_none(),
        "imports are not defined functions"
    );
}

#[test]
fn scalarized_vectors_of_many_widths() {
    let mut m = Module::new();
    for lanes in [2u32, 3, 4, 8] {
        let vf = Type::vector(ScalarType::F32, lanes).unwrap();
        let vi = Type::vector(ScalarType::I32, lanes).unwrap();
        // f(a, b) = (select(a < b, a, b) * a, reversed-shuffle, lane sum as i32)
        define(
            &mut m,
            &format!("v{lanes}"),
            &[vf, vf],
            &[vf, vf, Type::I32, vi],
            |b, p| {
                let lt = b.fcmp(zyme_ir::FloatCC::Olt, p[0], p[1]);
                let mn = b.select(lt, p[0], p[1]);
                let prod = b.fmul(mn, p[0]);
                let mask: Vec<u16> = (0..lanes as u16)
                    .map(|i| 2 * lanes as u16 - 1 - i)
                    .collect();
                let sh = b.shuffle(p[0], p[1], &mask);
                let mut acc = b.f32const(0.0);
                for i in 0..lanes as u16 {
                    let x = b.extract_lane(prod, i);
                    acc = b.fadd(acc, x);
                }
                let s = b.cast(CastOp::Fptosi, acc, Type::I32);
                let ints = b.cast(CastOp::Fptosi, p[1], vi);
                let seven = b.iconst(Type::I32, 7);
                let ints = b.insert_lane(ints, seven, 0);
                let sq = b.math(MathOp::Sqrt, &[sh]);
                b.ret(&[sq, prod, s, ints]);
            },
        );
    }
    // Vector bitcasts: f32x2 → i64 → i16x4, and an i1x8 mask packed into i8.
    define(
        &mut m,
        "bits",
        &[Type::vector(ScalarType::F32, 2).unwrap()],
        &[Type::vector(ScalarType::I16, 4).unwrap(), Type::I8],
        |b, p| {
            let w = b.cast(CastOp::Bitcast, p[0], Type::I64);
            let h = b.cast(
                CastOp::Bitcast,
                w,
                Type::vector(ScalarType::I16, 4).unwrap(),
            );
            let z = b.iconst(Type::I16, 0);
            let zs = b.splat(Type::vector(ScalarType::I16, 4).unwrap(), z);
            let h8 = b.shuffle(h, zs, &[0, 1, 2, 3, 4, 5, 6, 7]);
            let mask = b.icmp(IntCC::Ne, h8, h8);
            let mask = b.unary(zyme_ir::UnaryOp::Bnot, mask);
            let one = b.iconst(Type::I1, 1);
            let zero = b.iconst(Type::I1, 0);
            let mask = b.insert_lane(mask, zero, 1);
            let mask = b.insert_lane(mask, one, 7);
            let packed = b.cast(CastOp::Bitcast, mask, Type::I8);
            b.ret(&[h, packed]);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    for lanes in [2usize, 3, 4, 8] {
        let a: Vec<f32> = (0..lanes).map(|i| i as f32 + 1.0).collect();
        let b: Vec<f32> = (0..lanes).map(|i| 4.0 - i as f32 * 0.5).collect();
        let vec = |v: &[f32]| DataValue::Vector(v.iter().map(|&x| DataValue::f32(x)).collect());
        let r = jit
            .call_dynamic(&format!("v{lanes}"), &[vec(&a), vec(&b)])
            .unwrap();
        let prod: Vec<f32> = a
            .iter()
            .zip(&b)
            .map(|(&x, &y)| if x < y { x } else { y } * x)
            .collect();
        let concat: Vec<f32> = a.iter().chain(&b).copied().collect();
        let sh: Vec<f32> = (0..lanes)
            .map(|i| concat[2 * lanes - 1 - i].sqrt())
            .collect();
        let sum = prod.iter().fold(0.0f32, |s, &x| s + x) as i32;
        let mut ints: Vec<i32> = b.iter().map(|&x| x as i32).collect();
        ints[0] = 7;
        assert_eq!(r[0], vec(&sh), "lanes {lanes}");
        assert_eq!(r[1], vec(&prod));
        assert_eq!(r[2], DataValue::int(ScalarType::I32, sum.into()));
        assert_eq!(
            r[3],
            DataValue::Vector(
                ints.iter()
                    .map(|&x| DataValue::int(ScalarType::I32, x.into()))
                    .collect()
            )
        );
    }
    let x = [1.5f32, -2.0];
    let r = jit
        .call_dynamic(
            "bits",
            &[DataValue::Vector(
                x.iter().map(|&v| DataValue::f32(v)).collect(),
            )],
        )
        .unwrap();
    let w = u64::from(x[0].to_bits()) | (u64::from(x[1].to_bits()) << 32);
    let h: Vec<DataValue> = (0..4)
        .map(|i| DataValue::Int(ScalarType::I16, (w >> (16 * i)) & 0xffff))
        .collect();
    assert_eq!(r[0], DataValue::Vector(h));
    assert_eq!(r[1], DataValue::Int(ScalarType::I8, 0b1111_1101));
}

#[test]
fn gpu_ops_describe_one_thread() {
    let mut m = Module::new();
    define(&mut m, "f", &[], &[Type::I32], |b, _| {
        let t = b.gpu(GpuOp::ThreadIdX);
        let d = b.gpu(GpuOp::BlockDimY);
        let g = b.gpu(GpuOp::GridDimZ);
        b.barrier();
        let s = b.iadd(t, d);
        let s = b.iadd(s, g);
        b.ret(&[s]);
    });
    let jit = JitModule::compile(&m).unwrap();
    assert_eq!(jit.get::<extern "C" fn() -> i32>("f").unwrap()(), 2);
}

#[test]
fn variadic_snprintf() {
    let mut m = Module::new();
    let snprintf = import(
        &mut m,
        "snprintf",
        &[Type::PTR, Type::I64, Type::PTR],
        &[Type::I32],
        true,
    );
    let fmt = m
        .add_global(zyme_ir::GlobalData {
            name: "fmt".into(),
            size: 12,
            align: 1,
            constant: true,
            linkage: zyme_ir::Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Bytes {
                data: b"%d %.3f %s\0\0".to_vec(),
                relocs: vec![],
            },
        })
        .unwrap();
    let word = m
        .add_global(zyme_ir::GlobalData {
            name: "word".into(),
            size: 6,
            align: 1,
            constant: true,
            linkage: zyme_ir::Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Bytes {
                data: b"zyme!\0".to_vec(),
                relocs: vec![],
            },
        })
        .unwrap();
    define(
        &mut m,
        "f",
        &[Type::PTR, Type::I32, Type::F64],
        &[Type::I32],
        |b, p| {
            let len = b.iconst(Type::I64, 64);
            let f = b.global_addr(fmt);
            let w = b.global_addr(word);
            let r = b.call(snprintf, &[p[0], len, f, p[1], p[2], w]);
            b.ret(&r);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    let f = jit
        .get::<extern "C" fn(*mut u8, i32, f64) -> i32>("f")
        .unwrap();
    let mut buf = [0u8; 64];
    let n = f(buf.as_mut_ptr(), -42, 2.5);
    let text = std::ffi::CStr::from_bytes_until_nul(&buf)
        .unwrap()
        .to_str()
        .unwrap();
    assert_eq!(text, "-42 2.500 zyme!");
    assert_eq!(n, 15);
}

#[test]
fn signature_checks() {
    let mut m = Module::new();
    define(&mut m, "f", &[Type::I32], &[Type::I64], |b, p| {
        let r = b.cast(CastOp::Sext, p[0], Type::I64);
        b.ret(&[r]);
    });
    let jit = JitModule::compile(&m).unwrap();
    assert!(jit.get::<extern "C" fn(i32) -> i64>("f").is_ok());
    assert!(matches!(
        jit.get::<extern "C" fn(i64) -> i64>("f"),
        Err(CompileError::SignatureMismatch { .. })
    ));
    assert!(matches!(
        jit.get::<extern "C" fn(i32) -> ()>("f"),
        Err(CompileError::SignatureMismatch { .. })
    ));
    assert!(matches!(
        jit.get::<extern "C" fn(i32) -> i64>("g"),
        Err(CompileError::NoSuchFunction(_))
    ));
    assert!(jit.call_dynamic("f", &[DataValue::f64(1.0)]).is_err());
    assert_eq!(
        jit.call_dynamic("f", &[DataValue::int(ScalarType::I32, -5)])
            .unwrap(),
        vec![DataValue::int(ScalarType::I64, -5)]
    );
}

#[test]
fn malformed_ir_is_an_error_not_a_panic() {
    // Type mismatch in a binary operation.
    let mut m = Module::new();
    define(
        &mut m,
        "bad",
        &[Type::I32, Type::F64],
        &[Type::I32],
        |b, p| {
            let r = b.iadd(p[0], p[1]);
            b.ret(&[r]);
        },
    );
    let err = JitModule::compile(&m).err().expect("must fail");
    let text = err.to_string();
    assert!(text.contains("@bad") && text.contains("iadd"), "{text}");

    // A block without a terminator.
    let mut m = Module::new();
    define(&mut m, "open", &[Type::I32], &[Type::I32], |b, p| {
        b.iadd(p[0], p[0]);
    });
    let err = JitModule::compile(&m).err().expect("must fail");
    assert!(err.to_string().contains("terminator"), "{err}");

    // Wrong number of returned values; a dangling value; a bad lane.
    let mut m = Module::new();
    define(
        &mut m,
        "ret",
        &[Type::I32],
        &[Type::I32, Type::I32],
        |b, p| b.ret(&[p[0]]),
    );
    assert!(JitModule::compile(&m).is_err());
    let mut m = Module::new();
    define(
        &mut m,
        "lane",
        &[Type::vector(ScalarType::I8, 2).unwrap()],
        &[Type::I8],
        |b, p| {
            let x = b.extract_lane(p[0], 5);
            b.ret(&[x]);
        },
    );
    let err = JitModule::compile(&m).err().expect("must fail");
    assert!(matches!(err, CompileError::Inst { .. }), "{err}");
    let mut m = Module::new();
    define(&mut m, "dangling", &[Type::I32], &[Type::I32], |b, _| {
        let bogus = zyme_ir::Value::from_u32(999);
        b.ins(InstData::Return { args: vec![bogus] });
    });
    assert!(JitModule::compile(&m).is_err());

    // A missing import is reported before cranelift-jit would panic.
    let mut m = Module::new();
    let nope = import(&mut m, "zyme_no_such_symbol_anywhere", &[], &[], false);
    define(&mut m, "caller", &[], &[], |b, _| {
        b.call(nope, &[]);
        b.ret(&[]);
    });
    assert!(matches!(
        JitModule::compile(&m),
        Err(CompileError::Unresolved(_))
    ));
}

/// `snprintf` called through a pointer with `n` `i64` arguments after
/// the format (and a `double` last): the SysV stub takes the target after
/// them, in a register while one is free and on the stack after that.
fn indirect_snprintf(n: usize) -> String {
    let mut m = Module::new();
    let snprintf = import(
        &mut m,
        "snprintf",
        &[Type::PTR, Type::I64, Type::PTR],
        &[Type::I32],
        true,
    );
    let mut format: Vec<u8> = "%ld ".repeat(n).into_bytes();
    format.extend(b"%.1f\0");
    let size = format.len() as u64;
    let fmt = m
        .add_global(zyme_ir::GlobalData {
            name: "fmt".into(),
            size,
            align: 1,
            constant: true,
            linkage: zyme_ir::Linkage::Local,
            addr_space: zyme_ir::AddrSpace::GENERIC,
            init: zyme_ir::GlobalInit::Bytes {
                data: format,
                relocs: vec![],
            },
        })
        .unwrap();
    define(&mut m, "f", &[Type::PTR], &[Type::I32], |b, p| {
        let target = b.func_addr(snprintf);
        let len = b.iconst(Type::I64, 128);
        let f = b.global_addr(fmt);
        let mut args = vec![p[0], len, f];
        for k in 0..n {
            args.push(b.iconst(Type::I64, 10 * k as i64 + 1));
        }
        args.push(b.f64const(2.5));
        let mut sig = zyme_ir::Signature::new([Type::PTR, Type::I64, Type::PTR], [Type::I32]);
        sig.variadic = true;
        let r = b.call_indirect(sig, target, &args);
        b.ret(&r);
    });
    let jit = JitModule::compile(&m).unwrap_or_else(|e| panic!("{e}"));
    let f = jit.get::<extern "C" fn(*mut u8) -> i32>("f").unwrap();
    let mut buf = [0u8; 128];
    let len = f(buf.as_mut_ptr());
    let text = std::ffi::CStr::from_bytes_until_nul(&buf)
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert_eq!(len as usize, text.len());
    text
}

#[test]
fn indirect_variadic_call_target_in_a_register() {
    assert_eq!(indirect_snprintf(1), "1 2.5");
    assert_eq!(indirect_snprintf(2), "1 11 2.5");
}

#[test]
fn indirect_variadic_call_target_on_the_stack() {
    assert_eq!(indirect_snprintf(3), "1 11 21 2.5", "target is the 7th");
    assert_eq!(indirect_snprintf(6), "1 11 21 31 41 51 2.5");
}

/// Two-lane vectors built lane by lane, as clang's SLP vectoriser builds
/// them (`insertelement` into `poison`, held as a zero vector): where the
/// only use of the first insert overwrites the other lane, the lowering
/// starts from a splat of the inserted value instead of the vector it was
/// inserted into. Each order of lanes, an `f64x4` whose other chunk must
/// survive, and an insert with a second use (which must keep the old lane).
#[test]
fn two_lane_vectors_built_lane_by_lane() {
    let f2 = Type::vector(ScalarType::F64, 2).unwrap();
    let f4 = Type::vector(ScalarType::F64, 4).unwrap();
    let mut m = Module::new();
    define(
        &mut m,
        "pairs",
        &[Type::F64, Type::F64, f4],
        &[f2, f2, f4, f2],
        |b, p| {
            let (x, y, base) = (p[0], p[1], p[2]);
            let zero = b.f64const(0.0);
            let z2 = b.splat(f2, zero);
            // [x, y]: lane 0, then lane 1.
            let lo = b.insert_lane(z2, x, 0);
            let xy = b.insert_lane(lo, y, 1);
            // [y, x]: lane 1, then lane 0.
            let hi = b.insert_lane(z2, x, 1);
            let yx = b.insert_lane(hi, y, 0);
            // base with lanes 2 and 3 replaced: lanes 0 and 1 stay.
            let c = b.insert_lane(base, y, 3);
            let wide = b.insert_lane(c, x, 2);
            // [x, 0] is used twice: its zero lane is read.
            let kept = b.insert_lane(z2, x, 0);
            let again = b.insert_lane(kept, y, 1);
            let sum = b.fadd(kept, again);
            b.ret(&[xy, yx, wide, sum]);
        },
    );
    let jit = JitModule::compile(&m).unwrap_or_else(|e| panic!("{e}"));
    let vec = |v: &[f64]| DataValue::Vector(v.iter().map(|&x| DataValue::f64(x)).collect());
    let r = jit
        .call_dynamic(
            "pairs",
            &[
                DataValue::f64(1.5),
                DataValue::f64(-2.0),
                vec(&[10.0, 20.0, 30.0, 40.0]),
            ],
        )
        .unwrap();
    assert_eq!(
        r,
        vec![
            vec(&[1.5, -2.0]),
            vec(&[-2.0, 1.5]),
            vec(&[10.0, 20.0, 1.5, -2.0]),
            vec(&[3.0, -2.0]),
        ]
    );
}

/// zyme's runtime helpers that nothing calls any more (zyme-opt inlined
/// them) are not compiled; one still called is, and a local function of
/// the program's own that nothing calls is compiled too (the JIT finds
/// derivatives by name).
#[test]
fn runtime_helpers_nothing_calls_are_not_compiled() {
    let mut m = Module::new();
    let local = |m: &mut Module, name: &str| {
        let f = define(m, name, &[Type::I64], &[Type::I64], |b, p| b.ret(&[p[0]]));
        m.functions[f].linkage = zyme_ir::Linkage::Local;
        f
    };
    let grow = local(&mut m, "__zyme_tape_grow");
    local(&mut m, "__zyme_tape_take");
    local(&mut m, "own_helper");
    define(&mut m, "f", &[Type::I64], &[Type::I64], |b, p| {
        let r = b.call(grow, &[p[0]]);
        b.ret(&r);
    });
    let jit = JitModule::compile(&m).unwrap();
    assert_eq!(
        jit.get::<extern "C" fn(i64) -> i64>("f").unwrap().call(7),
        7
    );
    assert!(jit.function_ptr("__zyme_tape_grow").is_some());
    assert!(jit.function_ptr("own_helper").is_some());
    assert!(jit.function_ptr("__zyme_tape_take").is_none());
}
