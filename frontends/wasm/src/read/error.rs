//! The reader's errors: one line each, naming the file, the function (by
//! index and name) where there is one, and the byte offset in the module.
//!
//! Every input gives either a module or one of these; the reader never
//! panics on malformed bytes (the mutation test in `tests/` holds it to
//! that).

use std::fmt;

/// Where an error is: the input file, the function if the error is in
/// one, and the byte offset in the module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    /// The function index and its name (name section, export or `func{i}`).
    pub func: Option<(u32, String)>,
    pub offset: u64,
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match &self.func {
            // A name-section name may hold anything, line breaks too:
            // escaped, so that the error stays one line.
            Some((index, name)) => write!(
                f,
                "{}: function {index} (@{}) at {:#x}",
                self.file,
                name.escape_debug(),
                self.offset
            ),
            None => write!(f, "{} at {:#x}", self.file, self.offset),
        }
    }
}

/// Why a module could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum WasmError {
    /// The bytes are not a valid module (decoding or validation failed).
    #[error("{at}: invalid module: {message}")]
    Invalid { at: Location, message: String },
    /// Valid wasm that the reader does not lower (yet).
    #[error("{at}: unsupported {what}")]
    Unsupported { at: Location, what: String },
    /// Building the zyme module failed (a name clash the reader did not
    /// foresee): a bug in the reader, reported instead of a panic.
    #[error("{at}: internal error: {message}")]
    Internal { at: Location, message: String },
}

impl WasmError {
    /// Where the error is.
    pub fn location(&self) -> &Location {
        match self {
            WasmError::Invalid { at, .. }
            | WasmError::Unsupported { at, .. }
            | WasmError::Internal { at, .. } => at,
        }
    }
}

/// A message on one line: `wasmparser` messages may span several (its
/// magic-number error prints arrays), and errors here are one line each.
pub(crate) fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}
