//! Float arithmetic, the sixteen `fcmp` predicates, conversions and the
//! math library in the JIT.

mod common;

use common::{define, jit1};
use std::hint::black_box;
use zyme_cranelift::JitModule;
use zyme_ir::{BinaryOp, CastOp, DataValue, FloatCC, MathOp, Module, ScalarType, Type};

const SPECIALS: [f64; 14] = [
    0.0,
    -0.0,
    1.0,
    -1.5,
    2.5,
    3.5,
    1e300,
    -1e-300,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::NAN,
    0.1,
    123456.789,
    -7.0,
];

#[test]
fn float_arithmetic() {
    let mut m = Module::new();
    let ops = [
        BinaryOp::Fadd,
        BinaryOp::Fsub,
        BinaryOp::Fmul,
        BinaryOp::Fdiv,
        BinaryOp::Frem,
    ];
    for op in ops {
        for t in [Type::F32, Type::F64] {
            define(&mut m, &format!("{op}_{t}"), &[t, t], &[t], |b, p| {
                let r = b.binary(op, p[0], p[1]);
                b.ret(&[r]);
            });
        }
    }
    define(&mut m, "fneg", &[Type::F64], &[Type::F64], |b, p| {
        let r = b.fneg(p[0]);
        b.ret(&[r]);
    });
    let jit = JitModule::compile(&m).unwrap();
    for &x in &SPECIALS {
        for &y in &SPECIALS {
            for op in ops {
                let e64 = match op {
                    BinaryOp::Fadd => x + y,
                    BinaryOp::Fsub => x - y,
                    BinaryOp::Fmul => x * y,
                    BinaryOp::Fdiv => x / y,
                    _ => x % y,
                };
                let (xf, yf) = (x as f32, y as f32);
                let e32 = match op {
                    BinaryOp::Fadd => xf + yf,
                    BinaryOp::Fsub => xf - yf,
                    BinaryOp::Fmul => xf * yf,
                    BinaryOp::Fdiv => xf / yf,
                    _ => xf % yf,
                };
                let g = jit
                    .call_dynamic(
                        &format!("{op}_f64"),
                        &[DataValue::f64(x), DataValue::f64(y)],
                    )
                    .unwrap();
                assert!(
                    g[0].eq_modulo_nan(&DataValue::f64(e64)),
                    "{op} {x} {y}: {}",
                    g[0]
                );
                let g = jit
                    .call_dynamic(
                        &format!("{op}_f32"),
                        &[DataValue::f32(xf), DataValue::f32(yf)],
                    )
                    .unwrap();
                assert!(
                    g[0].eq_modulo_nan(&DataValue::f32(e32)),
                    "{op} {xf} {yf}: {}",
                    g[0]
                );
            }
        }
    }
    let fneg = jit.get::<extern "C" fn(f64) -> f64>("fneg").unwrap();
    assert_eq!(fneg(0.0).to_bits(), (-0.0f64).to_bits());
    let nan = f64::from_bits(0x7ff8_0000_0000_0001);
    assert_eq!(
        fneg(nan).to_bits(),
        0xfff8_0000_0000_0001,
        "fneg flips the sign of NaN"
    );
}

fn fcmp_reference(cc: FloatCC, x: f64, y: f64) -> bool {
    let uno = x.is_nan() || y.is_nan();
    match cc {
        FloatCC::False => false,
        FloatCC::True => true,
        FloatCC::Oeq => x == y,
        FloatCC::Ogt => x > y,
        FloatCC::Oge => x >= y,
        FloatCC::Olt => x < y,
        FloatCC::Ole => x <= y,
        FloatCC::One => !uno && x != y,
        FloatCC::Ord => !uno,
        FloatCC::Ueq => uno || x == y,
        FloatCC::Ugt => uno || x > y,
        FloatCC::Uge => uno || x >= y,
        FloatCC::Ult => uno || x < y,
        FloatCC::Ule => uno || x <= y,
        FloatCC::Une => x != y,
        FloatCC::Uno => uno,
    }
}

#[test]
fn all_sixteen_fcmp_predicates() {
    let mut m = Module::new();
    for &cc in FloatCC::ALL {
        for t in [Type::F32, Type::F64] {
            define(
                &mut m,
                &format!("{cc}_{t}"),
                &[t, t],
                &[Type::I1],
                |b, p| {
                    let r = b.fcmp(cc, p[0], p[1]);
                    b.ret(&[r]);
                },
            );
        }
    }
    let jit = JitModule::compile(&m).unwrap();
    assert_eq!(FloatCC::ALL.len(), 16);
    for &cc in FloatCC::ALL {
        let f = jit
            .get::<extern "C" fn(f64, f64) -> bool>(&format!("{cc}_f64"))
            .unwrap();
        let g = jit
            .get::<extern "C" fn(f32, f32) -> bool>(&format!("{cc}_f32"))
            .unwrap();
        for &x in &SPECIALS {
            for &y in &SPECIALS {
                assert_eq!(f(x, y), fcmp_reference(cc, x, y), "{cc} {x} {y}");
                let (xf, yf) = (x as f32, y as f32);
                assert_eq!(
                    g(xf, yf),
                    fcmp_reference(cc, xf.into(), yf.into()),
                    "{cc} f32 {x} {y}"
                );
            }
        }
    }
}

/// `select (fcmp cc a b), x, y` for every predicate and each order of
/// the compared values among the selected ones (a minimum or maximum
/// where it is `lt` or `gt` on them, which Cranelift may lower to
/// `minsd`/`maxsd`), bit for bit against Rust on the special values:
/// NaNs and signed zeros go where the comparison says.
#[test]
fn selects_on_compares_of_the_selected_values() {
    let mut m = Module::new();
    for &cc in FloatCC::ALL {
        for swap in [false, true] {
            for t in [Type::F32, Type::F64] {
                define(
                    &mut m,
                    &format!("{cc}_{swap}_{t}"),
                    &[t, t],
                    &[t],
                    |b, p| {
                        let c = b.fcmp(cc, p[0], p[1]);
                        let (x, y) = if swap { (p[1], p[0]) } else { (p[0], p[1]) };
                        let r = b.select(c, x, y);
                        b.ret(&[r]);
                    },
                );
            }
        }
    }
    let jit = JitModule::compile(&m).unwrap();
    for &cc in FloatCC::ALL {
        for swap in [false, true] {
            let f = jit
                .get::<extern "C" fn(f64, f64) -> f64>(&format!("{cc}_{swap}_f64"))
                .unwrap();
            let g = jit
                .get::<extern "C" fn(f32, f32) -> f32>(&format!("{cc}_{swap}_f32"))
                .unwrap();
            for &a in &SPECIALS {
                for &b in &SPECIALS {
                    let (x, y) = if swap { (b, a) } else { (a, b) };
                    let want = if fcmp_reference(cc, a, b) { x } else { y };
                    let got = f(a, b);
                    let same = got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan();
                    assert!(same, "{cc} swap={swap} {a} {b}: {got} != {want}");
                    let (af, bf) = (a as f32, b as f32);
                    let (xf, yf) = if swap { (bf, af) } else { (af, bf) };
                    let want = if fcmp_reference(cc, af.into(), bf.into()) {
                        xf
                    } else {
                        yf
                    };
                    let got = g(af, bf);
                    let same = got.to_bits() == want.to_bits() || got.is_nan() && want.is_nan();
                    assert!(same, "{cc} f32 swap={swap} {a} {b}: {got} != {want}");
                }
            }
        }
    }
}

#[test]
fn float_int_conversions_saturate() {
    let ints = [
        ScalarType::I1,
        ScalarType::I8,
        ScalarType::I16,
        ScalarType::I32,
        ScalarType::I64,
    ];
    let mut m = Module::new();
    for ty in ints {
        for op in [CastOp::Fptosi, CastOp::Fptoui] {
            define(
                &mut m,
                &format!("{op}_{ty}"),
                &[Type::F64],
                &[Type::scalar(ty)],
                |b, p| {
                    let r = b.cast(op, p[0], Type::scalar(ty));
                    b.ret(&[r]);
                },
            );
        }
        for op in [CastOp::Sitofp, CastOp::Uitofp] {
            define(
                &mut m,
                &format!("{op}_{ty}"),
                &[Type::scalar(ty)],
                &[Type::F64],
                |b, p| {
                    let r = b.cast(op, p[0], Type::F64);
                    b.ret(&[r]);
                },
            );
        }
    }
    define(&mut m, "f32_to_u8", &[Type::F32], &[Type::I8], |b, p| {
        let r = b.cast(CastOp::Fptoui, p[0], Type::I8);
        b.ret(&[r]);
    });
    define(&mut m, "trunc", &[Type::F64], &[Type::F32], |b, p| {
        let r = b.cast(CastOp::Fptrunc, p[0], Type::F32);
        b.ret(&[r]);
    });
    define(&mut m, "ext", &[Type::F32], &[Type::F64], |b, p| {
        let r = b.cast(CastOp::Fpext, p[0], Type::F64);
        b.ret(&[r]);
    });
    define(&mut m, "bits", &[Type::F64], &[Type::I64], |b, p| {
        let r = b.cast(CastOp::Bitcast, p[0], Type::I64);
        b.ret(&[r]);
    });
    let jit = JitModule::compile(&m).unwrap();
    let values = [
        0.0,
        -0.0,
        0.9,
        -0.9,
        1.0,
        -1.0,
        1.5,
        127.5,
        128.0,
        -128.5,
        -129.0,
        255.9,
        256.0,
        40000.0,
        -40000.0,
        3e9,
        -3e9,
        1e19,
        2e19,
        -1e19,
        -1e30,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
    ];
    for x in values {
        let r = |n: &str| jit.call_dynamic(n, &[DataValue::f64(x)]).unwrap()[0].bits();
        assert_eq!(r("fptosi_i8"), x as i8 as u8 as u64, "fptosi i8 {x}");
        assert_eq!(r("fptoui_i8"), u64::from(x as u8), "fptoui i8 {x}");
        assert_eq!(r("fptosi_i16"), x as i16 as u16 as u64, "fptosi i16 {x}");
        assert_eq!(r("fptoui_i16"), u64::from(x as u16), "fptoui i16 {x}");
        assert_eq!(r("fptosi_i32"), x as i32 as u32 as u64, "fptosi i32 {x}");
        assert_eq!(r("fptoui_i32"), u64::from(x as u32), "fptoui i32 {x}");
        assert_eq!(r("fptosi_i64"), x as i64 as u64, "fptosi i64 {x}");
        assert_eq!(r("fptoui_i64"), x as u64, "fptoui i64 {x}");
        // i1 saturates to its signed range [-1, 0] or unsigned [0, 1].
        let s1 = if x.is_nan() {
            0
        } else {
            x.clamp(-1.0, 0.0) as i64 & 1
        };
        let u1 = if x.is_nan() {
            0
        } else {
            x.clamp(0.0, 1.0) as u64
        };
        assert_eq!(r("fptosi_i1"), s1 as u64, "fptosi i1 {x}");
        assert_eq!(r("fptoui_i1"), u1, "fptoui i1 {x}");
        assert_eq!(r("trunc"), u64::from((x as f32).to_bits()), "fptrunc {x}");
        assert_eq!(r("bits"), x.to_bits());
        let f = jit.get::<extern "C" fn(f32) -> u8>("f32_to_u8").unwrap();
        assert_eq!(f(x as f32), x as f32 as u8);
    }
    let ext = jit.get::<extern "C" fn(f32) -> f64>("ext").unwrap();
    assert_eq!(ext(0.1f32), f64::from(0.1f32));
    for v in [
        0u64,
        1,
        0x7f,
        0x80,
        0xff,
        0x7fff,
        0x8000,
        0xffff_ffff,
        u64::MAX,
        1 << 63,
    ] {
        for ty in ints {
            let bits = zyme_ir::value::truncate(v, ty.bits());
            let s = zyme_ir::value::sign_extend(bits, ty.bits());
            let gs = jit
                .call_dynamic(&format!("sitofp_{ty}"), &[DataValue::Int(ty, bits)])
                .unwrap();
            let gu = jit
                .call_dynamic(&format!("uitofp_{ty}"), &[DataValue::Int(ty, bits)])
                .unwrap();
            assert_eq!(gs, vec![DataValue::f64(s as f64)], "sitofp {ty} {bits:#x}");
            assert_eq!(
                gu,
                vec![DataValue::f64(bits as f64)],
                "uitofp {ty} {bits:#x}"
            );
        }
    }
}

fn unary_ref(op: MathOp, x: f64) -> f64 {
    extern "C" {
        fn erf(x: f64) -> f64;
        fn erfc(x: f64) -> f64;
        fn lgamma(x: f64) -> f64;
        fn tgamma(x: f64) -> f64;
        fn rint(x: f64) -> f64;
        fn asinh(x: f64) -> f64;
        fn acosh(x: f64) -> f64;
        fn atanh(x: f64) -> f64;
        fn exp10(x: f64) -> f64;
    }
    let x = black_box(x);
    match op {
        MathOp::Sqrt => x.sqrt(),
        MathOp::Cbrt => x.cbrt(),
        MathOp::Sin => x.sin(),
        MathOp::Cos => x.cos(),
        MathOp::Tan => x.tan(),
        MathOp::Asin => x.asin(),
        MathOp::Acos => x.acos(),
        MathOp::Atan => x.atan(),
        MathOp::Sinh => x.sinh(),
        MathOp::Cosh => x.cosh(),
        MathOp::Tanh => x.tanh(),
        // Rust computes these itself; the IR means the C library's.
        // SAFETY: libm functions of one double.
        MathOp::Asinh => unsafe { asinh(x) },
        MathOp::Acosh => unsafe { acosh(x) },
        MathOp::Atanh => unsafe { atanh(x) },
        MathOp::Exp => x.exp(),
        MathOp::Exp2 => x.exp2(),
        // SAFETY: a libm function of one double.
        MathOp::Exp10 => unsafe { exp10(x) },
        MathOp::Expm1 => x.exp_m1(),
        MathOp::Log => x.ln(),
        MathOp::Log2 => x.log2(),
        MathOp::Log10 => x.log10(),
        MathOp::Log1p => x.ln_1p(),
        // SAFETY: libm functions of one double.
        MathOp::Erf => unsafe { erf(x) },
        MathOp::Erfc => unsafe { erfc(x) },
        MathOp::Lgamma => unsafe { lgamma(x) },
        MathOp::Tgamma => unsafe { tgamma(x) },
        MathOp::Fabs => x.abs(),
        MathOp::Floor => x.floor(),
        MathOp::Ceil => x.ceil(),
        MathOp::Trunc => x.trunc(),
        MathOp::Round => x.round(),
        MathOp::Rint => unsafe { rint(x) },
        _ => unreachable!(),
    }
}

extern "C" {
    fn fmin(x: f64, y: f64) -> f64;
    fn fmax(x: f64, y: f64) -> f64;
}

#[test]
fn math_library_matches_rust() {
    let unary: Vec<MathOp> = MathOp::ALL
        .iter()
        .copied()
        .filter(|op| op.arity() == 1)
        .collect();
    let mut m = Module::new();
    for &op in &unary {
        for t in [Type::F32, Type::F64] {
            define(&mut m, &format!("{op}_{t}"), &[t], &[t], |b, p| {
                let r = b.math(op, &[p[0]]);
                b.ret(&[r]);
            });
        }
    }
    let binary = [
        MathOp::Atan2,
        MathOp::Pow,
        MathOp::Hypot,
        MathOp::Minnum,
        MathOp::Maxnum,
        MathOp::Minimum,
        MathOp::Maximum,
        MathOp::Copysign,
    ];
    for op in binary {
        define(
            &mut m,
            &format!("m_{op}"),
            &[Type::F64, Type::F64],
            &[Type::F64],
            |b, p| {
                let r = b.math(op, &[p[0], p[1]]);
                b.ret(&[r]);
            },
        );
    }
    for op in [MathOp::Fma, MathOp::Fmuladd] {
        define(
            &mut m,
            &format!("m_{op}"),
            &[Type::F64; 3],
            &[Type::F64],
            |b, p| {
                let r = b.math(op, &[p[0], p[1], p[2]]);
                b.ret(&[r]);
            },
        );
    }
    define(
        &mut m,
        "powi",
        &[Type::F64, Type::I32],
        &[Type::F64],
        |b, p| {
            let r = b.math(MathOp::Powi, &[p[0], p[1]]);
            b.ret(&[r]);
        },
    );
    define(
        &mut m,
        "powif",
        &[Type::F32, Type::I32],
        &[Type::F32],
        |b, p| {
            let r = b.math(MathOp::Powi, &[p[0], p[1]]);
            b.ret(&[r]);
        },
    );
    let jit = JitModule::compile(&m).unwrap();
    let xs = [
        0.5,
        -0.5,
        0.0,
        -0.0,
        1.0,
        2.5,
        3.5,
        -2.5,
        10.0,
        0.75,
        f64::NAN,
        f64::INFINITY,
        1e-10,
    ];
    for &op in &unary {
        let f = jit
            .get::<extern "C" fn(f64) -> f64>(&format!("{op}_f64"))
            .unwrap();
        for x in xs {
            let e = unary_ref(op, x);
            let g = f(x);
            assert!(
                g.to_bits() == e.to_bits() || (g.is_nan() && e.is_nan()),
                "{op}({x}) = {g}, libm says {e}"
            );
        }
        // f32 variants call the f32 function of libm (sinf, …).
        let f = jit
            .get::<extern "C" fn(f32) -> f32>(&format!("{op}_f32"))
            .unwrap();
        let g = f(0.5);
        let e = unary_ref(op, 0.5);
        assert!(
            (f64::from(g) - e).abs() < 1e-6 || (g.is_nan() && e.is_nan()),
            "{op}f(0.5) = {g}"
        );
    }
    let call2 =
        |name: &str, x: f64, y: f64| jit.get::<extern "C" fn(f64, f64) -> f64>(name).unwrap()(x, y);
    for x in xs {
        for y in xs {
            let eq = |a: f64, b: f64| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan());
            assert!(eq(call2("m_atan2", x, y), black_box(x).atan2(y)));
            assert!(eq(call2("m_pow", x, y), black_box(x).powf(y)));
            assert!(eq(call2("m_hypot", x, y), black_box(x).hypot(y)));
            // SAFETY: C's fmin/fmax of two doubles.
            let (cmin, cmax) = unsafe { (fmin(x, y), fmax(x, y)) };
            // The sign of a zero result of fmin(0, -0) is the C library's
            // business (and compilers fold the reference call): compare
            // numerically there.
            let same = |a: f64, b: f64| eq(a, b) || (a == 0.0 && b == 0.0);
            assert!(same(call2("m_minnum", x, y), cmin), "minnum {x} {y}");
            assert!(same(call2("m_maxnum", x, y), cmax), "maxnum {x} {y}");
            if !x.is_nan() || !y.is_nan() {
                assert!(
                    !cmin.is_nan() && !cmax.is_nan(),
                    "one NaN gives the other operand"
                );
            }
            assert!(eq(call2("m_copysign", x, y), black_box(x).copysign(y)));
            let (mi, ma) = (call2("m_minimum", x, y), call2("m_maximum", x, y));
            if x.is_nan() || y.is_nan() {
                assert!(mi.is_nan() && ma.is_nan(), "minimum/maximum propagate NaN");
            } else if x == 0.0 && y == 0.0 {
                let neg = x.is_sign_negative() || y.is_sign_negative();
                let pos = x.is_sign_positive() || y.is_sign_positive();
                assert_eq!(mi.is_sign_negative(), neg, "minimum({x}, {y})");
                assert_eq!(ma.is_sign_positive(), pos, "maximum({x}, {y})");
            } else {
                assert_eq!((mi, ma), (x.min(y), x.max(y)));
            }
        }
    }
    let fma = jit
        .get::<extern "C" fn(f64, f64, f64) -> f64>("m_fma")
        .unwrap();
    let fmuladd = jit
        .get::<extern "C" fn(f64, f64, f64) -> f64>("m_fmuladd")
        .unwrap();
    let (a, b, c) = (0.1, 10.0, -1.0);
    assert_eq!(fma(a, b, c), black_box(a).mul_add(b, c));
    assert_eq!(fmuladd(a, b, c), black_box(a) * b + c);
    assert_ne!(
        fma(a, b, c),
        fmuladd(a, b, c),
        "fused and unfused differ here"
    );

    let powi = jit.get::<extern "C" fn(f64, i32) -> f64>("powi").unwrap();
    let powif = jit.get::<extern "C" fn(f32, i32) -> f32>("powif").unwrap();
    for (x, n) in [
        (2.0, 10),
        (1.1, 7),
        (3.0, -3),
        (-2.0, 3),
        (0.0, -1),
        (1.0000001, 1_000_000),
        (f64::NAN, 0),
    ] {
        assert_eq!(
            powi(x, n).to_bits(),
            zyme_ir::interp::math::zyme_powidf2(x, n).to_bits(),
            "powi {x} {n}"
        );
        assert_eq!(
            powif(x as f32, n).to_bits(),
            zyme_ir::interp::math::zyme_powisf2(x as f32, n).to_bits()
        );
    }
    assert_eq!(powi(2.0, -2), 0.25);
}

#[test]
fn simple_float_function_by_typed_handle() {
    let jit = jit1(&[Type::F64, Type::F64], Type::F64, |b, p| {
        let m = b.fmul(p[0], p[1]);
        b.math(MathOp::Sin, &[m])
    });
    let f = jit.get::<extern "C" fn(f64, f64) -> f64>("f").unwrap();
    assert_eq!(f(0.5, 3.0), black_box(1.5f64).sin());
}
