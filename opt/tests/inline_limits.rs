//! The inliner's size limits: a callee above `max_inline_insts` is
//! inlined only when it is called from one place, and a function a
//! registration names never is.

use zyme_ir::{InstData, Module};
use zyme_opt::{Options, Pass};

const TEXT: &str = "
func local @big(f64) -> f64 {
block0(v0: f64):
    v1 = fmul v0, v0
    v2 = fadd v1, v0
    v3 = fmul v2, v0
    v4 = fadd v3, v1
    return v4
}

func local @shared(f64) -> f64 {
block0(v0: f64):
    v1 = fmul v0, v0
    v2 = fadd v1, v0
    v3 = fmul v2, v0
    v4 = fadd v3, v1
    return v4
}

func export @once(f64) -> f64 {
block0(v0: f64):
    v1 = call @big(v0)
    return v1
}

func export @twice(f64) -> f64 {
block0(v0: f64):
    v1 = call @shared(v0)
    v2 = call @shared(v1)
    return v2
}
";

fn calls(module: &Module, name: &str) -> usize {
    let f = &module.functions[module.func_by_name(name).unwrap()];
    f.layout
        .insts()
        .filter(|&i| matches!(f.dfg.insts[i], InstData::Call { .. }))
        .count()
}

fn inline(max_inline_insts: usize, max_single_call_insts: usize, may: bool) -> Module {
    let mut module = zyme_ir::text::parse_module(TEXT).unwrap();
    let may_inline = move |_: &Module, _| may;
    let options = Options {
        max_inline_insts,
        max_single_call_insts,
        may_inline: &may_inline,
    };
    zyme_opt::optimize_module(
        &mut module,
        &[Pass::Inline, Pass::SimplifyCfg],
        &options,
        &|_, _| true,
    );
    zyme_ir::verify_module(&module).unwrap();
    module
}

#[test]
fn a_single_call_site_lifts_the_size_limit() {
    let m = inline(2, 100, true);
    assert_eq!(calls(&m, "once"), 0, "called once: inlined");
    assert_eq!(calls(&m, "twice"), 2, "called twice and too big: kept");
    let m = inline(2, 3, true);
    assert_eq!(calls(&m, "once"), 1, "above both limits: kept");
    let m = inline(100, 100, true);
    assert_eq!(calls(&m, "twice"), 0, "small enough: inlined everywhere");
}

#[test]
fn what_may_inline_refuses_stays_a_call() {
    let m = inline(100, 100, false);
    assert_eq!(calls(&m, "once") + calls(&m, "twice"), 3);
}
