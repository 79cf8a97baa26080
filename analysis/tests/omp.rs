//! OpenMP worksharing loops (`zyme_analysis::omp`) and the thread
//! locality they give the accesses of an outlined parallel region, on the
//! regions clang -O2 outlines from `tests/enzyme/cc/omp_parallel_for.c`
//! (`omp_parallel_for.zir`: zyme's IR after the OpenMP rewrites, which
//! pass the captured arrays by value).

use zyme_analysis::gpu::{Index, ThreadLocality, Uniformity};
use zyme_analysis::{ControlFlowGraph, Dominance, PointsTo};
use zyme_ir::Module;

fn module() -> Module {
    let src = include_str!("omp_parallel_for.zir");
    let mut module = zyme_ir::text::parse_module(src).unwrap();
    zyme_ir::verify_module(&module).unwrap();
    // The thread numbers clang passes (`noalias` in its IR) and the
    // shared `n` each region reads through its third parameter, a slot of
    // the caller nothing else reaches (the rewrite marks it so), are
    // `noalias`, which the text format does not write.
    for f in module.functions.values_mut() {
        if !f.is_declaration() {
            f.noalias.extend([0, 1, 2]);
        }
    }
    module
}

/// The locality display of `name` for each of its worksharing loops.
fn locality(module: &Module, name: &str) -> Vec<String> {
    let id = module.func_by_name(name).unwrap();
    let func = &module.functions[id];
    let cfg = ControlFlowGraph::compute(func);
    let dom = Dominance::compute(&cfg);
    let uniformity = Uniformity::compute(func, &cfg, dom.post_dom());
    let pts = PointsTo::compute(module, func);
    zyme_analysis::omp::worksharing_loops(module, func)
        .into_iter()
        .map(|index| {
            assert!(matches!(index, Index::Iteration(_)));
            let t = ThreadLocality::compute(module, func, &pts, &uniformity, index);
            t.display(func).to_string()
        })
        .collect()
}

fn has_line(text: &str, line: &str) -> bool {
    text.lines().any(|l| l == line)
}

/// `y[i] = x[i] * x[i] * sin(x[i])` under `schedule(static)`: the loop
/// from the chunk's start counts iterations, and both arrays are indexed
/// by it alone, so each element is one iteration's: adjoints added there
/// need no atomics. `n`, read by every thread, is shared.
#[test]
fn element_wise_loop_is_thread_local() {
    let m = module();
    let texts = locality(&m, "loss.omp_outlined");
    assert_eq!(texts.len(), 1, "{texts:?}");
    let t = &texts[0];
    assert!(has_line(t, "arg3: local (8·iv)"), "{t}");
    assert!(has_line(t, "arg4: local (8·iv)"), "{t}");
    assert!(has_line(t, "v28 = load v27: local"), "{t}");
    assert!(
        has_line(
            t,
            "arg2: shared by threads: v9 = load v2 is at the same address in every thread"
        ),
        "{t}"
    );
}

/// `schedule(static, 3)`: the loop over the thread's chunks starts at
/// the first chunk's start and steps by the stride; the loop inside it
/// starts at each chunk's and counts iterations. With the arrays
/// distinct (as `restrict` would say), `y[i]` is local and the rows of
/// `a` (`a[i·n + j]`, not affine in `i` alone) and `x[j]` are shared.
#[test]
fn chunked_loop_is_found_and_rows_are_shared() {
    let mut m = module();
    let id = m.func_by_name("loss.omp_outlined.2").unwrap();
    let t = locality(&m, "loss.omp_outlined.2");
    assert_eq!(t.len(), 1, "{t:?}");
    // `x` and `y` may be one array: `x[j]` makes `y` shared.
    assert!(t[0].contains("arg5: shared by threads"), "{}", t[0]);
    m.functions[id].noalias.extend([3, 4, 5]);
    let t = locality(&m, "loss.omp_outlined.2");
    assert!(has_line(&t[0], "arg5: local (8·iv)"), "{}", t[0]);
    assert!(
        has_line(
            &t[0],
            "arg4: shared by threads: v64 = load v63 has an unknown address"
        ),
        "{}",
        t[0]
    );
    assert!(t[0].contains("arg3: shared by threads"), "{}", t[0]);
}

/// A function with no static initialiser has no worksharing loop, and
/// a loop that does not count by one from a chunk's start is not one
/// (the stencil's, which clang vectorised, do not start there).
#[test]
fn other_loops_are_not_worksharing() {
    let m = module();
    assert!(locality(&m, "loss.omp_outlined.1").is_empty());
}
