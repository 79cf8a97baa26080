//! The Rust API goes through the same driver as Enzyme call sites: a
//! custom gradient registered from Rust, and a nested request (forward
//! mode over a reverse-mode gradient asked for in the same session, whose
//! body does not exist until the driver's first round).

use zyme::ir::{Linkage, Signature, Type};
use zyme::{ArgKind, DataValue, Derivatives};

/// `quantized_exp` rounds its input to 1e-6 through an integer, so
/// synthesis alone finds no derivative through it; the registered rule
/// (`aug_qexp` / `rev_qexp`) gives `exp`. `f(x, y) = quantized_exp(x·y) +
/// y²`; `h(x, y) = sin(x)·y + x³`.
const TEXT: &str = "
func local @quantized_exp(f64) -> f64 {
block0(v0: f64):
    v1 = fconst.f64 1000000.0
    v2 = fmul v0, v1
    v3 = fptosi.i64 v2
    v4 = sitofp.f64 v3
    v5 = fdiv v4, v1
    v6 = exp v5
    return v6
}

func local @aug_qexp(f64) -> f64 {
block0(v0: f64):
    v1 = call @quantized_exp(v0)
    return v1
}

func local @rev_qexp(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = exp v0
    v3 = fmul v2, v1
    return v3
}

func export @f(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = fmul v0, v1
    v3 = call @quantized_exp(v2)
    v4 = fmul v1, v1
    v5 = fadd v3, v4
    return v5
}

func export @h(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = sin v0
    v3 = fmul v2, v1
    v4 = fmul v0, v0
    v5 = fmul v4, v0
    v6 = fadd v3, v5
    return v6
}
";

/// Relative tolerance of the comparisons against central differences
/// (step 1e-6 on smooth functions of size about 1).
const TOL: f64 = 1e-6;

fn close(got: f64, want: f64) -> bool {
    (got - want).abs() <= TOL * want.abs().max(1.0)
}

#[test]
fn registered_gradient_and_forward_over_reverse_in_one_session() {
    let mut module = zyme::parse(TEXT).unwrap();
    let mut ad = Derivatives::new(&mut module);
    ad.register_gradient("quantized_exp", "aug_qexp", "rev_qexp")
        .unwrap();
    let grad_f = ad
        .reverse("f", &[ArgKind::Active, ArgKind::Active])
        .unwrap();
    // The gradient of h, and a function taking its x component, built
    // before the gradient has a body; then the derivative of that
    // function in forward mode: d²h/dx² and d²h/dxdy.
    let (grad_h, _) = ad
        .request(
            "h",
            &[ArgKind::Active, ArgKind::Active],
            zyme::Mode::Reverse(Default::default()),
        )
        .unwrap();
    let m = ad.module();
    let dhdx = m
        .declare_function(
            "dhdx",
            Signature::new([Type::F64, Type::F64], [Type::F64]),
            Linkage::Export,
        )
        .unwrap();
    let mut b = m.builder(dhdx);
    let entry = b.create_block();
    let params = b.append_signature_params(entry);
    b.switch_to(entry);
    let g = b.call(grad_h, &params);
    b.ret(&[g[0]]);
    let hess_x = ad
        .forward("dhdx", &[ArgKind::Dup, ArgKind::Const], 1)
        .unwrap();
    let hess_y = ad
        .forward("dhdx", &[ArgKind::Const, ArgKind::Dup], 1)
        .unwrap();
    ad.finish().unwrap();

    let jit = zyme::Jit::compile(&module).unwrap();
    let grad = |x: f64, y: f64| {
        let out = jit
            .call_dynamic(&grad_f, &[DataValue::f64(x), DataValue::f64(y)])
            .unwrap();
        let f = |v: &DataValue| v.as_f64().expect("a float");
        (f(&out[0]), f(&out[1]))
    };
    let dhdx = jit.get::<extern "C" fn(f64, f64) -> f64>("dhdx").unwrap();
    // (x, dx, y) and (x, y, dy): a tangent after each `dup` argument.
    let hess_x = jit
        .get::<extern "C" fn(f64, f64, f64) -> f64>(&hess_x)
        .unwrap();
    let hess_y = jit
        .get::<extern "C" fn(f64, f64, f64) -> f64>(&hess_y)
        .unwrap();

    // The rule's gradient: the smooth function exp(x·y) + y², whose
    // central differences the gradient must match (synthesis alone would
    // give 0 through the rounding).
    let smooth = |x: f64, y: f64| (x * y).exp() + y * y;
    let h = 1e-6;
    for (x, y) in [(0.5, 0.75), (-0.3, 1.2), (1.1, 0.4)] {
        let (dx, dy) = grad(x, y);
        let fdx = (smooth(x + h, y) - smooth(x - h, y)) / (2.0 * h);
        let fdy = (smooth(x, y + h) - smooth(x, y - h)) / (2.0 * h);
        assert!(
            fdx.abs() > 0.1 && fdy.abs() > 0.1,
            "the test point has a gradient"
        );
        assert!(close(dx, fdx), "df/dx at ({x}, {y}): {dx} vs {fdx}");
        assert!(close(dy, fdy), "df/dy at ({x}, {y}): {dy} vs {fdy}");

        // dh/dx = cos(x)·y + 3x²: the gradient itself, then its
        // derivatives against central differences of it.
        let g = dhdx.call(x, y);
        assert!(close(g, x.cos() * y + 3.0 * x * x), "dh/dx {g}");
        let fxx = (dhdx.call(x + h, y) - dhdx.call(x - h, y)) / (2.0 * h);
        let fxy = (dhdx.call(x, y + h) - dhdx.call(x, y - h)) / (2.0 * h);
        assert!(
            fxx.abs() > 0.1 && fxy.abs() > 0.1,
            "the test point has curvature"
        );
        let hxx = hess_x.call(x, 1.0, y);
        let hxy = hess_y.call(x, y, 1.0);
        assert!(close(hxx, fxx), "d2h/dx2 at ({x}, {y}): {hxx} vs {fxx}");
        assert!(close(hxy, fxy), "d2h/dxdy at ({x}, {y}): {hxy} vs {fxy}");
        assert!(close(hxx, 6.0 * x - x.sin() * y), "d2h/dx2 closed form");
    }
}

#[test]
fn bad_argument_kinds_are_refused_when_asked() {
    let mut module = zyme::parse(TEXT).unwrap();
    let mut ad = Derivatives::new(&mut module);
    let err = ad
        .reverse("f", &[ArgKind::Dup, ArgKind::Active])
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("@f") && msg.contains("argument 0"), "{msg}");
    let err = ad.forward("f", &[ArgKind::Active], 1).unwrap_err();
    assert!(
        err.to_string()
            .contains("1 argument kinds for 2 parameters"),
        "{err}"
    );
}

/// The same input makes the same derivatives, instruction for
/// instruction: each GradBench eval (reverse, forward, forward over
/// reverse, vector forward) differentiated twice in one process, where
/// every hash map has its own random order, prints the same module.
/// (gmm's reverse once numbered its loop-counter slots in a hash map's
/// order.)
#[test]
fn derivatives_do_not_depend_on_hash_order() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../benches/gradbench");
    for eval in [
        "lse", "llsq", "det", "ode", "kmeans", "gmm", "lstm", "ba", "ht",
    ] {
        let text = std::fs::read_to_string(dir.join(format!("{eval}.ll"))).unwrap();
        let print = || zyme::ir::text::print_module(&zyme::from_ll(&text, eval).unwrap());
        let first = print();
        for _ in 0..3 {
            assert!(first == print(), "{eval}: two runs made different modules");
        }
    }
}
