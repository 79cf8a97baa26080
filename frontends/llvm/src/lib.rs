//! The LLVM IR text frontend: a hand-written lexer and parser for the IR
//! that clang, rustc and flang print, lowered to zyme IR, plus the Enzyme C
//! ABI (`__enzyme_autodiff`, `__enzyme_fwddiff` and the `enzyme_*` markers),
//! recognised and recorded as requests for the driver: this crate
//! synthesizes nothing itself (it depends on neither `zyme-synth` nor
//! `zyme-opt`).
//!
//! Parsing goes text → [`ast::Module`] → [`lower::lower_module`] → zyme
//! IR. The tree and the parser know nothing of zyme IR; the lowering reads
//! only the tree, so a bitcode reader can later produce the same tree and
//! share the lowering.

pub mod ast;
pub mod bitcode;
pub mod lexer;
pub mod lower;
pub mod native;
mod parser;

pub use ast::Module;
pub use lower::{leave_unwinding_native, LowerError, Lowered, NativeFunction};

/// Why a `.ll` text could not be turned into zyme IR.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// `file:line:col: message` for a syntax error.
    #[error("{file}:{err}")]
    Parse { file: String, err: ParseError },
    #[error("{0}")]
    Lower(#[from] LowerError),
    /// Bitcode that could not be read: block, record code, bit offset.
    #[error("{file}: {err}")]
    Bitcode {
        file: String,
        err: bitcode::BitcodeError,
    },
}

/// Parses and lowers LLVM IR text; `file` names it in diagnostics. The
/// derivatives its Enzyme calls ask for are in [`Lowered::ad`], for the
/// driver (`zyme::driver`) to make.
pub fn parse_and_lower(src: &str, file: &str) -> Result<Lowered, Error> {
    let ast = parse(src).map_err(|err| Error::Parse {
        file: file.to_string(),
        err,
    })?;
    Ok(lower::lower_module(&ast, file)?)
}

/// Reads and lowers LLVM bitcode (any container [`bitcode::parse`]
/// knows); `file` names it in diagnostics.
pub fn parse_bitcode_and_lower(bytes: &[u8], file: &str) -> Result<Lowered, Error> {
    let ast = bitcode::parse(bytes).map_err(|err| Error::Bitcode {
        file: file.to_string(),
        err,
    })?;
    Ok(lower::lower_module(&ast, file)?)
}

/// A syntax error. `line` and `col` are 1-based; `col` counts bytes.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{line}:{col}: {message}")]
pub struct ParseError {
    pub line: u32,
    pub col: u32,
    pub message: String,
}

/// Parses LLVM textual IR into a module syntax tree.
pub fn parse(src: &str) -> Result<Module, ParseError> {
    parser::parse_module(src)
}
