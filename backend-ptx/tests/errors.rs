//! What the emitter refuses, and that it says where and why (never a
//! panic): each case names the function and prints the instruction.

use zyme_ptx::{emit_module, PtxError, PtxOptions};

fn error_of(text: &str) -> PtxError {
    let module = zyme_ir::text::parse_module(text).unwrap_or_else(|e| panic!("{e}"));
    zyme_ir::verify_module(&module).unwrap_or_else(|e| panic!("{e}"));
    unverified_error_of(&module)
}

/// For what the verifier already rejects: the emitter must still not panic.
fn unverified_error_of(module: &zyme_ir::Module) -> PtxError {
    match emit_module(module, &PtxOptions::default()) {
        Ok(ptx) => panic!("expected an error, got PTX:\n{ptx}"),
        Err(e) => e,
    }
}

fn assert_mentions(e: &PtxError, parts: &[&str]) {
    let text = e.to_string();
    for part in parts {
        assert!(text.contains(part), "{text:?} should mention {part:?}");
    }
}

#[test]
fn a_math_call_left_for_expand_math() {
    let e = error_of(
        "func export kernel @k(ptr.global, f64) {
block0(v0: ptr.global, v1: f64):
    v2 = exp v1
    store v2, v0 align 8
    return
}",
    );
    assert!(matches!(e, PtxError::Inst { .. }));
    assert_mentions(
        &e,
        &["@k", "v2 = exp v1", "expand_math", "__zyme_math.exp.f64"],
    );
}

#[test]
fn vectors_are_refused() {
    let e = error_of(
        "func export kernel @k(ptr.global, f32) {
block0(v0: ptr.global, v1: f32):
    v2 = splat.f32x4 v1
    store v2, v0 align 16
    return
}",
    );
    assert_mentions(&e, &["@k", "splat", "scalarize"]);
}

#[test]
fn variadic_callees_are_refused() {
    let e = error_of(
        "declare @printf(ptr, ...) -> i32
func export kernel @k(ptr) {
block0(v0: ptr):
    v1 = call @printf(v0)
    return
}",
    );
    assert_mentions(&e, &["printf", "variadic"]);
}

#[test]
fn kernels_return_nothing() {
    let module = zyme_ir::text::parse_module(
        "func export kernel @k(i32) -> i32 {
block0(v0: i32):
    return v0
}",
    )
    .unwrap();
    let e = unverified_error_of(&module);
    assert!(matches!(e, PtxError::Invalid(_)), "{e}");
    assert_mentions(&e, &["@k"]);
}

#[test]
fn narrow_atomics_and_frem() {
    let e = error_of(
        "func export kernel @k(ptr.global, i8) {
block0(v0: ptr.global, v1: i8):
    v2 = atomic_rmw.i8 add v0, v1 monotonic
    return
}",
    );
    assert_mentions(&e, &["atomic_rmw.i8 add", "32 or 64 bits"]);
    let e = error_of(
        "func export @f(f32, f32) -> f32 {
block0(v0: f32, v1: f32):
    v2 = frem v0, v1
    return v2
}",
    );
    assert_mentions(&e, &["@f", "frem"]);
}

#[test]
fn globals_ptx_cannot_declare() {
    let e = error_of(
        "global local @tile: size 4 align 4 addrspace shared = bytes x\"01020304\"
func export kernel @k() {
block0:
    return
}",
    );
    assert!(matches!(e, PtxError::Global { .. }));
    assert_mentions(&e, &["@tile", "shared memory cannot have an initializer"]);
    let e = error_of(
        "global local @odd: size 4 align 4 addrspace as7 = zero
func export kernel @k() {
block0:
    return
}",
    );
    assert_mentions(&e, &["@odd", "address space 7"]);
}
