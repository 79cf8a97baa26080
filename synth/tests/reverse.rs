//! Reverse-mode derivatives, JIT-compiled, against central finite
//! differences (tolerance stated per check), on programs with loops of
//! unknown trip count, branches, memory, the heap and recursion.

use zyme_analysis::ArgKind;
use zyme_synth::{reverse, Reverse, ReverseOptions};

mod common;
use common::{close, module, verified, SCALAR};

#[test]
fn scalar_gradient_matches_finite_differences() {
    let mut m = module(SCALAR);
    let f = m.func_by_name("f").unwrap();
    let d = reverse(
        &mut m,
        f,
        &[ArgKind::Active, ArgKind::Active],
        ReverseOptions::default(),
    )
    .expect("differentiates");
    verified(&m);
    let name = m.functions[d].name.clone();
    let jit = zyme_cranelift::JitModule::compile(&m).unwrap();
    let prim = jit.get::<extern "C" fn(f64, f64) -> f64>("f").unwrap();
    let df = |x: f64, y: f64| {
        use zyme_ir::DataValue;
        let out = jit
            .call_dynamic(&name, &[DataValue::f64(x), DataValue::f64(y)])
            .unwrap();
        (out[0].as_f64().unwrap(), out[1].as_f64().unwrap())
    };
    let h = 1e-6;
    for &(x, y) in &[(0.3, 1.2), (-1.1, 0.4), (2.0, -0.7)] {
        let fd_x = (prim.call(x + h, y) - prim.call(x - h, y)) / (2.0 * h);
        let fd_y = (prim.call(x, y + h) - prim.call(x, y - h)) / (2.0 * h);
        let (gx, gy) = df(x, y);
        assert!(fd_x.abs() > 1e-3 && fd_y.abs() > 1e-3);
        assert!(
            close(gx, fd_x, 1e-6),
            "d/dx at ({x},{y}): ad {gx} fd {fd_x}"
        );
        assert!(
            close(gy, fd_y, 1e-6),
            "d/dy at ({x},{y}): ad {gy} fd {fd_y}"
        );
    }
}

/// `f(x, n) = Σ_i sin(x[i]) · x[i+1]` plus a data-dependent branch per
/// element and a running product carried through block parameters.
const LOOP: &str = "
func export @f(ptr, i64) -> f64 {
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = fconst.f64 0.0
    v4 = fconst.f64 1.0
    jump block1(v2, v3, v4)
block1(v5: i64, v6: f64, v7: f64):
    v8 = iconst.i64 1
    v9 = iadd v5, v8
    v10 = icmp slt v9, v1
    brif v10, block2, block5(v6, v7)
block2:
    v11 = iconst.i64 8
    v12 = imul v5, v11
    v13 = ptr_add v0, v12
    v14 = load.f64 v13 align 8
    v15 = ptr_add v13, v11
    v16 = load.f64 v15 align 8
    v17 = sin v14
    v18 = fmul v17, v16
    v19 = fconst.f64 0.0
    v20 = fcmp olt v14, v19
    brif v20, block3, block4(v18)
block3:
    v21 = fmul v18, v14
    jump block4(v21)
block4(v22: f64):
    v23 = fadd v6, v22
    v24 = fconst.f64 0.5
    v25 = fmul v14, v24
    v26 = fadd v25, v4
    v27 = fmul v7, v26
    jump block1(v9, v23, v27)
block5(v28: f64, v29: f64):
    v30 = fadd v28, v29
    return v30
}
";

fn fd_array(prim: &dyn Fn(&[f64]) -> f64, x: &[f64], h: f64) -> Vec<f64> {
    (0..x.len())
        .map(|i| {
            let mut p = x.to_vec();
            let mut q = x.to_vec();
            p[i] += h;
            q[i] -= h;
            (prim(&p) - prim(&q)) / (2.0 * h)
        })
        .collect()
}

fn check_array_gradient(text: &str, n: usize, tol: f64) {
    let mut m = module(text);
    let f = m.func_by_name("f").unwrap();
    let d = reverse(
        &mut m,
        f,
        &[ArgKind::Dup, ArgKind::Const],
        ReverseOptions::default(),
    )
    .expect("differentiates");
    verified(&m);
    let name = m.functions[d].name.clone();
    let jit = zyme_cranelift::JitModule::compile(&m).unwrap();
    let prim = jit.get::<extern "C" fn(*mut f64, i64) -> f64>("f").unwrap();
    let df = jit
        .get::<extern "C" fn(*mut f64, *mut f64, i64)>(&name)
        .unwrap();
    let x: Vec<f64> = (0..n)
        .map(|i| ((i as f64) * 0.7).sin() * 1.3 - 0.2)
        .collect();
    let run = |v: &[f64]| {
        let mut v = v.to_vec();
        prim.call(v.as_mut_ptr(), n as i64)
    };
    let fd = fd_array(&run, &x, 1e-6);
    let mut xs = x.clone();
    // Shadows accumulate: start from 1 and subtract it.
    let mut dx = vec![1.0; n];
    df.call(xs.as_mut_ptr(), dx.as_mut_ptr(), n as i64);
    assert!(fd.iter().filter(|g| g.abs() > 1e-3).count() > n / 2);
    for i in 0..n {
        let g = dx[i] - 1.0;
        assert!(close(g, fd[i], tol), "d/dx[{i}]: ad {g} fd {}", fd[i]);
    }
}

#[test]
fn loop_with_branches_matches_finite_differences() {
    check_array_gradient(LOOP, 9, 1e-6);
}

/// A recursive function over memory, called from the top level with a
/// scratch buffer on the heap freed in the loop, and a stack slot.
const CALLS: &str = "
declare @malloc(i64) -> ptr
declare @free(ptr)

func local @prod(ptr, i64) -> f64 {
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = icmp eq v1, v2
    brif v3, block1, block2
block1:
    v4 = fconst.f64 1.0
    return v4
block2:
    v5 = load.f64 v0 align 8
    v6 = iconst.i64 8
    v7 = ptr_add v0, v6
    v8 = iconst.i64 1
    v9 = isub v1, v8
    v10 = call @prod(v7, v9)
    v11 = cos v5
    v12 = fadd v11, v5
    v13 = fmul v12, v10
    return v13
}

func export @f(ptr, i64) -> f64 {
    ss0 = slot 8 align 8
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = fconst.f64 0.0
    v4 = stack_addr ss0
    store v3, v4 align 8
    jump block1(v2)
block1(v5: i64):
    v6 = icmp slt v5, v1
    brif v6, block2, block3
block2:
    v7 = iconst.i64 8
    v8 = imul v5, v7
    v9 = ptr_add v0, v8
    v10 = load.f64 v9 align 8
    v11 = call @malloc(v7)
    v12 = fmul v10, v10
    store v12, v11 align 8
    v13 = load.f64 v11 align 8
    call @free(v11)
    v14 = load.f64 v4 align 8
    v15 = fadd v14, v13
    store v15, v4 align 8
    v16 = iconst.i64 1
    v17 = iadd v5, v16
    jump block1(v17)
block3:
    v18 = call @prod(v0, v1)
    v19 = load.f64 v4 align 8
    v20 = fmul v18, v19
    return v20
}
";

#[test]
fn recursion_heap_and_stack_match_finite_differences() {
    check_array_gradient(CALLS, 6, 1e-6);
}

#[test]
fn split_mode_with_caller_owned_tape() {
    let mut m = module(LOOP);
    let f = m.func_by_name("f").unwrap();
    let split = Reverse::new(&mut m)
        .split(f, &[ArgKind::Dup, ArgKind::Const])
        .expect("differentiates");
    verified(&m);
    let aug = m.functions[split.augmented].name.clone();
    let rev = m.functions[split.reverse].name.clone();
    let jit = zyme_cranelift::JitModule::compile(&m).unwrap();
    let prim = jit.get::<extern "C" fn(*mut f64, i64) -> f64>("f").unwrap();
    let aug = jit
        .get::<extern "C" fn(*mut u8, *mut f64, *mut f64, i64) -> f64>(&aug)
        .unwrap();
    let rev = jit
        .get::<extern "C" fn(*mut u8, *mut f64, *mut f64, i64, f64)>(&rev)
        .unwrap();
    let n = 7;
    let x: Vec<f64> = (0..n).map(|i| 0.3 + 0.25 * i as f64 - 0.9).collect();
    let run = |v: &[f64]| {
        let mut v = v.to_vec();
        prim.call(v.as_mut_ptr(), n as i64)
    };
    let fd = fd_array(&run, &x, 1e-6);
    let mut tape = [0u8; zyme_synth::reverse::TAPE_HEADER_BYTES as usize];
    let mut xs = x.clone();
    let mut dx = vec![0.0; n];
    let y = aug.call(
        tape.as_mut_ptr(),
        xs.as_mut_ptr(),
        dx.as_mut_ptr(),
        n as i64,
    );
    assert!(close(y, run(&x), 1e-12));
    // The seed scales the gradient.
    rev.call(
        tape.as_mut_ptr(),
        xs.as_mut_ptr(),
        dx.as_mut_ptr(),
        n as i64,
        2.0,
    );
    assert_eq!(tape, [0u8; 24], "the reverse empties and releases the tape");
    for i in 0..n {
        assert!(
            close(dx[i], 2.0 * fd[i], 1e-6),
            "d/dx[{i}]: ad {} fd {}",
            dx[i],
            fd[i]
        );
    }
}
