//! Kernels printed for `nvptx64-nvidia-cuda` are what clang-19 makes of
//! CUDA (NVVM intrinsics, kernels in `!nvvm.annotations`, system-scope
//! atomics, generic allocas) and compile with
//! `llc-19 -march=nvptx64 -mcpu=sm_80` (skipped, with a note, without
//! llc-19). `zyme/tests/nvptx_out.rs` reads them back and launches them.

use std::path::Path;
use std::process::Command;
use zyme_llvm_out::{print_module, LlvmOutError, Target};

const SM80: Target = Target::Nvptx64 { sm: 80 };

fn parse(text: &str) -> zyme_ir::Module {
    let module = zyme_ir::text::parse_module(text).expect("the fixture parses");
    zyme_ir::verify_module(&module).expect("the fixture verifies");
    module
}

/// Compiles `ll` to PTX with llc-19 for sm_80; `None` without llc-19.
fn llc(name: &str, ll: &str) -> Option<Result<String, String>> {
    if Command::new("llc-19").arg("--version").output().is_err() {
        eprintln!("note: llc-19 not found; {name} is printed but not compiled");
        return None;
    }
    let dir = std::env::temp_dir().join(format!("zyme-llvm-out-nvptx-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.ll"));
    std::fs::write(&file, ll).unwrap();
    let out = Command::new("llc-19")
        .args(["-march=nvptx64", "-mcpu=sm_80", "-O2", "-o", "-"])
        .arg(&file)
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&file);
    Some(if out.status.success() {
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    } else {
        Err(String::from_utf8_lossy(&out.stderr).into_owned())
    })
}

#[test]
fn target_spellings() {
    assert_eq!(Target::parse("nvptx64"), Some(SM80));
    assert_eq!(Target::parse("nvptx64-nvidia-cuda"), Some(SM80));
    assert_eq!(
        Target::parse("nvptx64-sm_90"),
        Some(Target::Nvptx64 { sm: 90 })
    );
    assert_eq!(Target::parse("nvptx64-sm_"), None);
    assert_eq!(Target::parse("nvptx64-sm_+80"), None);
    assert!(SM80.is_gpu() && SM80.is_nvptx());
    assert_eq!(SM80.triple(), "nvptx64-nvidia-cuda");
    assert_eq!(
        SM80.datalayout(),
        "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
    );
}

#[test]
fn kernels_print_as_clang_does_and_compile_for_sm_80() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/nvptx/kernels.zir");
    let module = parse(&std::fs::read_to_string(path).unwrap());
    let ll = print_module(&module, &SM80).expect("the kernels print");
    for needle in [
        "target triple = \"nvptx64-nvidia-cuda\"",
        "define void @ids(ptr addrspace(1) %arg0) #0 {",
        "define void @reduce(",
        "define void @tape(",
        "define internal float @scale(",
        "@tile = internal addrspace(3) global [1024 x i8] poison, align 16",
        "call i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
        "call i32 @llvm.nvvm.read.ptx.sreg.tid.z()",
        "call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()",
        "call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()",
        "call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()",
        "call i32 @llvm.nvvm.read.ptx.sreg.laneid()",
        "call void @llvm.nvvm.barrier0()",
        "call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %v9, i32 16, i32 31)",
        "@llvm.nvvm.shfl.sync.bfly.f32(",
        "@llvm.nvvm.shfl.sync.idx.f32(",
        "call float @llvm.nvvm.shfl.sync.up.f32(i32 -1, float %v18, i32 1, i32 7199)",
        // A double as two 32-bit halves.
        "call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %t.",
        // A sequentially consistent atomic between two fences; a monotonic
        // one alone.
        "call void @llvm.nvvm.membar.gl()\n  %v25 = atomicrmw fadd ptr addrspace(3) @tile, float %v24 seq_cst, align 4\n  call void @llvm.nvvm.membar.gl()\n",
        "  %v26 = atomicrmw fadd ptr addrspace(1) %v1, float %v25 monotonic, align 4\n  %v27 = load",
        "%ss0 = alloca [16 x i8], align 8\n",
        "call ptr @malloc(i64 16)",
        "call void @free(ptr %v15)",
        "declare ptr @malloc(i64)",
        "declare void @free(ptr)",
        "call void @llvm.memset.p0.i64(ptr %v16, i8 0, i64 16, i1 false)",
        "call void @llvm.memcpy.p0.p0.i64(ptr %v16, ptr %v15, i64 16, i1 false)",
        "\"target-cpu\"=\"sm_80\" \"target-features\"=\"+ptx78,+sm_80\"",
        "!nvvm.annotations = !{!0, !1, !2}",
        "!0 = !{ptr @ids, !\"kernel\", i32 1}",
        "!2 = !{ptr @tape, !\"kernel\", i32 1}",
    ] {
        assert!(ll.contains(needle), "missing {needle:?} in:\n{ll}");
    }
    for absent in ["syncscope", "addrspace(5)", "amdgpu", "amdgcn"] {
        assert!(!ll.contains(absent), "{absent:?} in:\n{ll}");
    }
    if let Some(result) = llc("kernels", &ll) {
        let ptx = result.unwrap_or_else(|e| panic!("llc-19 rejects the kernels: {e}\n{ll}"));
        for needle in [
            ".entry ids(",
            ".entry reduce(",
            ".entry tape(",
            ".extern .func  (.param .b64 func_retval0) malloc",
            "bar.sync",
            "shfl.sync.down.b32",
            "atom.shared.add.f32",
        ] {
            assert!(
                ptx.contains(needle),
                "missing {needle:?} in the PTX:\n{ptx}"
            );
        }
    }
}

#[test]
fn library_math_on_nvptx_asks_for_expand_math() {
    let module = parse(
        "func export @f(f32) -> f32 {\nblock0(v0: f32):\n    v1 = exp v0\n    return v1\n}\n",
    );
    let err = print_module(&module, &SM80).unwrap_err();
    assert!(matches!(err, LlvmOutError::Inst { .. }), "{err}");
    let text = err.to_string();
    assert!(
        text.contains("on nvptx64") && text.contains("zyme_opt::expand_math"),
        "{text}"
    );
}

#[test]
fn native_math_compiles_on_nvptx() {
    for t in ["f64", "f32"] {
        let module = parse(&format!(
            "func export @f({t}, {t}, {t}) -> {t} {{\nblock0(v0: {t}, v1: {t}, v2: {t}):\n    v3 = fma v0, v1, v2\n    v4 = fmuladd v3, v1, v2\n    v5 = floor v4\n    v6 = minnum v5, v0\n    v7 = rint v6\n    v8 = copysign v7, v1\n    v9 = fabs v8\n    v10 = sqrt v9\n    v11 = maximum v10, v2\n    v12 = ftrunc v11\n    v13 = ceil v12\n    v14 = round v13\n    v15 = maxnum v14, v1\n    v16 = minimum v15, v0\n    return v16\n}}\n"
        ));
        let ll = print_module(&module, &SM80).unwrap();
        if let Some(result) = llc(&format!("native_math_{t}"), &ll) {
            result.unwrap_or_else(|e| panic!("llc-19 ({t}): {e}\n{ll}"));
        }
    }
}

/// llc-19 lowers `frem` on nvptx64 as `a - b * trunc(a / b)`, which is
/// not the IR's exact remainder.
#[test]
fn frem_is_an_error_on_nvptx() {
    let module = parse(
        "func export @f(f64, f64) -> f64 {\nblock0(v0: f64, v1: f64):\n    v2 = frem v0, v1\n    return v2\n}\n",
    );
    let err = print_module(&module, &SM80).unwrap_err().to_string();
    assert!(
        err.contains("frem has no exact lowering on nvptx64"),
        "{err}"
    );
}

#[test]
fn shared_memory_cannot_be_initialised_on_nvptx() {
    let module = parse("global local @s: size 4 align 4 addrspace shared = bytes x\"01000000\"\n");
    let err = print_module(&module, &SM80).unwrap_err().to_string();
    assert!(err.contains("shared memory on nvptx64"), "{err}");
}

/// llc-19 selects atomic loads and stores on nvptx64 only when monotonic
/// and no `fence` at all: orderings become `membar.gl` around monotonic
/// accesses.
#[test]
fn orderings_become_membar_fences_on_nvptx() {
    let module = parse(
        "func export kernel @k(ptr.global) {
block0(v0: ptr.global):
    v1 = load.i32 v0 align 4 atomic acquire
    v2 = load.f64 v0 align 8 atomic seq_cst
    v3 = load.i32 v0 align 4 atomic monotonic
    store v1, v0 align 4 atomic release
    store v3, v0 align 4 atomic seq_cst
    v4, v5 = cmpxchg.i32 v0, v1, v3 acq_rel acquire
    v6 = fptrunc.f32 v2
    v7 = atomic_rmw.f32 fmax v0, v6 release
    fence acquire
    return
}
",
    );
    let ll = print_module(&module, &SM80).unwrap();
    let body: Vec<&str> = ll
        .lines()
        .skip_while(|l| !l.starts_with("block0:"))
        .skip(2)
        .take_while(|l| *l != "}")
        .map(|l| l.trim())
        .collect();
    let membar = "call void @llvm.nvvm.membar.gl()";
    let expected = [
        // acquire: after
        "%t.1 = load atomic i32, ptr addrspace(1) %v0 monotonic, align 4",
        membar,
        "%v1 = bitcast i32 %t.1 to i32",
        // seq_cst: before and after
        membar,
        "%t.2 = load atomic double, ptr addrspace(1) %v0 monotonic, align 8",
        membar,
        "%v2 = bitcast double %t.2 to double",
        "%v3 = load atomic i32, ptr addrspace(1) %v0 monotonic, align 4",
        // release: before
        membar,
        "store atomic i32 %v1, ptr addrspace(1) %v0 monotonic, align 4",
        // seq_cst: before and after
        membar,
        "store atomic i32 %v3, ptr addrspace(1) %v0 monotonic, align 4",
        membar,
        // the cmpxchg's acq_rel
        membar,
    ];
    assert_eq!(&body[..expected.len()], &expected, "{ll}");
    assert!(!ll.contains("fence"), "{ll}");
    if let Some(result) = llc("orderings", &ll) {
        let ptx = result.unwrap_or_else(|e| panic!("llc-19: {e}\n{ll}"));
        assert!(ptx.contains("membar.gl"), "{ptx}");
    }
}
