//! Derivative synthesis on zyme IR: forward (tangent) and vector mode now;
//! reverse mode (augmented forward plus reverse pass, combined or split),
//! the cache of forward values and custom rules with the reverse-mode
//! issue.
//!
//! Synthesis adds the derivative as a new function of the same module and
//! never edits the original. Analyses (type trees, activity) come from
//! `zyme-analysis`; the tangent rules of each operation are in [`rules`].

mod blas;
mod complex;
pub mod forward;
mod repeat;
pub mod reverse;
pub mod rules;
pub mod runtime;
mod shadow;

pub use forward::{forward, Forward};
pub use reverse::remarks::Remark;
pub use reverse::{prepare_parallel, reverse, CachePolicy, GpuPolicy, Reverse, Split};
pub use zyme_ir::autodiff::{
    ArgKind, CustomGradient, ForwardOptions, Mode, Registrations, Request, ReverseOptions,
};

/// Why a derivative could not be synthesized: the function, the
/// instruction (printed) and its source line, and what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SynthError {
    pub function: String,
    pub inst: Option<String>,
    /// Source line and column, when the instruction has a location.
    pub line: Option<(u32, u32)>,
    pub kind: SynthErrorKind,
}

/// What went wrong, for code that reacts to it (the messages say what to
/// do).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SynthErrorKind {
    /// The argument kinds do not fit the function.
    #[error(transparent)]
    Request(#[from] zyme_ir::autodiff::RequestError),
    /// A function to differentiate is only declared here.
    #[error(
        "the function has no body here; give it a custom derivative or make its definition visible"
    )]
    NoBody,
    /// An instruction or call has no derivative rule, or its types cannot
    /// be deduced; the message says which and what to do.
    #[error("{0}")]
    Rule(String),
}

impl SynthError {
    pub fn new(function: &str, inst: Option<String>, message: String) -> SynthError {
        SynthError {
            inst,
            ..SynthError::of(function, SynthErrorKind::Rule(message))
        }
    }

    pub fn of(function: &str, kind: SynthErrorKind) -> SynthError {
        SynthError {
            function: function.to_string(),
            inst: None,
            line: None,
            kind,
        }
    }
}

/// Why a pointer the derivative must follow has no shadow, and what to do.
pub(crate) fn no_shadow(v: zyme_ir::Value) -> String {
    format!(
        "pointer {v} has no shadow: it points to memory zyme did not see an active value stored into \
         (pass its memory with `dup`, or mark the argument `const`; for memory reached from a `const` \
         argument that holds no derivative, ask for runtime activity with `enzyme_runtime_activity`, \
         as Enzyme does)"
    )
}

/// The error for a call of an external function that no rule covers,
/// with the ways to supply one.
pub(crate) fn unknown_external(name: &str) -> String {
    if let Some(hint) = zyme_ir::blas::missing_rule_hint(name) {
        return hint;
    }
    if name.starts_with("__kmpc_omp_task") || name.starts_with("__kmpc_taskloop") {
        return format!(
            "@{name} starts or waits for an OpenMP task (`#pragma omp task`, `taskloop`), \
             which zyme does not differentiate; write the work as a worksharing loop \
             (`#pragma omp for`, any schedule) or in the region's threads"
        );
    }
    if name.starts_with("__kmpc_") || name.starts_with("omp_") {
        return format!(
            "no derivative is known for the OpenMP runtime function @{name}; zyme differentiates \
             parallel regions with worksharing loops (static, dynamic and guided schedules), \
             reductions, critical sections, single, master and barriers"
        );
    }
    format!(
        "no derivative is known for the external function @{name}; register one (from Rust: \
         `Derivatives::register_derivative` / `register_gradient`, or `register_inactive` when \
         its result does not depend on its arguments; from C: `__enzyme_register_derivative_*` / \
         `__enzyme_register_gradient_*`; for a wasm import `m.f`: also import `m.f__zyme_grad` / \
         `m.f__zyme_fwd`, see docs/wasm.md) or make its definition visible"
    )
}

/// `data` with each operand replaced by its copy in the derivative; `Err`
/// names an operand without one (used before it is defined).
pub(crate) fn remap(
    data: &zyme_ir::InstData,
    copy_of: impl Fn(zyme_ir::Value) -> Option<zyme_ir::Value>,
) -> Result<zyme_ir::InstData, zyme_ir::Value> {
    let mut copy = data.clone();
    let mut missing = None;
    copy.map_operands(|v| {
        copy_of(v).unwrap_or_else(|| {
            missing = Some(v);
            v
        })
    });
    match missing {
        Some(v) => Err(v),
        None => Ok(copy),
    }
}

/// The value a branch reads (a `brif`'s condition, a `switch`'s
/// argument), if `data` is one.
pub(crate) fn branch_operand(data: &zyme_ir::InstData) -> Option<zyme_ir::Value> {
    match data {
        zyme_ir::InstData::Brif { cond, .. } => Some(*cond),
        zyme_ir::InstData::Switch { arg, .. } => Some(*arg),
        _ => None,
    }
}

/// The jump, `brif` or `switch` `data` copied into a derivative: its
/// operand already mapped (`operand`, see [`branch_operand`]) and each
/// edge mapped by `edge(k, call)` (`k` in [`zyme_ir::InstData::targets`]
/// order). `None` for any other instruction.
pub(crate) fn retarget<E>(
    data: &zyme_ir::InstData,
    operand: Option<zyme_ir::Value>,
    mut edge: impl FnMut(usize, &zyme_ir::BlockCall) -> Result<zyme_ir::BlockCall, E>,
) -> Option<Result<zyme_ir::InstData, E>> {
    use zyme_ir::InstData;
    let mapped =
        |edge: &mut dyn FnMut(usize, &zyme_ir::BlockCall) -> Result<zyme_ir::BlockCall, E>| {
            Ok(match data {
                InstData::Jump { dest } => InstData::Jump {
                    dest: edge(0, dest)?,
                },
                InstData::Brif {
                    then_dest,
                    else_dest,
                    ..
                } => InstData::Brif {
                    cond: operand.expect("a brif's condition"),
                    then_dest: edge(0, then_dest)?,
                    else_dest: edge(1, else_dest)?,
                },
                InstData::Switch { cases, default, .. } => {
                    let mut new_cases = Vec::new();
                    for (k, (c, d)) in cases.iter().enumerate() {
                        new_cases.push((*c, edge(k, d)?));
                    }
                    InstData::Switch {
                        arg: operand.expect("a switch's argument"),
                        cases: new_cases,
                        default: edge(cases.len(), default)?,
                    }
                }
                _ => unreachable!("only branches are retargeted"),
            })
        };
    matches!(
        data,
        InstData::Jump { .. } | InstData::Brif { .. } | InstData::Switch { .. }
    )
    .then(|| mapped(&mut edge))
}

/// Rejects requests that cannot be served: a function without a body,
/// argument kinds that do not fit its parameters.
pub(crate) fn check_request(
    orig: &zyme_ir::Function,
    kinds: &[ArgKind],
    mode: zyme_ir::autodiff::Mode,
) -> Result<(), SynthError> {
    if orig.is_declaration() {
        return Err(SynthError::of(&orig.name, SynthErrorKind::NoBody));
    }
    zyme_ir::autodiff::validate_kinds(&orig.sig, kinds, mode)
        .map_err(|e| SynthError::of(&orig.name, e.into()))?;
    if orig.kernel {
        if let Some(i) = kinds.iter().position(|&k| k == ArgKind::Active) {
            return Err(SynthError::new(
                &orig.name,
                None,
                format!(
                    "parameter {i} of the kernel is `active`, but a kernel returns nothing, \
                     so a derivative kernel has no result to hold its adjoint in: mark it \
                     `const`, or pass it in memory as a `dup` buffer"
                ),
            ));
        }
    }
    Ok(())
}

/// Declares a new local function for a derivative, named `base` (made
/// unique).
pub(crate) fn declare_derivative(
    module: &mut zyme_ir::Module,
    base: &str,
    sig: zyme_ir::Signature,
) -> Result<zyme_ir::FuncId, SynthError> {
    let name = forward::fresh_name(module, base);
    module
        .declare_function(&name, sig, zyme_ir::Linkage::Local)
        .map_err(|e| SynthError::new(&name, None, e.to_string()))
}

/// A function a caller declared to receive a derivative's body must have
/// the derivative's signature and no body yet.
pub(crate) fn check_declared(
    module: &zyme_ir::Module,
    orig: &zyme_ir::Function,
    id: zyme_ir::FuncId,
    want: &zyme_ir::Signature,
) -> Result<(), SynthError> {
    let have = &module.functions[id];
    if have.sig != *want || !have.is_declaration() {
        return Err(SynthError::new(
            &orig.name,
            None,
            format!(
                "the derivative is declared as {} but must be {}",
                zyme_ir::text::printer::signature(&have.sig),
                zyme_ir::text::printer::signature(want)
            ),
        ));
    }
    Ok(())
}

impl std::fmt::Display for SynthError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "cannot differentiate @{}", self.function)?;
        if let Some((l, c)) = self.line {
            write!(f, " (source line {l}:{c})")?;
        }
        if let Some(i) = &self.inst {
            write!(f, " at `{}`", i.trim())?;
        }
        write!(f, ": {}", self.kind)
    }
}
