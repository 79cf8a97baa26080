//! Derivative synthesis on zyme IR: forward (tangent) and vector mode now;
//! reverse mode (augmented forward plus reverse pass, combined or split),
//! the cache of forward values and custom rules with the reverse-mode
//! issue.
//!
//! Synthesis adds the derivative as a new function of the same module and
//! never edits the original. Analyses (type trees, activity) come from
//! `zyme-analysis`; the tangent rules of each operation are in [`rules`].

pub mod forward;
pub mod reverse;
pub mod rules;
pub mod runtime;

pub use forward::{forward, Forward, ForwardOptions};
pub use reverse::{reverse, CustomGradient, Reverse, ReverseOptions, Split};
pub use zyme_analysis::ArgKind;

/// Why a derivative could not be synthesized: the function, the
/// instruction (printed) and its source line, and what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub struct SynthError {
    pub function: String,
    pub inst: Option<String>,
    /// Source line and column, when the instruction has a location.
    pub line: Option<(u32, u32)>,
    pub message: String,
}

impl SynthError {
    pub fn new(function: &str, inst: Option<String>, message: String) -> SynthError {
        SynthError {
            function: function.to_string(),
            inst,
            line: None,
            message,
        }
    }
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
        write!(f, ": {}", self.message)
    }
}
