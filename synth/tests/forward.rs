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

/// `f(x, y, out) = Σₖ dₖ · sin(cₖ x + y)` over 150 terms (about 1,050
/// instructions), the sum also stored to `out`, and a null pointer
/// constant (as `if (p)` makes; no address written through).
fn wide_module() -> zyme_ir::Module {
    use std::fmt::Write;
    let mut text = String::from(
        "func export @f(f64, f64, ptr) -> f64 {\nblock0(v0: f64, v1: f64, v2: ptr):\n    v3 = fconst.f64 0.0\n",
    );
    let (mut acc, mut n) = (3, 4);
    for k in 0..150 {
        let c = 0.3 + 0.01 * k as f64;
        let d = 1.0 - 0.005 * k as f64;
        let _ = writeln!(
            text,
            "    v{n} = fconst.f64 {c:?}\n    v{} = fmul v0, v{n}\n    v{} = fadd v{}, v1\n    v{} = sin v{}\n    v{} = fconst.f64 {d:?}\n    v{} = fmul v{}, v{}\n    v{} = fadd v{acc}, v{}",
            n + 1,
            n + 2,
            n + 1,
            n + 3,
            n + 2,
            n + 4,
            n + 5,
            n + 3,
            n + 4,
            n + 6,
            n + 5
        );
        acc = n + 6;
        n += 7;
    }
    let _ = writeln!(
        text,
        "    v{n} = iconst.ptr 0\n    v{} = icmp eq v{n}, v{n}\n    store v{acc}, v2 align 8\n    return v{acc}\n}}",
        n + 1
    );
    module(&text)
}

/// A forward derivative wider than 16 lanes of a large function that
/// only writes a `dupnoneed` parameter is a wrapper calling narrower
/// derivatives (24 lanes: two of 12; 17 with the primal returned: 9 and
/// 8), each lane's tangent the directional derivative of its own seeds
/// (central differences, 1e-6 relative; seeds differ per lane, so a lane
/// mixed up with another fails). Where the function writes a `dup`
/// parameter's memory, which a second run could read, it stays whole.
#[test]
fn wide_forward_derivatives_are_made_of_narrower_ones() {
    use zyme_ir::interp::Interpreter;
    use zyme_ir::{DataValue, InstData, ScalarType};
    let h = 1e-6;
    let (x, y) = (0.7, -0.4);
    let primal = |m: &zyme_ir::Module, x: f64, y: f64| {
        let mut it = Interpreter::new(m);
        let out = it.memory().alloc(8, 8).unwrap();
        let p = DataValue::int(ScalarType::Ptr(zyme_ir::AddrSpace::GENERIC), out as i64);
        it.call("f", &[DataValue::f64(x), DataValue::f64(y), p])
            .unwrap()[0]
            .as_f64()
            .unwrap()
    };
    let base = wide_module();
    let fx = (primal(&base, x + h, y) - primal(&base, x - h, y)) / (2.0 * h);
    let fy = (primal(&base, x, y + h) - primal(&base, x, y - h)) / (2.0 * h);
    assert!(fx.abs() > 1e-2 && fy.abs() > 1e-2, "{fx} {fy}");
    for (width, return_primal, out_kind, chunks) in [
        (24, false, ArgKind::DupNoNeed, Some(vec![12, 12])),
        (17, true, ArgKind::DupNoNeed, Some(vec![9, 8])),
        (24, false, ArgKind::Dup, None),
        (16, false, ArgKind::DupNoNeed, None),
    ] {
        let mut m = wide_module();
        let f = m.func_by_name("f").unwrap();
        let options = ForwardOptions {
            width,
            return_primal,
            ..ForwardOptions::default()
        };
        let d = forward(&mut m, f, &[ArgKind::Dup, ArgKind::Dup, out_kind], options)
            .expect("differentiates");
        verified(&m);
        let calls: Vec<u32> = m.functions[d]
            .layout
            .insts()
            .filter_map(|i| match &m.functions[d].dfg.insts[i] {
                InstData::Call { func, .. } if m.functions[*func].name.contains("fwddiff") => {
                    Some(m.functions[*func].sig.returns.len() as u32 - u32::from(return_primal))
                }
                _ => None,
            })
            .collect();
        match &chunks {
            Some(widths) => assert_eq!(&calls, widths, "width {width}"),
            None => assert!(calls.is_empty(), "width {width}: {calls:?}"),
        }
        let seeds: Vec<(f64, f64)> = (0..width)
            .map(|k| (0.1 * (k + 1) as f64, 1.0 - 0.07 * k as f64))
            .collect();
        let mut it = Interpreter::new(&m);
        let mut ptr = || {
            let a = it.memory().alloc(8, 8).unwrap();
            DataValue::int(ScalarType::Ptr(zyme_ir::AddrSpace::GENERIC), a as i64)
        };
        let out = ptr();
        let shadows: Vec<DataValue> = (0..width).map(|_| ptr()).collect();
        let mut args = vec![DataValue::f64(x)];
        args.extend(seeds.iter().map(|s| DataValue::f64(s.0)));
        args.push(DataValue::f64(y));
        args.extend(seeds.iter().map(|s| DataValue::f64(s.1)));
        args.push(out);
        args.extend(shadows);
        let name = m.functions[d].name.clone();
        let results = it.call(&name, &args).unwrap();
        let results: Vec<f64> = results.iter().map(|r| r.as_f64().unwrap()).collect();
        let tangents = if return_primal {
            assert!(close(results[0], primal(&base, x, y), 1e-12));
            &results[1..]
        } else {
            &results[..]
        };
        assert_eq!(tangents.len(), width as usize);
        for (k, (&t, &(sx, sy))) in tangents.iter().zip(&seeds).enumerate() {
            let want = sx * fx + sy * fy;
            assert!(
                close(t, want, 1e-6),
                "width {width}, lane {k}: {t} vs {want}"
            );
        }
    }
}
