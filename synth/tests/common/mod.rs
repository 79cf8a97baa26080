//! Helpers shared by the synthesis tests.

#![allow(dead_code)]

pub fn module(text: &str) -> zyme_ir::Module {
    let m = zyme_ir::text::parse_module(text).expect("parses");
    zyme_ir::verify_module(&m).expect("verifies");
    m
}

/// The verifier after synthesis; on failure, the report and the module.
pub fn verified(m: &zyme_ir::Module) {
    if let Err(e) = zyme_ir::verify_module(m) {
        panic!(
            "{}\n{}",
            zyme_ir::verify::report(m, &e),
            zyme_ir::text::print_module(m)
        );
    }
}

/// |a - b| <= tol · max(1, |a|, |b|)
pub fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * 1f64.max(a.abs()).max(b.abs())
}

/// A scalar function of two floats using most of the math rules.
pub const SCALAR: &str = "
func export @f(f64, f64) -> f64 {
block0(v0: f64, v1: f64):
    v2 = sin v0
    v3 = fmul v2, v1
    v4 = exp v1
    v5 = fconst.f64 1.0
    v6 = fmul v0, v0
    v7 = fadd v5, v6
    v8 = fdiv v4, v7
    v9 = fadd v3, v8
    v10 = sqrt v7
    v11 = fsub v9, v10
    v12 = pow v7, v1
    v13 = fadd v11, v12
    return v13
}
";
