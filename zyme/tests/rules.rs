//! Custom reverse rules written as Rust closures (`zyme::Rules`): the
//! rule is called by the JIT-compiled gradient wherever the function is
//! called, also for a body zyme could not differentiate.

use std::cell::Cell;
use std::rc::Rc;
use zyme::{ArgKind, Rules};

/// `quantized_exp` rounds its input to 1e-6 through an integer (no
/// derivative flows through `fptosi`), so only the rule gives its
/// gradient; `f(x, y) = quantized_exp(x·y) + y²`.
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

func export @f(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = fmul v0, v1
    v3 = call @quantized_exp(v2)
    v4 = fmul v1, v1
    v5 = fadd v3, v4
    return v5
}
";

#[test]
fn a_rust_closure_gives_the_gradient_of_a_call() {
    let mut module = zyme::parse(TEXT).unwrap();
    let calls = Rc::new(Cell::new(0));
    let seen = calls.clone();
    let mut rules = Rules::new();
    rules.gradient(
        "quantized_exp",
        move |x: &[f64], dret: f64, grad: &mut [f64]| {
            seen.set(seen.get() + 1);
            grad[0] = dret * x[0].exp();
        },
    );
    let g = rules
        .reverse(&mut module, "f", &[ArgKind::Active, ArgKind::Active])
        .unwrap();
    let jit = rules.jit(&module).unwrap();
    for &(x, y) in &[(0.3, 1.2), (-0.7, 0.4)] {
        let out = jit
            .call_dynamic(&g, &[zyme::DataValue::f64(x), zyme::DataValue::f64(y)])
            .unwrap();
        let (gx, gy) = (out[0].as_f64().unwrap(), out[1].as_f64().unwrap());
        // The smooth function the body approximates: exp(x·y) + y².
        let (ex, ey) = ((x * y).exp() * y, (x * y).exp() * x + 2.0 * y);
        assert!(
            (gx - ex).abs() <= 1e-12 * ex.abs().max(1.0),
            "d/dx {gx} vs {ex}"
        );
        assert!(
            (gy - ey).abs() <= 1e-12 * ey.abs().max(1.0),
            "d/dy {gy} vs {ey}"
        );
    }
    assert_eq!(calls.get(), 2, "the rule ran once per gradient");
}

#[test]
fn without_the_rule_the_rounding_blocks_the_derivative() {
    use zyme::Differentiate;
    let mut module = zyme::parse(TEXT).unwrap();
    let g = module
        .reverse("f", &[ArgKind::Active, ArgKind::Active])
        .unwrap();
    let jit = zyme::Jit::compile(&module).unwrap();
    let out = jit
        .call_dynamic(&g, &[zyme::DataValue::f64(0.3), zyme::DataValue::f64(1.2)])
        .unwrap();
    // Only y² is left: d/dx = 0, d/dy = 2y.
    assert_eq!(out[0].as_f64().unwrap(), 0.0);
    assert!((out[1].as_f64().unwrap() - 2.4).abs() < 1e-12);
}
