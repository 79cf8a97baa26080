//! The library path for LLVM IR: `Module::from_ll`, then the JIT.

use zyme::FromLl;

const POWER_SUM: &str = r#"
target datalayout = "e-m:e-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { double, i32 }

define double @power_sum(double %x, i32 %n) {
entry:
  %p = alloca %struct.pair, align 8
  store double 0.0, ptr %p, align 8
  %cnt = getelementptr inbounds %struct.pair, ptr %p, i32 0, i32 1
  store i32 0, ptr %cnt, align 4
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi double [ 1.0, %entry ], [ %acc.next, %loop ]
  %sum = load double, ptr %p, align 8
  %sum.next = fadd double %sum, %acc
  store double %sum.next, ptr %p, align 8
  %acc.next = fmul double %acc, %x
  %i.next = add nsw i32 %i, 1
  %done = icmp sge i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %r = load double, ptr %p, align 8
  %s = call double @llvm.sqrt.f64(double %r)
  ret double %s
}

define { double, double } @sincos(double %x) {
  %s = call double @sin(double %x)
  %c = call double @cos(double %x)
  %a = insertvalue { double, double } undef, double %s, 0
  %b = insertvalue { double, double } %a, double %c, 1
  ret { double, double } %b
}

declare double @llvm.sqrt.f64(double)
declare double @sin(double)
declare double @cos(double)
"#;

#[test]
fn from_ll_then_jit() {
    let module = zyme::Module::from_ll(POWER_SUM).expect("lowers");
    let jit = zyme::Jit::compile(&module).expect("compiles");
    let f = jit
        .get::<extern "C" fn(f64, i32) -> f64>("power_sum")
        .expect("typed handle");
    // 1 + 2 + 4 + 8 = 15
    assert_eq!(f.call(2.0, 4), 15f64.sqrt());
    let out = jit
        .call_dynamic("sincos", &[zyme::DataValue::f64(0.5)])
        .expect("two results");
    assert_eq!(
        out,
        vec![
            zyme::DataValue::f64(0.5f64.sin()),
            zyme::DataValue::f64(0.5f64.cos())
        ]
    );
}

#[test]
fn from_ll_reports_file_line_and_function() {
    let bad = "define i256 @wide(i256 %a) {\n  %b = add i256 %a, 1\n  ret i256 %b\n}\n";
    let err = zyme::from_ll(bad, "wide.ll").expect_err("i256 is unsupported");
    let text = err.to_string();
    assert!(text.starts_with("wide.ll:1:"), "{text}");
    assert!(text.contains("@wide"), "{text}");
    assert!(text.contains("i256"), "{text}");
}

#[test]
fn forward_derivative_through_the_library() {
    use zyme::{ArgKind, Differentiate};
    let mut module = zyme::Module::from_ll(POWER_SUM).expect("lowers");
    let d = module
        .forward("power_sum", &[ArgKind::Dup, ArgKind::Const], 1)
        .expect("differentiates");
    let jit = zyme::Jit::compile(&module).expect("compiles");
    let f = jit
        .get::<extern "C" fn(f64, i32) -> f64>("power_sum")
        .unwrap();
    let df = jit.get::<extern "C" fn(f64, f64, i32) -> f64>(&d).unwrap();
    // Central finite differences, relative tolerance 1e-6.
    for &x in &[0.5, 1.3, 2.0] {
        let h = 1e-6;
        let fd = (f.call(x + h, 5) - f.call(x - h, 5)) / (2.0 * h);
        let ad = df.call(x, 1.0, 5);
        assert!(fd.abs() > 0.1, "clearly non-zero");
        assert!(
            (ad - fd).abs() <= 1e-6 * fd.abs().max(1.0),
            "x={x}: ad {ad} fd {fd}"
        );
    }
}

#[test]
fn reverse_gradient_and_split_mode_through_the_library() {
    use zyme::{ArgKind, Differentiate};
    let mut module = zyme::Module::from_ll(POWER_SUM).expect("lowers");
    let g = module
        .reverse("power_sum", &[ArgKind::Active, ArgKind::Const])
        .expect("differentiates");
    let split = module
        .reverse_split("power_sum", &[ArgKind::Active, ArgKind::Const])
        .expect("splits");
    let jit = zyme::Jit::compile(&module).expect("compiles");
    let f = jit
        .get::<extern "C" fn(f64, i32) -> f64>("power_sum")
        .unwrap();
    let g = jit.get::<extern "C" fn(f64, i32) -> f64>(&g).unwrap();
    let aug = jit
        .get::<extern "C" fn(*mut u8, f64, i32) -> f64>(&split.augmented)
        .unwrap();
    let rev = jit
        .get::<extern "C" fn(*mut u8, f64, i32, f64) -> f64>(&split.reverse)
        .unwrap();
    // Central finite differences, relative tolerance 1e-6.
    for &x in &[0.5, 1.3, 2.0] {
        let h = 1e-6;
        let fd = (f.call(x + h, 5) - f.call(x - h, 5)) / (2.0 * h);
        assert!(fd.abs() > 0.1, "clearly non-zero");
        let ad = g.call(x, 5);
        assert!(
            (ad - fd).abs() <= 1e-6 * fd.abs().max(1.0),
            "x={x}: ad {ad} fd {fd}"
        );
        // Two tapes alive at once, reversed in the opposite order.
        let mut t1 = vec![0u8; split.tape_bytes as usize];
        let mut t2 = vec![0u8; split.tape_bytes as usize];
        let y1 = aug.call(t1.as_mut_ptr(), x, 5);
        let y2 = aug.call(t2.as_mut_ptr(), x + 0.25, 5);
        assert_eq!(y1, f.call(x, 5));
        assert_eq!(y2, f.call(x + 0.25, 5));
        let d2 = rev.call(t2.as_mut_ptr(), x + 0.25, 5, 1.0);
        let d1 = rev.call(t1.as_mut_ptr(), x, 5, 3.0);
        assert!(
            (d1 - 3.0 * fd).abs() <= 3e-6 * fd.abs().max(1.0),
            "split: {d1} vs 3·{fd}"
        );
        let fd2 = (f.call(x + 0.25 + h, 5) - f.call(x + 0.25 - h, 5)) / (2.0 * h);
        assert!(
            (d2 - fd2).abs() <= 1e-6 * fd2.abs().max(1.0),
            "split: {d2} vs {fd2}"
        );
        assert!(t1.iter().chain(&t2).all(|&b| b == 0), "tapes released");
    }
}

#[test]
fn untyped_copy_into_active_memory_is_an_error_with_location() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/enzyme/ll/errors/untyped_copy.O0.ll"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let err = zyme::from_ll(&text, "untyped_copy.O0.ll").expect_err("the type cannot be deduced");
    let msg = err.to_string();
    for want in [
        "untyped_copy.O0.ll:",
        "@copy",
        "load.i64",
        "source line 8:",
        "__enzyme_double",
    ] {
        assert!(msg.contains(want), "missing `{want}` in: {msg}");
    }
}

/// A small Rust library compiled by rustc to bitcode (its own LLVM;
/// `frontends/llvm/tests/bitcode/rust/numlib.rs`, `regen.sh` there) is
/// read with `Module::from_bitcode` and differentiated through the
/// library API, at -O2: the reverse-mode gradients of the
/// Rosenbrock function and of a stabilised log-sum-exp equal their
/// closed forms and central differences (1e-6 relative), at points where
/// every component is far from zero. (At -O0, rustc's iterator structs
/// leave a pointer zyme finds no shadow for, and debug assertions call
/// `core::panicking` functions a `no_std` library does not link: not
/// yet.)
#[test]
fn rust_bitcode_is_differentiated_through_the_library_api() {
    use zyme::{ArgKind, Derivatives};
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../frontends/llvm/tests/bitcode/rust");
    for opt in ["O2"] {
        let bytes = std::fs::read(dir.join(format!("numlib.{opt}.bc"))).unwrap();
        let mut module =
            zyme::Module::from_bitcode(&bytes).unwrap_or_else(|e| panic!("{opt}: {e}"));
        let mut ad = Derivatives::new(&mut module);
        let kinds = [ArgKind::Dup, ArgKind::Const];
        let d_rosen = ad.reverse("rosenbrock", &kinds).unwrap();
        let d_lse = ad.reverse("logsumexp", &kinds).unwrap();
        ad.finish().unwrap_or_else(|e| panic!("{opt}: {e}"));
        let jit = zyme::Jit::compile(&module).unwrap();
        type Primal = extern "C" fn(*const f64, usize) -> f64;
        type Grad = extern "C" fn(*const f64, *mut f64, usize);
        let rosen = jit.get::<Primal>("rosenbrock").unwrap();
        let lse = jit.get::<Primal>("logsumexp").unwrap();
        let (g_rosen, g_lse) = (
            jit.get::<Grad>(&d_rosen).unwrap(),
            jit.get::<Grad>(&d_lse).unwrap(),
        );
        let x = [0.5, 1.5, -1.2, 0.7, 2.0, 3.5];
        let check = |name: &str,
                     f: &dyn Fn(&[f64]) -> f64,
                     g: &dyn Fn(&[f64], &mut [f64]),
                     exact: &[f64]| {
            let mut dx = vec![0.0; x.len()];
            g(&x, &mut dx);
            for i in 0..x.len() {
                let h = 1e-6 * x[i].abs().max(1.0);
                let (mut up, mut down) = (x, x);
                up[i] += h;
                down[i] -= h;
                let fd = (f(&up) - f(&down)) / (2.0 * h);
                assert!(
                    (dx[i] - exact[i]).abs() <= 1e-9 * exact[i].abs().max(1.0),
                    "{opt} {name}[{i}]: {} vs exact {}",
                    dx[i],
                    exact[i]
                );
                assert!(
                    (dx[i] - fd).abs() <= 1e-6 * exact[i].abs().max(1.0),
                    "{opt} {name}[{i}]: {} vs fd {fd}",
                    dx[i]
                );
            }
        };
        let mut exact = vec![0.0; 6];
        for p in 0..3 {
            let (a, b) = (x[2 * p], x[2 * p + 1]);
            exact[2 * p] = -2.0 * (1.0 - a) - 400.0 * a * (b - a * a);
            exact[2 * p + 1] = 200.0 * (b - a * a);
        }
        check(
            "rosenbrock",
            &|v| rosen.call(v.as_ptr(), 3),
            &|v, d| g_rosen.call(v.as_ptr(), d.as_mut_ptr(), 3),
            &exact,
        );
        let m = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let s: f64 = x.iter().map(|v| (v - m).exp()).sum();
        let softmax: Vec<f64> = x.iter().map(|v| (v - m).exp() / s).collect();
        check(
            "logsumexp",
            &|v| lse.call(v.as_ptr(), 6),
            &|v, d| g_lse.call(v.as_ptr(), d.as_mut_ptr(), 6),
            &softmax,
        );
    }
}

/// Vectors of pointers, as clang's SLP vectoriser makes them:
/// `getelementptr` over a vector of indices and over a vector of
/// pointers, lanes extracted and loaded. Both modes differentiate them
/// and agree with central finite differences (tolerance 1e-6).
#[test]
fn vectors_of_pointers_are_differentiated() {
    use zyme::{ArgKind, Derivatives};
    const IR: &str = r#"
define double @f(ptr %a, i64 %k) {
  %v = insertelement <2 x i64> <i64 0, i64 3>, i64 %k, i32 0
  %p = getelementptr inbounds double, ptr %a, <2 x i64> %v
  %q = getelementptr inbounds i8, <2 x ptr> %p, i64 8
  %p0 = extractelement <2 x ptr> %q, i32 0
  %p1 = extractelement <2 x ptr> %q, i32 1
  %x = load double, ptr %p0
  %y = load double, ptr %p1
  %s = call double @llvm.sin.f64(double %x)
  %m = fmul double %s, %y
  ret double %m
}
declare double @llvm.sin.f64(double)
"#;
    let mut module = zyme::Module::from_ll(IR).unwrap();
    let mut ad = Derivatives::new(&mut module);
    let kinds = [ArgKind::Dup, ArgKind::Const];
    let rev = ad.reverse("f", &kinds).unwrap();
    let fwd = ad.forward("f", &kinds, 1).unwrap();
    ad.finish().unwrap();
    let jit = zyme::Jit::compile(&module).unwrap();
    let f = jit
        .get::<extern "C" fn(*const f64, i64) -> f64>("f")
        .unwrap();
    let g = jit
        .get::<extern "C" fn(*const f64, *mut f64, i64)>(&rev)
        .unwrap();
    let t = jit
        .get::<extern "C" fn(*const f64, *const f64, i64) -> f64>(&fwd)
        .unwrap();
    let a = [1.0, 2.0, 3.0, 4.0, 5.0, 6.0];
    let k = 1;
    // f = sin(a[k + 1]) · a[4].
    let mut grad = [0.0; 6];
    g.call(a.as_ptr(), grad.as_mut_ptr(), k);
    for i in 0..6 {
        let h = 1e-6;
        let (mut up, mut down) = (a, a);
        up[i] += h;
        down[i] -= h;
        let fd = (f.call(up.as_ptr(), k) - f.call(down.as_ptr(), k)) / (2.0 * h);
        assert!(
            (grad[i] - fd).abs() < 1e-6,
            "d/da[{i}]: {} vs {fd}",
            grad[i]
        );
        let mut e = [0.0; 6];
        e[i] = 1.0;
        let tangent = t.call(a.as_ptr(), e.as_ptr(), k);
        assert!(
            (tangent - fd).abs() < 1e-6,
            "tangent {i}: {tangent} vs {fd}"
        );
    }
    assert!(grad[2] != 0.0 && grad[4] != 0.0, "{grad:?}");
}

/// AVX-512-style masked memory operations (`llvm.masked.load`, `store`,
/// `gather`, `scatter`), as clang emits them with `-march=native`: lowered
/// lane by lane, and differentiated in both modes (central differences,
/// tolerance 1e-6). Masked-off lanes neither read nor write memory.
#[test]
fn masked_loads_stores_gathers_and_scatters_are_differentiated() {
    use zyme::{ArgKind, Derivatives};
    const IR: &str = r#"
define double @f(ptr %a, ptr %out) {
  %v = call <4 x double> @llvm.masked.load.v4f64.p0(ptr %a, i32 8, <4 x i1> <i1 1, i1 0, i1 1, i1 1>, <4 x double> <double 0.5, double 0.5, double 0.5, double 0.5>)
  %sq = fmul <4 x double> %v, %v
  call void @llvm.masked.store.v4f64.p0(<4 x double> %sq, ptr %out, i32 8, <4 x i1> <i1 1, i1 1, i1 0, i1 1>)
  %pa = getelementptr double, ptr %a, <4 x i64> <i64 4, i64 0, i64 5, i64 1>
  %g = call <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr> %pa, i32 8, <4 x i1> <i1 1, i1 1, i1 0, i1 1>, <4 x double> zeroinitializer)
  %h = fmul <4 x double> %g, %v
  %po = getelementptr double, ptr %out, <4 x i64> <i64 4, i64 5, i64 6, i64 7>
  call void @llvm.masked.scatter.v4f64.v4p0(<4 x double> %h, <4 x ptr> %po, i32 8, <4 x i1> <i1 1, i1 0, i1 1, i1 1>)
  %o0 = load double, ptr %out
  %a1 = getelementptr double, ptr %out, i64 1
  %o1 = load double, ptr %a1
  %a3 = getelementptr double, ptr %out, i64 3
  %o3 = load double, ptr %a3
  %a4 = getelementptr double, ptr %out, i64 4
  %o4 = load double, ptr %a4
  %a6 = getelementptr double, ptr %out, i64 6
  %o6 = load double, ptr %a6
  %a7 = getelementptr double, ptr %out, i64 7
  %o7 = load double, ptr %a7
  %s1 = fadd double %o0, %o1
  %s2 = fadd double %s1, %o3
  %s3 = fadd double %s2, %o4
  %s4 = fadd double %s3, %o6
  %s5 = fadd double %s4, %o7
  ret double %s5
}
declare <4 x double> @llvm.masked.load.v4f64.p0(ptr, i32, <4 x i1>, <4 x double>)
declare void @llvm.masked.store.v4f64.p0(<4 x double>, ptr, i32, <4 x i1>)
declare <4 x double> @llvm.masked.gather.v4f64.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x double>)
declare void @llvm.masked.scatter.v4f64.v4p0(<4 x double>, <4 x ptr>, i32, <4 x i1>)
"#;
    let mut module = zyme::Module::from_ll(IR).unwrap();
    let mut ad = Derivatives::new(&mut module);
    let kinds = [ArgKind::Dup, ArgKind::Dup];
    let rev = ad.reverse("f", &kinds).unwrap();
    let fwd = ad.forward("f", &kinds, 1).unwrap();
    ad.finish().unwrap();
    let jit = zyme::Jit::compile(&module).unwrap();
    let f = jit
        .get::<extern "C" fn(*const f64, *mut f64) -> f64>("f")
        .unwrap();
    let g = jit
        .get::<extern "C" fn(*const f64, *mut f64, *mut f64, *mut f64)>(&rev)
        .unwrap();
    let t = jit
        .get::<extern "C" fn(*const f64, *const f64, *mut f64, *mut f64) -> f64>(&fwd)
        .unwrap();
    let a = [1.5, -2.0, 0.75, 3.0, -1.25, 2.5];
    let run = |a: &[f64; 6]| {
        let mut out = [0.0; 8];
        f.call(a.as_ptr(), out.as_mut_ptr())
    };
    let mut grad = [0.0; 6];
    let (mut out, mut dout) = ([0.0; 8], [0.0; 8]);
    g.call(
        a.as_ptr(),
        grad.as_mut_ptr(),
        out.as_mut_ptr(),
        dout.as_mut_ptr(),
    );
    // The masked-off lanes were never written.
    assert_eq!((out[2], out[5]), (0.0, 0.0), "{out:?}");
    for i in 0..6 {
        let h = 1e-6;
        let (mut up, mut down) = (a, a);
        up[i] += h;
        down[i] -= h;
        let fd = (run(&up) - run(&down)) / (2.0 * h);
        assert!(
            (grad[i] - fd).abs() < 1e-6,
            "d/da[{i}]: {} vs {fd}",
            grad[i]
        );
        let mut e = [0.0; 6];
        e[i] = 1.0;
        let (mut out, mut dout) = ([0.0; 8], [0.0; 8]);
        let tangent = t.call(a.as_ptr(), e.as_ptr(), out.as_mut_ptr(), dout.as_mut_ptr());
        assert!(
            (tangent - fd).abs() < 1e-6,
            "tangent {i}: {tangent} vs {fd}"
        );
    }
    assert!(grad.iter().filter(|d| **d != 0.0).count() >= 4, "{grad:?}");
}
