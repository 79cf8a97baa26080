//! Forward- and reverse-mode derivatives of every differentiable scalar
//! function of the C, C++ and Rust corpus (`tests/corpus/ll`, O0 and O2):
//! each function whose parameters are all floats and whose result is one
//! float is differentiated in forward mode with respect to each
//! parameter, and in reverse mode with respect to all of them; both, run
//! through the JIT and through the reference interpreter, must match
//! central finite differences, and the reverse gradient must match the
//! forward derivatives (the dot-product test ⟨J·eᵢ, 1⟩ = ⟨eᵢ, Jᵀ·1⟩).
//!
//! Tolerance: |AD − FD| ≤ 1e-5 · max(1, |FD|), FD with h = 1e-6 · max(1, |x|).
//! A point is skipped only where the function is not smooth (two FD step
//! sizes disagree by more than 1e-3 relative) or not finite; every
//! function must be checked at at least one point, and the derivatives
//! checked must not all be zero.

use std::path::Path;
use zyme::{ArgKind, DataValue, Differentiate, FromLl};
use zyme_ir::Type;

fn float_sig(f: &zyme_ir::Function) -> bool {
    !f.is_declaration()
        && !f.sig.params.is_empty()
        && f.sig.params.len() <= 4
        && !f.sig.variadic
        && f.sig
            .params
            .iter()
            .all(|t| *t == Type::F64 || *t == Type::F32)
        && f.sig.returns.len() == 1
        && (f.sig.returns[0] == Type::F64 || f.sig.returns[0] == Type::F32)
}

fn dv(ty: Type, x: f64) -> DataValue {
    if ty == Type::F32 {
        DataValue::f32(x as f32)
    } else {
        DataValue::f64(x)
    }
}

fn as_f64(v: &DataValue) -> f64 {
    match v {
        DataValue::F32(bits) => f64::from(f32::from_bits(*bits)),
        DataValue::F64(bits) => f64::from_bits(*bits),
        other => panic!("not a float: {other:?}"),
    }
}

#[test]
fn corpus_scalar_functions_forward_matches_finite_differences() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/ll");
    let mut checked_functions = 0;
    let mut checked_points = 0;
    let mut nonzero = 0;
    let mut reverse_checked = 0;
    let mut failures = Vec::new();
    // Rust modules import the standard library of the rustc that made
    // them (1.95.0); with another rustc their JIT cannot resolve it.
    let rustc_ok = std::process::Command::new("rustc")
        .arg("--version")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).contains("1.95.0"));
    let langs: &[&str] = if rustc_ok {
        &["c", "cpp", "rust"]
    } else {
        &["c", "cpp"]
    };
    for &lang in langs {
        let mut files: Vec<_> = std::fs::read_dir(root.join(lang))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| {
                let n = p.to_string_lossy();
                n.ends_with(".O0.ll") || n.ends_with(".O2.ll")
            })
            .collect();
        files.sort();
        for path in files {
            let text = std::fs::read_to_string(&path).unwrap();
            let mut module = zyme::Module::from_ll(&text).unwrap();
            let targets: Vec<(String, Vec<Type>)> = module
                .functions
                .values()
                .filter(|f| float_sig(f) && f.name != "main")
                .map(|f| (f.name.clone(), f.sig.params.clone()))
                .collect();
            if targets.is_empty() {
                continue;
            }
            let mut derivs = Vec::new();
            for (name, params) in &targets {
                let kinds = vec![ArgKind::Dup; params.len()];
                let fwd = module.forward(name, &kinds, 1);
                let rev = module.reverse(name, &vec![ArgKind::Active; params.len()]);
                match (fwd, rev) {
                    (Ok(d), Ok(g)) => derivs.push((name.clone(), params.clone(), d, g)),
                    (Err(e), _) | (_, Err(e)) => {
                        failures.push(format!("{}: @{name}: {e}", path.display()))
                    }
                }
            }
            zyme::host::load_libraries(&module, &[]).unwrap();
            let jit = zyme::Jit::compile(&module).unwrap();
            for (name, params, d, g) in &derivs {
                let mut points = 0;
                for base in [0.37, 0.81, 1.23] {
                    let x: Vec<f64> = (0..params.len()).map(|i| base + 0.11 * i as f64).collect();
                    let call = |x: &[f64]| -> f64 {
                        let args: Vec<DataValue> =
                            x.iter().zip(params).map(|(&v, &t)| dv(t, v)).collect();
                        as_f64(&jit.call_dynamic(name, &args).unwrap()[0])
                    };
                    if !call(&x).is_finite() {
                        continue;
                    }
                    let tol = if params.contains(&Type::F32) {
                        2e-2
                    } else {
                        1e-5
                    };
                    let xargs: Vec<DataValue> =
                        x.iter().zip(params).map(|(&v, &t)| dv(t, v)).collect();
                    let grad_jit: Vec<f64> = jit
                        .call_dynamic(g, &xargs)
                        .unwrap()
                        .iter()
                        .map(as_f64)
                        .collect();
                    let grad_interp: Vec<f64> = match zyme::Interpreter::new(&module)
                        .call(g, &xargs)
                    {
                        Ok(r) => r.iter().map(as_f64).collect(),
                        Err(e) => {
                            failures
                                .push(format!("{}: @{g} in the interpreter: {e}", path.display()));
                            continue;
                        }
                    };
                    for i in 0..params.len() {
                        let fd_at = |h: f64| {
                            let (mut p, mut m) = (x.clone(), x.clone());
                            p[i] += h;
                            m[i] -= h;
                            (call(&p) - call(&m)) / (2.0 * h)
                        };
                        let scale = x[i].abs().max(1.0);
                        let h = if params[i] == Type::F32 { 1e-3 } else { 1e-6 } * scale;
                        let (fd, fd_coarse) = (fd_at(h), fd_at(h * 10.0));
                        if !fd.is_finite() || (fd - fd_coarse).abs() > 1e-3 * fd.abs().max(1.0) {
                            continue;
                        }
                        let mut args = Vec::new();
                        for (j, (&v, &t)) in x.iter().zip(params).enumerate() {
                            args.push(dv(t, v));
                            args.push(dv(t, if i == j { 1.0 } else { 0.0 }));
                        }
                        let ad_jit = as_f64(&jit.call_dynamic(d, &args).unwrap()[0]);
                        let mut interp = zyme::Interpreter::new(&module);
                        let ad_interp = match interp.call(d, &args) {
                            Ok(r) => as_f64(&r[0]),
                            Err(e) => {
                                failures.push(format!(
                                    "{}: @{d} in the interpreter: {e}",
                                    path.display()
                                ));
                                continue;
                            }
                        };
                        points += 1;
                        if fd.abs() > 1e-8 {
                            nonzero += 1;
                        }
                        // The dot-product test: the reverse gradient's
                        // component equals the forward derivative.
                        if (grad_jit[i] - ad_jit).abs() > tol * ad_jit.abs().max(1.0) {
                            failures.push(format!(
                                "{}: @{name} at {x:?}: reverse ∂/∂x{i} {} vs forward {ad_jit}",
                                path.display(),
                                grad_jit[i]
                            ));
                        }
                        reverse_checked += 1;
                        for (how, ad) in [
                            ("JIT", ad_jit),
                            ("interpreter", ad_interp),
                            ("reverse, JIT", grad_jit[i]),
                            ("reverse, interpreter", grad_interp[i]),
                        ] {
                            if (ad - fd).abs() > tol * fd.abs().max(1.0) {
                                failures.push(format!(
                                    "{}: d@{name}/dx{i} at {x:?} ({how}): AD {ad} vs FD {fd}",
                                    path.display()
                                ));
                            }
                        }
                    }
                }
                checked_points += points;
                if points == 0 {
                    failures.push(format!(
                        "{}: @{name}: no point could be checked",
                        path.display()
                    ));
                } else {
                    checked_functions += 1;
                }
            }
        }
    }
    eprintln!(
        "forward and reverse mode on the corpus: {checked_functions} functions, {checked_points} partial derivatives checked ({nonzero} non-zero), {reverse_checked} reverse gradient components = forward derivatives"
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert!(
        checked_functions >= 10,
        "only {checked_functions} functions checked"
    );
    assert!(
        nonzero * 2 > checked_points,
        "most checked derivatives must be non-zero"
    );
}
