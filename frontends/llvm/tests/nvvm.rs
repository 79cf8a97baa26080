//! NVPTX input, one construct per test: clang's CUDA device output
//! (`nvptx64-nvidia-cuda`, address spaces 1/3/4/5, kernels by
//! `!nvvm.annotations` or `ptx_kernel`) and each `llvm.nvvm.*` family
//! lowers to the zyme operation it means, verifies, and prints as
//! expected; unknown NVVM intrinsics fail with a positioned error.

const HEADER: &str = r#"target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
"#;

/// Lowers `body` (after the NVPTX header), verifies it and returns the
/// printed module.
fn lower(body: &str) -> String {
    let src = format!("{HEADER}{body}");
    let l = zyme_llvm::parse_and_lower(&src, "k.ll").unwrap_or_else(|e| panic!("{e}\n{src}"));
    if let Err(e) = zyme_ir::verify_module(&l.module) {
        panic!(
            "does not verify: {e}\n{}",
            zyme_ir::text::print_module(&l.module)
        );
    }
    zyme_ir::text::print_module(&l.module)
}

fn lower_err(body: &str) -> zyme_llvm::LowerError {
    let src = format!("{HEADER}{body}");
    match zyme_llvm::parse_and_lower(&src, "k.ll") {
        Ok(_) => panic!("lowered, expected an error:\n{src}"),
        Err(zyme_llvm::Error::Lower(e)) => e,
        Err(e) => panic!("not a lowering error: {e}"),
    }
}

fn has(text: &str, needles: &[&str]) {
    for n in needles {
        assert!(text.contains(n), "no `{n}` in:\n{text}");
    }
}

#[test]
fn annotated_kernel_is_a_kernel() {
    let t = lower(
        r#"define void @k(ptr %p) {
  ret void
}
define void @helper() {
  ret void
}
!nvvm.annotations = !{!0, !1}
!0 = !{ptr @k, !"kernel", i32 1}
!1 = !{ptr @k, !"maxntidx", i32 256}
"#,
    );
    has(&t, &["func export kernel @k(ptr)"]);
    assert!(!t.contains("kernel @helper"), "{t}");
}

#[test]
fn ptx_kernel_calling_convention_is_a_kernel() {
    let t = lower("define ptx_kernel void @k(ptr addrspace(1) %p) {\n  ret void\n}\n");
    has(&t, &["kernel @k(ptr.global)"]);
}

#[test]
fn special_registers() {
    let mut body = String::from("define i32 @f() {\n");
    let regs = [
        ("tid.x", "thread_id.x"),
        ("tid.y", "thread_id.y"),
        ("tid.z", "thread_id.z"),
        ("ctaid.x", "block_id.x"),
        ("ctaid.y", "block_id.y"),
        ("ctaid.z", "block_id.z"),
        ("ntid.x", "block_dim.x"),
        ("ntid.y", "block_dim.y"),
        ("ntid.z", "block_dim.z"),
        ("nctaid.x", "grid_dim.x"),
        ("nctaid.y", "grid_dim.y"),
        ("nctaid.z", "grid_dim.z"),
        ("laneid", "lane_id"),
        ("warpsize", "warp_size"),
    ];
    let mut decls = String::new();
    let mut acc = "0".to_string();
    for (i, (reg, _)) in regs.iter().enumerate() {
        body += &format!(
            "  %r{i} = call range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.{reg}()\n  %s{i} = add i32 {acc}, %r{i}\n"
        );
        acc = format!("%s{i}");
        decls += &format!("declare i32 @llvm.nvvm.read.ptx.sreg.{reg}()\n");
    }
    body += &format!("  ret i32 {acc}\n}}\n{decls}");
    let t = lower(&body);
    for (_, op) in regs {
        has(&t, &[&format!("= {op}\n")]);
    }
}

#[test]
fn barriers_and_fences() {
    let t = lower(
        r#"define void @k() {
  call void @llvm.nvvm.barrier0()
  call void @llvm.nvvm.barrier.sync(i32 0)
  call void @llvm.nvvm.bar.sync(i32 0)
  call void @llvm.nvvm.membar.gl()
  ret void
}
declare void @llvm.nvvm.barrier0()
declare void @llvm.nvvm.barrier.sync(i32)
declare void @llvm.nvvm.bar.sync(i32)
declare void @llvm.nvvm.membar.gl()
"#,
    );
    assert_eq!(t.matches("    barrier\n").count(), 3, "{t}");
    has(&t, &["fence"]);
}

#[test]
fn named_barrier_is_an_error() {
    let e = lower_err(
        "define void @k() {\n  call void @llvm.nvvm.barrier.sync(i32 1)\n  ret void\n}\ndeclare void @llvm.nvvm.barrier.sync(i32)\n",
    );
    assert!(e.message.contains("barrier other than a constant 0"), "{e}");
    assert_eq!((e.line, e.col), (4, 3), "{e}");
}

#[test]
fn warp_shuffles() {
    let t = lower(
        r#"define float @f(float %x, i32 %i) {
  %a = call float @llvm.nvvm.shfl.sync.down.f32(i32 -1, float %x, i32 16, i32 31)
  %b = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %a, i32 8, i32 31)
  %c = call i32 @llvm.nvvm.shfl.sync.up.i32(i32 -1, i32 %i, i32 1, i32 0)
  %d = call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %c, i32 0, i32 4127)
  %e = sitofp i32 %d to float
  %r = fadd float %b, %e
  ret float %r
}
declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.up.i32(i32, i32, i32, i32)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)
"#,
    );
    has(
        &t,
        &[
            "warp_shuffle.down",
            "warp_shuffle.bfly",
            "warp_shuffle.up",
            "warp_shuffle.idx",
        ],
    );
}

#[test]
fn shuffle_with_predicate_is_an_error() {
    let e = lower_err(
        r#"define i32 @f(i32 %x) {
  %p = call { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32 -1, i32 %x, i32 1, i32 31)
  %v = extractvalue { i32, i1 } %p, 0
  ret i32 %v
}
declare { i32, i1 } @llvm.nvvm.shfl.sync.down.i32p(i32, i32, i32, i32)
"#,
    );
    assert!(
        e.message
            .contains("intrinsic @llvm.nvvm.shfl.sync.down.i32p is not supported"),
        "{e}"
    );
}

#[test]
fn address_spaces_globals_and_casts() {
    let t = lower(
        r#"@tile = internal addrspace(3) global [64 x float] undef, align 4
@coef = internal addrspace(4) constant [2 x float] [float 1.0, float 2.0], align 4
@dev = addrspace(1) global i32 0, align 4

define void @k(ptr %p, ptr addrspace(1) %g) {
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %w = zext i32 %i to i64
  %s = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %w
  %x = load float, ptr %p, align 4
  store float %x, ptr %s, align 4
  %s3 = getelementptr inbounds [64 x float], ptr addrspace(3) @tile, i64 0, i64 %w
  %y = load float, ptr addrspace(3) %s3, align 4
  %c = load float, ptr addrspace(4) @coef, align 4
  %z = fmul float %y, %c
  store float %z, ptr addrspace(1) %g, align 4
  %gp = addrspacecast ptr addrspace(1) %g to ptr
  store float %z, ptr %gp, align 4
  %l = alloca float, align 4, addrspace(5)
  store float %z, ptr addrspace(5) %l, align 4
  %old = atomicrmw add ptr addrspace(1) @dev, i32 1 seq_cst, align 4
  %old2 = atomicrmw fadd ptr %p, float %z monotonic, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
!nvvm.annotations = !{!0}
!0 = !{ptr @k, !"kernel", i32 1}
"#,
    );
    has(
        &t,
        &[
            "kernel @k(ptr, ptr.global)",
            "@tile: size 256 align 4 addrspace shared",
            "@coef: size 8 align 4 addrspace const",
            "@dev: size 4 align 4 addrspace global",
            "addrspacecast.ptr",
            "atomic_rmw.i32 add",
            "atomic_rmw.f32 fadd",
        ],
    );
}

#[test]
fn read_only_loads() {
    let t = lower(
        r#"define float @f(ptr addrspace(1) %p) {
  %x = call float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1) %p, i32 4)
  ret float %x
}
declare float @llvm.nvvm.ldg.global.f.f32.p1(ptr addrspace(1), i32)
"#,
    );
    has(&t, &["load.f32"]);
}

#[test]
fn nvptx_math() {
    let t = lower(
        r#"define double @f(float %x, double %y) {
  %a = call float @llvm.nvvm.fma.rn.f(float %x, float %x, float %x)
  %b = call float @llvm.nvvm.sqrt.approx.ftz.f(float %a)
  %c = call float @llvm.nvvm.ex2.approx.f(float %b)
  %d = call float @llvm.nvvm.rcp.rn.f(float %c)
  %e = call float @llvm.nvvm.fmax.f(float %d, float %x)
  %f = call double @llvm.nvvm.sqrt.rn.d(double %y)
  %g = call double @llvm.nvvm.fabs.d(double %f)
  %h = call double @llvm.nvvm.rsqrt.approx.d(double %g)
  %i = fpext float %e to double
  %r = fadd double %h, %i
  %j = call float @llvm.exp.f32(float %x)
  %k = call float @__nv_expf(float %j)
  ret double %r
}
declare float @llvm.nvvm.fma.rn.f(float, float, float)
declare float @llvm.nvvm.sqrt.approx.ftz.f(float)
declare float @llvm.nvvm.ex2.approx.f(float)
declare float @llvm.nvvm.rcp.rn.f(float)
declare float @llvm.nvvm.fmax.f(float, float)
declare double @llvm.nvvm.sqrt.rn.d(double)
declare double @llvm.nvvm.fabs.d(double)
declare double @llvm.nvvm.rsqrt.approx.d(double)
declare float @llvm.exp.f32(float)
declare float @__nv_expf(float)
"#,
    );
    has(
        &t,
        &["fma", "sqrt", "exp2", "fdiv", "maxnum", "fabs", "exp "],
    );
    assert!(!t.contains("call"), "{t}");
}

#[test]
fn nvvm_reflect_is_zero() {
    let t = lower(
        r#"@.str = private constant [11 x i8] c"__CUDA_FTZ\00"
define i32 @f() {
  %a = call i32 @__nvvm_reflect(ptr @.str)
  %b = call i32 @llvm.nvvm.reflect(ptr @.str)
  %c = add i32 %a, %b
  ret i32 %c
}
declare i32 @__nvvm_reflect(ptr)
declare i32 @llvm.nvvm.reflect(ptr)
"#,
    );
    assert!(!t.contains("call"), "{t}");
}

#[test]
fn unknown_nvvm_intrinsic_names_itself_function_and_line() {
    let e = lower_err(
        r#"define i32 @f() {
  %a = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.clock()
  ret i32 %b
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.clock()
"#,
    );
    let shown = e.to_string();
    assert!(
        shown.starts_with(
            "k.ll:5:3: in function @f: intrinsic @llvm.nvvm.read.ptx.sreg.clock is not supported"
        ),
        "{shown}"
    );
    let e = lower_err(
        "define void @g(ptr %p) {\n  call void @llvm.nvvm.cp.async.wait.all()\n  ret void\n}\ndeclare void @llvm.nvvm.cp.async.wait.all()\n",
    );
    assert!(
        e.to_string()
            .contains("@g: intrinsic @llvm.nvvm.cp.async.wait.all is not supported"),
        "{e}"
    );
}

#[test]
fn scoped_atomics() {
    let t = lower(
        r#"define void @k(ptr %x, ptr %c) {
  %a = call float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr %x, float 1.0)
  %b = call i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr %c, i32 1)
  %m = call i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(ptr %c, i32 %b)
  %e = call i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0(ptr %c, i32 %m)
  %s = call i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr %c, i32 %e, i32 3)
  %d = call double @llvm.nvvm.atomic.load.add.f64.p0(ptr %x, double 2.0)
  ret void
}
declare float @llvm.nvvm.atomic.add.gen.f.cta.f32.p0(ptr, float)
declare i32 @llvm.nvvm.atomic.add.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.max.gen.i.cta.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.exch.gen.i.sys.i32.p0(ptr, i32)
declare i32 @llvm.nvvm.atomic.cas.gen.i.cta.i32.p0(ptr, i32, i32)
declare double @llvm.nvvm.atomic.load.add.f64.p0(ptr, double)
"#,
    );
    has(
        &t,
        &[
            "atomic_rmw.f32 fadd",
            "atomic_rmw.i32 add",
            "atomic_rmw.i32 smax",
            "atomic_rmw.i32 xchg",
            "cmpxchg",
            "atomic_rmw.f64 fadd",
        ],
    );
}

#[test]
fn atomic_inc_is_an_error() {
    let e = lower_err(
        "define i32 @k(ptr %c) {\n  %a = call i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr %c, i32 7)\n  ret i32 %a\n}\ndeclare i32 @llvm.nvvm.atomic.load.inc.32.p0(ptr, i32)\n",
    );
    assert!(e.message.contains("atomicInc/atomicDec"), "{e}");
    assert_eq!(e.function.as_deref(), Some("k"), "{e}");
}

#[test]
fn local_alloca_is_typed_local() {
    let t = lower(
        r#"define void @k(ptr %p, i1 %c) {
  %l = alloca float, align 4, addrspace(5)
  %g = addrspacecast ptr addrspace(5) %l to ptr
  store float 1.0, ptr %g, align 4
  %b = addrspacecast ptr %g to ptr addrspace(5)
  %s = select i1 %c, ptr addrspace(5) %l, ptr addrspace(5) %b
  %x = load float, ptr addrspace(5) %s, align 4
  store float %x, ptr %p, align 4
  ret void
}
"#,
    );
    has(&t, &["addrspacecast.ptr.local", "select"]);
}

#[test]
fn read_only_load_with_odd_alignment_operand() {
    let t = lower(
        r#"define float @f(ptr %p) {
  %x = call float @llvm.nvvm.ldu.global.f.f32.p0(ptr %p, i32 1099511627776)
  %y = call float @llvm.nvvm.ldg.global.f.f32.p0(ptr %p, i32 3)
  %z = fadd float %x, %y
  ret float %z
}
declare float @llvm.nvvm.ldu.global.f.f32.p0(ptr, i32)
declare float @llvm.nvvm.ldg.global.f.f32.p0(ptr, i32)
"#,
    );
    assert_eq!(t.matches("load.f32 v0 align 4").count(), 2, "{t}");
}
