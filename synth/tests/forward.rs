//! Forward-mode derivatives, JIT-compiled, against central finite
//! differences (tolerance stated per check).

use zyme_analysis::ArgKind;
use zyme_synth::{forward, ForwardOptions};

mod common;
use common::{close, module, verified, SCALAR};

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
