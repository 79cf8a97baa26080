//! The AD driver: the one road from a frontend's requests to derivatives.
//!
//! Every frontend hands over a module and, as data, what it wants
//! differentiated ([`AdRequests`]: requests placed into declared
//! functions, and registrations). [`differentiate`] then runs, in order:
//!
//! 1. the registrations: `function_like` functions get the rules of the C
//!    math function they behave like;
//! 2. zyme-opt's pipeline before AD on what the requests reach (as
//!    Enzyme's preprocessing does: it is what lets `-O0` input
//!    differentiate about as well as `-O2` input), never inlining what a
//!    registration describes;
//! 3. synthesis, in rounds: a derivative of a function that itself asks
//!    for a derivative (forward over reverse) waits until the inner one has
//!    its body;
//! 4. zyme-opt's pipeline after AD on the functions synthesis made, then
//!    small derivatives inlined where the program calls them.
//!
//! The LLVM frontend (Enzyme call sites and registration globals), the
//! Rust API ([`crate::Derivatives`], [`crate::Differentiate`],
//! [`crate::Rules`]), the CLI, `zyme cc` and `zyme gradbench` all come
//! through here; the backends (Cranelift JIT and objects) take the module
//! it leaves.

use std::collections::HashSet;
use zyme_ir::autodiff::{AdRequests, Mode, PlacedRequest, Registrations};
use zyme_ir::{FuncId, InstData, Module};
use zyme_synth::{SynthError, SynthErrorKind};

/// Which of zyme-opt's pipelines run around synthesis, and what the
/// reverse mode's cache favours.
///
/// `before_ad` optimises the functions to differentiate first. `after_ad`
/// runs the same passes on the synthesized functions: their adjoints in
/// stack slots, constant seeds and single-predecessor blocks are what
/// Cranelift does not clean up itself (GradBench's evals run 5-25% faster
/// with it). Both are on by default.
///
/// `least_memory` (`--cache memory`; off by default) recomputes division
/// and the math library's functions in the reverse sweep instead of
/// taping them ([`zyme_synth::CachePolicy::recompute_costly`]): the tape
/// of a loop of `exp`s shrinks to nothing, at the cost of calling `exp`
/// again.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct AdPipeline {
    pub before_ad: bool,
    pub after_ad: bool,
    pub least_memory: bool,
}

impl AdPipeline {
    pub const DEFAULT: AdPipeline = AdPipeline {
        before_ad: true,
        after_ad: true,
        least_memory: false,
    };

    /// Neither pipeline: synthesis alone.
    pub const NONE: AdPipeline = AdPipeline {
        before_ad: false,
        after_ad: false,
        least_memory: false,
    };

    /// `speed` (the default) or `memory`: what the reverse mode's cache
    /// favours, kept with the pipelines chosen so far.
    pub fn with_cache(self, text: &str) -> Option<AdPipeline> {
        let least_memory = match text {
            "speed" => false,
            "memory" => true,
            _ => return None,
        };
        Some(AdPipeline {
            least_memory,
            ..self
        })
    }

    /// `base` with what `least_memory` asks of the cache.
    pub fn cache_policy(self, base: zyme_synth::CachePolicy) -> zyme_synth::CachePolicy {
        zyme_synth::CachePolicy {
            recompute_costly: base.recompute_costly || self.least_memory,
            ..base
        }
    }

    /// `before`, `after`, `both` or `none`.
    pub fn parse(text: &str) -> Option<AdPipeline> {
        let (before_ad, after_ad) = match text {
            "before" => (true, false),
            "after" => (false, true),
            "both" => (true, true),
            "none" => (false, false),
            _ => return None,
        };
        Some(AdPipeline {
            before_ad,
            after_ad,
            least_memory: false,
        })
    }
}

impl Default for AdPipeline {
    fn default() -> Self {
        AdPipeline::DEFAULT
    }
}

/// Why the driver could not make the derivatives asked for. `at()` is
/// where the request was made in the input, when the frontend knows.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AdError {
    /// Synthesis failed for a request.
    #[error("{source}")]
    Synth {
        at: Option<(u32, u32)>,
        source: SynthError,
    },
    /// A function asks, through what it calls, for its own derivative.
    #[error(
        "the derivative of @{function} needs itself (a function that asks for its own derivative)"
    )]
    NeedsItself {
        function: String,
        at: Option<(u32, u32)>,
    },
    /// `__enzyme_function_like` names a function zyme has no rules for.
    #[error("__enzyme_function_like asks @{function} to differentiate like `{like}`, which zyme knows for C math functions of matching type and for malloc, calloc, realloc and free")]
    UnknownLike { function: String, like: String },
}

impl AdError {
    /// Where the request that failed was made, as `(line, col)`.
    pub fn at(&self) -> Option<(u32, u32)> {
        match self {
            AdError::Synth { at, .. } | AdError::NeedsItself { at, .. } => *at,
            AdError::UnknownLike { .. } => None,
        }
    }

    /// The function synthesis found without a body, if that is what
    /// failed (`zyme cc` then says why it left that function to clang).
    pub fn missing_body(&self) -> Option<&str> {
        match self {
            AdError::Synth { source, .. } if source.kind == SynthErrorKind::NoBody => {
                Some(&source.function)
            }
            _ => None,
        }
    }
}

/// What synthesis caches and how GPU derivatives add adjoints and keep tapes, when not the
/// defaults (`zyme grad-kernel --no-opt`, the optimisation tables).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SynthPolicy {
    pub cache: zyme_synth::CachePolicy,
    pub gpu: zyme_synth::GpuPolicy,
}

/// Gives every placed request's functions their derivative bodies, with
/// zyme-opt's pipelines before and after as `pipeline` says.
pub fn differentiate(
    module: &mut Module,
    ad: &AdRequests,
    pipeline: AdPipeline,
) -> Result<Vec<zyme_synth::Remark>, AdError> {
    differentiate_with(module, ad, pipeline, &SynthPolicy::default())
}

/// [`differentiate`] with a synthesis policy other than the default.
/// Returns the remarks on what the reverse-mode derivatives cache.
pub fn differentiate_with(
    module: &mut Module,
    ad: &AdRequests,
    pipeline: AdPipeline,
    policy: &SynthPolicy,
) -> Result<Vec<zyme_synth::Remark>, AdError> {
    let mut remarks = Vec::new();
    if ad.requests.is_empty() {
        return Ok(remarks);
    }
    let policy = &SynthPolicy {
        cache: pipeline.cache_policy(policy.cache),
        ..*policy
    };
    let rules = Rules::from_registrations(module, &ad.registrations)?;
    let keep: HashSet<FuncId> = ad.registrations.described().collect();
    if pipeline.before_ad {
        let targets = ad.requests.iter().map(|r| r.request.function);
        optimize_before_ad(module, targets, &keep);
    }
    let existing = module.functions.len();
    let mut pending: Vec<&PlacedRequest> = ad.requests.iter().collect();
    while !pending.is_empty() {
        let unfilled: HashSet<FuncId> = pending.iter().flat_map(|r| r.defines()).collect();
        let (ready, later): (Vec<&PlacedRequest>, Vec<&PlacedRequest>) = pending
            .iter()
            .partition(|r| !reaches_any(module, r.request.function, &unfilled));
        if ready.is_empty() {
            let r = later[0];
            return Err(AdError::NeedsItself {
                function: module.functions[r.request.function].name.clone(),
                at: r.at,
            });
        }
        remarks.extend(synthesize_round(module, &rules, &ready, policy)?);
        pending = later;
    }
    if pipeline.after_ad {
        let made: HashSet<FuncId> = ad
            .requests
            .iter()
            .flat_map(|r| r.defines())
            .chain(module.functions.keys().skip(existing))
            .collect();
        zyme_opt::optimize_selected(module, zyme_opt::AFTER_AD, &|_, f| made.contains(&f), &keep);
        let derivatives: HashSet<FuncId> = ad.requests.iter().flat_map(|r| r.defines()).collect();
        let exposed: HashSet<FuncId> = ad
            .requests
            .iter()
            .filter(|r| r.exposed)
            .flat_map(|r| r.defines())
            .collect();
        inline_derivatives(module, &derivatives, &made, &keep, &exposed);
        clean_callers(module, &derivatives, &made, &keep);
    }
    Ok(remarks)
}

/// Runs DCE on the program's functions that call a derivative: what they
/// pass for parameters the derivative never reads goes (a buffer for the
/// primal results a `dupnoneed` argument gives up, which the forward
/// derivative no longer writes: ht's Jacobian's residuals), with what
/// only that made. Callers that synthesis made, or that a registration
/// describes, are left as they are.
fn clean_callers(
    module: &mut Module,
    derivatives: &HashSet<FuncId>,
    made: &HashSet<FuncId>,
    keep: &HashSet<FuncId>,
) {
    let calls_one = |m: &Module, f: FuncId| {
        let fd = &m.functions[f];
        !made.contains(&f)
            && !keep.contains(&f)
            && fd.layout.insts().any(|i| {
                matches!(fd.dfg.insts[i], InstData::Call { func, .. } if derivatives.contains(&func))
            })
    };
    // A registered rule (`keep`) is called with the arguments its
    // primal ignores: DCE leaves them.
    zyme_opt::optimize_selected(module, &[zyme_opt::Pass::Dce], &calls_one, keep);
}

/// The most instructions a derivative has that its callers take in
/// ([`inline_derivatives`]), whatever the number of its call sites (one
/// call site alone takes up to zyme-opt's usual 2,000).
pub const DERIVATIVE_INLINE_INSTS: usize = 1000;

/// Inlines small derivatives that the program calls in a loop (what
/// LLVM's inliner does with Enzyme's), then runs zyme-opt's pipeline
/// before AD (which keeps the program's semantics) on each such caller:
/// the caller's seeds, its zeroed shadows and the copies of the gradient
/// it reads back meet the derivative's code. GradBench's ba, whose
/// Jacobian calls a 400-instruction gradient 64,000 times: 1.20 → 1.10
/// of Enzyme's time. A derivative called only outside loops (a gradient
/// wrapper's one call) gains nothing and would cost compile time.
/// Callers that synthesis made, or that a registration describes, are
/// left as they are.
fn inline_derivatives(
    module: &mut Module,
    derivatives: &HashSet<FuncId>,
    made: &HashSet<FuncId>,
    keep: &HashSet<FuncId>,
    exposed: &HashSet<FuncId>,
) {
    let mut in_loops: HashSet<FuncId> = HashSet::new();
    let mut callers: HashSet<FuncId> = HashSet::new();
    for (id, f) in module.functions.iter() {
        if made.contains(&id) || keep.contains(&id) || f.is_declaration() {
            continue;
        }
        let calls: Vec<(zyme_ir::Block, FuncId)> = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).iter().map(move |&i| (b, i)))
            .filter_map(|(b, i)| match f.dfg.insts[i] {
                InstData::Call { func, .. } if derivatives.contains(&func) => Some((b, func)),
                _ => None,
            })
            .collect();
        if calls.is_empty() {
            continue;
        }
        let cfg = zyme_ir::ControlFlowGraph::compute(f);
        let dom = zyme_ir::DominatorTree::compute(&cfg);
        let forest = zyme_analysis::LoopForest::compute(&cfg, &dom);
        for (b, d) in calls {
            if forest.innermost_loop(b).is_some() {
                in_loops.insert(d);
                callers.insert(id);
            }
        }
    }
    if callers.is_empty() {
        return;
    }
    let may = |_: &Module, f: FuncId| in_loops.contains(&f) && !keep.contains(&f);
    let options = zyme_opt::Options {
        max_inline_insts: DERIVATIVE_INLINE_INSTS,
        may_inline: &may,
        ..zyme_opt::Options::default()
    };
    let called = module.referenced_functions();
    zyme_opt::optimize_module(module, zyme_opt::BEFORE_AD, &options, &|_, f| {
        callers.contains(&f)
    });
    // A derivative every call of which was inlined is no longer compiled,
    // unless the embedding program has it by name (`exposed`).
    let still = module.referenced_functions();
    for &d in derivatives {
        let f = &module.functions[d];
        let gone = called.contains(&d) && !still.contains(&d) && !exposed.contains(&d);
        if gone && f.linkage == zyme_ir::Linkage::Local {
            let (name, sig) = (f.name.clone(), f.sig.clone());
            module.functions[d] = zyme_ir::Function::new(name, sig, zyme_ir::Linkage::Import);
        }
    }
}

/// zyme-opt's pipeline before AD on what the derivatives of `targets`
/// differentiate: the targets and what they reach, except what a
/// registration describes (`keep`, never inlined either) and functions
/// behaving like library ones. A parallel program's rewrites come first
/// ([`zyme_synth::prepare_parallel`]).
pub fn optimize_before_ad(
    module: &mut Module,
    targets: impl IntoIterator<Item = FuncId>,
    keep: &HashSet<FuncId>,
) {
    zyme_synth::prepare_parallel(module);
    let stop: HashSet<FuncId> = keep
        .iter()
        .copied()
        .chain(module.library_like.keys().copied())
        .collect();
    let reach = reachable(module, targets, &stop);
    zyme_opt::optimize_selected(
        module,
        zyme_opt::BEFORE_AD,
        &|_, f| reach.contains(&f),
        keep,
    );
}

/// The rules synthesis registers: the program's own, and those
/// `function_like` registrations give.
struct Rules {
    gradients: Vec<(FuncId, zyme_synth::CustomGradient)>,
    derivatives: Vec<(FuncId, FuncId)>,
    inactive: Vec<FuncId>,
    aborting: Vec<FuncId>,
}

impl Rules {
    fn from_registrations(module: &mut Module, regs: &Registrations) -> Result<Rules, AdError> {
        let mut rules = Rules {
            gradients: regs.gradients.clone(),
            derivatives: regs.derivatives.clone(),
            inactive: regs.inactive.clone(),
            aborting: regs.aborting.clone(),
        };
        for (f, like) in &regs.function_like {
            let function = module.functions[*f].name.clone();
            let unknown = || AdError::UnknownLike {
                function: function.clone(),
                like: like.clone(),
            };
            let (op, _) = zyme_ir::MathOp::from_libm(like).ok_or_else(unknown)?;
            let made = zyme_synth::runtime::function_like(module, *f, op)
                .map_err(|source| AdError::Synth { at: None, source })?;
            let (gradient, forward) = made.ok_or_else(unknown)?;
            rules.gradients.push((*f, gradient));
            rules.derivatives.push((*f, forward));
        }
        Ok(rules)
    }
}

/// Makes every request of one round.
fn synthesize_round(
    module: &mut Module,
    rules: &Rules,
    ready: &[&PlacedRequest],
    policy: &SynthPolicy,
) -> Result<Vec<zyme_synth::Remark>, AdError> {
    let mut fwd = zyme_synth::Forward::new(module);
    for &(f, d) in &rules.derivatives {
        fwd.register_derivative(f, d);
    }
    for &f in &rules.inactive {
        fwd.register_inactive(f);
    }
    for r in ready {
        if let Mode::Forward(o) = r.request.mode {
            fwd.define(r.request.function, &r.request.kinds, o, r.first)
                .map_err(|source| AdError::Synth { at: r.at, source })?;
        }
    }
    let mut rev = zyme_synth::Reverse::new(module);
    rev.set_cache_policy(policy.cache);
    rev.set_gpu_policy(policy.gpu);
    for &(f, rule) in &rules.gradients {
        rev.register_gradient(f, rule);
    }
    for &f in &rules.inactive {
        rev.register_inactive(f);
    }
    for &f in &rules.aborting {
        rev.register_aborting(f);
    }
    for r in ready {
        let (f, kinds) = (r.request.function, &r.request.kinds);
        match (r.request.mode, r.second) {
            (Mode::Forward(_), _) => Ok(()),
            (Mode::Reverse(o), _) => rev.define(f, kinds, o, r.first),
            (Mode::ReverseBatch(w, o), _) => rev.define_batch(f, kinds, o, w, r.first),
            (Mode::Split, Some(second)) => rev.define_split(f, kinds, r.first, second),
            (Mode::Split, None) => unreachable!("a split request is placed into two functions"),
        }
        .map_err(|source| AdError::Synth { at: r.at, source })?;
    }
    Ok(rev.take_remarks())
}

/// The functions `roots` call or take the address of, transitively,
/// themselves included; the walk does not go through (nor include) what
/// `stop` names.
fn reachable(
    module: &Module,
    roots: impl IntoIterator<Item = FuncId>,
    stop: &HashSet<FuncId>,
) -> HashSet<FuncId> {
    let mut seen = HashSet::new();
    let mut stack: Vec<FuncId> = roots.into_iter().collect();
    while let Some(f) = stack.pop() {
        if stop.contains(&f) || !seen.insert(f) {
            continue;
        }
        let fd = &module.functions[f];
        for inst in fd.layout.insts() {
            if let InstData::Call { func, .. } | InstData::FuncAddr { func } = &fd.dfg.insts[inst] {
                stack.push(*func);
            }
        }
    }
    seen
}

/// Whether `from` calls or takes the address of (transitively) any of
/// `targets`.
fn reaches_any(module: &Module, from: FuncId, targets: &HashSet<FuncId>) -> bool {
    !reachable(module, [from], &HashSet::new()).is_disjoint(targets)
}
