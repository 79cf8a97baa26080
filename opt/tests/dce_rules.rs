//! DCE passes a zero for an argument its callee's body never reads, but
//! not to a function a registration names (`may_inline` refuses it): a
//! registered derivative rule is called with the call's arguments, and
//! may read what the primal ignores (a workspace it fills).

use zyme_ir::{InstData, Module};
use zyme_opt::{Options, Pass};

const TEXT: &str = "
func local @tripled(f64, ptr) -> f64 {
block0(v0: f64, v1: ptr):
    v2 = fconst.f64 3.0
    v3 = fmul v0, v2
    return v3
}

func export @caller(f64, ptr) -> f64 {
block0(v0: f64, v1: ptr):
    v2 = call @tripled(v0, v1)
    return v2
}
";

/// The workspace argument of `@caller`'s call after DCE.
fn workspace_argument(may_inline: bool) -> Option<u64> {
    let mut module: Module = zyme_ir::text::parse_module(TEXT).unwrap();
    let caller = module.func_by_name("caller").unwrap();
    let may = move |_: &Module, _| may_inline;
    let options = Options {
        may_inline: &may,
        ..Options::default()
    };
    zyme_opt::run_pass(&mut module, caller, Pass::Dce, &options);
    let f = &module.functions[caller];
    let call = f
        .layout
        .insts()
        .find(|&i| matches!(f.dfg.insts[i], InstData::Call { .. }))
        .unwrap();
    let InstData::Call { args, .. } = &f.dfg.insts[call] else {
        unreachable!()
    };
    match f.dfg.value_inst(args[1]) {
        Some(InstData::Iconst { imm, .. }) => Some(*imm),
        _ => None,
    }
}

#[test]
fn an_unread_argument_becomes_a_zero() {
    assert_eq!(workspace_argument(true), Some(0));
}

#[test]
fn a_registered_callee_keeps_its_arguments() {
    assert_eq!(workspace_argument(false), None);
}
