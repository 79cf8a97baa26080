//! Kernels printed for `amdgcn-amd-amdhsa` assemble with
//! `llc-19 -march=amdgcn -mcpu=gfx90a -filetype=obj` (skipped, with a
//! note, without llc-19).

use std::path::Path;
use std::process::Command;
use zyme_llvm_out::{print_module, LlvmOutError, Target};

fn gfx90a() -> Target {
    Target::Amdgcn {
        mcpu: "gfx90a".into(),
    }
}

fn parse(text: &str) -> zyme_ir::Module {
    let module = zyme_ir::text::parse_module(text).expect("the fixture parses");
    zyme_ir::verify_module(&module).expect("the fixture verifies");
    module
}

/// Assembles `ll` with llc-19 for gfx90a; `None` without llc-19.
fn llc(name: &str, ll: &str) -> Option<Result<(), String>> {
    if Command::new("llc-19").arg("--version").output().is_err() {
        eprintln!("note: llc-19 not found; {name} is printed but not assembled");
        return None;
    }
    // One directory per call: the tests run in parallel and each removes its own.
    let dir = std::env::temp_dir().join(format!(
        "zyme-llvm-out-amdgcn-{}-{name}",
        std::process::id()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.ll"));
    std::fs::write(&file, ll).unwrap();
    let out = Command::new("llc-19")
        .args(["-march=amdgcn", "-mcpu=gfx90a", "-filetype=obj", "-o"])
        .arg(dir.join(format!("{name}.o")))
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    Some(if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn kernels_print_and_assemble_for_gfx90a() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/amdgcn/kernels.zir");
    let module = parse(&std::fs::read_to_string(path).unwrap());
    let ll = print_module(&module, &gfx90a()).expect("the kernels print");
    for needle in [
        "target triple = \"amdgcn-amd-amdhsa\"",
        "define amdgpu_kernel void @ids(",
        "define amdgpu_kernel void @reduce(",
        "define internal float @scale(",
        "@tile = internal addrspace(3) global [1024 x i8] poison, align 16",
        "@llvm.amdgcn.workitem.id.x()",
        "@llvm.amdgcn.workgroup.id.x()",
        "@llvm.amdgcn.dispatch.ptr()",
        "call void @llvm.amdgcn.s.barrier()",
        "fence syncscope(\"workgroup\") release",
        "@llvm.amdgcn.ds.bpermute(",
        "atomicrmw fadd ptr addrspace(3)",
        "syncscope(\"workgroup\") seq_cst",
        "atomicrmw fadd ptr addrspace(1)",
        "syncscope(\"agent\") monotonic",
        "alloca [16 x i8], align 8, addrspace(5)",
        "addrspacecast ptr addrspace(5)",
        "\"target-cpu\"=\"gfx90a\"",
    ] {
        assert!(ll.contains(needle), "missing {needle:?} in:\n{ll}");
    }
    if let Some(result) = llc("kernels", &ll) {
        result.unwrap_or_else(|e| panic!("llc-19 rejects the kernels: {e}\n{ll}"));
    }
}

#[test]
fn library_math_on_amdgcn_asks_for_expand_math() {
    let module = parse(
        "func export @f(f64) -> f64 {\nblock0(v0: f64):\n    v1 = sin v0\n    return v1\n}\n",
    );
    let err = print_module(&module, &gfx90a()).unwrap_err();
    let LlvmOutError::Inst { function, inst, .. } = &err else {
        panic!("{err}");
    };
    assert_eq!(function, "f");
    assert!(inst.contains("sin"), "{inst}");
    assert!(err.to_string().contains("zyme_opt::expand_math"), "{err}");
    // The same function on a CPU calls the C library.
    let ll = print_module(&module, &Target::X86_64Linux).unwrap();
    assert!(
        ll.contains("call double @sin(double %arg0)") || ll.contains("@sin(double"),
        "{ll}"
    );
}

#[test]
fn native_math_assembles_on_amdgcn() {
    let module = parse(
        "func export @f(f64, f64, f64) -> f64 {\nblock0(v0: f64, v1: f64, v2: f64):\n    v3 = fma v0, v1, v2\n    v4 = fmuladd v3, v1, v2\n    v5 = floor v4\n    v6 = minnum v5, v0\n    v7 = rint v6\n    v8 = copysign v7, v1\n    v9 = fabs v8\n    v10 = sqrt v9\n    v11 = maximum v10, v2\n    v12 = ftrunc v11\n    v13 = ceil v12\n    v14 = round v13\n    return v14\n}\n",
    );
    let ll = print_module(&module, &gfx90a()).unwrap();
    if let Some(result) = llc("native_math", &ll) {
        result.unwrap_or_else(|e| panic!("llc-19: {e}\n{ll}"));
    }
}

#[test]
fn undefined_heap_functions_on_amdgcn_are_named_errors() {
    let call = |name: &str, sig: &str, args: &str| {
        format!(
            "declare @{name}({sig}) -> ptr\n\nfunc export kernel @k(ptr, i64) {{\nblock0(v0: ptr, v1: i64):\n    v2 = call @{name}({args})\n    return\n}}\n"
        )
    };
    let err = print_module(&parse(&call("malloc", "i64", "v1")), &gfx90a()).unwrap_err();
    assert!(
        err.to_string().contains("zyme_opt::lower_device_heap"),
        "{err}"
    );
    let err = print_module(&parse(&call("realloc", "ptr, i64", "v0, v1")), &gfx90a()).unwrap_err();
    assert!(
        err.to_string().contains("only `malloc` and `free`"),
        "{err}"
    );
}

/// llc-19 crashes on an amdgcn module with an internal function nothing
/// calls (a tape helper a gradient kernel inlined): such functions are
/// left out, those something calls kept.
#[test]
fn unreferenced_local_functions_are_left_out_on_amdgcn() {
    let module = parse(
        "func local @used(f32) -> f32 {\nblock0(v0: f32):\n    return v0\n}\n\n\
         func local @dead(f32) -> f32 {\nblock0(v0: f32):\n    v1 = call @deeper(v0)\n    return v1\n}\n\n\
         func local @deeper(f32) -> f32 {\nblock0(v0: f32):\n    return v0\n}\n\n\
         func export kernel @k(ptr.global) {\nblock0(v0: ptr.global):\n    v1 = load.f32 v0 align 4\n    v2 = call @used(v1)\n    store v2, v0 align 4\n    return\n}\n",
    );
    let ll = print_module(&module, &gfx90a()).unwrap();
    assert!(ll.contains("define internal float @used("), "{ll}");
    assert!(!ll.contains("@dead") && !ll.contains("@deeper"), "{ll}");
    if let Some(result) = llc("unreferenced", &ll) {
        result.unwrap_or_else(|e| panic!("llc-19: {e}\n{ll}"));
    }
    // Other targets print every function.
    let cpu = print_module(&module, &Target::X86_64Linux).unwrap();
    assert!(cpu.contains("@dead("), "{cpu}");
}
