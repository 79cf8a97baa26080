//! Forward-mode derivatives, JIT-compiled, against central finite
//! differences (tolerance stated per check).

use zyme_analysis::ArgKind;
use zyme_synth::{forward, ForwardOptions};

fn module(text: &str) -> zyme_ir::Module {
    let m = zyme_ir::text::parse_module(text).expect("parses");
    zyme_ir::verify_module(&m).expect("verifies");
    m
}

fn verified(m: &zyme_ir::Module) {
    if let Err(e) = zyme_ir::verify_module(m) {
        panic!("{}", zyme_ir::verify::report(m, &e));
    }
}

/// |a - b| <= tol · max(1, |a|, |b|)
fn close(a: f64, b: f64, tol: f64) -> bool {
    (a - b).abs() <= tol * 1f64.max(a.abs()).max(b.abs())
}

const SCALAR: &str = "
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

#[test]
fn scalar_function_matches_finite_differences() {
    let mut m = module(SCALAR);
    let f = m.func_by_name("f").unwrap();
    let d = forward(
        &mut m,
        f,
        &[ArgKind::Dup, ArgKind::Dup],
        ForwardOptions::default(),
    )
    .expect("differentiates");
    verified(&m);
    let name = m.functions[d].name.clone();
    let jit = zyme_cranelift::JitModule::compile(&m).unwrap();
    let prim = jit.get::<extern "C" fn(f64, f64) -> f64>("f").unwrap();
    let df = jit
        .get::<extern "C" fn(f64, f64, f64, f64) -> f64>(&name)
        .unwrap();
    let h = 1e-6;
    for &(x, y) in &[(0.3, 1.2), (-1.1, 0.4), (2.0, -0.7)] {
        let fd_x = (prim.call(x + h, y) - prim.call(x - h, y)) / (2.0 * h);
        let fd_y = (prim.call(x, y + h) - prim.call(x, y - h)) / (2.0 * h);
        let ad_x = df.call(x, 1.0, y, 0.0);
        let ad_y = df.call(x, 0.0, y, 1.0);
        assert!(
            fd_x.abs() > 1e-3 && fd_y.abs() > 1e-3,
            "derivative clearly non-zero"
        );
        assert!(
            close(ad_x, fd_x, 1e-6),
            "d/dx at ({x},{y}): ad {ad_x} fd {fd_x}"
        );
        assert!(
            close(ad_y, fd_y, 1e-6),
            "d/dy at ({x},{y}): ad {ad_y} fd {fd_y}"
        );
    }
}
