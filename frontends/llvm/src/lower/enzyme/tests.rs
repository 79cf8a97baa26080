//! The parsing of Enzyme call sites, on small modules: each test
//! declares a module (no body is lowered), parses its one Enzyme call,
//! and compares the printed plan or the error.

use super::is_entry_point;
use super::parse::{parse, Scope};
use crate::ast::{InstKind, Name};
use crate::lower::func::Defs;
use crate::lower::{declare_module, global_name};

/// The printed plan of the first Enzyme call in `src`, or its error.
fn plan(src: &str) -> Result<String, String> {
    let ast = crate::parse(src).map_err(|e| e.to_string())?;
    let (cx, module) = declare_module(&ast, "test.ll", false).map_err(|e| e.message)?;
    for f in &ast.functions {
        for inst in f.blocks.iter().flat_map(|b| &b.insts) {
            let InstKind::Call { call, .. } = &inst.kind else {
                continue;
            };
            let Some(Name::Named(n)) = global_name(&call.callee) else {
                continue;
            };
            if is_entry_point(n) {
                let defs = Defs::new(f);
                let scope = Scope {
                    cx: &cx,
                    module: &module,
                    defs: &defs,
                };
                return parse(&scope, n, call)
                    .map(|p| p.to_string())
                    .map_err(|e| e.message);
            }
        }
    }
    panic!("no Enzyme call in the test module")
}

/// The module every test shares: markers and functions to differentiate.
const PRELUDE: &str = r#"
@enzyme_const = external global i32
@enzyme_dup = external global i32
@enzyme_out = external global i32
@enzyme_width = external global i32
@enzyme_dupv = external global i32
@enzyme_interleave = external global i32
@enzyme_byref = external global i32
@enzyme_tape = external global i32
@enzyme_bogus = external global i32

define double @f(double %x, ptr %p, i32 %n) {
  ret double %x
}

define double @g(double %x, ptr %p, i32 %n) {
  ret double %x
}

define void @h(ptr %p, ptr %q) {
  ret void
}

declare double @__enzyme_autodiff(...)
declare double @__enzyme_fwddiff(...)
declare { double, double } @__enzyme_fwddiff2(...)
declare ptr @__enzyme_augmentfwd(...)
declare void @__enzyme_reverse(...)
"#;

fn with_prelude(body: &str) -> String {
    format!("{PRELUDE}\n{body}")
}

#[test]
fn defaults_and_markers() {
    // A float by value is active in reverse mode, a pointer duplicated
    // (its shadow follows), an integer constant; markers say the same.
    let src = with_prelude(
        r#"
define double @caller(double %x, ptr %p, ptr %dp, i32 %n) {
  %r = call double (...) @__enzyme_autodiff(ptr @f, double %x, ptr %p, ptr %dp, i32 %n)
  %c = load i32, ptr @enzyme_const
  %d = load i32, ptr @enzyme_dup
  %o = load i32, ptr @enzyme_out
  %s = call double (...) @__enzyme_autodiff(ptr @f, i32 %o, double %x, i32 %d, ptr %p, ptr %dp, i32 %c, i32 %n)
  ret double %r
}
"#,
    );
    let want = "\
Autodiff reverse of @f
param 0 f64 active: arg1
param 1 ptr dup: arg2 shadows arg3
param 2 i32 const: arg4
results [call0] as [f64]
";
    assert_eq!(plan(&src).unwrap(), want);
    // The same call with every marker spelled out.
    let explicit = src.replace(
        "%r = call double (...) @__enzyme_autodiff(ptr @f, double %x, ptr %p, ptr %dp, i32 %n)\n",
        "",
    );
    let explicit = explicit.replace("ret double %r", "ret double %s");
    let want = want
        .replace("arg1", "arg2")
        .replace("arg2 shadows arg3", "arg4 shadows arg5")
        .replace("arg4\n", "arg7\n");
    assert_eq!(plan(&explicit).unwrap(), want);
}

#[test]
fn forward_defaults() {
    // Forward mode duplicates floats too: their tangents follow.
    let src = with_prelude(
        r#"
define double @caller(double %x, double %dx, ptr %p, ptr %dp) {
  %r = call double (...) @__enzyme_fwddiff(ptr @f, double %x, double %dx, ptr %p, ptr %dp, i32 3)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Forward forward of @f
param 0 f64 dup: arg1 shadows arg2
param 1 ptr dup: arg3 shadows arg4
param 2 i32 const: arg5
results [call0] as [f64]
"
    );
}

#[test]
fn width_and_dupv_stride() {
    // `enzyme_width 2`: two shadows per duplicated argument, listed or
    // (`enzyme_dupv 8`) as one base pointer and a byte stride.
    let src = with_prelude(
        r#"
define { double, double } @caller(double %x, double %dx0, double %dx1, ptr %p, ptr %dp) {
  %w = load i32, ptr @enzyme_width
  %v = load i32, ptr @enzyme_dupv
  %r = call { double, double } (...) @__enzyme_fwddiff2(ptr @f, i32 %w, i64 2, double %x, double %dx0, double %dx1, i32 %v, i64 8, ptr %p, ptr %dp, i32 7)
  ret { double, double } %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Forward forward width=2 of @f
param 0 f64 dup: arg3 shadows arg4, arg5
param 1 ptr dup: arg8 shadows arg9 + k*arg7 for k < 2
param 2 i32 const: arg10
results [call0, call1] as [f64, f64]
"
    );
}

#[test]
fn interleave() {
    // `enzyme_interleave`: every value first, then every shadow.
    let src = with_prelude(
        r#"
define void @caller(ptr %p, ptr %q, ptr %dp, ptr %dq) {
  %i = load i32, ptr @enzyme_interleave
  %r = call double (...) @__enzyme_autodiff(ptr @h, i32 %i, ptr %p, ptr %q, ptr %dp, ptr %dq)
  ret void
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Autodiff reverse of @h
param 0 ptr dup: arg2 shadows arg4
param 1 ptr dup: arg3 shadows arg5
results [] as zeros [f64]
"
    );
}

#[test]
fn byref() {
    // `enzyme_byref 8`: the value and its shadow are loaded from the
    // pointers passed.
    let src = with_prelude(
        r#"
define double @caller(ptr %px, ptr %pdx, ptr %p, ptr %dp) {
  %b = load i32, ptr @enzyme_byref
  %d = load i32, ptr @enzyme_dup
  %r = call double (...) @__enzyme_fwddiff(ptr @f, i32 %b, i64 8, i32 %d, ptr %px, ptr %pdx, ptr %p, ptr %dp, i32 1)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Forward forward of @f
param 0 f64 dup: arg4 loaded shadows arg5 loaded
param 1 ptr dup: arg6 shadows arg7
param 2 i32 const: arg8
results [call0] as [f64]
"
    );
}

#[test]
fn select_of_two_functions() {
    // A `select` between functions of one type: both are differentiated
    // and the call selects between their derivatives.
    let src = with_prelude(
        r#"
define double @caller(i1 %which, double %x, ptr %p, ptr %dp) {
  %fn = select i1 %which, ptr @f, ptr @g
  %r = call double (...) @__enzyme_autodiff(ptr %fn, double %x, ptr %p, ptr %dp, i32 0)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Autodiff reverse of select %which, @f, @g
param 0 f64 active: arg1
param 1 ptr dup: arg2 shadows arg3
param 2 i32 const: arg4
results [call0] as [f64]
"
    );
}

#[test]
fn split_mode_tape() {
    // __enzyme_augmentfwd allocates the tape and returns it;
    // __enzyme_reverse takes the adjoint of the float result, then the
    // tape, which it frees.
    let aug = with_prelude(
        r#"
define ptr @caller(double %x, ptr %p, ptr %dp) {
  %t = call ptr (...) @__enzyme_augmentfwd(ptr @f, double %x, ptr %p, ptr %dp, i32 0)
  ret ptr %t
}
"#,
    );
    assert_eq!(
        plan(&aug).unwrap(),
        "\
AugmentFwd split of @f
param 0 f64 active: arg1
param 1 ptr dup: arg2 shadows arg3
param 2 i32 const: arg4
tape allocated
results [tape] as [ptr]
"
    );
    let rev = with_prelude(
        r#"
define void @caller(double %x, ptr %p, ptr %dp, ptr %tape) {
  call void (...) @__enzyme_reverse(ptr @f, double %x, ptr %p, ptr %dp, i32 0, double 1.0, ptr %tape)
  ret void
}
"#,
    );
    assert_eq!(
        plan(&rev).unwrap(),
        "\
Reverse split of @f
param 0 f64 active: arg1
param 1 ptr dup: arg2 shadows arg3
param 2 i32 const: arg4
differet f64: arg5
tape arg6 freed
results [call0] discarded
"
    );
    // `enzyme_tape t`: the caller's tape, cleared by the augmented call.
    let caller_tape = with_prelude(
        r#"
define ptr @caller(double %x, ptr %p, ptr %dp, ptr %tape) {
  %k = load i32, ptr @enzyme_tape
  %t = call ptr (...) @__enzyme_augmentfwd(ptr @f, i32 %k, ptr %tape, double %x, ptr %p, ptr %dp, i32 0)
  ret ptr %t
}
"#,
    );
    assert!(plan(&caller_tape).unwrap().contains("tape arg2 cleared\n"));
}

#[test]
fn bad_marker_is_an_error() {
    let src = with_prelude(
        r#"
define double @caller(double %x, ptr %p, ptr %dp) {
  %b = load i32, ptr @enzyme_bogus
  %r = call double (...) @__enzyme_autodiff(ptr @f, i32 %b, double %x, ptr %p, ptr %dp, i32 0)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap_err(),
        "illegal enzyme metadata classification `enzyme_bogus` in a call of @__enzyme_autodiff"
    );
}

#[test]
fn too_many_and_too_few_arguments() {
    let many = with_prelude(
        r#"
define double @caller(double %x, ptr %p, ptr %dp) {
  %r = call double (...) @__enzyme_autodiff(ptr @f, double %x, ptr %p, ptr %dp, i32 0, i32 1)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&many).unwrap_err(),
        "Had too many arguments to @__enzyme_autodiff: @f takes 3 parameters"
    );
    let few = with_prelude(
        r#"
define double @caller(double %x, ptr %p) {
  %r = call double (...) @__enzyme_autodiff(ptr @f, double %x, ptr %p)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&few).unwrap_err(),
        "@__enzyme_autodiff: too few arguments for @f's 3 parameters"
    );
}

#[test]
fn width_out_of_range_is_an_error() {
    let src = with_prelude(
        r#"
define double @caller(double %x, ptr %p, ptr %dp) {
  %w = load i32, ptr @enzyme_width
  %r = call double (...) @__enzyme_fwddiff(ptr @f, i32 %w, i64 65, double %x, double %x, ptr %p, ptr %dp, i32 0)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap_err(),
        "enzyme_width must be followed by a constant between 1 and 64"
    );
}

#[test]
fn runtime_activity() {
    // Each duplicated pointer's shadow is compared with its primal at run
    // time; the call chooses among 2^n variants.
    let src = with_prelude(
        r#"
@enzyme_runtime_activity = external global i32

define void @caller(ptr %p, ptr %dp, ptr %q, ptr %dq) {
  %ra = load i32, ptr @enzyme_runtime_activity
  %r = call double (...) @__enzyme_autodiff(ptr @h, i32 %ra, ptr %p, ptr %dp, ptr %q, ptr %dq)
  ret void
}
"#,
    );
    assert_eq!(
        plan(&src).unwrap(),
        "\
Autodiff reverse runtime_activity of @h
param 0 ptr dup: arg2 shadows arg3
param 1 ptr dup: arg4 shadows arg5
runtime activity of param 0, param 1
results [] as zeros [f64]
"
    );
}

#[test]
fn structs_in_memory() {
    // A target returning a struct through `sret`: the caller owns the
    // result memory and its shadow, seeded with ones in reverse mode.
    let sret = with_prelude(
        r#"
%struct.P = type { double, double }

define void @mk(ptr sret(%struct.P) align 8 %out, double %x) {
  ret void
}

define double @caller(double %x) {
  %r = call double (...) @__enzyme_autodiff(ptr @mk, double %x)
  ret double %r
}
"#,
    );
    assert_eq!(
        plan(&sret).unwrap(),
        "\
Autodiff reverse of @mk
result memory 16 bytes align 8, seed f64@0, seed f64@8
param 0 ptr dup: result memory shadows result memory
param 1 f64 active: arg1
results [call0] as [f64]
"
    );
    // `enzyme_out` on a struct passed `byval`: a zeroed shadow copy whose
    // leaves come back among the gradients.
    let byval = with_prelude(
        r#"
%struct.P = type { double, double }

define double @norm(ptr byval(%struct.P) align 8 %p) {
  ret double 0.0
}

declare { double, double } @__enzyme_autodiff_pair(...)

define { double, double } @caller(ptr %p) {
  %o = load i32, ptr @enzyme_out
  %r = call { double, double } (...) @__enzyme_autodiff_pair(ptr @norm, i32 %o, ptr byval(%struct.P) align 8 %p)
  ret { double, double } %r
}
"#,
    );
    assert_eq!(
        plan(&byval).unwrap(),
        "\
Autodiff reverse of @norm
param 0 ptr dup: arg2 byval copy shadows zeroed 16 bytes
results [param 0 shadow f64@0, param 0 shadow f64@8] as [f64, f64]
"
    );
}
