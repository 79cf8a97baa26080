//! The Enzyme C ABI: calls of `__enzyme_fwddiff(f, enzyme_dup, x, dx, …)`
//! become calls of a derivative that zyme synthesizes after the whole
//! module is lowered (see `../shared/ENZYME_ABI.md`).
//!
//! A call site is lowered to a call of a *placeholder*: a local function
//! declared with the derivative's signature, recorded as a request in
//! [`zyme_ir::autodiff::AdRequests`]. Once every function body exists,
//! the driver gives each placeholder the derivative as its body, so the
//! call sites need no patching. Callees are matched by substring, as
//! Enzyme does (`__enzyme_fwddiff_f32`, mangled variants).
//!
//! A call site is decided, then emitted: [`parse`] reads the call and
//! the syntax tree into an [`plan::EnzymeCall`] (which argument is which
//! parameter's value or shadow, the tape, how results come back; the
//! function differentiated is found by [`target`]), and [`emit`] follows
//! that plan. [`registrations`] reads the module's registration globals.

mod batch;
mod emit;
mod parse;
mod plan;
mod registrations;
mod target;
#[cfg(test)]
mod tests;

pub(crate) use batch::lower_batch;
pub(crate) use registrations::{annotations, registrations};

use super::func::{FnLower, L};
use super::R;
use crate::ast::CallSite;

/// Whether a callee name is an Enzyme entry point zyme handles here.
pub(crate) fn is_entry_point(name: &str) -> bool {
    name.contains("__enzyme_")
        && [
            "__enzyme_fwddiff",
            "__enzyme_autodiff",
            "__enzyme_fwdsplit",
            "__enzyme_augmentfwd",
            "__enzyme_augmentsize",
            "__enzyme_reverse",
            "__enzyme_virtualreverse",
            "__enzyme_batch",
            "__enzyme_error_estimate",
        ]
        .iter()
        .any(|e| name.contains(e))
}

/// Enzyme's other entry points, which zyme does not implement: what each
/// is, for the error that replaces an undefined symbol at link time.
const UNSUPPORTED: &[(&str, &str)] = &[
    ("__enzyme_todense", "sparse Jacobians"),
    ("__enzyme_iter", "iterated derivatives"),
    ("__enzyme_truncate", "precision truncation"),
    ("__enzyme_expand", "precision expansion"),
    ("__enzyme_trace", "probabilistic programming"),
    ("__enzyme_sample", "probabilistic programming"),
    ("__enzyme_observe", "probabilistic programming"),
    ("__enzyme_condition", "probabilistic programming"),
    ("__enzyme_likelihood", "probabilistic programming"),
    ("__enzyme_checkpoint", "checkpointing controls"),
    ("__enzyme_set_checkpointing", "checkpointing controls"),
    ("__enzyme_set_mincut", "checkpointing controls"),
    ("__enzyme_ignore_derivatives", "stopping derivatives"),
    ("__enzyme_call_inactive", "inactive calls"),
    ("__enzyme_context", "the context extension"),
];

/// The error for a call of an Enzyme entry point zyme does not implement
/// (`None` for any other callee).
pub(crate) fn unsupported(name: &str) -> Option<String> {
    let (entry, what) = UNSUPPORTED.iter().find(|(e, _)| name.contains(e))?;
    Some(format!(
        "`{entry}*` (Enzyme's {what}) is not supported by zyme; the program cannot be built with it (an Enzyme call is never left to the C compiler, which would leave an undefined symbol)"
    ))
}

/// Lowers a call of the Enzyme entry point `name`: parses it, then
/// emits what the plan says.
pub(crate) fn lower_call(fl: &mut FnLower, name: &str, call: &CallSite) -> R<L> {
    let scope = parse::Scope {
        cx: fl.cx,
        module: fl.b.module(),
        defs: &fl.defs,
    };
    let plan = parse::parse(&scope, name, call)?;
    emit::emit(fl, name, &plan, call)
}
