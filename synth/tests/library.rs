//! Library functions come from one table (`zyme_ir::library`): an
//! allocator every stage knows the same way. `aligned_alloc`'s size is its
//! second argument; before the table, the alias oracle knew it as an
//! allocator but synthesis did not, and differentiating through its block
//! failed.

use zyme_analysis::ArgKind;
use zyme_ir::{DataValue, Interpreter};
use zyme_synth::{forward, reverse, ForwardOptions, ReverseOptions};

mod common;
use common::{close, module, verified};

/// `f(x) = (x·x stored into a fresh 64-byte-aligned block, read back) · x`.
const HEAP: &str = "
declare @aligned_alloc(i64, i64) -> ptr
declare @free(ptr)

func export @f(f64) -> f64 {
block0(v0: f64):
    v1 = iconst.i64 64
    v2 = iconst.i64 16
    v3 = call @aligned_alloc(v1, v2)
    v4 = fmul v0, v0
    store v4, v3 align 8
    v5 = load.f64 v3 align 8
    v6 = fmul v5, v0
    call @free(v3)
    return v6
}
";

#[test]
fn aligned_alloc_blocks_are_differentiated_in_both_modes() {
    let mut m = module(HEAP);
    let f = m.func_by_name("f").unwrap();
    let rev = reverse(&mut m, f, &[ArgKind::Active], ReverseOptions::default())
        .expect("reverse through an aligned_alloc block");
    let fwd = forward(&mut m, f, &[ArgKind::Dup], ForwardOptions::default())
        .expect("forward through an aligned_alloc block");
    verified(&m);
    let (rev, fwd) = (m.functions[rev].name.clone(), m.functions[fwd].name.clone());
    let mut it = Interpreter::new(&m);
    let mut call = |name: &str, args: &[f64]| -> f64 {
        let args: Vec<DataValue> = args.iter().map(|&x| DataValue::f64(x)).collect();
        it.call(name, &args).unwrap()[0].as_f64().unwrap()
    };
    let h = 1e-6;
    for x in [0.7, -1.3, 2.1] {
        // Tolerance: central differences of a cubic with step 1e-6.
        let fd = (call("f", &[x + h]) - call("f", &[x - h])) / (2.0 * h);
        assert!(fd.abs() > 0.1, "the derivative 3x² is clearly non-zero");
        let g = call(&rev, &[x]);
        let t = call(&fwd, &[x, 1.0]);
        assert!(close(g, fd, 1e-6), "reverse at {x}: {g} vs {fd}");
        assert!(close(t, fd, 1e-6), "forward at {x}: {t} vs {fd}");
    }
}

#[test]
fn the_table_is_what_the_analyses_read() {
    use zyme_ir::library::{library_kind, LibraryKind};
    for name in ["malloc", "calloc", "aligned_alloc", "_Znwm", "realloc"] {
        assert!(zyme_analysis::alias::is_allocator(name), "{name}");
        assert!(zyme_analysis::activity::is_inactive_library(name), "{name}");
    }
    assert_eq!(library_kind("free"), Some(LibraryKind::Free));
    assert!(!zyme_analysis::activity::is_inactive_library("memcpy"));
    use zyme_ir::library::{rerun, Rerun};
    assert_eq!(rerun("printf"), Some(Rerun::Differs));
    assert_eq!(rerun("rand"), Some(Rerun::Differs));
    assert_eq!(rerun("strlen"), Some(Rerun::Same));
    assert_eq!(rerun("malloc"), Some(Rerun::Same));
    assert_eq!(rerun("free"), Some(Rerun::WritesArg0));
    assert_eq!(rerun("strcpy"), Some(Rerun::WritesArg0));
    assert_eq!(rerun("__kmpc_for_static_init_4"), Some(Rerun::Differs));
    assert_eq!(rerun("time"), Some(Rerun::Same));
    assert_eq!(
        rerun("_ZNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4swapERS4_"),
        Some(Rerun::Differs)
    );
    assert_eq!(rerun("_Znwm"), Some(Rerun::Same));
    assert!(library_kind("_ZSt20__throw_length_errorPKc").is_some());
}
