//! What can stop the writer: an instruction it cannot express in wasm32
//! (named with its function and printed in the text format), an import
//! whose declaration does not fit the C library function of its name, or
//! a module too large for a 32-bit memory.

/// Why a module could not be written.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// An instruction the writer does not support (GPU operations, a
    /// variadic call, …).
    #[error("cannot write `{inst}` in @{func} to wasm: {reason}")]
    Unsupported {
        /// The function holding the instruction.
        func: String,
        /// The instruction, printed in the text format.
        inst: String,
        /// Why.
        reason: String,
    },
    /// A declaration of a C library function the output module implements
    /// whose signature is not one the implementation can serve.
    #[error("@{name} is declared as {sig}, which the built-in `{name}` cannot serve")]
    LibrarySignature {
        /// The declared function.
        name: String,
        /// Its declared signature, printed.
        sig: String,
    },
    /// A function named in `WriteOptions::exports` that the module does
    /// not define.
    #[error("cannot export @{0}: the module defines no such function")]
    NoSuchExport(String),
    /// The globals and the stack do not fit a 32-bit memory (or the
    /// requested maximum).
    #[error("the memory layout does not fit: {0}")]
    Layout(String),
    /// A bug in the writer: its own invariants failed on this input.
    #[error("internal error in @{func}: {reason}")]
    Internal {
        /// The function being written.
        func: String,
        /// What went wrong.
        reason: String,
    },
}

/// Why one instruction could not be written; the function driver adds the
/// function and the printed instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum InstError {
    Unsupported(String),
    Internal(String),
}

pub(crate) type IResult<T = ()> = Result<T, InstError>;

pub(crate) fn unsupported<T>(why: impl Into<String>) -> IResult<T> {
    Err(InstError::Unsupported(why.into()))
}

pub(crate) fn internal<T>(why: impl Into<String>) -> IResult<T> {
    Err(InstError::Internal(why.into()))
}
