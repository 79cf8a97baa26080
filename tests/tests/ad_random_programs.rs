//! Property test: random differentiable programs — arithmetic and math on
//! floats, loads and stores of a duplicated array, data-dependent
//! branches, loops of run-time trip count carrying values (through a
//! data-dependent select) and writing memory, calls of a helper —
//! differentiated in forward and reverse mode
//! and JIT-compiled. For each program and a random direction `v`:
//!
//! * the dot-product test: forward tangent `J·v` equals `⟨Jᵀ·1, v⟩` from
//!   the reverse gradient, |Δ| ≤ 1e-8 · max(1, |J·v|, Σᵢ|∂ᵢf·vᵢ|) (the
//!   last term bounds the rounding of summing the same products in
//!   another order);
//! * finite differences: `J·v` equals the central difference along `v`
//!   (h = 1e-6), |Δ| ≤ 1e-5 · max(1, |FD|), where the function is smooth
//!   there (FD at h and 10h agree to 1e-4; a branch may flip in between).
//!
//! Half the programs (at random) go through zyme-opt's pipeline before
//! synthesis and after it, as Enzyme ABI derivatives do.
//!
//! `PROPTEST_CASES` sets the number of programs (default 10,000).

use proptest::prelude::*;
use zyme_analysis::ArgKind;
use zyme_ir::{
    DataValue, FloatCC, FunctionBuilder, IntCC, Linkage, MathOp, MemFlags, Module, Signature, Type,
    Value,
};

/// Elements of the duplicated array.
const N: usize = 4;

#[derive(Clone, Debug)]
enum Stmt {
    Bin(u8, usize, usize),
    Math(u8, usize),
    Store(usize, usize),
    Load(usize),
    Branch(usize, usize, u8, u8),
    Loop(usize, usize, u8),
    Call(usize, usize),
}

fn stmt() -> impl Strategy<Value = Stmt> {
    prop_oneof![
        3 => (0u8..4, any::<usize>(), any::<usize>()).prop_map(|(o, i, j)| Stmt::Bin(o, i, j)),
        3 => (0u8..7, any::<usize>()).prop_map(|(o, i)| Stmt::Math(o, i)),
        1 => (0..N, any::<usize>()).prop_map(|(k, i)| Stmt::Store(k, i)),
        1 => (0..N).prop_map(Stmt::Load),
        1 => (any::<usize>(), any::<usize>(), 0u8..4, 0u8..4)
            .prop_map(|(i, j, a, b)| Stmt::Branch(i, j, a, b)),
        1 => (any::<usize>(), 0..N, 0u8..3).prop_map(|(i, k, o)| Stmt::Loop(i, k, o)),
        1 => (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Stmt::Call(i, j)),
    ]
}

fn flags() -> MemFlags {
    MemFlags::aligned(8)
}

/// A smooth binary operation (division by 1 + b² never divides by zero).
fn bin(b: &mut FunctionBuilder, op: u8, x: Value, y: Value) -> Value {
    match op % 4 {
        0 => b.fadd(x, y),
        1 => b.fsub(x, y),
        2 => b.fmul(x, y),
        _ => {
            let one = b.f64const(1.0);
            let y2 = b.fmul(y, y);
            let d = b.fadd(one, y2);
            b.fdiv(x, d)
        }
    }
}

/// A smooth, bounded-growth unary operation.
fn math(b: &mut FunctionBuilder, op: u8, x: Value) -> Value {
    match op % 7 {
        0 => b.math(MathOp::Sin, &[x]),
        1 => b.math(MathOp::Cos, &[x]),
        2 => b.math(MathOp::Tanh, &[x]),
        3 => b.math(MathOp::Atan, &[x]),
        4 => {
            let one = b.f64const(1.0);
            let x2 = b.fmul(x, x);
            let s = b.fadd(one, x2);
            b.math(MathOp::Sqrt, &[s])
        }
        5 => {
            let s = b.math(MathOp::Sin, &[x]);
            b.math(MathOp::Exp, &[s])
        }
        _ => {
            let one = b.f64const(1.0);
            let x2 = b.fmul(x, x);
            let s = b.fadd(one, x2);
            b.math(MathOp::Log, &[s])
        }
    }
}

fn elem(b: &mut FunctionBuilder, x: Value, k: usize) -> Value {
    b.ptr_add_imm(x, 8 * k as i64)
}

/// `f(x: ptr, a: f64, n: i64) -> f64` from the statements, plus the
/// helper `g(p, q, x) = p·sin(q) + x[0]·q` it may call.
fn build(stmts: &[Stmt]) -> Module {
    let mut m = Module::new();
    let g = m
        .declare_function(
            "g",
            Signature::new([Type::F64, Type::F64, Type::PTR], [Type::F64]),
            Linkage::Local,
        )
        .unwrap();
    {
        let mut b = m.builder(g);
        let e = b.create_block();
        let [p, q, x] = b.append_params(e, [Type::F64, Type::F64, Type::PTR]);
        b.switch_to(e);
        let s = b.math(MathOp::Sin, &[q]);
        let t = b.fmul(p, s);
        let x0 = b.load(Type::F64, x, flags());
        let u = b.fmul(x0, q);
        let r = b.fadd(t, u);
        b.ret(&[r]);
    }
    let f = m
        .declare_function(
            "f",
            Signature::new([Type::PTR, Type::F64, Type::I64], [Type::F64]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(f);
    let e = b.create_block();
    let [x, a, n] = b.append_params(e, [Type::PTR, Type::F64, Type::I64]);
    b.switch_to(e);
    let mut pool = vec![a];
    for k in 0..N {
        let p = elem(&mut b, x, k);
        pool.push(b.load(Type::F64, p, flags()));
    }
    for s in stmts {
        let len = pool.len();
        let v = match *s {
            Stmt::Bin(op, i, j) => bin(&mut b, op, pool[i % len], pool[j % len]),
            Stmt::Math(op, i) => math(&mut b, op, pool[i % len]),
            Stmt::Store(k, i) => {
                let p = elem(&mut b, x, k);
                b.store(pool[i % len], p, flags());
                continue;
            }
            Stmt::Load(k) => {
                let p = elem(&mut b, x, k);
                b.load(Type::F64, p, flags())
            }
            Stmt::Branch(i, j, oa, ob) => {
                let (u, w) = (pool[i % len], pool[j % len]);
                let c = b.fcmp(FloatCC::Olt, u, w);
                let (t, el, join) = (b.create_block(), b.create_block(), b.create_block());
                let r = b.append_param(join, Type::F64);
                b.brif(c, t, &[], el, &[]);
                b.switch_to(t);
                let ra = bin(&mut b, oa, u, w);
                b.jump(join, &[ra]);
                b.switch_to(el);
                let rb = math(&mut b, ob, u);
                b.jump(join, &[rb]);
                b.switch_to(join);
                r
            }
            Stmt::Loop(i, k, op) => {
                let (head, body, exit) = (b.create_block(), b.create_block(), b.create_block());
                let [t, acc] = b.append_params(head, [Type::I64, Type::F64]);
                let r = b.append_param(exit, Type::F64);
                let zero = b.iconst(Type::I64, 0);
                b.jump(head, &[zero, pool[i % len]]);
                b.switch_to(head);
                let more = b.icmp(IntCC::Slt, t, n);
                b.brif(more, body, &[], exit, &[acc]);
                b.switch_to(body);
                let p = elem(&mut b, x, k);
                let xv = b.load(Type::F64, p, flags());
                let s = math(&mut b, op, xv);
                let nine = b.f64const(0.9);
                let scaled = b.fmul(acc, nine);
                let pre = b.fadd(scaled, s);
                let smooth = b.math(MathOp::Tanh, &[pre]);
                // A data-dependent choice each iteration: the reverse
                // reads it back from the tape (a bit per iteration).
                let cut = b.f64const(0.1);
                let low = b.fcmp(FloatCC::Olt, scaled, cut);
                let damped = b.fmul(smooth, nine);
                let next = b.select(low, smooth, damped);
                let half = b.f64const(0.5);
                let keep = b.fmul(xv, half);
                let tenth = b.f64const(0.1);
                let add = b.fmul(next, tenth);
                let nx = b.fadd(keep, add);
                b.store(nx, p, flags());
                let one = b.iconst(Type::I64, 1);
                let t1 = b.iadd(t, one);
                b.jump(head, &[t1, next]);
                b.switch_to(exit);
                r
            }
            Stmt::Call(i, j) => b.call(g, &[pool[i % len], pool[j % len], x])[0],
        };
        pool.push(v);
    }
    let k = pool.len();
    let s = b.fadd(pool[k - 1], pool[k - 2]);
    let r = b.fadd(s, pool[k - 3]);
    b.ret(&[r]);
    m
}

/// Runs one program; `Err` describes a disagreement. With `opt`,
/// zyme-opt's pipeline runs on the program before synthesis and on the
/// whole module after it, as it does around Enzyme ABI derivatives.
fn check(
    stmts: &[Stmt],
    x0: [f64; N],
    a0: f64,
    n: i64,
    v: [f64; N + 1],
    opt: bool,
) -> Result<(), String> {
    let mut m = build(stmts);
    zyme_ir::verify_module(&m).map_err(|e| zyme_ir::verify::report(&m, &e))?;
    if opt {
        zyme_opt::optimize_all(&mut m, zyme_opt::BEFORE_AD);
        zyme_ir::verify_module(&m).map_err(|e| zyme_ir::verify::report(&m, &e))?;
    }
    let f = m.func_by_name("f").unwrap();
    let fwd = zyme_synth::forward(
        &mut m,
        f,
        &[ArgKind::Dup, ArgKind::Dup, ArgKind::Const],
        zyme_synth::ForwardOptions::default(),
    )
    .map_err(|e| e.to_string())?;
    let rev = zyme_synth::reverse(
        &mut m,
        f,
        &[ArgKind::Dup, ArgKind::Active, ArgKind::Const],
        zyme_synth::ReverseOptions::default(),
    )
    .map_err(|e| e.to_string())?;
    zyme_ir::verify_module(&m).map_err(|e| zyme_ir::verify::report(&m, &e))?;
    if opt {
        zyme_opt::optimize_all(&mut m, zyme_opt::AFTER_AD);
        zyme_ir::verify_module(&m).map_err(|e| zyme_ir::verify::report(&m, &e))?;
    }
    let (fwd, rev) = (m.functions[fwd].name.clone(), m.functions[rev].name.clone());
    let jit = zyme_cranelift::JitModule::compile(&m).map_err(|e| e.to_string())?;
    let prim = jit
        .get::<extern "C" fn(*mut f64, f64, i64) -> f64>("f")
        .unwrap();
    let fwd = jit
        .get::<extern "C" fn(*mut f64, *mut f64, f64, f64, i64) -> f64>(&fwd)
        .unwrap();
    let rev = jit
        .get::<extern "C" fn(*mut f64, *mut f64, f64, i64) -> f64>(&rev)
        .unwrap();
    let at = |h: f64| {
        let mut x = x0;
        for k in 0..N {
            x[k] += h * v[k];
        }
        prim.call(x.as_mut_ptr(), a0 + h * v[N], n)
    };
    let (mut x, mut dx) = (x0, [v[0], v[1], v[2], v[3]]);
    let tangent = fwd.call(x.as_mut_ptr(), dx.as_mut_ptr(), a0, v[N], n);
    let (mut x, mut gx) = (x0, [0.0; N]);
    let ga = rev.call(x.as_mut_ptr(), gx.as_mut_ptr(), a0, n);
    let dot: f64 = (0..N).map(|k| gx[k] * v[k]).sum::<f64>() + ga * v[N];
    // The scale of the terms summed: both sides add the same products in
    // different orders, so cancellation is measured against it.
    let scale: f64 = (0..N).map(|k| (gx[k] * v[k]).abs()).sum::<f64>() + (ga * v[N]).abs();
    if !tangent.is_finite() || !dot.is_finite() {
        return Ok(());
    }
    if (tangent - dot).abs() > 1e-8 * tangent.abs().max(scale).max(1.0) {
        return Err(format!(
            "dot-product test: forward {tangent} vs reverse {dot}"
        ));
    }
    let fd = |h: f64| (at(h) - at(-h)) / (2.0 * h);
    let (fd1, fd10) = (fd(1e-6), fd(1e-5));
    let smooth = (fd1 - fd10).abs() <= 1e-4 * fd1.abs().max(1.0);
    if smooth && (tangent - fd1).abs() > 1e-5 * fd1.abs().max(1.0) {
        return Err(format!("finite differences: AD {tangent} vs FD {fd1}"));
    }
    Ok(())
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000)
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: cases(),
        failure_persistence: None,
        .. ProptestConfig::default()
    })]

    #[test]
    fn reverse_forward_and_finite_differences_agree(
        stmts in proptest::collection::vec(stmt(), 1..14),
        x0 in proptest::array::uniform4(-1.5f64..1.5),
        a0 in -1.5f64..1.5,
        // Mostly short loops; sometimes long enough that the comparison
        // each iteration keeps fills words of the tape's bit stream.
        n in prop_oneof![3 => 0i64..4, 1 => 60i64..140],
        v in proptest::array::uniform5(-1.0f64..1.0),
        opt in proptest::bool::ANY,
    ) {
        if let Err(e) = check(&stmts, x0, a0, n, v, opt) {
            prop_assert!(false, "{e}\n{}", zyme_ir::text::print_module(&build(&stmts)));
        }
    }
}

/// The programs above are not degenerate: on a fixed sample most
/// directional derivatives are clearly non-zero (a synthesis that
/// returned zeros would pass the dot-product test, never this).
#[test]
fn random_programs_have_non_zero_derivatives() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    let strategy = (
        proptest::collection::vec(stmt(), 1..14),
        proptest::array::uniform4(-1.5f64..1.5),
        -1.5f64..1.5,
        1i64..4,
    );
    let (mut nonzero, total) = (0, 300);
    for _ in 0..total {
        let (stmts, x0, a0, n) = strategy.new_tree(&mut runner).unwrap().current();
        let mut m = build(&stmts);
        let f = m.func_by_name("f").unwrap();
        let rev = zyme_synth::reverse(
            &mut m,
            f,
            &[ArgKind::Dup, ArgKind::Active, ArgKind::Const],
            zyme_synth::ReverseOptions::default(),
        )
        .unwrap();
        let name = m.functions[rev].name.clone();
        let jit = zyme_cranelift::JitModule::compile(&m).unwrap();
        let rev = jit
            .get::<extern "C" fn(*mut f64, *mut f64, f64, i64) -> f64>(&name)
            .unwrap();
        let (mut x, mut gx) = (x0, [0.0; N]);
        let ga = rev.call(x.as_mut_ptr(), gx.as_mut_ptr(), a0, n);
        let norm: f64 = gx.iter().map(|g| g.abs()).sum::<f64>() + ga.abs();
        if norm > 1e-6 {
            nonzero += 1;
        }
    }
    assert!(
        nonzero * 10 >= total * 9,
        "only {nonzero} of {total} gradients are non-zero"
    );
    let _ = DataValue::f64(0.0);
}
