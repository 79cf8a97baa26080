//! Integer arithmetic, comparisons, casts and `select` in the JIT, checked
//! against Rust's wrapping semantics (the IR's).

mod common;

use common::{define, jit1};
use zyme_cranelift::JitModule;
use zyme_ir::value::{sign_extend, truncate};
use zyme_ir::{BinaryOp, CastOp, DataValue, IntCC, Module, ScalarType, Type, UnaryOp};

const INT_TYPES: [ScalarType; 5] = [
    ScalarType::I1,
    ScalarType::I8,
    ScalarType::I16,
    ScalarType::I32,
    ScalarType::I64,
];

const INT_OPS: [BinaryOp; 19] = [
    BinaryOp::Iadd,
    BinaryOp::Isub,
    BinaryOp::Imul,
    BinaryOp::Sdiv,
    BinaryOp::Udiv,
    BinaryOp::Srem,
    BinaryOp::Urem,
    BinaryOp::And,
    BinaryOp::Or,
    BinaryOp::Xor,
    BinaryOp::Shl,
    BinaryOp::Lshr,
    BinaryOp::Ashr,
    BinaryOp::Rotl,
    BinaryOp::Rotr,
    BinaryOp::Smin,
    BinaryOp::Smax,
    BinaryOp::Umin,
    BinaryOp::Umax,
];

/// The IR's meaning of a binary integer operation; `None` where it traps.
fn reference(op: BinaryOp, ty: ScalarType, a: u64, b: u64) -> Option<u64> {
    let w = ty.bits();
    let (sa, sb) = (sign_extend(a, w), sign_extend(b, w));
    let min = sign_extend(1u64 << (w - 1), w);
    let amt = (b % u64::from(w)) as u32;
    let r = match op {
        BinaryOp::Iadd => a.wrapping_add(b),
        BinaryOp::Isub => a.wrapping_sub(b),
        BinaryOp::Imul => a.wrapping_mul(b),
        BinaryOp::Sdiv if b == 0 || (sa == min && sb == -1) => return None,
        BinaryOp::Sdiv => sa.wrapping_div(sb) as u64,
        BinaryOp::Udiv | BinaryOp::Urem if b == 0 => return None,
        BinaryOp::Udiv => a / b,
        BinaryOp::Urem => a % b,
        BinaryOp::Srem if b == 0 => return None,
        BinaryOp::Srem => sa.wrapping_rem(sb) as u64,
        BinaryOp::And => a & b,
        BinaryOp::Or => a | b,
        BinaryOp::Xor => a ^ b,
        BinaryOp::Shl => a << amt,
        BinaryOp::Lshr => a >> amt,
        BinaryOp::Ashr => (sa >> amt) as u64,
        BinaryOp::Rotl if amt == 0 => a,
        BinaryOp::Rotl => (a << amt) | (a >> (w - amt)),
        BinaryOp::Rotr if amt == 0 => a,
        BinaryOp::Rotr => (a >> amt) | (a << (w - amt)),
        BinaryOp::Smin => sa.min(sb) as u64,
        BinaryOp::Smax => sa.max(sb) as u64,
        BinaryOp::Umin => a.min(b),
        BinaryOp::Umax => a.max(b),
        _ => unreachable!(),
    };
    Some(truncate(r, w))
}

fn interesting(ty: ScalarType) -> Vec<u64> {
    let w = ty.bits();
    let mut v = vec![0, 1, 2, 3, 7, 8, 31, 32, 63, 64, 65, 100, 200];
    let max = truncate(u64::MAX, w);
    v.extend([
        max,
        max - 1,
        max >> 1,
        (max >> 1) + 1,
        0x5a5a_5a5a_5a5a_5a5a,
    ]);
    let mut v: Vec<u64> = v.into_iter().map(|x| truncate(x, w)).collect();
    v.sort();
    v.dedup();
    v
}

#[test]
fn binary_int_ops_match_wrapping_semantics() {
    let mut m = Module::new();
    for ty in INT_TYPES {
        for op in INT_OPS {
            let t = Type::scalar(ty);
            define(&mut m, &format!("{op}_{ty}"), &[t, t], &[t], |b, p| {
                let r = b.binary(op, p[0], p[1]);
                b.ret(&[r]);
            });
        }
    }
    let jit = JitModule::compile(&m).unwrap();
    let mut checked = 0;
    for ty in INT_TYPES {
        let values = interesting(ty);
        for op in INT_OPS {
            for &a in &values {
                for &b in &values {
                    let Some(expect) = reference(op, ty, a, b) else {
                        continue;
                    };
                    let got = jit
                        .call_dynamic(
                            &format!("{op}_{ty}"),
                            &[DataValue::Int(ty, a), DataValue::Int(ty, b)],
                        )
                        .unwrap();
                    assert_eq!(
                        got,
                        vec![DataValue::Int(ty, expect)],
                        "{op}.{ty} {a:#x}, {b:#x}"
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 10_000);
    eprintln!("checked {checked}");
}

#[test]
fn edge_cases_by_name() {
    let jit = jit1(&[Type::I64, Type::I64], Type::I64, |b, p| {
        b.srem(p[0], p[1])
    });
    let f = jit.get::<extern "C" fn(i64, i64) -> i64>("f").unwrap();
    assert_eq!(f.call(i64::MIN, -1), 0, "INT_MIN % -1 is 0");
    assert_eq!(f.call(-7, 2), -1);

    let jit = jit1(&[Type::I32, Type::I32], Type::I32, |b, p| b.shl(p[0], p[1]));
    let f = jit.get::<extern "C" fn(i32, i32) -> i32>("f").unwrap();
    assert_eq!(f(1, 33), 2, "shift amounts are taken modulo the width");
    assert_eq!(f(1, -1), i32::MIN);

    let jit = jit1(&[Type::I8, Type::I8], Type::I8, |b, p| b.ashr(p[0], p[1]));
    let f = jit.get::<extern "C" fn(i8, i8) -> i8>("f").unwrap();
    assert_eq!(f(-128, 9), -64);

    let jit = jit1(&[Type::I1, Type::I1], Type::I1, |b, p| b.iadd(p[0], p[1]));
    let f = jit.get::<extern "C" fn(bool, bool) -> bool>("f").unwrap();
    assert!(!f(true, true), "i1 arithmetic is modulo 2");
    assert!(f(true, false));
}

#[test]
fn unary_int_ops() {
    let ops = [
        UnaryOp::Ineg,
        UnaryOp::Bnot,
        UnaryOp::Popcnt,
        UnaryOp::Ctz,
        UnaryOp::Clz,
        UnaryOp::Bswap,
        UnaryOp::Bitrev,
        UnaryOp::Iabs,
    ];
    let mut m = Module::new();
    for ty in INT_TYPES {
        for op in ops {
            if op == UnaryOp::Bswap && ty == ScalarType::I1 {
                continue;
            }
            let t = Type::scalar(ty);
            define(&mut m, &format!("{op}_{ty}"), &[t], &[t], |b, p| {
                let r = b.unary(op, p[0]);
                b.ret(&[r]);
            });
        }
    }
    let jit = JitModule::compile(&m).unwrap();
    for ty in INT_TYPES {
        let w = ty.bits();
        for a in interesting(ty) {
            for op in ops {
                if op == UnaryOp::Bswap && ty == ScalarType::I1 {
                    continue;
                }
                let sa = sign_extend(a, w);
                let expect = match op {
                    UnaryOp::Ineg => 0u64.wrapping_sub(a),
                    UnaryOp::Bnot => !a,
                    UnaryOp::Popcnt => u64::from(a.count_ones()),
                    UnaryOp::Ctz => u64::from(a.trailing_zeros().min(w)),
                    UnaryOp::Clz => u64::from(a.leading_zeros() - (64 - w)),
                    UnaryOp::Bswap => a.swap_bytes() >> (64 - w),
                    UnaryOp::Bitrev => a.reverse_bits() >> (64 - w),
                    UnaryOp::Iabs => sa.wrapping_abs() as u64,
                    UnaryOp::Fneg => unreachable!(),
                };
                let got = jit
                    .call_dynamic(&format!("{op}_{ty}"), &[DataValue::Int(ty, a)])
                    .unwrap();
                assert_eq!(
                    got,
                    vec![DataValue::Int(ty, truncate(expect, w))],
                    "{op}.{ty} {a:#x}"
                );
            }
        }
    }
}

#[test]
fn comparisons_and_select() {
    let conds = [
        IntCC::Eq,
        IntCC::Ne,
        IntCC::Slt,
        IntCC::Sle,
        IntCC::Sgt,
        IntCC::Sge,
        IntCC::Ult,
        IntCC::Ule,
        IntCC::Ugt,
        IntCC::Uge,
    ];
    let mut m = Module::new();
    for ty in INT_TYPES {
        for cc in conds {
            let t = Type::scalar(ty);
            // select(a cc b, a, b) exercises select on the comparison.
            define(
                &mut m,
                &format!("{cc}_{ty}"),
                &[t, t],
                &[Type::I1, t],
                |b, p| {
                    let c = b.icmp(cc, p[0], p[1]);
                    let s = b.select(c, p[0], p[1]);
                    b.ret(&[c, s]);
                },
            );
        }
    }
    let jit = JitModule::compile(&m).unwrap();
    for ty in INT_TYPES {
        let w = ty.bits();
        let values = interesting(ty);
        for cc in conds {
            for &a in &values {
                for &b in &values {
                    let (sa, sb) = (sign_extend(a, w), sign_extend(b, w));
                    let c = match cc {
                        IntCC::Eq => a == b,
                        IntCC::Ne => a != b,
                        IntCC::Slt => sa < sb,
                        IntCC::Sle => sa <= sb,
                        IntCC::Sgt => sa > sb,
                        IntCC::Sge => sa >= sb,
                        IntCC::Ult => a < b,
                        IntCC::Ule => a <= b,
                        IntCC::Ugt => a > b,
                        IntCC::Uge => a >= b,
                    };
                    let got = jit
                        .call_dynamic(
                            &format!("{cc}_{ty}"),
                            &[DataValue::Int(ty, a), DataValue::Int(ty, b)],
                        )
                        .unwrap();
                    let expect = vec![
                        DataValue::Int(ScalarType::I1, c as u64),
                        DataValue::Int(ty, if c { a } else { b }),
                    ];
                    assert_eq!(got, expect, "{cc}.{ty} {a:#x} {b:#x}");
                }
            }
        }
    }
}

#[test]
fn integer_casts() {
    let mut m = Module::new();
    let mut cases = Vec::new();
    for from in INT_TYPES {
        for to in INT_TYPES {
            let ops: &[CastOp] = match from.bits().cmp(&to.bits()) {
                std::cmp::Ordering::Greater => &[CastOp::Trunc],
                std::cmp::Ordering::Less => &[CastOp::Zext, CastOp::Sext],
                std::cmp::Ordering::Equal => &[CastOp::Zext, CastOp::Sext, CastOp::Trunc],
            };
            for &op in ops {
                let name = format!("{op}_{from}_{to}");
                define(
                    &mut m,
                    &name,
                    &[Type::scalar(from)],
                    &[Type::scalar(to)],
                    |b, p| {
                        let r = b.cast(op, p[0], Type::scalar(to));
                        b.ret(&[r]);
                    },
                );
                cases.push((name, op, from, to));
            }
        }
    }
    // Pointer round trip.
    define(&mut m, "p2i", &[Type::PTR], &[Type::I32], |b, p| {
        let r = b.cast(CastOp::Ptrtoint, p[0], Type::I32);
        b.ret(&[r]);
    });
    define(&mut m, "i2p", &[Type::I16], &[Type::PTR], |b, p| {
        let r = b.cast(CastOp::Inttoptr, p[0], Type::PTR);
        b.ret(&[r]);
    });
    let jit = JitModule::compile(&m).unwrap();
    for (name, op, from, to) in cases {
        for a in interesting(from) {
            let expect = match op {
                CastOp::Sext => truncate(sign_extend(a, from.bits()) as u64, to.bits()),
                _ => truncate(a, to.bits()),
            };
            let got = jit.call_dynamic(&name, &[DataValue::Int(from, a)]).unwrap();
            assert_eq!(got, vec![DataValue::Int(to, expect)], "{name} {a:#x}");
        }
    }
    let p2i = jit.get::<extern "C" fn(*const u8) -> u32>("p2i").unwrap();
    assert_eq!(p2i(0x1234_5678_9abc_def0usize as *const u8), 0x9abc_def0);
    let i2p = jit.get::<extern "C" fn(i16) -> usize>("i2p").unwrap();
    assert_eq!(i2p(-1), 0xffff, "inttoptr zero-extends");
}

#[test]
fn narrow_arithmetic_is_exact_in_its_width() {
    let jit = jit1(&[Type::I8, Type::I8], Type::I8, |b, p| {
        let s = b.imul(p[0], p[1]);
        b.udiv(s, p[1])
    });
    let f = jit.get::<extern "C" fn(u8, u8) -> u8>("f").unwrap();
    assert_eq!(f(200, 3), (200u8.wrapping_mul(3)) / 3);
    let jit = jit1(&[Type::I16, Type::I16], Type::I16, |b, p| {
        b.sdiv(p[0], p[1])
    });
    let f = jit.get::<extern "C" fn(i16, i16) -> i16>("f").unwrap();
    assert_eq!(f(-32768, 7), -32768 / 7);
}
