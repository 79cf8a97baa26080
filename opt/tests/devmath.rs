//! Device math, measured: every implemented (operation, type) is expanded
//! into zyme IR, compiled with the Cranelift JIT and compared with the
//! host C library (glibc) over random bit patterns (the whole domain),
//! uniform samples of the interesting ranges and edge cases.
//!
//! - f64: the reference is glibc's f64 function (itself within about half
//!   an ulp); the error is the distance in ulps between the two doubles.
//! - f32: the reference is glibc's f64 function rounded to f32, taken as
//!   exact.
//! - Special values (NaN, ±inf, ±0, ...) must agree bit for bit (any NaN
//!   matches any NaN).
//! - The interpreter runs a few hundred of the same inputs and must agree
//!   with the JIT bit for bit (both evaluate the same IR).
//!
//! `ZYME_DEVMATH_REPORT=1` prints the measured table (`docs/gpu-math.md`).

use zyme_cranelift::JitModule;
use zyme_ir::interp::math::{libm, zyme_powidf2, zyme_powisf2};
use zyme_ir::{DataValue, Interpreter, Linkage, MathOp, Module, ScalarType};
use zyme_opt::devmath::{expand_math, function_name, is_implemented, signature, ExpandMath};

/// xorshift64*: reproducible inputs.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 * 2f64.powi(-53)
    }

    fn uniform(&mut self, lo: f64, hi: f64) -> f64 {
        lo + (hi - lo) * self.unit()
    }
}

/// Distance in ulps between two doubles (NaN matches NaN only; +0 and -0
/// are one apart).
fn ulps64(a: f64, b: f64) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    let key = |x: f64| {
        let b = x.to_bits() as i64;
        if b < 0 {
            -(b & i64::MAX) - 1
        } else {
            b
        }
    };
    key(a).abs_diff(key(b))
}

fn ulps32(a: f32, b: f32) -> u64 {
    if a.is_nan() || b.is_nan() {
        return if a.is_nan() && b.is_nan() {
            0
        } else {
            u64::MAX
        };
    }
    let key = |x: f32| {
        let b = x.to_bits() as i32 as i64;
        if b < 0 {
            -(b & i64::from(i32::MAX)) - 1
        } else {
            b
        }
    };
    key(a).abs_diff(key(b))
}

fn wrapper(op: MathOp, ty: ScalarType) -> String {
    format!("t_{}_{ty}", op.name())
}

/// A module with one exported `@t_<op>_<ty>` per entry computing the
/// operation, after `expand_math` for a GPU, verified.
fn expanded(ops: &[(MathOp, ScalarType)]) -> Module {
    let mut m = Module::new();
    for &(op, ty) in ops {
        let f = m
            .declare_function(&wrapper(op, ty), signature(op, ty), Linkage::Export)
            .unwrap();
        let mut b = m.builder(f);
        let entry = b.create_block();
        let ps = b.append_signature_params(entry);
        b.switch_to(entry);
        let y = b.math(op, &ps);
        b.ret(&[y]);
    }
    expand_math(&mut m, &ExpandMath::gpu()).unwrap();
    if let Err(e) = zyme_ir::verify_module(&m) {
        panic!("{}", zyme_ir::verify::report(&m, &e));
    }
    m
}

/// One measured function: the worst error and where.
struct Worst {
    ulps: u64,
    at: String,
}

impl Worst {
    fn new() -> Worst {
        Worst {
            ulps: 0,
            at: String::new(),
        }
    }

    fn see(&mut self, ulps: u64, at: impl FnOnce() -> String) {
        if ulps > self.ulps {
            self.ulps = ulps;
            self.at = at();
        }
    }
}

/// Arguments whose results must agree exactly (bit for bit, any NaN).
const SPECIALS: &[f64] = &[0.0, -0.0, f64::INFINITY, f64::NEG_INFINITY, f64::NAN];

/// Edge arguments tried within the bound.
const EDGES: &[f64] = &[
    1.0,
    -1.0,
    f64::MIN_POSITIVE,
    -f64::MIN_POSITIVE,
    5e-324,
    -5e-324,
    f64::MAX,
    f64::MIN,
];

/// A unary function under test: its reference, the intervals sampled
/// uniformly, and the bounds asserted (f64, f32 ulps).
struct Unary {
    op: MathOp,
    reference: fn(f64) -> f64,
    ranges: &'static [(f64, f64)],
    bound64: u64,
    bound32: u64,
}

const RANDOM: usize = 60_000;
const PER_RANGE: usize = 60_000;
const INTERP: usize = 100;

fn report(op: MathOp, ty: ScalarType, w: &Worst, bound: u64, tried: &str) {
    if std::env::var_os("ZYME_DEVMATH_REPORT").is_some() {
        println!(
            "| `{}` | {ty} | {} ulp | {bound} ulp | {tried} | worst at {} |",
            op.name(),
            w.ulps,
            w.at
        );
    }
}

fn ranges_text(ranges: &[(f64, f64)]) -> String {
    let r: Vec<String> = ranges
        .iter()
        .map(|(a, b)| format!("[{a:e}, {b:e}]"))
        .collect();
    format!(
        "{RANDOM} random bit patterns; {PER_RANGE} uniform in each of {}; specials",
        r.join(", ")
    )
}

fn interp_agrees(m: &Module, jit_bits: &[(Vec<DataValue>, u64)], name: &str) {
    let mut interp = Interpreter::new(m);
    for (args, bits) in jit_bits {
        let got = interp.call(name, args).unwrap()[0].clone();
        let (a, b) = match got {
            DataValue::F64(g) => (f64::from_bits(g), f64::from_bits(*bits)),
            DataValue::F32(g) => (
                f64::from(f32::from_bits(g)),
                f64::from(f32::from_bits(*bits as u32)),
            ),
            other => panic!("{name}: {other}"),
        };
        assert!(
            ulps64(a, b) == 0,
            "{name}{args:?}: interpreter {a:e}, JIT {b:e}"
        );
    }
}

fn check_unary(cases: &[Unary]) {
    let ops: Vec<(MathOp, ScalarType)> = cases
        .iter()
        .flat_map(|c| [(c.op, ScalarType::F64), (c.op, ScalarType::F32)])
        .collect();
    let m = expanded(&ops);
    let jit = JitModule::compile(&m).unwrap();
    let mut failures = Vec::new();
    for c in cases {
        // f64
        let name = wrapper(c.op, ScalarType::F64);
        let f = jit.get::<extern "C" fn(f64) -> f64>(&name).unwrap();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ c.op as u64);
        let mut w = Worst::new();
        let mut samples = Vec::new();
        for &x in SPECIALS {
            let (got, want) = (f.call(x), (c.reference)(x));
            if ulps64(got, want) != 0 {
                failures.push(format!("{name}({x:e}) = {got:e}, C says {want:e}"));
            }
        }
        let mut inputs: Vec<f64> = EDGES.to_vec();
        inputs.extend((0..RANDOM).map(|_| f64::from_bits(rng.next())));
        for &(lo, hi) in c.ranges {
            inputs.extend((0..PER_RANGE).map(|_| rng.uniform(lo, hi)));
        }
        for (i, &x) in inputs.iter().enumerate() {
            let got = f.call(x);
            w.see(ulps64(got, (c.reference)(x)), || format!("{x:e}"));
            if i % (inputs.len() / INTERP) == 0 {
                samples.push((vec![DataValue::f64(x)], got.to_bits()));
            }
        }
        interp_agrees(&m, &samples, &name);
        report(c.op, ScalarType::F64, &w, c.bound64, &ranges_text(c.ranges));
        if w.ulps > c.bound64 {
            failures.push(format!(
                "{name}: {} ulps at {} (bound {})",
                w.ulps, w.at, c.bound64
            ));
        }

        // f32: every input is also tried against the f64 reference rounded.
        let name = wrapper(c.op, ScalarType::F32);
        let f = jit.get::<extern "C" fn(f32) -> f32>(&name).unwrap();
        let reference = |x: f32| (c.reference)(f64::from(x)) as f32;
        let mut w = Worst::new();
        let mut samples = Vec::new();
        for &x in SPECIALS {
            let x = x as f32;
            let (got, want) = (f.call(x), reference(x));
            if ulps32(got, want) != 0 {
                failures.push(format!("{name}({x:e}) = {got:e}, C says {want:e}"));
            }
        }
        let mut inputs: Vec<f32> = EDGES.iter().map(|&x| x as f32).collect();
        inputs.extend((0..RANDOM).map(|_| f32::from_bits(rng.next() as u32)));
        for &(lo, hi) in c.ranges {
            inputs.extend((0..PER_RANGE).map(|_| rng.uniform(lo, hi) as f32));
        }
        for (i, &x) in inputs.iter().enumerate() {
            let got = f.call(x);
            w.see(ulps32(got, reference(x)), || format!("{x:e}"));
            if i % (inputs.len() / INTERP) == 0 {
                samples.push((vec![DataValue::f32(x)], u64::from(got.to_bits())));
            }
        }
        interp_agrees(&m, &samples, &name);
        report(c.op, ScalarType::F32, &w, c.bound32, &ranges_text(c.ranges));
        if w.ulps > c.bound32 {
            failures.push(format!(
                "{name}: {} ulps at {} (bound {})",
                w.ulps, w.at, c.bound32
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn exp_family() {
    check_unary(&[
        Unary {
            op: MathOp::Exp,
            reference: libm::exp,
            ranges: &[(-5.0, 5.0), (-745.2, 709.8)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Exp2,
            reference: libm::exp2,
            ranges: &[(-5.0, 5.0), (-1075.0, 1024.0)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Exp10,
            reference: libm::exp10,
            ranges: &[(-5.0, 5.0), (-324.0, 308.3)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Expm1,
            reference: libm::expm1,
            ranges: &[(-1e-5, 1e-5), (-1.0, 1.0), (-40.0, 709.8)],
            bound64: 1,
            bound32: 1,
        },
    ]);
}

#[test]
fn log_family() {
    check_unary(&[
        Unary {
            op: MathOp::Log,
            reference: libm::log,
            ranges: &[(0.5, 2.0), (0.999, 1.001), (0.0, 1e6)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Log2,
            reference: libm::log2,
            ranges: &[(0.5, 2.0), (0.999, 1.001), (0.0, 1e6)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Log10,
            reference: libm::log10,
            ranges: &[(0.5, 2.0), (0.999, 1.001), (0.0, 1e6)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Log1p,
            reference: libm::log1p,
            ranges: &[(-1e-5, 1e-5), (-1.0, 1.0), (0.0, 1e6)],
            bound64: 1,
            bound32: 1,
        },
    ]);
}

#[test]
fn trig() {
    check_unary(&[
        Unary {
            op: MathOp::Sin,
            reference: libm::sin,
            ranges: &[(-4.0, 4.0), (-1e5, 1e5), (1e8, 1e22)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Cos,
            reference: libm::cos,
            ranges: &[(-4.0, 4.0), (-1e5, 1e5), (1e8, 1e22)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Tan,
            reference: libm::tan,
            ranges: &[(-4.0, 4.0), (-1e5, 1e5), (1e8, 1e22)],
            bound64: 2,
            bound32: 1,
        },
    ]);
}

#[test]
fn hyperbolic() {
    check_unary(&[
        Unary {
            op: MathOp::Tanh,
            reference: libm::tanh,
            ranges: &[(-1e-3, 1e-3), (-1.0, 1.0), (-25.0, 25.0)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Sinh,
            reference: libm::sinh,
            ranges: &[(-1e-3, 1e-3), (-1.0, 1.0), (-720.0, 720.0)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Cosh,
            reference: libm::cosh,
            ranges: &[(-1.0, 1.0), (-720.0, 720.0)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
    ]);
}

#[test]
fn inverse_trig() {
    check_unary(&[
        Unary {
            op: MathOp::Atan,
            reference: libm::atan,
            ranges: &[(-3.0, 3.0), (-1e3, 1e3)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Asin,
            reference: libm::asin,
            ranges: &[(-1.0, 1.0), (0.99, 1.0)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Acos,
            reference: libm::acos,
            ranges: &[(-1.0, 1.0), (0.99, 1.0), (-1.0, -0.99)],
            bound64: 1,
            bound32: 1,
        },
    ]);
}

#[test]
fn inverse_hyperbolic_and_cbrt() {
    check_unary(&[
        Unary {
            op: MathOp::Asinh,
            reference: libm::asinh,
            ranges: &[(-1e-3, 1e-3), (-3.0, 3.0), (-1e10, 1e10)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Acosh,
            reference: libm::acosh,
            ranges: &[(1.0, 1.01), (1.0, 10.0), (1.0, 1e10)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Atanh,
            reference: libm::atanh,
            ranges: &[(-1e-3, 1e-3), (-1.0, 1.0), (0.99, 1.0)],
            bound64: 2, // glibc's own error reaches 1-2 ulp here
            bound32: 1,
        },
        Unary {
            op: MathOp::Cbrt,
            reference: libm::cbrt,
            ranges: &[(-10.0, 10.0), (-1e300, 1e300)],
            bound64: 1,
            bound32: 1,
        },
    ]);
}

#[test]
fn error_function() {
    check_unary(&[
        Unary {
            op: MathOp::Erf,
            reference: libm::erf,
            ranges: &[(-1.0, 1.0), (-6.0, 6.0)],
            bound64: 1,
            bound32: 1,
        },
        Unary {
            op: MathOp::Erfc,
            reference: libm::erfc,
            ranges: &[(-1.0, 1.0), (-6.0, 6.0), (0.0, 27.3)],
            bound64: 5, // glibc is 3-4 ulp off at 1.2174 and 16.92 (mpmath)
            bound32: 1,
        },
    ]);
}

#[test]
fn gamma() {
    check_unary(&[Unary {
        op: MathOp::Tgamma,
        reference: libm::tgamma,
        ranges: &[(0.0, 3.0), (0.0, 171.7), (-20.0, 0.0), (-185.0, -20.0)],
        // glibc 2.36's tgamma is up to 9 ulp off (its libm-test-ulps; 6 at
        // -7.82 by mpmath); against correctly rounded values ours is <= 1.
        bound64: 10,
        bound32: 1,
    }]);
}

/// A binary function: random bit pairs, uniform pairs, and every pair of
/// specials (exact where an operand is 0, inf or NaN).
/// Two intervals: where the first and the second operand are drawn.
type Rect = ((f64, f64), (f64, f64));

fn check_binary(op: MathOp, reference: fn(f64, f64) -> f64, ranges: &[Rect], bound64: u64) {
    let m = expanded(&[(op, ScalarType::F64), (op, ScalarType::F32)]);
    let jit = JitModule::compile(&m).unwrap();
    let n64 = wrapper(op, ScalarType::F64);
    let f = jit.get::<extern "C" fn(f64, f64) -> f64>(&n64).unwrap();
    let g = jit
        .get::<extern "C" fn(f32, f32) -> f32>(&wrapper(op, ScalarType::F32))
        .unwrap();
    let grid = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -2.0,
        3.0,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        5e-324,
        f64::MAX,
        -f64::MAX,
        1e-300,
    ];
    let special = |v: f64| v == 0.0 || v.is_infinite() || v.is_nan();
    for &x in &grid {
        for &y in &grid {
            let bound = if special(x) || special(y) { 0 } else { bound64 };
            let (got, want) = (f.call(x, y), reference(x, y));
            assert!(
                ulps64(got, want) <= bound,
                "{n64}({x:e}, {y:e}) = {got:e}, C says {want:e}"
            );
            let (xf, yf) = (x as f32, y as f32);
            let want = reference(f64::from(xf), f64::from(yf)) as f32;
            let got = g.call(xf, yf);
            assert!(
                ulps32(got, want) <= bound.min(1),
                "{op}.f32({xf:e}, {yf:e}) = {got:e}, C says {want:e}"
            );
        }
    }
    let mut rng = Rng(0x5151 ^ op as u64);
    let (mut w64, mut w32) = (Worst::new(), Worst::new());
    let mut samples = Vec::new();
    let n = RANDOM * (1 + ranges.len());
    for i in 0..n {
        let (x, y) = match i % (1 + ranges.len()) {
            0 => (f64::from_bits(rng.next()), f64::from_bits(rng.next())),
            k => {
                let ((a, b), (c, d)) = ranges[k - 1];
                (rng.uniform(a, b), rng.uniform(c, d))
            }
        };
        let got = f.call(x, y);
        w64.see(ulps64(got, reference(x, y)), || format!("({x:e}, {y:e})"));
        let (xf, yf) = (x as f32, y as f32);
        let want = reference(f64::from(xf), f64::from(yf)) as f32;
        w32.see(ulps32(g.call(xf, yf), want), || format!("({xf:e}, {yf:e})"));
        if i % (n / INTERP) == 0 {
            samples.push((vec![DataValue::f64(x), DataValue::f64(y)], got.to_bits()));
        }
    }
    interp_agrees(&m, &samples, &n64);
    let tried =
        format!("{n} pairs: random bits and uniform in {ranges:?}; all pairs of 14 specials");
    report(op, ScalarType::F64, &w64, bound64, &tried);
    report(op, ScalarType::F32, &w32, 1, &tried);
    assert!(
        w64.ulps <= bound64,
        "{op} f64: {} ulps at {}",
        w64.ulps,
        w64.at
    );
    assert!(w32.ulps <= 1, "{op} f32: {} ulps at {}", w32.ulps, w32.at);
}

#[test]
fn atan2() {
    check_binary(
        MathOp::Atan2,
        libm::atan2,
        &[
            ((-2.0, 2.0), (-2.0, 2.0)),
            ((-1e5, 1e5), (-1.0, 1.0)),
            ((-1e-200, 1e-200), (-1e100, 1e100)),
        ],
        1,
    );
}

#[test]
fn hypot() {
    check_binary(
        MathOp::Hypot,
        libm::hypot,
        &[
            ((-2.0, 2.0), (-2.0, 2.0)),
            ((-1e300, 1e300), (-1e300, 1e300)),
            ((-1e-300, 1e-300), (-1e-300, 1e-300)),
            ((-1e10, 1e10), (-1.0, 1.0)),
        ],
        1,
    );
}

/// Hard cases of the trigonometric reduction: the double closest to a
/// multiple of pi/2 (6381956970095103 * 2^797, |r| ~ 2^-61), the largest
/// doubles, multiples of pi/2's neighbours, and the switch to Payne-Hanek.
#[test]
fn trig_hard_arguments() {
    let m = expanded(&[
        (MathOp::Sin, ScalarType::F64),
        (MathOp::Cos, ScalarType::F64),
    ]);
    let jit = JitModule::compile(&m).unwrap();
    let sin = jit.get::<extern "C" fn(f64) -> f64>("t_sin_f64").unwrap();
    let cos = jit.get::<extern "C" fn(f64) -> f64>("t_cos_f64").unwrap();
    // The closest double to a multiple of pi/2: glibc's cos is 8 ulps off
    // there; the values are mpmath's at 3000 bits.
    let hardest = 6381956970095103.0 * 2f64.powi(797);
    assert_eq!(sin.call(hardest), 1.0);
    assert_eq!(cos.call(hardest), -4.687165924254628e-19);
    assert_eq!(cos.call(-hardest), -4.687165924254628e-19);
    let mut xs = vec![
        f64::MAX,
        1.0e300,
        2f64.powi(27),
        2f64.powi(27) - 1.0,
        1e22,
        5.0e-324,
    ];
    for k in 1..2000 {
        let x = f64::from(k) * std::f64::consts::FRAC_PI_2;
        xs.extend([
            x,
            f64::from_bits(x.to_bits() + 1),
            f64::from_bits(x.to_bits() - 1),
        ]);
        xs.push(x * 2f64.powi(k % 900));
    }
    // f32: every float next to a multiple of pi/2 below 2^16 (the
    // single-precision reduction) and a few beyond (the f64 path).
    let m32 = expanded(&[
        (MathOp::Sin, ScalarType::F32),
        (MathOp::Cos, ScalarType::F32),
    ]);
    let jit32 = JitModule::compile(&m32).unwrap();
    let sinf = jit32.get::<extern "C" fn(f32) -> f32>("t_sin_f32").unwrap();
    let cosf = jit32.get::<extern "C" fn(f32) -> f32>("t_cos_f32").unwrap();
    for k in 1..45_000 {
        let x = (f64::from(k) * std::f64::consts::FRAC_PI_2) as f32;
        for x in [
            x,
            f32::from_bits(x.to_bits() + 1),
            f32::from_bits(x.to_bits() - 1),
        ] {
            for x in [x, -x] {
                let (s, c) = (sinf.call(x), cosf.call(x));
                let (ws, wc) = (
                    libm::sin(f64::from(x)) as f32,
                    libm::cos(f64::from(x)) as f32,
                );
                assert!(ulps32(s, ws) <= 1, "sinf({x:e}) = {s:e}, want {ws:e}");
                assert!(ulps32(c, wc) <= 1, "cosf({x:e}) = {c:e}, want {wc:e}");
            }
        }
    }
    for x in xs {
        for (name, f, r) in [
            ("sin", &sin, libm::sin as fn(f64) -> f64),
            ("cos", &cos, libm::cos),
        ] {
            for x in [x, -x] {
                let (got, want) = (f.call(x), r(x));
                assert!(
                    ulps64(got, want) <= 1,
                    "{name}({x:e}) = {got:e}, C says {want:e}"
                );
            }
        }
    }
}

/// pow: random pairs, pairs whose result is in range, negative bases with
/// integer exponents, and every pair of special values exactly.
#[test]
fn pow() {
    let m = expanded(&[
        (MathOp::Pow, ScalarType::F64),
        (MathOp::Pow, ScalarType::F32),
    ]);
    let jit = JitModule::compile(&m).unwrap();
    let f = jit
        .get::<extern "C" fn(f64, f64) -> f64>("t_pow_f64")
        .unwrap();
    let g = jit
        .get::<extern "C" fn(f32, f32) -> f32>("t_pow_f32")
        .unwrap();
    let specials = [
        0.0,
        -0.0,
        1.0,
        -1.0,
        0.5,
        -0.5,
        2.0,
        -2.0,
        3.0,
        -3.0,
        1.5,
        -1.5,
        f64::INFINITY,
        f64::NEG_INFINITY,
        f64::NAN,
        5e-324,
        f64::MAX,
    ];
    // Exact where an operand is special or the result is 0, inf, NaN or
    // an integer; within the bound otherwise (0.5^1.5 is 0.56 ulp from
    // its neighbour).
    let special = |v: f64| v == 0.0 || v.is_infinite() || v.is_nan();
    for &x in &specials {
        for &y in &specials {
            let want = libm::pow(x, y);
            let exact =
                special(x) || special(y) || x == 1.0 || special(want) || want == want.trunc();
            let bound = if exact { 0 } else { 1 };
            let got = f.call(x, y);
            assert!(
                ulps64(got, want) <= bound,
                "pow({x:e}, {y:e}) = {got:e}, C says {want:e}"
            );
            let (x, y) = (x as f32, y as f32);
            let (got, want) = (g.call(x, y), libm::pow(f64::from(x), f64::from(y)) as f32);
            assert!(
                ulps32(got, want) <= bound,
                "powf({x:e}, {y:e}) = {got:e}, C says {want:e}"
            );
        }
    }
    let mut rng = Rng(7);
    let mut w64 = Worst::new();
    let mut w32 = Worst::new();
    let mut samples = Vec::new();
    for i in 0..250_000 {
        let (x, y) = match i % 5 {
            0 => (f64::from_bits(rng.next()), f64::from_bits(rng.next())),
            1 => (rng.uniform(0.0, 10.0), rng.uniform(-30.0, 30.0)),
            2 => {
                // results spread over the whole range
                let x = f64::from_bits(rng.next() >> 1);
                let t = rng.uniform(-745.0, 709.7);
                (x, t / x.ln())
            }
            3 => (
                rng.uniform(-10.0, 0.0),
                (rng.uniform(-300.0, 300.0)).round(),
            ),
            _ => (rng.uniform(0.99, 1.01), rng.uniform(-1e5, 1e5)),
        };
        let got = f.call(x, y);
        w64.see(ulps64(got, libm::pow(x, y)), || format!("({x:e}, {y:e})"));
        let (xf, yf) = (x as f32, y as f32);
        let got32 = g.call(xf, yf);
        let want32 = libm::pow(f64::from(xf), f64::from(yf)) as f32;
        w32.see(ulps32(got32, want32), || format!("({xf:e}, {yf:e})"));
        if i % 2500 == 0 {
            samples.push((vec![DataValue::f64(x), DataValue::f64(y)], got.to_bits()));
        }
    }
    interp_agrees(&m, &samples, "t_pow_f64");
    let tried = "250000 pairs: random bits, x in [0, 10] with y in [-30, 30], results spread over the range, x < 0 with integer y, x near 1 with |y| <= 1e5; all pairs of 17 specials";
    report(MathOp::Pow, ScalarType::F64, &w64, 1, tried);
    report(MathOp::Pow, ScalarType::F32, &w32, 1, tried);
    assert!(w64.ulps <= 1, "pow f64: {} ulps at {}", w64.ulps, w64.at);
    assert!(w32.ulps <= 1, "pow f32: {} ulps at {}", w32.ulps, w32.at);
}

/// `round` and `powi` are exact: bit for bit with the C library and
/// compiler-rt's algorithm.
#[test]
fn exact_ops() {
    let m = expanded(&[
        (MathOp::Round, ScalarType::F64),
        (MathOp::Round, ScalarType::F32),
        (MathOp::Powi, ScalarType::F64),
        (MathOp::Powi, ScalarType::F32),
    ]);
    let jit = JitModule::compile(&m).unwrap();
    let round = jit.get::<extern "C" fn(f64) -> f64>("t_round_f64").unwrap();
    let roundf = jit.get::<extern "C" fn(f32) -> f32>("t_round_f32").unwrap();
    let powi = jit
        .get::<extern "C" fn(f64, i32) -> f64>("t_powi_f64")
        .unwrap();
    let powif = jit
        .get::<extern "C" fn(f32, i32) -> f32>("t_powi_f32")
        .unwrap();
    let mut rng = Rng(11);
    let mut xs: Vec<f64> = SPECIALS.to_vec();
    xs.extend(EDGES);
    xs.extend([
        0.5,
        -0.5,
        1.5,
        2.5,
        -2.5,
        0.49999999999999994,
        4503599627370497.0,
    ]);
    xs.extend((0..100_000).map(|_| f64::from_bits(rng.next())));
    xs.extend((0..100_000).map(|_| rng.uniform(-100.0, 100.0)));
    for &x in &xs {
        assert_eq!(ulps64(round.call(x), libm::round(x)), 0, "round({x:e})");
        let xf = x as f32;
        assert_eq!(
            ulps32(roundf.call(xf), libm::roundf(xf)),
            0,
            "roundf({xf:e})"
        );
        let n = (rng.next() % 200) as i32 - 100;
        assert_eq!(
            ulps64(powi.call(x, n), zyme_powidf2(x, n)),
            0,
            "powi({x:e}, {n})"
        );
        assert_eq!(
            ulps32(powif.call(xf, n), zyme_powisf2(xf, n)),
            0,
            "powif({xf:e}, {n})"
        );
    }
    let mut interp = Interpreter::new(&m);
    for &x in xs.iter().step_by(700) {
        let got = interp.call(
            "t_powi_f64",
            &[DataValue::f64(x), DataValue::from_bits(ScalarType::I32, 7)],
        );
        assert_eq!(got.unwrap()[0].bits(), powi.call(x, 7).to_bits());
    }
}

/// The shape of the pass's output on a tiny module: scalar operations
/// become calls, vector ones one call per lane, native ones stay, and
/// each function is added once.
#[test]
fn output_shape() {
    let text = "
func export @f(f64, f64, f32x2) -> (f64, f32x2) {
block0(v0: f64, v1: f64, v2: f32x2):
    v3 = exp v0
    v4 = exp v1
    v5 = sqrt v3
    v6 = fadd v4, v5
    v7 = sin v2
    return v6, v7
}
";
    let mut m = zyme_ir::text::parse_module(text).unwrap();
    expand_math(&mut m, &ExpandMath::gpu()).unwrap();
    zyme_ir::verify_module(&m).unwrap();
    let f = zyme_ir::text::print_function(&m, m.func_by_name("f").unwrap());
    let expected = "func export @f(f64, f64, f32x2) -> (f64, f32x2) {
block0(v0: f64, v1: f64, v2: f32x2):
    v3 = call @__zyme_math.exp.f64(v0)
    v4 = call @__zyme_math.exp.f64(v1)
    v5 = sqrt v3
    v6 = fadd v4, v5
    v7 = extract_lane v2, 0
    v8 = call @__zyme_math.sin.f32(v7)
    v9 = splat.f32x2 v8
    v10 = extract_lane v2, 1
    v11 = call @__zyme_math.sin.f32(v10)
    v12 = insert_lane v9, v11, 1
    return v6, v12
}
";
    assert_eq!(f, expected);
    for name in ["exp.f64", "sin.f32", "sin.f64"] {
        assert!(
            m.func_by_name(&format!("__zyme_math.{name}")).is_some(),
            "{name}"
        );
    }
    // sin.f32 calls sin.f64 and rounds once.
    let sinf = zyme_ir::text::print_function(&m, m.func_by_name("__zyme_math.sin.f32").unwrap());
    assert!(
        sinf.contains("fpext.f64") && sinf.contains("call @__zyme_math.sin.f64"),
        "{sinf}"
    );

    // The expanded module (functions and tables) survives the text format.
    let printed = zyme_ir::text::print_module(&m);
    let reparsed = zyme_ir::text::parse_module(&printed).unwrap();
    assert_eq!(zyme_ir::text::print_module(&reparsed), printed);

    // Values agree with the C library through the interpreter too.
    let mut interp = Interpreter::new(&m);
    let out = interp
        .call(
            "f",
            &[
                DataValue::f64(1.0),
                DataValue::f64(0.5),
                DataValue::Vector(vec![DataValue::f32(0.25), DataValue::f32(3.0)]),
            ],
        )
        .unwrap();
    let want = libm::exp(0.5) + libm::exp(1.0).sqrt();
    assert!(ulps64(out[0].as_f64().unwrap(), want) <= 1, "{}", out[0]);
}

#[test]
fn unsupported_and_kept_ops() {
    let text = "
func export @g(f32) -> f32 {
block0(v0: f32):
    v1 = lgamma v0 !7:3
    return v1
}
";
    let mut m = zyme_ir::text::parse_module(text).unwrap();
    let before = zyme_ir::text::print_module(&m);
    let err = expand_math(&mut m, &ExpandMath::gpu()).unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("`lgamma` on f32") && msg.contains("@g") && msg.contains("7:3"),
        "{msg}"
    );
    assert_eq!(
        zyme_ir::text::print_module(&m),
        before,
        "nothing changes on an error"
    );

    // For a CPU nothing is expanded.
    expand_math(&mut m, &ExpandMath::keep_all()).unwrap();
    assert_eq!(zyme_ir::text::print_module(&m), before);

    // A function of the pass's name with another signature is an error.
    let mut m = zyme_ir::text::parse_module(
        "
func local @__zyme_math.exp.f64(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    return v0
}

func export @h(f64) -> f64 {
block0(v0: f64):
    v1 = exp v0
    return v1
}
",
    )
    .unwrap();
    let err = expand_math(&mut m, &ExpandMath::gpu()).unwrap_err();
    assert!(err.to_string().contains("@__zyme_math.exp.f64"), "{err}");

    // Expanding twice adds nothing the second time.
    let mut m = zyme_ir::text::parse_module(
        "
func export @k(f32) -> f32 {
block0(v0: f32):
    v1 = tanh v0
    return v1
}
",
    )
    .unwrap();
    expand_math(&mut m, &ExpandMath::gpu()).unwrap();
    let once = zyme_ir::text::print_module(&m);
    expand_math(&mut m, &ExpandMath::gpu()).unwrap();
    assert_eq!(zyme_ir::text::print_module(&m), once);

    assert!(is_implemented(MathOp::Exp, ScalarType::F32));
    assert!(!is_implemented(MathOp::Exp, ScalarType::I32));
    assert_eq!(
        function_name(MathOp::Exp, ScalarType::F64),
        "__zyme_math.exp.f64"
    );
}

/// Against correctly rounded results (mpmath, `devmath_reference.txt`):
/// an independent reference where glibc is itself 1-2 ulp off. Every f64
/// function is within 1 ulp of the correctly rounded result there.
#[test]
fn against_correctly_rounded() {
    let data = include_str!("devmath_reference.txt");
    let mut cases: Vec<(MathOp, Vec<u64>)> = Vec::new();
    for line in data.lines().filter(|l| !l.starts_with('#')) {
        let mut words = line.split_whitespace();
        let op = MathOp::from_name(words.next().unwrap()).unwrap();
        let bits: Vec<u64> = words.map(|w| u64::from_str_radix(w, 16).unwrap()).collect();
        cases.push((op, bits));
    }
    let mut ops: Vec<MathOp> = cases.iter().map(|c| c.0).collect();
    ops.dedup();
    let m = expanded(
        &ops.iter()
            .map(|&op| (op, ScalarType::F64))
            .collect::<Vec<_>>(),
    );
    let jit = JitModule::compile(&m).unwrap();
    let mut worst: Vec<(MathOp, Worst, Worst)> = Vec::new();
    for (op, bits) in &cases {
        let name = wrapper(*op, ScalarType::F64);
        let x = f64::from_bits(bits[0]);
        let (got, glibc, want) = if op.arity() == 1 {
            let f = jit.get::<extern "C" fn(f64) -> f64>(&name).unwrap();
            let r = zyme_ir::interp::math::math(*op, &[DataValue::f64(x)]).unwrap();
            (f.call(x), r.as_f64().unwrap(), f64::from_bits(bits[1]))
        } else {
            let y = f64::from_bits(bits[1]);
            let f = jit.get::<extern "C" fn(f64, f64) -> f64>(&name).unwrap();
            let r =
                zyme_ir::interp::math::math(*op, &[DataValue::f64(x), DataValue::f64(y)]).unwrap();
            (f.call(x, y), r.as_f64().unwrap(), f64::from_bits(bits[2]))
        };
        if worst.last().is_none_or(|w| w.0 != *op) {
            worst.push((*op, Worst::new(), Worst::new()));
        }
        let w = worst.last_mut().unwrap();
        w.1.see(ulps64(got, want), || format!("{x:e}"));
        w.2.see(ulps64(glibc, want), || format!("{x:e}"));
    }
    for (op, ours, glibc) in &worst {
        if std::env::var_os("ZYME_DEVMATH_REPORT").is_some() {
            println!(
                "correctly rounded: `{op}` f64: ours {} ulp (at {}), glibc {} ulp (at {})",
                ours.ulps, ours.at, glibc.ulps, glibc.at
            );
        }
        assert!(ours.ulps <= 1, "{op}: {} ulps at {}", ours.ulps, ours.at);
    }
}

/// The size of each generated function (instructions, blocks): what a
/// call costs on a device. Printed with `ZYME_DEVMATH_REPORT=1`.
#[test]
fn function_sizes() {
    let ops: Vec<(MathOp, ScalarType)> = zyme_opt::devmath::implemented_ops()
        .into_iter()
        .map(|op| (op, ScalarType::F64))
        .collect();
    let mut ops = ops;
    ops.extend(
        [MathOp::Exp, MathOp::Log, MathOp::Sin, MathOp::Cos].map(|op| (op, ScalarType::F32)),
    );
    let m = expanded(&ops);
    for (op, ty) in ops {
        let f = &m.functions[m.func_by_name(&function_name(op, ty)).unwrap()];
        let insts = f.layout.insts().count();
        assert!(insts > 2, "{op}");
        if std::env::var_os("ZYME_DEVMATH_REPORT").is_some() {
            println!(
                "size: `{op}` {ty}: {insts} instructions, {} blocks",
                f.layout.blocks().len()
            );
        }
    }
}

/// Vector operations run lane by lane: a `powi` with one exponent for all
/// lanes, a `round` and a `pow` of two vectors, in the interpreter.
#[test]
fn vector_lanes() {
    let text = "
func export @v(f64x2, i32, f32x4, f32x4) -> (f64x2, f32x4, f32x4) {
block0(v0: f64x2, v1: i32, v2: f32x4, v3: f32x4):
    v4 = powi v0, v1
    v5 = round v2
    v6 = pow v2, v3
    return v4, v5, v6
}
";
    let mut m = zyme_ir::text::parse_module(text).unwrap();
    expand_math(&mut m, &ExpandMath::gpu()).unwrap();
    zyme_ir::verify_module(&m).unwrap();
    let mut interp = Interpreter::new(&m);
    let xs = [2.5f32, -0.5, 3.0, 0.25];
    let ys = [2.0f32, 3.0, -1.5, 0.5];
    let f32v = |v: &[f32]| DataValue::Vector(v.iter().map(|&x| DataValue::f32(x)).collect());
    let out = interp
        .call(
            "v",
            &[
                DataValue::Vector(vec![DataValue::f64(1.5), DataValue::f64(-2.0)]),
                DataValue::from_bits(ScalarType::I32, 5),
                f32v(&xs),
                f32v(&ys),
            ],
        )
        .unwrap();
    let lanes = |v: &DataValue| match v {
        DataValue::Vector(l) => l.iter().map(|x| x.as_f64().unwrap()).collect::<Vec<_>>(),
        other => panic!("{other}"),
    };
    assert_eq!(
        lanes(&out[0]),
        [zyme_powidf2(1.5, 5), zyme_powidf2(-2.0, 5)]
    );
    let round: Vec<f64> = xs.iter().map(|&x| f64::from(libm::roundf(x))).collect();
    assert_eq!(lanes(&out[1]), round);
    let pow: Vec<f64> = xs
        .iter()
        .zip(&ys)
        .map(|(&x, &y)| f64::from(libm::pow(f64::from(x), f64::from(y)) as f32))
        .collect();
    let got = lanes(&out[2]);
    for (g, w) in got.iter().zip(&pow) {
        assert!(g.is_nan() && w.is_nan() || g == w, "{got:?} vs {pow:?}");
    }
}
