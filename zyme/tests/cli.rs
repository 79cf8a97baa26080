//! The `zyme` command line, end to end.

use std::path::PathBuf;
use std::process::Command;

fn zyme(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_zyme"))
        .args(args)
        .output()
        .expect("the zyme binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The numbers of a printed list, `label [1.5, -2, 0.5]`.
fn numbers(line: &str) -> Vec<f64> {
    let inner = line.rsplit('[').next().unwrap().trim_end_matches(']');
    inner
        .split(',')
        .map(|x| x.trim().parse().unwrap())
        .collect()
}

/// A `zyme grad … --check` command's output, the gradient of argument 0
/// and the central differences printed under it.
fn gradient_and_differences(args: &[&str]) -> (String, Vec<f64>, Vec<f64>) {
    let (ok, out, err) = zyme(args);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("d/d arg0[]"))
        .collect();
    assert_eq!(lines.len(), 2, "{out}");
    let (ad, fd) = (numbers(lines[0]), numbers(lines[1]));
    (out, ad, fd)
}

/// `zyme grad FILE --fn sumsq --args dup,const --at "f64[1.5, -2, 0.5], 3"
/// --check`: its output, the gradient and the central differences.
fn grad_sumsq_check(path: &str) -> (String, Vec<f64>, Vec<f64>) {
    gradient_and_differences(&[
        "grad",
        path,
        "--fn",
        "sumsq",
        "--args",
        "dup,const",
        "--at",
        "f64[1.5, -2, 0.5], 3",
        "--check",
    ])
}

fn have_clang(what: &str) -> bool {
    let have = Command::new("clang-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have {
        eprintln!("note: clang-19 not installed, skipping {what}");
    }
    have
}

/// [`have_clang`], and libomp (libomp-19-dev) for OpenMP programs.
fn have_openmp(what: &str) -> bool {
    if !have_clang(what) {
        return false;
    }
    let have = std::path::Path::new("/usr/lib/llvm-19/lib/libomp.so").exists();
    if !have {
        eprintln!("note: libomp-19-dev not installed, skipping {what}");
    }
    have
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("zyme-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const POLY: &str = "func export @poly(f64, i32) -> f64 {
block0(v0: f64, v1: i32):
    v2 = sitofp.f64 v1
    v3 = fmul v0, v0
    v4 = fadd v3, v2
    return v4
}

func export @divide(i32, i32) -> i32 {
block0(v0: i32, v1: i32):
    v2 = sdiv v0, v1
    return v2
}
";

/// `zyme demo` is the README's first command: it must differentiate, and
/// say that reverse mode, forward mode and central differences agree.
#[test]
fn demo_computes_a_gradient_that_agrees_with_finite_differences() {
    let (ok, out, err) = zyme(&["demo"]);
    assert!(ok, "{err}\n{out}");
    assert!(out.contains("func export @energy"), "{out}");
    assert!(out.contains("synthesis (request + finish): "), "{out}");
    assert!(out.contains(" ms; Cranelift JIT of the module: "), "{out}");
    // One row per partial: d/dx[0..4] and d/dk, for each of three inputs.
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("d/d"))
        .collect();
    assert_eq!(rows.len(), 15, "{out}");
    for row in rows {
        let error: f64 = row.split_whitespace().last().unwrap().parse().unwrap();
        assert!(error < 1e-6, "{row}");
    }
    assert!(
        out.contains("interpreter == JIT on value and gradient: yes"),
        "{out}"
    );
    assert!(
        out.contains(
            "ok: reverse mode, forward mode and central differences agree on all 15 partials"
        ),
        "{out}"
    );
}

#[test]
fn run_uses_the_jit_and_the_interpreter() {
    let file = scratch("poly.zir");
    std::fs::write(&file, POLY).unwrap();
    let path = file.to_str().unwrap();
    for extra in [&[][..], &["--interp"][..]] {
        let mut args = vec!["run", path, "--fn", "poly", "--args", "1.5, -2"];
        args.extend_from_slice(extra);
        let (ok, out, err) = zyme(&args);
        assert!(ok, "{err}");
        assert_eq!(out.trim(), "0.25");
    }
    let (ok, _, err) = zyme(&["run", path, "--fn", "divide", "--args", "1, 0"]);
    assert!(!ok);
    assert!(err.contains("trapped"), "{err}");
    let (ok, _, err) = zyme(&["run", path, "--fn", "divide", "--args", "1, 0", "--interp"]);
    assert!(!ok);
    assert!(err.contains("division by zero"), "{err}");
    let (ok, _, err) = zyme(&["run", path, "--fn", "poly", "--args", "1.5"]);
    assert!(!ok);
    assert!(err.contains("takes 2 arguments"), "{err}");
}

#[test]
fn check_reports_line_and_column() {
    let good = scratch("good.zir");
    std::fs::write(&good, POLY).unwrap();
    let (ok, out, err) = zyme(&["check", good.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("ok"), "{out}");
    let bad = scratch("bad.zir");
    std::fs::write(
        &bad,
        "func export @f() -> i32 {\nblock0:\n    v0 = iconst.i33 1\n    return v0\n}\n",
    )
    .unwrap();
    let (ok, _, err) = zyme(&["check", bad.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains("bad.zir:3:"), "{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
}

#[test]
fn compiled_object_links_with_cc() {
    if Command::new("cc").arg("--version").output().is_err() {
        eprintln!("note: no cc on this machine, skipping the link test");
        return;
    }
    let file = scratch("link.zir");
    std::fs::write(&file, POLY).unwrap();
    let object = scratch("link.o");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "-o",
        object.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let main = scratch("main.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\ndouble poly(double, int);\nint divide(int, int);\nint main(void) { printf(\"%g %d\\n\", poly(3.0, 4), divide(-7, 2)); return 0; }\n",
    )
    .unwrap();
    let exe = scratch("prog");
    let status = Command::new("cc")
        .args([
            main.to_str().unwrap(),
            object.to_str().unwrap(),
            "-lm",
            "-o",
            exe.to_str().unwrap(),
        ])
        .status()
        .unwrap();
    assert!(status.success());
    let out = Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout), "13 -3\n");
    let aarch64 = scratch("link-aarch64.o");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "-o",
        aarch64.to_str().unwrap(),
        "--target",
        "aarch64-unknown-linux-gnu",
    ]);
    assert!(ok, "{err}");
    let bytes = std::fs::read(&aarch64).unwrap();
    assert_eq!(&bytes[..4], b"\x7fELF");
    assert_eq!(bytes[18], 0xb7, "EM_AARCH64");
}

/// `zyme compile --emit ptx`: a kernel becomes PTX text for the SM
/// version asked for; an unknown target or emit kind is refused.
#[test]
fn compile_emits_ptx_for_a_kernel() {
    let file = scratch("saxpy.zir");
    std::fs::write(
        &file,
        "func export kernel @scale(ptr.global, f32) {
block0(v0: ptr.global, v1: f32):
    v2 = thread_id.x
    v3 = sext.i64 v2
    v4 = iconst.i64 4
    v5 = imul v3, v4
    v6 = ptr_add v0, v5
    v7 = load.f32 v6 align 4
    v8 = fmul v7, v1
    store v8, v6 align 4
    return
}
",
    )
    .unwrap();
    let out = scratch("scale.ptx");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "--emit",
        "ptx",
        "--target",
        "sm_90",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let ptx = std::fs::read_to_string(&out).unwrap();
    assert!(ptx.contains(".target sm_90"), "{ptx}");
    assert!(ptx.contains(".visible .entry scale("), "{ptx}");
    assert!(ptx.contains("ld.global.f32"), "{ptx}");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "--emit",
        "ptx",
        "--target",
        "sm_75",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(err.contains("sm_80 or sm_90"), "{err}");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "--emit",
        "bitcode",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert!(!ok);
    assert!(err.contains("unknown --emit"), "{err}");
}

/// The README's second example: `examples/enzyme_hello.c`, written for
/// Enzyme, built by `zyme cc` and run; each gradient it prints must match
/// the exact value it prints beside it.
#[test]
fn enzyme_hello_builds_with_zyme_cc() {
    if !have_clang("the zyme cc example") {
        return;
    }
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/enzyme_hello.c");
    let exe = scratch("enzyme_hello");
    let (ok, out, err) = zyme(&[
        "cc",
        "--",
        "clang-19",
        "-O2",
        source.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
        "-lm",
    ]);
    assert!(ok, "{out}{err}");
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success());
    let out = String::from_utf8_lossy(&run.stdout);
    assert_eq!(out.lines().count(), 4, "{out}");
    for line in out.lines() {
        // `df/dx[0] = 1.836433639   exact 1.836433639`
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words[2], words[4], "{line}");
    }
}

/// `zyme grad` asks the driver for a reverse gradient of a loop over a
/// buffer that it overwrites, runs it and prints central differences
/// beside it (tolerance 1e-6 relative): ∂(Σ x²)/∂x = 2x, at points where
/// that is far from zero.
#[test]
fn grad_runs_a_gradient_and_checks_it_against_finite_differences() {
    let src = scratch("sumsq.zir");
    std::fs::write(
        &src,
        "func export @sumsq(ptr, i64) -> f64 {
block0(v0: ptr, v1: i64):
    v2 = iconst.i64 0
    v3 = fconst.f64 0.0
    jump block1(v2, v3)
block1(v4: i64, v5: f64):
    v6 = icmp slt v4, v1
    brif v6, block2, block3
block2:
    v7 = iconst.i64 8
    v8 = imul v4, v7
    v9 = ptr_add v0, v8
    v10 = load.f64 v9 align 8
    v11 = fmul v10, v10
    v12 = fadd v5, v11
    store v11, v9 align 8
    v13 = iconst.i64 1
    v14 = iadd v4, v13
    jump block1(v14, v12)
block3:
    return v5
}
",
    )
    .unwrap();
    let path = src.to_str().unwrap();
    let (out, ad, fd) = grad_sumsq_check(path);
    assert_eq!(ad, [3.0, -4.0, 1.0], "{out}");
    for (a, f) in ad.iter().zip(&fd) {
        assert!((a - f).abs() <= 1e-6 * a.abs().max(1.0), "{out}");
    }
    let (ok, ir, err) = zyme(&[
        "grad",
        path,
        "--fn",
        "sumsq",
        "--args",
        "dup,const",
        "--emit",
        "ir",
    ]);
    assert!(
        ok && ir.contains("func local @__zyme_autodiff.0.sumsq(ptr, ptr, i64)"),
        "{ir}{err}"
    );
    let (ok, _, err) = zyme(&["grad", path, "--fn", "sumsq", "--args", "active,const"]);
    assert!(!ok && err.contains("argument 0 is a ptr"), "{err}");
}

/// `--cache memory`: GradBench's lse (LogSumExp of clang's `-O2` IR,
/// its `exp` loop unrolled four times) needs no tape at all when the
/// reverse recomputes `exp`, where by default it tapes the four results
/// of each unrolled iteration; the gradient agrees with central
/// differences within 1e-6 relative either way, at a point where every
/// component is clearly non-zero (softmax).
#[test]
fn cache_memory_recomputes_exp_instead_of_taping_it() {
    let lse = concat!(env!("CARGO_MANIFEST_DIR"), "/../benches/gradbench/lse.ll");
    let plan = |cache: &str| {
        let (ok, out, err) = zyme(&[
            "explain",
            lse,
            "--fn",
            "lse_primal",
            "--args",
            "dup,const",
            "--plan",
            "--cache",
            cache,
        ]);
        assert!(ok, "{err}");
        out
    };
    let taped = |out: &str| out.lines().filter(|l| l.contains(": tape record")).count();
    let (speed, memory) = (plan("speed"), plan("memory"));
    assert!(taped(&speed) > 0, "{speed}");
    assert_eq!(taped(&memory), 0, "{memory}");
    assert!(memory.contains("least memory"), "{memory}");
    for cache in ["speed", "memory"] {
        let (out, ad, fd) = gradient_and_differences(&[
            "grad",
            lse,
            "--fn",
            "lse_primal",
            "--args",
            "dup,const",
            "--at",
            "f64[0.5, -1.25, 2.0, 0.75, 1.5, -0.5, 1.0], 7",
            "--check",
            "--cache",
            cache,
        ]);
        assert_eq!(ad.len(), 7, "{out}");
        for (a, f) in ad.iter().zip(&fd) {
            assert!(a.abs() > 1e-3, "{cache}: a component near zero: {out}");
            assert!((a - f).abs() <= 1e-6 * a.abs().max(1.0), "{cache}: {out}");
        }
    }
    let (ok, _, err) = zyme(&[
        "explain",
        lse,
        "--fn",
        "lse_primal",
        "--plan",
        "--cache",
        "fast",
    ]);
    assert!(!ok && err.contains("speed"), "{err}");
}

/// `zyme grad` on a `.wasm` module: GradBench's llsq primal compiled by
/// clang for wasm32 (`benches/wasm/llsq.wasm`). The gradient w.r.t. the
/// coefficient buffer (the instance's memory is `dup`) is run through the
/// JIT and agrees with the central differences printed beside it within
/// 1e-6 relative, at a point where no component is near zero; `--emit
/// wasm` writes a module that wasmparser validates and zyme reads back.
#[test]
fn grad_differentiates_a_wasm_export() {
    let wasm = concat!(env!("CARGO_MANIFEST_DIR"), "/../benches/wasm/llsq.wasm");
    let base = [
        "grad",
        wasm,
        "--fn",
        "llsq_primal",
        "--args",
        "const,const,const",
    ];
    let mut args = base.to_vec();
    args.extend(["--at", "f64[0.3, -0.2, 0.5, 0.1], 4, 9", "--check"]);
    let (out, ad, fd) = gradient_and_differences(&args);
    assert_eq!(ad.len(), 4, "{out}");
    for (a, f) in ad.iter().zip(&fd) {
        assert!(a.abs() > 1.0, "{out}");
        assert!((a - f).abs() <= 1e-6 * a.abs().max(1.0), "{out}");
    }
    let written = scratch("llsq_grad.wasm");
    let mut args = base.to_vec();
    args.extend(["--emit", "wasm", "-o", written.to_str().unwrap()]);
    let (ok, out, err) = zyme(&args);
    assert!(ok, "{out}{err}");
    let bytes = std::fs::read(&written).unwrap();
    let back = zyme::wasm::read_wasm(&bytes, "llsq_grad.wasm").unwrap_or_else(|e| panic!("{e}"));
    assert!(
        back.exports.iter().any(|e| e.name == "llsq_primal")
            && back.exports.iter().any(|e| e.name.contains("autodiff")),
        "{:?}",
        back.exports.iter().map(|e| &e.name).collect::<Vec<_>>()
    );
}

/// `zyme launch` runs a kernel over a grid on the SIMT interpreter and
/// prints the arguments after it; `--race` reports a kernel whose threads
/// all store to one address and exits non-zero.
#[test]
fn launch_runs_a_kernel_grid_and_reports_races() {
    let kernel = scratch("saxpy.zir");
    std::fs::write(
        &kernel,
        "func export kernel @saxpy(i32, f32, ptr.global, ptr.global) {
block0(v0: i32, v1: f32, v2: ptr.global, v3: ptr.global):
    v4 = thread_id.x
    v5 = block_id.x
    v6 = block_dim.x
    v7 = imul v5, v6
    v8 = iadd v7, v4
    v9 = icmp slt v8, v0
    brif v9, block1, block2
block1:
    v10 = sext.i64 v8
    v11 = iconst.i64 4
    v12 = imul v10, v11
    v13 = ptr_add v2, v12
    v14 = ptr_add v3, v12
    v15 = load.f32 v13 align 4
    v16 = load.f32 v14 align 4
    v17 = fmul v1, v15
    v18 = fadd v17, v16
    store v18, v14 align 4
    jump block2
block2:
    return
}

func export kernel @racy(ptr.global) {
block0(v0: ptr.global):
    v1 = thread_id.x
    store v1, v0 align 4
    return
}
",
    )
    .unwrap();
    let args = scratch("saxpy.json");
    std::fs::write(
        &args,
        r#"[{"i32": 5}, {"f32": 2.0}, {"f32[]": [1, 2, 3, 4, 5]}, {"f32[]": [0.5, 0.5, 0.5, 0.5, 0.5]}]"#,
    )
    .unwrap();
    let (k, a) = (kernel.to_str().unwrap(), args.to_str().unwrap());
    let common = ["launch", k, "--grid", "2", "--block", "4", "--args", a];
    let (ok, out, err) = zyme(&[&common[..], &["--kernel", "saxpy", "--race"]].concat());
    assert!(ok, "{err}");
    // y = 2 x + y on the first five elements; threads 5..8 do nothing.
    assert!(
        out.contains("{\"f32[]\": [2.5, 4.5, 6.5, 8.5, 10.5]}"),
        "{out}"
    );
    let racy = scratch("racy.json");
    std::fs::write(&racy, r#"[{"i32[]": [0]}]"#).unwrap();
    let r = racy.to_str().unwrap();
    let (ok, _, err) = zyme(&[
        "launch", k, "--kernel", "racy", "--block", "4", "--args", r, "--race",
    ]);
    assert!(!ok);
    assert!(
        err.contains("data race")
            && err.contains("thread (0,0,0)")
            && err.contains("thread (1,0,0)"),
        "{err}"
    );
    // A wrong argument kind says what to write.
    let (ok, _, err) = zyme(&[&common[..], &["--kernel", "racy"]].concat());
    assert!(!ok && err.contains("takes 1 arguments"), "{err}");
    // --traffic: the same JSON on stdout, the memory traffic on stderr
    // (five threads load x and y and store y; three do nothing).
    let (ok, out, err) = zyme(&[&common[..], &["--kernel", "saxpy", "--traffic"]].concat());
    assert!(ok, "{err}");
    assert!(out.contains("[2.5, 4.5, 6.5, 8.5, 10.5]"), "{out}");
    assert!(
        err.contains("@saxpy traffic: global 40 B r / 20 B w (10 ld, 5 st, 0 atom)"),
        "{err}"
    );
}

/// `zyme compile --emit ll`: LLVM IR text that clang-19 builds and links
/// with a C driver (x86-64), and a kernel that llc-19 assembles for gfx90a.
#[test]
fn compile_emits_llvm_ir_for_clang_and_llc() {
    let file = scratch("emit-ll.zir");
    std::fs::write(&file, POLY).unwrap();
    let ll = scratch("emit-ll.ll");
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "--emit",
        "ll",
        "--target",
        "x86_64",
        "-o",
        ll.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&ll).unwrap();
    assert!(text.contains("target triple = \"x86_64-unknown-linux-gnu\""));
    assert!(text.contains("define double @poly(double %arg0, i32 %arg1)"));
    let (ok, _, err) = zyme(&[
        "compile",
        file.to_str().unwrap(),
        "--emit",
        "pdf",
        "-o",
        "x",
    ]);
    assert!(!ok && err.contains("unknown --emit pdf"), "{err}");
    let kernel = scratch("emit-ll-kernel.zir");
    std::fs::write(
        &kernel,
        "func export kernel @k(ptr.global) {\nblock0(v0: ptr.global):\n    v1 = thread_id.x\n    v2 = sitofp.f32 v1\n    v3 = sext.i64 v1\n    v4 = iconst.i64 4\n    v5 = imul v3, v4\n    v6 = ptr_add v0, v5\n    store v2, v6 align 4\n    return\n}\n",
    )
    .unwrap();
    let gpu_ll = scratch("emit-ll-kernel.ll");
    let (ok, _, err) = zyme(&[
        "compile",
        kernel.to_str().unwrap(),
        "--emit",
        "ll",
        "--target",
        "amdgcn-gfx90a",
        "-o",
        gpu_ll.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    let gpu_text = std::fs::read_to_string(&gpu_ll).unwrap();
    assert!(
        gpu_text.contains("define amdgpu_kernel void @k("),
        "{gpu_text}"
    );
    if Command::new("clang-19").arg("--version").output().is_err() {
        eprintln!("note: no clang-19/llc-19 on this machine, skipping the build of the printed IR");
        return;
    }
    let main = scratch("emit-ll-main.c");
    std::fs::write(
        &main,
        "#include <stdio.h>\ndouble poly(double, int);\nint divide(int, int);\nint main(void) { printf(\"%g %d\\n\", poly(3.0, 4), divide(-7, 2)); return 0; }\n",
    )
    .unwrap();
    let exe = scratch("emit-ll-prog");
    let out = Command::new("clang-19")
        .args(["-O2", "-Wno-override-module"])
        .arg(&main)
        .arg(&ll)
        .arg("-lm")
        .arg("-o")
        .arg(&exe)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run = Command::new(&exe).output().unwrap();
    assert_eq!(String::from_utf8_lossy(&run.stdout), "13 -3\n");
    let obj = scratch("emit-ll-kernel.o");
    let out = Command::new("llc-19")
        .args(["-march=amdgcn", "-mcpu=gfx90a", "-filetype=obj", "-o"])
        .arg(&obj)
        .arg(&gpu_ll)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `zyme grad-kernel --emit ll-amdgcn` of a gradient with a per-thread
/// tape on the device heap (the corpus's dot): the module brings zyme's
/// own heap, and llc-19 compiles it for gfx90a (skipped without llc-19).
#[test]
fn grad_kernel_for_amdgcn_brings_its_own_device_heap() {
    let dot = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/gpu/dot.ll");
    let ll = scratch("dot_grad.amdgcn.ll");
    let (ok, out, err) = zyme(&[
        "grad-kernel",
        dot,
        "--kernel",
        "dot",
        "--args",
        "const,dup,dup,dup",
        "--emit",
        "ll-amdgcn",
        "-o",
        ll.to_str().unwrap(),
    ]);
    assert!(ok && out.contains("@dot_grad"), "{out}{err}");
    let text = std::fs::read_to_string(&ll).unwrap();
    for needle in [
        "define internal ptr @__zyme_heap.malloc(i64",
        "call ptr @__zyme_heap.malloc(",
        "@__zyme_heap = internal addrspace(1) global [268435456 x i8] zeroinitializer",
    ] {
        assert!(text.contains(needle), "missing {needle:?}");
    }
    assert!(
        !text.contains("call ptr @malloc("),
        "malloc is still called"
    );
    if Command::new("llc-19").arg("--version").output().is_err() {
        eprintln!("note: no llc-19 on this machine, skipping the build of the amdgcn text");
        return;
    }
    let out = Command::new("llc-19")
        .args(["-march=amdgcn", "-mcpu=gfx90a", "-O2", "-o"])
        .arg(scratch("dot_grad.s"))
        .arg(&ll)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `zyme grad-kernel`: the gradient kernel of the corpus's saxpy, written
/// as nvptx64 LLVM text, launches under `zyme launch` (race detector on)
/// and gives `dx = a·dy` with `dy` passed through; PTX, split mode,
/// switched-off optimisations and bad kinds.
#[test]
fn grad_kernel_writes_a_gradient_kernel_that_launches() {
    let saxpy = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/gpu/saxpy.ll");
    let ll = scratch("saxpy_grad.ll");
    let l = ll.to_str().unwrap();
    let common = [
        "grad-kernel",
        saxpy,
        "--kernel",
        "saxpy",
        "--args",
        "const,const,dup,dup",
    ];
    let (ok, out, err) = zyme(&[&common[..], &["--emit", "ll", "-o", l]].concat());
    assert!(ok && out.contains("@saxpy_grad"), "{out}{err}");
    let args = scratch("saxpy_grad.json");
    std::fs::write(
        &args,
        r#"[{"i32": 5}, {"f32": 2.0}, {"f32[]": [1, 2, 3, 4, 5]}, {"f32[]": [0, 0, 0, 0, 0]},
            {"f32[]": [0.5, 0.5, 0.5, 0.5, 0.5]}, {"f32[]": [1, 1, 1, 1, 3]}]"#,
    )
    .unwrap();
    let a = args.to_str().unwrap();
    let (ok, out, err) = zyme(&[
        "launch",
        l,
        "--kernel",
        "saxpy_grad",
        "--grid",
        "2",
        "--block",
        "4",
        "--args",
        a,
        "--race",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.contains("{\"f32[]\": [2.0, 2.0, 2.0, 2.0, 6.0]}"),
        "{out}"
    );
    assert!(
        out.contains("{\"f32[]\": [1.0, 1.0, 1.0, 1.0, 3.0]}"),
        "{out}"
    );
    let ptx = scratch("saxpy_grad.ptx");
    let p = ptx.to_str().unwrap();
    let (ok, _, err) = zyme(&[&common[..], &["--no-opt", "thread-local", "-o", p]].concat());
    assert!(ok, "{err}");
    let text = std::fs::read_to_string(&ptx).unwrap();
    assert!(text.contains(".entry saxpy_grad") && text.contains("add.f32"));
    let (ok, out, err) =
        zyme(&[&common[..], &["--mode", "split", "--emit", "ir", "-o", p]].concat());
    assert!(
        ok && out.contains("@saxpy_augmented and @saxpy_reverse"),
        "{out}{err}"
    );
    let (ok, _, err) = zyme(&[&common[..], &["--no-opt", "magic", "-o", p]].concat());
    assert!(!ok && err.contains("unknown optimisation `magic`"), "{err}");
    let (ok, _, err) = zyme(&[
        "grad-kernel",
        saxpy,
        "--kernel",
        "saxpy",
        "--args",
        "const,active,dup,dup",
        "-o",
        p,
    ]);
    assert!(
        !ok && err.contains("parameter 1 of the kernel is `active`"),
        "{err}"
    );
}

/// Wherever a `.ll` is taken, bitcode is too, sniffed by its magic rather
/// than its name: `zyme run` runs a corpus program's `main` from its
/// bitcode, from the same bitcode behind a wrapper header, as a member of
/// an `ar` archive, and from the `.llvmbc` section of an object built
/// with `-fembed-bitcode`, each printing what the native build printed;
/// `zyme grad --check` differentiates a function read from bitcode and
/// agrees with central differences (1e-6 relative, at points where the
/// derivative is far from zero).
#[test]
fn bitcode_is_read_wherever_llvm_text_is() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let bc = root.join("tests/corpus/bc/c/01_matmul.O2.bc");
    let expected =
        std::fs::read_to_string(root.join("tests/corpus/expected/c/01_matmul.out")).unwrap();
    let bytes = std::fs::read(&bc).unwrap();
    let mut wrapped = Vec::new();
    for word in [0x0B17_C0DEu32, 0, 20, bytes.len() as u32, 0x0100_0007] {
        wrapped.extend_from_slice(&word.to_le_bytes());
    }
    wrapped.extend_from_slice(&bytes);
    let mut archive = b"!<arch>\n".to_vec();
    archive.extend_from_slice(
        format!(
            "{:<16}{:<12}{:<6}{:<6}{:<8}{:<10}`\n",
            "matmul.bc/",
            0,
            0,
            0,
            644,
            bytes.len()
        )
        .as_bytes(),
    );
    archive.extend_from_slice(&bytes);
    if bytes.len() % 2 == 1 {
        archive.push(b'\n');
    }
    let (wrapper, ar) = (scratch("matmul.wrapped"), scratch("libmatmul.a"));
    std::fs::write(&wrapper, wrapped).unwrap();
    std::fs::write(&ar, archive).unwrap();
    for file in [&bc, &wrapper, &ar] {
        let (ok, out, err) = zyme(&["run", file.to_str().unwrap()]);
        assert!(ok, "{}: {err}", file.display());
        assert_eq!(out, expected, "{}", file.display());
    }
    let fixtures = root.join("frontends/llvm/tests/bitcode");
    let (ok, out, err) = zyme(&["run", fixtures.join("norm.embed.o").to_str().unwrap()]);
    assert!(ok && out.starts_with("7.844993"), "{out}{err}");
    let sumsq = fixtures.join("sumsq.O2.bc");
    let (out, ad, fd) = grad_sumsq_check(sumsq.to_str().unwrap());
    // d/dx (x² sin x) = 2x sin x + x² cos x.
    for (k, x) in [1.5f64, -2.0, 0.5].iter().enumerate() {
        let exact = 2.0 * x * x.sin() + x * x * x.cos();
        assert!(
            (ad[k] - exact).abs() <= 1e-9 * exact.abs().max(1.0),
            "{out}"
        );
        assert!(
            (ad[k] - fd[k]).abs() <= 1e-6 * exact.abs().max(1.0),
            "{out}"
        );
    }
    let (ok, _, err) = zyme(&[
        "run",
        root.join("tests/corpus/expected/c/01_matmul.out")
            .to_str()
            .unwrap(),
    ]);
    assert!(!ok && !err.is_empty());
}

/// `zyme cc` on a program with what stopped it on a large C code base:
/// indirect calls to variadic functions (a table of `printf`-like
/// pointers, one of them a variadic definition), `unsigned __int128`
/// multiplies for a hash and `__int128` across calls, and a function
/// Cranelift cannot compile (a double converted to `__int128`), which
/// must go to clang with its reason shown by `-v` instead of failing the
/// build. The program prints what the native build prints.
#[test]
fn zyme_cc_falls_back_per_function_and_handles_int128_and_variadic_tables() {
    if !have_clang("the zyme cc fallback test") {
        return;
    }
    let source = scratch("cc_robust.c");
    std::fs::write(
        &source,
        r#"#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>

static int sum_ints(const char *tag, ...) {
    va_list ap;
    va_start(ap, tag);
    int s = 0, x;
    while ((x = va_arg(ap, int)) != 0)
        s += x;
    va_end(ap);
    printf("%s %d\n", tag, s);
    return s;
}

typedef int (*vfn)(const char *, ...);
vfn table[] = {printf, sum_ints};

__attribute__((noinline)) uint64_t hash(uint64_t x) {
    unsigned __int128 p = (unsigned __int128)x * 0x9E3779B97F4A7C15ull;
    return (uint64_t)p ^ (uint64_t)(p >> 64);
}

__attribute__((noinline)) __int128 to_i128(double d) { return (__int128)d; }

int main(int argc, char **argv) {
    (void)argv;
    int k = argc;
    uint64_t h = 1;
    for (int i = 0; i < 100; i++)
        h = hash(h + (uint64_t)i);
    table[k - 1]("hash %llx %d %.2f\n", (unsigned long long)h, 42, 2.5);
    int s = table[k]("sum", 1, 2, 3, 4, 5, 6, 7, 0);
    __int128 big = to_i128(1e30 * k) * s;
    printf("%lld %llu\n", (long long)(big >> 64), (unsigned long long)big);
    return 0;
}
"#,
    )
    .unwrap();
    let native = scratch("cc_robust_native");
    let built = Command::new("clang-19")
        .args([
            "-O2",
            source.to_str().unwrap(),
            "-o",
            native.to_str().unwrap(),
        ])
        .output()
        .unwrap();
    assert!(built.status.success(), "{built:?}");
    let expected = Command::new(&native).output().unwrap();
    assert!(expected.status.success());

    let exe = scratch("cc_robust");
    let (ok, out, err) = zyme(&[
        "cc",
        "-v",
        "--",
        "clang-19",
        "-O2",
        source.to_str().unwrap(),
        "-o",
        exe.to_str().unwrap(),
    ]);
    assert!(ok, "{out}{err}");
    assert!(
        err.contains("@to_i128 is compiled by clang-19: Cranelift cannot compile it")
            && err.contains("fptosi"),
        "{err}"
    );
    assert!(
        err.contains("@sum_ints is compiled by clang-19: a variadic definition"),
        "{err}"
    );
    for zyme_compiled in ["@main ", "@hash "] {
        assert!(
            !err.contains(&format!("{zyme_compiled}is compiled by")),
            "{err}"
        );
    }
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "{run:?}");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&expected.stdout)
    );
}

/// Structs passed by value in memory (`byval`) across the boundary
/// between functions zyme compiles and functions `zyme cc` leaves to
/// clang: both sides must put the struct where the System V ABI does (in
/// the argument area, not as a pointer in a register). `clang_side` goes
/// to clang (a double converted to `__int128`), `main` and `zyme_side`
/// are zyme's; a 20-byte struct checks the rounding to 8-byte words.
/// Both sides also count their calls in one `static` variable, which
/// must be one variable, not a copy in each object; a second file has a
/// `static` variable and a `static` function left to clang of the same
/// names, which must not clash at link time.
#[test]
fn zyme_cc_passes_structs_by_value_as_clang_does() {
    if !have_clang("the zyme cc byval test") {
        return;
    }
    let source = scratch("cc_byval.c");
    std::fs::write(
        &source,
        r#"#include <stdio.h>
struct Big { double a, b, c; long k; };
struct Odd { int x[5]; };
static long calls;
double other(double);
static __attribute__((noinline)) double whole(double d) { return (double)(__int128)d; }

__attribute__((noinline)) double zyme_side(int tag, struct Big s, double x, struct Odd o) {
    calls += 1;
    return tag + s.a * x + s.b - s.c * (double)s.k + o.x[0] * 10 + o.x[4];
}

__attribute__((noinline)) double clang_side(struct Big s, double d, struct Odd o) {
    __int128 q = (__int128)(d * s.a);
    calls += 100;
    struct Big t = s;
    t.k += (long)(q % 7);
    return zyme_side(3, t, d, o) + (double)(long)q;
}

int main(int argc, char **argv) {
    (void)argv;
    struct Big s = {1.5 * argc, -2.25, 0.5, 7};
    struct Odd o = {{argc, 2, 3, 4, 5 * argc}};
    printf("%.6f\n", clang_side(s, 3.0, o));
    printf("%.6f\n", zyme_side(1, s, 0.5, o));
    printf("%ld calls %.1f %.1f\n", calls, other(2.5), whole(argc * 4.5));
    return 0;
}
"#,
    )
    .unwrap();
    let second = scratch("cc_byval2.c");
    std::fs::write(
        &second,
        r#"static long calls = 5;
static __attribute__((noinline)) double whole(double d) { return (double)(__int128)(d * 3); }
double other(double x) {
    calls += 2;
    return whole(x) + calls;
}
"#,
    )
    .unwrap();
    for opt in ["-O0", "-O2"] {
        let native = scratch("cc_byval_native");
        let built = Command::new("clang-19")
            .args([opt, source.to_str().unwrap(), second.to_str().unwrap()])
            .args(["-o", native.to_str().unwrap()])
            .output()
            .unwrap();
        assert!(built.status.success(), "{built:?}");
        let expected = Command::new(&native).output().unwrap();
        assert!(expected.status.success());
        let exe = scratch("cc_byval");
        let (ok, out, err) = zyme(&[
            "cc",
            "-v",
            "--",
            "clang-19",
            opt,
            source.to_str().unwrap(),
            second.to_str().unwrap(),
            "-o",
            exe.to_str().unwrap(),
        ]);
        assert!(ok, "{out}{err}");
        assert!(err.contains("@clang_side is compiled by clang-19"), "{err}");
        assert!(!err.contains("@zyme_side is compiled by"), "{err}");
        let run = Command::new(&exe).output().unwrap();
        assert!(run.status.success(), "{opt}: {run:?}");
        assert_eq!(
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&expected.stdout),
            "{opt}"
        );
    }
}

/// Builds that keep bitcode: one file compiled with `-emit-llvm -c` (a
/// `.bc`, which `zyme cc` leaves to clang to write), one with `-flto -c`
/// (an object that is bitcode), linked by `zyme cc` with `-flto`: zyme
/// reads both with its own bitcode reader (found by magic), makes the
/// gradient the `.bc` asks Enzyme for, and the program prints it. (Each
/// unit is differentiated alone: unlike Enzyme's LTO mode, a derivative
/// cannot yet reach into a function of another unit.)
#[test]
fn zyme_cc_reads_bitcode_from_emit_llvm_and_flto_builds() {
    if !have_clang("the zyme cc bitcode test") {
        return;
    }
    let a = scratch("cc_bc_a.c");
    std::fs::write(
        &a,
        r#"#include <math.h>
#include <stdio.h>
double scale(double);
extern void __enzyme_autodiff(void *, ...);
extern int enzyme_dup, enzyme_const;
double f(const double *x, int n) {
    double s = 0;
    for (int i = 0; i < n; i++)
        s += sin(x[i]) * x[i];
    return s;
}
int main(void) {
    double x[3] = {1.5, -2.0, 0.5}, dx[3] = {0};
    __enzyme_autodiff((void *)f, enzyme_dup, x, dx, enzyme_const, 3);
    printf("%.9f %.9f %.9f %.9f\n", scale(f(x, 3)), dx[0], dx[1], dx[2]);
    return 0;
}
"#,
    )
    .unwrap();
    let b = scratch("cc_bc_b.c");
    std::fs::write(&b, "double scale(double s) { return 3.0 * s; }\n").unwrap();
    let a_bc = scratch("cc_bc_a.bc");
    let b_o = scratch("cc_bc_b.o");
    let exe = scratch("cc_bc");
    let s = |p: &PathBuf| p.to_str().unwrap().to_string();
    let (ok, out, err) = zyme(&[
        "cc",
        "--",
        "clang-19",
        "-O2",
        "-emit-llvm",
        "-c",
        &s(&a),
        "-o",
        &s(&a_bc),
    ]);
    assert!(ok, "{out}{err}");
    assert_eq!(&std::fs::read(&a_bc).unwrap()[..4], b"BC\xC0\xDE");
    let made = Command::new("clang-19")
        .args(["-O2", "-flto", "-c", &s(&b), "-o", &s(&b_o)])
        .output()
        .unwrap();
    assert!(made.status.success(), "{made:?}");
    let (ok, out, err) = zyme(&[
        "cc",
        "-v",
        "--",
        "clang-19",
        "-O2",
        "-flto",
        &s(&a_bc),
        &s(&b_o),
        "-o",
        &s(&exe),
    ]);
    assert!(ok, "{out}{err}");
    let run = Command::new(&exe).output().unwrap();
    assert!(run.status.success(), "{run:?}");
    let got: Vec<f64> = String::from_utf8_lossy(&run.stdout)
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    // scale(f) = 3 Σ sin(x_i) x_i; ∂f/∂x_i = cos(x_i) x_i + sin(x_i).
    let x = [1.5f64, -2.0, 0.5];
    let mut want = vec![3.0 * x.iter().map(|v| v.sin() * v).sum::<f64>()];
    want.extend(x.iter().map(|v| v.cos() * v + v.sin()));
    assert_eq!(got.len(), 4, "{got:?}");
    for (g, w) in got.iter().zip(&want) {
        // Printed with 9 decimals.
        assert!((g - w).abs() < 1e-8, "got {got:?}, want {want:?}");
    }
}

/// `zyme cc`'s errors read as clang's, `FILE:LINE:COL: error: …` at the
/// start of the line, so editors jump to them: too few arguments for the
/// function, a first argument that is not a function, an insufficient
/// tape allocation, and an external without a rule. Without `-g` the
/// error names the file and says how to get the line.
#[test]
fn zyme_cc_errors_read_as_clang_diagnostics() {
    if !have_clang("the zyme cc diagnostics test") {
        return;
    }
    let head = "extern double __enzyme_autodiff(void *, ...);\n\
                extern void *__enzyme_augmentfwd(void *, ...);\n\
                extern int enzyme_allocated, enzyme_tape, enzyme_dup;\n\
                extern void ext(double *);\n\
                double g(double *x, double y) { return x[0] * y; }\n\
                double h(double *x) { ext(x); return x[0] * x[0]; }\n\
                double table[4];\n";
    let cases = [
        (
            "int main(void) { double x = 1, dx = 0; return (int)__enzyme_autodiff((void *)g, &x, &dx); }\n",
            ":8:",
            "too few arguments for @g's 2 parameters",
        ),
        (
            "int main(void) { return (int)__enzyme_autodiff((void *)table, 1.0); }\n",
            ":8:",
            "the first argument of an Enzyme call must name a function",
        ),
        (
            "int main(void) { double x = 2, dx = 0; char buf[1];\n\
             __enzyme_augmentfwd((void *)h, enzyme_allocated, 1, enzyme_tape, buf, enzyme_dup, &x, &dx); return 0; }\n",
            ":9:",
            "insufficient tape allocation size",
        ),
        (
            "int main(void) { double x = 1, dx = 0; __enzyme_autodiff((void *)h, &x, &dx); return 0; }\n",
            ":6:",
            "no derivative is known for the external function @ext",
        ),
        (
            "typedef struct { double *s; } P; extern int enzyme_const;\n\
             double k(const P *p, double x) { p->s[0] = x * x; return p->s[0]; }\n\
             int main(void) { double sc[1]; P p = {sc}; return (int)__enzyme_autodiff((void *)k, enzyme_const, &p, 1.0); }\n",
            ":9:",
            "ask for runtime activity with `enzyme_runtime_activity`",
        ),
        (
            "typedef struct cublasContext *H; int cublasDsyr2k_v2(H, int, int, int, int, const double *, const double *, int, const double *, int, const double *, double *, int);\n\
             double l1(H c, double *x) { double one = 1, y[1] = {0}; cublasDsyr2k_v2(c, 0, 0, 1, 1, &one, x, 1, x, 1, &one, y, 1); return y[0]; }\n\
             int main(void) { double x[3] = {1}, dx[3]; extern int enzyme_const; __enzyme_autodiff((void *)l1, enzyme_const, (H)0, x, dx); return 0; }\n",
            ":9:",
            "@cublasDsyr2k_v2 is a cuBLAS routine zyme has no rule for",
        ),
        (
            "typedef struct cublasContext *H; int cublasDdot_v2(H, int, const double *, int, const double *, int, double *);\n\
             int cublasSetPointerMode_v2(H, int);\n\
             double sq(H c, double *x) { double r; cublasSetPointerMode_v2(c, 1); cublasDdot_v2(c, 3, x, 1, x, 1, &r); return r; }\n\
             int main(void) { double x[3] = {1}, dx[3]; extern int enzyme_const; __enzyme_autodiff((void *)sq, enzyme_const, (H)0, x, dx); return 0; }\n",
            ":10:",
            "keep the host pointer mode",
        ),
    ];
    for (k, (body, line, want)) in cases.iter().enumerate() {
        let src = scratch(&format!("diag{k}.c"));
        std::fs::write(&src, format!("{head}{body}")).unwrap();
        let exe = scratch(&format!("diag{k}"));
        let s = src.to_str().unwrap();
        let (ok, _, err) = zyme(&[
            "cc",
            "--",
            "clang-19",
            "-O0",
            "-g",
            s,
            "-o",
            exe.to_str().unwrap(),
        ]);
        assert!(!ok, "{body} built");
        let diag = err
            .lines()
            .find(|l| l.starts_with(&format!("{s}{line}")))
            .unwrap_or_else(|| panic!("no `{s}{line}…` line in\n{err}"));
        assert!(diag.contains(": error: ") && diag.contains(want), "{diag}");
    }
    let src = scratch("diag0.c");
    let s = src.to_str().unwrap();
    let (ok, _, err) = zyme(&["cc", "--", "clang-19", "-O0", s, "-o", "/dev/null"]);
    assert!(!ok);
    assert!(
        err.lines().any(|l| l.starts_with(&format!("{s}: error: "))
            && l.ends_with("(compile with -g for the source line)")),
        "{err}"
    );
}

/// `zyme run` of a program compiled with `-fopenmp` (the OpenMP test
/// program, its gradients checked against finite differences by itself):
/// the JIT loads libomp for the `__kmpc_*` calls, as the linked program
/// would, and runs the derivatives' forks on teams of 1 and 4 threads.
#[test]
fn zyme_run_jits_openmp_programs() {
    if !have_openmp("the OpenMP JIT test") {
        return;
    }
    let ll = scratch("omp_jit.ll");
    let src =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/enzyme/cc/omp_parallel_for.c");
    let made = Command::new("clang-19")
        .args(["-O2", "-fopenmp", "-S", "-emit-llvm", "-o"])
        .arg(&ll)
        .arg(&src)
        .status()
        .unwrap();
    assert!(made.success());
    for threads in ["1", "4"] {
        let out = Command::new(env!("CARGO_BIN_EXE_zyme"))
            .arg("run")
            .arg(&ll)
            .env("OMP_NUM_THREADS", threads)
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success() && stdout.lines().any(|l| l == "OK"),
            "{threads} threads: {stdout}{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
}

/// An OpenMP task (which zyme does not differentiate) is refused with a
/// diagnostic at the task's line that names the construct and says what
/// to write instead.
#[test]
fn zyme_cc_openmp_tasks_are_refused() {
    if !have_openmp("the OpenMP task test") {
        return;
    }
    let src = scratch("omp_task.c");
    std::fs::write(
        &src,
        "extern double __enzyme_autodiff(void *, ...);\n\
         double f(double *x, int n) {\n\
         double s = 0;\n\
         #pragma omp parallel\n\
         #pragma omp single\n\
         for (int i = 0; i < n; i++) {\n\
         #pragma omp task\n\
         x[i] = x[i] * x[i];\n\
         }\n\
         for (int i = 0; i < n; i++) s += x[i];\n\
         return s;\n\
         }\n\
         int main(void) { double x[4] = {1, 2, 3, 4}, dx[4] = {0}; __enzyme_autodiff((void *)f, x, dx, 4); return 0; }\n",
    )
    .unwrap();
    let s = src.to_str().unwrap();
    let (ok, _, err) = zyme(&[
        "cc",
        "--",
        "clang-19",
        "-O2",
        "-g",
        "-fopenmp",
        s,
        "-o",
        "/dev/null",
    ]);
    assert!(!ok, "built");
    let diag = err
        .lines()
        .find(|l| l.starts_with(&format!("{s}:7:")))
        .unwrap_or_else(|| panic!("no `{s}:7:` line in\n{err}"));
    assert!(
        diag.contains(": error: ")
            && diag.contains("OpenMP task")
            && diag.contains("worksharing loop"),
        "{diag}"
    );
}

/// An OpenMP region that receives a float by value (`firstprivate`, its
/// bits in an integer: a bitcast at -O2, reloaded from the slot the float
/// was spilled to at -O0): zyme passes the float by reference to the
/// outlined function and differentiates it, against finite differences
/// with teams of 1, 2 and 4 threads, at both levels.
#[test]
fn zyme_cc_openmp_firstprivate_floats() {
    if !have_openmp("the OpenMP firstprivate test") {
        return;
    }
    let src = scratch("firstprivate.c");
    std::fs::write(
        &src,
        "#include <math.h>\n\
         #include <stdio.h>\n\
         extern double __enzyme_autodiff(void *, ...);\n\
         double fp(double *x, double s, int n) {\n\
         double t = 0;\n\
         #pragma omp parallel for firstprivate(s) reduction(+ : t)\n\
         for (int i = 0; i < n; i++) { t += s * x[i] * x[i]; s = s * 1.01; }\n\
         return t;\n\
         }\n\
         int main(void) {\n\
         double x[8], dx[8] = {0}, s = 1.5, h = 1e-6;\n\
         for (int i = 0; i < 8; i++) x[i] = 0.3 + 0.1 * i;\n\
         double ds = __enzyme_autodiff((void *)fp, x, dx, s, 8);\n\
         double fd = (fp(x, s + h, 8) - fp(x, s - h, 8)) / (2 * h);\n\
         int ok = fabs(ds - fd) < 1e-6 * (1 + fabs(fd)) && fabs(fd) > 0.1;\n\
         printf(\"ds %g fd %g\\n%s\\n\", ds, fd, ok ? \"OK\" : \"FAILED\");\n\
         return !ok;\n\
         }\n",
    )
    .unwrap();
    let s = src.to_str().unwrap();
    let exe = scratch("firstprivate");
    for level in ["-O0", "-O2"] {
        let (ok, _, err) = zyme(&[
            "cc",
            "--",
            "clang-19",
            level,
            "-g",
            "-fopenmp",
            s,
            "-lm",
            "-o",
            exe.to_str().unwrap(),
        ]);
        assert!(ok, "{level}: {err}");
        for threads in ["1", "2", "4"] {
            let run = std::process::Command::new(&exe)
                .env("OMP_NUM_THREADS", threads)
                .output()
                .unwrap();
            let out = String::from_utf8_lossy(&run.stdout);
            assert!(
                run.status.success() && out.contains("OK"),
                "{level}, {threads} threads: {out}"
            );
        }
    }
}

/// A small derivative the program calls in a loop is inlined there (the
/// driver's last step, as LLVM's inliner does with Enzyme's): `main`,
/// which asks for the gradient at three points in a loop, calls no
/// derivative, and still prints them right (`enzyme_rev` runs every
/// program so).
#[test]
fn small_derivatives_are_inlined_where_called_in_loops() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/enzyme/ll/rev/04_scalar_nonsmooth.O2.ll"
    );
    let (ok, out, err) = zyme(&["print", file]);
    assert!(ok, "{err}");
    let main = out
        .split("\nfunc ")
        .find(|f| f.starts_with("export @main("))
        .expect("main is printed");
    assert!(
        !main.contains("call @__zyme_autodiff"),
        "main still calls a derivative:\n{main}"
    );
    let (ok, out, err) = zyme(&["run", file]);
    assert!(
        ok && !out.contains("FAIL") && out.contains("OK"),
        "{out}{err}"
    );
    // A call outside loops stays a call.
    let once = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../tests/enzyme/ll/rev/01_scalar_out.O2.ll"
    );
    let (ok, out, err) = zyme(&["print", once]);
    assert!(ok, "{err}");
    assert!(out.contains("call @__zyme_autodiff"), "{out}");
}
