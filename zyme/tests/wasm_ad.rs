//! Derivatives of wasm exports against central finite differences,
//! through the zyme JIT and through the `.wasm` zyme writes, run in Node
//! (issue 15). The modules are under `tests/wasm/ad/`: hand-written
//! `.wat` (`wat/`, one control-flow or memory feature each), C kernels
//! built for wasm32 at -O0 and -O2 (`c/`, `c/regen.sh`), and GradBench's
//! `llsq`/`lse` primals (`benches/wasm/`). See `wasm_harness/mod.rs` for
//! what is checked: J = Σ float results; reverse (floats `active`) and
//! forward (floats `dup`, one input seeded at a time, arrays through the
//! shadow memory) against central differences within `Case::tol`
//! (1e-6 relative in double precision, 2e-3 for single-precision J),
//! then the written wasm in Node equal to the JIT within 1e-12 relative
//! (skipped, with a printed reason, without `node`).

mod wasm_harness;

use std::path::{Path, PathBuf};
use wasm_harness::{check_jit, check_node, prepare, prepare_modes, Arg, Case, Mem};
use zyme::{DataValue, ForwardOptions, Mode};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn f64s(v: &[f64]) -> Arg {
    Arg::Mem(Mem::f64s(v))
}

fn f32s(v: &[f32]) -> Arg {
    Arg::Mem(Mem::f32s(v))
}

use Arg::{F32, F64, I32};

/// Runs every case of `file` (relative to the repository root) through
/// the JIT and Node; panics with every failure at once.
fn check(file: &str, cases: Vec<Case>) {
    let prepared = prepare(&root().join(file), cases);
    let (results, mut failures) = check_jit(&prepared);
    let ran_node = match check_node(&prepared, &results) {
        Some(f) => {
            failures.extend(f);
            "and Node"
        }
        None => "(no Node)",
    };
    let inputs: usize = results.iter().map(|r| r.reverse.len()).sum();
    eprintln!(
        "{file}: {} cases, {inputs} derivatives each way, JIT {ran_node}",
        results.len()
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn wat(name: &str) -> String {
    format!("tests/wasm/ad/wat/{name}.wat")
}

#[test]
fn blocks() {
    check(
        &wat("blocks"),
        vec![
            Case::new("piecewise", vec![F64(1.3), F64(0.7)]),
            Case::new("piecewise", vec![F64(2.5), F64(-0.4)]),
            Case::new("piecewise", vec![F64(-1.2), F64(0.8)]),
            Case::new(
                "clamp_sum",
                vec![f64s(&[0.5, 1.7, -2.3, -0.4, 0.9]), I32(5)],
            ),
        ],
    );
}

#[test]
fn loops() {
    check(
        &wat("loops"),
        vec![
            Case::new(
                "horner",
                vec![f64s(&[1.0, -2.0, 0.5, 3.0, -1.5]), I32(5), F64(0.7)],
            ),
            Case::new("newton_sqrt", vec![F64(2.3)]),
            Case::new(
                "matvec_norm",
                vec![
                    f64s(&[1.0, 0.5, -0.3, 0.2, 2.0, 0.7, -1.1, 0.4, 1.5]),
                    f64s(&[0.9, -0.6, 1.2]),
                    I32(3),
                ],
            ),
        ],
    );
}

#[test]
fn br_table() {
    let mut cases: Vec<Case> = [0, 1, 2, 7]
        .iter()
        .map(|&k| Case::new("dispatch", vec![I32(k), F64(1.1), F64(0.6)]))
        .collect();
    cases.push(Case::new(
        "bucket_sum",
        vec![f64s(&[0.5, 1.5, 2.5, -0.7, 3.2]), I32(5)],
    ));
    check(&wat("br_table"), cases);
}

#[test]
fn select() {
    check(
        &wat("select"),
        vec![
            Case::new("smooth_max", vec![F64(1.2), F64(0.5)]),
            Case::new("smooth_max", vec![F64(0.3), F64(0.9)]),
            Case::new(
                "relu_dot",
                vec![
                    f64s(&[0.5, -1.0, 2.0, -0.3]),
                    f64s(&[1.0, 2.0, -0.5, 0.7]),
                    I32(4),
                ],
            ),
            Case::f32("select_f32", vec![F32(1.5), F32(2.0)]),
            Case::f32("select_f32", vec![F32(2.5), F32(1.0)]),
        ],
    );
}

#[test]
fn globals() {
    check(
        &wat("globals"),
        vec![
            Case::new("through_globals", vec![F64(0.8), F64(1.3)]),
            Case::new("array_global", vec![f64s(&[1.5, 0.5, -1.0, 2.0]), I32(4)]),
            Case::f32("f32_global", vec![F32(1.25)]),
        ],
    );
}

#[test]
fn call_indirect() {
    let mut cases: Vec<Case> = (0..4)
        .map(|k| Case::new("apply", vec![I32(k), F64(1.3), F64(0.7)]))
        .collect();
    cases.push(Case::new(
        "apply_all",
        vec![f64s(&[1.1, 0.9, 1.4, 2.0, 0.6]), I32(5)],
    ));
    check(&wat("call_indirect"), cases);
}

#[test]
fn memory_grow() {
    check(
        &wat("memory_grow"),
        vec![
            Case::new(
                "grow_and_reduce",
                vec![f64s(&[0.5, -1.2, 2.0, 0.3]), I32(4)],
            ),
            Case::new("grow_scalar", vec![F64(1.7)]),
        ],
    );
}

#[test]
fn bulk_memory() {
    check(
        &wat("bulk_memory"),
        vec![
            Case::new("copy_fill", vec![f64s(&[1.0, 2.0, -1.5, 0.5]), I32(4)]),
            Case::new("weighted", vec![f64s(&[0.5, 1.5, -2.0, 1.0])]),
            Case::new(
                "fill_tail",
                vec![f64s(&[0.3, -1.1, 2.2, 0.8, 1.5, -0.6]), I32(6)],
            ),
        ],
    );
}

#[test]
fn int_float_memory() {
    let records = Mem::records(
        16,
        &[
            (vec![(0, 1)], vec![(8, 1.5)]),
            (vec![(0, 2)], vec![(8, -0.7)]),
            (vec![(0, 3)], vec![(8, 2.2)]),
            (vec![(0, 1)], vec![(8, 0.4)]),
        ],
    );
    check(
        &wat("int_float_memory"),
        vec![
            Case::new("gather", vec![f64s(&[0.7, -1.3, 2.1, 0.4, 1.6]), I32(5)]),
            Case::new("records", vec![Arg::Mem(records), I32(4)]),
            Case::new("bits", vec![F64(1.7)]),
        ],
    );
}

#[test]
fn multi_value() {
    check(
        &wat("multi_value"),
        vec![
            Case::new("polar", vec![F64(1.2), F64(0.8)]),
            Case::new("three", vec![F64(1.2), F64(0.8)]),
            Case::new("minmax", vec![f64s(&[0.7, -1.3, 2.1, 0.4, 1.6]), I32(5)]),
        ],
    );
}

#[test]
fn simd_f64x2() {
    check(
        &wat("simd_f64x2"),
        vec![
            Case::new(
                "dot",
                vec![
                    f64s(&[1.0, -0.5, 2.0, 0.25]),
                    f64s(&[0.3, 1.7, -0.8, 2.5]),
                    I32(4),
                ],
            ),
            Case::new(
                "axpy_norm",
                vec![
                    F64(0.7),
                    f64s(&[1.0, -0.5, 2.0, 0.25]),
                    f64s(&[0.3, 1.7, -0.8, 2.5]),
                    I32(4),
                ],
            ),
            Case::new("lanes", vec![F64(1.3), F64(0.6)]),
        ],
    );
}

#[test]
fn simd_f32x4() {
    check(
        &wat("simd_f32x4"),
        vec![
            Case::f32(
                "sumsq",
                vec![f32s(&[0.5, -1.0, 1.5, 0.25, 2.0, -0.75, 1.0, 0.3]), I32(8)],
            ),
            Case::f32(
                "clipped_dot",
                vec![
                    f32s(&[0.2, 1.4, -0.6, 0.5]),
                    f32s(&[1.2, 0.3, 2.0, 0.9]),
                    F32(0.8),
                ],
            ),
            Case::f32("scale_store", vec![f32s(&[1.5, 0.8, 2.2, 0.6]), F32(1.5)]),
        ],
    );
}

#[test]
fn math_imports() {
    check(
        &wat("math_imports"),
        vec![
            Case::new("wave", vec![F64(0.7), F64(0.4)]),
            Case::new("softplus_sum", vec![f64s(&[0.5, -1.2, 2.0, 0.8]), I32(4)]),
            Case::f32("cos_f32", vec![F32(0.6)]),
        ],
    );
}

#[test]
fn recursion() {
    check(
        &wat("recursion"),
        vec![
            Case::new("pow_rec", vec![F64(1.1), I32(5)]),
            Case::new("mutual", vec![F64(0.7), I32(4)]),
            Case::new("tree", vec![f64s(&[0.7, -1.3, 2.1, 0.4, 1.6]), I32(5)]),
        ],
    );
}

#[test]
fn f32_arrays() {
    check(
        &wat("f32_arrays"),
        vec![Case::f32(
            "mixed",
            vec![f32s(&[0.5, -1.25, 2.0, 0.75]), I32(4), F32(0.75)],
        )],
    );
}

/// The cases of `tests/wasm/ad/c/kernels.c` (the same at -O0 and -O2).
fn kernel_cases() -> Vec<Case> {
    // struct particle { int kind; double pos[2]; double mass; }: 32 bytes.
    let particle = |kind, x, y, m| (vec![(0, kind)], vec![(8, x), (16, y), (24, m)]);
    let particles = Mem::records(
        32,
        &[
            particle(0, 0.1, 0.2, 1.0),
            particle(1, 1.0, -0.5, 2.0),
            particle(0, -0.7, 0.9, 0.5),
            particle(1, 0.4, 1.3, 1.5),
        ],
    );
    let n = 4;
    let xs: Vec<f64> = (0..2 * n).map(|i| (i as f64 * 0.7).sin()).collect();
    let ys: Vec<f64> = (0..n).map(|i| if i % 2 == 0 { 0.9 } else { 0.2 }).collect();
    let params: Vec<f64> = (0..13).map(|i| 0.3 * ((i as f64) * 1.3).cos()).collect();
    vec![
        Case::new(
            "dot",
            vec![f64s(&[1.0, -0.5, 2.0]), f64s(&[0.3, 1.7, -0.8]), I32(3)],
        ),
        Case::new("poly", vec![f64s(&[1.0, -2.0, 0.5, 3.0]), I32(4), F64(0.8)]),
        Case::new(
            "mlp_loss",
            vec![f64s(&params), f64s(&xs), f64s(&ys), I32(n)],
        ),
        Case::new("energy", vec![Arg::Mem(particles), I32(4)]),
        Case::f32("sumsq_f", vec![f32s(&[0.5, -1.0, 1.5, 0.25, 2.0]), I32(5)]),
        Case::new(
            "softmax_mean",
            vec![f64s(&[0.5, -1.2, 2.0, 0.8, 1.1]), I32(5)],
        ),
    ]
}

/// At -O0 every C local lives in the wasm stack frame, one region of
/// linear memory with integers, addresses and floats side by side; an
/// address copied between frame slots (`w1 = params` in `mlp_loss`) has
/// no use that says what it is, so forward mode refuses that kernel with
/// the type-deduction error (below; reverse mode, after zyme-opt, does
/// not) and the others are checked both ways.
#[test]
fn c_kernels_o0() {
    let cases = kernel_cases()
        .into_iter()
        .filter(|c| c.export != "mlp_loss")
        .collect();
    check("tests/wasm/ad/c/kernels_O0.wasm", cases);
}

#[test]
fn c_kernels_o0_untyped_copies_are_refused() {
    let file = "tests/wasm/ad/c/kernels_O0.wasm";
    let bytes = std::fs::read(root().join(file)).unwrap();
    let mut wasm = zyme::wasm::read_wasm(&bytes, file).unwrap();
    let (exports, rules) = (wasm.exports.clone(), wasm.ad.clone());
    let mut ad = zyme::Derivatives::new(&mut wasm.module);
    use zyme::wasm::WasmRequests;
    // The wasm parameters are addresses and a count; the instance (with
    // its memory) is the differentiated argument.
    let kinds = [zyme::ArgKind::Const; 4];
    let mode = zyme::Mode::Forward(Default::default());
    let requested = ad.wasm_request(&exports, &rules, "mlp_loss", &kinds, mode);
    let error = match requested.and_then(|_| ad.finish()) {
        Ok(_) => panic!("mlp_loss at -O0 was differentiated though its frame copies are untyped"),
        Err(e) => e.to_string(),
    };
    assert!(
        error.contains("@mlp_loss") && error.contains("cannot deduce"),
        "{error}"
    );
}

/// zyme-opt's GVN forwards `mlp_loss`'s address copy through the frame
/// (the frame's addresses, computed in different blocks, are known to
/// be one), so its reverse derivative is made at -O0 and agrees with
/// finite differences; forward mode still refuses it (above).
#[test]
fn c_kernels_o0_reverse_through_forwarded_copies() {
    let cases = kernel_cases()
        .into_iter()
        .filter(|c| c.export == "mlp_loss")
        .collect();
    let prepared = prepare_modes(
        &root().join("tests/wasm/ad/c/kernels_O0.wasm"),
        cases,
        false,
    );
    let (_, failures) = check_jit(&prepared);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn c_kernels_o2() {
    check("tests/wasm/ad/c/kernels_O2.wasm", kernel_cases());
}

#[test]
fn gradbench_llsq_and_lse() {
    check(
        "benches/wasm/llsq.wasm",
        vec![Case::new(
            "llsq_primal",
            vec![f64s(&[0.3, -0.2, 0.5, 0.1]), I32(4), I32(9)],
        )],
    );
    check(
        "benches/wasm/lse.wasm",
        vec![Case::new(
            "lse_primal",
            vec![f64s(&[0.5, -1.2, 2.0, 0.8, 1.1, -0.3]), I32(6)],
        )],
    );
}

/// A host function that receives an active value and has no derivative
/// rule stops differentiation with an error naming the import.
#[test]
fn active_import_without_a_rule_is_refused() {
    use zyme::wasm::WasmRequests;
    let bytes = wat::parse_str(
        r#"(module
             (import "env" "blackbox" (func $b (param f64) (result f64)))
             (func (export "f") (param f64) (result f64)
               local.get 0 call $b local.get 0 f64.mul))"#,
    )
    .unwrap();
    let mut wasm = zyme::wasm::read_wasm(&bytes, "import.wat").unwrap();
    let (exports, rules) = (wasm.exports.clone(), wasm.ad.clone());
    let mut ad = zyme::Derivatives::new(&mut wasm.module);
    let requested = ad.wasm_reverse(&exports, &rules, "f", &[zyme::ArgKind::Active]);
    let error = match requested.and_then(|_| ad.finish()) {
        Ok(_) => panic!("an active call of an import without a rule was differentiated"),
        Err(e) => e.to_string(),
    };
    eprintln!("{error}");
    assert!(error.contains("blackbox"), "{error}");
}

/// `host(x) = sin(3x)`, its rules by convention: `f(x) = host(x)·x`.
const HOST_RULES: &str = r#"(module
  (import "env" "host" (func $host (param f64) (result f64)))
  (import "env" "host__zyme_grad" (func (param f64 f64) (result f64)))
  (import "env" "host__zyme_fwd" (func (param f64 f64) (result f64)))
  (func (export "f") (param f64) (result f64)
    local.get 0 call $host local.get 0 f64.mul))"#;

extern "C" fn host(_vmctx: *mut u8, x: f64) -> f64 {
    (3.0 * x).sin()
}
extern "C" fn host_grad(_vmctx: *mut u8, x: f64, dret: f64) -> f64 {
    dret * 3.0 * (3.0 * x).cos()
}
extern "C" fn host_fwd(_vmctx: *mut u8, x: f64, dx: f64) -> f64 {
    dx * 3.0 * (3.0 * x).cos()
}

/// A host import with a reverse and a forward rule imported by
/// convention (`m.f__zyme_grad`, `m.f__zyme_fwd`): both modes through the
/// JIT (the rules are Rust functions) against central differences within
/// 1e-7 relative, and the written module in Node (the rules are JS
/// functions) equal to the JIT.
#[test]
fn host_import_rules_by_convention() {
    use zyme::wasm::WasmRequests;
    let bytes = wat::parse_str(HOST_RULES).unwrap();
    let mut wasm = zyme::wasm::read_wasm(&bytes, "host_rules.wat").unwrap();
    let (exports, rules) = (wasm.exports.clone(), wasm.ad.clone());
    let mut ad = zyme::Derivatives::new(&mut wasm.module);
    let rev = ad
        .wasm_reverse(&exports, &rules, "f", &[zyme::ArgKind::Active])
        .unwrap();
    let fwd = ad
        .wasm_request(
            &exports,
            &rules,
            "f",
            &[zyme::ArgKind::Dup],
            Mode::Forward(ForwardOptions::default()),
        )
        .unwrap()
        .remove(0);
    ad.finish().unwrap();
    let symbols: [(&'static str, *const u8); 3] = [
        ("env$host", host as *const u8),
        ("env$host__zyme_grad", host_grad as *const u8),
        ("env$host__zyme_fwd", host_fwd as *const u8),
    ];
    let jit = zyme::Jit::compile_with_symbols(&wasm.module, &symbols).unwrap();
    let f = |x: f64| host(std::ptr::null_mut(), x) * x;
    let mut jit_results = Vec::new();
    for x in [0.4, -1.3, 2.2] {
        let h = 1e-6;
        let fd = (f(x + h) - f(x - h)) / (2.0 * h);
        let inst = zyme::wasm::Instance::new(&jit, &wasm).unwrap();
        let primal = inst.call_export("f", &[DataValue::f64(x)]).unwrap();
        assert!((primal[0].as_f64().unwrap() - f(x)).abs() < 1e-15);
        let shadow = inst.shadow().unwrap();
        let g = inst
            .call_derivative(&rev, &shadow, &[DataValue::f64(x)])
            .unwrap();
        let g = g.iter().filter_map(DataValue::as_f64).next_back().unwrap();
        let t = inst
            .call_derivative(&fwd, &shadow, &[DataValue::f64(x), DataValue::f64(1.0)])
            .unwrap();
        let t = t.iter().filter_map(DataValue::as_f64).next_back().unwrap();
        assert!(
            fd.abs() > 0.1,
            "x = {x}: a derivative too close to zero to check"
        );
        for (what, d) in [("reverse", g), ("forward", t)] {
            assert!(
                (d - fd).abs() <= 1e-7 * fd.abs().max(1.0),
                "x = {x}: {what} {d}, central differences {fd}"
            );
        }
        jit_results.push((x, g, t));
    }
    // The same derivatives written as wasm, the rules JS functions.
    if !wasm_harness::node_available() {
        eprintln!("skipped the Node half: no node on PATH");
        return;
    }
    let g = &wasm.generated;
    let m = &wasm.module;
    let mut exports = vec![rev.clone(), fwd.clone()];
    for f in [g.instantiate, g.shadow] {
        exports.push(m.functions[f].name.clone());
    }
    let options = zyme::wasm::WriteOptions {
        exports: Some(exports),
        ..Default::default()
    };
    let written = zyme::wasm::write_wasm(m, &options).unwrap();
    let dir = std::env::temp_dir().join(format!("zyme-host-rules-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("m.wasm"), &written).unwrap();
    let xs = format!("{:?}", jit_results.iter().map(|r| r.0).collect::<Vec<_>>());
    let script = format!(
        r#"const fs = require('fs');
const env = {{
  'env$host': (vm, x) => Math.sin(3 * x),
  'env$host__zyme_grad': (vm, x, d) => d * 3 * Math.cos(3 * x),
  'env$host__zyme_fwd': (vm, x, dx) => dx * 3 * Math.cos(3 * x),
}};
const ex = new WebAssembly.Instance(new WebAssembly.Module(fs.readFileSync('{wasm}')), {{ env }}).exports;
const last = (r) => (Array.isArray(r) ? r[r.length - 1] : r);
const out = [];
for (const x of {xs}) {{
  const vm = ex.__zyme_wasm_instantiate();
  const sh = ex.__zyme_wasm_shadow(vm);
  out.push([last(ex['{rev}'](vm, sh, x)), last(ex['{fwd}'](vm, sh, x, 1.0))]);
}}
console.log(JSON.stringify(out));"#,
        wasm = dir.join("m.wasm").display(),
        xs = xs,
        rev = rev,
        fwd = fwd,
    );
    std::fs::write(dir.join("run.js"), script).unwrap();
    let out = std::process::Command::new("node")
        .arg(dir.join("run.js"))
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let node: Vec<(f64, f64)> = serde_json::from_slice(&out.stdout).unwrap();
    for (&(x, g, t), &(ng, nt)) in jit_results.iter().zip(&node) {
        assert!(
            (g - ng).abs() <= 1e-12 * g.abs().max(1.0)
                && (t - nt).abs() <= 1e-12 * t.abs().max(1.0),
            "x = {x}: JIT ({g}, {t}), Node ({ng}, {nt})"
        );
    }
}
