//! `zyme-opt`: the transforms the Enzyme papers rely on LLVM to run before
//! differentiation (inlining, mem2reg, GVN, LICM, DCE, CFG simplification,
//! constant folding), on zyme IR, so that `-O0` input (or a wasm module,
//! or IR built through the API) differentiates about as well as `-O2`
//! input; and the same passes as a cleanup after synthesis.
//!
//! One module per pass. Each pass takes a function (inlining the module),
//! says whether it changed anything, and leaves a verified function
//! verified: `tests/filetests/opt/` runs each one on small functions, and
//! the filetest runner verifies and interprets the result.
//!
//! [`devmath`] is a module-level transform of another kind: for targets
//! without a C library (GPUs) it replaces math-library operations with
//! calls of accurate implementations written in zyme IR
//! ([`expand_math`]); `docs/gpu-math.md` gives their measured accuracy.
//! [`device_heap`] is another: for GPU targets without a device `malloc`
//! (amdgcn) it gives the module a heap of its own in zyme IR
//! ([`lower_device_heap`]).

pub mod bases;
mod edit;

pub mod const_fold;
pub mod dce;
pub mod device_heap;
pub mod devmath;
pub mod fill_forward;
pub mod gvn;
pub mod inline;
pub mod licm;
pub mod mem2reg;
pub mod partial_inline;
pub mod redundant_params;
pub mod simplify_cfg;
pub mod wide_shuffle;
pub mod zero_skip;

pub use device_heap::{lower_device_heap, DeviceHeap, DeviceHeapError, DEVICE_HEAP_BYTES};
pub use devmath::{expand_math, is_native, ExpandMath, ExpandMathError};
use zyme_ir::{FuncId, Module};

/// One transform.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Pass {
    Inline,
    Mem2Reg,
    SimplifyCfg,
    ConstFold,
    Gvn,
    Licm,
    Dce,
    /// Split 64-bit warp shuffles made whole ([`wide_shuffle`]).
    WideShuffle,
    /// Block parameters that always receive one value
    /// ([`redundant_params`]).
    RedundantParams,
    /// Reverse loops skipped where their adjoints are selected zeros
    /// ([`zero_skip`]).
    ZeroSkip,
    /// Loads from a scratch array a loop fills, replaced by what the loop
    /// stores ([`fill_forward`]).
    FillForward,
}

impl Pass {
    pub const ALL: &'static [Pass] = &[
        Pass::Inline,
        Pass::Mem2Reg,
        Pass::SimplifyCfg,
        Pass::ConstFold,
        Pass::Gvn,
        Pass::Licm,
        Pass::Dce,
        Pass::WideShuffle,
        Pass::RedundantParams,
        Pass::ZeroSkip,
        Pass::FillForward,
    ];

    /// The name filetests and the CLI use.
    pub fn name(self) -> &'static str {
        match self {
            Pass::Inline => "inline",
            Pass::Mem2Reg => "mem2reg",
            Pass::SimplifyCfg => "simplify-cfg",
            Pass::ConstFold => "const-fold",
            Pass::Gvn => "gvn",
            Pass::Licm => "licm",
            Pass::Dce => "dce",
            Pass::WideShuffle => "wide-shuffle",
            Pass::RedundantParams => "redundant-params",
            Pass::ZeroSkip => "zero-skip",
            Pass::FillForward => "fill-forward",
        }
    }

    pub fn from_name(name: &str) -> Option<Pass> {
        Pass::ALL.iter().copied().find(|p| p.name() == name)
    }

    /// Parses `a,b,c`; the error names the unknown pass.
    pub fn parse_list(list: &str) -> Result<Vec<Pass>, String> {
        list.split(',')
            .map(str::trim)
            .filter(|p| !p.is_empty())
            .map(|p| {
                Pass::from_name(p).ok_or_else(|| {
                    let known: Vec<_> = Pass::ALL.iter().map(|p| p.name()).collect();
                    format!("unknown pass `{p}` (known: {})", known.join(", "))
                })
            })
            .collect()
    }
}

/// The pipeline run before synthesis: what LLVM's `-O2` does that matters
/// to differentiation, in the order it matters.
pub const BEFORE_AD: &[Pass] = &[
    Pass::SimplifyCfg,
    Pass::Inline,
    Pass::SimplifyCfg,
    Pass::Mem2Reg,
    Pass::RedundantParams,
    Pass::WideShuffle,
    Pass::ConstFold,
    Pass::Gvn,
    Pass::Dce,
    Pass::SimplifyCfg,
    Pass::Licm,
    Pass::FillForward,
    Pass::ConstFold,
    Pass::Gvn,
    Pass::RedundantParams,
    Pass::Dce,
    Pass::SimplifyCfg,
];

/// The pipeline run on derivatives after synthesis: the same passes, so
/// that "optimise, then differentiate" and "differentiate, then optimise"
/// can be compared pass for pass (the Enzyme paper's experiment), except
/// fill-forward, whose scratch arrays are the program's and were
/// forwarded before synthesis (on a derivative it would only cost compile
/// time); then what only derivatives have: reverse loops whose adjoints
/// are selected zeros, skipped ([`zero_skip`]).
pub const AFTER_AD: &[Pass] = &AFTER_AD_PASSES;

/// [`BEFORE_AD`] without fill-forward (once in it), then zero-skip.
const AFTER_AD_PASSES: [Pass; BEFORE_AD.len()] = {
    let mut passes = [Pass::ZeroSkip; BEFORE_AD.len()];
    let (mut i, mut j) = (0, 0);
    while i < BEFORE_AD.len() {
        if !matches!(BEFORE_AD[i], Pass::FillForward) {
            passes[j] = BEFORE_AD[i];
            j += 1;
        }
        i += 1;
    }
    assert!(
        j + 1 == BEFORE_AD.len(),
        "fill-forward is once in BEFORE_AD"
    );
    passes
};

/// What inlining may take: callees of at most `max_inline_insts`
/// instructions, or `max_single_call_insts` for a function called from one
/// place only, that `may_inline` accepts (a custom derivative or an
/// inactive function must stay a call for synthesis to see it).
pub struct Options<'a> {
    pub max_inline_insts: usize,
    pub max_single_call_insts: usize,
    pub may_inline: &'a dyn Fn(&Module, FuncId) -> bool,
}

impl Default for Options<'_> {
    fn default() -> Self {
        Options {
            max_inline_insts: 80,
            max_single_call_insts: 2000,
            may_inline: &|_, _| true,
        }
    }
}

/// Runs `passes` on every defined function of the module, inlining no
/// function registered as behaving like a library function.
pub fn optimize_all(module: &mut Module, passes: &[Pass]) {
    optimize_selected(module, passes, &|_, _| true, &Default::default());
}

/// Runs `passes` on the defined functions `select` accepts, inlining
/// neither the functions in `keep` (those registrations describe: custom
/// rules, inactive functions) nor those registered as behaving like a
/// library function: synthesis must see their calls.
pub fn optimize_selected(
    module: &mut Module,
    passes: &[Pass],
    select: &dyn Fn(&Module, FuncId) -> bool,
    keep: &std::collections::HashSet<FuncId>,
) {
    let may_inline = |m: &Module, f: FuncId| !keep.contains(&f) && !m.library_like.contains_key(&f);
    let options = Options {
        may_inline: &may_inline,
        ..Options::default()
    };
    optimize_module(module, passes, &options, select);
}

/// Runs one pass on one function; says whether it changed anything.
pub fn run_pass(module: &mut Module, func: FuncId, pass: Pass, options: &Options) -> bool {
    if module.functions[func].is_declaration() {
        return false;
    }
    if pass == Pass::Inline {
        let limits = (options.max_inline_insts, options.max_single_call_insts);
        return inline::run(module, func, limits, options.may_inline);
    }
    if pass == Pass::FillForward {
        return fill_forward::run(module, func);
    }
    // What zyme-opt's alias facts need to know of the callees.
    let fresh = match pass {
        Pass::Gvn | Pass::Licm => bases::fresh_allocations(module, &module.functions[func]),
        _ => Default::default(),
    };
    let callees = match pass {
        Pass::Dce => dce::Callees::of(module, &module.functions[func], options.may_inline),
        _ => Default::default(),
    };
    let f = &mut module.functions[func];
    match pass {
        Pass::Inline | Pass::FillForward => unreachable!("handled above"),
        Pass::Licm => licm::run(f, fresh),
        Pass::Mem2Reg => mem2reg::run(f),
        Pass::SimplifyCfg => simplify_cfg::run(f),
        Pass::ConstFold => const_fold::run(f),
        Pass::Gvn => gvn::run(f, fresh),
        Pass::Dce => dce::run(f, &callees),
        Pass::WideShuffle => wide_shuffle::run(f),
        Pass::RedundantParams => redundant_params::run(f),
        Pass::ZeroSkip => zero_skip::run(f),
    }
}

/// Runs `passes` in order on one function.
pub fn run_passes(module: &mut Module, func: FuncId, passes: &[Pass], options: &Options) -> bool {
    let mut changed = false;
    for &pass in passes {
        changed |= run_pass(module, func, pass, options);
    }
    changed
}

/// Runs `passes` on every function with a body that `select` accepts.
/// Callees come before callers, so what a caller inlines is already
/// optimised.
pub fn optimize_module(
    module: &mut Module,
    passes: &[Pass],
    options: &Options,
    select: &dyn Fn(&Module, FuncId) -> bool,
) {
    for func in callees_first(module) {
        if select(module, func) {
            run_passes(module, func, passes, options);
        }
    }
}

/// The defined functions, each after the functions it calls (recursion
/// broken anywhere).
fn callees_first(module: &Module) -> Vec<FuncId> {
    let mut order = Vec::new();
    let mut state: std::collections::HashMap<FuncId, bool> = Default::default();
    for (root, f) in module.functions.iter() {
        if f.is_declaration() || state.contains_key(&root) {
            continue;
        }
        // (function, children pushed?)
        let mut stack = vec![(root, false)];
        while let Some((func, expanded)) = stack.pop() {
            if expanded {
                state.insert(func, true);
                order.push(func);
                continue;
            }
            if state.contains_key(&func) {
                continue;
            }
            state.insert(func, false);
            stack.push((func, true));
            let body = &module.functions[func];
            for inst in body.layout.insts() {
                if let zyme_ir::InstData::Call { func: callee, .. } = body.dfg.insts[inst] {
                    if !module.functions[callee].is_declaration() && !state.contains_key(&callee) {
                        stack.push((callee, false));
                    }
                }
            }
        }
    }
    order
}
